"""External bots: one JSON object per line over a child process's stdin/stdout.

See docs/engine-protocol.md. The engine never trusts a bot: each decision has a total time that
`log` lines do not extend, lines and output are bounded, the bot's whole process tree is
ended when it is closed (`game.ai.process`, on every platform), and its stderr goes to a
capped log (only ever a log of ours) whose last lines are quoted when something goes wrong. A
bot that crashes, stalls, floods, talks nonsense or answers an illegal action is reported (an
*incident*) and replaced for the rest of its life by a built-in level, so the game goes on;
the arena counts such games as forfeits.
"""

from __future__ import annotations

import collections
import contextlib
import io
import json
import os
import queue
import random
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from game.ai import process
from game.ai.agent import Agent
from game.ai.levels import level_agent
from game.files import holds_mark
from game.observation import Observation

PROTOCOL = "briscola-bot"
VERSION = 1
HELLO_TIMEOUT = 5.0
DECISION_TIMEOUT = 2.0
MAX_LINE = 64 * 1024  # a reply is ~60 bytes; a log line may say more, not megabytes
MAX_LINES_PER_DECISION = 200  # log lines included
STDERR_CAP = 1024 * 1024  # bytes of a bot's stderr kept in its log file
QUOTED_LINES = 5
LOG_MARK = "# briscola: the stderr of the bot"  # the first line of every bot log we write


def observation_to_json(obs: Observation) -> dict[str, Any]:
    """The seat's whole observation as plain JSON (cards are the engine's ids 0..51)."""
    return {
        "rules": obs.rules.to_dict(),
        "seat": obs.seat,
        "dealer": obs.dealer,
        "phase": obs.phase.name.lower(),
        "to_act": obs.to_act,
        "hand": list(obs.hand),
        "trump_suit": obs.trump_suit,
        "trump_card": obs.trump_card,
        "trump_in_stock": obs.trump_in_stock,
        "stock_size": obs.stock_size,
        "stock_top": obs.stock_top,
        "leader": obs.leader,
        "trick": [list(p) for p in obs.trick],
        "tricks": [{"leader": t.leader, "plays": [list(p) for p in t.plays],
                    "winner": t.winner, "points": t.points} for t in obs.tricks],
        "hand_sizes": list(obs.hand_sizes),
        "known": [list(k) for k in obs.known],
        "points": list(obs.points),
        "legal": list(obs.legal),
        "exchanged": obs.exchanged,
        "public": [[k, _plain(v)] for k, v in obs.public],
        "auction": None if obs.auction is None else {
            name: _plain(getattr(obs.auction, name)) for name in obs.auction.__slots__},
        "talk": [{"trick": e.trick, "seat": e.seat, "action": e.action, "to": e.to,
                  "answer": _plain(e.answer)} for e in obs.talk],
    }


def _plain(value: Any) -> Any:
    try:
        json.dumps(value)
        return value
    except TypeError:
        if isinstance(value, (tuple, list, set, frozenset)):
            return [_plain(v) for v in value]
        return str(value)


class BotError(Exception):
    """What went wrong with a bot, in words for the incident report."""


@dataclass(frozen=True)
class BotLimits:
    """How long a bot may take and where its stderr goes (`python -m game arena` options)."""

    move_time: float = DECISION_TIMEOUT
    handshake_time: float = HELLO_TIMEOUT
    log_dir: Path | None = None


class ExecAgent:
    """A bot in a child process; falls back to `fallback` (a level name) on any failure.

    `timeout` is the total time per decision, `hello_timeout` the time for the handshake;
    `log_dir`, when given, keeps the bot's stderr in `log_dir/<label>.log`.
    """

    def __init__(self, command: str, fallback: str = "normale",
                 timeout: float = DECISION_TIMEOUT, hello_timeout: float = HELLO_TIMEOUT,
                 log_dir: Path | None = None, label: str = "bot") -> None:
        if not command.strip():
            raise ValueError("exec: needs a command, e.g. 'exec:python examples/random_bot.py'")
        self.command = command
        self.name = f"exec:{command}"
        self.timeout = timeout
        self.hello_timeout = hello_timeout
        self.fallback_name = fallback
        self.replacement: Agent | None = None
        self.incidents: list[str] = []
        self.bot_name = "?"
        self.log_path = None if log_dir is None else log_dir / f"{label}.log"
        self._proc: subprocess.Popen[bytes] | None = None
        self._child: process.BotProcess | None = None
        self._lines: queue.Queue[bytes | None] = queue.Queue(maxsize=64)
        self._tail: collections.deque[str] = collections.deque(maxlen=QUOTED_LINES)
        self._id = 0

    # ---- process -------------------------------------------------------------------------
    def _start(self, obs: Observation) -> None:
        try:
            self._child = process.start(self.command)
        except (OSError, ValueError) as exc:
            raise BotError(f"cannot start {self.command!r}: {exc}") from exc
        self._proc = self._child.proc
        self._lines = queue.Queue(maxsize=64)  # a flood stalls the bot, not our memory
        assert self._proc.stdout is not None and self._proc.stderr is not None
        threading.Thread(target=self._pump, args=(self._proc.stdout, self._lines),
                         daemon=True).start()
        threading.Thread(target=self._pump_stderr, args=(self._proc.stderr,),
                         daemon=True).start()
        self._send({"type": "hello", "protocol": PROTOCOL, "version": VERSION,
                    "seat": obs.seat, "variant": obs.rules.variant})
        reply = self._receive(time.monotonic() + self.hello_timeout, "the handshake")
        if reply.get("type") != "hello" or reply.get("protocol") != PROTOCOL:
            raise BotError(f"bad handshake {_short(reply)}: expected "
                           f'{{"type": "hello", "protocol": "{PROTOCOL}", ...}}')
        if reply.get("version") != VERSION:
            raise BotError(f"speaks protocol version {_short(reply.get('version'))}, engine "
                           f"speaks {VERSION}")
        name = reply.get("name", "?")
        self.bot_name = "".join(c for c in str(name) if c.isprintable())[:80] or "?"

    def _pump(self, stream: io.BufferedIOBase, lines: queue.Queue[bytes | None]) -> None:
        """Lines of at most MAX_LINE bytes; a longer one is cut and flagged, never buffered
        whole (a 300 MB line used to take the engine to a gigabyte)."""
        buf = b""
        try:
            while chunk := os.read(stream.fileno(), 65536):
                buf += chunk
                while (cut := buf.find(b"\n")) >= 0:
                    if not self._put(lines, buf[:cut]):
                        return
                    buf = buf[cut + 1:]
                if len(buf) > MAX_LINE:
                    self._put(lines, b"\0too long")
                    return
        except (OSError, ValueError):
            pass
        self._put(lines, None)

    def _put(self, lines: queue.Queue[bytes | None], item: bytes | None) -> bool:
        """Wait while the queue is full (that stalls a flooding bot), until it is closed."""
        while True:
            try:
                lines.put(item, timeout=0.2)
                return True
            except queue.Full:
                if self._proc is None or lines is not self._lines:
                    return False

    def _pump_stderr(self, stream: io.BufferedIOBase) -> None:
        """Keep the first STDERR_CAP bytes in the bot's log and the last lines for reports;
        the rest is read and dropped, so a chatty bot can neither block nor fill the disk."""
        kept = 0
        out = None if self.log_path is None else self._open_log(self.log_path)
        try:
            while chunk := os.read(stream.fileno(), 65536):
                if out is not None and kept < STDERR_CAP:
                    out.write(chunk[:STDERR_CAP - kept])
                    kept += len(chunk)
                for line in chunk.decode("utf-8", "replace").splitlines()[-QUOTED_LINES:]:
                    if line.strip():
                        self._tail.append(line[:200])
        except (OSError, ValueError):
            pass
        finally:
            if out is not None:
                out.close()

    def _open_log(self, path: Path) -> IO[bytes] | None:
        """The bot's log, appended to only if it is one of ours (it starts with LOG_MARK): a
        file of the same name that holds something else is left alone, and not named."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                out = path.open("xb")
                out.write(f"{LOG_MARK} {self.command}\n".encode())
                return out
            except FileExistsError:
                if holds_mark(path, (LOG_MARK,)):
                    return path.open("ab")
        except OSError:
            pass
        self.log_path = None
        return None

    def _send(self, message: dict[str, Any]) -> None:
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        try:
            proc.stdin.write((json.dumps(message) + "\n").encode())
            proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as exc:
            raise BotError(f"crashed (cannot write to it: {exc})") from exc

    def _receive(self, deadline: float, what: str) -> dict[str, Any]:
        left = deadline - time.monotonic()
        try:
            if left <= 0:
                raise queue.Empty
            line = self._lines.get(timeout=left)
        except queue.Empty:
            raise BotError(f"timed out: {what} took more than "
                           f"{self._limit(what):.1f} s") from None
        if line is None:
            code = None
            if self._proc is not None:  # its output ended: it is exiting, or has
                with contextlib.suppress(subprocess.TimeoutExpired):
                    code = self._proc.wait(timeout=1.0)
            time.sleep(0.05)  # let its last stderr lines arrive
            raise BotError(f"crashed (exit status {code})")
        if line == b"\0too long":
            raise BotError(f"sent a line longer than {MAX_LINE:,} bytes")
        try:
            message = json.loads(line)
        except (ValueError, RecursionError):
            text = line[:80].decode("utf-8", "replace")
            raise BotError(f"sent a line that is not JSON: {text!r}") from None
        if not isinstance(message, dict):
            raise BotError(f"sent {_short(message)}, not a JSON object")
        return message

    def _limit(self, what: str) -> float:
        return self.hello_timeout if what == "the handshake" else self.timeout

    def close(self) -> None:
        """Say bye, then end the bot's whole process tree (`game.ai.process`)."""
        proc, self._proc = self._proc, None
        child, self._child = self._child, None
        if proc is None or child is None:
            return
        try:
            if proc.poll() is None and proc.stdin is not None:
                proc.stdin.write(b'{"type": "bye"}\n')
                proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=0.5)
        child.end()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            with contextlib.suppress(OSError, ValueError):
                if stream is not None:
                    stream.close()

    # ---- agent ---------------------------------------------------------------------------
    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        if self.replacement is None:
            try:
                return self._ask(obs, budget)
            except BotError as exc:
                self._replace(obs, str(exc))
        assert self.replacement is not None
        return self.replacement.choose(obs, rng, budget)

    def _ask(self, obs: Observation, budget: float | None) -> int:
        if self._proc is None:
            self._start(obs)
        self._id += 1
        timeout = self.timeout if budget is None else max(min(budget, self.timeout), 0.05)
        deadline = time.monotonic() + timeout  # one total: log lines do not extend it
        self._send({"type": "decide", "id": self._id, "budget_ms": int(timeout * 1000),
                    "observation": observation_to_json(obs), "legal": list(obs.legal)})
        for _ in range(MAX_LINES_PER_DECISION):
            reply = self._receive(deadline, "a decision")
            if reply.get("type") == "action" and reply.get("id") == self._id:
                break
            if reply.get("type") != "log":
                raise BotError(f"unexpected message {_short(reply)}")
        else:
            raise BotError(f"sent more than {MAX_LINES_PER_DECISION} lines for one decision")
        action = reply.get("action")
        if not isinstance(action, int) or isinstance(action, bool) or action not in obs.legal:
            raise BotError(f"answered an illegal action {_short(action)} "
                           f"(legal: {list(obs.legal)})")
        return action

    def _replace(self, obs: Observation, why: str) -> None:
        self.close()  # first, so that its last stderr lines are in
        quoted = " | ".join(self._tail)
        where = f"; its log: {self.log_path}" if self.log_path is not None else ""
        self.incidents.append(f"bot {self.command!r} (seat {obs.seat}) {why}; "
                              f"replaced by {self.fallback_name}"
                              + (f"; last stderr lines: {quoted}" if quoted else "") + where)
        self.replacement = level_agent(self.fallback_name)

    def hand_over(self, team_points: tuple[int, ...], winner: int | None) -> None:
        """Tell the bot a hand ended (ignored once it has been replaced)."""
        if self._proc is None or self.replacement is not None:
            return
        with contextlib.suppress(BotError):
            self._send({"type": "hand_over", "team_points": list(team_points),
                        "winner": winner})

    def take_incidents(self) -> list[str]:
        out, self.incidents = self.incidents, []
        return out

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 120 else text[:117] + "..."
