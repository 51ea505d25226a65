"""`arena`: two agents play duplicate deals; W-D-L, score with a paired 95 % CI, timings."""

from __future__ import annotations

import argparse
import math
from typing import Any

from game.ai.agent import UnknownAgentError, canonical
from game.ai.arena import report_lines, run_arena, seatings
from game.commands.args import SEED, count, rules_from_options, variant
from game.rules import PRESETS, RulesError


def register(sub: Any) -> None:
    p = sub.add_parser("arena", help="pit two AI levels (or exec: bots) against each other")
    p.add_argument("--a", default="esperto", help="agent A: random, principiante, normale, "
                   "esperto, campione (English names too) or 'exec:COMMAND'")
    p.add_argument("--b", default="normale", help="agent B, as --a")
    p.add_argument("--variant", default="classic-2", type=variant(),
                   help=f"one of {', '.join(PRESETS)}")
    p.add_argument("--games", type=count(1, 1_000_000), default=200,
                   help="games in all; each deal is played once per seating")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--jobs", type=count(1, 64), default=1, help="worker processes")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a variant setting, e.g. must_follow=true or players=4 (repeatable)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        rules = rules_from_options(args.variant, args.option, "--option")
        for name in (args.a, args.b):
            if not name.startswith("exec:"):
                canonical(name)
    except (RulesError, UnknownAgentError) as exc:
        print(f"error: {exc}")
        return 2
    if args.games < 1 or args.jobs < 1:
        print("error: --games and --jobs must be positive")
        return 2
    deals = max(1, math.ceil(args.games / len(seatings(rules))))
    outcomes = run_arena(rules, args.a, args.b, deals, args.seed, args.jobs)
    print("\n".join(report_lines(rules, args.a, args.b, outcomes, args.seed)))
    return 0
