"""Campione at Chiamata: its value network reads one seat's honest view, and without the
network it plays exactly as Esperto."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game import actions as A
from game.ai.levels import ChampionAgent, SearchAgent
from game.ai.lookahead import learned_judge, lookahead_values
from game.ai.net import (
    CALL_BASE,
    N_INPUTS_CALL,
    WEIGHTS_4,
    features_call,
    load_call,
    supported_call,
)
from game.rules import preset
from game.state import HandState, Phase

PARTNER_COLUMNS = range(CALL_BASE + 20, CALL_BASE + 25)


def _called(seed: int, cards: int = 0) -> HandState:
    """A Chiamata hand after a random auction and call, `cards` random cards into play."""
    rng = random.Random(seed)
    while True:
        state = HandState.new(preset("chiamata"), seed=rng.getrandbits(32), dealer=seed % 5)
        while state.phase in (Phase.AUCTION, Phase.CALL):
            legal = state.legal_actions()
            bids = [a for a in legal if a != A.PASS]
            # Bid now and then so that someone wins the auction.
            state.apply(bids[0] if bids and rng.random() < 0.3 else rng.choice(legal))
        if not state.is_over:
            break
    for _ in range(cards):
        state.apply(rng.choice(state.legal_actions()))
    return state


def _early(count: int) -> list[HandState]:
    """Positions before Esperto's exact window (more than 20 cards left)."""
    return [_called(seed, cards) for seed, cards in zip(range(count), (0, 3, 7, 11, 14, 18),
                                                         strict=False)]


def test_network_is_for_chiamata_and_loads() -> None:
    assert supported_call(preset("chiamata"))
    assert not supported_call(preset("classic-4")) and not supported_call(preset("licitazione"))
    net = load_call()
    assert net is not None and len(net.w1) == N_INPUTS_CALL


def test_only_the_partner_itself_knows_who_it_is_until_the_called_card_is_played() -> None:
    state = _called(3)
    assert state.auction is not None
    caller, partner, called = state.auction.bidder, state.auction.partner, state.auction.called
    assert caller is not None and partner is not None and called is not None
    for seat in range(5):
        active, dense = features_call(state.observe(seat))
        knows = any(i in PARTNER_COLUMNS for i in active)
        assert knows == (seat == partner)
        assert len(dense) == 7 and all(0.0 <= v <= 1.0 for _, v in dense)
    while called not in [c for t in state.tricks for _, c in t.plays]:
        state.apply(state.legal_actions()[0])
    if not state.trick_cards and not state.is_over:
        for seat in range(5):
            active, _ = features_call(state.observe(seat))
            assert any(i in PARTNER_COLUMNS for i in active)


def test_features_need_a_call() -> None:
    state = HandState.new(preset("chiamata"), seed=1, dealer=0)
    with pytest.raises(ValueError, match="after the call"):
        features_call(state.observe(state.to_act or 0))


def test_lookahead_scores_every_card_with_a_probability() -> None:
    judge = learned_judge(preset("chiamata"))
    assert judge is not None
    state = _called(5, 2)
    obs = state.observe(state.turn)
    plays = [a for a in obs.legal if A.is_play(a)]
    values = lookahead_values(obs, random.Random(1), judge, plays, 6)
    assert sorted(values) == sorted(plays)
    assert all(0.0 <= v <= 1.0 for v in values.values())
    assert len(set(values.values())) > 1  # the judge tells the cards apart


def test_weights_refused_when_corrupt_and_campione_plays_as_esperto(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "value-chiamata.json"
    bad.write_text('{"w1": [[0.1]], "b1": [0.0], "w2": [1.0], "b2": 0.0}')
    assert load_call(bad) is None  # one input row, not N_INPUTS_CALL
    assert load_call(WEIGHTS_4) is None  # the classic-4 network does not fit Chiamata
    bad.write_text("{not json")
    assert load_call(bad) is None
    assert load_call(tmp_path / "missing.json") is None
    monkeypatch.setattr("game.ai.lookahead.load_call", lambda: load_call(bad))
    champion, expert = ChampionAgent(), SearchAgent()
    for k, state in enumerate(_early(4)):
        obs = state.observe(state.turn)
        assert champion.choose(obs, random.Random(k), None) == \
            expert.choose(obs, random.Random(k), None)


def test_champion_judges_early_cards_with_the_network(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.ai.lookahead as lookahead

    calls: list[int] = []
    real = lookahead.features_call

    def spy(obs):  # type: ignore[no-untyped-def]
        calls.append(obs.seat)
        return real(obs)

    monkeypatch.setattr(lookahead, "features_call", spy)
    champion = ChampionAgent()
    for k, state in enumerate(_early(3)):
        seat = state.turn
        obs = state.observe(seat)
        assert champion.choose(obs, random.Random(k), None) in obs.legal
    assert calls and set(calls) <= {s.turn for s in _early(3)}


def test_smoke_test_of_the_builds_fails_when_a_network_is_unreadable(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from ui.tools import smoke

    smoke._networks()  # all three load here
    monkeypatch.setattr(smoke, "load_call", lambda: None)
    with pytest.raises(smoke.SmokeFailure, match="chiamata"):
        smoke._networks()
