"""A game being played at this computer: the match, the current hand, who sits where, saves.

No pygame here: the table scene drives a `GameSession`, and tests drive it directly. The save
file is a `game.record` record (rules, decks, actions) plus the seats, so a game in progress
replays exactly after a restart, a crash or a power cut.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

from game import practice
from game.ai.levels import LEVEL_KEYS
from game.catalogue import MatchKind
from game.challenge import decision_seed
from game.checks import (
    DataError,
    want_bool,
    want_choice,
    want_dict,
    want_int,
    want_level,
    want_list,
    want_str,
)
from game.events import Event
from game.match import DealerChoice, Match, MatchFormat
from game.record import GameRecord, HandRecord, RecordError, load
from game.rules import Rules, RulesError
from game.state import HandResult, HandState, IllegalActionError

LEVELS = LEVEL_KEYS
"""A seat may hold any level with an entry (a tournament may seat the random yardstick)."""
KINDS = ("game", "replay", "challenge", "daily")
FORGIVE = ("off", "takeback", "practice")
"""What a game forgives: nothing; a card taken back while nothing new was seen; a practice
game, where a whole trick can be played again with the unseen cards dealt afresh."""
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
                 seed: int | None = None, *, deals: tuple[tuple[int, int], ...] = (),
                 forgive: str = "off", ai_seed: int | None = None, kind: str = "game") -> None:
        if len(seats) != rules.players:
            raise ValueError(f"{len(seats)} seats for a table of {rules.players}")
        if forgive not in FORGIVE:
            raise ValueError(f"forgive must be one of {FORGIVE}, not {forgive!r}")
        self.rules, self.format, self.seats = rules, fmt, seats
        self.seed = seed if seed is not None else random.SystemRandom().getrandbits(48)
        self.deals, self.forgive, self.ai_seed, self.kind = deals, forgive, ai_seed, kind
        """`deals`: fixed (seed, dealer) of the first hands; `ai_seed`: the computer seats'
        choices seeded per hand and seat (a challenge's opponents meet each deal alike);
        `kind`: "game", "replay", "challenge" or "daily" (statistics keep them apart)."""
        self.match = Match(rules, fmt, self.seed, deals=deals)
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

    @property
    def practice(self) -> bool:
        """A practice game: marked so in the statistics."""
        return self.forgive == "practice" or self.kind == "replay"

    def decision_seed(self, seat: int) -> int | None:
        """The seed of a computer seat's next decision when the game fixes them (a challenge:
        `game.challenge.decision_seed`), else None (the table's own generator)."""
        if self.ai_seed is None:
            return None
        return decision_seed(self.ai_seed, len(self.match.hand_seeds) - 1, seat,
                             len(self.hand.actions))

    # ---- forgiving -------------------------------------------------------------------------
    def can_take_back(self) -> bool:
        """The viewer's last card may be taken back: the game allows it and nothing new has
        been seen since (`game.practice.can_take_back`)."""
        return (self.forgive != "off" and self.is_human(self.viewer)
                and practice.can_take_back(self.hand, self.viewer))

    def take_back(self) -> bool:
        if not self.can_take_back():
            return False
        self.hand = practice.take_back(self.hand, self.viewer)
        return True

    def can_redo_trick(self) -> bool:
        return (self.forgive == "practice" and not self.hand.is_over
                and practice.undo_point(self.hand, self.viewer) is not None)

    def redo_trick(self, rng: random.Random) -> bool:
        """Practice: back to before the viewer's last card with the unseen cards re-dealt."""
        if not self.can_redo_trick():
            return False
        state = practice.redeal_back(self.hand, self.viewer, rng)
        if state is None:
            return False
        self.hand = state
        return True
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
                "viewer": self.viewer, "app": "briscola-ui", "forgive": self.forgive,
                "kind": self.kind, "deals": [list(d) for d in self.deals]}
        if self.ai_seed is not None:
            meta["ai_seed"] = self.ai_seed
        return GameRecord(self.rules, tuple(hands), meta)

    def save(self, path: Path) -> None:
        self.to_record().save(path)

    @classmethod
    def from_record(cls, record: GameRecord) -> GameSession:
        """Replay a saved game; any inconsistency raises RecordError with the reason."""
        meta = record.match or {}
        try:
            f = want_dict(meta["format"], "the match format")
            fmt = MatchFormat(want_choice(f.get("kind"), "match kind", get_args(MatchKind)),
                              want_int(f.get("target"), "match target", 1, 100_000),
                              want_choice(f.get("dealer_choice"), "dealer choice",
                                          get_args(DealerChoice)))
            seats = [SeatConfig.from_dict(s) for s in meta["seats"]]
            seed = want_int(meta["seed"], "the match seed")
            forgive = want_choice(meta.get("forgive", "off"), "take-backs", FORGIVE)
            kind = want_choice(meta.get("kind", "game"), "the game's kind", KINDS)
            deals = tuple(
                (want_int(want_list(d, "a deal", 2)[0], "a deal's seed", 0, 2**63),
                 want_int(d[1], "a deal's dealer", 0, record.rules.players - 1))
                for d in want_list(meta.get("deals", []), "the deals", 100))
            ai_seed = meta.get("ai_seed")
            if ai_seed is not None:
                ai_seed = want_int(ai_seed, "the computer's seed", 0, 2**63)
        except (KeyError, TypeError, ValueError, IndexError, RulesError) as exc:
            raise RecordError(f"the save file lacks the match details: {exc!r}") from exc
        if not record.hands:
            raise RecordError("the save file holds no hand")
        try:
            session = cls(record.rules, fmt, seats, seed, deals=deals, forgive=forgive,
                          ai_seed=ai_seed, kind=kind)
        except ValueError as exc:
            raise RecordError(str(exc)) from exc
        for i, rec in enumerate(record.hands):
            if i > 0:
                session.next_hand()
            hand = session.hand
            if hand.dealer != rec.dealer:
                raise RecordError(f"hand {i + 1} of the save does not match its match seed")
            if hand.deck_order != rec.deck:
                if forgive != "practice" or sorted(rec.deck) != sorted(hand.deck_order):
                    raise RecordError(f"hand {i + 1} of the save does not match its match seed")
                # A practice game's trick played again: the unseen cards were re-dealt.
                hand = session.hand = practice.rebuild(hand, [], rec.deck)
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
