"""`bench`: random hands per second, µs per apply and per observation, for every preset."""

from __future__ import annotations

import argparse
from typing import Any

from game.commands.args import seconds, variant
from game.rules import PRESETS
from game.simulate import bench


def register(sub: Any) -> None:
    p = sub.add_parser("bench", help="measure the engine's speed per preset")
    p.add_argument("--seconds", type=seconds(0.01, 600), default=1.0,
                   help="time per preset for hands/s")
    p.add_argument("--variant", default="all", type=variant(allow_all=True))
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    variants = PRESETS if args.variant == "all" else (args.variant,)
    print(f"{'preset':16} {'hands/s':>10} {'µs/apply':>10} {'µs/observe':>11}")
    for v in variants:
        f = bench(v, args.seconds)
        print(f"{v:16} {f.hands_per_second:10,.0f} {f.us_per_apply:10.2f} "
              f"{f.us_per_observation:11.2f}")
    return 0
