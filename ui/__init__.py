"""The pygame-ce side: scenes, card rendering, animation and input."""
