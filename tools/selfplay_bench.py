"""How fast self-play runs: hands a minute with the policy network choosing every card, on the
batched engine (training only; `python tools/selfplay_bench.py --bench 40960 --jobs 2`).

Its own file because it needs both the engine (`tools/batch_engine.py`) and the trainer
(`tools/policy_ppo.py`), which already depends on the engine.
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

from tools.policy_ppo import CHECKPOINT, Checkpoint, init_params, play


def _bench_chunk(job: tuple[int, int, int, int]) -> int:
    """Self-play of `hands` hands, `size` at a time, a network of `hidden` units choosing
    every card (sampled from its policy, as in training); returns the hands played."""
    hands, size, hidden, seed = job
    rng = np.random.default_rng(seed)
    params = (Checkpoint.load(CHECKPOINT).params if CHECKPOINT.exists()
              else init_params(rng, hidden, hidden))
    done = 0
    while done < hands:
        play(rng, size, [params], record=False)
        done += size
    return done


def bench(hands: int, size: int, jobs: int, hidden: int = 128) -> float:
    """Self-play hands a minute over `jobs` processes (one BLAS thread each)."""
    t0 = time.perf_counter()
    with ProcessPoolExecutor(jobs) as pool:
        done = sum(pool.map(_bench_chunk, [(hands // jobs, size, hidden, k)
                                           for k in range(jobs)]))
    return done / (time.perf_counter() - t0) * 60


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", type=int, default=40960, metavar="HANDS",
                    help="time HANDS self-play hands with the policy network choosing")
    ap.add_argument("--batch", type=int, default=4096, help="hands stepped together")
    ap.add_argument("--jobs", type=int, default=2, help="processes")
    args = ap.parse_args()
    if args.bench:
        with open("/proc/loadavg", encoding="ascii") as f:
            before = f.read().split()[:3]
        rate = bench(args.bench, args.batch, args.jobs)
        with open("/proc/loadavg", encoding="ascii") as f:
            after = f.read().split()[:3]
        procs = f"{args.jobs} process{'es' if args.jobs > 1 else ''}"
        print(f"{rate:,.0f} self-play hands a minute, the policy network choosing every card "
              f"({procs}, {args.batch} hands at once; load average before "
              f"{' '.join(before)}, after {' '.join(after)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
