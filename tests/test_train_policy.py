"""The policy's training: PPO on the batched engine, a checkpoint that resumes, a gate."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

from game.ai.policy import load_policy  # noqa: E402
from tools.policy_ppo import (  # noqa: E402
    Checkpoint,
    Rollout,
    advantages,
    match,
    play,
    ppo_update,
    random_params,
)
from tools.train_ai import main  # noqa: E402


def test_rollouts_give_each_seat_twenty_decisions_and_gae_ends_on_the_result() -> None:
    ck = Checkpoint.fresh(1, 16)
    ro = play(np.random.default_rng(1), 32, [ck.params])
    assert isinstance(ro, Rollout)
    assert ro.x.shape[:2] == (40, 32)
    assert ((ro.seat == 0).sum(axis=0) == 20).all()
    assert ro.mask.sum(axis=2).min() >= 1 and ro.mask.sum(axis=2).max() == 3
    chosen = ro.mask[np.arange(40)[:, None], np.arange(32)[None, :], ro.action]
    assert chosen.all()  # every card played was legal
    ro.value[:] = 0.0
    _adv, ret = advantages(ro, lam=1.0)
    # with zero values and lambda 1 every decision's return is the seat's final reward
    for s in (0, 1):
        reward = 2 * ro.results[:, s] - 1
        assert np.allclose(ret[ro.seat == s], np.broadcast_to(reward, (40, 32))[ro.seat == s])


def test_ppo_learns_to_beat_a_random_player() -> None:
    ck = Checkpoint.fresh(3, 32)
    rng = np.random.default_rng(3)
    rand = random_params(ck.params)
    before = match(np.random.default_rng(5), ck.params, rand, 400)
    for _ in range(20):
        ro = play(rng, 512, [ck.params])
        assert isinstance(ro, Rollout)
        ppo_update(ck.params, ck.opt, ro, rng, 3e-3)
    after = match(np.random.default_rng(5), ck.params, rand, 400)
    assert after > before + 0.08 and after > 0.6  # measured: 51.9 % -> 68.1 %


def test_checkpoints_round_trip(tmp_path: Path) -> None:
    ck = Checkpoint.fresh(2, 8)
    rng = np.random.default_rng(2)
    ro = play(rng, 16, [ck.params])
    assert isinstance(ro, Rollout)
    ppo_update(ck.params, ck.opt, ro, rng, 1e-3)
    ck.iteration, ck.hands, ck.log = 7, 112, [{"generation": 1}]
    path = tmp_path / "ck.npz"
    ck.save(path)
    again = Checkpoint.load(path)
    assert again.iteration == 7 and again.hands == 112 and again.log == [{"generation": 1}]
    assert again.opt.t == ck.opt.t
    for k, v in ck.params.items():
        assert np.array_equal(again.params[k], v)
    assert not list(tmp_path.glob("*.tmp.npz"))


def test_train_ai_policy_resumes_and_ships_only_a_winner(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    ck, out = tmp_path / "policy.npz", tmp_path / "policy.json"
    common = ["train_ai.py", "--policy", "--checkpoint", str(ck), "--out", str(out),
              "--minutes", "0", "--batch-games", "32", "--gate-deals", "2", "--hidden", "8"]
    monkeypatch.setattr(sys, "argv", common)
    assert main() == 0
    first = Checkpoint.load(ck)
    assert first.iteration == 1 and len(first.log) == 1  # one iteration at least
    assert load_policy(out) is not None  # nothing was shipped: the first one is written
    shipped = out.read_text(encoding="utf-8")
    monkeypatch.setattr(sys, "argv", [*common, "--resume"])
    assert main() == 0
    second = Checkpoint.load(ck)
    assert second.iteration == 2 and second.hands == 64 and len(second.log) == 2
    text = capsys.readouterr().out
    assert "resuming" in text and "against the shipped policy" in text
    entry = second.log[-1]
    assert entry["generation"] == 2
    # two deals cannot show a win at 95 %: the shipped policy stays
    assert entry["shipped"] is False and out.read_text(encoding="utf-8") == shipped
    assert json.loads(shipped)["meta"]["generation"] == 1


def test_the_training_checkpoint_is_not_shipped() -> None:
    """The checkpoint lives under tools/, which neither the wheel nor the executable packs;
    the shipped policy is the JSON under assets/ai/."""
    import tomllib

    from tools.policy_ppo import CHECKPOINT
    root = Path(__file__).resolve().parent.parent
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    include = config["tool"]["setuptools"]["packages"]["find"]["include"]
    assert CHECKPOINT.relative_to(root).parts[0] == "tools"
    assert not any(p.startswith("tools") for p in include)
    data = [g for globs in config["tool"]["setuptools"]["package-data"].values() for g in globs]
    assert "*.npz" not in data
    spec = (root / "build.spec").read_text(encoding="utf-8")
    assert 'datas = [(str(ASSETS), "assets"), (str(MARKER), ".")]' in spec
