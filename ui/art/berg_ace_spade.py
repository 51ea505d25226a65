"""The Bergamasche Asso di Spade: a fist holds a sword up through a great open crown, two
flowering branches rising through the crown on either side of the blade.

As printed: a long blue blade with a crescent guard arching over the fist, its horns sweeping
down and two small horns rising beside the blade, a red spindle of a grip bound in a spiral
below the fist, a gold ring for a pommel; the crown of dark metal rimmed and studded with
gold, seen from a little below, its white lining showing under the band, a row of points;
silver stems with dark pointed leaves, each ending
in a red five-petalled rose near the top of the card.
"""

from __future__ import annotations

import math

from ui.art.berg_fist import fist
from ui.art.berg_ink import form, polygon, spline, strokes, taper
from ui.art.berg_signs import BLUE, GOLD, GREEN, RED
from ui.art.common import WIDTH
from ui.art.craft import dark, light
from ui.art.svg import BLACK, circle, ellipse, path

Point = tuple[float, float]
W = WIDTH["bergamasche"]
CX = W / 2
STEM = "#dcd8ce"
CROWN_Y = 400.0


def _leaf(x: float, y: float, angle: float, size: float) -> str:
    """A pointed leaf from (x, y) towards `angle` (degrees), its midrib lit."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    tip = (x + ux * size, y + uy * size)
    pts = [(x, y), (x + ux * size * 0.4 + nx * size * 0.24, y + uy * size * 0.4 + ny * size * 0.24),
           tip, (x + ux * size * 0.5 - nx * size * 0.2, y + uy * size * 0.5 - ny * size * 0.2)]
    return form(pts, GREEN, 2.4, lit=False, deep=0.35) + taper(
        [(x + ux * 4, y + uy * 4), (x + ux * size * 0.5, y + uy * size * 0.5), tip], 3.0,
        light(GREEN, 0.35))


def _rose(x: float, y: float, r: float) -> str:
    """A red five-petalled rose seen from the front, its heart gold."""
    out = []
    for k in range(5):
        a = math.radians(-90 + k * 72)
        out.append(form([(x, y), (x + math.cos(a - 0.6) * r, y + math.sin(a - 0.6) * r),
                         (x + math.cos(a) * r * 1.15, y + math.sin(a) * r * 1.15),
                         (x + math.cos(a + 0.6) * r, y + math.sin(a + 0.6) * r)], RED, 2.4))
    return "".join(out) + circle(x, y, r * 0.36, dark(RED, 0.4), BLACK, 1.6) + circle(
        x, y, r * 0.16, GOLD, None)


def _branch(s: int) -> tuple[str, str]:
    """One flowering branch (`s` −1 left, 1 right): the stem, then its leaves and rose."""
    pts = [(CX + s * 18, 720), (CX + s * 100, 640), (CX + s * 150, 520), (CX + s * 150, 380),
           (CX + s * 128, 250), (CX + s * 96, 150), (CX + s * 92, 120)]
    stem = taper(pts, 16, BLACK, ends=(0.8, 0.6)) + taper(pts, 9, STEM, ends=(0.8, 0.5))
    leaves = []
    for k, (i, side) in enumerate(((0, 1), (1, -1), (3, 1), (3, -1), (4, 1), (4, -1),
                                   (5, 1))):
        (ax, ay), (bx, by) = pts[i], pts[i + 1]
        x, y = ax + (bx - ax) * 0.4, ay + (by - ay) * 0.4
        base = math.degrees(math.atan2(by - ay, bx - ax))
        leaves.append(_leaf(x, y, base + side * s * 48, 84 - k * 3))
        if i in (3, 4):  # a second leaf further up the stem
            x, y = ax + (bx - ax) * 0.8, ay + (by - ay) * 0.8
            leaves.append(_leaf(x, y, base - side * s * 44, 70))
    return stem, "".join(leaves) + _rose(*pts[-1], 30)


#: the crown's dark metal, rimmed and studded with gold, as printed
IRON = "#2f2e2a"


def _crown() -> tuple[str, str]:
    """The crown round the blade: its inside (drawn before the blade) and its front band
    with stones and points (drawn after)."""
    y = CROWN_Y
    low = y + 92  # the opening seen from a little below, under the band
    inside = [ellipse(CX, low, 160, 30, GOLD, BLACK, 3),
              ellipse(CX, low + 2, 146, 23, "#f4efe6", None)]
    lines = [[(CX + u, low + 2 - 23 * math.sqrt(1 - (u / 146) ** 2) + 3),
              (CX + u, low + 2 + 23 * math.sqrt(1 - (u / 146) ** 2) - 3)]
             for u in range(-130, 131, 16)]
    inside.append(strokes(lines, "#8a857b", 2.0))
    band = [(CX - 190, y), (CX - 130, y + 30), (CX, y + 42), (CX + 130, y + 30),
            (CX + 190, y), (CX + 178, y + 52), (CX + 120, y + 80), (CX, y + 90),
            (CX - 120, y + 80), (CX - 178, y + 52)]
    points: list[Point] = []
    for k in range(9):  # the points along the band's upper edge, the middle ones tallest
        u = -170 + 340 * k / 8
        base = y + 42 * math.sqrt(max(0.0, 1 - (u / 190) ** 2))
        tall = (92 if k % 2 == 0 else 56) * (1 - abs(u) / 500)
        points.append((CX + u, base - tall))
    front = []
    for (px, py), k in zip(points, range(9), strict=True):
        u = px - CX
        base = y + 42 * math.sqrt(max(0.0, 1 - (u / 190) ** 2))
        tri = polygon([(px - 22, base + 2), (px, py), (px + 22, base + 2)])
        front.append(path(tri, IRON, BLACK, 5.0))
        front.append(path(tri, "none", GOLD, 2.0))
        front.append(circle(px, py - 2, 5 if k % 2 == 0 else 4, GOLD, BLACK, 1.4))
    front.append(form(band, IRON, 4.0, deep=0.3))
    for edge in ([(CX - 184, y + 6), (CX, y + 48), (CX + 184, y + 6)],
                 [(CX - 174, y + 48), (CX, y + 84), (CX + 174, y + 48)]):  # gold-rimmed
        front.append(path(spline(edge, closed=False), "none", GOLD, 4.0))
    for u in range(-150, 151, 25):  # a row of gold studs round the band
        gy = y + 66 * math.sqrt(1 - (u / 200) ** 2) + 1
        front.append(circle(CX + u, gy, 5, GOLD, BLACK, 1.4))
    return "".join(inside), "".join(front)


def _sword() -> tuple[str, str]:
    """The blade (drawn between the crown's inside and its band) and the guard and grip."""
    blade = [(CX - 20, 700), (CX - 20, 130), (CX, 78), (CX + 20, 130), (CX + 20, 700)]
    out = [path(polygon(blade), BLUE, BLACK, 4),
           path(polygon([(CX + 4, 698), (CX + 4, 128), (CX, 90), (CX + 20, 130),
                         (CX + 20, 698)]), dark(BLUE, 0.35), None),
           taper([(CX - 8, 680), (CX - 8, 130)], 4, light(BLUE, 0.4))]
    guard = [(CX - 168, 760), (CX - 110, 718), (CX, 704), (CX + 110, 718), (CX + 168, 760),
             (CX + 150, 716), (CX + 104, 686), (CX + 84, 658), (CX + 50, 674),
             (CX, 680), (CX - 50, 674), (CX - 84, 658), (CX - 104, 686), (CX - 150, 716)]
    hilt = [form(guard, GOLD, 4.4, deep=0.3)]
    # a spindle of a grip bound in a red spiral, below the fist, and a gold ring pommel
    grip = [(CX - 18, 740), (CX + 18, 740), (CX + 27, 830), (CX + 19, 902), (CX - 19, 902),
            (CX - 27, 830)]
    hilt.append(path(spline(grip), RED, BLACK, 3.4))
    hilt.append(strokes([[(CX - 22, y), (CX, y + 4), (CX + 22, y + 16)]
                         for y in range(748, 896, 15)], dark(RED, 0.5), 3.6))
    hilt.append(circle(CX, 918, 15, GOLD, BLACK, 3.0))
    hilt.append(circle(CX, 918, 6, light(GOLD, 0.5), BLACK, 2.0))
    return "".join(out), "".join(hilt)


def ace_spade(corners: list[str]) -> list[str]:
    """The whole face inside the frame, over the corner rosettes."""
    inside, band = _crown()
    blade, hilt = _sword()
    stems, leaves = zip(*(_branch(s) for s in (-1, 1)), strict=True)
    return [*corners, inside, *stems, blade, band, *leaves, hilt,
            *fist(CX, 776, W * 0.935 - 10, "ruffle")]


__all__ = ["ace_spade"]
