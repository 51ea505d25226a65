"""The rules core at the boundaries mutation testing found unpinned (tools/mutate.py):
the follow rules one by one (RULES.md §2 Briscolone, §3.2 risposta, strozzo, taglio), what a
refusal names, the card order and points, and the end of the stock (§1 Drawing, §4).
"""

from __future__ import annotations

import pytest

from game import actions as A
from game.cards import card, full_deck, parse_code, value_tables
from game.refusals import Refusal, Why
from game.rules import preset
from game.state import HandState
from tests.helpers import new_hand, play


def _legal(state: HandState) -> set[int]:
    return {a for a in state.legal_actions() if A.is_play(a)}


def _cards(*codes: str) -> set[int]:
    return {parse_code(c) for c in codes}


# ---- §2 Briscolone must follow suit: risposta only, no strozzo ------------------------------
def test_must_follow_allows_any_card_of_the_suit_led_not_only_a_winner() -> None:
    rules = preset("briscolone", must_follow=True)
    state = new_hand(rules, {1: ["5C", "2D", "3D", "4D", "5D"],
                             0: ["2C", "AC", "6S", "7S", "KS"]}, dealer=0)
    play(state, "5C")
    assert _legal(state) == _cards("2C", "AC")  # the 2 does not beat the 5: still legal


def test_must_follow_void_in_the_suit_led_plays_anything() -> None:
    rules = preset("briscolone", must_follow=True)
    state = new_hand(rules, {1: ["5C", "2D", "3D", "4D", "5D"],
                             0: ["6S", "7S", "KS", "AB", "2B"]}, dealer=0)
    play(state, "5C")
    assert _legal(state) == _cards("6S", "7S", "KS", "AB", "2B")


# ---- follow-beat: risposta and strozzo, but no taglio ---------------------------------------
def test_follow_beat_must_beat_when_following_but_need_not_trump_when_void() -> None:
    rules = preset("classic-2", follow="follow-beat")
    state = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["2C", "KC", "6S"]}, dealer=0,
                     turned="4S")
    play(state, "5C")
    assert _legal(state) == _cards("KC")  # strozzo: the Re beats the 5, the 2 does not
    void = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["6S", "AD", "7B"]}, dealer=0,
                    turned="4S")
    play(void, "5C")
    assert _legal(void) == _cards("6S", "AD", "7B")  # void: any card, a trump not forced


def test_follow_beat_trump_void_must_trump() -> None:
    rules = preset("classic-2", follow="follow-beat-trump")
    state = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["6S", "AD", "7B"]}, dealer=0,
                     turned="4S")
    play(state, "5C")
    assert _legal(state) == _cards("6S")


# ---- a refusal names the rule and every card it is about ------------------------------------
def test_a_strozzo_refusal_names_the_card_and_the_card_it_fails_to_beat() -> None:
    rules = preset("classic-2", follow="follow-beat")
    state = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["2C", "KC", "6S"]}, dealer=0,
                     turned="4S")
    play(state, "5C")
    assert state.refusal(parse_code("2C")) == Refusal(Why.BEAT, card=parse_code("2C"),
                                                      best=parse_code("5C"))
    assert "2C" in state.why_illegal(parse_code("2C"))  # type: ignore[operator]
    assert state.refusal(parse_code("6S")) == Refusal(Why.FOLLOW, card=parse_code("6S"),
                                                      suit=0)


def test_a_taglio_refusal_names_the_card_the_suit_led_and_the_trump() -> None:
    rules = preset("classic-2", follow="follow-beat-trump")
    state = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["6S", "AD", "7B"]}, dealer=0,
                     turned="4S")
    play(state, "5C")
    assert state.refusal(parse_code("AD")) == Refusal(Why.TRUMP, card=parse_code("AD"), suit=0,
                                                      trump=3)


# ---- §1 card order and points ---------------------------------------------------------------
def test_ids_outside_a_deck_have_no_strength_and_no_points() -> None:
    """Every id has an entry (the tables are indexed by any of the 52 ids), but only the
    deck's cards count: the 120 points of §1 are the deck's, whatever the table's size."""
    for kind in ("italian", "french", "briskula"):
        strength, points = value_tables(kind, "nord")  # type: ignore[arg-type]
        deck = set(full_deck(kind))  # type: ignore[arg-type]
        assert len(strength) == len(points) == 52
        assert sum(points) == 120
        assert all(points[c] == 0 and strength[c] == 0 for c in range(52) if c not in deck)
        assert all(strength[c] > 0 for c in deck)


def test_a_bad_card_code_is_named_in_the_error() -> None:
    for text, words in (("S", "not a card code: 'S'"), ("AX", "not a card code: 'AX'"),
                        ("1S", "not a card rank: '1' in '1S'"),
                        ("11C", "not a card rank: '11' in '11C'")):
        with pytest.raises(ValueError) as caught:
            parse_code(text)
        assert str(caught.value).startswith(words)
    assert parse_code(" ks ") == card(3, 13)


# ---- §1 Drawing, §2 Scoperta, §4 reveal: what the other seats know after the last draw ------
def _to_last_draw(state: HandState) -> list[object]:
    """Play the first legal card until the stock is empty; the events of the last trick."""
    events: list[object] = []
    while state.stock:
        events = list(state.apply(state.legal_actions()[0]))
    return events


def test_after_the_last_draw_everyone_knows_who_holds_the_turned_trump() -> None:
    for seed in range(5):
        state = HandState.new(preset("classic-2"), seed=seed)
        turned = state.trump_card
        before = state.observe(0)
        assert before.trump_in_stock and before.stock_size == 34
        events = _to_last_draw(state)
        holder = next(s for s in range(2) if turned in state.hands[s])
        other = 1 - holder
        drawn = [e for e in events if type(e).__name__ == "CardDrawn"]
        assert [(e.seat, e.card, e.public) for e in drawn][-1] == (holder, turned, True)  # type: ignore[attr-defined]
        assert [e.public for e in drawn][:-1] == [False]  # type: ignore[attr-defined]
        seen = state.observe(other)
        assert not seen.trump_in_stock and seen.stock_size == 0
        assert seen.known[holder] == (turned,)  # that card, and nothing else of the hand
        assert seen.known[other] == ()
        # Once played, it is no longer known to be in the hand.
        while turned in state.hands[holder]:
            state.apply(turned if state.turn == holder else state.legal_actions()[0])
        assert state.observe(other).known[holder] == ()


def test_partners_see_each_other_after_the_last_draw_opponents_do_not() -> None:
    """§4 end-of-stock reveal: partners, not opponents, and only once the stock is empty."""
    state = HandState.new(preset("classic-4"), seed=3)
    while len(state.stock) > 4:
        state.apply(state.legal_actions()[0])
    assert state.observe(0).known[2] == () or state.observe(0).known[2] == (state.trump_card,)
    assert not state.revealed
    events = _to_last_draw(state)
    assert state.revealed
    assert [type(e).__name__ for e in events][-2:] == ["HandsRevealed", "HandsRevealed"]
    for seat in range(4):
        seen = state.observe(seat)
        partner = (seat + 2) % 4
        assert sorted(seen.known[partner]) == sorted(state.hands[partner])
        for opponent in ((seat + 1) % 4, (seat + 3) % 4):
            assert set(seen.known[opponent]) <= {state.trump_card}
    assert state.visible_hands(0) == frozenset({2})


def test_scoperta_shows_the_next_stock_card_until_only_the_turned_trump_is_left() -> None:
    state = HandState.new(preset("scoperta"), seed=2)
    while len(state.stock) > 2:
        assert state.observe(0).stock_top == state.stock[-1]
        state.apply(state.legal_actions()[0])
    assert state.observe(1).stock_top == state.stock[-1] != state.trump_card
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert state.stock == [] and state.observe(0).stock_top is None
    hidden = HandState.new(preset("classic-2"), seed=2)
    assert hidden.observe(0).stock_top is None
