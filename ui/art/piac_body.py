"""Piacentine half-figures in three-quarter view: a turned torso, bent arms, embroidery.

The body turns with the face: the near shoulder is broad and low, the far one narrow, and
the front of the doublet (its opening, the embroidered borders, the lacing) runs off-centre
towards the side the figure looks to. Every mass is filled in rounded light (`piac_shade`)
and its shadow side is hatched along the form, not straight across.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from ui.art.craft import bez, dark, light, outline
from ui.art.piac_cloth import broad_front, embroidery, lattice_lines
from ui.art.piac_engrave import engrave
from ui.art.piac_rich import deep_folds, scrolls
from ui.art.piac_rich import ermine as ermine_tails
from ui.art.piac_shade import INK, form, member, shape, strands
from ui.art.svg import Point, path

MID = 500.0
GOLD = "#efc63a"


def _lit(f: int) -> str:
    """The cylinder light for a figure facing `f`: the near side (away from the look) lit."""
    return "L" if f > 0 else "R"


def torso(cx: float, f: int, coat: str, panel: str, *, top: float = 252.0,
          width: float = 100.0, gown: bool = False, back: bool = False,
          rich: bool = False, check: str | None = None, plain: bool = False,
          scrolled: bool = False, darks: bool = False, vee: str | None = None,
          waist: float = 1.0, spine: bool = True, taper: bool = False) -> list[str]:
    """Doublet (or a king's gown) from the shoulders to the centre line, turned towards `f`:
    the near side (−f) broad, the far side narrow, the opening off-centre; `waist` < 1
    draws it in at the belt, the skirts flaring out again below; without `spine` the gown
    falls plain below the opening (no embroidered band down the front); `taper` gives a
    rich front broad over the chest and narrowing to the belt."""
    near, far = cx - f * width * 1.12, cx + f * width * 0.8
    flare = 18.0 if gown else 8.0

    def p(u: float, v: float) -> Point:
        return (cx + f * u, v)

    body = outline(p(-30, top - 4), (p(-70, top - 2), p(-width * 1.02, top + 2),
                                     (near, top + 26)),
                   ((near - f * 6, top + 90), p(-width * 0.92 * waist, 420),
                    p(-width * 0.98 * waist, 440)),
                   (p(-width - flare, 470), p(-width - flare, MID), p(-width - flare, MID + 1)),
                   (p(0, MID + 1), p(width * 0.4, MID + 1), p(width * 0.8 + flare, MID + 1)),
                   (p(width * 0.8 + flare, MID), p(width * 0.74, 460),
                    p(width * 0.7 * waist, 430)),
                   (p(width * 0.72 * waist, 380), (far + f * 8, top + 60), (far, top + 18)),
                   (p(width * 0.62, top + 2), p(60, top - 6), p(30, top - 6)), n=8)
    body.append(p(-30, top - 4))
    out = [form(body, coat, _lit(f), sw=3.4)]
    if check:  # a checked (mailed) cloth: a lattice in `check` over the whole coat
        out.append(strands(lattice_lines(body, 30.0), check, 3.0))
    out += engrave(body, dark(coat, 0.7), 10.0 * f, 8.5, toward=0 if f > 0 else 180,
                   bow=0.08, width=5.0, start=0.1, cross=0.6, cross_turn=-50.0 * f)
    if darks:  # a gown's deep pleats: dark hollows widening to the hem, lit ridges beside
        pleats = [bez(p(u * 0.7, top + 80), p(u * 0.8, 370), p(u * 0.95, 440), p(u, MID), 7)
                  for u in (-width * 0.72, -width * 0.36, width * 0.34, width * 0.62)]
        out.append(deep_folds(pleats, dark(coat, 0.62), 24.0))
        out.append(strands([[(x - f * 9, y) for x, y in q[2:]] for q in pleats],
                           light(coat, 0.22), 2.2))
    if back:  # seen from behind: the seam down the back, the shoulder blades
        out.append(strands([bez(p(-10, top + 10), p(-14, 360), p(-8, 440), p(-12, MID), 8)],
                           dark(coat, 0.5), 2.6))
        out.append(strands([bez(p(-70, top + 50), p(-40, top + 80), p(-20, top + 90),
                                p(-14, top + 120), 5),
                            bez(p(50, top + 40), p(30, top + 80), p(10, top + 90),
                                p(-6, top + 120), 5)], dark(coat, 0.4), 2.0))
        return out
    # the front: a V opening onto the panel, embroidered borders running down to the belt
    o = 22.0
    fold = outline(p(-34, top), (p(-20, top + 40), p(o - 8, top + 80), p(o, top + 96)),
                   (p(o + 12, top + 80), p(44, top + 40), p(52, top - 4)),
                   (p(20, top + 2), p(-10, top + 4), p(-34, top)), n=6)
    out.append(form(fold, panel, _lit(f), sw=2.6))
    out += engrave(fold, dark(panel, 0.62), 70.0 * f, 7.0, toward=0 if f > 0 else 180,
                   bow=0.06, width=3.6, start=0.3, cross=None)
    for k in range(4):  # the lacing across the opening
        y = top + 18 + k * 18
        half = 26 - k * 6
        out.append(strands([[p(o - half - 4, y), p(o + half, y + 6)],
                            [p(o - half - 4, y + 6), p(o + half, y)]], GOLD, 2.4))
    spine_at = [p(o + 2 * ((v - top - 96) / 140) ** 2 * -8, v) for v in range(int(top) + 96,
                                                                          int(MID) + 8, 12)]
    left_edge = [p(-34, top), p(o - 2, top + 96)]
    right_edge = [p(52, top - 4), p(o + 2, top + 96)]
    out += embroidery(left_edge, 13, panel) + embroidery(right_edge, 13, panel)
    if rich or plain:  # a broad front from the chest to the belt (brocade, or plain velvet)
        out += broad_front(p, top, panel, lattice=rich and not scrolled, vee=vee, taper=taper)
        if scrolled:  # gold acanthus scrolls in two columns down the front, not a lattice
            y0 = top + 96
            for u0, u1 in ((-40.0, -40.0), (64.0, 64.0)):
                out += scrolls([p(u0 + (u1 - u0) * (v - y0) / (MID - y0), v)
                                for v in range(int(top) + 24, int(MID) - 50, 30)], 15)
            # and a third down the middle of the plain gold panel, in dark gold
            out += scrolls([p(14.0, v) for v in range(int(y0) + 10, int(MID) - 70, 28)], 14,
                           "#c8951e")
    elif spine:
        out += embroidery(spine_at, 22, panel, lozenges=True)
    # the waist and the far side's fold where the body turns away
    out.append(strands([bez(p(width * 0.46, top + 40), p(width * 0.62, 340), p(width * 0.6, 420),
                            p(width * 0.56, MID), 8)], dark(coat, 0.5), 2.6))
    out.append(strands([bez(p(-width * 0.5, top + 60), p(-width * 0.6, 350),
                            p(-width * 0.55, 430), p(-width * 0.62, MID), 8)],
                       light(coat, 0.25), 2.4))
    return out


def arm(joints: Sequence[Point], widths: Sequence[float], colour: str, f: int, *,
        puff: str | None = None, band: bool = False, fur: bool = False) -> list[str]:
    """A sleeve along shoulder–elbow–wrist, round in section: lit on one side, hatched along
    the other, a fold at the elbow; `puff` adds a puffed, slashed upper sleeve."""
    out: list[str] = []
    # upper arm and forearm as two rounded masses, the forearm over the elbow: a bent arm
    # in cloth, not one bent tube (whose inner edge would fold over itself at the elbow)
    parts = [member(joints[:2], [widths[0], widths[1] * 1.04], bulge=0.1, start_cap=True)]
    if len(joints) > 2:
        parts.append(member(joints[1:], [widths[1], *widths[2:]], bulge=0.14, start_cap=True))
    for (a, b), pts in zip(itertools.pairwise(joints), parts, strict=False):
        out.append(form(pts, colour, _lit(f), sw=4.4))
        across = math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) + 90
        out += engrave(pts, dark(colour, 0.7), across, 8.0, toward=0 if f > 0 else 180,
                       bow=0.14, width=5.0, start=0.1, cross=0.62)
        if fur:  # an ermine sleeve: white fur scattered with black tails
            out += ermine_tails(pts, 26.0)
    if band:  # an embroidered band round the upper arm, square to it
        (ax, ay), (bx, by) = joints[0], joints[1]
        t = 0.42
        x, y = ax + (bx - ax) * t, ay + (by - ay) * t
        ln = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / ln, (bx - ax) / ln
        half = widths[0] * 0.55
        out += embroidery([(x - nx * half, y - ny * half), (x + nx * half, y + ny * half)], 16,
                          colour)
    if puff:  # a great puffed upper sleeve, as printed: a slashed balloon along the arm
        (sx, sy), (mx, my) = joints[0], joints[1]
        ln = math.hypot(mx - sx, my - sy) or 1.0
        ux, uy = (mx - sx) / ln, (my - sy) / ln
        ra, rb = ln * 0.4, widths[0] * 0.95
        px, py = sx + ux * ln * 0.2, sy + uy * ln * 0.2
        ball = [(px + ux * ra * math.cos(t) - uy * rb * math.sin(t) * (1 + 0.12 * math.cos(t)),
                 py + uy * ra * math.cos(t) + ux * rb * math.sin(t) * (1 + 0.12 * math.cos(t)))
                for t in (k * math.pi / 14 for k in range(28))]
        out.append(form(ball, puff, "A" if f > 0 else "B", sw=3.0))
        out.append(strands([[(px + ux * ra * c - uy * rb * k * 0.95 * (1 - c * c) ** 0.5,
                              py + uy * ra * c + ux * rb * k * 0.95 * (1 - c * c) ** 0.5)
                             for c in (-0.95, -0.5, 0.0, 0.5, 0.95)]
                            for k in (-0.5, 0.0, 0.5)], dark(puff, 0.45), 2.2))
        out += engrave(ball, dark(puff, 0.7), math.degrees(math.atan2(uy, ux)), 8.0,
                       toward=0 if f > 0 else 180, bow=0.2, width=4.0, start=0.2, cross=None)
    return out


def cuff(x: float, y: float, r: float, along: Point, depth: float = 9.0) -> str:
    """A gold cuff across the wrist, square to the forearm's direction `along`; a deeper
    `depth` turns it back broad up the forearm."""
    dx, dy = along
    ln = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / ln, dy / ln
    nx, ny = -uy * r, ux * r
    e = depth
    pts = [(x + nx - ux * e, y + ny - uy * e), (x + nx + ux * 9, y + ny + uy * 9),
           (x - nx + ux * 9, y - ny + uy * 9), (x - nx - ux * e, y - ny - uy * e)]
    return form(pts, GOLD, "V", sw=2.6) + strands([[(x + nx * 0.9, y + ny * 0.9),
                                                    (x - nx * 0.9, y - ny * 0.9)]],
                                                  dark(GOLD, 0.4), 2.0)


def _rot(pts: Sequence[Point], x: float, y: float, r: float, rot: float, sx: float = 1.0
         ) -> list[Point]:
    c, s = math.cos(math.radians(rot)), math.sin(math.radians(rot))
    return [(x + (u * sx * c - v * s) * r, y + (u * sx * s + v * c) * r) for u, v in pts]


def fist(x: float, y: float, r: float, f: int, skin: str) -> list[str]:
    """A hand closed round an upright staff: four fingers rolled round it, stacked one over
    the other, the thumb laid across the top one, the knuckles bumping out on the far side."""
    back = outline((-0.9, -0.9), ((-0.3, -1.1), (0.5, -1.05), (0.85, -0.8)),
                   ((1.1, -0.4), (1.1, 0.6), (0.8, 0.95)),
                   ((0.3, 1.1), (-0.5, 1.05), (-0.95, 0.8)),
                   ((-1.15, 0.2), (-1.1, -0.5), (-0.9, -0.9)), n=6)
    out = [form(_rot(back, x, y, r, 0, f), skin, "A" if f > 0 else "B", sw=2.4)]
    rolls = [[(0.0, v), (0.5, v - 0.08), (1.0, v + 0.02)] for v in (-0.3, 0.2, 0.62)]
    out.append(strands([_rot(q, x, y, r, 0, f) for q in rolls], dark(skin, 0.4), 1.8))
    thumb = outline((-0.95, -0.55), ((-0.4, -0.95), (0.3, -0.7), (0.55, -0.45)),
                    ((0.6, -0.25), (0.3, -0.2), (0.0, -0.28)),
                    ((-0.4, -0.3), (-0.8, -0.2), (-0.95, -0.55)), n=5)
    out.append(form(_rot(thumb, x, y, r, 0, f), light(skin, 0.1), "A", sw=2.0))
    return out


def palm(x: float, y: float, r: float, rot: float, skin: str) -> list[str]:
    """A hand laid flat (on the belt, the chest, a rein): the fingers together pointing along
    `rot` (degrees, 0 = right), their joints marked, the thumb tucked along one side."""
    shape = outline((-1.0, -0.55), ((-0.2, -0.75), (0.6, -0.6), (1.3, -0.42)),
                    ((1.7, -0.3), (1.75, 0.25), (1.35, 0.36)),
                    ((0.6, 0.6), (-0.3, 0.75), (-1.0, 0.55)),
                    ((-1.2, 0.2), (-1.2, -0.3), (-1.0, -0.55)), n=6)
    out = [form(_rot(shape, x, y, r, rot), skin, "A", sw=2.4)]
    joints = [[(0.35, v), (1.45, v * 0.6)] for v in (-0.3, 0.0, 0.28)]
    out.append(strands([_rot(q, x, y, r, rot) for q in joints], dark(skin, 0.38), 1.6))
    thumb = [(-0.6, -0.6), (0.1, -0.85), (0.55, -0.7)]
    out.append(strands([_rot(thumb, x, y, r, rot)], dark(skin, 0.4), 2.0))
    return out


def mantle_back(cx: float, f: int, colour: str, w0: float, top: float, spread: float = 0.0,
                *, near_only: bool = False) -> list[str]:
    """A king's mantle hanging behind him from the shoulders, spreading to the belt in deep
    folds, the lining showing where it turns at the edges; `near_only`: thrown back over the
    near shoulder, so that it hangs on that side alone."""
    def p(u: float, v: float) -> Point:
        return (cx + f * u, v)

    hem = MID + 1
    e = spread  # how much wider than the shoulders the mantle falls
    back = outline(p(-w0 * 0.6, top), (p(-w0 - 40 - e, top + 20), p(-w0 - 76 - e, 400),
                                        p(-w0 - 70 - e, hem)),
                   (p(-30, hem), p(40, hem), p(w0 + 56 + e, hem)),
                   (p(w0 + 60 + e, 400), p(w0 + 30 + e, top + 20), p(w0 * 0.6, top)), n=10)
    if near_only:  # its far edge hidden behind the body
        back = outline(p(-w0 * 0.6, top), (p(-w0 - 40 - e, top + 20), p(-w0 - 76 - e, 400),
                                            p(-w0 - 70 - e, hem)),
                       (p(-40, hem), p(0, hem), p(w0 * 0.4, hem)),
                       (p(w0 * 0.4, 400), p(w0 * 0.4, top + 20), p(0, top)), n=10)
    out = [form(back, colour, _lit(f), sw=3.6)]
    ks = (-w0 - 56 - e, -w0 - 20) if near_only else (-w0 - 56 - e, -w0 - 20, w0 + 20,
                                                      w0 + 44 + e)
    folds = [bez(p(k * 0.35, top + 30), p(k * 0.6, 360), p(k * 0.9, 430), p(k, hem), 8)
             for k in ks]
    out.append(deep_folds([[p(k * 0.35, top + 30), *q] for k, q in zip(ks, folds, strict=True)],
        dark(colour, 0.5), 16.0))
    out += engrave(back, dark(colour, 0.7), 70 if f > 0 else 110, 8.0,
                   toward=20 if f > 0 else 160, bow=0.06, width=5.0, start=0.15, cross=0.6)
    out.append(strands(folds, dark(colour, 0.45), 2.6))
    out.append(strands([[(x + f * 8, y) for x, y in q] for q in folds[:2]], light(colour, 0.3),
                       2.0))
    return out


def cape(cx: float, f: int, colour: str, w0: float, top: float, ermine: bool) -> list[str]:
    """The mantle's upper part over both shoulders and upper arms, edged with ermine (white
    with black tails) or a gold border."""
    def p(u: float, v: float) -> Point:
        return (cx + f * u, v)

    shape_pts = outline(p(-40, top - 6), (p(-w0 * 0.8, top - 4), p(-w0 - 30, top + 20),
                                           p(-w0 - 34, top + 80)),
                        (p(-w0 - 10, top + 86), p(-w0 * 0.6, top + 64), p(-30, top + 40)),
                        (p(10, top + 36), p(w0 * 0.6, top + 56), p(w0 * 0.86, top + 66)),
                        (p(w0 + 16, top + 36), p(w0 * 0.7, top - 6), p(40, top - 8)), n=8)
    out = [form(shape_pts, colour, _lit(f), sw=3.4)]
    edge = shape_pts[8:26]
    if ermine:
        out.append(strands([edge], INK, 20.0))
        out.append(strands([edge], "#fbf5ea", 15.0))
        out += [shape([(x, y - 2), (x - 3, y + 8), (x + 3, y + 8)], INK)
                for x, y in edge[1::3]]
    else:
        out.append(strands([edge], INK, 13.0))
        out.append(strands([edge], GOLD, 9.0))
    out.append(strands([bez(p(k, top + 4), p(k * 1.1, top + 30), p(k * 1.15, top + 50),
                            p(k * 1.2, top + 70), 5) for k in (-70, -30, 50)],
                       dark(colour, 0.4), 2.0))
    return out


def tippet(cx: float, f: int, w0: float, top: float) -> list[str]:
    """An ermine tippet over the shoulders and breast: white fur scattered with black tails,
    lying round the body and falling to a rounded point at the chest, a gold hem."""
    def p(u: float, v: float) -> Point:
        return (cx + f * u, v)

    pts = outline(p(-40, top - 8), (p(-w0 * 0.9, top - 6), p(-w0 - 30, top + 30),
                                     p(-w0 - 24, top + 100)),
                  (p(-w0 * 0.6, top + 112), p(-20, top + 118), p(20, top + 118)),
                  (p(w0 * 0.5, top + 114), p(w0 + 12, top + 96), p(w0 + 4, top + 60)),
                  (p(w0, top + 10), p(w0 * 0.6, top - 8), p(40, top - 10)), n=9)
    out = [form(pts, "#f2f4f6", _lit(f), sw=3.4)]
    out.append(strands([pts[9:28]], GOLD, 7.0))
    x, y = p(10, top + 104)  # a gold clasp at the point, a red stone in it
    out.append(shape([(x - 16, y - 14), (x + 16, y - 14), (x + 16, y + 14), (x - 16, y + 14)],
                     GOLD, INK, 2.4))
    out.append(shape([(x, y - 8), (x + 7, y), (x, y + 8), (x - 7, y)], "#cf3a2c", INK, 1.4))
    out += ermine_tails(pts[:-2], 30.0)
    return out


def lace_collar(cx: float, top: float, half: float = 108.0) -> list[str]:
    """A broad white falling collar lying over both shoulders, as the Cavallo di Coppe wears
    it: round the neck above, its lower edge sweeping from shoulder to shoulder over the
    breast, trimmed with a border of lace in small scallops."""
    def edge(t: float) -> Point:  # t from -1 (one shoulder) to 1 (the other)
        return (cx + half * math.sin(t * 1.3) / math.sin(1.3),
                top + 8 + 74 * math.cos(t * math.pi / 2) ** 0.8)

    lower = [edge(-1 + 2 * k / 24) for k in range(25)]
    neck = [(cx + 48 * math.cos(a), top - 6 + 16 * math.sin(a))
            for a in (math.pi * k / 10 for k in range(11))]
    out = [form([(cx - half + 10, top - 10), *lower, (cx + half - 10, top - 10), *neck],
                "#f7f4ee", "V", sw=3.0)]
    lace = []  # the scallops: small half-rounds hanging along the lower edge
    for (xa, ya), (xb, yb) in itertools.pairwise(lower[1:-1]):
        mx, my = (xa + xb) / 2, (ya + yb) / 2
        lace.append([(xa, ya), (mx, my + 7), (xb, yb)])
    out.append(strands(lace, "#8a8478", 1.6))
    out.append(strands([[(x, y - 9) for x, y in lower[2:-2]]], "#b9b4aa", 1.4))
    out.append(path("".join(f"M{x - 1.6:.0f},{y - 3:.0f}h3" for x, y in lower[2:-2]),
                    "none", "#8a8478", 2.4))
    out.append(strands([[(cx - 30, top + 4), (cx - 10, top + 40)],
                        [(cx + 30, top + 4), (cx + 12, top + 40)]], "#d8d2c6", 2.0))
    return out
