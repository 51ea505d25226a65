"""Bergamasche hands: the aces' fist from the right round a shaft, and the open hand the
courts lay across the waist.

As printed: a wide red sleeve comes in from the card's edge, closed by a gold cuff cut in
points; the fist grips the upright shaft with its four fingers curled round it towards us,
one above the other, each with its knuckle and nail, and the thumb laid over the top.
"""

from __future__ import annotations

import math

from ui.art.berg_engrave import engrave
from ui.art.berg_ink import form, polygon, spline, strokes, taper
from ui.art.berg_signs import BLUE, GOLD, RED
from ui.art.common import SKIN
from ui.art.craft import dark, light
from ui.art.svg import BLACK, circle, ellipse, path

Point = tuple[float, float]
NAIL = "#f3cfc0"


def fist(x: float, y: float, right: float, cuff: str = "points") -> list[str]:
    """A sleeve from the right edge (`right`) and a fist closed on a shaft at (x, y); the
    cuff as printed on each ace: gold `points` over a blue lining, a black band worked in a
    gold `zigzag` with a dotted blue band behind it (Bastoni), or a black `ruffle` edged in
    gold with a red button below (Spade)."""
    sleeve = [(right + 8, y - 20), (x + 150, y - 52), (x + 92, y - 48), (x + 70, y + 30),
              (x + 96, y + 96), (x + 170, y + 98), (right + 8, y + 112)]
    out = [form(sleeve, RED, 5.0, deep=0.32),  # engraved in folds running along the arm
           engrave(sleeve, RED, angle=-62.0, step=6.0, bow=0.16, lo=0.3, width=2.8, tone=0.6)]
    # the back of the hand, from the wrist to the knuckles beside the shaft
    back = [(x + 78, y - 40), (x + 24, y - 58), (x - 8, y - 44), (x + 4, y + 52),
            (x + 40, y + 70), (x + 80, y + 60)]
    out.append(form(back, SKIN, 4.0, deep=0.18))
    out += {"points": _points, "zigzag": _zigzag, "ruffle": _ruffle}[cuff](x, y)
    # four curled fingers in front of the shaft, one above the other, lowest the smallest
    for k, (top, h, reach) in enumerate(((-40, 28, 58), (-12, 28, 60), (16, 27, 56),
                                         (43, 23, 48))):
        f = [(x + 6, y + top), (x - reach * 0.7, y + top - 2), (x - reach, y + top + h * 0.45),
             (x - reach * 0.75, y + top + h), (x + 10, y + top + h + 2)]
        out.append(form(f, SKIN, 3.4, deep=0.2, lit=k < 2))
        nx, ny = x - reach * 0.78, y + top + h * 0.5
        out.append(ellipse(nx, ny, 7, h * 0.28, NAIL, dark(SKIN, 0.4), 1.4))
        out.append(taper([(x - reach * 0.35, y + top + 4), (x - reach * 0.3, y + top + h * 0.5),
                          (x - reach * 0.35, y + top + h - 3)], 3.2, dark(SKIN, 0.35)))
    thumb = [(x + 60, y - 36), (x + 10, y - 62), (x - 30, y - 52), (x - 48, y - 34),
             (x - 30, y - 24), (x + 10, y - 34), (x + 50, y - 14)]
    out.append(form(thumb, light(SKIN, 0.05), 3.6, deep=0.16))
    out.append(ellipse(x - 38, y - 40, 9, 6, NAIL, dark(SKIN, 0.4), 1.4))
    out.append(taper([(x + 66, y + 6), (x + 40, y + 30), (x + 30, y + 56)], 4,
                     dark(SKIN, 0.3)))
    return out




def _points(x: float, y: float) -> list[str]:
    """The gold cuff cut in points, its blue lining showing at the wrist."""
    cuff_pts: list[Point] = []
    for k in range(7):
        t = k / 6
        cx, cy = x + 92 - 16 * t * (1 - t) * 4 + 8 * t, y - 48 + 146 * t
        cuff_pts.append((cx + (0 if k % 2 else -26), cy))
    lining = [(x + 70, y - 44), (x + 96, y - 50), (x + 104, y + 96), (x + 76, y + 90)]
    return [path(polygon(lining), BLUE, BLACK, 3),
            path(polygon([*cuff_pts, (x + 128, y + 100), (x + 124, y - 52)]), GOLD, BLACK, 3),
            strokes([[(x + 104, y - 44), (x + 110, y + 24), (x + 108, y + 94)]],
                    dark(GOLD, 0.45), 3)]


def _zigzag(x: float, y: float) -> list[str]:
    """The Asso di Bastoni's cuff: a red edge at the wrist, a black band flaring into
    points at the top, two gold zigzags down it, a blue band dotted in black behind."""
    blue = [(x + 100, y - 62), (x + 140, y - 60), (x + 148, y + 100), (x + 106, y + 104)]
    band = [(x + 74, y - 48), (x + 84, y - 76), (x + 92, y - 56), (x + 104, y - 84),
            (x + 110, y - 58), (x + 118, y + 106), (x + 82, y + 96)]
    out = [path(polygon(blue), BLUE, BLACK, 3),
           *[circle(x + 126 + 6 * (k % 2), y - 40 + 22 * k, 4.5, BLACK, None)
             for k in range(7)],
           path(polygon(band), "#1d1b1c", BLACK, 3),
           path(polygon([(x + 66, y - 46), (x + 76, y - 48), (x + 84, y + 96),
                         (x + 74, y + 92)]), RED, BLACK, 2.6)]
    for dx in (0, 14):
        out.append(path(polygon([(x + 84 + dx + (6 if k % 2 else -6) + k * 0.5,
                                  y - 50 + 20 * k) for k in range(8)]).d.rstrip("z"),
                        "none", GOLD, 3.0))
    return out


def _ruffle(x: float, y: float) -> list[str]:
    """The Asso di Spade's cuff: a black ruffle in round scallops edged with gold, a red
    button hanging below it."""
    pts: list[Point] = []
    for k in range(9):  # the scalloped outer edge, round the wrist, and back
        t = k / 8
        pts.append((x + 74 - 10 * math.sin(math.pi * t) + (-8 if k % 2 else 0),
                    y - 58 + 170 * t))
    ruffle = [*pts, (x + 122, y + 110), (x + 126, y - 60)]
    return [path(spline(ruffle), "#1d1b1c", BLACK, 3),
            path(spline(pts, closed=False), "none", GOLD, 3.4),
            strokes([[(x + 96, y - 50 + 34 * k), (x + 112, y - 40 + 34 * k)] for k in range(5)],
                    "#4a4446", 2.2),
            circle(x + 100, y + 132, 11, RED, BLACK, 2.4),
            circle(x + 97, y + 129, 3.5, light(RED, 0.4), None)]


def open_hand(wx: float, wy: float, length: float, angle: float) -> str:
    """A hand laid flat across the waist, seen from the back: from the wrist at (wx, wy) the
    fingers reach towards `angle` (degrees), close together, the thumb tucked below."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux

    def p(u: float, v: float) -> Point:
        return (wx + ux * u * length + nx * v * length, wy + uy * u * length + ny * v * length)

    back = [p(0, -0.26), p(0.5, -0.32), p(0.78, -0.3), p(1.0, -0.2), p(1.04, -0.02),
            p(0.98, 0.16), p(0.6, 0.24), p(0.3, 0.3), p(0, 0.26)]
    thumb = [p(0.12, 0.16), p(0.4, 0.36), p(0.6, 0.38), p(0.62, 0.28), p(0.4, 0.18)]
    out = [form(thumb, SKIN, 2.6, lit=False, deep=0.2), form(back, SKIN, 3.0, deep=0.16)]
    out.append(strokes([[p(0.52, v), p(0.98, v * 1.1)] for v in (-0.15, -0.02, 0.11)],
                       dark(SKIN, 0.35), 1.8))
    out.append(strokes([[p(0.46, -0.26), p(0.5, -0.06), p(0.46, 0.16)]], dark(SKIN, 0.25),
                       1.6))
    return "".join(out)


__all__ = ["fist", "open_hand"]
