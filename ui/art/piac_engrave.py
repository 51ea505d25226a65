"""An engraver's hatching for the Piacentine cards: tapered, form-following strokes.

The printed sheets are cut in line: every coat, mantle and horse is laid with families of
slightly curved strokes that run along the form, swell as they go into the shade, taper to
nothing in the light and cross in the darkest folds. `engrave` lays such a family over a
shape: parallel lines bowed round the form (`bow`), clipped to the shape (`kept_runs`), each
kept stretch drawn as a closed sliver whose width follows the shade. All the slivers of one
family are one path element, which rasterises far faster than a stroke per line.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.piac_cloth import inside, kept_runs
from ui.art.piac_shade import d, normal
from ui.art.svg import Point, path

#: sample spacing along a hatch line, card units
_STEP_ALONG = 6.0


def _lines(region: Sequence[Point], angle: float, step: float, bow: float
           ) -> list[list[Point]]:
    """Lines at `angle` degrees, `step` apart, across the region's box, bowed by `bow` (a
    fraction of their length) so that they wrap round the form like cross-contours."""
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    nx, ny = -uy, ux
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    ts = [(x - cx) * ux + (y - cy) * uy for x, y in region]
    os_ = [(x - cx) * nx + (y - cy) * ny for x, y in region]
    t0, t1, o0, o1 = min(ts), max(ts), min(os_), max(os_)
    half = max((t1 - t0) / 2, 1.0)
    tm = (t0 + t1) / 2
    n_along = max(2, int((t1 - t0) / _STEP_ALONG) + 1)
    out = []
    o = o0 + step * 0.5 - bow * half * 2
    while o < o1:
        line = []
        for k in range(n_along + 1):
            t = t0 + (t1 - t0) * k / n_along
            lift = bow * half * 2 * (1 - ((t - tm) / half) ** 2)
            line.append((cx + ux * t + nx * (o + lift), cy + uy * t + ny * (o + lift)))
        out.append(line)
        o += step
    return out


def _shade(region: Sequence[Point], toward: float) -> tuple[float, float, float, float, float]:
    """The centre, the unit vector to the shade and the half-extent along it."""
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    vx, vy = math.cos(math.radians(toward)), math.sin(math.radians(toward))
    proj = [(x - cx) * vx + (y - cy) * vy for x, y in region]
    return cx, cy, vx, vy, max(max(proj), -min(proj), 1.0)


def sliver(run: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """A closed thin shape round a run: `widths` across it, pointed at both ends."""
    left, right = [], []
    for i, (x, y) in enumerate(run):
        nx, ny = normal(run, i)
        w = widths[i] / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return [*left, *right[::-1]]


def strokes(region: Sequence[Point], angle: float, step: float, *, toward: float = 45.0,
            bow: float = 0.0, width: float = 3.2, start: float = 0.3, taper: float = 30.0
            ) -> list[list[Point]]:
    """One family of tapered hatch strokes (as closed outlines) over `region`: lines at
    `angle` degrees `step` apart, present where the shade (rising towards `toward`, degrees,
    0 = right, 90 = down) passes `start` (0 = the lit edge, 1 = the shadow edge), widening to
    `width` in the deepest shade and tapering over `taper` units at both ends."""
    cx, cy, vx, vy, ext = _shade(region, toward)

    def dark_at(p: Point) -> float:
        s = (((p[0] - cx) * vx + (p[1] - cy) * vy) / ext + 1) / 2
        return max(0.0, (s - start) / (1 - start)) if start < 1 else 0.0

    shapes = []
    for line in _lines(region, angle, step, bow):
        for run in kept_runs(line, lambda p: inside(p, region) and dark_at(p) > 0.04):
            if len(run) < 3:
                continue
            n = len(run)
            # a few points a side (each an edge the rasteriser steps on every scanline)
            k = max(2, min(5, round(n * _STEP_ALONG / 28)))
            idx = sorted({round(j * (n - 1) / k) for j in range(k + 1)})
            ws = []
            for i in idx:
                end = min(i, n - 1 - i) * _STEP_ALONG
                ws.append(width * dark_at(run[i]) ** 0.7 * min(1.0, end / taper + 0.08))
            shapes.append(sliver([run[i] for i in idx], ws))
    return shapes


def engrave(region: Sequence[Point], ink: str, angle: float, step: float, *,
            toward: float = 45.0, bow: float = 0.0, width: float = 3.2, start: float = 0.3,
            cross: float | None = 0.62, cross_turn: float = 55.0, opacity: float = 0.85
            ) -> list[str]:
    """Hatch `region` as an engraver would: one family along `angle`, and where the shade is
    deep (past `cross`) a second family crossing it at `cross_turn` degrees; both families
    in one path element of slivers (the rasteriser pays per element, over the whole card),
    laid as a glaze of `ink` at `opacity`."""
    families = [(angle, start, width)]
    if cross is not None:
        families.append((angle + cross_turn, cross, width * 0.8))
    data = "".join(d(s) for a, s0, w in families
                   for s in strokes(region, a, step, toward=toward, bow=bow, width=w, start=s0))
    if not data:
        return []
    extra = f' fill-opacity="{opacity:g}"' if opacity < 1 else ""
    return [path(data, ink, None, 0.0, extra)]
