"""The Asso di Spade's cherub's head: a child's face nearly full front, in soft curls.

A child is not a small man: the face is round and wide at the cheeks, the features sit low
and close (big dark eyes in softly shaded sockets under soft brows, a button nose, a small
bow mouth, a round chin over a second one), and the hair is a soft cloud of curls, each a
C of hair, thick ones falling on to the forehead.
"""

from __future__ import annotations

import math

from ui.art.craft import bez, dark, light, outline
from ui.art.piac_engrave import engrave
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.svg import circle, path

HAIR = "#9b947f"
LIPS = "#c8504a"
BLUSH = "#e98f7c"
#: the cherub's flesh: warmer and ruddier than the courts' faces, as the print colours it
FLESH = "#efbf93"


def putto_head(hx: float, hy: float, r: float) -> list[str]:
    """The head centred at (hx, hy), `r` its radius, turned a little to the viewer's right,
    lit from the upper left."""
    out: list[str] = []
    ox = r * 0.1  # the features' centre, a little to the right: the head turns that way
    mass = [(hx - r * 0.06 + r * 1.2 * math.cos(a) * (1 + 0.09 * abs(math.sin(4.5 * a))),
             hy - r * 0.28 + r * 1.04 * math.sin(a) * (1 + 0.09 * abs(math.sin(4.5 * a))))
            for a in (math.pi * 2 * k / 72 for k in range(72))]
    out.append(form(mass, dark(HAIR, 0.12), "A", sw=2.4))
    out += _curls(hx, hy, r)
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
    out += engrave(face, dark(FLESH, 0.5), 70.0, r * 0.1, toward=20.0, bow=0.1,
                   width=r * 0.035, start=0.62, cross=None, opacity=0.5)
    # the eye sockets in soft shade under the brows, the shadow beside and under the nose
    fx = hx + ox
    for ex, w in ((fx - r * 0.36, r * 0.3), (fx + r * 0.36, r * 0.26)):
        out.append(shape([(ex + w * 0.95 * math.cos(a), hy + r * 0.04 + w * 0.62 * math.sin(a))
                          for a in (math.pi * k / 10 for k in range(20))], dark(FLESH, 0.4),
                         opacity=0.3))
    out.append(shape([(fx + r * 0.05, hy + r * 0.14), (fx + r * 0.16, hy + r * 0.3),
                      (fx + r * 0.18, hy + r * 0.42), (fx + r * 0.02, hy + r * 0.48),
                      (fx + r * 0.08, hy + r * 0.34)], dark(FLESH, 0.4), opacity=0.45))
    out += _features(fx, hy, r)
    out += _fringe(hx, hy, r)
    return out


def _curls(hx: float, hy: float, r: float) -> list[str]:
    """Soft curls over the hair's mass: short hooked strokes, dark in the shade and pale
    where the light catches them, no outlines (the print's hair is a soft cloud)."""
    dark_: list[str] = []
    pale: list[str] = []
    rc = r * 0.15
    for k in range(20):
        a = math.pi * (0.88 + 1.24 * k / 19)  # round the crown, from ear to ear
        rr = 0.9 + 0.16 * ((k * 0.618) % 1.0)  # scattered across the band of hair
        x = hx - r * 0.06 + rr * r * 1.2 * math.cos(a)
        y = hy - r * 0.28 + rr * r * 1.04 * math.sin(a)
        t0 = a + math.pi * 0.6 * ((k % 3) - 1)
        t1 = t0 + math.pi * 1.3  # a C of hair, open on one side
        x0, y0 = x + rc * math.cos(t0), y + rc * math.sin(t0)
        dx, dy = rc * (math.cos(t1) - math.cos(t0)), rc * (math.sin(t1) - math.sin(t0))
        arc = f"M{x0:.1f},{y0:.1f}a{rc:.1f},{rc:.1f} 0 1,1 {dx:.1f},{dy:.1f}"
        (pale if math.cos(a) + math.sin(a) < -0.9 else dark_).append(arc)
    return [path("".join(dark_), "none", dark(HAIR, 0.45), r * 0.05),
            path("".join(pale), "none", light(HAIR, 0.45), r * 0.045)]

def _fringe(hx: float, hy: float, r: float) -> list[str]:
    """Curls falling on to the forehead along the hairline, thick, in the hair's own tone
    with a darker underside."""
    rc = r * 0.14
    arcs, shade = [], []
    for k in range(7):
        u = -0.72 + 0.24 * k
        x, y = hx + u * r, hy - r * (0.74 - 0.22 * u * u) + (r * 0.05 if k % 2 else 0.0)
        t0 = math.pi * (1.1 if k % 2 else 0.2)
        t1 = t0 + math.pi * 1.25
        x0, y0 = x + rc * math.cos(t0), y + rc * math.sin(t0)
        dx, dy = rc * (math.cos(t1) - math.cos(t0)), rc * (math.sin(t1) - math.sin(t0))
        arcs.append(f"M{x0:.1f},{y0:.1f}a{rc:.1f},{rc:.1f} 0 1,1 {dx:.1f},{dy:.1f}")
        shade.append(f"M{x0:.1f},{y0 + r * 0.03:.1f}a{rc:.1f},{rc:.1f} 0 1,1 {dx:.1f},{dy:.1f}")
    return [path("".join(shade), "none", dark(HAIR, 0.45), r * 0.1),
            path("".join(arcs), "none", light(HAIR, 0.1), r * 0.07)]


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
                       dark(FLESH, 0.5), r * 0.05))
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
