"""Information-set MCTS in Campione's early game (`ismcts`, a tunable that is off)."""

from __future__ import annotations

import random

import pytest

from game.ai.agent import card_plays
from game.ai.ismcts import ismcts_values
from game.ai.levels import ChampionAgent
from game.ai.lookahead import lookahead_values, net_judge
from game.ai.net import load
from game.state import HandState
from tests.helpers import midgame, midgame_choices_differ
from tests.test_ai_honesty import (
    _early_classic2,
    _same_card_on_twins,
    _small_champion,
    permuted,
    positions,
)


def _points(state: HandState, seat: int, seen: list[int]) -> float:
    return state.points[seat] / 120


@pytest.mark.parametrize("seed", [3, 8])
def test_one_trick_against_the_rules_estimates_what_the_lookahead_does(seed: int) -> None:
    """With one trick and the rules player answering, the tree's mean for a card and the
    lookahead's mean over worlds estimate the same thing: the judged position after the
    trick, over the seat's honest worlds."""
    state = midgame(seed, 26)
    obs = state.observe(state.turn)
    plays = card_plays(obs)
    tree = ismcts_values(obs, random.Random(1), _points, plays, 1500, tricks=1,
                         opponent="rules")
    flat = lookahead_values(obs, random.Random(2), _points, plays, 500)
    for m in plays:
        assert tree[m] == pytest.approx(flat[m], abs=0.02)


def test_the_tree_reaches_the_horizon_and_no_further() -> None:
    state = midgame(4, 24)
    obs = state.observe(state.turn)
    start = len(obs.played_cards())
    depths: list[int] = []

    def judge(st: HandState, seat: int, seen: list[int]) -> float:
        assert not st.trick_cards  # leaves are trick boundaries
        depths.append(len(seen) - start)
        return _points(st, seat, seen)

    for tricks in (1, 2, 3):
        depths.clear()
        ismcts_values(obs, random.Random(5), judge, card_plays(obs), 400, tricks=tricks)
        assert max(depths) <= 2 * tricks
        if tricks < 3:  # 400 iterations fill the draws' branches too thinly for a third
            assert max(depths) == 2 * tricks
        assert min(depths) == 2 - len(obs.trick)  # a new card: the trick finished, judged


def test_values_read_only_the_seats_view() -> None:
    """Moving the cards the seat cannot see changes no card's value: every world is drawn
    from the observation, and the tree's nodes are the seat's own views."""
    net = load()
    assert net is not None
    judge = net_judge(net)
    for seed in (2, 6, 9):
        state = midgame(seed, 22)
        seat = state.turn
        twin = permuted(state, seat, random.Random(seed))
        assert twin.hands != state.hands
        plays = card_plays(state.observe(seat))
        values = [ismcts_values(s.observe(seat), random.Random(7), judge, plays, 300)
                  for s in (state, twin)]
        assert values[0] == values[1]


def _champion(iterations: int) -> ChampionAgent:
    agent = _small_champion()
    agent.ismcts = iterations
    return agent


def test_campione_with_ismcts_does_not_depend_on_hidden_cards() -> None:
    _same_card_on_twins(_champion(150), _early_classic2(24, 53))


def test_campione_with_ismcts_plays_other_cards_sometimes() -> None:
    assert midgame_choices_differ(_champion(0), _champion(300)) > 0


def test_ismcts_is_for_two_players_only() -> None:
    """Its other seat answers against this one: at classic-4 a partner would too, so there
    the setting is ignored and Campione plays its classic-4 lookahead."""
    plain, tree = _champion(0), _champion(50)
    chosen = 0
    for k, state in enumerate(positions("classic-4", 6, 54)):
        obs = state.observe(state.turn)
        if len(card_plays(obs)) > 1:
            assert tree.choose(obs, random.Random(k), None) == \
                plain.choose(obs, random.Random(k), None)
            chosen += 1
    assert chosen >= 3
