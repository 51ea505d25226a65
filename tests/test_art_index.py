"""The beginners' index never hides a court's own corner sign: it goes to the diagonal of the
card where nothing is drawn."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from ui.art.decks import DECKS
from ui.art.render import CardArt, DeckStyle, paper_share

ITALIAN: tuple[DeckStyle, ...] = tuple(n for n, d in DECKS.items() if d.family == "italian")


@pytest.fixture(scope="module", autouse=True)
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    yield


def _changed(a: pygame.Surface, b: pygame.Surface, bottom: bool = False) -> pygame.Rect | None:
    """Bounding box of the pixels the index changed in the top (or bottom) quarter."""
    w, h = a.get_size()
    xs, ys = [], []
    for y in range(h - h // 4, h) if bottom else range(h // 4):
        for x in range(w):
            if a.get_at((x, y)) != b.get_at((x, y)):
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("style", ITALIAN)
def test_index_never_covers_a_courts_corner_sign(style: DeckStyle) -> None:
    plain, indexed = CardArt(style, 200), CardArt(style, 200, index_overlay=True)
    for suit in range(4):
        for rank in (11, 12, 13):
            face = plain.face(suit, rank)
            box = _changed(face, indexed.face(suit, rank))
            assert box is not None, (style, suit, rank)
            w, h = face.get_size()
            assert box.bottom < h * 0.2 and (box.right < w * 0.4 or box.left > w * 0.6)
            # a frame rule crossing the box leaves ~0.89; a sign under it leaves 0.3-0.7
            assert paper_share(face, box.inflate(-2, -2)) > 0.85, (style, suit, rank, box)
            twin = _changed(face, indexed.face(suit, rank), bottom=True)
            assert twin is not None and twin.top > h * 0.8
            assert paper_share(face, twin.inflate(-2, -2)) > 0.85, (style, suit, rank, twin)


def test_index_moves_to_the_free_diagonal() -> None:
    """A drawing in the top-left corner sends the index top-right (and its twin bottom-left)."""
    art = CardArt("napoletane", 200)
    face = art.face(0, 5).copy()
    w, h = face.get_size()
    pygame.draw.rect(face, (200, 20, 20), (0, 0, w // 3, h // 6))
    from ui.art.render import index_centre

    assert index_centre(face, (20, 20), (17, 15)) == (w - 17, 15)
    assert index_centre(art.face(0, 5), (20, 20), (17, 15)) == (17, 15)
    assert paper_share(face, pygame.Rect(0, 0, 10, 10)) == 0.0
