"""The Piacentine Cavallo's horse: head and arched neck in profile, or seen from behind.

Drawn from the parts a rider sees: pricked ears, the flat forehead and long nasal bone to a
soft, rounded muzzle with its nostril and lip, the big round jowl, the throat latch, the neck
arching from the poll over a crest of mane locks down to the withers, the bridle with its
studs and reins. In its own units (the head is 1 long, facing right, the poll at the origin)
and posed per card by scale, side and tilt.
"""

from __future__ import annotations

import math

from ui.art.craft import bez, dark, light, outline
from ui.art.piac_engrave import engrave
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.piac_turn import turned_bit, turned_head
from ui.art.svg import Point, circle

GOLD = "#efc63a"


class _H:
    def __init__(self, x: float, y: float, s: float, f: int, tilt: float) -> None:
        self.x, self.y, self.s, self.f = x, y, s, f
        self.c, self.sn = math.cos(math.radians(tilt)), math.sin(math.radians(tilt))

    def p(self, u: float, v: float) -> Point:
        u, v = u * self.c - v * self.sn, u * self.sn + v * self.c
        return (self.x + self.f * u * self.s, self.y + v * self.s)

    def curve(self, start: tuple[float, float], *segs: tuple[tuple[float, float], ...],
              n: int = 6) -> list[Point]:
        return outline(self.p(*start), *[(self.p(*a), self.p(*b), self.p(*c))
                                         for a, b, c in segs], n=n)

    def open(self, *q: tuple[float, float], n: int = 6) -> list[Point]:
        a, b, c, e = (self.p(*k) for k in q)
        return [a, *bez(a, b, c, e, n)]


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
                   ((0.1, low * 0.7), (0.0, 0.9), (-0.06, 0.62)),
                   ((-0.1, 0.4), (-0.1, 0.1), (-0.08, -0.04)), n=7)
    out.append(form(neck, coat, lit, sw=3.4))
    out += engrave(neck, dark(coat, 0.5), 20.0 * f, 10.0, toward=0 if f < 0 else 180,
                   bow=0.1, width=3.8, start=0.3, cross=0.72)
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
    for du, tip in ((0.1, (0.16, -0.34)), (0.0, (0.02, -0.36))):
        ear = h.curve((du - 0.07, 0.02), ((du - 0.08, -0.15), tip, tip),
                      ((tip[0] + 0.06, -0.2), (du + 0.1, -0.08), (du + 0.08, 0.04)), n=5)
        out.append(form(ear, coat, lit, sw=2.6))
        out.append(strands([h.open((du, 0.0), (du, -0.12), (tip[0] - 0.01, -0.2),
                                   (tip[0], tip[1] + 0.08), n=4)], dark(coat, 0.35), 1.8))
    head = h.curve((-0.1, 0.0), ((0.05, -0.06), (0.18, 0.0), (0.3, 0.14)),
                   ((0.42, 0.3), (0.56, 0.5), (0.68, 0.66)),
                   ((0.76, 0.76), (0.76, 0.86), (0.68, 0.9)),
                   ((0.63, 0.93), (0.58, 0.9), (0.55, 0.86)),
                   ((0.48, 0.84), (0.4, 0.82), (0.3, 0.78)),
                   ((0.12, 0.78), (-0.06, 0.7), (-0.1, 0.52)),
                   ((-0.14, 0.36), (-0.16, 0.12), (-0.1, 0.0)), n=7)
    out.append(form(head, coat, lit, sw=3.6))
    out += engrave(head, dark(coat, 0.5), 50.0 * f, 9.0, toward=90 - f * 60, bow=0.06,
                   width=3.4, start=0.4, cross=0.8)
    jowl = h.curve((0.24, 0.36), ((0.34, 0.48), (0.3, 0.72), (0.12, 0.74)),
                   ((-0.04, 0.72), (-0.12, 0.56), (-0.06, 0.44)),
                   ((0.02, 0.34), (0.16, 0.3), (0.24, 0.36)), n=6)
    out.append(shape(jowl, dark(coat, 0.12)))
    out.append(strands([jowl[: len(jowl) * 2 // 3]], dark(coat, 0.45), 2.0))
    out.append(strands([h.open((0.26, 0.22), (0.36, 0.34), (0.46, 0.48), (0.56, 0.62)),
                        h.open((0.5, 0.84), (0.55, 0.8), (0.6, 0.8), (0.66, 0.84), n=4)],
                       dark(coat, 0.4), 1.8))
    out.append(strands([h.open((0.12, 0.06), (0.26, 0.12), (0.4, 0.3), (0.54, 0.5))],
                       light(coat, 0.45), 3.0))
    # nostril, eye under its bony brow, forelock between the ears
    out.append(shape(h.curve((0.62, 0.7), ((0.66, 0.66), (0.7, 0.7), (0.69, 0.76)),
                             ((0.66, 0.78), (0.63, 0.76), (0.62, 0.7)), n=4), "#3a2418"))
    ex, ey = h.p(0.14, 0.22)
    out.append(shape(h.curve((0.08, 0.2), ((0.12, 0.15), (0.18, 0.17), (0.21, 0.22)),
                             ((0.17, 0.27), (0.11, 0.26), (0.08, 0.2)), n=4), "#2a1a12",
                     INK, 1.6))
    out.append(circle(ex + f * s * 0.02, ey - s * 0.012, s * 0.012, "#ffffff", None))
    out.append(strands([h.open((0.04, 0.15), (0.1, 0.1), (0.18, 0.11), (0.24, 0.18), n=4)],
                       dark(coat, 0.45), 2.2))
    fore = h.curve((0.0, -0.02), ((0.12, 0.0), (0.22, 0.1), (0.26, 0.24)),
                   ((0.16, 0.16), (0.08, 0.12), (0.02, 0.1)), n=5)
    out.append(form(fore, mane, "A", sw=2.2))
    out += _bridle(h, bridle, f, s)
    return out


def _bridle(h: _H, colour: str, f: int, s: float) -> list[str]:
    """Headstall behind the ears, browband, noseband, the bit ring and its studs."""
    lines = [h.open((-0.04, 0.02), (0.02, 0.3), (0.3, 0.62), (0.5, 0.78)),
             h.open((0.0, 0.04), (0.08, 0.05), (0.16, 0.08), (0.22, 0.14), n=3),
             h.open((0.36, 0.8), (0.44, 0.7), (0.52, 0.6), (0.6, 0.55), n=4)]
    out = [strands(lines, INK, 9.0), strands(lines, colour, 5.5)]
    out += [circle(*h.p(u, v), s * 0.028, GOLD, INK, 1.4)
            for u, v in ((0.0, 0.06), (0.12, 0.42), (0.48, 0.66), (0.28, 0.58))]
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
