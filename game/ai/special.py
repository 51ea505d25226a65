"""The non-card decisions every level shares: auctions and calls, declarations, questions to a
partner, the trump exchange. Card play is each level's own (`game.ai.levels`)."""

from __future__ import annotations

import random

from game import actions as A
from game.ai.bidding import bidding_action
from game.ai.tables import tables
from game.ai.talk_ai import question_to_ask
from game.cards import card
from game.observation import Observation


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
    question = question_to_ask(obs)
    if question is not None:
        return question
    if A.EXCHANGE_TRUMP in legal and obs.trump_card is not None and obs.trump_suit is not None:
        t = tables(obs.rules)
        rank = obs.rules.trump_exchange_rank or 2
        own = card(obs.trump_suit, rank)
        if t.strength[obs.trump_card] > t.strength[own] or t.points[obs.trump_card]:
            return A.EXCHANGE_TRUMP
    return None


def fallback_action_nonplay(obs: Observation) -> int:
    """Auctions and calls by simulation (`game.ai.bidding`); anything the agent has no model
    for: pass if allowed, else the first option."""
    # Seeded from the observation (hashes of int tuples are stable), so a replay repeats it.
    rng = random.Random(hash((obs.seat, obs.hand, len(obs.legal))) & 0xFFFFFFFF)
    choice = bidding_action(obs, rng)
    if choice is not None and choice in obs.legal:
        return choice
    if A.PASS in obs.legal:
        return A.PASS
    return obs.legal[0]
