"""Piacentine Fanti as printed: supple garments over the doublet, hands that come out of them.

The Fante di Spade wears a great red cloak with a turned-down collar over both shoulders,
falling open to the centre line on either side of his doublet; his arms are under it, and
only the forearms come out, the sword hand low at his side, the other at his belt. Its
cloth is cut in close strokes that run down the folds and cross in their hollows. The Fante
di Coppe wears a green jerkin open over his red doublet and a collar in a V, a sword at his
hip; the Fante di Bastoni's red doublet is dotted with black studs.
"""

from __future__ import annotations

import math

from ui.art.craft import bez, dark, light, outline
from ui.art.piac_body import cuff, fist, palm
from ui.art.piac_engrave import engrave
from ui.art.piac_kings import broadsword
from ui.art.piac_rich import deep_folds, scrolls
from ui.art.piac_shade import INK, form, member, shape, strands
from ui.art.svg import Point, circle, path, star

SKIN, YELLOW = "#f4d3ad", "#efc63a"


def cloak(cx: float, f: int, colour: str, w0: float, top: float, mid: float) -> list[str]:
    """The cloak's two fronts, each from the collar over a shoulder and down to the line,
    its inner edge falling open beside the doublet, its outer one billowing wide; folds
    fan down each front, engraved close and crossed in the hollows."""
    out: list[str] = []
    for s in (-1, 1):
        near = s == -f
        wide = w0 + (74 if near else 58)

        def p(u: float, v: float, s: int = s) -> Point:
            return (cx + s * u, v)

        pts = outline(p(20, top - 14), (p(w0 * 0.6, top - 20), p(w0 + 30, top - 4),
                                        p(w0 + 46, top + 40)),
                      (p(wide, top + 110), p(wide + 20, 420), p(wide + 28, mid + 1)),
                      (p(wide - 40, mid + 1), p(w0 * 0.9, mid + 1), p(w0 * 0.72, mid + 1)),
                      (p(w0 * 0.66, 420), p(w0 * 0.6, top + 90), p(w0 * 0.42, top + 40)),
                      (p(w0 * 0.3, top + 10), p(36, top - 6), p(20, top - 14)), n=9)
        lit = "L" if s < 0 else "R"
        out.append(form(pts, colour, lit, sw=3.6))
        folds = [bez(p(w0 * u0, top + 50), p(w0 * u0 + 10 * u1, 340), p(w0 * u1, 420),
                     p(w0 * u1 + 6, mid), 8)
                 for u0, u1 in ((0.86, 0.86), (1.02, 1.12), (1.16, 1.42))]
        out.append(deep_folds(folds, dark(colour, 0.5), 22.0))
        out += engrave(pts, dark(colour, 0.72), 84.0 if s < 0 else 96.0, 8.0,
                       toward=180 if s < 0 else 0, bow=0.05, width=4.6, start=0.08,
                       cross=0.6, cross_turn=-48.0 * s)
        out.append(strands([[(x - s * 9, y) for x, y in q] for q in folds],
                           light(colour, 0.32), 2.6))
    # the collar turned down round the neck and lying on the shoulders, clear of the
    # doublet's front
    col = [(cx - 40, top - 22), (cx + 40, top - 22), (cx + 96, top - 6), (cx + 128, top + 16),
           (cx + 110, top + 40), (cx + 82, top + 46), (cx + 64, top + 14), (cx + 46, top - 6),
           (cx, top - 12), (cx - 46, top - 6), (cx - 64, top + 14), (cx - 82, top + 46),
           (cx - 110, top + 40), (cx - 128, top + 16), (cx - 96, top - 6)]
    out.append(form(col, colour, "V", sw=3.2))
    out.append(strands([[(cx - 120, top + 18), (cx - 100, top + 30), (cx - 84, top + 42)],
                        [(cx + 120, top + 18), (cx + 100, top + 30), (cx + 84, top + 42)]],
                       dark(colour, 0.5), 4.0))
    out.append(strands([[(cx - 90, top - 2), (cx - 40, top - 16), (cx + 40, top - 16),
                         (cx + 90, top - 2)]], light(colour, 0.35), 2.4))
    return out


def forearm_out(at: Point, elbow: Point, sleeve: str, hand: str, rot: float, f: int
                ) -> list[str]:
    """A forearm coming out from under the cloak at `elbow` to the hand at `at`: a dark
    sleeve, a gold cuff, then a fist (`hand` "fist") or a hand laid flat along `rot`."""
    wrist = (at[0] + (elbow[0] - at[0]) * 0.3, at[1] + (elbow[1] - at[1]) * 0.3)
    out = [form(member([elbow, wrist], [40, 32], bulge=0.08, start_cap=True), sleeve,
                "L" if f > 0 else "R", sw=3.0)]
    out.append(cuff(wrist[0], wrist[1], 19, (wrist[0] - elbow[0], wrist[1] - elbow[1])))
    out += fist(at[0], at[1], 25, f, SKIN) if hand == "fist" else palm(*at, 22, rot, SKIN)
    return out


def studs(cx: float, f: int, w0: float, top: float, y1: float) -> list[str]:
    """Black studs dotted in a staggered grid over a doublet, clear of its embroidered
    front (the Fante di Bastoni's red doublet), all in one path."""
    parts = []
    for row, y in enumerate(range(int(top) + 44, int(y1), 26)):
        for k in range(-6, 7):
            u = k * 26 + (13 if row % 2 else 0)
            if abs(u - 20) < 46 or not -w0 * 0.76 < u < w0 * 0.66:  # inside the waist
                continue
            x = cx + f * u
            parts.append(f"M{x - 3:.0f},{y:.0f}a3,3 0 1,0 6,0a3,3 0 1,0-6,0")
    return [path("".join(parts), INK, None)] if parts else []


def jerkin(cx: float, f: int, w0: float, top: float, colour: str, y1: float = 432.0
           ) -> list[str]:
    """The Fante di Coppe's green jerkin over his red doublet, as printed: the red front
    seen in a band down the middle from the collar to the belt, and a green front on each
    side from the shoulder seam to the belt covering the trunk, engraved along its length
    and shaded towards its outer edge, its inner edge trimmed in gold."""
    gap = {-1: (cx - 40.0, cx - 10.0), 1: (cx + 58.0, cx + 34.0)}  # inner edge, top/belt
    red = "#cf3a2c"
    band = [(gap[-1][0] - 12, top - 8), (gap[1][0] + 12, top - 8), (gap[1][1] + 10, y1 + 4),
            (gap[-1][1] - 10, y1 + 4)]
    out = [form(band, red, "V", sw=2.4),
           strands([[(x, y) for x, y in bez((cx + 10 + 20 * k, top + 30), (cx + 8 + 22 * k, 330),
                                             (cx + 12 + 16 * k, 380), (cx + 10 + 14 * k, y1), 5)]
                    for k in (-0.8, 0.2, 1.0)], dark(red, 0.45), 2.6)]
    for s in (-1, 1):
        near = s == -f
        edge = w0 * (1.02 if near else 0.8)
        i0, i1 = abs(gap[s][0] - cx), abs(gap[s][1] - cx)

        def p(u: float, v: float, s: int = s) -> Point:
            return (cx + s * u, v)

        pts = outline(p(i0, top - 10), (p(edge * 0.6, top - 12), p(edge * 0.9, top - 4),
                                        p(edge, top + 24)),
                      (p(edge * 0.98, top + 90), p(edge * 0.9, 380), p(edge * 0.86, y1)),
                      (p(edge * 0.6, y1 + 2), p(i1 + 10, y1 + 2), p(i1, y1 + 2)),
                      (p(i1 + (i0 - i1) * 0.3, 380), p(i0 - 4, top + 60), p(i0, top - 10)),
                      n=7)
        out.append(form(pts, colour, "L" if s < 0 else "R", sw=3.0))
        out += engrave(pts, dark(colour, 0.7), 80.0 if s < 0 else 100.0, 7.0,
                       toward=180 if s < 0 else 0, bow=0.04, width=4.0, start=0.2,
                       cross=0.6, cross_turn=-50.0 * s)
        out.append(strands([[p(i0 + 4, top - 4), p(i1 + (i0 - i1) * 0.3 + 4, 380),
                             p(i1 + 4, y1 - 2)]], YELLOW, 4.0))
    return out


def bandolier(a: Point, b: Point, width: float = 50.0) -> list[str]:
    """The Fante di Coppe's bandolier from shoulder to hip: a gold band edged in black,
    black stars and leafy black sprays in turn along it, as printed."""
    spine = [a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 10), b]
    band = member(spine, [width, width, width], bulge=0.0)
    out = [form(band, YELLOW, "V", sw=3.0)]
    ln = math.hypot(b[0] - a[0], b[1] - a[1])
    ux, uy = (b[0] - a[0]) / ln, (b[1] - a[1]) / ln
    edges = [[(x + k * uy * width * 0.4, y - k * ux * width * 0.4) for x, y in
              (a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 10), b)] for k in (-1, 1)]
    out.append(strands(edges, INK, 3.0))
    marks: list[str] = []
    for i, t in enumerate(k / 8 for k in range(1, 8)):
        x = a[0] + (b[0] - a[0]) * t
        y = a[1] + (b[1] - a[1]) * t + 10 * (1 - abs(2 * t - 1))
        if i % 2 == 0:
            marks.append(shape(star(x, y, width * 0.3, width * 0.12, 6), INK))
        else:  # a spray: four pointed black leaves in a saltire
            r = width * 0.34
            for ang in (45.0, 135.0, 225.0, 315.0):
                dx, dy = math.cos(math.radians(ang)), math.sin(math.radians(ang))
                marks.append(shape([(x + dx * 3, y + dy * 3),
                                    (x + dx * r * 0.5 - dy * 5, y + dy * r * 0.5 + dx * 5),
                                    (x + dx * r, y + dy * r),
                                    (x + dx * r * 0.5 + dy * 5, y + dy * r * 0.5 - dx * 5)],
                                   INK))
            marks.append(circle(x, y, 3.5, "#cf3a2c", None))
    out += marks
    out.append(strands([[(x - uy * width * 0.3, y + ux * width * 0.3) for x, y in spine]],
                       "#fff2b0", 2.0))
    return out


def bosses(cx: float, y: float, xs: tuple[float, ...]) -> list[str]:
    """Round gold bosses on a belt, each a rosette of petals round a red stone."""
    out: list[str] = []
    for u in xs:
        x = cx + u
        out.append(form([(x + 19 * math.cos(a), y + 19 * math.sin(a))
                         for a in (k * math.pi / 10 for k in range(20))], "#efc63a", "A",
                        sw=2.4))
        out.append(strands([[(x + 8 * math.cos(a), y + 8 * math.sin(a)),
                             (x + 17 * math.cos(a), y + 17 * math.sin(a))]
                            for a in (k * math.pi / 4 for k in range(8))], "#a87a14", 2.0))
        out.append(circle(x, y, 6.0, "#cf3a2c", INK, 1.4))
    return out


def sailor_collar(cx: float, top: float, colour: str) -> list[str]:
    """A yellow band round the neck and a collar lying flat on the shoulders in a V, edged
    in white (the Fante di Coppe's)."""
    flap = [(cx - 70, top - 6), (cx + 70, top - 6), (cx + 96, top + 16), (cx + 10, top + 70),
            (cx - 20, top + 30), (cx - 84, top + 14)]
    out = [form(flap, colour, "V", sw=2.8),
           strands([[(cx + 92, top + 18), (cx + 10, top + 66), (cx - 18, top + 30)]],
                   "#f4f2ee", 5.0)]
    band = [(cx - 54 + 108 * k / 8, top - 8 + 14 * math.sin(math.pi * k / 8)) for k in range(9)]
    out += [strands([band], INK, 16.0), strands([band], "#efc63a", 11.0)]
    return out


def necklace(cx: float, top: float, x0: float = -62.0, x1: float = 80.0) -> list[str]:
    """A round gold collar closing the neck of a rich front, beaded with red (the Fante di
    Bastoni's)."""
    arc = [(cx + x0 + (x1 - x0) * k / 10, top - 8 + 22 * math.sin(math.pi * k / 10))
           for k in range(11)]
    beads = "".join(f"M{x - 4:.0f},{y + 9:.0f}a4,4 0 1,0 8,0a4,4 0 1,0-8,0"
                    for x, y in arc[1:-1])
    return [strands([arc], INK, 20.0), strands([arc], YELLOW, 14.0),
            strands([[(x, y - 3) for x, y in arc]], "#fff2b0", 2.4),
            path(beads, "#cf3a2c", INK, 1.2)]


def hilt(x: float, y: float, s: int) -> list[str]:
    """A sword worn at the hip, its twisted gold grip rising under the hand at (x, y) and
    running down and out (`s`) to the centre line, a round pommel on top."""
    grip = [(x - s * 6, y - 24), (x + s * 34, 504.0)]
    twists = [[(x - s * 6 + s * 40 * t - 6, y - 24 + 128 * t + 4),
               (x - s * 6 + s * 40 * t + 6, y - 24 + 128 * t - 6)] for t in (0.2, 0.4, 0.6, 0.8)]
    return [strands([grip], INK, 20.0), strands([grip], YELLOW, 14.0),
            strands(twists, dark(YELLOW, 0.45), 3.0),
            form([(x - s * 6 + 13 * math.cos(a), y - 30 + 13 * math.sin(a))
                  for a in (k * math.pi / 8 for k in range(16))], YELLOW, "A", sw=2.4)]


def striped_front(cx: float, top: float, y1: float) -> list[str]:
    """The Fante di Spade's doublet front as printed, from the neck to the belt: upright
    bands of gold worked with scrolls between bands of blue, a blue band round the neck
    with a gold button at each end."""
    blue = "#3d6cb3"
    out: list[str] = []
    cols = ((-78.0, -36.0, YELLOW), (-36.0, -6.0, blue), (-6.0, 40.0, YELLOW),
            (40.0, 70.0, blue), (70.0, 96.0, YELLOW))
    for u0, u1, colour in cols:
        band = [(cx + u0, top + 4), (cx + u1, top + 4), (cx + u1 * 0.9, y1 + 2),
                (cx + u0 * 0.9, y1 + 2)]
        out.append(form(band, colour, "V", sw=2.4))
        if colour == YELLOW and u1 - u0 > 30:
            mid = cx + (u0 + u1) * 0.47
            out += scrolls([(mid, v) for v in range(int(top) + 30, int(y1) - 10, 30)], 15,
                           "#c8951e")
        elif colour == blue:
            out.append(strands([[(cx + (u0 + u1) / 2, top + 10), (cx + (u0 + u1) * 0.45,
                                                                   y1 - 4)]],
                               light(blue, 0.35), 3.0))
    neck = [(cx - 70 + 156 * k / 8, top + 2 + 12 * math.sin(math.pi * k / 8)) for k in range(9)]
    out += [strands([neck], INK, 22.0), strands([neck], blue, 16.0)]
    out += [circle(x, y, 10.0, YELLOW, INK, 2.0) for x, y in (neck[0], neck[-1])]
    return out


def fante_spade(cx: float, f: int, w0: float, top: float, mid: float, colour: str,
                sleeve: str) -> list[str]:
    """The Fante di Spade from the doublet out: the cloak, the sword upright in the hand
    low at his side (`-1`, left), the other hand on his belt."""
    out = striped_front(cx, top, 428.0)
    out += bosses(cx, 447.0, (-40.0, 40.0))
    out += cloak(cx, f, colour, w0, top, mid)
    at = (cx - w0 - 36, 436.0)
    out += broadsword(at[0], at[1], 78.0, jewels=False)
    out += forearm_out(at, (cx - w0 - 24, mid + 16), sleeve, "fist", 0.0, 1)
    out += forearm_out((cx + w0 * 0.74, 452.0), (cx + w0 + 20, mid + 6), sleeve, "flat",
                       195.0, f)
    return out


__all__ = ["INK", "bandolier", "bosses", "cloak", "fante_spade", "forearm_out", "hilt", "jerkin",
           "necklace", "sailor_collar", "studs"]
