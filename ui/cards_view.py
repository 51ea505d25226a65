"""Card pictures for the table, from the project's card art (`ui.art.render`).

The art rasterises SVG faces per size. Faces are made lazily; `warm` rasterises the rest a
little each frame so a card's first appearance never costs a frame.
"""

from __future__ import annotations

import contextlib
import time

import pygame

from game.cards import ITALIAN_RANKS, rank_of, suit_of
from ui.art import render


class CardImages:
    """Faces and backs of one deck style at one card height."""

    def __init__(self, style: str, height: int, *, language: str = "it",
                 index_overlay: bool = False) -> None:
        self.style = style
        self.height = height
        self._art = render.card_art(style, height, index_overlay=index_overlay,
                                    language=language)
        self.size: tuple[int, int] = (int(self._art.size[0]), int(self._art.size[1]))
        self._faces: dict[int, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._pending = [s * 13 + r - 1 for s in range(4) for r in ITALIAN_RANKS]

    def prepare(self, cards: list[int] | tuple[int, ...]) -> None:
        """The cards `warm` should rasterise ahead of need (the deck in play)."""
        self._pending = [c for c in cards if c not in self._faces]

    def face(self, card: int) -> pygame.Surface:
        img = self._faces.get(card)
        if img is None:
            img = self._art.face(suit_of(card), rank_of(card))
            self._faces[card] = img
        return img

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = self._art.back(0)
        return self._back

    def warm(self, budget: float) -> bool:
        """Rasterise faces not yet made for at most `budget` seconds; True when all are done."""
        end = time.perf_counter() + budget
        while self._pending and time.perf_counter() < end:
            card = self._pending.pop()
            if card not in self._faces:
                with contextlib.suppress(ValueError):  # a rank this deck lacks
                    self.face(card)
        return not self._pending


def table_surface(size: tuple[int, int]) -> pygame.Surface:
    """The felt."""
    return render.table_surface(size)
