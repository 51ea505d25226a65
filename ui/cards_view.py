"""Card pictures for the table: the project's card art when present, plain cards otherwise.

The art package (`ui.art.render`) rasterises SVG faces per size. Faces are made lazily; `warm`
rasterises the rest a little each frame so a card's first appearance never costs a frame.
"""

from __future__ import annotations

import contextlib
import importlib
import time
from typing import Any

import pygame

from game.cards import ITALIAN_RANKS, rank_of, suit_of
from ui.art.decks import DECKS

_art: Any
try:  # the card art lands from another branch; keep the table usable without it
    _art = importlib.import_module("ui.art.render")
except ImportError:  # pragma: no cover - depends on which branches are merged
    _art = None

ASPECT: dict[str, float] = {d.key: d.aspect for d in DECKS}
_SUIT_COLOURS = ((200, 40, 50), (200, 150, 20), (40, 110, 50), (40, 60, 140))
_RANK_TEXT = {1: "A", 11: "F", 12: "C", 13: "R"}


def has_art() -> bool:
    return _art is not None


class CardImages:
    """Faces and backs of one deck style at one card height."""

    def __init__(self, style: str, height: int, *, language: str = "it",
                 index_overlay: bool = False) -> None:
        self.style = style
        self.height = height
        self._art: Any = None
        if _art is not None:
            self._art = _art.card_art(style, height, index_overlay=index_overlay,
                                      language=language)
            self.size: tuple[int, int] = (int(self._art.size[0]), int(self._art.size[1]))
        else:
            self.size = (round(height * ASPECT.get(style, 0.62)), height)
        self._faces: dict[int, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._pending = [s * 13 + r - 1 for s in range(4) for r in ITALIAN_RANKS]

    def prepare(self, cards: list[int] | tuple[int, ...]) -> None:
        """The cards `warm` should rasterise ahead of need (the deck in play)."""
        self._pending = [c for c in cards if c not in self._faces]

    def face(self, card: int) -> pygame.Surface:
        img = self._faces.get(card)
        if img is None:
            if self._art is not None:
                img = self._art.face(suit_of(card), rank_of(card))
            else:
                img = self._placeholder(card)
            self._faces[card] = img
        return img

    def back(self) -> pygame.Surface:
        if self._back is None:
            if self._art is not None:
                self._back = self._art.back(0)
            else:
                self._back = self._plain_back()
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

    def _finish(self, surf: pygame.Surface) -> pygame.Surface:
        return surf.convert_alpha() if pygame.display.get_surface() is not None else surf

    def _placeholder(self, card: int) -> pygame.Surface:
        w, h = self.size
        surf = pygame.Surface(self.size, pygame.SRCALPHA)
        r = max(3, w // 12)
        pygame.draw.rect(surf, (252, 250, 244), surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, (90, 90, 90), surf.get_rect(), max(1, w // 60), border_radius=r)
        colour = _SUIT_COLOURS[suit_of(card)]
        rank = rank_of(card)
        font = pygame.font.Font(None, max(10, h // 3))
        img = font.render(_RANK_TEXT.get(rank, str(rank)), True, colour)
        surf.blit(img, img.get_rect(center=(w // 2, h * 2 // 5)))
        pygame.draw.circle(surf, colour, (w // 2, h * 3 // 4), max(3, w // 7))
        return self._finish(surf)

    def _plain_back(self) -> pygame.Surface:
        w, _ = self.size
        surf = pygame.Surface(self.size, pygame.SRCALPHA)
        r = max(3, w // 12)
        pygame.draw.rect(surf, (250, 250, 250), surf.get_rect(), border_radius=r)
        inner = surf.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
        pygame.draw.rect(surf, (150, 30, 40), inner, border_radius=r)
        return self._finish(surf)


_TABLE: dict[tuple[int, int], pygame.Surface] = {}


def table_surface(size: tuple[int, int]) -> pygame.Surface:
    """The felt, from the art package when present."""
    if _art is not None:
        table: pygame.Surface = _art.table_surface(size)
        return table
    surf = _TABLE.get(size)
    if surf is None:
        from ui.theme import background

        surf = background(size)
        _TABLE.clear()
        _TABLE[size] = surf
    return surf
