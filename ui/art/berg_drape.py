"""Bergamasche drapery and small things carried: the Fante di Spade's purse, the Cavallo di
Coppe's cloak.

On the printed Fante di Spade the free hand rests on the hip, gripping the neck of a red purse
stippled with dark dots; the Cavallo di Coppe wears a red cloak thrown over one shoulder and
drawn across the body to the other hip, its folds running along the drape and its edge woven
with a border of triangles.
"""

from __future__ import annotations

import math

from ui.art.berg_dress import braid
from ui.art.berg_engrave import engrave
from ui.art.berg_ink import form, strokes, taper
from ui.art.berg_signs import GOLD, RED
from ui.art.craft import dark
from ui.art.svg import BLACK, Path, path

Point = tuple[float, float]


def purse(x: float, y: float, r: float = 24.0) -> str:
    """A red purse hanging from its gathered neck at (x, y): a soft round bag, stippled in
    rows of dark dots, a gold band where the cord draws it closed."""
    bag = [(x - r * 0.4, y + r * 0.3), (x - r * 1.0, y + r * 1.2), (x - r * 0.9, y + r * 2.2),
           (x, y + r * 2.6), (x + r * 0.9, y + r * 2.2), (x + r * 1.0, y + r * 1.2),
           (x + r * 0.4, y + r * 0.3)]
    dots = Path()
    for row in range(4):  # the stippling, in staggered rows inside the bag
        v = y + r * (0.9 + 0.42 * row)
        half = r * (0.55 + 0.12 * min(row, 2))
        u = x - half + (r * 0.2 if row % 2 else 0.0)
        while u <= x + half:
            dots.m(round(u), round(v)).l((round(u + 1), round(v)))
            u += r * 0.4
    ruff = [(x - r * 0.5, y + r * 0.3), (x - r * 0.7, y - r * 0.3), (x, y - r * 0.1),
            (x + r * 0.7, y - r * 0.3), (x + r * 0.5, y + r * 0.3)]
    return (form(bag, RED, 3.0, deep=0.35) + path(dots, "none", dark(RED, 0.6), 4.0)
            + form(ruff, RED, 2.4, lit=False)
            + path(Path().m(x - r * 0.55, y + r * 0.2).l((x + r * 0.55, y + r * 0.2),
                                                       (x + r * 0.5, y + r * 0.5),
                                                       (x - r * 0.5, y + r * 0.5)).z(),
                   GOLD, BLACK, 2.0))


def cloak(shoulder: Point, hip: Point, width: float, colour: str = RED) -> str:
    """A cloak thrown over `shoulder` and drawn across the body down to `hip`: a broad band
    that widens as it falls, folds along it, its upper edge woven with triangles, its lower
    with arches."""
    (sx, sy), (hx, hy) = shoulder, hip
    dx, dy = hx - sx, hy - sy
    n = (dx * dx + dy * dy) ** 0.5 or 1.0
    nx, ny = -dy / n, dx / n  # across the band, towards its upper edge

    def at(t: float, w: float) -> Point:
        return (sx + dx * t + nx * w, sy + dy * t + ny * w)

    half = width / 2
    outline = [at(-0.04, -half * 0.6), at(0.3, -half * 0.8), at(0.7, -half * 0.95),
               at(1.04, -half), at(1.08, half * 0.4), at(0.98, half * 1.1),
               at(0.6, half * 1.05), at(0.25, half * 0.85), at(0.0, half * 0.6)]
    folds = [[at(0.05, w * half), at(0.45, w * half * 1.1), at(0.95, w * half * 1.2)]
             for w in (-0.45, 0.0, 0.45)]
    along = math.degrees(math.atan2(dy, dx))
    out = [form(outline, colour, 4.4, lit=False, deep=0.34),  # engraved along its folds
           engrave(outline, colour, angle=along + 8, step=7.0, bow=0.12, lo=0.34, cross=0.72)]
    out += [taper(f, 8.0, dark(colour, 0.5), ends=(0.1, 0.4)) for f in folds]
    out.append(strokes([[at(0.1, w * half + 6), at(0.5, w * half * 1.1 + 7),
                         at(0.9, w * half * 1.2 + 7)] for w in (-0.45, 0.0, 0.45)],
                       dark(colour, 0.2), 2.0))
    out.append(braid([at(0.02, half * 0.5), at(0.6, half * 0.9), at(0.98, half * 0.95)], 18,
                     dark(colour, 0.15), motif="tri", ink=BLACK))
    out.append(braid([at(0.0, -half * 0.45), at(0.6, -half * 0.8), at(1.0, -half * 0.85)], 16,
                     dark(colour, 0.3), motif="arch", ink=GOLD))
    for w, motif in ((0.12, "bar"), (-0.18, "tri")):  # woven all over between its borders
        out.append(braid([at(0.04, w * half), at(0.6, w * half * 1.1), at(0.98, w * half * 1.15)],
                         14, dark(colour, 0.12), motif=motif, ink=dark(colour, 0.7)))
    return "".join(out)


__all__ = ["cloak", "purse"]
