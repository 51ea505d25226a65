"""The policy's training: PPO on the batched engine, a checkpoint that resumes, a gate."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

np = pytest.importorskip("numpy")

from game.ai.policy import load_policy  # noqa: E402
from tools.policy_ppo import (  # noqa: E402
    POLICY_KEYS,
    Checkpoint,
    Game,
    Rollout,
    advantages,
    import_policy,
    match,
    play,
    ppo_update,
    random_params,
    train,
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


def test_a_league_keeps_its_anchor_and_the_latest_snapshots(tmp_path: Path) -> None:
    """Rival hands face every member of the league; the first member stays, the oldest
    snapshot after it goes; the league survives the checkpoint."""
    ck = Checkpoint.fresh(4, 8)
    anchor = {k: random_params(ck.params)[k] for k in POLICY_KEYS}
    ck.league = [anchor]
    seen: list[set[int]] = []

    def spy(rng: Any, games: int, nets: list[Any], seat_net: Any) -> Any:
        seen.append(set(np.unique(seat_net).tolist()))
        assert seat_net.max() < len(nets)
        return play(rng, games, nets, seat_net)

    for _ in range(7):  # iterations 1..7; snapshots after 2, 4 and 6
        train(ck, 0, 64, 1e-3, rival_share=0.9, rival_every=2, game=Game(2, spy, advantages),
              league=3)
    assert len(ck.league) == 3 and ck.league[0] is anchor
    assert seen[0] == {0, 1} and seen[-1] == {0, 1, 2, 3}  # every member plays
    path = tmp_path / "ck.npz"
    ck.save(path)
    again = Checkpoint.load(path)
    assert len(again.league) == 3
    for old, new in zip(ck.league, again.league, strict=True):
        for k in POLICY_KEYS:
            assert np.allclose(old[k], new[k], atol=1e-2)  # stored as float16
    assert Checkpoint.load(path).league[2]["w1"].dtype == np.float32


def test_train_ai_league_starts_from_the_shipped_policy(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    ck, out = tmp_path / "policy.npz", tmp_path / "policy.json"
    common = ["train_ai.py", "--policy", "--checkpoint", str(ck), "--out", str(out),
              "--minutes", "0", "--batch-games", "32", "--gate-deals", "2", "--hidden", "8"]
    monkeypatch.setattr(sys, "argv", common)
    assert main() == 0
    net = load_policy(out)
    assert net is not None
    shipped = import_policy(net)
    written = Checkpoint.load(ck).params  # what the first generation exported
    for k in POLICY_KEYS:
        assert shipped[k].shape == written[k].shape
        assert np.allclose(shipped[k], written[k], atol=1e-5)  # 5 decimals in the file
    monkeypatch.setattr(sys, "argv", [*common, "--resume", "--league", "4"])
    assert main() == 0
    league = Checkpoint.load(ck).league
    assert len(league) == 1
    for k in POLICY_KEYS:
        assert np.allclose(league[0][k], shipped[k], atol=1e-2)


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
