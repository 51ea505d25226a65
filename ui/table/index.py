"""Corner indices for a long hand: the rank and the deck's own suit sign in a small tab.

Italian cards carry no index, so a card of a ten-card fan showed a strip of pips that nobody
could name (issue 32). When the viewer's fan overlaps so that less than `WHOLE` of a card
shows, each Italian face gets a tab in its top-left corner — the part its neighbour leaves
visible — made here once per card and size. French cards print their own index there.
"""

from __future__ import annotations

import functools
import io

import pygame

from game.cards import rank_of, suit_of
from ui.art.common import Sign, place
from ui.art.decks import DECKS, DeckStyle
from ui.art.render import SUIT_NAMES, label
from ui.art.svg import document
from ui.theme import INK, font_file

WHOLE = 0.8  # a card showing at least this share of its width is named by its own picture
TAB_W, TAB_H = 0.17, 0.27  # the tab, as fractions of the card's height
PAD = 0.025  # from the card's top-left corner, of the card's height
PAPER = (252, 248, 236)


def signs(style: DeckStyle) -> dict[str, Sign]:
    """The suit signs of a deck's own art (the same drawing as its pips), imported only when
    a long hand needs them."""
    if style == "napoletane":
        from ui.art.nap_signs import SIGNS
    elif style == "piacentine":
        from ui.art.piac_signs import SIGNS
    elif style == "bergamasche":
        from ui.art.berg_signs import SIGNS
    else:
        from ui.art.french_signs import SIGNS
    return SIGNS


@functools.lru_cache(maxsize=32)
def suit_sign(style: DeckStyle, suit: int, px: int) -> pygame.Surface:
    """One suit sign `px` tall; long signs (swords, clubs) lean so they read as more than a
    line at a small size."""
    name = SUIT_NAMES[style][suit]
    sign = signs(style)[name]
    lean = 28.0 if name in ("bastoni", "spade") else 0.0
    doc = document(120, 120, [place(sign, 60, 60, 1.0, lean)])
    try:
        return pygame.image.load_sized_svg(io.BytesIO(doc.encode()), (px, px))
    except (pygame.error, ValueError):  # no SVG support: a plain disc
        img = pygame.Surface((px, px), pygame.SRCALPHA)
        pygame.draw.circle(img, INK, (px // 2, px // 2), px // 3)
        return img


def tab_rect(card_h: int) -> pygame.Rect:
    """Where the tab lies on an upright card, from its top-left corner."""
    pad = max(2, round(card_h * PAD))
    return pygame.Rect(pad, pad, max(14, round(card_h * TAB_W)), max(20, round(card_h * TAB_H)))


@functools.lru_cache(maxsize=256)
def tab(style: DeckStyle, card: int, card_h: int, language: str) -> pygame.Surface:
    """The tab of one card: rank above the suit sign, on paper with a thin ink border."""
    box = tab_rect(card_h)
    img = pygame.Surface(box.size, pygame.SRCALPHA)
    r = max(2, box.w // 5)
    pygame.draw.rect(img, PAPER, img.get_rect(), border_radius=r)
    pygame.draw.rect(img, (90, 80, 66), img.get_rect(), max(1, box.w // 18), border_radius=r)
    text = label(style, rank_of(card), language)
    size = max(9, round(box.h * 0.42))
    font = pygame.font.Font(font_file("bold"), size)
    glyph = font.render(text, True, INK)
    if glyph.get_width() > box.w - 2:
        glyph = pygame.transform.smoothscale(glyph, (box.w - 2, glyph.get_height()))
    img.blit(glyph, glyph.get_rect(midtop=(box.w // 2, -round(size * 0.12))))
    sign = suit_sign(style, suit_of(card), max(8, round(box.h * 0.5)))
    img.blit(sign, sign.get_rect(midbottom=(box.w // 2, box.h - max(1, box.h // 14))))
    return img


def wants_tabs(style: DeckStyle, step: float, card_w: int) -> bool:
    """Whether a fan with this step hides so much of each card that it needs tabs."""
    return DECKS[style].family == "italian" and step < card_w * WHOLE


def stamped(face: pygame.Surface, style: DeckStyle, card: int, language: str) -> pygame.Surface:
    """A copy of `face` with its tab in the top-left corner."""
    out = face.copy()
    h = face.get_height()
    out.blit(tab(style, card, h, language), tab_rect(h).topleft)
    return out


__all__ = ["stamped", "suit_sign", "tab", "tab_rect", "wants_tabs"]
