"""`review`: the hand review ("Analisi della mano") of a saved game record, as text."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.record import RecordError, load, replay_hand
from game.review import WORLDS, review_hand, text_report


def register(sub: Any) -> None:
    p = sub.add_parser("review", help="judge one seat's card decisions in a finished hand")
    p.add_argument("record", type=Path, help="a game record or save file (briscola-record)")
    p.add_argument("--hand", type=int, default=0,
                   help="which hand, from 1 (default: the last finished hand)")
    p.add_argument("--seat", type=int, default=None,
                   help="the seat to review, from 0 (default: the record's viewer, else 0)")
    p.add_argument("--seed", type=int, default=0, help="the review's seed (default 0)")
    p.add_argument("--worlds", type=int, default=WORLDS,
                   help=f"sampled worlds per decision (default {WORLDS})")
    p.add_argument("--lang", choices=("en", "it"), default="en",
                   help="the language of the reasons (default en)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        record = load(args.record)
        if args.worlds < 1:
            raise RecordError("--worlds must be at least 1")
        finished = [i for i, h in enumerate(record.hands)
                    if replay_hand(record.rules, h)[0].is_over]
        if args.hand:
            if not 1 <= args.hand <= len(record.hands):
                raise RecordError(f"--hand {args.hand}: the record holds "
                                  f"{len(record.hands)} hand(s)")
            index = args.hand - 1
        elif finished:
            index = finished[-1]
        else:
            raise RecordError("the record holds no finished hand")
        meta = record.match or {}
        viewer = meta.get("viewer", 0)
        seat = args.seat if args.seat is not None else viewer if isinstance(viewer, int) else 0
        seats = meta.get("seats")
        names = [str(s.get("name", "")) for s in seats if isinstance(s, dict)] \
            if isinstance(seats, list) else None
        review = review_hand(record.rules, record.hands[index], seat, seed=args.seed,
                             worlds=args.worlds)
    except RecordError as exc:
        print(f"error: {exc}")
        return 2
    print(f"hand {index + 1} of {len(record.hands)}")
    print(text_report(review, names, args.lang))
    return 0
