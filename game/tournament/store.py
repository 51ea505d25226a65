"""Saving a tournament after every match, and reading it back after a restart or a crash.

Each save writes the file and then an identical backup copy, both atomically
(`game.files.atomic_write_text`): a crash leaves at least one complete, current copy. A file
that cannot be read is never overwritten or deleted: it is moved aside with
`game.files.keep_aside`, the backup takes its place, and the caller gets a plain report.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from game.files import atomic_write_text, keep_aside
from game.rules import RulesError
from game.tournament.event import FORMAT, VERSION, Tournament, decide
from game.tournament.model import TournamentError


class TournamentFileError(Exception):
    """A tournament file that cannot be used; `kept` lists where damaged copies were put."""

    def __init__(self, message: str, kept: tuple[Path, ...] = ()) -> None:
        super().__init__(message)
        self.kept = kept


@dataclass(frozen=True)
class Loaded:
    tournament: Tournament
    warning: str | None = None  # set when the file was damaged and the backup was used
    kept: Path | None = None  # where the damaged file now lies


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def to_text(t: Tournament) -> str:
    return json.dumps(t.to_dict(), indent=1, ensure_ascii=False)


def save(t: Tournament, path: Path) -> None:
    text = to_text(t)
    atomic_write_text(path, text)
    atomic_write_text(backup_path(path), text)


def parse(text: str) -> Tournament:
    """Read a tournament, refusing damaged or foreign data with the reason."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise TournamentError(f"not valid JSON ({exc})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TournamentError(f"not a tournament file (no \"format\": \"{FORMAT}\")")
    version = data.get("version")
    if not isinstance(version, int) or not 1 <= version <= VERSION:
        raise TournamentError(f"version {version!r} is not supported (this game reads "
                              f"version {VERSION}); it may come from a newer release")
    try:
        t = Tournament.from_dict(data)
    except RulesError as exc:
        raise TournamentError(f"its rules are invalid: {exc}") from exc
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        if isinstance(exc, TournamentError):
            raise
        raise TournamentError(f"a field is missing or malformed ({exc!r})") from exc
    for fx in t.fixtures:
        if fx.done and not fx.bye:
            side, _ = decide(fx.format, fx.hands, fx.stage == "knockout")
            expected = None if side is None else (fx.home, fx.away)[side]
            if expected != fx.winner:
                raise TournamentError(f"match {fx.id}: the recorded hands do not give the "
                                      f"recorded winner")
    return t


def _read(path: Path) -> Tournament:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise TournamentError(f"not a text file ({exc})") from exc
    return parse(text)


def load(path: Path) -> Loaded:
    """Open a saved tournament; a damaged file is kept aside and the backup restored."""
    if not path.exists():
        if backup_path(path).exists():
            t = _read_backup(path, "the file is missing")
            save(t, path)
            return Loaded(t, f"{path.name} was missing: restored from its backup copy")
        raise TournamentFileError(f"there is no tournament file at {path}")
    try:
        return Loaded(_read(path))
    except (TournamentError, OSError) as exc:
        reason = str(exc)
    kept = keep_aside(path)
    t = _read_backup(path, reason, kept)
    save(t, path)
    played, total = t.progress()
    return Loaded(t, f"{path.name} was damaged ({reason}); it was kept as {kept.name} and "
                     f"the backup copy was restored: {played} of {total} matches, "
                     f"nothing played is lost", kept)


def _read_backup(path: Path, reason: str, kept: Path | None = None) -> Tournament:
    bak = backup_path(path)
    where = f"; the damaged file was kept as {kept}" if kept else ""
    try:
        return _read(bak)
    except FileNotFoundError:
        raise TournamentFileError(f"{path.name} cannot be read ({reason}) and there is no "
                                  f"backup copy{where}", (kept,) if kept else ()) from None
    except (TournamentError, OSError) as exc:
        raise TournamentFileError(f"{path.name} cannot be read ({reason}) and its backup "
                                  f"is damaged too ({exc}){where}",
                                  (kept,) if kept else ()) from None
