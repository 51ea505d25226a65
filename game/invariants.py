"""Invariants every state must satisfy, checked by `simulate` after every action and by tests.

Each check raises `InvariantError` naming the broken rule, so a failing simulation points at
the rule, not at a stack of asserts.
"""

from __future__ import annotations

from game.cards import KING, QUEEN, card
from game.state import HandState, Phase


class InvariantError(AssertionError):
    """The engine broke a rule of the game."""


def check(state: HandState) -> None:
    rules = state.rules
    deck = rules.deck_cards()
    where: list[int] = [c for h in state.hands for c in h]
    where += state.stock + state.trick_cards + [c for pile in state.captured for c in pile]
    if sorted(where) != sorted(deck):
        raise InvariantError("every card must be in exactly one place (hand, stock, table, pile)")
    played = [c for t in state.tricks for _, c in t.plays]
    if len(set(played)) != len(played):
        raise InvariantError("a card was played twice")
    for seat, pile in enumerate(state.captured):
        bonus = sum(t.points for t in state.tricks if t.winner == seat)
        if sum(rules.points[c] for c in pile) > bonus or state.points[seat] != bonus:
            raise InvariantError(f"seat {seat}'s points do not match the tricks it won")
    if state.trump_card is not None and state.stock and state.stock[0] != state.trump_card:
        raise InvariantError("the turned trump must lie under the stock until drawn last")
    if state.phase is Phase.PLAY and state.pos == 0 and not rules.equalize_hands:
        sizes = {len(h) for h in state.hands}
        if len(sizes) != 1 and not rules.deal_all:
            raise InvariantError(f"hands must be equal at the start of a trick, got {sizes}")
    if state.phase is Phase.PLAY and not state.stock and any(
            len(h) > rules.hand_size for h in state.hands):
        raise InvariantError("no hand may exceed the hand size")
    if state.auction is not None:
        _check_bidding(state)
    if state.phase is Phase.OVER:
        if state.auction is not None and state.auction.redeal:
            return  # §3: all passed, the cards are dealt again
        if any(state.hands) or state.stock or state.trick_cards:
            raise InvariantError("a finished hand must leave no card unplayed")
        if sum(state.points) != rules.total_points:
            raise InvariantError(f"a hand holds {rules.total_points} points, "
                                 f"counted {sum(state.points)}")


def _check_bidding(state: HandState) -> None:
    """§3.2 declarations only with both cards held; §3.1 game points sum to zero."""
    assert state.auction is not None
    for seat, suit, _, n in state.auction.declared:
        for c in (card(suit, KING), card(suit, QUEEN)):
            before = [c2 for t in state.tricks[:n] for _, c2 in t.plays]
            later = [s for t in state.tricks[n:] for s, c2 in t.plays if c2 == c]
            if c in before or not (c in state.hands[seat] or later == [seat]
                                   or c in state.trick_cards):
                raise InvariantError("a Quaranta or Venti was declared without both cards held")
    if state.phase is Phase.OVER and state.rules.hooks.calling == "card":
        game = state.result().game_points
        if game is None or sum(game) != 0:
            raise InvariantError(f"Chiamata game points must sum to zero, got {game}")
