"""One half of the Napoletane double eagle (Asso di Denari), in rounded forms.

The eagle's red body rings the upper loop of the figure eight; each half has a wing whose
feathers fan out past its outer edge with dark tips, long dark primaries below, a short
feathered yellow neck and a large head looking outward with a hooked, open beak, a red tongue
and a crest at the nape; a red thigh whose talons grip the lower loop.
"""

from __future__ import annotations

import itertools
import math

from ui.art.craft import FINE, INK, MEDIUM, dark, flip, limb, shape
from ui.art.nap_shade import flat, form, line, spline
from ui.art.nap_signs import CRIMSON, GOLD, LEMON, W
from ui.art.svg import Path, Point, circle, path

CX = W / 2
BLACK_WING = "#1f1b18"  # the black lower feathers of the eagle's wing, as printed
LW = 7.0


#: the wing's outer edge (left half, from the neck round to the thigh): the shoulder raised
#: high and standing out, the side falling nearly straight, then curving in to the thigh
OUTER: list[Point] = [(CX - 96, 196), (CX - 150, 170), (CX - 205, 158), (CX - 242, 188),
                      (CX - 256, 260), (CX - 258, 380), (CX - 242, 452), (CX - 202, 512),
                      (CX - 150, 546)]
UP = 372.0  # the upper loop's centre


def _polar(p: Point) -> tuple[float, float]:
    return (math.degrees(math.atan2(p[1] - UP, p[0] - CX)) % 360,
            math.hypot(p[0] - CX, p[1] - UP))


def _reach(t: float) -> float:
    """The wing's outer radius at angle t (degrees round the upper loop's centre, 180 =
    level on the left), read off the outer edge."""
    pol = [_polar(p) for p in OUTER]
    for (t0, r0), (t1, r1) in itertools.pairwise(pol):
        if t1 <= t <= t0:
            return r0 + (r1 - r0) * (t0 - t) / (t0 - t1)
    return pol[0][1] if t > pol[0][0] else pol[-1][1]


def wing(side: int) -> str:
    """The wing hugging the upper loop as a crescent, engraved as printed: rows of scalloped
    coverts over the shoulder, each shaded by a dark crescent, long feathers cut in dark
    strokes down the side, the lower part black with red quills."""
    cx, cy, r0 = CX, 372.0, 160.0

    def at(t: float, r: float) -> Point:
        x, y = cx + r * math.cos(math.radians(t)), cy + r * math.sin(math.radians(t))
        return (x, y) if side < 0 else (2 * CX - x, y)

    ts = [241 - k * 5 for k in range(23)]  # 241 .. 131
    outer = [at(t, _reach(t)) for t in ts]
    inner = [at(t, r0) for t in reversed(ts)]
    out = [form(outer + inner, CRIMSON, angle=160 if side < 0 else 20, depth=0.2, lines=0,
                gloss=0, sw=LW, tension=0.5)]
    low = [t for t in ts if t <= 176]
    black = [at(t, _reach(t) - 5) for t in low] + [at(t, r0 + 4) for t in reversed(low)]
    out.append(form(black, BLACK_WING, angle=90, depth=0.2, lines=0, gloss=0, sw=0.1,
                    tension=0.5))
    cut = Path()
    # coverts: scallops in rows, each a dark crescent under its rounded edge
    for row in range(6):
        r = r0 + 16 + row * 22
        t = 240.0 - (row % 2) * 4
        while t > 184 + row * 2:
            if r < _reach(t) - 10:
                p, q = at(t, r - 10), at(t, r + 10)
                d = at(t - 8, r)
                mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
                c1 = (2 * d[0] - mx, 2 * d[1] - my)
                c2 = (mx + (d[0] - mx) * 1.2, my + (d[1] - my) * 1.2)
                cut.m(*p).q(c1, q).q(c2, p).z()
            t -= 9.0
    # long feathers down the side: tapered dark strokes running along the wing
    for k in range(6):
        r = r0 + 12 + k * 16
        for t0 in (204.0,):
            if r < min(_reach(t0), _reach(t0 - 26)) - 6:
                a, b, c = at(t0, r - 3), at(t0 - 13, r), at(t0 - 26, r + 1)
                e = at(t0 - 13, r + 5)
                cut.m(*a).q(b, c).q(e, a).z()
    out.append(path(cut, dark(CRIMSON, 0.75), None))
    quills = Path()  # red quills parting the black primaries
    for k in range(3):
        r = r0 + 22 + k * 26
        if r < _reach(150) - 6:
            quills.m(*at(172, r)).q(at(156, r + 2), at(140, r + 4 - k * 5))
    out.append(path(quills, "none", dark(CRIMSON, 0.1), FINE))
    return "".join(out)


def eagle(side: int) -> str:
    """The left half (side −1) or its mirror (side +1)."""
    def m(pts: list[Point]) -> list[Point]:
        return pts if side < 0 else flip(pts, CX)

    def c(dx: float, y: float) -> Point:
        return m([(CX + dx, y)])[0]

    shadow = 160.0 if side < 0 else 20.0  # outer side of each half in shade
    out = []
    out.append(wing(side))
    neck = m(limb([(CX - 30, 272), (CX - 56, 212), (CX - 84, 162), (CX - 104, 138)],
                  [76, 64, 56, 54]))
    out.append(form(neck, LEMON, angle=shadow, depth=0.3, lines=2, gloss=6, sw=LW,
                    tension=0.9))
    for j in range(3):  # overlapping neck feathers
        for k in range(2):
            x, y = CX - 70 + k * 22 - j * 14, 250 - j * 30 + k * 4
            out.append(line(m([(x - 12, y - 6), (x - 6, y + 6), (x + 8, y + 6), (x + 12, y - 4)]),
                            dark(GOLD, 0.45), FINE))
    crest = m([(CX - 104, 96), (CX - 64, 62), (CX - 94, 108), (CX - 56, 96), (CX - 92, 122),
               (CX - 62, 130), (CX - 98, 138)])
    head = m([(CX - 84, 150), (CX - 88, 100), (CX - 116, 68), (CX - 156, 62), (CX - 190, 76),
              (CX - 200, 98), (CX - 188, 120), (CX - 150, 138), (CX - 116, 156)])
    # a narrow hooked beak, open: the upper mandible curving down to its point
    upper_beak = m([(CX - 188, 80), (CX - 222, 70), (CX - 248, 88), (CX - 252, 120),
                    (CX - 240, 106), (CX - 214, 98), (CX - 190, 104)])
    lower_beak = m([(CX - 192, 110), (CX - 214, 116), (CX - 234, 128), (CX - 208, 132),
                    (CX - 188, 124)])
    out += [
        shape(crest, GOLD, INK, FINE),
        form(lower_beak, GOLD, angle=90, depth=0.3, lines=0, gloss=0, sw=LW * 0.8,
             tension=0.6),
        line(m([(CX - 194, 110), (CX - 210, 114), (CX - 222, 120)]), CRIMSON, MEDIUM),
        form(head, LEMON, angle=90, depth=0.25, lines=2, gloss=6, sw=LW, tension=0.9),
        form(upper_beak, GOLD, angle=90, depth=0.3, lines=1, gloss=4, sw=LW, tension=0.7),
        flat(spline(m([(CX - 170, 102), (CX - 158, 94), (CX - 146, 100), (CX - 158, 105)]),
                    0.6), "#fbf6e9", sw=FINE), circle(*c(-159, 100), 3.4, INK, None),
        line(m([(CX - 138, 90), (CX - 152, 84), (CX - 170, 88), (CX - 180, 96)]), INK,
             FINE * 1.3),
        line(m([(CX - 188, 108), (CX - 176, 110), (CX - 164, 106)]), INK, FINE),  # gape
        *(line(m([(CX - 110 - k * 16, 100 + k * 10), (CX - 118 - k * 16, 114 + k * 10),
                  (CX - 110 - k * 16, 126 + k * 8)]), dark(GOLD, 0.45), FINE)
          for k in range(3)),  # the nape's feathers
    ]
    thigh = m([(CX - 178, 518), (CX - 198, 570), (CX - 182, 624), (CX - 140, 622),
               (CX - 122, 584), (CX - 140, 530)])
    out.append(form(thigh, CRIMSON, angle=shadow, depth=0.3, lines=2, gloss=5, sw=LW,
                    tension=0.9))
    out += [line(m([(CX - 186 + k * 14, 560 + k * 8), (CX - 172 + k * 14, 588 + k * 6)]),
                 dark(CRIMSON, 0.5), FINE) for k in range(3)]
    for k in (-1, 0, 1):
        toe = m(limb([(CX - 168, 612), (CX - 176 + k * 16, 636), (CX - 170 + k * 18, 656)],
                     [16, 12, 7]))
        out.append(flat(spline(toe, 0.6), CRIMSON, sw=FINE))
        out.append(circle(*c(-170 + k * 18, 660), 3.5, INK, None))
    return "".join(out)


__all__ = ["BLACK_WING", "eagle"]
