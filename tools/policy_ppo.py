"""PPO self-play for Campione's classic-2 policy network, on the batched engine (numpy).

`tools/train_ai.py --policy` drives it: each iteration plays `games` hands at once with the
current network choosing in both seats (`tools/batch_engine.py`), every decision from the
seat's honest view (`BatchGames.features`), then takes PPO steps on them (clipped ratio,
generalised advantage estimation over each seat's twenty decisions, one shared trunk with a
policy and a value head). The reward is the hand's result from the seat's side: +1 win,
0 tie, -1 loss. A quarter of the hands (after the first generation) face an earlier
generation kept in the checkpoint, so the policy does not only learn to beat its latest self.

Everything that training needs to continue, parameters, Adam's moments, the iteration count,
the earlier generation and the log, lives in one small `.npz` checkpoint
(`tools/checkpoints/policy-classic-2.npz`, kept in the repository, never shipped).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import numpy as np

from game.ai.policy import N_POLICY_INPUTS, PolicyNet
from tools.batch_engine import INVERSE, TRICKS, BatchGames, N

CHECKPOINT = Path(__file__).resolve().parent / "checkpoints" / "policy-classic-2.npz"
KEYS = ("w1", "b1", "w2", "b2", "w3", "b3", "wv", "bv")
POLICY_KEYS = KEYS[:6]
Params = dict[str, np.ndarray]


def init_params(rng: np.random.Generator, h1: int = 128, h2: int = 128,
                inputs: int = N_POLICY_INPUTS) -> Params:
    def he(a: int, b: int) -> np.ndarray:
        return rng.normal(0, np.sqrt(2 / a), (a, b)).astype(np.float32)
    return {"w1": he(inputs, h1), "b1": np.zeros(h1, np.float32),
            "w2": he(h1, h2), "b2": np.zeros(h2, np.float32),
            "w3": (he(h2, N) * 0.01).astype(np.float32), "b3": np.zeros(N, np.float32),
            "wv": (he(h2, 1) * 0.1).astype(np.float32), "bv": np.zeros(1, np.float32)}


def forward(p: Params, x: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, ...]:
    """Hidden layers, masked log-probabilities over the 40 (renamed) cards and the value."""
    h1 = np.maximum(x @ p["w1"] + p["b1"], 0)
    h2 = np.maximum(h1 @ p["w2"] + p["b2"], 0)
    z = h2 @ p["w3"] + p["b3"]
    z = np.where(mask, z, -1e9)
    z = z - z.max(axis=1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    v = (h2 @ p["wv"] + p["bv"])[:, 0]
    return h1, h2, logp, v


def policy_logp(p: Params, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
    h1 = np.maximum(x @ p["w1"] + p["b1"], 0)
    h2 = np.maximum(h1 @ p["w2"] + p["b2"], 0)
    z = np.where(mask, h2 @ p["w3"] + p["b3"], -1e9)
    z = z - z.max(axis=1, keepdims=True)
    return np.asarray(z - np.log(np.exp(z).sum(axis=1, keepdims=True)))


def sample(rng: np.random.Generator, logp: np.ndarray, greedy: bool = False) -> np.ndarray:
    if greedy:
        return np.asarray(logp.argmax(axis=1))
    g = rng.gumbel(size=logp.shape)
    return np.asarray((logp + g).argmax(axis=1))


@dataclass
class Rollout:
    x: np.ndarray  # (2 * TRICKS, B, F)
    mask: np.ndarray  # (2 * TRICKS, B, 40)
    action: np.ndarray  # (2 * TRICKS, B) renamed card index
    logp: np.ndarray
    value: np.ndarray
    seat: np.ndarray
    learner: np.ndarray  # (2 * TRICKS, B) the decision was the learner's
    results: np.ndarray  # (B, 2)


class Batch(Protocol):
    """What a batched engine offers the rollout loop (`BatchGames`, `BatchChiamata`)."""

    rows: np.ndarray
    trump: np.ndarray

    def to_act(self) -> np.ndarray: ...
    def features(self) -> np.ndarray: ...
    def legal(self) -> np.ndarray: ...
    def play(self, cards: np.ndarray) -> object: ...


def roll(rng: np.random.Generator, batch: Batch, nets: list[Params], seat_net: np.ndarray,
         steps: int, inputs: int, greedy: bool, record: bool,
         outcome: Callable[[], np.ndarray]) -> Rollout | np.ndarray:
    """Every decision of `steps`, all hands at once, each seat's card chosen by its own net;
    the one loop of classic-2's rollouts and Chiamata's. `outcome()` scores the hands."""
    games = len(batch.rows)
    if record:
        xs = np.zeros((steps, games, inputs), np.float32)
        masks = np.zeros((steps, games, N), bool)
        acts = np.zeros((steps, games), np.int64)
        logps = np.zeros((steps, games), np.float32)
        vals = np.zeros((steps, games), np.float32)
        seats = np.zeros((steps, games), np.int64)
    rows = batch.rows
    for k in range(steps):
        seat = batch.to_act()
        x = batch.features()
        inv = INVERSE[batch.trump]
        mask = batch.legal()[rows[:, None], inv]
        who = seat_net[rows, seat]
        action = np.zeros(games, np.int64)
        value = np.zeros(games, np.float32)
        chosen_logp = np.zeros(games, np.float32)
        for i, net in enumerate(nets):
            sel = np.flatnonzero(who == i)
            if not len(sel):
                continue
            if i == 0 and record:
                _, _, lp, v = forward(net, x[sel], mask[sel])
                value[sel] = v
            else:
                lp = policy_logp(net, x[sel], mask[sel])
            a = sample(rng, lp, greedy)
            action[sel] = a
            chosen_logp[sel] = lp[np.arange(len(sel)), a]
        if record:
            xs[k], masks[k], acts[k], logps[k], vals[k], seats[k] = (
                x, mask, action, chosen_logp, value, seat)
        batch.play(inv[rows, action])
    results = outcome()
    if not record:
        return results
    learner = seat_net[rows[None, :], seats] == 0
    return Rollout(xs, masks, acts, logps, vals, seats, learner, results)


def play(rng: np.random.Generator, games: int, nets: list[Params],
         seat_net: np.ndarray | None = None, greedy: bool = False,
         record: bool = True) -> Rollout | np.ndarray:
    """`games` hands; seat s of hand b is played by nets[seat_net[b, s]] (default: nets[0]
    everywhere). Returns the rollout (net 0's decisions marked) or only the results."""
    batch = BatchGames.deal(rng, games)
    if seat_net is None:
        seat_net = np.zeros((games, 2), np.int64)
    return roll(rng, batch, nets, seat_net, 2 * TRICKS, N_POLICY_INPUTS, greedy, record,
                batch.results)


def advantages(ro: Rollout, lam: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """GAE(lambda), gamma 1, over each seat's own decisions (one per trick); the reward, the
    hand's result as +1/0/-1, comes after the seat's last card."""
    return seat_advantages(ro.value, ro.seat, 2.0 * ro.results - 1.0, TRICKS, lam)


def seat_advantages(value: np.ndarray, seat: np.ndarray, reward: np.ndarray, decisions: int,
                    lam: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """GAE(lambda), gamma 1, over each seat's own `decisions` in a hand, whoever acts when
    (`seat`: (steps, B)); `reward[b, s]` comes after seat s's last card. Any number of seats:
    classic-2's two and Chiamata's five share it."""
    steps, games = value.shape
    adv = np.zeros((steps, games), np.float32)
    ret = np.zeros((steps, games), np.float32)
    cols = np.arange(games)
    for s in range(reward.shape[1]):
        # (decisions, B): the steps at which seat s acted, in order (row-major nonzero)
        idx = np.nonzero(np.equal(seat.T, s))[1].reshape(games, decisions).T
        v = value[idx, cols]
        gae = np.zeros(games, np.float32)
        nxt = reward[:, s].astype(np.float32)
        for t in range(decisions - 1, -1, -1):
            delta = nxt - v[t]
            gae = delta + lam * gae
            adv[idx[t], cols] = gae
            ret[idx[t], cols] = gae + v[t]
            nxt = v[t]
            # after the first step back, the next value stands in for the reward (gamma 1)
    return adv, ret


@dataclass
class Adam:
    m: Params = field(default_factory=dict)
    v: Params = field(default_factory=dict)
    t: int = 0

    def step(self, p: Params, g: Params, lr: float) -> None:
        self.t += 1
        for k in KEYS:
            if k not in self.m:
                self.m[k] = np.zeros_like(p[k])
                self.v[k] = np.zeros_like(p[k])
            self.m[k] = 0.9 * self.m[k] + 0.1 * g[k]
            self.v[k] = 0.999 * self.v[k] + 0.001 * g[k] * g[k]
            mh = self.m[k] / (1 - 0.9 ** self.t)
            vh = self.v[k] / (1 - 0.999 ** self.t)
            p[k] -= (lr * mh / (np.sqrt(vh) + 1e-8)).astype(np.float32)


@dataclass
class Samples:
    """The learner's decisions of some rollouts that teach something (more than one legal
    card), flattened: what PPO's steps read. `adv` is not yet normalised, so samples from
    several processes join before it is."""

    x: np.ndarray
    mask: np.ndarray
    act: np.ndarray
    old: np.ndarray
    adv: np.ndarray
    ret: np.ndarray

    @classmethod
    def join(cls, parts: list[Samples]) -> Samples:
        return cls(*(np.concatenate([getattr(s, k) for s in parts])
                     for k in ("x", "mask", "act", "old", "adv", "ret")))

    def __len__(self) -> int:
        return len(self.act)


def samples(ro: Rollout, adv_ret: tuple[np.ndarray, np.ndarray]) -> Samples:
    adv, ret = adv_ret
    keep = ro.learner.reshape(-1)
    mask = ro.mask.reshape(-1, N)[keep]
    # decisions with one legal card teach nothing
    useful = mask.sum(axis=1) > 1
    x = ro.x.reshape(-1, ro.x.shape[-1])[keep][useful]
    return Samples(x, mask[useful], ro.action.reshape(-1)[keep][useful],
                   ro.logp.reshape(-1)[keep][useful], adv.reshape(-1)[keep][useful],
                   ret.reshape(-1)[keep][useful])


def ppo_update(p: Params, opt: Adam, ro: Rollout, rng: np.random.Generator, lr: float,
               epochs: int = 3, batch: int = 4096, clip: float = 0.2, c_value: float = 0.5,
               c_entropy: float = 0.01,
               adv_ret: tuple[np.ndarray, np.ndarray] | None = None) -> dict[str, float]:
    """PPO steps on the learner's decisions; `adv_ret` (advantages, returns) defaults to
    classic-2's (`advantages`)."""
    s = samples(ro, advantages(ro) if adv_ret is None else adv_ret)
    return ppo_steps(p, opt, s, rng, lr, epochs, batch, clip, c_value, c_entropy)


def ppo_steps(p: Params, opt: Adam, s: Samples, rng: np.random.Generator, lr: float,
              epochs: int = 3, batch: int = 4096, clip: float = 0.2, c_value: float = 0.5,
              c_entropy: float = 0.01) -> dict[str, float]:
    """PPO's clipped steps (numpy, gradients by hand) on `s`, in place on `p` and `opt`.
    `tools/policy_torch.py` takes the same steps on a GPU."""
    x, mask, act, old, ret_f = s.x, s.mask, s.act, s.old, s.ret
    adv_f = (s.adv - s.adv.mean()) / (s.adv.std() + 1e-8)
    n = len(act)
    stats = {"pi": 0.0, "v": 0.0, "ent": 0.0, "kl": 0.0}
    count = 0
    for _ in range(epochs):
        order = rng.permutation(n)
        for i in range(0, n, batch):
            idx = order[i:i + batch]
            xb, mb, ab = x[idx], mask[idx], act[idx]
            h1, h2, logp, v = forward(p, xb, mb)
            m = len(idx)
            rows = np.arange(m)
            lp_a = logp[rows, ab]
            ratio = np.exp(lp_a - old[idx])
            a = adv_f[idx]
            unclipped = ratio * a
            clipped = np.clip(ratio, 1 - clip, 1 + clip) * a
            active = unclipped <= clipped
            prob = np.exp(logp) * mb
            safe_logp = np.where(mb, logp, 0.0)
            ent = -(prob * safe_logp).sum(axis=1)
            # d loss / d logits
            g_lpa = np.where(active, -a * ratio, 0.0) / m
            dz = -prob * g_lpa[:, None]
            dz[rows, ab] += g_lpa
            dz += c_entropy / m * prob * (safe_logp + ent[:, None])
            dv = 2 * c_value * (v - ret_f[idx]) / m
            g: Params = {"w3": h2.T @ dz, "b3": dz.sum(0),
                         "wv": (h2.T @ dv)[:, None], "bv": np.array([dv.sum()])}
            dh2 = (dz @ p["w3"].T + np.outer(dv, p["wv"][:, 0])) * (h2 > 0)
            g["w2"], g["b2"] = h1.T @ dh2, dh2.sum(0)
            dh1 = (dh2 @ p["w2"].T) * (h1 > 0)
            g["w1"], g["b1"] = xb.T @ dh1, dh1.sum(0)
            opt.step(p, {k: np.asarray(val, np.float32) for k, val in g.items()}, lr)
            stats["pi"] += float(-np.minimum(unclipped, clipped).mean())
            stats["v"] += float(((v - ret_f[idx]) ** 2).mean())
            stats["ent"] += float(ent.mean())
            stats["kl"] += float((old[idx] - lp_a).mean())
            count += 1
    return {k: val / max(1, count) for k, val in stats.items()}


def match(rng: np.random.Generator, a: Params, b: Params, deals: int) -> float:
    """A's score against B (1 win, ½ tie) over `deals` deals, each played with the seats
    swapped, both choosing their most likely card."""
    seed = int(rng.integers(1 << 62))
    total = 0.0
    for swap in (0, 1):
        seat_net = np.tile(np.array([swap, 1 - swap]), (deals, 1))
        res = play(np.random.default_rng(seed), deals, [a, b], seat_net, greedy=True,
                   record=False)
        assert isinstance(res, np.ndarray)
        total += float(res[np.arange(deals), swap].sum())
    return total / (2 * deals)


def random_params(p: Params) -> Params:
    """A network that plays uniformly at random (zero output layer)."""
    q = {k: v.copy() for k, v in p.items()}
    q["w3"][:] = 0
    q["b3"][:] = 0
    return q


@dataclass
class Checkpoint:
    params: Params
    opt: Adam
    iteration: int
    hands: int
    rng_state: dict[str, object]
    rival: Params  # an earlier generation, opponent for part of the self-play
    log: list[dict[str, object]]
    # With a league (`train(league=K)`), the earlier generations the rival hands draw from:
    # the first entry stays (the policy shipped when the league began), the rest are the
    # last K - 1 snapshots, so the policy is not only chasing its own latest version.
    league: list[Params] = field(default_factory=list)

    def save(self, path: Path) -> None:
        arrays: dict[str, np.ndarray] = {f"p_{k}": v for k, v in self.params.items()}
        arrays |= {f"m_{k}": v.astype(np.float16) for k, v in self.opt.m.items()}
        arrays |= {f"v_{k}": v.astype(np.float32) for k, v in self.opt.v.items()}
        arrays |= {f"r_{k}": v.astype(np.float16) for k, v in self.rival.items()}
        for i, snap in enumerate(self.league):
            arrays |= {f"l{i}_{k}": snap[k].astype(np.float16) for k in POLICY_KEYS}
        meta = {"iteration": self.iteration, "hands": self.hands, "adam_t": self.opt.t,
                "rng": self.rng_state, "log": self.log, "league": len(self.league)}
        arrays["meta"] = np.frombuffer(json.dumps(meta).encode(), np.uint8)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.stem + ".tmp.npz")
        np.savez_compressed(tmp, **arrays)  # type: ignore[arg-type]
        os.replace(tmp, path)  # atomic: a crash leaves the previous checkpoint whole

    @classmethod
    def load(cls, path: Path) -> Checkpoint:
        with np.load(path) as data:
            meta = json.loads(bytes(data["meta"]).decode())
            params = {k: data[f"p_{k}"].astype(np.float32) for k in KEYS}
            opt = Adam({k: data[f"m_{k}"].astype(np.float32) for k in KEYS if f"m_{k}" in data},
                       {k: data[f"v_{k}"].astype(np.float32) for k in KEYS if f"v_{k}" in data},
                       int(meta["adam_t"]))
            rival = {k: data[f"r_{k}"].astype(np.float32) for k in KEYS}
            league = [{k: data[f"l{i}_{k}"].astype(np.float32) for k in POLICY_KEYS}
                      for i in range(int(meta.get("league", 0)))]
        return cls(params, opt, int(meta["iteration"]), int(meta["hands"]), meta["rng"], rival,
                   list(meta["log"]), league)

    @classmethod
    def fresh(cls, seed: int, hidden: int, inputs: int = N_POLICY_INPUTS) -> Checkpoint:
        rng = np.random.default_rng(seed)
        params = init_params(rng, hidden, hidden, inputs)
        return cls(params, Adam(), 0, 0, dict(rng.bit_generator.state), random_params(params),
                   [])


@dataclass(frozen=True)
class Game:
    """What the training loop needs of a variant: its seats, how it plays a batch of hands
    (`play`'s signature) and its advantages (`advantages`' signature)."""

    seats: int
    play: Callable[[np.random.Generator, int, list[Params], np.ndarray], Rollout | np.ndarray]
    advantages: Callable[[Rollout], tuple[np.ndarray, np.ndarray]]


CLASSIC_2 = Game(2, play, advantages)
Collect = Callable[[np.random.Generator, int, list[Params], np.ndarray], Samples]
Update = Callable[[Params, Adam, Samples, np.random.Generator, float], dict[str, float]]


def in_process(game: Game) -> Collect:
    """Rollouts played here, one process (`tools/policy_parallel.py` spreads them)."""
    def collect(rng: np.random.Generator, games: int, nets: list[Params],
                seat_net: np.ndarray) -> Samples:
        ro = game.play(rng, games, nets, seat_net)
        assert isinstance(ro, Rollout)
        return samples(ro, game.advantages(ro))
    return collect


def train(ck: Checkpoint, minutes: float, games: int, lr: float, rival_share: float = 0.25,
          rival_every: int = 50, report: int = 10, save: Path | None = None,
          save_every: int = 20, game: Game | None = None, league: int = 0,
          collect: Collect | None = None, update: Update = ppo_steps) -> Checkpoint:
    """PPO iterations until `minutes` have passed (one at least). The checkpoint is updated
    in place, and written to `save` every `save_every` iterations: a stopped run loses little.
    `game` says how a variant plays its rollouts (default: classic-2's `play`). With
    `league` > 0 each rival hand's opponent is drawn from `ck.league` (at most `league`
    entries, a snapshot added every `rival_every` iterations) instead of the one rival.
    `collect` plays the rollouts (default: `in_process`), `update` takes the PPO steps
    (default: numpy's `ppo_steps`; `tools/policy_torch.py` offers a GPU's)."""
    game = game or CLASSIC_2
    collect = collect or in_process(game)
    rng = np.random.default_rng()
    rng.bit_generator.state = ck.rng_state
    t0 = time.perf_counter()
    start_hands = ck.hands
    while True:  # one iteration at least
        seat_net = np.zeros((games, game.seats), np.int64)
        nets = [ck.params, *ck.league] if league and ck.league else [ck.params, ck.rival]
        if ck.iteration >= rival_every or (league and ck.league):
            vs = rng.random(games) < rival_share
            n = int(vs.sum())
            # two nets: every rival hand faces nets[1] (and the random stream stays as before)
            who = rng.integers(1, len(nets), n) if len(nets) > 2 else 1
            seat_net[vs, rng.integers(0, game.seats, n)] = who
        stats = update(ck.params, ck.opt, collect(rng, games, nets, seat_net), rng, lr)
        ck.iteration += 1
        ck.hands += games
        if ck.iteration % rival_every == 0:
            ck.rival = {k: v.copy() for k, v in ck.params.items()}
            if league:
                ck.league.append({k: ck.params[k].copy() for k in POLICY_KEYS})
                if len(ck.league) > league:
                    del ck.league[1]  # the oldest snapshot; the first entry stays
        if ck.iteration % report == 0:
            rate = (ck.hands - start_hands) / (time.perf_counter() - t0) * 60
            print(f"iteration {ck.iteration}: {ck.hands} hands ({rate:.0f}/min with training), "
                  f"entropy {stats['ent']:.3f}, value loss {stats['v']:.3f}, "
                  f"kl {stats['kl']:.4f}", flush=True)
        if save is not None and ck.iteration % save_every == 0:
            ck.rng_state = rng.bit_generator.state
            ck.save(save)
        if time.perf_counter() - t0 >= minutes * 60:
            break
    ck.rng_state = rng.bit_generator.state
    return ck


def import_policy(net: PolicyNet) -> Params:
    """A policy the game has read and checked (`load_policy`) as arrays: the policy layers
    only, enough to play as a rival."""
    out = {k: np.asarray(getattr(net, k), np.float32) for k in POLICY_KEYS}
    out["w3"] = out["w3"].T.copy()  # the game keeps one row per card
    return out


def export(params: Params, meta: dict[str, object]) -> str:
    """The policy's JSON for the game (`game.ai.policy.parse_policy`); 5 decimals."""
    out: dict[str, object] = {}
    for k in POLICY_KEYS:
        v = np.round(params[k].astype(np.float64), 5)
        out[k] = v.T.tolist() if k == "w3" else v.tolist()
    out["meta"] = meta
    return json.dumps(out, separators=(",", ":"))
