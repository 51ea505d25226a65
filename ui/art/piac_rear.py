"""The Piacentine Cavallo di Denari's horse seen from behind, and the rider's hanging leg.

On the printed card the horse turns its head out past the rider's shoulder and shows the
viewer its hindquarters: the croup rising to the root of the tail, two round haunches parted
by a groove, the crupper strap over them, the tail hanging in locks, the hind legs narrowing
from the gaskin to the hock at the centre line, the caparison's dagged edge along the flank.
"""

from __future__ import annotations

from ui.art.craft import bez, dark, light, outline
from ui.art.piac_engrave import engrave
from ui.art.piac_rich import dagged
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.svg import Point

MID = 500.0
RED, BLUE, YELLOW = "#cf3a2c", "#3d6cb3", "#efc63a"


def _haunch(cx: float, top: float, w: float, sgn: int) -> list[Point]:
    """One haunch from the groove at `cx` out to the stifle, down into the hind leg to the
    hock at the centre line: round above, narrowing below."""
    x = cx + sgn * w
    return outline((cx, top + 10),
                   ((cx + sgn * w * 0.3, top - 16), (x, top - 12), (cx + sgn * w * 1.12, top + 50)),
                   ((cx + sgn * w * 1.2, top + 92), (cx + sgn * w * 1.04, top + 112),
                    (cx + sgn * w * 0.8, top + 118)),
                   ((cx + sgn * w * 0.7, top + 124), (cx + sgn * w * 0.74, MID - 14),
                    (cx + sgn * w * 0.7, MID + 4)),
                   ((cx + sgn * w * 0.6, MID + 4), (cx + sgn * w * 0.5, MID + 4),
                    (cx + sgn * w * 0.42, MID + 4)),
                   ((cx + sgn * w * 0.4, MID - 24), (cx + sgn * w * 0.3, top + 112),
                    (cx + sgn * w * 0.1, top + 104)),
                   ((cx + sgn * 2, top + 80), (cx, top + 40), (cx, top + 10)), n=8)


def rear(cx: float, top: float, coat: str, mane: str) -> list[str]:
    """The hindquarters with the croup's top at `top`, the groove at `cx`, down to the line;
    the near haunch (left) broader, as the horse stands a little turned."""
    out: list[str] = []
    # the barrel running away to the right under the caparison
    barrel = outline((cx + 40, top + 4), ((cx + 150, top - 4), (cx + 230, top + 10),
                                          (cx + 258, top + 50)),
                     ((cx + 276, top + 90), (cx + 262, MID - 20), (cx + 236, MID + 4)),
                     ((cx + 160, MID + 4), (cx + 60, MID + 4), (cx + 40, top + 4)), n=8)
    out.append(form(barrel, dark(coat, 0.14), "B", sw=3.4))
    out += engrave(barrel, dark(coat, 0.6), 15, 11.0, toward=20, bow=0.08, width=3.4,
                   start=0.4, cross=0.75)
    out += dagged(cx + 96, cx + 262, top + 40, 40, cloth=BLUE, tooth=YELLOW, sag=12.0)
    shade_ink = dark(coat, 0.62)
    for sgn, w in ((1, 96.0), (-1, 118.0)):  # the far haunch first, the near one over it
        h = _haunch(cx, top, w, sgn)
        out.append(form(h, coat, "A" if sgn < 0 else "B", sw=3.6))
        out += engrave(h, shade_ink, -18 * sgn, 10.0, toward=90 + sgn * 35, bow=0.1,
                       width=3.6, start=0.32, cross=0.7)
        # the muscle line down the back of the thigh and the hock's point
        out.append(strands([bez((cx + sgn * w * 0.6, top + 60), (cx + sgn * w * 0.7, top + 100),
                                (cx + sgn * w * 0.62, top + 126), (cx + sgn * w * 0.5, MID - 8),
                                6)], dark(coat, 0.45), 2.4))
    # the crupper: a red strap from the saddle over the croup round to the root of the tail
    strap = [(cx + 60, top - 6), *bez((cx + 60, top - 6), (cx + 20, top - 2), (cx - 10, top + 6),
                                      (cx - 20, top + 14), 5)]
    breech = bez((cx - 134, top + 52), (cx - 90, top + 120), (cx + 70, top + 118),
                 (cx + 108, top + 48), 12)
    for line_ in (strap, breech):
        out.append(strands([line_], INK, 20.0))
        out.append(strands([line_], RED, 14.0))
        out.append(strands([line_], light(RED, 0.35), 3.0))
    # the tail from its root over the groove, hanging in locks to the line
    tail = outline((cx - 20, top + 6), ((cx - 46, top + 30), (cx - 34, top + 90),
                                        (cx - 44, MID - 20)),
                   ((cx - 46, MID), (cx - 30, MID + 4), (cx - 10, MID + 4)),
                   ((cx + 6, MID - 40), (cx + 24, top + 60), (cx + 20, top + 6)),
                   ((cx + 8, top - 4), (cx - 8, top - 4), (cx - 20, top + 6)), n=7)
    out.append(form(tail, mane, "V", sw=3.0))
    out.append(strands([bez((cx + k, top + 10), (cx + k * 2.2, top + 50),
                            (cx + k * 0.6 - 14, MID - 60), (cx + k * 1.6 - 18, MID), 8)
                        for k in (-12, -4, 4, 12)], dark(mane, 0.5), 2.0))
    out.append(strands([bez((cx + k, top + 20), (cx + k * 2, top + 60),
                            (cx + k * 0.4 - 12, MID - 70), (cx + k * 1.2 - 16, MID - 20), 8)
                        for k in (-8, 8)], light(mane, 0.3), 1.6))
    return out


def hanging_leg(hip: Point, foot: Point, hose: str, stripe: str) -> list[str]:
    """The rider's leg hanging down the horse's side in hose, a stripe down its outside."""
    (x0, y0), (x1, y1) = hip, foot
    left = [(x0 - 34, y0), *bez((x0 - 34, y0), (x0 - 30, y0 + 60), (x1 - 30, y1 - 50),
                                 (x1 - 22, y1), 6)]
    right = [(x1 + 24, y1), *bez((x1 + 24, y1), (x1 + 32, y1 - 60), (x0 + 40, y0 + 40),
                                 (x0 + 36, y0), 6)]
    leg = [*left, *right]
    out = [form(leg, hose, "R", sw=3.4)]
    out += engrave(leg, dark(hose, 0.6), 10, 10.0, toward=0, width=3.0, start=0.4, cross=None)
    out.append(strands([bez((x0 + 22, y0 + 4), (x0 + 26, y0 + 60), (x1 + 20, y1 - 60),
                            (x1 + 14, y1), 6)], INK, 12.0))
    out.append(strands([bez((x0 + 22, y0 + 4), (x0 + 26, y0 + 60), (x1 + 20, y1 - 60),
                            (x1 + 14, y1), 6)], stripe, 7.0))
    out.append(shape([(x0 - 40, y0 - 10), (x0 + 44, y0 - 10), (x0 + 40, y0 + 16),
                      (x0 - 36, y0 + 16)], dark(hose, 0.1), INK, 2.4))
    return out
