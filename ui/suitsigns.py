"""Suit signs beside suit words: "Briscola: Denari" gets the coin drawn after the word, so a
suit named in text does not rely on reading the word (or on colour).

The signs are the decks' own drawings (`ui.art.nap_signs` for the Italian suits,
`ui.art.french_signs` for the French ones), rasterised once per height; symbols are drawn as
shapes, never as glyphs (the shipped faces are subset to Latin).
"""

from __future__ import annotations

import functools
import io
from typing import TYPE_CHECKING, Any

import pygame

from ui.art import french_signs, nap_signs
from ui.art.svg import circle, document, group

PAPER = "#f8f1e0"

if TYPE_CHECKING:
    from ui.app import App

_ITALIAN = (nap_signs.cup, nap_signs.coin, nap_signs.club, nap_signs.sword)
_FRENCH = (french_signs.heart, french_signs.diamond, french_signs.club, french_signs.spade)


@functools.lru_cache(maxsize=64)
def sign(suit: int, french: bool, height: int) -> pygame.Surface:
    """The suit's sign on a light disc, `height` pixels across (long signs lie diagonally)."""
    draw = (_FRENCH if french else _ITALIAN)[suit]
    long = not french and suit in (2, 3)  # the club and the sword lie across the disc
    scale, turn = (0.95, 40.0) if long else (0.72, 0.0)
    disc = circle(55, 55, 53, PAPER, "#5a4a2a", 2.5)  # a light coin: any felt, any colour
    svg = document(110, 110, disc + group(draw(4.0 / scale), 55, 55, turn, scale))
    try:
        img = pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")), (height, height))
    except (pygame.error, ValueError):  # no SVG support: a plain dot keeps the layout
        img = pygame.Surface((height, height), pygame.SRCALPHA)
        pygame.draw.circle(img, (240, 230, 200), (height // 2, height // 2), height // 3)
    return img.convert_alpha() if pygame.display.get_surface() is not None else img


def suit_words(app: App, french: bool) -> list[tuple[str, int]]:
    fam = "fr" if french else "it"
    return [(app.t(f"suit.{fam}.{s}"), s) for s in range(4)]


def render_suited(app: App, text: str, size: float, colour: tuple[int, ...], french: bool,
                  **kw: Any) -> pygame.Surface:
    """`text` as `app.fonts.render` draws it, with each suit word followed by its sign."""
    words = suit_words(app, french)
    found = sorted((i, w, s) for w, s in words for i in _find_all(text, w))
    if not found:
        return app.fonts.render(text, size, colour, **kw)
    audit = app.fonts.rendered  # the audit of visible text sees the whole line, not its parts
    app.fonts.rendered = None
    try:
        return _compose(app, text, size, tuple(colour), french, tuple(sorted(kw.items())),
                        app.settings.language, tuple(found))
    finally:
        app.fonts.rendered = audit
        if audit is not None:
            audit.add(text)


def _find_all(text: str, word: str) -> list[int]:
    out, i = [], text.find(word)
    while i >= 0:
        out.append(i)
        i = text.find(word, i + len(word))
    return out


_CACHE: dict[tuple[Any, ...], pygame.Surface] = {}


def _compose(app: App, text: str, size: float, colour: tuple[int, ...], french: bool,
             kw: tuple[tuple[str, Any], ...], language: str,
             found: tuple[tuple[int, str, int], ...]) -> pygame.Surface:
    key = (text, size, colour, french, kw, language, found, app.layout.unit,
           app.fonts.px(size))
    if key in _CACHE:
        return _CACHE[key]
    parts: list[pygame.Surface] = []
    at = 0
    height = app.fonts.get(size).get_height()
    mark = max(8, round(height * 0.82))
    gap = max(1, round(height * 0.12))
    for i, word, suit in found:
        end = i + len(word)
        parts.append(app.fonts.render(text[at:end], size, colour, **dict(kw)))
        parts.append(_padded(sign(suit, french, mark), gap))
        at = end
    if at < len(text):
        parts.append(app.fonts.render(text[at:], size, colour, **dict(kw)))
    w = sum(p.get_width() for p in parts)
    h = max(p.get_height() for p in parts)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    x = 0
    for p in parts:
        out.blit(p, (x, (h - p.get_height()) // 2))
        x += p.get_width()
    if len(_CACHE) > 256:
        _CACHE.clear()
    _CACHE[key] = out
    return out


def _padded(img: pygame.Surface, gap: int) -> pygame.Surface:
    out = pygame.Surface((img.get_width() + 2 * gap, img.get_height()), pygame.SRCALPHA)
    out.blit(img, (gap, 0))
    return out
