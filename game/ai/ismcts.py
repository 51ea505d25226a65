"""Information-set Monte Carlo tree search for classic-2's early game (a tunable, off).

AI.md's one anchor above a PIMC player is ISMCTS (57 % ± 4.5 against the PIMC hybrid):
a tree over this seat's *information sets*, each iteration on a fresh honest world, so a
card several tricks deep is chosen from what the seat would know there, never from one
world's cards. Here the tree spans `tricks` tricks and the value network judges its leaves
(Campione's judge), instead of rollouts to the end.

A node is this seat's view of the play so far: the cards played, and after each trick the
card this seat drew (a child per drawn card), so its later choices depend only on what it
saw. The other seat's moves are edges too: chosen by UCB against this seat
(`opponent="tree"`, SO-ISMCTS), or by the rules player in each world (`opponent="rules"`),
the lookahead's model of the answer. Availability counts stand in for the parent's visits,
because a card is legal only in the worlds that deal it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game import actions as A
from game.ai.lookahead import Judge
from game.ai.search import rollout_move
from game.ai.tables import mask_of, tables
from game.ai.world import sample_world
from game.observation import Observation

DRAW = 1000  # child keys past the cards: the card this seat drew (DRAW + card, or DRAW)


class _Node:
    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.total = 0.0  # sum of this seat's P(win) over the iterations through here
        self.avail = 0  # times this edge's card was legal when its parent was reached


def ismcts_values(obs: Observation, rng: random.Random, judge: Judge, plays: Sequence[int],
                  iterations: int, tricks: int = 2, explore: float = 0.4,
                  opponent: str = "tree") -> dict[int, float]:
    """Each card's mean judged P(win) at the root after `iterations` iterations (fixed work,
    no clock). The mean, not the visit count: the cards' values differ by a few hundredths,
    well inside UCB's exploration term, so visits spread nearly evenly."""
    t = tables(obs.rules)
    seat = obs.seat
    played = obs.played_cards()
    gone0 = mask_of(played)
    root = _Node()
    for _ in range(iterations):
        st = sample_world(obs, random.Random(rng.getrandbits(64)))
        node, path = root, [root]
        gone, seen = gone0, list(played)
        done, expanded = 0, False
        while not st.is_over and not (done >= 1 and not st.trick_cards
                                      and (done >= tricks or expanded)):
            legal = st.legal_actions()
            moves = [a for a in legal if A.is_play(a)]
            mover = st.turn
            if expanded or len(moves) != len(legal) or (mover != seat and opponent != "tree"):
                move = rollout_move(st, t, gone)
                if not expanded and A.is_play(move):  # an observed card: its own edge
                    node = node.children.setdefault(move, _Node())
                    path.append(node)
            else:
                move = _select(node, moves, mover == seat, explore, rng)
                if move not in node.children:
                    node.children[move] = _Node()
                    node.children[move].avail = 1
                    expanded = True
                node = node.children[move]
                path.append(node)
            before = set(st.hands[seat])
            st.apply(move)
            if A.is_play(move):
                gone |= 1 << move
                seen.append(move)
            if not st.trick_cards and A.is_play(move):
                done += 1
                if not expanded:
                    drawn = [c for c in st.hands[seat] if c not in before]
                    key = DRAW + drawn[0] if drawn else DRAW
                    node = node.children.setdefault(key, _Node())
                    path.append(node)
        value = judge(st, seat, seen)
        for n in path:
            n.visits += 1
            n.total += value
    out: dict[int, float] = {}
    for m in plays:
        child = root.children.get(m)
        if child is None or not child.visits:
            out[m] = 0.0
        else:
            out[m] = child.total / child.visits
    return out


def _select(node: _Node, moves: list[int], mine: bool, explore: float,
            rng: random.Random) -> int:
    """An untried card at random, else UCB1 on availability (the mover's own P(win))."""
    untried = [m for m in moves if m not in node.children]
    for m in moves:
        child = node.children.get(m)
        if child is not None:
            child.avail += 1
    if untried:
        return rng.choice(untried)
    best, best_score = moves[0], -1.0
    for m in moves:
        c = node.children[m]
        q = c.total / c.visits
        if not mine:
            q = 1.0 - q
        score = q + explore * math.sqrt(math.log(max(c.avail, 1)) / c.visits)
        if score > best_score:
            best, best_score = m, score
    return best
