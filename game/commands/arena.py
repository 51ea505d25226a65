"""`arena`: two agents play duplicate deals; W-D-L, score with a paired 95 % CI, timings.

With an `exec:` bot the deals are drawn from `--seed` mixed with a secret salt that only this
process holds (a bot can read the command line); the salt is printed after the bots are gone,
and `--salt` replays a finished run. Games a bot forfeited are reported and left out of the
score, and make the exit status 1.

`--tweak NAME=VALUE` makes it a paired arena: level A plays every deal twice, as it is and
with the setting changed (A'), against the same B with the same seeds, so the two games part
only where the change flips a card; A' − A gets its CI from the per-deal differences, which
measures a small change with far fewer games than two separate runs.
"""

from __future__ import annotations

import argparse
import math
import secrets
from pathlib import Path
from typing import Any

from game.ai.agent import UnknownAgentError
from game.ai.arena import paired_report_lines, report_lines, run_arena, run_paired, seatings
from game.ai.levels import LEVEL_KEYS, TweakError, canonical, tuned_agent
from game.ai.protocol import DECISION_TIMEOUT, HELLO_TIMEOUT, BotLimits
from game.commands.args import SEED, count, rules_from_options, seconds, variant
from game.rules import PRESETS, Rules, RulesError


def register(sub: Any) -> None:
    p = sub.add_parser("arena", help="pit two AI levels (or exec: bots) against each other",
                       description=__doc__)
    p.add_argument("--a", default="esperto", help=f"agent A: {', '.join(LEVEL_KEYS)} (English "
                   "names too) or 'exec:COMMAND' (runs COMMAND with your rights: "
                   "docs/engine-protocol.md)")
    p.add_argument("--b", default="normale", help="agent B, as --a")
    p.add_argument("--variant", default="classic-2", type=variant(),
                   help=f"one of {', '.join(PRESETS)}")
    size = p.add_mutually_exclusive_group()
    size.add_argument("--games", type=count(1, 1_000_000), default=None,
                      help="games in all (default 200); each deal is played once per seating")
    size.add_argument("--deals", type=count(1, 500_000), default=None,
                      help="deals; each is played once per seating")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--salt", type=count(0, 2 ** 64 - 1), default=None,
                   help="replay a finished run with exec: bots (the salt it printed)")
    p.add_argument("--jobs", type=count(1, 64), default=1, help="worker processes")
    p.add_argument("--move-time", type=seconds(0.01, 600), default=DECISION_TIMEOUT,
                   help=f"seconds a bot has for each decision, all its log lines included "
                        f"(default {DECISION_TIMEOUT})")
    p.add_argument("--handshake-time", type=seconds(0.01, 600), default=HELLO_TIMEOUT,
                   help=f"seconds a bot has to answer hello (default {HELLO_TIMEOUT})")
    p.add_argument("--bot-log", type=Path, default=None, metavar="DIR",
                   help="keep each bot's stderr in DIR (first MB per bot)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a variant setting, e.g. must_follow=true or players=4 (repeatable)")
    p.add_argument("--tweak", action="append", default=[], metavar="NAME=VALUE",
                   help="paired arena: play A twice on every deal, as it is and with this "
                        "setting changed (A'), against the same B with the same seeds, and "
                        "report A' - A paired by deal (repeatable; levels only)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        rules = rules_from_options(args.variant, args.option, "--option")
        for name in (args.a, args.b):
            if not name.startswith("exec:"):
                canonical(name)
            elif not name[5:].strip():
                raise UnknownAgentError("exec: needs a command, e.g. "
                                        "'exec:python3 examples/random_bot.py'")
    except (RulesError, UnknownAgentError) as exc:
        print(f"error: {exc}")
        return 2
    per = len(seatings(rules))
    deals = args.deals or max(1, math.ceil((args.games or 200) / per))
    if args.tweak:
        return _paired(args, rules, deals)
    bots = any(name.startswith("exec:") for name in (args.a, args.b))
    salt = args.salt if args.salt is not None else secrets.randbits(64) if bots else 0
    limits = BotLimits(args.move_time, args.handshake_time, args.bot_log)
    outcomes = run_arena(rules, args.a, args.b, deals, args.seed, args.jobs, limits, salt)
    print("\n".join(report_lines(rules, args.a, args.b, outcomes, args.seed)))
    if salt:
        print(f"  deals drawn with the secret salt {salt} (replay: --seed {args.seed} "
              f"--salt {salt})")
    forfeits = sum(o.forfeits for o in outcomes)
    return 1 if forfeits else 0


def _paired(args: argparse.Namespace, rules: Rules, deals: int) -> int:
    """`--tweak`: the paired arena (`game.ai.arena.run_paired`)."""
    tweaks: dict[str, str] = {}
    for item in args.tweak:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            print(f"error: --tweak wants NAME=VALUE, not {item!r}")
            return 2
        tweaks[key.strip()] = value.strip()
    try:
        if any(name.startswith("exec:") for name in (args.a, args.b)):
            raise TweakError("the paired arena plays levels only, not exec: bots")
        tuned_agent(args.a, tweaks)
    except (TweakError, UnknownAgentError) as exc:
        print(f"error: {exc}")
        return 2
    pairs = run_paired(rules, canonical(args.a), canonical(args.b), tweaks, deals, args.seed,
                       args.jobs)
    print("\n".join(paired_report_lines(rules, canonical(args.a), canonical(args.b), tweaks,
                                        pairs, args.seed)))
    return 0
