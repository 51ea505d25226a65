"""Proof that a double-headed court composed from one rasterised half (`render.draw`) is the
court nanosvg draws in one pass: every such court, both ways, compared pixel by pixel.

    python -m ui.art halves --height 270

A difference is measured on premultiplied colour and on alpha, in 1/255 steps, so a
transparent corner's meaningless colour never counts. Composing differs from one pass in the
8-bit rounding of the blend (a few steps) and on the lower half's edges, because nanosvg's
vertical anti-aliasing is not centred: its five sub-rows sit 0.1 px off the pixel's middle
(an edge at y + 0.5 covers 0.6 of its row, the same edge turned over covers 0.4), so its own
lower half lies 0.2 px from the exact point reflection that turning the pixels gives. A half
one pixel off, or mirrored instead of turned, differs by ~200 steps on 3–8 % of the pixels.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from ui.art.decks import DeckStyle
from ui.art.render import RANKS, CardArt, draw, expanded, layers
from ui.art.svgfile import read

#: A composed court passes if no pixel is off by more than this (measured worst: 39 at
#: 270 px, 93 at 600 px; a pixel off: 190 and more) ...
MAX_STEP = 128
#: ... and at most this share of its pixels are off by more than `EDGE_STEP` (measured: 0 at
#: 270 px, 0.19 % at 600 px; a pixel off: 3.5 % at 600 px, 8 % at 100 px).
EDGE_SHARE = 0.005
EDGE_STEP = 48


@dataclass(frozen=True)
class Difference:
    """One court drawn both ways: its worst pixel, and how many are off by more than steps."""

    suit: int
    rank: int
    worst: int
    where: tuple[int, int]
    over_8: int
    over_edge: int
    pixels: int
    one_pass_ms: float
    composed_ms: float

    @property
    def exact_enough(self) -> bool:
        return self.worst <= MAX_STEP and self.over_edge <= EDGE_SHARE * self.pixels


def difference(a: pygame.Surface, b: pygame.Surface) -> tuple[int, tuple[int, int], int, int]:
    """(worst step, its pixel, pixels off by more than 8, by more than EDGE_STEP)."""
    w, _ = a.get_size()
    da, db = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    worst, where, over_8, over_edge = 0, (0, 0), 0, 0
    for i in range(0, len(da), 4):
        aa, ab = da[i + 3], db[i + 3]
        step = max(abs(aa - ab), *(abs(da[i + k] * aa - db[i + k] * ab) // 255
                                    for k in range(3)))
        if step > 8:
            over_8 += 1
            over_edge += step > EDGE_STEP
        if step > worst:
            worst, where = step, ((i // 4) % w, (i // 4) // w)
    return worst, where, over_8, over_edge


def compare(style: DeckStyle, height: int) -> list[Difference]:
    """Every double-headed face of `style` at `height`, composed and in one pass."""
    art = CardArt(style, height)
    out: list[Difference] = []
    for suit in range(4):
        for rank in RANKS[style]:
            data = read(art.face_path(suit, rank))
            if layers(data) is None:
                continue
            start = time.process_time()
            composed = draw(data, art.size)
            mid = time.process_time()
            whole = draw(expanded(data), art.size)
            end = time.process_time()
            worst, where, over_8, over_edge = difference(whole, composed)
            out.append(Difference(suit, rank, worst, where, over_8, over_edge,
                                  art.size[0] * art.size[1], (end - mid) * 1000.0,
                                  (mid - start) * 1000.0))
    return out
