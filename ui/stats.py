"""Statistics per player name (hands, wins, points, cappotti), kept in one JSON file."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from game.files import atomic_write_text, keep_aside
from game.rules import Rules
from game.state import HandResult


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
        self.problem: str | None = None
        self.load()

    def load(self) -> None:
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

    def record_hand(self, rules: Rules, names: list[str], result: HandResult) -> None:
        """Count a finished hand for every seat's name (a replayed 60–60 does not count)."""
        if result.replay:
            return
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

    def save(self) -> None:
        atomic_write_text(self.path, json.dumps({k: asdict(v) for k, v in self.players.items()},
                                                indent=1, ensure_ascii=False))
