"""Bergamasche heads: three-quarter faces with their own features and ages, loose grey hair.

On the printed sheets every court is bare-headed or crowned over long grey hair that falls in
loose waves past the ears and curls outwards at the ends; the forehead shows, the hair is
parted and swept back. Faces turn a little to one side: the far cheek is cut by the brow,
the cheekbone and the jaw, the nose is drawn on the far side of the face's middle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ui.art.berg_engrave import engrave
from ui.art.berg_ink import form, polygon, spline, strokes, taper
from ui.art.common import SKIN
from ui.art.craft import dark, light
from ui.art.svg import BLACK, Path, circle, ellipse, path

Point = tuple[float, float]
GREY = "#d8d4cb"
GREY_D = "#8a857b"
LINE = "#6b3f28"  # the brown of the features


@dataclass(frozen=True)
class Look:
    """What sets one face apart: its age (0 young … 2 old), the eyes' height and tilt, the
    nose's length and hook, the mouth's width, a moustache or beard, the hair's fall."""

    age: int = 0
    eye: float = 0.07
    tilt: float = 0.0
    nose: float = 0.56
    hook: float = 0.0
    mouth: float = 0.2
    beard: int = 0  # 0 none, 1 moustache, 2 moustache and short beard
    hair: float = 1.0  # how far the locks fall (1 = to the jaw)
    jaw: float = 1.0  # the width of the jaw
    grey: str = GREY  # the hair's tone: silver, ash, near white
    chin: float = 1.0  # the length of the face below the eyes
    mid: float = 0.28  # how far the face's middle lies to the far side (0 frontal)


def _f(x: float, y: float, r: float, s: int) -> Callable[[float, float], Point]:
    def p(u: float, v: float) -> Point:
        return (x + s * u * r, y + v * r)
    return p


def hair_back(x: float, y: float, r: float, turn: int, look: Look) -> str:
    """The mass of hair behind the face: waves round the skull, locks falling past the ears
    and curling outwards (drawn before the neck and the face)."""
    p = _f(x, y, r, turn)
    fall = 1.0 + 0.35 * look.hair
    low = 0.75 + 0.3 * look.hair  # where the locks end, below the ears
    back = [(-0.45, low + 0.05), (-0.8, low + 0.22), (-1.1, low + 0.18), (-1.42, low + 0.05),
            (-1.3, low - 0.1), (-1.5, low - 0.38), (-1.36, low - 0.62), (-1.5, -0.05),
            (-1.36, -0.38), (-1.44, -0.7), (-1.12, -1.08), (-0.6, -1.34), (0.0, -1.4),
            (0.55, -1.3), (0.95, -1.04), (1.1, -0.62), (1.04, -0.3), (1.2, 0.0),
            (1.06, 0.3), (1.24, low - 0.25), (1.34, low + 0.02), (1.05, low + 0.06),
            (0.8, low - 0.05), (0.62, 0.55), (0.3, 0.42), (-0.3, 0.42)]
    fall = low
    outline = [p(u, v) for u, v in back]
    locks = [[p(-0.3, -1.2), p(-0.95, -0.85), p(-1.2, -0.2), p(-1.05, 0.4), p(-1.25, 0.95)],
             [p(-0.6, -0.95), p(-1.05, -0.4), p(-0.95, 0.3), p(-0.78, 0.85)],
             [p(-0.95, -0.9), p(-1.3, -0.35), p(-1.2, 0.3)],
             [p(0.4, -1.2), p(0.95, -0.75), p(0.98, -0.1), p(1.1, 0.45)],
             [p(0.75, -0.3), p(0.9, 0.5), p(0.8, 0.9)]]
    curls = [[p(-0.9, fall + 0.1), p(-1.2, fall + 0.02), p(-1.28, fall - 0.12),
              p(-1.16, fall - 0.18)],
             [p(-0.6, fall - 0.05), p(-0.8, fall + 0.12), p(-0.98, fall + 0.08)],
             [p(0.9, fall - 0.02), p(1.18, fall - 0.02), p(1.2, fall - 0.16)]]
    return (form(outline, look.grey, 3.2, deep=0.45)
            + engrave(outline, look.grey, angle=92.0 - 8 * turn, step=6.5, bow=0.3 * turn,
                      width=2.2, lo=0.3, cross=2.0, tone=0.5, edge=10.0)
            + "".join(taper(lk, r * 0.07, GREY_D) for lk in locks)
            + strokes(curls, GREY_D, 2.2))


def hair_front(x: float, y: float, r: float, turn: int, grey: str = GREY) -> str:
    """The hair over the brow: parted towards the back of the head and swept away in waves,
    leaving the forehead bare (drawn after the face)."""
    p = _f(x, y, r, turn)
    front = [p(-0.98, -0.1), p(-1.04, -0.7), p(-0.65, -1.2), p(0.05, -1.34), p(0.72, -1.12),
             p(0.96, -0.66), p(0.9, -0.36), p(0.74, -0.62), p(0.5, -0.76), p(0.2, -0.8),
             p(-0.12, -0.78), p(-0.42, -0.7), p(-0.66, -0.56), p(-0.84, -0.3)]
    strands = [[p(0.8, -0.62), p(0.4, -0.86), p(-0.2, -0.9), p(-0.7, -0.7), p(-0.9, -0.3)],
               [p(0.75, -0.95), p(0.2, -1.12), p(-0.4, -1.05), p(-0.85, -0.7)],
               [p(0.45, -1.22), p(-0.1, -1.28), p(-0.6, -1.1)],
               [p(0.92, -0.4), p(0.86, -0.72), p(0.6, -1.0)]]
    return form(front, grey, 1.8, deep=0.4) + engrave(
        front, grey, angle=-14.0 * turn, step=6.0, bow=0.25, width=1.8, lo=0.3, cross=2.0,
        tone=0.5, edge=8.0) + "".join(
        taper(s, r * 0.07, GREY_D) for s in strands)


def face(x: float, y: float, r: float, turn: int, look: Look) -> str:
    """A face in three-quarter view towards `turn` (−1 the viewer's left, 1 the right)."""
    p = _f(x, y, r, turn)
    j = look.jaw
    c = look.chin
    outline = [p(-0.82, -0.75), p(-0.88, -0.1), p(-0.8, 0.45 * c), p(-0.55 * j, 0.9 * c),
               p(-0.1, 1.12 * c), p(0.3, 1.08 * c), p(0.62 * j, 0.8 * c), p(0.76, 0.4 * c),
               p(0.72, 0.1), p(0.84, -0.2), p(0.8, -0.8), p(0.0, -1.02)]
    fx = look.mid  # the face's middle line lies towards the far side
    out = [form(outline, SKIN, 3.0, deep=0.16)]
    # the far cheek in shade, following the cheekbone down to the jaw
    out.append(path(spline([p(0.78, 0.38), p(0.62, 0.05), p(0.5, 0.45), p(0.38, 0.98),
                            p(0.62 * j, 0.8)]), dark(SKIN, 0.14), None))
    # the ear on the near side, half under the hair
    out.append(form([p(-0.78, 0.0), p(-1.0, -0.05), p(-1.04, 0.3), p(-0.82, 0.48)], SKIN, 2.4,
                    lit=False))
    far = 0.15 + 0.05 * (0.28 - fx) / 0.28  # the far eye narrows as the face turns
    for side, ex, w in ((-1, fx - 0.4, 0.2), (1, fx + 0.3 + (0.28 - fx) * 0.3, far)):
        ey = 0.1
        lid = [p(ex - w, ey), p(ex, ey - look.eye - 0.05), p(ex + w, ey - 0.01)]
        out.append(path(spline([*lid, p(ex, ey + look.eye * 0.8)]), "#fbf4ea", None))
        out.append(circle(*p(ex + 0.05, ey - 0.005), r * 0.065, "#3b2a1e", None))
        out.append(taper(lid, r * 0.07, BLACK))
        lift = side * look.tilt
        out.append(taper([p(ex - w - 0.04, -0.17 + lift), p(ex, -0.27), p(ex + w + 0.05,
                                                                          -0.18 - lift)],
                         r * 0.09, "#6e6a62"))
        if look.age >= 1:  # lines under the eyes
            out.append(taper([p(ex - w * 0.7, ey + 0.16), p(ex + w * 0.6, ey + 0.17)],
                             r * 0.035, LINE))
    n = look.nose
    nose = [p(fx - 0.02, 0.0), p(fx + 0.05, 0.28), p(fx + 0.12 + look.hook, n - 0.04),
            p(fx + 0.04, n + 0.05)]
    out.append(taper(nose, r * 0.07, LINE, ends=(0.2, 0.6)))
    out.append(taper([p(fx - 0.18, n - 0.02), p(fx - 0.1, n + 0.06), p(fx - 0.02, n + 0.04)],
                     r * 0.06, LINE))
    m = look.mouth
    mouth_y = n + 0.24
    out.append(taper([p(fx - m - 0.05, mouth_y - 0.02), p(fx - 0.05, mouth_y + 0.02),
                      p(fx + m * 0.7, mouth_y - 0.02)], r * 0.07, "#8e2f25"))
    out.append(taper([p(fx - m * 0.5, mouth_y + 0.13), p(fx + m * 0.3, mouth_y + 0.14)],
                     r * 0.05, dark(SKIN, 0.3)))
    out.append(ellipse(*p(fx - 0.45, 0.48), r * 0.14, r * 0.1, light("#e9a88e", 0.2), None))
    if look.age >= 1:  # the fold from the nostril to the mouth's corner
        out.append(taper([p(fx - 0.25, n - 0.02), p(fx - m - 0.12, mouth_y + 0.1)],
                         r * 0.05, LINE))
    if look.age >= 2:  # and lines across the brow
        out.append(strokes([[p(-0.4, -0.55), p(0.0, -0.6), p(0.45, -0.55)],
                            [p(-0.3, -0.45), p(0.3, -0.47)]], dark(SKIN, 0.3), 1.5))
    if look.beard:
        out.append(path(spline([p(fx - m - 0.12, mouth_y + 0.02), p(fx - 0.05, mouth_y - 0.1),
                                p(fx + m + 0.08, mouth_y), p(fx - 0.05, mouth_y - 0.02)]),
                        look.grey, BLACK, 1.6))
    if look.beard >= 2:
        out.append(form([p(-0.45, 0.85), p(-0.1, 0.95), p(0.35, 0.92), p(0.5, 0.85),
                         p(0.3, 1.3), p(0.0, 1.38), p(-0.3, 1.22)], look.grey, 2.4,
                        deep=0.4))
    c = look.chin
    out.append(taper([p(fx - 0.2, c), p(fx + 0.05, 1.03 * c), p(fx + 0.22, 0.98 * c)], r * 0.04,
                     dark(SKIN, 0.25)))
    return "".join(out)


def neck(x: float, y: float, r: float, turn: int) -> str:
    p = _f(x, y, r, turn)
    return form([p(-0.42, 0.6), p(0.4, 0.6), p(0.4, 1.5), p(0.0, 1.62), p(-0.45, 1.5)], SKIN,
                3.0, lit=False, deep=0.2)


def crown(x: float, y: float, r: float, jewel: str) -> str:
    """The Re's crown: a jewelled band and a fan of sharp points, tall and short in turn,
    flaring out beyond the head, a bead on each tall one, as printed."""
    gold, gold_d = "#f2b632", "#b97f1c"
    n = 9
    pts: list[Point] = [(x - r * 1.04, y - r * 0.12)]
    veins = []
    beads: list[Point] = []
    for i in range(n):
        ub = -1.0 + 2.0 * (i + 0.5) / n  # where the point leaves the band
        ut = ub * 1.36  # the points fan out
        tall = (0.8 if i % 2 == 0 else 0.58) - 0.14 * abs(ub)
        tip = (x + ut * r, y - r * tall)
        pts += [(x + (ub - 1.0 / n) * r, y - r * 0.26), tip, (x + (ub + 1.0 / n) * r,
                                                             y - r * 0.26)]
        veins.append([(x + ub * r, y - r * 0.3), (x + (ub + ut) / 2 * r + ub * r * 0.05,
                                                   y - r * (0.3 + tall) / 2)])
        if i % 2 == 0:
            beads.append(tip)
    pts.append((x + r * 1.04, y - r * 0.12))
    band = Path().m(x - r * 1.06, y - r * 0.24).q((x, y - r * 0.38), (x + r * 1.06,
                                                                      y - r * 0.24))
    band.l((x + r * 0.98, y + r * 0.18)).q((x, y + r * 0.06), (x - r * 0.98, y + r * 0.18)).z()
    out = [path(polygon(pts), gold, BLACK, 2.4), strokes(veins, gold_d, 2.2),
           *[circle(bx, by - r * 0.02, r * 0.07, gold, BLACK, 1.4) for bx, by in beads],
           path(band, gold, BLACK, 2.6),
           strokes([[(x - r, y - r * 0.1), (x, y - r * 0.22), (x + r, y - r * 0.1)]], gold_d,
                   2.0)]
    out += [ellipse(x + u * r, y - r * 0.06 + abs(u) * r * 0.04, r * 0.1, r * 0.08,
                    jewel if k % 2 else "#2b46a8", BLACK, 1.2)
            for k, u in enumerate((-0.7, -0.35, 0.0, 0.35, 0.7))]
    return "".join(out)


def head(x: float, y: float, r: float, turn: int, look: Look, *, crowned: str = "") -> str:
    """Hair, neck, face, brow hair, and a crown when `crowned` names its jewels' colour."""
    out = [hair_back(x, y, r, turn, look), neck(x, y, r, turn), face(x, y, r, turn, look),
           hair_front(x, y, r, turn, look.grey)]
    if crowned:
        out.append(crown(x + turn * r * 0.05, y - r * 0.8, r * 1.2, crowned))
    return "".join(out)


__all__ = ["Look", "crown", "face", "hair_back", "hair_front", "head", "neck"]
