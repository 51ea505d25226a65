"""Random play for checking the engine at volume (`simulate`) and measuring it (`bench`)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.actions import PASS
from game.events import CardDrawn, Event, TrickWon
from game.invariants import InvariantError, check
from game.rules import PRESETS, Rules, preset
from game.state import HandState, Phase


def random_playout(state: HandState, rng: random.Random) -> None:
    """Play `state` to the end with uniformly random legal actions."""
    rand = rng.random
    over = Phase.OVER
    while state.phase is not over:
        moves = state.legal_actions()
        state.apply(moves[int(rand() * len(moves))])


@dataclass
class SimulationReport:
    variant: str
    hands: int
    team_points: list[int] = field(default_factory=list)
    team_wins: list[int] = field(default_factory=list)
    ties: int = 0
    replays: int = 0
    bidder_wins: int = 0  # bidding variants: hands where the auction winner's side made it
    game_points: list[int] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0

    def lines(self, rules: Rules) -> list[str]:
        out = [f"{self.variant}: {self.hands} hands, {self.actions} actions, "
               f"no invariant broken"]
        for t, team in enumerate(rules.teams):
            who = "seat" if len(team) == 1 else "team"
            seats = "+".join(str(s) for s in team)
            out.append(f"  {who} {seats}: {self.team_points[t] / self.hands:6.2f} points/hand, "
                       f"won {self.team_wins[t] / self.hands:6.1%}")
        if rules.bidding:
            played = max(1, self.hands - self.replays)
            out.append(f"  bidder's side made it {self.bidder_wins / played:.1%}, "
                       f"redeals (all passed) {self.replays}, game points {self.game_points}")
        else:
            out.append(f"  ties {self.ties} ({self.ties / self.hands:.1%}), "
                       f"replays {self.replays}")
        out.append(f"  {self.hands / self.seconds:,.0f} hands/s with checks on")
        return out


def _check_draw_order(events: Sequence[Event]) -> None:
    """§1 Drawing: the trick's winner draws first."""
    won = [e for e in events if isinstance(e, TrickWon)]
    drawn = [e for e in events if isinstance(e, CardDrawn)]
    if won and drawn and drawn[0].seat != won[0].seat:
        raise InvariantError("the winner of the trick must draw first")


def simulate(rules: Rules, hands: int, seed: int,
             on_hand: Callable[[HandState], None] | None = None) -> SimulationReport:
    """Random hands with every invariant checked after every action."""
    rng = random.Random(seed)
    teams = len(rules.teams)
    report = SimulationReport(rules.variant, hands, [0] * teams, [0] * teams,
                              game_points=[0] * teams)
    start = time.perf_counter()
    for i in range(hands):
        state = HandState.new(rules, seed=rng.getrandbits(64), dealer=i % rules.players)
        check(state)
        while not state.is_over:
            moves = state.legal_actions()
            if state.phase is Phase.AUCTION and rng.random() < 0.5:
                # Pass half the time, else uniform bids would always climb to the top bid:
                # the checks then also see redeals, low bids and bids that are made.
                events = state.apply(PASS)
            else:
                events = state.apply(moves[int(rng.random() * len(moves))])
            _check_draw_order(events)
            check(state)
            report.actions += 1
        res = state.result()
        for t, p in enumerate(res.team_points):
            report.team_points[t] += p
        if res.bidder_won:
            report.bidder_wins += 1
        for t, p in enumerate(res.game_points or ()):
            report.game_points[t] += p
        if res.replay:
            report.replays += 1
        elif res.winner is None:
            report.ties += res.bidder_won is None  # Chiamata: None is the caller's loss
        else:
            report.team_wins[res.winner] += 1
        if on_hand:
            on_hand(state)
    report.seconds = time.perf_counter() - start
    return report


@dataclass
class BenchFigures:
    variant: str
    hands_per_second: float
    us_per_apply: float
    us_per_observation: float


def bench(variant: str, seconds: float = 1.0, seed: int = 1) -> BenchFigures:
    """Random hands per second, then µs per `apply` and per `observe` measured on their own."""
    rules = preset(variant)
    rng = random.Random(seed)
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(50):
            state = HandState.new(rules, seed=rng.getrandbits(32))
            random_playout(state, rng)
        hands += 50
    hps = hands / (time.perf_counter() - start)
    # Replay recorded games so the timed loop holds apply alone, not the random player.
    games: list[tuple[int, list[int]]] = []
    for _ in range(200):
        s = rng.getrandbits(32)
        state = HandState.new(rules, seed=s)
        random_playout(state, rng)
        games.append((s, state.actions))
    applied = 0
    spent = 0.0
    observed = 0
    obs_spent = 0.0
    for s, moves in games:
        state = HandState.new(rules, seed=s)
        apply = state.apply
        t0 = time.perf_counter()
        for m in moves:
            apply(m)
        spent += time.perf_counter() - t0
        applied += len(moves)
        state = HandState.new(rules, seed=s)
        for m in moves[: len(moves) // 2]:
            state.apply(m)
        t0 = time.perf_counter()
        for seat in range(rules.players):
            state.observe(seat)
        obs_spent += time.perf_counter() - t0
        observed += rules.players
    return BenchFigures(variant, hps, spent / applied * 1e6, obs_spent / observed * 1e6)


def bench_all(seconds: float = 1.0) -> list[BenchFigures]:
    return [bench(v, seconds) for v in PRESETS]
