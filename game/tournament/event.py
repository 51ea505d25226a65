"""A tournament moving forward: the schedule, results coming in, the bracket filling up.

`Tournament` is plain data plus the rules of progression; it never plays a card itself and
never touches a file. Results arrive through `record` (from the table for human matches, from a
`MatchRunner` for AI ones), and every change can be saved at once with `store.save`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.match import MatchFormat
from game.tournament.messages import Note, group_letter
from game.tournament.model import (
    MAX_MATCHES,
    MAX_PARTICIPANTS,
    PEOPLE_NAME_MAX,
    DecidedBy,
    EventConfig,
    Fixture,
    HandLine,
    Participant,
    TournamentError,
    check_name,
)
from game.tournament.schedule import (
    first_round,
    qualifier_seeds,
    round_robin,
    rounds_needed,
    split_groups,
)
from game.tournament.standings import Row, standings

FORMAT = "briscola-tournament"
VERSION = 1
MAX_HANDS = 60  # a best-of that keeps being tied under the 'tie' policy still ends somewhere


@dataclass(frozen=True)
class Placing:
    rank: int
    pid: int
    name: str
    placement_points: int


def decide(fmt: MatchFormat, hands: Sequence[HandLine], knockout: bool
           ) -> tuple[int | None, DecidedBy | None]:
    """The winning side (0/1, None for a draw) of a complete match, and how it was decided.

    Refuses hands that do not make exactly one complete match of `fmt`: a result from the
    table or a runner that stopped early or went on too long is an error, not a guess.
    """
    won = [0, 0]
    counted = 0
    decided_at: int | None = None
    for i, h in enumerate(hands):
        if decided_at is not None:
            raise TournamentError(f"hand {i + 1} was played after the match was over")
        if not h.replay:
            counted += 1
            if h.winner is not None:
                won[h.winner] += 1
        if _over(fmt, won, counted):
            decided_at = i
    if decided_at is None:
        raise TournamentError(f"the match is not finished: {counted} hand(s) counted, "
                              f"score {won[0]}–{won[1]}")
    if won[0] != won[1]:
        return (0 if won[0] > won[1] else 1), "hands"
    if not knockout:
        return None, None
    cards = (sum(h.points[0] for h in hands), sum(h.points[1] for h in hands))
    if cards[0] != cards[1]:
        return (0 if cards[0] > cards[1] else 1), "card-points"
    return hands[-1].last_trick, "last-trick"


def _over(fmt: MatchFormat, won: list[int], counted: int) -> bool:
    if fmt.kind == "single":
        return counted >= 1
    if fmt.kind == "best-of":
        return max(won) >= fmt.target // 2 + 1
    return counted >= fmt.target  # all-five: every hand is played (seed 003)


class Tournament:
    def __init__(self, config: EventConfig, participants: Sequence[Participant],
                 groups: list[list[int]], fixtures: list[Fixture]) -> None:
        self.config = config
        self.participants = list(participants)
        self.by_id = {p.id: p for p in self.participants}
        self.names = {p.id: p.name for p in self.participants}
        self.groups = groups
        self.fixtures = fixtures

    # ---- creation ------------------------------------------------------------------------
    @classmethod
    def create(cls, config: EventConfig, participants: Sequence[Participant]) -> Tournament:
        ids = [p.id for p in participants]
        if len(ids) < 2:
            raise TournamentError("a tournament needs at least two participants")
        if len(ids) > MAX_PARTICIPANTS:
            raise TournamentError(f"{len(ids)} participants: at most {MAX_PARTICIPANTS}")
        if len(set(ids)) != len(ids):
            raise TournamentError("two participants share an id")
        for p in participants:
            check_name(p.name, "participant name", PEOPLE_NAME_MAX)
            for name in (*(x.name for x in p.players), *([p.quartiere] if p.quartiere else [])):
                check_name(name, "player name", PEOPLE_NAME_MAX)
            if len(p.players) != config.team_size:
                raise TournamentError(f"{p.name} has {len(p.players)} player(s), but "
                                      f"{config.rules.variant} sides have {config.team_size}")
        t = cls(config, participants, [], [])
        if config.kind == "knockout":
            t._build_bracket(t._seeds_in_order())
            return t
        if config.kind == "round-robin":
            t.groups = [ids]
        else:
            if config.groups * 2 > len(ids):
                raise TournamentError(f"{len(ids)} participants cannot fill {config.groups} "
                                      f"groups of at least two")
            rng = random.Random(f"{config.seed}:groups") if config.draw else None
            t.groups = split_groups(ids, config.groups, rng)
            smallest = min(len(g) for g in t.groups)
            if config.qualify > smallest:
                raise TournamentError(f"{config.qualify} qualify from each group, but the "
                                      f"smallest group has {smallest}")
            if config.qualify * config.groups < 2:
                raise TournamentError("the knock-out needs at least two qualifiers")
        t._build_groups()
        bracket = 2 * len(t.groups) * config.qualify if config.kind == "groups" else 0
        if len(t.fixtures) + bracket > MAX_MATCHES:  # a bracket of Q has under 2Q matches
            raise TournamentError(f"{len(t.fixtures):,} group matches: at most "
                                  f"{MAX_MATCHES:,} in a tournament (fewer or smaller groups)")
        return t

    def _seed_for(self, fid: str) -> int:
        return random.Random(f"{self.config.seed}:{fid}").getrandbits(63)

    def _build_groups(self) -> None:
        rr = [round_robin(g) for g in self.groups]
        for r in range(max(len(x) for x in rr)):
            for g, rounds in enumerate(rr):
                if r >= len(rounds):
                    continue
                for slot, (home, away) in enumerate(rounds[r]):
                    prefix = "" if self.config.kind == "round-robin" else \
                        f"G{group_letter(g)}-"
                    fid = f"{prefix}R{r + 1}-{slot + 1}"
                    fx = Fixture(fid, "group", g, r, slot, home, away, self._seed_for(fid),
                                 self.config.group_match, bye=away is None)
                    fx.done = fx.bye
                    self.fixtures.append(fx)

    def _build_bracket(self, seeds: list[int]) -> None:
        rounds = rounds_needed(len(seeds))
        for slot, (home, away) in enumerate(first_round(seeds)):
            fmt = self.config.final_match if rounds == 1 else self.config.knockout_match
            fid = f"KO1-{slot + 1}"
            fx = Fixture(fid, "knockout", 0, 0, slot, home, away, self._seed_for(fid), fmt,
                         bye=away is None)
            if fx.bye:
                fx.done, fx.winner, fx.decided_by = True, home, "bye"
            self.fixtures.append(fx)
        for r in range(1, rounds):
            final = r == rounds - 1
            if final and self.config.third_place and len(seeds) >= 4:
                fid = "KO-3rd"
                self.fixtures.append(Fixture(fid, "knockout", 0, r, 1, None, None,
                                             self._seed_for(fid), self.config.knockout_match))
            for slot in range(2 ** (rounds - r - 1)):
                fid = f"KO{r + 1}-{slot + 1}"
                fmt = self.config.final_match if final else self.config.knockout_match
                self.fixtures.append(Fixture(fid, "knockout", 0, r, slot, None, None,
                                             self._seed_for(fid), fmt))
        self._advance()

    # ---- queries -------------------------------------------------------------------------
    def fixture(self, fid: str) -> Fixture:
        for fx in self.fixtures:
            if fx.id == fid:
                return fx
        raise TournamentError(f"no match {fid!r} in this tournament")

    def next_fixture(self) -> Fixture | None:
        return next((f for f in self.fixtures if f.ready), None)

    def stage_fixtures(self, stage: str, group: int | None = None) -> list[Fixture]:
        return [f for f in self.fixtures
                if f.stage == stage and (group is None or f.group == group)]

    @property
    def knockout_rounds(self) -> int:
        ko = self.stage_fixtures("knockout")
        return max((f.round for f in ko), default=-1) + 1

    @property
    def is_over(self) -> bool:
        return bool(self.fixtures) and all(f.done for f in self.fixtures) and (
            self.config.kind == "round-robin" or self.knockout_rounds > 0)

    def progress(self) -> tuple[int, int]:
        """(matches played, matches in the whole event) — byes excluded, for progress bars.

        Before the groups end the bracket does not exist yet; its matches are counted ahead
        (one fewer than the qualifiers, plus the match for third place), so the total does not
        jump when it is drawn.
        """
        real = [f for f in self.fixtures if not f.bye]
        total = len(real)
        if self.config.kind == "groups" and not self.stage_fixtures("knockout"):
            entrants = self.config.qualify * self.config.groups
            total += entrants - 1 + (1 if self.config.third_place and entrants >= 4 else 0)
        return sum(f.done for f in real), total

    def table(self, group: int = 0) -> list[Row]:
        """The standings of a group (or of the round robin), with tie-break notes; a
        knock-out-only event has no table."""
        if not 0 <= group < len(self.groups):
            return []
        label = group_letter(group)
        return standings(self.groups[group], self.stage_fixtures("group", group),
                         self.config.points, self.names, f"{self.config.seed}:{label}")

    def quartiere_table(self) -> list[tuple[int, str, int, list[str]]]:
        """Seed 003's neighbourhood standings: (rank, quartiere, points, its pairs), where a
        quartiere's points are the sum of its pairs' standings points in every group. Empty
        when no participant plays for a quartiere."""
        points: dict[str, int] = {}
        members: dict[str, list[str]] = {}
        by_id = {p.id: p for p in self.participants}
        for g in range(len(self.groups)):
            for row in self.table(g):
                q = by_id[row.pid].quartiere
                if q is not None:
                    points[q] = points.get(q, 0) + row.points
                    members.setdefault(q, []).append(row.name)
        ordered = sorted(points, key=lambda q: (-points[q], q))
        ranks = [1 + sum(points[o] > points[q] for o in ordered) for q in ordered]
        return [(r, q, points[q], members[q]) for r, q in zip(ranks, ordered, strict=True)]

    def final_ranking(self) -> list[Placing]:
        """Final placings with placement points (seed 003); empty until the event is over."""
        if not self.is_over:
            return []
        if self.config.kind == "round-robin":
            order = [r.pid for r in self.table(0)]
        else:
            order = self._bracket_order()
            if self.config.kind == "groups":
                order += self._non_qualifiers(set(order))
        n = len(order)
        return [Placing(i + 1, pid, self.names[pid], self.config.placement.for_rank(i + 1, n))
                for i, pid in enumerate(order)]

    def _bracket_order(self) -> list[int]:
        ko = self.stage_fixtures("knockout")
        rounds = self.knockout_rounds
        seed_rank = {pid: i for i, pid in enumerate(self._seeds_in_order())}
        final = next(f for f in ko if f.round == rounds - 1 and f.slot == 0)
        order = [final.winner, _loser(final)]
        third = next((f for f in ko if f.id == "KO-3rd"), None)
        if third is not None:
            order += [third.winner, _loser(third)]
        placed = {p for p in order if p is not None}
        for r in range(rounds - 2, -1, -1):
            losers = [_loser(f) for f in ko if f.round == r and not f.bye and f.id != "KO-3rd"]
            out = sorted((p for p in losers if p is not None and p not in placed),
                         key=lambda p: seed_rank.get(p, 0))
            order += out
            placed.update(out)
        return [p for p in order if p is not None]

    def _seeds_in_order(self) -> list[int]:
        if self.config.kind == "knockout":
            ids = [p.id for p in self.participants]
            if self.config.draw:  # the bracket is drawn by lots, reproducibly from the seed
                random.Random(f"{self.config.seed}:bracket").shuffle(ids)
            return ids
        return qualifier_seeds([[r.pid for r in self.table(g)] for g in range(len(self.groups))],
                               self.config.qualify)

    def _non_qualifiers(self, placed: set[int]) -> list[int]:
        rows = [r for g in range(len(self.groups)) for r in self.table(g) if r.pid not in placed]
        rows.sort(key=lambda r: (r.rank, -r.points, -r.cards_for, r.pid))
        return [r.pid for r in rows]

    def seed_tags(self) -> dict[int, str]:
        """Short bracket labels: '1A' (1st of group A) for qualifiers, the seed in a knock-out."""
        if self.config.kind == "knockout":
            return {} if self.config.draw else {p.id: str(i + 1)
                                                for i, p in enumerate(self.participants)}
        if self.config.kind != "groups":
            return {}
        return {r.pid: f"{r.rank}{group_letter(g)}" for g in range(len(self.groups))
                for r in self.table(g) if r.rank <= self.config.qualify}

    def provisional_bracket(self) -> list[Fixture]:
        """The bracket as it would be drawn if the groups ended now (for display only)."""
        if self.config.kind != "groups" or self.stage_fixtures("knockout"):
            return []
        preview = Tournament(self.config, self.participants, self.groups, [])
        preview._build_bracket(self._seeds_in_order())
        return preview.fixtures

    def knockout_note(self, fx: Fixture) -> Note | None:
        """Why a knock-out match went the way it did, when the hands alone did not decide."""
        if fx.decided_by == "bye":
            return Note("ko.bye")
        if fx.decided_by == "card-points":
            a, b = fx.card_points()
            return Note("ko.card-points", (("score", f"{a}–{b}"),))
        if fx.decided_by == "last-trick":
            return Note("ko.last-trick")
        return None

    # ---- results -------------------------------------------------------------------------
    def record(self, fid: str, hands: Sequence[HandLine]) -> Fixture:
        """Enter the result of a match; fills the bracket and starts the knock-out when due."""
        fx = self.fixture(fid)
        if fx.done:
            raise TournamentError(f"match {fid} has already been played")
        if fx.home is None or fx.away is None:
            raise TournamentError(f"match {fid} cannot be played yet: its sides are not known")
        if len(hands) > MAX_HANDS:
            raise TournamentError(f"{len(hands)} hands is more than any match needs")
        side, how = decide(fx.format, hands, fx.stage == "knockout")
        fx.hands = list(hands)
        fx.winner = None if side is None else (fx.home, fx.away)[side]
        fx.decided_by = how
        fx.done = True
        self._advance()
        return fx

    def _advance(self) -> None:
        if self.config.kind == "groups" and not self.stage_fixtures("knockout") and all(
                f.done for f in self.stage_fixtures("group")):
            self._build_bracket(self._seeds_in_order())
            return
        ko = {(f.round, f.slot): f for f in self.stage_fixtures("knockout") if f.id != "KO-3rd"}
        for (r, slot), fx in sorted(ko.items()):
            if r == 0 or fx.done:
                continue
            a, b = ko[(r - 1, 2 * slot)], ko[(r - 1, 2 * slot + 1)]
            fx.home = a.winner if a.done else None
            fx.away = b.winner if b.done else None
        third = next((f for f in self.fixtures if f.id == "KO-3rd"), None)
        if third is not None and not third.done:
            semis = [ko[(third.round - 1, 0)], ko[(third.round - 1, 1)]]
            third.home = _loser(semis[0]) if semis[0].done else None
            third.away = _loser(semis[1]) if semis[1].done else None

    # ---- records -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "config": self.config.to_dict(),
                "participants": [p.to_dict() for p in self.participants],
                "groups": self.groups, "fixtures": [f.to_dict() for f in self.fixtures]}

    @classmethod
    def from_dict(cls, data: Any) -> Tournament:
        config = EventConfig.from_dict(data["config"])
        participants = [Participant.from_dict(p) for p in data["participants"]]
        groups = [[int(pid) for pid in g] for g in data["groups"]]
        fixtures = [Fixture.from_dict(f) for f in data["fixtures"]]
        known = {p.id for p in participants}
        for fx in fixtures:
            for pid in (fx.home, fx.away, fx.winner):
                if pid is not None and pid not in known:
                    raise TournamentError(f"match {fx.id} names an unknown participant {pid}")
        if any(pid not in known for g in groups for pid in g):
            raise TournamentError("a group names an unknown participant")
        return cls(config, participants, groups, fixtures)


def _loser(fx: Fixture) -> int | None:
    if not fx.done or fx.bye or fx.winner is None:
        return None
    return fx.away if fx.winner == fx.home else fx.home
