"""What the two auctions share (RULES.md §3.1, §3.2): turn order, final passes, the end.

Both go counter-clockwise from the dealer's right; a pass is final for the hand; the auction is
won when every other seat has passed after a bid (or at once when the bid cannot be raised);
when all pass the hand ends at once as a *redeal*: `HandResult.replay` is True, nothing is
scored and the match deals again with the next dealer (§6: it does not count as a hand).

The state is `Hand.auction`, a frozen `game.values.Auction` that each step replaces, so
`clone`'s shallow copy is a true copy. `BiddingPlugin` is what Chiamata and Licitazione share
as plug-ins: the phases, the redeal, the public facts.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.actions import PASS
from game.events import ActionTaken, Event, HandOver
from game.plugin import Hand, Plugin
from game.values import Auction, AuctionView, HandResult, Phase

__all__ = ["AuctionView", "BiddingPlugin", "advance", "bidders", "of", "record", "start"]


def of(hand: Hand) -> Auction:
    """The auction of a bidding hand (it has one from the deal on)."""
    auction = hand.auction
    assert auction is not None, "not a bidding hand"
    return auction


def start(state: Hand) -> None:
    state.phase = Phase.AUCTION
    state.turn = (state.dealer + 1) % state.rules.players


def bidders(state: Hand) -> list[int]:
    """Seats in the auction, from the dealer's right (six-player Chiamata: not the dealer)."""
    n = state.rules.players
    seats = [(state.dealer + 1 + i) % n for i in range(n)]
    if state.rules.dealer_sits_out:
        seats.remove(state.dealer)
    return seats


def record(state: Hand, action: int) -> list[Event]:
    """Note a pass or a bid by the seat to act."""
    seat, auction = state.turn, of(state)
    bids = (*auction.bids, (seat, action))
    if action == PASS:
        state.auction = replace(auction, bids=bids, passed=auction.passed | {seat})
    else:
        state.auction = replace(auction, bids=bids, high=action, high_seat=seat)
    return [ActionTaken(seat, action)]


def advance(state: Hand, unbeatable: bool) -> list[Event]:
    """After a pass or bid: end the auction (won, or redeal) or pass the turn on."""
    auction = of(state)
    seats = bidders(state)
    left = [s for s in seats if s not in auction.passed]
    high_seat = auction.high_seat
    if high_seat is None and not left:
        state.auction = replace(auction, redeal=True)
        state.phase = Phase.OVER
        zeros = (0,) * len(state.rules.teams)
        return [HandOver(zeros, None, True)]
    if high_seat is not None and (unbeatable or left == [high_seat]):
        state.auction = replace(auction, bidder=high_seat)
        state.phase = Phase.CALL
        state.turn = high_seat
        return []
    i = seats.index(state.turn)
    state.turn = next(s for s in seats[i + 1:] + seats[:i + 1] if s not in auction.passed)
    return []


def redeal_result(state: Hand) -> HandResult:
    zeros = (0,) * len(state.rules.teams)
    return HandResult(zeros, None, True, -1, zeros, None)


def declarations(state: Hand) -> tuple[tuple[int, int, int], ...]:
    return tuple((d.seat, d.suit, d.points) for d in of(state).declared)


class BiddingPlugin(Plugin):
    """The phases of a bidding variant; Chiamata and Licitazione add their bids and scores."""

    bidding = True

    def start(self, hand: Hand) -> None:
        start(hand)

    def public_facts(self, hand: Hand, seat: int) -> list[tuple[str, Any]]:
        a = of(hand)
        facts: list[tuple[str, Any]] = [
            (name, value) for name, value in (("high", a.high), ("bidder", a.bidder),
                                              ("called", a.called),
                                              ("declared", a.declared))
            if value is not None and value != ()]
        if a.redeal:
            facts.append(("redeal", True))
        return facts
