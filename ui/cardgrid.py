"""Laying cards out in a box without overlap, as large as the box allows.

The end-of-hand screens show every card at a size where it can be named, so they fill a grid
rather than fanning cards into thin strips.
"""

from __future__ import annotations

import math

import pygame


def fit(count: int, box: pygame.Rect, aspect: float, gap: float = 0.1,
        max_height: int | None = None) -> tuple[int, int]:
    """(card height, columns) of the largest grid of `count` cards of width/height `aspect`
    inside `box`, with `gap` (a fraction of the card's width) between cards."""
    if count <= 0:
        return (max_height or box.h, 1)
    best = (0, count)
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        by_w = box.w / (cols * aspect * (1 + gap))
        by_h = box.h / (rows + (rows - 1) * gap * aspect)
        h = int(min(by_w, by_h, max_height or by_h))
        if h > best[0]:
            best = (h, cols)
    return best


def cells(count: int, box: pygame.Rect, size: tuple[int, int], cols: int,
          gap: int, centre: bool = False) -> list[pygame.Rect]:
    """The rectangles of `count` cards of `size`, `cols` to a row, from the box's top-left."""
    w, h = size
    used = min(count, cols) * w + (min(count, cols) - 1) * gap
    x0 = box.x + ((box.w - used) // 2 if centre else 0)
    return [pygame.Rect(x0 + (i % cols) * (w + gap), box.y + (i // cols) * (h + gap), w, h)
            for i in range(count)]
