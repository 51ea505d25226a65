"""Headgear of the Piacentine courts in three-quarter view: plumed caps and open crowns.

Both sit on a `piac_head` head and turn with it: the cap's rolled brim and the crown's band
are seen as ellipses from slightly above, so their fronts dip over the brow and their far
sides are foreshortened; the plumes sweep back over the crown away from the face.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.craft import bez, dark, light
from ui.art.piac_head import _Frame
from ui.art.piac_shade import INK, form, normal, shape, strands
from ui.art.svg import Point, circle


def _ring(fr: _Frame, cu: float, cv: float, ru: float, rv: float, a0: float, a1: float,
          n: int = 14) -> list[Point]:
    """Points along an ellipse in head units, angles in degrees (0 = front, 90 = down)."""
    return [fr.p(cu + ru * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
                 cv + rv * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def plume(fr: _Frame, root: tuple[float, float], tip: tuple[float, float],
          bend: tuple[float, float], width: float, colour: str) -> list[str]:
    """A curling ostrich feather: a tapered, bent vane with its barbs drawn along it."""
    spine = [fr.p(*root), *bez(fr.p(*root), fr.p(*bend), fr.p(tip[0], tip[1] - 0.1),
                               fr.p(*tip), 12)]
    left: list[Point] = []
    right: list[Point] = []
    for i, (x, y) in enumerate(spine):
        ux, uy = normal(spine, i)
        t = i / (len(spine) - 1)
        w = fr.r * width * math.sin(math.pi * min(1.0, 0.15 + t * 0.95)) + 2
        left.append((x + ux * w, y + uy * w))
        right.append((x - ux * w * 0.7, y - uy * w * 0.7))
    out = [form(left + right[::-1], colour, "A", sw=2.6)]
    barbs = [[spine[i], ((spine[i][0] + left[i + 1][0]) / 2, (spine[i][1] + left[i + 1][1]) / 2
                         ), left[min(i + 2, len(left) - 1)]] for i in range(1, len(spine) - 2, 2)]
    out.append(strands(barbs, dark(colour, 0.35), 1.6))
    out.append(strands([spine], light(colour, 0.4), 2.0))
    return out


class _Low(_Frame):
    """A head frame squashed towards the brim line (v = -0.6) by `flat`."""

    def __init__(self, x: float, y: float, r: float, facing: int, flat: float) -> None:
        super().__init__(x, y, r, facing)
        self.flat = flat

    def p(self, u: float, v: float) -> Point:
        return super().p(u, -0.6 + (v + 0.6) * self.flat)


def ostrich(fr: _Frame, root: tuple[float, float], bend: tuple[float, float],
            tip: tuple[float, float], width: float, colour: str) -> list[str]:
    """A great curling ostrich plume as the prints draw them: a full, soft mass along a
    bent quill, its edges scalloped into tufts of barbs, its tip rolled over; the barbs
    drawn out from the quill in curved strokes, the quill lit."""
    spine = [fr.p(*root), *bez(fr.p(*root), fr.p(*bend), fr.p(tip[0], tip[1] - 0.3),
                               fr.p(*tip), 16)]
    left: list[Point] = []
    right: list[Point] = []
    n = len(spine) - 1
    for i, (x, y) in enumerate(spine):
        ux, uy = normal(spine, i)
        t = i / n
        tuft = 0.8 + 0.3 * abs(math.sin(t * math.pi * 4.5))  # scallops along each edge
        w = fr.r * width * math.sin(math.pi * min(1.0, 0.12 + t * 0.82)) ** 0.6 * tuft + 3
        left.append((x + ux * w, y + uy * w))
        right.append((x - ux * w * 0.75, y - uy * w * 0.75))
    out = [form(left + right[::-1], colour, "A", sw=2.8)]
    barbs = []
    for i in range(1, n - 1):
        for edge, k in ((left, 1.0), (right, 0.75)):
            a, b = spine[i], edge[min(i + 2, n)]
            m = ((a[0] + b[0]) / 2 + (b[1] - a[1]) * 0.15 * k, (a[1] + b[1]) / 2)
            barbs.append([a, m, ((m[0] + b[0]) / 2, (m[1] + b[1]) / 2)])
    out.append(strands(barbs, dark(colour, 0.4), 1.8))
    out.append(strands([spine[: n - 2]], light(colour, 0.45), 2.6))
    return out


def cap(x: float, y: float, r: float, facing: int, crown_c: str, brim_c: str,
        plumes: Sequence[str], *, wide: bool = False, big: float = 1.0, roll: float = 1.0,
        scale: float = 1.0, tuft: str | None = None, fore: str | None = None,
        flat: float = 1.0, stripes: str | None = None, ribbed: bool = False) -> list[str]:
    """A soft cap worn on the back of the head over a thick rolled brim, plumes behind;
    `wide` gives a hat with a broad flat brim instead; `big` > 1 sweeps the plumes out
    longer and fuller, curling down behind the head (the great feathers of the prints);
    `roll` > 1 rolls the brim up fatter, like a turban's; `scale` > 1 makes the whole cap
    bigger round the same brow (the Cavalli's great caps); `tuft` stands a short feather
    up from the crown and `fore` curls a great plume forward over the brim; `flat` < 1
    lowers everything above the brim (a wide, low cap whose plumes spread sideways);
    `stripes` slashes the crown in another colour, `ribbed` in ribs from brim to top."""
    fr: _Frame = _Low(x, y - r * 0.14 + 0.72 * r * (scale - 1.0), r * 1.2 * scale, facing,
                      flat)
    out: list[str] = []
    if fore:  # curling forward and down over the brim, behind the crown's front
        out += ostrich(fr, (0.1, -1.2), (0.7, -1.6), (1.25, -0.8), 0.22, fore)
    for i, colour in enumerate(plumes):  # the feathers go first: they rise behind the crown
        if big > 1.0:  # the first the farthest back, curling down; the next over it
            k = big - 0.3 * i * (big - 1.0)
            out += ostrich(fr, (-0.3 + 0.25 * i, -1.2), (-0.9 - 0.3 * k + 0.3 * i,
                                                          -1.6 - 0.25 * k / scale ** 3),
                           (-0.8 - 0.85 * k + 0.35 * i, -0.55 - 0.3 * i), 0.3 * k, colour)
            continue
        out += plume(fr, (0.1 - 0.2 * i, -1.15), (-1.8 + 0.3 * i, -0.8 - 0.3 * i),
                     (0.0 - 0.3 * i, -1.5 + 0.12 * i), 0.4 - 0.06 * i, colour)
    dome = [*_ring(fr, -0.12, -0.6, 0.98, 0.3, 0, 180, 10),
            *bez(fr.p(-1.1, -0.6), fr.p(-1.25, -1.55), fr.p(0.45, -1.65), fr.p(0.86, -0.6), 10)]
    if tuft:
        out += plume(fr, (-0.05, -1.4), (0.2, -1.9), (-0.2, -1.8), 0.2, tuft)
    out.append(form(dome, crown_c, "A", sw=3.2))
    creases = [bez(fr.p(-0.2 + k, -0.72), fr.p(-0.3 + k * 1.3, -1.1),
                   fr.p(-0.2 + k * 1.2, -1.3), fr.p(-0.1 + k * 0.8, -1.36), 6)
               for k in (-0.5, -0.15, 0.2)]
    if stripes and ribbed:  # the ribs running up its front from the brim to the top
        creases = [[fr.p(-0.2 + 0.95 * math.sin(ph) * math.cos(t * math.pi / 2),
                         -0.66 - 0.92 * math.sin(t * math.pi / 2))
                    for t in (j / 8 for j in range(8))]
                   for ph in (math.radians(a) for a in (-56, -20, 16, 52))]
    if stripes:  # a puffed crown slashed in another colour between its gores
        out.append(strands(creases, INK, 9.0))
        out.append(strands(creases, stripes, 6.0))
    else:
        out.append(strands(creases, dark(crown_c, 0.35), 1.8))
    # the rolled brim: a fat ring round the head, its front dipping over the brow
    k = 1.4 if wide else 1.0
    outer = _ring(fr, -0.1, -0.6, 1.06 * k, 0.36 * k, -10, 190, 16)
    lift = 0.3 * (roll - 1.0)
    inner = _ring(fr, -0.1, -0.72 - lift, 0.98 * k, 0.26 * k * (0.8 if wide else 1.0), 190,
                  -10, 16)
    out.append(form(outer + inner, brim_c, "V", sw=3.4))
    out.append(strands([_ring(fr, -0.1, -0.62, 1.02, 0.3, 10, 170, 12)],
                       dark(brim_c, 0.35), 2.0))
    out.append(strands([_ring(fr, -0.1, -0.66 - lift * 0.6, 1.0, 0.28, 40, 120, 8)],
                       light(brim_c, 0.45), 2.6))
    if roll > 1.0:  # the roll's twists: creases winding round it
        out.append(strands([[fr.p(u, -0.55 + 0.3 * (1 - (u / 1.1) ** 2) ** 0.5),
                             fr.p(u + 0.12, -0.62 - lift + 0.26 * (1 - (u / 1.1) ** 2) ** 0.5)]
                            for u in (-0.6, -0.1, 0.4)], dark(brim_c, 0.4), 2.2))
    return out


def crown(x: float, y: float, r: float, facing: int, gold: str, jewel: str) -> list[str]:
    """An open crown on a band round the brow, as printed: a red velvet cap rising inside
    it, seven leaf-shaped points with pearls (the far ones foreshortened and set closer),
    red and green stones round the band."""
    fr = _Frame(x, y + r * 0.06, r * 1.16, facing)
    band_lo = _ring(fr, -0.08, -0.56, 0.92, 0.3, -5, 185, 16)
    band_hi = _ring(fr, -0.08, -0.82, 0.92, 0.26, 185, -5, 16)
    cap = [*_ring(fr, -0.08, -0.86, 0.86, 0.24, 185, -5, 12),
           *_ring(fr, -0.08, -0.92, 0.86, 0.4, -5, -185, 12)]
    out: list[str] = [form(cap, "#b8302a", "A", sw=2.2)]
    tips = []
    for k in range(7):  # the points stand on the band's upper edge
        a = -5 + 190 * k / 6
        u = -0.08 + 0.92 * math.cos(math.radians(a))
        v = -0.82 + 0.26 * math.sin(math.radians(a))
        depth = math.sin(math.radians(a))  # 1 at the front, towards 0 at the sides
        h = 0.34 + 0.2 * depth * (1 if k % 2 == 0 else 0.7)
        w = 0.15 * (0.4 + 0.6 * depth)
        pts = [fr.p(u - w * 0.7, v + 0.04), fr.p(u - w * 1.2, v - h * 0.4),
               fr.p(u - w * 0.5, v - h * 0.78), fr.p(u, v - h),
               fr.p(u + w * 0.5, v - h * 0.78), fr.p(u + w * 1.2, v - h * 0.4),
               fr.p(u + w * 0.7, v + 0.04)]
        out.append(shape(pts, dark(gold, 0.12 * (1 - depth)), INK, 2.2))
        if depth > 0.5:  # a small stone in each front point
            cx_, cy_ = fr.p(u, v - h * 0.42)
            out.append(circle(cx_, cy_, r * 0.035, jewel if k % 2 else "#2f8a4a", INK, 1.0))
        tips.append((fr.p(u, v - h - 0.04), depth))
    for (tx, ty), depth in tips:
        out.append(circle(tx, ty, r * (0.05 + 0.03 * depth), "#fbf5ea", INK, 1.6))
    out.append(form(band_lo + band_hi, gold, "V", sw=3.2))
    for i, a in enumerate((20, 55, 90, 125, 160)):
        u = -0.08 + 0.92 * math.cos(math.radians(a))
        v = -0.69 + 0.28 * math.sin(math.radians(a))
        sz = 0.5 + 0.5 * math.sin(math.radians(a))
        cx_, cy_ = fr.p(u, v)
        out.append(circle(cx_, cy_, r * 0.065 * sz, jewel if i % 2 == 0 else "#2f8a4a", INK,
                          1.4))
    return out
