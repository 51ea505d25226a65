"""Self-play positions for Campione's Chiamata network (dev-time, numpy; `tools/train_ai.py
--variant chiamata` calls it).

Each hand is bid and called as Esperto does (simulated deals, the bold risk), then played by
the rules player from each seat's own view (Esperto's early game, with `slip` random cards)
down to four tricks left, where Esperto's exact search takes over. There it is solved with
every card known (double dummy): one search per hand, a far less noisy label than playing
on. Every trick boundary up to there is recorded from each of the five seats' views, with
the result of that seat's side. Hands everyone passed are redealt and not recorded.
"""

from __future__ import annotations

import random

import numpy as np

from game import actions as A
from game.ai.agent import card_plays
from game.ai.bidding import BOLD_RISK, bidding_action
from game.ai.levels import obs_rules_move
from game.ai.net import N_INPUTS_CALL, features_call
from game.ai.sides import bidder_of, side_points, win_line, world_sides
from game.ai.solver import Solver
from game.rules import preset
from game.state import HandState, Phase

SEATS_CALL = 5
BOUNDARIES_CALL = 5  # trick boundaries recorded: 40, 35, ..., 20 cards left
EXACT_CALL = 20  # cards left where the hand is solved (Esperto's four-trick window)


def caller_wins(state: HandState, sides: list[int], caller: int) -> float:
    """1 if the caller's side makes its target with every card known and best play on both
    sides from here, else 0 (a 60-60 loses for the caller: no ties)."""
    seat = state.turn
    side = sides[seat]
    line = win_line(state, sides, side)
    assert line is not None  # two sides once the call is made
    need = line - side_points(state, sides, side)
    if need <= 0:
        res = 1.0
    else:
        solver = Solver(state, seat, 100_000_000, sides)
        plays = [a for a in state.legal_actions() if A.is_play(a)]
        res = max(solver.root_outcomes(plays, need, False).values())
    return res if side == sides[caller] else 1.0 - res


def play_chunk_call(job: tuple[int, int, float, int]) -> tuple[np.ndarray, np.ndarray]:
    """`games` recorded Chiamata hands from Random(seed): inputs (dense ones included) and
    the seat's side's result, boundary by boundary, seat by seat."""
    games, seed, slip, deals = job
    rules = preset("chiamata")
    rng = random.Random(seed)
    rows: list[tuple[list[int], list[tuple[int, float]]]] = []
    ys: list[float] = []
    done = 0
    while done < games:
        state = HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(SEATS_CALL))
        while state.phase in (Phase.AUCTION, Phase.CALL):
            seat = state.to_act
            assert seat is not None
            action = bidding_action(state.observe(seat), rng, deals, BOLD_RISK)
            assert action is not None
            state.apply(action)
        if state.is_over:  # everyone passed
            continue
        hand_rows = []
        while True:
            if not state.trick_cards:
                hand_rows += [features_call(state.observe(s)) for s in range(SEATS_CALL)]
                if sum(map(len, state.hands)) <= EXACT_CALL:
                    break
            seat = state.turn
            obs = state.observe(seat)
            plays = card_plays(obs) or list(obs.legal)
            if len(plays) > 1 and rng.random() < slip:
                card = plays[rng.randrange(len(plays))]
            else:
                card = plays[0] if len(plays) == 1 else obs_rules_move(obs, plays)
            state.apply(card)
        sides, caller = world_sides(state), bidder_of(state)
        assert caller is not None
        won = caller_wins(state, sides, caller)
        rows += hand_rows
        for k in range(len(hand_rows)):
            ys.append(won if sides[k % SEATS_CALL] == sides[caller] else 1.0 - won)
        done += 1
    x = np.zeros((len(ys), N_INPUTS_CALL), dtype=np.float32)
    for i, (active, dense) in enumerate(rows):
        x[i, active] = 1.0
        for col, value in dense:
            x[i, col] = value
    return x, np.array(ys, dtype=np.float32)
