"""The policy's self-play spread over worker processes (`tools/train_ai.py --workers N`).

One process plays about 2,000 hands in 0.3 s; the GPU machine has 16 cores, so the rollouts
of one PPO iteration are cut into chunks, each played by a worker from its own seed (drawn
from the trainer's generator: the same seed gives the same hands, however many workers), and the
workers send back only what PPO reads (`Samples`: the learner's decisions with a choice).
The chunk's nets travel with it, so a worker keeps nothing between iterations.
"""

from __future__ import annotations

import multiprocessing
from multiprocessing.pool import Pool

import numpy as np

from tools.policy_chiamata import CHIAMATA
from tools.policy_ppo import CLASSIC_2, Params, Samples, in_process


def _chunk(task: tuple[str, int, int, list[Params], np.ndarray]) -> Samples:
    """One chunk in a worker, as `in_process` plays it; the task names the variant, so its
    `Game` travels as a word."""
    variant, seed, games, nets, seat_net = task
    game = CHIAMATA if variant == "chiamata" else CLASSIC_2
    return in_process(game)(np.random.default_rng(seed), games, nets, seat_net)


class ParallelCollect:
    """A `Collect` (see `tools.policy_ppo.train`) over `workers` processes; a context manager
    so the pool is closed however training ends."""

    def __init__(self, variant: str, workers: int, chunk: int = 2048) -> None:
        self.variant, self.workers, self.chunk = variant, workers, chunk
        # spawn, not fork: a fork of a process that runs threads (torch's, a test runner's)
        # can copy a held lock and hang; a worker's start costs a second of imports
        self.pool: Pool = multiprocessing.get_context("spawn").Pool(workers)

    def __call__(self, rng: np.random.Generator, games: int, nets: list[Params],
                 seat_net: np.ndarray) -> Samples:
        starts = list(range(0, games, self.chunk))
        seeds = rng.integers(1 << 62, size=len(starts))
        tasks = [(self.variant, int(seed), min(self.chunk, games - start), nets,
                  seat_net[start:start + self.chunk])
                 for seed, start in zip(seeds, starts, strict=True)]
        return Samples.join(self.pool.map(_chunk, tasks))

    def __enter__(self) -> ParallelCollect:
        return self

    def __exit__(self, *exc: object) -> None:
        self.pool.terminate()
        self.pool.join()
