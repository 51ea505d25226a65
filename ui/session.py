"""A game being played at this computer: the match, the current hand, who sits where, saves.

No pygame here: the table scene drives a `GameSession`, and tests drive it directly. The save
file is a `game.record` record (rules, decks, actions) plus the seats, so a game in progress
replays exactly after a restart, a crash or a power cut.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.catalogue import TABLE_LEVELS
from game.checks import DataError, want_bool, want_dict, want_level, want_list, want_str
from game.events import Event
from game.match import Match, MatchFormat
from game.record import GameRecord, HandRecord, RecordError, load
from game.rules import Rules, RulesError
from game.state import HandResult, HandState, IllegalActionError

LEVELS = TABLE_LEVELS
# Help one person at the table may have (New Game's seats; never in a tournament): the hint
# button, the list of cards played, the beginners' corner index, a second click to play.
HELPS: tuple[str, ...] = ("hints", "played", "index", "confirm")


@dataclass(frozen=True)
class SeatConfig:
    name: str
    human: bool
    level: str = "normale"
    help: tuple[str, ...] = ()  # some of HELPS, for a person's seat

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "human": self.human, "level": self.level}
        if self.help:
            out["help"] = list(self.help)
        return out

    @classmethod
    def from_dict(cls, data: Any) -> SeatConfig:
        try:
            data = want_dict(data, "a seat")
            name = want_str(data.get("name"), "a seat's name", 60)
            human = want_bool(data.get("human", False), "a seat's human flag")
            level = want_level(data.get("level", "normale"), f"level of {name!r}", LEVELS)
            helps = want_list(data.get("help", []), f"help of {name!r}", len(HELPS))
            for h in helps:
                if h not in HELPS:
                    raise DataError(f"help of {name!r}: {h!r} is not one of {HELPS}")
        except DataError as exc:
            raise RecordError(f"a seat in the save file is damaged: {exc}") from exc
        return cls(name, human, level, tuple(h for h in HELPS if h in helps))


class GameSession:
    def __init__(self, rules: Rules, fmt: MatchFormat, seats: list[SeatConfig],
                 seed: int | None = None) -> None:
        if len(seats) != rules.players:
            raise ValueError(f"{len(seats)} seats for a table of {rules.players}")
        self.rules, self.format, self.seats = rules, fmt, seats
        self.seed = seed if seed is not None else random.SystemRandom().getrandbits(48)
        self.match = Match(rules, fmt, self.seed)
        self.finished: list[HandRecord] = []
        self.hand: HandState = self.match.new_hand()
        self.recorded = False
        humans = self.human_seats
        self.viewer = humans[0] if humans else 0

    # ---- who is who ----------------------------------------------------------------------
    @property
    def human_seats(self) -> list[int]:
        return [s for s, c in enumerate(self.seats) if c.human]

    @property
    def hot_seat(self) -> bool:
        return len(self.human_seats) > 1

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].human

    # ---- play ----------------------------------------------------------------------------
    def apply(self, action: int) -> list[Event]:
        """Apply an action for the seat to act (raises IllegalActionError with the reason)."""
        return self.hand.apply(action)

    def finish_hand(self) -> HandResult:
        """Count the finished hand into the match (once)."""
        if not self.recorded:
            self.match.record(self.hand)
            self.finished.append(HandRecord.of(self.hand))
            self.recorded = True
        return self.match.results[-1]

    def next_hand(self) -> None:
        self.finish_hand()
        self.hand = self.match.new_hand()
        self.recorded = False

    # ---- saving --------------------------------------------------------------------------
    def to_record(self) -> GameRecord:
        hands = list(self.finished)
        if not self.recorded:
            hands.append(HandRecord.of(self.hand))
        meta = {"format": {"kind": self.format.kind, "target": self.format.target,
                           "dealer_choice": self.format.dealer_choice},
                "seed": self.seed, "seats": [s.to_dict() for s in self.seats],
                "viewer": self.viewer, "app": "briscola-ui"}
        return GameRecord(self.rules, tuple(hands), meta)

    def save(self, path: Path) -> None:
        self.to_record().save(path)

    @classmethod
    def from_record(cls, record: GameRecord) -> GameSession:
        """Replay a saved game; any inconsistency raises RecordError with the reason."""
        meta = record.match or {}
        try:
            f = meta["format"]
            fmt = MatchFormat(str(f["kind"]), int(f["target"]), str(f["dealer_choice"]))  # type: ignore[arg-type]
            seats = [SeatConfig.from_dict(s) for s in meta["seats"]]
            seed = int(meta["seed"])
        except (KeyError, TypeError, ValueError, RulesError) as exc:
            raise RecordError(f"the save file lacks the match details: {exc!r}") from exc
        if not record.hands:
            raise RecordError("the save file holds no hand")
        try:
            session = cls(record.rules, fmt, seats, seed)
        except ValueError as exc:
            raise RecordError(str(exc)) from exc
        for i, rec in enumerate(record.hands):
            if i > 0:
                session.next_hand()
            hand = session.hand
            if hand.deck_order != rec.deck or hand.dealer != rec.dealer:
                raise RecordError(f"hand {i + 1} of the save does not match its match seed")
            for n, action in enumerate(rec.actions):
                try:
                    hand.apply(action)
                except IllegalActionError as exc:
                    raise RecordError(f"hand {i + 1}, action {n + 1} is illegal: {exc}") from exc
            if hand.is_over and i < len(record.hands) - 1:
                session.finish_hand()
        viewer = meta.get("viewer", session.viewer)
        if isinstance(viewer, int) and 0 <= viewer < record.rules.players:
            session.viewer = viewer
        return session

    @classmethod
    def load(cls, path: Path) -> GameSession:
        return cls.from_record(load(path))
