"""Esperto's early game: the hand-written evaluation and the lookahead it judges."""

from __future__ import annotations

import random

from game.ai import make_agent
from game.ai.evaluation import card_value, win_estimate
from game.ai.levels import SearchAgent, obs_rules_move
from game.ai.lookahead import heuristic_judge, lookahead_values
from game.ai.search import SearchSettings
from game.cards import parse_code
from tests.helpers import midgame


def test_trumps_outrank_plain_cards_and_the_trump_ace_is_worth_most() -> None:
    trump = 0  # Coppe
    ace, three, two = parse_code("AC"), parse_code("3C"), parse_code("2C")
    assert card_value(ace, trump) > card_value(three, trump) > card_value(two, trump)
    assert card_value(two, trump) > card_value(parse_code("AS"), trump)
    assert card_value(parse_code("AS"), trump) > card_value(parse_code("2S"), trump)


def test_estimate_rises_with_points_taken_and_with_a_better_hand() -> None:
    state = midgame(4, 20)
    seat = state.turn
    base = win_estimate(state, seat)
    richer = state.clone()
    richer.points[seat] += 10
    assert win_estimate(richer, seat) > base
    trump = state.trump_suit
    assert trump is not None
    swapped = state.clone()
    mine, theirs = swapped.hands[seat], swapped.hands[1 - seat]
    i = min(range(len(mine)), key=lambda k: card_value(mine[k], trump))
    j = max(range(len(theirs)), key=lambda k: card_value(theirs[k], trump))
    assert card_value(theirs[j], trump) > card_value(mine[i], trump)  # a swap that helps
    mine[i], theirs[j] = theirs[j], mine[i]
    assert win_estimate(swapped, seat) > base
    assert 0.0 < base < 1.0


def test_estimate_is_exact_once_the_hand_is_over() -> None:
    state = midgame(5, 0)
    agent = make_agent("normale")
    rng = random.Random(5)
    while not state.is_over:
        state.apply(agent.choose(state.observe(state.turn), rng))
    winner = state.result().winner
    for seat in (0, 1):
        expected = 0.5 if winner is None else float(winner == seat)
        assert win_estimate(state, seat) == expected


def test_lookahead_judges_every_card_on_the_same_worlds() -> None:
    state = midgame(6, 24)
    obs = state.observe(state.turn)
    values = lookahead_values(obs, random.Random(1), heuristic_judge, list(obs.legal), 12)
    assert sorted(values) == sorted(obs.legal)
    assert all(0.0 <= v <= 1.0 for v in values.values())
    again = lookahead_values(obs, random.Random(1), heuristic_judge, list(obs.legal), 12)
    assert values == again


def test_esperto_departs_from_the_rules_early_and_only_with_its_lookahead_on() -> None:
    plain = SearchAgent(SearchSettings(lookahead_worlds=0))
    expert = SearchAgent()
    differs = 0
    for seed in range(30):
        state = midgame(seed, 20)
        obs = state.observe(state.turn)
        plays = list(obs.legal)
        rules_card = obs_rules_move(obs, plays)
        assert plain.choose(obs, random.Random(seed)) == rules_card
        differs += expert.choose(obs, random.Random(seed)) != rules_card
    assert 0 < differs < 30
