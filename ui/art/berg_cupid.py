"""The Cupid on the lid of the Bergamasche Asso di Coppe: a plump winged child, blindfolded,
striding to the left as he draws his bow.

Drawn as the printed one stands: the body turned three-quarters, the far leg forward and bent,
the near leg stretched back, one arm held out with the bow, the other drawing the string to
his breast; golden curls, a blue band over the eyes with its ends flying, blue wings behind.
"""

from __future__ import annotations

from ui.art.berg_head import Look, face
from ui.art.berg_ink import form, polygon, sleeve, strokes, taper
from ui.art.berg_signs import BLUE, GOLD
from ui.art.common import SKIN
from ui.art.craft import dark
from ui.art.svg import BLACK, circle, path

Point = tuple[float, float]
BOW = "#a8321f"


def _flesh(joints: list[Point], widths: list[float]) -> str:
    return sleeve(joints, widths, SKIN, 3.0, hatched=False, deep=0.16)


def cupid(x: float, y: float) -> list[str]:
    """The Cupid, his hips at (x, y), feet on the lid about 140 units lower."""
    out = []
    for s, reach in ((1, 1.0), (-1, 0.85)):  # the wings, the far one smaller
        wing = [(x + s * 10, y - 66), (x + s * 40, y - 120), (x + s * 84 * reach, y - 170),
                (x + s * 80 * reach, y - 130), (x + s * 70 * reach, y - 96),
                (x + s * 48, y - 64), (x + s * 24, y - 46)]
        out.append(form(wing, BLUE, 3.2, deep=0.35))
        out.append(strokes([[(x + s * 30, y - 66), (x + s * 56 * reach, y - 110),
                             (x + s * 78 * reach, y - 156)],
                            [(x + s * 34, y - 56), (x + s * 58 * reach, y - 84),
                             (x + s * 72 * reach, y - 112)]], dark(BLUE, 0.45), 2.0))
    # the far leg forward and bent, the near leg stretched back
    out.append(_flesh([(x - 8, y + 4), (x - 50, y + 46), (x - 44, y + 82), (x - 42, y + 108)],
                      [54, 40, 28, 22]))
    out.append(form([(x - 60, y + 104), (x - 30, y + 102), (x - 24, y + 120), (x - 62, y + 122)],
                    SKIN, 2.4, lit=False, deep=0.16))
    out.append(_flesh([(x + 16, y + 2), (x + 52, y + 40), (x + 70, y + 76), (x + 86, y + 106)],
                      [56, 42, 28, 22]))
    out.append(form([(x + 74, y + 102), (x + 104, y + 106), (x + 106, y + 122),
                     (x + 72, y + 120)], SKIN, 2.4, lit=False, deep=0.16))
    body = [(x - 30, y - 64), (x - 44, y - 26), (x - 36, y + 12), (x - 14, y + 28),
            (x + 22, y + 26), (x + 44, y + 4), (x + 42, y - 34), (x + 28, y - 68),
            (x - 2, y - 78)]
    out.append(form(body, SKIN, 3.4, deep=0.16))
    out.append(taper([(x - 16, y - 4), (x + 2, y + 8), (x + 22, y - 2)], 3.0, dark(SKIN, 0.25)))
    out.append(circle(x + 4, y - 12, 2.6, dark(SKIN, 0.35), None))
    # the bow held out to the left, the string drawn back to the breast, the arrow laid on it
    grip: Point = (x - 118, y - 62)
    tips = [(x - 96, y - 150), (x - 100, y + 24)]
    hand_at: Point = (x - 4, y - 60)
    out.append(strokes([[tips[0], hand_at, tips[1]]], "#3a2a1e", 1.6))
    out.append(taper([tips[0], (x - 138, y - 120), (x - 150, y - 62), (x - 136, y - 4),
                      tips[1]], 12, BLACK, ends=(0.4, 0.4)))
    out.append(taper([tips[0], (x - 138, y - 120), (x - 150, y - 62), (x - 136, y - 4),
                      tips[1]], 7, BOW, ends=(0.4, 0.4)))
    out.append(strokes([[(x + 8, y - 60), (x - 186, y - 62)]], "#5a3a1e", 4))
    out.append(form([(x - 186, y - 70), (x - 208, y - 62), (x - 186, y - 54)], GOLD, 2))
    out.append(_flesh([(x - 24, y - 66), (x - 70, y - 64), grip], [30, 24, 18]))
    out.append(circle(*grip, 10, SKIN, BLACK, 2.4))
    out.append(_flesh([(x + 28, y - 62), (x + 38, y - 36), hand_at], [30, 24, 18]))
    out.append(circle(*hand_at, 10, SKIN, BLACK, 2.4))
    # the head, turned towards his bow, golden curls, the blindfold's ends flying
    hx, hy, r = x - 6, y - 116, 38
    curls = [(hx - 32, hy - 26), (hx - 12, hy - 40), (hx + 12, hy - 40), (hx + 32, hy - 28),
             (hx + 40, hy - 4), (hx + 36, hy + 18)]
    out += [circle(cx, cy, 15, GOLD, BLACK, 2.2) for cx, cy in curls]
    out.append(face(hx, hy, r, -1, Look(0, 0.06, 0.0, 0.42, 0.0, 0.14, jaw=1.1)))
    out += [circle(cx, cy + 2, 12, GOLD, None) for cx, cy in curls[:4]]
    out.append(strokes([[(cx - 6, cy + 2), (cx, cy - 6), (cx + 6, cy + 2)]
                        for cx, cy in curls], dark(GOLD, 0.4), 1.8))
    band = [(hx - 32, hy - 4), (hx + 32, hy - 8), (hx + 33, hy + 6), (hx - 32, hy + 10)]
    out.append(path(polygon(band), BLUE, BLACK, 2.2))
    for dy, tip in ((-2, (hx + 66, hy - 22)), (4, (hx + 64, hy + 20))):  # the knot's ends
        out.append(path(polygon([(hx + 32, hy + dy - 4), tip, (tip[0] - 6, tip[1] + 8),
                                 (hx + 32, hy + dy + 5)]), dark(BLUE, 0.2), BLACK, 2))
    return out


__all__ = ["cupid"]
