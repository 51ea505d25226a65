"""The Cavallo di Denari's horse head, turned out past the rider to face the viewer.

On the printed card the horse is seen from behind and bends its neck round, so the head comes
at us nearly from the front and bowed: both ears pricked, the broad flat forehead under a
forelock, the near eye on the side of the face and the far one on its edge, the nasal bone
narrowing to a rounded muzzle with two nostrils, the round jowl of the near side, the mane
down the crest of the neck, a blue bridle and a fringed collar where the neck meets the body.
"""

from __future__ import annotations

import math

from ui.art.craft import Frame, bez, dark, light
from ui.art.piac_engrave import engrave
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.svg import Point, circle

BLUE, GOLD = "#3d6cb3", "#efc63a"
#: the head's length in card units, and its poll and muzzle relative to the (x, y) a
#: profile head would take
LENGTH = 182.0
POLL = (26.0, -26.0)
MUZZLE = (-26.0, 150.0)


class _Face(Frame):
    """The head's frame: u across the face (+ to the near, right side), v down it from the
    poll (0) to the muzzle (1), both in head lengths."""

    def __init__(self, x: float, y: float) -> None:
        self.px, self.py = x + POLL[0], y + POLL[1]
        ax, ay = MUZZLE[0] - POLL[0], MUZZLE[1] - POLL[1]
        ln = math.hypot(ax, ay)
        self.ax, self.ay = ax / ln * LENGTH, ay / ln * LENGTH

    def p(self, u: float, v: float) -> Point:
        return (self.px + v * self.ax + u * self.ay, self.py + v * self.ay - u * self.ax)


def turned_bit(x: float, y: float) -> Point:
    """Where the reins leave the bit, at the near corner of the mouth."""
    return _Face(x, y).p(0.2, 0.9)


def turned_head(x: float, y: float, coat: str, mane: str, neck_to: float) -> list[str]:
    """The neck rising from `neck_to` and the head bowed towards the viewer, placed where a
    profile head with its poll at (x, y) would be."""
    h = _Face(x, y)
    out: list[str] = []
    # the neck: from behind the head, the crest swelling out on the near side, down to the body
    neck = h.curve((-0.16, 0.42), ((-0.3, 0.8), (-0.46, 1.2), (-0.5, (neck_to - h.py) / LENGTH)),
                   ((0.0, (neck_to - h.py) / LENGTH + 0.1), (0.5, (neck_to - h.py) / LENGTH),
                    (0.48, (neck_to - h.py) / LENGTH - 0.1)),
                   ((0.52, 0.9), (0.5, 0.3), (0.28, -0.02)),
                   ((0.1, 0.1), (-0.1, 0.2), (-0.16, 0.42)), n=8)
    out.append(form(neck, dark(coat, 0.1), "R", sw=3.4))
    out += engrave(neck, dark(coat, 0.55), 72.0, 9.0, toward=200.0, bow=0.12, width=3.6,
                   start=0.35, cross=0.75)
    # the mane down the crest: locks falling outwards from the near side of the neck
    locks = []
    for j in range(13):
        t = j / 12
        v = -0.04 + 1.08 * t
        u = 0.26 + 0.16 * math.sin(math.pi * min(1.0, t * 1.1)) + 0.04 * t
        ln = 0.2 + 0.07 * ((j * 5) % 3)
        a, b = h.p(u - 0.05, v), h.p(u + ln * 0.7, v + ln)
        locks.append([a, *bez(a, h.p(u + 0.08, v - 0.02), h.p(u + ln * 0.6, v + ln * 0.4), b, 4),
                      *bez(b, h.p(u + ln * 0.3, v + ln * 0.7), h.p(u, v + 0.1),
                           h.p(u - 0.06, v + 0.07), 4)])
    for lock in locks[::-1]:
        out.append(form(lock, mane, "A", sw=2.2))
    out.append(strands([lk[1:6] for lk in locks], light(mane, 0.3), 1.6))
    # the ears, pricked forward, the far one a little smaller
    for u0, u1, tip in ((-0.2, -0.03, (-0.17, -0.26)), (0.06, 0.26, (0.2, -0.3))):
        ear = h.curve((u0, 0.04), ((u0 - 0.02, -0.1), (tip[0] - 0.05, tip[1] + 0.04), tip),
                      ((tip[0] + 0.06, tip[1] + 0.06), (u1 + 0.02, -0.08), (u1, 0.04)), n=5)
        out.append(form(ear, coat, "A", sw=2.6))
        mid = (u0 + u1) / 2
        out.append(shape(h.curve((mid - 0.04, 0.02), ((mid - 0.04, -0.08), tip, tip),
                                 ((mid + 0.04, -0.1), (mid + 0.04, -0.04), (mid + 0.03, 0.02)),
                                 n=4), dark(coat, 0.45)))
    # the face: broad at the eyes, narrowing down the nasal bone, the muzzle rounded
    face = h.curve((-0.18, 0.02), ((-0.02, -0.03), (0.16, -0.03), (0.28, 0.04)),
                   ((0.36, 0.14), (0.4, 0.3), (0.38, 0.44)),
                   ((0.34, 0.56), (0.2, 0.62), (0.17, 0.72)),
                   ((0.16, 0.8), (0.22, 0.88), (0.17, 0.97)),
                   ((0.12, 1.04), (-0.12, 1.04), (-0.17, 0.97)),
                   ((-0.22, 0.88), (-0.16, 0.8), (-0.15, 0.72)),
                   ((-0.16, 0.56), (-0.22, 0.4), (-0.26, 0.24)),
                   ((-0.28, 0.14), (-0.26, 0.05), (-0.18, 0.02)), n=7)
    out.append(form(face, coat, "A", sw=3.6))
    # the far side of the face in shade, the near cheek's round jowl
    far = h.curve((-0.28, 0.1), ((-0.12, 0.2), (-0.1, 0.6), (-0.1, 0.98)),
                  ((-0.16, 1.0), (-0.24, 0.9), (-0.2, 0.7)), ((-0.2, 0.5), (-0.3, 0.3),
                                                               (-0.28, 0.1)), n=6)
    out.append(shape(far, dark(coat, 0.5), opacity=0.35))
    out += engrave(face, dark(coat, 0.55), 80.0, 8.0, toward=180.0, bow=0.06, width=3.2,
                   start=0.55, cross=0.85)
    jowl = h.curve((0.22, 0.22), ((0.38, 0.2), (0.42, 0.46), (0.3, 0.56)),
                   ((0.22, 0.6), (0.16, 0.5), (0.16, 0.4)), ((0.16, 0.3), (0.18, 0.24),
                                                              (0.22, 0.22)), n=5)
    out.append(shape(jowl, dark(coat, 0.1)))
    out.append(strands([jowl[4:]], dark(coat, 0.5), 2.2))
    out += engrave(jowl, dark(coat, 0.6), 60.0, 7.0, toward=40.0, bow=0.1, width=2.8,
                   start=0.45, cross=None)
    # the light down the nasal bone, the muzzle's soft grey, nostrils and the mouth
    out.append(strands([h.open((0.02, 0.1), (0.04, 0.3), (0.02, 0.5), (0.0, 0.74))],
                       light(coat, 0.5), 6.0))
    muzzle = h.curve((-0.17, 0.8), ((-0.06, 0.76), (0.08, 0.76), (0.18, 0.8)),
                     ((0.22, 0.9), (0.16, 1.04), (0.0, 1.04)),
                     ((-0.16, 1.04), (-0.22, 0.9), (-0.17, 0.8)), n=5)
    out.append(shape(muzzle, dark(coat, 0.25), opacity=0.6))
    for su in (-1, 1):  # the nostrils: flared commas, a rim of light above each
        out.append(shape(h.curve((su * 0.08, 0.87), ((su * 0.13, 0.85), (su * 0.15, 0.89),
                                                      (su * 0.13, 0.93)),
                                 ((su * 0.11, 0.91), (su * 0.09, 0.9), (su * 0.08, 0.87)),
                                 n=4), "#3a2418"))
        out.append(strands([h.open((su * 0.06, 0.85), (su * 0.1, 0.82), (su * 0.15, 0.83),
                                   (su * 0.17, 0.88), n=4)], light(coat, 0.4), 2.2))
    out.append(strands([h.open((-0.12, 0.99), (-0.04, 1.01), (0.06, 1.01), (0.13, 0.99), n=4)],
                       "#3a2418", 2.2))
    # the eyes: the near one on the side of the face, the far one on its edge, bony brows
    for u, s in ((0.25, 1.0), (-0.2, 0.7)):
        eye = h.curve((u - 0.06 * s, 0.25), ((u - 0.03 * s, 0.2), (u + 0.04 * s, 0.2),
                                             (u + 0.07 * s, 0.24)),
                      ((u + 0.03 * s, 0.28), (u - 0.03 * s, 0.29), (u - 0.06 * s, 0.25)), n=4)
        out.append(shape(eye, "#2a1a12", INK, 1.6))
        ex, ey = h.p(u + 0.01 * s, 0.235)
        out.append(circle(ex, ey, 2.6 * s, "#ffffff", None))
        out.append(strands([h.open((u - 0.09 * s, 0.2), (u - 0.04 * s, 0.15),
                                   (u + 0.04 * s, 0.15), (u + 0.1 * s, 0.2), n=4)],
                           dark(coat, 0.5), 2.4))
    # the forelock falling between the ears on to the forehead
    fore = h.curve((-0.1, -0.02), ((0.0, -0.08), (0.12, -0.06), (0.14, 0.0)),
                   ((0.12, 0.08), (0.06, 0.14), (0.02, 0.2)),
                   ((-0.02, 0.12), (-0.1, 0.06), (-0.1, -0.02)), n=5)
    out.append(form(fore, mane, "A", sw=2.2))
    out.append(strands([h.open((0.0, -0.04), (0.02, 0.04), (0.04, 0.1), (0.03, 0.16), n=4)],
                       light(mane, 0.3), 1.6))
    out += _bridle(h)
    out += _collar(h, neck_to)
    return out


def _bridle(h: _Face) -> list[str]:
    """Headstall behind the ears down the near cheek, browband, noseband, studs, bit ring."""
    lines = [h.open((0.27, 0.04), (0.32, 0.3), (0.26, 0.6), (0.19, 0.8)),
             h.open((-0.22, 0.08), (-0.06, 0.04), (0.12, 0.04), (0.28, 0.08), n=4),
             h.open((-0.17, 0.76), (-0.06, 0.72), (0.08, 0.72), (0.19, 0.78), n=4)]
    out = [strands(lines, INK, 10.0), strands(lines, BLUE, 6.5)]
    out += [circle(*h.p(u, v), 4.2, GOLD, INK, 1.4)
            for u, v in ((0.27, 0.08), (0.02, 0.05), (-0.06, 0.72), (0.08, 0.72), (0.3, 0.36))]
    out.append(circle(*h.p(0.2, 0.9), 7.0, "none", GOLD, 4.0))
    return out


def _collar(h: _Face, neck_to: float) -> list[str]:
    """A blue collar round the foot of the neck, fringed with hanging tassels."""
    (x0, y0), (x1, y1) = h.p(-0.46, (neck_to - 24 - h.py) / LENGTH), h.p(0.6, (neck_to - 6
                                                                              - h.py) / LENGTH)
    top = [(x0, y0), *bez((x0, y0), (x0 + 40, y0 + 12), (x1 - 40, y1 + 6), (x1, y1), 6)]
    band = [*top, *[(x, y + 18) for x, y in top[::-1]]]
    out = [form(band, BLUE, "V", sw=2.6)]
    fringe = []
    for i in range(len(top) * 2 - 1):
        t = i / (len(top) * 2 - 2)
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + 18 + 6 * math.sin(math.pi * t)
        ln = 20 + 8 * ((i * 7) % 3)
        fringe.append([(x - 3, y), (x - 4, y + ln - 6), (x, y + ln), (x + 4, y + ln - 6),
                       (x + 3, y)])
    out += [shape(fr, dark(BLUE, 0.1), INK, 1.4) for fr in fringe]
    out.append(strands([[(x, y + 9) for x, y in top]], GOLD, 3.0))
    return out
