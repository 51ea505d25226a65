"""The five levels. Each reads only its seat's `Observation` and its own `random.Random`."""

from __future__ import annotations

import random

from game import actions as A
from game.ai.agent import card_plays, special_action
from game.ai.rules_player import rules_move
from game.ai.search import SearchSettings, search_values, tricks_left
from game.ai.tables import mask_of, tables
from game.ai.world import current_order, hidden_pool
from game.observation import Observation


class RandomAgent:
    name = "random"

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        return obs.legal[rng.randrange(len(obs.legal))]


def obs_rules_move(obs: Observation, plays: list[int], counting: bool = True) -> int:
    """The rules player's card for this seat, from the observation alone."""
    rules = obs.rules
    t = tables(rules)
    order = current_order(obs)
    later = order[len(obs.trick) + 1:]
    team = rules.team_of(obs.seat)
    later_opp = any(rules.team_of(s) != team for s in later)
    partner_winning = False
    if obs.trick:
        from game.ai.tables import beats

        trump = -1 if obs.trump_suit is None else obs.trump_suit
        win_seat, best = obs.trick[0]
        for s, c in obs.trick[1:]:
            if beats(t, best, trump, c):
                win_seat, best = s, c
        partner_winning = rules.team_of(win_seat) == team
    if counting:
        out = t.deck_mask & ~mask_of(obs.hand) & ~mask_of(obs.played_cards())
        for p in rules.partners_of(obs.seat):
            out &= ~mask_of(obs.known[p])
    else:
        out = t.deck_mask
    trump = -1 if obs.trump_suit is None else obs.trump_suit
    return rules_move(t, plays, [s for s, _ in obs.trick], [c for _, c in obs.trick], trump,
                      out, obs.stock_size if counting else 40, later_opp, partner_winning)


class BeginnerAgent:
    """Greedy play without counting, with human-like slips (ε = 0.3)."""

    name = "principiante"
    slip = 0.22

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        special = special_action(obs)
        if special is not None and rng.random() > self.slip:
            return special
        plays = card_plays(obs) or list(obs.legal)
        if len(plays) == 1 or not A.is_play(plays[0]):
            return plays[0]
        if rng.random() < self.slip:
            return plays[rng.randrange(len(plays))]
        return obs_rules_move(obs, plays, counting=False)


class RulesAgent:
    """Normale: the expert rules with card counting, and an exact solve once nothing (or
    almost nothing) is hidden."""

    name = "normale"
    exact_pool = 4

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        special = special_action(obs)
        if special is not None:
            return special
        plays = card_plays(obs)
        if len(plays) == 1:
            return plays[0]
        if obs.stock_size <= 2 and len(hidden_pool(obs)) <= self.exact_pool:
            values = search_values(obs, rng, SearchSettings(worlds=6, rollouts=False,
                                                            time_budget=0.05), plays)
            if values:
                return max(plays, key=lambda m: values[m])
        return obs_rules_move(obs, plays)


class SearchAgent:
    """Esperto: PIMC over honest worlds, rules rollouts early, exact search late."""

    name = "esperto"

    def __init__(self, settings: SearchSettings | None = None) -> None:
        self.settings = settings or SearchSettings()

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        special = special_action(obs)
        if special is not None:
            return special
        plays = card_plays(obs)
        if len(plays) == 1:
            return plays[0]
        settings = self.settings
        if not settings.rollouts and tricks_left(obs) > settings.solve_tricks:
            return obs_rules_move(obs, plays)
        if budget is not None:
            settings = settings.with_budget(budget)
        values = search_values(obs, rng, settings, plays)
        if not values:
            return obs_rules_move(obs, plays)
        if settings.rules_bonus and tricks_left(obs) > settings.solve_tricks:
            values[obs_rules_move(obs, plays)] += settings.rules_bonus
        return max(plays, key=lambda m: values[m])


class ChampionAgent(SearchAgent):
    """Campione: the search with the learned network (see `game.ai.net`)."""

    name = "campione"

    def __init__(self) -> None:
        super().__init__(SearchSettings(worlds=40, time_budget=0.26, use_net=True))
