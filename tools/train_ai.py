"""Train the Campione value network on rules-player self-play (numpy; a dev-time tool).

    nice -n 10 python tools/train_ai.py --games 40000 --epochs 6 --seed 1

writes assets/ai/value-classic-2.json and prints the figures quoted in docs/ai.md. Every
position at a trick boundary is recorded from both seats' views, labelled with that seat's
final result (1 win, ½ tie, 0 loss); the network learns P(win | both play the rules), which
is what the Campione level's one-trick lookahead needs.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.net import N_INPUTS, WEIGHTS, features
from game.ai.search import rollout_move
from game.ai.tables import tables
from game.files import atomic_write_text
from game.rules import preset
from game.state import HandState

Row = tuple[int, list[int], list[tuple[int, float]]]


def position_rows(state: HandState, gone: list[int]) -> list[Row]:
    trump = state.trump_suit if state.trump_suit is not None else 0
    turned = state.trump_card if state.stock else None
    rows = []
    for seat in (0, 1):
        active, dense = features(trump, state.hands[seat], gone, turned, state.turn == seat,
                                 state.points[seat], state.points[1 - seat], len(state.stock))
        rows.append((seat, active, dense))
    return rows


def generate(games: int, seed: int, slip: float) -> tuple[np.ndarray, np.ndarray]:
    rules = preset("classic-2")
    t = tables(rules)
    rng = random.Random(seed)
    xs: list[np.ndarray] = []
    ys: list[float] = []
    for _ in range(games):
        state = HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(2))
        gone: list[int] = []
        pending: list[Row] = []
        gone_mask = 0
        while not state.is_over:
            if not state.trick_cards:
                pending.extend(position_rows(state, gone))
            legal = state.legal_actions()
            if rng.random() < slip:
                c = legal[rng.randrange(len(legal))]  # some variety in the positions seen
            else:
                c = rollout_move(state, t, gone_mask)
            state.apply(c)
            gone.append(c)
            gone_mask |= 1 << c
        res = state.result()
        for seat, active, dense in pending:
            x = np.zeros(N_INPUTS, dtype=np.float32)
            x[active] = 1.0
            for i, v in dense:
                x[i] = v
            xs.append(x)
            ys.append(1.0 if res.winner == seat else 0.5 if res.winner is None else 0.0)
    return np.stack(xs), np.array(ys, dtype=np.float32)


def train(x: np.ndarray, y: np.ndarray, hidden: int, epochs: int, seed: int,
          lr: float = 2e-3, batch: int = 512) -> dict[str, object]:
    rng = np.random.default_rng(seed)
    n = len(x)
    cut = int(n * 0.9)
    order = rng.permutation(n)
    xt, yt, xv, yv = x[order[:cut]], y[order[:cut]], x[order[cut:]], y[order[cut:]]
    w1 = rng.normal(0, np.sqrt(2 / N_INPUTS), (N_INPUTS, hidden)).astype(np.float32)
    b1 = np.zeros(hidden, np.float32)
    w2 = rng.normal(0, np.sqrt(1 / hidden), hidden).astype(np.float32)
    b2 = np.float32(0.0)
    params = [w1, b1, w2]
    m = [np.zeros_like(p) for p in params] + [0.0]
    v = [np.zeros_like(p) for p in params] + [0.0]
    step = 0

    def loss_of(xb: np.ndarray, yb: np.ndarray) -> float:
        h = np.maximum(xb @ w1 + b1, 0)
        p = 1 / (1 + np.exp(-(h @ w2 + b2)))
        p = np.clip(p, 1e-6, 1 - 1e-6)
        return float(-np.mean(yb * np.log(p) + (1 - yb) * np.log(1 - p)))

    for epoch in range(epochs):
        perm = rng.permutation(cut)
        for i in range(0, cut, batch):
            idx = perm[i:i + batch]
            xb, yb = xt[idx], yt[idx]
            pre = xb @ w1 + b1
            h = np.maximum(pre, 0)
            p = 1 / (1 + np.exp(-(h @ w2 + b2)))
            g = (p - yb) / len(idx)
            gw2 = h.T @ g
            gb2 = float(g.sum())
            gh = np.outer(g, w2) * (pre > 0)
            gw1 = xb.T @ gh
            gb1 = gh.sum(0)
            step += 1
            grads = [gw1, gb1, gw2]
            for k, (p_, g_) in enumerate(zip(params, grads, strict=True)):
                m[k] = 0.9 * m[k] + 0.1 * g_
                v[k] = 0.999 * v[k] + 0.001 * g_ * g_
                mh = m[k] / (1 - 0.9 ** step)
                vh = v[k] / (1 - 0.999 ** step)
                p_ -= lr * mh / (np.sqrt(vh) + 1e-8)
            m[3] = 0.9 * m[3] + 0.1 * gb2
            v[3] = 0.999 * v[3] + 0.001 * gb2 * gb2
            b2 = np.float32(b2 - lr * (m[3] / (1 - 0.9 ** step))
                            / (np.sqrt(v[3] / (1 - 0.999 ** step)) + 1e-8))
        base = float(-np.mean(yv * np.log(yv.mean()) + (1 - yv) * np.log(1 - yv.mean())))
        print(f"epoch {epoch + 1}: train loss {loss_of(xt[:50000], yt[:50000]):.4f}, "
              f"validation loss {loss_of(xv, yv):.4f} (constant guess {base:.4f})", flush=True)
    h = np.maximum(xv @ w1 + b1, 0)
    p = 1 / (1 + np.exp(-(h @ w2 + b2)))
    decided = yv != 0.5
    acc = float(np.mean((p[decided] > 0.5) == (yv[decided] > 0.5)))
    print(f"validation: {len(yv)} positions, winner predicted {100 * acc:.1f} % of the time")
    return {"w1": np.round(w1, 5).tolist(), "b1": np.round(b1, 5).tolist(),
            "w2": np.round(w2, 5).tolist(), "b2": round(float(b2), 5)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=40000)
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--slip", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=WEIGHTS)
    args = ap.parse_args()
    t0 = time.perf_counter()
    x, y = generate(args.games, args.seed, args.slip)
    print(f"self-play: {args.games} games, {len(y)} positions in "
          f"{time.perf_counter() - t0:.0f} s", flush=True)
    t1 = time.perf_counter()
    weights = train(x, y, args.hidden, args.epochs, args.seed)
    print(f"training: {time.perf_counter() - t1:.0f} s")
    weights["meta"] = {"variant": "classic-2", "games": args.games, "epochs": args.epochs,
                       "hidden": args.hidden, "seed": args.seed, "slip": args.slip}
    atomic_write_text(args.out, json.dumps(weights, separators=(",", ":")))
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
