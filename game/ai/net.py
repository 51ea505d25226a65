"""The Campione level's value network: P(win) from one seat's view, in pure Python.

A small MLP (inputs described in `features`, one hidden ReLU layer, sigmoid output) trained by
`tools/train_ai.py` on self-play by Esperto's lookahead, with TD(lambda) targets (docs/ai.md
has the command and its figures). Suits are renamed so that trumps are always suit 0, which
lets 124 inputs say what would otherwise take four times as many. Inference needs no numpy:
the first layer only sums the rows of the inputs that are on (about 35 of them), ~0.2 ms per
position.

The weights are read from one place, `assets/ai/value-classic-2.json`, once, on first use.
Classic four-player Briscola (pairs, the partner's hand shown at the end of the stock) has
its own network, `assets/ai/value-classic-4.json` (`features_4`, `load_4`, trained by
`tools/train_ai.py --variant classic-4`): the same layers, more inputs. So has Chiamata,
`assets/ai/value-chiamata.json` (`features_call`, `load_call`), whose inputs come from the
seat's `Observation` and so never show it the secret partner.
"""

from __future__ import annotations

import json
import math
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from game.cards import SUIT_OF, rank_index
from game.checks import DataError, want_dict, want_float, want_list
from game.files import FileProblem, read_json
from game.observation import Observation
from game.rules import Rules

WEIGHTS = Path(__file__).resolve().parent.parent.parent / "assets" / "ai" / "value-classic-2.json"
N_CARDS = 40
# Input layout: hand (40) | played (40) | turned card still in the stock (40) | extras
EXTRA = 4  # leads next, own points/120, opponent points/120, stock size/34
N_INPUTS = 3 * N_CARDS + EXTRA
WEIGHTS_4 = WEIGHTS.with_name("value-classic-4.json")
# Classic-4 layout: hand | played | turned card in the stock | partner's hand once revealed
# (40 each) | who leads next, relative to this seat (4) | team points/120, opponents'/120,
# stock size/28.
EXTRA_4 = 7
N_INPUTS_4 = 4 * N_CARDS + EXTRA_4
WEIGHTS_CALL = WEIGHTS.with_name("value-chiamata.json")
# Chiamata layout (`features_call`): hand | played (40 each) | called rank (10) | called card
# played | role: caller, partner, defender, caller alone (4) | caller, partner if known, next
# leader, relative to this seat (5 each) | each seat's points/120, relative (5) | the side's
# target/120 | cards in hand/8.
CALL_BASE = 2 * N_CARDS
N_INPUTS_CALL = CALL_BASE + 10 + 1 + 4 + 15 + 5 + 2


@dataclass(frozen=True)
class ValueNet:
    w1: tuple[tuple[float, ...], ...]  # N_INPUTS rows of `hidden` weights
    b1: tuple[float, ...]
    w2: tuple[float, ...]
    b2: float

    def value(self, active: list[int], dense: list[tuple[int, float]]) -> float:
        """P(win) for inputs that are 1 (`active`) plus a few real-valued ones."""
        w1 = self.w1
        # Column sums, left to right from the bias: the same additions in the same order as
        # a running sum, about three times faster in CPython.
        h = map(sum, zip(self.b1, *[w1[i] for i in active],
                         *[[x * b for b in w1[i]] for i, x in dense], strict=True))
        z = sum([self.b2, *[a * b for a, b in zip(h, self.w2, strict=True)
                            if a > 0.0]])
        if z < -30.0:
            return 0.0
        return 1.0 / (1.0 + math.exp(-z))


_NET: dict[tuple[Path, int], ValueNet | None] = {}


def load(path: Path = WEIGHTS, inputs: int = N_INPUTS) -> ValueNet | None:
    """The shipped network, or None if its file is missing or unreadable (the search then
    plays as Esperto rather than failing). Each shipped file is read once."""
    shipped = path in (WEIGHTS, WEIGHTS_4, WEIGHTS_CALL)
    if shipped and (path, inputs) in _NET:
        return _NET[path, inputs]
    net: ValueNet | None
    try:
        net = parse(read_json(path, 4 * 1024 * 1024), inputs)
    except (FileProblem, DataError):
        net = None
    if shipped:
        _NET[path, inputs] = net
    return net


def load_4(path: Path = WEIGHTS_4) -> ValueNet | None:
    """The classic-4 network, or None (Campione then plays classic-4 as Esperto)."""
    return load(path, N_INPUTS_4)


def load_call(path: Path = WEIGHTS_CALL) -> ValueNet | None:
    """The Chiamata network, or None (Campione then plays Chiamata as Esperto)."""
    return load(path, N_INPUTS_CALL)


_F32 = struct.Struct("<f")


def float32(x: float) -> float:
    """`x` as the nearest 32-bit float. The layers are trained in float32: a weights file names
    each with the fewest digits that pick it out, and reading widens it back exactly, so the
    network computes the same as before the digits were trimmed."""
    value: float = _F32.unpack(_F32.pack(x))[0]
    return value


def short32(x: float) -> str:
    """The fewest significant digits that read back (as float32) to the same weight."""
    v = float32(x)
    for digits in range(1, 10):
        text = f"{v:.{digits}g}"
        if float32(float(text)) == v:
            return text
    return repr(v)  # pragma: no cover - nine digits always name a float32


def dumps(w1: Sequence[Sequence[float]], b1: Sequence[float], w2: Sequence[float], b2: float,
          meta: dict[str, object]) -> str:
    """A network as JSON with each layer weight in its fewest digits (`short32`); `b2`, a
    double, in full. About half the size of Python's 17-digit floats."""
    def row(values: Sequence[float]) -> str:
        return "[" + ",".join(short32(v) for v in values) + "]"

    return ('{"w1":[' + ",".join(row(r) for r in w1) + '],"b1":' + row(b1) + ',"w2":'
            + row(w2) + ',"b2":' + json.dumps(float(b2)) + ',"meta":'
            + json.dumps(meta, separators=(",", ":")) + "}")


def parse(data: object, inputs: int = N_INPUTS) -> ValueNet:
    """The network from its JSON, every layer checked: a short row would only fail later,
    in the middle of a game (`zip(strict=True)`)."""
    data = want_dict(data, "the network")
    b1 = [float32(want_float(x, "b1", -1e6, 1e6))
          for x in want_list(data.get("b1"), "b1", 4096)]
    hidden = len(b1)
    rows = want_list(data.get("w1"), "w1", inputs)
    w2 = [float32(want_float(x, "w2", -1e6, 1e6))
          for x in want_list(data.get("w2"), "w2", hidden)]
    if not hidden or len(rows) != inputs or len(w2) != hidden:
        raise DataError(f"the network's layers do not fit ({inputs} inputs, {hidden} hidden)")
    w1 = []
    for row in rows:
        row = want_list(row, "w1", hidden)
        if len(row) != hidden:
            raise DataError("a row of w1 has the wrong length")
        w1.append(tuple(float32(want_float(x, "w1", -1e6, 1e6)) for x in row))
    return ValueNet(tuple(w1), tuple(b1), tuple(w2), want_float(data.get("b2"), "b2", -1e6, 1e6))


def supported(rules: Rules) -> bool:
    """The network was trained on classic two-player Briscola."""
    return (rules.players == 2 and rules.deck == "italian" and rules.trump == "turned"
            and rules.hand_size == 3 and rules.plays_per_turn == 1 and not rules.removed
            and rules.follow == "none" and not rules.open_hands)


def supported_4(rules: Rules) -> bool:
    """The classic-4 network was trained on pairs with the end-of-stock reveal (signals or
    talk do not change what it reads)."""
    return (rules.players == 4 and rules.teams == ((0, 2), (1, 3)) and rules.deck == "italian"
            and rules.trump == "turned" and rules.hand_size == 3 and rules.plays_per_turn == 1
            and not rules.removed and rules.follow == "none" and not rules.open_hands
            and rules.reveal_at_end_of_stock and not rules.partner_hands_shown
            and not rules.bidding and rules.total_points == 120)


def supported_call(rules: Rules) -> bool:
    """The Chiamata network was trained on §3.1's table: five alone, 40 cards, eight each, a
    card called (the bid multipliers, cappotto and who leads first do not change P(win))."""
    return (rules.players == 5 and rules.hooks.calling == "card" and rules.deck == "italian"
            and rules.hand_size == 8 and rules.plays_per_turn == 1 and not rules.removed
            and rules.follow == "none" and not rules.open_hands and rules.total_points == 120)


def card_index(trump: int, card: int) -> int:
    """Index 0..39 with suits renamed so that trumps are suit 0."""
    s = SUIT_OF[card]
    rank = rank_index(card)  # 0..6 for A..7, 10..12 for J, Q, K
    r = rank if rank < 7 else rank - 3
    s2 = 0 if s == trump else 1 + (s - (1 if s > trump else 0))
    return s2 * 10 + r


def features(trump: int, hand: list[int], played: list[int], turned_in_stock: int | None,
             leads: bool, mine: int, theirs: int, stock: int) -> tuple[list[int],
                                                                       list[tuple[int, float]]]:
    active = [card_index(trump, c) for c in hand]
    active += [N_CARDS + card_index(trump, c) for c in played]
    if turned_in_stock is not None:
        active.append(2 * N_CARDS + card_index(trump, turned_in_stock))
    base = 3 * N_CARDS
    if leads:
        active.append(base)
    dense = [(base + 1, mine / 120.0), (base + 2, theirs / 120.0), (base + 3, stock / 34.0)]
    return active, dense


def features_4(trump: int, hand: Sequence[int], played: Sequence[int],
               turned_in_stock: int | None, partner: Sequence[int], lead: int, mine: int,
               theirs: int, stock: int) -> tuple[list[int], list[tuple[int, float]]]:
    """Classic-4 inputs from one seat's view: `partner` is the partner's hand only once the
    rules have shown it (else empty), `lead` the next leader's seat minus this one (mod 4),
    `mine`/`theirs` the two teams' points."""
    active = [card_index(trump, c) for c in hand]
    active += [N_CARDS + card_index(trump, c) for c in played]
    if turned_in_stock is not None:
        active.append(2 * N_CARDS + card_index(trump, turned_in_stock))
    active += [3 * N_CARDS + card_index(trump, c) for c in partner]
    base = 4 * N_CARDS
    active.append(base + lead)
    dense = [(base + 4, mine / 120.0), (base + 5, theirs / 120.0), (base + 6, stock / 28.0)]
    return active, dense


def features_call(obs: Observation) -> tuple[list[int], list[tuple[int, float]]]:
    """Chiamata inputs from one seat's view at a trick boundary, after the call: its hand,
    the cards played, the called card and whether it has been played, its own role, where
    the caller, the partner (only if this seat knows it) and the next leader sit, and each
    seat's points. It reads the observation only, so it cannot see the secret partner."""
    view = obs.auction
    if view is None or view.called_card is None or view.bidder is None \
            or obs.trump_suit is None:
        raise ValueError("Chiamata's network judges positions after the call only")
    return call_inputs(obs.trump_suit, obs.hand, obs.played_cards(), view.called_card,
                       view.partner_revealed, obs.seat, view.bidder, view.partner, obs.leader,
                       obs.points, view.target or 61)


def call_inputs(trump: int, hand: Sequence[int], played: Sequence[int], called: int,
                revealed: bool, me: int, caller: int, partner: int | None, leader: int,
                points: Sequence[int], target: int) -> tuple[list[int],
                                                             list[tuple[int, float]]]:
    """`features_call` from its parts; the auction asks it of calls not yet made."""
    n = len(points)
    active = [card_index(trump, c) for c in hand]
    active += [N_CARDS + card_index(trump, c) for c in played]
    base = CALL_BASE
    active.append(base + card_index(trump, called))
    if revealed:
        active.append(base + 10)
    role = 0 if me == caller else 1 if partner == me else 2
    active.append(base + 11 + role)
    if partner is not None and partner == caller:
        active.append(base + 14)
    active.append(base + 15 + (caller - me) % n)
    if partner is not None:
        active.append(base + 20 + (partner - me) % n)
    active.append(base + 25 + (leader - me) % n)
    dense = [(base + 30 + (s - me) % n, points[s] / 120.0) for s in range(n)]
    dense += [(base + 35, target / 120.0), (base + 36, len(hand) / 8.0)]
    return active, dense
