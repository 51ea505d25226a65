"""Pygame front end of Briscola: everything that draws or listens to the player."""
