"""The Asso di Spade's cherub: a plump winged child twisting in the air, holding up the sword.

Baby proportions (a big head, a round belly, short fat limbs creased at wrist, knee and
ankle), the flesh filled in rounded light and hatched along its shadow side, the face a
young three-quarter head from `piac_head` with short curls instead of the courts' bob.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from ui.art.craft import bez, dark, light, outline, transform
from ui.art.piac_head import SKIN, Face, head
from ui.art.piac_shade import INK, contours, d, form, member, strands
from ui.art.svg import Point, circle, path

CREASE = dark(SKIN, 0.3)
HAIR = "#a8875a"
WING = "#c4c6cc"
GREEN, DARK_GREEN = "#2f6b37", "#1f4526"


def _flesh(pts: list[Point], kind: str = "A") -> list[str]:
    return [form(pts, SKIN, kind, sw=3.0),
            contours(pts, dark(SKIN, 0.22), 20.0, n=2, step=0.06, reach=0.12, sw=1.4)]


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
    out += _flesh(far_leg, "B")
    out += _flesh(_limb([(cx - 26, cy + 296), (cx - 44, cy + 336)], [32, 16]), "B")
    near_leg = _limb([(cx + 10, cy + 90), (cx + 120, cy + 132), (cx + 140, cy + 166),
                      (cx + 110, cy + 246)], [80, 64, 50, 34])
    out += _flesh(near_leg)
    # the body turned three-quarters: a narrow far flank, the near hip thrust out
    body = outline((cx - 44, cy - 104), ((cx - 74, cy - 66), (cx - 78, cy - 6),
                                         (cx - 62, cy + 36)),
                   ((cx - 54, cy + 82), (cx - 52, cy + 126), (cx - 14, cy + 140)),
                   ((cx + 34, cy + 146), (cx + 84, cy + 120), (cx + 86, cy + 74)),
                   ((cx + 86, cy + 30), (cx + 62, cy - 10), (cx + 66, cy - 60)),
                   ((cx + 66, cy - 94), (cx + 30, cy - 116), (cx - 44, cy - 104)), n=8)
    out += _flesh(body)
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
                       ((cx + 54, cy - 90), (cx + 96, cy - 160), (cx + 36, cy - 226))):
        out += _flesh(_limb([sh, el, wr], [46, 36, 28]), "B" if sh[0] > cx else "A")
        out.append(_crease((el[0] - 9, el[1] + 6), el, (el[0] + 9, el[1] + 6)))
    # the head tipped towards the sword, looking down past the near arm
    hx, hy = cx + 6, cy - 158
    before, after = head(hx, hy, 62.0, Face(1, 0.45, "short", 0, "", HAIR, 0.8, "#c8504a"))
    out += before + after
    # tousled short curls over the crown, the temple and the nape
    for u, v, r in ((-50, -36, 22), (-28, -56, 23), (-2, -64, 22), (24, -58, 20),
                    (42, -42, 16), (-62, -10, 21), (-62, 20, 19), (-52, 44, 16),
                    (-36, -26, 17), (2, -44, 15), (-40, 4, 16)):
        x, y = hx + u, hy + v
        out.append(form([(x + r * c * (1 + 0.07 * math.sin(3 * a)), y + r * s * 0.85)
                         for a, (c, s) in enumerate(_RING)], HAIR, "A", sw=1.6))
        out.append(strands([[(x - r * 0.5, y - r * 0.1), (x - r * 0.1, y - r * 0.5),
                             (x + r * 0.35, y - r * 0.3)]], light(HAIR, 0.45), 1.8))
    for hx_, hy_ in ((cx + 10, cy - 280), (cx + 42, cy - 232)):
        fist = outline((hx_ - 18, hy_ - 12), ((hx_ - 4, hy_ - 25), (hx_ + 18, hy_ - 22),
                                              (hx_ + 22, hy_ - 5)),
                       ((hx_ + 25, hy_ + 11), (hx_ + 9, hy_ + 22), (hx_ - 7, hy_ + 18)),
                       ((hx_ - 23, hy_ + 11), (hx_ - 25, hy_ - 4), (hx_ - 18, hy_ - 12)), n=5)
        out += _flesh(fist)
        out.append(strands([[(hx_ - 6, hy_ - 16), (hx_ - 2, hy_ + 6)],
                            [(hx_ + 7, hy_ - 16), (hx_ + 11, hy_ + 6)]], CREASE, 1.6))
    return out


_RING = [(math.cos(a * math.pi / 10), math.sin(a * math.pi / 10)) for a in range(20)]
