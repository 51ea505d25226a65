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
    "game.commands.variants",
    "game.commands.review",
    "game.commands.verify",
]


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; a bad argument is a message and exit status 2, never a traceback."""
    parser = argparse.ArgumentParser(prog="python -m game", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for name in COMMANDS:
        importlib.import_module(name).register(sub)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse has printed the usage error (or --help)
        return exc.code if isinstance(exc.code, int) else 2
    code: int = args.run(args)
    return code


def entry() -> int:
    """`python -m game`: anything unforeseen goes to the log, and the user is told where."""
    from game import logs

    path = logs.install()
    try:
        return main()
    except (KeyboardInterrupt, BrokenPipeError):
        return 130
    except Exception:
        logs.report(*sys.exc_info())
        sys.stderr.write(logs.crash_words(path))
        return 70


if __name__ == "__main__":
    sys.exit(entry())
