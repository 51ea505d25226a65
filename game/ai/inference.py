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

from collections.abc import Callable

from game.ai.policy import PolicyNet, features_at, probs_of
from game.ai.rules_player import rules_move
from game.ai.tables import Tables, mask_of, tables
from game.observation import Observation

SLIP = 0.2  # chance the model gives a play the rules would not have chosen
INFORMATIVE_STOCK = 8  # plays made with at least this many cards in the stock


def supported(obs: Observation) -> bool:
    r = obs.rules
    return (r.players == 2 and r.plays_per_turn == 1 and r.follow == "none"
            and not r.equalize_hands and not r.open_hands and r.trump_exchange_rank is None)


class PolicyModel:
    """The opponent model as the policy network: P(the card it played), from the view it had
    then (its hand as reconstructed, the finished tricks, the card led to it, both scores,
    the stock), mixed with `SLIP` of a uniform choice so that no world is ruled out. Asked
    about the same hand at the same trick by many worlds, it answers each once."""

    def __init__(self, net: PolicyNet, obs: Observation) -> None:
        self.net = net
        self.trump = obs.trump_suit if obs.trump_suit is not None else 0
        self.turned = obs.trump_card
        self.first_stock = len(obs.rules.cards) - 2 * obs.rules.hand_size
        opp = 1 - obs.seat
        points = obs.rules.points
        self.finished: list[list[int]] = [[]]
        self.scores: list[tuple[int, int]] = [(0, 0)]  # (opponent, seat) before each trick
        for trick in obs.tricks:
            self.finished.append(self.finished[-1] + [c for _, c in trick.plays])
            won = sum(points[c] for _, c in trick.plays)
            theirs, mine = self.scores[-1]
            self.scores.append((theirs + won, mine) if trick.winner == opp
                               else (theirs, mine + won))
        self.memo: dict[tuple[int, frozenset[int]], dict[int, float]] = {}

    def __call__(self, k: int, held: list[int], before: list[int], card: int,
                 stock: int) -> float:
        key = (k, frozenset(held))
        probs = self.memo.get(key)
        if probs is None:
            theirs, mine = self.scores[k]
            turned = self.turned if self.first_stock - 2 * k > 0 else None
            features = features_at(self.trump, held, self.finished[k],
                                   before[0] if before else None, turned, theirs, mine, stock)
            probs = self.memo[key] = probs_of(self.net, self.trump, features, held)
        return (1.0 - SLIP) * probs.get(card, 0.0) + SLIP / len(held)


Model = Callable[[int, list[int], list[int], int, int], float]


def play_likelihood(obs: Observation, opp_hand: list[int], depth: int = 2,
                    model: Model | None = None) -> float:
    """Likelihood of the opponent's recent plays if it now holds `opp_hand`.

    The hand it held `k` tricks ago is its hand now, plus what it played since, minus what it
    drew since: which of its cards were those draws nobody saw, so every possibility is
    enumerated (at most 3 per trick) and averaged, exactly. Older plays would need the whole
    draw order and say less and less; `depth` tricks back is where the information is.
    """
    rules = obs.rules
    t = tables(rules)
    me = obs.seat
    opp = 1 - me
    trump = -1 if obs.trump_suit is None else obs.trump_suit
    first_stock = len(rules.cards) - 2 * rules.hand_size
    draws = first_stock // 2  # tricks after which both players draw
    played = obs.played_cards()
    position = {c: i for i, c in enumerate(played)}
    weight = 1.0
    hand = list(opp_hand)
    cur = len(obs.tricks)
    # The current trick: the opponent led and its hand then is known exactly.
    if obs.trick and obs.trick[0][0] == opp:
        lead = obs.trick[0][1]
        weight *= _model(t, trump, [*hand, lead], [], lead, played[:position[lead]],
                         max(0, first_stock - 2 * cur), me, cur, model)
        hand.append(lead)
    else:
        hand = list(hand)
    return weight * _back(obs, t, trump, hand, cur - 1, max(0, cur - depth), draws,
                          first_stock, played, position, me, opp, model)


def _back(obs: Observation, t: Tables, trump: int, hand: list[int], k: int, stop: int,
          draws: int, first_stock: int, played: list[int], position: dict[int, int], me: int,
          opp: int, model: Model | None) -> float:
    """Average likelihood of the opponent's plays in tricks stop..k over the draw orders."""
    if k < stop:
        return 1.0
    trick = obs.tricks[k]
    before: list[int] = []
    card = -1
    for seat, c in trick.plays:
        if seat == opp:
            card = c
            break
        before.append(c)
    if k < draws:
        if k == draws - 1 and obs.trump_card is not None and trick.winner == me:
            options = [obs.trump_card] if obs.trump_card in hand else []
        else:
            options = [c for c in hand if c != obs.trump_card]
        if not options:
            return 0.0
    else:
        options = [-1]
    total = 0.0
    for drawn in options:
        held = [c for c in hand if c != drawn]
        held.append(card)
        stock = max(0, first_stock - 2 * k)
        w = _model(t, trump, held, before, card, played[:position[card]], stock, me, k, model)
        if w:
            total += w * _back(obs, t, trump, held, k - 1, stop, draws, first_stock, played,
                               position, me, opp, model)
    return total / len(options)


def _model(t: Tables, trump: int, held: list[int], before: list[int], card: int,
           seen: list[int], stock: int, me: int, k: int, model: Model | None) -> float:
    """P(the opponent plays `card` holding `held` at trick `k`) under the rules-with-slips
    model, or `model`."""
    if stock < INFORMATIVE_STOCK:
        return 1.0
    if model is not None:
        return model(k, held, before, card, stock)
    out = t.deck_mask & ~mask_of(seen) & ~mask_of(held)
    choice = rules_move(t, held, [me] * len(before), before, trump, out, stock, not before,
                        False)
    return (1.0 - SLIP) if choice == card else SLIP / max(1, len(held) - 1)
