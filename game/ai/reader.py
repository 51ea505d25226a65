"""Campione's hand reader for classic two-player Briscola: which unseen cards the other seat
is likely to hold, from what it has played.

Campione's one-trick lookahead gains about +15 score points a game when its worlds hold the
opponent's true hand, and about +5 when one of its three cards is known (docs/ai.md, stop 47):
the lookahead is worth what its worlds know. Uniform worlds ignore that a player who threw a
bare card on an Ace probably had nothing better. The reader is a small network trained on
Esperto-v-Esperto hands (`tools/train_reader.py`): from one seat's view it gives a weight to
each unseen card, and a world deals the opponent's hidden cards one by one in proportion to
those weights, the rest shuffled into the stock under the turned card.

Inputs (`reader_features`, the seat's `Observation` only; suits renamed so that trumps are
suit 0, `net.card_index`): own hand | the unseen cards | the opponent's cards this seat knows
(40 each) | the opponent's leads | its answers | the cards of the tricks it took (40 each) |
its last six plays, the latest first, each a block of the card, the card it answered (or
"it led"), "it took the trick" and "the stock held more than ten cards" | stock/34 | own
points/120 | its points/120 | its hidden cards/3 | the turned card still under the stock |
it has just led to this seat. It runs in pure Python like the policy (`game.ai.policy`): the
first layer sums the rows of the inputs that are on, about 0.3 ms a decision.

The weights are read from `assets/ai/reader-classic-2.json` once, through the same checks as
the other networks; missing or malformed, Campione draws its worlds uniformly as before.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from game.ai.net import N_CARDS, card_index, supported
from game.ai.policy import MAX_FILE, Features, first_layer, matrix_of, vector_of
from game.ai.world import Sampler, build_state, hidden_pool
from game.checks import DataError, want_dict
from game.files import FileProblem, read_json
from game.observation import Observation
from game.state import HandState

READER_WEIGHTS = (Path(__file__).resolve().parent.parent.parent / "assets" / "ai"
                  / "reader-classic-2.json")
RECENT = 6  # the opponent's latest plays, each with a block of its own
BLOCK = 2 * N_CARDS + 3  # its card | the card it answered | led | took it | stock large
N_BINARY = 6 * N_CARDS + RECENT * BLOCK
N_DENSE = 6
N_READER_INPUTS = N_BINARY + N_DENSE
FIRST_STOCK = 34  # classic-2's stock after the deal, the turned card included
LARGE_STOCK = 10  # a play made while the stock held more than this many cards


@dataclass(frozen=True)
class ReaderNet:
    w1: tuple[tuple[float, ...], ...]  # N_READER_INPUTS rows of h
    b1: tuple[float, ...]
    w2: tuple[tuple[float, ...], ...]  # 40 rows (one per renamed card) of h
    b2: tuple[float, ...]

    def logits(self, features: Features, cards: Sequence[int]) -> list[float]:
        """The output for the renamed card indices `cards` only."""
        h = first_layer(self.w1, self.b1, features)
        return [self.b2[c] + sum([a * w for a, w in zip(h, self.w2[c], strict=True)])
                for c in cards]


def reader_features(obs: Observation) -> Features:
    """The reader's inputs from this seat's observation (classic two-player rules)."""
    me, opp = obs.seat, 1 - obs.seat
    trump = obs.trump_suit if obs.trump_suit is not None else 0

    def idx(card: int) -> int:
        return card_index(trump, card)

    active = [idx(c) for c in obs.hand]
    active += [N_CARDS + idx(c) for c in hidden_pool(obs)]
    active += [2 * N_CARDS + idx(c) for c in obs.known[opp]]
    # The opponent's plays: (card, the card it answered or None, took the trick, trick no.)
    theirs: list[tuple[int, int | None, bool, int]] = []
    tricks = [*((t.plays, t.winner) for t in obs.tricks), (obs.trick, None)]
    for k, (plays, winner) in enumerate(tricks):
        for i, (seat, card) in enumerate(plays):
            if seat == opp:
                theirs.append((card, plays[0][1] if i else None, winner == opp, k))
    for card, answered, took, _ in theirs:
        active.append((3 if answered is None else 4) * N_CARDS + idx(card))
        if took:
            active.append(5 * N_CARDS + idx(card))
    for j, (card, answered, took, k) in enumerate(reversed(theirs[-RECENT:])):
        base = 6 * N_CARDS + j * BLOCK
        active.append(base + idx(card))
        active.append(base + 2 * N_CARDS if answered is None else base + N_CARDS + idx(answered))
        if took:
            active.append(base + 2 * N_CARDS + 1)
        if FIRST_STOCK - 2 * k > LARGE_STOCK:
            active.append(base + 2 * N_CARDS + 2)
    need = obs.hand_sizes[opp] - len(obs.known[opp])
    just_led = len(obs.trick) == 1 and obs.trick[0][0] == opp
    dense = [obs.stock_size / FIRST_STOCK, obs.points[me] / 120.0, obs.points[opp] / 120.0,
             need / 3.0, 1.0 if obs.trump_in_stock else 0.0, 1.0 if just_led else 0.0]
    return active, [(N_BINARY + i, x) for i, x in enumerate(dense)]


def hidden_weights(net: ReaderNet, obs: Observation) -> dict[int, float]:
    """Each unseen card's weight for the opponent's hand (a softmax over them, summing to 1)."""
    trump = obs.trump_suit if obs.trump_suit is not None else 0
    pool = hidden_pool(obs)
    logits = net.logits(reader_features(obs), [card_index(trump, c) for c in pool])
    top = max(logits)
    exps = [math.exp(z - top) for z in logits]
    total = sum(exps)
    return {c: e / total for c, e in zip(pool, exps, strict=True)}


def reader_sampler(net: ReaderNet, obs: Observation, sharpness: float = 1.0) -> Sampler | None:
    """Worlds for this decision with the opponent's hidden cards drawn as the reader weighs
    them (each weight to the power `sharpness`: above 1 the likely cards come more often than
    the reader says), or None where there is nothing to read (classic two-player rules only,
    and only while some of its cards are unknown and the unseen cards are more than it
    holds)."""
    if not supported(obs.rules):
        return None
    opp = 1 - obs.seat
    need = obs.hand_sizes[opp] - len(obs.known[opp])
    weights = hidden_weights(net, obs) if need > 0 else {}
    if len(weights) <= need:
        return None
    pool = list(weights)
    masses = [weights[c] ** sharpness for c in pool]
    turned = [obs.trump_card] if obs.trump_in_stock and obs.trump_card is not None else []

    def sample(rng: random.Random) -> HandState:
        left = list(pool)
        mass = list(masses)
        drawn: list[int] = []
        for _ in range(need):
            point = rng.random() * sum(mass)
            j, acc = 0, mass[0]
            while acc < point and j < len(left) - 1:
                j += 1
                acc += mass[j]
            drawn.append(left.pop(j))
            mass.pop(j)
        rng.shuffle(left)
        hands: list[list[int]] = [[], []]
        hands[obs.seat] = list(obs.hand)
        hands[opp] = [*obs.known[opp], *drawn]
        return build_state(obs, hands, turned + left)

    return sample


_READER: dict[Path, ReaderNet | None] = {}


def load_reader(path: Path = READER_WEIGHTS) -> ReaderNet | None:
    """The shipped reader, read once, or None if its file is missing or unreadable."""
    shipped = path == READER_WEIGHTS
    if shipped and path in _READER:
        return _READER[path]
    net: ReaderNet | None
    try:
        net = parse_reader(read_json(path, MAX_FILE))
    except (FileProblem, DataError):
        net = None
    if shipped:
        _READER[path] = net
    return net


def parse_reader(data: object) -> ReaderNet:
    """The reader from its JSON, every layer's shape and every number checked."""
    data = want_dict(data, "the hand reader")
    w1 = matrix_of(data, "w1", N_READER_INPUTS, None)
    h = len(w1[0])
    w2 = matrix_of(data, "w2", N_CARDS, h)
    return ReaderNet(tuple(w1), vector_of(data, "b1", h), tuple(w2), vector_of(data, "b2", N_CARDS))
