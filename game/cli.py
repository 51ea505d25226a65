"""`python -m game ...`: the engine's command line. Each command lives in its own module and
registers itself here through `COMMANDS`, so new tools (arena, tournament) add one line."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# (module, function that adds the sub-command's parser)
COMMANDS = [
    "game.commands.simulate",
    "game.commands.bench",
    "game.commands.replay",
    "game.commands.arena",
    "game.commands.tournament",
    "game.commands.review",
]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for name in COMMANDS:
        importlib.import_module(name).register(sub)
    args = parser.parse_args(argv)
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
