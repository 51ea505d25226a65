"""The game's version and address, written in this one place: pyproject, the builds,
`--version`, `--help`, the about page and the crash message read them."""

__version__ = "0.2.0"

PROJECT_URL = "https://github.com/briscola-game/briscola"
"""Where players find the game, its source and its releases."""

ISSUES_URL = PROJECT_URL + "/issues"
"""Where a player reports a problem (the crash message names it)."""
