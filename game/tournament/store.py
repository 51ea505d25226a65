"""Saving a tournament after every match, and reading it back after a restart or a crash.

Each save writes the file and then an identical backup copy, both atomically
(`game.files.atomic_write_text`): a crash leaves at least one complete, current copy. A file
that cannot be read is never overwritten or deleted: it is moved aside with
`game.files.keep_aside`, the backup takes its place, and the caller gets a plain report.
Only our own files are written over or moved: a path (or its `.bak`) that holds another
program's file, a folder or a pipe is refused (`NotOurs`, or TournamentFileError on loading)
and left as it is.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from game.checks import DataError
from game.files import (
    FileProblem,
    NewerFileError,
    atomic_write_text,
    check_may_write,
    check_version,
    clean_stale_tmp,
    format_mark,
    holds_mark,
    keep_aside,
    kept_words,
    parse_json,
    read_text,
    regular_file,
)
from game.rules import RulesError
from game.tournament.event import FORMAT, VERSION, Tournament, decide
from game.tournament.model import MAX_MATCHES, MAX_PARTICIPANTS, Fixture, TournamentError


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


MARKS = (format_mark(FORMAT),)


def check_free(path: Path, force: bool = False) -> None:
    """Refuse (NotOurs) a save path, or its `.bak`, that holds something other than a
    tournament; `force` replaces another regular file (never a folder, link or pipe)."""
    for target in (path, backup_path(path)):
        check_may_write(target, "tournament file", MARKS, force)


def save(t: Tournament, path: Path, force: bool = False) -> None:
    """Write the file and its backup; another program's file there is refused (NotOurs)."""
    check_free(path, force)
    text = to_text(t)
    atomic_write_text(path, text)
    atomic_write_text(backup_path(path), text)


def parse(text: str) -> Tournament:
    """Read a tournament, refusing damaged or foreign data with the reason (TournamentError;
    NewerFileError for a file from a newer version)."""
    try:
        data = parse_json(text)
        check_version(data, FORMAT, VERSION, "tournament file")
    except NewerFileError:
        raise  # not damaged: `load` leaves it where it is
    except FileProblem as exc:
        raise TournamentError(str(exc)) from None
    listed = data.get("participants")  # anything but a list is refused by from_dict below
    if isinstance(listed, list) and len(listed) > MAX_PARTICIPANTS:
        raise TournamentError(f"more than {MAX_PARTICIPANTS} participants")
    fixtures = data.get("fixtures")
    if isinstance(fixtures, list) and len(fixtures) > MAX_MATCHES:
        raise TournamentError(f"more than {MAX_MATCHES} matches")
    try:
        t = Tournament.from_dict(data)
    except RulesError as exc:
        raise TournamentError(f"its rules are invalid: {exc}") from exc
    except (DataError, FileProblem) as exc:
        raise TournamentError(str(exc)) from exc
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        if isinstance(exc, TournamentError):
            raise
        raise TournamentError(f"a field is missing or malformed ({exc!r})") from exc
    check_schedule(t)
    total = t.config.rules.total_points
    for fx in t.fixtures:
        if fx.done and not fx.bye:
            check_result(fx, total, t.config.rules.tie_policy)
    return t


def check_schedule(t: Tournament) -> None:
    """The matches must be the ones the settings and participants schedule: a match copied,
    removed or moved to other sides by hand would change the standings (issue 31)."""
    ids = [fx.id for fx in t.fixtures]
    if len(set(ids)) != len(ids):
        twice = next(i for i in ids if ids.count(i) > 1)
        raise TournamentError(f"match {twice} appears more than once")
    try:
        fresh = Tournament.create(t.config, t.participants)
    except TournamentError as exc:
        raise TournamentError(f"its settings schedule no tournament ({exc})") from None
    if t.config.kind != "knockout" and fresh.groups != t.groups:
        raise TournamentError("its groups are not the ones its draw makes")
    by_id = {fx.id: fx for fx in t.fixtures}
    for want in fresh.fixtures:
        have = by_id.get(want.id)
        if have is None:
            raise TournamentError(f"match {want.id} is missing")
        same = (have.stage, have.group, have.round, have.slot, have.seed, have.format) == \
            (want.stage, want.group, want.round, want.slot, want.seed, want.format)
        known = [(w, h) for w, h in ((want.home, have.home), (want.away, have.away))
                 if w is not None]  # a bracket's later sides come from the results
        sides = all(w == h for w, h in known) and (len(known) < 2 or have.bye == want.bye)
        if not (same and sides):
            raise TournamentError(f"match {want.id} is not the one the schedule makes")
    scheduled = {w.id for w in fresh.fixtures}
    extra = [fx for fx in t.fixtures if fx.id not in scheduled]
    if extra and (t.config.kind != "groups" or any(fx.stage != "knockout" for fx in extra)):
        raise TournamentError(f"match {extra[0].id} is not in the schedule")


def check_result(fx: Fixture, total: int, tie_policy: str) -> None:
    """A played match's hands must be possible hands that give its recorded winner."""
    if fx.home is None or fx.away is None:
        raise TournamentError(f"match {fx.id} is marked played but has no two sides")
    if fx.winner not in (None, fx.home, fx.away):
        raise TournamentError(f"match {fx.id}: the winner did not play it")
    for n, h in enumerate(fx.hands, 1):
        a, b = h.points
        if a + b != total:
            raise TournamentError(f"match {fx.id}, hand {n}: {a}–{b} card points do not add "
                                  f"up to the {total} a hand holds")
        if a != b:
            ok = h.winner == (0 if a > b else 1) and not h.replay
        else:  # a 60–60: a draw, a replay, or (that policy) won by the last trick
            ok = h.winner is None or (tie_policy == "last-trick" and h.winner == h.last_trick
                                      and not h.replay)
        if not ok:
            raise TournamentError(f"match {fx.id}, hand {n}: the winner contradicts the "
                                  f"card points {a}–{b}")
    side, _ = decide(fx.format, fx.hands, fx.stage == "knockout")
    expected = None if side is None else (fx.home, fx.away)[side]
    if expected != fx.winner:
        raise TournamentError(f"match {fx.id}: the recorded hands do not give the "
                              f"recorded winner")


def _read(path: Path) -> Tournament:
    return parse(read_text(path))


def load(path: Path, our_folder: bool = False) -> Loaded:
    """Open a saved tournament; a damaged file is kept aside and the backup restored.

    A file made by a newer version is not damaged: it stays where it is, untouched. A path
    the user named is set aside only if it is one of ours (`_ours`); with `our_folder` (the
    game's own tournaments folder) every regular file there is.
    """
    clean_stale_tmp(path.parent, (path.name, backup_path(path).name))
    if not path.exists():
        if backup_path(path).exists():
            t = _read_backup(path, "the file is missing")
            save(t, path)
            return Loaded(t, f"{path.name} was missing: restored from its backup copy")
        raise TournamentFileError(f"there is no tournament file at {path}")
    try:
        return Loaded(_read(path))
    except NewerFileError as exc:
        raise TournamentFileError(f"{path.name} cannot be opened: {exc}; the file was left "
                                  f"as it is") from None
    except (TournamentError, FileProblem, OSError) as exc:
        reason = str(exc)
    if not (regular_file(path) if our_folder else _ours(path)):  # a folder, a pipe, another
        # program's file: not ours to move
        raise TournamentFileError(f"{path.name} is not a tournament file ({reason}); it was "
                                  f"left as it is")
    kept = keep_aside(path)
    if kept is None:  # a read-only folder: nothing can be restored in place
        raise TournamentFileError(f"{path.name} is damaged ({reason}); "
                                  f"{kept_words(path, kept)}")
    t = _read_backup(path, reason, kept)
    save(t, path)
    played, total = t.progress()
    return Loaded(t, f"{path.name} was damaged ({reason}); {kept_words(path, kept)} and "
                     f"the backup copy was restored: {played} of {total} matches, "
                     f"nothing played is lost", kept)


def _ours(path: Path) -> bool:
    """A regular file that names our format, an empty one (nothing in it to lose), or one
    whose `.bak` beside it is ours (the two are written together)."""
    if not regular_file(path):
        return False
    try:
        empty = path.stat().st_size == 0
    except OSError:
        empty = False
    return empty or holds_mark(path, MARKS) or holds_mark(backup_path(path), MARKS)


def _read_backup(path: Path, reason: str, kept: Path | None = None) -> Tournament:
    bak = backup_path(path)
    where = f"; the damaged file was kept as {kept}" if kept else ""
    if not bak.exists():
        raise TournamentFileError(f"{path.name} cannot be read ({reason}) and there is no "
                                  f"backup copy{where}", (kept,) if kept else ()) from None
    try:
        return _read(bak)
    except (TournamentError, FileProblem, OSError) as exc:
        raise TournamentFileError(f"{path.name} cannot be read ({reason}) and its backup "
                                  f"is damaged too ({exc}){where}",
                                  (kept,) if kept else ()) from None
