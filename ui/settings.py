"""Player settings: one JSON file, written atomically the moment anything changes.

A damaged or foreign file is never lost: it is kept aside (``game.files.keep_aside``), the
defaults are used, and `load_settings` returns a message the menu shows once.
"""

from __future__ import annotations

import contextlib
import json
import locale
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.catalogue import variant_keys
from game.checks import DataError, want_dict, want_str
from game.files import (
    FileProblem,
    NewerFileError,
    atomic_write_text,
    clean_stale_tmp,
    keep_aside,
    kept_words,
    parse_json,
    read_text,
)
from ui.art.decks import STYLES
from ui.paths import FileNotice

VERSION = 1  # written into the file; a newer one is left alone (see `load_settings`)

LANGUAGES = ("it", "en")
DECK_STYLES: tuple[str, ...] = STYLES
QUEEN_JACK = ("nord", "centro-sud")
SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
CARD_SIZES = ("small", "medium", "large")
CARD_HEIGHT = {"small": 0.22, "medium": 0.26, "large": 0.3}  # of the window height
VARIANTS = variant_keys()
EXCHANGE = (0, 2, 7)
TIES = ("tie", "replay", "last-trick")
DEALS = ("one", "three")
TEXT_SIZES = ("small", "medium", "large")


def system_language() -> str:
    """Italian when the system speaks Italian, else English (the translations we ship)."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "it" if value.lower().startswith("it") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "it" if code.lower().startswith("it") else "en"


@dataclass
class Settings:
    language: str = "it"
    deck_style: str = "napoletane"
    queen_jack: str = "nord"
    default_variant: str = VARIANTS[0]  # the first the catalogue offers
    exchange_rank: int = 0  # 0 off, else the 2 or the 7 of trumps (§5)
    carico_back: bool = False
    tie_policy: str = "tie"
    deal_style: str = "three"
    anim_speed: str = "normal"
    sound: bool = True
    volume: float = 0.7
    card_size: str = "medium"
    text_size: str = "medium"
    sort_hand: bool = True  # by suit and strength, trumps at the right end
    one_key_play: bool = False  # 1-9 play at once instead of selecting (Enter plays)
    fullscreen: bool = False
    beginner_index: bool = False
    hints: bool = True
    show_scores: bool = True
    player_name: str = ""
    last_variant: str = ""  # New Game opens on the last table played ("" before any)
    last_players: int = 0

    def validate(self) -> None:
        """Raise ValueError naming the first setting that holds an unknown value."""
        choices: dict[str, tuple[Any, ...]] = {
            "language": LANGUAGES, "deck_style": DECK_STYLES, "queen_jack": QUEEN_JACK,
            "default_variant": VARIANTS, "exchange_rank": EXCHANGE, "tie_policy": TIES,
            "deal_style": DEALS, "anim_speed": SPEEDS, "card_size": CARD_SIZES,
            "text_size": TEXT_SIZES}
        for name, allowed in choices.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"setting {name}={getattr(self, name)!r} is not one of {allowed}")
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "bool" and not isinstance(value, bool):
                raise ValueError(f"setting {f.name} must be true or false")
        if not isinstance(self.volume, (int, float)) or not 0 <= self.volume <= 1:
            raise ValueError("setting volume must be between 0 and 1")
        want_str(self.player_name, "setting player_name", 24)
        if self.last_variant not in ("", *VARIANTS) or not isinstance(self.last_players, int):
            raise ValueError(f"setting last_variant={self.last_variant!r} is not a variant")

    def to_json(self) -> str:
        return json.dumps({"version": VERSION, **asdict(self)}, indent=1, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Settings:
        data = want_dict(parse_json(text), "the settings")
        version = data.get("version", 1)
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            raise NewerFileError(f"made by a newer version of the game (settings version "
                                 f"{version})")
        known = {f.name for f in fields(cls)}
        s = cls(**{k: v for k, v in data.items() if k in known})  # newer keys are ignored
        s.validate()
        return s


def defaults() -> Settings:
    return Settings(language=system_language())


def load_settings(path: Path) -> tuple[Settings, FileNotice | None]:
    """The saved settings, or defaults plus what to tell the player.

    A damaged file is kept aside (left in place if its folder is read-only); one made by a
    newer version stays where it is, and a copy is kept so that saving here cannot lose it.
    """
    clean_stale_tmp(path.parent)
    if not path.exists():
        return defaults(), None
    try:
        return Settings.from_json(read_text(path, 64 * 1024)), None
    except NewerFileError as exc:
        copy = path.with_name(path.name + ".newer-version")
        if not copy.exists():
            with contextlib.suppress(OSError):
                atomic_write_text(copy, path.read_text(encoding="utf-8"))
        return defaults(), FileNotice("msg.settings_newer", f"{path.name}: {exc}")
    except (FileProblem, DataError, ValueError, TypeError) as exc:
        kept = keep_aside(path)
        return defaults(), FileNotice("msg.settings_damaged",
                                      f"{kept_words(path, kept)}; {exc}")


def save_settings(path: Path, settings: Settings) -> None:
    atomic_write_text(path, settings.to_json())
