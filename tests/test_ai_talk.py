"""AI partners talk only through the channels the rules open and obey their partner's orders."""

from __future__ import annotations

import random

import pytest

from game.ai import make_agent
from game.ai.talk_ai import ORDER_BASE, TRUMP_HIGH, TRUMP_LOW
from game.cards import SUIT_OF
from game.rules import preset
from game.state import HandState


def _ordered_position(order: int, seed: int) -> tuple[HandState, int] | None:
    """Play randomly until a seat orders its partner (who plays later in the trick), then
    bring the game to the partner's turn."""
    rules = preset("classic-4", communication="conversation")
    rng = random.Random(seed)
    state = HandState.new(rules, seed=seed)
    while not state.is_over:
        seat = state.turn
        partner = rules.partners_of(seat)[0]
        action = ORDER_BASE + order
        if (state.tricks and len(state.trick_cards) <= 1 and action in state.legal_actions()
                and partner in state.order[state.pos + 1:]):
            state.apply(action)
            while state.turn != partner:
                plays = [a for a in state.legal_actions() if 0 <= a < 52]
                state.apply(plays[rng.randrange(len(plays))])
            return state, partner
        plays = [a for a in state.legal_actions() if 0 <= a < 52]
        state.apply(plays[rng.randrange(len(plays))])
    return None


@pytest.mark.parametrize("level", ["normale", "esperto"])
@pytest.mark.parametrize("order", [TRUMP_LOW, TRUMP_HIGH])
def test_partner_order_is_obeyed_when_a_card_fits(level: str, order: int) -> None:
    agent = make_agent(level)
    checked = 0
    for seed in range(40):
        found = _ordered_position(order, seed)
        if found is None:
            continue
        state, seat = found
        obs = state.observe(seat)
        trumps = [c for c in obs.legal if 0 <= c < 52 and SUIT_OF[c] == obs.trump_suit]
        if not trumps:
            continue
        strength = obs.rules.strength
        want = (min if order == TRUMP_LOW else max)(trumps, key=lambda c: strength[c])
        assert agent.choose(obs, random.Random(0)) == want
        checked += 1
    assert checked >= 3


def test_no_talk_where_the_rules_open_no_channel() -> None:
    agent = make_agent("esperto")
    state = HandState.new(preset("classic-4"), seed=3)
    rng = random.Random(1)
    while not state.is_over:
        action = agent.choose(state.observe(state.turn), rng)
        assert 0 <= action < 52
        state.apply(action)


def test_questions_are_asked_once_and_answers_become_known_cards() -> None:
    rules = preset("classic-4", communication="conversation")
    agent = make_agent("normale")
    state = HandState.new(rules, seed=8)
    rng = random.Random(2)
    asked: list[tuple[int, int]] = []
    while not state.is_over:
        seat = state.turn
        action = agent.choose(state.observe(seat), rng)
        if not 0 <= action < 52:
            asked.append((seat, action))
        state.apply(action)
    assert asked and len(asked) == len(set(asked))  # each question once per seat
    assert any(e.answer for e in state.talk.entries)
