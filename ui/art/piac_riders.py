"""How the Piacentine Fanti and Cavalli riders wear their caps and carry their arms.

The prints give the Fanti and the Cavalli great caps: rolled brims as fat as turbans,
ostrich plumes curling back over the head (and on the Cavallo di Spade's forward over the
brim too), a short feather standing up from the crown. `CAPS` says, court by court, how
far each cap departs from the plain one of `piac_hats.cap`; `raised_blade` is the
Cavallo di Spade's broad sword held up by his shoulder.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ui.art.craft import bez, dark, outline
from ui.art.piac_cloth import lattice_lines
from ui.art.piac_engrave import engrave
from ui.art.piac_hats import cap, crown, ostrich
from ui.art.piac_head import _Frame
from ui.art.piac_kings import broadsword
from ui.art.piac_shade import INK, form, strands
from ui.art.svg import circle, group

RED, BLUE, GREEN, YELLOW = "#cf3a2c", "#3d6cb3", "#2f6b37", "#efc63a"


@dataclass(frozen=True)
class CapStyle:
    """One court's cap beyond the plain one: plume size, brim roll, overall size, the
    feather standing on the crown and the plume curling forward (see `piac_hats.cap`)."""

    big: float = 1.0
    roll: float = 1.0
    scale: float = 1.0
    tuft: str | None = None
    fore: str | None = None
    mirror: bool = False  # the great plumes on the side he looks to, not behind
    flat: float = 1.0  # < 1: a low, wide cap
    stripes: str | None = None  # the crown slashed in this colour
    wide: bool = False  # a broad flat brim instead of a rolled one
    ribbed: bool = False  # the stripes as ribs from the brim to the top, a melon cap


CAPS: dict[tuple[str, int], CapStyle] = {
    ("coppe", 11): CapStyle(big=1.4),
    ("spade", 11): CapStyle(big=1.7, wide=True),
    ("denari", 11): CapStyle(big=1.5, roll=1.6),
    ("denari", 12): CapStyle(big=1.6, roll=1.3),
    ("bastoni", 12): CapStyle(big=1.7, stripes=YELLOW, ribbed=True),
    ("coppe", 12): CapStyle(big=1.25, roll=1.5, scale=1.2, tuft=RED, flat=0.72,
                            stripes=RED),
    ("spade", 12): CapStyle(big=1.35, roll=2.0, scale=1.14, tuft=RED, fore=YELLOW,
                            mirror=True, flat=0.72),
}
#: the side-view horse's poll height, head length and poll's distance from the centre
#: (the Cavallo di Spade's horse is big)
HORSE_AT: dict[str, tuple[float, float, float]] = {
    "coppe": (190.0, 214.0, 66.0), "bastoni": (200.0, 198.0, 84.0),
    "spade": (176.0, 236.0, 62.0)}
#: the Cavalli whose horse runs on to the line under a dagged cloth: (cloth, teeth)
CLOTH: dict[str, tuple[str, str]] = {"coppe": (GREEN, RED), "spade": ("#b8323a", "#3d6cb3")}
#: sleeves slimmer than the others' (upper arm, elbow, wrist widths): the Fante di Coppe's
#: red sleeves leave his green jerkin broad on the trunk
SLIM: dict[tuple[str, int], list[float]] = {("coppe", 11): [48, 44, 34]}


def worn_cap(key: tuple[str, int], x: float, y: float, r: float, f: int, crown: str,
             brim: str, plumes: Sequence[str]) -> list[str]:
    """The cap of the court `key` on a head at (x, y) of radius `r` looking to `f`."""
    cs = CAPS.get(key, CapStyle())
    return cap(x, y, r, -f if cs.mirror else f, crown, brim, plumes, big=cs.big, roll=cs.roll,
               scale=cs.scale, tuft=cs.tuft, fore=cs.fore, flat=cs.flat, stripes=cs.stripes,
               wide=cs.wide, ribbed=cs.ribbed)


def crowned_cap(x: float, y: float, r: float, f: int, plumes: Sequence[str]) -> list[str]:
    """The Fante di Bastoni's headgear as printed: a red cap rising inside an open gold
    crown, great plumes curling up and back behind it."""
    fr = _Frame(x, y - r * 0.14, r * 1.2, -f)  # on the side he looks to, as printed
    out: list[str] = []
    for i, colour in enumerate(plumes):  # the first a fringe round the next
        out += ostrich(fr, (-0.3 + 0.05 * i, -0.95), (-1.0 + 0.05 * i, -1.75 + 0.05 * i),
                       (-1.6 + 0.1 * i, -0.55 - 0.05 * i), 0.42 - 0.12 * i, colour)
    return out + crown(x, y, r, f, YELLOW, RED)


def yoke(cx: float, w0: float, top: float, colour: str = GREEN) -> list[str]:
    """A yoke across the shoulders and the top of the breast (the Cavallo di Denari's
    green one), its lower edge dipping in a shallow V, two gold buttons on it."""
    pts = outline((cx - 40, top - 12), ((cx - 80, top - 12), (cx - w0 - 4, top), (cx - w0 - 8,
                                                                                 top + 30)),
                  ((cx - w0 * 0.6, top + 44), (cx - 30, top + 56), (cx, top + 70)),
                  ((cx + 30, top + 56), (cx + w0 * 0.6, top + 44), (cx + w0 + 8, top + 30)),
                  ((cx + w0 + 4, top), (cx + 80, top - 12), (cx + 40, top - 12)), n=7)
    out = [form(pts, colour, "V", sw=3.0)]
    out += engrave(pts, dark(colour, 0.65), 100.0, 7.0, toward=0, bow=0.1, width=3.4,
                   start=0.4, cross=None)
    out += [circle(cx + u, top + 34, 8.0, YELLOW, INK, 1.8) for u in (-52.0, 52.0)]
    return out


def lining(cx: float, f: int, w0: float, top: float, spread: float) -> list[str]:
    """The yellow lining of a mantle hung on the near side (`piac_body.mantle_back` with
    `near_only`), turned out in a broad band down its outer edge to the line."""
    def p(u: float, v: float) -> tuple[float, float]:
        return (cx + f * u, v)

    e = spread
    edge = [p(-w0 - 36 - e, top + 26), *bez(p(-w0 - 40 - e, top + 26), p(-w0 - 70 - e, 360),
                                           p(-w0 - 78 - e, 420), p(-w0 - 66 - e, 500.0), 8)]
    return [strands([edge], INK, 17.0), strands([edge], YELLOW, 12.0),
            strands([[(x - f * 4, y) for x, y in edge]], dark(YELLOW, 0.35), 3.0)]


def raised_blade(x: float, y: float, lean: float = 10.0) -> str:
    """A broad sword gripped at (x, y) and held up by the shoulder, the blade leaning out
    by `lean` degrees, its guard's ends curled (the Cavallo di Spade's)."""
    return group(broadsword(0.0, 0.0, -236.0, jewels=False), x, y, lean)




def capelet(cx: float, w0: float, top: float, ground: str = "#f7f4ee",
            check: str = "#3d6cb3") -> list[str]:
    """A short checked cape over the shoulders and the breast (the Cavallo di Spade's
    mail-like mozzetta): white, chequered in blue lines on the diagonal, its lower edge
    rounding over the chest, a gold ring round the neck."""
    pts = outline((cx - 46, top - 14), ((cx - 90, top - 12), (cx - w0 - 18, top + 6),
                                        (cx - w0 - 24, top + 46)),
                  ((cx - w0 - 20, top + 80), (cx - w0 * 0.6, top + 104), (cx - 20, top + 98)),
                  ((cx + 10, top + 110), (cx + w0 * 0.6, top + 100), (cx + w0 + 22, top + 70)),
                  ((cx + w0 + 26, top + 30), (cx + 90, top - 12), (cx + 46, top - 14)), n=8)
    out = [form(pts, ground, "V", sw=3.0)]
    out.append(strands(lattice_lines(pts, 20.0), INK, 6.0))
    out.append(strands(lattice_lines(pts, 20.0), check, 4.0))
    ring = [(cx - 46 + 92 * k / 8, top - 12 + 16 * math.sin(math.pi * k / 8)) for k in range(9)]
    out += [strands([ring], INK, 16.0), strands([ring], YELLOW, 11.0)]
    return out


def flank(cx: float, look: int, coat: str) -> list[str]:
    """The horse's barrel and chest behind the rider, down to the centre line."""
    def x(u: float) -> float:
        return cx + look * u
    pts = [(x(-60), 412.0), (x(60), 396.0), (x(160), 404.0), (x(214), 420.0),
           (x(238), 456.0), (x(244), 500.0), (x(-60), 500.0)]
    body = dark(coat, 0.22)
    return [form(pts, body, "R" if look > 0 else "L", sw=3.4),
            *engrave(pts, dark(coat, 0.6), 10.0 * look, 11.0, toward=90 - look * 40,
                     bow=0.08, width=4.0, start=0.3, cross=0.7)]


__all__ = ["CAPS", "CLOTH", "HORSE_AT", "SLIM", "CapStyle", "capelet", "crowned_cap", "flank",
           "lining", "raised_blade", "worn_cap", "yoke"]
