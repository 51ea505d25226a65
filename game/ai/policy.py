"""Campione's policy network for classic two-player Briscola: P(card) from one seat's view.

Trained by self-play (PPO) on the batched engine of `tools/batch_engine.py` with
`tools/train_ai.py --policy` (numpy, dev-time); here it runs in pure Python like the value
network (`game.ai.net`): the first layer sums the rows of the ~30 inputs that are on, the
second multiplies only the units that fired, and the output is computed for the legal cards
alone, about a millisecond a decision.

Inputs (`policy_features`, the seat's `Observation` only), suits renamed so that trumps are
suit 0 (`net.card_index`): own hand | cards of finished tricks | the card led to this seat, if
any | the turned card while it lies under the stock (40 each) | leading | own points/120 |
opponent's points/120 | stock size/34. The batched engine computes the same numbers
(`tests/test_batch_engine.py` holds them equal).

The weights are read from `assets/ai/policy-classic-2.json` once, through the same checks as
the value networks; missing or malformed, Campione plays without it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from game import actions as A
from game.ai.net import N_CARDS, card_index, supported
from game.checks import DataError, want_dict, want_float, want_list
from game.files import FileProblem, read_json
from game.observation import Observation
from game.rules import Rules
from game.state import HandState

POLICY_WEIGHTS = (Path(__file__).resolve().parent.parent.parent / "assets" / "ai"
                  / "policy-classic-2.json")
N_POLICY_INPUTS = 4 * N_CARDS + 4
MAX_UNITS = 512
SPREAD_FLOOR = 0.05  # a spread reply drops the answers the policy gives less often
Features = tuple[list[int], list[tuple[int, float]]]


@dataclass(frozen=True)
class PolicyNet:
    w1: tuple[tuple[float, ...], ...]  # N_POLICY_INPUTS rows of h1
    b1: tuple[float, ...]
    w2: tuple[tuple[float, ...], ...]  # h1 rows of h2
    b2: tuple[float, ...]
    w3: tuple[tuple[float, ...], ...]  # 40 rows (one per renamed card) of h2
    b3: tuple[float, ...]

    def logits(self, features: Features, cards: Sequence[int]) -> list[float]:
        """The output for the renamed card indices `cards` only."""
        active, dense = features
        w1 = self.w1
        h1 = [max(0.0, v) for v in map(sum, zip(self.b1, *[w1[i] for i in active],
                                                   *[[x * w for w in w1[i]] for i, x in dense],
                                                   strict=True))]
        w2 = self.w2
        h2 = [max(0.0, v) for v in map(sum, zip(self.b2, *[[a * w for w in w2[i]]
                                                          for i, a in enumerate(h1) if a > 0.0],
                                               strict=True))]
        return [self.b3[c] + sum([a * w for a, w in zip(h2, self.w3[c], strict=True)])
                for c in cards]


def policy_features(obs: Observation) -> Features:
    """The network's inputs from this seat's observation (classic two-player rules)."""
    me = obs.seat
    return features_at(obs.trump_suit if obs.trump_suit is not None else 0, obs.hand,
                       [c for t in obs.tricks for _, c in t.plays],
                       obs.trick[0][1] if obs.trick else None,
                       obs.trump_card if obs.trump_in_stock else None,
                       obs.points[me], obs.points[1 - me], obs.stock_size)


def features_at(trump: int, hand: Sequence[int], finished: Sequence[int], led: int | None,
                turned: int | None, mine: int, theirs: int, stock: int) -> Features:
    """The inputs from their parts: a seat's view at any moment of the hand, which the
    opponent model of `game.ai.inference` rebuilds for the opponent's past plays."""
    active = [card_index(trump, c) for c in hand]
    active += [N_CARDS + card_index(trump, c) for c in finished]
    base = 4 * N_CARDS
    active.append(base if led is None else 2 * N_CARDS + card_index(trump, led))
    if turned is not None:
        active.append(3 * N_CARDS + card_index(trump, turned))
    return active, [(base + 1, mine / 120.0), (base + 2, theirs / 120.0),
                    (base + 3, stock / 34.0)]


def probs_of(net: PolicyNet, trump: int, features: Features,
             plays: Sequence[int]) -> dict[int, float]:
    """The network's probability of each card in `plays` (a softmax over them alone)."""
    logits = net.logits(features, [card_index(trump, c) for c in plays])
    top = max(logits)
    exps = [math.exp(z - top) for z in logits]
    total = sum(exps)
    return {c: e / total for c, e in zip(plays, exps, strict=True)}


def card_probs(net: PolicyNet, obs: Observation, plays: Sequence[int]) -> dict[int, float]:
    """The network's probability of each card in `plays` (a softmax over them alone)."""
    trump = obs.trump_suit if obs.trump_suit is not None else 0
    return probs_of(net, trump, policy_features(obs), plays)


_POLICY: dict[Path, PolicyNet | None] = {}


def load_policy(path: Path = POLICY_WEIGHTS) -> PolicyNet | None:
    """The shipped policy, read once, or None if its file is missing or unreadable."""
    if path == POLICY_WEIGHTS and path in _POLICY:
        return _POLICY[path]
    net: PolicyNet | None
    try:
        net = parse_policy(read_json(path, 4 * 1024 * 1024))
    except (FileProblem, DataError):
        net = None
    if path == POLICY_WEIGHTS:
        _POLICY[path] = net
    return net


def policy_for(rules: Rules) -> PolicyNet | None:
    """The policy where it was trained (classic two-player), else None."""
    return load_policy() if supported(rules) else None


def _matrix(data: dict[str, object], key: str, rows: int, cols: int | None) -> list[
        tuple[float, ...]]:
    """`rows` rows of numbers, all as long as the first (or `cols`)."""
    out = []
    for row in want_list(data.get(key), key, rows):
        row = want_list(row, key, MAX_UNITS)
        cols = len(row) if cols is None else cols
        if not row or len(row) != cols:
            raise DataError(f"a row of {key} has the wrong length")
        out.append(tuple(want_float(x, key, -1e6, 1e6) for x in row))
    if len(out) != rows:
        raise DataError(f"{key} has {len(out)} rows, not {rows}")
    return out


def _vector(data: dict[str, object], key: str, size: int) -> tuple[float, ...]:
    out = tuple(want_float(x, key, -1e6, 1e6) for x in want_list(data.get(key), key, size))
    if len(out) != size:
        raise DataError(f"{key} has {len(out)} values, not {size}")
    return out


def parse_policy(data: object) -> PolicyNet:
    """The policy from its JSON, every layer's shape and every number checked."""
    data = want_dict(data, "the policy")
    w1 = _matrix(data, "w1", N_POLICY_INPUTS, None)
    h1 = len(w1[0])
    w2 = _matrix(data, "w2", h1, None)
    h2 = len(w2[0])
    w3 = _matrix(data, "w3", N_CARDS, h2)
    return PolicyNet(tuple(w1), _vector(data, "b1", h1), tuple(w2), _vector(data, "b2", h2),
                     tuple(w3), _vector(data, "b3", N_CARDS))


def reply_model(net: PolicyNet, spread: bool) -> Callable[[HandState], list[tuple[int, float]]]:
    """The seat to act in a sampled world answers as the policy would from ITS view there
    (`HandState.observe`: its hand in that world and the public cards, never the hand of the
    seat that sampled the world): its likeliest card, or with `spread` every card it would
    play at least 5 % of the time, weighted by its probability."""

    def reply(state: HandState) -> list[tuple[int, float]]:
        obs = state.observe(state.turn)
        plays = [a for a in obs.legal if A.is_play(a)]
        probs = card_probs(net, obs, plays)
        if not spread:
            return [(max(plays, key=probs.__getitem__), 1.0)]
        kept = [(c, p) for c, p in probs.items() if p >= SPREAD_FLOOR]
        total = sum(p for _, p in kept)
        return [(c, p / total) for c, p in kept]

    return reply


class PolicyAgent:
    """The policy alone, its most likely card (tools and tests: the training's arena gate,
    the honesty tests). Without a network, or off classic-2, it plays its first legal card."""

    name = "policy"

    def __init__(self, net: PolicyNet | None) -> None:
        self.net = net

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        plays = [a for a in obs.legal if 0 <= a < 52]
        if not plays:
            return obs.legal[0]
        if self.net is None or len(plays) == 1 or not supported(obs.rules):
            return plays[0]
        probs = card_probs(self.net, obs, plays)
        return max(plays, key=probs.__getitem__)
