"""The policy's training spread out: rollouts from worker processes, PPO's steps in torch."""

from __future__ import annotations

import copy

import pytest

np = pytest.importorskip("numpy")

from game.ai.policy import N_POLICY_INPUTS  # noqa: E402
from tools.batch_chiamata import N_FEATURES  # noqa: E402
from tools.policy_chiamata import CHIAMATA  # noqa: E402
from tools.policy_parallel import ParallelCollect  # noqa: E402
from tools.policy_ppo import (  # noqa: E402
    CLASSIC_2,
    Checkpoint,
    Samples,
    in_process,
    ppo_steps,
    train,
)


def _seats(games: int, seats: int) -> np.ndarray:
    seat_net = np.zeros((games, seats), np.int64)
    seat_net[::3, 1] = 1  # a third of the hands against the second net
    return seat_net


@pytest.mark.parametrize("variant", ["classic-2", "chiamata"])
def test_workers_play_each_chunk_as_this_process_would_from_its_seed(variant: str) -> None:
    call = variant == "chiamata"
    game = CHIAMATA if call else CLASSIC_2
    inputs = N_FEATURES if call else N_POLICY_INPUTS
    ck = Checkpoint.fresh(2, 16, inputs)
    other = Checkpoint.fresh(3, 16, inputs).params
    games, chunk = 40, 16
    seat_net = _seats(games, game.seats)
    with ParallelCollect(variant, 2, chunk) as pool:
        got = pool(np.random.default_rng(7), games, [ck.params, other], seat_net)
    # the same chunks, here, from the seeds the pool drew
    seeds = np.random.default_rng(7).integers(1 << 62, size=3)
    here = Samples.join([
        in_process(game)(np.random.default_rng(int(seed)), min(chunk, games - start),
                         [ck.params, other], seat_net[start:start + chunk])
        for seed, start in zip(seeds, range(0, games, chunk), strict=True)])
    assert len(got) == len(here) > games  # several decisions a hand
    for key in ("x", "mask", "act", "old", "adv", "ret"):
        assert np.array_equal(getattr(got, key), getattr(here, key)), key
    assert got.mask[np.arange(len(got)), got.act].all()  # every card chosen was legal
    assert (got.mask.sum(axis=1) > 1).all()  # only decisions with a choice travel


def test_training_with_workers_resumes_and_moves_the_policy() -> None:
    ck = Checkpoint.fresh(4, 16)
    start = {k: v.copy() for k, v in ck.params.items()}
    with ParallelCollect("classic-2", 2, 64) as pool:
        train(ck, 0.0, 128, 1e-3, collect=pool)
    assert ck.iteration == 1 and ck.hands == 128 and ck.opt.t > 0
    assert any(not np.array_equal(start[k], ck.params[k]) for k in start)


def test_torch_steps_are_numpys_steps() -> None:
    torch_steps = pytest.importorskip("tools.policy_torch").TorchSteps("cpu")
    ck = Checkpoint.fresh(5, 32)
    rng = np.random.default_rng(5)
    # a few numpy steps first, so Adam's moments are not zero when torch takes them over
    s = in_process(CLASSIC_2)(rng, 256, [ck.params], np.zeros((256, 2), int))
    ppo_steps(ck.params, ck.opt, s, np.random.default_rng(1), 1e-3, epochs=1, batch=512)
    p1, o1 = copy.deepcopy(ck.params), copy.deepcopy(ck.opt)
    p2, o2 = copy.deepcopy(ck.params), copy.deepcopy(ck.opt)
    st1 = ppo_steps(p1, o1, s, np.random.default_rng(9), 1e-3, batch=512)
    st2 = torch_steps(p2, o2, s, np.random.default_rng(9), 1e-3, batch=512)
    assert o1.t == o2.t > ck.opt.t
    for k in p1:
        moved = np.abs(p1[k] - ck.params[k]).max()
        assert moved > 1e-4, k
        assert np.abs(p1[k] - p2[k]).max() < 1e-3 * moved, k  # measured: 1e-7 against 1e-2
        assert np.allclose(o1.m[k], o2.m[k], rtol=1e-3, atol=1e-9), k
        assert np.allclose(o1.v[k], o2.v[k], rtol=1e-3, atol=1e-12), k
    for key in st1:
        assert st1[key] == pytest.approx(st2[key], rel=1e-3, abs=1e-6), key
