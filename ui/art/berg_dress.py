"""Bergamasche dress: embroidered tunics, gold braid, puffed sleeves (no sash).

The printed tunics are covered in woven ornament: a fine lattice over the cloth, a yoke round
the neck edged with a row of black triangles, gold braids crossing the breast (zig-zag
triangles inside), a gold belt, plain skirts in engraved pleats (some banded above the hem). Every
band is built along a straight or bent spine, so the same helpers dress every court.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Sequence

from ui.art.berg_engrave import engrave
from ui.art.berg_ink import form, spline, strokes, taper
from ui.art.berg_signs import GOLD
from ui.art.craft import dark, hatch
from ui.art.svg import BLACK, Path, path

Point = tuple[float, float]


def _r(v: float) -> float:
    return float(round(v))


def _frame(a: Point, b: Point) -> tuple[float, float, float, float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return dx / length, dy / length, -dy / length, dx / length, length


def braid(spine: Sequence[Point], width: float, fill: str = GOLD, *, motif: str = "tri",
          ink: str = BLACK) -> str:
    """A woven band along a polyline: `tri` black triangles pointing alternately, `bar`
    short bars across, `arch` a row of arches; outlined."""
    left: list[Point] = []
    right: list[Point] = []
    for i, (x, y) in enumerate(spine):
        a, b = spine[max(i - 1, 0)], spine[min(i + 1, len(spine) - 1)]
        _, _, nx, ny, _ = _frame(a, b)
        left.append((_r(x + nx * width / 2), _r(y + ny * width / 2)))
        right.append((_r(x - nx * width / 2), _r(y - ny * width / 2)))
    out = [path(Path().m(*left[0]).l(*left[1:], *reversed(right)).z(), fill, BLACK, 2.2)]
    parts: list[str] = []  # whole units, each point relative to the one before
    h = width * 0.36

    def rel(cmd: str, pts: list[Point], close: bool = False) -> None:
        x0, y0 = round(pts[0][0]), round(pts[0][1])
        out_pts = []
        for x, y in pts[1:]:
            xi, yi = round(x), round(y)
            out_pts.append(f"{xi - x0},{yi - y0}")
            if cmd == "l":
                x0, y0 = xi, yi
        parts.append(f"M{x0 if cmd != 'l' else round(pts[0][0])},"
                     f"{y0 if cmd != 'l' else round(pts[0][1])}{cmd}{' '.join(out_pts)}"
                     + ("z" if close else ""))

    for a, b in itertools.pairwise(spine):
        ux, uy, nx, ny, length = _frame(a, b)
        step = width * (0.9 if motif == "tri" else 0.7)
        n = max(1, int(length / step))
        for k in range(n):
            t0, t1 = k * length / n, (k + 1) * length / n
            x0, y0 = a[0] + ux * t0, a[1] + uy * t0
            x1, y1 = a[0] + ux * t1, a[1] + uy * t1
            if motif == "tri":
                s = 1 if k % 2 else -1
                rel("l", [(x0 + nx * h * s, y0 + ny * h * s), (x1 + nx * h * s, y1 + ny * h * s),
                          ((x0 + x1) / 2 - nx * h * s, (y0 + y1) / 2 - ny * h * s)], True)
            elif motif == "bar":
                mx, my = (x0 + x1) / 2, (y0 + y1) / 2
                rel("l", [(mx + nx * h, my + ny * h), (mx - nx * h, my - ny * h)])
            else:
                rel("q", [(x0 - nx * h, y0 - ny * h),
                          ((x0 + x1) / 2 + nx * h * 1.8, (y0 + y1) / 2 + ny * h * 1.8),
                          (x1 - nx * h, y1 - ny * h)])
    d = "".join(parts)
    if motif == "tri":
        out.append(path(d, ink, None))
    else:
        out.append(path(d, "none", ink, 2.4 if motif == "arch" else 4.0))
    return "".join(out)


def _whole(svg: str) -> str:
    """Path data rounded to whole units (a hatching needs no finer, the file stays small)."""
    return re.sub(r'd="[^"]*"', lambda m: re.sub(r"-?\d+\.\d+",
                                                 lambda n: str(round(float(n.group()))),
                                                 m.group()), svg)


def lattice(pts: Sequence[Point], colour: str, step: float = 11.0) -> str:
    """The fine woven lattice over the cloth: two crossing hatchings in the cloth's dark."""
    return _whole(hatch(list(pts), dark(colour, 0.42), step, 62.0, 1.2)
                  + hatch(list(pts), dark(colour, 0.42), step, -62.0, 1.2))


def ticks(pts: Sequence[Point], colour: str, y0: float, y1: float, x0: float, x1: float,
          gap: float = 30.0) -> str:
    """Rows of small H-shaped stitches (the woven motif on many tunics), kept inside `pts`'
    bounding box between rows y0…y1 and columns x0…x1."""
    d = Path()
    row = 0
    y = y0
    while y < y1:
        x = x0 + (gap / 2 if row % 2 else 0)
        while x < x1:
            d.m(_r(x - 7), _r(y)).l((_r(x + 7), _r(y))).m(_r(x - 7), _r(y - 5)).l(
                (_r(x - 7), _r(y + 5))).m(_r(x + 7), _r(y - 5)).l((_r(x + 7), _r(y + 5)))
            x += gap
        y += gap * 0.8
        row += 1
    return path(d, "none", dark(colour, 0.55), 2.2) if d.parts else ""


def pleats(top: Sequence[Point], bottom: Sequence[Point], colour: str) -> str:
    """Folds of a skirt from the belt down: each a dark tapered stroke with a lit edge beside
    it, fanning out as the cloth widens."""
    out = []
    for (ax, ay), (bx, by) in zip(top, bottom, strict=True):
        mid = ((ax + bx) / 2 + (bx - ax) * 0.1, (ay + by) / 2)
        out.append(taper([(ax, ay), mid, (bx, by)], 9.0, dark(colour, 0.45), ends=(0.2, 0.8)))
    return "".join(out)


def weave(cx: float, top: float, belt: float, shoulders: float, waist: float, colour: str,
          panel: str, gilt: bool = False, down: float = 0.0) -> list[str]:
    """A king's tunic woven all over: rows of triangles, bars and arches across the cloth from
    the yoke to the belt, each as wide as the body at its height (the triangles on `gilt`
    bands), and a panel of `panel` down the breast in rows of stitches and triangles; the
    rows run `down` past the belt where no belt stops them."""
    def half(y: float) -> float:
        if y < top + 80:
            return shoulders
        if y > belt - 20:
            return waist + 4
        return shoulders + (waist - shoulders) * (y - top - 80) / (belt - 20 - top - 80)

    out = []
    ink, ground = dark(colour, 0.72), dark(colour, 0.1)
    motifs = ("tri", "arch", "bar")
    y, k = top + 56.0, 0
    while y < belt - 14 + down:
        spread = half(y) - 2
        motif = motifs[k % 3]
        gold = gilt and motif == "tri"
        out.append(braid([(cx - spread, y + 3), (cx, y - 1), (cx + spread, y + 3)], 20,
                         GOLD if gold else ground, motif=motif,
                         ink=BLACK if gold else GOLD if motif == "arch" else ink))
        y += 25.0
        k += 1
    y, k = top + 50.0, 0
    while panel and y < min(belt - 22, top + 140):  # the breast panel, a narrower weave of its own
        out.append(braid([(cx - 40, y), (cx + 40, y)], 17, panel,
                         motif="bar" if k % 2 else "tri", ink=dark(panel, 0.75)))
        y += 17.0
        k += 1
    return out


def tunic(cx: float, colour: str, panel: str, *, top: float, belt: float, hem: Sequence[Point],
          shoulders: float, waist: float, flare: float, straps: bool = True,
          skirt: str = "", chest: str = "", hem_c: str = "", cut_y: float = 500.0,
          banded: bool = False, crossed: bool = False, strap: str = GOLD,
          woven: tuple[str, bool] | None = None, belted: bool = True,
          woven_skirt: bool = False) -> list[str]:
    """The tunic from the shoulders down to `hem` (its two ends on the dividing line): the
    body in three tones with its lattice, the yoke and its triangles, crossing braids,
    a panel of stitches on the breast, the gold belt, and the skirt engraved in pleats; a
    `woven` tunic (a king's) has no braids but rows of weave from the yoke to the belt, and a
    panel of the `woven` cloth down the breast worked in rows too (as printed)."""
    (hx0, hy0), (hx1, hy1) = hem
    skirt_c = skirt or colour
    body = [(cx - 34, top - 12), (cx - shoulders * 0.7, top - 2), (cx - shoulders, top + 26),
            (cx - shoulders - 4, top + 80), (cx - waist, belt - 20), (cx - waist - 6, belt + 20),
            (hx0, (belt + hy0) / 2), (hx0, hy0), (hx1, hy1), (hx1, (belt + hy1) / 2),
            (cx + waist + 6, belt + 20),
            (cx + waist, belt - 20), (cx + shoulders + 4, top + 80), (cx + shoulders, top + 26),
            (cx + shoulders * 0.7, top - 2), (cx + 34, top - 12), (cx, top - 4)]
    # the skirt follows the body's own hips; a skirt of another cloth is its own mass below
    # the belt, the tunic above it (so no edge of the tunic shows beside the skirt)
    skirt_pts = [(cx - waist + 2, belt), (cx + waist - 2, belt), *body[10:5:-1], body[5]]
    upper = [*body[:5], (cx - waist + 2, belt), (cx + waist - 2, belt), *body[11:]]
    out = [form(body if skirt_c == colour else upper, colour, 5.0, deep=0.32)]
    torso = [(cx - shoulders + 6, top + 30), (cx + shoulders - 6, top + 30),
             (cx + waist - 4, belt), (cx - waist + 4, belt)]
    if skirt_c != colour:
        out.append(form(skirt_pts, skirt_c, 5.0, deep=0.32))
    out.append(lattice(torso, colour, 14.0))
    out.append(engrave(skirt_pts, skirt_c, angle=86.0, step=7.5, bow=0.08, lo=0.32, cross=0.7))
    out.append(engrave(upper, colour, angle=4.0, step=8.0, bow=-0.1, lo=0.5))
    rows = (() if woven else ((104, "tri"), (146, "bar")) if banded else ((64, "bar"), (108, "tri"))
            if straps else ((64, "bar"), (108, "tri"), (152, "bar")))
    for dy, motif in rows:  # woven rows across the breast, as printed
        y = top + dy
        spread = shoulders + 2 - dy * 0.04
        out.append(braid([(cx - spread, y + 2), (cx, y - 2), (cx + spread, y + 2)], 18,
                         dark(colour, 0.12), motif=motif, ink=dark(colour, 0.7)))
    # the yoke round the neck, edged below with triangles
    yoke = [(cx - shoulders * 0.8, top + 12), (cx - 40, top - 10), (cx, top - 6),
            (cx + 40, top - 10), (cx + shoulders * 0.8, top + 12),
            (cx + shoulders * 0.66, top + 44), (cx, top + 36), (cx - shoulders * 0.66, top + 44)]
    out.append(path(spline(yoke), panel, BLACK, 2.6))
    out.append(braid([(cx - shoulders * 0.7, top + 36), (cx - shoulders * 0.35, top + 28),
                      (cx, top + 26), (cx + shoulders * 0.35, top + 28),
                      (cx + shoulders * 0.7, top + 36)], 16, panel, motif="tri"))
    out.append(strokes([[(cx - shoulders * 0.6, top + 14), (cx, top + 8),
                         (cx + shoulders * 0.6, top + 14)]], dark(panel, 0.5), 2.0))
    if woven:
        low = min(hy0, hy1) - 16 - belt  # without a belt the weave runs on down the skirt
        out += weave(cx, top, belt, shoulders, waist, colour, *woven,
                     down=low if woven_skirt or not belted else 0.0)
    elif straps:  # the breast between crossing braids, stitched in rows
        breast = [(cx - 46, top + 52), (cx + 46, top + 52), (cx + 8, belt - 12),
                  (cx - 8, belt - 12)]
        out.append(path(Path().m(*breast[0]).l(*breast[1:]).z(), chest or colour, None))
        out.append(ticks(breast, chest or colour, top + 72, belt - 40, cx - 30, cx + 31, 26.0))
        if banded:  # a king's breast: a band of arches across it under the yoke
            out.append(braid([(cx - shoulders + 8, top + 66), (cx - shoulders * 0.4, top + 60),
                              (cx + shoulders * 0.4, top + 60),
                              (cx + shoulders - 8, top + 66)],
                             22, dark(colour, 0.3), motif="arch", ink=GOLD))
        for s in (-1, 1):  # the braids framing the breast, gold unless the print has cloth
            out.append(braid([(cx + s * shoulders * 0.55, top + 6), (cx + s * 18, belt - 6)],
                             20, strap, motif="tri"))
    else:
        out.append(ticks(torso, colour, top + 180, belt - 16, cx - waist + 26,
                         cx + waist - 20, 34.0))
        # without braids the tunic is woven all over, the skirt too, in rows of stitches
        out.append(ticks(skirt_pts, skirt_c, belt + 30, min(hy0, hy1) - 16, cx - waist + 20,
                         cx + waist - 20, 34.0))
    folds_top = [(cx + dx, belt + 18) for dx in (-waist * 0.7, -waist * 0.25, waist * 0.25,
                                                 waist * 0.7)]
    folds_bottom = [(cx + dx * 1.35, cut_y - dx * 0.22 - 44) for dx in
                    (-waist * 0.7, -waist * 0.25, waist * 0.25, waist * 0.7)]
    out.append(pleats(folds_top, folds_bottom, skirt_c))
    if crossed:  # the braids cross at the waist and run on down to the hem (the Cavalli)
        for s in (-1, 1):
            out.append(braid([(cx + s * 18, belt - 6), (cx - s * flare * 0.62,
                                                         cut_y + s * flare * 0.62 * 0.22 - 30)],
                             20, GOLD, motif="tri"))
    if belted:
        out.append(braid([(cx - waist - 6, belt + 6), (cx + waist + 6, belt - 2)], 22, GOLD,
                         motif="bar"))
    if hem_c:  # a band of another cloth above the hem, worked in gold arches
        out.append(braid([(hx0 + 4, hy0 - 20), (hx1 - 4, hy1 - 20)], 30, hem_c, motif="arch",
                         ink=GOLD))
    return out


__all__ = ["braid", "lattice", "pleats", "ticks", "tunic", "weave"]
