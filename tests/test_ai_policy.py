"""Campione's classic-2 policy network: read through validation, the same numbers as training,
and used by Campione only in the early tricks of classic-2."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.ai import policy as policy_mod
from game.ai.inference import SLIP, PolicyModel, play_likelihood
from game.ai.levels import ChampionAgent
from game.ai.policy import (
    N_POLICY_INPUTS,
    POLICY_WEIGHTS,
    SPREAD_FLOOR,
    PolicyAgent,
    PolicyNet,
    card_probs,
    load_policy,
    parse_policy,
    policy_features,
    policy_for,
    reply_model,
)
from game.ai.search import SearchSettings
from game.ai.world import sample_world
from game.checks import DataError
from game.observation import Observation
from game.rules import preset
from game.state import HandState


def _tiny(h1: int = 3, h2: int = 2, seed: int = 0) -> dict[str, object]:
    rng = random.Random(seed)

    def m(rows: int, cols: int) -> list[list[float]]:
        return [[round(rng.uniform(-1, 1), 5) for _ in range(cols)] for _ in range(rows)]

    return {"w1": m(N_POLICY_INPUTS, h1), "b1": [0.1] * h1, "w2": m(h1, h2), "b2": [0.0] * h2,
            "w3": m(40, h2), "b3": [0.0] * 40, "meta": {}}


def _early_obs(count: int, seed: int, tricks: int = 4) -> list[Observation]:
    rules = preset("classic-2")
    rng = random.Random(seed)
    out = []
    for k in range(count):
        state = HandState.new(rules, seed=rng.getrandbits(32), dealer=k % 2)
        for _ in range(rng.randrange(0, 2 * tricks)):
            moves = state.legal_actions()
            state.apply(moves[rng.randrange(len(moves))])
        out.append(state.observe(state.turn))
    return out


def test_a_good_file_parses_and_every_bad_shape_is_refused() -> None:
    net = parse_policy(_tiny())
    assert len(net.w1) == N_POLICY_INPUTS and len(net.w3) == 40
    for key, bad in (("w1", [[0.0] * 3] * 10), ("b1", [0.0] * 2), ("w2", [[0.0] * 2] * 2),
                     ("w3", [[0.0] * 3] * 40), ("b3", [0.0] * 39), ("b2", ["x", 0.0]),
                     ("w2", [[float("nan")] * 2] * 3)):
        data = _tiny()
        data[key] = bad
        with pytest.raises(DataError):
            parse_policy(data)
    with pytest.raises(DataError):
        parse_policy([1, 2])


def test_a_missing_or_corrupt_file_gives_none(tmp_path: Path) -> None:
    assert load_policy(tmp_path / "absent.json") is None
    bad = tmp_path / "bad.json"
    bad.write_text('{"w1": [[1, 2]]}', encoding="utf-8")
    assert load_policy(bad) is None
    good = tmp_path / "good.json"
    good.write_text(json.dumps(_tiny()), encoding="utf-8")
    assert isinstance(load_policy(good), PolicyNet)


def test_probabilities_are_a_softmax_over_the_legal_cards() -> None:
    net = parse_policy(_tiny(h1=8, h2=6, seed=2))
    for obs in _early_obs(10, 3):
        probs = card_probs(net, obs, list(obs.legal))
        assert set(probs) == set(obs.legal)
        assert abs(sum(probs.values()) - 1.0) < 1e-9
        assert all(p > 0 for p in probs.values())
        agent = PolicyAgent(net)
        assert agent.choose(obs, random.Random(0)) == max(probs, key=probs.__getitem__)


def test_features_are_the_seats_view_with_trumps_renamed() -> None:
    for obs in _early_obs(12, 4):
        active, dense = policy_features(obs)
        assert len(active) == len(set(active))
        hand = [i for i in active if i < N_POLICY_INPUTS - 4 - 120]
        assert len(hand) == len(obs.hand)
        assert (N_POLICY_INPUTS - 4 in active) == (not obs.trick)  # leading
        assert [i for i, _ in dense] == [N_POLICY_INPUTS - 3, N_POLICY_INPUTS - 2,
                                         N_POLICY_INPUTS - 1]


def test_without_a_network_the_policy_agent_plays_its_first_card() -> None:
    obs = _early_obs(1, 5)[0]
    assert PolicyAgent(None).choose(obs, random.Random(0)) == obs.legal[0]
    assert policy_for(preset("classic-4")) is None


def test_the_shipped_policy_loads_and_fits_the_size_limit() -> None:
    assert POLICY_WEIGHTS.stat().st_size <= 2 * 1024 * 1024
    assert load_policy() is not None
    assert policy_for(preset("classic-2")) is load_policy()


def _champion(weight: float) -> ChampionAgent:
    agent = ChampionAgent()
    agent.settings = SearchSettings(inference=True, lookahead_worlds=4, worlds=4,
                                    min_worlds=4)
    agent.policy_weight = weight
    return agent


def test_champion_follows_a_dominant_policy_early_and_ignores_it_later() -> None:
    net = load_policy()
    assert net is not None
    early = [o for o in _early_obs(20, 6) if o.stock_size >= ChampionAgent.policy_stock
             and len(o.legal) > 1]
    assert len(early) >= 8
    for k, obs in enumerate(early):
        probs = card_probs(net, obs, list(obs.legal))
        top = max(probs, key=probs.__getitem__)
        if probs[top] - sorted(probs.values())[-2] > 0.05:
            assert _champion(1000.0).choose(obs, random.Random(k)) == top


def test_champion_plays_as_before_without_the_policy(monkeypatch: pytest.MonkeyPatch) -> None:
    obs_list = [o for o in _early_obs(12, 8) if len(o.legal) > 1]
    with_policy = [_champion(0.0).choose(o, random.Random(k)) for k, o in enumerate(obs_list)]
    monkeypatch.setattr(policy_mod, "_POLICY", {POLICY_WEIGHTS: None})
    assert load_policy() is None
    without = [_champion(ChampionAgent.policy_weight).choose(o, random.Random(k))
               for k, o in enumerate(obs_list)]
    assert with_policy == without


# ---- the policy inside the search: the opponent's reply to a lead, the opponent model ------
def test_reply_model_answers_from_the_seat_to_act_in_the_world() -> None:
    net = load_policy()
    assert net is not None
    leads = [o for o in _early_obs(20, 9) if not o.trick and len(o.legal) > 1]
    assert len(leads) >= 5
    for k, obs in enumerate(leads):
        world = sample_world(obs, random.Random(k))
        world.apply(obs.legal[0])
        view = world.observe(world.turn)
        probs = card_probs(net, view, list(view.legal))
        best = max(probs, key=probs.__getitem__)
        assert reply_model(net, False)(world) == [(best, 1.0)]
        spread = reply_model(net, True)(world)
        assert sum(w for _, w in spread) == pytest.approx(1.0)
        assert {c for c, _ in spread} == {c for c, p in probs.items() if p >= SPREAD_FLOOR}
        for c, w in spread:
            assert w == pytest.approx(probs[c] / sum(probs[x] for x, _ in spread))


def test_policy_model_sees_what_the_opponent_saw_when_it_played() -> None:
    """The likelihood of each past play equals the policy's probability on the opponent's own
    observation at that moment (its true hand then), mixed with the slip rate."""
    net = load_policy()
    assert net is not None
    rules = preset("classic-2")
    checked = 0
    for deal in range(6):
        state = HandState.new(rules, seed=100 + deal, dealer=deal % 2)
        rng = random.Random(deal)
        seen: list[tuple[int, Observation, int]] = []  # (trick, the opponent's view, card)
        while len(state.stock) > 6:
            view = state.observe(state.turn)
            card = view.legal[rng.randrange(len(view.legal))]
            if state.turn == 1:
                seen.append((len(state.tricks), view, card))
            state.apply(card)
        me = state.observe(0)
        model = PolicyModel(net, me)
        for k, view, card in seen:
            before = [c for _, c in view.trick]
            expected = card_probs(net, view, list(view.hand))[card]
            got = model(k, list(view.hand), before, card, view.stock_size)
            assert got == pytest.approx((1 - SLIP) * expected + SLIP / len(view.hand))
            checked += 1
    assert checked >= 40


def test_policy_inference_weights_worlds_by_the_policy() -> None:
    """With the policy as the opponent model the world that holds the opponent's true hand
    keeps a likelihood, and the weights differ from the rules model's."""
    net = load_policy()
    assert net is not None
    rules = preset("classic-2")
    differ = 0
    for deal in range(4):
        state = HandState.new(rules, seed=300 + deal)
        while len(state.stock) > 6:
            view = state.observe(state.turn)
            state.apply(view.legal[0] if state.turn == 0 else view.legal[-1])
        obs = state.observe(0)
        model = PolicyModel(net, obs)
        truth = list(state.hands[1])
        assert play_likelihood(obs, truth, 3, model) > 0.0
        differ += play_likelihood(obs, truth, 3, model) != play_likelihood(obs, truth, 3)
    assert differ > 0
