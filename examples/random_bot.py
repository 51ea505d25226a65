#!/usr/bin/env python3
"""A minimal external Briscola bot: it plays a random legal action.

Run it in the arena: python -m game arena --a 'exec:python examples/random_bot.py' --b normale
Protocol: docs/engine-protocol.md. Only the standard library is needed.
"""

from __future__ import annotations

import json
import random
import sys


def main() -> int:
    rng = random.Random(0)
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            reply = {"type": "hello", "protocol": "briscola-bot", "version": 1,
                     "name": "random_bot"}
        elif kind == "decide":
            legal = message["legal"]
            reply = {"type": "action", "id": message["id"], "action": rng.choice(legal)}
        elif kind == "bye":
            return 0
        else:  # hand_over and anything newer: nothing to answer
            continue
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
