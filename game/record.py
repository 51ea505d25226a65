"""JSON game records that replay to the identical game (format `briscola-record`, version 1).

A record holds the rules, and for each hand the dealer, the seed and the exact deck order (the
order is authoritative: a record stays valid even if shuffling ever changes) and the actions.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.actions import describe
from game.checks import DataError, want_bool, want_dict, want_int, want_list, want_opt_int
from game.events import Event
from game.files import (
    FileProblem,
    NewerFileError,
    atomic_write_text,
    check_version,
    parse_json,
    read_text,
)
from game.rules import Rules, RulesError
from game.state import HandState, IllegalActionError

FORMAT = "briscola-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says what is wrong."""


class NewerRecordError(RecordError):
    """A record (or save) made by a newer version: not damaged, so it is left in place."""


@dataclass(frozen=True)
class HandRecord:
    dealer: int
    seed: int | None
    deck: tuple[int, ...]
    actions: tuple[int, ...]
    first_of_match: bool = True  # Licitazione: only the match's first hand is led by the bidder

    @classmethod
    def of(cls, state: HandState) -> HandRecord:
        return cls(state.dealer, state.seed, state.deck_order, tuple(state.actions),
                   state.auction is None or state.auction.first_of_match)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"dealer": self.dealer, "seed": self.seed, "deck": list(self.deck),
                                "actions": list(self.actions)}
        if not self.first_of_match:
            data["first_of_match"] = False
        return data


@dataclass(frozen=True)
class GameRecord:
    rules: Rules
    hands: tuple[HandRecord, ...]
    match: dict[str, Any] | None = None  # format and seed, when the hands form a match

    def to_json(self) -> str:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "match": self.match,
            "hands": [h.to_dict() for h in self.hands],
        }
        return json.dumps(data, indent=1, ensure_ascii=False)

    def save(self, path: Path) -> None:
        atomic_write_text(path, self.to_json())


def parse(text: str) -> GameRecord:
    """Read a record, refusing damaged or foreign files with a clear reason.

    Shapes and ranges are checked here, and each hand's deck against its seed; `replay_hand`
    then checks that every action replays.
    """
    try:
        data = parse_json(text)
        check_version(data, FORMAT, VERSION, "game record")
    except NewerFileError as exc:
        raise NewerRecordError(str(exc)) from exc
    except FileProblem as exc:
        raise RecordError(f"not a game record: {exc}") from exc
    try:
        rules = Rules.from_dict(data.get("rules"))
    except RulesError as exc:
        raise RecordError(f"the record's rules are invalid: {exc}") from exc
    try:
        raw_hands = want_list(data.get("hands"), "the record's hands", MAX_HANDS)
        hands = tuple(_hand(rules, h, i) for i, h in enumerate(raw_hands, 1))
        match = data.get("match")
        if match is not None:
            want_dict(match, "the record's match")
    except DataError as exc:
        raise RecordError(f"the record is damaged: {exc}") from exc
    return GameRecord(rules, hands, match)


MAX_HANDS = 500  # a long Chiamata evening is ~50
MAX_ACTIONS = 2000  # a hand has at most 40 plays plus auction, talk and declarations


def _hand(rules: Rules, h: Any, i: int) -> HandRecord:
    where = f"hand {i}"
    h = want_dict(h, where)
    deck = tuple(want_int(c, f"{where}: a card", 0, 51)
                 for c in want_list(h.get("deck"), f"{where}: deck", 52))
    actions = tuple(want_int(a, f"{where}: an action", 0, 999)
                    for a in want_list(h.get("actions"), f"{where}: actions", MAX_ACTIONS))
    seed = want_opt_int(h.get("seed"), f"{where}: seed")
    if seed is not None:
        order = rules.deck_cards()
        random.Random(seed).shuffle(order)
        if tuple(order) != deck:
            raise DataError(f"{where}: its deck is not the one its seed {seed} deals")
    return HandRecord(want_int(h.get("dealer"), f"{where}: dealer", 0, rules.players - 1),
                      seed, deck, actions,
                      want_bool(h.get("first_of_match", True), f"{where}: first_of_match"))


def load(path: Path) -> GameRecord:
    try:
        text = read_text(path)
    except FileProblem as exc:
        raise RecordError(f"cannot read {path.name}: {exc}") from exc
    return parse(text)


def redeal(rules: Rules, hand: HandRecord) -> HandState:
    """The recorded hand dealt again, before any action."""
    try:
        state = HandState.new(rules, deck=hand.deck, dealer=hand.dealer,
                              first_of_match=hand.first_of_match)
    except ValueError as exc:
        raise RecordError(f"the recorded deal is invalid: {exc}") from exc
    state.seed = hand.seed
    return state


def replay_hand(rules: Rules, hand: HandRecord) -> tuple[HandState, list[Event]]:
    """Re-deal and re-play one hand; returns the state and every event in order."""
    state = redeal(rules, hand)
    for n, action in enumerate(hand.actions):
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise RecordError(f"action {n + 1} ({describe(action)}) is illegal: {exc}") from exc
    return state, list(state.log)
