"""Smooth outlines and form-following shading for the Napoletane figures and horse.

A shape is a few key points joined by a closed Catmull-Rom spline written as cubic Béziers
(`C` commands), so a round form costs a handful of points instead of a sampled polygon. Its
shading follows the form: the shadow tone fills the whole shape, the base tone is the same
outline shrunk towards the light, a highlight further in, and the hatching is copies of the
outline itself (contour lines) kept only on the shadow side, the way an engraver lays lines
along a limb rather than straight across it. The contour swells on the shadow side (an ink copy
pushed that way under the fill), thin on the lit side.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.craft import FINE, INK, dark, light
from ui.art.nap_dress import SKIN
from ui.art.nap_engrave import engrave, polygon
from ui.art.svg import Point, num, path

Seg = tuple[Point, Point, Point]  # two control points and the end point of one cubic
ENGRAVE_PITCH = 7.0  # card units between engraved strokes in the half light
ENGRAVE_WIDTH = 4.8  # the broadest stroke, in the deep shade


def spline(keys: Sequence[Point], tension: float = 1.0) -> list[Seg]:
    """Closed smooth curve through `keys`; tension < 1 rounds less (tauter corners), 0 gives
    the polygon itself (for outlines already sampled densely, such as a turned profile)."""
    n = len(keys)
    if tension == 0:
        return [(p, p, p) for p in [*keys[1:], keys[0]]]
    segs: list[Seg] = []
    k = tension / 6.0
    for i in range(n):
        p0, p1, p2, p3 = keys[i - 1], keys[i], keys[(i + 1) % n], keys[(i + 2) % n]
        c1 = (p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k)
        c2 = (p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k)
        segs.append((c1, c2, p2))
    return segs


def _p(pt: Point) -> str:
    """Whole units: a thousandth of the card's height is finer than any printed line."""
    return f"{round(pt[0])},{round(pt[1])}"


def _el(d: str, fill: str, stroke: str | None = None, sw: float = 0.0) -> str:
    """A bare path element: smooth curves need no round joins, so none are written."""
    paint = f' stroke="{stroke}" stroke-width="{num(sw)}"' if stroke else ""
    return f'<path d="{d}" fill="{fill}"{paint}/>'


def _rel(start: Point, segs: Sequence[Seg]) -> str:
    """`M` then relative cubics (`c`): the same whole-unit points, about half the characters.
    Offsets are taken between rounded points, so the path never drifts."""
    x0, y0 = round(start[0]), round(start[1])
    out = [f"M{x0},{y0}"]
    for a, b, c in segs:
        ax, ay, bx, by = round(a[0]), round(a[1]), round(b[0]), round(b[1])
        cx, cy = round(c[0]), round(c[1])
        if a == b == c:  # a straight side
            out.append(f"l{cx - x0},{cy - y0}")
        else:
            out.append(f"c{ax - x0},{ay - y0} {bx - x0},{by - y0} {cx - x0},{cy - y0}")
        x0, y0 = cx, cy
    return "".join(out)


def curve_d(segs: Sequence[Seg], closed: bool = True) -> str:
    """Path data of chained cubics starting at the last segment's end point (closed)."""
    start = segs[-1][2]
    return _rel(start, segs) + ("Z" if closed else "")


def mapped(segs: Sequence[Seg], ox: float, oy: float, k: float, dx: float = 0.0,
           dy: float = 0.0) -> list[Seg]:
    """The curve scaled by k about (ox, oy) then moved (dx, dy): exact for Béziers."""
    def f(p: Point) -> Point:
        return ox + (p[0] - ox) * k + dx, oy + (p[1] - oy) * k + dy
    return [(f(a), f(b), f(c)) for a, b, c in segs]


def inset(keys: Sequence[Point], dist: float, ux: float, uy: float, lit: float = 0.2,
          sides: bool = False) -> list[Point]:
    """Key points moved inwards along their normals: `dist` on the side facing (ux, uy),
    `lit` times that on the far side, so a bent limb's inner copy stays inside it."""
    n = len(keys)
    area = sum(keys[i - 1][0] * keys[i][1] - keys[i][0] * keys[i - 1][1] for i in range(n))
    sign = 1.0 if area > 0 else -1.0
    out = []
    if sides:
        return _offset_sides(keys, dist, ux, uy, lit, sign)
    for i, (x, y) in enumerate(keys):
        (ax, ay), (bx, by) = keys[i - 1], keys[(i + 1) % n]
        n1, n2 = _normal(ax, ay, x, y, sign), _normal(x, y, bx, by, sign)
        nx, ny = n1[0] + n2[0], n1[1] + n2[1]  # the bisector of the two sides' normals
        ln = math.hypot(nx, ny) or 1.0
        nx, ny = nx / ln, ny / ln
        miter = 1.0 / max(0.4, nx * n1[0] + ny * n1[1])  # keeps a corner's sides parallel
        facing = nx * ux + ny * uy
        d = dist * (lit + (1 - lit) * max(0.0, facing))
        d = min(d * miter, 0.42 * _depth_at(keys, i, -nx, -ny))
        out.append((x - nx * d, y - ny * d))
    return out


def _offset_sides(keys: Sequence[Point], dist: float, ux: float, uy: float, lit: float,
                  sign: float) -> list[Point]:
    """A polygon's sides each moved in by their own distance, corners where the moved sides
    meet: a band's top and bottom stay level while its shadow side moves in."""
    n = len(keys)
    moved = []
    for j in range(n):
        (ax, ay), (bx, by) = keys[j], keys[(j + 1) % n]
        nx, ny = _normal(ax, ay, bx, by, sign)
        d = dist * (lit + (1 - lit) * max(0.0, nx * ux + ny * uy))
        moved.append(((ax - nx * d, ay - ny * d), (bx - nx * d, by - ny * d)))
    out = []
    for i in range(n):
        (p1, p2), (q1, q2) = moved[i - 1], moved[i]
        rx, ry, sx, sy = p2[0] - p1[0], p2[1] - p1[1], q2[0] - q1[0], q2[1] - q1[1]
        den = rx * sy - ry * sx
        if abs(den) < 1e-6 * (math.hypot(rx, ry) * math.hypot(sx, sy) + 1e-9):
            out.append(q1)
            continue
        t = ((q1[0] - p1[0]) * sy - (q1[1] - p1[1]) * sx) / den
        cx, cy = p1[0] + rx * t, p1[1] + ry * t
        kx, ky = keys[i]
        if math.hypot(cx - kx, cy - ky) > dist * 3:  # a spike at a needle corner
            cx, cy = q1
        out.append((cx, cy))
    return out


def _normal(ax: float, ay: float, bx: float, by: float, sign: float) -> Point:
    """The outward unit normal of the side from a to b."""
    tx, ty = bx - ax, by - ay
    ln = math.hypot(tx, ty) or 1.0
    return ty / ln * sign, -tx / ln * sign


def _depth_at(keys: Sequence[Point], i: int, dx: float, dy: float) -> float:
    """How far the shape reaches from key `i` along (dx, dy) before its far side: an inset
    never crosses a thin part (an ankle, a wrist) to the other edge."""
    x, y = keys[i]
    n = len(keys)
    best = 1e9
    for j in range(n):
        if j in (i, (i - 1) % n):
            continue
        (ax, ay), (bx, by) = keys[j], keys[(j + 1) % n]
        ex, ey = bx - ax, by - ay
        den = dx * ey - dy * ex
        if abs(den) < 1e-9:
            continue
        t = ((ax - x) * ey - (ay - y) * ex) / den  # along the ray
        v = ((ax - x) * dy - (ay - y) * dx) / den  # along the edge
        if t > 1e-6 and 0.0 <= v <= 1.0:
            best = min(best, t)
    return best


def form(keys: Sequence[Point], fill: str, *, angle: float = 20.0, sw: float = 5.6,
         lines: int = 3, depth: float = 0.16, gloss: float = 9.0, ink: str = INK,
         tension: float = 1.0) -> str:
    """A rounded mass through `keys`, shaded along its own contour; `angle` points to the
    shadow (0 = right, 90 = down), `depth` is how far the shadow reaches in (a fraction of the
    shape's extent that way), `lines` the count of contour hatch lines in the shadow."""
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    proj = [x * ux + y * uy for x, y in keys]
    r = (max(proj) - min(proj)) / 2
    mid = (max(proj) + min(proj)) / 2
    d = r * 2 * depth

    segs = spline(keys, tension)
    size = max(max(x for x, _ in keys) - min(x for x, _ in keys),
               max(y for _, y in keys) - min(y for _, y in keys))
    big = size > 14 * sw  # a small shape keeps one even line: a swell would not show
    parts = [_el(curve_d(mapped(segs, 0, 0, 1, ux * sw * 0.6, uy * sw * 0.6)), ink)] if big \
        else []
    if size < 60:  # too small at play size for a highlight or contour hatching to read
        gloss, lines = 0.0, 0
    cut_it = bool(lines) and fill != SKIN  # flesh keeps its smooth tones, as the print
    # leaves faces and hands nearly open (strokes there read as scars at play size)
    if cut_it:  # an engraved mass: the lines model it, so no sheen and a softer shade tone
        gloss = 0.0
    parts += [_el(curve_d(segs), dark(fill, 0.14 if cut_it else 0.24), ink,
                  sw * (0.5 if big else 0.8)),
              _el(curve_d(spline(inset(keys, d, ux, uy, sides=not tension), tension)), fill)]
    if gloss:  # a light streak just inside the lit edge
        g = min(gloss, r * 0.3)
        streak = _runs(spline(inset(keys, g * 1.6, ux, uy, 1.0), tension), -ux, -uy, -mid, r, 0.3)
        parts.append(_el(streak, "none", light(fill, 0.35), g * 1.4))
    if cut_it:  # the engraving: tapered strokes along the form, crossed in the deep shade
        cut = engrave(polygon(segs[-1][2], segs), angle, pitch=ENGRAVE_PITCH,
                      width=ENGRAVE_WIDTH, start=-0.2 - 0.1 * lines,
                      cross=0.85 - 0.1 * lines, margin=sw * 0.6)
        if cut:
            parts.append(_el(cut, dark(fill, 0.78)))
    return "".join(parts)


def _runs(segs: Sequence[Seg], ux: float, uy: float, mid: float, r: float, edge: float
          ) -> str:
    """The stretches of a closed curve lying towards (ux, uy) beyond `edge`·r from the middle
    (`mid` along the shadow axis; a negated axis picks the lit side), as open strokes."""
    out = []
    run: list[Seg] = []
    start = segs[-1][2]
    for j, seg in enumerate(segs):
        p0 = segs[j - 1][2]
        mx = (p0[0] + seg[0][0] + seg[1][0] + seg[2][0]) / 4
        my = (p0[1] + seg[0][1] + seg[1][1] + seg[2][1]) / 4
        if mx * ux + my * uy - mid > r * edge:
            if not run:
                start = segs[j - 1][2]
            run.append(seg)
        elif run:
            out.append(_open(start, run))
            run = []
    if run:
        out.append(_open(start, run))
    return "".join(out)


def _open(start: Point, run: Sequence[Seg]) -> str:
    """An open stroke along a run of segments from `start` (the previous segment's end)."""
    return _rel(start, run)


def flat(segs: Sequence[Seg], fill: str, sw: float = FINE, ink: str | None = INK) -> str:
    """A small smooth shape in one tone with a thin contour (eyes, hooves, straps)."""
    return _el(curve_d(segs), fill, ink, sw)


def line(keys: Sequence[Point], colour: str = INK, sw: float = FINE) -> str:
    """An open smooth stroke through `keys` (folds, muscle lines, straps)."""
    if len(keys) < 3:
        return path(f"M{_p(keys[0])}L{_p(keys[-1])}", "none", colour, sw)
    pad = [keys[0], *keys, keys[-1]]
    segs = spline(pad)[1:len(keys)]
    return path(_rel(keys[0], segs),
                "none", colour, sw)


__all__ = ["Seg", "curve_d", "flat", "form", "inset", "line", "mapped", "spline"]
