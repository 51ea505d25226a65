"""The data of a tournament (RULES.md §7): who plays, how matches are scored, what was played.

Everything here is plain frozen data with `to_dict`/`from_dict`, so a whole event is one JSON
file that a crash cannot half-write (see `store`). The logic that moves an event forward lives
in `event`; the tables in `standings`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, get_args

from game.ai.levels import LEVEL_KEYS as LEVELS
from game.checks import (
    DataError,
    want_bool,
    want_choice,
    want_dict,
    want_int,
    want_level,
    want_list,
    want_opt_int,
    want_str,
)
from game.match import DealerChoice, MatchFormat
from game.rules import Rules

EventKind = Literal["round-robin", "groups", "knockout"]
Stage = Literal["group", "knockout"]
DecidedBy = Literal["hands", "card-points", "last-trick", "bye"]
Outcome = Literal["win", "draw", "loss"]


class TournamentError(ValueError):
    """A tournament that cannot be set up or a result that does not fit; says why."""


# The limits every door shares (command line, wizard, loader), so that whatever is accepted
# can be saved and read back, and a file stays small: 2,016 matches (a round robin of 64)
# played to the last hand of a best of 15 make ~2.5 MB, under the 4 MB a file may be.
NAME_MAX = 120  # the event's name
PEOPLE_NAME_MAX = 60  # a participant's, a player's, a quartiere's name
MAX_PARTICIPANTS = 512
MAX_MATCHES = 2016
MAX_BEST_OF = 15


def check_name(value: Any, where: str, max_len: int) -> str:
    """Printable text of at most `max_len` characters (want_str), as a TournamentError."""
    try:
        return want_str(value, where, max_len)
    except DataError as exc:
        raise TournamentError(str(exc)) from None


# ---- participants ------------------------------------------------------------------------
@dataclass(frozen=True)
class Player:
    """One person at the table: a human, or an AI player of a named level."""

    name: str
    level: str | None = None  # None: a human; else an AI level name ('normale', ...)

    @property
    def is_human(self) -> bool:
        return self.level is None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any) -> Player:
        """A file names a level of the registry, never a program (`exec:` is refused)."""
        data = want_dict(data, "player")
        name = want_str(data.get("name"), "player name", PEOPLE_NAME_MAX)
        level = data.get("level")
        return cls(name, None if level is None else want_level(level, f"level of {name!r}",
                                                                LEVELS))


@dataclass(frozen=True)
class Participant:
    """A player or a pair (or a team of three): one side of every match it plays."""

    id: int
    name: str
    players: tuple[Player, ...]
    quartiere: str | None = None  # seed 003: the neighbourhood it plays for (two pairs each)

    @property
    def has_human(self) -> bool:
        return any(p.is_human for p in self.players)

    def to_dict(self) -> dict[str, Any]:
        data = {"id": self.id, "name": self.name, "players": [p.to_dict() for p in self.players]}
        if self.quartiere is not None:
            data["quartiere"] = self.quartiere
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Participant:
        data = want_dict(data, "participant")
        players = want_list(data.get("players"), "participant players", 3)
        if not players:
            raise TournamentError("a participant has no players")
        return cls(want_int(data.get("id"), "participant id", 0, 100_000),
                   want_str(data.get("name"), "participant name", PEOPLE_NAME_MAX),
                   tuple(Player.from_dict(p) for p in players),
                   None if data.get("quartiere") is None
                   else want_str(data.get("quartiere"), "quartiere", PEOPLE_NAME_MAX))


# ---- scoring -----------------------------------------------------------------------------
SEED_003_TABLE = ((5, 7), (4, 5), (3, 4), (2, 3), (1, 2), (0, 0))


@dataclass(frozen=True)
class PointsTable:
    """Standings points for one match: by result (win/draw/loss), or by hands won (seed 003)."""

    kind: Literal["result", "hands"] = "result"
    win: int = 1
    draw: int = 0
    loss: int = 0
    by_hands: tuple[tuple[int, int], ...] = ()  # (hands won, points)

    @classmethod
    def one_per_win(cls) -> PointsTable:
        """Seed 000: one point to the pair that wins the match, none to the loser."""
        return cls("result", 1, 0, 0)

    @classmethod
    def hands_of_five(cls) -> PointsTable:
        """Seed 003: 5-0 → 7, 4-1 → 5, 3-2 → 4, 2-3 → 3, 1-4 → 2, 0-5 → 0."""
        return cls("hands", by_hands=SEED_003_TABLE)

    @classmethod
    def parse(cls, text: str) -> PointsTable:
        """'win', 'seed-003', 'W/D/L' such as '3/1/0', or 'hands:5=7,4=5,...'."""
        text = text.strip()
        if text in ("win", "seed-000"):
            return cls.one_per_win()
        if text in ("seed-003", "hands-of-five"):
            return cls.hands_of_five()
        if m := re.fullmatch(r"(-?\d+)/(-?\d+)/(-?\d+)", text):
            return cls("result", int(m[1]), int(m[2]), int(m[3]))
        if text.startswith("hands:"):
            try:
                pairs = [p.split("=") for p in text[6:].split(",")]
                return cls("hands", by_hands=tuple((int(h), int(p)) for h, p in pairs))
            except ValueError:
                pass
        raise TournamentError(f"points table {text!r}: use 'win', 'seed-003', 'W/D/L' "
                              f"(e.g. 3/1/0) or 'hands:5=7,4=5,3=4,2=3,1=2,0=0'")

    def points(self, won: int, lost: int, outcome: Outcome) -> int:
        if self.kind == "result":
            return {"win": self.win, "draw": self.draw, "loss": self.loss}[outcome]
        table = dict(self.by_hands)
        if won not in table:
            raise TournamentError(f"the points table has no entry for {won} hands won")
        return table[won]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "win": self.win, "draw": self.draw, "loss": self.loss,
                "by_hands": [list(p) for p in self.by_hands]}

    @classmethod
    def from_dict(cls, data: Any) -> PointsTable:
        data = want_dict(data, "points table")
        kind = want_choice(data.get("kind"), "points table kind", ("result", "hands"))
        pairs = []
        for pair in want_list(data.get("by_hands"), "points by hands", 100):
            pair = want_list(pair, "points by hands", 2)
            h, p = pair if len(pair) == 2 else (None, None)
            pairs.append((want_int(h, "hands won", 0, 100), want_int(p, "points", -1000, 1000)))
        win, draw, loss = (want_int(data.get(k), f"points for a {k}", -1000, 1000)
                           for k in ("win", "draw", "loss"))
        return cls(kind, win, draw, loss, tuple(pairs))


@dataclass(frozen=True)
class PlacementPoints:
    """Seed 003: points for the final placing — 1st 5, 2nd 3, 3rd 2, last 1, others 0."""

    top: tuple[int, ...] = (5, 3, 2)
    last: int = 1

    def for_rank(self, rank: int, entrants: int) -> int:
        if rank <= len(self.top):
            return self.top[rank - 1]
        return self.last if rank == entrants else 0


# ---- match formats -----------------------------------------------------------------------
FORMAT_NAMES = {"single": MatchFormat.single(), "bo3": MatchFormat.best_of(3),
                "bo5": MatchFormat.best_of(5), "all5": MatchFormat.all_five()}


def parse_format(name: str, dealer_choice: DealerChoice = "random") -> MatchFormat:
    """'single', 'bo3', 'bo5', 'all5' (all five hands are played, seed 003) or 'boN'."""
    fmt = FORMAT_NAMES.get(name)
    if fmt is None and (m := re.fullmatch(r"bo(\d{1,3})", name)):
        n = int(m[1])
        if not 1 <= n <= MAX_BEST_OF or n % 2 == 0:
            raise TournamentError(f"match format {name!r}: a best of an odd number of hands "
                                  f"from 1 to {MAX_BEST_OF}")
        fmt = MatchFormat.best_of(n)
    if fmt is None:
        raise TournamentError(f"match format {name!r}: use single, bo3, bo5, all5 or boN")
    return MatchFormat(fmt.kind, fmt.target,
                       want_choice(dealer_choice, "dealer choice", get_args(DealerChoice)))


def format_name(fmt: MatchFormat) -> str:
    if fmt.kind == "single":
        return "single"
    if fmt.kind == "all-five":
        return "all5"
    return f"bo{fmt.target}"


def format_to_dict(fmt: MatchFormat) -> dict[str, Any]:
    return {"kind": fmt.kind, "target": fmt.target, "dealer_choice": fmt.dealer_choice}


def format_from_dict(data: Any) -> MatchFormat:
    data = want_dict(data, "match format")
    return MatchFormat(want_choice(data.get("kind"), "match kind", ("single", "best-of",
                                                                     "all-five")),
                       want_int(data.get("target"), "match target", 1, MAX_BEST_OF),
                       want_choice(data.get("dealer_choice"), "dealer choice", ("random", "cut")))


# ---- the event ---------------------------------------------------------------------------
@dataclass(frozen=True)
class EventConfig:
    """Everything decided before the first card: format, match formats per stage, scoring."""

    name: str
    kind: EventKind
    rules: Rules
    group_match: MatchFormat = field(default_factory=lambda: MatchFormat.best_of(3))
    knockout_match: MatchFormat = field(default_factory=lambda: MatchFormat.best_of(3))
    final_match: MatchFormat = field(default_factory=lambda: MatchFormat.best_of(5))
    points: PointsTable = field(default_factory=PointsTable.one_per_win)
    placement: PlacementPoints = field(default_factory=PlacementPoints)
    groups: int = 1
    qualify: int = 4
    third_place: bool = True
    draw: bool = True  # groups (and a knock-out's bracket) by a seeded draw, else entry order
    seed: int = 0

    def __post_init__(self) -> None:
        if self.kind not in get_args(EventKind):
            raise TournamentError(f"format {self.kind!r}: round-robin, groups or knockout")
        if len(self.rules.teams) != 2:
            raise TournamentError(f"a tournament match has two sides, but {self.rules.variant} "
                                  f"is played by {len(self.rules.teams)}")
        if self.rules.bidding:
            raise TournamentError(f"{self.rules.variant} is scored in game points after an "
                                  f"auction; tournaments count hands won, so it is not "
                                  f"offered for them yet")
        check_name(self.name, "tournament name", NAME_MAX)
        for fmt in (self.group_match, self.knockout_match, self.final_match):
            if fmt.kind not in ("single", "best-of", "all-five"):
                raise TournamentError(f"match format {fmt.kind!r} is not used in tournaments")
            if fmt.target > MAX_BEST_OF:
                raise TournamentError(f"a match of {fmt.target} hands: at most "
                                      f"{MAX_BEST_OF} in a tournament")
        if self.points.kind == "hands":
            fmt = self.group_match
            if fmt.kind != "all-five":
                raise TournamentError("points by hands won need every hand played: "
                                      "use the all5 match format (seed 003)")
            missing = [h for h in range(fmt.target + 1) if h not in dict(self.points.by_hands)]
            if missing:
                raise TournamentError(f"the points table misses hands won {missing}")
            if self.rules.tie_policy != "replay":
                # Seed 003 voids and replays a 60–60: counted as a split it would give
                # 4 + 2 = 6 points instead of 7. The points table brings its tie rule with it.
                object.__setattr__(self, "rules", self.rules.with_(tie_policy="replay"))
        if self.kind == "groups" and self.groups < 1:
            raise TournamentError("at least one group")
        if self.kind == "groups" and self.qualify < 1:
            raise TournamentError("at least one qualifier per group")

    @property
    def team_size(self) -> int:
        return len(self.rules.teams[0])

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "rules": self.rules.to_dict(),
                "group_match": format_to_dict(self.group_match),
                "knockout_match": format_to_dict(self.knockout_match),
                "final_match": format_to_dict(self.final_match),
                "points": self.points.to_dict(),
                "placement": {"top": list(self.placement.top), "last": self.placement.last},
                "groups": self.groups, "qualify": self.qualify,
                "third_place": self.third_place, "draw": self.draw,
                "seed": self.seed}

    @classmethod
    def from_dict(cls, data: Any) -> EventConfig:
        data = want_dict(data, "tournament settings")
        place = want_dict(data.get("placement"), "placement points")
        top = want_list(place.get("top"), "placement points", 10)
        return cls(want_str(data.get("name"), "tournament name", NAME_MAX),
                   want_choice(data.get("kind"), "tournament kind", get_args(EventKind)),
                   Rules.from_dict(data["rules"]),
                   format_from_dict(data["group_match"]),
                   format_from_dict(data["knockout_match"]),
                   format_from_dict(data["final_match"]),
                   PointsTable.from_dict(data["points"]),
                   PlacementPoints(tuple(want_int(p, "placement points", 0, 1000) for p in top),
                                   want_int(place.get("last"), "placement points", 0, 1000)),
                   want_int(data.get("groups"), "groups", 1, 64),
                   want_int(data.get("qualify"), "qualifiers", 1, 64),
                   want_bool(data.get("third_place"), "third_place"),
                   want_bool(data.get("draw"), "draw"), want_int(data.get("seed"), "seed"))


class HandLine(NamedTuple):
    """One hand of a match from the tournament's point of view: side 0 is home, 1 away."""

    points: tuple[int, int]
    winner: int | None  # 0, 1, or None for a tie or a replay
    replay: bool = False
    last_trick: int = 0

    def to_list(self) -> list[Any]:
        return [list(self.points), self.winner, self.replay, self.last_trick]

    @classmethod
    def from_list(cls, data: Any) -> HandLine:
        if not isinstance(data, list) or len(data) != 4:
            raise TournamentError("a hand of a match must be [points, winner, replay, last]")
        pts, winner, replay, last = data
        if winner not in (0, 1, None) or last not in (0, 1) or isinstance(winner, bool):
            raise TournamentError(f"hand {data!r}: sides are 0 and 1")
        pts = want_list(pts, "hand points", 2)
        if len(pts) != 2:
            raise TournamentError("a hand's points are two numbers, one per side")
        return cls((want_int(pts[0], "hand points", 0, 1000),
                    want_int(pts[1], "hand points", 0, 1000)), winner,
                   want_bool(replay, "replay"), int(last))


@dataclass
class Fixture:
    """One match of the schedule; in a bracket its sides may still be unknown (None)."""

    id: str
    stage: Stage
    group: int  # group index; in the knock-out, the round (0 = first round)
    round: int
    slot: int  # position in the round (in the bracket: top to bottom; 1 in the final round
    # is the match for third place)
    home: int | None
    away: int | None
    seed: int
    format: MatchFormat
    bye: bool = False
    hands: list[HandLine] = field(default_factory=list)
    done: bool = False
    winner: int | None = None  # participant id; None for a draw (or not played yet)
    decided_by: DecidedBy | None = None

    @property
    def ready(self) -> bool:
        return not self.done and not self.bye and self.home is not None and self.away is not None

    def side_of(self, pid: int) -> int:
        if pid == self.home:
            return 0
        if pid == self.away:
            return 1
        raise TournamentError(f"participant {pid} does not play {self.id}")

    def counted(self) -> list[HandLine]:
        return [h for h in self.hands if not h.replay]

    def hands_won(self) -> tuple[int, int]:
        c = self.counted()
        return (sum(h.winner == 0 for h in c), sum(h.winner == 1 for h in c))

    def card_points(self) -> tuple[int, int]:
        return (sum(h.points[0] for h in self.hands), sum(h.points[1] for h in self.hands))

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "stage": self.stage, "group": self.group, "round": self.round,
                "slot": self.slot, "home": self.home, "away": self.away, "seed": self.seed,
                "format": format_to_dict(self.format), "bye": self.bye,
                "hands": [h.to_list() for h in self.hands], "done": self.done,
                "winner": self.winner, "decided_by": self.decided_by}

    @classmethod
    def from_dict(cls, data: Any) -> Fixture:
        def opt(v: Any) -> int | None:
            return want_opt_int(v, "participant id", 0, 100_000)

        data = want_dict(data, "match")
        stage = data["stage"]
        decided = data["decided_by"]
        if stage not in get_args(Stage) or (decided is not None
                                            and decided not in get_args(DecidedBy)):
            raise TournamentError(f"match {data.get('id')!r} has an unknown stage or decision")
        fid = want_str(data.get("id"), "match id", 40)
        home, away = opt(data.get("home")), opt(data.get("away"))
        if home is not None and home == away:
            raise TournamentError(f"match {fid}: participant {home} is on both sides")
        return cls(fid, stage, want_int(data.get("group"), "group", 0, 1000),
                   want_int(data.get("round"), "round", 0, 1000),
                   want_int(data.get("slot"), "slot", 0, 100_000), home, away,
                   want_int(data.get("seed"), "match seed"),
                   format_from_dict(data["format"]), want_bool(data.get("bye"), "bye"),
                   [HandLine.from_list(h) for h in want_list(data.get("hands"), "hands", 200)],
                   want_bool(data.get("done"), "done"), opt(data.get("winner")), decided)
