"""Napoletane art: twelve distinct court figures (not one figure recoloured), the pattern's
attributes in the right hands, layouts as the scans show, and a reproducible generator."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from ui.art import nap_courts, napoletane
from ui.art.generate import all_files
from ui.art.nap_props import PURSE, scimitar
from ui.art.render import CardArt

SUITS = ("coppe", "denari", "bastoni", "spade")


@pytest.fixture(scope="module", autouse=True)
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


def _ink(surface: pygame.Surface) -> set[tuple[int, int]]:
    """Where the outlines are above the floor strip: the drawing's shape whatever its colours."""
    w, h = surface.get_size()
    out = set()
    for y in range(0, int(h * 0.85), 2):
        for x in range(0, w, 2):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and r + g + b < 150:
                out.add((x, y))
    return out


@pytest.mark.parametrize("rank", [11, 12, 13])
def test_courts_of_different_suits_are_different_figures(rank: int) -> None:
    art = CardArt("napoletane", 160)
    masks = [_ink(art.face(suit, rank)) for suit in range(4)]
    for i in range(4):
        for j in range(i + 1, 4):
            a, b = masks[i], masks[j]
            shared = len(a & b) / max(1, min(len(a), len(b)))
            assert shared < 0.75, (rank, SUITS[i], SUITS[j], shared)  # a recolour is ~1


def test_every_court_has_its_own_drawing_function() -> None:
    assert len(set(nap_courts.COURTS.values())) == 12
    texts = {nap_courts.COURTS[(s, r)]() for s in SUITS for r in (11, 12, 13)}
    assert len(texts) == 12


def test_the_attributes_are_the_patterns() -> None:
    """Fante di Spade: palm and sword; Cavallo di Spade: a curved sword; Re di Denari: rapier."""
    assert "#3f8a2a" in nap_courts.fante_spade()  # the palm frond's leaves
    assert PURSE in nap_courts.fante_denari()  # the gold purse
    hand = (206.0, 334.0)
    assert scimitar(*hand) in nap_courts.cavallo_spade()
    assert "#d6dde6" in nap_courts.re_denari()  # the rapier's steel


def test_pip_counts_follow_the_rank() -> None:
    for suit in ("coppe", "denari"):
        for rank in range(2, 8):
            assert len(napoletane.ROUND[suit][rank]) == rank
    clubs = {r: len(napoletane.pips("bastoni", r)) for r in range(2, 8)}
    # the 3 adds its mask and a lopped foot under each of its three clubs
    assert clubs == {2: 2, 3: 7, 4: 4, 5: 5, 6: 6, 7: 7}


def test_signs_are_drawn_in_two_tones() -> None:
    for sign in napoletane.SIGNS.values():
        svg = sign(7.0)
        fills = {part.split('"')[0] for part in svg.split('fill="')[1:]}
        assert len(fills - {"none"}) >= 4, sign.__name__


def test_generate_is_deterministic_for_the_deck() -> None:
    first = {k: v for k, v in all_files().items() if "/napoletane/" in k}
    second = {k: v for k, v in all_files().items() if "/napoletane/" in k}
    assert len(first) == 40 and first == second
