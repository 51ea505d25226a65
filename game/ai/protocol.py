"""External bots: one JSON object per line over a child process's stdin/stdout.

See docs/engine-protocol.md. The engine never trusts a bot: every read has a timeout, and a
bot that crashes, stalls, talks nonsense or answers an illegal action is reported (an
*incident*) and replaced for the rest of its life by a built-in level, so the game goes on.
"""

from __future__ import annotations

import contextlib
import json
import queue
import random
import shlex
import subprocess
import threading
from typing import Any

from game.ai.agent import Agent
from game.ai.levels import level_agent
from game.observation import Observation

PROTOCOL = "briscola-bot"
VERSION = 1
HELLO_TIMEOUT = 5.0
DECISION_TIMEOUT = 2.0


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


class ExecAgent:
    """A bot in a child process; falls back to `fallback` (a level name) on any failure."""

    def __init__(self, command: str, fallback: str = "normale",
                 timeout: float = DECISION_TIMEOUT) -> None:
        if not command.strip():
            raise ValueError("exec: needs a command, e.g. 'exec:python examples/random_bot.py'")
        self.command = command
        self.name = f"exec:{command}"
        self.timeout = timeout
        self.fallback_name = fallback
        self.replacement: Agent | None = None
        self.incidents: list[str] = []
        self.bot_name = "?"
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._id = 0

    # ---- process -------------------------------------------------------------------------
    def _start(self, obs: Observation) -> None:
        try:
            self._proc = subprocess.Popen(shlex.split(self.command), stdin=subprocess.PIPE,
                                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                          text=True, bufsize=1)
        except OSError as exc:
            raise BotError(f"cannot start {self.command!r}: {exc}") from exc
        threading.Thread(target=self._pump, daemon=True).start()
        self._send({"type": "hello", "protocol": PROTOCOL, "version": VERSION,
                    "seat": obs.seat, "variant": obs.rules.variant})
        reply = self._receive(HELLO_TIMEOUT)
        if reply.get("type") != "hello" or reply.get("protocol") != PROTOCOL:
            raise BotError(f"bad handshake {reply!r}: expected "
                           f'{{"type": "hello", "protocol": "{PROTOCOL}", ...}}')
        if reply.get("version") != VERSION:
            raise BotError(f"speaks protocol version {reply.get('version')!r}, engine speaks "
                           f"{VERSION}")
        self.bot_name = str(reply.get("name", "?"))

    def _pump(self) -> None:
        proc = self._proc
        assert proc is not None and proc.stdout is not None
        for line in proc.stdout:
            self._lines.put(line)
        self._lines.put(None)

    def _send(self, message: dict[str, Any]) -> None:
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        try:
            proc.stdin.write(json.dumps(message) + "\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as exc:
            raise BotError(f"crashed (cannot write to it: {exc})") from exc

    def _receive(self, timeout: float) -> dict[str, Any]:
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            raise BotError(f"timed out: no answer within {timeout:.1f} s") from None
        if line is None:
            code = self._proc.poll() if self._proc else None
            raise BotError(f"crashed (exit status {code})")
        try:
            message = json.loads(line)
        except json.JSONDecodeError:
            raise BotError(f"sent a line that is not JSON: {line.strip()[:80]!r}") from None
        if not isinstance(message, dict):
            raise BotError(f"sent {message!r}, not a JSON object")
        return message

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.poll() is None and proc.stdin is not None:
                proc.stdin.write(json.dumps({"type": "bye"}) + "\n")
                proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass
        try:
            proc.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

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
        timeout = self.timeout if budget is None else max(budget, 0.05)
        self._send({"type": "decide", "id": self._id, "budget_ms": int(timeout * 1000),
                    "observation": observation_to_json(obs), "legal": list(obs.legal)})
        while True:
            reply = self._receive(timeout)
            if reply.get("type") == "action" and reply.get("id") == self._id:
                break
            if reply.get("type") != "log":
                raise BotError(f"unexpected message {reply!r}")
        action = reply.get("action")
        if not isinstance(action, int) or isinstance(action, bool) or action not in obs.legal:
            raise BotError(f"answered an illegal action {action!r} (legal: {list(obs.legal)})")
        return action

    def _replace(self, obs: Observation, why: str) -> None:
        self.incidents.append(f"bot {self.command!r} (seat {obs.seat}) {why}; "
                              f"replaced by {self.fallback_name}")
        self.close()
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
