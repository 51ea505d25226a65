"""Parts of the Napoletane Asso di Coppe's urn drawn as the print cuts them: the leafy finial on
its ringed stem, the low lid fluted from the finial to the rim, the gold mask of a young woman
whose hair runs out into acanthus scrolls, the green bowl's gadroons, the leafy gold foot.

Every part is centred on x = 0 and placed by the caller; nothing here is traced from the scan.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from ui.art.craft import FINE, HAIR, MEDIUM, band, dark
from ui.art.nap_shade import flat, form, line, spline
from ui.art.nap_signs import CRIMSON, GOLD, GREEN_BRIGHT
from ui.art.svg import Path, Point, circle, path

LEAF_DARK = "#1f5a26"
MASK = "#f3cf2a"  # the mask and its scrolls, a warmer gold than the belly's lemon


def _smooth(keys: Sequence[Point], n: int = 5) -> list[Point]:
    """An open Catmull-Rom curve through `keys`, sampled `n` points a span."""
    out: list[Point] = []
    for i in range(len(keys) - 1):
        p0, p1 = keys[max(0, i - 1)], keys[i]
        p2, p3 = keys[i + 1], keys[min(len(keys) - 1, i + 2)]
        for k in range(n):
            t = k / n

            def at(j: int, t: float = t, p0: Point = p0, p1: Point = p1, p2: Point = p2,
                   p3: Point = p3) -> float:
                return 0.5 * (2 * p1[j] + (p2[j] - p0[j]) * t
                              + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t * t
                              + (3 * p1[j] - p0[j] - 3 * p2[j] + p3[j]) * t ** 3)

            out.append((at(0), at(1)))
    return [*out, keys[-1]]


def finial(top: float) -> str:
    """The red pine cone in a cup of curling leaves, on a double ring, over a skirt of leaves
    spread on the lid; `top` is where the skirt meets the lid."""
    y = top
    skirt: list[Point] = [(-16, y - 38), (16, y - 38)]
    for k in range(4):  # the skirt's lobes, scalloped out to the rim
        a = 16 + k * 14
        skirt += [(a + 8, y - 30 + k * 8), (a + 14, y - 18 + k * 6)]
    skirt += [(72, y + 4), (0, y + 8), (-72, y + 4)]
    skirt += [(-x, yy) for x, yy in reversed(skirt[2:10])]
    out = [form(skirt, LEAF_DARK, angle=0, depth=0.3, lines=2, gloss=0, sw=FINE, tension=0.6)]
    ribs = Path()
    for k in (-3, -2, -1, 1, 2, 3):
        ribs.m(k * 5, y - 34).q((k * 14, y - 16), (k * 22, y + 2))
    out.append(path(ribs, "none", dark(LEAF_DARK, 0.5), HAIR))
    for r0, r1 in ((y - 58, y - 48), (y - 48, y - 38)):  # the ringed stem
        out.append(form([(-22, r0), (22, r0), (26, (r0 + r1) / 2), (22, r1), (-22, r1),
                         (-26, (r0 + r1) / 2)], LEAF_DARK, angle=0, depth=0.3, lines=1,
                        gloss=0, sw=FINE, tension=0.5))
    cy = y - 126
    cone = [(0, cy - 40), (20, cy - 26), (26, cy), (20, cy + 26), (0, cy + 34), (-20, cy + 26),
            (-26, cy), (-20, cy - 26)]
    out.append(form(cone, CRIMSON, angle=0, depth=0.3, lines=1, gloss=6, sw=MEDIUM))
    scales = Path()  # the cone's scales: crossing rows of little arcs
    for row in range(5):
        yy = cy - 26 + row * 11
        for i in range(-2, 3):
            xx = i * 10 + (5 if row % 2 else 0)
            if abs(xx) < 22 - abs(yy - cy) * 0.3:
                scales.m(xx - 5, yy).q((xx, yy + 7), (xx + 5, yy))
    out.append(path(scales, "none", dark(CRIMSON, 0.55), FINE))
    # the leaf cup: outer leaves curling out and down, inner ones upright round the cone
    cup: list[Point] = [(-12, y - 58), (-30, y - 74), (-52, y - 86), (-58, y - 104),
                        (-44, y - 98), (-30, y - 100), (-34, y - 118), (-20, y - 104),
                        (-12, y - 126), (0, y - 106), (12, y - 126), (20, y - 104),
                        (34, y - 118), (30, y - 100), (44, y - 98), (58, y - 104),
                        (52, y - 86), (30, y - 74), (12, y - 58)]
    out.append(form(cup, LEAF_DARK, angle=0, depth=0.35, lines=2, gloss=0, sw=FINE,
                    tension=0.5))
    veins = Path()
    for s in (-1, 1):
        veins.m(s * 6, y - 62).q((s * 30, y - 78), (s * 50, y - 96))
        veins.m(s * 4, y - 66).q((s * 16, y - 90), (s * 24, y - 106))
    out.append(path(veins, "none", dark(LEAF_DARK, 0.55), HAIR))
    return "".join(out)


def flutes(top: float, bottom: float, half: float) -> str:
    """Fine lines fanning over a low dome from its crown down to its rim (the lid's fluting),
    closer and darker on the shadow side."""
    p = Path()
    for k in range(-11, 12):
        x0, x1 = k * 5.0, k * half / 11.5
        p.m(x0, top).q((x0 + (x1 - x0) * 0.8, top + (bottom - top) * 0.35), (x1, bottom))
    return path(p, "none", dark(GOLD, 0.5), HAIR)


def mask(x: float, y: float) -> str:
    """A young woman's gold mask: hair parted over the brow and waving out into acanthus
    scrolls at both sides, an oval face with lidded eyes, a straight nose and a small mouth."""
    ink = dark(MASK, 0.62)
    out = []
    for s in (-1, 1):  # the scrolls: a leafy arm out from the hair, curling up at its end
        for dx, dy in ((48, 22), (72, 24)):  # leaves hanging under the arm
            out.append(form([(x + s * (dx - 12), y + dy - 14), (x + s * (dx + 10), y + dy - 12),
                             (x + s * (dx + 14), y + dy + 6), (x + s * (dx + 2), y + dy + 2),
                             (x + s * (dx - 6), y + dy + 12), (x + s * (dx - 14), y + dy)],
                            MASK, angle=90, depth=0.3, lines=0, gloss=0, sw=FINE, tension=0.8))
        arm = [(x + s * dx, y + dy) for dx, dy in (
            (24, 2), (50, 8), (78, 4), (96, -10), (102, -30), (94, -46), (78, -48), (70, -36),
            (76, -26), (86, -30))]
        out.append(band(_smooth(arm), MASK, 16, FINE, ink=ink))
        out.append(line([(x + s * 30, y + 6), (x + s * 62, y + 9), (x + s * 88, y - 4),
                         (x + s * 96, y - 28)], ink, HAIR))
    hair = [(x, y - 52), (x + 22, y - 50), (x + 40, y - 36), (x + 44, y - 10), (x + 38, y + 16),
            (x + 28, y + 30), (x, y + 6), (x - 28, y + 30), (x - 38, y + 16), (x - 44, y - 10),
            (x - 40, y - 36), (x - 22, y - 50)]
    out.append(form(hair, MASK, angle=60, depth=0.2, lines=0, gloss=0, sw=FINE, tension=0.9))
    waves = Path()  # the hair parted at the brow and waving down both sides
    for s in (-1, 1):
        for k in range(4):
            r = 14 + k * 7
            waves.m(x + s * 2, y - 44 + k * 2).q((x + s * r, y - 50 + k * 3),
                                                  (x + s * (r + 6), y - 20 + k * 10))
            waves.q((x + s * (r + 2), y + k * 6), (x + s * (r + 10), y + 12 + k * 4))
    out.append(path(waves, "none", ink, HAIR))
    face = [(x, y - 34), (x + 19, y - 28), (x + 23, y - 6), (x + 18, y + 18), (x, y + 32),
            (x - 18, y + 18), (x - 23, y - 6), (x - 19, y - 28)]
    out.append(form(face, MASK, angle=20, depth=0.15, lines=0, gloss=0, sw=FINE))
    for s in (-1, 1):
        ex = x + s * 9
        out.append(line([(ex - 7, y - 13), (ex, y - 16), (ex + 7, y - 14)], ink, HAIR))  # brow
        out.append(flat(spline([(ex - 6, y - 6), (ex, y - 9), (ex + 6, y - 6), (ex, y - 4)],
                               0.6), "#fbf0c0", sw=HAIR, ink=ink))
        out.append(circle(ex, y - 6.5, 2.2, ink, None))
        out.append(line([(ex - 6, y - 9), (ex, y - 11), (ex + 6, y - 9)], ink, HAIR))  # lid
    out.append(line([(x - 1, y - 10), (x + 2, y + 6), (x - 1, y + 9), (x - 5, y + 8)], ink,
                    HAIR))
    out.append(line([(x - 7, y + 16), (x, y + 15), (x + 7, y + 16)], ink, FINE))
    out.append(line([(x - 4, y + 19), (x, y + 20), (x + 4, y + 19)], ink, HAIR))
    out.append(line([(x + 10, y + 22), (x + 16, y + 12), (x + 20, y - 4)], ink, HAIR))
    return "".join(out)


def gadroons(rows: Sequence[tuple[float, float]], colour: str, n: int = 9) -> str:
    """Lobes round the bowl under the belly (`rows`: the bowl's (y, half-width) profile):
    tongues with rounded tops rising into the band above, narrowing to the stem, each
    rounded in its own light and shade, the ones at the sides foreshortened."""
    def hw(y: float) -> float:
        for (y0, w0), (y1, w1) in itertools.pairwise(rows):
            if y <= y1:
                return w0 + (w1 - w0) * (y - y0) / (y1 - y0)
        return rows[-1][1]

    top, bottom = rows[0][0], rows[-1][0]
    ys = [top + (bottom - top) * i / 5 for i in range(6)]
    out = []
    for k in range(n):
        a0, a1 = -math.pi / 2 + math.pi * k / n, -math.pi / 2 + math.pi * (k + 1) / n
        s0, s1 = math.sin(a0) * 0.98, math.sin(a1) * 0.98
        crown = (s0 + s1) / 2 * hw(top), top - 12 * math.cos((a0 + a1) / 2)
        keys: list[Point] = [crown, *((s1 * hw(y), y) for y in ys),
                             *((s0 * hw(y), y) for y in reversed(ys))]
        shade = dark(colour, 0.05 + 0.3 * max(0.0, math.sin((a0 + a1) / 2)))
        out.append(form(keys, shade, angle=0, depth=0.45, lines=0, gloss=0, sw=FINE,
                        tension=0.6))
    return "".join(out)


def leafy_foot(top: float, bottom: float, colour: str = GOLD) -> str:
    """The foot: three acanthus leaves, the middle one upright, the side ones curling out
    and down to the plinth, over a small trumpet."""
    h = bottom - top
    out = [form([(-24, top), (24, top), (60, bottom), (-60, bottom)], dark(colour, 0.15),
                angle=0, depth=0.3, lines=0, gloss=0, sw=FINE, tension=0.3)]
    for s in (-1, 1):
        leaf = [(s * 10, top + 4), (s * 34, top + h * 0.3), (s * 60, top + h * 0.42),
                (s * 80, top + h * 0.3), (s * 96, top + h * 0.45), (s * 92, top + h * 0.75),
                (s * 76, bottom), (s * 36, bottom), (s * 20, top + h * 0.6)]
        out.append(form(leaf, colour, angle=0 if s > 0 else 180, depth=0.3, lines=1, gloss=0,
                        sw=FINE, tension=0.7))
        out.append(line([(s * 14, top + 10), (s * 44, top + h * 0.55),
                         (s * 94, top + h * 0.62)], dark(colour, 0.55), HAIR))
        out.append(line([(s * 30, bottom - 4), (s * 60, top + h * 0.7),
                         (s * 98, top + h * 0.72)], dark(colour, 0.55), HAIR))
    mid = [(0, top - 2), (18, top + h * 0.4), (22, top + h * 0.8), (0, bottom),
           (-22, top + h * 0.8), (-18, top + h * 0.4)]
    out.append(form(mid, colour, angle=0, depth=0.35, lines=1, gloss=0, sw=FINE, tension=0.8))
    out.append(line([(0, top + 4), (1, top + h * 0.5), (0, bottom - 6)], dark(colour, 0.55),
                    HAIR))
    return "".join(out)


__all__ = ["GREEN_BRIGHT", "finial", "flutes", "gadroons", "leafy_foot", "mask"]
