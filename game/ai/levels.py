"""The AI levels: each entry of `LEVELS` holds its words, its agent and its hint settings.

As OpenSpiel registers a game's description with its factory, a level's entry and the class
that plays it stand together here, so nothing anywhere dispatches on a level's name: menus,
the command line, tournaments, statistics and the hint button all ask `level(name)`, which
fails loudly for a name it does not hold. A new level is one class and one entry (see
docs/ai.md, "A new level"). Each agent reads only its seat's `Observation` and its own
`random.Random`.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from game import actions as A
from game.ai.agent import Agent, UnknownAgentError, card_plays
from game.ai.bidding import BOLD_RISK, bidding_action, net_odds
from game.ai.ismcts import ismcts_values
from game.ai.lookahead import (
    deep_judge,
    heuristic_judge,
    learned_judge,
    lookahead_values,
    policy_rollout,
)
from game.ai.net import load_call, supported_call
from game.ai.net import supported as lookahead_supported
from game.ai.policy import card_probs, policy_for, reply_model
from game.ai.reader import load_reader, reader_sampler
from game.ai.rules_player import rules_move
from game.ai.search import NO_CLOCK, SearchSettings, cards_left, search_values, solve_limit
from game.ai.sides import view_sides
from game.ai.special import special_action
from game.ai.tables import beats, mask_of, tables
from game.ai.talk_ai import obey
from game.ai.world import Sampler, current_order, hidden_pool
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
    sides = view_sides(obs)
    team = sides[obs.seat]
    later_opp = any(sides[s] != team for s in later)
    partner_winning = False
    if obs.trick:
        trump = -1 if obs.trump_suit is None else obs.trump_suit
        win_seat, best = obs.trick[0]
        for s, c in obs.trick[1:]:
            if beats(t, best, trump, c):
                win_seat, best = s, c
        partner_winning = sides[win_seat] == team
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
    """Greedy rules without card counting, with human-like slips: 22 % of its cards are
    random (about 30 % of games against Normale, 78 % against random)."""

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
        ordered = obey(obs, plays)
        return ordered if ordered is not None else obs_rules_move(obs, plays, counting=False)


def _obvious(obs: Observation) -> tuple[int | None, list[int]]:
    """A non-card action, the only card, or the partner's order to obey; else the card plays.

    Every level past Principiante starts its decision the same way, so it lives once here.
    """
    special = special_action(obs)
    if special is not None:
        return special, []
    plays = card_plays(obs)
    if len(plays) == 1:
        return plays[0], plays
    return obey(obs, plays), plays


class RulesAgent:
    """Normale: the expert rules with card counting, and an exact solve once the stock is
    empty (two players then know every card; with more, once at most four are unseen)."""

    name = "normale"
    exact_pool = 4

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        action, plays = _obvious(obs)
        if action is not None:
            return action
        if obs.stock_size == 0 and len(hidden_pool(obs)) <= self.exact_pool:
            # No clock: on a loaded machine a time cut-off searched fewer worlds and the same
            # seed played differently (tournaments replay AI matches). The solver's node
            # limit bounds each world instead.
            values = search_values(obs, rng, SearchSettings(worlds=6, min_worlds=6,
                                                            rollouts=False,
                                                            time_budget=NO_CLOCK), plays)
            if values:
                return max(plays, key=lambda m: values[m])
        return obs_rules_move(obs, plays)


class SearchAgent:
    """Esperto: PIMC over honest worlds. Early on, one trick of lookahead judged by a
    hand-written evaluation (`game.ai.evaluation`); late, exact search on each world.

    It does a fixed amount of work (worlds, solver nodes) and never reads the clock, so the
    same seed plays the same game however loaded the machine: `budget` is not used. At the
    table `service.Decider` still answers with the rules player if a decision overruns.
    """

    name = "esperto"
    bid_deals = 16  # simulated deals per auction decision (Normale: 6)
    # Settings the paired arena may change (`tuned_agent`), besides the search settings'
    # fields: name -> the words it accepts (empty: a number or a truth value, as its default).
    tunables: Mapping[str, tuple[str, ...]] = MappingProxyType({})

    def __init__(self, settings: SearchSettings | None = None) -> None:
        self.settings = settings or SearchSettings()

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        bid = self._bid(obs, rng)
        if bid is not None and bid in obs.legal:
            return bid
        action, plays = _obvious(obs)
        if action is not None:
            return action
        settings = self._settings(obs)
        early = cards_left(obs) > solve_limit(obs, settings)
        if early and settings.lookahead_worlds and self._looks_ahead(obs):
            return self._lookahead(obs, rng, plays, settings)
        if not settings.rollouts and early:
            return obs_rules_move(obs, plays)
        values = search_values(obs, rng, settings, plays, self._sampler(obs, early=False))
        if not values:
            return obs_rules_move(obs, plays)
        if settings.rules_bonus:
            values[obs_rules_move(obs, plays)] += settings.rules_bonus
        return max(plays, key=lambda m: values[m])

    def _settings(self, obs: Observation) -> SearchSettings:
        """The search settings for this table (Campione's differ at two players)."""
        return self.settings

    def _bid(self, obs: Observation, rng: random.Random) -> int | None:
        """The auction or call decision (None outside them), by simulated deals."""
        return bidding_action(obs, rng, self.bid_deals, BOLD_RISK)

    def _sampler(self, obs: Observation, early: bool) -> Sampler | None:
        """Worlds drawn otherwise than uniformly (Campione's hand reader); None: as ever."""
        return None

    def _looks_ahead(self, obs: Observation) -> bool:
        """The hand-written evaluation judges two-player positions only."""
        return lookahead_supported(obs.rules)

    def _lookahead(self, obs: Observation, rng: random.Random, plays: list[int],
                   settings: SearchSettings) -> int:
        values = lookahead_values(obs, rng, heuristic_judge, plays, settings.lookahead_worlds)
        return max(plays, key=lambda m: values[m])


class ChampionAgent(SearchAgent):
    """Campione: Esperto's skeleton with the learned value network as the early judge (more
    worlds; the rules' card wins ties and near-ties); at classic-2 its worlds are dealt by the
    hand reader (`game.ai.reader`) while the stock lasts; in other two-player endgames (or
    without the reader's file) they are weighted by the opponent's recent plays
    (`game.ai.inference`). At classic-4, where Esperto plays the
    rules until its exact window, Campione looks one trick ahead there with the classic-4
    network (`net.load_4`); at Chiamata likewise with its own (`net.load_call`), which also
    judges its calls."""

    name = "campione"
    # 0.03 suited the first network (trained on rules-player self-play); the one trained on
    # searching self-play is trusted more: 0.01 gave 56.8 % v Esperto, 0.03 54.5 % (docs/ai.md)
    net_margin = 0.01
    # Chiamata: the network's chance below which it passes. Passing is worth about −0.2 game
    # points a hand, a call made with chance p 2(2p − 1): they break even near 0.45.
    call_risk = 0.45
    # Classic-2's early tricks (stock of at least `policy_stock` cards): the policy network's
    # probability of each card, times `policy_weight`, is added to its judged P(win), a prior
    # that separates cards the one-trick lookahead judges alike (docs/ai.md has the arena).
    policy_weight = 0.02
    policy_stock = 16
    # Classic-2: who answers Campione's leads in the lookahead's worlds. "rules": the rules
    # player; "policy": the policy network's likeliest card from the opponent's view in that
    # world; "spread": each card the policy would play, its outcome weighted by its chance.
    reply = "rules"
    # Classic-2: whose worlds the opponent's hidden cards come from. "off": uniform worlds
    # (and the endgame's inference); "lookahead": the hand reader's (`game.ai.reader`) in
    # the one-trick lookahead; "both": there and in the exact search while the stock lasts
    # (+3.77 score points a game over "off" on 1,200 fresh deals v Esperto: docs/ai.md).
    reader = "both"
    # The reader's weights to this power in the worlds (1: as it reads them).
    reader_sharpness = 1.0
    tunables: Mapping[str, tuple[str, ...]] = MappingProxyType({
        "net_margin": (), "call_risk": (), "policy_weight": (), "policy_stock": (),
        "reply": ("rules", "policy", "spread"), "reader": ("off", "lookahead", "both"),
        "reader_sharpness": (), "endgame_points": (),
        "policy_weight_call": (), "policy_tricks_call": (), "rollout_tricks": (),
        "deep_worlds": (), "ismcts": (), "ismcts_tricks": (), "ismcts_explore": (),
        "ismcts_opponent": ("tree", "rules")})
    # Chiamata's lookahead tricks (the first four): the Chiamata policy's probability of each
    # card times `policy_weight_call` is added likewise; in the first `policy_tricks_call`
    # tricks the policy alone chooses (docs/ai.md has every setting measured).
    policy_weight_call = 0.0
    policy_tricks_call = 0
    # Classic-2's lookahead: after the trick, the policy plays this many more tricks in both
    # seats of each world before the value network judges (`lookahead.policy_rollout`).
    rollout_tricks = 0
    # Classic-2's lookahead: each position after the trick judged by Campione's own one-trick
    # lookahead from there on this many fresh worlds (`lookahead.deep_judge`); 0: the network.
    deep_worlds = 0
    # Classic-2's early game by information-set MCTS instead (`game.ai.ismcts`): this many
    # iterations over `ismcts_tricks` tricks, the network judging the leaves; 0: the lookahead.
    ismcts = 0
    ismcts_tricks = 2
    ismcts_explore = 0.4
    ismcts_opponent = "tree"
    # Two players: the exact search's worth of a card in a world is the win plus this weight
    # times the card-point margin (0: "can we still win?" alone, Esperto's), so a hand already
    # won or lost is still played for every point: +4.45 card points a game against Esperto,
    # the score level (-0.04), on 1,200 fresh deals (docs/ai.md). Not at bigger tables, where
    # exact values cost ~5x the nodes of the win-only search and the window is wider.
    endgame_points = 0.2

    def __init__(self) -> None:
        super().__init__(SearchSettings(inference=True, lookahead_worlds=40))

    def _settings(self, obs: Observation) -> SearchSettings:
        if obs.rules.players != 2 or not self.endgame_points:
            return self.settings
        return dataclasses.replace(self.settings, win_only=False,
                                   point_weight=self.endgame_points)

    def _bid(self, obs: Observation, rng: random.Random) -> int | None:
        """Chiamata's calls judged by its network where it can be read; else as Esperto."""
        net = load_call() if supported_call(obs.rules) else None
        if net is None:
            return super()._bid(obs, rng)
        return bidding_action(obs, rng, self.bid_deals, self.call_risk, net_odds(net))

    def _sampler(self, obs: Observation, early: bool) -> Sampler | None:
        """The hand reader's worlds where `reader` asks for them (the exact search's only while
        the stock lasts: after it every card is known), None where it has nothing to read or
        its weights cannot be read."""
        if self.reader == "off" or not (early or (self.reader == "both" and obs.stock_size)):
            return None
        net = load_reader()
        return reader_sampler(net, obs, self.reader_sharpness) if net is not None else None

    def _looks_ahead(self, obs: Observation) -> bool:
        """Classic-2 as Esperto (its network, or the evaluation if that is missing); classic-4
        and Chiamata only with their networks: without them Campione plays there as Esperto
        (the rules early)."""
        return lookahead_supported(obs.rules) or learned_judge(obs.rules) is not None

    def _lookahead(self, obs: Observation, rng: random.Random, plays: list[int],
                   settings: SearchSettings) -> int:
        judge = learned_judge(obs.rules)
        if judge is None:  # the classic-2 weights are missing: play as Esperto
            return super()._lookahead(obs, rng, plays, settings)
        if supported_call(obs.rules):
            weight = self.policy_weight_call
            alone = len(obs.tricks) < self.policy_tricks_call
            policy = policy_for(obs.rules) if weight or alone else None
            if policy is not None and alone:
                probs = card_probs(policy, obs, plays)
                return max(plays, key=probs.__getitem__)
            reply, tree = None, False
        else:
            weight = self.policy_weight
            net = policy_for(obs.rules)
            policy = net if obs.stock_size >= self.policy_stock else None
            reply = (reply_model(net, self.reply == "spread")
                     if net is not None and self.reply != "rules" and not obs.trick else None)
            if net is not None and self.rollout_tricks:
                judge = policy_rollout(judge, net, self.rollout_tricks)
            if self.deep_worlds:
                judge = deep_judge(judge, self.deep_worlds, random.Random(rng.getrandbits(64)))
            tree = bool(self.ismcts) and obs.rules.players == 2  # the other seat: an opponent
            if tree:
                policy = None  # the prior's weight was set against the lookahead's values
        values = (ismcts_values(obs, rng, judge, plays, self.ismcts, self.ismcts_tricks,
                                self.ismcts_explore, self.ismcts_opponent) if tree
                  else lookahead_values(obs, rng, judge, plays, settings.lookahead_worlds, reply,
                                        self._sampler(obs, early=True)))
        values[obs_rules_move(obs, plays)] += self.net_margin
        if policy is not None and weight:
            for m, p in card_probs(policy, obs, plays).items():
                values[m] += weight * p
        return max(plays, key=lambda m: values[m])


# ---- the catalogue of levels ---------------------------------------------------------------
@dataclass(frozen=True)
class Level:
    """A computer player's level: its words, its thinking time at the table, how to build its
    agent, and how hard the hint button thinks when this level is asked."""

    key: str
    name_it: str
    name_en: str
    about_it: str
    about_en: str
    budget: float  # seconds the table gives a decision (`service.Decider`)
    agent: Callable[[], Agent]
    hints: SearchSettings
    at_table: bool = True  # offered for a seat in the menus (random is a tool's yardstick)
    aliases: tuple[str, ...] = ()

    def name(self, language: str) -> str:
        return self.name_it if language == "it" else self.name_en

    def about(self, language: str) -> str:
        return self.about_it if language == "it" else self.about_en


def _hints(worlds: int, min_worlds: int, seconds: float) -> SearchSettings:
    return SearchSettings(worlds=worlds, min_worlds=min_worlds, time_budget=seconds)


LEVELS: tuple[Level, ...] = (
    Level("random", "Casuale", "Random", "Gioca una carta lecita a caso.",
          "Plays any legal card at random.", 0.05, RandomAgent, _hints(8, 4, 0.05),
          at_table=False),
    Level("principiante", "Principiante", "Beginner",
          "Regole semplici senza contare le carte, e qualche distrazione.",
          "Simple rules, no card counting, and the odd slip.", 0.3, BeginnerAgent,
          _hints(8, 4, 0.05), aliases=("beginner", "easy")),
    Level("normale", "Normale", "Normal",
          "Conta le carte e gioca secondo le regole del buon giocatore.",
          "Counts cards and plays by a good player's rules.", 0.3, RulesAgent,
          _hints(16, 6, 0.15), aliases=("normal", "medium")),
    Level("esperto", "Esperto", "Expert",
          "Immagina le mani possibili degli altri e le gioca fino in fondo.",
          "Imagines the others' possible hands and plays them out.", 1.0, SearchAgent,
          _hints(40, 10, 0.4), aliases=("expert", "hard")),
    Level("campione", "Campione", "Champion",
          "Come l'Esperto, guidato da una rete addestrata su migliaia di partite.",
          "Like the Expert, guided by a network trained on thousands of games.", 1.0,
          ChampionAgent, _hints(60, 16, 0.6), aliases=("champion",)),
)
"""Weakest first."""

LEVEL_KEYS: tuple[str, ...] = tuple(lv.key for lv in LEVELS)
TABLE_LEVELS: tuple[str, ...] = tuple(lv.key for lv in LEVELS if lv.at_table)
"""The levels a seat may be given in the menus, weakest first."""
_BY_NAME: Mapping[str, Level] = MappingProxyType(
    {name: lv for lv in LEVELS for name in (lv.key, *lv.aliases)})


def level(name: str) -> Level:
    """The entry of a level by its key or an alias (any case); an unknown name is refused with
    the known ones listed, never played as some default level."""
    found = _BY_NAME.get(name.strip().lower())
    if found is None:
        aliases = sorted(set(_BY_NAME) - set(LEVEL_KEYS))
        raise UnknownAgentError(f"unknown agent {name!r}: use one of {', '.join(LEVEL_KEYS)} "
                                f"(or {', '.join(aliases)}), or 'exec:COMMAND'")
    return found


class TweakError(ValueError):
    """A setting the paired arena cannot change, or a value it cannot take."""


def tuned_agent(name: str, tweaks: Mapping[str, str]) -> Agent:
    """A level's agent with some settings changed, each value read as the setting's own type
    (the paired arena's A'): a name in the agent's `tunables`, or a field of a search level's
    `SearchSettings`. Anything else is refused with the names that are known."""
    agent = level_agent(name)
    search = agent if isinstance(agent, SearchAgent) else None
    tunables = search.tunables if search is not None else {}
    fields = ({f.name for f in dataclasses.fields(SearchSettings)} if search is not None
              else set())
    for key, text in tweaks.items():
        if key in tunables:
            setattr(agent, key, _tweak_value(key, getattr(agent, key), text, tunables[key]))
        elif search is not None and key in fields:
            changed: dict[str, Any] = {key: _tweak_value(key, getattr(search.settings, key),
                                                         text, ())}
            search.settings = dataclasses.replace(search.settings, **changed)
        else:
            known = ", ".join(sorted([*tunables, *fields])) or "none"
            raise TweakError(f"{canonical(name)} has no setting {key!r}; known: {known}")
    return agent


def _tweak_value(key: str, default: object, text: str,
                 words: tuple[str, ...]) -> bool | int | float | str:
    """`text` as a value of the type of `default` (or one of `words`)."""
    if words:
        if text not in words:
            raise TweakError(f"{key} takes one of {', '.join(words)}, not {text!r}")
        return text
    try:
        if isinstance(default, bool):
            truth = {"true": True, "1": True, "on": True, "false": False, "0": False,
                     "off": False}
            return truth[text.lower()]
        if isinstance(default, int):
            return int(text)
        if isinstance(default, float):
            value = float(text)
            if math.isfinite(value):
                return value
    except (KeyError, ValueError):
        pass
    raise TweakError(f"{key} takes a value like {default!r}, not {text!r}")


def canonical(name: str) -> str:
    """A level's key from its key or an alias."""
    return level(name).key


def level_agent(name: str) -> Agent:
    """A fresh agent of a level, by its name or an alias."""
    return level(name).agent()
