"""The agent protocol, the level names and the one place agents are built from a name.

An agent sees one `Observation` (what a human in that seat sees), a `random.Random` it must
draw all its randomness from, and an optional time budget in seconds. It returns one of
`obs.legal`. That is the whole interface: honesty is structural, not a promise.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from game import actions as A
from game.ai.tables import tables
from game.observation import Observation


class Agent(Protocol):
    name: str

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        """One of `obs.legal`."""
        ...


LEVELS = ("random", "principiante", "normale", "esperto", "campione")
ALIASES = {"beginner": "principiante", "easy": "principiante", "normal": "normale",
           "medium": "normale", "expert": "esperto", "hard": "esperto", "champion": "campione"}


class UnknownAgentError(ValueError):
    """A name that is neither a level nor an `exec:` bot."""


def canonical(name: str) -> str:
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    if key not in LEVELS:
        raise UnknownAgentError(f"unknown agent {name!r}: use one of {', '.join(LEVELS)} "
                                f"(or {', '.join(sorted(ALIASES))}), or 'exec:COMMAND'")
    return key


def make_agent(name: str, limits: Any = None, label: str = "bot") -> Agent:
    """Build an agent from a level name (Italian or English) or `exec:COMMAND`.

    `exec:` comes only from the command line (never from a file: `game.checks.want_level`);
    `limits` is a `game.ai.protocol.BotLimits` for it.
    """
    if name.startswith("exec:"):
        from game.ai.protocol import BotLimits, ExecAgent

        lim = limits if isinstance(limits, BotLimits) else BotLimits()
        return ExecAgent(name[5:], timeout=lim.move_time, hello_timeout=lim.handshake_time,
                         log_dir=lim.log_dir, label=label)
    from game.ai import levels

    key = canonical(name)
    if key == "random":
        return levels.RandomAgent()
    if key == "principiante":
        return levels.BeginnerAgent()
    if key == "normale":
        return levels.RulesAgent()
    if key == "esperto":
        return levels.SearchAgent()
    return levels.ChampionAgent()


def card_plays(obs: Observation) -> list[int]:
    return [a for a in obs.legal if A.is_play(a)]


def special_action(obs: Observation) -> int | None:
    """The non-card action to take now, or None to go on with card play: an auction or a
    call; a declaration (Quaranta/Venti only add points); a useful question to the partner
    where the table allows talk; the trump exchange when it gains a stronger trump."""
    legal = obs.legal
    if not any(A.is_play(a) for a in legal):
        return fallback_action_nonplay(obs)
    declare = [a for a in legal if A.DECLARE_BASE <= a < A.DECLARE_BASE + 4]
    if declare:
        return declare[0]  # Quaranta/Venti only ever add points
    from game.ai.talk_ai import question_to_ask

    question = question_to_ask(obs)
    if question is not None:
        return question
    if A.EXCHANGE_TRUMP in legal and obs.trump_card is not None and obs.trump_suit is not None:
        t = tables(obs.rules)
        rank = obs.rules.trump_exchange_rank or 2
        own = obs.trump_suit * 13 + rank - 1
        if t.strength[obs.trump_card] > t.strength[own] or t.points[obs.trump_card]:
            return A.EXCHANGE_TRUMP
    return None


def fallback_action_nonplay(obs: Observation) -> int:
    """Auctions and calls by simulation (`game.ai.bidding`); anything the agent has no model
    for: pass if allowed, else the first option."""
    from game.ai.bidding import bidding_action

    # Seeded from the observation (hashes of int tuples are stable), so a replay repeats it.
    rng = random.Random(hash((obs.seat, obs.hand, len(obs.legal))) & 0xFFFFFFFF)
    choice = bidding_action(obs, rng)
    if choice is not None and choice in obs.legal:
        return choice
    if A.PASS in obs.legal:
        return A.PASS
    return obs.legal[0]
