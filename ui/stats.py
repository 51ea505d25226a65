"""Statistics per player name (hands, wins, points, cappotti), kept in one JSON file."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.checks import DataError, want_dict, want_int, want_str
from game.files import (
    FileProblem,
    atomic_write_text,
    clean_stale_tmp,
    keep_aside,
    kept_words,
    read_json,
)
from game.rules import Rules
from game.state import HandResult
from ui.paths import FileNotice

MAX_PLAYERS = 10_000


@dataclass
class PlayerStats:
    hands: int = 0
    wins: int = 0
    ties: int = 0
    points: int = 0
    cappotti: int = 0

    @classmethod
    def from_dict(cls, data: object, name: str) -> PlayerStats:
        data = want_dict(data, f"statistics of {name!r}")
        return cls(**{f.name: want_int(data.get(f.name), f"{f.name} of {name!r}", 0, 10 ** 12)
                      for f in fields(cls)})


class Statistics:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.players: dict[str, PlayerStats] = {}
        self.problem: FileNotice | None = None
        self.load()

    def load(self) -> None:
        """Every good entry is kept; bad ones are left out, and the original file is kept
        aside so nothing is lost (left in place, read-only, if its folder cannot be written)."""
        clean_stale_tmp(self.path.parent)
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
