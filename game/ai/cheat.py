"""A deliberately CHEATING agent, kept for the honesty tests only: it reads the true state.

Never offer it to players. It exists so that a test can show that seeing the hidden cards
is worth a lot, and therefore that the fair levels, which cannot, really do not.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ai.agent import card_plays
from game.ai.levels import obs_rules_move
from game.ai.search import cards_left
from game.ai.solver import SearchLimitError, Solver
from game.ai.special import special_action
from game.observation import Observation
from game.state import HandState


class CheatAgent:
    name = "cheat"

    def __init__(self, truth: Callable[[], HandState], solve_cards: int = 18) -> None:
        self.truth = truth
        self.solve_cards = solve_cards

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        special = special_action(obs)
        if special is not None:
            return special
        plays = card_plays(obs)
        if len(plays) == 1:
            return plays[0]
        state = self.truth()
        if cards_left(obs) <= self.solve_cards:
            try:
                values = Solver(state, obs.seat, 2_000_000).root_values(plays)
                return max(plays, key=lambda m: values[m])
            except SearchLimitError:
                pass
        return obs_rules_move(obs, plays)
