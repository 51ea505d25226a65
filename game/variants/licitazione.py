"""Briscola a licitazione (RULES.md §3.2, seed `001_…`): the points auction, the trump named
by its winner, *Quaranta* and *Venti*, and the score rounded down to a multiple of 5.

Bids are `bid_points(p)` (300 + p): the opening bid at least `min_bid`, then at least the next
multiple of 5 up to 100 (bids up to 100 are multiples of 5), then at least one more, up to the
hand's theoretical maximum 230. The trump is named with `call_suit(s)`; a declaration is
`declare(s)` (80 + suit). Risposta, strozzo and taglio are `follow='follow-beat-trump'` in
`game.legal`.
"""

from __future__ import annotations

from dataclasses import replace

from game import actions as A
from game.cards import KING, QUEEN, SUITS, card
from game.events import ActionTaken, Event
from game.plugin import Hand
from game.refusals import Refusal, Why
from game.values import AuctionView, Declaration, HandResult, Phase
from game.variants import auction
from game.variants.auction import BiddingPlugin, of

MAX_BID = 230  # 130 card points + the Quaranta + three Venti (seed 001)
QUARANTA, VENTI = 40, 20


def next_bid(high: int) -> int:
    """The lowest bid above `high`: the next multiple of 5 up to 100, then +1."""
    return (high // 5 + 1) * 5 if high < 100 else high + 1


def bid_values(low: int) -> list[int]:
    return [v for v in range(low, 101) if v % 5 == 0] + list(range(max(low, 101), MAX_BID + 1))


def _high(state: Hand) -> int | None:
    high = of(state).high
    return None if high is None else high - A.BID_POINTS_BASE


def legal(state: Hand) -> list[int]:
    if state.phase is Phase.AUCTION:
        high = _high(state)
        low = state.rules.min_bid if high is None else next_bid(high)
        return [A.PASS, *(A.bid_points(v) for v in bid_values(low))]
    return [A.call_suit(s) for s in SUITS]


def refusal(state: Hand, action: int) -> Refusal:
    if state.phase is Phase.CALL:
        return Refusal(Why.NAME_TRUMP, action=action)
    if A.CALL_BASE <= action < A.CALL_BASE + 4:
        return Refusal(Why.TRUMP_AFTER_AUCTION)
    if A.BID_POINTS_BASE <= action <= A.BID_POINTS_BASE + MAX_BID:
        high = _high(state)
        if high is None:
            return Refusal(Why.OPENING_BID, n=state.rules.min_bid)
        return Refusal(Why.BID_AT_LEAST, n=next_bid(high), m=MAX_BID)
    return Refusal(Why.PASS_OR_BID_POINTS, action=action)


def apply(state: Hand, action: int) -> list[Event]:
    if state.phase is Phase.AUCTION:
        events = auction.record(state, action)
        return events + auction.advance(state, action == A.bid_points(MAX_BID))
    suit = action - A.CALL_BASE
    bidder = of(state).bidder
    assert bidder is not None
    # Seed 001: the auction winner leads the first hand of a match; later, the dealer's right.
    bidder_leads = state.rules.first_lead == "bidder" and of(state).first_of_match
    state.begin_play(bidder if bidder_leads else (state.dealer + 1) % state.rules.players, suit)
    return [ActionTaken(bidder, action)]


# ---- §3.2 Quaranta and Venti --------------------------------------------------------------
def _window_open(state: Hand) -> bool:
    """Once after each trick the bidder's side wins: at the bidder's next turn to play."""
    rules, a = state.rules, of(state)
    bidder = a.bidder
    n = len(state.tricks)
    return (bidder is not None and state.turn == bidder and n > 0
            and rules.team_of(state.tricks[-1].winner) == rules.team_of(bidder)
            and not any(d.trick == n for d in a.declared))


def declarations(state: Hand) -> list[int]:
    if not _window_open(state):
        return []
    hand = state.hands[state.turn]
    done = {d.suit for d in of(state).declared}
    return [A.declare(s) for s in SUITS
            if s not in done and card(s, KING) in hand and card(s, QUEEN) in hand]


def declare_refusal(state: Hand, action: int) -> Refusal:
    suit = action - A.DECLARE_BASE
    bidder = of(state).bidder
    if state.turn != bidder:
        return Refusal(Why.DECLARE_NOT_BIDDER, seat=bidder)
    if any(d.suit == suit for d in of(state).declared):
        return Refusal(Why.DECLARED_ALREADY, suit=suit)
    if not _window_open(state):
        return Refusal(Why.DECLARE_WINDOW)
    return Refusal(Why.DECLARE_CARDS, suit=suit)


def declare(state: Hand, action: int) -> list[Event]:
    suit = action - A.DECLARE_BASE
    seat = state.turn
    pts = QUARANTA if suit == state.trump_suit else VENTI
    a = of(state)
    state.auction = replace(a, declared=(*a.declared,
                                         Declaration(seat, suit, pts, len(state.tricks))))
    return [ActionTaken(seat, action)]


def declared_points(state: Hand) -> int:
    return sum(d.points for d in of(state).declared)


# ---- views and scoring --------------------------------------------------------------------
def view(state: Hand, seat: int) -> AuctionView:
    a = of(state)
    return AuctionView(
        bids=a.bids, passed=tuple(sorted(a.passed)), high_bid=a.high, high_bidder=a.high_seat,
        bidder=a.bidder, called_rank=None, called_card=None, target=_high(state), partner=None,
        partner_revealed=False, declarations=auction.declarations(state), redeal=a.redeal)


def result(state: Hand, team_points: tuple[int, ...], last_team: int) -> HandResult:
    """§3.2: the side that made its bid scores it, else the defenders do; rounded down to a
    multiple of 5. `team_points` here include the bidder's declarations."""
    a, rules = of(state), state.rules
    if a.redeal:
        return auction.redeal_result(state)
    bid = _high(state)
    assert bid is not None and a.bidder is not None
    team = rules.team_of(a.bidder)
    points = list(team_points)
    points[team] += declared_points(state)
    made = points[team] >= bid
    scorer = team if made else 1 - team
    game = [0, 0]
    game[scorer] = bid // 5 * 5
    return HandResult(tuple(points), scorer, False, last_team, tuple(game), made)


class LicitazionePlugin(BiddingPlugin):
    """§3.2 as a plug-in: the points auction, naming trump, Quaranta and Venti, the score."""

    def phase_legal(self, hand: Hand) -> list[int]:
        return legal(hand)

    def play_extras(self, hand: Hand) -> list[int]:
        return declarations(hand)

    def owns(self, action: int) -> bool:
        return A.DECLARE_BASE <= action < A.DECLARE_BASE + 4

    def apply(self, hand: Hand, action: int) -> list[Event]:
        if hand.phase is Phase.PLAY:
            return declare(hand, action)
        return apply(hand, action)

    def refusal(self, hand: Hand, action: int) -> Refusal:
        if hand.phase is Phase.PLAY:
            return declare_refusal(hand, action)
        return refusal(hand, action)

    def result(self, hand: Hand, team_points: tuple[int, ...],
               last_team: int) -> HandResult | None:
        return result(hand, team_points, last_team)

    def auction_view(self, hand: Hand, seat: int) -> AuctionView | None:
        return view(hand, seat)


LICITAZIONE = LicitazionePlugin()
