"""RULES.md §2 Trick-taking variants (presets)."""

from __future__ import annotations

import random

import pytest

from game.cards import KING, Suit, card, parse_code, rank_of, suit_of
from game.refusals import Why
from game.rules import PRESETS, preset
from game.simulate import random_playout
from game.state import HandState
from tests.helpers import new_hand, play

# preset -> (players, deck size, hand size, tricks)
TABLE = {
    "classic-2": (2, 40, 3, 20),
    "classic-3": (3, 39, 3, 13),
    "classic-4": (4, 40, 3, 10),
    "classic-6": (6, 36, 3, 6),
    "scoperta": (2, 40, 3, 20),
    "briscolone": (2, 40, 5, 20),
    "briskula": (2, 32, 3, 16),
    "briskula-dupla": (2, 40, 4, 10),
}


@pytest.mark.parametrize("name", [p for p in PRESETS if p in TABLE])
def test_s2_preset_table(name: str) -> None:
    players, deck, hand, tricks = TABLE[name]
    rules = preset(name)
    assert rules.players == players
    assert len(rules.deck_cards()) == deck
    state = HandState.new(rules, seed=7)
    assert all(len(h) == hand for h in state.hands)
    random_playout(state, random.Random(7))
    assert len(state.tricks) == tricks  # derived from deck and hand size, not hard-coded


def test_s2_classic_2_trump_is_the_seventh_card() -> None:
    s = HandState.new(preset("classic-2"), seed=3)
    assert s.trump_card == s.deck_order[6]


def test_s2_classic_3_removes_one_two_default_coppe_setting_any() -> None:
    assert preset("classic-3").removed == (card(Suit.COPPE, 2),)
    assert preset("classic-3", deck="french").removed == (card(Suit.BASTONI, 2),)  # 2 of Clubs
    assert preset("classic-3", removed_two=Suit.SPADE).removed == (card(Suit.SPADE, 2),)
    rules = preset("classic-3")
    assert rules.teams == ((0,), (1,), (2,))
    assert rules.total_points == 120


def test_s2_classic_4_partners_sit_opposite_with_reveal() -> None:
    rules = preset("classic-4")
    assert rules.teams == ((0, 2), (1, 3))
    assert rules.reveal_at_end_of_stock


def test_s2_classic_6_removes_twos_or_fours_teams_alternate() -> None:
    rules = preset("classic-6")
    assert rules.teams == ((0, 2, 4), (1, 3, 5))
    assert {rank_of(c) for c in rules.removed} == {2} and len(rules.removed) == 4
    istrian = preset("classic-6", six_removed_rank=4)
    assert {rank_of(c) for c in istrian.removed} == {4}
    assert istrian.total_points == 120


def test_s2_scoperta_hands_and_next_stock_card_face_up() -> None:
    s = HandState.new(preset("scoperta"), seed=9)
    obs = s.observe(0)
    assert obs.known[1] == tuple(s.hands[1])
    assert obs.stock_top == s.stock[-1]
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert s.observe(1).known[0] == tuple(s.hands[0])


def test_s2_briscolone_no_trump_highest_of_suit_led_wins() -> None:
    rules = preset("briscolone")
    s = new_hand(rules, {0: ["5B", "2C", "3D", "4D", "5D"],
                         1: ["AS", "4C", "6D", "7D", "KD"]}, dealer=1)
    assert s.trump_suit is None and s.trump_card is None
    play(s, "5B", "AS")  # the Ace of another suit does not win: no trump suit
    assert s.tricks[-1].winner == 0
    assert len(s.stock) == 28  # 40 - 10 dealt - 2 drawn


def test_s2_briscolone_must_follow_setting() -> None:
    rules = preset("briscolone", must_follow=True)
    s = new_hand(rules, {0: ["5B", "2C", "3D", "4D", "5D"],
                         1: ["AB", "4C", "6D", "7B", "KD"]}, dealer=1)
    play(s, "5B")
    assert sorted(s.legal_actions()) == sorted([parse_code("AB"), parse_code("7B")])
    refusal = s.refusal(parse_code("KD"))
    assert refusal is not None and refusal.why is Why.FOLLOW
    free = preset("briscolone")
    assert free.follow == "none"


def test_s2_briskula_french_ranked_32_deck() -> None:
    rules = preset("briskula")
    ranks = {rank_of(c) for c in rules.deck_cards()}
    assert ranks == {1, 7, 8, 9, 10, 11, 12, 13}
    ace, ten, king = card(0, 1), card(0, 10), card(0, KING)
    assert rules.points[ace] == 11 and rules.points[ten] == 10 and rules.points[king] == 4
    assert rules.strength[ace] > rules.strength[ten] > rules.strength[king]
    assert rules.strength[card(0, 9)] > rules.strength[card(0, 8)] > rules.strength[card(0, 7)]
    assert rules.total_points == 120


def test_s2_briskula_only_those_who_drew_play_the_next_trick() -> None:
    rules = preset("briskula", players=3)  # 32 - 9 = 23: the last refill reaches two
    s = HandState.new(rules, seed=4)
    rng = random.Random(4)
    partial = False
    while not s.is_over:
        if s.pos == 0 and len(s.order) < 3:
            partial = True
            most = max(len(h) for h in s.hands)
            assert all(len(s.hands[p]) == most for p in s.order)
            assert len(s.order) == 2
        moves = s.legal_actions()
        s.apply(moves[rng.randrange(len(moves))])
    assert partial
    assert sum(s.points) == 120


def test_s2_briskula_pairs() -> None:
    rules = preset("briskula", players=4, teams=True)
    assert rules.teams == ((0, 2), (1, 3))


def test_s2_dupla_two_cards_each_winner_takes_all() -> None:
    rules = preset("briskula-dupla")
    s = new_hand(rules, {0: ["5B", "2C", "3D", "4D"], 1: ["AB", "4C", "6S", "7D"]},
                 dealer=1, turned="4S")
    assert s.order == (0, 1, 0, 1)
    play(s, "5B", "AB", "2C", "6S")  # the 6 of trumps in the second round takes all four
    trick = s.tricks[-1]
    assert trick.winner == 1 and len(trick.plays) == 4 and trick.points == 11
    assert [len(h) for h in s.hands] == [4, 4]  # refilled: one card each in turn, twice


def test_s2_dupla_four_players() -> None:
    rules = preset("briskula-dupla", players=4)
    s = HandState.new(rules, seed=2)
    random_playout(s, random.Random(2))
    assert len(s.tricks) == 5 and all(len(t.plays) == 8 for t in s.tricks)
    assert suit_of(s.tricks[0].plays[0][1]) in range(4)
