"""Shared print craft for every deck: paper, line weights, two-tone shading, hatching, edges.

The traditional cards are woodcut-style prints: a heavy outline round each shape, finer inner
lines, every coloured region in (at least) two tones, the shadow side hatched, on a warm paper.
These helpers give all decks that finish from plain point lists, so each deck module only
describes shapes. Everything is still plain <path>/<rect>; hatching of one region is a single
path so rasterising stays cheap.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from ui.art.svg import Path, Point, lin_grad, num, path, rect

# Line weights in card units (a card is 1000 tall): outline, inner detail, hatching.
HEAVY = 7.0
MEDIUM = 4.5
FINE = 2.8
HAIR = 1.7

INK = "#1c1712"  # warm printer's black
PAPER = "#fbf6e9"
PAPER_LOW = "#f1e8d2"  # the paper tone at the bottom of its gentle gradient
EDGE = "#ab9d80"  # the card's cut edge, seen as a rim round the face on the table
RIM = 7.0  # width of the visible edge, card units (about 2 px at a 270 px card)


def mix(colour: str, other: str, k: float) -> str:
    """Blend two #rrggbb colours: k=0 gives colour, k=1 gives other."""
    a = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * k):02x}" for x, y in zip(a, b, strict=True))


def dark(colour: str, k: float = 0.32) -> str:
    """The shadow tone of a colour (towards a warm black, as printed ink over ink)."""
    return mix(colour, "#1a0f08", k)


def light(colour: str, k: float = 0.35) -> str:
    """The highlight tone of a colour (towards the paper)."""
    return mix(colour, "#fffbf0", k)


def corner_radius(w: float) -> float:
    """Rounded corners, the same proportion on every deck."""
    return w * 0.06


def paper(w: float, h: float) -> tuple[list[str], str]:
    """The card blank: cut edge, paper with a tone gradient and a faint fibre texture.

    Returns (shapes, defs). The texture is a fixed LCG's short fibres in one low-opacity path,
    so it is the same on every run and costs one element.
    """
    r = corner_radius(w)
    defs = lin_grad("paper", [(0, PAPER), (0.55, PAPER), (1, PAPER_LOW)], 0, 0, w * 0.3, h)
    fibres = Path()
    state = 987654321
    for _ in range(70):
        vals = []
        for _k in range(4):
            state = (state * 1103515245 + 12345) % 2147483648
            vals.append(state / 2147483648)
        x = RIM * 2 + vals[0] * (w - RIM * 4)
        y = RIM * 2 + vals[1] * (h - RIM * 4)
        a = vals[2] * math.pi
        ln = 5 + vals[3] * 9  # short and faint: fibres in the paper, not scratches on it
        fibres.m(x, y).l((x + math.cos(a) * ln, y + math.sin(a) * ln))
    half = RIM / 2  # one rect: the stroke is the cut edge, the fill the paper (one pass less)
    shapes = [
        rect(half, half, w - RIM, h - RIM, "url(#paper)", EDGE, RIM, r - half),
        path(fibres, "none", "#8a7650", 1.2, ' stroke-opacity="0.1"'),
    ]
    return shapes, defs


# ---------------------------------------------------------------- geometry on point lists


def bez(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 10) -> list[Point]:
    """Sample a cubic Bézier (without its first point, so segments chain)."""
    out = []
    for i in range(1, n + 1):
        t = i / n
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


def outline(start: Point, *curves: tuple[Point, Point, Point], n: int = 10) -> list[Point]:
    """A closed shape from chained cubics: start, then (c1, c2, end) per segment."""
    pts = [start]
    for c1, c2, end in curves:
        pts += bez(pts[-1], c1, c2, end, n)
    return pts


def ellipse_pts(cx: float, cy: float, rx: float, ry: float, n: int = 28) -> list[Point]:
    return [(cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n))
            for i in range(n)]


def transform(pts: Sequence[Point], x: float = 0.0, y: float = 0.0, rot: float = 0.0,
              sx: float = 1.0, sy: float | None = None) -> list[Point]:
    """Scale, rotate (degrees) and move points (for reusing one outline in several places)."""
    sy = sx if sy is None else sy
    c, s = math.cos(math.radians(rot)), math.sin(math.radians(rot))
    return [(x + px * sx * c - py * sy * s, y + px * sx * s + py * sy * c) for px, py in pts]


def flip(pts: Sequence[Point], axis_x: float) -> list[Point]:
    """Mirror left-right about a vertical line."""
    return [(2 * axis_x - x, y) for x, y in pts]


def poly_d(pts: Sequence[Point], closed: bool = True) -> str:
    """Path data of a polygon (or an open polyline)."""
    head, *rest = pts
    body = "".join(f"L{num(x)},{num(y)}" for x, y in rest)
    return f"M{num(head[0])},{num(head[1])}{body}{'Z' if closed else ''}"


def clip_half(pts: Sequence[Point], nx: float, ny: float, c: float) -> list[Point]:
    """Keep the part of a polygon where nx·x + ny·y ≥ c (Sutherland–Hodgman, one plane)."""
    out: list[Point] = []
    if not pts:
        return out
    prev = pts[-1]
    pin = nx * prev[0] + ny * prev[1] >= c
    for cur in pts:
        cin = nx * cur[0] + ny * cur[1] >= c
        if cin != pin:
            dp = nx * prev[0] + ny * prev[1]
            dc = nx * cur[0] + ny * cur[1]
            t = (c - dp) / (dc - dp)
            out.append((prev[0] + (cur[0] - prev[0]) * t, prev[1] + (cur[1] - prev[1]) * t))
        if cin:
            out.append(cur)
        prev, pin = cur, cin
    return out


def shadow_side(pts: Sequence[Point], angle: float, frac: float) -> list[Point]:
    """The part of a shape furthest towards `angle` (degrees; 0 = right, 90 = down)."""
    nx, ny = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    proj = [nx * x + ny * y for x, y in pts]
    lo, hi = min(proj), max(proj)
    return clip_half(pts, nx, ny, hi - (hi - lo) * frac)


def hatch_d(pts: Sequence[Point], step: float, angle: float = 45.0) -> str:
    """Path data of parallel lines at `angle` filling a polygon (even–odd), one path."""
    if len(pts) < 3:
        return ""
    c, s = math.cos(math.radians(-angle)), math.sin(math.radians(-angle))
    rot = [(x * c - y * s, x * s + y * c) for x, y in pts]
    ys = [p[1] for p in rot]
    out = []
    y = min(ys) + step * 0.5
    while y < max(ys):
        xs = []
        for (x0, y0), (x1, y1) in zip(rot, rot[1:] + rot[:1], strict=True):
            if (y0 <= y < y1) or (y1 <= y < y0):
                xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
        xs.sort()
        for a, b in zip(xs[::2], xs[1::2], strict=False):
            if b - a > step * 0.3:
                p = [(a * c + y * s, -a * s + y * c), (b * c + y * s, -b * s + y * c)]
                out.append(f"M{num(p[0][0])},{num(p[0][1])}L{num(p[1][0])},{num(p[1][1])}")
        y += step
    return "".join(out)


def hatch(pts: Sequence[Point], colour: str, step: float = 9.0, angle: float = 45.0,
          sw: float = HAIR) -> str:
    """Printed-style hatching over a region (no outline)."""
    d = hatch_d(pts, step, angle)
    return f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{num(sw)}"/>' if d else ""


def shape(pts: Sequence[Point], fill: str, stroke: str | None = INK, sw: float = HEAVY) -> str:
    """A plain filled polygon with an outline."""
    return path(poly_d(pts), fill, stroke, sw)


def stroke(pts: Sequence[Point], colour: str = INK, sw: float = FINE) -> str:
    """An open line through points (inner detail, folds)."""
    return path(poly_d(pts, closed=False), "none", colour, sw)


def toned(pts: Sequence[Point], fill: str, *, shade: float = 0.38, angle: float = 20.0,
          hatched: bool = True, step: float = 9.0, sw: float = HEAVY,
          stroke_colour: str | None = INK, highlight: bool = False,
          hatch_sw: float = HAIR, base: bool = True) -> str:
    """A coloured region in two tones: base, a darker shadow side, hatching over the shadow.

    `angle` points towards the shadow (light comes from the opposite side), `shade` is the
    fraction of the shape in shadow. `highlight` adds a third, lighter tone on the lit side;
    `base=False` leaves out the base fill (when several regions share one, drawn first).
    """
    parts = []
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    # small shapes keep one even line: a swelling contour would not show, only cost bytes
    taper = base and max(max(xs) - min(xs), max(ys) - min(ys)) > 14 * sw
    if stroke_colour and taper:
        # An engraver's line: the ink copy under the fill, pushed towards the shadow, leaves a
        # swelling contour on the shadow side and a thin one on the lit side.
        ox, oy = math.cos(math.radians(angle)) * sw * 0.6, math.sin(math.radians(angle)) * sw * 0.6
        parts.append(path(poly_d([(x + ox, y + oy) for x, y in pts]), stroke_colour, None))
    if base:
        parts.append(path(poly_d(pts), fill, None))
    if highlight:
        lit = shadow_side(pts, angle + 180.0, 0.22)
        if len(lit) >= 3:
            parts.append(path(poly_d(lit), light(fill), None))
    side = shadow_side(pts, angle, shade)
    if len(side) >= 3:
        parts.append(path(poly_d(side), dark(fill, 0.22), None))
        if hatched:
            parts.append(hatch(side, dark(fill, 0.55), step, angle + 60.0, hatch_sw))
    if stroke_colour:
        parts.append(path(poly_d(pts), "none", stroke_colour, sw * (0.55 if taper else 1.0)))
    return "".join(parts)


def limb(joints: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """A tapered limb (leg, arm, horse's leg, stem) round a polyline of joints.

    `widths` gives the full width at each joint; the ends are rounded off with a cap point.
    """
    left: list[Point] = []
    right: list[Point] = []
    n = len(joints)
    for i, (x, y) in enumerate(joints):
        ax, ay = joints[max(0, i - 1)]
        bx, by = joints[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln * widths[i] / 2, dx / ln * widths[i] / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    (x0, y0), (x1, y1) = joints[0], joints[1]
    (xa, ya), (xb, yb) = joints[-1], joints[-2]
    l0, l1 = math.hypot(x1 - x0, y1 - y0) or 1.0, math.hypot(xa - xb, ya - yb) or 1.0
    end = (xa + (xa - xb) / l1 * widths[-1] * 0.4, ya + (ya - yb) / l1 * widths[-1] * 0.4)
    start = (x0 - (x1 - x0) / l0 * widths[0] * 0.3, y0 - (y1 - y0) / l0 * widths[0] * 0.3)
    return [start, *left, end, *reversed(right)]


def soft_limb(joints: Sequence[Point], widths: Sequence[float], n: int = 6) -> list[Point]:
    """A limb round a smooth curve through its joints (a quadratic spline, `n` samples per
    joint), its width easing from joint to joint: rounded, not a chain of planks."""
    pts: list[Point] = [joints[0]]
    ws: list[float] = [widths[0]]
    mids = [((ax + bx) / 2, (ay + by) / 2)
            for (ax, ay), (bx, by) in itertools.pairwise(joints)]
    ends = [joints[0], *mids[1:-1], joints[-1]] if len(joints) > 2 else list(joints)
    for i in range(len(ends) - 1):
        a, b = ends[i], ends[i + 1]
        c = joints[i + 1] if len(joints) > 2 else ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        w0, w1 = widths[i], widths[i + 1]
        for k in range(1, n + 1):
            t = k / n
            pts.append(((1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
                        (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1]))
            ws.append(w0 + (w1 - w0) * t)
    return limb(pts, ws)


def modelled(pts: Sequence[Point], fill: str, *, angle: float = 20.0, sw: float = FINE,
             ink: str = INK) -> str:
    """A rounded form (flesh, a cloth fold): the shadow tone over the whole shape, the base
    tone shrunk towards the light, a small highlight further in; three soft steps that follow
    the outline instead of one straight cut, then a thin contour."""
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    size = min(max(xs) - min(xs), max(ys) - min(ys))
    lx, ly = -math.cos(math.radians(angle)), -math.sin(math.radians(angle))

    def inset(k: float, shift: float) -> list[Point]:
        ox, oy = cx + lx * size * shift, cy + ly * size * shift
        return [(ox + (x - cx) * k, oy + (y - cy) * k) for x, y in pts]

    return "".join([path(poly_d(pts), dark(fill, 0.2), None),
                    path(poly_d(inset(0.86, 0.07)), fill, None),
                    path(poly_d(inset(0.5, 0.2)), light(fill, 0.3), None),
                    path(poly_d(pts), "none", ink, sw)])


def band(pts: Sequence[Point], colour: str, width: float, sw: float = MEDIUM,
         ink: str = INK) -> str:
    """A thick outlined stroke in two tones (ribbons, sleeves, stems): ink, colour, shadow."""
    d = poly_d(pts, closed=False)
    return "".join([
        path(d, "none", ink, width + 2 * sw),
        path(d, "none", colour, width),
        path(poly_d([(x + width * 0.18, y + width * 0.12) for x, y in pts], closed=False), "none",
             dark(colour, 0.25), width * 0.35),
    ])


__all__ = [
    "EDGE", "FINE", "HAIR", "HEAVY", "INK", "MEDIUM", "PAPER", "band", "bez", "clip_half",
    "corner_radius", "dark", "ellipse_pts", "flip", "hatch", "light", "limb", "mix", "modelled",
    "outline", "paper", "poly_d", "shadow_side", "shape", "soft_limb", "stroke", "toned",
    "transform",
]


class Frame:
    """A drawing frame of its own units (a head, a horse's head): subclasses say in `p` how a
    point maps to card units, and every curve drawn in the frame goes through it."""

    STEPS = 6

    def p(self, u: float, v: float) -> Point:
        raise NotImplementedError

    def curve(self, start: tuple[float, float], *segs: tuple[tuple[float, float], ...],
              n: int | None = None) -> list[Point]:
        """A closed outline of cubic segments, each given as its three frame points."""
        return outline(self.p(*start), *[(self.p(*a), self.p(*b), self.p(*c))
                                         for a, b, c in segs], n=self.STEPS if n is None else n)

    def open(self, *q: tuple[float, float], n: int | None = None) -> list[Point]:
        """An open cubic through four frame points."""
        a, b, c, e = (self.p(*k) for k in q)
        return [a, *bez(a, b, c, e, self.STEPS if n is None else n)]
