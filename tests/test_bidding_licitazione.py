"""RULES.md §3.2 Briscola a licitazione: deal, auction endings, trump, lead, declarations,
the last-trick bonus, scoring and the match to 300."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game import actions as A
from game.cards import Suit
from game.match import Match, MatchFormat, default_format
from game.record import GameRecord, HandRecord, parse, replay_hand
from game.refusals import Why
from game.rules import RulesError, preset
from game.simulate import random_playout
from game.state import HandState, Phase
from game.values import Declaration
from game.variants.licitazione import bid_values, next_bid
from tests.bidding_helpers import bid, hand, play
from tests.helpers import refused

RULES = preset("licitazione")


def test_ten_cards_each_in_one_block_no_stock_no_trump() -> None:
    s = HandState.new(RULES, seed=1, dealer=3)
    assert [len(h) for h in s.hands] == [10] * 4
    assert not s.stock and s.trump_suit is None
    assert s.phase is Phase.AUCTION and s.turn == 0
    assert RULES.total_points == 130


# ---- auction ---------------------------------------------------------------------------------
def test_opening_bid_at_least_the_minimum() -> None:
    s = HandState.new(RULES, seed=1, dealer=3)
    legal = s.legal_actions()
    assert legal[:8] == [A.PASS, *(bid(v) for v in (70, 75, 80, 85, 90, 95, 100))]
    assert legal[8] == bid(101) and legal[-1] == bid(230)
    with refused(Why.OPENING_BID, n=70):
        s.apply(bid(65))
    s80 = HandState.new(preset("licitazione", min_bid=80), seed=1, dealer=3)
    assert s80.legal_actions()[1] == bid(80)
    with pytest.raises(RulesError, match="min_bid"):
        preset("licitazione", min_bid=72)


@pytest.mark.parametrize(("high", "low"), [(70, 75), (72, 75), (95, 100), (100, 101),
                                           (103, 104)])
def test_next_bid_multiple_of_five_to_100_then_plus_one(high: int, low: int) -> None:
    assert next_bid(high) == low
    assert bid_values(low)[0] == low


def test_raise_refused_below_the_step_with_the_rule() -> None:
    s = HandState.new(RULES, seed=1, dealer=3)
    play(s, bid(70))
    with refused(Why.BID_AT_LEAST, n=75):
        s.apply(bid(72))
    play(s, bid(100))
    with refused(Why.BID_AT_LEAST, n=101):
        s.apply(bid(100))


def test_three_passes_end_it_and_a_bidder_may_bid_again() -> None:
    s = HandState.new(RULES, seed=1, dealer=3)
    play(s, bid(70), bid(75), A.PASS, A.PASS)  # seat 0, 1 bid; 2, 3 pass
    assert s.turn == 0  # seat 0 has not passed: he bids again
    play(s, bid(80))
    assert s.turn == 1  # passed seats 2, 3 are skipped
    play(s, A.PASS)  # the third pass after seat 0's bid
    assert s.phase is Phase.CALL and s.turn == 0
    assert s.observe(2).auction.target == 80  # type: ignore[union-attr]


def test_the_minimum_bid_wins_when_the_others_pass() -> None:
    s = HandState.new(RULES, seed=1, dealer=1)
    play(s, bid(70), A.PASS, A.PASS, A.PASS)
    assert s.phase is Phase.CALL and s.turn == 2


def test_a_bid_by_the_last_seat_after_three_passes_wins() -> None:
    s = HandState.new(RULES, seed=1, dealer=3)
    play(s, A.PASS, A.PASS, A.PASS, bid(70))
    assert s.phase is Phase.CALL and s.turn == 3


def test_all_four_pass_redeal() -> None:
    s = HandState.new(RULES, seed=1, dealer=3)
    play(s, A.PASS, A.PASS, A.PASS, A.PASS)
    r = s.result()
    assert s.is_over and r.replay and r.game_points == (0, 0) and r.last_trick_team == -1


def test_the_highest_bid_ends_the_auction() -> None:
    s = HandState.new(RULES, seed=1, dealer=3)
    play(s, bid(230))
    assert s.phase is Phase.CALL and s.turn == 0


# ---- trump and lead --------------------------------------------------------------------------
def test_winner_names_trump_and_leads_the_first_hand_only() -> None:
    s = HandState.new(RULES, seed=1, dealer=3)
    play(s, A.PASS, bid(70), A.PASS, A.PASS)
    assert s.legal_actions() == [A.call_suit(x) for x in range(4)]
    with refused(Why.NAME_TRUMP):
        s.apply(bid(75))
    s.apply(A.call_suit(Suit.BASTONI))
    assert s.trump_suit == Suit.BASTONI and s.turn == 1
    later = HandState.new(RULES, seed=1, dealer=3, first_of_match=False)
    play(later, A.PASS, bid(70), A.PASS, A.PASS, A.call_suit(Suit.BASTONI))
    assert later.turn == 0  # the dealer's right


def test_trump_named_only_after_the_auction() -> None:
    s = HandState.new(RULES, seed=1, dealer=3)
    with refused(Why.TRUMP_AFTER_AUCTION):
        s.apply(A.call_suit(0))
    with refused(Why.PASS_OR_BID_POINTS):
        s.apply(A.bid_rank(1))


# ---- declarations ----------------------------------------------------------------------------
def declaring_hand() -> HandState:
    """Seat 0 wins at 70, names Spade; holds Re+Cavallo of Spade and of Coppe and the top
    Denari so he wins the first trick; his partner is seat 2."""
    s = hand(RULES, 3, s0=["KS", "QS", "KC", "QC", "AD", "3D"], s1=["2D", "4D"],
             s2=["5D", "6D"], s3=["7D", "JD"])
    play(s, bid(70), A.PASS, A.PASS, A.PASS, A.call_suit(Suit.SPADE))
    return s


def test_no_declaration_before_a_trick_is_won() -> None:
    s = declaring_hand()
    assert A.declare(Suit.SPADE) not in s.legal_actions()
    with refused(Why.DECLARE_WINDOW):
        s.apply(A.declare(Suit.SPADE))


def test_quaranta_and_venti_once_after_each_trick_won() -> None:
    s = declaring_hand()
    play(s, "AD")
    while s.turn != 0:
        s.apply(s.legal_actions()[0])
    assert s.tricks[-1].winner == 0
    assert {a for a in s.legal_actions() if a >= A.DECLARE_BASE} == {
        A.declare(Suit.COPPE), A.declare(Suit.SPADE)}
    s.apply(A.declare(Suit.SPADE))  # la Quaranta
    with refused(Why.DECLARED_ALREADY):
        s.apply(A.declare(Suit.SPADE))
    with refused(Why.DECLARE_WINDOW):
        s.apply(A.declare(Suit.COPPE))
    play(s, "3D")
    while s.turn != 0:
        s.apply(s.legal_actions()[0])
    assert s.tricks[-1].winner == 0
    s.apply(A.declare(Suit.COPPE))  # la Venti
    view = s.observe(1).auction
    assert view is not None and view.declarations == ((0, Suit.SPADE, 40), (0, Suit.COPPE, 20))


def test_only_the_auction_winner_declares_and_only_with_both_cards() -> None:
    s = declaring_hand()
    play(s, "AD")
    with refused(Why.DECLARE_NOT_BIDDER, seat=0):
        s.apply(A.declare(Suit.SPADE))
    while s.turn != 0:
        s.apply(s.legal_actions()[0])
    with refused(Why.DECLARE_CARDS):
        s.apply(A.declare(Suit.DENARI))


# ---- points and scoring ----------------------------------------------------------------------
def test_card_points_plus_last_trick_make_130() -> None:
    s = HandState.new(RULES, seed=9, dealer=0)
    random_playout(s, random.Random(9))
    if not s.auction.redeal:
        assert sum(s.points) == 130
        assert s.tricks[-1].points >= 10


def scored(bid_value: int, card_points: list[int], declared: int = 0) -> tuple[int, ...]:
    s = HandState.new(RULES, seed=2, dealer=3)
    play(s, bid(bid_value), A.PASS, A.PASS, A.PASS, A.call_suit(0))
    random_playout(s, random.Random(5))
    s.points = card_points
    s.auction = replace(s.auction, declared=(Declaration(0, 1, declared, 1),) if declared else ())
    r = s.result()
    assert r.game_points is not None
    return r.game_points


def test_bid_made_scores_the_bid_rounded_down_to_five() -> None:
    assert scored(103, [60, 10, 50, 10]) == (100, 0)
    assert scored(75, [40, 30, 35, 25]) == (75, 0)


def test_bid_failed_scores_it_for_the_defenders() -> None:
    assert scored(103, [50, 20, 50, 10]) == (0, 100)


def test_declarations_count_toward_the_bid() -> None:
    assert scored(101, [40, 40, 41, 9]) == (0, 100)
    assert scored(101, [40, 40, 41, 9], declared=20) == (100, 0)


def test_match_first_side_to_300_the_bidder_leads_only_the_first_hand() -> None:
    fmt = default_format(RULES)
    assert fmt == MatchFormat("first-to-game-points", 300)
    m = Match(RULES, fmt, seed=3)
    rng = random.Random(8)
    records = []
    while not m.is_over:
        h = m.new_hand()
        assert h.auction.first_of_match == (not m.counted)
        random_playout(h, rng)
        records.append(HandRecord.of(h))
        m.record(h)
    assert max(m.scores()) >= 300 and m.winner is not None
    # The flag travels in records, so later hands replay with the dealer's right leading.
    text = GameRecord(RULES, tuple(records)).to_json()
    back = parse(text)
    for rec in back.hands:
        state, _ = replay_hand(back.rules, rec)
        assert state.is_over
    assert any(not rec.first_of_match for rec in back.hands)
