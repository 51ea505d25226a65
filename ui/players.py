"""Computer players as the table sees them: a decision is started, polled, maybe cancelled.

The real agents come from `game.ai` (levels Principiante … Campione). Until that package is
present, a small built-in player keeps the table playable: it reads only the seat's
`Observation`, like every agent must.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from game import actions as A
from game.cards import SUIT_OF
from game.observation import Observation

Agent = Callable[[Observation, random.Random], int]


def _trick_winner(obs: Observation, cards: list[int]) -> int:
    """Index of the winning card among `cards` (played in order) under the hand's rules."""
    strength, trump = obs.rules.strength, obs.trump_suit
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if SUIT_OF[c] == SUIT_OF[b]:
            if strength[c] > strength[b]:
                best = i
        elif SUIT_OF[c] == trump:
            best = i
    return best


def heuristic_scores(obs: Observation) -> list[tuple[int, float]]:
    """Every legal action with a rough value (higher is better): the fallback's hints."""
    rules = obs.rules
    pts, strength = rules.points, rules.strength
    trick = [c for _, c in obs.trick]
    seats = [s for s, _ in obs.trick]
    partners = set(rules.partners_of(obs.seat))
    out: list[tuple[int, float]] = []
    for action in obs.legal:
        if not A.is_play(action):
            score = 5.0 if action == A.EXCHANGE_TRUMP else (0.0 if action == A.PASS else -1.0)
            out.append((action, score))
            continue
        is_trump = SUIT_OF[action] == obs.trump_suit
        cost = pts[action] + (6 if is_trump else 0) + strength[action] * 0.1
        if not trick:
            out.append((action, -cost))
            continue
        table = sum(pts[c] for c in trick)
        wins = _trick_winner(obs, [*trick, action]) == len(trick)
        partner_winning = seats[_trick_winner(obs, trick)] in partners
        if partner_winning:
            give = pts[action] * (-1.0 if is_trump else 1.0)
            out.append((action, give - strength[action] * 0.05))
        elif wins:
            out.append((action, table + pts[action] - cost * 0.5 + 1))
        else:
            out.append((action, -cost))
    out.sort(key=lambda a: -a[1])
    return out


def fallback_agent(level: str) -> Agent:
    """Beginner slips now and then; the others always take the heuristic's first choice."""
    slip = {"principiante": 0.3, "normale": 0.05}.get(level, 0.0)

    def choose(obs: Observation, rng: random.Random) -> int:
        ranked = heuristic_scores(obs)
        if rng.random() < slip:
            return rng.choice(ranked)[0]
        return ranked[0][0]

    return choose


def make_agent(level: str) -> Agent:
    return fallback_agent(level)


def rank_for_hint(obs: Observation) -> list[tuple[int, float]]:
    """The legal actions best first, for the hint button."""
    return heuristic_scores(obs)


class DecisionRunner:
    """Runs one decision at a time on a worker thread so the frame loop never waits."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        self._future: Future[int] | None = None

    def start(self, agent: Agent, obs: Observation, seed: int) -> None:
        self.cancel()
        self._future = self._pool.submit(agent, obs, random.Random(seed))

    @property
    def busy(self) -> bool:
        return self._future is not None

    def poll(self) -> int | None:
        """The chosen action once ready (then the runner is free again), else None."""
        f = self._future
        if f is None or not f.done():
            return None
        self._future = None
        return f.result()

    def wait(self) -> int:
        """Block for the answer: only for the headless smoke test and tests."""
        f = self._future
        assert f is not None
        self._future = None
        return f.result()

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def close(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
