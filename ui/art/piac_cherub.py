"""The Asso di Spade's cherub: a plump winged child twisting in the air, holding up the sword.

Baby proportions (a big head, a round belly, short fat limbs creased at wrist, knee and
ankle), the flesh filled in rounded light and hatched along its shadow side, the face a
child's round head from `piac_putto`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from ui.art.craft import bez, dark, light, outline, transform
from ui.art.piac_engrave import engrave
from ui.art.piac_putto import FLESH as SKIN
from ui.art.piac_putto import putto_head
from ui.art.piac_shade import INK, d, form, member, strands
from ui.art.svg import Point, circle, path

CREASE = dark(SKIN, 0.3)
HAIR = "#a8875a"
WING = "#c4c6cc"
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


def foliage(garland: Sequence[Point]) -> list[str]:
    """Leaves crowding along a garland's points, every way: one path per green, the veins in
    a third."""
    dense = [pt for a, b in itertools.pairwise(garland)
             for pt in (a, ((2 * a[0] + b[0]) / 3, (2 * a[1] + b[1]) / 3),
                        ((a[0] + 2 * b[0]) / 3, (a[1] + 2 * b[1]) / 3))]
    leaf = outline((0.0, 0.0), ((-13.0, -8.0), (-12.0, -26.0), (0.0, -36.0)),
                   ((12.0, -26.0), (13.0, -8.0), (0.0, 0.0)), n=4)
    shapes: dict[str, list[str]] = {GREEN: [], DARK_GREEN: []}
    veins = []
    for k, (x, y) in enumerate(dense):
        for j in range(3):
            at = (x + (j - 1) * 12, y + (j - 1) * 9, k * 71 + j * 120)
            shapes[GREEN if (k + j) % 2 else DARK_GREEN].append(
                d(transform(leaf, *at, 1.35)))
            veins.append(d(transform([(0, -4), (0, -28)], *at, 1.35), closed=False))
    return [*(path("".join(v), c, INK, 2.2) for c, v in shapes.items()),
            path("".join(veins), "none", "#6fae6a", 1.6)]


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


def cherub(cx: float, cy: float) -> list[str]:
    """Twisting in the air at (cx, cy) (the navel): the chest turned towards the sword, both
    arms raised to the blade over his head, the near leg bent up at the knee, the far one
    hanging with its foot pointed, a wing spread behind."""
    out: list[str] = []
    out += wing(cx - 50, cy - 96, 10.0, 0.68)
    # the far leg hanging, a little bent, the foot pointed down
    far_leg = _limb([(cx - 4, cy + 84), (cx - 14, cy + 190), (cx - 4, cy + 214),
                     (cx - 26, cy + 300)], [74, 56, 44, 30])
    out += _flesh(far_leg, "B", hatch=170)
    out += _flesh(_limb([(cx - 26, cy + 296), (cx - 44, cy + 336)], [32, 16]), "B")
    near_leg = _limb([(cx + 10, cy + 90), (cx + 120, cy + 132), (cx + 140, cy + 166),
                      (cx + 110, cy + 246)], [80, 64, 50, 34])
    out += _flesh(near_leg, hatch=20)
    # the body turned three-quarters: a narrow far flank, the near hip thrust out
    body = outline((cx - 52, cy - 110), ((cx - 86, cy - 80), (cx - 84, cy - 20),
                                         (cx - 70, cy + 30)),
                   ((cx - 62, cy + 82), (cx - 60, cy + 130), (cx - 14, cy + 144)),
                   ((cx + 40, cy + 152), (cx + 100, cy + 124), (cx + 102, cy + 70)),
                   ((cx + 104, cy + 24), (cx + 74, cy - 14), (cx + 78, cy - 64)),
                   ((cx + 80, cy - 100), (cx + 30, cy - 122), (cx - 52, cy - 110)), n=8)
    out += _flesh(body, hatch=15)
    # the twist: the breast line, the ribs on the stretched side, the navel, the groin
    out.append(strands([bez((cx - 50, cy - 58), (cx - 24, cy - 40), (cx + 10, cy - 44),
                            (cx + 40, cy - 64), 5),
                        bez((cx + 58, cy - 20), (cx + 44, cy + 4), (cx + 40, cy + 20),
                            (cx + 44, cy + 40), 4),
                        bez((cx - 44, cy + 84), (cx - 10, cy + 104), (cx + 40, cy + 100),
                            (cx + 76, cy + 70), 6)], CREASE, 2.2))
    out.append(circle(cx + 8, cy + 26, 4.5, CREASE, None))
    out.append(_crease((cx + 118, cy + 166), (cx + 132, cy + 178), (cx + 146, cy + 170)))
    out += _flesh(_limb([(cx + 110, cy + 246), (cx + 150, cy + 270)], [36, 24]))
    out.append(_crease((cx + 98, cy + 236), (cx + 110, cy + 246), (cx + 124, cy + 238)))
    # arms raised: the far one bent over the head, the near one stretched up the blade
    for sh, el, wr in (((cx - 40, cy - 90), (cx - 96, cy - 190), (cx - 10, cy - 266)),
                       ((cx + 54, cy - 90), (cx + 112, cy - 36), (cx + 118, cy + 28))):
        out += _flesh(_limb([sh, el, wr], [46, 36, 28]), "B" if sh[0] > cx else "A")
        out.append(_crease((el[0] - 9, el[1] + 6), el, (el[0] + 9, el[1] + 6)))
    # the round child's head nearly full front, in loose locks
    out += putto_head(cx + 4, cy - 160, 64.0)
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
