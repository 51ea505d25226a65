"""Shape, type and range checks for data read from files: our one small validation layer.

Every loader (records, saves, tournaments, settings, statistics, AI weights) turns parsed JSON
into objects through these helpers, so a wrong type or an absurd value becomes a `DataError`
that names the field, never a TypeError deep inside the engine. A library (pydantic,
jsonschema) was weighed: our `from_dict` methods already build the objects, so they only needed
guards; a schema library would have added a second description of every format and several MB
(pydantic-core) to the executables for checks that fit in this page.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import Any


class DataError(ValueError):
    """Data from a file that does not have the expected shape; the message names the field."""


def want_dict(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise DataError(f"{where} must be a JSON object, not {_kind(value)}")
    return value


def want_list(value: Any, where: str, max_len: int = 10_000) -> list[Any]:
    if not isinstance(value, list):
        raise DataError(f"{where} must be a list, not {_kind(value)}")
    if len(value) > max_len:
        raise DataError(f"{where} holds {len(value)} items, more than {max_len}")
    return value


def want_int(value: Any, where: str, lo: int = -(2 ** 63), hi: int = 2 ** 63) -> int:
    """An integer in [lo, hi]; 3.0 is not an integer here (a float never indexes a card)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"{where} must be a whole number, not {_kind(value)}")
    if not lo <= value <= hi:
        raise DataError(f"{where}={value} is out of range ({lo}..{hi})")
    return value


def want_opt_int(value: Any, where: str, lo: int = -(2 ** 63), hi: int = 2 ** 63) -> int | None:
    return None if value is None else want_int(value, where, lo, hi)


def want_float(value: Any, where: str, lo: float, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise DataError(f"{where} must be a number, not {_kind(value)}")
    if not math.isfinite(value) or not lo <= value <= hi:
        raise DataError(f"{where}={value} is out of range ({lo}..{hi})")
    return float(value)


def want_bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise DataError(f"{where} must be true or false, not {_kind(value)}")
    return value


def want_str(value: Any, where: str, max_len: int = 200) -> str:
    """Printable text: no control characters (a NUL ends names in C libraries and fonts)."""
    if not isinstance(value, str):
        raise DataError(f"{where} must be text, not {_kind(value)}")
    if len(value) > max_len:
        raise DataError(f"{where} is {len(value)} characters long, more than {max_len}")
    bad = next((c for c in value if not c.isprintable() or "\ud800" <= c <= "\udfff"), None)
    if bad is not None:
        raise DataError(f"{where} holds the control character U+{ord(bad):04X}")
    return value


def want_choice(value: Any, where: str, allowed: Collection[Any]) -> Any:
    if isinstance(value, bool) and not any(isinstance(a, bool) for a in allowed):
        raise DataError(f"{where}={value!r} is not one of {', '.join(map(repr, allowed))}")
    if value not in allowed:
        raise DataError(f"{where}={value!r} is not one of {', '.join(map(repr, allowed))}")
    return value


def want_level(value: Any, where: str, known: Collection[str]) -> str:
    """An AI level named by a file: only one of the registry's `known` levels, never a program
    (`exec:`). External bots are started only from the command line, where the user typed the
    command; a file that names one may come from anyone."""
    text = want_str(value, where, 1000)
    if text.strip().lower().startswith("exec:"):
        raise DataError(f"{where} names a program ({text[:60]!r}): files may only name the AI "
                        f"levels {', '.join(known)}; external bots are started from the "
                        f"command line only")
    if text not in known:
        raise DataError(f"{where}={text!r} is not an AI level; known: {', '.join(known)}")
    return text


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {bool: "true/false", int: "a number", float: "a number", str: "text",
            list: "a list", dict: "an object"}.get(type(value), type(value).__name__)
