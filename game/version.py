"""The game's version, written in this one place: pyproject, the builds and `--version` read it."""

__version__ = "0.2.0"
