"""The Asso di Spade's wreath, sword and hilt, as the printed card has them.

The print's garland is a thick, bushy rope of dark leaves (a hand's breadth on the card)
that bristles with pointed leaves along both edges and carries clusters of red roses, small
yellow flowers and red berries; the sword is a broad falchion cut off square at a slant to
its point, on a gold hilt: a scrolled guard with a jewel, a gold grip beaded in red and a
heavy gold tassel.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.craft import bez, dark, light, outline, transform
from ui.art.piac_engrave import engrave
from ui.art.piac_shade import INK, d, form, strands
from ui.art.svg import Point, circle, path

GREENS = ("#173a1f", "#25552b", "#336f36")
RED, YELLOW, STEEL = "#cf3a2c", "#efc63a", "#7d9cc8"
GOLD_DARK = "#9a6e12"


def spine(pts: Sequence[Point], n: int = 8) -> list[Point]:
    """A smooth line through `pts` (midpoint quadratics), sampled every few units."""
    out: list[Point] = [pts[0]]
    for i in range(1, len(pts) - 1):
        a = ((pts[i - 1][0] + pts[i][0]) / 2, (pts[i - 1][1] + pts[i][1]) / 2) if i > 1 \
            else pts[0]
        c = ((pts[i][0] + pts[i + 1][0]) / 2, (pts[i][1] + pts[i + 1][1]) / 2) \
            if i < len(pts) - 2 else pts[-1]
        b = pts[i]
        for k in range(1, n + 1):
            t = k / n
            out.append(((1 - t) ** 2 * a[0] + 2 * (1 - t) * t * b[0] + t * t * c[0],
                        (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * b[1] + t * t * c[1]))
    return out


def _leaf(s: float) -> list[Point]:
    """A pointed leaf from its stalk at the origin up to its tip, `s` long."""
    return outline((0.0, 0.0), ((-0.34 * s, -0.2 * s), (-0.3 * s, -0.7 * s), (0.0, -s)),
                   ((0.3 * s, -0.7 * s), (0.34 * s, -0.2 * s), (0.0, 0.0)), n=3)


def wreath(line_: Sequence[Point], width: float = 84.0, seed: int = 0) -> list[str]:
    """A bushy garland along `line_`: a dark core, then leaves crowding over it in three
    greens, those along the edges pointing outwards, their midribs lit."""
    sp = spine(line_)
    core = [strands([sp[4:-4]], GREENS[0], width * 0.7)]
    inner: dict[str, list[str]] = {g: [] for g in GREENS}
    rim: dict[str, list[str]] = {g: [] for g in GREENS}
    ribs: list[str] = []
    half = width / 2
    for i in range(0, len(sp) - 1):
        (x0, y0), (x1, y1) = sp[i], sp[i + 1]
        ln = math.hypot(x1 - x0, y1 - y0) or 1.0
        nx, ny = -(y1 - y0) / ln, (x1 - x0) / ln
        base = math.degrees(math.atan2(ny, nx)) + 90  # a leaf's tip points along -y
        for j in range(5):
            h = (i * 7 + j * 3 + seed) % 11
            off = (j - 2) / 2 * half * 0.8 + (h - 5) * 1.6
            side = 1 if off > 0 else -1
            edge = j in (0, 4)
            ang = base + (0 if side > 0 else 180) + (h - 5) * 9 - side * (0 if edge else 30)
            s = (24 + h * 1.2) * (1.1 if edge else 0.95)
            at = (x0 + nx * off, y0 + ny * off)
            colour = GREENS[(h + j) % 3] if not edge else GREENS[1 + h % 2]
            (rim if edge else inner)[colour].append(d(transform(_leaf(s), at[0], at[1], ang,
                                                                1.0)))
            ribs.append(d(transform([(0.0, -s * 0.15), (0.0, -s * 0.8)], at[0], at[1], ang,
                                    1.0), closed=False))
    # the leaves inside the rope go unoutlined (they part by their greens, and an outline
    # round every hidden leaf costs the rasteriser dear); those along its edges are inked
    return [*core, *(path("".join(v), c, None) for c, v in inner.items() if v),
            *(path("".join(v), c, INK, 1.4) for c, v in rim.items() if v),
            path("".join(ribs[::3]), "none", light(GREENS[2], 0.25), 1.3)]


def rose(x: float, y: float, r: float, colour: str = RED, turn: float = 0.0) -> list[str]:
    """A full rose: a scalloped outer ring, cupped inner petals, the heart curling in."""
    def ring(rr: float, lobes: int, depth: float, a0: float) -> list[Point]:
        return [(x + rr * (1 + depth * math.cos(lobes * a)) * math.cos(a + a0),
                 y + rr * (1 + depth * math.cos(lobes * a)) * math.sin(a + a0) * 0.9)
                for a in (2 * math.pi * j / 30 for j in range(30))]
    a0 = math.radians(turn)
    out = [form(ring(r, 5, 0.16, a0), colour, "A", sw=2.2),
           form(ring(r * 0.66, 4, 0.18, a0 + 0.5), dark(colour, 0.18), "A", sw=1.6),
           form(ring(r * 0.36, 3, 0.2, a0 + 1.1), dark(colour, 0.3), "A", sw=1.2)]
    petals = [[(x + r * 0.8 * math.cos(a), y + r * 0.72 * math.sin(a)),
               (x + r * 0.45 * math.cos(a + 0.5), y + r * 0.4 * math.sin(a + 0.5))]
              for a in (a0 + 2 * math.pi * k / 5 for k in range(5))]
    out.append(strands(petals, dark(colour, 0.5), 1.6))
    if r >= 30:  # a big rose shows the petals curling in to its heart
        spiral = [(x + r * 0.6 * (1 - a / 16) * math.cos(a + a0),
                   y + r * 0.54 * (1 - a / 16) * math.sin(a + a0)) for a in (k * 0.4 for k in
                                                                              range(36))]
        out.append(strands([spiral], dark(colour, 0.55), 2.6))
    return out


def daisy(x: float, y: float, r: float) -> list[str]:
    """A small yellow flower: a ring of rounded petals round an orange heart."""
    pts = [(x + r * (0.75 + 0.25 * math.cos(8 * a)) * math.cos(a),
            y + r * (0.75 + 0.25 * math.cos(8 * a)) * math.sin(a))
           for a in (2 * math.pi * j / 40 for j in range(40))]
    return [form(pts, YELLOW, "A", sw=1.8), circle(x, y, r * 0.32, "#d9702a", INK, 1.2)]


def cluster(x: float, y: float, roses: int, daisies: int, r: float, turn: int) -> list[str]:
    """Roses and small yellow flowers bunched on the garland, with red buds."""
    out: list[str] = []
    for k in range(daisies):
        a = math.radians(turn + 140 * k + 60)
        out += daisy(x + math.cos(a) * r * 1.3, y + math.sin(a) * r * 1.1, r * 0.75)
    for k in range(roses):
        a = math.radians(turn + 130 * k)
        rr = r * (1.0 if k == 0 else 0.72)
        out += rose(x + (math.cos(a) * r * 1.1 if k else 0.0),
                    y + (math.sin(a) * r * 0.9 if k else 0.0), rr, RED, turn + 40 * k)
    return out


def berries(pts: Sequence[Point]) -> list[str]:
    """Small red berries dotted over the leaves."""
    return [path("".join(f"M{x - 5:.0f},{y:.0f}a5,5 0 1,0 10,0a5,5 0 1,0-10,0"
                         for x, y in pts), RED, INK, 1.2)]


def falchion(tip: Point, hilt: Point, width: float = 86.0) -> list[str]:
    """A broad blade from the hilt to `tip`, its back and edge near parallel, cut off at a
    slant from the edge to the point at its back; a fuller and the steel's engraving."""
    (tx, ty), (hx, hy) = tip, hilt
    ln = math.hypot(tx - hx, ty - hy)
    ux, uy = (tx - hx) / ln, (ty - hy) / ln  # from the hilt to the tip
    nx, ny = -uy, ux  # across, to the back

    def p(t: float, u: float) -> Point:
        return (hx + ux * t + nx * u, hy + uy * t + ny * u)

    w = width / 2
    blade = [p(0, w * 0.86), *bez(p(0, w * 0.86), p(ln * 0.4, w * 0.96), p(ln * 0.8, w),
                                   p(ln, w * 0.9), 6),
             p(ln - w * 1.7, -w), *bez(p(ln - w * 1.7, -w), p(ln * 0.6, -w * 1.04),
                                       p(ln * 0.3, -w), p(0, -w * 0.86), 6)]
    out = [form(blade, STEEL, "L", sw=5.0)]
    out += engrave(blade, dark(STEEL, 0.55), math.degrees(math.atan2(uy, ux)) + 8, 9.0,
                   toward=math.degrees(math.atan2(-ny, -nx)), bow=0.02, width=3.0,
                   start=0.5, cross=0.85)
    out.append(strands([[p(30, w * 0.25), p(ln - w * 2.2, w * 0.3)]], light(STEEL, 0.45), 7.0))
    out.append(strands([[p(30, w * 0.05), p(ln - w * 2.2, w * 0.1)]], dark(STEEL, 0.35), 2.4))
    return out


def gold_hilt(hilt: Point, tip: Point) -> list[str]:
    """The hilt as printed: a broad gold guard across the blade's foot, scrolled back at
    both ends, a red jewel at its middle; the gold grip beaded in red, the tassel."""
    (hx, hy), (tx, ty) = hilt, tip
    ln = math.hypot(tx - hx, ty - hy)
    ux, uy = (hx - tx) / ln, (hy - ty) / ln  # down the grip, away from the blade
    nx, ny = -uy, ux

    def p(t: float, u: float) -> Point:
        return (hx + ux * t + nx * u, hy + uy * t + ny * u)

    out: list[str] = []
    # the guard: a band across, each end rolled into a scroll towards the blade
    top = [p(-8, -120), *bez(p(-8, -120), p(-30, -60), p(-10, 60), p(-16, 124), 8)]
    low = [p(34, 118), *bez(p(34, 118), p(24, 60), p(6, -60), p(30, -114), 8)]
    guard = [*top, *bez(top[-1], p(10, 150), p(40, 150), p(30, 118), 4), *low,
             *bez(low[-1], p(46, -150), p(6, -150), top[0], 4)]
    out.append(form(guard, YELLOW, "V", sw=3.6))
    out += engrave(guard, GOLD_DARK, math.degrees(math.atan2(uy, ux)), 8.0, toward=90,
                   width=2.6, start=0.45, cross=None)
    for sgn in (-1, 1):  # the scrolls rolled at the ends
        cx_, cy_ = p(-6, sgn * 134)
        spiral = [(cx_ + (26 - a * 2.4) * math.cos(a * sgn), cy_ + (26 - a * 2.4)
                   * math.sin(a * sgn)) for a in (k * 0.45 for k in range(22))]
        out.append(strands([spiral], INK, 13.0))
        out.append(strands([spiral], YELLOW, 8.0))
        out.append(strands([spiral[:12]], light(YELLOW, 0.5), 2.4))
    out.append(strands([[p(4, -104), *bez(p(4, -104), p(-4, -40), p(-4, 40), p(4, 108), 6)]],
                       light(YELLOW, 0.5), 3.0))
    out += rose(*p(8, 0), 14.0, RED)
    # the grip: gold, swelling a little, bound with red beads
    grip = [p(30, -15), p(100, -18), p(170, -14), p(190, 0), p(170, 14), p(100, 18),
            p(30, 15)]
    out.append(form(grip, YELLOW, "L", sw=3.4))
    out += [circle(*p(t, 0), 8.0, RED, INK, 1.6) for t in (56, 92, 128, 162)]
    # the tassel: a knob, a cap and a skirt of gold cords, a red bead below
    out.append(circle(*p(204, 0), 16.0, YELLOW, INK, 2.4))
    skirt = [p(216, -14), p(226, -30), p(290, -34), p(296, 0), p(290, 34), p(226, 30),
             p(216, 14)]
    out.append(form(skirt, YELLOW, "L", sw=3.0))
    out.append(strands([[p(232, u), p(288, u * 1.08)] for u in range(-24, 28, 8)],
                       GOLD_DARK, 2.0))
    out.append(strands([[p(226, -30), p(226, 30)]], GOLD_DARK, 5.0))
    out.append(circle(*p(306, 0), 9.0, RED, INK, 1.6))
    return out

