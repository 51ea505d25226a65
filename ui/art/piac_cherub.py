"""The Asso di Spade's cherub: a plump winged child seated in the air, holding up the sword.

Baby proportions (a big head, a round belly, short fat limbs creased at wrist, knee and
ankle), the flesh filled in rounded light and hatched along its shadow side, the face a
young three-quarter head from `piac_head` with short curls instead of the courts' bob.
"""

from __future__ import annotations

import math

from ui.art.craft import bez, dark, light, outline, transform
from ui.art.piac_head import SKIN, Face, head
from ui.art.piac_shade import contours, form, member, strands
from ui.art.svg import Point, circle

CREASE = dark(SKIN, 0.3)
HAIR = "#c9a45a"
WING = "#c4c6cc"


def _flesh(pts: list[Point], kind: str = "A") -> list[str]:
    return [form(pts, SKIN, kind, sw=3.0),
            contours(pts, dark(SKIN, 0.22), 20.0, n=2, step=0.06, reach=0.12, sw=1.4)]


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
    rows = [transform(bez((-30 - j * 36, -70 + j * 6), (-44 - j * 36, -30),
                          (-40 - j * 36, 0), (-30 - j * 36, 20 + j * 4), 5), x, y, rot, s)
            for j in range(5)]
    out.append(strands(rows, dark(WING, 0.35), 1.8))
    out.append(strands([transform(bez((-20, -40), (-60, -70), (-110, -80), (-160, -78), 6),
                                  x, y, rot, s)], light(WING, 0.5), 2.4))
    return out


def cherub(cx: float, cy: float) -> list[str]:
    """Seated in the air at (cx, cy) (the navel), arms raised to the blade above his head."""
    out: list[str] = []
    out += wing(cx - 60, cy - 60, -16.0, 0.6)
    # the near leg drawn up, its knee forward; the far one hanging, crossed under it
    far_leg = _limb([(cx - 30, cy + 80), (cx + 10, cy + 170), (cx + 24, cy + 200),
                         (cx - 10, cy + 280)], [90, 70, 56, 40])
    out += _flesh(far_leg, "B")
    foot = _limb([(cx - 10, cy + 280), (cx + 28, cy + 304)], [40, 28])
    out += _flesh(foot, "B")
    body = outline((cx - 56, cy - 96), ((cx - 92, cy - 30), (cx - 96, cy + 70),
                                        (cx - 50, cy + 118)),
                   ((cx - 10, cy + 146), (cx + 60, cy + 130), (cx + 80, cy + 60)),
                   ((cx + 92, cy + 0), (cx + 74, cy - 70), (cx + 44, cy - 96)),
                   ((cx + 16, cy - 112), (cx - 30, cy - 112), (cx - 56, cy - 96)), n=8)
    out += _flesh(body)
    out.append(strands([bez((cx - 50, cy + 50), (cx - 20, cy + 76), (cx + 30, cy + 72),
                            (cx + 62, cy + 44), 6)], CREASE, 2.4))
    out.append(circle(cx + 10, cy + 20, 4.5, CREASE, None))
    out.append(strands([bez((cx - 40, cy - 60), (cx - 20, cy - 50), (cx + 10, cy - 50),
                            (cx + 30, cy - 62), 5)], dark(SKIN, 0.18), 1.8))
    near_leg = _limb([(cx + 20, cy + 90), (cx + 110, cy + 130), (cx + 130, cy + 170),
                          (cx + 96, cy + 250)],
                         [100, 78, 62, 44])
    out += _flesh(near_leg)
    out.append(_crease((cx + 108, cy + 170), (cx + 122, cy + 182), (cx + 136, cy + 176)))
    foot2 = _limb([(cx + 96, cy + 250), (cx + 138, cy + 276)], [44, 30])
    out += _flesh(foot2)
    out.append(_crease((cx + 84, cy + 238), (cx + 98, cy + 248), (cx + 112, cy + 240)))
    # arms raised: elbows out, the fists closed round the blade over the head
    for sh, el, wr in (((cx - 48, cy - 84), (cx - 118, cy - 170), (cx - 10, cy - 276)),
                       ((cx + 50, cy - 88), (cx + 112, cy - 150), (cx + 34, cy - 232))):
        out += _flesh(_limb([sh, el, wr], [54, 44, 34]), "B" if sh[0] > cx else "A")
        out.append(_crease((el[0] - 10, el[1] + 6), el, (el[0] + 10, el[1] + 6)))
    before, after = head(cx - 6, cy - 158, 60.0, Face(1, 0.3, "short", 0, "", HAIR, 0.8,
                                                      "#c8504a"))
    out += before + after
    # short curls over the crown and round the face
    for u, v, r in ((-50, -44, 24), (-22, -60, 26), (10, -62, 24), (36, -50, 20),
                    (-64, -12, 22), (-62, 22, 18)):
        x, y = cx - 6 + u, cy - 158 + v
        out.append(form([(x + r * c * (1 + 0.12 * math.sin(3 * a)), y + r * s * 0.9)
                         for a, (c, s) in enumerate(_RING)], HAIR, "A", sw=1.8))
        out.append(strands([[(x - r * 0.5, y - r * 0.2), (x - r * 0.1, y - r * 0.55),
                             (x + r * 0.35, y - r * 0.4)]], light(HAIR, 0.5), 2.2))
    for hx, hy in ((cx + 10, cy - 282), (cx + 40, cy - 236)):
        fist = outline((hx - 20, hy - 14), ((hx - 4, hy - 28), (hx + 20, hy - 24),
                                            (hx + 24, hy - 6)),
                       ((hx + 28, hy + 12), (hx + 10, hy + 24), (hx - 8, hy + 20)),
                       ((hx - 26, hy + 12), (hx - 28, hy - 4), (hx - 20, hy - 14)), n=5)
        out += _flesh(fist)
        out.append(strands([[(hx - 6, hy - 18), (hx - 2, hy + 6)],
                            [(hx + 8, hy - 18), (hx + 12, hy + 6)]], CREASE, 1.8))
    return out


_RING = [(math.cos(a * math.pi / 7), math.sin(a * math.pi / 7)) for a in range(14)]
