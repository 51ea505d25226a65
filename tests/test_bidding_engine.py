"""How the bidding phases sit in the engine: clones, finished hands, invariants, rules."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game import actions as A
from game.invariants import InvariantError, check
from game.refusals import Refusal, Why
from game.rules import Rules, RulesError, preset
from game.simulate import random_playout
from game.state import HandResult, HandState, Phase
from game.values import Declaration
from tests.helpers import refused

BIDDING = [preset("chiamata"), preset("licitazione"), preset("schembil"),
           preset("classic-4", communication="signals")]


@pytest.mark.parametrize("rules", BIDDING, ids=lambda r: r.variant)
@pytest.mark.parametrize("steps", [0, 3, 9, 30])
def test_a_clone_is_independent_and_plays_the_same(rules: Rules, steps: int) -> None:
    s = HandState.new(rules, seed=steps + 1, dealer=1)
    rng = random.Random(steps)
    for _ in range(steps):
        s.apply(rng.choice(s.legal_actions()))
    before = (s.legal_actions(), (s.auction, s.talk), [list(h) for h in s.hands])
    twin = s.clone()
    twin_rng, rng2 = random.Random(7), random.Random(7)
    random_playout(twin, twin_rng)
    assert (s.legal_actions(), (s.auction, s.talk), [list(h) for h in s.hands]) == before
    random_playout(s, rng2)
    assert s.actions == twin.actions and s.result() == twin.result()


def test_a_finished_hand_refuses_actions_and_a_running_one_has_no_result() -> None:
    s = HandState.new(preset("chiamata"), seed=1)
    with pytest.raises(ValueError, match="not over"):
        s.result()
    for _ in range(5):
        s.apply(A.PASS)
    assert s.legal_actions() == [] and s.to_act is None
    with refused(Why.HAND_OVER):
        s.apply(A.PASS)
    assert s.refusal(A.PASS) == Refusal(Why.HAND_OVER)
    check(s)  # a redeal leaves the cards in the hands: no invariant is broken


def test_invariants_catch_a_lost_card_and_wrong_points() -> None:
    s = HandState.new(preset("licitazione"), seed=1)
    random_playout(s, random.Random(1))
    broken = s.clone()
    broken.captured[0].pop()
    with pytest.raises(InvariantError, match="exactly one place"):
        check(broken)
    broken = s.clone()
    broken.points[1] += 1
    with pytest.raises(InvariantError, match="points do not match"):
        check(broken)


def test_invariants_catch_a_declaration_without_both_cards() -> None:
    s = HandState.new(preset("licitazione"), seed=4, dealer=3)
    for a in (A.bid_points(70), A.PASS, A.PASS, A.PASS, A.call_suit(0)):
        s.apply(a)
    missing = next(suit for suit in range(4)
                   if not {suit * 13 + 11, suit * 13 + 12} <= set(s.hands[0]))
    s.auction = replace(s.auction, declared=(Declaration(0, missing, 20, 0),))
    with pytest.raises(InvariantError, match="without both cards"):
        check(s)


def test_invariants_catch_chiamata_points_that_do_not_sum_to_zero(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from game.variants import chiamata

    s = HandState.new(preset("chiamata"), seed=2)
    random_playout(s, random.Random(2))
    check(s)
    real = chiamata.result

    def lopsided(state: HandState, team_points: tuple[int, ...], last: int) -> HandResult:
        return real(state, team_points, last)._replace(game_points=(1, 0, 0, 0, 0))

    monkeypatch.setattr(chiamata, "result", lopsided)
    with pytest.raises(InvariantError, match="sum to zero"):
        check(s)


def test_the_auction_phase_is_visible_to_everyone() -> None:
    s = HandState.new(preset("licitazione"), seed=1, dealer=3)
    s.apply(A.bid_points(75))
    for seat in range(4):
        o = s.observe(seat)
        assert o.phase is Phase.AUCTION and o.auction is not None
        assert o.auction.bids == ((0, A.bid_points(75)),) and o.auction.high_bidder == 0
        assert ("high", A.bid_points(75)) in o.public
        assert (o.legal != ()) == (seat == 1)


@pytest.mark.parametrize(("settings", "message"), [
    (dict(players=4, teams=((0, 1), (2, 3)), trump="named", hand_size=10, deal_all=True,
          min_bid=0), "min_bid"),
    (dict(players=4, teams=((0, 2), (1, 3)), trump="named", hand_size=3),
     "Licitazione"),
    (dict(players=5, teams=tuple((s,) for s in range(5)), trump="called", hand_size=8,
          deal_all=True, rais=(0, 1, 2, 3, 4)), "secret"),
])
def test_bidding_rules_are_checked_when_built(settings: dict, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Rules(variant="custom", **settings)


def test_records_of_bidding_rules_are_checked() -> None:
    data = preset("chiamata").to_dict()
    with pytest.raises(RulesError, match="JSON object"):
        Rules.from_dict([data])
    with pytest.raises(RulesError, match="unknown rules setting"):
        Rules.from_dict({**data, "cappotto_x": True})
    with pytest.raises(RulesError, match="malformed"):
        Rules.from_dict({k: v for k, v in data.items() if k != "variant"})
    with pytest.raises(RulesError, match="trump="):
        Rules.from_dict({**data, "trump": "auction"})
    with pytest.raises(RulesError, match="communication="):
        Rules.from_dict({**preset("licitazione").to_dict(), "communication": "shout"})
    assert Rules.from_dict({**data, "rais": []}) == preset("chiamata")


@pytest.mark.parametrize(("name", "settings", "message"), [
    ("licitazione", dict(trump_exchange_rank=2), "need a turned trump"),
    ("licitazione", dict(reveal_at_end_of_stock=True), "deal_all has no stock"),
    ("chiamata", dict(hand_size=7), "deal_all needs hand_size"),
    ("licitazione", dict(last_trick_bonus=-10), "cannot be negative"),
    ("schembil", dict(first_lead="bidder"), "needs an auction"),
    ("licitazione", dict(trump="turned"), "needs a stock"),
])
def test_bidding_presets_refuse_conflicting_settings(name: str, settings: dict,
                                                     message: str) -> None:
    with pytest.raises(RulesError, match=message):
        preset(name, **settings)
