"""The program's few file operations: the one validated way in, atomic writes, keeping aside.

Every file the program reads (settings, saves, statistics, tournaments, records, AI weights)
comes in through `read_json`: a size limit, strict UTF-8, JSON without NaN, infinities or
absurd nesting, every parse failure (RecursionError and OverflowError included) turned into a
`FileProblem` with a plain reason. The loaders then check shapes with `game.checks` and meaning
with their own rules. Everything that writes goes through `atomic_write_text`, so a crash or
power cut leaves the old file or the new one, never half of either; `clean_stale_tmp` removes
what an interrupted write left behind.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

MAX_BYTES = 4 * 1024 * 1024  # far above any file we write (a long tournament is ~300 KB)
MAX_DEPTH = 32  # our formats nest 6 deep at most
STALE_TMP_SECONDS = 60.0


class FileProblem(ValueError):
    """A file that cannot be used; the message says why in words a player can act on."""


class NewerFileError(FileProblem):
    """A file written by a newer version of the game: not damaged, kept where it is."""


def read_text(path: Path, limit: int = MAX_BYTES) -> str:
    try:
        size = path.stat().st_size
        if size > limit:
            raise FileProblem(f"it is {size:,} bytes, more than the {limit:,} this file may be")
        with path.open("rb") as fh:
            raw = fh.read(limit + 1)
    except OSError as exc:
        raise FileProblem(f"it cannot be read ({exc.strerror or exc})") from exc
    if len(raw) > limit:
        raise FileProblem(f"it grew past {limit:,} bytes while being read")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(f"it is not UTF-8 text (byte {exc.start})") from None


def _no_constant(name: str) -> Any:
    raise FileProblem(f"it holds {name}, which is not a number this game writes")


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise FileProblem(f"it holds the number {text[:20]}, too large to use")
    return value


def _whole(text: str) -> int:
    if len(text.lstrip("-")) > 19:
        raise FileProblem(f"it holds the number {text[:20]}..., too large to use")
    return int(text)


def parse_json(text: str) -> Any:
    """JSON as this game writes it: finite numbers, at most MAX_DEPTH levels deep."""
    if _depth_bound(text) > MAX_DEPTH:
        raise FileProblem(f"it nests more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite,
                          parse_int=_whole)
    except FileProblem:
        raise
    except json.JSONDecodeError as exc:
        raise FileProblem(f"it is not valid JSON (line {exc.lineno}, column {exc.colno}: "
                          f"{exc.msg})") from None
    except (RecursionError, OverflowError, ValueError, MemoryError) as exc:
        raise FileProblem(f"it cannot be parsed ({type(exc).__name__})") from None


def _depth_bound(text: str) -> int:
    """The nesting, counted outside strings (a `]` inside a string once lowered the count, so
    a document of any depth passed); stops counting past MAX_DEPTH. Cheap enough to run
    before the recursive parser ever sees the text."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def read_json(path: Path, limit: int = MAX_BYTES) -> Any:
    return parse_json(read_text(path, limit))


def check_version(data: Any, fmt: str, current: int, what: str) -> int:
    """The file's version: a newer one raises `NewerFileError`, an unknown one FileProblem."""
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise FileProblem(f"it is not a {what} (no \"format\": \"{fmt}\")")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise FileProblem(f"its version {version!r} is not a version of this format")
    if version > current:
        raise NewerFileError(f"it was made by a newer version of the game ({what} version "
                             f"{version}; this one reads up to {current}): update the game "
                             f"to open it")
    return version


def atomic_write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def clean_stale_tmp(folder: Path, max_age: float = STALE_TMP_SECONDS) -> list[Path]:
    """Remove `.NAME.*.tmp` files that an interrupted `atomic_write_text` left; a younger one
    may belong to a write still going on in another window, so it stays."""
    removed: list[Path] = []
    try:
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return removed
    now = time.time()
    for tmp in candidates:
        try:
            if now - tmp.stat().st_mtime > max_age:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed


def keep_aside(path: Path) -> Path | None:
    """Rename an unreadable file to a dated backup so the user's data is never thrown away.

    None when it cannot be moved (a read-only folder): it is then left where it is, untouched.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while backup.exists():
        backup = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, backup)
    except OSError:
        return None
    return backup


def kept_words(path: Path, kept: Path | None) -> str:
    """How the player is told where their damaged file is."""
    if kept is None:
        return f"{path.name} was left where it is (its folder cannot be written)"
    return f"it was kept as {kept.name}"
