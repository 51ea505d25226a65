"""Which players sit at AI seats: the real AI levels (`game.ai`), or the built-in ones.

The tournament needs only a `Chooser` — (level name, seed) -> a player for one seat. Each
level is its `game.ai` agent, fed its own `random.Random(seed)`; the built-in random/greedy
players of `runner` remain a fast option (`--players builtin`).
"""

from __future__ import annotations

import random

from game.ai import make_agent
from game.ai.levels import LEVEL_KEYS, TABLE_LEVELS
from game.observation import Observation
from game.tournament.model import TournamentError
from game.tournament.runner import AgentRunner, Chooser, Player, builtin_chooser

LEVELS = LEVEL_KEYS
DEFAULT_LEVEL = TABLE_LEVELS[0]
AI_AVAILABLE = True  # every build ships `game.ai`; the built-in players stay a fast option


def ai_chooser(level: str, seed: int) -> Player:
    """The `game.ai` agent of `level`, drawing all its randomness from `Random(seed)`."""
    if level not in LEVELS:  # never `exec:`: a tournament's levels come from its file
        raise TournamentError(f"{level!r} is not an AI level; known: {', '.join(LEVELS)}")
    agent = make_agent(level)
    rng = random.Random(seed)

    def choose(obs: Observation) -> int:
        return agent.choose(obs, rng)

    return choose


def default_chooser(builtin: bool = False) -> Chooser:
    return builtin_chooser if builtin else ai_chooser


def default_runner(builtin: bool = False) -> AgentRunner:
    return AgentRunner(default_chooser(builtin))


def runner_note(builtin: bool = False) -> str:
    if builtin:
        return "players: built-in random and greedy players"
    return ("players: game.ai levels (a fixed amount of work per decision, never the clock: "
            "the same seed replays every match move for move)")
