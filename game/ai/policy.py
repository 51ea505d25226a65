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

Chiamata has its own policy (`assets/ai/policy-chiamata.json`, trained by `tools/train_ai.py
--variant chiamata --policy` on `tools/batch_chiamata.py`): the same layers over 162 inputs
(`policy_features_call`), the Chiamata value network's 117 (`net.features_call`: never the
secret partner before the called card shows) and the trick so far: its cards (40) and who is
winning it, relative to this seat (5). `BatchChiamata.features` computes the same numbers
(`tests/test_ai_policy_call.py` holds them equal at every decision).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from game import actions as A
from game.ai.agent import Agent
from game.ai.net import (
    N_CARDS,
    N_INPUTS_CALL,
    card_index,
    features_call,
    supported,
    supported_call,
)
from game.cards import winning_index
from game.checks import DataError, want_dict, want_float, want_list
from game.files import FileProblem, read_json
from game.observation import Observation
from game.rules import Rules
from game.state import HandState

POLICY_WEIGHTS = (Path(__file__).resolve().parent.parent.parent / "assets" / "ai"
                  / "policy-classic-2.json")
N_POLICY_INPUTS = 4 * N_CARDS + 4
POLICY_WEIGHTS_CALL = POLICY_WEIGHTS.with_name("policy-chiamata.json")
CALL_SEATS = 5
N_POLICY_INPUTS_CALL = N_INPUTS_CALL + N_CARDS + CALL_SEATS
MAX_UNITS = 512
SPREAD_FLOOR = 0.05  # a spread reply drops the answers the policy gives less often
MAX_FILE = 2 * 1024 * 1024  # a shipped policy is read only up to this size
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
        h1 = first_layer(self.w1, self.b1, features)
        w2 = self.w2
        h2 = [max(0.0, v) for v in map(sum, zip(self.b2, *[[a * w for w in w2[i]]
                                                          for i, a in enumerate(h1) if a > 0.0],
                                               strict=True))]
        return [self.b3[c] + sum([a * w for a, w in zip(h2, self.w3[c], strict=True)])
                for c in cards]


def first_layer(w1: Sequence[Sequence[float]], b1: Sequence[float],
                features: Features) -> list[float]:
    """A first layer's ReLU units from sparse inputs: the bias plus the rows of the inputs that
    are on, and the valued inputs' rows times their values (no multiplication by 0 or 1)."""
    active, dense = features
    return [max(0.0, v) for v in map(sum, zip(b1, *[w1[i] for i in active],
                                              *[[x * w for w in w1[i]] for i, x in dense],
                                              strict=True))]


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


def policy_features_call(obs: Observation) -> Features:
    """The Chiamata policy's inputs from this seat's observation, after the call:
    `features_call` (whose "played" block holds the trick's cards too), then the cards of the
    trick so far and the seat winning it, relative to this one."""
    active, dense = features_call(obs)
    if obs.trick:
        trump = obs.trump_suit if obs.trump_suit is not None else 0
        active += [N_INPUTS_CALL + card_index(trump, c) for _, c in obs.trick]
        best_seat = obs.trick[winning_index([c for _, c in obs.trick], obs.rules.strength,
                                            trump)][0]
        active.append(N_INPUTS_CALL + N_CARDS + (best_seat - obs.seat) % CALL_SEATS)
    return active, dense


def card_probs(net: PolicyNet, obs: Observation, plays: Sequence[int]) -> dict[int, float]:
    """The network's probability of each card in `plays` (a softmax over them alone); the
    inputs are Chiamata's where its rules are played, else classic-2's."""
    trump = obs.trump_suit if obs.trump_suit is not None else 0
    features = policy_features_call(obs) if supported_call(obs.rules) else policy_features(obs)
    return probs_of(net, trump, features, plays)


_POLICY: dict[Path, PolicyNet | None] = {}


def load_policy(path: Path = POLICY_WEIGHTS, inputs: int = N_POLICY_INPUTS) -> PolicyNet | None:
    """The shipped policy, read once, or None if its file is missing or unreadable."""
    shipped = path in (POLICY_WEIGHTS, POLICY_WEIGHTS_CALL)
    if shipped and path in _POLICY:
        return _POLICY[path]
    net: PolicyNet | None
    try:
        net = parse_policy(read_json(path, MAX_FILE), inputs)
    except (FileProblem, DataError):
        net = None
    if shipped:
        _POLICY[path] = net
    return net


def load_policy_call(path: Path = POLICY_WEIGHTS_CALL) -> PolicyNet | None:
    """The Chiamata policy, or None (Campione then plays Chiamata without it)."""
    return load_policy(path, N_POLICY_INPUTS_CALL)


def policy_for(rules: Rules) -> PolicyNet | None:
    """The policy where one was trained (classic two-player; Chiamata), else None."""
    if supported(rules):
        return load_policy()
    return load_policy_call() if supported_call(rules) else None


def matrix_of(data: dict[str, object], key: str, rows: int, cols: int | None) -> list[
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


def vector_of(data: dict[str, object], key: str, size: int) -> tuple[float, ...]:
    out = tuple(want_float(x, key, -1e6, 1e6) for x in want_list(data.get(key), key, size))
    if len(out) != size:
        raise DataError(f"{key} has {len(out)} values, not {size}")
    return out


def parse_policy(data: object, inputs: int = N_POLICY_INPUTS) -> PolicyNet:
    """The policy from its JSON (`inputs` rows of w1), every layer's shape and every number
    checked."""
    data = want_dict(data, "the policy")
    w1 = matrix_of(data, "w1", inputs, None)
    h1 = len(w1[0])
    w2 = matrix_of(data, "w2", h1, None)
    h2 = len(w2[0])
    w3 = matrix_of(data, "w3", N_CARDS, h2)
    return PolicyNet(tuple(w1), vector_of(data, "b1", h1), tuple(w2), vector_of(data, "b2", h2),
                     tuple(w3), vector_of(data, "b3", N_CARDS))


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


def fits(net: PolicyNet, rules: Rules) -> bool:
    """The network was trained for these rules: classic-2's inputs or Chiamata's."""
    inputs = len(net.w1)
    return (supported(rules) and inputs == N_POLICY_INPUTS) or (
        supported_call(rules) and inputs == N_POLICY_INPUTS_CALL)


class PolicyAgent:
    """The policy alone, its most likely card (tools and tests: the training's arena gate,
    the honesty tests). Without a network, or where it was not trained, it plays its first
    legal card; other decisions (Chiamata's bids and call) are `bidder`'s, if given, else the
    first legal action."""

    name = "policy"

    def __init__(self, net: PolicyNet | None, bidder: Agent | None = None) -> None:
        self.net = net
        self.bidder = bidder

    def choose(self, obs: Observation, rng: random.Random, budget: float | None = None) -> int:
        plays = [a for a in obs.legal if 0 <= a < 52]
        if not plays:
            return obs.legal[0] if self.bidder is None else self.bidder.choose(obs, rng, budget)
        if self.net is None or len(plays) == 1 or not fits(self.net, obs.rules):
            return plays[0]
        probs = card_probs(self.net, obs, plays)
        return max(plays, key=probs.__getitem__)
