"""RULES.md §1 Common core, including the worked examples of seed 002."""

from __future__ import annotations

import pytest

from game.cards import (
    ITALIAN_RANKS,
    JACK,
    KING,
    QUEEN,
    Suit,
    card,
    code,
    full_deck,
    parse_code,
    value_tables,
)
from game.events import CardDrawn, TrickWon
from game.refusals import Why
from game.rules import preset
from game.state import HandState
from tests.helpers import new_hand, play, refused

C2 = preset("classic-2")


def test_s1_deck_has_forty_cards_in_four_suits_of_ten() -> None:
    deck = full_deck("italian")
    assert len(deck) == len(set(deck)) == 40
    assert sorted({c // 13 for c in deck}) == [0, 1, 2, 3]
    assert ITALIAN_RANKS == (1, 2, 3, 4, 5, 6, 7, JACK, QUEEN, KING)


def test_s1_strength_and_points_table() -> None:
    strength, points = value_tables("italian", "nord")
    order = [1, 3, KING, QUEEN, JACK, 7, 6, 5, 4, 2]
    expected_points = [11, 10, 4, 3, 2, 0, 0, 0, 0, 0]
    for suit in Suit:
        ids = [card(suit, r) for r in order]
        assert [strength[c] for c in ids] == sorted((strength[c] for c in ids), reverse=True)
        assert len({strength[c] for c in ids}) == 10
        assert [points[c] for c in ids] == expected_points


def test_s1_deck_holds_120_points() -> None:
    for name in ("classic-2", "classic-4", "scoperta", "briscolone", "briskula-dupla"):
        assert preset(name).total_points == 120


@pytest.mark.parametrize("order", ["nord", "centro-sud"])
def test_s1_french_queen_jack_setting_swaps_strength_and_points(order: str) -> None:
    rules = preset("classic-2", deck="french", queen_jack=order)
    q, j = card(Suit.COPPE, QUEEN), card(Suit.COPPE, JACK)
    if order == "nord":  # K(4) > Q(3) > J(2)
        assert rules.points[q] == 3 and rules.points[j] == 2
        assert rules.strength[q] > rules.strength[j]
    else:  # K(4) > J(3) > Q(2)
        assert rules.points[j] == 3 and rules.points[q] == 2
        assert rules.strength[j] > rules.strength[q]
    assert rules.strength[card(Suit.COPPE, KING)] > max(rules.strength[q], rules.strength[j])
    assert rules.total_points == 120


def test_s1_direction_dealer_right_leads_and_play_goes_counter_clockwise() -> None:
    rules = preset("classic-4")
    for dealer in range(4):
        state = HandState.new(rules, seed=3, dealer=dealer)
        first = (dealer + 1) % 4
        assert state.to_act == first
        state.apply(state.legal_actions()[0])
        assert state.to_act == (first + 1) % 4


def test_s1_seed_002_example_rule1_same_suit_higher_card_wins() -> None:
    # Trump 4 of spades. A leads 5 of clubs, B plays Ace of clubs: B takes (rule 1).
    s = new_hand(C2, {0: ["5B", "2C", "3D"], 1: ["AB", "4C", "5D"]}, dealer=1, turned="4S")
    play(s, "5B", "AB")
    assert s.tricks[-1].winner == 1


def test_s1_seed_002_example_rule2_other_suit_no_trump_leader_wins() -> None:
    # A leads 5 of hearts, B plays King of clubs: A takes (rule 2).
    s = new_hand(C2, {0: ["5C", "2C", "3D"], 1: ["KB", "4C", "5D"]}, dealer=1, turned="4S")
    play(s, "5C", "KB")
    assert s.tricks[-1].winner == 0


def test_s1_seed_002_example_rule3_trump_wins() -> None:
    # A leads the Ace of diamonds, B trumps with the 6 of spades: B takes (rule 3).
    s = new_hand(C2, {0: ["AD", "2C", "3D"], 1: ["6S", "4C", "5D"]}, dealer=1, turned="4S")
    play(s, "AD", "6S")
    assert s.tricks[-1].winner == 1
    assert s.tricks[-1].points == 11


def test_s1_seed_002_four_player_example() -> None:
    # A deals, trump (the 13th card) the 3 of hearts. D leads 4 of spades, C the Jack of
    # spades, B the 2 of hearts (trump), A the 5 of clubs: the trick goes to B & D.
    # Seats in playing order: A=0 (dealer), D=1, C=2, B=3; teams A&C (0, 2) v B&D (1, 3).
    rules = preset("classic-4")
    s = new_hand(rules, {1: ["4S", "6B", "7B"], 2: ["JS", "6D", "7D"],
                         3: ["2C", "6S", "7S"], 0: ["5B", "4D", "5D"]}, dealer=0, turned="3C")
    assert s.trump_card == parse_code("3C")
    assert s.deck_order[12] == parse_code("3C")  # the thirteenth card
    assert s.to_act == 1
    play(s, "4S", "JS", "2C", "5B")
    won = s.tricks[-1]
    assert won.winner == 3 and rules.team_of(won.winner) == rules.team_of(1)
    assert s.to_act == 3  # B leads the next trick


def test_s1_no_obligation_to_follow_or_trump() -> None:
    s = new_hand(C2, {0: ["AD", "2C", "3D"], 1: ["6D", "4S", "5B"]}, dealer=1, turned="4B")
    play(s, "AD")
    assert sorted(s.legal_actions()) == sorted(parse_code(c) for c in ["6D", "4S", "5B"])


def test_s1_off_suit_never_wins_and_highest_trump_wins() -> None:
    rules = preset("classic-4")
    s = new_hand(rules, {1: ["2D", "6B", "7B"], 2: ["AS", "6D", "7D"],
                         3: ["2C", "6S", "7S"], 0: ["KC", "4D", "5D"]}, dealer=0, turned="3C")
    play(s, "2D", "AS", "2C", "KC")  # Ace of spades is off-suit; King of trumps beats the 2
    assert s.tricks[-1].winner == 0


def test_s1_drawing_winner_first_then_others_and_turned_trump_last() -> None:
    s = HandState.new(C2, seed=11)
    events = []
    while not s.is_over:
        events.extend(s.apply(s.legal_actions()[0]))
    draws = [(i, e) for i, e in enumerate(events) if isinstance(e, CardDrawn)]
    wins = [(i, e) for i, e in enumerate(events) if isinstance(e, TrickWon)]
    for i, won in wins:
        after = [d for j, d in draws if i < j < i + 3]
        if after:
            assert after[0].seat == won.seat
            assert {d.seat for d in after} == {0, 1}
    assert draws[-1][1].card == s.trump_card and draws[-1][1].public
    assert len(draws) == 40 - 6


def test_s1_play_continues_without_drawing_after_stock_is_empty() -> None:
    s = HandState.new(C2, seed=5)
    while s.stock:
        s.apply(s.legal_actions()[0])
    sizes = [len(h) for h in s.hands]
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert [len(h) for h in s.hands] == [x - 1 for x in sizes]


def test_s1_winning_a_hand_needs_61() -> None:
    for seed in range(40):
        s = HandState.new(C2, seed=seed)
        while not s.is_over:
            s.apply(s.legal_actions()[-1])
        res = s.result()
        if res.winner is not None:
            assert res.team_points[res.winner] >= 61
        else:
            assert res.team_points == (60, 60)


def test_illegal_action_says_why() -> None:
    s = new_hand(C2, {0: ["AD", "2C", "3D"], 1: ["6D", "4S", "5B"]}, dealer=1, turned="4B")
    with refused(Why.NOT_HELD):
        s.apply(parse_code("6D"))
    with refused(Why.NOT_DURING_PLAY):
        s.apply(61)
    assert code(s.hands[0][0]) == "AD"  # nothing changed


def test_result_before_the_end_is_refused() -> None:
    with pytest.raises(ValueError, match="not over"):
        HandState.new(C2, seed=1).result()
