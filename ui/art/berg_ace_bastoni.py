"""Parts of the Bergamasche Asso di Bastoni: the carved head of the baton under its gold dome, and
the ends of the scroll hanging down on either side.

As printed: below the dome's blue rim the baton flowers into a red capital whose volutes curl
outwards, blue leaves turning down beneath them and a gold tongue between; the scroll's ends
fold back and fall in red ribbons that end in gold tails cut in three points, each tipped with
a black bead; the cloth hatched across, its underside darker where it folds. Across the scroll
runs the old motto VINCERAI ("you will win") in capitals drawn as strokes (the rasteriser draws
no SVG text), each letter turned to follow the scroll's curve.
"""

from __future__ import annotations

import math

from ui.art.berg_ink import form, polygon, strokes
from ui.art.berg_signs import BLUE, GOLD, RED
from ui.art.craft import dark
from ui.art.svg import BLACK, Path, circle, path

Point = tuple[float, float]


def capital(x: float, y: float) -> list[str]:
    """The baton's carved head between the dome's rim (at y) and the shaft (y + 90)."""
    out = []
    for s in (-1, 1):
        out.append(form([(x + s * 10, y + 40), (x + s * 52, y + 44), (x + s * 70, y + 68),
                         (x + s * 56, y + 88), (x + s * 40, y + 74), (x + s * 22, y + 86)],
                        BLUE, 3.0, deep=0.35))
    bowl = [(x - 56, y + 4), (x + 56, y + 4), (x + 70, y + 24), (x + 50, y + 40),
            (x + 30, y + 30), (x + 18, y + 62), (x, y + 70), (x - 18, y + 62), (x - 30, y + 30),
            (x - 50, y + 40), (x - 70, y + 24)]
    out.append(form(bowl, RED, 4.0, deep=0.32))
    out.append(strokes([[(x - 40, y + 14), (x - 14, y + 40), (x - 8, y + 60)],
                        [(x + 40, y + 14), (x + 14, y + 40), (x + 8, y + 60)]],
                       dark(RED, 0.45), 2.4))
    out += [circle(x + s * 54, y + 26, 7, dark(RED, 0.3), BLACK, 2) for s in (-1, 1)]
    out.append(form([(x, y + 20), (x + 12, y + 48), (x, y + 84), (x - 12, y + 48)], GOLD, 2.6))
    return out


def ribbon_end(x: float, y: float, s: int) -> list[str]:
    """One end of the scroll (`s` −1 left, 1 right): from (x, y) a broad band falls outwards,
    folds back inwards showing its darker underside, and ends in the gold tail; the red
    cloth hatched across, as printed."""
    def p(u: float, v: float) -> Point:
        return (x + s * u, y + v)

    outer = [p(-22, -4), p(30, -4), p(58, 96), p(6, 96)]
    under = [p(6, 96), p(58, 96), p(30, 160), p(-22, 160)]
    out = [path(polygon(outer), RED, BLACK, 4.0), path(polygon(under), dark(RED, 0.35), BLACK,
                                                       4.0)]
    out.append(strokes([[p(-20 + 28 * t / 1.0 * 0.95, 6 + 86 * t),
                         p(28 + 28 * t * 0.95, 6 + 86 * t)] for t in (0.15, 0.3, 0.45, 0.6,
                                                                     0.75, 0.9)],
                       dark(RED, 0.5), 2.4))
    out.append(strokes([[p(10, 112), p(50, 112)], [p(0, 132), p(42, 132)]], dark(RED, 0.6),
                       2.4))
    tail = [p(-26, 156), p(34, 156), p(46, 230), p(26, 204), p(12, 246), p(0, 206),
            p(-22, 236), p(-14, 196)]
    out.append(form(tail, GOLD, 3.2, deep=0.3))
    out += [circle(*p(u, v), 5, BLACK, None) for u, v in ((46, 236), (12, 252), (-22, 242))]
    out += [circle(*p(u, 176), 4.5, BLACK, None) for u in (-12, 6, 24)]
    return out


#: capitals as strokes in a box one unit high (y down), with their widths
GLYPHS: dict[str, tuple[float, list[list[Point]]]] = {
    "V": (0.8, [[(0, 0), (0.4, 1), (0.8, 0)]]),
    "I": (0.2, [[(0.1, 0), (0.1, 1)]]),
    "N": (0.72, [[(0, 1), (0, 0), (0.72, 1), (0.72, 0)]]),
    "C": (0.7, [[(0.7, 0.16), (0.5, 0.02), (0.25, 0.04), (0.05, 0.28), (0.02, 0.6),
                 (0.18, 0.9), (0.45, 1.0), (0.7, 0.86)]]),
    "E": (0.6, [[(0.6, 0), (0, 0), (0, 1), (0.6, 1)], [(0, 0.5), (0.46, 0.5)]]),
    "R": (0.66, [[(0, 1), (0, 0), (0.46, 0), (0.62, 0.12), (0.62, 0.38), (0.46, 0.5),
                  (0, 0.5)], [(0.3, 0.5), (0.66, 1)]]),
    "A": (0.78, [[(0, 1), (0.39, 0), (0.78, 1)], [(0.15, 0.64), (0.63, 0.64)]]),
}


def motto(text: str, ends: tuple[Point, Point, Point], size: float) -> str:
    """`text` in stroked capitals `size` high, centred along the quadratic curve through
    `ends` (start, control, end), each letter upright to the curve."""
    (x0, y0), (_, y1), (x2, y2) = ends
    gap = 0.2
    widths = [GLYPHS[c][0] for c in text]
    total = (sum(widths) + gap * (len(text) - 1)) * size
    d = Path()
    u = (x0 + x2) / 2 - total / 2
    for c, w in zip(text, widths, strict=True):
        mid = u + w * size / 2
        t = (mid - x0) / (x2 - x0)  # x runs linearly along this curve
        cy = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * y1 + t * t * y2
        a = math.atan2(2 * (1 - t) * (y1 - y0) + 2 * t * (y2 - y1), x2 - x0)
        ca, sa = math.cos(a), math.sin(a)
        for stroke in GLYPHS[c][1]:
            pts = [((gx - w / 2) * size, (gy - 0.5) * size) for gx, gy in stroke]
            pts = [(mid + px * ca - py * sa, cy + px * sa + py * ca) for px, py in pts]
            d.m(round(pts[0][0]), round(pts[0][1])).l(*[(round(px), round(py))
                                                       for px, py in pts[1:]])
        u += (w + gap) * size
    return path(d, "none", BLACK, size * 0.19)


__all__ = ["capital", "motto", "ribbon_end"]
