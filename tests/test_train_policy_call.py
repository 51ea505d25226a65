"""The Chiamata policy's training: five seats' rollouts, each seat's own game points as its
reward, PPO that learns, a checkpoint that resumes and a gate against Normale."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

from game.ai.policy import N_POLICY_INPUTS_CALL, load_policy  # noqa: E402
from tools.batch_chiamata import N_FEATURES, SEATS, TRICKS  # noqa: E402
from tools.policy_chiamata import (  # noqa: E402
    CHECKPOINT_CALL,
    CHIAMATA,
    REWARD_SCALE,
    advantages_call,
    match_call,
    play_call,
)
from tools.policy_ppo import Checkpoint, Rollout, ppo_update, train  # noqa: E402
from tools.train_ai import main  # noqa: E402


def test_rollouts_give_each_seat_eight_decisions_and_its_own_game_points() -> None:
    ck = Checkpoint.fresh(1, 16, N_FEATURES)
    ro = play_call(np.random.default_rng(1), 64, [ck.params])
    assert isinstance(ro, Rollout)
    assert ro.x.shape == (SEATS * TRICKS, 64, N_FEATURES) == (40, 64, N_POLICY_INPUTS_CALL)
    for s in range(SEATS):
        assert ((ro.seat == s).sum(axis=0) == TRICKS).all()
    hand = ro.mask.sum(axis=2)
    assert (hand == np.repeat(np.arange(TRICKS, 0, -1), SEATS)[:, None]).all()
    chosen = ro.mask[np.arange(40)[:, None], np.arange(64)[None, :], ro.action]
    assert chosen.all()  # every card played was in the hand
    assert (ro.results.sum(axis=1) == 0).all() and set(np.unique(ro.results)) <= {
        -4, -2, -1, 1, 2, 4}
    ro.value[:] = 0.0
    _adv, ret = advantages_call(ro, lam=1.0)
    # with zero values and lambda 1 every decision's return is the seat's own final reward
    for s in range(SEATS):
        want = np.broadcast_to(REWARD_SCALE * ro.results[:, s], (40, 64))
        assert np.allclose(ret[ro.seat == s], want[ro.seat == s])


def test_ppo_learns_to_beat_its_start() -> None:
    ck = Checkpoint.fresh(3, 32, N_FEATURES)
    start = {k: v.copy() for k, v in ck.params.items()}
    rng = np.random.default_rng(3)
    assert match_call(np.random.default_rng(5), start, start, 60) == 0.0  # zero-sum, alike
    for _ in range(20):
        ro = play_call(rng, 512, [ck.params])
        assert isinstance(ro, Rollout)
        ppo_update(ck.params, ck.opt, ro, rng, 3e-3, adv_ret=advantages_call(ro))
    # game points a hand, one seat among four of its start, 300 deals x 5 seats
    assert match_call(np.random.default_rng(5), ck.params, start, 300) > 0.05  # measured 0.097


def test_the_loop_plays_a_rival_in_some_seats_and_saves(tmp_path: Path) -> None:
    ck = Checkpoint.fresh(4, 8, N_FEATURES)
    path = tmp_path / "ck.npz"
    train(ck, 0.0, 32, 1e-3, rival_every=1, save=path, save_every=1, game=CHIAMATA)
    train(ck, 0.0, 32, 1e-3, rival_every=1, save=path, save_every=1, game=CHIAMATA)
    again = Checkpoint.load(path)
    assert again.iteration == 2 and again.hands == 64
    assert again.params["w1"].shape == (N_FEATURES, 8)
    assert CHECKPOINT_CALL.name == "policy-chiamata.npz"
    assert CHECKPOINT_CALL.relative_to(Path(__file__).resolve().parent.parent).parts[0] == "tools"


def test_train_ai_chiamata_policy_resumes_and_ships_only_what_beats_normale(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    ck, out = tmp_path / "policy.npz", tmp_path / "policy.json"
    common = ["train_ai.py", "--variant", "chiamata", "--policy", "--checkpoint", str(ck),
              "--out", str(out), "--minutes", "0", "--batch-games", "32", "--gate-deals", "2",
              "--hidden", "8", "--eval-deals", "64"]
    monkeypatch.setattr(sys, "argv", common)
    assert main() == 0
    first = Checkpoint.load(ck)
    assert first.iteration == 1 and len(first.log) == 1
    assert first.params["w1"].shape == (N_FEATURES, 8)
    text = capsys.readouterr().out
    assert "10 games" in text and "against Normale" in text and "game points" in text
    # two deals cannot show a gain at 95 %: with nothing shipped, nothing is written
    assert first.log[0]["shipped"] is False and not out.exists()
    monkeypatch.setattr(sys, "argv", [*common, "--resume"])
    assert main() == 0
    second = Checkpoint.load(ck)
    assert second.iteration == 2 and second.hands == 64 and len(second.log) == 2
    assert "resuming" in capsys.readouterr().out
    assert load_policy(out, N_POLICY_INPUTS_CALL) is None
