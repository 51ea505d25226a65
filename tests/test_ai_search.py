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
                   deadline: float | None = None) -> dict[int, float]:
        calls.append(seat)
        time.sleep(0.02)
        return dict.fromkeys(plays, 0.5)

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
    small = midgame(4, 0)
    assert Solver(small, small.turn, 10**9, deadline=time.perf_counter() - 1.0).value() >= 0
