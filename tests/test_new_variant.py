"""docs/variants.md's worked example, proved: a plain trick-taking variant is one catalogue
entry. The entry is added to the catalogue for these tests only, so the game's own list stays as
RULES.md says; the checks are the ones every real entry gets from the tests parametrised over
`PRESETS`."""

from __future__ import annotations

import random
from collections.abc import Iterator
from types import MappingProxyType

import pytest

from game import catalogue as C
from game.invariants import check
from game.match import Match, MatchFormat, default_format
from game.record import GameRecord, HandRecord, parse
from game.rules import RulesError, rules_of
from game.state import HandState

# The worked example of docs/variants.md: two players, five cards in hand, a turned trump.
FIVE = C.Variant(
    "classic-2-five", "Classica a 2, cinque carte", "Classic for 2, five cards", "§2",
    (C.Table(2, "alone"),), settings=(("hand_size", 5),), options=C.TURNED,
    match=C.MatchDefault("best-of", 3))
LOCAL = (*C.VARIANTS, FIVE)


@pytest.fixture(autouse=True)
def in_catalogue(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The catalogue holds the entry while a test runs, as it would after the one-line edit."""
    monkeypatch.setattr(C, "_BY_KEY", MappingProxyType({v.key: v for v in LOCAL}))
    yield


def test_outside_the_catalogue_the_entry_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.undo()
    with pytest.raises(RulesError, match="unknown variant 'classic-2-five'; known: classic-2"):
        rules_of(FIVE)


def test_the_entry_builds_rules_from_its_data_alone() -> None:
    rules = rules_of(FIVE)
    assert (rules.variant, rules.players, rules.hand_size, rules.trump) == (
        "classic-2-five", 2, 5, "turned")
    assert rules.teams == ((0,), (1,)) and not rules.hooks.bidding and not rules.hooks.talk
    assert [v.key for v in LOCAL].count("classic-2-five") == 1
    with pytest.raises(RulesError, match="is for 2 players"):
        rules_of(FIVE, players=4)
    for option in FIVE.options:
        for value in option.values:
            extra = {"deck": "french"} if option.key == "queen_jack" else {}
            assert getattr(rules_of(FIVE, **{option.key: value}, **extra), option.key) == value


@pytest.mark.parametrize("seed", range(6))
def test_its_hands_keep_every_invariant_and_replay(seed: int) -> None:
    rules = rules_of(FIVE, tie_policy="last-trick", trump_exchange_rank=2)
    state = HandState.new(rules, seed=seed, dealer=seed % 2)
    assert [len(h) for h in state.hands] == [5, 5]
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        check(state)
    assert len(state.tricks) == 20 and sum(state.points) == 120
    record = GameRecord(rules, (HandRecord.of(state),))
    assert parse(record.to_json()).hands[0].actions == tuple(state.actions)


def test_its_match_is_played_with_the_usual_machinery() -> None:
    rules = rules_of(FIVE)
    usual = FIVE.match
    assert default_format(rules) == MatchFormat(usual.kind, usual.target)
    match = Match(rules, MatchFormat(usual.kind, usual.target), seed=3)
    rng = random.Random(3)
    while not match.is_over:
        hand = match.new_hand()
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))
        match.record(hand)
    assert max(match.hands_won()) == 2
