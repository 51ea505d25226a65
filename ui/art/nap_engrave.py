"""The engraver's hatching of the Napoletane print: tapered strokes laid along a shape's form.

The printed pattern models every coat, mantle and horse with families of engraved lines:
parallel, slightly curved strokes running along the form (across the direction the light
falls), thick where the shape turns into shadow, hair-thin in the half light, absent in the
highlight, and crossed by a second family in the darkest part. Each stroke here is a closed
sliver, two quadratic curves meeting in points at both ends, so it tapers like a burin's cut;
all the strokes of one shape are subpaths of a single filled path (one element rasterises far
faster than hundreds), written in whole card units with relative moves to keep the bytes low.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.craft import HAIR, INK, dark, poly_d, toned
from ui.art.svg import Point, path

Seg = tuple[Point, Point, Point]


def polygon(start: Point, segs: Sequence[Seg], steps: int = 4) -> list[Point]:
    """A closed chain of cubics sampled into a polygon (`steps` points per cubic)."""
    out: list[Point] = []
    p0 = start
    for c1, c2, p3 in segs:
        for k in range(1, steps + 1):
            t = k / steps
            a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
            out.append((a * p0[0] + b * c1[0] + c * c2[0] + d * p3[0],
                        a * p0[1] + b * c1[1] + c * c2[1] + d * p3[1]))
        p0 = p3
    return out


def _runs(poly: Sequence[Point], ox: float, oy: float, dx: float, dy: float
          ) -> list[tuple[float, float]]:
    """Where the line through (ox, oy) along unit (dx, dy) lies inside `poly`, as pairs of
    distances along it (even-odd crossings, so holes and bays split a stroke)."""
    nx, ny = -dy, dx
    ts: list[float] = []
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i - 1], poly[i]
        da = (ax - ox) * nx + (ay - oy) * ny
        db = (bx - ox) * nx + (by - oy) * ny
        if (da < 0) != (db < 0):
            f = da / (da - db)
            ts.append((ax + (bx - ax) * f - ox) * dx + (ay + (by - ay) * f - oy) * dy)
    ts.sort()
    return [(ts[i], ts[i + 1]) for i in range(0, len(ts) - 1, 2)]


def _nums(vals: Sequence[int]) -> str:
    """Integers joined as SVG allows: no separator before a minus sign."""
    out = str(vals[0])
    for v in vals[1:]:
        out += str(v) if v < 0 else f" {v}"
    return out


class _Writer:
    """Slivers as subpaths of one path, each `m` relative to the last sliver's start."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.at: tuple[int, int] | None = None

    def sliver(self, a: Point, b: Point, bulge: float, w: float) -> None:
        ax, ay, bx, by = round(a[0]), round(a[1]), round(b[0]), round(b[1])
        ln = math.hypot(bx - ax, by - ay)
        if ln < 4:
            return
        nx, ny = -(by - ay) / ln, (bx - ax) / ln
        mx, my = (ax + bx) / 2 + nx * bulge * 2, (ay + by) / 2 + ny * bulge * 2
        w *= 0.6  # a lozenge: straight sides are a quarter the edges of curved ones
        mx, my = mx - nx * bulge, my - ny * bulge
        ux, uy = round(mx + nx * w), round(my + ny * w)
        lx, ly = round(mx - nx * w), round(my - ny * w)
        if (ux, uy) == (lx, ly):
            return
        head = f"M{ax},{ay}" if self.at is None else \
            "m" + _nums([ax - self.at[0], ay - self.at[1]])
        self.parts.append(head + "l" + _nums([ux - ax, uy - ay, bx - ux, by - uy, lx - bx,
                                              ly - by]) + "z")
        self.at = (ax, ay)

    def d(self) -> str:
        return "".join(self.parts)


def engrave(poly: Sequence[Point], angle: float, *, pitch: float = 8.0, width: float = 2.6,
            start: float = -0.35, cross: float = 0.35, margin: float = 4.0,
            bow: float = 0.06, turn: float = 0.0,
            keep: tuple[float, float, float] | None = None) -> str:
    """Path data of the hatching of one shape (`poly`, a closed polygon) whose shadow lies
    towards `angle` (degrees, 0 = right, 90 = down): strokes run across that direction
    (`turn` degrees off it), closer and heavier towards the shade, from `start` (-1 the lit
    edge, 1 the shaded one) on; past `cross` a second family crosses them. `keep` (nx, ny,
    c) limits the strokes to where x·nx + y·ny <= c: one mass (a horse's barrel and neck) cut
    by two families each laid its own way."""
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    proj = [x * ux + y * uy for x, y in poly]
    lo, hi = min(proj), max(proj)
    half = (hi - lo) / 2
    if half < pitch:
        return ""
    mid = lo + half
    cx = sum(x for x, _ in poly) / len(poly)
    cy = sum(y for _, y in poly) / len(poly)
    base = cx * ux + cy * uy
    out = _Writer()

    def tone(v: float) -> float:
        return min(1.0, max(0.0, ((v - mid) / half - start) / (1 - start)))

    tr = math.radians(turn)
    dx, dy = -uy * math.cos(tr) - ux * math.sin(tr), ux * math.cos(tr) - uy * math.sin(tr)
    v = mid + start * half
    while v < hi - margin:
        k = tone(v)
        ox, oy = cx + ux * (v - base), cy + uy * (v - base)
        for t0, t1 in _runs(poly, ox, oy, dx, dy):
            t0, t1 = t0 + margin, t1 - margin
            if keep:
                t0, t1 = _shaded(ox, oy, dx, dy, -keep[0], -keep[1], t0, t1, -keep[2])
            if t1 - t0 < pitch:
                continue
            edge = min(hi - v, v - lo)
            bend = math.copysign(min(bow * (t1 - t0), 0.35 * edge), v - mid)
            out.sliver((ox + dx * t0, oy + dy * t0), (ox + dx * t1, oy + dy * t1), bend,
                       width * (0.35 + 0.65 * k))
        v += pitch * (1.25 - 0.5 * k)
    if cross < 1:  # the crossing family, at about 55 degrees to the first, in the deep shade
        ca = math.radians(angle + 90 + 55)
        ex, ey = math.cos(ca), math.sin(ca)
        px, py = -ey, ex
        pr = [x * px + y * py for x, y in poly]
        cbase = cx * px + cy * py
        w = min(pr)
        while w < max(pr):
            w += pitch * 1.3
            ox, oy = cx + px * (w - cbase), cy + py * (w - cbase)
            for t0, t1 in _runs(poly, ox, oy, ex, ey):
                t0, t1 = _shaded(ox, oy, ex, ey, ux, uy, t0 + margin, t1 - margin,
                                 mid + cross * half)
                if keep:
                    t0, t1 = _shaded(ox, oy, ex, ey, -keep[0], -keep[1], t0, t1, -keep[2])
                if t1 - t0 >= pitch:
                    k = tone((ox + ex * (t0 + t1) / 2) * ux + (oy + ey * (t0 + t1) / 2) * uy)
                    out.sliver((ox + ex * t0, oy + ey * t0), (ox + ex * t1, oy + ey * t1), 0.0,
                               width * 0.75 * k)
    return out.d()


def region(pts: Sequence[Point], fill: str, *, sw: float, angle: float = 20.0,
           shade: float = 0.4, step: float = 8.0, highlight: bool = False,
           hatch_sw: float = HAIR) -> str:
    """A flat region (a polygon) in the print's manner: its colour in an engraver's contour
    `sw` wide, modelled by strokes along its form that gather into the shade (`shade`, the
    fraction of the region they reach past its middle). A region too small for them to read
    keeps the older two tones and straight hatching (`step`, `highlight`, `hatch_sw`)."""
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    if max(max(xs) - min(xs), max(ys) - min(ys)) < 60:
        return toned(pts, fill, sw=sw, step=step, angle=angle, shade=shade, hatch_sw=hatch_sw,
                     highlight=highlight)
    cut = engrave(pts, angle, pitch=7.0, width=4.8, start=max(-0.6, min(0.4, 1 - 3.2 * shade)),
                  cross=1 - 0.9 * shade, margin=sw * 0.6)
    # a large region's contour swells into the shade: an ink copy under the fill pushed there
    ox, oy = math.cos(math.radians(angle)) * sw * 0.6, math.sin(math.radians(angle)) * sw * 0.6
    big = max(max(xs) - min(xs), max(ys) - min(ys)) > 14 * sw
    swell = path(poly_d([(x + ox, y + oy) for x, y in pts]), INK, None) if big else ""
    return (swell + path(poly_d(pts), fill, None)
            + path(poly_d(pts), "none", INK, sw * (0.55 if big else 1.0))
            + (path(cut, dark(fill, 0.78), None) if cut else ""))


def _shaded(ox: float, oy: float, ex: float, ey: float, ux: float, uy: float, t0: float,
            t1: float, level: float) -> tuple[float, float]:
    """The part of the stretch [t0, t1] of a line whose projection on (ux, uy) passes
    `level`: the crossing strokes stay in the deep shade."""
    p0 = ox * ux + oy * uy
    s = ex * ux + ey * uy
    if abs(s) < 1e-9:
        return (t0, t1) if p0 >= level else (0.0, 0.0)
    at = (level - p0) / s
    return (max(t0, at), t1) if s > 0 else (t0, min(t1, at))


__all__ = ["engrave", "polygon", "region"]
