"""The Piacentine eagle's print texture: shaggy engraved plumage and the scrolled cartouche.

The printed eagle is dark and ragged, every feather a short tapered black stroke with the red
ground showing between and orange catching the light; its name plate hangs in a black frame
that curls into scrolls at both ends. Both are drawn here as a few path elements (the
rasteriser pays per element), not one element per feather.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.piac_cloth import inside
from ui.art.svg import BLACK, Point, path


def _jit(k: int, salt: float) -> float:
    """A repeatable jitter in [-1, 1] for tick `k` (no random state: the SVG stays
    byte-identical from one generation to the next)."""
    return math.sin(k * 12.9898 + salt * 78.233) * 0.5 + math.sin(k * 4.1414 + salt) * 0.5


def shag(region: Sequence[Point], colour: str, *, step: float = 16.0, length: float = 26.0,
         width: float = 5.0, axis: float = 0.0, spread: float = 0.35, salt: float = 0.0,
         opacity: float = 1.0) -> str:
    """Ragged feather ticks over `region`: staggered rows `step` apart of tapered strokes,
    full at the root and pointed at the tip, hanging down and fanning away from the vertical
    line x = `axis` by `spread`, each a little jittered in place, angle and length."""
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    data, k = [], 0
    y = min(ys) + step / 2
    row = 0
    while y < max(ys):
        x = min(xs) + (step / 2 if row % 2 else 0.0)
        while x < max(xs):
            k += 1
            px, py = x + _jit(k, salt) * step * 0.3, y + _jit(k, salt + 1) * step * 0.3
            a = math.pi / 2 - spread * max(-1.0, min(1.0, (px - axis) / 150)) \
                + _jit(k, salt + 2) * 0.25
            ln = length * (0.8 + 0.3 * _jit(k, salt + 3))
            tip = (px + ln * math.cos(a), py + ln * math.sin(a))
            if inside((px, py), region) and inside(tip, region):
                nx, ny = -math.sin(a) * width / 2, math.cos(a) * width / 2
                mx, my = px + ln * 0.3 * math.cos(a), py + ln * 0.3 * math.sin(a)
                data.append(f"M{px:.0f},{py:.0f}L{mx + nx:.0f},{my + ny:.0f}"
                            f"L{tip[0]:.0f},{tip[1]:.0f}L{mx - nx:.0f},{my - ny:.0f}z")
            x += step
        y += step * 0.8
        row += 1
    extra = f' fill-opacity="{opacity:g}"' if opacity < 1 else ""
    return path("".join(data), colour, None, 0.0, extra) if data else ""


def _curl(x: float, y: float, r: float, s: int, up: int) -> list[Point]:
    """A scroll winding in from (x, y) towards its eye, `s` its side, `up` its turn."""
    pts = []
    for j in range(16):
        t = j / 15
        a = math.pi * (0.5 + 2.2 * t) * up
        rr = r * (1 - 0.75 * t)
        pts.append((x + s * (rr * math.sin(a) + r * 0.1), y - up * rr * math.cos(a) + up * r))
    return pts


def cartouche(x0: float, x1: float, y0: float, y1: float, plate: str, gold: str) -> list[str]:
    """The name plate in its black frame: scrolled ends curling up and down at both sides, a
    shell-like crest at the top centre and a gold line inside the black, the plate blue."""
    mid = (y0 + y1) / 2
    frame = (f"M{x0 + 14:.0f},{y0:.0f}L{x1 - 14:.0f},{y0:.0f}Q{x1 + 6:.0f},{mid:.0f} "
             f"{x1 - 14:.0f},{y1:.0f}L{x0 + 14:.0f},{y1:.0f}Q{x0 - 6:.0f},{mid:.0f} "
             f"{x0 + 14:.0f},{y0:.0f}z")
    curls = []
    for s, x in ((-1, x0 + 10), (1, x1 - 10)):
        for up in (1, -1):
            curls.append(_curl(x, mid - up * 4, 22.0, s, up))
    cx = (x0 + x1) / 2
    crest = (f"M{cx - 60:.0f},{y0 + 2:.0f}C{cx - 40:.0f},{y0 - 22:.0f} {cx - 14:.0f},"
             f"{y0 - 6:.0f} {cx:.0f},{y0 - 24:.0f}C{cx + 14:.0f},{y0 - 6:.0f} {cx + 40:.0f},"
             f"{y0 - 22:.0f} {cx + 60:.0f},{y0 + 2:.0f}z")
    scroll_d = "".join("M" + "L".join(f"{x:.0f},{y:.0f}" for x, y in c) for c in curls)
    return [path(frame, "none", BLACK, 24), path(crest, BLACK, None),
            path(scroll_d, "none", BLACK, 9), path(scroll_d, "none", gold, 3),
            path(frame, "none", gold, 10), path(frame, plate, BLACK, 3),
            path(f"M{cx - 44:.0f},{y0 - 4:.0f}Q{cx:.0f},{y0 - 22:.0f} {cx + 44:.0f},"
                 f"{y0 - 4:.0f}", "none", gold, 3)]
