"""`replay`: re-play a saved game record and print how each hand ended."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.record import RecordError, load, replay_hand


def register(sub: Any) -> None:
    p = sub.add_parser("replay", help="check a game record by replaying it")
    p.add_argument("record", type=Path)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        record = load(args.record)
        for i, hand in enumerate(record.hands, 1):
            state, _ = replay_hand(record.rules, hand)
            res = state.result() if state.is_over else None
            print(f"hand {i}: {len(hand.actions)} actions, "
                  f"{'points ' + str(res.team_points) if res else 'unfinished'}")
    except RecordError as exc:
        print(f"error: {exc}")
        return 2
    return 0
