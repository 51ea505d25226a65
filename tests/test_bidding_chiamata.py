"""RULES.md §3.1 Briscola Chiamata: deal, auction endings, call, secret partner, scoring."""

from __future__ import annotations

import random

import pytest

from game import actions as A
from game.cards import KING, QUEEN, Suit, card, parse_code
from game.events import HandOver, for_seat
from game.match import Match, MatchFormat, default_format
from game.refusals import Why
from game.rules import RulesError, preset
from game.simulate import random_playout
from game.state import HandState, Phase
from game.variants.chiamata import multiplier
from tests.bidding_helpers import bid, hand, play
from tests.helpers import refused

RULES = preset("chiamata")
RANKS = [1, 3, KING, QUEEN, 11, 7, 6, 5, 4, 2]  # strongest first


def rank(r: int) -> int:
    return A.bid_rank(r)


def won_by(state: HandState, seat: int, *, action: int = rank(1)) -> None:
    """Drive the auction so that `seat` wins with `action` (others pass)."""
    while state.phase is Phase.AUCTION:
        state.apply(action if state.turn == seat else A.PASS)


# ---- deal ------------------------------------------------------------------------------------
def test_deal_all_forty_cards_eight_each_no_turned_card() -> None:
    s = HandState.new(RULES, seed=1, dealer=2)
    assert [len(h) for h in s.hands] == [8] * 5
    assert not s.stock and s.trump_card is None and s.trump_suit is None
    assert s.phase is Phase.AUCTION and s.turn == 3  # the dealer's right bids first


# ---- auction ---------------------------------------------------------------------------------
def test_rank_auction_each_bid_lower_than_the_last() -> None:
    s = HandState.new(RULES, seed=1, dealer=4)
    assert s.legal_actions() == [A.PASS, *(rank(r) for r in RANKS)]
    s.apply(rank(KING))
    assert s.legal_actions() == [A.PASS, *(rank(r) for r in RANKS[RANKS.index(KING) + 1:])]
    with refused(Why.RANK_LOWER):
        s.apply(rank(3))
    with refused(Why.POINTS_BEFORE_TWO):
        s.apply(bid(70))
    with refused(Why.CALL_AFTER_AUCTION):
        s.apply(A.call_suit(0))


def test_pass_is_final_and_passed_seats_are_skipped() -> None:
    s = HandState.new(RULES, seed=1, dealer=4)
    play(s, rank(1), A.PASS)  # seat 0 bids, seat 1 passes
    play(s, rank(3), A.PASS, A.PASS)  # seat 2 bids, 3 and 4 pass
    assert s.turn == 0  # seat 1 is skipped from now on
    play(s, rank(KING))
    assert s.turn == 2


def test_all_pass_is_a_redeal() -> None:
    s = HandState.new(RULES, seed=1, dealer=0)
    events = []
    for _ in range(5):
        events += s.apply(A.PASS)
    assert s.phase is Phase.OVER
    assert isinstance(events[-1], HandOver) and events[-1].replay
    r = s.result()
    assert r.replay and r.winner is None and r.game_points == (0,) * 5
    assert s.observe(1).auction is not None and s.observe(1).auction.redeal


def test_after_a_two_bids_go_on_in_points_to_120() -> None:
    s = HandState.new(RULES, seed=1, dealer=4)
    play(s, rank(2))
    assert s.legal_actions() == [A.PASS, *(bid(p) for p in range(61, 121))]
    with refused(Why.RANK_AFTER_TWO):
        s.apply(rank(2))
    play(s, bid(61))
    assert s.legal_actions()[1] == bid(62)
    with refused(Why.POINTS_RANGE, n=62):
        s.apply(bid(61))
    play(s, bid(120))  # seat 2: cannot be raised, the auction ends at once
    assert s.phase is Phase.CALL and s.turn == 2
    assert s.observe(3).auction is not None and s.observe(3).auction.target == 120


def test_the_auction_can_end_at_the_first_two() -> None:
    s = HandState.new(preset("chiamata", chiamata_ends_at_two=True), seed=1, dealer=4)
    play(s, rank(5), rank(2))
    assert s.phase is Phase.CALL and s.turn == 1


def test_won_when_all_others_have_passed() -> None:
    s = HandState.new(RULES, seed=1, dealer=4)
    play(s, A.PASS, rank(7), A.PASS, A.PASS, A.PASS)
    assert s.phase is Phase.CALL and s.turn == 1
    assert s.legal_actions() == [A.call_suit(x) for x in range(4)]
    with refused(Why.CALL_SUIT):
        s.apply(A.PASS)


# ---- call and secret partner -----------------------------------------------------------------
def test_call_makes_trump_and_the_holder_the_secret_partner() -> None:
    s = hand(RULES, dealer=4, s3=["AD"])
    won_by(s, 0)
    s.apply(A.call_suit(Suit.DENARI))
    assert s.trump_suit == Suit.DENARI and s.phase is Phase.PLAY
    assert s.auction.called == parse_code("AD") and s.auction.partner == 3
    for seat in range(5):
        view = s.observe(seat).auction
        assert view is not None and view.called_card == parse_code("AD")
        assert view.partner == (3 if seat == 3 else None)
    # Play until the Ace of Denari falls: from then on everyone knows.
    while parse_code("AD") in s.hands[3]:
        mover = s.turn
        choice = parse_code("AD") if mover == 3 else s.legal_actions()[0]
        s.apply(choice)
        if choice != parse_code("AD"):
            assert s.observe(1).auction.partner is None  # type: ignore[union-attr]
    assert all(s.observe(x).auction.partner == 3 for x in range(5))  # type: ignore[union-attr]


def test_calling_ones_own_card_plays_alone() -> None:
    s = hand(RULES, dealer=4, s0=["AD"])
    won_by(s, 0)
    s.apply(A.call_suit(Suit.DENARI))
    assert s.auction.partner == 0
    assert s.observe(0).auction.partner == 0  # type: ignore[union-attr]
    assert s.observe(2).auction.partner is None  # type: ignore[union-attr]


def test_first_lead_dealer_right_or_the_caller() -> None:
    s = HandState.new(RULES, seed=3, dealer=4)
    won_by(s, 2)
    s.apply(A.call_suit(0))
    assert s.turn == 0
    s = HandState.new(preset("chiamata", first_lead="bidder"), seed=3, dealer=4)
    won_by(s, 2)
    s.apply(A.call_suit(0))
    assert s.turn == 2


def test_events_never_show_another_seats_cards() -> None:
    s = HandState.new(RULES, seed=5, dealer=0)
    seen = for_seat(s.log, 2)
    assert all(ev.cards == (-1,) * 8 for ev in seen if hasattr(ev, "cards") and ev.seat != 2)


# ---- scoring ---------------------------------------------------------------------------------
def finished(caller: int, partner_card: str, points: list[int], action: int = rank(1),
             **settings: object) -> HandState:
    """A played-out hand whose per-seat card points are then set to `points`."""
    rules = preset("chiamata", **settings)
    s = hand(rules, dealer=4, s3=[partner_card])
    won_by(s, caller, action=action)
    code = parse_code(partner_card)
    s.apply(A.call_suit(code // 13))
    random_playout(s, random.Random(1))
    s.points = points
    return s


def test_caller_side_wins_with_61_game_points_2_1_minus_1() -> None:
    s = finished(0, "AD", [40, 0, 0, 21, 59])
    r = s.result()
    assert r.bidder_won and r.winner == 0
    assert r.game_points == (2, -1, -1, 1, -1)


def test_sixty_sixty_loses_for_the_caller() -> None:
    r = finished(0, "AD", [40, 20, 20, 20, 20]).result()
    assert r.bidder_won is False and r.winner is None
    assert r.game_points == (-2, 1, 1, -1, 1)
    assert sum(r.game_points) == 0


def test_alone_four_and_one() -> None:
    r = finished(3, "AD", [0, 0, 0, 61, 59]).result()  # seat 3 holds and calls AD
    assert r.game_points == (-1, -1, -1, 4, -1)
    r = finished(3, "AD", [30, 30, 0, 60, 0]).result()
    assert r.game_points == (1, 1, 1, -4, 1)


def test_points_bid_is_the_target() -> None:
    s = hand(RULES, dealer=4, s3=["2D"])
    play(s, rank(2), bid(75), A.PASS, A.PASS, A.PASS, A.PASS)
    s.apply(A.call_suit(Suit.DENARI))
    random_playout(s, random.Random(2))
    assert s.auction.bidder == 1  # seat 0 named the Two, seat 1 went to 75
    s.points = [40, 40, 0, 34, 6]
    assert s.result().bidder_won is False
    s.points = [40, 40, 0, 35, 5]
    assert s.result().bidder_won


@pytest.mark.parametrize(("points", "mult"), [(None, 1), (61, 1), (70, 1), (71, 2), (80, 2),
                                              (81, 3), (91, 4), (100, 4), (101, 5), (120, 5)])
def test_bid_multipliers(points: int | None, mult: int) -> None:
    assert multiplier(True, points) == mult
    assert multiplier(False, points) == 1


def test_multiplier_and_cappotto_in_game_points() -> None:
    s = hand(preset("chiamata", bid_multipliers=True, cappotto=True), dealer=4, s3=["2D"])
    play(s, rank(2), bid(85), A.PASS, A.PASS, A.PASS, A.PASS)
    s.apply(A.call_suit(Suit.DENARI))
    random_playout(s, random.Random(2))
    s.points = [0, 60, 0, 60, 0]  # seat 1 called, seat 3 partner, all 120: x3 doubled
    assert s.result().game_points == (-6, 12, -6, 6, -6)
    s.points = [30, 60, 0, 30, 0]  # 90 >= 85: won, x3
    assert s.result().game_points == (-3, 6, -3, 3, -3)
    s.points = [60, 50, 0, 10, 0]  # 60 < 85: lost, x3
    assert s.result().game_points == (3, -6, 3, -3, 3)


# ---- six players -----------------------------------------------------------------------------
def test_six_players_the_dealer_sits_out() -> None:
    rules = preset("chiamata", players=6)
    assert rules.dealer_sits_out
    s = HandState.new(rules, seed=4, dealer=2)
    assert len(s.hands[2]) == 0 and all(len(h) == 8 for i, h in enumerate(s.hands) if i != 2)
    seen = []
    while s.phase is Phase.AUCTION:
        seen.append(s.turn)
        s.apply(A.PASS if len(seen) < 5 else rank(1))
    assert 2 not in seen
    s.apply(A.call_suit(0))
    random_playout(s, random.Random(1))
    assert all(2 not in (seat for seat, _ in t.plays) for t in s.tricks)
    r = s.result()
    assert r.game_points is not None and r.game_points[2] == 0 and sum(r.game_points) == 0


def test_chiamata_settings_are_refused_elsewhere() -> None:
    with pytest.raises(RulesError, match="Chiamata settings"):
        preset("classic-4", cappotto=True)
    with pytest.raises(RulesError, match="5 players"):
        preset("chiamata", players=4)
    with pytest.raises(RulesError, match="between partners"):
        preset("chiamata", communication="signals")
    with pytest.raises(RulesError, match="deals all cards"):
        preset("chiamata", deal_all=False)


# ---- match -----------------------------------------------------------------------------------
def test_match_of_ten_hands_redeals_do_not_count() -> None:
    fmt = default_format(RULES)
    assert fmt == MatchFormat("hands", 10)
    m = Match(RULES, fmt, seed=7)
    rng = random.Random(3)
    dealers = []
    while not m.is_over:
        h = m.new_hand()
        dealers.append(h.dealer)
        if len(dealers) == 2:  # force one redeal
            while not h.is_over:
                h.apply(A.PASS)
        else:
            random_playout(h, rng)
        m.record(h)
    assert len(m.results) == 11 and len(m.counted) == 10
    assert dealers == [(m.first_dealer + i) % 5 for i in range(11)]
    assert sum(m.scores()) == 0


def test_match_first_to_game_points() -> None:
    m = Match(RULES, MatchFormat("first-to-game-points", 5), seed=2)
    rng = random.Random(4)
    while not m.is_over:
        h = m.new_hand()
        random_playout(h, rng)
        m.record(h)
    assert max(m.scores()) >= 5 and m.winner == m.scores().index(max(m.scores()))


def test_rank_order_follows_the_deck_strength() -> None:
    s = HandState.new(RULES, seed=1)
    assert [a - A.BID_RANK_BASE for a in s.legal_actions()[1:]] == RANKS
    assert card(0, 1) == 0


def test_dealt_counter_clockwise_from_the_dealers_right() -> None:
    deck = list(range(40))
    rules_deck = RULES.deck_cards()
    s = HandState.new(RULES, deck=[rules_deck[i] for i in deck], dealer=2)
    # Card i of the deck goes to seat (dealer + 1 + i) % 5, one at a time.
    for i, c in enumerate(rules_deck):
        assert c in s.hands[(2 + 1 + i) % 5]


def test_six_player_match_lets_each_seat_deal_twice() -> None:
    assert default_format(preset("chiamata", players=6)) == MatchFormat("hands", 12)
