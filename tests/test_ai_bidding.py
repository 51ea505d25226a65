"""The AI in the bidding variants: it bids on strong hands, passes on weak ones, calls and
names a trump, and its sides follow the call."""

from __future__ import annotations

import random

import pytest

from game import actions as A
from game.ai import make_agent
from game.ai.arena import play_deal
from game.ai.bidding import bidding_action, net_odds
from game.ai.net import load_call
from game.ai.sides import view_sides, world_sides
from game.ai.world import sample_world
from game.cards import parse_code
from game.rules import preset
from game.state import HandState, Phase


def _deal_to(rules_name: str, seat_cards: list[str], seat: int, dealer: int = 0) -> HandState:
    """A deal in which `seat` holds `seat_cards`; the rest is in a fixed order."""
    rules = preset(rules_name)
    mine = [parse_code(c) for c in seat_cards]
    rest = [c for c in rules.cards if c not in mine]
    n = rules.players
    order = [(dealer + 1 + i) % n for i in range(rules.active_players)]
    deck: list[int] = []
    for _ in range(rules.hand_size):
        for s in order:
            deck.append(mine.pop(0) if s == seat else rest.pop(0))
    return HandState.new(rules, deck=deck, dealer=dealer)


STRONG = ["AC", "3C", "KC", "QC", "AD", "3D", "AB", "3B"]
WEAK = ["2C", "4D", "5B", "6S", "4C", "5D", "2B", "4S"]


@pytest.mark.parametrize("level", ["normale", "esperto", "campione"])
def test_chiamata_bids_on_a_strong_hand_and_passes_on_a_weak_one(level: str) -> None:
    agent = make_agent(level)
    strong = _deal_to("chiamata", STRONG, seat=1)
    weak = _deal_to("chiamata", WEAK, seat=1)
    assert strong.turn == 1 and weak.turn == 1
    assert agent.choose(strong.observe(1), random.Random(1)) != A.PASS
    assert agent.choose(weak.observe(1), random.Random(1)) == A.PASS


def test_network_odds_rank_a_strong_hand_above_a_weak_one_and_stake_four_alone() -> None:
    net = load_call()
    assert net is not None
    odds = net_odds(net)
    strong = _deal_to("chiamata", STRONG, seat=1).observe(1)
    weak = _deal_to("chiamata", WEAK, seat=1).observe(1)
    rng = random.Random(1)
    # A Two called: nobody here holds it, so the caller has a partner (stakes of 2).
    best_strong = max(odds(strong, 2, 61, rng, 0).values())
    best_weak = max(odds(weak, 2, 61, rng, 0).values())
    assert -2.0 <= best_weak < best_strong <= 2.0
    # STRONG holds three Aces: calling one of those is going alone (stakes of 4).
    ace = odds(strong, 1, 61, rng, 0)
    spades = parse_code("AS") // 13
    assert sorted(ace) == [0, 1, 2, 3] and -2.0 <= ace[spades] <= 2.0
    assert all(-4.0 <= v <= 4.0 for v in ace.values())
    assert max(abs(v) for s, v in ace.items() if s != spades) > 2.0


def test_chiamata_call_picks_a_suit_and_sides_follow_the_call() -> None:
    state = _deal_to("chiamata", STRONG, seat=1)
    agent = make_agent("normale")
    rng = random.Random(2)
    while state.phase is not Phase.PLAY and not state.is_over:
        state.apply(agent.choose(state.observe(state.turn), rng))
    if state.is_over:
        pytest.skip("everyone passed")
    caller, partner = state.auction.bidder, state.auction.partner
    sides = world_sides(state)
    assert sides[caller] == sides[partner]
    assert sum(1 for s in sides if s == sides[caller]) == len({caller, partner})
    # A defender cannot tell the partner before the called card is played.
    defender = next(s for s in range(5) if s not in (caller, partner))
    seen = view_sides(state.observe(defender))
    assert seen[caller] != seen[defender]
    assert len({seen[s] for s in range(5) if s not in (caller, defender)}) == 3
    # Worlds sampled for the defender put the partner wherever the called card lands.
    world = sample_world(state.observe(defender), random.Random(3))
    called = state.auction.called
    assert called in world.hands[world.auction.partner]


def test_licitazione_bids_names_trump_and_declares() -> None:
    state = _deal_to("licitazione", ["AC", "3C", "KC", "QC", "JC", "7C", "AD", "3D", "AB", "3B"],
                     seat=1)
    obs = state.observe(1)
    bid = bidding_action(obs, random.Random(1))
    assert bid is not None and bid >= A.BID_POINTS_BASE
    agent = make_agent("esperto")
    rng = random.Random(4)
    declared = False
    while not state.is_over:
        seat = state.turn
        action = agent.choose(state.observe(seat), rng)
        declared |= A.DECLARE_BASE <= action < A.DECLARE_BASE + 4
        state.apply(action)
    res = state.result()
    assert res.game_points is not None and max(res.game_points) > 0
    if declared:
        assert any(seat == state.auction.bidder for seat, *_ in state.auction.declared)


@pytest.mark.parametrize("variant", ["chiamata", "licitazione"])
def test_levels_play_bidding_deals_to_the_end(variant: str) -> None:
    out = play_deal(preset(variant), "esperto", "normale", 7, 0)
    assert len(out.scores) == len(out.game_points) and out.game_points
    assert abs(sum(out.game_points)) < 1000
