"""The one place an agent is built from a name: a level, or an external bot (`exec:`)."""

from __future__ import annotations

from game.ai.agent import Agent
from game.ai.levels import level_agent
from game.ai.protocol import BotLimits, ExecAgent


def make_agent(name: str, limits: BotLimits | None = None, label: str = "bot") -> Agent:
    """Build an agent from a level name (Italian or English) or `exec:COMMAND`.

    `exec:` comes only from the command line (never from a file: `game.checks.want_level`);
    `limits` bound it (`game.ai.protocol.BotLimits`).
    """
    if name.startswith("exec:"):
        lim = limits or BotLimits()
        return ExecAgent(name[5:], timeout=lim.move_time, hello_timeout=lim.handshake_time,
                         log_dir=lim.log_dir, label=label)
    return level_agent(name)
