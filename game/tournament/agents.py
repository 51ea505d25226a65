"""Which players sit at AI seats: the real AI levels when present, else the built-in ones.

The AI (`game.ai`) is developed on its own branch; until it is merged the tournament plays with
the built-in random and greedy players of `runner`, so every feature works and is tested now.
"""

from __future__ import annotations

from game.tournament.runner import AgentRunner, Chooser, builtin_chooser

LEVELS = ("random", "principiante", "normale", "esperto", "campione")
DEFAULT_LEVEL = "principiante"


def default_chooser() -> Chooser:
    return builtin_chooser


def default_runner() -> AgentRunner:
    return AgentRunner(default_chooser())


def runner_note() -> str:
    return ("players: built-in (random for 'random', greedy for every other level) — "
            "the game.ai levels are not available in this build")
