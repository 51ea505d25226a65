"""The one place an agent is built from a name: a level, or an external bot (`exec:`)."""

from __future__ import annotations

from game.ai.agent import Agent
from game.ai.levels import level_agent
from game.ai.protocol import ExecAgent


def make_agent(name: str) -> Agent:
    """Build an agent from a level name (Italian or English) or `exec:COMMAND`."""
    if name.startswith("exec:"):
        return ExecAgent(name[5:])
    return level_agent(name)
