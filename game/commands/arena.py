"""`arena`: two agents play duplicate deals; W-D-L, score with a paired 95 % CI, timings."""

from __future__ import annotations

import argparse
import json
import math
from typing import Any

from game.ai.agent import UnknownAgentError, canonical
from game.ai.arena import report_lines, run_arena, seatings
from game.rules import PRESETS, RulesError, preset


def register(sub: Any) -> None:
    p = sub.add_parser("arena", help="pit two AI levels (or exec: bots) against each other")
    p.add_argument("--a", default="esperto", help="agent A: random, principiante, normale, "
                   "esperto, campione (English names too) or 'exec:COMMAND'")
    p.add_argument("--b", default="normale", help="agent B, as --a")
    p.add_argument("--variant", default="classic-2", help=f"one of {', '.join(PRESETS)}")
    p.add_argument("--games", type=int, default=200,
                   help="games in all; each deal is played once per seating")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a variant setting, e.g. must_follow=true or players=4 (repeatable)")
    p.set_defaults(run=run)


def parse_options(items: list[str]) -> dict[str, Any]:
    """NAME=VALUE pairs; values are read as JSON when they can be (true, 4, "x")."""
    out: dict[str, Any] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise RulesError(f"--option {item!r}: expected NAME=VALUE, e.g. must_follow=true")
        try:
            out[name] = json.loads(value)
        except json.JSONDecodeError:
            out[name] = value
    return out


def run(args: argparse.Namespace) -> int:
    try:
        rules = preset(args.variant, **parse_options(args.option))
        for name in (args.a, args.b):
            if not name.startswith("exec:"):
                canonical(name)
    except (RulesError, UnknownAgentError) as exc:
        print(f"error: {exc}")
        return 2
    except TypeError as exc:  # preset() refused a keyword: an unknown --option name
        print(f"error: --option names a setting this variant does not have ({exc})")
        return 2
    if args.games < 1 or args.jobs < 1:
        print("error: --games and --jobs must be positive")
        return 2
    deals = max(1, math.ceil(args.games / len(seatings(rules))))
    outcomes = run_arena(rules, args.a, args.b, deals, args.seed, args.jobs)
    print("\n".join(report_lines(rules, args.a, args.b, outcomes, args.seed)))
    return 0
