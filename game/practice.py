"""Forgiving play: the last trick, an honest take-back, a practice undo that re-deals what the
player could not see, and whether a hand is already decided.

A plain undo lets a player peek: play a card, see the answer, take it back, play better. So a
card is taken back only while nothing new was seen (the next seat has not acted, nothing was
drawn or revealed); and a practice game's "back a whole trick" re-deals every card the player
had not seen at that point, so what they saw after it tells them nothing. Both rebuild the
hand from its deck and actions, so every rule is checked again and the result saves and
replays like any hand.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from game import actions as A
from game.ai.world import hidden_pool
from game.events import CardPlayed
from game.state import HandState, IllegalActionError
from game.values import Trick

REDEAL_TRIES = 200
DECIDED_LIMIT = 200_000  # play sequences searched before "not proven" (a tiny endgame is ~1e3)


def rebuild(hand: HandState, actions: Sequence[int],
            deck: Sequence[int] | None = None) -> HandState:
    """The hand dealt again from `deck` (its own by default) with `actions` applied."""
    first = hand.auction.first_of_match if hand.auction is not None else True
    state = HandState.new(hand.rules, deck=hand.deck_order if deck is None else deck,
                          dealer=hand.dealer, first_of_match=first)
    state.seed = hand.seed if deck is None else None
    for action in actions:
        state.apply(action)
    return state


def last_trick(hand: HandState) -> Trick | None:
    """The last completed trick: public, everyone saw it taken."""
    return hand.tricks[-1] if hand.tricks else None


def can_take_back(hand: HandState, seat: int) -> bool:
    """The last action was `seat` playing a card, and it showed nothing new: the trick is
    still open (no one took it, nothing was drawn) and no hand was revealed by it, so the
    card's own event is the last thing logged."""
    if not hand.actions or hand.is_over:
        return False
    last = hand.actions[-1]
    if not A.is_play(last) or not hand.trick_cards or hand.trick_cards[-1] != last:
        return False
    return bool(hand.log) and hand.log[-1] == CardPlayed(seat, last)


def take_back(hand: HandState, seat: int) -> HandState:
    """The hand as it was before `seat`'s last card (check `can_take_back` first)."""
    if not can_take_back(hand, seat):
        raise ValueError("that card can no longer be taken back")
    return rebuild(hand, hand.actions[:-1])


def undo_point(hand: HandState, seat: int) -> int | None:
    """How many actions stand before `seat`'s last card play (None if it has played none).
    The k-th card action is the k-th card the log shows played, which names its seat."""
    players = [e.seat for e in hand.log if isinstance(e, CardPlayed)]
    plays = [i for i, action in enumerate(hand.actions) if A.is_play(action)]
    found = [i for i, who in zip(plays, players, strict=True) if who == seat]
    return found[-1] if found else None


def redeal_back(hand: HandState, seat: int, rng: random.Random) -> HandState | None:
    """Practice undo: back to just before `seat`'s last card, with every card `seat` had not
    seen by then dealt afresh (the same places, other cards), consistently with all it saw.
    None when no consistent re-deal was found (the caller says so; it never falls back to a
    plain undo, which would let the player peek)."""
    k = undo_point(hand, seat)
    if k is None:
        return None
    actions = hand.actions[:k]
    original = rebuild(hand, actions)
    seen_views = _views(original, seat)
    hidden = set(hidden_pool(original.observe(seat)))
    slots = [i for i, c in enumerate(hand.deck_order) if c in hidden]
    cards = [hand.deck_order[i] for i in slots]
    for _ in range(REDEAL_TRIES):
        rng.shuffle(cards)
        deck = list(hand.deck_order)
        for i, c in zip(slots, cards, strict=True):
            deck[i] = c
        try:
            state = rebuild(hand, actions, deck)
        except (IllegalActionError, ValueError):
            continue  # an earlier play would have been illegal with these cards
        if _views(state, seat) == seen_views:
            return state
    return None


def _views(state: HandState, seat: int) -> list[object]:
    """Everything `seat` saw, action by action, up to `state`."""
    out: list[object] = []
    replay = rebuild(state, [], state.deck_order)
    out.append(replay.observe(seat))
    for action in state.actions:
        replay.apply(action)
        out.append(replay.observe(seat))
    return out


# ---- a decided hand ---------------------------------------------------------------------
def known_to(hand: HandState, seat: int) -> bool:
    """`seat` can name where every remaining card is: the stock is empty and the cards it has
    not seen can only be in one other hand."""
    if hand.is_over or hand.stock:
        return False
    obs = hand.observe(seat)
    pool = set(hidden_pool(obs))
    holders = [s for s in range(hand.rules.players) if s != seat and
               len(hand.hands[s]) > len(obs.known[s])]
    return len(holders) <= 1 and (not holders or len(pool) == len(hand.hands[holders[0]])
                                  - len(obs.known[holders[0]]))


def decided(hand: HandState, seat: int) -> bool:
    """True when the rest of the hand cannot change who wins, however anyone plays (every
    legal way to play it out is tried; a hand too large to prove is not decided)."""
    if hand.is_over or not known_to(hand, seat):
        return False
    outcomes: set[object] = set()
    count = itertools.count()

    def walk(state: HandState) -> bool:
        if next(count) > DECIDED_LIMIT:
            return False
        if state.is_over:
            outcomes.add(state.result().winner)
            return len(outcomes) == 1
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            if not walk(child):
                return False
        return True

    return walk(hand.clone()) and len(outcomes) == 1
