"""Per-rules lookup tables as bitmasks, shared by the rules player, the solver and rollouts.

Bitmasks make the card counting a handful of integer operations: "can any card still out
beat this one" is one AND, which keeps rollouts and the endgame solver fast in pure Python.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.cards import SUIT_OF
from game.rules import Rules


@dataclass(frozen=True, slots=True)
class Tables:
    rules: Rules
    strength: tuple[int, ...]
    points: tuple[int, ...]
    deck_mask: int
    suit_mask: tuple[int, int, int, int]
    higher: tuple[int, ...]  # same-suit cards that beat each card
    carichi: int  # Aces and Threes (the 10- and 11-point cards)


_CACHE: dict[Rules, Tables] = {}


def tables(rules: Rules) -> Tables:
    t = _CACHE.get(rules)
    if t is None:
        t = _build(rules)
        _CACHE[rules] = t
    return t


def _build(rules: Rules) -> Tables:
    strength, points = rules.strength, rules.points
    deck_mask = 0
    suit_mask = [0, 0, 0, 0]
    carichi = 0
    for c in rules.cards:
        deck_mask |= 1 << c
        suit_mask[SUIT_OF[c]] |= 1 << c
        if points[c] >= 10:
            carichi |= 1 << c
    higher = [0] * 52
    for c in rules.cards:
        for d in rules.cards:
            if SUIT_OF[d] == SUIT_OF[c] and strength[d] > strength[c]:
                higher[c] |= 1 << d
    return Tables(rules, strength, points, deck_mask,
                  (suit_mask[0], suit_mask[1], suit_mask[2], suit_mask[3]), tuple(higher),
                  carichi)


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def beats(t: Tables, best: int, trump: int, c: int) -> bool:
    """Does `c`, played after `best` (the card winning now), take the lead?"""
    if SUIT_OF[c] == SUIT_OF[best]:
        return t.strength[c] > t.strength[best]
    return SUIT_OF[c] == trump


def beaters_mask(t: Tables, best: int, trump: int) -> int:
    """Every card that would beat `best` if played after it."""
    m = t.higher[best]
    if trump >= 0 and SUIT_OF[best] != trump:
        m |= t.suit_mask[trump]
    return m
