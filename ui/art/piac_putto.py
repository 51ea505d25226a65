"""The Asso di Spade's cherub's head: a child's face nearly full front, in tousled locks.

A child is not a small man: the face is round and wide at the cheeks, the features sit low
and close (big dark eyes under soft brows, a button nose, a small bow mouth, a round chin
over a second one), and the hair is loose, soft locks that flick out in every direction,
each a tapered comma of its own, over a darker mass behind.
"""

from __future__ import annotations

import math

from ui.art.craft import bez, dark, light, outline
from ui.art.piac_engrave import engrave, sliver
from ui.art.piac_shade import INK, d, fill, form, shape, strands
from ui.art.svg import Point, circle, path

HAIR = "#9b947f"
LIPS = "#c8504a"
BLUSH = "#e98f7c"
#: the cherub's flesh: warmer and ruddier than the courts' faces, as the print colours it
FLESH = "#efbf93"


def _lock(x: float, y: float, ang: float, ln: float, w: float, curl: float) -> list[Point]:
    """A lock of hair from its root at (x, y) out along `ang` degrees, curling by `curl`
    degrees towards its tip: a comma, thick near the root, pointed at the tip."""
    a0, a1 = math.radians(ang), math.radians(ang + curl)
    p1 = (x + math.cos(a0) * ln * 0.45, y + math.sin(a0) * ln * 0.45)
    tip = (x + math.cos(a0) * ln * 0.6 + math.cos(a1) * ln * 0.5,
           y + math.sin(a0) * ln * 0.6 + math.sin(a1) * ln * 0.5)
    p2 = (tip[0] - math.cos(a1) * ln * 0.25, tip[1] - math.sin(a1) * ln * 0.25)
    spine = [(x, y), *bez((x, y), p1, p2, tip, 8)]
    n = len(spine) - 1
    widths = [w * math.sin(math.pi * (0.25 + 0.75 * i / n)) ** 0.8 + 0.5 for i in range(n + 1)]
    return sliver(spine, widths)


#: the fringe over the forehead: root, angle, length, curl (in head radii and degrees)
_FRINGE = (
    (-0.62, -0.5, 100, 0.42, 80), (-0.3, -0.62, 70, 0.4, -80), (0.02, -0.64, 110, 0.38, 80),
    (0.34, -0.6, 75, 0.4, -85), (0.62, -0.48, 105, 0.36, 75), (-0.84, -0.2, 95, 0.38, 70),
    (0.82, -0.2, 80, 0.36, -70),
)


def _round_locks() -> tuple[tuple[float, float, float, float, float], ...]:
    """Locks all round the crown, flicking out and curling, alternately left and right."""
    out = []
    for k in range(16):
        a = math.pi * (0.9 + 1.2 * k / 15)  # from below the left ear over the top to the right
        ang = math.degrees(a) + (60 if k % 2 else -50) + 10 * ((k * 7) % 3 - 1)
        out.append((0.8 * math.cos(a), -0.16 + 0.78 * math.sin(a), ang,
                    0.5 + 0.12 * ((k * 5) % 3), 90.0 if k % 2 else -80.0))
    return tuple(out)


_LOCKS = _round_locks()


def putto_head(hx: float, hy: float, r: float) -> list[str]:
    """The head centred at (hx, hy), `r` its radius, turned a little to the viewer's right,
    lit from the upper left."""
    out: list[str] = []
    ox = r * 0.1  # the features' centre, a little to the right: the head turns that way
    mass = [(hx - r * 0.06 + r * 1.2 * math.cos(a) * (1 + 0.09 * abs(math.sin(4.5 * a))),
             hy - r * 0.28 + r * 1.04 * math.sin(a) * (1 + 0.09 * abs(math.sin(4.5 * a))))
            for a in (math.pi * 2 * k / 72 for k in range(72))]
    out.append(form(mass, dark(HAIR, 0.2), "A", sw=2.4))
    out += _locks(hx, hy, r, _LOCKS)
    # the near ear on the left, half under the hair
    ear = outline((hx - r * 0.86, hy - r * 0.05), ((hx - r * 1.08, hy - r * 0.12),
                                                   (hx - r * 1.1, hy + r * 0.3),
                                                   (hx - r * 0.84, hy + r * 0.34)), n=6)
    out.append(form(ear, FLESH, "A", sw=2.2))
    face = outline((hx - r * 0.86, hy - r * 0.4),
                   ((hx - r * 0.98, hy + r * 0.1), (hx - r * 0.96, hy + r * 0.5),
                    (hx - r * 0.62, hy + r * 0.8)),
                   ((hx - r * 0.36, hy + r * 1.02), (hx + ox - r * 0.1, hy + r * 1.04),
                    (hx + ox + r * 0.18, hy + r * 0.98)),
                   ((hx + r * 0.62, hy + r * 0.86), (hx + r * 0.92, hy + r * 0.5),
                    (hx + r * 0.9, hy + r * 0.05)),
                   ((hx + r * 0.88, hy - r * 0.5), (hx + r * 0.4, hy - r * 0.82),
                    (hx, hy - r * 0.8)),
                   ((hx - r * 0.4, hy - r * 0.8), (hx - r * 0.76, hy - r * 0.66),
                    (hx - r * 0.86, hy - r * 0.4)), n=7)
    out.append(form(face, FLESH, "A", sw=2.8, swell=0.6))
    # the shade down the far cheek and under the chin, a glaze
    out.append(shape([*bez((hx + r * 0.5, hy - r * 0.6), (hx + r * 0.9, hy - r * 0.2),
                           (hx + r * 0.86, hy + r * 0.6), (hx + ox + r * 0.1, hy + r * 1.0), 8),
                      *bez((hx + ox + r * 0.1, hy + r * 1.0), (hx + r * 0.6, hy + r * 0.6),
                           (hx + r * 0.7, hy), (hx + r * 0.5, hy - r * 0.6), 8)],
                     dark(FLESH, 0.35), opacity=0.45))
    for bx, by, br in ((hx - r * 0.48, hy + r * 0.46, r * 0.26), (hx + r * 0.62, hy + r * 0.44,
                                                                  r * 0.2)):
        out.append(shape([(bx + br * math.cos(a), by + br * 0.7 * math.sin(a))
                          for a in (math.pi * k / 8 for k in range(16))], BLUSH, opacity=0.14))
    out += engrave(face, dark(FLESH, 0.5), 70.0, r * 0.12, toward=20.0, bow=0.1,
                   width=r * 0.04, start=0.5, cross=None, opacity=0.55)
    out += _features(hx + ox, hy, r)
    out += _locks(hx, hy, r, _FRINGE)
    return out


def _locks(hx: float, hy: float, r: float,
           spec: tuple[tuple[float, float, float, float, float], ...]) -> list[str]:
    out: list[str] = []
    parting = []
    for u, v, ang, ln, curl in spec:
        x, y = hx + u * r, hy - r * 0.2 + v * r
        lock = _lock(x, y, ang, ln * r, r * 0.2, curl)
        out.append(path(d(lock), fill(HAIR, "A"), dark(HAIR, 0.5), 1.5))
        n = len(lock) // 2  # a strand down the lock's middle, from its root to near its tip
        parting.append([((lock[i][0] + lock[-1 - i][0]) / 2, (lock[i][1] + lock[-1 - i][1]) / 2)
                        for i in range(1, n - 2)])
    out.append(strands(parting, dark(HAIR, 0.35), 1.6))
    return out


def _features(fx: float, hy: float, r: float) -> list[str]:
    """Brows, big dark eyes, the button nose, the small bow mouth, the chin."""
    out: list[str] = []
    for ex, w in ((fx - r * 0.36, r * 0.34), (fx + r * 0.36, r * 0.3)):
        ey = hy + r * 0.08
        eye = outline((ex - w / 2, ey), ((ex - w / 4, ey - w * 0.42), (ex + w / 4, ey - w * 0.42),
                                         (ex + w / 2, ey)),
                      ((ex + w / 4, ey + w * 0.3), (ex - w / 4, ey + w * 0.3), (ex - w / 2, ey)),
                      n=5)
        out.append(shape(eye, "#fbf6ee", INK, 1.6))
        out.append(circle(ex + w * 0.06, ey - w * 0.02, w * 0.24, "#4a3222", INK, 1.0))
        out.append(circle(ex + w * 0.06, ey - w * 0.02, w * 0.11, "#140c08", None))
        out.append(circle(ex - w * 0.02, ey - w * 0.1, w * 0.06, "#ffffff", None))
        out.append(strands([bez((ex - w * 0.56, ey + w * 0.02), (ex - w * 0.3, ey - w * 0.5),
                                (ex + w * 0.3, ey - w * 0.5), (ex + w * 0.56, ey + w * 0.04), 5)],
                           INK, 2.6))
        out.append(strands([bez((ex - w * 0.5, ey - w * 0.72), (ex - w * 0.2, ey - w * 0.95),
                                (ex + w * 0.25, ey - w * 0.95), (ex + w * 0.55, ey - w * 0.7),
                                5)], dark(HAIR, 0.35), 2.4))
    # the button nose: its shadow side, the tip, a nostril
    out.append(strands([bez((fx + r * 0.04, hy + r * 0.16), (fx + r * 0.12, hy + r * 0.28),
                            (fx + r * 0.14, hy + r * 0.36), (fx + r * 0.06, hy + r * 0.42), 5),
                        bez((fx - r * 0.1, hy + r * 0.42), (fx - r * 0.06, hy + r * 0.46),
                            (fx, hy + r * 0.46), (fx + r * 0.04, hy + r * 0.43), 3)],
                       dark(FLESH, 0.4), 2.0))
    # the small bow mouth, the lower lip full, the dimple under it
    mx, my, mw = fx - r * 0.02, hy + r * 0.62, r * 0.17
    upper = outline((mx - mw, my), ((mx - mw * 0.5, my - mw * 0.5), (mx - mw * 0.1, my - mw * 0.3),
                                    (mx, my - mw * 0.2)),
                    ((mx + mw * 0.1, my - mw * 0.3), (mx + mw * 0.5, my - mw * 0.5),
                     (mx + mw, my)),
                    ((mx + mw * 0.4, my + mw * 0.1), (mx - mw * 0.4, my + mw * 0.1),
                     (mx - mw, my)), n=4)
    lower = outline((mx - mw * 0.7, my + mw * 0.05), ((mx - mw * 0.4, my + mw * 0.6),
                                                      (mx + mw * 0.4, my + mw * 0.6),
                                                      (mx + mw * 0.7, my + mw * 0.05)), n=5)
    out.append(shape(lower, light(LIPS, 0.15), None))
    out.append(shape(upper, LIPS, dark(LIPS, 0.35), 1.2))
    out.append(strands([[(mx - mw * 1.05, my - mw * 0.05), (mx, my + mw * 0.08),
                         (mx + mw * 1.05, my - mw * 0.05)]], dark(LIPS, 0.45), 1.6))
    out.append(strands([bez((fx - r * 0.12, hy + r * 0.86), (fx - r * 0.04, hy + r * 0.9),
                            (fx + r * 0.06, hy + r * 0.9), (fx + r * 0.12, hy + r * 0.86), 3)],
                       dark(FLESH, 0.3), 1.8))
    return out
