"""Bergamasche engraving: hatching that follows the form, thick in shadow, gone in the light.

The printed courts and aces are engraved all over: on a coat, a sleeve or a horse's neck the
lines run across the form in gentle curves, swell where the form turns away from the light,
cross in the deepest shadow and stop short of the lit side. `engrave` lays such a family over
a shape (the renderer has no clip paths, so each line is sampled and kept where it falls
inside the shape), each kept stretch written as one closed sliver whose width follows the
shade; all slivers of one family go into ONE path element, which rasterises far faster than
many, and are written in relative coordinates with one decimal to keep the files small.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from ui.art.craft import dark
from ui.art.svg import group, path

Point = tuple[float, float]
#: the light falls from the upper left, as on the printed sheets
LIGHT = (-0.6, -0.8)


def catmull(p0: Point, p1: Point, p2: Point, p3: Point, t: float) -> Point:
    """The point at `t` (0..1) of the Catmull-Rom segment from p1 to p2."""
    t2, t3 = t * t, t * t * t
    x, y = (0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - e) * t2
                   + (-a + 3 * b - 3 * c + e) * t3)
            for a, b, c, e in zip(p0, p1, p2, p3, strict=True))
    return x, y


def outline(pts: Sequence[Point], n: int = 3) -> list[Point]:
    """Points along the smooth closed curve through `pts` (the curve `berg_ink.spline`
    draws), for testing what falls inside a shape drawn with it."""
    out: list[Point] = []
    m = len(pts)
    for i in range(m):
        p0, p1, p2, p3 = pts[(i - 1) % m], pts[i], pts[(i + 1) % m], pts[(i + 2) % m]
        out.extend(catmull(p0, p1, p2, p3, k / n) for k in range(n))
    return out


def inside(pt: Point, poly: Sequence[Point]) -> bool:
    """Even-odd point-in-polygon test."""
    x, y = pt
    hit = False
    for (xa, ya), (xb, yb) in itertools.pairwise([*poly, poly[0]]):
        if (ya > y) != (yb > y) and x < xa + (y - ya) * (xb - xa) / (yb - ya):
            hit = not hit
    return hit


def _edge(pt: Point, poly: Sequence[Point]) -> float:
    """Distance from `pt` to the polygon's boundary."""
    x, y = pt
    best = 1e9
    for (xa, ya), (xb, yb) in itertools.pairwise([*poly, poly[0]]):
        dx, dy = xb - xa, yb - ya
        k = dx * dx + dy * dy or 1.0
        t = max(0.0, min(1.0, ((x - xa) * dx + (y - ya) * dy) / k))
        best = min(best, math.hypot(xa + dx * t - x, ya + dy * t - y))
    return best


def sliver(run: Sequence[Point], widths: Sequence[float]) -> str:
    """One closed, pointed sliver along `run` (a six-cornered lens: few edges rasterise
    fast), as wide at a third and at two thirds of its length as `widths` says there:
    path data in half units (whole numbers), relative to its start."""
    n = len(run)
    p0, p3 = run[0], run[-1]
    sides: list[list[Point]] = [[], []]
    for t in (1 / 3, 2 / 3):
        f = t * (n - 1)
        i = min(int(f), n - 2)
        g = f - i
        (ax, ay), (bx, by) = run[i], run[i + 1]
        x, y = ax + (bx - ax) * g, ay + (by - ay) * g
        w = (widths[i] + (widths[i + 1] - widths[i]) * g) / 2
        dx, dy = bx - ax, by - ay
        k = math.hypot(dx, dy) or 1.0
        sides[0].append((x - dy / k * w, y + dx / k * w))
        sides[1].append((x + dy / k * w, y - dx / k * w))
    ring = [p0, *sides[0], p3, *reversed(sides[1])]
    cx, cy = round(p0[0] * 2), round(p0[1] * 2)  # in half units
    out = [f"M{cx},{cy}l"]
    rel = []
    for px, py in ring[1:]:
        u, v = round(px * 2) - cx, round(py * 2) - cy
        rel.append(f"{u},{v}")
        cx, cy = cx + u, cy + v
    out.append(" ".join(rel))
    return "".join(out) + "z"


def lines(region: Sequence[Point], angle: float, step: float, bow: float,
          every: float = 6.0) -> list[list[Point]]:
    """A family of parallel lines `step` apart at `angle` degrees, each bowed by `bow` (a
    fraction of the shape's size: the cross-contour of a rounded form), sampled every
    `every` units and cut to the stretches inside `region`."""
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    r = math.hypot(max(xs) - min(xs), max(ys) - min(ys)) / 2 + 2
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    nx, ny = -uy, ux
    runs: list[list[Point]] = []
    c = -r + (step / 2)
    while c < r:
        run: list[Point] = []
        s = -r
        while s <= r:
            off = c + bow * r * (s / r) ** 2
            pt = (cx + ux * s + nx * off, cy + uy * s + ny * off)
            if inside(pt, region):
                run.append(pt)
            elif run:
                if len(run) > 1:
                    runs.append(run)
                run = []
            s += every
        if len(run) > 1:
            runs.append(run)
        c += step
    return runs


def _strokes(run: Sequence[Point], shade: Sequence[float], width: float) -> list[str]:
    """The slivers along one clipped line: broken where the shade falls to nothing, each
    stretch cut into lenses about 100 units long, every other sample kept as a corner."""
    out: list[str] = []
    kept: list[Point] = []
    ws: list[float] = []
    for i, (pt, k) in enumerate(zip(run, shade, strict=True)):
        last = i == len(run) - 1
        if k > 0.08 and (i % 2 == 0 or last or not kept):
            kept.append(pt)
            ws.append(width * min(1.0, k) ** 0.8)
        if k <= 0.08 or last:
            n = len(kept)
            pieces = max(1, round(n / 9))
            for j in range(pieces):
                a, b = j * (n - 1) // pieces, (j + 1) * (n - 1) // pieces
                if b > a:
                    out.append(sliver(kept[a:b + 1], ws[a:b + 1]))
            kept, ws = [], []
    return out


def engrave(pts: Sequence[Point], colour: str, *, angle: float, step: float = 8.0,
            bow: float = 0.12, width: float = 3.2, lo: float = 0.34, cross: float = 0.72,
            turn: float = 58.0, light: Point = LIGHT, edge: float = 16.0, smooth: bool = True,
            tone: float = 0.62) -> str:
    """Engrave the shape through `pts` (a smooth outline, or a polygon when not `smooth`) in
    `colour`'s dark: lines at `angle` degrees, `step` apart, bowed across the form; each
    swells with the shade (the side away from `light`, deepened along the shadowed rim),
    vanishes where the shade is under `lo`, and a second family `turn` degrees across joins
    it where the shade passes `cross`."""
    region = outline(pts) if smooth else list(pts)
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    hw, hh = max((max(xs) - min(xs)) / 2, 1.0), max((max(ys) - min(ys)) / 2, 1.0)
    lx, ly = light
    cache: dict[Point, float] = {}

    def dark_at(pt: Point) -> float:
        if pt not in cache:
            lit = ((pt[0] - cx) / hw * lx + (pt[1] - cy) / hh * ly)  # 1 towards the light
            d = 0.5 - 0.55 * lit
            e = _edge(pt, region)
            if e < edge:  # the rim turns away: darker there, most on the shadow side
                d += 0.34 * (1 - e / edge) * (0.4 + 0.6 * max(0.0, -lit))
            cache[pt] = d
        return cache[pt]

    data: list[str] = []
    for ang, floor in ((angle, lo), (angle + turn, cross)):
        if floor >= 1.0:  # no crossing family asked for
            continue
        for run in lines(region, ang, step if ang == angle else step * 1.15, bow):
            data += _strokes(run, [(dark_at(pt) - floor) / (1.0 - floor) for pt in run], width)
    # written in half units, whole numbers (shorter than one decimal), scaled back by the group
    return group(path("".join(data), dark(colour, tone), None), 0, 0, 0, 0.5) if data else ""


__all__ = ["LIGHT", "engrave", "inside", "lines", "outline", "sliver"]
