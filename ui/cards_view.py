"""Card pictures for the table, from the project's card art (`ui.art.render`).

Rasterising an SVG face costs 4–10 ms and holds the GIL, so it can neither run inside a
frame nor on a thread beside one. A table therefore rasterises its deck once, at its biggest
size, when it is set up (`warm`), and makes every smaller size by scaling those pictures down
(a fraction of a millisecond each, and sharper than nanosvg at small sizes).
"""

from __future__ import annotations

import contextlib
import time

import pygame

from game.cards import ITALIAN_RANKS, SUITS, card, rank_of, suit_of
from ui.art import render
from ui.art.decks import DeckStyle


class CardImages:
    """Faces and backs of one deck style at one card height.

    With a `source` (the same deck at a bigger height) pictures are that set's, scaled down.
    """

    def __init__(self, style: DeckStyle, height: int, *, language: str = "it",
                 index_overlay: bool = False, source: CardImages | None = None) -> None:
        self.style = style
        self.height = height
        self._source = source if source is not None and source.height > height else None
        self._art = None if self._source is not None else render.card_art(
            style, height, index_overlay=index_overlay, language=language)
        self.size: tuple[int, int] = render.card_size(style, height)
        self._faces: dict[int, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._pending = [card(s, r) for s in SUITS for r in ITALIAN_RANKS]

    def scaled(self, height: int) -> CardImages:
        """The same deck at a smaller `height`, made from these pictures."""
        return CardImages(self.style, height, source=self)

    def prepare(self, cards: list[int] | tuple[int, ...]) -> None:
        """The cards `warm` should make ahead of need (the deck in play)."""
        self._pending = [c for c in cards if c not in self._faces]

    def face(self, card: int) -> pygame.Surface:
        img = self._faces.get(card)
        if img is None:
            if self._source is not None:
                img = self._shrink(self._source.face(card))
            else:
                assert self._art is not None
                img = self._art.face(suit_of(card), rank_of(card))
            self._faces[card] = img
        return img

    def back(self) -> pygame.Surface:
        if self._back is None:
            if self._source is not None:
                self._back = self._shrink(self._source.back())
            else:
                assert self._art is not None
                self._back = self._art.back(0)
        return self._back

    def _shrink(self, img: pygame.Surface) -> pygame.Surface:
        return pygame.transform.smoothscale(img, self.size)

    def warm(self, budget: float | None = None) -> bool:
        """Make the pending faces (and the back): all of them, or for at most `budget` s.

        True when all are done.
        """
        end = None if budget is None else time.perf_counter() + budget
        self.back()
        while self._pending and (end is None or time.perf_counter() < end):
            card = self._pending.pop()
            if card not in self._faces:
                with contextlib.suppress(ValueError):  # a rank this deck lacks
                    self.face(card)
        return not self._pending


def warm_deck(style: str, height: int, *, language: str, index_overlay: bool) -> bool:
    """Rasterise one more face of `style` at `height` into the shared art; True when all are.

    Called once a frame on screens with time to spare, so the table's own `warm` finds the
    deck made.
    """
    art = render.card_art(style, height, index_overlay=index_overlay, language=language)
    return art.warm_one()


def table_surface(size: tuple[int, int]) -> pygame.Surface:
    """The felt."""
    return render.table_surface(size)
