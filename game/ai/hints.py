"""Ranked options for a seat, for the UI's hint button and the post-hand review."""

from __future__ import annotations

import random

from game import actions as A
from game.ai.levels import level as level_entry
from game.ai.search import SearchSettings, search_values
from game.ai.special import special_action
from game.observation import Observation


def rank_actions(obs: Observation, level: str, rng: random.Random) -> list[tuple[int, float]]:
    """Legal actions, best first, each with an estimate of the seat's chance to win the hand
    (ties count ½; with three or more teams, its expected share of the points plus ½ for a
    win). Non-card actions get no estimate of their own: the level's choice scores 1. How
    hard it thinks is the level entry's `hints` (`game.ai.levels.LEVELS`)."""
    if not obs.legal:
        return []
    settings = level_entry(level).hints
    plays = [a for a in obs.legal if A.is_play(a)]
    if not plays:
        pick = special_action(obs)
        return [(a, 1.0 if a == pick else 0.0) for a in obs.legal]
    est = SearchSettings(worlds=settings.worlds, min_worlds=settings.min_worlds,
                         time_budget=settings.time_budget, rollouts=True, point_weight=0.0)
    values = search_values(obs, rng, est, plays)
    if not values:
        values = dict.fromkeys(plays, 0.5)
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    others = [(a, 0.0) for a in obs.legal if not A.is_play(a)]
    return ranked + others
