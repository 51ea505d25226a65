"""Piacentine cloth: embroidered braid, brocade and velvet fronts, checked and lattice work.

The printed courts are covered in fine ornament; these draw it from a few parameters so each
court's dress can carry its own (see `piac_body`, `piac_courts`). Lattices are cut to a region
by a point-in-polygon test, since the renderer has no clip paths.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Sequence

from ui.art.craft import dark, light, soft_limb
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.svg import Point, circle, path

MID = 500.0
GOLD = "#efc63a"


def inside(pt: Point, poly_pts: Sequence[Point]) -> bool:
    x, y = pt
    hit = False
    for (xa, ya), (xb, yb) in itertools.pairwise([*poly_pts, poly_pts[0]]):
        if (ya > y) != (yb > y) and x < xa + (y - ya) * (xb - xa) / (yb - ya):
            hit = not hit
    return hit


def kept_runs(samples: Iterable[Point], keep: Callable[[Point], bool]) -> list[list[Point]]:
    """The stretches of a sampled line whose points are kept, two points or more each: a line
    clipped to a shape, for lattices and hatching."""
    runs: list[list[Point]] = []
    run: list[Point] = []
    for pt in samples:
        if keep(pt):
            run.append(pt)
        elif run:
            if len(run) > 1:
                runs.append(run)
            run = []
    if len(run) > 1:
        runs.append(run)
    return runs


def lattice_lines(region: Sequence[Point], step: float) -> list[list[Point]]:
    """Diagonal lines both ways `step` apart, kept where they lie inside `region`."""
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    runs: list[list[Point]] = []
    span = (x1 - x0) + (y1 - y0)
    for sgn in (-1, 1):
        c = -span
        while c < span * 2:
            ys_line: list[float] = []
            y = y0
            while y <= y1:
                ys_line.append(y)
                y += 6.0
            samples = [(x0 + c + sgn * (yy - y0) if sgn > 0 else x1 - c + sgn * (yy - y0), yy)
                       for yy in ys_line]
            runs += kept_runs(samples, lambda pt: inside(pt, region))
            c += step
    return runs


def broad_front(p: Callable[[float, float], Point], top: float, ground: str, *,
                lattice: bool = True, vee: str | None = None,
                taper: bool = False) -> list[str]:
    """The Fante's brocade front: a panel widening to the belt, gold lattice with a red
    jewel in every lozenge, braided borders; or (`vee`, the trim's colour) the shirt seen
    in a V between the coat's trimmed edges, closing at the belt; `taper` runs the panel
    from the collar, broad over the chest and narrowing to the belt and below it."""
    at = p
    y0 = top + 96
    if vee:
        tip = at(16, MID - 56)
        edges = [[at(-44, top), tip], [at(62, top - 4), tip]]
        folds = [[at(u, top + 30 + abs(u - 10)), at(16 + (u - 16) * 0.3, MID - 90)]
                 for u in (-14, 6, 28, 44)]
        return [form([at(-44, top), at(62, top - 4), tip], ground, "V", sw=2.6),
                strands(folds, dark(ground, 0.3), 2.0),
                strands(edges, INK, 15.0), strands(edges, vee, 10.0),
                strands(edges, light(vee, 0.3), 2.4)]
    lo, hi = (-40.0, 70.0), (-66.0, 96.0)  # the panel's edges at the top and at the belt
    if taper:
        y0, lo, hi = top - 6, (-60.0, 78.0), (-14.0, 44.0)

    def edge(v: float, k: int) -> float:
        t = (v - y0) / (MID - y0)
        return lo[k] + (hi[k] - lo[k]) * t

    pts = [at(lo[0], y0), at(lo[1], y0), at(hi[1], MID + 1), at(hi[0], MID + 1)]
    out = [form(pts, ground, "V", sw=2.6)]
    if not lattice:
        return out + embroidery([at(lo[0], y0), at(hi[0], MID + 1)], 14, ground) + embroidery(
            [at(lo[1], y0), at(hi[1], MID + 1)], 14, ground)
    grid = []
    for j in range(-4, 6):  # diagonals both ways, cut to the panel's edges
        for sgn in (-1, 1):
            line_pts = []
            for v in range(int(y0), int(MID) + 10, 6):
                u = 12 + j * 26 + sgn * (v - y0) * 0.45
                if edge(v, 0) + 4 < u < edge(v, 1) - 4:
                    line_pts.append(at(u, v))
                elif line_pts:
                    break
            if len(line_pts) > 1:
                grid.append(line_pts)
    out.append(strands(grid, INK, 5.0))
    out.append(strands(grid, "#2f6b37" if ground == GOLD else GOLD, 3.0))
    jewels = []
    for v in range(int(y0) + 29, int(MID), 29):
        for j in range(-4, 6):
            u = 12 + j * 26 + (13 if (v - int(y0) - 29) // 29 % 2 else 0)
            if edge(v, 0) + 10 < u < edge(v, 1) - 10:
                jewels.append(at(u, v))
    out.append(path("".join(f"M{x - 4.5:.0f},{y:.0f}a4.5,4.5 0 1,0 9,0a4.5,4.5 0 1,0-9,0"
                            for x, y in jewels), "#cf3a2c", INK, 1.0))  # one path, not 40
    out += embroidery([at(lo[0], y0), at((lo[0] + hi[0]) / 2, (y0 + MID) / 2),
                       at(hi[0], MID + 1)], 14, ground)
    out += embroidery([at(lo[1], y0), at((lo[1] + hi[1]) / 2, (y0 + MID) / 2),
                       at(hi[1], MID + 1)], 14, ground)
    return out


def embroidery(spine: Sequence[Point], width: float, ground: str, *,
               lozenges: bool = False) -> list[str]:
    """A gold embroidered band along `spine`: a running scroll between two edges and dots in
    its loops (or a chain of lozenges with a red heart), the Piacentine courts' braid."""
    pts: list[Point] = [spine[0]]
    for (xa, ya), (xb, yb) in itertools.pairwise(spine):  # a motif every ~`width` units
        k = max(1, round(math.hypot(xb - xa, yb - ya) / (width * 0.9)))
        pts += [(xa + (xb - xa) * i / k, ya + (yb - ya) * i / k) for i in range(1, k + 1)]
    if len(pts) < 2:
        return []
    band = soft_limb(pts, [width] * len(pts), 3) if len(pts) > 2 else None
    out: list[str] = []
    if band is not None:
        out.append(shape(band, GOLD, INK, 1.8))
        out.append(shape(band, "none", dark(GOLD, 0.3), 0.0))
    else:
        (x0, y0), (x1, y1) = pts
        out.append(path(f"M{x0:.1f},{y0:.1f}L{x1:.1f},{y1:.1f}", "none", INK, width + 3))
        out.append(path(f"M{x0:.1f},{y0:.1f}L{x1:.1f},{y1:.1f}", "none", GOLD, width))
    # the scroll: a zig-zag of short arcs along the band, a dot in each loop
    if band is None:
        (x0, y0), (x1, y1) = pts
        pts = [(x0 + (x1 - x0) * t / 6, y0 + (y1 - y0) * t / 6) for t in range(7)]
    wave: list[Point] = []
    dots = []
    for i, ((xa, ya), (xb, yb)) in enumerate(itertools.pairwise(pts)):
        dx, dy = xb - xa, yb - ya
        ln = (dx * dx + dy * dy) ** 0.5 or 1.0
        nx, ny = -dy / ln * width * 0.28, dx / ln * width * 0.28
        s = 1 if i % 2 else -1
        wave.append((xa, ya))
        wave.append(((xa + xb) / 2 + s * nx, (ya + yb) / 2 + s * ny))
        dots.append(((xa + xb) / 2 - s * nx * 0.9, (ya + yb) / 2 - s * ny * 0.9))
    wave.append(pts[-1])
    out.append(strands([wave], dark(GOLD, 0.45), 1.8))
    if lozenges:
        for x, y in pts[1::2]:
            r = width * 0.34
            out.append(shape([(x, y - r), (x + r * 0.7, y), (x, y + r), (x - r * 0.7, y)],
                            dark(ground, 0.25), INK, 1.2))
            out.append(circle(x, y, r * 0.28, "#cf3a2c", None))
    else:
        out += [circle(x, y, width * 0.12, "#cf3a2c", None) for x, y in dots[::2]]
    return out
