"""The cards of one suit of the player's deck, strongest first, with their points: the rules
page shows the order and values with the cards themselves, not only in words (issue 32)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.cards import SUITS, DeckKind, full_deck, rank_of, suit_of, value_tables
from ui.art import render
from ui.art.decks import deck
from ui.cards_view import CardImages
from ui.theme import CREAM, GOLD, MUTED, TYPE, panel

if TYPE_CHECKING:
    from ui.app import App
    from ui.settings import Settings

PANEL = (8, 34, 20, 235)


def ladder(settings: Settings) -> list[tuple[int, int]]:
    """(card, points) of one suit, strongest first, as the game counts the chosen deck: the
    Queen/Jack order applies to French cards only."""
    kind: DeckKind = "french" if settings.deck_style == "french" else "italian"
    order = settings.queen_jack if kind == "french" else "nord"
    strength, points = value_tables(kind, order)
    suit = [c for c in full_deck(kind) if suit_of(c) == SUITS[1]]
    return [(c, points[c]) for c in sorted(suit, key=lambda c: -strength[c])]


def rank_word(app: App, card: int, french: bool) -> str:
    rank = rank_of(card)
    if rank in (1, 11, 12, 13):
        return app.t(f"rank.{'fr' if french else 'it'}.{rank}")
    return str(rank)


class Ladder:
    """Draws the ladder in a box; the card pictures are made once per size and deck."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._images: tuple[tuple[str, str, int], CardImages] | None = None

    def images(self, height: int) -> CardImages:
        s = self.app.settings
        key = (s.deck_style, s.language, height)
        if self._images is None or self._images[0] != key:
            self._images = (key, CardImages(s.deck_style, height, language=s.language))
        return self._images[1]

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        app = self.app
        lay = app.layout
        s = app.settings
        panel(surface, box, lay.px(14), PANEL)
        head = app.fonts.render(app.t("rules.ladder", deck=deck(s.deck_style).label(s.language)),
                                TYPE["label"], GOLD, weight="semibold")
        surface.blit(head, (box.x + lay.px(16), box.y + lay.px(8)))
        cards = ladder(s)
        french = s.deck_style == "french"
        top = box.y + head.get_height() + lay.px(14)
        labels = lay.px(48)
        pitch = (box.w - lay.px(32)) / len(cards)
        w100, _ = render.card_size(s.deck_style, 100)
        h = max(24, min(box.bottom - top - labels, round(pitch * 0.86 * 100 / w100)))
        images = self.images(h)
        for i, (card, points) in enumerate(cards):
            img = images.face(card)
            cx = round(box.x + lay.px(16) + pitch * (i + 0.5))
            surface.blit(img, img.get_rect(midtop=(cx, top)))
            y = top + img.get_height() + lay.px(2)
            words = app.t("handend.card_points", points=points) if points else "0"
            pts = app.fonts.render(words, TYPE["label"], GOLD if points else MUTED,
                                   weight="bold")
            surface.blit(pts, pts.get_rect(midtop=(cx, y)))
            name = app.fonts.render(rank_word(app, card, french), TYPE["caption"], CREAM)
            if name.get_width() > pitch - 4:
                name = pygame.transform.smoothscale(name, (round(pitch) - 4, name.get_height()))
            surface.blit(name, name.get_rect(midtop=(cx, y + pts.get_height() - lay.px(2))))
