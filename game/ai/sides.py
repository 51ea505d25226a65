"""Who plays with whom, and what winning takes, in a full (sampled) state.

Fixed teams come from the rules; Chiamata's sides are made by the call (the caller and the
holder of the called card against the rest), and the bidding variants' winning line is the
bid, not half the points. Search and rollouts read these instead of `Rules.teams` so one
skeleton plays every variant.
"""

from __future__ import annotations

from game.observation import Observation
from game.state import HandState
from game.values import Declaration


def bidder_of(state: HandState) -> int | None:
    """The auction winner of a bidding hand; None without one (or before it is won)."""
    return None if state.auction is None else state.auction.bidder


def world_sides(state: HandState) -> list[int]:
    """Side id per seat in this (full) state."""
    rules = state.rules
    auction = state.auction
    if auction is not None and auction.called is not None:
        caller, partner = auction.bidder, auction.partner
        return [0 if s in (caller, partner) else 1 for s in range(rules.players)]
    return [rules.team_of(s) for s in range(rules.players)]


def _declared(state: HandState) -> tuple[Declaration, ...]:
    return () if state.auction is None else state.auction.declared


def side_points(state: HandState, sides: list[int], side: int) -> int:
    """Points the side has, declarations (Licitazione) included."""
    pts = sum(p for s, p in enumerate(state.points) if sides[s] == side)
    for d in _declared(state):
        if sides[d.seat] == side:
            pts += d.points
    return pts


def win_line(state: HandState, sides: list[int], side: int) -> int | None:
    """Total points `side` needs to win the hand; None when more than two sides compete."""
    rules = state.rules
    if len(set(sides)) > 2:
        return None
    bidder = bidder_of(state)
    total = rules.total_points
    if bidder is not None and rules.bidding:
        target = _target(state)
        declared = sum(d.points for d in _declared(state))
        if sides[bidder] == side:
            return target
        # The defenders win when the bidder's side falls short of its target.
        return total + declared - target + 1
    return total // 2 + 1


def _target(state: HandState) -> int:
    high = None if state.auction is None else state.auction.high
    if state.rules.hooks.calling == "trump":
        if high is None:
            return state.rules.total_points // 2 + 1
        return int(high) - 300
    # Chiamata: 61, or the points bid after a Two.
    if high is not None and high >= 300:
        return max(61, int(high - 300))
    return 61


def view_sides(obs: Observation) -> list[int]:
    """Side id per seat as this seat can tell: in Chiamata an unknown partner is counted as
    an opponent (each unknown seat gets a side of its own)."""
    rules = obs.rules
    view = obs.auction
    if rules.hooks.calling != "card" or view is None or view.called_card is None \
            or view.bidder is None:
        return [rules.team_of(s) for s in range(rules.players)]
    caller, partner = view.bidder, view.partner
    if partner is not None:
        return [0 if s in (caller, partner) else 1 for s in range(rules.players)]
    if obs.seat == caller:
        return [0 if s == caller else 2 + s for s in range(rules.players)]
    return [0 if s == caller else 1 if s == obs.seat else 2 + s for s in range(rules.players)]
