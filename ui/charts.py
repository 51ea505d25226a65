"""Small charts drawn with pygame: grouped bars and lines over a shared scale, with axes.

The match end (points per hand, running score) and the statistics (results over time, per
variant and level) use them; labels come in already translated and formatted.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ui.theme import CREAM

if TYPE_CHECKING:
    from ui.app import App

SERIES = ((232, 186, 62), (120, 190, 240), (240, 130, 120), (150, 220, 140), (210, 160, 240),
          (250, 250, 250))
"""One colour per side or series, each at least 4.5:1 against the dark panels."""
GRID = (60, 100, 75)


def _nice(x: float) -> float:
    """The smallest of 1, 2, 2.5, 5 times a power of ten that is at least `x`."""
    power = 10.0 ** math.floor(math.log10(x))
    return float(next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= x))


def _scale(values: Sequence[Sequence[float]]) -> tuple[float, float, int]:
    """Axis ends on round numbers (zero included) and the number of grid steps between."""
    flat = [v for row in values for v in row] or [0.0]
    low, high = min(0.0, min(flat)), max(0.0, max(flat))
    step = _nice((high - low) / 4) if high > low else 1.0
    low = math.floor(low / step) * step
    steps = max(1, math.ceil((high - low) / step - 1e-9))
    return low, low + steps * step, steps


def _axes(surface: pygame.Surface, app: App, rect: pygame.Rect,
          scale: tuple[float, float, int], fmt: Callable[[float], str]
          ) -> Callable[[float], int]:
    """Grid lines with their values at the left; returns value -> y."""
    low, high, steps = scale

    def y_of(v: float) -> int:
        return rect.bottom - round((v - low) / (high - low) * rect.h)

    for k in range(steps + 1):
        v = low + (high - low) * k / steps
        y = y_of(v)
        pygame.draw.line(surface, GRID, (rect.x, y), (rect.right, y), 1)
        img = app.fonts.render(fmt(v), 16, CREAM)
        surface.blit(img, img.get_rect(midright=(rect.x - app.layout.px(6), y)))
    return y_of


def bars(surface: pygame.Surface, app: App, rect: pygame.Rect,
         groups: Sequence[Sequence[float]], labels: Sequence[str],
         fmt: Callable[[float], str] = lambda v: str(round(v))) -> None:
    """`groups[i][s]`: the value of series `s` in group `i`, side by side under `labels[i]`."""
    if not groups:
        return
    y_of = _axes(surface, app, rect, _scale(groups), fmt)
    slot = rect.w / len(groups)
    n = max(len(g) for g in groups)
    bar_w = max(2, int(slot * 0.8 / n))
    for i, group in enumerate(groups):
        x0 = rect.x + round(i * slot + slot * 0.1)
        for s, v in enumerate(group):
            top, base = y_of(max(v, 0)), y_of(min(v, 0))
            pygame.draw.rect(surface, SERIES[s % len(SERIES)],
                             pygame.Rect(x0 + s * bar_w, top, bar_w - 1, max(1, base - top)))
        img = app.fonts.render(labels[i], 16, CREAM)
        if img.get_width() > slot:
            img = pygame.transform.smoothscale(img, (max(1, int(slot)), img.get_height()))
        surface.blit(img, img.get_rect(midtop=(round(rect.x + (i + 0.5) * slot),
                                              rect.bottom + app.layout.px(4))))


def lines(surface: pygame.Surface, app: App, rect: pygame.Rect,
          series: Sequence[Sequence[float]], labels: Sequence[str],
          fmt: Callable[[float], str] = lambda v: str(round(v))) -> None:
    """`series[s][i]`: the value of series `s` at step `i`; a dot at every step."""
    if not series or not series[0]:
        return
    y_of = _axes(surface, app, rect, _scale(series), fmt)
    steps = len(series[0])
    slot = rect.w / steps
    for s, values in enumerate(series):
        pts = [(round(rect.x + (i + 0.5) * slot), y_of(v)) for i, v in enumerate(values)]
        colour = SERIES[s % len(SERIES)]
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, max(2, app.layout.px(3)))
        for p in pts:
            pygame.draw.circle(surface, colour, p, app.layout.px(5))
    every = max(1, steps // 12)
    for i, label in enumerate(labels):
        if i % every == 0:
            img = app.fonts.render(label, 16, CREAM)
            surface.blit(img, img.get_rect(midtop=(round(rect.x + (i + 0.5) * slot),
                                                  rect.bottom + app.layout.px(4))))


def legend(surface: pygame.Surface, app: App, x: int, y: int, names: Sequence[str]) -> int:
    """Coloured swatches with names in a row from (x, y); returns the row's right edge."""
    lay = app.layout
    for s, name in enumerate(names):
        pygame.draw.rect(surface, SERIES[s % len(SERIES)],
                         pygame.Rect(x, y + lay.px(4), lay.px(16), lay.px(16)))
        img = app.fonts.render(name, 20, CREAM)
        surface.blit(img, (x + lay.px(22), y))
        x += lay.px(40) + img.get_width()
    return x
