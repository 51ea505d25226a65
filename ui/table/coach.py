"""The coach's bubble: a few wrapped lines just above the viewer's hand, where the eyes are.

The hint's reasons (`game.ai.reasons`) and the lessons' texts are drawn here. It is an
overlay: it never moves a card, and it shrinks its type (down to a floor) before it would
cover the top bar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.text import wrap
from ui.theme import CREAM, GOLD, TYPE, panel

if TYPE_CHECKING:
    from ui.app import App

PANEL = (12, 40, 24, 238)
WIDTH = 820  # design units: about twelve words a line at body size


def coach_rect(app: App, bottom: int, lines: list[str], *, title: str = "",
               size: float = TYPE["body"], aside: int = 0,
               avoid: pygame.Rect | None = None) -> tuple[pygame.Rect, list[str], float]:
    """Where the bubble goes (its bottom edge at `bottom`, centred with `aside` pixels kept
    free on its right for buttons, and starting right of `avoid` — the auction box — when
    that box reaches down to it), the wrapped lines and the type size used: smaller type
    until it fits between the top bar and `bottom`."""
    lay = app.layout
    width = min(lay.px(WIDTH), lay.w - 2 * lay.px(16) - aside)
    left = (lay.w - width - aside) // 2
    if avoid is not None and avoid.right > left and avoid.bottom > bottom - lay.px(150):
        shift = avoid.right + lay.px(10) - left
        width -= shift
        left += shift
    room = bottom - lay.px(70)
    while True:
        font = app.fonts.get(size)
        wrapped = [w for text in lines for w in wrap(font, text, width - lay.px(32))]
        line_h = font.get_linesize()
        h = lay.px(20) + line_h * len(wrapped)
        if title:
            h += app.fonts.get(size, bold=True).get_linesize() + lay.px(4)
        if h <= room or size <= TYPE["caption"] * 0.8:
            break
        size *= 0.9
    rect = pygame.Rect(left, 0, width, h)
    rect.bottom = bottom
    return rect, wrapped, size


def draw_coach(surface: pygame.Surface, app: App, bottom: int, lines: list[str], *,
               title: str = "", title_colour: tuple[int, int, int] = GOLD,
               aside: int = 0, avoid: pygame.Rect | None = None) -> pygame.Rect:
    """Draw the bubble; returns its rectangle (the lesson's buttons sit beside it)."""
    if not lines and not title:
        return pygame.Rect(0, 0, 0, 0)
    lay = app.layout
    rect, wrapped, size = coach_rect(app, bottom, lines, title=title, aside=aside, avoid=avoid)
    panel(surface, rect, lay.px(14), PANEL)
    pygame.draw.rect(surface, GOLD, rect, max(1, lay.px(2)), border_radius=lay.px(14))
    y = rect.y + lay.px(10)
    if title:
        img = app.fonts.render(title, size, title_colour, bold=True)
        surface.blit(img, (rect.x + lay.px(16), y))
        y += img.get_height() + lay.px(4)
    for line in wrapped:
        img = app.fonts.render(line, size, CREAM)
        surface.blit(img, (rect.x + lay.px(16), y))
        y += app.fonts.get(size).get_linesize()
    return rect
