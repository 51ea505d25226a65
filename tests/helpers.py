"""Helpers to script exact deals in tests from readable card codes, and to assert refusals."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pytest

from game.cards import parse_code
from game.refusals import Why
from game.rules import Rules, preset
from game.state import HandState, IllegalActionError

if TYPE_CHECKING:
    from game.ai.agent import Agent


def deck_for(rules: Rules, dealt: dict[int, Sequence[str]], dealer: int,
             turned: str | None = None, stock_top: Sequence[str] = ()) -> list[int]:
    """A deck order that deals `dealt[seat]` (in order) and turns `turned`.

    `stock_top` are the next cards of the stock, drawn first; the rest follow in a fixed order.
    """
    n = rules.players
    first = (dealer + 1) % n
    order: list[int] = []
    for r in range(rules.hand_size):
        for i in range(n):
            order.append(parse_code(dealt[(first + i) % n][r]))
    if turned is not None:
        order.append(parse_code(turned))
    order += [parse_code(c) for c in stock_top]
    order += [c for c in rules.deck_cards() if c not in order]
    return order


def play(state: HandState, *codes: str) -> None:
    for c in codes:
        state.apply(parse_code(c))


def new_hand(rules: Rules, dealt: dict[int, Sequence[str]], dealer: int,
             turned: str | None = None, stock_top: Sequence[str] = ()) -> HandState:
    return HandState.new(rules, deck=deck_for(rules, dealt, dealer, turned, stock_top),
                         dealer=dealer)


def midgame(seed: int, stock_left: int) -> HandState:
    """A classic-2 hand played by Normale until `stock_left` cards remain in the stock."""
    from game.ai import make_agent

    agent = make_agent("normale")
    state = HandState.new(preset("classic-2"), seed=seed)
    rng = random.Random(seed)
    while len(state.stock) > stock_left and not state.is_over:
        state.apply(agent.choose(state.observe(state.turn), rng))
    return state


def midgame_choices_differ(plain: Agent, other: Agent, stock_left: int = 24,
                           deals: int = 12) -> int:
    """On the first decision at `stock_left` of `deals` midgame positions: how often `other`
    chooses another card than `plain` (same seed for both); each of its cards is legal."""
    differ = 0
    for seed in range(deals):
        state = midgame(seed, stock_left)
        obs = state.observe(state.turn)
        a = plain.choose(obs, random.Random(seed), None)
        b = other.choose(obs, random.Random(seed), None)
        assert b in obs.legal
        differ += a != b
    return differ


@contextmanager
def refused(why: Why, **values: object) -> Iterator[None]:
    """The block is refused for the rule `why` (with these `values` of its `Refusal`): tests
    assert the code, never the English text, which `tests/test_refusals.py` checks once."""
    with pytest.raises(IllegalActionError) as caught:
        yield
    refusal = caught.value.refusal
    assert refusal.why is why, f"refused for {refusal.why.name}, not {why.name}"
    for name, value in values.items():
        assert getattr(refusal, name) == value, (name, getattr(refusal, name), value)
