"""Campione's Chiamata policy network: the game computes the training's inputs, the weights are
read through validation, and Campione plays as before without them."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.ai import policy as policy_mod
from game.ai.levels import ChampionAgent, RulesAgent
from game.ai.net import N_INPUTS_CALL
from game.ai.policy import (
    N_POLICY_INPUTS,
    N_POLICY_INPUTS_CALL,
    POLICY_WEIGHTS_CALL,
    PolicyAgent,
    PolicyNet,
    card_probs,
    fits,
    load_policy_call,
    parse_policy,
    policy_features_call,
    policy_for,
)
from game.ai.search import SearchSettings
from game.checks import DataError
from game.observation import Observation
from game.rules import preset
from game.state import HandState, Phase

np = pytest.importorskip("numpy")

from tests.test_batch_chiamata import _batch  # noqa: E402
from tools.batch_chiamata import SEATS, BatchChiamata, random_cards, real_hands  # noqa: E402
from tools.batch_engine import CARD_ID  # noqa: E402


def _tiny(h1: int = 6, h2: int = 5, seed: int = 0,
          inputs: int = N_POLICY_INPUTS_CALL) -> dict[str, object]:
    rng = random.Random(seed)

    def m(rows: int, cols: int) -> list[list[float]]:
        return [[round(rng.uniform(-1, 1), 5) for _ in range(cols)] for _ in range(rows)]

    return {"w1": m(inputs, h1), "b1": [0.1] * h1, "w2": m(h1, h2), "b2": [0.0] * h2,
            "w3": m(40, h2), "b3": [0.0] * 40, "meta": {}}


def _vector(features: tuple[list[int], list[tuple[int, float]]]) -> np.ndarray:
    active, dense = features
    assert len(active) == len(set(active))
    x = np.zeros(N_POLICY_INPUTS_CALL, np.float32)
    x[active] = 1.0
    for i, v in dense:
        x[i] = v
    return x


def test_the_games_inputs_equal_the_training_engines_at_every_decision() -> None:
    """Every seat's view (not only the seat to act) at each of the 40 decisions of 240 real
    hands, half bid by the rule, half by random bids (points after a Two, callers alone)."""
    states = real_hands(240, seed=35)
    batch = _batch(states)
    rng = np.random.default_rng(35)
    compared = mid_trick = 0
    while not batch.over:
        for seat in range(SEATS):
            x = batch.features(np.full(batch.size, seat))
            for b, st in enumerate(states):
                got = _vector(policy_features_call(st.observe(seat)))
                assert np.allclose(got, x[b], atol=1e-6), (b, seat, batch.trick, batch.pos)
                compared += 1
                mid_trick += bool(st.trick_cards)
        cards = random_cards(rng, batch.legal())
        for b, st in enumerate(states):
            st.apply(int(CARD_ID[cards[b]]))
        batch.play(cards)
    assert compared == 240 * 40 * SEATS and mid_trick == compared * 4 // 5


def test_the_trick_inputs_name_the_cards_and_who_is_winning() -> None:
    states = real_hands(8, seed=3)
    for st in states:
        for _ in range(3):  # three cards into the first trick
            st.apply(st.legal_actions()[0])
        obs = st.observe(st.turn)
        active, _ = policy_features_call(obs)
        trick = [i for i in active if i >= N_INPUTS_CALL]
        assert len(trick) == 3 + 1
        assert N_INPUTS_CALL + 40 <= trick[-1] < N_POLICY_INPUTS_CALL


def test_a_good_file_parses_and_every_bad_shape_is_refused(tmp_path: Path) -> None:
    net = parse_policy(_tiny(), N_POLICY_INPUTS_CALL)
    assert len(net.w1) == N_POLICY_INPUTS_CALL
    with pytest.raises(DataError):  # classic-2's shape is not Chiamata's
        parse_policy(_tiny(inputs=N_POLICY_INPUTS), N_POLICY_INPUTS_CALL)
    for key, bad in (("w1", [[0.0] * 6] * 10), ("b1", [0.0] * 2), ("w3", [[0.0] * 5] * 39),
                     ("b2", [float("inf")] * 5), ("w2", [[0.0] * 5] * 6 + [[1.0]])):
        data = _tiny()
        data[key] = bad
        with pytest.raises(DataError):
            parse_policy(data, N_POLICY_INPUTS_CALL)
    assert load_policy_call(tmp_path / "absent.json") is None
    classic = tmp_path / "classic.json"
    classic.write_text(json.dumps(_tiny(inputs=N_POLICY_INPUTS)), encoding="utf-8")
    assert load_policy_call(classic) is None
    big = tmp_path / "big.json"
    big.write_text(json.dumps(_tiny()) + " " * (2 * 1024 * 1024), encoding="utf-8")
    assert load_policy_call(big) is None  # over the 2 MB limit
    good = tmp_path / "good.json"
    good.write_text(json.dumps(_tiny()), encoding="utf-8")
    assert isinstance(load_policy_call(good), PolicyNet)


def _call_obs(count: int, seed: int, tricks: int = 4) -> list[Observation]:
    """Positions of real Chiamata hands in the first `tricks` tricks, the seat to act's view."""
    rng = random.Random(seed)
    out = []
    for st in real_hands(count, seed):
        for _ in range(rng.randrange(0, 5 * tricks)):
            moves = st.legal_actions()
            st.apply(moves[rng.randrange(len(moves))])
        out.append(st.observe(st.turn))
    return out


def test_the_policy_agent_plays_its_most_likely_card_and_bids_through_its_bidder() -> None:
    net = parse_policy(_tiny(h1=8, h2=6, seed=2), N_POLICY_INPUTS_CALL)
    assert fits(net, preset("chiamata")) and not fits(net, preset("classic-2"))
    for obs in _call_obs(10, 4):
        probs = card_probs(net, obs, list(obs.legal))
        assert abs(sum(probs.values()) - 1.0) < 1e-9
        assert PolicyAgent(net).choose(obs, random.Random(0)) == max(probs,
                                                                     key=probs.__getitem__)
    state = HandState.new(preset("chiamata"), seed=5, dealer=0)
    assert state.phase is Phase.AUCTION
    obs = state.observe(state.turn)
    bidder = RulesAgent()
    assert PolicyAgent(net, bidder).choose(obs, random.Random(1)) == bidder.choose(
        obs, random.Random(1))
    assert PolicyAgent(net).choose(obs, random.Random(1)) == obs.legal[0]


def _champion(weight: float, tricks: int = 0) -> ChampionAgent:
    agent = ChampionAgent()
    agent.settings = SearchSettings(inference=True, lookahead_worlds=3, worlds=4,
                                    min_worlds=4)
    agent.policy_weight_call = weight
    agent.policy_tricks_call = tricks
    return agent


def _tiny_shipped(monkeypatch: pytest.MonkeyPatch) -> PolicyNet:
    net = parse_policy(_tiny(h1=12, h2=10, seed=9), N_POLICY_INPUTS_CALL)
    monkeypatch.setattr(policy_mod, "_POLICY", {POLICY_WEIGHTS_CALL: net})
    assert policy_for(preset("chiamata")) is net
    return net


def test_champion_follows_a_dominant_policy_in_the_early_tricks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    net = _tiny_shipped(monkeypatch)
    early = [o for o in _call_obs(16, 6, tricks=3) if len(o.legal) > 1]
    followed = 0
    for k, obs in enumerate(early):
        probs = card_probs(net, obs, list(obs.legal))
        top = max(probs, key=probs.__getitem__)
        if probs[top] - sorted(probs.values())[-2] > 0.05:
            assert _champion(1000.0).choose(obs, random.Random(k)) == top
            followed += 1
        if len(obs.tricks) < 2:  # the policy alone in the first two tricks
            assert _champion(0.0, tricks=2).choose(obs, random.Random(k)) == top
    assert followed >= 5


def test_champion_plays_as_before_without_the_policy(monkeypatch: pytest.MonkeyPatch) -> None:
    obs_list = [o for o in _call_obs(10, 8, tricks=3) if len(o.legal) > 1]
    before = [_champion(0.0).choose(o, random.Random(k)) for k, o in enumerate(obs_list)]
    monkeypatch.setattr(policy_mod, "_POLICY", {POLICY_WEIGHTS_CALL: None})
    assert policy_for(preset("chiamata")) is None
    without = [_champion(0.5, tricks=2).choose(o, random.Random(k))
               for k, o in enumerate(obs_list)]
    assert before == without


def test_the_shipped_chiamata_policy_loads_and_fits_the_size_limit() -> None:
    if not POLICY_WEIGHTS_CALL.exists():
        pytest.skip("no Chiamata policy shipped")
    assert POLICY_WEIGHTS_CALL.stat().st_size <= 2 * 1024 * 1024
    net = load_policy_call()
    assert net is not None and fits(net, preset("chiamata"))
    assert policy_for(preset("chiamata")) is net


def test_batched_and_game_inference_choose_the_same_cards() -> None:
    """The exported network in the game picks what the numpy network picks (greedy)."""
    from tools.batch_chiamata import N_FEATURES
    from tools.batch_engine import INVERSE
    from tools.policy_ppo import export, init_params, policy_logp

    params = init_params(np.random.default_rng(4), 16, 16, N_FEATURES)
    params["w3"] *= 100.0  # a decided network, so rounding to 5 decimals cannot flip a card
    net = parse_policy(json.loads(export(params, {})), N_POLICY_INPUTS_CALL)
    states = real_hands(20, seed=21)
    batch: BatchChiamata = _batch(states)
    rng = np.random.default_rng(21)
    while not batch.over:
        inv = INVERSE[batch.trump]
        logp = policy_logp(params, batch.features(), batch.legal()[batch.rows[:, None], inv])
        want = inv[batch.rows, logp.argmax(axis=1)]
        for b, st in enumerate(states):
            got = PolicyAgent(net).choose(st.observe(st.turn), random.Random(0))
            assert got == CARD_ID[want[b]]
        cards = random_cards(rng, batch.legal())
        for b, st in enumerate(states):
            st.apply(int(CARD_ID[cards[b]]))
        batch.play(cards)
