"""Duplicate-deal matches between two agents, with paired statistics.

Every deal is replayed under each seating (seats swapped with two teams; each rotation of
the lone A seat with more teams), so the luck of the cards cancels out and the confidence
interval comes from the per-deal means, which is several times tighter than counting games.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from game.ai.agent import Agent
from game.ai.factory import make_agent
from game.ai.levels import tuned_agent
from game.ai.protocol import BotLimits
from game.rules import Rules
from game.state import HandState


@dataclass
class DealOutcome:
    scores: list[float]  # A's score per seating: 1 win, ½ tie, 0 loss (or a share of a tie)
    diffs: list[float]  # A's points minus the others' mean, per seating
    game_points: list[float]  # A's game points per seating (bidding variants), else empty
    times: dict[str, list[float]] = field(default_factory=dict)
    incidents: list[str] = field(default_factory=list)
    forfeits: int = 0  # games in which a bot was replaced: left out of every figure above
    bots: dict[str, str] = field(default_factory=dict)  # agent name -> the name it gave
    actions: list[tuple[int, ...]] = field(default_factory=list)  # per seating, as `scores`


def seatings(rules: Rules) -> list[tuple[str, ...]]:
    """Who sits where in each replay of a deal: 'a' or 'b' per seat."""
    n = rules.players
    if len(rules.teams) == 2:
        first = tuple("a" if s in rules.teams[0] else "b" for s in range(n))
        second = tuple("b" if x == "a" else "a" for x in first)
        return [first, second]
    return [tuple("a" if s == r else "b" for s in range(n)) for r in range(n)]


def deal_seed(seed: int, deal: int, salt: int = 0) -> int:
    """The seed of one deal. With `exec:` bots the arena mixes in a secret `salt` drawn at
    start: a bot can read its parent's command line (`--seed`), never the parent's memory."""
    return random.Random((seed * 1_000_003 + deal) ^ salt).getrandbits(63)


def play_deal(rules: Rules, a: str, b: str, seed: int, deal: int,
              agents: dict[str, list[Agent]] | None = None,
              watch: Callable[[HandState], None] | None = None,
              limits: BotLimits | None = None, salt: int = 0,
              clock: Callable[[], float] = time.perf_counter) -> DealOutcome:
    """Play one deal under every seating. `agents` caches agents between deals; `watch`
    sees each new hand (the cheating agent of the honesty tests needs it, nothing else);
    `clock` times the decisions (wall time, or CPU time for the paired arena).
    A game in which an `exec:` bot had to be replaced is a forfeit, not a result."""
    if agents is None:
        agents = {}
    n = rules.players
    for key, name in (("a", a), ("b", b)):
        if key not in agents:
            agents[key] = [make_agent(name, limits, f"{key}-seat{s}") for s in range(n)]
    seed_of_deal = deal_seed(seed, deal, salt)
    dealer = deal % n
    out = DealOutcome([], [], [], {a: [], b: []} if a != b else {a: []})
    for seating in seatings(rules):
        state = HandState.new(rules, seed=seed_of_deal, dealer=dealer)
        if watch is not None:
            watch(state)
        rngs = [random.Random(seed_of_deal ^ (s * 7919 + (1 if x == "a" else 2) * 104729))
                for s, x in enumerate(seating)]
        while not state.is_over:
            seat = state.turn
            key = seating[seat]
            agent = agents[key][seat]
            obs = state.observe(seat)
            t0 = clock()
            action = agent.choose(obs, rngs[seat], None)
            spent = clock() - t0
            if len(obs.legal) > 1:
                out.times[a if key == "a" else b].append(spent)
            state.apply(action)
        res = state.result()
        for seat in range(n):
            notify = getattr(agents[seating[seat]][seat], "hand_over", None)
            if notify is not None:
                notify(res.team_points, res.winner)
        if any(getattr(agents[seating[s]][s], "replacement", None) is not None
               for s in range(n)):
            out.forfeits += 1
            continue
        a_seats = [s for s in range(n) if seating[s] == "a"]
        a_team = rules.team_of(a_seats[0])
        pts = res.team_points
        if len(rules.teams) == 2:
            score = 1.0 if res.winner == a_team else 0.5 if res.winner is None else 0.0
            diff = float(pts[a_team] - pts[1 - a_team])
        elif res.game_points is not None:
            # Chiamata: each seat alone on the score sheet; a hand is won by gaining points.
            own = res.game_points[a_team]
            score = 1.0 if own > 0 else 0.5 if own == 0 else 0.0
            diff = pts[a_team] - (sum(pts) - pts[a_team]) / (len(pts) - 1)
        else:
            best = max(pts)
            top = [t for t, p in enumerate(pts) if p == best]
            score = 1.0 / len(top) if a_team in top else 0.0
            diff = pts[a_team] - (sum(pts) - pts[a_team]) / (len(pts) - 1)
        out.scores.append(score)
        out.diffs.append(float(diff))
        out.actions.append(tuple(state.actions))
        if res.game_points is not None:
            sheet = res.game_points
            mine = float(sheet[a_team])
            # Two sides: the margin over B; more (Chiamata): A's own, zero-sum with the rest.
            out.game_points.append(mine - sheet[1 - a_team] if len(sheet) == 2 else mine)
    for key, name in (("a", a), ("b", b)):
        for agent in agents[key]:
            report = getattr(agent, "take_incidents", None)
            if report is not None:
                out.incidents.extend(report())
            given = getattr(agent, "bot_name", "?")
            if given != "?":
                out.bots[name] = given
    return out


def paired_interval(deal_means: Sequence[float]) -> tuple[float, float, float]:
    """Mean and 95 % normal interval of per-deal means (deals are independent; seatings of
    one deal are not, so they are averaged first)."""
    k = len(deal_means)
    mean = sum(deal_means) / k
    if k < 2:
        return mean, mean, mean
    sd = statistics.stdev(deal_means)
    half = 1.959964 * sd / math.sqrt(k)
    return mean, mean - half, mean + half


Chunk = tuple[Rules, str, str, int, list[int], "BotLimits | None", int]


def _chunk(args: Chunk) -> list[DealOutcome]:
    rules, a, b, seed, deals, limits, salt = args
    cache: dict[str, list[Agent]] = {}
    try:
        return [play_deal(rules, a, b, seed, d, cache, limits=limits, salt=salt)
                for d in deals]
    finally:
        for group in cache.values():
            for agent in group:
                close = getattr(agent, "close", None)
                if close is not None:
                    close()


def run_arena(rules: Rules, a: str, b: str, deals: int, seed: int,
              jobs: int = 1, limits: BotLimits | None = None,
              salt: int = 0) -> list[DealOutcome]:
    if jobs <= 1:
        return _chunk((rules, a, b, seed, list(range(deals)), limits, salt))
    parts = [list(range(i, deals, jobs)) for i in range(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(_chunk, [(rules, a, b, seed, p, limits, salt)
                                          for p in parts]))
    merged: list[DealOutcome] = [r for part in results for r in part]
    return merged


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def report_lines(rules: Rules, a: str, b: str, outcomes: Sequence[DealOutcome],
                 seed: int) -> list[str]:
    games = sum(len(o.scores) for o in outcomes)
    forfeits = sum(o.forfeits for o in outcomes)
    scores = [s for o in outcomes for s in o.scores]
    wins = sum(1 for s in scores if s == 1.0)
    losses = sum(1 for s in scores if s == 0.0)
    draws = games - wins - losses
    per = len(seatings(rules))
    bots: dict[str, str] = {}
    for o in outcomes:
        bots.update(o.bots)
    lines = [f"arena {rules.variant}: {len(outcomes)} deals x {per} seatings = "
             f"{games + forfeits} games, seed {seed}"]
    for key, name in (("A", a), ("B", b)):
        lines.append(f"  {key} = {name}" + (f" (calls itself {bots[name]!r})"
                                             if name in bots else ""))
    if forfeits:
        lines.append(f"  FORFEITS: {forfeits} game(s) in which a bot had to be replaced; "
                     f"they are left out of every figure below")
    played = [o for o in outcomes if o.scores]
    if not played:
        lines.append("  no game was played to the end by both sides: no score")
        return lines + _incident_lines(outcomes)
    mean, lo, hi = paired_interval([sum(o.scores) / len(o.scores) for o in played])
    lo, hi = max(0.0, lo), min(1.0, hi)
    diffs = [d for o in outcomes for d in o.diffs]
    if len(rules.teams) > 2:
        if any(o.game_points for o in outcomes):
            lines.append(f"  (one A seat among {rules.players - 1} B seats, every rotation; "
                         f"W = a hand that gained game points, L = lost some)")
        else:
            lines.append(f"  (one A seat among {rules.players - 1} B seats, every rotation; "
                         f"a fair share of wins is {100 / rules.players:.1f} %)")
    lines.append(f"  A: W {wins}  D {draws}  L {losses}   score {100 * mean:.1f} % "
                 f"(95 % CI {100 * lo:.1f}-{100 * hi:.1f} %, paired by deal)")
    lines.append(f"  mean point difference (A - B): {statistics.fmean(diffs):+.2f} per game")
    gp = [g for o in outcomes for g in o.game_points]
    if gp:
        gm, glo, ghi = paired_interval([statistics.fmean(o.game_points) for o in outcomes
                                        if o.game_points])
        what = "A minus B" if len(rules.teams) == 2 else "A"
        lines.append(f"  game points per hand, {what}: {gm:+.3f} "
                     f"(95 % CI {glo:+.3f} to {ghi:+.3f})")
    lines.append(f"  {'decision time':16} {'median':>9} {'p95':>9} {'max':>9} {'decisions':>10}")
    names = [("A", a)] if a == b else [("A", a), ("B", b)]
    for key, name in names:
        times = [x for o in outcomes for x in o.times.get(name, [])]
        if not times:
            continue
        lines.append(f"  {key:16} {1000 * statistics.median(times):7.2f}ms "
                     f"{1000 * _pct(times, 0.95):7.2f}ms {1000 * max(times):7.2f}ms "
                     f"{len(times):10d}")
    return lines + _incident_lines(outcomes)


def _incident_lines(outcomes: Sequence[DealOutcome]) -> list[str]:
    lines: list[str] = []
    incidents = [i for o in outcomes for i in o.incidents]
    for line in incidents[:20]:
        lines.append(f"  bot incident: {line}")
    if len(incidents) > 20:
        lines.append(f"  ... and {len(incidents) - 20} more bot incidents")
    return lines


# ---- the paired arena: a level against the same opponent with and without a change ---------
@dataclass
class PairedDeal:
    """One deal played by A and by A' (A with some settings changed) against the same B,
    with the same seeds: the games part only where the change flips a card."""

    base: DealOutcome
    tuned: DealOutcome

    def differed(self) -> int:
        """Seatings in which A' played a different game from A (any action)."""
        return sum(x != y for x, y in zip(self.base.actions, self.tuned.actions, strict=True))


PairedChunk = tuple[Rules, str, str, dict[str, str], int, list[int]]


def _paired_chunk(args: PairedChunk) -> list[PairedDeal]:
    rules, a, b, tweaks, seed, deals = args
    base: dict[str, list[Agent]] = {}
    tuned: dict[str, list[Agent]] = {"a": [tuned_agent(a, tweaks)
                                           for _ in range(rules.players)]}
    # CPU time, not wall time: the cores are shared, and the decision-time limits are CPU's.
    return [PairedDeal(play_deal(rules, a, b, seed, d, base, clock=time.process_time),
                       play_deal(rules, a, b, seed, d, tuned, clock=time.process_time))
            for d in deals]


def run_paired(rules: Rules, a: str, b: str, tweaks: dict[str, str], deals: int, seed: int,
               jobs: int = 1) -> list[PairedDeal]:
    """Deals 0..deals-1 of `seed`, each under every seating, by level `a` as it is and with
    `tweaks` (`levels.tuned_agent`), against level `b`."""
    if jobs <= 1:
        return _paired_chunk((rules, a, b, tweaks, seed, list(range(deals))))
    parts = [list(range(i, deals, jobs)) for i in range(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(_paired_chunk, [(rules, a, b, tweaks, seed, p)
                                                 for p in parts]))
    return [r for part in results for r in part]


def paired_report_lines(rules: Rules, a: str, b: str, tweaks: dict[str, str],
                        pairs: Sequence[PairedDeal], seed: int) -> list[str]:
    """Each side's score against B, A' − A with a 95 % CI from the per-deal differences, how
    many games the change touched, and the CPU time of the decisions."""
    per = len(seatings(rules))
    label = ", ".join(f"{k}={v}" for k, v in tweaks.items())
    lines = [f"paired arena {rules.variant}: {len(pairs)} deals x {per} seatings, each played "
             f"by A and by A' against B with the same seeds ({2 * per * len(pairs)} games), "
             f"seed {seed}",
             f"  A  = {a}", f"  A' = {a} with {label}", f"  B  = {b}"]
    if not pairs:
        return [*lines, "  no deal played"]
    for key, side in (("A ", [p.base for p in pairs]), ("A'", [p.tuned for p in pairs])):
        mean, lo, hi = paired_interval([statistics.fmean(o.scores) for o in side])
        diff = statistics.fmean(d for o in side for d in o.diffs)
        lines.append(f"  {key} v B: score {100 * mean:.1f} % (95 % CI {100 * max(0.0, lo):.1f}"
                     f"-{100 * min(1.0, hi):.1f} %), mean point difference {diff:+.2f}")
    score = paired_interval([statistics.fmean(p.tuned.scores) - statistics.fmean(p.base.scores)
                             for p in pairs])
    points = paired_interval([statistics.fmean(p.tuned.diffs) - statistics.fmean(p.base.diffs)
                              for p in pairs])
    lines.append(f"  A' - A: score {100 * score[0]:+.2f} points (95 % CI {100 * score[1]:+.2f} "
                 f"to {100 * score[2]:+.2f}, paired by deal)")
    lines.append(f"          point difference {points[0]:+.2f} a game (95 % CI {points[1]:+.2f} "
                 f"to {points[2]:+.2f})")
    if all(p.base.game_points and p.tuned.game_points for p in pairs):
        gp = paired_interval([statistics.fmean(p.tuned.game_points)
                              - statistics.fmean(p.base.game_points) for p in pairs])
        lines.append(f"          game points {gp[0]:+.3f} a hand (95 % CI {gp[1]:+.3f} "
                     f"to {gp[2]:+.3f})")
    games = sum(len(p.base.scores) for p in pairs)
    differed = sum(p.differed() for p in pairs)
    flipped = sum(x != y for p in pairs for x, y in zip(p.base.scores, p.tuned.scores,
                                                         strict=True))
    lines.append(f"  games that differed at all: {differed} of {games} "
                 f"({100 * differed / max(1, games):.1f} %), on "
                 f"{sum(1 for p in pairs if p.differed())} of {len(pairs)} deals; "
                 f"the result changed in {flipped}")
    lines.append(f"  {'CPU time a decision':20} {'median':>9} {'p95':>9} {'max':>9} "
                 f"{'decisions':>10}")
    for key, times in (("A", [x for p in pairs for x in p.base.times.get(a, [])]),
                       ("A'", [x for p in pairs for x in p.tuned.times.get(a, [])]),
                       ("B", [x for p in pairs for o in (p.base, p.tuned)
                              for x in o.times.get(b, [])] if a != b else [])):
        if times:
            lines.append(f"  {key:20} {1000 * statistics.median(times):7.2f}ms "
                         f"{1000 * _pct(times, 0.95):7.2f}ms {1000 * max(times):7.2f}ms "
                         f"{len(times):10d}")
    return lines
