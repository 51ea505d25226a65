"""`simulate`: random hands with every invariant checked, and per-seat/team averages."""

from __future__ import annotations

import argparse
from typing import Any

from game.commands.args import SEED, count, variant
from game.invariants import InvariantError
from game.rules import PRESETS, RulesError, preset
from game.simulate import simulate


def register(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play random hands and check every invariant")
    p.add_argument("--variant", default="all", type=variant(allow_all=True),
                   help=f"one of {', '.join(PRESETS)}, or all")
    p.add_argument("--games", type=count(1, 10_000_000), default=2000, help="hands per variant")
    p.add_argument("--seed", type=SEED, default=1)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    variants = PRESETS if args.variant == "all" else (args.variant,)
    for v in variants:
        try:
            rules = preset(v)
        except RulesError as exc:
            print(f"error: {exc}")
            return 2
        try:
            report = simulate(rules, args.games, args.seed)
        except InvariantError as exc:
            print(f"{v}: INVARIANT BROKEN: {exc}")
            return 1
        print("\n".join(report.lines(rules)))
    return 0
