"""Campione's early game: one trick of lookahead on sampled worlds, scored by the network.

For each honest world and each card, the trick is finished with the rules player in the
other seats, the draws happen, and the value network estimates this seat's chance to win
from what it would then know. Averaging over worlds gives each card a P(win); the card with
the best is played. Where the rules player's single deterministic rollout is a noisy judge
(AI.md: rule rollouts lose to the rules player itself early in the hand), the network has
averaged a million finished games.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game import actions as A
from game.ai.net import ValueNet, features
from game.ai.search import rollout_move
from game.ai.tables import mask_of, tables
from game.ai.world import sample_world
from game.observation import Observation


def net_values(obs: Observation, rng: random.Random, net: ValueNet, plays: Sequence[int],
               worlds: int, budget: float) -> dict[int, float]:
    start = time.perf_counter()
    rules = obs.rules
    t = tables(rules)
    seat = obs.seat
    trump = obs.trump_suit if obs.trump_suit is not None else 0
    played = obs.played_cards()
    gone0 = mask_of(played)
    sums = dict.fromkeys(plays, 0.0)
    done = 0
    for _ in range(worlds):
        world = sample_world(obs, random.Random(rng.getrandbits(64)))
        for m in plays:
            st = world.clone()
            st.apply(m)
            gone = gone0 | (1 << m)
            seen = [*played, m]
            while st.trick_cards and not st.is_over:
                c = rollout_move(st, t, gone)
                st.apply(c)
                if A.is_play(c):
                    gone |= 1 << c
                    seen.append(c)
            if st.is_over:
                res = st.result()
                team = rules.team_of(seat)
                v = 1.0 if res.winner == team else 0.5 if res.winner is None else 0.0
            else:
                turned = st.trump_card if st.stock else None
                active, dense = features(trump, st.hands[seat], seen, turned, st.turn == seat,
                                         st.points[seat], st.points[1 - seat], len(st.stock))
                v = net.value(active, dense)
            sums[m] += v
        done += 1
        if done >= 8 and time.perf_counter() - start > budget:
            break
    return {m: s / done for m, s in sums.items()}
