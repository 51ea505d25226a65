"""Decisions off the UI thread, and the hint ranking."""

from __future__ import annotations

import random
import threading
import time

from game.ai import make_agent
from game.ai.hints import rank_actions
from game.ai.service import Decider
from game.observation import Observation
from game.rules import preset
from game.state import HandState


class SlowAgent:
    """Blocks until released, like a long search."""

    name = "slow"

    def __init__(self) -> None:
        self.release = threading.Event()

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        self.release.wait(5)
        return obs.legal[-1]


def _obs() -> Observation:
    state = HandState.new(preset("classic-2"), seed=11)
    obs: Observation = state.observe(state.turn)
    return obs


def test_poll_never_blocks_and_returns_the_agents_choice() -> None:
    agent = SlowAgent()
    decider = Decider(agent)
    obs = _obs()
    decider.start(obs, random.Random(1), budget=2.0)
    # The agent is blocked until released: a poll that waited for it would get its card (after
    # 5 s), so None proves poll() did not wait. No stopwatch: it fails on a loaded machine.
    assert decider.poll() is None
    assert decider.busy
    agent.release.set()
    deadline = time.monotonic() + 3
    action = None
    while action is None and time.monotonic() < deadline:
        action = decider.poll()
        time.sleep(0.005)
    assert action == obs.legal[-1]
    assert not decider.busy


def test_cancelled_decision_is_dropped() -> None:
    agent = SlowAgent()
    decider = Decider(agent)
    decider.start(_obs(), random.Random(1), budget=2.0)
    decider.cancel()
    agent.release.set()
    time.sleep(0.1)
    assert decider.poll() is None and not decider.busy


def test_overrunning_agent_gets_a_legal_fallback_after_the_deadline() -> None:
    agent = SlowAgent()
    decider = Decider(agent)
    obs = _obs()
    decider.start(obs, random.Random(1), budget=0.01)
    time.sleep(0.6)
    action = decider.poll()
    agent.release.set()
    assert action in obs.legal


def test_search_level_decides_through_the_service() -> None:
    decider = Decider(make_agent("esperto"))
    obs = _obs()
    decider.start(obs, random.Random(2), budget=0.2)
    action = None
    deadline = time.monotonic() + 3
    while action is None and time.monotonic() < deadline:
        action = decider.poll()
        time.sleep(0.01)
    assert action in obs.legal


def test_hints_rank_every_legal_card_best_first() -> None:
    state = HandState.new(preset("classic-2"), seed=5)
    rng = random.Random(3)
    while state.stock:  # late in the hand the estimates come from exact search
        state.apply(state.legal_actions()[0])
    obs = state.observe(state.turn)
    ranked = rank_actions(obs, "expert", rng)
    assert sorted(a for a, _ in ranked) == sorted(obs.legal)
    values = [v for _, v in ranked]
    assert values == sorted(values, reverse=True)
    assert all(0.0 <= v <= 1.0 for v in values)
