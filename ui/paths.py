"""Where the game's own files and the player's files live."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "briscola"


@dataclass(frozen=True)
class FileNotice:
    """What the player is told about a file that could not be used: a key of the words
    (`msg.*_damaged`, `msg.*_newer`, ...) and the detail that goes into it."""

    key: str
    detail: str


def assets_dir() -> Path:
    """The shipped assets folder, also inside a PyInstaller bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets"
    return Path(__file__).resolve().parents[1] / "assets"


@dataclass(frozen=True)
class UserDirs:
    """Settings in the platform's config folder; saves and statistics in its data folder;
    the rasterised decks (`ui.art.raster_cache`) in its cache folder, which may be wiped."""

    config: Path
    data: Path
    cache: Path

    @classmethod
    def platform(cls) -> UserDirs:
        return cls(platformdirs.user_config_path(APP_NAME, appauthor=False),
                   platformdirs.user_data_path(APP_NAME, appauthor=False),
                   platformdirs.user_cache_path(APP_NAME, appauthor=False))

    @classmethod
    def under(cls, root: Path) -> UserDirs:
        """Everything below one folder: tests and the smoke test never touch real user files."""
        return cls(root / "config", root / "data", root / "cache")

    @property
    def settings(self) -> Path:
        return self.config / "settings.json"

    @property
    def savegame(self) -> Path:
        return self.data / "savegame.json"

    @property
    def stats(self) -> Path:
        return self.data / "statistics.json"

    @property
    def hands(self) -> Path:
        """The last finished hands, for the hand review (`ui.history`)."""
        return self.data / "hands"

    @property
    def logs(self) -> Path:
        """The log folder: the platform's user log folder, or beside the data under a root."""
        if self.data.parent == self.config.parent and self.data.name == "data":
            return self.data.parent / "logs"
        return platformdirs.user_log_path(APP_NAME, appauthor=False)
