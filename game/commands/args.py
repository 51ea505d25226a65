"""Command-line values checked at the door: bounded counts, known variants, known settings.

argparse reports a bad value as `error: argument --games: ...` with exit status 2, so every
command refuses nonsense the same way and never gets as far as a traceback.
"""

from __future__ import annotations

import argparse
import dataclasses
import inspect
import json
import math
from collections.abc import Callable
from typing import Any

from game.rules import PRESETS, Rules, RulesError, preset


def count(lo: int, hi: int) -> Callable[[str], int]:
    """An argparse type: a whole number from lo to hi."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{value} is out of range: use {lo} to {hi:,}")
        return value

    parse.__name__ = "count"
    return parse


def seconds(lo: float, hi: float) -> Callable[[str], float]:
    """An argparse type: a time in seconds from lo to hi."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
        if not math.isfinite(value) or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{text} is out of range: use {lo} to {hi} s")
        return value

    parse.__name__ = "seconds"
    return parse


def variant(allow_all: bool = False) -> Callable[[str], str]:
    names = (*PRESETS, "all") if allow_all else PRESETS

    def parse(text: str) -> str:
        if text not in names:
            raise argparse.ArgumentTypeError(f"unknown variant {text!r}; known: "
                                             f"{', '.join(names)}")
        return text

    parse.__name__ = "variant"
    return parse


SEED = count(0, 2 ** 63 - 1)

_PRESET_KEYS = {name for name, p in inspect.signature(preset).parameters.items()
                if p.kind is inspect.Parameter.KEYWORD_ONLY}
_RULES_KEYS = {f for f in Rules.__dataclass_fields__ if f not in ("variant", "strength",
                                                                   "points", "cards")}
_CHOICES: dict[str, tuple[Any, ...]] = {"removed_two": (None, 0, 1, 2, 3),
                                        "six_removed_rank": (2, 4), "players": (None, 2, 3, 4,
                                                                                5, 6)}


_PRESET_BOOLS = {name for name, p in inspect.signature(preset).parameters.items()
                 if p.kind is inspect.Parameter.KEYWORD_ONLY
                 and str(p.annotation).startswith("bool")}
SWITCHES = _PRESET_BOOLS | {f.name for f in dataclasses.fields(Rules)
                            if f.type == "bool" and f.name not in _PRESET_KEYS}
_UNSET = {name for name, p in inspect.signature(preset).parameters.items()
          if name in _PRESET_BOOLS and "None" in str(p.annotation)}  # teams: the variant's own
ON_WORDS = ("on", "yes", "true", "sì", "si", "1")
OFF_WORDS = ("off", "no", "false", "0")


def switch(text: str, what: str) -> bool:
    """A switch's value: on/off, yes/no, true/false, sì/no alike; anything else is refused
    (`--option must_follow=off` once read as a non-empty word, so as on)."""
    word = text.strip().lower()
    if word in ON_WORDS:
        return True
    if word in OFF_WORDS:
        return False
    raise RulesError(f"{what}={text}: a switch is on or off (also yes/no, true/false, sì/no)")


def value(text: str) -> Any:
    """A setting's value as typed: JSON when it reads as JSON (true, 4, "x"), else the text."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def rules_from_options(name: str, items: list[str], flag: str) -> Rules:
    """The variant's rules with NAME=VALUE settings; RulesError names the setting at fault."""
    settings: dict[str, Any] = {}
    for item in items:
        key, sep, text = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise RulesError(f"{flag} {item!r}: expected NAME=VALUE, e.g. tie_policy=replay")
        if key not in _PRESET_KEYS | _RULES_KEYS:
            raise RulesError(f"{flag} {key}: no such setting; known: "
                             f"{', '.join(sorted(_PRESET_KEYS | _RULES_KEYS))}")
        if key in _UNSET and text.strip().lower() in ("null", "none", "default"):
            settings[key] = None
        elif key in SWITCHES:
            settings[key] = switch(text, f"{flag} {key}")
        else:
            settings[key] = value(text)
        allowed = _CHOICES.get(key)
        if allowed is not None and settings[key] not in allowed:
            raise RulesError(f"{flag} {key}={text}: use one of "
                             f"{', '.join(map(str, allowed))}")
    try:
        return preset(name, **settings)
    except RulesError:
        raise
    except (TypeError, ValueError, IndexError, KeyError) as exc:
        raise RulesError(f"{flag}: these settings do not make a game ({exc})") from None
