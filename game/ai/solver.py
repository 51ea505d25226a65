"""Exact search of a fully known deal: alpha-beta with a transposition table.

Used on the sampled worlds of the search levels and, where nothing is hidden any more (two
players once the stock is empty, Scoperta late), as the whole decision. It plays on its own
light copy of the hand with make/unmake, about ten times cheaper per node than cloning a
`HandState`. The value of a node is the points the root's team still takes from there on;
opponents minimise it (paranoid, when there are more than two teams).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from game import actions as A
from game.ai.tables import Tables, tables
from game.ai.world import trick_order
from game.cards import SUIT_OF, winning_index
from game.legal import follow_legal
from game.rules import Rules
from game.state import HandState

EXACT, LOWER, UPPER = 0, 1, 2


class SearchLimitError(Exception):
    """The node budget ran out: the caller falls back to a cheaper estimate."""


class _Shim:
    """The few attributes `follow_legal` reads, so must-follow rules need no second copy."""

    __slots__ = ("rules", "trick_cards", "trick_seats", "trump_suit", "turn")
    rules: Rules
    trick_cards: list[int]
    trick_seats: list[int]
    trump_suit: int | None
    turn: int

    def winning_play(self) -> int:
        trump = -1 if self.trump_suit is None else self.trump_suit
        return winning_index(self.trick_cards, self.rules.strength, trump)


class Solver:
    def __init__(self, state: HandState, root_seat: int, node_limit: int = 200_000,
                 sides: Sequence[int] | None = None, deadline: float | None = None) -> None:
        rules = state.rules
        self.t: Tables = tables(rules)
        self.rules = rules
        self.n = rules.players
        self.team = list(sides) if sides is not None else [rules.team_of(s)
                                                           for s in range(self.n)]
        self.root_team = self.team[root_seat]
        self.trump = -1 if state.trump_suit is None else state.trump_suit
        self.hands = [list(h) for h in state.hands]
        self.masks = [0] * self.n
        for s, h in enumerate(self.hands):
            for c in h:
                self.masks[s] |= 1 << c
        self.stock = list(state.stock)
        self.trick_seats = list(state.trick_seats)
        self.trick_cards = list(state.trick_cards)
        self.order: tuple[int, ...] = state.order
        self.pos = state.pos
        self.bonus = rules.last_trick_bonus
        self.follow = rules.follow
        self.shim = _Shim()
        self.shim.rules, self.shim.trump_suit = rules, state.trump_suit
        self.tt: dict[tuple[object, ...], tuple[int, int]] = {}
        self.nodes = 0
        self.node_limit = node_limit
        self.deadline = deadline  # a `time.perf_counter()` past which the search gives up

    # ---- public --------------------------------------------------------------------------
    def root_values(self, moves: Sequence[int]) -> dict[int, int]:
        """Exact future points of the root team after each of `moves` (card plays only)."""
        out: dict[int, int] = {}
        for m in moves:
            if not A.is_play(m):
                continue
            out[m] = self._play(m, -1, 10_000)
        return out

    def root_outcomes(self, moves: Sequence[int], win: int, ties: bool = True) -> dict[int,
                                                                                     float]:
        """1 / ½ / 0 for each move: can the root team still take `win` future points (a
        win), exactly `win - 1` when that is a tie (if `ties`), or not? Null-window tests
        only, several times cheaper than exact values."""
        tie = win - 1
        out: dict[int, float] = {}
        for m in moves:
            if not A.is_play(m):
                continue
            v = self._play(m, win - 1, win)
            if v >= win:
                out[m] = 1.0
            elif v < tie or not ties:
                out[m] = 0.0
            else:
                out[m] = 0.5 if self._play(m, tie - 1, tie) >= tie else 0.0
        return out

    def value(self) -> int:
        return self._search(-1, 10_000)

    # ---- search --------------------------------------------------------------------------
    def _legal(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if self.follow == "none" or not self.trick_cards:
            return list(hand)
        sh = self.shim
        sh.trick_cards, sh.trick_seats, sh.turn = self.trick_cards, self.trick_seats, seat
        return follow_legal(sh, hand)

    def _search(self, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise SearchLimitError
        if not self.nodes & 1023 and self.deadline is not None \
                and time.perf_counter() > self.deadline:
            raise SearchLimitError
        key = (*self.masks, len(self.stock), self.order[0], *self.trick_cards)
        hit = self.tt.get(key)
        if hit is not None:
            v, flag = hit
            if flag == EXACT:
                return v
            if flag == LOWER and v >= beta:
                return v
            if flag == UPPER and v <= alpha:
                return v
        seat = self.order[self.pos]
        moves = self._legal(seat)
        t = self.t
        pts, strength = t.points, t.strength
        if self.trick_cards:
            # Follower: the cheapest card first, so cut-offs come early for both sides.
            moves.sort(key=lambda c: pts[c] * 16 + strength[c] + (200 if SUIT_OF[c] == self.trump
                                                                   else 0))
        else:
            moves.sort(key=lambda c: pts[c] * 16 + strength[c])
        a0 = alpha
        if self.team[seat] == self.root_team:
            best = -1
            for c in moves:
                v = self._play(c, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = 10_000
            for c in moves:
                v = self._play(c, alpha, beta)
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        flag = EXACT
        if best <= a0:
            flag = UPPER
        elif best >= beta:
            flag = LOWER
        self.tt[key] = (best, flag)
        return best

    def _play(self, c: int, alpha: int, beta: int) -> int:
        seat = self.order[self.pos]
        hand = self.hands[seat]
        i = hand.index(c)
        del hand[i]
        self.masks[seat] ^= 1 << c
        self.trick_seats.append(seat)
        self.trick_cards.append(c)
        if self.pos + 1 < len(self.order):
            self.pos += 1
            v = self._search(alpha, beta)
            self.pos -= 1
        else:
            v = self._close_trick(alpha, beta)
        self.trick_cards.pop()
        self.trick_seats.pop()
        self.masks[seat] |= 1 << c
        hand.insert(i, c)
        return v

    def _close_trick(self, alpha: int, beta: int) -> int:
        cards, seats = self.trick_cards, self.trick_seats
        winner = seats[winning_index(cards, self.t.strength, self.trump)]
        pts = 0
        for c in cards:
            pts += self.t.points[c]
        drawn: list[tuple[int, int]] = []
        stock = self.stock
        if stock:
            for _ in range(self.rules.plays_per_turn):
                for k in range(self.n):
                    if not stock:
                        break
                    s = (winner + k) % self.n
                    d = stock.pop()
                    self.hands[s].append(d)
                    self.masks[s] |= 1 << d
                    drawn.append((s, d))
        last = not stock and not any(self.hands)
        gain = 0
        if self.team[winner] == self.root_team:
            gain = pts + (self.bonus if last else 0)
        if last:
            v = gain
        else:
            saved = (self.order, self.pos, self.trick_cards, self.trick_seats)
            self.order = trick_order(self.rules, winner, [len(h) for h in self.hands])
            self.pos = 0
            self.trick_cards, self.trick_seats = [], []
            v = gain + self._search(alpha - gain, beta - gain)
            self.order, self.pos, self.trick_cards, self.trick_seats = saved
        for s, d in reversed(drawn):
            self.hands[s].pop()
            self.masks[s] ^= 1 << d
            stock.append(d)
        return v
