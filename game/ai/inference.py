"""Inference from the opponents' past plays: weight each sampled world by how likely the
opponent's visible plays were, had it held that world's cards.

The opponent model is the rules player with a slip rate: a play the rules would have chosen
from the reconstructed hand is likely, any other is possible but less so. Reconstructing the
opponent's hand at each past trick needs the draws, which nobody saw: they are sampled
backwards from its hand in the world (each card it holds now may be the one it drew last),
with the one public draw, the turned trump, pinned where the rules put it. Two players, one
card per turn: the case where the history pins the most down.
"""

from __future__ import annotations

import random

from game.ai.rules_player import rules_move
from game.ai.tables import mask_of, tables
from game.observation import Observation

SLIP = 0.2  # chance the model gives a play the rules would not have chosen
INFORMATIVE_STOCK = 10  # plays made with at least this many cards in the stock


def supported(obs: Observation) -> bool:
    r = obs.rules
    return (r.players == 2 and r.plays_per_turn == 1 and r.follow == "none"
            and not r.equalize_hands and not r.open_hands and r.trump_exchange_rank is None)


def play_likelihood(obs: Observation, opp_hand: list[int], rng: random.Random) -> float:
    """Probability-like weight of the opponent's plays given it now holds `opp_hand`."""
    rules = obs.rules
    t = tables(rules)
    me = obs.seat
    opp = 1 - me
    trump = -1 if obs.trump_suit is None else obs.trump_suit
    first_stock = len(rules.cards) - 2 * rules.hand_size
    draws = first_stock // 2  # tricks after which both players draw
    # The plays in order, as (trick index, cards before the opponent's, opponent's card).
    events: list[tuple[int, list[int], int]] = []
    for k, trick in enumerate(obs.tricks):
        before: list[int] = []
        for seat, c in trick.plays:
            if seat == opp:
                events.append((k, before, c))
                break
            before.append(c)
    cur = len(obs.tricks)
    hand = set(opp_hand)
    before_cur: list[int] = []
    for seat, c in obs.trick:
        if seat == opp:
            events.append((cur, before_cur, c))
            hand.add(c)
            break
        before_cur.append(c)
    # Walk back from now, rebuilding the hand held at each of the opponent's plays.
    played_before: list[int] = obs.played_cards()
    weight = 1.0
    history: dict[int, set[int]] = {}
    if events and events[-1][0] == cur:
        history[cur] = set(hand)
    losers_last = None
    if draws and len(obs.tricks) >= draws:
        last = obs.tricks[draws - 1]
        losers_last = opp if last.winner == me else me
    for k in range(cur - 1, -1, -1):
        if k < draws:
            if k == draws - 1 and losers_last == opp and obs.trump_card is not None:
                drawn = obs.trump_card
                if drawn not in hand:
                    return 0.0
            else:
                options = [c for c in hand if c != obs.trump_card]
                if not options:
                    return 0.0
                drawn = options[rng.randrange(len(options))]
            hand.discard(drawn)
        opp_card = next(c for s, c in obs.tricks[k].plays if s == opp)
        hand.add(opp_card)
        history[k] = set(hand)
    if len(hand) != rules.hand_size:
        return 0.0
    index = {c: i for i, c in enumerate(played_before)}
    for k, before, c in events:
        stock = max(0, first_stock - 2 * k)
        if stock < INFORMATIVE_STOCK:
            continue
        held = history[k]
        seen = mask_of(played_before[:index[c]])
        out = t.deck_mask & ~seen & ~mask_of(held)
        choice = rules_move(t, sorted(held), [me] * len(before), before, trump, out, stock,
                            not before, False)
        weight *= (1.0 - SLIP) if choice == c else SLIP / max(1, len(held) - 1)
    return weight
