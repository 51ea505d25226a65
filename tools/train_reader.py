"""Train Campione's hand reader (`game.ai.reader`) on Esperto-v-Esperto hands (numpy; dev-time).

    nice -n 10 python tools/train_ai.py --reader --games 10000 --jobs 2 --seed 700

writes assets/ai/reader-classic-2.json and prints the figures quoted in docs/ai.md. Each
hand is played by Esperto in both seats; at every decision where some of the opponent's cards
are unknown (and the unseen cards are more than it holds), the acting seat's inputs
(`reader_features`, its observation only) are recorded with the opponent's hidden cards as
the target. The network is a softmax over the unseen cards, trained to put mass 1/k on each of
the k hidden ones (cross-entropy); the last tenth of the hands is held out, and the loss there
is printed in nats a hidden card beside the uniform guess's, and in nats a hand by the stock
left.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from game.ai.factory import make_agent
from game.ai.net import N_CARDS, card_index
from game.ai.reader import (
    BLOCK,
    N_BINARY,
    N_DENSE,
    N_READER_INPUTS,
    READER_WEIGHTS,
    RECENT,
    reader_features,
)
from game.ai.world import hidden_pool
from game.files import atomic_write_text
from game.rules import preset
from game.state import HandState

Params = list[np.ndarray]  # w1 (inputs x h), b1, w2 (h x 40), b2
DECIMALS = 4  # the file's precision: 750 KB at 128 units, the probabilities within 2e-4


def play_chunk(job: tuple[int, int]) -> tuple[np.ndarray, ...]:
    """`games` hands from `seed`: the 0/1 inputs, the valued ones, the unseen cards' mask,
    the hidden cards' share of the target (renamed cards), the stock left at each row."""
    games, seed = job
    rules = preset("classic-2")
    rng = random.Random(seed)
    agents = [make_agent("esperto", None, f"seat{s}") for s in range(2)]
    xs: list[np.ndarray] = []
    ds: list[list[float]] = []
    masks: list[np.ndarray] = []
    ys: list[np.ndarray] = []
    stocks: list[int] = []
    for _ in range(games):
        state = HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(2))
        rngs = [random.Random(rng.getrandbits(64)) for _ in range(2)]
        while not state.is_over:
            seat = state.turn
            obs = state.observe(seat)
            opp = 1 - seat
            pool = hidden_pool(obs)
            hidden = [c for c in state.hands[opp] if c not in obs.known[opp]]
            if hidden and len(pool) > len(hidden):
                trump = obs.trump_suit if obs.trump_suit is not None else 0
                active, dense = reader_features(obs)
                x = np.zeros(N_BINARY, np.uint8)
                x[active] = 1
                ds.append([v for _, v in dense])
                mask = np.zeros(N_CARDS, np.uint8)
                mask[[card_index(trump, c) for c in pool]] = 1
                y = np.zeros(N_CARDS, np.float32)
                y[[card_index(trump, c) for c in hidden]] = 1.0 / len(hidden)
                xs.append(x)
                masks.append(mask)
                ys.append(y)
                stocks.append(obs.stock_size)
            state.apply(agents[seat].choose(obs, rngs[seat], None))
    if not xs:
        return (np.zeros((0, N_BINARY), np.uint8), np.zeros((0, N_DENSE), np.float32),
                np.zeros((0, N_CARDS), np.uint8), np.zeros((0, N_CARDS), np.float32),
                np.zeros(0, np.int16))
    return (np.stack(xs), np.array(ds, np.float32), np.stack(masks), np.stack(ys),
            np.array(stocks, np.int16))


def generate(games: int, seed: int, jobs: int) -> tuple[np.ndarray, ...]:
    """The rows of `games` hands on `jobs` processes, in hand order (the held-out tenth is
    whole hands); the same seed gives the same rows however many processes."""
    chunk = 50
    specs = [(min(chunk, games - g), seed * 1_000_003 + g // chunk)
             for g in range(0, games, chunk)]
    if jobs <= 1:
        parts = [play_chunk(s) for s in specs]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(play_chunk, specs))
    return tuple(np.concatenate([p[i] for p in parts]) for i in range(5))


def card_blocks() -> list[int]:
    """Where each 40-card block of the 0/1 inputs starts."""
    starts = [k * N_CARDS for k in range(6)]
    for j in range(RECENT):
        starts += [6 * N_CARDS + j * BLOCK, 6 * N_CARDS + j * BLOCK + N_CARDS]
    return starts


def plain_suit_orders() -> list[np.ndarray]:
    """The six orders of the 40 renamed cards that exchange the plain suits' names (1..3);
    the value network's renamings (`train_ai.suit_renamings`) are built from them too."""
    out = []
    for perm in itertools.permutations((1, 2, 3)):
        cards = np.arange(N_CARDS)
        for old, new in zip((1, 2, 3), perm, strict=True):
            cards[new * 10:new * 10 + 10] = np.arange(old * 10, old * 10 + 10)
        out.append(cards)
    return out


def suit_renamings() -> list[tuple[np.ndarray, np.ndarray]]:
    """Column orders (0/1 inputs, cards) that rename the three plain suits: the same
    position with the suits' names exchanged, six positions for one."""
    out = []
    for cards in plain_suit_orders():
        cols = np.arange(N_BINARY)
        for start in card_blocks():
            cols[start:start + N_CARDS] = start + cards
        out.append((cols, cards))
    return out


def inputs_of(xb: np.ndarray, xd: np.ndarray) -> np.ndarray:
    """The network's input rows: the 0/1 block, then the valued inputs."""
    return np.concatenate([xb.astype(np.float32), xd], 1)


def probs(params: Params, x: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The hidden layer and the softmax over each row's unseen cards."""
    w1, b1, w2, b2 = params
    h = np.maximum(x @ w1 + b1, 0.0)
    z = np.where(mask > 0, h @ w2 + b2, -1e9)
    z -= z.max(1, keepdims=True)
    e = np.exp(z) * (mask > 0)
    return h, e / e.sum(1, keepdims=True)


def nats(params: Params, x: np.ndarray, mask: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Cross-entropy a hidden card of each row."""
    _, p = probs(params, x, mask)
    return np.asarray(-(y * np.log(np.maximum(p, 1e-12))).sum(1))


def train(data: tuple[np.ndarray, ...], hidden: int, epochs: int, seed: int,
          rename: bool = True) -> Params:
    """Adam on minibatches of 512 (fewer rows: one batch), each under a random renaming of
    the plain suits, the learning rate times 0.6 each epoch; prints the held-out figures
    after each."""
    xb, xd, mask, y, stock = data
    n = len(y)
    cut = n - n // 10
    rng = np.random.default_rng(seed)
    inputs = N_READER_INPUTS
    params: Params = [rng.normal(0, (2 / inputs) ** 0.5, (inputs, hidden)).astype(np.float32),
                      np.zeros(hidden, np.float32),
                      rng.normal(0, (1 / hidden) ** 0.5, (hidden, N_CARDS)).astype(np.float32),
                      np.zeros(N_CARDS, np.float32)]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    lr, step, batch = 1e-3, 0, min(512, max(1, cut))
    va = slice(cut, n)
    x_va = inputs_of(xb[va], xd[va])
    uniform = float(np.mean(np.log(mask[va].sum(1))))
    renamings = suit_renamings() if rename else suit_renamings()[:1]
    for epoch in range(epochs):
        order = rng.permutation(cut)
        for s in range(0, cut - batch + 1, batch):
            j = order[s:s + batch]
            cols, cards = renamings[rng.integers(len(renamings))]
            x = inputs_of(xb[j][:, cols], xd[j])
            h, p = probs(params, x, mask[j][:, cards])
            g = (p - y[j][:, cards]) / batch
            gh = (g @ params[2].T) * (h > 0)
            grads = (x.T @ gh, gh.sum(0), h.T @ g, g.sum(0))
            step += 1
            for k, gr in enumerate(grads):
                m[k] = 0.9 * m[k] + 0.1 * gr
                v[k] = 0.999 * v[k] + 0.001 * gr * gr
                params[k] -= lr * (m[k] / (1 - 0.9 ** step)) / (
                    np.sqrt(v[k] / (1 - 0.999 ** step)) + 1e-8)
        lr *= 0.6
        held = nats(params, x_va, mask[va], y[va])
        print(f"epoch {epoch}: held out {held.mean():.4f} nats a hidden card "
              f"(uniform {uniform:.4f})", flush=True)
    report(params, x_va, mask[va], y[va], stock[va])
    return params


def report(params: Params, x: np.ndarray, mask: np.ndarray, y: np.ndarray,
           stock: np.ndarray) -> None:
    """What the reader knows beyond the uniform guess, in nats a hand, by the stock left."""
    k = (y > 0).sum(1)
    gain = (np.log(mask.sum(1)) - nats(params, x, mask, y)) * k
    for lo, hi in ((28, 34), (20, 27), (12, 19), (6, 11), (1, 5), (0, 0)):
        rows = (stock >= lo) & (stock <= hi)
        if rows.any():
            print(f"stock {lo}-{hi}: {gain[rows].mean():.3f} nats a hand "
                  f"({int(rows.sum())} positions)")


def export(params: Params, meta: dict[str, object]) -> str:
    """The reader's JSON for the game (`game.ai.reader.parse_reader`): one row of w2 per
    card, as the game keeps it."""
    w1, b1, w2, b2 = (np.round(p.astype(np.float64), DECIMALS) for p in params)
    return json.dumps({"w1": w1.tolist(), "b1": b1.tolist(), "w2": w2.T.tolist(),
                       "b2": b2.tolist(), "meta": meta}, separators=(",", ":"))


def reader_main(args: argparse.Namespace) -> int:
    """`train_ai.py --reader`: play (or read `--cache`), train, write the weights."""
    out: Path = args.out or READER_WEIGHTS
    cache: Path | None = args.cache
    t0 = time.perf_counter()
    if cache is not None and cache.exists():
        with np.load(cache) as z:
            data = tuple(z[k] for k in ("binary", "dense", "mask", "y", "stock"))
    else:
        data = generate(args.games, args.seed, args.jobs)
        if cache is not None:
            np.savez_compressed(cache, binary=data[0], dense=data[1], mask=data[2], y=data[3],
                                stock=data[4])
    print(f"self-play: {args.games} hands, {len(data[3])} positions in "
          f"{time.perf_counter() - t0:.0f} s", flush=True)
    t1 = time.perf_counter()
    params = train(data, args.hidden, args.epochs, seed=1)
    print(f"training: {time.perf_counter() - t1:.0f} s")
    meta = {"variant": "classic-2", "players": "esperto", "games": args.games,
            "positions": len(data[3]), "hidden": args.hidden, "epochs": args.epochs,
            "seed": args.seed}
    atomic_write_text(out, export(params, meta))
    print(f"wrote {out} ({out.stat().st_size // 1024} KiB)")
    return 0
