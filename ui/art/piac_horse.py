"""The Piacentine Cavallo's horse: head and arched neck in profile, or seen from behind.

Drawn from the parts a rider sees: pricked ears, the flat forehead and long nasal bone to a
soft, rounded muzzle with its nostril and lip, the big round jowl, the throat latch, the neck
arching from the poll over a crest of mane locks down to the withers, the bridle with its
studs and reins. In its own units (the head is 1 long, facing right, the poll at the origin)
and posed per card by scale, side and tilt.
"""

from __future__ import annotations

import math

from ui.art.craft import Frame, bez, dark, light
from ui.art.piac_engrave import engrave
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.piac_turn import turned_bit, turned_head
from ui.art.svg import Point, circle

GOLD = "#efc63a"


class _H(Frame):
    def __init__(self, x: float, y: float, s: float, f: int, tilt: float) -> None:
        self.x, self.y, self.s, self.f = x, y, s, f
        self.c, self.sn = math.cos(math.radians(tilt)), math.sin(math.radians(tilt))

    def p(self, u: float, v: float) -> Point:
        u, v = u * self.c - v * self.sn, u * self.sn + v * self.c
        return (self.x + self.f * u * self.s, self.y + v * self.s)


def horse(x: float, y: float, s: float, f: int, coat: str, mane: str, bridle: str, *,
          neck_to: float = 500.0, tilt: float = 0.0, neck_w: float = 1.0) -> list[str]:
    """Head and neck with the poll at (x, y), `s` card units to the head's length, facing `f`;
    the neck runs down to the card's y `neck_to` (behind the saddle-cloth). A head bowed by a
    negative `tilt` is the rear-view horse's, turned round to face the viewer."""
    if tilt < 0:
        return turned_head(x, y, coat, mane, neck_to)
    h = _H(x, y, s, f, tilt)
    low = (neck_to - y) / s + 0.1  # how far down the neck runs, in head units
    lit = "R" if f > 0 else "L"
    out: list[str] = []
    k = neck_w
    neck = h.curve((-0.08, -0.04), ((-0.45 * k, -0.02), (-0.8 * k, 0.3), (-0.95 * k, low * 0.55)),
                   ((-1.02 * k, low * 0.8), (-1.05 * k, low), (-1.05 * k, low)),
                   ((-0.4, low), (0.05, low), (0.12, low)),
                   ((0.1, low * 0.7), (0.0, 0.9), (-0.12, 0.66)),
                   ((-0.1, 0.4), (-0.1, 0.1), (-0.08, -0.04)), n=7)
    out.append(form(neck, coat, lit, sw=3.4))
    out += engrave(neck, dark(coat, 0.5), 20.0 * f, 10.0, toward=0 if f < 0 else 180,
                   bow=0.1, width=3.8, start=0.3, cross=0.72)
    # the mane lying over the near side of the neck under the crest, combed in strands
    crest = [(-0.1 - 0.86 * t * k, -0.06 + 0.55 * (t * k) ** 2) for t in (j / 10 for j in
                                                                         range(11))]
    band = [h.p(u, v) for u, v in crest] + [h.p(u + 0.24 + 0.06 * j / 10, v + 0.08 + 0.1 * j / 10)
                                            for j, (u, v) in list(enumerate(crest))[::-1]]
    out.append(form(band, mane, lit, sw=2.6))
    out.append(strands([[h.p(u + 0.02, v + 0.01), h.p(u + 0.2, v + 0.14)] for u, v in crest[1:]],
                       dark(mane, 0.45), 2.4))
    # the crest of mane: locks lying along the arch, each curling down at its end
    locks = []
    for j in range(9):  # wavy locks of uneven length along the crest, curling at the ends
        t = j / 8 * k
        ln = 0.22 + 0.1 * ((j * 7) % 3)
        a = h.p(-0.1 - 0.86 * t, -0.06 + 0.55 * t * t)
        tip = h.p(-0.2 - 0.86 * t - ln * 0.6, 0.02 + 0.55 * t * t + ln)
        side = h.p(-0.04 - 0.86 * t, 0.02 + 0.55 * t * t)
        lock = [a, *bez(a, h.p(-0.3 - 0.86 * t, -0.1 + 0.55 * t * t),
                        h.p(-0.34 - 0.86 * t - ln * 0.3, 0.05 + 0.55 * t * t + ln * 0.5), tip, 5),
                *bez(tip, h.p(-0.16 - 0.86 * t - ln * 0.2, 0.02 + 0.55 * t * t + ln * 0.7),
                     h.p(-0.08 - 0.86 * t, 0.08 + 0.55 * t * t), side, 4)]
        locks.append(lock)
    for lock in locks[::-1]:
        out.append(form(lock, mane, "A", sw=2.2))
    # the head: ears, forehead, nasal bone, muzzle, lip, jaw and the round jowl
    for du, tip in ((0.1, (0.15, -0.28)), (0.0, (0.02, -0.3))):
        ear = h.curve((du - 0.07, 0.02), ((du - 0.08, -0.15), tip, tip),
                      ((tip[0] + 0.06, -0.2), (du + 0.1, -0.08), (du + 0.08, 0.04)), n=5)
        out.append(form(ear, coat, lit, sw=2.6))
        out.append(strands([h.open((du, 0.0), (du, -0.12), (tip[0] - 0.01, -0.2),
                                   (tip[0], tip[1] + 0.08), n=4)], dark(coat, 0.35), 1.8))
    head = h.curve((-0.12, 0.0), ((0.06, -0.08), (0.24, -0.02), (0.38, 0.12)),
                   ((0.52, 0.28), (0.68, 0.46), (0.8, 0.6)),
                   ((0.88, 0.68), (0.9, 0.8), (0.84, 0.88)),
                   ((0.8, 0.92), (0.74, 0.9), (0.7, 0.86)),
                   ((0.66, 0.9), (0.62, 0.94), (0.56, 0.92)),
                   ((0.46, 0.9), (0.36, 0.9), (0.24, 0.88)),
                   ((0.06, 0.86), (-0.14, 0.74), (-0.16, 0.52)),
                   ((-0.18, 0.32), (-0.18, 0.12), (-0.12, 0.0)), n=8)
    out.append(form(head, coat, lit, sw=3.8))
    out += engrave(head, dark(coat, 0.55), 50.0 * f, 8.0, toward=90 - f * 50, bow=0.06,
                   width=3.4, start=0.42, cross=0.75)
    # the big round cheek, the bone of the face, the chin groove and the lips
    jowl = h.curve((0.26, 0.34), ((0.4, 0.5), (0.34, 0.84), (0.1, 0.84)),
                   ((-0.1, 0.82), (-0.16, 0.6), (-0.08, 0.44)),
                   ((0.0, 0.32), (0.14, 0.26), (0.26, 0.34)), n=7)
    out.append(shape(jowl, dark(coat, 0.14)))
    out += engrave(jowl, dark(coat, 0.62), 120.0 * f, 7.0, toward=90 + f * 40, bow=0.12,
                   width=3.0, start=0.45, cross=None)
    out.append(strands([jowl[: len(jowl) * 2 // 3]], dark(coat, 0.5), 2.6))
    out.append(strands([h.open((0.3, 0.24), (0.42, 0.36), (0.54, 0.5), (0.66, 0.62)),
                        h.open((0.56, 0.92), (0.6, 0.86), (0.66, 0.84), (0.72, 0.88), n=4),
                        h.open((0.7, 0.86), (0.74, 0.84), (0.8, 0.84), (0.86, 0.8), n=4)],
                       dark(coat, 0.45), 2.0))
    out.append(strands([h.open((0.14, 0.04), (0.3, 0.12), (0.46, 0.3), (0.62, 0.48))],
                       light(coat, 0.45), 3.6))
    # the flared nostril, the eye under its bony brow
    out.append(shape(h.curve((0.74, 0.68), ((0.8, 0.62), (0.86, 0.68), (0.84, 0.76)),
                             ((0.8, 0.8), (0.75, 0.76), (0.74, 0.68)), n=4), "#3a2418"))
    out.append(strands([h.open((0.7, 0.62), (0.76, 0.58), (0.84, 0.6), (0.88, 0.66), n=4)],
                       dark(coat, 0.5), 2.0))
    ex, ey = h.p(0.16, 0.2)
    out.append(shape(h.curve((0.09, 0.19), ((0.13, 0.13), (0.2, 0.15), (0.24, 0.21)),
                             ((0.2, 0.26), (0.13, 0.26), (0.09, 0.19)), n=4), "#2a1a12",
                     INK, 1.8))
    out.append(circle(ex + f * s * 0.02, ey - s * 0.012, s * 0.013, "#ffffff", None))
    out.append(strands([h.open((0.04, 0.13), (0.1, 0.07), (0.2, 0.08), (0.28, 0.16), n=4)],
                       dark(coat, 0.5), 2.8))
    # the forelock: three locks tossed forward over the forehead between the ears
    for du, dv, ln in ((-0.04, -0.04, 0.3), (0.02, -0.02, 0.36), (0.06, 0.0, 0.26)):
        fore = h.curve((du, dv), ((du + 0.14, dv - 0.04), (du + 0.26, dv + ln * 0.4),
                                  (du + 0.2 + ln * 0.4, dv + ln)),
                       ((du + 0.12, dv + ln * 0.6), (du + 0.06, dv + 0.12), (du - 0.02, dv + 0.1)),
                       n=5)
        out.append(form(fore, mane, "A", sw=2.0))
    out += _bridle(h, bridle, f, s)
    return out


def _bridle(h: _H, colour: str, f: int, s: float) -> list[str]:
    """Headstall behind the ears, browband, noseband, the bit ring and its studs."""
    lines = [h.open((-0.04, 0.02), (0.02, 0.3), (0.3, 0.62), (0.5, 0.78)),
             h.open((0.0, 0.04), (0.08, 0.05), (0.16, 0.08), (0.22, 0.14), n=3),
             h.open((0.46, 0.9), (0.56, 0.76), (0.64, 0.62), (0.72, 0.54), n=4)]
    out = [strands(lines, INK, 9.0), strands(lines, colour, 5.5)]
    out += [circle(*h.p(u, v), s * 0.028, GOLD, INK, 1.4)
            for u, v in ((0.12, 0.42), (0.6, 0.69), (0.28, 0.58))]
    # the rosette where the browband meets the headstall, as on all the printed bridles
    rx, ry = h.p(0.0, 0.06)
    out += [circle(rx, ry, s * 0.055, GOLD, INK, 1.8), circle(rx, ry, s * 0.034, "#cf3a2c", INK,
                                                             1.2)]
    out.append(circle(*h.p(0.5, 0.78), s * 0.04, "none", GOLD, 4.0))
    return out


def reins(bit: Point, hand: Point, colour: str) -> list[str]:
    """The reins from the bit ring to the rider's hand, sagging a little."""
    (x0, y0), (x1, y1) = bit, hand
    sag = [bit, *bez(bit, (x0 + (x1 - x0) * 0.3, y0 + 40), (x0 + (x1 - x0) * 0.7, y1 + 30),
                     hand, 8)]
    return [strands([sag], INK, 7.0), strands([sag], colour, 4.0)]


def bit_at(x: float, y: float, s: float, f: int, tilt: float = 0.0) -> Point:
    """Where the bit ring of a head posed as `horse(x, y, s, f, tilt=tilt)` lies."""
    if tilt < 0:
        return turned_bit(x, y)
    return _H(x, y, s, f, tilt).p(0.5, 0.78)
