"""The Napoletane Asso di Bastoni: one great club, a green bulb on a red shaft that bends down
to the left to a lopped green foot, a long yellow feathered leaf laid along the bulb, yellow
acanthus and a dark green leaf sprouting from the bend, a red scroll curling out to the left.
Drawn as rounded forms (nap_shade) from our own study of the pattern."""

from __future__ import annotations

import math

from ui.art.craft import FINE, HAIR, dark, limb
from ui.art.nap_shade import flat, form, line, spline
from ui.art.nap_signs import GREEN_BRIGHT, LEMON
from ui.art.svg import Path, Point, path

RED, GREEN, DEEP_GREEN = "#d8245a", GREEN_BRIGHT, "#24702c"
LW = 7.0


def _leaf(base: Point, tip: Point, width: float, lobes: int, colour: str, bend: float = 0.0,
          *, feather: bool = False) -> str:
    """A lobed leaf from `base` to `tip`, a midrib and a vein to each lobe: rounded acanthus
    lobes, or with `feather` the long leaf's barbs, narrow and swept towards its point."""
    bx, by = base
    dx, dy = tip[0] - bx, tip[1] - by
    ln = math.hypot(dx, dy) or 1.0
    ux, uy, nx, ny = dx / ln, dy / ln, -dy / ln, dx / ln

    def q(t: float, s: float) -> Point:
        off = s + bend * math.sin(math.pi * t)
        return bx + ux * ln * t + nx * off, by + uy * ln * t + ny * off

    left: list[Point] = []
    right: list[Point] = []
    for i in range(lobes):
        # each lobe a rounded scallop whose tip curls forward towards the leaf's point, as the
        # print's acanthus and feathered leaves are cut (not a saw's teeth)
        t0, t1 = i / lobes * 0.9, (i + 1) / lobes * 0.9
        tm = t0 * 0.4 + t1 * 0.6
        w = width * math.sin(math.pi * (0.15 + 0.85 * t1)) * (1.05 - 0.4 * t1)
        for keys, sd in ((left, -1), (right, 1)):
            keys += ([q(t0 + 0.01, sd * w * 0.3), q(tm, sd * w * 0.8),
                      q(t1 + 0.045, sd * w * 1.02)] if feather else
                     [q(t0 + 0.01, sd * w * 0.42), q(tm - 0.01, sd * w * 0.98),
                      q(t1 + 0.012, sd * w * 0.84)])
    keys = [q(0, 0), *left, q(1.0, 0), *reversed(right)]
    veins = [q(t, 0) for t in (0.02, 0.35, 0.7, 0.9)]
    out = form(keys, colour, angle=20, depth=0.28, lines=2, gloss=0, sw=LW * 0.7,
               tension=0.6 if feather else 0.8)
    out += line(veins, dark(colour, 0.5), FINE)
    ribs = Path()  # a curved vein out to each lobe, and a short cut at each notch
    for i in range(lobes):
        t0, t1 = i / lobes * 0.9, (i + 1) / lobes * 0.9
        for side in (-1, 1):
            w = width * math.sin(math.pi * (0.15 + 0.85 * t1)) * (1.05 - 0.4 * t1)
            ribs.m(*q(t0, 0)).q(q(t0 + 0.02, side * w * 0.5), q(t1, side * w * 0.8))
            ribs.m(*q(t0 + 0.015, side * w * 0.45)).l(q(t0 + 0.035, side * w * 0.2))
    out += path(ribs, "none", dark(colour, 0.5), FINE)
    return out


def ace_bastoni() -> list[str]:
    """The great club, its leaves and scroll, as the pattern lays them out: a pear-shaped
    green head leaning right, the red shaft dropping straight under it and sweeping out to
    the left into the lopped foot."""
    club = limb([(412, 290), (358, 452), (340, 590), (332, 712), (290, 812), (204, 874),
                 (100, 898)], [136, 130, 124, 120, 112, 100, 86])
    bulb = limb([(436, 150), (420, 250), (384, 396), (356, 470)], [214, 236, 156, 108])
    foot = spline([(60, 884), (104, 866), (132, 894), (112, 926), (62, 920)], 0.9)
    scroll = [(330, 700), (252, 650), (160, 648), (104, 700), (124, 762), (190, 772),
              (216, 730), (192, 700), (160, 712), (170, 686), (232, 690), (318, 744)]
    return [
        _leaf((326, 640), (128, 330), 70, 4, LEMON, bend=-36),
        flat(spline(scroll, 0.8), RED, sw=LW),
        line([(300, 700), (200, 668), (128, 704), (152, 752), (198, 748)], dark(RED, 0.45),
             FINE),
        form(club, RED, angle=20, depth=0.3, lines=4, gloss=8, sw=LW, tension=0.9),
        form(bulb, GREEN, angle=20, depth=0.3, lines=4, gloss=10, sw=LW, tension=0.9),
        # the binding round the shaft above the sweep
        line([(276, 736), (332, 760), (392, 738)], dark(RED, 0.55), FINE),
        line([(270, 770), (326, 792), (384, 770)], dark(RED, 0.55), FINE),
        flat(foot, GREEN, sw=LW * 0.8),
        line([(78, 890), (104, 882), (116, 900), (96, 912), (84, 900)], dark(GREEN, 0.5),
             HAIR),
        _leaf((378, 600), (526, 452), 58, 3, LEMON, bend=18),
        _leaf((372, 676), (478, 806), 66, 3, DEEP_GREEN, bend=-10),
        _leaf((352, 600), (330, 110), 60, 13, LEMON, bend=-34, feather=True),
    ]


__all__ = ["ace_bastoni"]
