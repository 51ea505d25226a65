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
from typing import Any, Literal, get_args, get_origin, get_type_hints

from game.cards import QueenJack
from game.catalogue import variant_keys
from game.checks import (
    DataError,
    want_bool,
    want_choice,
    want_dict,
    want_float,
    want_int,
    want_str,
)
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
from game.rules import TiePolicy
from ui.art.decks import STYLES, DeckStyle
from ui.paths import FileNotice

VERSION = 1  # written into the file; a newer one is left alone (see `load_settings`)

# Every fixed choice is a Literal type, so mypy follows a setting from the file to the code
# that uses it (value_tables, CardImages, SPEED_FACTOR), and `Settings.validate` reads the
# allowed values from the same types: nothing the loader accepts can be unknown later.
Language = Literal["it", "en"]
Speed = Literal["slow", "normal", "fast", "instant"]
Size = Literal["small", "medium", "large"]
DealStyle = Literal["one", "three"]
ExchangeRank = Literal[0, 2, 7]  # 0 off, else the 2 or the 7 of trumps (§5)

LANGUAGES: tuple[Language, ...] = get_args(Language)
DECK_STYLES: tuple[DeckStyle, ...] = STYLES
QUEEN_JACK: tuple[QueenJack, ...] = get_args(QueenJack)
SPEEDS: tuple[Speed, ...] = get_args(Speed)
SPEED_FACTOR: dict[Speed, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
CARD_SIZES: tuple[Size, ...] = get_args(Size)
CARD_HEIGHT: dict[Size, float] = {"small": 0.22, "medium": 0.26, "large": 0.3}  # of the height
VARIANTS = variant_keys()
EXCHANGE: tuple[ExchangeRank, ...] = get_args(ExchangeRank)
TIES: tuple[TiePolicy, ...] = get_args(TiePolicy)
DEALS: tuple[DealStyle, ...] = get_args(DealStyle)
TEXT_SIZES: tuple[Size, ...] = CARD_SIZES


def system_language() -> Language:
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
    language: Language = "it"
    deck_style: DeckStyle = "napoletane"
    queen_jack: QueenJack = "nord"
    default_variant: str = VARIANTS[0]  # the first the catalogue offers
    exchange_rank: ExchangeRank = 0
    carico_back: bool = False
    tie_policy: TiePolicy = "tie"
    deal_style: DealStyle = "three"
    anim_speed: Speed = "normal"
    sound: bool = True
    volume: float = 0.7
    card_size: Size = "medium"
    text_size: Size = "medium"
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
        """Raise DataError naming the first setting of the wrong type or an unknown value.

        Checked by type first: `true` is not the number 0, `2.0` is not the 2 of trumps and
        `7` is not a language, so nothing accepted here can fail where it is used.
        """
        hints = get_type_hints(Settings)
        for f in fields(self):
            check_setting(f.name, hints[f.name], getattr(self, f.name))
        want_choice(self.default_variant, "setting default_variant", VARIANTS)
        if self.last_variant not in ("", *VARIANTS):
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
        s.volume = float(s.volume)  # 1 in the file is the float 1.0 the slider works with
        return s


def check_setting(name: str, kind: Any, value: Any) -> None:
    """One setting against its declared type (a Literal's values, bool, float, str)."""
    where = f"setting {name}"
    if get_origin(kind) is Literal:
        allowed = get_args(kind)
        if not any(type(value) is type(a) and value == a for a in allowed):
            raise DataError(f"{where}={value!r} ({type(value).__name__}) is not one of "
                            f"{', '.join(map(repr, allowed))}")
    elif kind is bool:
        want_bool(value, where)
    elif kind is float:
        want_float(value, where, 0.0, 1.0)
    elif kind is int:  # last_players: a table's size, 0 before any game
        want_int(value, where, 0, 10)
    else:
        want_str(value, where, 24)


def defaults() -> Settings:
    return Settings(language=system_language())


def load_settings(path: Path) -> tuple[Settings, FileNotice | None]:
    """The saved settings, or defaults plus what to tell the player.

    A damaged file is kept aside (left in place if its folder is read-only); one made by a
    newer version stays where it is, and a copy is kept so that saving here cannot lose it.
    """
    clean_stale_tmp(path.parent, (path.name, path.name + ".newer-version"))
    if not path.exists():
        return defaults(), None
    try:
        return Settings.from_json(read_text(path, 64 * 1024)), None
    except NewerFileError as exc:
        copy = path.with_name(path.name + ".newer-version")
        if not copy.exists():
            with contextlib.suppress(OSError):
                atomic_write_text(copy, read_text(path, 64 * 1024))
        return defaults(), FileNotice("msg.settings_newer", f"{path.name}: {exc}")
    except (FileProblem, DataError, ValueError, TypeError) as exc:
        kept = keep_aside(path)
        return defaults(), FileNotice("msg.settings_damaged",
                                      f"{kept_words(path, kept)}; {exc}")


def save_settings(path: Path, settings: Settings) -> None:
    atomic_write_text(path, settings.to_json())
