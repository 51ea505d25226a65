"""The search's exact-solve window and its time cap."""

from __future__ import annotations

import random
import time

import pytest

from game.ai import search
from game.ai.agent import card_plays
from game.ai.search import SearchSettings, search_values, solve_limit
from game.ai.solver import SearchLimitError, Solver
from game.rules import preset
from game.state import HandState
from tests.helpers import midgame


@pytest.mark.parametrize(("variant", "cards"), [
    ("classic-2", 12), ("classic-3", 12), ("classic-4", 16), ("briskula-dupla", 16),
    ("chiamata", 20), ("classic-6", 18), ("scoperta", 16),
])
def test_exact_window_is_a_number_of_tricks_per_table(variant: str, cards: int) -> None:
    obs = HandState.new(preset(variant), seed=1).observe(0)
    assert solve_limit(obs, SearchSettings()) == cards


def test_slow_worlds_cannot_stretch_a_decision_past_three_budgets(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def slow_world(world: HandState, seat: int, plays: list[int], settings: SearchSettings,
                   deadline: float | None = None, nodes_left: int | None = None
                   ) -> tuple[dict[int, float], int]:
        calls.append(seat)
        time.sleep(0.02)
        return dict.fromkeys(plays, 0.5), 10

    monkeypatch.setattr(search, "_solve_world", slow_world)
    state = midgame(3, 2)
    obs = state.observe(state.turn)
    plays = card_plays(obs)
    settings = SearchSettings(worlds=40, min_worlds=40, time_budget=0.01)
    values = search_values(obs, random.Random(1), settings, plays)
    assert set(values) == set(plays)
    assert 1 <= len(calls) <= 3  # not the 40 the minimum asks for


def test_solver_gives_up_past_its_deadline() -> None:
    state = midgame(4, 10)  # 16 cards left: thousands of nodes
    with pytest.raises(SearchLimitError):
        Solver(state, state.turn, 10**9, deadline=time.perf_counter() - 1.0).value()
    # The clock is read every 1024 nodes: a search smaller than that finishes, exactly.
    small = midgame(4, 0)
    late = Solver(small, small.turn, 10**9, deadline=time.perf_counter() - 1.0)
    assert late.value() == Solver(small, small.turn, 10**9).value() > 0
    assert late.nodes < 1024


def _play_out(level: str, variant: str, seed: int, budget: float) -> list[int]:
    from game.ai import make_agent

    agents = [make_agent(level), make_agent(level)]
    rngs = [random.Random(seed), random.Random(seed + 1)]
    state = HandState.new(preset(variant), seed=seed)
    actions: list[int] = []
    while not state.is_over:
        seat = state.turn
        action = agents[seat % 2].choose(state.observe(seat), rngs[seat % 2], budget)
        state.apply(action)
        actions.append(action)
    return actions


@pytest.mark.parametrize(("level", "variant"), [("esperto", "classic-2"),
                                                ("campione", "classic-2")])
def test_search_levels_play_the_same_game_however_slow_the_clock(
        monkeypatch: pytest.MonkeyPatch, level: str, variant: str) -> None:
    """Same seed, same moves: the second hand is given a 1 ms budget instead of 10 s and reads
    a clock that jumps 100 s at every look, so any time cut-off would fire at once."""
    first = _play_out(level, variant, 5, 10.0)
    looks = [0]

    def jumping() -> float:
        looks[0] += 1
        return 100.0 * looks[0]

    monkeypatch.setattr(time, "perf_counter", jumping)
    second = _play_out(level, variant, 5, 0.001)
    monkeypatch.undo()
    assert first == second


def test_the_node_budget_stops_sampling_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def counted(world: HandState, seat: int, plays: list[int], settings: SearchSettings,
                deadline: float | None = None, nodes_left: int | None = None
                ) -> tuple[dict[int, float], int]:
        calls.append(seat)
        return dict.fromkeys(plays, 0.5), 1_000

    monkeypatch.setattr(search, "_solve_world", counted)
    state = midgame(3, 2)
    obs = state.observe(state.turn)
    plays = card_plays(obs)
    search_values(obs, random.Random(1), SearchSettings(worlds=40, min_worlds=4,
                                                        node_budget=10_000), plays)
    assert len(calls) == 10
    calls.clear()
    search_values(obs, random.Random(1), SearchSettings(worlds=40, min_worlds=12,
                                                        node_budget=10_000), plays)
    assert len(calls) == 12  # never fewer worlds than the minimum


def test_worlds_that_give_up_still_count_against_the_node_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A position where every world's search gives up must not search all 40 worlds."""
    calls: list[int] = []

    def hopeless(world: HandState, seat: int, plays: list[int], settings: SearchSettings,
                 deadline: float | None = None, nodes_left: int | None = None
                 ) -> tuple[None, int]:
        calls.append(seat)
        assert nodes_left is not None and nodes_left > 0
        return None, min(30_000, nodes_left)

    monkeypatch.setattr(search, "_solve_world", hopeless)
    state = midgame(3, 2)
    obs = state.observe(state.turn)
    values = search_values(obs, random.Random(1), SearchSettings(worlds=40, node_budget=80_000),
                           card_plays(obs))
    assert values == {}  # the caller falls back to the rules player
    assert len(calls) == 6  # two node budgets: 160,000 nodes, the last world cut to 10,000
