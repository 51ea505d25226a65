"""The Asso di Spade's cherub: a plump winged child twisting in the air, holding up the sword.

Baby proportions (a big head, a round belly, short fat limbs creased at wrist, knee and
ankle), the flesh filled in rounded light and hatched along its shadow side, the face a
child's round head from `piac_putto`.
"""

from __future__ import annotations

import math

from ui.art.craft import bez, dark, light, outline, transform
from ui.art.piac_engrave import engrave
from ui.art.piac_putto import FLESH as SKIN
from ui.art.piac_putto import putto_head
from ui.art.piac_shade import INK, d, fill, form, member, strands
from ui.art.svg import Point, circle, group, path

CREASE = dark(SKIN, 0.3)
HAIR = "#a8875a"
WING = "#b4b6b8"
GREEN, DARK_GREEN = "#2f6b37", "#1f4526"


def _flesh(pts: list[Point], kind: str = "A", hatch: float | None = None) -> list[str]:
    """Flesh in rounded light; `hatch` (degrees) lays fine engraved strokes that way over
    its shadow side."""
    out = [form(pts, SKIN, kind, sw=3.0)]
    out += engrave(pts, dark(SKIN, 0.5), 30.0 if hatch is None else hatch, 8.0,
                   toward=30 if kind == "A" else 150, bow=0.08, width=2.6, start=0.4,
                   cross=0.78, opacity=0.6)
    return out


def _limb(joints: list[Point], widths: list[float]) -> list[Point]:
    return member(joints, widths, bulge=0.22)


def _crease(a: Point, b: Point, c: Point) -> str:
    return strands([[a, b, c]], CREASE, 2.0)


def wing(x: float, y: float, rot: float, s: float) -> list[str]:
    """A wing spread back from the shoulder: a scalloped row of long flight feathers under
    rows of small coverts, in soft grey."""
    edge: list[Point] = [(0.0, 0.0)]
    edge += bez((0, 0), (-40, -80), (-120, -110), (-190, -90), 8)
    for k in range(5):  # the scalloped trailing edge, feather by feather
        x0 = -190 + k * 34
        edge += bez(edge[-1], (x0 - 6, -40 + k * 14), (x0 + 10, -10 + k * 14),
                    (x0 + 30, -24 + k * 16), 4)
    edge += bez(edge[-1], (-20, 40), (-6, 20), (0, 0), 4)
    pts = transform(edge, x, y, rot, s)
    out = [form(pts, WING, "A", sw=2.8)]
    rows = [transform(bez((-30 - j * 36, -70 + j * 6), (-44 - j * 36, -30 - j * 4),
                          (-40 - j * 36, -6 - j * 8), (-30 - j * 36, 12 - j * 12), 5),
                      x, y, rot, s)
            for j in range(5)]
    out.append(strands(rows, dark(WING, 0.35), 1.8))
    out.append(strands([transform(bez((-20, -40), (-60, -70), (-110, -80), (-160, -78), 6),
                                  x, y, rot, s)], light(WING, 0.5), 2.4))
    return out


def _seamless(parts: list[tuple[list[Point], float]]) -> list[str]:
    """Flesh parts that read as one body: a bold ink silhouette under all of them, then each
    filled in rounded light with only a soft flesh-dark line where it overlaps another, and
    hatched along `angle` on its shadow side."""
    out = [path("".join(d(p) for p, _ in parts), INK, INK, 6.0)]
    for pts, angle in parts:
        out.append(path(d(pts), fill(SKIN, "A"), dark(SKIN, 0.3), 1.6))
        out += engrave(pts, dark(SKIN, 0.5), angle, 8.0, toward=35.0, bow=0.1, width=2.6,
                       start=0.42, cross=0.8, opacity=0.6)
    return out


def cherub(cx: float, cy: float) -> list[str]:
    """Twisting in the air at (cx, cy) (the navel): the chest turned towards the sword, the
    far arm raised beside his head to the blade, the near one down to it by the hilt, the
    near leg bent up at the knee, the far one hanging with its foot pointed, a wing behind."""
    out: list[str] = []
    out += wing(cx - 44, cy - 92, 14.0, 0.86)
    far_leg = _limb([(cx - 4, cy + 84), (cx + 30, cy + 196), (cx + 42, cy + 226),
                     (cx + 26, cy + 322)], [70, 54, 42, 28])
    far_foot = _limb([(cx + 26, cy + 318), (cx + 12, cy + 364)], [30, 16])
    near_leg = _limb([(cx + 10, cy + 90), (cx + 120, cy + 132), (cx + 140, cy + 166),
                      (cx + 110, cy + 246)], [76, 60, 48, 32])
    near_foot = _limb([(cx + 110, cy + 246), (cx + 150, cy + 270)], [34, 22])
    # the body turned three-quarters: the chest broad, the waist drawn in, the belly round
    body = outline((cx - 46, cy - 116), ((cx - 74, cy - 104), (cx - 72, cy - 60),
                                         (cx - 60, cy - 20)),
                   ((cx - 52, cy + 20), (cx - 64, cy + 80), (cx - 46, cy + 126)),
                   ((cx - 20, cy + 150), (cx + 60, cy + 150), (cx + 92, cy + 104)),
                   ((cx + 106, cy + 70), (cx + 84, cy + 20), (cx + 80, cy - 20)),
                   ((cx + 78, cy - 60), (cx + 92, cy - 96), (cx + 60, cy - 118)),
                   ((cx + 30, cy - 130), (cx - 10, cy - 124), (cx - 46, cy - 116)), n=8)
    arms = [_limb([(cx - 44, cy - 100), (cx - 92, cy - 214), (cx - 8, cy - 268)], [44, 34, 26]),
            _limb([(cx + 58, cy - 98), (cx + 112, cy - 36), (cx + 118, cy + 28)], [42, 34, 26])]
    out += _seamless([(far_leg, 170.0), (far_foot, 170.0), (near_leg, 20.0),
                      (near_foot, 20.0), (body, 15.0), (arms[0], 100.0), (arms[1], 60.0)])
    # the twist: the breast, the ribs on the stretched side, the navel, the groin, the joints
    out.append(strands([bez((cx - 50, cy - 58), (cx - 24, cy - 40), (cx + 10, cy - 44),
                            (cx + 40, cy - 64), 5),
                        bez((cx + 58, cy - 20), (cx + 44, cy + 4), (cx + 40, cy + 20),
                            (cx + 44, cy + 40), 4),
                        bez((cx - 44, cy + 90), (cx - 10, cy + 110), (cx + 40, cy + 104),
                            (cx + 76, cy + 76), 6)], CREASE, 2.2))
    out.append(circle(cx + 8, cy + 26, 4.5, CREASE, None))
    out.append(_crease((cx + 118, cy + 166), (cx + 132, cy + 178), (cx + 146, cy + 170)))
    out.append(_crease((cx + 28, cy + 224), (cx + 42, cy + 232), (cx + 56, cy + 224)))
    out.append(_crease((cx + 98, cy + 236), (cx + 110, cy + 246), (cx + 124, cy + 238)))
    out.append(_crease((cx + 103, cy - 30), (cx + 112, cy - 36), (cx + 121, cy - 30)))
    # the round child's head, turned a little, in loose locks
    out.append(group(putto_head(0.0, 0.0, 62.0), cx + 2, cy - 160, -10.0))
    for hx_, hy_, side in ((cx + 10, cy - 280, -1), (cx + 134, cy + 36, -1)):
        out += _grip(hx_, hy_, side)
    return out


def _grip(x: float, y: float, side: int) -> list[str]:
    """A plump hand closed round the blade at (x, y), coming from the `side` (-1 left): the
    back of the hand, four fingers rolled across the steel one above another, the thumb
    over them."""
    def p(u: float, v: float) -> Point:  # u across the blade, v along it (down), turned
        c, s_ = math.cos(math.radians(-16)), math.sin(math.radians(-16))
        return (x + u * c - v * s_, y + u * s_ + v * c)

    out: list[str] = []
    back = [p(side * 34, -10), p(side * 30, 16), p(side * 10, 24), p(side * 2, 0),
            p(side * 8, -20), p(side * 24, -22)]
    out += _flesh(back)
    for k in range(4):  # the fingers, each a roll across the blade, its tip round
        v = -16 + k * 10.5
        roll = outline(p(side * 12, v - 5), ((p(-side * 6, v - 7)), p(-side * 20, v - 6),
                                             p(-side * 22, v)),
                       (p(-side * 22, v + 6), p(-side * 8, v + 6), p(side * 12, v + 5)), n=5)
        out += _flesh(roll, "B" if side < 0 else "A")
    thumb = member([p(side * 20, -18), p(side * 2, -26), p(-side * 12, -22)], [14, 11, 9],
                   bulge=0.2)
    out += _flesh(thumb)
    return out
