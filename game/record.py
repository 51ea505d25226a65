"""JSON game records that replay to the identical game (format `briscola-record`, version 1).

A record holds the rules, and for each hand the dealer, the seed and the exact deck order (the
order is authoritative: a record stays valid even if shuffling ever changes) and the actions.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.actions import describe
from game.events import Event
from game.files import atomic_write_text
from game.rules import Rules, RulesError
from game.state import HandState, IllegalActionError

FORMAT = "briscola-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says what is wrong."""


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
    """Read a record, refusing damaged or foreign files with a clear reason."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not a game record: the file is not valid JSON ({exc})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"not a game record: missing \"format\": \"{FORMAT}\"")
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION or version < 1:
        raise RecordError(f"record version {version!r} is not supported (this game reads "
                          f"version {VERSION}); it may come from a newer release")
    try:
        rules = Rules.from_dict(data.get("rules"))
    except RulesError as exc:
        raise RecordError(f"the record's rules are invalid: {exc}") from exc
    hands = []
    raw_hands = data.get("hands")
    if not isinstance(raw_hands, list):
        raise RecordError("the record has no list of hands")
    for i, h in enumerate(raw_hands):
        try:
            hands.append(HandRecord(int(h["dealer"]), h.get("seed"),
                                    tuple(int(c) for c in h["deck"]),
                                    tuple(int(a) for a in h["actions"]),
                                    bool(h.get("first_of_match", True))))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"hand {i + 1} of the record is damaged: {exc!r}") from exc
    match = data.get("match")
    return GameRecord(rules, tuple(hands), match if isinstance(match, dict) else None)


def load(path: Path) -> GameRecord:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {exc}") from exc
    return parse(text)


def replay_hand(rules: Rules, hand: HandRecord) -> tuple[HandState, list[Event]]:
    """Re-deal and re-play one hand; returns the state and every event in order."""
    try:
        state = HandState.new(rules, deck=hand.deck, dealer=hand.dealer,
                              first_of_match=hand.first_of_match)
    except ValueError as exc:
        raise RecordError(f"the recorded deal is invalid: {exc}") from exc
    state.seed = hand.seed
    for n, action in enumerate(hand.actions):
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise RecordError(f"action {n + 1} ({describe(action)}) is illegal: {exc}") from exc
    return state, list(state.log)
