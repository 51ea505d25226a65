"""The last finished hands, kept so that a player can review them later ("Ultime mani").

Each hand is one ordinary game record (`game.record`, one hand, the seats and the reviewed
seat in its match details) in the data folder's `hands/`, so `python -m game review FILE`
reads the same files. Only the newest `KEEP` are kept; damaged files are skipped, not fatal.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from game.record import GameRecord, HandRecord, RecordError, load, replay_hand
from game.state import HandState

KEEP = 10
PREFIX = "hand-"


@dataclass(frozen=True)
class SavedHand:
    path: Path
    record: GameRecord
    names: list[str]
    viewer: int
    when: str  # "2026-11-23 17:05", from the file name
    points: int  # the viewer's side's points

    @property
    def hand(self) -> HandRecord:
        return self.record.hands[0]


def save_hand(folder: Path, hand: HandState, names: list[str], viewer: int,
              now: float | None = None) -> Path:
    """Write a finished hand as a one-hand record and drop the oldest past `KEEP`."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    folder.mkdir(parents=True, exist_ok=True)
    n = 0
    while (path := folder / f"{PREFIX}{stamp}-{n}.json").exists():
        n += 1
    meta = {"seats": [{"name": name} for name in names], "viewer": viewer,
            "app": "briscola-ui"}
    GameRecord(hand.rules, (HandRecord.of(hand),), meta).save(path)
    for old in _files(folder)[:-KEEP]:
        old.unlink(missing_ok=True)
    return path


def _files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob(f"{PREFIX}*.json") if p.is_file())


def recent_hands(folder: Path) -> tuple[list[SavedHand], list[str]]:
    """The saved hands, newest first, and a reason for each file that could not be read."""
    out: list[SavedHand] = []
    problems: list[str] = []
    for path in reversed(_files(folder)):
        try:
            record = load(path)
            if len(record.hands) != 1:
                raise RecordError("a saved hand must hold exactly one hand")
            state, _ = replay_hand(record.rules, record.hands[0])
            if not state.is_over:
                raise RecordError("the hand is not finished")
        except RecordError as exc:
            problems.append(f"{path.name}: {exc}")
            continue
        meta = record.match or {}
        seats = meta.get("seats")
        names = [str(s.get("name", "")) if isinstance(s, dict) else "" for s in seats] \
            if isinstance(seats, list) else []
        names += [f"{i + 1}" for i in range(len(names), record.rules.players)]
        viewer = meta.get("viewer")
        viewer = viewer if isinstance(viewer, int) and 0 <= viewer < record.rules.players else 0
        team = record.rules.team_of(viewer)
        points = sum(state.points[s] for s in range(record.rules.players)
                     if record.rules.team_of(s) == team)
        stem = path.stem[len(PREFIX):]
        when = f"{stem[0:4]}-{stem[4:6]}-{stem[6:8]} {stem[9:11]}:{stem[11:13]}" \
            if len(stem) >= 13 else stem
        out.append(SavedHand(path, record, names[:record.rules.players], viewer, when, points))
    return out, problems
