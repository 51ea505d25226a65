"""The Piacentine Cavallo di Denari's horse seen from behind, and the rider's hanging leg.

On the printed card the horse turns its head out past the rider's shoulder and shows the
viewer its hindquarters: the croup rising to the root of the tail, two round haunches parted
by a groove, the crupper strap over them, the tail hanging in locks, the hind legs narrowing
from the gaskin to the hock at the centre line, the caparison's dagged edge along the flank.
"""

from __future__ import annotations

import math

from ui.art.craft import bez, dark, light, outline
from ui.art.piac_cloth import inside, kept_runs
from ui.art.piac_engrave import engrave, lens
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.svg import Point, path

MID = 500.0
RED, YELLOW, GREEN = "#cf3a2c", "#efc63a", "#2f6b37"


def _wrap(region: list[Point], c: Point, r: Point, light_at: Point, ink: str,
          width: float = 4.4, start: float = 0.42) -> list[str]:
    """Cross-contours round a ball: rings about its centre `c` (radii `r`), kept inside
    `region` where the shade (distance from the lit spot `light_at`, in radii) passes `start`,
    each cut into short slivers that swell into the shade."""
    (cx, cy), (rx, ry), (lx, ly) = c, r, light_at

    def shade(p: Point) -> float:
        return min(1.0, math.hypot((p[0] - lx) / rx, (p[1] - ly) / ry) / 1.5)

    data = []
    for k in range(3, 14):
        ring = [(cx + rx * k / 11 * math.cos(a), cy + ry * k / 11 * math.sin(a))
                for a in (2 * math.pi * i / 60 for i in range(61))]
        for run in kept_runs(ring, lambda p: inside(p, region) and shade(p) > start):
            for i in range(0, len(run) - 2, 4):
                part = run[i:i + 5]
                if len(part) < 3:
                    continue
                (sx, sy), (mx, my), (ex, ey) = part[0], part[len(part) // 2], part[-1]
                ln = math.hypot(ex - sx, ey - sy)
                w = width * ((max(shade(p) for p in part) - start) / (1 - start)) ** 0.7
                w *= min(1.0, ln / 36.0)  # a short stroke stays thin, not a blot
                data.append(lens(((sx, sy), (2 * mx - (sx + ex) / 2, 2 * my - (sy + ey) / 2),
                                  (ex, ey), w)))
    return [path("".join(data), ink, None, 0.0, ' fill-opacity="0.85"')] if data else []


def _haunch(gx: float, top: float, w: float, sgn: int) -> list[Point]:
    """One haunch as a ball from the groove at `gx` round the point of the buttock to the
    centre line (the other half of the card carries it on)."""
    def p(u: float, v: float) -> Point:
        return (gx + sgn * u * w, top + v)

    segs = (((0.1, 0), (0.3, -22), (0.58, -22)),
            ((0.86, -20), (1.04, 20), (1.06, 70)),
            ((1.08, 112), (0.98, 130), (0.9, MID + 4 - top)),
            ((0.6, MID + 4 - top), (0.3, MID + 4 - top), (0.06, MID + 4 - top)),
            ((0.12, 110), (0.0, 60), (0.02, 14)))
    return outline(p(0.02, 14), *[(p(*a), p(*b), p(*c)) for a, b, c in segs], n=9)


def rear(cx: float, top: float, coat: str, mane: str) -> list[str]:
    """The hindquarters seen from behind, the croup's top at `top`: two round haunches
    parted by a deep groove a little right of `cx`, the tail hanging in it, the crupper's
    red strap round the near haunch."""
    out: list[str] = []
    gx = cx + 22
    ink = dark(coat, 0.7)
    for sgn, w in ((1, 164.0), (-1, 176.0)):  # the far haunch first, the near one over it
        h = _haunch(gx, top - 18, w, sgn)
        lit = (gx + sgn * w * 0.5 - 16, top + 16)
        out.append(form(h, coat, "A", sw=4.2))
        out += _wrap(h, (gx + sgn * w * 0.52, top + 66), (w * 0.6, 100.0), lit, ink,
                     width=5.0, start=0.46)
        out += engrave(h, ink, 60.0 if sgn > 0 else 120.0, 9.0, toward=90 - sgn * 60,
                       bow=0.1, width=3.0, start=0.8, cross=None)
    # the groove between them, in deep shade, and the tail hanging down it in locks
    groove = [(gx - 14, top + 10), (gx + 14, top + 10), (gx + 10, MID + 4), (gx - 10, MID + 4)]
    out.append(shape(groove, dark(coat, 0.55), opacity=0.8))
    tail = outline((gx - 10, top - 8), ((gx - 24, top + 20), (gx - 26, top + 70),
                                        (gx - 40, MID - 6)),
                   ((gx - 30, MID + 4), (gx + 26, MID + 4), (gx + 30, MID - 8)),
                   ((gx + 16, top + 70), (gx + 20, top + 20), (gx + 10, top - 8)),
                   ((gx + 4, top - 16), (gx - 4, top - 16), (gx - 10, top - 8)), n=7)
    out.append(form(tail, mane, "L", sw=3.0))
    out.append(strands([bez((gx + k * 0.4, top - 6), (gx + k * 0.9 + 4, top + 40),
                            (gx + k * 1.3 - 6, MID - 60), (gx + k * 1.9 - 4, MID), 8)
                        for k in (-16, -9, -2, 5, 12)], dark(mane, 0.5), 2.0))
    out.append(strands([bez((gx + k * 0.4, top), (gx + k + 4, top + 46),
                            (gx + k * 1.2 - 6, MID - 70), (gx + k * 1.6 - 6, MID - 24), 8)
                        for k in (-12, 1, 9)], light(mane, 0.4), 1.6))
    # the crupper: a red strap edged in gold from the saddle round the near haunch's top
    for sgn, w in ((-1, 176.0),):
        strap = [(gx + sgn * 10, top - 28),
                 *bez((gx + sgn * 10, top - 28), (gx + sgn * w * 0.6, top - 50),
                      (gx + sgn * w * 0.98, top - 14), (gx + sgn * w * 0.96, top + 84), 12)]
        out.append(strands([strap], INK, 26.0))
        out.append(strands([strap], RED, 20.0))
        out.append(strands([[(x - sgn * 3, y + 6) for x, y in strap]], YELLOW, 4.0))
    return out


def skirt(cx: float, y: float) -> list[str]:
    """The rider's green tunic falling over the croup from his waist at `y`, wider at its
    ragged hem, folds engraved down it (it hides the saddle-cloth's band, as printed)."""
    hem = [(cx + 104 - 13 * k, y + 64 + (10 if k % 2 else 0) + 4 * math.sin(k)) for k in range(17)]
    pts = [(cx - 70, y - 8), (cx + 72, y - 8), (cx + 98, y + 40), *hem, (cx - 112, y + 40)]
    out = [form(pts, GREEN, "L", sw=3.4)]
    out += engrave(pts, dark(GREEN, 0.6), 84.0, 10.0, toward=0.0, bow=0.04, width=4.0,
                   start=0.3, cross=0.75)
    out.append(strands([[(cx + u, y + 2), (cx + u * 1.3, y + 56)] for u in (-50, -14, 24, 60)],
                       dark(GREEN, 0.45), 3.0))
    out.append(strands([[(cx + u, y + 4), (cx + u * 1.3 + 4, y + 50)] for u in (-40, 34)],
                       light(GREEN, 0.35), 2.4))
    return out


def hanging_leg(hip: Point, foot: Point, hose: str, stripe: str) -> list[str]:
    """The rider's tunic over the croup (`skirt`) and his leg hanging down the horse's side
    in hose, a stripe down its outside, slanting out over the far haunch as printed."""
    out = skirt(hip[0] - 64, hip[1] - 16)
    (x0, y0), (x1, y1) = hip, (foot[0] + 36, foot[1])
    left = [(x0 - 34, y0), *bez((x0 - 34, y0), (x0 - 30, y0 + 60), (x1 - 30, y1 - 50),
                                 (x1 - 22, y1), 6)]
    right = [(x1 + 24, y1), *bez((x1 + 24, y1), (x1 + 32, y1 - 60), (x0 + 40, y0 + 40),
                                 (x0 + 36, y0), 6)]
    leg = [*left, *right]
    out.append(form(leg, hose, "R", sw=3.4))
    out += engrave(leg, dark(hose, 0.6), 10, 10.0, toward=0, width=3.0, start=0.4, cross=None)
    out.append(strands([bez((x0 + 22, y0 + 4), (x0 + 26, y0 + 60), (x1 + 20, y1 - 60),
                            (x1 + 14, y1), 6)], INK, 12.0))
    out.append(strands([bez((x0 + 22, y0 + 4), (x0 + 26, y0 + 60), (x1 + 20, y1 - 60),
                            (x1 + 14, y1), 6)], stripe, 7.0))
    out.append(shape([(x0 - 40, y0 - 10), (x0 + 44, y0 - 10), (x0 + 40, y0 + 16),
                      (x0 - 36, y0 + 16)], dark(hose, 0.1), INK, 2.4))
    return out
