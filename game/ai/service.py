"""Decisions off the UI thread: start one, poll it every frame, cancel it at will.

The frame loop never waits. A decision runs in a daemon worker thread under a time budget
(the search levels stop sampling worlds when it is spent). Should a worker overrun its hard
deadline anyway, `poll` answers with the rules player's card, which costs well under a
millisecond, so the game goes on; a cancelled decision's late answer is simply dropped.
"""

from __future__ import annotations

import random
import threading
import time

from game.ai.agent import Agent, card_plays
from game.ai.levels import obs_rules_move
from game.ai.special import special_action
from game.observation import Observation

GRACE = 0.5  # seconds past the budget before poll() stops waiting for the worker


class Decider:
    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self._lock = threading.Lock()
        self._result: int | None = None
        self._error: BaseException | None = None
        self._token = 0
        self._obs: Observation | None = None
        self._deadline = 0.0

    def start(self, obs: Observation, rng: random.Random, budget: float = 1.0) -> None:
        """Begin deciding for `obs` (any earlier decision is cancelled)."""
        if not obs.legal:
            raise ValueError(f"seat {obs.seat} has nothing to decide now")
        with self._lock:
            self._token += 1
            token = self._token
            self._result, self._error, self._obs = None, None, obs
            self._deadline = time.monotonic() + budget * 2 + GRACE
        worker = threading.Thread(target=self._work, args=(token, obs, rng, budget),
                                  name=f"ai-decider-{obs.seat}", daemon=True)
        worker.start()

    def _work(self, token: int, obs: Observation, rng: random.Random, budget: float) -> None:
        try:
            action = self.agent.choose(obs, rng, budget)
            error: BaseException | None = None
        except Exception as exc:  # a broken agent must not take the game down
            action, error = None, exc
        with self._lock:
            if token == self._token and self._obs is not None:
                if action is not None and action not in obs.legal:
                    error = ValueError(f"agent {self.agent.name} chose illegal {action}")
                    action = None
                self._result, self._error = action, error

    def poll(self) -> int | None:
        """The chosen action once ready (or a safe fallback past the deadline), else None."""
        with self._lock:
            if self._obs is None:
                return None
            if self._result is not None:
                action = self._result
                self._obs = None
                return action
            if self._error is None and time.monotonic() < self._deadline:
                return None
            obs = self._obs
            self._obs = None
            self._token += 1
        return _safe_choice(obs)

    def cancel(self) -> None:
        """Forget the decision under way; its worker's answer will be ignored."""
        with self._lock:
            self._token += 1
            self._obs = None
            self._result = None

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._obs is not None

    @property
    def last_error(self) -> BaseException | None:
        return self._error


def _safe_choice(obs: Observation) -> int:
    special = special_action(obs)
    if special is not None:
        return special
    plays = card_plays(obs)
    return obs_rules_move(obs, plays) if plays else obs.legal[0]
