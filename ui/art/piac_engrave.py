"""An engraver's hatching for the Piacentine cards: tapered, form-following strokes.

The printed sheets are cut in line: every coat, mantle and horse is laid with families of
slightly curved strokes that run along the form, swell as they go into the shade, taper to
nothing in the light and cross in the darkest folds. `engrave` lays such a family over a
shape: parallel lines bowed round the form (`bow`), clipped to the shape (`kept_runs`), each
kept stretch drawn as a thin closed polygon, full where the shade is deep. All the
strokes of one shape are one path element, which rasterises far faster than a stroke per
line; the rasteriser's cost goes by path commands (and a curve costs many lines), so a
stroke is a polygon of four or six straight sides.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.piac_cloth import inside, kept_runs
from ui.art.piac_shade import normal
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


#: one stroke: its start, the control point of its spine (a quadratic), its end, its width
Stroke = tuple[Point, Point, Point, float]


def strokes(region: Sequence[Point], angle: float, step: float, *, toward: float = 45.0,
            bow: float = 0.0, width: float = 3.2, start: float = 0.3, taper: float = 30.0
            ) -> list[Stroke]:
    """One family of hatch strokes over `region`: lines at `angle` degrees `step` apart,
    present where the shade (rising towards `toward`, degrees, 0 = right, 90 = down) passes
    `start` (0 = the lit edge, 1 = the shadow edge), each swelling towards its darker end,
    as wide as `width` in the deepest shade, a stroke shorter than two `taper`s thinner."""
    cx, cy, vx, vy, ext = _shade(region, toward)

    def dark_at(p: Point) -> float:
        s = (((p[0] - cx) * vx + (p[1] - cy) * vy) / ext + 1) / 2
        return max(0.0, (s - start) / (1 - start)) if start < 1 else 0.0

    out: list[Stroke] = []
    for line in _lines(region, angle, step, bow):
        for run in kept_runs(line, lambda p: inside(p, region) and dark_at(p) > 0.04):
            n = len(run)
            if n < 3:
                continue
            (sx, sy), (mx, my), (ex, ey) = run[0], run[n // 2], run[-1]
            ws = [dark_at(p) ** 0.7 for p in run]
            # the swell sits where the stroke's darkness lies, not always at its middle
            lean = sum(i * w for i, w in enumerate(ws)) / (sum(ws) * (n - 1)) - 0.5
            ctrl = (2 * mx - (sx + ex) / 2 + (ex - sx) * lean,
                    2 * my - (sy + ey) / 2 + (ey - sy) * lean)
            w = width * max(ws) * min(1.0, (n - 1) * _STEP_ALONG / (2 * taper))
            out.append((run[0], ctrl, run[-1], w))
    return out


def _nums(vals: Sequence[int]) -> str:
    """Whole numbers for path data, a comma only where no minus sign parts them."""
    return "".join(("" if i == 0 or v < 0 else ",") + str(v) for i, v in enumerate(vals))


def lens(stroke: Stroke) -> str:
    """A stroke as path data: a thin closed polygon along its spine (the quadratic from its
    start through its control to its end), pointed at both ends and full at its swell. In
    straight lines: the rasteriser flattens every curve command at several times the cost
    of a line, and a long stroke keeps two points a side, a short one one."""
    (sx, sy), (qx, qy), (ex, ey), w = stroke
    ln = math.hypot(ex - sx, ey - sy) or 1.0
    ts = (0.5,) if ln < 70 else (0.3, 0.7)
    left, right = [], []
    for t in ts:
        u = 1 - t
        x, y = u * u * sx + 2 * u * t * qx + t * t * ex, u * u * sy + 2 * u * t * qy + t * t * ey
        dx, dy = 2 * u * (qx - sx) + 2 * t * (ex - qx), 2 * u * (qy - sy) + 2 * t * (ey - qy)
        k = w / 2 / (math.hypot(dx, dy) or 1.0)
        left.append((x - dy * k, y + dx * k))
        right.append((x + dy * k, y - dx * k))
    pts = [(round(px), round(py)) for px, py in [*left, (ex, ey), *right[::-1]]]
    x0, y0 = round(sx), round(sy)
    steps, (px, py) = [], (x0, y0)
    for x, y in pts:
        steps += [x - px, y - py]
        px, py = x, y
    return f"M{_nums((x0, y0))}l{_nums(steps)}z"


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
    data = "".join(lens(s) for a, s0, w in families
                   for s in strokes(region, a, step, toward=toward, bow=bow, width=w, start=s0)
                   if abs(s[2][0] - s[0][0]) + abs(s[2][1] - s[0][1]) > 4)
    if not data:
        return []
    extra = f' fill-opacity="{opacity:g}"' if opacity < 1 else ""
    return [path(data, ink, None, 0.0, extra)]
