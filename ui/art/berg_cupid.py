"""The Cupid on the lid of the Bergamasche Asso di Coppe: a slim winged child, blindfolded,
striding to the left as he draws his bow.

Drawn as the printed one stands: the body turned three-quarters, the far leg forward and bent,
the near leg stretched back, one arm reaching down before his belly with the bow, the other
drawing the string to his breast; golden curls, a blue band over the eyes with its ends
flying, blue wings behind.
"""

from __future__ import annotations

import math

from ui.art.berg_engrave import engrave
from ui.art.berg_head import Look, face
from ui.art.berg_ink import form, polygon, strokes, taper
from ui.art.berg_signs import BLUE, GOLD
from ui.art.common import SKIN
from ui.art.craft import dark
from ui.art.svg import BLACK, circle, group, path

Point = tuple[float, float]
BOW = "#a8321f"
LEAN = -9.0  # degrees the body leans forward, towards the bow


def limb(joints: list[Point], widths: list[float], swell: list[float]) -> list[Point]:
    """The outline of a plump limb round a chain of joints: `widths` across each joint,
    `swell` pushing each segment's middle out (a thigh, a calf, a forearm), so the limb
    bulges between joints and narrows at knee, ankle, elbow and wrist."""
    left: list[Point] = []
    right: list[Point] = []
    for i, (jx, jy) in enumerate(joints):
        a, b = joints[max(i - 1, 0)], joints[min(i + 1, len(joints) - 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n, dx / n
        w = widths[i] / 2
        left.append((jx + nx * w, jy + ny * w))
        right.append((jx - nx * w, jy - ny * w))
        if i + 1 < len(joints):  # the swell between this joint and the next
            (kx, ky) = joints[i + 1]
            sx, sy = kx - jx, ky - jy
            m = math.hypot(sx, sy) or 1.0
            mw = (widths[i] + widths[i + 1]) / 4 + swell[i]
            mx, my = jx + sx * 0.45, jy + sy * 0.45
            left.append((mx - sy / m * mw, my + sx / m * mw))
            right.append((mx + sy / m * mw * 0.8, my - sx / m * mw * 0.8))
    return [*left, *reversed(right)]


def _flesh(joints: list[Point], widths: list[float], swell: list[float]) -> str:
    """A plump limb, finely engraved across its shadow side."""
    outline = limb(joints, widths, swell)
    (ax, ay), (bx, by) = joints[0], joints[-1]
    across = math.degrees(math.atan2(by - ay, bx - ax)) + 90
    return form(outline, SKIN, 3.0, deep=0.18) + _shade(outline, across)


def _shade(pts: list[Point], angle: float) -> str:
    """The fine, light engraving of a child's flesh: short strokes only in the shade."""
    return engrave(pts, SKIN, angle=angle, step=5.0, bow=0.18, width=1.7, lo=0.5, cross=2.0,
                   tone=0.32, edge=10.0)


def _crease(pts: list[Point]) -> str:
    return taper(pts, 3.0, dark(SKIN, 0.3))


def _hand(x: float, y: float, s: int) -> str:
    """A child's closed hand, knuckles towards `s` (−1 left, 1 right): a plump palm, the
    fingers curled round the grip, the thumb laid over them."""
    palm = [(x - 10 * s, y - 9), (x + 6 * s, y - 11), (x + 13 * s, y - 2), (x + 10 * s, y + 9),
            (x - 4 * s, y + 11), (x - 12 * s, y + 3)]
    return (form(palm, SKIN, 2.4, deep=0.18)
            + strokes([[(x + 4 * s, y - 8), (x + 9 * s, y - 1), (x + 5 * s, y + 8)],
                       [(x - 8 * s, y - 4), (x + 2 * s, y - 2), (x + 6 * s, y + 2)]],
                      dark(SKIN, 0.35), 1.6))


def cupid(x: float, y: float) -> list[str]:
    """The Cupid, his hips at (x, y), feet on the lid about 120 units lower."""
    out = []
    for s, reach in ((1, 1.0), (-1, 0.85)):  # the wings, the far one smaller
        wing = [(x + s * 10, y - 66), (x + s * 40, y - 120), (x + s * 84 * reach, y - 170),
                (x + s * 80 * reach, y - 130), (x + s * 70 * reach, y - 96),
                (x + s * 48, y - 64), (x + s * 24, y - 46)]
        out.append(form(wing, BLUE, 3.2, deep=0.35))
        out.append(engrave(wing, BLUE, angle=-s * 58.0, step=5.5, bow=0.1, width=2.2, lo=0.3,
                           cross=2.0, edge=10.0))
        out.append(strokes([[(x + s * 30, y - 66), (x + s * 56 * reach, y - 110),
                             (x + s * 78 * reach, y - 156)],
                            [(x + s * 34, y - 56), (x + s * 58 * reach, y - 84),
                             (x + s * 72 * reach, y - 112)]], dark(BLUE, 0.45), 2.0))
    wings, out = out, []
    # the near leg stretched back to a tiptoe, the far leg stepping forward, knee bent
    out.append(_flesh([(x + 16, y + 4), (x + 46, y + 56), (x + 74, y + 102)],
                      [42, 22, 13], [9, 6]))
    out.append(form([(x + 66, y + 98), (x + 84, y + 100), (x + 104, y + 118), (x + 100, y + 126),
                     (x + 78, y + 122)], SKIN, 2.4, deep=0.16))
    out.append(_crease([(x + 40, y + 58), (x + 50, y + 62), (x + 58, y + 58)]))
    out.append(_flesh([(x - 8, y + 6), (x - 68, y + 34), (x - 58, y + 104)],
                      [42, 22, 13], [9, 6]))
    out.append(form([(x - 48, y + 98), (x - 60, y + 100), (x - 88, y + 114), (x - 86, y + 124),
                     (x - 48, y + 122)], SKIN, 2.4, deep=0.16))
    out.append(_crease([(x - 80, y + 30), (x - 70, y + 38), (x - 58, y + 34)]))
    legs, out = out, []
    body = [(x - 28, y - 72), (x - 30, y - 34), (x - 26, y + 2), (x - 14, y + 22),
            (x + 6, y + 24), (x + 22, y + 10), (x + 24, y - 24), (x + 28, y - 70),
            (x + 2, y - 84)]
    out.append(form(body, SKIN, 3.4, deep=0.18))
    out.append(_shade(body, 10.0))
    out.append(_crease([(x - 30, y - 2), (x - 8, y + 12), (x + 16, y + 6)]))
    out.append(_crease([(x - 20, y - 58), (x - 6, y - 50), (x + 8, y - 54)]))
    out.append(circle(x - 4, y - 14, 2.6, dark(SKIN, 0.35), None))
    # the bow held out to the left, tilted; the string drawn back to the breast, the arrow on it
    grip: Point = (x - 84, y - 24)  # low, before his belly, as printed
    tips = [(x - 74, y - 96), (x - 2, y + 30)]
    hand_at: Point = (x + 14, y - 58)
    bow = [tips[0], (x - 98, y - 66), (x - 90, y - 24), (x - 58, y + 16), tips[1]]
    out.append(strokes([[tips[0], hand_at, tips[1]]], "#3a2a1e", 1.6))
    out.append(taper(bow, 13, BLACK, n=5, ends=(0.5, 0.5)))
    out.append(taper(bow, 8, BOW, n=5, ends=(0.5, 0.5)))
    out += [circle(tx, ty, 5, BOW, BLACK, 1.8) for tx, ty in tips]  # the curled tips
    out.append(strokes([[(x + 18, y - 58), (x - 160, y - 2)]], "#5a3a1e", 4))
    out.append(form([(x - 148, y - 16), (x - 184, y + 10), (x - 146, y + 8), (x - 156, y - 2)],
                    "#c9ccd0", 2))  # the broad iron head
    out.append(_flesh([(x - 26, y - 70), (x - 56, y - 46), (x - 76, y - 26)], [22, 17, 12],
                      [4, 3]))
    out.append(_hand(*grip, -1))
    out.append(_flesh([(x + 24, y - 72), (x + 70, y - 70), (x + 58, y - 50), hand_at],
                      [22, 18, 16, 12], [4, 0, 3]))  # elbow out, forearm back to the breast
    out.append(_crease([(x + 66, y - 76), (x + 72, y - 66), (x + 66, y - 58)]))
    out.append(_hand(*hand_at, 1))
    # the head, turned towards his bow, golden curls, the blindfold's ends flying
    hx, hy, r = x - 10, y - 114, 34
    def ring(rad: float, cy: float, angles: tuple[int, ...]) -> list[Point]:
        return [(hx + rad * math.cos(math.radians(a)), cy + rad * math.sin(math.radians(a)))
                for a in angles]

    # a cap of tight curls: a ring round the skull (behind the face), a row over the brow
    back = ring(36, hy - 6, (190, 215, 240, 265, 290, 315, 340, 5, 30, 52))
    brow = ring(24, hy - 12, (205, 240, 275, 310, 345))
    out += [circle(cx, cy, 13, GOLD, BLACK, 2.0) for cx, cy in back]
    out.append(face(hx, hy, r, -1, Look(0, 0.06, 0.0, 0.42, 0.0, 0.14, jaw=1.0, mid=0.42)))
    out += [circle(cx, cy, 11, GOLD, BLACK, 1.8) for cx, cy in brow]
    out.append(strokes([[(cx + 5, cy - 4), (cx - 2, cy - 5), (cx - 5, cy + 1), (cx + 1, cy + 4)]
                        for cx, cy in back + brow], dark(GOLD, 0.45), 1.8))
    band = [(hx - 32, hy - 4), (hx + 32, hy - 8), (hx + 33, hy + 6), (hx - 32, hy + 10)]
    out.append(path(polygon(band), BLUE, BLACK, 2.2))
    for dy, tip in ((-2, (hx + 66, hy - 22)), (4, (hx + 64, hy + 20))):  # the knot's ends
        out.append(path(polygon([(hx + 32, hy + dy - 4), tip, (tip[0] - 6, tip[1] + 8),
                                 (hx + 32, hy + dy + 5)]), dark(BLUE, 0.2), BLACK, 2))

    def lean(parts: list[str]) -> str:  # the upper body leans into the draw, over the hips
        return group(group(parts, -x, -y), x, y, LEAN)

    return [lean(wings), *legs, lean(out)]


__all__ = ["cupid"]
