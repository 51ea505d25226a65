"""The agent protocol; the levels and their entries are `game.ai.levels`, and
`game.ai.factory` builds an agent from a name.

An agent sees one `Observation` (what a human in that seat sees), a `random.Random` it must
draw all its randomness from, and an optional time budget in seconds (an `exec:` bot is told
it; the built-in levels do a fixed amount of work and ignore it, so a seed replays the same on
any machine). It returns one of `obs.legal`. That is the whole interface: honesty is
structural, not a promise.
"""

from __future__ import annotations

import random
from typing import Protocol

from game import actions as A
from game.observation import Observation


class Agent(Protocol):
    name: str

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        """One of `obs.legal`."""
        ...


class UnknownAgentError(ValueError):
    """A name that is neither a level nor an `exec:` bot."""


def card_plays(obs: Observation) -> list[int]:
    return [a for a in obs.legal if A.is_play(a)]
