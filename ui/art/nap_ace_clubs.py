"""The Napoletane Asso di Bastoni: one great club, a green bulb on a red shaft that bends down
to the left to a lopped green foot, a long yellow feathered leaf laid along the bulb, yellow
acanthus and a dark green leaf sprouting from the bend, a red scroll curling out to the left.
Drawn as rounded forms (nap_shade) from our own study of the pattern."""

from __future__ import annotations

import math

from ui.art.craft import FINE, HAIR, INK, dark, limb
from ui.art.nap_shade import flat, form, line, spline
from ui.art.nap_signs import GREEN_BRIGHT, LEMON
from ui.art.svg import Point

RED, GREEN, DEEP_GREEN = "#d8245a", GREEN_BRIGHT, "#24702c"
LW = 7.0


def _leaf(base: Point, tip: Point, width: float, lobes: int, colour: str, bend: float = 0.0
          ) -> str:
    """A serrated leaf from `base` to `tip`: lobed edges, a midrib, a vein to each lobe."""
    bx, by = base
    dx, dy = tip[0] - bx, tip[1] - by
    ln = math.hypot(dx, dy) or 1.0
    ux, uy, nx, ny = dx / ln, dy / ln, -dy / ln, dx / ln

    def q(t: float, s: float) -> Point:
        off = s + bend * math.sin(math.pi * t)
        return bx + ux * ln * t + nx * off, by + uy * ln * t + ny * off

    left, right = [], []
    for i in range(lobes):
        t0, t1 = (i + 0.2) / lobes * 0.88, (i + 0.9) / lobes * 0.88
        w = width * math.sin(math.pi * (0.15 + 0.85 * t1)) * (1.05 - 0.4 * t1)
        left += [q(t0, -w * 0.55), q(t1, -w)]
        right += [q(t0, w * 0.55), q(t1, w)]
    keys = [q(0, 0), *left, q(1.0, 0), *reversed(right)]
    veins = [q(t, 0) for t in (0.02, 0.35, 0.7, 0.9)]
    out = form(keys, colour, angle=20, depth=0.28, lines=2, gloss=0, sw=LW, tension=0.95)
    out += line(veins, dark(colour, 0.5), FINE)
    for i in range(lobes):
        t = (i + 0.5) / lobes
        for side in (-1, 1):
            out += line([q(t - 0.05, 0), q(t + 0.01, side * width * 0.35)], dark(colour, 0.45),
                        HAIR)
    return out


def ace_bastoni() -> list[str]:
    """The great club, its leaves and scroll, as the pattern lays them out."""
    spine = [(446, 190), (430, 330), (392, 470), (336, 620), (262, 760), (168, 880)]
    club = limb(spine, [210, 190, 150, 118, 100, 90])
    bulb = limb([(450, 176), (438, 320), (418, 440)], [214, 178, 70])
    foot = spline([(122, 852), (168, 832), (206, 870), (192, 916), (146, 922), (120, 892)], 0.9)
    scroll = [(280, 640), (200, 590), (110, 610), (80, 680), (120, 750), (190, 760),
              (220, 720), (196, 680), (160, 690), (170, 662), (220, 660), (280, 700)]
    wrap = [(300, 640), (360, 628), (330, 686), (286, 700), (330, 700), (300, 744)]
    return [
        _leaf((300, 630), (140, 320), 58, 6, LEMON, bend=-24),
        flat(spline(scroll, 0.8), RED, sw=LW),
        line([(250, 640), (150, 630), (108, 690), (150, 740), (196, 730)], dark(RED, 0.45),
             FINE),
        form(club, RED, angle=20, depth=0.3, lines=4, gloss=8, sw=LW, tension=0.9),
        form(bulb, GREEN, angle=20, depth=0.3, lines=4, gloss=10, sw=LW, tension=0.9),
        line(wrap[:3], dark(RED, 0.5), FINE), line(wrap[3:], dark(RED, 0.5), FINE),
        flat(foot, GREEN, sw=LW * 0.8),
        line([(150, 876), (172, 870), (182, 890), (160, 898), (152, 886)], dark(GREEN, 0.5),
             HAIR),
        _leaf((360, 566), (520, 460), 46, 4, LEMON, bend=14),
        _leaf((346, 640), (486, 740), 52, 3, DEEP_GREEN, bend=-10),
        _leaf((368, 580), (350, 96), 58, 9, LEMON, bend=-24),
        line([(300, 700), (240, 790)], INK, HAIR),
    ]


__all__ = ["ace_bastoni"]
