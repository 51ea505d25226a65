"""PPO self-play for Campione's Chiamata policy network, on the batched Chiamata engine (numpy).

`tools/train_ai.py --variant chiamata --policy` drives it. The loop, the network (two hidden
layers, a policy and a value head), PPO's update, Adam and the checkpoint are classic-2's
(`tools/policy_ppo.py`); what is Chiamata's is here: a rollout plays `games` hands after the
call (`tools/batch_chiamata.py`: dealt, called by its rule) with the network choosing every
card of the five seats, each decision from that seat's honest 162 inputs
(`BatchChiamata.features`: never the secret partner before the called card shows), and the
reward is the seat's own game points of the hand, halved (caller ±1, partner ±½, defenders
∓½, a caller alone ±2), so each seat learns what its own score sheet rewards.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tools.batch_chiamata import N_FEATURES, SEATS, TRICKS, BatchChiamata
from tools.policy_ppo import Game, Params, Rollout, roll, seat_advantages

CHECKPOINT_CALL = Path(__file__).resolve().parent / "checkpoints" / "policy-chiamata.npz"
REWARD_SCALE = 0.5  # game points -> reward: a caller's ±2 becomes ±1
STEPS = SEATS * TRICKS


def play_call(rng: np.random.Generator, games: int, nets: list[Params],
              seat_net: np.ndarray | None = None, greedy: bool = False,
              record: bool = True) -> Rollout | np.ndarray:
    """`games` hands; seat s of hand b is played by nets[seat_net[b, s]] (default: nets[0]
    everywhere). Returns the rollout (net 0's decisions marked as the learner's; `results`
    the game points) or only the game points (B, 5)."""
    batch = BatchChiamata.deal(rng, games)
    if seat_net is None:
        seat_net = np.zeros((games, SEATS), np.int64)
    return roll(rng, batch, nets, seat_net, STEPS, N_FEATURES, greedy, record,
                batch.game_points)


def advantages_call(ro: Rollout, lam: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """GAE over each seat's eight decisions; the reward is its game points, halved."""
    return seat_advantages(ro.value, ro.seat, REWARD_SCALE * ro.results, TRICKS, lam)


def _play(rng: np.random.Generator, games: int, nets: list[Params],
          seat_net: np.ndarray) -> Rollout | np.ndarray:
    return play_call(rng, games, nets, seat_net)


CHIAMATA = Game(SEATS, _play, advantages_call)


def match_call(rng: np.random.Generator, a: Params, b: Params, deals: int) -> float:
    """A's game points a hand, one A seat among four B seats, every rotation of the same
    `deals` deals, both choosing their most likely card (an A seat as strong as B averages 0)."""
    seed = int(rng.integers(1 << 62))
    total = 0.0
    for r in range(SEATS):
        seat_net = np.ones((deals, SEATS), np.int64)
        seat_net[:, r] = 0
        res = play_call(np.random.default_rng(seed), deals, [a, b], seat_net, greedy=True,
                        record=False)
        assert isinstance(res, np.ndarray)
        total += float(res[:, r].sum())
    return total / (SEATS * deals)
