"""How fast Chiamata self-play runs on the batched engine: hands a minute with random cards
and with a small policy network choosing every card (training only;
`nice -n 10 python tools/chiamata_bench.py --bench 40960 --jobs 2`).

Each hand is dealt, called by `tools.batch_chiamata.rule_calls` and played to its game points;
the network (two hidden layers of 128 ReLU units, untrained: the cost is the same) reads each
decision's honest view (`BatchChiamata.features`) and samples a card from its masked policy,
as self-play training would.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one thread a process

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.batch_chiamata import N_FEATURES, BatchChiamata, random_cards
from tools.batch_engine import INVERSE, N
from tools.policy_ppo import Params, policy_logp, sample


def init_policy(rng: np.random.Generator, hidden: int = 128) -> Params:
    """A policy network over the 40 renamed cards, He-initialised."""
    def he(a: int, b: int) -> np.ndarray:
        return rng.normal(0, np.sqrt(2 / a), (a, b)).astype(np.float32)
    return {"w1": he(N_FEATURES, hidden), "b1": np.zeros(hidden, np.float32),
            "w2": he(hidden, hidden), "b2": np.zeros(hidden, np.float32),
            "w3": he(hidden, N), "b3": np.zeros(N, np.float32)}


def play_hands(rng: np.random.Generator, size: int, net: Params | None) -> BatchChiamata:
    """`size` hands dealt, called and played to the end: random cards, or `net` choosing."""
    batch = BatchChiamata.deal(rng, size)
    while not batch.over:
        legal = batch.legal()
        if net is None:
            cards = random_cards(rng, legal)
        else:
            inv = INVERSE[batch.trump]
            choice = sample(rng, policy_logp(net, batch.features(), legal[batch.rows[:, None],
                                                                          inv]))
            cards = inv[batch.rows, choice]
        batch.play(cards)
    return batch


def _chunk(job: tuple[int, int, bool, int]) -> int:
    hands, size, network, seed = job
    rng = np.random.default_rng(seed)
    net = init_policy(rng) if network else None
    done = 0
    while done < hands:
        play_hands(rng, size, net).game_points()
        done += size
    return done


def bench(hands: int, size: int, jobs: int, network: bool) -> float:
    """Hands a minute over `jobs` processes (one BLAS thread each)."""
    t0 = time.perf_counter()
    with ProcessPoolExecutor(jobs) as pool:
        done = sum(pool.map(_chunk, [(hands // jobs, size, network, k) for k in range(jobs)]))
    return done / (time.perf_counter() - t0) * 60


def _load() -> str:
    with open("/proc/loadavg", encoding="ascii") as f:
        return " ".join(f.read().split()[:3])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=int, default=40960, metavar="HANDS",
                    help="time HANDS self-play hands (each chooser)")
    ap.add_argument("--batch", type=int, default=4096, help="hands stepped together")
    ap.add_argument("--jobs", type=int, default=2, help="processes")
    ap.add_argument("--choose", choices=("random", "network", "both"), default="both")
    args = ap.parse_args()
    procs = f"{args.jobs} process{'es' if args.jobs > 1 else ''}"
    for network in (False, True):
        if args.choose == ("random" if network else "network"):
            continue
        before = _load()
        rate = bench(args.bench, args.batch, args.jobs, network)
        who = "the policy network choosing every card" if network else "random cards"
        print(f"{rate:,.0f} Chiamata hands a minute, {who} ({procs}, {args.batch} hands "
              f"at once; load average before {before}, after {_load()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
