"""Statistics per player name (hands, wins, points, cappotti) and a history of the hands people
played (day, variant, the computer's level, result) for the charts, kept in one JSON file.

The totals stay in `statistics.json` as `{name: {...}}`, as the first version wrote them; the
history is its own file beside it (`statistics-history.json`, a list), so either can be damaged
and set aside without losing the other.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.files import atomic_write_text, keep_aside
from game.rules import Rules
from game.state import HandResult

HISTORY_LIMIT = 5000
RESULTS = ("win", "loss", "tie")


@dataclass(frozen=True)
class HandLog:
    """One hand from the side of one person at the table."""

    day: str  # YYYY-MM-DD
    variant: str
    level: str  # the strongest computer level against them, "people" when none
    result: str  # one of RESULTS
    points: int

    @classmethod
    def parse(cls, data: Any) -> HandLog:
        if not isinstance(data, dict):
            raise ValueError("a hand in the history is not an object")
        entry = cls(str(data["day"])[:10], str(data["variant"])[:40], str(data["level"])[:20],
                    str(data["result"]), int(data["points"]))
        if entry.result not in RESULTS or not 0 <= entry.points <= 1000:
            raise ValueError(f"a hand in the history is damaged: {data!r:.80}")
        return entry


@dataclass
class PlayerStats:
    hands: int = 0
    wins: int = 0
    ties: int = 0
    points: int = 0
    cappotti: int = 0


class Statistics:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.players: dict[str, PlayerStats] = {}
        self.hands: list[HandLog] = []
        self.problem: str | None = None
        self.load()

    def load(self) -> None:
        self._load_history()
        if not self.path.exists():
            return
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
            self.players = {str(k): PlayerStats(**{f: int(v[f]) for f in asdict(PlayerStats())})
                            for k, v in data.items()}
        except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError) as exc:
            backup = keep_aside(self.path)
            self.players = {}
            self.problem = f"{backup.name}: {exc}"

    @property
    def history_path(self) -> Path:
        return self.path.with_name(self.path.stem + "-history.json")

    def _load_history(self) -> None:
        if not self.history_path.exists():
            return
        try:
            data = json.loads(self.history_path.read_text(encoding="utf-8"))
            if not isinstance(data, list):
                raise ValueError("not a JSON list")
            self.hands = [HandLog.parse(h) for h in data[-HISTORY_LIMIT:]]
        except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError) as exc:
            backup = keep_aside(self.history_path)
            self.hands = []
            self.problem = f"{backup.name}: {exc}"

    def record_hand(self, rules: Rules, names: list[str], result: HandResult,
                    people: Sequence[tuple[bool, str]] = (), day: str | None = None) -> None:
        """Count a finished hand for every seat's name (a replayed 60–60 does not count);
        `people`: (human, level) per seat, to keep the hand in the history of each person."""
        if result.replay:
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
        order = ("principiante", "normale", "esperto", "campione")
        for team_index, team in enumerate(rules.teams):
            for seat in team:
                if seat >= len(people) or not people[seat][0]:
                    continue
                rivals = [people[s][1] for t in rules.teams if t != team for s in t
                          if not people[s][0]]
                level = max(rivals, key=lambda v: order.index(v) if v in order else -1,
                            default="people")
                outcome = "tie" if result.winner is None else \
                    "win" if result.winner == team_index else "loss"
                self.hands.append(HandLog(day, rules.variant, level, outcome,
                                          result.team_points[team_index]))
        del self.hands[:-HISTORY_LIMIT]

    def save(self) -> None:
        atomic_write_text(self.path, json.dumps({k: asdict(v) for k, v in self.players.items()},
                                                indent=1, ensure_ascii=False))
        atomic_write_text(self.history_path, json.dumps([asdict(h) for h in self.hands],
                                                        ensure_ascii=False))
