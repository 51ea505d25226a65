"""`verify`: check a deck's fingerprint against the order shown after the hand, or print the
fingerprint and order of every hand in a saved record."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.fairness import fingerprint, order_text, spaced, verify
from game.record import RecordError, load


def register(sub: Any) -> None:
    p = sub.add_parser("verify", help="check a deck fingerprint against the revealed order",
                       description="verify FINGERPRINT 'ORDER' (the card codes shown after the "
                                   "hand), or verify --record FILE")
    p.add_argument("fingerprint", nargs="?", help="the fingerprint shown before the deal")
    p.add_argument("order", nargs="?", help="the deck order shown after the hand")
    p.add_argument("--record", type=Path, help="a saved game or hand record")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.record is not None:
        try:
            record = load(args.record)
        except RecordError as exc:
            print(f"error: {exc}")
            return 2
        for i, hand in enumerate(record.hands, 1):
            print(f"hand {i}: fingerprint {spaced(fingerprint(hand.deck))}")
            print(f"  order {order_text(hand.deck)}")
        return 0
    if not args.fingerprint or not args.order:
        print("error: give the fingerprint and the order, or --record FILE")
        return 2
    try:
        ok = verify(args.fingerprint, args.order)
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    print("the order matches the fingerprint: the deck was fixed before the deal" if ok else
          "the order does NOT match the fingerprint")
    return 0 if ok else 1
