"""Computer players as the table sees them: a decision is started, polled, maybe cancelled.

The agents are `game.ai`'s levels (Principiante … Campione); `game.ai.service.Decider` runs
each decision on a worker thread under a time budget, so the frame loop never waits. Hints
rank the legal actions with `game.ai.hints.rank_actions`, also off the frame loop.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Protocol

from game.ai import make_agent
from game.ai.hints import rank_actions
from game.ai.levels import level as level_entry
from game.ai.service import Decider
from game.observation import Observation


class Runner(Protocol):
    """What the table asks of whoever decides for its computer seats: the game's levels
    (`DecisionRunner`) or a tournament's players (`ui.tournament.watch.SeatPlayers`)."""

    problem: str | None

    def start(self, level: str, obs: Observation, seed: int, fast: bool = False) -> None: ...

    @property
    def busy(self) -> bool: ...

    def poll(self) -> int | None: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


class DecisionRunner:
    """One Decider per level, created on first use; one decision at a time."""

    def __init__(self) -> None:
        self._deciders: dict[str, Decider] = {}
        self._current: Decider | None = None
        self.problem: str | None = None  # why the last action was a safe stand-in, if it was

    def start(self, level: str, obs: Observation, seed: int, fast: bool = False) -> None:
        self.cancel()
        decider = self._deciders.get(level)
        if decider is None:
            decider = self._deciders[level] = Decider(make_agent(level))
        budget = 0.05 if fast else level_entry(level).budget
        decider.start(obs, random.Random(seed), budget)
        self._current = decider

    @property
    def busy(self) -> bool:
        return self._current is not None

    def poll(self) -> int | None:
        """The chosen action once ready (then the runner is free again), else None."""
        if self._current is None:
            return None
        action = self._current.poll()
        if action is not None:
            error = self._current.last_error
            self.problem = f"{type(error).__name__}: {error}" if error is not None else None
            self._current = None
        return action

    def cancel(self) -> None:
        if self._current is not None:
            self._current.cancel()
            self._current = None

    def close(self) -> None:
        self.cancel()


class HintRunner:
    """Ranks a seat's options on a worker thread; the table shows the answer when it comes."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")
        self._future: Future[list[tuple[int, float]]] | None = None
        self._for: tuple[int, ...] = ()

    def start(self, obs: Observation, seed: int) -> None:
        self._for = obs.legal
        self._future = self._pool.submit(rank_actions, obs, "normale", random.Random(seed))

    @property
    def busy(self) -> bool:
        return self._future is not None

    def idle(self) -> bool:
        return self._future is None

    def poll(self, legal: tuple[int, ...]) -> list[tuple[int, float]] | None:
        """The ranking once ready, if the position has not moved on meanwhile."""
        f = self._future
        if f is None or not f.done():
            return None
        self._future = None
        if legal != self._for:
            return None
        try:
            return f.result()
        except Exception:  # a failed hint is no reason to stop the game
            return None

    def close(self) -> None:
        self._future = None
        self._pool.shutdown(wait=False, cancel_futures=True)


def quick_choice(obs: Observation, rng: random.Random) -> int:
    """A decision on this thread with the rules player (screenshots and tools)."""
    return make_agent("normale").choose(obs, rng, 0.05)
