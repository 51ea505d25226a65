"""Train the Campione value network on self-play by a searching player (numpy; dev-time tool).

    nice -n 10 python tools/train_ai.py --games 100000 --jobs 4 --seed 100 --td 0.7

writes assets/ai/value-classic-2.json and prints the figures quoted in docs/ai.md. The hands
are played by Esperto's early game (one trick of lookahead on `--worlds` worlds, judged by the
hand-written evaluation; an exact solve once the stock is empty), with a few random cards for
variety. Every position at a trick boundary is recorded from both seats' views, labelled with
that seat's final result (1 win, ½ tie, 0 loss), so the network learns P(win | both play
well): the positions and continuations Campione's lookahead meets against strong play, which
rules-player self-play (the first network) judged worse. The three plain suits are
interchangeable, so each batch is trained under a random renaming of them (six times the data).

    nice -n 10 python tools/train_ai.py --variant classic-4 --games 100000 --jobs 2 --seed 400

writes assets/ai/value-classic-4.json, the classic-4 network (pairs, the partner's hand shown
at the end of the stock). Its early game is what Esperto plays there, the rules player (with
`--slip` random cards), fast enough on two cores; each hand stops with four tricks left, where
Esperto's exact search takes over, and is labelled by an exact solve of that position with
every card known (double dummy): one search per hand, a result that is far less noisy than
playing on, and close to what searching players reach once the partners' hands are shown.
Every trick boundary up to there is recorded from each of the four seats' views.

    nice -n 10 python tools/train_ai.py --variant chiamata --games 12000 --jobs 2 \
        --worlds 4 --seed 500

writes assets/ai/value-chiamata.json, the Chiamata network (five alone, a secret partner):
Esperto's auction (here on `--worlds` simulated deals per decision), then the rules player
from each seat's own view down to four tricks left, solved there double dummy
(`tools/chiamata_data.py`). `--cache FILE.npz` keeps the positions to retrain without playing
again.

    nice -n 10 python tools/train_ai.py --policy --resume --minutes 60

trains Campione's classic-2 *policy* network by PPO self-play on the batched engine
(`tools/policy_ppo.py`, `tools/batch_engine.py`), continuing from the checkpoint kept in the
repository (`tools/checkpoints/policy-classic-2.npz`, not shipped; without `--resume` it starts
afresh). It prints and logs the generation's figures, then plays the candidate against the
shipped policy (`assets/ai/policy-classic-2.json`) in the arena on fresh deals, and writes it
there only if it wins (`--gate-deals` deals, both seatings; the lower end of the 95 % interval
above 50 %). With no shipped policy the candidate is written, and its score against Normale
is printed for the record. `--workers N` plays the rollouts on N processes
(`tools/policy_parallel.py`), `--torch` takes PPO's steps with torch on the GPU where there
is one (`tools/policy_torch.py`); `tools/device_policy.sh MINUTES` runs a generation so on
the lent GPU machine.

    nice -n 10 python tools/train_ai.py --variant chiamata --policy --resume --minutes 30

does the same for Chiamata's card play (`tools/policy_chiamata.py` on `tools/batch_chiamata.py`,
checkpoint `tools/checkpoints/policy-chiamata.npz`, weights `assets/ai/policy-chiamata.json`):
the gate plays one candidate seat among four rivals, every rotation, both sides bidding as
Normale, and scores game points a hand; the first policy must beat Normale (the lower end of
the 95 % interval above 0), later ones the shipped policy.

    nice -n 10 python tools/train_ai.py --reader --games 10000 --jobs 2 --seed 700

trains Campione's classic-2 hand reader (`tools/train_reader.py`, `game.ai.reader`) on
Esperto-v-Esperto hands and writes `assets/ai/reader-classic-2.json`.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

# One BLAS thread: on two cores shared with other jobs, two threads spin against each other
# and a matrix product takes twice as long (measured: 11.6 ms against 5.0 ms).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import actions as A
from game.ai.agent import Agent
from game.ai.arena import paired_interval, play_deal
from game.ai.levels import RulesAgent, SearchAgent
from game.ai.lookahead import state_features_4
from game.ai.net import (
    N_CARDS,
    N_INPUTS,
    N_INPUTS_4,
    WEIGHTS,
    WEIGHTS_4,
    WEIGHTS_CALL,
    dumps,
    features,
)
from game.ai.policy import (
    N_POLICY_INPUTS,
    N_POLICY_INPUTS_CALL,
    POLICY_WEIGHTS,
    POLICY_WEIGHTS_CALL,
    PolicyAgent,
    load_policy,
    parse_policy,
)
from game.ai.search import SearchSettings, rollout_move
from game.ai.solver import Solver
from game.ai.tables import tables
from game.files import atomic_write_text
from game.rules import preset
from game.state import HandState
from tools.batch_chiamata import N_FEATURES
from tools.chiamata_data import BOUNDARIES_CALL, SEATS_CALL, play_chunk_call
from tools.policy_chiamata import CHECKPOINT_CALL, CHIAMATA, match_call
from tools.policy_parallel import ParallelCollect
from tools.policy_ppo import (
    CHECKPOINT,
    POLICY_KEYS,
    Checkpoint,
    export,
    import_policy,
    match,
    ppo_steps,
    random_params,
)
from tools.policy_ppo import Params as PolicyParams
from tools.policy_ppo import Update as PolicyUpdate
from tools.policy_ppo import train as train_policy
from tools.train_reader import plain_suit_orders, reader_main

DENSE = slice(N_INPUTS - 3, N_INPUTS)  # own points, opponent points, stock size
BOUNDARIES_4 = 7  # classic-4 trick boundaries recorded: 40, 36, ..., 16 cards left
EXACT_4 = 16  # cards left where the classic-4 hand is solved (Esperto's exact window)
Params = tuple[np.ndarray, np.ndarray, np.ndarray, float]


def play_chunk(job: tuple[int, int, int, float]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`games` self-play hands from Random(seed): one-hot inputs, dense inputs, results."""
    games, seed, worlds, slip = job
    rules = preset("classic-2")
    rng = random.Random(seed)
    agent = SearchAgent(SearchSettings(lookahead_worlds=worlds, solve_cards=6, worlds=2,
                                       min_worlds=1, time_budget=1.0))
    active_rows: list[list[int]] = []
    dense_rows: list[list[float]] = []
    ys: list[float] = []
    for _ in range(games):
        state = HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(2))
        seat_rngs = [random.Random(rng.getrandbits(64)) for _ in range(2)]
        gone: list[int] = []
        pending: list[tuple[int, list[int], list[float]]] = []
        while not state.is_over:
            if not state.trick_cards:
                trump = state.trump_suit if state.trump_suit is not None else 0
                turned = state.trump_card if state.stock else None
                for seat in (0, 1):
                    active, dense = features(trump, state.hands[seat], gone, turned,
                                             state.turn == seat, state.points[seat],
                                             state.points[1 - seat], len(state.stock))
                    pending.append((seat, active, [v for _, v in dense]))
            seat = state.turn
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < slip:
                card = legal[rng.randrange(len(legal))]
            else:
                card = agent.choose(state.observe(seat), seat_rngs[seat], None)
            state.apply(card)
            gone.append(card)
        res = state.result()
        for seat, active, dense_values in pending:
            active_rows.append(active)
            dense_rows.append(dense_values)
            ys.append(1.0 if res.winner == seat else 0.5 if res.winner is None else 0.0)
    x = np.zeros((len(ys), N_INPUTS), dtype=np.uint8)
    for i, active in enumerate(active_rows):
        x[i, active] = 1
    return x, np.array(dense_rows, dtype=np.float32), np.array(ys, dtype=np.float32)


def double_dummy(state: HandState) -> float:
    """Team 0's result (1 win, ½ tie, 0 loss) with every card known and best play on both
    sides from here: null-window tests only, ~7 ms at 16 cards left."""
    rules = state.rules
    seat = state.turn
    team = rules.team_of(seat)
    have = sum(state.points[s] for s in rules.teams[team])
    solver = Solver(state, seat, 100_000_000)
    plays = [a for a in state.legal_actions() if A.is_play(a)]
    res = max(solver.root_outcomes(plays, rules.total_points // 2 + 1 - have).values())
    return res if team == 0 else 1.0 - res


def play_chunk_4(job: tuple[int, int, float]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`games` classic-4 hands from Random(seed), played by the rules player (`slip`: share
    of random cards) down to `EXACT_4` cards left and solved there: one-hot inputs, dense
    inputs and the seat's pair's result, for each boundary and seat in order."""
    games, seed, slip = job
    rules = preset("classic-4")
    t = tables(rules)
    rng = random.Random(seed)
    active_rows: list[list[int]] = []
    dense_rows: list[list[float]] = []
    ys: list[float] = []
    for _ in range(games):
        state = HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(4))
        seen: list[int] = []
        gone = 0
        rows = []
        while True:
            if not state.trick_cards:
                for seat in range(4):
                    rows.append(state_features_4(state, seat, seen))
                if sum(map(len, state.hands)) + len(state.stock) <= EXACT_4:
                    break
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < slip:
                card = legal[rng.randrange(len(legal))]
            else:
                card = rollout_move(state, t, gone)
            state.apply(card)
            seen.append(card)
            gone |= 1 << card
        team0 = double_dummy(state)
        for k, (active, dense) in enumerate(rows):
            active_rows.append(active)
            dense_rows.append([v for _, v in dense])
            ys.append(team0 if rules.team_of(k % 4) == 0 else 1.0 - team0)
    x = np.zeros((len(ys), N_INPUTS_4), dtype=np.uint8)
    for i, active in enumerate(active_rows):
        x[i, active] = 1
    return x, np.array(dense_rows, dtype=np.float32), np.array(ys, dtype=np.float32)


def generate(games: int, seed: int, worlds: int, slip: float, jobs: int,
             variant: str = "classic-2") -> tuple[np.ndarray, np.ndarray]:
    """Chunk k of `jobs` plays games/jobs hands from Random(seed + k), k = 1..jobs, so the
    positions depend on the seed and the number of jobs only."""
    with ProcessPoolExecutor(jobs) as pool:
        if variant == "chiamata":
            calls = list(pool.map(play_chunk_call, [(games // jobs, seed + k, slip, worlds)
                                                    for k in range(1, jobs + 1)]))
            return np.concatenate([p[0] for p in calls]), np.concatenate([p[1] for p in calls])
        if variant == "classic-4":
            parts = list(pool.map(play_chunk_4, [(games // jobs, seed + k, slip)
                                                 for k in range(1, jobs + 1)]))
        else:
            parts = list(pool.map(play_chunk, [(games // jobs, seed + k, worlds, slip)
                                               for k in range(1, jobs + 1)]))
    x = np.concatenate([p[0] for p in parts]).astype(np.float32)
    x[:, x.shape[1] - 3:] = np.concatenate([p[1] for p in parts])
    return x, np.concatenate([p[2] for p in parts])


def suit_renamings(blocks: int = 3, inputs: int = N_INPUTS) -> list[np.ndarray]:
    """Column orders that rename the three plain suits (1..3) in each 40-card block."""
    orders = []
    for cards in plain_suit_orders():
        col = np.arange(inputs)
        for block in range(blocks):
            col[block * N_CARDS:(block + 1) * N_CARDS] = block * N_CARDS + cards
        orders.append(col)
    return orders


def predict(params: Params, x: np.ndarray) -> np.ndarray:
    w1, b1, w2, b2 = params
    return np.concatenate([1 / (1 + np.exp(-(np.maximum(x[i:i + 100_000] @ w1 + b1, 0) @ w2
                                            + b2))) for i in range(0, len(x), 100_000)])


def loss_of(params: Params, x: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(predict(params, x), 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def rounded(params: Params) -> Params:
    """The parameters as the weights file stores them (5 decimals)."""
    w1, b1, w2, b2 = params
    return np.round(w1, 5), np.round(b1, 5), np.round(w2, 5), round(float(b2), 5)


def td_targets(pred: np.ndarray, y: np.ndarray, lam: float, boundaries: int = 20,
               seats: int = 2) -> np.ndarray:
    """TD(lambda) returns: each position's target mixes the final result with the network's
    own estimates at the seat's later trick boundaries (weights (1-lambda)*lambda^k). Results
    are one noisy bit per hand; the estimates average over many hands, so the targets carry
    less noise (validation loss against the real results 0.4423 -> 0.4399: docs/ai.md).
    Rows come as hands of `boundaries` trick boundaries x `seats` seats."""
    p = pred.reshape(-1, boundaries, seats)
    out = y.reshape(-1, boundaries, seats).copy()
    g = out[:, boundaries - 1, :].copy()
    for t in range(boundaries - 2, -1, -1):
        g = (1 - lam) * p[:, t + 1, :] + lam * g
        out[:, t, :] = g
    return out.reshape(-1)


def held_out_start(n: int, per_hand: int = 40) -> int:
    """The last 5 % of the positions (whole hands of `per_hand` rows) are held out for
    validation."""
    cut = int(n * 0.95)
    return cut - cut % per_hand


def train(x: np.ndarray, y: np.ndarray, hidden: int, epochs: int, seed: int,
          targets: np.ndarray | None = None, lr: float = 2e-3, batch: int = 512,
          blocks: int = 3, per_hand: int = 40) -> Params:
    """Adam on cross-entropy against `targets` (default: the results `y`), cosine learning
    rate down to a tenth, a random plain-suit renaming per batch. The last 5 % of the
    positions (whole hands) are held out and scored against the real results."""
    rng = np.random.default_rng(seed)
    cut = held_out_start(len(y), per_hand)
    xt, xv, yv = x[:cut], x[cut:], y[cut:]
    yt = (y if targets is None else targets)[:cut]
    inputs = x.shape[1]
    w1 = rng.normal(0, np.sqrt(2 / inputs), (inputs, hidden)).astype(np.float32)
    b1 = np.zeros(hidden, np.float32)
    w2 = rng.normal(0, np.sqrt(1 / hidden), hidden).astype(np.float32)
    b2 = 0.0
    params = [w1, b1, w2]
    m: list[np.ndarray | float] = [np.zeros_like(p) for p in params] + [0.0]
    v: list[np.ndarray | float] = [np.zeros_like(p) for p in params] + [0.0]
    renamings = suit_renamings(blocks, inputs)
    step = 0
    total = epochs * -(-cut // batch)
    for epoch in range(epochs):
        order = rng.permutation(cut)
        for i in range(0, cut, batch):
            idx = order[i:i + batch]
            xb, yb = xt[idx][:, renamings[rng.integers(len(renamings))]], yt[idx]
            pre = xb @ w1 + b1
            h = np.maximum(pre, 0)
            g = (1 / (1 + np.exp(-(h @ w2 + b2))) - yb) / len(idx)
            gh = np.outer(g, w2) * (pre > 0)
            grads: list[np.ndarray | float] = [xb.T @ gh, gh.sum(0), h.T @ g, float(g.sum())]
            step += 1
            rate = lr * (0.1 + 0.45 * (1 + np.cos(np.pi * step / total)))
            for k, grad in enumerate(grads):
                m[k] = 0.9 * m[k] + 0.1 * grad
                v[k] = 0.999 * v[k] + 0.001 * grad * grad
                delta = rate * (m[k] / (1 - 0.9 ** step)) / (
                    np.sqrt(v[k] / (1 - 0.999 ** step)) + 1e-8)
                if k < 3:
                    params[k] -= delta
                else:
                    b2 = np.float64(b2 - delta)  # the output in float64, as for the shipped weights
        now = (w1, b1, w2, b2)
        print(f"epoch {epoch + 1}: train loss {loss_of(now, xt[:50000], yt[:50000]):.4f}, "
              f"validation loss {loss_of(now, xv, yv):.4f}", flush=True)
    base = float(-np.mean(yv * np.log(yv.mean()) + (1 - yv) * np.log(1 - yv.mean())))
    print(f"validation: {len(yv)} positions, constant guess {base:.4f}")
    p = predict((w1, b1, w2, b2), xv)
    decided = yv != 0.5
    acc = float(np.mean((p[decided] > 0.5) == (yv[decided] > 0.5)))
    print(f"winner predicted {100 * acc:.1f} % of the time")
    return w1, b1, w2, b2


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variant", choices=("classic-2", "classic-4", "chiamata"),
                    default="classic-2")
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--jobs", type=int, default=4,
                    help="processes; the positions depend on it (chunk k: seed + k)")
    ap.add_argument("--worlds", type=int, default=12,
                    help="lookahead worlds per decision (classic-2); simulated deals per "
                         "auction decision (chiamata)")
    ap.add_argument("--slip", type=float, default=0.03, help="share of random cards")
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--hidden", type=int, default=128)
    ap.add_argument("--td", type=float, default=0.7,
                    help="lambda of the second training's TD targets (1: results only)")
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--out", type=Path, default=None,
                    help="default: the variant's file in assets/ai/")
    ap.add_argument("--cache", type=Path, default=None,
                    help="keep the self-play positions in this .npz (read it if it exists: "
                         "retrain without playing again; it must come from the same options)")
    ap.add_argument("--policy", action="store_true",
                    help="train the variant's policy network by PPO self-play instead "
                         "(classic-2 or chiamata)")
    ap.add_argument("--reader", action="store_true",
                    help="train Campione's hand reader instead (tools/train_reader.py)")
    ap.add_argument("--resume", action="store_true",
                    help="--policy: continue from --checkpoint")
    ap.add_argument("--checkpoint", type=Path, default=None,
                    help="--policy: default tools/checkpoints/policy-VARIANT.npz")
    ap.add_argument("--minutes", type=float, default=30.0, help="--policy: training time")
    ap.add_argument("--batch-games", type=int, default=2048,
                    help="--policy: hands played at once per PPO iteration")
    ap.add_argument("--lr", type=float, default=5e-4, help="--policy: Adam's learning rate")
    ap.add_argument("--league", type=int, default=0,
                    help="--policy: rival hands face one of this many earlier generations "
                         "(the shipped policy first), not only the last")
    ap.add_argument("--rival-share", type=float, default=0.25,
                    help="--policy: share of the hands played against an earlier generation")
    ap.add_argument("--rival-every", type=int, default=50,
                    help="--policy: iterations between snapshots of the earlier generation")
    ap.add_argument("--minibatch", type=int, default=4096,
                    help="--policy: decisions in one of PPO's steps")
    ap.add_argument("--workers", type=int, default=0,
                    help="--policy: processes that play the rollouts (0: this one)")
    ap.add_argument("--torch", action="store_true",
                    help="--policy: take PPO's steps with torch (on the GPU where there is "
                         "one; torch is not a requirement of this project)")
    ap.add_argument("--gate-deals", type=int, default=500,
                    help="--policy: arena deals (every seating) against the shipped policy")
    ap.add_argument("--eval-deals", type=int, default=5000,
                    help="--policy: batched deals against the start and random")
    args = ap.parse_args()
    if args.reader:
        return reader_main(args)
    if args.policy:
        return policy_main(args)
    four, call = args.variant == "classic-4", args.variant == "chiamata"
    shipped = WEIGHTS_4 if four else WEIGHTS_CALL if call else WEIGHTS
    out: Path = args.out or shipped
    boundaries, seats, blocks = ((BOUNDARIES_4, 4, 4) if four else
                                 (BOUNDARIES_CALL, SEATS_CALL, 2) if call else (20, 2, 3))
    t0 = time.perf_counter()
    cache: Path | None = args.cache
    if cache is not None and cache.exists():
        with np.load(cache) as data:
            x, y = data["x"], data["y"]
    else:
        x, y = generate(args.games, args.seed, args.worlds, args.slip, args.jobs, args.variant)
        if cache is not None:
            np.savez(cache, x=x, y=y)
    print(f"self-play: {args.games} hands, {len(y)} positions in "
          f"{time.perf_counter() - t0:.0f} s", flush=True)
    t1 = time.perf_counter()
    per_hand = boundaries * seats
    params = train(x, y, args.hidden, args.epochs, seed=1, blocks=blocks, per_hand=per_hand)
    if args.td < 1.0:
        print(f"second training on TD({args.td}) targets from the first network:")
        targets = td_targets(predict(rounded(params), x), y, args.td, boundaries, seats)
        params = train(x, y, args.hidden, args.epochs, seed=1, targets=targets, blocks=blocks,
                       per_hand=per_hand)
    w1, b1, w2, b2 = rounded(params)
    old = json.loads(shipped.read_text(encoding="utf-8")) if shipped.exists() else None
    if old is not None and len(old["w1"]) == x.shape[1]:
        # the network this run replaces, on the same held-out positions
        previous = (np.array(old["w1"], np.float32), np.array(old["b1"], np.float32),
                    np.array(old["w2"], np.float32), float(old["b2"]))
        cut = held_out_start(len(y), per_hand)
        print(f"validation loss of the network in {shipped.name} until now: "
              f"{loss_of(previous, x[cut:], y[cut:]):.4f}")
    print(f"training: {time.perf_counter() - t1:.0f} s")
    meta: dict[str, object]
    if call:
        meta = {"variant": args.variant, "policy": "rules", "auction": "esperto",
                "label": "double dummy at 20 cards", "games": args.games, "jobs": args.jobs,
                "deals": args.worlds, "slip": args.slip, "td": args.td, "epochs": args.epochs,
                "hidden": args.hidden, "seed": args.seed}
    elif four:
        meta = {"variant": args.variant, "policy": "rules", "label": "double dummy at 16 cards",
                "games": args.games, "jobs": args.jobs, "slip": args.slip, "td": args.td,
                "epochs": args.epochs, "hidden": args.hidden, "seed": args.seed}
    else:  # the keys in the order of the shipped classic-2 file
        meta = {"variant": args.variant, "policy": "lookahead", "games": args.games,
                "jobs": args.jobs, "worlds": args.worlds, "slip": args.slip, "td": args.td,
                "epochs": args.epochs, "hidden": args.hidden, "seed": args.seed}
    atomic_write_text(out, dumps(w1.tolist(), b1.tolist(), w2.tolist(), float(b2), meta))
    print(f"wrote {out} ({out.stat().st_size // 1024} KiB)")
    return 0


def gate(candidate: PolicyAgent, rival_agent: Agent, deals: int, seed: int,
         variant: str = "classic-2") -> tuple[float, float, float]:
    """The candidate's score against `rival_agent` in the arena (the real engine, pure-Python
    inference) on `deals` deals of `seed`, every seating: mean and 95 % interval. Classic-2:
    the share of games won; Chiamata (one candidate seat among four rivals): game points a
    hand, so a player as strong as its rivals scores 0."""
    rules = preset(variant)
    n = rules.players
    agents: dict[str, list[Agent]] = {"a": [candidate] * n, "b": [rival_agent] * n}
    means = []
    for deal in range(deals):
        out = play_deal(rules, "candidate", "shipped", seed, deal, agents)
        values = out.game_points if variant == "chiamata" else out.scores
        means.append(sum(values) / len(values))
    return paired_interval(means)


def league_anchor(shipped: Path, params: PolicyParams, inputs: int) -> PolicyParams:
    """The league's first entry: the shipped policy (read through the game's own checks, as
    the gate reads it), or the current parameters where none is shipped yet."""
    net = load_policy(shipped, inputs)
    if net is None:
        return {k: params[k].copy() for k in POLICY_KEYS}
    return import_policy(net)


def policy_main(args: argparse.Namespace) -> int:
    """One generation of the policy: train, measure, log, and ship only if it wins."""
    call = args.variant == "chiamata"
    if args.variant == "classic-4":
        raise SystemExit("--policy trains classic-2 or chiamata")
    path: Path = args.checkpoint or (CHECKPOINT_CALL if call else CHECKPOINT)
    if args.resume:
        ck = Checkpoint.load(path)
        print(f"resuming {path}: iteration {ck.iteration}, {ck.hands} hands so far")
    else:
        ck = Checkpoint.fresh(args.seed, args.hidden, N_FEATURES if call else N_POLICY_INPUTS)
        print(f"a fresh policy (seed {args.seed}, {args.hidden} units); writing {path}")
    generation = len(ck.log) + 1
    start = {k: v.copy() for k, v in ck.params.items()}
    out: Path = args.out or (POLICY_WEIGHTS_CALL if call else POLICY_WEIGHTS)
    if args.league and not ck.league:
        ck.league = [league_anchor(out, ck.params, N_POLICY_INPUTS_CALL if call
                                   else N_POLICY_INPUTS)]
    hands0, t0 = ck.hands, time.perf_counter()
    with contextlib.ExitStack() as stack:
        collect = (stack.enter_context(ParallelCollect(args.variant, args.workers))
                   if args.workers else None)
        update: PolicyUpdate = functools.partial(ppo_steps, batch=args.minibatch)
        if args.torch:
            from tools.policy_torch import TorchSteps
            steps = TorchSteps()
            update = functools.partial(steps, batch=args.minibatch)
            print(f"PPO steps with torch on {steps.device}")
        train_policy(ck, args.minutes, args.batch_games, args.lr, save=path,
                     game=CHIAMATA if call else None, league=args.league,
                     rival_share=args.rival_share, rival_every=args.rival_every,
                     collect=collect, update=update)
    minutes = (time.perf_counter() - t0) / 60
    rate = (ck.hands - hands0) / max(minutes, 1e-9)
    eval_rng = np.random.default_rng(10_000 + generation)
    versus = match_call if call else match
    vs_start = versus(eval_rng, ck.params, start, args.eval_deals)
    vs_random = versus(eval_rng, ck.params, random_params(ck.params), args.eval_deals)
    unit = "game points a hand" if call else "%"

    def fig(x: float) -> str:
        return f"{x:+.3f}" if call else f"{100 * x:.1f} %"

    print(f"generation {generation}: {ck.hands - hands0} hands in {minutes:.1f} min "
          f"({rate:.0f}/min with training), {ck.hands} in all; batched, greedy ({unit}): "
          f"{fig(vs_start)} against the generation's start, {fig(vs_random)} against random")
    meta = {"variant": args.variant, "trainer": "ppo", "hands": ck.hands,
            "iterations": ck.iteration, "generation": generation}
    text = export(ck.params, meta)
    inputs = N_POLICY_INPUTS_CALL if call else N_POLICY_INPUTS
    # Chiamata's bids and call are Normale's on both sides: the gate compares card play
    bidder = RulesAgent() if call else None
    candidate = PolicyAgent(parse_policy(json.loads(text), inputs), bidder)
    shipped = load_policy(out, inputs)
    gate_seed = 9000 + 17 * generation + ck.iteration  # fresh deals every generation
    rival: Agent = PolicyAgent(shipped, bidder) if shipped else RulesAgent()
    t1 = time.perf_counter()
    score, lo, hi = gate(candidate, rival, args.gate_deals, gate_seed, args.variant)
    against = "the shipped policy" if shipped else "Normale"
    games = args.gate_deals * (5 if call else 2)
    print(f"arena, {games} games (seed {gate_seed}) against {against}: "
          f"{fig(score)} ({fig(lo)} to {fig(hi)}), {time.perf_counter() - t1:.0f} s")
    # Classic-2's first policy was written whatever it scored; Chiamata's must beat Normale.
    ship = lo > (0.0 if call else 0.5) or (shipped is None and not call)
    if ship:
        atomic_write_text(out, text)
        print(f"wrote {out} ({out.stat().st_size // 1024} KiB)")
    else:
        print(f"{out} {'kept' if shipped else 'not written'}: the candidate did not beat "
              f"{against}")
    ck.log.append({"generation": generation, "hands": ck.hands, "iterations": ck.iteration,
                   "minutes": round(minutes, 1), "rate": round(rate),
                   "vs_start": round(vs_start, 4), "vs_random": round(vs_random, 4),
                   "against": against, "arena": [round(score, 4), round(lo, 4), round(hi, 4)],
                   "arena_seed": gate_seed, "shipped": ship})
    ck.save(path)
    print(f"| {generation} | {ck.hands} | {minutes:.0f} min, {rate:.0f}/min | "
          f"{fig(vs_start)} | {fig(vs_random)} | {against}: {fig(score)} "
          f"({fig(lo)} to {fig(hi)}) | {'yes' if ship else 'no'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
