"""Sfida Campione (duplicate) and the deal of the day.

Duplicate, as bridge players play it: the player plays a set of deals against computer
opponents; Campione then plays the very same deals from the player's seat against the same
opponents, and the two results are compared deal by deal. Luck of the cards cancels out: what
is left is how each played them. Everything is seeded (deals, the opponents' choices and
Campione's, which does a fixed amount of work and never reads the clock), so a challenge
replays to the same results on any machine.

The deal of the day is a one-deal challenge whose seed comes from the date: the same for
everyone, offline.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.factory import make_agent
from game.rules import Rules
from game.state import HandState

CAMPIONE = "campione"


@dataclass(frozen=True)
class Deal:
    seed: int
    dealer: int


@dataclass(frozen=True)
class Challenge:
    """A set of deals, the player's seat and the opponents' level."""

    rules: Rules
    deals: tuple[Deal, ...]
    seat: int
    opponents: str
    seed: int

    def hand(self, i: int) -> HandState:
        d = self.deals[i]
        return HandState.new(self.rules, seed=d.seed, dealer=d.dealer)



def decision_seed(ai_seed: int, deal: int, seat: int, actions: int) -> int:
    """The seed of one computer decision: the challenge's seed, the deal, the seat and how many
    actions came before. The player's game and Campione's use the same, so the opponents meet
    each deal alike, and the results replay on any machine."""
    return random.Random(((ai_seed * 1_000_003 + deal) * 101 + seat) * 4099
                         + actions).getrandbits(32)


def make(rules: Rules, seed: int, deals: int, opponents: str = "esperto",
         seat: int = 0) -> Challenge:
    rng = random.Random(seed)
    out = tuple(Deal(rng.getrandbits(63), i % rules.players) for i in range(deals))
    return Challenge(rules, out, seat, opponents, seed)


def daily_seed(day: datetime.date) -> int:
    """The same seed everywhere for one calendar day."""
    digest = hashlib.sha256(f"briscola-daily:{day.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest[:6], "big")


def daily(rules: Rules, day: datetime.date) -> Challenge:
    return make(rules, daily_seed(day), 1)


def team_points(rules: Rules, state: HandState, seat: int) -> int:
    """The points of `seat`'s side at the end of the hand."""
    return state.result().team_points[rules.team_of(seat)]


def campione_plays(ch: Challenge, i: int,
                   stop: Callable[[], bool] = lambda: False) -> HandState | None:
    """Deal `i` played out with Campione in the player's seat and the same opponents; None
    when `stop` says to give up (the player left)."""
    state = ch.hand(i)
    agents = {s: make_agent(CAMPIONE if s == ch.seat else ch.opponents)
              for s in range(ch.rules.players)}
    while not state.is_over:
        if stop():
            return None
        seat = state.turn
        rng = random.Random(decision_seed(ch.seed, i, seat, len(state.actions)))
        state.apply(agents[seat].choose(state.observe(seat), rng, None))
    return state
