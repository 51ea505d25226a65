"""The Napoletane Asso di Spade: the sword on the slant, point down, its guard a ribbed boss
between ringed volutes, and the green serpent coiled round it with yellow spots and blue
plates, engraved along its shaded side. Drawn from our own study of the pattern."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ui.art.common import place
from ui.art.craft import (
    FINE,
    HAIR,
    HEAVY,
    INK,
    MEDIUM,
    band,
    dark,
    ellipse_pts,
    outline,
    shape,
    stroke,
    toned,
    transform,
)
from ui.art.nap_engrave import region
from ui.art.nap_signs import COBALT, CRIMSON, GOLD, LEMON, SILVER, W, bezier
from ui.art.svg import Point, circle

CX = W / 2
GREEN_LEAF = "#2f8a36"


def tone(pts: Sequence[Point], fill: str, angle: float = 20.0, shade: float = 0.4,
         step: float = 9.0) -> str:
    """A region in the aces' heavy contour, engraved where it is large enough."""
    return region(pts, fill, sw=HEAVY, angle=angle, shade=shade, step=step,
                  hatch_sw=HAIR * 1.2)


#: The serpent's course (card units): the head at the top facing left, the neck down the
#: left in an S, across behind the guard, round the right of the blade and down beside it to a
#: U at the foot, the tail rising on the right; a second strand shows its pale belly where the
#: coil turns down the left to the blade.
COIL = [(262, 92), (306, 142), (262, 214), (172, 284), (142, 342), (176, 396), (254, 370),
        (344, 336), (432, 362), (462, 432), (440, 512), (382, 582), (306, 646), (266, 728),
        (286, 812), (340, 848), (418, 842), (466, 792), (484, 700), (488, 594)]
BELLY = [(176, 396), (124, 456), (116, 536), (156, 594), (230, 600), (272, 574)]
SWORD = (CX - 24, 512, 28.0)  # the blade's middle and its slant


def _through(knots: Sequence[Point], n: int = 8) -> list[Point]:
    """Points along a smooth curve through every knot (Catmull-Rom, `n` per span)."""
    pad = [knots[0], *knots, knots[-1]]
    out: list[Point] = []
    for i in range(1, len(pad) - 2):
        p0, p1, p2, p3 = pad[i - 1], pad[i], pad[i + 1], pad[i + 2]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        out += bezier(p1, c1, c2, p2, n)[(1 if out else 0):]
    return out


def _collar(coil: Sequence[Point], i: int) -> str:
    """A blue square plate set corner-on across the body at the coil's i-th point, its
    corners notched like a buckle's, a gold ring with a black eye in the middle."""
    (ax, ay), (bx, by) = coil[i - 1], coil[i + 1]
    rot = math.degrees(math.atan2(by - ay, bx - ax)) + 45
    x, y = coil[i]
    plate = [(-30, -26), (-22, -30), (22, -30), (30, -26), (30, 26), (22, 30), (-22, 30),
             (-30, 26)]
    return (tone(transform(plate, x, y, rot), COBALT, angle=0, step=5, shade=0.4)
            + "".join(stroke(transform([(k * 20, k * 20), (k * 12, k * 12)], x, y, rot),
                             dark(COBALT, 0.5), FINE) for k in (-1, 1))
            + circle(x, y, 13, LEMON, INK, FINE) + circle(x, y, 6.5, INK, None))


def ace_spade() -> list[str]:
    """The sword on the slant, point down, a green serpent with yellow spots and blue collars
    coiled round it as the pattern coils it (COIL), its blue head at the top."""
    sx, sy, sr = SWORD
    coil = _through(COIL)
    belly = _through(BELLY)
    behind = coil[5 * 8:8 * 8 + 1]  # the span that passes behind the guard
    blade = transform([(-32, -290), (32, -290), (30, 250), (0, 318), (-30, 250)], sx, sy, sr)
    ridge = transform([(0, -280), (0, 300)], sx, sy, sr)
    spots = "".join(circle(x, y, 6.5, LEMON, INK, HAIR)
                    for x, y in coil[3:-2:3] if (x, y) not in behind)
    head = transform(outline((0, -24), ((40, -34), (76, -12), (76, 6)),
                             ((64, 28), (20, 28), (0, 24)), ((-16, 10), (-16, -10), (0, -24)),
                             n=6), 300, 100, 200)
    return [
        band(behind, GREEN_LEAF, 50, MEDIUM),
        tone(blade, CRIMSON, angle=110, shade=0.5),
        stroke(ridge, dark(CRIMSON, 0.5), FINE),
        *(stroke(transform([(-14, 12), (0, 0), (14, 12)], *transform([(0, float(t))], sx, sy,
                                                                        sr)[0], sr),
                 dark(CRIMSON, 0.55), MEDIUM) for t in range(-236, 250, 26)),
        place(_hilt, *transform([(0, -296)], sx, sy, sr)[0], 3.4, sr),
        place(_chape, *transform([(0, 300)], sx, sy, sr)[0], 3.0, sr),
        # the pale belly where the coil turns down the left, ribbed across
        band(belly, LEMON, 48, MEDIUM),
        *(stroke([(x - 18, y - 8), (x + 18, y + 8)], dark(GOLD, 0.4), FINE)
          for x, y in belly[1:-1]),
        band(coil[:5 * 8 + 1], GREEN_LEAF, 50, MEDIUM),
        band(coil[8 * 8:], GREEN_LEAF, 50, MEDIUM),
        _scales(coil[:5 * 8 + 1]), _scales(coil[8 * 8:]),
        spots,
        *(_collar(coil, i) for i in (20, 38, 122, 141)),
        _collar(belly, len(belly) - 2),
        tone(head, COBALT, angle=90, step=6),
        circle(266, 84, 7, GREEN_LEAF, INK, FINE),
    ]


def _scales(run: Sequence[Point]) -> str:
    """The serpent's engraving: lines along its body on the side away from the light (lower
    right), three of them, the outer ones shorter, broken where the coil turns over."""
    out = []
    for off, keep in ((9.0, 1), (15.0, 2), (20.0, 3)):
        piece: list[Point] = []
        for i, (x, y) in enumerate(run):
            (ax, ay), (bx, by) = run[max(0, i - 1)], run[min(len(run) - 1, i + 1)]
            ln = math.hypot(bx - ax, by - ay) or 1.0
            nx, ny = (by - ay) / ln, -(bx - ax) / ln
            if nx + ny < 0:
                nx, ny = -nx, -ny
            facing = (nx + ny) / math.sqrt(2)
            if facing > 0.25 * keep and i % 1 == 0:
                piece.append((x + nx * off, y + ny * off))
            elif piece:
                out.append(piece)
                piece = []
        if piece:
            out.append(piece)
    return "".join(stroke(p, dark(GREEN_LEAF, 0.55), 2.6) for p in out if len(p) > 2)


def _hilt(lw: float) -> str:
    """The sword's hilt, pointing up from the origin: a broad gold guard in rounded lobes like
    a crown (the pattern's), a blue grip bound in silver, a ring pommel."""
    # two ringed volutes either side of a ribbed oval boss, beads along its top (the print's)
    lobes = "".join(circle(x, 3, 10, GOLD, INK, lw * 0.45) + circle(x, 3, 6, LEMON, INK,
                                                                    lw * 0.3)
                    + circle(x, 3, 2.5, dark(GOLD, 0.45), None) for x in (-19, 19))
    beads = "".join(circle(x, -19 + abs(x) * 0.2, 2.6, LEMON, INK, lw * 0.2)
                    for x in (-7, 0, 7))
    return "".join([
        lobes,
        toned([(-18, -2), (18, -2), (14, 9), (-14, 9)], GOLD, sw=lw * 0.45, step=3,
              hatch_sw=lw * 0.15),
        beads,
        shape(ellipse_pts(0, -3, 9, 14, 14), LEMON, INK, lw * 0.5),
        *(stroke([(k * 3.5, -13), (k * 4.5, -3), (k * 3.5, 8)], dark(GOLD, 0.4), lw * 0.18)
          for k in (-1, 0, 1)),
        toned([(-7, -14), (7, -14), (5, -44), (-5, -44)], COBALT, sw=lw * 0.5, step=4,
              hatch_sw=lw * 0.2),
        *(stroke([(-6, -18 - k * 8), (6, -22 - k * 8)], SILVER, lw * 0.3) for k in range(3)),
        circle(0, -50, 6, GOLD, INK, lw * 0.5), circle(0, -58, 3.5, "#fbf6e9", INK, lw * 0.25),
    ])


def _chape(lw: float) -> str:
    """The blue three-lobed tip fitted over the point of the scabbardless blade, a ring below."""
    return "".join([
        toned([(-12, -10), (0, -2), (12, -10), (10, 8), (0, 16), (-10, 8)], COBALT,
              sw=lw * 0.5, step=3, hatch_sw=lw * 0.15),
        circle(0, 22, 6, "#fbf6e9", INK, lw * 0.5), circle(0, 22, 2.5, INK, None),
    ])



__all__ = ["ace_spade"]
