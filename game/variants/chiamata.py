"""Briscola Chiamata (RULES.md §3.1): the rank auction, the points auction, the call, the
secret partner and the zero-sum game points.

Bids are `bid_rank(r)` (200 + rank) while ranks are named, strongest first, each lower than
the last; after a Two, `bid_points(p)` (300 + p) for "2 a 61" .. 120. The call is
`call_suit(s)`: the card of the bid rank in suit `s` is the called card and `s` is trump.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game import actions as A
from game.cards import SUITS, card, deck_ranks
from game.events import ActionTaken, Event
from game.plugin import Hand
from game.refusals import Refusal, Why
from game.values import AuctionView, HandResult, Phase
from game.variants import auction
from game.variants.auction import BiddingPlugin, of

TWO = 2
FIRST_POINTS = 61  # "2 a 61": the first bid on points after a Two
MAX_POINTS = 120
WIN_POINTS = 61  # 60-60 loses for the caller


def rank_order(state: Hand) -> list[int]:
    """Ranks from strongest to weakest: the order in which they may be named."""
    rules = state.rules
    return sorted(deck_ranks(rules.deck), key=lambda r: -rules.strength[card(0, r)])


def _standing(state: Hand) -> tuple[int | None, int | None]:
    """(rank named, points bid) so far."""
    rank = points = None
    for _, action in of(state).bids:
        if A.BID_RANK_BASE < action <= A.BID_RANK_BASE + 13:
            rank = action - A.BID_RANK_BASE
        elif action >= A.BID_POINTS_BASE:
            points = action - A.BID_POINTS_BASE
    return rank, points


def _bids(state: Hand) -> list[int]:
    rank, points = _standing(state)
    if points is not None:
        return [A.bid_points(p) for p in range(points + 1, MAX_POINTS + 1)]
    if rank == TWO:
        return [A.bid_points(p) for p in range(FIRST_POINTS, MAX_POINTS + 1)]
    order = rank_order(state)
    lower = order if rank is None else order[order.index(rank) + 1:]
    return [A.bid_rank(r) for r in lower]


def legal(state: Hand) -> list[int]:
    if state.phase is Phase.AUCTION:
        return [A.PASS, *_bids(state)]
    return [A.call_suit(s) for s in SUITS]


def refusal(state: Hand, action: int) -> Refusal:
    rank, points = _standing(state)
    if state.phase is Phase.CALL:
        return Refusal(Why.CALL_SUIT, action=action)
    if A.CALL_BASE <= action < A.CALL_BASE + 4:
        return Refusal(Why.CALL_AFTER_AUCTION)
    if A.BID_RANK_BASE < action <= A.BID_RANK_BASE + 13:
        if rank == TWO or points is not None:
            return Refusal(Why.RANK_AFTER_TWO)
        if action - A.BID_RANK_BASE not in rank_order(state):
            return Refusal(Why.RANK_NOT_IN_DECK, n=action - A.BID_RANK_BASE)
        return Refusal(Why.RANK_LOWER, n=rank or 1)
    if A.BID_POINTS_BASE <= action <= A.BID_POINTS_BASE + 230:
        if rank != TWO:
            return Refusal(Why.POINTS_BEFORE_TWO)
        low = FIRST_POINTS if points is None else points + 1
        return Refusal(Why.POINTS_RANGE, n=low, m=MAX_POINTS)
    return Refusal(Why.PASS_OR_BID, action=action)


def apply(state: Hand, action: int) -> list[Event]:
    if state.phase is Phase.AUCTION:
        events = auction.record(state, action)
        unbeatable = action == A.bid_points(MAX_POINTS) or (
            action == A.bid_rank(TWO) and state.rules.chiamata_ends_at_two)
        return events + auction.advance(state, unbeatable)
    return _call(state, action - A.CALL_BASE)


def _call(state: Hand, suit: int) -> list[Event]:
    rules, bid = state.rules, of(state)
    rank, _ = _standing(state)
    assert rank is not None and bid.bidder is not None
    called = card(suit, rank)
    caller = bid.bidder
    partner = next(s for s, h in enumerate(state.hands) if called in h)
    state.auction = replace(bid, called=called, partner=partner)
    first = auction.bidders(state)[0]
    state.begin_play(caller if rules.first_lead == "bidder" else first, suit)
    return [ActionTaken(caller, A.call_suit(suit))]


def partner_revealed(state: Hand) -> bool:
    called = of(state).called
    if called is None:
        return False
    return called in state.trick_cards or any(
        c == called for t in state.tricks for _, c in t.plays)


def target(state: Hand) -> int:
    _, points = _standing(state)
    return max(WIN_POINTS, points or 0)


def view(state: Hand, seat: int) -> AuctionView:
    """The secret partner is shown only to itself, to a caller who called his own card, and
    to everyone once the called card is played (§3.1)."""
    a = of(state)
    rank, _ = _standing(state)
    called, partner = a.called, a.partner
    revealed = partner_revealed(state)
    known = partner if called is not None and (revealed or seat == partner) else None
    return AuctionView(
        bids=a.bids, passed=tuple(sorted(a.passed)), high_bid=a.high, high_bidder=a.high_seat,
        bidder=a.bidder, called_rank=rank, called_card=called,
        target=target(state) if a.high is not None else None, partner=known,
        partner_revealed=revealed, declarations=(), redeal=a.redeal)


def multiplier(rules_multipliers: bool, points: int | None) -> int:
    """§3.1 setting: 71–80 ×2, 81–90 ×3, 91–100 ×4, 101+ ×5."""
    if not rules_multipliers or points is None or points <= 70:
        return 1
    return min(5, 2 + (points - 71) // 10)


def result(state: Hand, team_points: tuple[int, ...], last_team: int) -> HandResult:
    """§3.1 game points: caller +2, partner +1, defenders −1 (signs flip on a loss); alone
    ±4 and ∓1; times the bid multiplier; doubled for *cappotto* (one side took all)."""
    a, rules = of(state), state.rules
    if a.redeal:
        return auction.redeal_result(state)
    caller, partner = a.bidder, a.partner
    assert caller is not None and partner is not None
    side = {caller, partner}
    taken = sum(state.points[s] for s in side)
    won = taken >= target(state)
    mult = multiplier(rules.bid_multipliers, _standing(state)[1])
    if rules.cappotto and taken in (0, rules.total_points):
        mult *= 2
    sign = mult if won else -mult
    game = [0] * rules.players
    for s in auction.bidders(state):
        game[s] = -sign
    if partner == caller:
        game[caller] = 4 * sign
    else:
        game[caller], game[partner] = 2 * sign, sign
    return HandResult(team_points, caller if won else None, False, last_team, tuple(game), won)



class ChiamataPlugin(BiddingPlugin):
    """§3.1 as a plug-in: the rank and points auction, the call, the secret partner."""

    def phase_legal(self, hand: Hand) -> list[int]:
        return legal(hand)

    def apply(self, hand: Hand, action: int) -> list[Event]:
        return apply(hand, action)

    def refusal(self, hand: Hand, action: int) -> Refusal:
        return refusal(hand, action)

    def result(self, hand: Hand, team_points: tuple[int, ...],
               last_team: int) -> HandResult | None:
        return result(hand, team_points, last_team)

    def auction_view(self, hand: Hand, seat: int) -> AuctionView | None:
        return view(hand, seat)

    def public_facts(self, hand: Hand, seat: int) -> list[tuple[str, Any]]:
        facts = super().public_facts(hand, seat)
        if partner_revealed(hand):
            facts.append(("partner", of(hand).partner))
        return facts


CHIAMATA = ChiamataPlugin()
