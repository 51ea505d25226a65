"""A bot that misbehaves on purpose: `python hostile_bot.py MODE [PIDFILE]` (tests only).

Modes: crash-start, crash-mid, sleep, garbage, illegal, log-flood, huge-line, stderr-flood,
fork-exit, escape. It behaves until its third decision, then does what its mode says.
"""

from __future__ import annotations

import json
import os
import sys
import time


def send(message: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def misbehave(mode: str, message: dict[str, object]) -> None:
    if mode == "crash-mid":
        sys.exit(5)
    if mode == "sleep":
        time.sleep(60)
    if mode == "garbage":
        sys.stdout.write("this is not json\n")
        sys.stdout.flush()
    if mode == "illegal":
        send({"type": "action", "id": message["id"], "action": 999})
    if mode == "log-flood":
        while True:  # allowed lines, forever: they must not extend the time limit
            send({"type": "log", "text": "still thinking"})
            time.sleep(0.01)
    if mode == "huge-line":
        sys.stdout.write("x" * (8 * 1024 * 1024))
        sys.stdout.flush()
        time.sleep(60)
    if mode == "stderr-flood":
        chunk = "noise " * 10_000 + "\n"
        for _ in range(400):  # 24 MB, far past the log's cap
            sys.stderr.write(chunk)
        sys.stderr.write("last words before the flood ends\n")
        sys.stderr.flush()
        time.sleep(60)
    if mode == "fork-exit":
        child = os.fork()
        if child == 0:  # the child lingers; the arena must end it with the group
            time.sleep(60)
            os._exit(0)
        if len(sys.argv) > 2:  # the parent names it: the child may be ended before it could
            with open(sys.argv[2] + ".tmp", "w") as fh:
                fh.write(str(child))
            os.replace(sys.argv[2] + ".tmp", sys.argv[2])
        os._exit(0)


def escape(pidfile: str) -> None:
    """Leave a grandchild in a session of its own (a daemon's double fork), its stdout closed,
    and go on playing well: only a subreaper (or a cgroup) can still find it."""
    middle = os.fork()
    if middle == 0:
        os.setsid()
        grandchild = os.fork()
        if grandchild == 0:
            devnull = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(devnull, fd)
            time.sleep(60)
            os._exit(0)
        # The middle process names the grandchild, and the bot waits for it: the file is
        # whole before the bot plays on, however slow the machine.
        with open(pidfile + ".tmp", "w") as fh:
            fh.write(str(grandchild))
        os.replace(pidfile + ".tmp", pidfile)
        os._exit(0)
    os.waitpid(middle, 0)


def main() -> int:
    mode = sys.argv[1]
    if mode == "crash-start":
        sys.stderr.write("cannot find my weights\n")
        return 3
    decisions = 0
    for line in sys.stdin:
        message = json.loads(line)
        if message.get("type") == "hello":
            send({"type": "hello", "protocol": "briscola-bot", "version": 1,
                  "name": f"hostile {mode} bot with a long name that must be shown in full"})
        elif message.get("type") == "decide":
            decisions += 1
            if decisions == 3 and mode == "escape":
                escape(sys.argv[2])
            elif decisions == 3:
                misbehave(mode, message)
            send({"type": "action", "id": message["id"], "action": message["legal"][0]})
        elif message.get("type") == "bye":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
