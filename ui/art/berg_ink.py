"""Bergamasche engraving helpers: smooth outlines, tapered strokes, form-following shading.

The printed courts are engraved: a line swells and thins with the form, and shadow wraps round
a sleeve or a fold instead of splitting it down the middle. These helpers turn point lists into
that finish: `spline` (a smooth closed or open curve through points), `taper` (a stroke thick
in the middle, pointed at both ends), `form` (a rounded mass in three tones stepped towards the
light) and `sleeve` (a puffed sleeve shaded across its length, with cross-contour hatching).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.berg_engrave import LIGHT, catmull, engrave
from ui.art.craft import dark, light, soft_limb
from ui.art.svg import BLACK, Path, path

Point = tuple[float, float]


def _r(v: float) -> float:
    """A whole unit (a thousandth of the card's height) is finer than a pixel at any size we
    draw; it keeps the files small."""
    return float(round(v))


def spline(pts: Sequence[Point], closed: bool = True) -> Path:
    """A smooth curve through the points (Catmull-Rom turned into cubic Béziers), written in
    whole units relative to the last point: the short form keeps the files small."""
    n = len(pts)
    x0, y0 = round(pts[0][0]), round(pts[0][1])
    d = Path().m(x0, y0)
    last = n if closed else n - 1
    seg = []
    for i in range(last):
        p0 = pts[(i - 1) % n] if closed or i > 0 else pts[0]
        p1, p2 = pts[i], pts[(i + 1) % n]
        p3 = pts[(i + 2) % n] if closed or i + 2 < n else pts[-1]
        c1 = (round(p1[0] + (p2[0] - p0[0]) / 6), round(p1[1] + (p2[1] - p0[1]) / 6))
        c2 = (round(p2[0] - (p3[0] - p1[0]) / 6), round(p2[1] - (p3[1] - p1[1]) / 6))
        e = (round(p2[0]), round(p2[1]))
        seg.append(f"{c1[0] - x0},{c1[1] - y0} {c2[0] - x0},{c2[1] - y0} {e[0] - x0},"
                   f"{e[1] - y0}")
        x0, y0 = e
    d.parts.append("c" + " ".join(seg))
    return d.z() if closed else d


def sample(pts: Sequence[Point], n: int = 6) -> list[Point]:
    """Points along the smooth open curve through `pts` (for strokes that taper)."""
    out: list[Point] = [pts[0]]
    m = len(pts)
    for i in range(m - 1):
        p0, p1, p2 = pts[max(i - 1, 0)], pts[i], pts[i + 1]
        p3 = pts[min(i + 2, m - 1)]
        for k in range(1, n + 1):
            out.append(catmull(p0, p1, p2, p3, k / n))
    return out


def taper(pts: Sequence[Point], width: float, colour: str = BLACK, *, n: int = 2,
          ends: tuple[float, float] = (0.0, 0.0)) -> str:
    """An engraver's stroke through `pts`: `width` at its middle, thinning to `ends`
    (fractions of the width) at the two tips; one filled path, no stroke."""
    line = sample(pts, n) if len(pts) > 2 else list(pts)
    count = len(line)
    left: list[Point] = []
    right: list[Point] = []
    for i, (x, y) in enumerate(line):
        a, b = line[max(i - 1, 0)], line[min(i + 1, count - 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        k = math.hypot(dx, dy) or 1.0
        t = i / (count - 1)
        base = ends[0] + (ends[1] - ends[0]) * t
        w = width / 2 * (base + (1 - base) * math.sin(math.pi * t) ** 0.7)
        left.append((_r(x - dy / k * w), _r(y + dx / k * w)))
        right.append((_r(x + dy / k * w), _r(y - dx / k * w)))
    return path(polygon([*left, *reversed(right)]), colour, None)


def polygon(pts: Sequence[Point]) -> Path:
    """A closed polygon in whole units, each corner relative to the last (short to write)."""
    x0, y0 = round(pts[0][0]), round(pts[0][1])
    d = Path().m(x0, y0)
    rel = []
    for x, y in pts[1:]:
        xi, yi = round(x), round(y)
        if (xi, yi) != (x0, y0):
            rel.append(f"{xi - x0},{yi - y0}")
        x0, y0 = xi, yi
    d.parts.append("l" + " ".join(rel))
    return d.z()


def strokes(lines: Sequence[Sequence[Point]], colour: str, sw: float) -> str:
    """Several open smooth curves in one path of even width (hatching, folds, strands)."""
    d = Path()
    for pts in lines:
        d.parts += spline(pts, closed=False).parts
    return path(d, "none", colour, sw) if d.parts else ""


def _toward_light(pts: Sequence[Point], k: float, shift: float) -> list[Point]:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    size = min(max(xs) - min(xs), max(ys) - min(ys))
    ox, oy = cx + LIGHT[0] * size * shift, cy + LIGHT[1] * size * shift
    return [(ox + (x - cx) * k, oy + (y - cy) * k) for x, y in pts]


def form(pts: Sequence[Point], colour: str, lw: float = 4.0, *, lit: bool = True,
         deep: float = 0.3) -> str:
    """A rounded mass: the shadow tone over the whole shape, the base tone shrunk towards the
    light, a highlight further in, so the shadow wraps round the far side; an ink contour that
    swells on the shadow side (the ink copy under the fill is pushed away from the light)."""
    out = [path(spline(pts), dark(colour, deep), BLACK, lw * 0.7),
           path(spline(_toward_light(pts, 0.84, 0.08)), colour, None)]
    if lit:
        out.append(path(spline(_toward_light(pts, 0.42, 0.24)), light(colour, 0.22), None))
    return "".join(out)


def sleeve(joints: Sequence[Point], widths: Sequence[float], colour: str,
           lw: float = 4.0, *, hatched: bool = True, deep: float = 0.34) -> str:
    """A puffed sleeve round a chain of joints: shadow along the side away from the light,
    the lit band running the sleeve's length, engraved across its shadow side."""
    outline = soft_limb(joints, widths, 4)
    spine = soft_limb(joints, [w * 0.62 for w in widths], 4)
    lit_band = soft_limb(joints, [w * 0.26 for w in widths], 4)
    # shift the inner bands towards the light so the dark side is the far one
    sx, sy = LIGHT[0] * widths[0] * 0.1, LIGHT[1] * widths[0] * 0.1
    shade = [(x + sx, y + sy) for x, y in spine]
    out = [path(polygon(outline), dark(colour, deep), None),
           path(polygon(shade), colour, None),
           path(polygon([(x + sx * 1.5, y + sy * 1.5) for x, y in lit_band]),
                light(colour, 0.25), None)]
    if hatched:  # engraved across the sleeve, bowed round it, thick on the shadow side
        (ax, ay), (bx, by) = joints[0], joints[-1]
        along = math.degrees(math.atan2(by - ay, bx - ax))
        out.append(engrave(outline, colour, angle=along + 90, step=7.5, bow=0.1,
                           smooth=False, width=2.4, lo=0.36))
    out.append(path(polygon(outline), "none", BLACK, lw * 0.6))
    return "".join(out)


__all__ = ["LIGHT", "form", "polygon", "sample", "sleeve", "spline", "strokes", "taper"]
