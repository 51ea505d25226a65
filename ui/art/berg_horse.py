"""The Bergamasche Cavallo's horse: head and neck beside the rider, turned three-quarters
towards us as on the printed sheets.

The head is long, broad at the brow and narrowing to a soft muzzle, the jowl round on the
near side, both ears pricked, a forelock between them; the neck arches back behind the rider's
arm and down to the dividing line, the mane falling over it in locks; a bridle with browband,
noseband, cheek strap and gold rosettes, the rein running to the rider's hand.
"""

from __future__ import annotations

from collections.abc import Callable

from ui.art.berg_engrave import engrave
from ui.art.berg_ink import form, spline, strokes, taper
from ui.art.craft import dark, light
from ui.art.svg import BLACK, circle, path

Point = tuple[float, float]


#: the head's size against the neck's
BIG = 1.16


def horse(x: float, y: float, s: float, facing: int, coat: str, mane: str, bridle: str,
          rein_to: Point, *, full: bool = False, turned: bool = False) -> tuple[str, str]:
    """The neck and mane (drawn behind the rider's near arm) and the head (drawn over the
    neck), with the poll at (x, y) and the neck running back towards the rider, away from
    `facing` (−1 left, 1 right); a `full` mane falls in long waving locks over the neck, in
    front; a `turned` head looks back towards the rider, its mane falling on the far side."""
    f = facing

    def p(u: float, v: float) -> Point:
        return (x + f * u * s, y + v * s)

    neck = [p(-8, -6), p(-62, 18), p(-104, 80), p(-126, 160), p(-130, 250), p(-40, 262),
            p(-20, 200), p(0, 150), p(20, 80)]
    crest = [(-14 - 112 * t, 4 + 200 * t ** 1.3) for t in (k / 6 for k in range(7))]
    mane_pts = []
    for k, (u, v) in enumerate(crest):  # tufts tossed up off the crest
        mane_pts.append(p(u - (34 if k % 2 else 12), v - (26 if k % 2 else 4)))
    for k in range(6, -1, -1):  # the locks' ends, pointed, falling over the neck
        (u0, v0) = crest[k]
        mane_pts.append(p(u0 + 50, v0 + 58))
        if k:
            u1, v1 = crest[k - 1]
            mane_pts.append(p((u0 + u1) / 2 + 20, (v0 + v1) / 2 + 22))
    def h(u: float, v: float) -> Point:  # the head, turned back towards the rider
        u, v = u * BIG, v * BIG - 10  # the printed head is large beside the neck
        return p(-u, v) if turned else p(u, v)

    def m(u: float, v: float) -> Point:  # a turned head's mane falls on the far side
        return p(12 - u * 0.72, v) if turned else p(u, v)

    back = [form(neck, coat, 4.0, deep=0.3),  # hatched across the neck, round its arch
            engrave(neck, coat, angle=-f * 28.0, step=7.0, bow=0.12 * f, width=2.6, lo=0.38,
                    tone=0.45)]
    back.append(strokes([[p(-40, 150), p(-60, 200), p(-70, 280)],
                         [p(-15, 120), p(-30, 200), p(-38, 280)]], dark(coat, 0.35), 2.0))
    if not turned:  # the mane's far edge, seen behind the neck
        back.append(form(mane_pts, mane, 2.8, deep=0.35))
        back.append("".join(taper([p(-30 - 106 * k / 5, -6 + 180 * (k / 5) ** 1.3),
                                   p(-6 - 106 * k / 5, 26 + 180 * (k / 5) ** 1.3),
                                   p(14 - 106 * k / 5, 50 + 180 * (k / 5) ** 1.3)], 5 * s,
                                  dark(mane, 0.5)) for k in range(6)))
    ears = "".join(form([h(bx - 12, 8), h(bx - 8, -28), h(bx + tx, -52), h(bx + 12, -20),
                         h(bx + 12, 6)], coat, 2.6, lit=False)
                   for bx, tx in ((-22, -6), (24, 10)))
    head = [h(-30, 6), h(0, -2), h(36, 4), h(50, 34), h(50, 80), h(48, 122), h(58, 160),
            h(46, 192), h(16, 200), h(-6, 184), h(-22, 150), h(-44, 118), h(-62, 80),
            h(-58, 38)]
    front = [flowing(m, s, mane) if full else "", ears, form(head, coat, 4.6, deep=0.28),
             engrave(head, coat, angle=84.0 * f, step=6.5, bow=0.1, width=2.4, lo=0.42,
                     cross=0.9, tone=0.45)]
    # the near cheek and jowl in shade, the plane of the face lit
    front.append(path(spline([h(-58, 40), h(-30, 60), h(-20, 100), h(-24, 140), h(-44, 118),
                              h(-62, 80)]), dark(coat, 0.25), None))
    front.append(strokes([[h(-50, 48), h(-22, 66), h(-16, 104), h(-30, 130)],
                          [h(20, 40), h(26, 100), h(30, 150)]], dark(coat, 0.45), 2.2))
    for ex, ey, w in ((-36, 56, 12), (42, 44, 6)):  # the far eye at the edge, foreshortened
        eye = [h(ex - w, ey), h(ex, ey - w * 0.6), h(ex + w, ey + 1), h(ex, ey + w * 0.5)]
        front.append(path(spline(eye), "#2a1d16", BLACK, 1.8))
        front.append(circle(*h(ex - w * 0.3, ey - 2), 2.2 * s, "#fff6e6", None))
        front.append(taper([h(ex - w - 2, ey - 4), h(ex, ey - w * 0.9), h(ex + w + 2, ey - 2)],
                           3.6 * s, BLACK))
    front.append(strokes([[h(-8, 150), h(20, 142), h(54, 150)]], dark(coat, 0.35), 2.0))
    front.append(taper([h(2, 168), h(8, 176), h(4, 186)], 7 * s, "#2a1d16"))
    front.append(taper([h(40, 166), h(46, 174), h(42, 186)], 6 * s, "#2a1d16"))
    front.append(taper([h(0, 196), h(22, 202), h(44, 196)], 3.6 * s, BLACK))
    if full:  # a thick forelock tumbling over the brow to one side
        front.append(form([h(-30, 2), h(2, -14), h(34, 2), h(42, 40), h(30, 62), h(22, 88),
                           h(10, 58), h(-2, 80), h(-10, 50), h(-26, 58), h(-22, 30)], mane,
                          2.4, deep=0.4))
        front.append("".join(taper(ln, 4 * s, dark(mane, 0.55)) for ln in (
            [h(-4, -4), h(8, 36), h(6, 72)], [h(16, -2), h(28, 34), h(24, 78)],
            [h(-18, 8), h(-14, 30), h(-20, 50)])))
    else:
        front.append(form([h(-20, 4), h(4, -6), h(24, 6), h(20, 30), h(8, 48), h(-2, 28),
                           h(-12, 38)], mane, 2.2))  # the forelock between the ears
        front.append(taper([h(2, 0), h(6, 30), h(6, 54)], 4 * s, dark(mane, 0.5)))
    straps = [[h(-56, 28), h(-8, 22), h(46, 20)], [h(-38, 126), h(8, 132), h(52, 126)],
              [h(-56, 30), h(-58, 76), h(-40, 126)], [h(-40, 126), h(-20, 156)]]
    front.append(strokes(straps, BLACK, 11 * s))
    front.append(strokes(straps, bridle, 7 * s))
    bit = h(-20, 158)
    front.append(strokes([[bit, ((bit[0] + rein_to[0]) / 2, max(bit[1], rein_to[1]) + 24),
                           rein_to]], BLACK, 8.0))
    front.append(strokes([[bit, ((bit[0] + rein_to[0]) / 2, max(bit[1], rein_to[1]) + 24),
                           rein_to]], bridle, 4.5))
    front += [circle(*h(u, v), 7 * s, "#f2b632", BLACK, 1.6)
              for u, v in ((-54, 28), (46, 20), (-40, 126), (-20, 158))]
    return "".join(back), "".join(front)


def flowing(p: Callable[[float, float], Point], s: float, mane: str) -> str:
    """A long, abundant mane: waving locks from the poll down the crest, falling over the
    near side of the neck, each inked, lit on its crown and dark in its parting; the further
    down the crest, the longer the lock."""
    out = [form([p(-4, -30), p(-60, -2), p(-112, 90), p(-120, 170), p(-40, 120),
                 p(6, 40)], mane, 3.0, lit=False, deep=0.45)]
    n = 7
    for k in range(n - 1, -1, -1):  # drawn from the lowest, so the upper ones overlap
        t = k / (n - 1)
        u0, v0 = -8 - 108 * t, -14 + 150 * t ** 1.2
        r = 86 + 60 * t
        lock = [p(u0, v0), p(u0 - 24 + 16 * t, v0 + r * 0.3), p(u0 - 2, v0 + r * 0.62),
                p(u0 - 30, v0 + r)]
        out.append(taper(lock, 34 * s, BLACK, ends=(0.8, 0.0)))
        out.append(taper([(x + 1, y) for x, y in lock[:-1]] + [lock[-1]], 27 * s, mane,
                         ends=(0.8, 0.0)))
        out.append(taper([(x + 6 * s, y + 2) for x, y in lock[1:3]], 5 * s,
                         light(mane, 0.3)))
        out.append(taper([(x - 7 * s, y + 6) for x, y in lock[:3]], 3 * s, dark(mane, 0.5)))
    return "".join(out)


__all__ = ["horse"]
