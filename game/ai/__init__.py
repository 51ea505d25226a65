"""Computer players: honest agents that read one seat's `Observation` and nothing else.

Levels (`make_agent`, entries in `levels.LEVELS`): random, principiante, normale, esperto,
campione. The search levels sample worlds consistent with the observation (`world`), solve them
exactly late in the hand (`solver`) and use the rules player (`rules_player`) earlier;
`service` runs a decision off the UI thread, `hints` ranks a seat's options, `protocol` talks to
external bots and `arena` measures strength with duplicate deals.
"""

from game.ai.agent import Agent
from game.ai.factory import make_agent
from game.ai.levels import LEVELS, Level, canonical, level

__all__ = ["LEVELS", "Agent", "Level", "canonical", "level", "make_agent"]
