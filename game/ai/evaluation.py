"""Esperto's hand-written evaluation of a two-player position at a trick boundary.

The search's one-trick lookahead needs a judge for "how good is it to be here?" that is
cheap and not a rollout (a single rules-player rollout is too noisy early in the hand). This
is the classical engine answer: a material count. The points already taken count at face
value; every card still in a hand is worth what it usually brings in later tricks (a trump
Ace wins its trick and whatever it catches; a liscio loses a little), the mover's hand minus
the other hand of the sampled world; leading the next trick is worth a point. The margin is
squashed into a win probability so that worlds average sensibly and finished hands (1, ½, 0)
sit on the same scale.

The values were set by hand from the game's logic and checked in the arena (docs/ai.md): with
them the lookahead beats Normale about as clearly as Campione's learned network does.
"""

from __future__ import annotations

import math

from game.cards import SUIT_OF, rank_index
from game.state import HandState

# By `rank_index`: 0 Ace, 1 Two, 2 Three, 3..6 Four..Seven, 10 Jack, 11 Queen, 12 King.
TRUMP_VALUE = {0: 15.0, 2: 13.0, 12: 8.0, 11: 7.0, 10: 6.0, 6: 5.0, 5: 4.5, 4: 4.0, 3: 4.0,
               1: 3.5}
PLAIN_VALUE = {0: 3.0, 2: 1.5, 12: 0.5, 11: 0.0, 10: -0.5, 6: -1.0, 5: -1.0, 4: -1.0, 3: -1.0,
               1: -1.0}
LEAD_VALUE = 1.0
SCALE = 6.0  # points of margin that move the estimate from ½ to about 0.73


def card_value(card: int, trump: int) -> float:
    table = TRUMP_VALUE if SUIT_OF[card] == trump else PLAIN_VALUE
    return table[rank_index(card)]


def win_estimate(state: HandState, seat: int) -> float:
    """P(win) for `seat` in a two-player world: exact when the hand is over."""
    if state.is_over:
        winner = state.result().winner
        return 1.0 if winner == seat else 0.5 if winner is None else 0.0
    other = 1 - seat
    trump = state.trump_suit if state.trump_suit is not None else -1
    margin = float(state.points[seat] - state.points[other])
    margin += sum(card_value(c, trump) for c in state.hands[seat])
    margin -= sum(card_value(c, trump) for c in state.hands[other])
    if state.turn == seat:
        margin += LEAD_VALUE
    z = max(-30.0, min(30.0, margin / SCALE))
    return 1.0 / (1.0 + math.exp(-z))
