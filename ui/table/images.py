"""The table scene's pictures: the card faces at the four sizes it shows and the turned, dimmed
and glowing variants of the viewer's fan, each made once and cached.

A part of `ui.scenes.table.TableScene` (a mixin), kept apart so that the scene's file holds the
flow of the hand and this one holds what the cards look like.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.cards import suit_of
from ui.cards_view import CardImages
from ui.settings import CARD_HEIGHT
from ui.table import depth, index
from ui.table.draw import rotate_card
from ui.table.view import HIDDEN

if TYPE_CHECKING:
    from game.rules import Rules
    from ui.app import App
    from ui.art.decks import DeckStyle
    from ui.session import GameSession
    from ui.table.geometry import TableGeometry
    from ui.table.view import TableView


class TableImages:
    """Card pictures of one table, rebuilt when the window, the deck or the card size change."""

    app: App
    session: GameSession
    view: TableView
    images: CardImages
    mid: CardImages
    small: CardImages
    pile: CardImages
    shown: CardImages  # the others' face-up hands (Scoperta, a partner's after the stock)
    _geo: TableGeometry | None
    _rotated: dict[tuple[int, int], pygame.Surface]
    _fan: dict[tuple[int, float, bool, bool], pygame.Surface]
    _dim: pygame.Surface | None
    images_index: bool

    if TYPE_CHECKING:
        def help_on(self, kind: str, seat: int | None = None) -> bool: ...

        @property
        def rules(self) -> Rules: ...

        @property
        def style(self) -> DeckStyle: ...

        @property
        def geo(self) -> TableGeometry: ...

    def _init_images(self) -> None:
        self._geo = None
        self._rotated = {}
        self._fan = {}
        self._dim = None
        self._make_images()

    def _make_images(self) -> None:
        s = self.app.settings
        frac = CARD_HEIGHT[s.card_size]
        h = self.app.layout.card_height(frac)
        self.images_index = self.help_on("index")  # the seat at the screen's help
        lang, index = s.language, self.images_index
        self.images = CardImages(self.style, h, language=lang, index_overlay=index)
        self._geo = None
        geo = self.geo
        big = self.images
        self.mid, self.small, self.pile, self.shown = (
            big.scaled(h) if h < big.height else
            CardImages(self.style, h, language=lang, index_overlay=index)
            for h in (geo.mid_h, geo.small_h, geo.pile_card_h, geo.open_h))
        # Every picture the hand can show, made now: a face made mid-animation costs a frame.
        sets = [self.images, self.mid, self.small, self.pile]
        if any(geo.is_open(s) for s in range(geo.players)):
            sets.append(self.shown)
        for images in sets:
            images.prepare(self.rules.cards)
            images.warm()
        self._rotated.clear()
        self._fan.clear()
        self._dim = None
        self.view.sorter = self._sort_key if s.sort_hand else None
        self.view.viewer = self.session.viewer
        self.view.arrange()

    def rotated_trump(self) -> pygame.Surface:
        card = self.view.trump_card
        assert card is not None
        key = (card, self.mid.height)
        if key not in self._rotated:
            self._rotated[key] = rotate_card(self.mid.face(card))
        return self._rotated[key]

    def pile_back(self) -> pygame.Surface:
        key = (-2, self.pile.height)
        if key not in self._rotated:
            self._rotated[key] = rotate_card(self.pile.back())
        return self._rotated[key]

    def fan_tabs(self) -> bool:
        """Whether the viewer's fan overlaps so much that each face needs its corner index."""
        geo = self.geo
        n = len(self.view.hands[geo.viewer])
        return n > 1 and index.wants_tabs(self.style, geo.fan_step(n, 1.0), geo.card_w)

    def fan_image(self, card: int, angle: float, dim: bool) -> pygame.Surface:
        """A card of the viewer's fan, turned (and dimmed when it may not be played), with its
        corner index when the fan hides most of it; cached."""
        tabs = card != HIDDEN and self.fan_tabs()
        key = (card, round(angle * 4) / 4, dim, tabs)
        img = self._fan.get(key)
        if img is None:
            base = self.images.face(card) if card != HIDDEN else self.images.back()
            if tabs:
                base = index.stamped(base, self.style, card, self.app.settings.language)
            if dim:
                base = base.copy()
                base.blit(self.dim_overlay(), (0, 0))
            img = rotate_card(base, key[1]) if key[1] else base
            if len(self._fan) > 160:
                self._fan.clear()
            self._fan[key] = img
        return img

    def fan_glow(self, angle: float) -> pygame.Surface:
        return _turned(depth.glow(self.images.size, (255, 214, 110), 210), round(angle * 4) / 4)

    def fan_shadow(self, angle: float) -> pygame.Surface:
        size = self.images.size
        return _turned(depth.shadow(size, max(2, size[0] // 14)), round(angle * 4) / 4)

    def dim_overlay(self) -> pygame.Surface:
        if self._dim is None:
            self._dim = pygame.Surface(self.images.size, pygame.SRCALPHA)
            self._dim.fill((0, 0, 0, 130))
        return self._dim

    def _sort_key(self, card: int) -> tuple[int, int, int]:
        """Suits in order with the trump suit last; within a suit, weakest to strongest."""
        trump = self.visible_trump()
        suit = suit_of(card)
        return (1 if suit == trump else 0, suit, self.rules.strength[card])

    def visible_trump(self) -> int | None:
        """The trump suit as the table shows it: a turned trump only once it has turned."""
        if self.rules.trump == "turned":
            card = self.view.trump_card
            return suit_of(card) if card is not None else None
        suit: int | None = self.session.hand.trump_suit
        return suit


@lru_cache(maxsize=64)
def _turned(img: pygame.Surface, angle: float) -> pygame.Surface:
    return rotate_card(img, angle) if angle else img
