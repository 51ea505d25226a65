"""What the two auctions share (RULES.md §3.1, §3.2): turn order, final passes, the end.

Both go counter-clockwise from the dealer's right; a pass is final for the hand; the auction is
won when every other seat has passed after a bid (or at once when the bid cannot be raised);
when all pass the hand ends at once as a *redeal*: `HandResult.replay` is True, nothing is
scored and the match deals again with the next dealer (§6: it does not count as a hand).

The state lives in `HandState.extra` as immutable values (tuples, frozensets), so `clone`'s
shallow copy is a true copy.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.actions import PASS
from game.events import ActionTaken, Event, HandOver
from game.state import HandResult, HandState, Phase


@dataclass(frozen=True, slots=True)
class AuctionView:
    """The auction and its consequences as one seat may see them (part of `Observation`)."""

    bids: tuple[tuple[int, int], ...]  # (seat, action) in order, passes included
    passed: tuple[int, ...]
    high_bid: int | None  # action id of the standing bid (rank or points)
    high_bidder: int | None
    bidder: int | None  # the auction winner, once the auction is over
    called_rank: int | None  # Chiamata: the rank bid so far
    called_card: int | None  # Chiamata: the card called
    target: int | None  # card points the bidder's side needs (declarations count in §3.2)
    partner: int | None  # Chiamata: the secret partner, if this seat knows who it is
    partner_revealed: bool  # Chiamata: the called card has been played
    declarations: tuple[tuple[int, int, int], ...]  # §3.2: (seat, suit, points)
    redeal: bool  # everyone passed


def start(state: HandState) -> None:
    state.phase = Phase.AUCTION
    state.extra.update(bids=(), passed=frozenset(), high=None, high_seat=None, bidder=None)
    state.turn = (state.dealer + 1) % state.rules.players


def bidders(state: HandState) -> list[int]:
    """Seats in the auction, from the dealer's right (six-player Chiamata: not the dealer)."""
    n = state.rules.players
    seats = [(state.dealer + 1 + i) % n for i in range(n)]
    if state.rules.dealer_sits_out:
        seats.remove(state.dealer)
    return seats


def record(state: HandState, action: int) -> list[Event]:
    """Note a pass or a bid by the seat to act."""
    seat, extra = state.turn, state.extra
    extra["bids"] = (*extra["bids"], (seat, action))
    if action == PASS:
        extra["passed"] = extra["passed"] | {seat}
    else:
        extra["high"], extra["high_seat"] = action, seat
    return [ActionTaken(seat, action)]


def advance(state: HandState, unbeatable: bool) -> list[Event]:
    """After a pass or bid: end the auction (won, or redeal) or pass the turn on."""
    extra = state.extra
    seats = bidders(state)
    left = [s for s in seats if s not in extra["passed"]]
    high_seat = extra["high_seat"]
    if high_seat is None and not left:
        extra["redeal"] = True
        state.phase = Phase.OVER
        zeros = (0,) * len(state.rules.teams)
        return [HandOver(zeros, None, True)]
    if high_seat is not None and (unbeatable or left == [high_seat]):
        extra["bidder"] = high_seat
        state.phase = Phase.CALL
        state.turn = high_seat
        return []
    i = seats.index(state.turn)
    state.turn = next(s for s in seats[i + 1:] + seats[:i + 1] if s not in extra["passed"])
    return []


def redeal_result(state: HandState) -> HandResult:
    zeros = (0,) * len(state.rules.teams)
    return HandResult(zeros, None, True, -1, zeros, None)


def declarations(state: HandState) -> tuple[tuple[int, int, int], ...]:
    return tuple((seat, suit, pts) for seat, suit, pts, _ in state.extra.get("declared", ()))
