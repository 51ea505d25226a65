"""Perfect-information Monte Carlo over honest worlds (the Esperto and Campione levels).

For each sampled world every candidate card is scored on the same world (common random
numbers: the differences between moves are not drowned in deal luck): by exact alpha-beta once
few cards remain, else by a rules-player rollout to the end. A world's score is P(win) with a
small weight on points, so the search prefers winning to piling up points.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from game import actions as A
from game.ai.inference import PolicyModel, play_likelihood, supported
from game.ai.policy import policy_for
from game.ai.rules_player import rules_move
from game.ai.sides import bidder_of, side_points, win_line, world_sides
from game.ai.solver import SearchLimitError, Solver
from game.ai.tables import Tables, beats, mask_of, tables
from game.ai.world import Sampler, build_state, deal_hidden, hidden_pool, sample_world
from game.observation import Observation
from game.state import HandState, Phase

POINT_WEIGHT = 0.2
OVERRUN = 3  # a decision stops, slow worlds or not, at this many time budgets
NODE_CAP = 2  # ... or at this many node budgets: no world may search past it
NO_CLOCK = 1e6  # seconds: a time budget no search reaches (the levels count work instead)


@dataclass(frozen=True)
class SearchSettings:
    worlds: int = 40
    min_worlds: int = 6
    # The levels stop on work done, never on the clock, so the same seed plays the same game
    # on any machine: `node_budget` solver nodes in all (past `min_worlds`). A time budget is
    # for the hint button only, where a late answer is worse than a rougher one.
    time_budget: float = NO_CLOCK  # seconds; the search stops sampling worlds past it
    node_budget: int = 80_000  # two players; 60 % of it at bigger tables (`node_budget`)
    solve_cards: int = 12  # exact search once this many cards (or fewer) remain in play
    rollouts: bool = False  # rules-player rollouts early (measured weaker: see docs/ai.md)
    lookahead_worlds: int = 24  # early game: one trick of lookahead (0: the rules instead)
    point_weight: float = POINT_WEIGHT
    rules_bonus: float = 0.01  # breaks ties in favour of the rules player's card
    win_only: bool = True  # exact search asks "can we still win?" only: ~5x cheaper
    node_limit: int = 60_000
    inference: bool = False  # weight worlds by the opponent's past plays (`inference`)
    candidates: int = 6  # with inference: worlds drawn per world searched
    policy_inference: bool = False  # with inference: the policy network as opponent model


def cards_left(obs: Observation) -> int:
    """Cards still to be played, the current trick's included."""
    return sum(obs.hand_sizes) + obs.stock_size + len(obs.trick)


def solve_limit(obs: Observation, settings: SearchSettings) -> int:
    """Cards left at which exact search starts: with more players each trick branches more
    but fewer tricks remain, so the window is a number of tricks: 4 at tables of 3 to 5
    (in Chiamata the fourth trick is worth about +0.1 game points a hand: docs/ai.md), 3 at
    six, where a fourth trick multiplies the nodes by far more."""
    per = obs.rules.players * obs.rules.plays_per_turn
    if obs.rules.open_hands:
        return max(settings.solve_cards, 16)  # Scoperta: only the stock order is hidden
    if per <= 3:
        return settings.solve_cards
    return max(settings.solve_cards, 4 * per) if per <= 5 else max(settings.solve_cards, 3 * per)


def node_budget(obs: Observation, settings: SearchSettings) -> int:
    """Solver nodes a decision may spend before it stops sampling worlds. A node at a table
    of four or more costs more (more hands, must-follow checks, paranoid sides), so the budget
    there is 60 %: Esperto's slowest Chiamata decisions then stay near a second."""
    if obs.rules.players * obs.rules.plays_per_turn <= 3:
        return settings.node_budget
    return settings.node_budget * 3 // 5


def search_values(obs: Observation, rng: random.Random, settings: SearchSettings,
                  plays: Sequence[int], sampler: Sampler | None = None) -> dict[int, float]:
    """Mean utility of each card in `plays` over sampled worlds (drawn by `sampler` if
    given, weighted alike; else uniformly or by inference as `settings` say)."""
    start = time.perf_counter()
    t = tables(obs.rules)
    exact = cards_left(obs) <= solve_limit(obs, settings)
    unique = not hidden_pool(obs)
    worlds = 1 if unique else settings.worlds
    sums = dict.fromkeys(plays, 0.0)
    done = 0.0
    nodes = 0
    budget = node_budget(obs, settings)
    deadline = start + OVERRUN * settings.time_budget if settings.time_budget < NO_CLOCK else None
    played_mask = mask_of(obs.played_cards())
    for world, weight in (_drawn(sampler, rng, worlds) if sampler is not None and not unique
                          else _worlds(obs, rng, worlds, settings, exact and not unique)):
        scores: dict[int, float] | None = None
        if exact or not settings.rollouts:
            scores, used = _solve_world(world, obs.seat, plays, settings, deadline,
                                        NODE_CAP * budget - nodes)
            nodes += used
        if scores is None and settings.rollouts:
            scores = {}
            for m in plays:
                st = world.clone()
                st.apply(m)
                rollout(st, t, played_mask | (1 << m))
                scores[m] = final_utility(st, obs.seat, settings.point_weight)
        if scores is not None:
            for m in plays:
                sums[m] += weight * scores[m]
            done += weight
        # Worlds that gave up count too, so a run of hopeless worlds cannot stall a move.
        if nodes >= budget and (done >= settings.min_worlds or nodes >= NODE_CAP * budget):
            break
        if deadline is not None:
            spent = time.perf_counter() - start
            if spent > settings.time_budget and (done >= settings.min_worlds
                                                 or spent > OVERRUN * settings.time_budget):
                break
    if not done:
        return {}
    return {m: s / done for m, s in sums.items()}


def _drawn(sampler: Sampler, rng: random.Random, count: int) -> Iterator[tuple[HandState, float]]:
    for _ in range(count):
        yield sampler(random.Random(rng.getrandbits(64))), 1.0


def _worlds(obs: Observation, rng: random.Random, count: int, settings: SearchSettings,
            infer: bool) -> Iterator[tuple[HandState, float]]:
    """Sampled worlds with their weights: uniform, or resampled by the opponent's plays."""
    if not (infer and settings.inference and supported(obs)):
        for _ in range(count):
            yield sample_world(obs, random.Random(rng.getrandbits(64))), 1.0
        return
    opp = 1 - obs.seat
    net = policy_for(obs.rules) if settings.policy_inference else None
    model = PolicyModel(net, obs) if net is not None else None
    pool: list[tuple[float, list[list[int]], list[int]]] = []
    for _ in range(count * settings.candidates):
        sub = random.Random(rng.getrandbits(64))
        hands, stock = deal_hidden(obs, sub)
        w = play_likelihood(obs, hands[opp], 3, model)
        if w > 0.0:
            pool.append((w, hands, stock))
    total = sum(w for w, _, _ in pool)
    if not pool or total <= 0.0:
        for _ in range(count):
            yield sample_world(obs, random.Random(rng.getrandbits(64))), 1.0
        return
    # Systematic resampling: `count` draws proportional to weight; repeats are searched once.
    step = total / count
    point = rng.random() * step
    picked: dict[int, int] = {}
    acc = 0.0
    i = 0
    for j in range(count):
        target = point + j * step
        while acc + pool[i][0] < target and i < len(pool) - 1:
            acc += pool[i][0]
            i += 1
        picked[i] = picked.get(i, 0) + 1
    order = sorted(picked.items(), key=lambda kv: -kv[1])
    for idx, times in order:
        _, hands, stock = pool[idx]
        yield build_state(obs, hands, stock), float(times)


def _solve_world(world: HandState, seat: int, plays: Sequence[int],
                 settings: SearchSettings, deadline: float | None = None,
                 nodes_left: int | None = None) -> tuple[dict[int, float] | None, int]:
    """Each card's utility in one world (None if the search gave up) and the nodes spent."""
    sides = world_sides(world)
    side = sides[seat]
    line = win_line(world, sides, side)
    total = world.rules.total_points
    have = side_points(world, sides, side)
    limit = settings.node_limit if nodes_left is None else min(settings.node_limit, nodes_left)
    solver = Solver(world, seat, max(1, limit), sides, deadline)
    # A 60-60 tie exists only under the plain "more than half" rule with an even total.
    ties = line == total // 2 + 1 and total % 2 == 0 and bidder_of(world) is None
    try:
        if line is not None and settings.win_only:
            return solver.root_outcomes(plays, line - have, ties), solver.nodes
        values = solver.root_values(plays)
    except SearchLimitError:
        return None, solver.nodes
    out: dict[int, float] = {}
    for m, v in values.items():
        mine = have + v
        if line is None:
            out[m] = mine / total
            continue
        win = 1.0 if mine >= line else 0.5 if ties and mine == line - 1 else 0.0
        out[m] = win + settings.point_weight * (2 * mine - total) / total
    return out, solver.nodes


def final_utility(state: HandState, seat: int, point_weight: float) -> float:
    """The utility of a finished hand for `seat`."""
    sides = world_sides(state)
    side = sides[seat]
    total = state.rules.total_points
    mine = side_points(state, sides, side)
    line = win_line(state, sides, side)
    if line is None:
        others = [state.points[s] for s in range(len(sides)) if sides[s] != side]
        return mine / total + (0.5 if mine > max(others) else 0.0)
    ties = line == total // 2 + 1 and total % 2 == 0 and bidder_of(state) is None
    win = 1.0 if mine >= line else 0.5 if ties and mine == line - 1 else 0.0
    return win + point_weight * (2 * mine - total) / total


def rollout_move(state: HandState, t: Tables, gone: int) -> int:
    """The rules player's action for the seat to act in a full state; `gone` are the cards
    played so far (the only ones that seat may count besides its hand)."""
    rules = state.rules
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    plays = [a for a in legal if A.is_play(a)] or legal
    if len(plays) == 1 or not A.is_play(plays[0]):
        return plays[0]
    trump = -1 if state.trump_suit is None else state.trump_suit
    seat = state.turn
    cards = state.trick_cards
    seats = state.trick_seats
    sides = world_sides(state) if state.auction is not None else None
    team_of = sides.__getitem__ if sides is not None else rules.team_of
    my_team = team_of(seat)
    later_opp = any(team_of(s) != my_team for s in state.order[state.pos + 1:])
    partner_winning = False
    if cards:
        ws, best = seats[0], cards[0]
        for i in range(1, len(cards)):
            if beats(t, best, trump, cards[i]):
                ws, best = seats[i], cards[i]
        partner_winning = team_of(ws) == my_team
    out = t.deck_mask & ~gone & ~mask_of(state.hands[seat])
    return rules_move(t, plays, seats, cards, trump, out, len(state.stock), later_opp,
                      partner_winning)


def rollout(state: HandState, t: Tables, gone: int) -> list[int]:
    """Play to the end with the rules player in every seat. Returns points per seat."""
    over = Phase.OVER
    while state.phase is not over:
        c = rollout_move(state, t, gone)
        state.apply(c)
        if A.is_play(c):
            gone |= 1 << c
    return state.points
