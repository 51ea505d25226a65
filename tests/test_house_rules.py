"""RULES.md §5 House rules and §4 end-of-stock reveal."""

from __future__ import annotations

import random

import pytest

from game import actions as A
from game.cards import parse_code
from game.events import HandsRevealed, TrumpExchanged, TurnedCardReturned
from game.match import Match, MatchFormat
from game.refusals import Why
from game.rules import preset
from game.simulate import random_playout
from game.state import HandState
from tests.helpers import new_hand, play, refused


def _find_tie(rules_name: str = "classic-2") -> tuple[int, list[int]]:
    """A seeded random hand that ends 60-60, found by search (about 1 hand in 80)."""
    rules = preset(rules_name)
    for seed in range(5000):
        s = HandState.new(rules, seed=seed)
        random_playout(s, random.Random(seed))
        if s.points == [60, 60]:
            return seed, s.actions
    raise AssertionError("no 60-60 hand found")


@pytest.mark.parametrize("policy", ["tie", "replay", "last-trick"])
def test_s5_sixty_sixty_policies(policy: str) -> None:
    seed, moves = _find_tie()
    rules = preset("classic-2", tie_policy=policy)
    s = HandState.new(rules, seed=seed)
    for m in moves:
        s.apply(m)
    res = s.result()
    assert res.team_points == (60, 60)
    if policy == "tie":
        assert res.winner is None and not res.replay
    elif policy == "replay":
        assert res.winner is None and res.replay
    else:
        assert res.winner == res.last_trick_team == rules.team_of(s.tricks[-1].winner)


def test_s5_turned_ace_or_three_goes_back_into_the_stock() -> None:
    rules = preset("classic-2", turned_carico_back=True)
    s = new_hand(rules, {0: ["5B", "2C", "3D"], 1: ["AB", "4C", "5D"]}, dealer=1,
                 turned="AS", stock_top=["3C", "6B"])
    returned = [e.card for e in s.log if isinstance(e, TurnedCardReturned)]
    assert returned == [parse_code("AS"), parse_code("3C")]
    assert s.trump_card == parse_code("6B")
    assert parse_code("AS") in s.stock and parse_code("3C") in s.stock
    assert s.stock[0] == s.trump_card
    plain = new_hand(preset("classic-2"), {0: ["5B", "2C", "3D"], 1: ["AB", "4C", "5D"]},
                     dealer=1, turned="AS")
    assert plain.trump_card == parse_code("AS")


def _exchange_hand(rank: int = 2) -> HandState:
    rules = preset("classic-2", trump_exchange_rank=rank)
    two = "2S" if rank == 2 else "7S"
    return new_hand(rules, {0: [two, "2C", "3D"], 1: ["AB", "4C", "5D"]}, dealer=1,
                    turned="KS")


@pytest.mark.parametrize("rank", [2, 7])
def test_s5_trump_exchange_swaps_the_2_or_7_for_the_turned_card_once(rank: int) -> None:
    s = _exchange_hand(rank)
    assert A.EXCHANGE_TRUMP in s.legal_actions()
    events = s.apply(A.EXCHANGE_TRUMP)
    mine = parse_code("2S" if rank == 2 else "7S")
    assert events == [TrumpExchanged(0, mine, parse_code("KS"))]
    assert parse_code("KS") in s.hands[0] and s.trump_card == mine and s.stock[0] == mine
    assert s.observe(1).known[0] == (parse_code("KS"),)  # everyone saw the swap
    assert A.EXCHANGE_TRUMP not in s.legal_actions()
    with refused(Why.EXCHANGE_DONE):
        s.apply(A.EXCHANGE_TRUMP)


def _why(state: HandState, action: int) -> Why | None:
    refusal = state.refusal(action)
    return None if refusal is None else refusal.why


def test_s5_trump_exchange_refused_to_others_and_when_stock_holds_only_the_trump() -> None:
    s = _exchange_hand()
    play(s, "2C")  # now seat 1 is to act and does not hold the 2 of trumps
    assert _why(s, A.EXCHANGE_TRUMP) is Why.EXCHANGE_HOLDER
    s = _exchange_hand()
    s.stock = [s.stock[0]]  # only the turned card left (possible in Briškula's last refill)
    assert _why(s, A.EXCHANGE_TRUMP) is Why.EXCHANGE_STOCK
    assert A.EXCHANGE_TRUMP not in s.legal_actions()
    off = HandState.new(preset("classic-2"), seed=1)
    assert _why(off, A.EXCHANGE_TRUMP) is Why.EXCHANGE_OFF


def test_s5_partner_hands_shown_before_the_first_trick() -> None:
    rules = preset("classic-4", partner_hands_shown=True)
    s = HandState.new(rules, seed=3)
    obs = s.observe(0)
    assert set(obs.known[2]) == set(s.hands[2])
    assert obs.known[1] == () and obs.known[3] == ()
    assert any(isinstance(e, HandsRevealed) for e in s.log)


def test_s4_end_of_stock_reveal_between_partners() -> None:
    rules = preset("classic-4")
    s = HandState.new(rules, seed=8)
    rng = random.Random(8)
    while s.stock:
        assert s.observe(0).known[2] == ()
        s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
    assert s.revealed
    obs = s.observe(0)
    assert obs.known[2] == tuple(s.hands[2])
    assert obs.known[1] == () and obs.known[3] == ()
    no_reveal = preset("classic-4", reveal_at_end_of_stock=False)
    t = HandState.new(no_reveal, seed=8)
    random_playout(t, random.Random(8))
    assert not t.revealed


def test_s5_cumulative_target_briscolone_121_or_151() -> None:
    rules = preset("briscolone")
    for target in (121, 151):
        match = Match(rules, MatchFormat("first-to-points", target), seed=2)
        rng = random.Random(2)
        while not match.is_over:
            hand = match.new_hand()
            random_playout(hand, rng)
            match.record(hand)
        assert max(match.scores()) >= target
        assert match.winner == match.scores().index(max(match.scores()))
        assert len(match.results) >= 2
