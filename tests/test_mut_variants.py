"""The bidding variants at the limits mutation testing found unpinned (tools/mutate.py):
cappotto either way (RULES.md §3.1), the auctions' ends and steps, Licitazione's score.
"""

from __future__ import annotations

import random

import pytest

from game import actions as A
from game.cards import Suit, parse_code
from game.events import HandOver
from game.refusals import Refusal, Why
from game.rules import preset
from game.simulate import random_playout
from game.state import HandState, Phase
from tests.bidding_helpers import bid, hand, play


def _chiamata(caller: int, partner_card: str, points: list[int], **settings: object) -> HandState:
    """A Chiamata hand won at the auction by `caller` with the Ace, the `partner_card` called,
    played out; then the seats' card points are set to `points`."""
    s = hand(preset("chiamata", **settings), dealer=4, s3=[partner_card])
    while s.phase is Phase.AUCTION:
        s.apply(A.bid_rank(1) if s.turn == caller else A.PASS)
    s.apply(A.call_suit(parse_code(partner_card) // 13))
    random_playout(s, random.Random(1))
    s.points = points
    return s


def test_cappotto_doubles_also_when_the_defenders_take_everything() -> None:
    """§3.1 cappotto (all 120) doubles the game points whichever side takes them all."""
    r = _chiamata(0, "AD", [0, 40, 40, 0, 40], cappotto=True).result()
    assert r.bidder_won is False
    assert r.game_points == (-4, 2, 2, -2, 2)
    plain = _chiamata(0, "AD", [0, 40, 40, 0, 40]).result()
    assert plain.game_points == (-2, 1, 1, -1, 1)  # the setting off: no doubling


def test_cappotto_is_all_the_points_not_nearly_all() -> None:
    r = _chiamata(0, "AD", [1, 40, 40, 0, 39], cappotto=True).result()
    assert r.game_points == (-2, 1, 1, -1, 1)
    r = _chiamata(0, "AD", [60, 0, 0, 59, 1], cappotto=True).result()
    assert r.game_points == (2, -1, -1, 1, -1)
    r = _chiamata(0, "AD", [60, 0, 0, 60, 0], cappotto=True).result()
    assert r.game_points == (4, -2, -2, 2, -2)


def test_alone_cappotto_either_way() -> None:
    assert _chiamata(3, "AD", [0, 0, 0, 120, 0], cappotto=True).result().game_points == \
        (-2, -2, -2, 8, -2)
    assert _chiamata(3, "AD", [30, 30, 30, 0, 30], cappotto=True).result().game_points == \
        (2, 2, 2, -8, 2)


@pytest.mark.parametrize(("high", "low"), [(70, 75), (75, 80), (95, 100), (100, 101),
                                           (101, 102), (229, 230)])
def test_licitazione_next_bid_is_the_next_five_up_to_100_then_one_more(high: int,
                                                                       low: int) -> None:
    """§3.2: at least the next multiple of 5 up to 100, then at least +1 above 100."""
    s = hand(preset("licitazione"), 3)
    s.apply(bid(70))
    if high == 70:
        s.apply(A.PASS)
    else:
        s.apply(bid(high))
    legal = [a - A.BID_POINTS_BASE for a in s.legal_actions() if a != A.PASS]
    assert legal[0] == low
    assert all(v % 5 == 0 for v in legal if v <= 100)
    assert legal[-1] == 230 and len(legal) == len(set(legal))


def test_licitazione_score_is_the_bid_rounded_down_to_five_for_whoever_earns_it() -> None:
    s = hand(preset("licitazione"), 3, s0=["KS", "QS"])
    play(s, bid(101), A.PASS, A.PASS, A.PASS)
    s.apply(A.call_suit(Suit.SPADE))
    random_playout(s, random.Random(3))
    team = s.rules.team_of(0)
    declared = sum(d.points for d in s.auction.declared)  # type: ignore[union-attr]
    made = s.result().team_points[team] >= 101
    assert s.result().game_points[team if made else 1 - team] == 100  # type: ignore[index]
    assert s.result().game_points[1 - team if made else team] == 0  # type: ignore[index]
    assert s.result().team_points[team] == \
        sum(s.points[x] for x in s.rules.teams[team]) + declared


def test_licitazione_opening_bid_is_the_minimum_setting_and_230_ends_the_auction() -> None:
    for minimum in (70, 80, 100, 101):
        s = hand(preset("licitazione", min_bid=minimum), 3)
        legal = [a - A.BID_POINTS_BASE for a in s.legal_actions() if a != A.PASS]
        assert legal[0] == minimum
    s = hand(preset("licitazione"), 3)
    s.apply(bid(230))  # the most a hand can hold: nobody can raise it
    assert s.phase is Phase.CALL and s.auction.bidder == 0  # type: ignore[union-attr]


# ---- what the auctions show everyone (§3.1, §3.2) ---------------------------------------------
def test_every_bid_and_pass_is_an_event_and_stays_in_the_auction_s_history() -> None:
    s = hand(preset("licitazione"), 3)
    events = s.apply(bid(70)) + s.apply(A.PASS) + s.apply(bid(80))
    assert [(e.seat, e.action) for e in events] == [(0, bid(70)), (1, A.PASS), (2, bid(80))]  # type: ignore[union-attr]
    assert s.auction.bids == ((0, bid(70)), (1, A.PASS), (2, bid(80)))  # type: ignore[union-attr]
    assert s.auction.passed == frozenset({1})  # type: ignore[union-attr]
    view = s.observe(3).auction
    assert view is not None and view.bids == s.auction.bids  # type: ignore[union-attr]


def test_a_redeal_scores_nothing_and_says_so() -> None:
    """§3.1, §3.2: if all pass, the hand ends at once, redealt: no points, no winner."""
    for name in ("licitazione", "chiamata"):
        s = HandState.new(preset(name), seed=1, dealer=3)
        events: list[object] = []
        while not s.is_over:
            events = s.apply(A.PASS)
        teams = len(s.rules.teams)
        assert events[-1] == HandOver((0,) * teams, None, True)
        r = s.result()
        assert r == ((0,) * teams, None, True, -1, (0,) * teams, None)
        assert ("redeal", True) in s.observe(0).public


def test_the_public_facts_of_an_auction_name_the_bid_the_bidder_the_call() -> None:
    s = hand(preset("chiamata"), dealer=4, s3=["AD"])
    assert s.observe(1).public == ()
    s.apply(A.bid_rank(1))
    assert s.observe(2).public == (("high", A.bid_rank(1)),)
    while s.phase is Phase.AUCTION:
        s.apply(A.PASS)
    s.apply(A.call_suit(Suit.DENARI))
    facts = dict(s.observe(2).public)
    assert facts == {"high": A.bid_rank(1), "bidder": 0, "called": parse_code("AD")}
    li = hand(preset("licitazione"), 3, s0=["AS", "KS", "QS"])
    play(li, bid(70), A.PASS, A.PASS, A.PASS)
    li.apply(A.call_suit(Suit.SPADE))
    play(li, "AS")  # the highest trump: the bidder takes the first trick
    for _ in range(3):
        li.apply(next(a for a in li.legal_actions() if A.is_play(a)))
    assert li.turn == 0 and A.declare(Suit.SPADE) in li.legal_actions()
    li.apply(A.declare(Suit.SPADE))
    declared = dict(li.observe(1).public)["declared"]
    assert [(d.seat, d.suit, d.points) for d in declared] == [(0, Suit.SPADE, 40)]


# ---- Chiamata: refusals, the view of the auction, the call, the result (§3.1) ---------------
def test_chiamata_refusals_name_the_action_and_the_range() -> None:
    s = hand(preset("chiamata"), dealer=4)
    assert s.refusal(A.BID_RANK_BASE + 14) == Refusal(Why.PASS_OR_BID, action=213)
    assert s.refusal(A.bid_points(0)) == Refusal(Why.POINTS_BEFORE_TWO)
    assert s.refusal(A.declare(0)) == Refusal(Why.PASS_OR_BID, action=A.declare(0))
    play(s, A.bid_rank(2))
    assert s.refusal(A.bid_points(60)) == Refusal(Why.POINTS_RANGE, n=61, m=120)
    play(s, A.bid_points(70))
    assert s.refusal(A.bid_points(70)) == Refusal(Why.POINTS_RANGE, n=71, m=120)
    while s.phase is Phase.AUCTION:
        s.apply(A.PASS)
    assert s.refusal(A.PASS) == Refusal(Why.CALL_SUIT, action=A.PASS)


def test_chiamata_view_of_the_auction_and_the_call() -> None:
    s = hand(preset("chiamata"), dealer=4, s3=["3D"])
    view = s.observe(4).auction
    assert view is not None and view.partner_revealed is False and view.target is None
    play(s, A.bid_rank(1), A.bid_rank(3))
    view = s.observe(4).auction
    assert view is not None
    assert view.bids == ((0, A.bid_rank(1)), (1, A.bid_rank(3)))
    assert (view.high_bid, view.high_bidder, view.called_rank) == (A.bid_rank(3), 1, 3)
    assert view.target == 61 and view.bidder is None and not view.partner_revealed
    while s.phase is Phase.AUCTION:
        s.apply(A.PASS)
    events = s.apply(A.call_suit(Suit.DENARI))
    assert [(e.seat, e.action) for e in events] == [(1, A.call_suit(Suit.DENARI))]  # type: ignore[union-attr]
    view = s.observe(4).auction
    assert view is not None and view.called_card == parse_code("3D") and view.bidder == 1
    assert view.partner is None and not view.partner_revealed
    assert s.observe(3).auction.partner == 3  # type: ignore[union-attr]
    while parse_code("3D") in s.hands[3]:
        s.apply(parse_code("3D") if s.turn == 3 else
                next(a for a in s.legal_actions() if A.is_play(a)))
    assert s.observe(4).auction.partner == 3  # type: ignore[union-attr]
    assert ("partner", 3) in s.observe(4).public


def test_chiamata_result_keeps_each_seat_s_points_and_the_last_trick() -> None:
    s = hand(preset("chiamata"), dealer=4, s3=["AD"])
    while s.phase is Phase.AUCTION:
        s.apply(A.bid_rank(1) if s.turn == 0 else A.PASS)
    s.apply(A.call_suit(Suit.DENARI))
    random_playout(s, random.Random(4))
    r = s.result()
    assert r.team_points == tuple(s.points)
    assert r.last_trick_team == s.tricks[-1].winner


# ---- Licitazione: refusals, declarations, the view and the result (§3.2) ---------------------
def test_licitazione_refusals_name_the_action_and_the_suit() -> None:
    s = hand(preset("licitazione"), 3, s0=["AS", "KS", "QS"])
    assert s.refusal(A.CALL_BASE + 4) == Refusal(Why.PASS_OR_BID_POINTS, action=A.CALL_BASE + 4)
    assert s.refusal(A.call_suit(3)) == Refusal(Why.TRUMP_AFTER_AUCTION)
    play(s, bid(70), A.PASS, A.PASS, A.PASS)
    s.apply(A.call_suit(Suit.SPADE))
    # The bidder leads: no trick won yet, so no window for declaring, whatever the cards.
    assert s.refusal(A.declare(Suit.SPADE)) == Refusal(Why.DECLARE_WINDOW)
    assert s.refusal(A.DECLARE_BASE + 4) == Refusal(Why.NOT_DURING_PLAY,
                                                     action=A.DECLARE_BASE + 4)
    play(s, "AS")
    for _ in range(3):
        s.apply(next(a for a in s.legal_actions() if A.is_play(a)))
    assert s.refusal(A.declare(Suit.COPPE)) == Refusal(Why.DECLARE_CARDS, suit=Suit.COPPE)
    events = s.apply(A.declare(Suit.SPADE))
    assert [(e.seat, e.action) for e in events] == [(0, A.declare(Suit.SPADE))]  # type: ignore[union-attr]


def test_licitazione_view_and_result() -> None:
    s = hand(preset("licitazione"), 3)
    play(s, bid(75))
    view = s.observe(2).auction
    assert view is not None and (view.high_bid, view.high_bidder, view.target) == \
        (bid(75), 0, 75)
    assert view.redeal is False and view.called_card is None and view.partner is None
    play(s, A.PASS, A.PASS, A.PASS)
    s.apply(A.call_suit(Suit.COPPE))
    random_playout(s, random.Random(5))
    r = s.result()
    assert r.replay is False and r.winner in (0, 1)
    assert r.bidder_won == (r.team_points[0] >= 75) == (r.winner == 0)
    assert r.last_trick_team == s.rules.team_of(s.tricks[-1].winner)
