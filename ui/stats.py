"""Statistics per player name (hands, wins, points, cappotti) and a history of the hands people
played (day, variant, the computer's level, result) for the charts.

The totals stay in `statistics.json` as `{name: {...}}`; the history is its own file beside it
(`statistics-history.json`, a list), so either can be damaged and set aside without losing the
other.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.ai.levels import LEVEL_KEYS
from game.catalogue import variant_keys
from game.checks import DataError, want_choice, want_dict, want_int, want_list, want_str
from game.files import (
    FileProblem,
    atomic_write_text,
    clean_stale_tmp,
    keep_aside,
    kept_words,
    locked,
    read_json,
)
from game.rules import Rules
from game.state import HandResult
from ui.paths import FileNotice

MAX_PLAYERS = 10_000
HISTORY_LIMIT = 5000
RESULTS = ("win", "loss", "tie")
OPPONENTS = (*LEVEL_KEYS, "people")
"""Whom a hand was played against: the strongest computer level at the table, weakest first,
or people only."""


@dataclass(frozen=True)
class HandLog:
    """One hand from the side of one person at the table."""

    day: str  # YYYY-MM-DD
    variant: str
    level: str  # the strongest computer level against them, "people" when none
    result: str  # one of RESULTS
    points: int

    @classmethod
    def from_dict(cls, data: object) -> HandLog:
        data = want_dict(data, "a hand in the history")
        return cls(want_str(data.get("day"), "its day", 10),
                   want_choice(data.get("variant"), "its variant", variant_keys()),
                   want_choice(data.get("level"), "its level", OPPONENTS),
                   want_choice(data.get("result"), "its result", RESULTS),
                   want_int(data.get("points"), "its points", 0, 1000))


@dataclass
class PlayerStats:
    hands: int = 0
    wins: int = 0
    ties: int = 0
    points: int = 0
    cappotti: int = 0
    practice: int = 0  # practice hands (take-backs, replayed deals): counted apart

    @classmethod
    def from_dict(cls, data: object, name: str) -> PlayerStats:
        data = want_dict(data, f"statistics of {name!r}")
        return cls(**{f.name: want_int(data.get(f.name, 0), f"{f.name} of {name!r}", 0, 10 ** 12)
                      for f in fields(cls)})


class Statistics:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.players: dict[str, PlayerStats] = {}
        self.hands: list[HandLog] = []
        self.problem: FileNotice | None = None
        self.save_error: OSError | None = None  # set by `count_hand` when it cannot write
        self.load()
        self._load_history()

    @property
    def history_path(self) -> Path:
        return self.path.with_name(self.path.stem + "-history.json")

    def _load_history(self) -> None:
        """The history for the charts; a damaged one is kept aside and started afresh."""
        if not self.history_path.exists():
            return
        try:
            data = want_list(read_json(self.history_path), "the history", 10 * HISTORY_LIMIT)
            self.hands = [HandLog.from_dict(h) for h in data[-HISTORY_LIMIT:]]
        except (FileProblem, DataError) as exc:
            self.hands = []
            kept = keep_aside(self.history_path)
            self.problem = FileNotice("msg.stats_damaged",
                                      f"{kept_words(self.history_path, kept)}; {exc}")

    def load(self) -> None:
        """Every good entry is kept; bad ones are left out, and the original file is kept
        aside so nothing is lost (left in place, read-only, if its folder cannot be written)."""
        clean_stale_tmp(self.path.parent, (self.path.name, self.history_path.name))
        if not self.path.exists():
            return
        bad: list[str] = []
        try:
            data = want_dict(read_json(self.path), "the statistics")
            if len(data) > MAX_PLAYERS:
                raise DataError(f"more than {MAX_PLAYERS} players")
            for name, entry in data.items():
                try:
                    self.players[want_str(name, "a player's name", 60)] = \
                        PlayerStats.from_dict(entry, name)
                except DataError as exc:
                    bad.append(str(exc))
        except (FileProblem, DataError) as exc:
            self.players = {}
            kept = keep_aside(self.path)
            self.problem = FileNotice("msg.stats_damaged", f"{kept_words(self.path, kept)}; {exc}")
            return
        if bad:
            kept = keep_aside(self.path)
            if kept is not None:
                self.save()
            self.problem = FileNotice("msg.stats_partial", f"{len(self.players)} / "
                                      f"{len(self.players) + len(bad)}; "
                                      f"{kept_words(self.path, kept)}; {bad[0]}")

    def record_hand(self, rules: Rules, names: list[str], result: HandResult,
                    people: Sequence[tuple[bool, str]] = (), day: str | None = None,
                    practice: bool = False) -> None:
        """Count a finished hand for every seat's name (a replayed 60–60 does not count);
        `people`: (human, level) per seat, to keep the hand in the history of each person.
        A practice hand (take-backs, a deal played again) is counted apart: it never changes
        a player's record."""
        if result.replay:
            return
        if practice:
            for seat, name in enumerate(names):
                if seat < len(people) and people[seat][0]:
                    self.players.setdefault(name, PlayerStats()).practice += 1
            return
        self._log(rules, result, people, day or time.strftime("%Y-%m-%d"))
        for team_index, team in enumerate(rules.teams):
            pts = result.team_points[team_index]
            for seat in team:
                st = self.players.setdefault(names[seat], PlayerStats())
                st.hands += 1
                st.points += pts
                if result.winner == team_index:
                    st.wins += 1
                elif result.winner is None:
                    st.ties += 1
                if pts >= rules.total_points:
                    st.cappotti += 1

    def _log(self, rules: Rules, result: HandResult, people: Sequence[tuple[bool, str]],
             day: str) -> None:
        for team_index, team in enumerate(rules.teams):
            for seat in team:
                if seat >= len(people) or not people[seat][0]:
                    continue
                rivals = [people[s][1] for t in rules.teams if t != team for s in t
                          if not people[s][0]]
                level = max(rivals, key=LEVEL_KEYS.index,
                            default="people")
                outcome = "tie" if result.winner is None else \
                    "win" if result.winner == team_index else "loss"
                self.hands.append(HandLog(day, rules.variant, level, outcome,
                                          result.team_points[team_index]))
        del self.hands[:-HISTORY_LIMIT]

    def save(self) -> None:
        atomic_write_text(self.path, json.dumps({k: asdict(v) for k, v in self.players.items()},
                                                indent=1, ensure_ascii=False))
        if self.hands:
            atomic_write_text(self.history_path, json.dumps([asdict(h) for h in self.hands],
                                                            ensure_ascii=False))


def count_hand(path: Path, rules: Rules, names: list[str], result: HandResult,
               people: Sequence[tuple[bool, str]] = (), practice: bool = False) -> Statistics:
    """Read, count one hand and write, holding the file's lock: two windows playing at once
    take turns, so neither loses the other's hands (the old read-modify-write could).
    `problem` says what was found on reading, `save_error` why it could not be written."""
    with locked(path):
        stats = Statistics(path)
        stats.record_hand(rules, names, result, people, practice=practice)
        try:
            stats.save()
        except OSError as exc:
            stats.save_error = exc
    return stats
