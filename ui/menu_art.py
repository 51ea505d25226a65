"""The menu's picture, made from the game's own table and cards: the lit felt in its wooden
rim, a fan of the four Aces on the left, the stock with the turned briscola and a trick on the
right. Made once per window size and deck (the faces are the table's own, at its card height,
so a game started from here finds them already drawn).

Rasterising a face costs tens of milliseconds, so the picture is made one face a frame after
the first frame (`MenuArt.update`); until it is ready the menu shows the bare felt."""

from __future__ import annotations

import math

import pygame

from game.cards import card as card_id
from ui.art.decks import DeckStyle
from ui.cards_view import CardImages
from ui.table import depth
from ui.table.draw import rotate_card

ACES = tuple(card_id(suit, 1) for suit in (0, 1, 2, 3))
TRUMP = card_id(1, 3)  # the Tre di Denari, turned under the stock
TRICK = (card_id(3, 13), card_id(1, 1))  # a Re di Spade taken by the Asso of trumps


def _lay(surface: pygame.Surface, face: pygame.Surface, centre: tuple[float, float],
         angle: float = 0.0, zoom: float = 1.0) -> None:
    """A card turned by `angle` degrees with its soft shadow turned with it."""
    w, h = face.get_size()
    sh = depth.shadow((round(w * zoom), round(h * zoom)), max(3, w // 12))
    img = face
    if angle or zoom != 1.0:
        img = pygame.transform.rotozoom(face, angle, zoom)
        sh = pygame.transform.rotozoom(sh, angle, 1.0)
    off = max(2, h // 36)
    c = (round(centre[0]), round(centre[1]))
    surface.blit(sh, sh.get_rect(center=(c[0] + off, c[1] + off * 2)))
    surface.blit(img, img.get_rect(center=c))


Key = tuple[tuple[int, int], DeckStyle, int, str, bool]  # size, deck, card height, language, index


class MenuArt:
    """The picture for one key, made a face at a time."""

    def __init__(self) -> None:
        self.key: Key | None = None
        self.cards: CardImages | None = None
        self.felt: pygame.Surface | None = None
        self.picture: pygame.Surface | None = None

    @property
    def ready(self) -> bool:
        return self.picture is not None

    def update(self, key: Key) -> None:
        """Do one piece of the work: open the deck, draw one face, light the felt (the
        table's own, ~0.3 s at 1080p, which the table then finds made), lay the picture."""
        if key != self.key or self.cards is None:
            self.key, self.picture, self.felt = key, None, None
            _, style, card_h, language, index = key
            self.cards = CardImages(style, card_h, language=language, index_overlay=index)
            self.cards.prepare([*ACES, TRUMP, *TRICK])
            return
        if self.picture is not None or not self.cards.warm(0.001):
            return
        if self.felt is None:
            self.felt = depth.backdrop(key[0])
            return
        self.picture = compose(self.felt, self.cards)


def compose(felt: pygame.Surface, cards: CardImages) -> pygame.Surface:
    """The felt with the cards laid on it; the middle third stays clear for the menu."""
    w, h = felt.get_size()
    card_h = cards.height
    surf = felt.copy()
    unit = min(w / 1280, h / 720)
    column = 360 * unit  # the menu's buttons
    side = (w - column) / 2
    # Left: the four Aces fanned from a point below them, as a hand is held.
    cx, cy = side * 0.47, h * 0.58 + card_h * 1.3
    r = card_h * 1.65
    for i, card in enumerate(ACES):
        angle = (1.5 - i) * 12.0
        a = math.radians(angle)
        _lay(surf, cards.face(card), (cx - math.sin(a) * r, cy - math.cos(a) * r), angle)
    # Right: the stock (a few backs) with the briscola across under it, and a trick below.
    sx, sy = w - side * 0.6, h * 0.4
    _lay(surf, rotate_card(cards.face(TRUMP)), (sx + card_h * 0.32, sy))
    for i in range(4):
        _lay(surf, cards.back(), (sx - i * 2, sy - i * 2))
    tx, ty = w - side * 0.5, h * 0.78
    for i, card in enumerate(TRICK):
        _lay(surf, cards.face(card), (tx - card_h * 0.24 + i * card_h * 0.44,
                                      ty + (i - 0.5) * card_h * 0.1), -8 + 16 * i, 0.8)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    return surf
