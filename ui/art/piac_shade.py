"""Form-following shading for the Piacentine courts: gradient masses and contour hatching.

A shape's fill names a gradient by colour and lighting (`url(#pL3d6cb3)`: blue, lit from the
left); `defs` reads those names back out of a finished card and writes each gradient once, so
the drawing code never keeps a registry. Gradients are relative to each shape's bounding box,
so a sleeve, a cheek or a puffed shoulder each gets its own rounded light, and the point
reflection of a double-headed card turns the light with the figure as the printed cards do.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from ui.art.craft import dark, light
from ui.art.svg import Point, path

INK = "#1c1712"
#: lighting kinds: a cylinder lit from the left or the right, a ball lit from upper left or
#: upper right, a fall from light at the top to shade at the bottom
KINDS = "LRABV"


def _thin(pts: Sequence[Point], tol: float = 1.0) -> list[Point]:
    """Drop the points a straight run does not need (Ramer–Douglas–Peucker, `tol` units)."""
    if len(pts) < 3:
        return list(pts)
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        (ax, ay), (bx, by) = pts[i], pts[j]
        ln = math.hypot(bx - ax, by - ay)
        far, at = 0.0, -1
        for k in range(i + 1, j):
            x, y = pts[k]
            dist = (abs((bx - ax) * (ay - y) - (ax - x) * (by - ay)) / ln if ln > 1e-6
                    else math.hypot(x - ax, y - ay))  # a closed run: distance from its ends
            if dist > far:
                far, at = dist, k
        if far > tol:
            keep[at] = True
            stack += [(i, at), (at, j)]
    return [p for p, k in zip(pts, keep, strict=True) if k]


def d(pts: Sequence[Point], closed: bool = True) -> str:
    """Compact path data: whole card units (a card is 1000 tall, so under a pixel at any
    size we draw), relative moves, repeated points dropped; the courts are drawn twice
    (both heads), so their bytes count double."""
    if not pts:
        return ""
    pts = _thin(pts)
    px, py = round(pts[0][0]), round(pts[0][1])
    out = [f"M{px},{py}"]
    for x, y in pts[1:]:
        ix, iy = round(x), round(y)
        dx, dy = ix - px, iy - py
        if dx or dy:
            out.append(f"l{dx}{',' if dy >= 0 else ''}{dy}")
            px, py = ix, iy
    return "".join(out) + ("z" if closed else "")


def shape(pts: Sequence[Point], colour: str, stroke: str | None = None, sw: float = 0.0,
          opacity: float = 1.0) -> str:
    """A flat filled polygon (shadows, lips, lozenges) in compact path data; a glaze when
    `opacity` < 1 (a shade or a blush laid over the flesh, not a patch on it)."""
    extra = f' fill-opacity="{opacity:g}"' if opacity < 1.0 else ""
    return path(d(pts), colour, stroke, sw, extra)


def fill(colour: str, kind: str = "L") -> str:
    """The fill attribute value of `colour` in the rounded light `kind` (one of KINDS)."""
    return f"url(#p{kind}{colour.lstrip('#').lower()})"


def _grad(kind: str, hexa: str) -> str:
    c = "#" + hexa
    lit, base, deep = light(c, 0.32), c, dark(c, 0.34)
    stops: tuple[tuple[float, str], ...]
    if kind in "LR":
        a, b = ("0%", "100%") if kind == "L" else ("100%", "0%")
        stops = ((0, lit), (0.35, base), (0.78, dark(c, 0.18)), (1, deep))
        return (f'<linearGradient id="p{kind}{hexa}" x1="{a}" y1="0%" x2="{b}" y2="20%">'
                + "".join(f'<stop offset="{o}" stop-color="{s}"/>' for o, s in stops)
                + "</linearGradient>")
    if kind == "V":
        stops = ((0, lit), (0.45, base), (1, deep))
        return (f'<linearGradient id="pV{hexa}" x1="0%" y1="0%" x2="0%" y2="100%">'
                + "".join(f'<stop offset="{o}" stop-color="{s}"/>' for o, s in stops)
                + "</linearGradient>")
    cx = "32%" if kind == "A" else "68%"
    stops = ((0, light(c, 0.42)), (0.5, base), (1, deep))
    return (f'<radialGradient id="p{kind}{hexa}" cx="{cx}" cy="30%" r="80%" fx="{cx}" '
            f'fy="26%">' + "".join(f'<stop offset="{o}" stop-color="{s}"/>' for o, s in stops)
            + "</radialGradient>")


def defs(body: Sequence[str]) -> str:
    """The gradient definitions every `fill` in `body` refers to, each once, sorted."""
    found = set()
    for part in body:
        found.update(re.findall(r"url\(#p([" + KINDS + r"])([0-9a-f]{6})\)", part))
    return "".join(_grad(k, h) for k, h in sorted(found))


def form(pts: Sequence[Point], colour: str, kind: str = "L", *, sw: float = 3.2,
         swell: float = 1.0, ink: str = INK) -> str:
    """A shape filled in rounded light with an engraver's contour: the ink copy under the fill
    is pushed away from the light, so the line swells on the shadow side and thins on the lit
    one (`swell` scales the push)."""
    side = {"L": 1.0, "A": 1.0, "R": -1.0, "B": -1.0}.get(kind, 0.0)
    ox, oy = side * sw * 0.9 * swell, sw * 0.7 * swell
    data = d(pts)
    return (path(d([(x + ox, y + oy) for x, y in pts]), ink, None)
            + path(data, fill(colour, kind), ink, sw * 0.6))


def contours(pts: Sequence[Point], colour: str, angle: float, *, n: int = 3,
             step: float = 0.07, reach: float = 0.25, sw: float = 1.6) -> str:
    """Hatching that follows the form: `n` copies of the outline shrunk towards the light,
    each kept only where it faces the shade (`angle`, degrees, 0 = right, 90 = down), shorter
    the further in, so the lines wrap round the body like an engraver's cross-contours."""
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    span = max(max(xs) - min(xs), max(ys) - min(ys)) or 1.0
    runs = []
    for k in range(1, n + 1):
        s = 1.0 - step * k
        keep = 1.0 - reach * (k + 1) * 0.9  # the threshold on the facing: stricter inside
        run: list[Point] = []
        for x, y in [*pts, pts[0]]:
            face = ((x - cx) * ux + (y - cy) * uy) / (span / 2)
            q = (cx + (x - cx) * s - ux * span * 0.01 * k, cy + (y - cy) * s - uy * span * 0.01 * k)
            if face > keep * 0.6:
                run.append(q)
            elif run:
                if len(run) > 2:
                    runs.append(d(run, closed=False))
                run = []
        if len(run) > 2:
            runs.append(d(run, closed=False))
    return path("".join(runs), "none", colour, sw) if runs else ""


def strands(lines: Sequence[Sequence[Point]], colour: str, sw: float = 1.8) -> str:
    """Several open strokes (hair locks, folds, feather barbs) as one path."""
    return path("".join(d(p, closed=False) for p in lines if len(p) > 1), "none", colour, sw)


def normal(line: Sequence[Point], i: int) -> Point:
    """The unit normal of a polyline at point i (left of the way it runs): ribbons, limbs and
    feathers are all widened along it."""
    a, b = line[max(0, i - 1)], line[min(len(line) - 1, i + 1)]
    dx, dy = b[0] - a[0], b[1] - a[1]
    ln = math.hypot(dx, dy) or 1.0
    return -dy / ln, dx / ln


def _catmull(a: float, b: float, c: float, e: float, t: float, t2: float, t3: float) -> float:
    """One coordinate of a Catmull-Rom segment from b to c at t."""
    return 0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - e) * t2
                  + (-a + 3 * b - 3 * c + e) * t3)


def member(joints: Sequence[Point], widths: Sequence[float], *, bulge: float = 0.14,
           n: int = 9, start_cap: bool = False) -> list[Point]:
    """A limb round a smooth curve through its joints (Catmull–Rom), swelling between the
    joints by `bulge` (the muscle of the upper arm, the forearm, the calf) and narrowing at
    them, rounded off at the far end: a limb, not a tube."""
    pts = list(joints)
    ext = [pts[0], *pts, pts[-1]]
    spine: list[Point] = []
    ws: list[float] = []
    for i in range(len(pts) - 1):
        p0, p1, p2, p3 = ext[i], ext[i + 1], ext[i + 2], ext[i + 3]
        for k in range(n + (1 if i == len(pts) - 2 else 0)):
            t = k / n
            t2, t3 = t * t, t * t * t
            spine.append((_catmull(p0[0], p1[0], p2[0], p3[0], t, t2, t3),
                          _catmull(p0[1], p1[1], p2[1], p3[1], t, t2, t3)))
            ws.append((widths[i] + (widths[i + 1] - widths[i]) * t)
                      * (1 + bulge * math.sin(math.pi * t)))
    left: list[Point] = []
    right: list[Point] = []
    for i, (x, y) in enumerate(spine):
        ux, uy = normal(spine, i)
        nx, ny = ux * ws[i] / 2, uy * ws[i] / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    (xe, ye), (xp, yp) = spine[-1], spine[-2]
    ln = math.hypot(xe - xp, ye - yp) or 1.0
    ux, uy = (xe - xp) / ln, (ye - yp) / ln
    cap = [(xe + ux * ws[-1] * 0.5 * math.sin(a) - uy * ws[-1] * 0.5 * math.cos(a),
            ye + uy * ws[-1] * 0.5 * math.sin(a) + ux * ws[-1] * 0.5 * math.cos(a))
           for a in (math.pi * k / 6 for k in range(1, 6))]
    if not start_cap:
        return [*left, *cap, *right[::-1]]
    (xs, ys), (xq, yq) = spine[0], spine[1]
    ln = math.hypot(xq - xs, yq - ys) or 1.0
    vx, vy = (xs - xq) / ln, (ys - yq) / ln
    back = [(xs + vx * ws[0] * 0.5 * math.sin(a) - vy * ws[0] * 0.5 * math.cos(a),
             ys + vy * ws[0] * 0.5 * math.sin(a) + vx * ws[0] * 0.5 * math.cos(a))
            for a in (math.pi * k / 6 for k in range(1, 6))]
    return [*left, *cap, *right[::-1], *back]
