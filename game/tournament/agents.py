"""Which players sit at AI seats: the real AI levels (`game.ai`), or the built-in ones.

The tournament needs only a `Chooser` — (level name, seed) -> a player for one seat. With
`game.ai` present each level is its agent, fed its own `random.Random(seed)`; the built-in
random/greedy players of `runner` remain as a fallback (and a fast option: `--players
builtin`), so the tournament works even in a build without the AI package.
"""

from __future__ import annotations

import importlib.util
import random

from game.observation import Observation
from game.tournament.model import TournamentError
from game.tournament.runner import AgentRunner, Chooser, Player, builtin_chooser

LEVELS = ("random", "principiante", "normale", "esperto", "campione")
DEFAULT_LEVEL = "principiante"
AI_AVAILABLE = importlib.util.find_spec("game.ai") is not None


def ai_chooser(level: str, seed: int) -> Player:
    """The `game.ai` agent of `level`, drawing all its randomness from `Random(seed)`."""
    from game.ai import make_agent

    if level not in LEVELS:  # never `exec:`: a tournament's levels come from its file
        raise TournamentError(f"{level!r} is not an AI level; known: {', '.join(LEVELS)}")
    agent = make_agent(level)
    rng = random.Random(seed)

    def choose(obs: Observation) -> int:
        return agent.choose(obs, rng)

    return choose


def default_chooser(builtin: bool = False) -> Chooser:
    return builtin_chooser if builtin or not AI_AVAILABLE else ai_chooser


def default_runner(builtin: bool = False) -> AgentRunner:
    return AgentRunner(default_chooser(builtin))


def runner_note(builtin: bool = False) -> str:
    if builtin or not AI_AVAILABLE:
        why = "" if builtin else " (game.ai is not in this build)"
        return f"players: built-in random and greedy players{why}"
    return ("players: game.ai levels (esperto and campione search under a time budget, so "
            "their matches are not replayed move for move)")
