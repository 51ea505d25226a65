"""Sfida Campione and the deal of the day, around the table: Campione's games played on a
worker thread while the player plays theirs, and the history of challenges in the user's
data folder (`challenges.json`, read through validation, written atomically).
"""

from __future__ import annotations

import datetime
import json
import threading
from dataclasses import dataclass
from pathlib import Path

from game import challenge
from game.challenge import Challenge
from game.checks import DataError, want_choice, want_dict, want_int, want_list, want_str
from game.files import FileProblem, atomic_write_text, keep_aside, read_json
from game.rules import preset

FORMAT = "briscola-challenges"
VERSION = 1
KEEP = 200  # challenges kept in the history
KINDS = ("challenge", "daily")
VARIANT = "classic-2"
OPPONENTS = ("normale", "esperto")
SIZES = (3, 5, 10)


@dataclass(frozen=True)
class Played:
    """One finished challenge: when, what, and both sides' points deal by deal."""

    kind: str
    day: str  # YYYY-MM-DD
    seed: int
    opponents: str
    you: tuple[int, ...]
    campione: tuple[int, ...]

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "day": self.day, "seed": self.seed,
                "opponents": self.opponents, "you": list(self.you),
                "campione": list(self.campione)}

    @classmethod
    def from_dict(cls, data: object) -> Played:
        d = want_dict(data, "a challenge")
        you = [want_int(p, "points", 0, 130) for p in want_list(d.get("you"), "points", 10)]
        camp = [want_int(p, "points", 0, 130)
                for p in want_list(d.get("campione"), "points", 10)]
        if len(you) != len(camp) or not you:
            raise DataError("a challenge's two sides differ in deals")
        day = want_str(d.get("day"), "a day", 10)
        datetime.date.fromisoformat(day)
        return cls(want_choice(d.get("kind"), "a challenge kind", KINDS), day,
                   want_int(d.get("seed"), "a seed", 0, 2**63),
                   want_choice(d.get("opponents"), "opponents", OPPONENTS), tuple(you),
                   tuple(camp))


class History:
    """The challenges played, newest last. A damaged file is set aside and said so."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.items: list[Played] = []
        self.problem: str | None = None
        if not path.exists():
            return
        try:
            data = want_dict(read_json(path), "the challenge history")
            if data.get("format") != FORMAT or data.get("version") != VERSION:
                raise DataError("not a challenge history of this version")
            self.items = [Played.from_dict(x)
                          for x in want_list(data.get("played"), "challenges", 10 * KEEP)]
        except (FileProblem, DataError, ValueError, OSError) as exc:
            kept = keep_aside(path)
            self.problem = f"{exc} (kept as {kept.name})" if kept else str(exc)

    def add(self, played: Played) -> None:
        self.items = [*self.items, played][-KEEP:]
        atomic_write_text(self.path, json.dumps(
            {"format": FORMAT, "version": VERSION,
             "played": [p.to_dict() for p in self.items]}, indent=1))

    def daily_played(self, day: str) -> Played | None:
        return next((p for p in reversed(self.items) if p.kind == "daily" and p.day == day),
                    None)


class CampioneRun:
    """Campione plays the challenge's deals on a worker thread, in order."""

    def __init__(self, ch: Challenge, kind: str, day: str) -> None:
        self.challenge, self.kind, self.day = ch, kind, day
        self.points: list[int | None] = [None] * len(ch.deals)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="campione", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        ch = self.challenge
        for i in range(len(ch.deals)):
            state = challenge.campione_plays(ch, i, self._stop.is_set)
            if state is None:
                return
            self.points[i] = challenge.team_points(ch.rules, state, ch.seat)

    @property
    def done(self) -> int:
        return sum(p is not None for p in self.points)

    def wait(self, timeout: float | None = None) -> bool:
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def stop(self) -> None:
        self._stop.set()


def make_challenge(kind: str, seed: int, deals: int, opponents: str,
                   day: datetime.date) -> Challenge:
    rules = preset(VARIANT)
    if kind == "daily":
        return challenge.daily(rules, day)
    return challenge.make(rules, seed, deals, opponents)
