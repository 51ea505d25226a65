"""RULES.md §3.2 obligations on every trick — risposta, strozzo, taglio — case by case.

Each case scripts a Licitazione deal, wins the auction for `bidder` at 70, names Spade trump
and plays the first trick up to the seat under test; the legal moves must be exactly the
cards the rules allow.
"""

from __future__ import annotations

import pytest

from game import actions as A
from game.cards import Suit
from game.refusals import Why
from game.rules import preset
from game.state import HandState
from tests.bidding_helpers import bid, cards, hand, play
from tests.helpers import refused

RULES = preset("licitazione")
DEALER = 3  # seat 0 bids first


def trick(bidder: int = 0, void: dict[int, str] | None = None,
          **hands: list[str]) -> HandState:
    state = hand(RULES, DEALER, void=void, **hands)
    while state.phase.name == "AUCTION":
        state.apply(bid(70) if state.turn == bidder else A.PASS)
    state.apply(A.call_suit(Suit.SPADE))
    assert state.turn == bidder
    return state


def legal_cards(state: HandState) -> set[int]:
    return {a for a in state.legal_actions() if A.is_play(a)}


def test_risposta_and_strozzo_must_beat_when_possible() -> None:
    s = trick(s0=["4C"], s1=["2C", "KC", "AC"], void={1: "C"})
    play(s, "4C")
    assert legal_cards(s) == cards("KC", "AC")


def test_strozzo_cannot_beat_any_card_of_the_suit() -> None:
    s = trick(s0=["AC"], s1=["2C", "KC"], void={1: "C"})
    play(s, "AC")
    assert legal_cards(s) == cards("2C", "KC")


def test_strozzo_beats_the_best_card_so_far_not_just_the_lead() -> None:
    s = trick(s0=["4C"], s1=["KC"], s2=["5C", "3C", "AC"], void={1: "C", 2: "C"})
    play(s, "4C", "KC")
    assert legal_cards(s) == cards("3C", "AC")


def test_strozzo_applies_even_when_the_partner_is_winning() -> None:
    s = trick(s0=["KC"], s1=["5C"], s2=["3C", "2C"], void={1: "C", 2: "C"})
    play(s, "KC", "5C")
    assert legal_cards(s) == cards("3C")


def test_strozzo_after_a_trump_any_card_of_the_suit() -> None:
    s = trick(s0=["4C"], s1=["5S"], s2=["5C", "KC"], void={1: "C", 2: "C"})
    play(s, "4C", "5S")
    assert legal_cards(s) == cards("5C", "KC")


def test_strozzo_on_a_trump_lead() -> None:
    s = trick(s0=["4S"], s1=["2S", "6S"], void={1: "S"})
    play(s, "4S")
    assert legal_cards(s) == cards("6S")


def test_taglio_void_must_trump_any_trump() -> None:
    s = trick(s0=["4C"], s1=["2S", "AS", "7D"], void={1: "CS"})
    play(s, "4C")
    assert legal_cards(s) == cards("2S", "AS")


def test_taglio_void_without_trumps_discards_anything() -> None:
    s = trick(s0=["4C"], void={1: "CS"})
    play(s, "4C")
    assert legal_cards(s) == set(s.hands[1])


def test_trump_led_and_void_in_trumps_discards_anything() -> None:
    s = trick(s0=["4S"], void={1: "S"})
    play(s, "4S")
    assert legal_cards(s) == set(s.hands[1])


def test_opponent_has_trumped_overtrump_or_discard_anything() -> None:
    # Seat 1 (an opponent of seat 2) trumped: seat 2 may over-trump or discard any card,
    # a lower trump included.
    s = trick(s0=["4C"], s1=["5S"], s2=["2S", "AS", "7D"], void={1: "C", 2: "CS"})
    play(s, "4C", "5S")
    assert legal_cards(s) == set(s.hands[2])
    assert cards("2S", "AS", "7D") <= legal_cards(s)


def test_only_the_partner_has_trumped_so_the_void_player_must_trump() -> None:
    s = trick(s0=["4C"], s1=["5S"], s2=["6C"], s3=["2S", "AS", "7D"],
              void={1: "C", 2: "C", 3: "CS"})
    play(s, "4C", "5S", "6C")
    assert legal_cards(s) == cards("2S", "AS")


def test_opponent_trumped_even_if_the_partner_overtrumped_is_released() -> None:
    # Seat 1 leads; seat 2 trumps with the Ace; seat 3 (opponent of 2) is released and plays
    # a low trump; seat 0, whose partner 2 is winning, still sees an opponent's trump.
    s = trick(bidder=1, s1=["4C"], s2=["AS"], s3=["2S"], s0=["3S", "7S", "7D"],
              void={2: "C", 3: "C", 0: "CS"})
    play(s, "4C", "AS", "2S")
    assert legal_cards(s) == set(s.hands[0])


@pytest.mark.parametrize(("setup", "moves", "bad", "rule"), [
    (dict(s0=["4C"], s1=["2C", "KC"], void={1: "C"}), ["4C"], "7D", Why.FOLLOW),
    (dict(s0=["4C"], s1=["2C", "KC"], void={1: "C"}), ["4C"], "2C", Why.BEAT),
    (dict(s0=["4C"], s1=["2S", "7D"], void={1: "CS"}), ["4C"], "7D", Why.TRUMP),
])
def test_illegal_card_names_the_rule(setup: dict, moves: list[str], bad: str,
                                     rule: Why) -> None:
    s = trick(**setup)
    play(s, *moves)
    with refused(rule):
        play(s, bad)
