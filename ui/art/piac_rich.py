"""Piacentine print richness: ermine, gold scrollwork, engraved darks, a scalloped cloth.

What lifts a printed court above a clean sticker is its ornament: fur spotted with black
tails, acanthus scrolls in gold down a robe, close dark hatching in the folds, the scalloped
saddle-cloth of the Cavallo di Bastoni. Each is drawn as few paths as it can (one path per
colour), since the courts are drawn twice and rasterised at play size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.craft import dark
from ui.art.piac_cloth import inside, kept_runs
from ui.art.piac_engrave import engrave
from ui.art.piac_shade import INK, shape, strands
from ui.art.svg import Point, path

GOLD = "#efc63a"
RED, BLUE = "#cf3a2c", "#3d6cb3"


def ermine(region: Sequence[Point], step: float = 30.0) -> list[str]:
    """Black ermine tails scattered in a staggered grid over `region`: each a small
    teardrop with three dots above it, all in one path."""
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    parts = []
    row = 0
    y = min(ys) + step * 0.5
    while y < max(ys):
        x = min(xs) + (step * 0.5 if row % 2 else 0.0) + step * 0.25
        while x < max(xs):
            if inside((x, y - 8), region) and inside((x, y + 10), region):
                parts.append(f"M{x:.0f},{y - 3:.0f}l-4,12 4,3 4-3zm-5-4h2m6,0h2m-6-4h2")
            x += step
        y += step * 0.8
        row += 1
    return [path("".join(parts), INK, INK, 1.6)] if parts else []


def _curl(x: float, y: float, r: float, s: int, turn: float) -> list[Point]:
    """A scroll's spiral from its stem at (x, y), winding in towards its eye, `s` = side."""
    pts = []
    for k in range(15):
        t = k / 14
        a = turn + s * t * math.pi * 1.7
        rr = r * (1 - 0.72 * t)
        pts.append((x + s * r + math.cos(a + math.pi) * rr * s, y + math.sin(a + math.pi) * rr))
    return pts


def scrolls(spine: Sequence[Point], r: float, colour: str = GOLD) -> list[str]:
    """Acanthus scrollwork along `spine`: a wavy gold stem throwing curls to either side
    in turn, each with a leaf tip, inked on its shadow edge (an engraved ornament, not a
    stamped lattice)."""
    stem: list[Point] = []
    curls: list[list[Point]] = []
    leaves: list[list[Point]] = []
    for i, (x, y) in enumerate(spine):
        s = 1 if i % 2 else -1
        stem.append((x + s * r * 0.25, y))
        if i == len(spine) - 1:
            break
        nx, ny = spine[i + 1]
        mx, my = (x + nx) / 2, (y + ny) / 2
        curls.append(_curl(mx, my, r * (0.9 if i % 3 else 1.15), s, 0.3 * i))
        leaves.append([(mx, my), (mx - s * r * 0.7, my - r * 0.9), (mx - s * r * 0.2,
                                                                     my - r * 0.5),
                       (mx - s * r * 0.1, my - r * 1.2), (mx + s * r * 0.2, my - r * 0.2)])
    lines = [stem, *curls]
    out = [strands(lines, INK, r * 0.42), strands(lines, colour, r * 0.24)]
    out.append(path("".join(_poly(lf) for lf in leaves), colour, INK, 1.4))
    out.append(strands([[(x + 1.5, y + 1.5) for x, y in c[4:]] for c in curls],
                       dark(colour, 0.42), r * 0.08))
    return out


def _poly(pts: Sequence[Point]) -> str:
    return "M" + "L".join(f"{x:.0f},{y:.0f}" for x, y in pts) + "z"


def hatch(region: Sequence[Point], colour: str, angle: float, step: float, *,
          side: Point, reach: float, sw: float = 1.6) -> str:
    """Close parallel hatching at `angle` degrees, kept inside `region` and within `reach`
    of the shadow point `side`: the engraved darks of a fold, tapering out into the light."""
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    span = math.hypot(max(xs) - min(xs), max(ys) - min(ys))
    runs: list[list[Point]] = []
    c = -span / 2
    while c < span / 2:
        samples: list[Point] = []
        t = -span / 2
        while t <= span / 2:
            samples.append((cx + ux * t - uy * c, cy + uy * t + ux * c))
            t += 8.0

        def near(pt: Point, lim: float = reach * (0.75 + 0.25 * math.sin(c))) -> bool:
            return math.hypot(pt[0] - side[0], pt[1] - side[1]) < lim and inside(pt, region)

        runs += kept_runs(samples, near)
        c += step
    return strands(runs, colour, sw) if runs else ""


def scallops(x0: float, x1: float, y: float, depth: float, *, cloth: str = "#2f6b37",
             lobe: str = RED, inner: str = BLUE) -> list[str]:
    """A saddle-cloth's scalloped edge: a row of rounded lobes hanging from a gold-edged band
    at `y` (rising from it when `depth` < 0), each `lobe` with an `inner` lobe inside, a gold
    rim and a stud."""
    n = max(3, round((x1 - x0) / (abs(depth) * 1.25)))
    w = (x1 - x0) / n
    band = [(x0, y - depth * 0.55), (x1, y - depth * 0.55), (x1, y), (x0, y)]
    out = [shape(band, cloth, INK, 3.0)]
    outer, inners, studs = [], [], []
    for i in range(n):
        a = x0 + i * w
        outer.append(f"M{a:.0f},{y:.0f}c0,{depth * 1.3:.0f} {w:.0f},{depth * 1.3:.0f} "
                     f"{w:.0f},0z")
        b, iw = a + w * 0.2, w * 0.6
        inners.append(f"M{b:.0f},{y:.0f}c0,{depth * 0.8:.0f} {iw:.0f},{depth * 0.8:.0f} "
                     f"{iw:.0f},0z")
        studs.append((a + w / 2, y + depth * 0.32))
    out.append(path("".join(outer), lobe, INK, 7.0))
    out.append(path("".join(outer), "none", GOLD, 3.0))
    out.append(path("".join(inners), inner, INK, 2.0))
    out.append(strands([[(x0, y - depth * 0.28), (x1, y - depth * 0.28)]], GOLD, depth * 0.16))
    out.append(path("".join(f"M{x - 5:.0f},{yy:.0f}a5,5 0 1,0 10,0a5,5 0 1,0-10,0"
                            for x, yy in studs), GOLD, INK, 1.4))
    return out


def dagged(x0: float, x1: float, y: float, depth: float, *, cloth: str = BLUE,
           tooth: str = RED, sag: float = 0.0) -> list[str]:
    """A saddle-cloth with a dagged edge (the Cavalli di Coppe and di Spade): a band ending
    at `y` with a row of pointed teeth hanging `depth` below it, sagging by `sag` in the
    middle as the cloth droops over the horse's side; a gold rim along the teeth, a gold
    stripe and studs on the band."""
    n = max(4, round((x1 - x0) / (depth * 0.8)))

    def at(t: float, v: float) -> Point:  # t along the cloth 0..1, v below its edge
        return (x0 + t * (x1 - x0), y + v + sag * math.sin(math.pi * t))

    edge = [at(i / (2 * n), 0.0) for i in range(2 * n + 1)]
    band = [*edge, *[at(1 - i / (2 * n), -depth * 0.6) for i in range(2 * n + 1)]]
    zig = [at(i / (2 * n), depth if i % 2 else 0.0) for i in range(2 * n + 1)]
    teeth = [*zig, *[at(1 - i / (2 * n), -4.0) for i in range(2 * n + 1)]]
    ts = [(i + 0.5) / n for i in range(n)]
    inner = "".join(f"M{a[0]:.0f},{a[1]:.0f}L{b[0]:.0f},{b[1]:.0f}L{c[0]:.0f},{c[1]:.0f}z"
                    for t in ts for a, b, c in [(at(t - 0.2 / n, 3.0), at(t, depth * 0.62),
                                                 at(t + 0.2 / n, 3.0))])
    stripe = [at(i / (2 * n), -depth * 0.3) for i in range(2 * n + 1)]
    return [shape(band, cloth, INK, 3.0),
            shape(teeth, tooth, INK, 6.0), strands([zig], GOLD, 3.0),
            path(inner, dark(tooth, 0.35), None),
            strands([stripe], GOLD, depth * 0.14),
            path("".join(f"M{p[0] - 5:.0f},{p[1]:.0f}a5,5 0 1,0 10,0a5,5 0 1,0-10,0"
                         for p in (at(t, -depth * 0.3) for t in ts)), tooth, INK, 1.4)]


def king_robe(cx: float, f: int, w0: float, top: float, mid: float) -> list[str]:
    """The Re di Coppe's robe as printed: gold acanthus scrolls down the near side and over
    the breast, engraved darks on the far side, a red sash with gold stripes at the waist
    (above the centre line, so the figure runs on through the middle)."""
    def p(u: float, v: float) -> Point:
        return (cx + f * u, v)

    out: list[str] = []
    far = [p(46, top + 20), p(w0 * 0.78, top + 34), p(w0 * 0.8 + 16, mid), p(56, mid)]
    out += engrave(far, dark("#2f6b37", 0.62), 62 if f > 0 else 118, 11.0,
                   toward=0 if f > 0 else 180, bow=0.04, width=4.4, start=0.2, cross=0.6)
    for u, r in ((-62.0, 21.0), (80.0, 19.0)):  # down both sides of the front
        out += scrolls([p(u + (v - top) * 0.04 * (1 if u > 0 else -1), v)
                        for v in range(int(top) + 24, 420, 40)], r)
    sash = [p(-w0 - 20, 414), p(w0 * 0.8 + 20, 424), p(w0 * 0.8 + 20, 458),
            p(-w0 - 20, 450)]
    out.append(shape(sash, RED, INK, 3.2))
    out.append(shape([p(-w0 - 20, 438), p(w0 * 0.8 + 20, 446), p(w0 * 0.8 + 20, 458),
                      p(-w0 - 20, 450)], dark(RED, 0.3)))
    out.append(strands([[p(-w0 - 18, 424), p(w0 * 0.8 + 18, 434)],
                        [p(-w0 - 18, 440), p(w0 * 0.8 + 18, 449)]], GOLD, 4.0))
    return out


def deep_folds(curves: Sequence[Sequence[Point]], colour: str, widest: float) -> str:
    """Shadows in the hollows of a hanging cloth: a tapered wedge along each fold line,
    hair-thin where the fold starts and `widest` at the hem, all in one path."""
    parts = []
    for pts in curves:
        left, right = [], []
        for i, (x, y) in enumerate(pts):
            a, b = pts[max(0, i - 1)], pts[min(len(pts) - 1, i + 1)]
            ln = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
            w = widest * (i / (len(pts) - 1)) ** 0.6 / 2
            nx, ny = -(b[1] - a[1]) / ln * w, (b[0] - a[0]) / ln * w
            left.append((x + nx, y + ny))
            right.append((x - nx, y - ny))
        parts.append(_poly([*left, *right[::-1]]))
    return path("".join(parts), colour, None)


def waist_belt(cx: float, f: int, w0: float, colour: str, y: float = 428.0, *,
               cable: bool = False, waist: float = 1.0) -> list[str]:
    """A belt round the waist above the centre line, turning with the body (lower on the
    near side), studded, a gold buckle off-centre where the front opens: each half wears
    its own, and the figure runs on through the middle to the thin line."""
    def p(u: float, v: float) -> Point:
        return (cx + f * u, v)

    a, b = -w0 * waist - 6, w0 * 0.8 * waist + 6
    band = [p(a, y + 6), p(b, y), p(b, y + 30), p(a, y + 38)]
    out = [shape(band, colour, INK, 3.0),
           shape([p(a, y + 28), p(b, y + 22), p(b, y + 30), p(a, y + 38)], dark(colour, 0.35))]
    if cable:  # a broad belt worked with a twisted gold cable (the Re di Spade's)
        # over red skirts
        band = [p(a, y - 30), p(b, y - 36), p(b, y + 34), p(a, y + 42)]
        skirt = [p(a - 4, y + 30), p(b + 4, y + 24), p(b + 6, 500.0), p(a - 6, 500.0)]
        out = [shape(skirt, RED, INK, 3.0),  # red skirts below the belt, as printed
               shape([p(a * 0.3, y + 40), p(b * 0.2, y + 36), p(b * 0.1, 500.0),
                      p(a * 0.4, 500.0)], dark(RED, 0.25)),
               shape(band, BLUE, INK, 3.0)]
        twist = []  # two gold cords twisted round each other, blue eyes between them
        for ph in (0.0, math.pi):
            twist.append([p(u, y + 4 - (u - a) / (b - a) * 6 + 22 * math.sin(u / 15 + ph))
                          for u in range(int(a), int(b) + 1, 4)])
        out.append(strands(twist, INK, 12.0))
        out.append(strands(twist, GOLD, 7.0))
        out.append(strands([[(x, yy - 2) for x, yy in tw] for tw in twist], "#fff0a8", 1.6))
        out.append(strands([[p(a, y - 24), p(b, y - 30)], [p(a, y + 37), p(b, y + 30)]], GOLD,
                           5.0))
        return out
    studs = [p(u, y + 19 - (u - a) / (b - a) * 6 + 3) for u in range(int(a) + 20, int(b) - 10, 30)
             if abs(u - 16) > 22]
    out.append(path("".join(f"M{x - 4:.0f},{yy:.0f}a4,4 0 1,0 8,0a4,4 0 1,0-8,0"
                            for x, yy in studs), GOLD, INK, 1.2))
    x, yy = p(16, y + 19)
    out.append(shape([(x - 17, yy - 19), (x + 17, yy - 19), (x + 17, yy + 19),
                      (x - 17, yy + 19)], GOLD, INK, 2.6))
    out.append(shape([(x - 8, yy - 10), (x + 8, yy - 10), (x + 8, yy + 10), (x - 8, yy + 10)],
                     dark(colour, 0.3), INK, 1.6))
    return out



def plumage(cx: float, cy: float, r0: float, rows: int, body: Sequence[Point],
            colour: str) -> str:
    """Shaggy engraved plumage round a disc at (cx, cy): rows of short strokes leaning
    outward and down from radius `r0`, kept inside `body`, like the dark ticks of feathers
    on the printed eagle."""
    ticks = []
    for row in range(rows):
        r = r0 + 10 + row * 22
        n = int(2 * math.pi * r / 15)
        for k in range(n):
            a = 2 * math.pi * (k + 0.5 * (row % 2)) / n
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            tip = (x + 14 * math.cos(a) * 0.6, y + 16 + 6 * math.sin(a))
            if inside((x, y), body) and inside(tip, body):
                ticks.append([(x, y), tip])
    return strands(ticks, colour, 2.0) if ticks else ""


def leaves(spots: Sequence[tuple[float, float, float, float]], colour: str,
           rib: str) -> list[str]:
    """Pointed leaves at (x, y, rotation in degrees, scale), each 36 units long from its
    stalk: all outlines in one path and all midribs in another (a spray in two elements,
    not a group per leaf)."""
    outline_d, ribs = [], []
    for x, y, rot, sc in spots:
        c, s_ = math.cos(math.radians(rot)), math.sin(math.radians(rot))

        def at(u: float, v: float, x: float = x, y: float = y, c: float = c, s_: float = s_,
               sc: float = sc) -> Point:
            return (x + (u * c - v * s_) * sc, y + (u * s_ + v * c) * sc)

        outline_d.append(_poly([at(0, 0), at(-8, -10), at(-9, -20), at(0, -36), at(9, -20),
                                at(8, -10)]))
        ribs.append([at(0, -4), at(0, -28)])
    return [path("".join(outline_d), colour, INK, 2.2), strands(ribs, rib, 1.6)]
