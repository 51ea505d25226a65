"""Briscola rules engine: pure Python, seeded, no drawing and no global random state.

The UI, the AI and external bots all read the game through one per-seat `Observation`
(see `game.observation`) and change it only through `HandState.apply`.
"""
