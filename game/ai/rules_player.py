"""The expert rules of thumb (AI.md "Medium"), as one fast function over bitmasks.

It is the Normale level's card play, the Principiante's base, and the rollout policy of the
search levels, so it reads only what a seat may know: its hand, the table, the cards still
out (`out`: not in its hand, not played, not seen in a partner's hand) and the stock size.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.tables import Tables, beaters_mask
from game.cards import SUIT_OF


def discard_cost(t: Tables, c: int, trump: int) -> int:
    """How much giving `c` away hurts: points first, trumps are kept for taking carichi."""
    cost = t.points[c] * 6 + t.strength[c]
    if SUIT_OF[c] == trump:
        cost += 34 + t.strength[c]
    return cost


def trump_threshold(stock_size: int, players: int) -> int:
    """Points on the table worth a trump: a carico early, a figure late, anything at the end."""
    if stock_size >= 4 * players:
        return 10
    if stock_size > 0:
        return 4
    return 1


def rules_move(t: Tables, legal: Sequence[int], trick_seats: Sequence[int],
               trick_cards: Sequence[int], trump: int, out: int, stock_size: int,
               later_opp: bool, partner_winning: bool) -> int:
    """The rules player's card: `later_opp` says an opponent still plays after this seat."""
    if not trick_cards:
        return _lead(t, legal, trump, out)
    points = t.points
    best = trick_cards[0]
    for i in range(1, len(trick_cards)):
        c = trick_cards[i]
        if SUIT_OF[c] == SUIT_OF[best]:
            if t.strength[c] > t.strength[best]:
                best = c
        elif SUIT_OF[c] == trump:
            best = c
    table = 0
    for c in trick_cards:
        table += points[c]
    if partner_winning:
        safe = not later_opp or not (beaters_mask(t, best, trump) & out)
        if safe:
            # Carica: give the partner points, but never a trump carico.
            return max(legal, key=lambda c: (points[c] - (40 if SUIT_OF[c] == trump else 0),
                                             -t.strength[c]))
        return min(legal, key=lambda c: discard_cost(t, c, trump))
    led = SUIT_OF[best]
    winners = [c for c in legal
               if (SUIT_OF[c] == led and t.strength[c] > t.strength[best])
               or (SUIT_OF[c] == trump and led != trump)]
    if winners:
        if later_opp:
            winners = [c for c in winners if not (beaters_mask(t, c, trump) & out)]
        plain = [c for c in winners if SUIT_OF[c] != trump]
        if plain:
            # Strozzo: take with the card of the suit that brings the most points home.
            return max(plain, key=lambda c: (points[c], -t.strength[c]))
        if winners:
            cheapest = min(winners, key=lambda c: discard_cost(t, c, trump))
            need = trump_threshold(stock_size, len(t.rules.teams) * len(t.rules.teams[0]))
            if points[cheapest] >= 10 and stock_size > 0:
                need = max(need, 10)
            if table >= need:
                return cheapest
    return min(legal, key=lambda c: discard_cost(t, c, trump))


def _lead(t: Tables, legal: Sequence[int], trump: int, out: int) -> int:
    points = t.points
    carichi_out = out & t.carichi

    def lead_cost(c: int) -> int:
        s = SUIT_OF[c]
        cost = discard_cost(t, c, trump)
        # A liscio or figure led into a suit whose Ace or Three is still out invites the
        # opponent to take it with a carico.
        if s != trump and points[c] < 10 and carichi_out & t.suit_mask[s] & t.higher[c]:
            cost += 8
        if s != trump and points[c] >= 10 and (t.higher[c] & out):
            cost += 30
        return cost

    return min(legal, key=lead_cost)
