"""The great cup of the Bergamasche Asso di Coppe, below its lid.

As printed, from the top down: under the lid the bowl opens in two red volutes that sweep out
and curl down into spirals, a dark hollow between them with a pointed bud; a gold knot with
three rings between gold rims; a fluted blue foot whose edge rolls up into blue volutes; and a
hexagonal plinth seen from a little above, its top dark green inside a white rim, its front
gold, hatched, with a row of black triangles.
"""

from __future__ import annotations

import math

from ui.art.berg_engrave import engrave
from ui.art.berg_ink import form, polygon, spline, strokes, taper
from ui.art.berg_signs import BLUE, GOLD, RED
from ui.art.craft import dark, light, soft_limb
from ui.art.svg import BLACK, circle, path, rect

Point = tuple[float, float]
HOLLOW = "#4a1712"
PLINTH = "#2f4a2c"


def spiral(x: float, y: float, r: float, s: int, start: float = -0.5,
           turns: float = 1.6) -> list[Point]:
    """Points of a spiral winding inwards from radius `r` round (x, y), from the angle
    `start` (in half turns: −0.5 the top, 0.5 the bottom), clockwise on the card for s = 1,
    anticlockwise for s = −1."""
    n = 14
    out = []
    for k in range(n + 1):
        a = math.pi * (start + s * 2 * turns * k / n)
        rr = r * (1 - 0.8 * k / n)
        out.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    return out


def volute(root: Point, mid: Point, eye: Point, r: float, colour: str, width: float,
           s: int, *, over: bool = True) -> str:
    """A scroll of the carving: a band from `root` sweeping through `mid` out towards `s`
    (−1 left, 1 right) and curling over (or, `over` false, under) into a spiral round `eye`;
    inked, lit along its crown."""
    coil = spiral(eye[0], eye[1], r, s if over else -s, -0.5 if over else 0.5)
    spine = [root, mid, *coil[:5]]
    out = [taper(spine, width + 8, BLACK, n=4, ends=(1.0, 0.2)),
           taper(spine, width, colour, n=4, ends=(1.0, 0.1)),
           taper([(x - s * 4, y - 4) for x, y in spine[:4]], width * 0.18, light(colour, 0.18),
                 n=4, ends=(0.6, 0.0)),
           engrave(soft_limb(spine[:4], [width * 0.9] * 4, 4), colour, smooth=False,
                   angle=math.degrees(math.atan2(mid[1] - root[1], mid[0] - root[0])) + 90,
                   step=6.0, bow=0.2, width=2.6, lo=0.34, cross=0.75),
           circle(eye[0], eye[1], r * 0.95, colour, BLACK, 3.0),
           path(spline(coil, closed=False), "none", dark(colour, 0.55), 3.0)]
    return "".join(out)


def bowl(cx: float, top: float, bottom: float) -> list[str]:
    """The bowl under the lid (from `top` to `bottom`): the dark hollow, the two volutes,
    the bud between them."""
    h = bottom - top
    out = [path(polygon([(cx - 120, top + 4), (cx + 120, top + 4), (cx + 40, bottom),
                         (cx - 40, bottom)]), HOLLOW, BLACK, 4.0)]
    for s in (-1, 1):
        out.append(volute((cx + s * 14, bottom), (cx + s * 80, top + h * 0.3),
                          (cx + s * 140, top + h * 0.52), 30, RED, 46, s))
    bud = [(cx, top + h * 0.12), (cx + 16, top + h * 0.5), (cx + 10, top + h * 0.85),
           (cx - 10, top + h * 0.85), (cx - 16, top + h * 0.5)]
    out.append(form(bud, dark(RED, 0.2), 2.6, deep=0.4))
    out.append(taper([(cx, top + h * 0.2), (cx, top + h * 0.8)], 4, BLACK))
    return out


def knot(cx: float, top: float, bottom: float) -> list[str]:
    """The gold knot: three rings between two rims."""
    mid = (top + bottom) / 2
    return [rect(cx - 64, top, 128, bottom - top, GOLD, BLACK, 4),
            rect(cx - 76, top, 152, 14, GOLD, BLACK, 3),
            rect(cx - 76, bottom - 14, 152, 14, GOLD, BLACK, 3),
            *[circle(cx + x, mid, 14, dark(GOLD, 0.3), BLACK, 3) for x in (-38, 0, 38)],
            *[circle(cx + x, mid, 7, GOLD, None) for x in (-38, 0, 38)]]


def foot(cx: float, top: float, bottom: float) -> list[str]:
    """The fluted blue foot, its lower edge rolled up into a volute each side."""
    h = bottom - top
    bell = [(cx - 40, top), (cx + 40, top), (cx + 62, top + h * 0.5), (cx + 116, bottom),
            (cx - 116, bottom), (cx - 62, top + h * 0.5)]
    out = [form(bell, BLUE, 4.0, deep=0.35),  # engraved down its flutes, thick in the shade
           engrave(bell, BLUE, angle=88.0, step=6.0, bow=0.0, lo=0.32, cross=0.7, smooth=False)]
    out.append(strokes([[(cx + dx, top + 6), (cx + dx * 1.5, top + h * 0.55),
                         (cx + dx * 2.6, bottom - 4)] for dx in (-30, -18, -6, 6, 18, 30)],
                       dark(BLUE, 0.5), 2.6))
    for s in (-1, 1):
        out.append(volute((cx + s * 40, bottom - 6), (cx + s * 100, bottom - 2),
                          (cx + s * 128, bottom - 30), 22, BLUE, 26, s, over=False))
    return out


def plinth(cx: float, top: float) -> list[str]:
    """The hexagonal plinth: a dark green top inside a white rim, a hatched gold front with
    a row of black triangles."""
    face = [(cx - 176, top + 30), (cx - 122, top), (cx + 122, top), (cx + 176, top + 30),
            (cx + 122, top + 56), (cx - 122, top + 56)]
    front = [(cx - 176, top + 30), (cx - 122, top + 56), (cx + 122, top + 56),
             (cx + 176, top + 30), (cx + 168, top + 74), (cx + 118, top + 102),
             (cx - 118, top + 102), (cx - 168, top + 74)]
    inner = [(cx - 150, top + 30), (cx - 112, top + 10), (cx + 112, top + 10),
             (cx + 150, top + 30), (cx + 112, top + 48), (cx - 112, top + 48)]
    out = [path(polygon(front), GOLD, BLACK, 4.0),
           strokes([[(cx + u, top + 58 - abs(u) * 0.12), (cx + u, top + 78 - abs(u) * 0.1)]
                    for u in range(-150, 151, 10)], dark(GOLD, 0.45), 2.0),
           path(polygon([pt for u in range(-112, 112, 28) for pt in
                         ((cx + u, top + 82), (cx + u + 14, top + 98), (cx + u + 28, top + 82))]),
                BLACK, None),
           path(polygon(face), PLINTH, BLACK, 4.0),
           path(polygon(inner), "none", "#f4efe6", 3.0),
           strokes([[(cx + u, top + 14), (cx + u * 1.1, top + 44)] for u in range(-100, 101, 12)],
                   dark(PLINTH, 0.4), 1.6)]
    return out


def cup_body(cx: float) -> list[str]:
    """Everything of the cup below the lid, drawn from the plinth up."""
    return [*plinth(cx, 800), *foot(cx, 690, 808), *knot(cx, 612, 694),
            *bowl(cx, 466, 616)]


__all__ = ["cup_body", "spiral", "volute"]
