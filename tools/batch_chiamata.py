"""Briscola Chiamata's card play for thousands of hands at once, in numpy (training only).

Self-play time at Chiamata goes into the eight tricks of five cards, not into the auction, so
the auction is not batched: each hand takes its outcome (`Calls`: the caller, the called card,
whose suit is trump, and the points the side must reach) from the real engine's auction
(`calls_from_states`) or from a cheap rule (`rule_calls`) that `script_auction` bids in the
real engine, bid for bid. The secret partner is whoever was dealt the called card. Like
`tools/batch_engine.py` for classic-2, every array has the hands along its first axis and
all hands are at the same card of the same trick (no stock, no follow rule: the legal cards
are the hand), so a step is "the seat to act in every hand plays a card".

The deal follows `HandState.new` exactly. `python tools/batch_chiamata.py --check 10000` plays
the same deals, auctions and random cards in both engines and compares every seat to act,
legal set, trick winner, seat's points, partner, side total and game points;
`tools/chiamata_bench.py` times self-play. `features` is a seat's honest view:
`game.ai.net.features_call`'s 117 inputs (equal to the game's, tested) and the trick so far.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one thread a process (tools/train_ai.py)

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import actions as A
from game.ai.net import N_INPUTS_CALL
from game.cards import rank_of, suit_of
from game.rules import preset
from game.state import HandState, Phase
from game.variants import auction, chiamata
from tools.batch_engine import (
    CARD_ID,
    CARD_POINTS,
    CARD_STRENGTH,
    CARD_SUIT,
    COMPACT,
    INVERSE,
    RENAME,
    STRENGTH,
    N,
    compact_deck,
)

SEATS = 5
TRICKS = 8
# Rank indices from the strongest (A 3 K Q J 7 6 5 4 2): the order a caller looks for one.
CALL_ORDER = np.argsort(-STRENGTH.astype(np.int64))
TABLE = N_INPUTS_CALL  # the cards of the trick so far (40), then who is winning it (5)
N_FEATURES = TABLE + N + SEATS


class CheckError(AssertionError):
    """The batch and the real engine disagree."""


@dataclass(frozen=True)
class Calls:
    """Each hand's auction outcome: caller seat, called card (compact), the caller side's
    target (61, or the points bid) and who leads the first trick."""

    caller: np.ndarray
    called: np.ndarray
    target: np.ndarray
    leader: np.ndarray


def deal_hands(decks: np.ndarray, dealers: np.ndarray) -> np.ndarray:
    """(B, 5, 40) who holds what: one card at a time from the dealer's right (§1)."""
    b = len(decks)
    hands = np.zeros((b, SEATS, N), bool)
    for k in range(N):
        hands[np.arange(b), (dealers + 1 + k) % SEATS, decks[:, k]] = True
    return hands


def rule_calls(hands: np.ndarray, dealers: np.ndarray) -> Calls:
    """A cheap auction outcome: the seat holding the most card points calls, in its longest
    suit (then richest), the strongest card of it that it lacks; target 61; first lead from
    the dealer's right. `script_auction` makes the real engine bid exactly this."""
    rows = np.arange(len(hands))
    caller = (hands * CARD_POINTS).sum(axis=2).argmax(axis=1)
    own = hands[rows, caller].reshape(-1, 4, 10)
    score = own.sum(axis=2) * 100 + (own * CARD_POINTS[:10]).sum(axis=2)
    suit = score.argmax(axis=1)
    lacking = ~own[rows, suit][:, CALL_ORDER]
    called = suit * 10 + CALL_ORDER[lacking.argmax(axis=1)]
    return Calls(caller, called, np.full(len(hands), 61), (dealers + 1) % SEATS)


class BatchChiamata:
    """`len(decks)` Chiamata hands after the call, stepped together. `decks[b, 0]` is the
    first card dealt (compact), `dealers[b]` deals hand b, `calls` is each auction's end."""

    def __init__(self, decks: np.ndarray, dealers: np.ndarray, calls: Calls) -> None:
        b = self.size = len(decks)
        self.rows = np.arange(b)
        self.hands = deal_hands(decks, dealers)
        self.caller, self.called, self.target = calls.caller, calls.called, calls.target
        self.partner = self.hands[self.rows, :, self.called].argmax(axis=1)
        self.trump = CARD_SUIT[self.called].astype(np.int64)
        self.played = np.zeros((b, N), bool)  # cards of finished tricks
        self.table = np.zeros((b, N), bool)  # cards of the trick so far
        self.points = np.zeros((b, SEATS), np.int64)
        self.leader = calls.leader.astype(np.int64)
        self.best_card = np.full(b, -1, np.int64)
        self.best_seat = self.leader.copy()
        self.trick = 0
        self.pos = 0  # cards played to the current trick

    @classmethod
    def deal(cls, rng: np.random.Generator, size: int) -> BatchChiamata:
        """Random deals and dealers, called by `rule_calls`."""
        decks = rng.permuted(np.tile(np.arange(N), (size, 1)), axis=1)
        dealers = rng.integers(0, SEATS, size)
        return cls(decks, dealers, rule_calls(deal_hands(decks, dealers), dealers))

    @property
    def over(self) -> bool:
        return self.trick >= TRICKS

    def to_act(self) -> np.ndarray:
        return np.asarray((self.leader + self.pos) % SEATS)

    def legal(self) -> np.ndarray:
        """(B, 40) the cards the seat to act may play: its whole hand (no follow rule)."""
        return np.asarray(self.hands[self.rows, self.to_act()])

    def play(self, cards: np.ndarray) -> np.ndarray | None:
        """The seat to act in every hand plays `cards` (compact, each in its hand). After the
        fifth card of a trick: the trick's winners (B,), else None."""
        seat = self.to_act()
        if not self.hands[self.rows, seat, cards].all():
            raise ValueError("a card not in its player's hand")
        self.hands[self.rows, seat, cards] = False
        self.table[self.rows, cards] = True
        best = self.best_card
        bs, cs = CARD_SUIT[best], CARD_SUIT[cards]
        beats = np.where(cs == bs, CARD_STRENGTH[cards] > CARD_STRENGTH[best],
                         cs == self.trump)
        beats |= best < 0  # the card led
        self.best_card = np.where(beats, cards, best)
        self.best_seat = np.where(beats, seat, self.best_seat)
        self.pos += 1
        if self.pos < SEATS:
            return None
        winner = self.best_seat
        self.points[self.rows, winner] += (self.table * CARD_POINTS).sum(axis=1)
        self.played |= self.table
        self.table[:] = False
        self.leader = winner.copy()
        self.best_card = np.full(self.size, -1, np.int64)
        self.pos = 0
        self.trick += 1
        return winner

    def revealed(self) -> np.ndarray:
        """(B,) the called card is on the table or taken: everyone knows the partner."""
        return np.asarray(self.played[self.rows, self.called] | self.table[self.rows, self.called])

    def side_points(self) -> np.ndarray:
        """(B,) the caller's side's card points (the caller's alone if it called its own)."""
        alone = self.partner == self.caller
        return np.asarray(self.points[self.rows, self.caller]
                          + np.where(alone, 0, self.points[self.rows, self.partner]))

    def game_points(self) -> np.ndarray:
        """(B, 5) §3.1's zero-sum game points (preset "chiamata": no multipliers, no
        cappotto): caller ±2, partner ±1, defenders ∓1; a caller alone ±4."""
        sign = np.where(self.side_points() >= self.target, 1, -1)
        out = np.repeat(-sign[:, None], SEATS, axis=1)
        alone = self.partner == self.caller
        out[self.rows, self.partner] = sign
        out[self.rows, self.caller] = np.where(alone, 4, 2) * sign
        return out

    def features(self, seat: np.ndarray | None = None) -> np.ndarray:
        """(B, N_FEATURES) what `seat` (default: the seat to act) may know: `call_inputs`'s
        117 from its hand, the cards played, the call and the partner only if it knows it,
        then the trick so far and who is winning it. Suits renamed: trumps are suit 0."""
        me = self.to_act() if seat is None else seat
        rows, inv = self.rows, INVERSE[self.trump]
        x = np.zeros((self.size, N_FEATURES), np.float32)
        x[:, 0:N] = self.hands[rows[:, None], me[:, None], inv]
        x[:, N:2 * N] = (self.played | self.table)[rows[:, None], inv]
        base = 2 * N
        revealed = self.revealed()
        x[rows, base + RENAME[self.trump, self.called]] = 1.0
        x[:, base + 10] = revealed
        role = np.where(me == self.caller, 0, np.where(self.partner == me, 1, 2))
        x[rows, base + 11 + role] = 1.0
        known = revealed | (me == self.partner)
        x[:, base + 14] = known & (self.partner == self.caller)
        x[rows, base + 15 + (self.caller - me) % SEATS] = 1.0
        x[rows, base + 20 + (self.partner - me) % SEATS] = known
        x[rows, base + 25 + (self.leader - me) % SEATS] = 1.0
        rel = (np.arange(SEATS)[None, :] + me[:, None]) % SEATS  # seat me+k, k = 0..4
        x[:, base + 30:base + 35] = self.points[rows[:, None], rel] / 120.0
        x[:, base + 35] = self.target / 120.0
        x[:, base + 36] = self.hands[rows, me].sum(axis=1) / 8.0
        x[:, TABLE:TABLE + N] = self.table[rows[:, None], inv]
        if self.pos:
            x[rows, TABLE + N + (self.best_seat - me) % SEATS] = 1.0
        return x


def random_cards(rng: np.random.Generator, legal: np.ndarray) -> np.ndarray:
    """One uniformly random legal card per hand."""
    return np.asarray((rng.random(legal.shape) * legal).argmax(axis=1))


def script_auction(state: HandState, caller: int, called: int, points: int | None) -> None:
    """Bid in the real engine until `caller` calls `called` (a real card id): it names the
    card's rank and everyone else passes; or, with `points` (a Two called), the first other
    bidder names the Two (after the caller's Three if it spoke first) and the caller bids
    the points over it."""
    if points is not None and rank_of(called) != 2:
        raise ValueError("points are bid only after a Two")
    helper = next(s for s in auction.bidders(state) if s != caller)
    while state.phase is Phase.AUCTION:
        seat, high = state.turn, auction.of(state).high
        if seat == caller:
            action = (A.bid_rank(rank_of(called)) if points is None
                      else A.bid_rank(3) if high is None else A.bid_points(points))
        elif seat == helper and points is not None and high in (None, A.bid_rank(3)):
            action = A.bid_rank(2)
        else:
            action = A.PASS
        state.apply(action)
    state.apply(A.call_suit(suit_of(called)))


def random_auction(state: HandState, rng: random.Random) -> None:
    """Seeded random legal bids: pass half the time, else the lowest raise or any bid."""
    while state.phase is Phase.AUCTION:
        bids = state.legal_actions()[1:]
        roll = rng.random()
        state.apply(A.PASS if roll < 0.5 or not bids else bids[0] if roll < 0.8
                    else rng.choice(bids))
    if state.phase is Phase.CALL:
        state.apply(rng.choice(state.legal_actions()))


def calls_from_states(states: Sequence[HandState]) -> Calls:
    """The auction outcomes of real hands after the call, as the batch takes them."""
    auctions = [auction.of(s) for s in states]
    if any(a.bidder is None or a.called is None for a in auctions):
        raise ValueError("a hand before its call, or redealt")
    return Calls(np.array([a.bidder for a in auctions], np.int64),
                 np.array([COMPACT[a.called] for a in auctions if a.called is not None],
                          np.int64),
                 np.array([chiamata.target(s) for s in states], np.int64),
                 np.array([s.turn for s in states], np.int64))


def real_hands(games: int, seed: int) -> list[HandState]:
    """`games` real Chiamata hands after the call, from Random(seed): even ones bid by
    `rule_calls` through `script_auction`, odd ones by `random_auction` (hands everyone
    passed are redealt, as the match does)."""
    rules = preset("chiamata")
    rng = random.Random(seed)
    states: list[HandState] = []
    while len(states) < games:
        st = HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(SEATS))
        if len(states) % 2:
            random_auction(st, rng)
            if st.is_over:
                continue
        else:
            dealers = np.array([st.dealer])
            want = rule_calls(deal_hands(np.array([compact_deck(st.deck_order)]), dealers),
                              dealers)
            script_auction(st, int(want.caller[0]), int(CARD_ID[want.called[0]]), None)
            got = calls_from_states([st])
            if any((getattr(got, k) != getattr(want, k)).any()
                   for k in ("caller", "called", "target", "leader")):
                raise CheckError(f"hand {len(states)}: the scripted auction ended elsewhere")
        states.append(st)
    return states


def check(games: int, seed: int) -> dict[str, int]:
    """Play `games` hands in both engines from the same deals, auctions and random cards;
    raise `CheckError` at the first difference. Returns what was compared."""
    states = real_hands(games, seed)
    decks = np.array([compact_deck(s.deck_order) for s in states], np.int64)
    calls = calls_from_states(states)
    batch = BatchChiamata(decks, np.array([s.dealer for s in states]), calls)
    for b, st in enumerate(states):
        if auction.of(st).partner != batch.partner[b]:
            raise CheckError(f"hand {b}: partner {auction.of(st).partner} v {batch.partner[b]}")
    choice = np.random.default_rng(seed)
    decisions = 0
    while not batch.over:
        legal, seats = batch.legal(), batch.to_act()
        cards = random_cards(choice, legal)
        for b, st in enumerate(states):
            if st.turn != seats[b]:
                raise CheckError(f"hand {b}, trick {batch.trick}: to act {st.turn} v {seats[b]}")
            if sorted(COMPACT[c] for c in st.legal_actions()) != np.flatnonzero(legal[b]).tolist():
                raise CheckError(f"hand {b}, trick {batch.trick}: the legal sets differ")
            st.apply(int(CARD_ID[cards[b]]))
        decisions += games
        winners = batch.play(cards)
        if winners is None:
            continue
        for b, st in enumerate(states):
            if st.tricks[-1].winner != winners[b] or st.points != batch.points[b].tolist():
                raise CheckError(f"hand {b}, trick {batch.trick}: winner or points differ")
    side, game = batch.side_points(), batch.game_points()
    for b, st in enumerate(states):
        res, a = st.result(), auction.of(st)
        real_side = sum(st.points[s] for s in {a.bidder, a.partner} if s is not None)
        if not st.is_over or real_side != side[b] or res.game_points != tuple(game[b]) \
                or res.bidder_won != (side[b] >= calls.target[b]):
            raise CheckError(f"hand {b}: side points or game points differ")
    return {"hands": games, "decisions": decisions, "tricks": games * TRICKS,
            "points bid": int((calls.target > 61).sum()),
            "alone": int((batch.partner == batch.caller).sum()),
            "caller side made it": int((side >= calls.target).sum())}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", type=int, default=0, metavar="HANDS",
                    help="compare HANDS random hands with the real engine")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.check:
        t0 = time.perf_counter()
        try:
            figures = check(args.check, args.seed)
        except CheckError as err:
            print(f"MISMATCH: {err}")
            return 1
        print(", ".join(f"{v:,} {k}" for k, v in figures.items()))
        print(f"every seat to act, legal set, trick winner, seat's points, partner, side total "
              f"and game points equal to game.state.HandState's "
              f"({time.perf_counter() - t0:.1f} s, seed {args.seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
