"""The invariant checker catches a corrupted state (so `simulate` can be trusted)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.invariants import InvariantError, check
from game.rules import preset
from game.simulate import random_playout, simulate
from game.state import HandState, Phase


def _mid() -> HandState:
    state = HandState.new(preset("classic-2"), seed=2)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    return state


def _dup(s: HandState) -> None:
    s.hands[0].append(s.stock[-1])


def _lose(s: HandState) -> None:
    s.stock.pop()


def _points(s: HandState) -> None:
    s.points[0] += 1


def _trump(s: HandState) -> None:
    s.stock[0], s.stock[-1] = s.stock[-1], s.stock[0]


def _uneven(s: HandState) -> None:
    s.stock.append(s.hands[0].pop())


def _twice(s: HandState) -> None:
    t = s.tricks[0]
    s.tricks.append(t)


@pytest.mark.parametrize("corrupt", [_dup, _lose, _points, _trump, _uneven, _twice])
def test_check_detects_corruption(corrupt: Callable[[HandState], None]) -> None:
    state = _mid()
    check(state)
    corrupt(state)
    with pytest.raises(InvariantError):
        check(state)


def test_check_detects_wrong_totals_and_cards_left_at_the_end() -> None:
    state = HandState.new(preset("classic-2"), seed=2)
    random_playout(state, random.Random(1))
    check(state)
    state.points[1] -= 1
    with pytest.raises(InvariantError, match="points"):
        check(state)
    early = _mid()
    early.phase = Phase.OVER
    with pytest.raises(InvariantError, match="unplayed"):
        check(early)


def test_simulate_reports_hands_and_calls_back() -> None:
    seen: list[int] = []
    report = simulate(preset("classic-3"), 20, 4, on_hand=lambda s: seen.append(len(s.tricks)))
    assert seen == [13] * 20 and report.hands == 20
    assert sum(report.team_wins) + report.ties + report.replays == 20
