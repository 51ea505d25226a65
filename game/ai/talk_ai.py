"""What the AI says to its partner and how it takes orders (RULES.md §3.2, §4).

It speaks only through the channels the table's settings open (the engine lists them among
the legal actions), and never bluffs: signs and knocks are legal only when true and the
engine itself answers questions from the partner's hand. Answers that name cards become part
of the asker's `Observation.known`, so the search uses them without any extra code. An order
from the partner is obeyed whenever a card in hand fits it.
"""

from __future__ import annotations

from game import actions as A
from game.ai.tables import tables
from game.cards import SUIT_OF
from game.observation import Observation

ORDER_BASE = 140
N_ORDERS = 5
QUESTION_BASE = 120
# Questions worth asking once a hand: the partner's low trumps and trump honours (answers list
# the cards); never the Ace or Three by name, which the rules forbid anyway.
USEFUL_QUESTIONS = (1, 2)
PLAY_LISCIO, TRUMP_HIGH, TRUMP_LOW, TAKE_WITHOUT_TRUMP, PLAY_CARICO = range(5)


PEEK_BASE = 160  # Schembil: the rais looks at a partner's hand once the stock is exhausted


def question_to_ask(obs: Observation) -> int | None:
    """Schembil's look at a partner's hand (free information) or a question for the first
    partner not yet asked this hand, if the table allows it."""
    peeks = [a for a in obs.legal if PEEK_BASE <= a < PEEK_BASE + 2]
    if peeks:
        return peeks[0]
    asked = {e.action for e in obs.talk if e.seat == obs.seat}
    for q in USEFUL_QUESTIONS:
        action = QUESTION_BASE + q
        if action in obs.legal and action not in asked:
            return action
    return None


def current_order(obs: Observation) -> int | None:
    """The partner's latest order to this seat during the current trick."""
    order = None
    for e in obs.talk:
        kind = e.action - ORDER_BASE
        if e.to == obs.seat and e.trick == len(obs.tricks) and 0 <= kind < 20 and \
                kind % 10 < N_ORDERS:
            order = (e.action - ORDER_BASE) % 10
    return order


def obey(obs: Observation, plays: list[int]) -> int | None:
    """A legal card that carries out the partner's order, or None (no order, or none fits)."""
    order = current_order(obs)
    if order is None or not plays or not all(A.is_play(p) for p in plays):
        return None
    t = tables(obs.rules)
    trump = -1 if obs.trump_suit is None else obs.trump_suit
    plain = [c for c in plays if SUIT_OF[c] != trump]
    trumps = [c for c in plays if SUIT_OF[c] == trump]
    if order == PLAY_LISCIO:
        cands = [c for c in plain if t.points[c] == 0]
        return min(cands, key=lambda c: t.strength[c]) if cands else None
    if order == TRUMP_HIGH:
        return max(trumps, key=lambda c: t.strength[c]) if trumps else None
    if order == TRUMP_LOW:
        return min(trumps, key=lambda c: t.strength[c]) if trumps else None
    if order == PLAY_CARICO:
        cands = [c for c in plain if t.points[c] >= 10]
        return max(cands, key=lambda c: t.points[c]) if cands else None
    # Take without trumping: beat the trick in its own suit, or lead the strongest plain card.
    if obs.trick:
        best = obs.trick[0][1]
        for _, c in obs.trick[1:]:
            if (SUIT_OF[c] == SUIT_OF[best] and t.strength[c] > t.strength[best]) or \
                    (SUIT_OF[c] == trump and SUIT_OF[best] != trump):
                best = c
        cands = [c for c in plain if SUIT_OF[c] == SUIT_OF[best] and
                 t.strength[c] > t.strength[best]]
        return max(cands, key=lambda c: t.points[c]) if cands else None
    return max(plain, key=lambda c: t.strength[c]) if plain else None
