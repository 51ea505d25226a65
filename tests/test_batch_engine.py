"""The batched classic-2 engine plays exactly the game's rules and shows each seat its view."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

from game.ai.policy import N_POLICY_INPUTS, policy_features  # noqa: E402
from game.rules import preset  # noqa: E402
from game.state import HandState  # noqa: E402
from tools.batch_engine import (  # noqa: E402
    CARD_ID,
    COMPACT,
    BatchGames,
    check,
    decks_from_states,
    random_cards,
)


def test_the_batch_plays_like_the_real_engine_on_the_same_deals_and_choices() -> None:
    """Every legal set, trick winner, point total and result, 400 hands (the command
    `python tools/batch_engine.py --check 10000` runs the same comparison on 10,000)."""
    assert check(400, seed=7) == 400


def test_the_comparison_has_teeth(monkeypatch: pytest.MonkeyPatch) -> None:
    import tools.batch_engine as engine
    wrong = engine.CARD_STRENGTH.copy()
    wrong[[7, 8]] = wrong[[8, 7]]  # a Jack that beats a Queen
    monkeypatch.setattr(engine, "CARD_STRENGTH", wrong)
    with pytest.raises(AssertionError):
        check(200, seed=7)


def _vector(obs: object) -> np.ndarray:
    active, dense = policy_features(obs)  # type: ignore[arg-type]
    x = np.zeros(N_POLICY_INPUTS, np.float32)
    x[active] = 1.0
    for i, v in dense:
        x[i] = v
    return x


def test_batch_features_equal_the_games_features_of_the_seat_to_act() -> None:
    rules = preset("classic-2")
    rng = random.Random(3)
    states = [HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(2))
              for _ in range(40)]
    batch = BatchGames(*decks_from_states(states))
    choice = np.random.default_rng(3)
    while not batch.over:
        x = batch.features()
        for b, st in enumerate(states):
            assert np.allclose(x[b], _vector(st.observe(st.turn)), atol=1e-6)
        cards = random_cards(choice, batch.legal())
        for b, st in enumerate(states):
            st.apply(int(CARD_ID[cards[b]]))
        batch.play(cards)
    assert all(s.is_over for s in states)


def test_a_card_not_held_is_refused_and_results_add_up() -> None:
    batch = BatchGames.deal(np.random.default_rng(1), 64)
    held = batch.legal()
    missing = (~held).argmax(axis=1)
    with pytest.raises(ValueError):
        batch.play(missing)
    rng = np.random.default_rng(2)
    while not batch.over:
        batch.play(random_cards(rng, batch.legal()))
    assert (batch.points.sum(axis=1) == 120).all()
    assert (batch.results().sum(axis=1) == 1.0).all()
    assert not batch.hands.any() and batch.played.all()


def test_compact_indices_round_trip() -> None:
    assert sorted(COMPACT) == sorted(preset("classic-2").cards)
    assert all(COMPACT[int(c)] == i for i, c in enumerate(CARD_ID))


def test_the_games_policy_computes_what_training_computed() -> None:
    """Pure-Python inference on an Observation = numpy on the batch's features, for the
    exported (5-decimal) weights."""
    import json

    from game.ai.policy import card_probs, parse_policy
    from tools.batch_engine import INVERSE, RENAME
    from tools.policy_ppo import export, init_params, policy_logp
    params = init_params(np.random.default_rng(4), 16, 12)
    params["w3"] *= 100  # a policy with opinions
    text = export(params, {})
    net = parse_policy(json.loads(text))
    data = json.loads(text)
    rounded = {k: np.array(data[k], np.float64) for k in ("w1", "b1", "w2", "b2", "b3")}
    rounded["w3"] = np.array(data["w3"], np.float64).T
    rules = preset("classic-2")
    rng = random.Random(9)
    states = [HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(2))
              for _ in range(16)]
    batch = BatchGames(*decks_from_states(states))
    choice = np.random.default_rng(9)
    while not batch.over:
        mask = batch.legal()[batch.rows[:, None], INVERSE[batch.trump]]
        logp = policy_logp(rounded, batch.features().astype(np.float64), mask)
        for b, st in enumerate(states):
            obs = st.observe(st.turn)
            probs = card_probs(net, obs, list(obs.legal))
            for c, p in probs.items():
                renamed = RENAME[batch.trump[b], COMPACT[c]]
                assert abs(p - np.exp(logp[b, renamed])) < 1e-6
        cards = random_cards(choice, batch.legal())
        for b, st in enumerate(states):
            st.apply(int(CARD_ID[cards[b]]))
        batch.play(cards)
