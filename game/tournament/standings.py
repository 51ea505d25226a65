"""Standings tables and their tie-breaks, with the reason for every decision (RULES.md §7).

Order: points; then, between two tied, the head-to-head; among three or more, the *classifica
avulsa* (a mini-table of the matches among the tied only, applied again to any smaller group it
leaves level); then total card points; then a draw of lots seeded from the event seed, so the
same event always draws the same way. Each row carries `Note`s saying which step placed it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import groupby

from game.tournament.messages import Lang, Note
from game.tournament.model import Fixture, Outcome, PointsTable


@dataclass
class Row:
    pid: int
    name: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    points: int = 0
    hands_for: int = 0
    hands_against: int = 0
    cards_for: int = 0
    cards_against: int = 0
    rank: int = 0
    notes: list[Note] = field(default_factory=list)

    def explain(self, lang: Lang = "en") -> list[str]:
        return [n.text(lang) for n in self.notes]


def match_points(fx: Fixture, side: int, table: PointsTable) -> int:
    won = fx.hands_won()
    mine, theirs = won[side], won[1 - side]
    outcome: Outcome = "draw"
    if fx.winner is not None:
        outcome = "win" if fx.side_of(fx.winner) == side else "loss"
    return table.points(mine, theirs, outcome)


def _played(fixtures: Sequence[Fixture]) -> list[Fixture]:
    return [f for f in fixtures if f.done and not f.bye and f.home is not None
            and f.away is not None]


def standings(ids: Sequence[int], fixtures: Sequence[Fixture], table: PointsTable,
              names: Mapping[int, str], lots_seed: str) -> list[Row]:
    """The table of `ids` from the finished matches among `fixtures`, ranked with notes."""
    rows = {pid: Row(pid, names[pid]) for pid in ids}
    played = [f for f in _played(fixtures) if f.home in rows and f.away in rows]
    for fx in played:
        assert fx.home is not None and fx.away is not None
        won, cards = fx.hands_won(), fx.card_points()
        for side, pid in enumerate((fx.home, fx.away)):
            r = rows[pid]
            r.played += 1
            r.points += match_points(fx, side, table)
            r.hands_for += won[side]
            r.hands_against += won[1 - side]
            r.cards_for += cards[side]
            r.cards_against += cards[1 - side]
            if fx.winner is None:
                r.drawn += 1
            elif fx.winner == pid:
                r.won += 1
            else:
                r.lost += 1
    breaker = _TieBreaker(rows, played, table, lots_seed)
    order: list[int] = []
    by_points = sorted(rows.values(), key=lambda r: -r.points)
    for _, level in groupby(by_points, key=lambda r: r.points):
        order += breaker.order([r.pid for r in level])
    ranked = [rows[pid] for pid in order]
    for i, r in enumerate(ranked):
        r.rank = i + 1
    return ranked


class _TieBreaker:
    def __init__(self, rows: dict[int, Row], played: list[Fixture], table: PointsTable,
                 lots_seed: str) -> None:
        self.rows, self.played, self.table, self.lots_seed = rows, played, table, lots_seed

    def order(self, tied: list[int]) -> list[int]:
        tied = sorted(tied)  # the entry order decides nothing: only the steps below do
        if len(tied) == 1:
            return tied
        if len(tied) == 2:
            return self._head_to_head(tied[0], tied[1])
        return self._avulsa(tied)

    # ---- steps ---------------------------------------------------------------------------
    def _among(self, group: Sequence[int]) -> list[Fixture]:
        members = set(group)
        return [f for f in self.played if f.home in members and f.away in members]

    def _mini(self, group: Sequence[int]) -> dict[int, int]:
        mini = dict.fromkeys(group, 0)
        for fx in self._among(group):
            assert fx.home is not None and fx.away is not None
            mini[fx.home] += match_points(fx, 0, self.table)
            mini[fx.away] += match_points(fx, 1, self.table)
        return mini

    def _head_to_head(self, a: int, b: int) -> list[int]:
        games = self._among((a, b))
        points = self.rows[a].points
        if not games:
            self._note_all((a, b), "tie.h2h.none", first=self._name(a), second=self._name(b),
                           points=points)
            return self._cards([a, b])
        mini = self._mini((a, b))
        hands = {pid: sum(f.hands_won()[f.side_of(pid)] for f in games) for pid in (a, b)}
        first, second = (b, a) if mini[b] > mini[a] else (a, b)
        key = "tie.h2h.level" if mini[a] == mini[b] else "tie.h2h"
        self._note_all((first, second), key, first=self._name(first),
                       second=self._name(second), points=points,
                       score=f"{hands[first]}–{hands[second]}")
        return self._cards([a, b]) if mini[a] == mini[b] else [first, second]

    def _avulsa(self, tied: list[int]) -> list[int]:
        mini = self._mini(tied)
        points = self.rows[tied[0]].points
        shown = self._table_text(tied, mini)
        if len(set(mini.values())) == 1:
            self._note_all(tied, "tie.avulsa.level", points=points, table=shown)
            return self._cards(tied)
        self._note_all(tied, "tie.avulsa", points=points, table=shown)
        return self._split(tied, mini, self.order)

    def _cards(self, tied: list[int]) -> list[int]:
        cards = {pid: self.rows[pid].cards_for for pid in tied}
        if len(set(cards.values())) > 1:
            self._note_all(tied, "tie.cards", table=self._table_text(tied, cards))
        return self._split(tied, cards, self._lots)

    def _lots(self, tied: list[int]) -> list[int]:
        rng = random.Random(f"{self.lots_seed}|lots|{'-'.join(map(str, sorted(tied)))}")
        drawn = sorted(tied)
        rng.shuffle(drawn)
        self._note_all(tied, "tie.lots", seed=self.lots_seed,
                       order=", ".join(self._name(p) for p in drawn))
        return drawn

    # ---- helpers -------------------------------------------------------------------------
    @staticmethod
    def _split(tied: list[int], score: dict[int, int],
               then: Callable[[list[int]], list[int]]) -> list[int]:
        """Order by `score`, handing each group still level to `then`."""
        out: list[int] = []
        ranked = sorted(tied, key=lambda p: -score[p])
        for _, level in groupby(ranked, key=lambda p: score[p]):
            sub = list(level)
            out += sub if len(sub) == 1 else then(sub)
        return out

    def _table_text(self, group: Sequence[int], score: dict[int, int]) -> str:
        ranked = sorted(group, key=lambda p: (-score[p], p))
        return ", ".join(f"{self.rows[p].name} ({score[p]})" for p in ranked)

    def _name(self, pid: int) -> str:
        return self.rows[pid].name

    def _note_all(self, group: Sequence[int], key: str, **params: str | int) -> None:
        """One note, word for word the same on every row it concerns (a shared footnote)."""
        names = ", ".join(self._name(p) for p in sorted(group))
        note = Note(key, (("tied", names), *params.items()))
        for pid in group:
            self.rows[pid].notes.append(note)
