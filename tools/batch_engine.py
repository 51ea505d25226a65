"""Classic two-player Briscola for thousands of hands at once, in numpy (training only).

The game's engine (`game.state.HandState`) plays one hand at a time in pure Python, about a
millisecond a hand before any player thinks; self-play training needs millions of hands. Here
every array has the hands along its first axis, and since a classic-2 hand always has twenty
tricks of two cards, all hands are at the same trick at the same time: a step is "the seat to
act in every hand plays one card", a handful of array operations whatever the batch size.

Cards are compact indices 0..39 (`suit * 10 + rank index`, ranks A 2 3 4 5 6 7 J Q K); `COMPACT`
and `CARD_ID` convert to and from the game's card ids. The deal follows `HandState.new` exactly
(`decks_from_states` reads real deals), which `tests/test_batch_engine.py` and
`python tools/batch_engine.py --check 10000` check play for play against the real engine.

Features (`features`) are one seat's honest view, suits renamed so that trumps are suit 0 as in
`game.ai.net.card_index`; `game.ai.policy.policy_features` computes the same numbers from an
`Observation`, and the tests hold the two equal.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one thread a process (tools/train_ai.py)

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.policy import N_POLICY_INPUTS
from game.cards import card, rank_of, suit_of
from game.rules import preset
from game.state import HandState

N = 40
TRICKS = 20
DRAW_TRICKS = 17  # tricks after which both players draw (34 cards in the stock)
RANK_IDS = (1, 2, 3, 4, 5, 6, 7, 11, 12, 13)
# Strength within a suit and points, by rank index (A 2 3 4 5 6 7 J Q K).
STRENGTH = np.array([10, 1, 9, 2, 3, 4, 5, 6, 7, 8], np.int8)
POINTS = np.array([11, 0, 10, 0, 0, 0, 0, 2, 3, 4], np.int16)
CARD_STRENGTH = np.tile(STRENGTH, 4)
CARD_POINTS = np.tile(POINTS, 4)
CARD_SUIT = np.repeat(np.arange(4, dtype=np.int8), 10)
CARD_ID = np.array([card(s, r) for s in range(4) for r in RANK_IDS], np.int16)
COMPACT = {int(c): i for i, c in enumerate(CARD_ID)}


def renamings() -> np.ndarray:
    """RENAME[trump, card]: the card's index once suits are renamed so that trumps are suit 0
    and the others keep their order (`game.ai.net.card_index`); INVERSE[trump] undoes it."""
    out = np.zeros((4, N), np.int64)
    for trump in range(4):
        for c in range(N):
            s, r = divmod(c, 10)
            s2 = 0 if s == trump else 1 + (s - (1 if s > trump else 0))
            out[trump, c] = s2 * 10 + r
    return out


RENAME = renamings()
INVERSE = np.argsort(RENAME, axis=1)


def compact_deck(deck: Sequence[int]) -> list[int]:
    return [COMPACT[c] for c in deck]


def decks_from_states(states: Sequence[HandState]) -> tuple[np.ndarray, np.ndarray]:
    """The deal orders and dealers of real classic-2 hands, as the batch engine takes them."""
    return (np.array([compact_deck(s.deck_order) for s in states], np.int64),
            np.array([s.dealer for s in states], np.int64))


class BatchGames:
    """`len(decks)` classic-2 hands stepped together. `decks[b, 0]` is the first card dealt,
    as in `HandState.new(deck=...)`; `dealers[b]` deals hand b."""

    def __init__(self, decks: np.ndarray, dealers: np.ndarray) -> None:
        b = len(decks)
        self.size = b
        self.rows = np.arange(b)
        first = (dealers + 1) % 2
        self.hands = np.zeros((b, 2, N), bool)
        for k in range(6):  # one card at a time, from the dealer's right
            seat = (first + k) % 2
            self.hands[self.rows, seat, decks[:, k]] = True
        self.turned = decks[:, 6].copy()
        self.trump = CARD_SUIT[self.turned].astype(np.int64)
        # stock order: deck[7] is drawn first, the turned card last
        self.draws = np.concatenate([decks[:, 7:], decks[:, 6:7]], axis=1)
        self.played = np.zeros((b, N), bool)
        self.points = np.zeros((b, 2), np.int64)
        self.leader = first.astype(np.int64)
        self.lead_card = np.full(b, -1, np.int64)
        self.trick = 0
        self.following = False

    @classmethod
    def deal(cls, rng: np.random.Generator, size: int) -> BatchGames:
        decks = rng.permuted(np.tile(np.arange(N), (size, 1)), axis=1)
        return cls(decks, rng.integers(0, 2, size))

    @property
    def over(self) -> bool:
        return self.trick >= TRICKS

    @property
    def stock_size(self) -> int:
        return max(0, 2 * (DRAW_TRICKS - self.trick))

    def to_act(self) -> np.ndarray:
        return (self.leader + 1) % 2 if self.following else self.leader

    def legal(self) -> np.ndarray:
        """(B, 40) the cards the seat to act may play: its hand (classic rules: any card)."""
        return np.asarray(self.hands[self.rows, self.to_act()])

    def features(self) -> np.ndarray:
        """(B, N_POLICY_INPUTS) the seat to act's honest view (`game.ai.policy`)."""
        seat = self.to_act()
        inv = INVERSE[self.trump]
        rows = self.rows[:, None]
        x = np.zeros((self.size, N_POLICY_INPUTS), np.float32)
        x[:, 0:N] = self.hands[rows, seat[:, None], inv]
        x[:, N:2 * N] = self.played[rows, inv]
        if self.following:
            x[self.rows, 2 * N + RENAME[self.trump, self.lead_card]] = 1.0
        if self.stock_size:
            x[self.rows, 3 * N + RENAME[self.trump, self.turned]] = 1.0
        x[:, 4 * N] = 0.0 if self.following else 1.0
        x[:, 4 * N + 1] = self.points[self.rows, seat] / 120.0
        x[:, 4 * N + 2] = self.points[self.rows, 1 - seat] / 120.0
        x[:, 4 * N + 3] = self.stock_size / 34.0
        return x

    def play(self, cards: np.ndarray) -> np.ndarray | None:
        """The seat to act in every hand plays `cards` (compact, each in its hand). After the
        second card of a trick: the trick's winners (B,), else None."""
        seat = self.to_act()
        if not self.hands[self.rows, seat, cards].all():
            raise ValueError("a card not in its player's hand")
        self.hands[self.rows, seat, cards] = False
        if not self.following:
            self.lead_card = cards.copy()
            self.following = True
            return None
        lead = self.lead_card
        ls, fs = CARD_SUIT[lead], CARD_SUIT[cards]
        follower_wins = np.where(ls == fs, CARD_STRENGTH[cards] > CARD_STRENGTH[lead],
                                 fs == self.trump)
        winner = np.where(follower_wins, seat, self.leader)
        self.points[self.rows, winner] += CARD_POINTS[lead] + CARD_POINTS[cards]
        self.played[self.rows, lead] = True
        self.played[self.rows, cards] = True
        if self.trick < DRAW_TRICKS:
            k = 2 * self.trick
            self.hands[self.rows, winner, self.draws[:, k]] = True
            self.hands[self.rows, 1 - winner, self.draws[:, k + 1]] = True
        self.leader = winner
        self.lead_card = np.full(self.size, -1, np.int64)
        self.following = False
        self.trick += 1
        return winner

    def results(self) -> np.ndarray:
        """(B, 2) each seat's result once the hands are over: 1 win, ½ tie (60-60), 0 loss."""
        p = self.points
        return np.where(p > 60, 1.0, np.where(p == 60, 0.5, 0.0))


def random_cards(rng: np.random.Generator, legal: np.ndarray) -> np.ndarray:
    """One uniformly random legal card per hand."""
    noise = rng.random(legal.shape) * legal
    return np.asarray(noise.argmax(axis=1))


def check(games: int, seed: int) -> int:
    """Play `games` hands with random cards in both engines, dealt from the same seeds:
    every legal set, trick winner and point total must agree. Returns the hands compared."""
    rules = preset("classic-2")
    rng = random.Random(seed)
    states = [HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(2))
              for _ in range(games)]
    decks, dealers = decks_from_states(states)
    batch = BatchGames(decks, dealers)
    choice = np.random.default_rng(seed)
    while not batch.over:
        legal = batch.legal()
        seats = batch.to_act()
        cards = random_cards(choice, legal)
        for b, st in enumerate(states):
            if st.turn != seats[b]:
                raise AssertionError(f"hand {b}: seat to act {st.turn} v {seats[b]}")
            real = sorted(COMPACT[c] for c in st.legal_actions())
            if real != list(np.flatnonzero(legal[b])):
                raise AssertionError(f"hand {b}, trick {batch.trick}: legal sets differ")
            st.apply(int(CARD_ID[cards[b]]))
        winners = batch.play(cards)
        if winners is None:
            continue
        for b, st in enumerate(states):
            if st.tricks[-1].winner != winners[b] or st.points != list(batch.points[b]):
                raise AssertionError(f"hand {b}, trick {batch.trick}: winner or points differ")
    res = batch.results()
    for b, st in enumerate(states):
        out = st.result()
        want = [0.5, 0.5] if out.winner is None else [1.0 * (out.winner == s) for s in (0, 1)]
        if not st.is_over or list(res[b]) != want or sum(st.points) != 120:
            raise AssertionError(f"hand {b}: the results differ")
    return games


def _card_sanity() -> None:
    for i, c in enumerate(CARD_ID):
        assert suit_of(int(c)) == CARD_SUIT[i] and rank_of(int(c)) == RANK_IDS[i % 10]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", type=int, default=0, metavar="GAMES",
                    help="compare GAMES random hands with the real engine")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    _card_sanity()
    if args.check:
        t0 = time.perf_counter()
        n = check(args.check, args.seed)
        print(f"{n} hands, every legal set, trick winner, point total and result equal to "
              f"game.state.HandState's ({time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
