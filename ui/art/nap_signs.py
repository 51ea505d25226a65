"""Napoletane suit signs and palette: the cup, the coin, the leafy club, the sword, the emblem.

Kept apart from the card assembly (`napoletane.py`) so the aces and courts can use them
without importing the module that imports them.
"""

from __future__ import annotations

import math

from ui.art.common import WIDTH, Sign
from ui.art.craft import (
    INK,
    PAPER,
    band,
    bez,
    clip_half,
    dark,
    ellipse_pts,
    flip,
    light,
    outline,
    shape,
    stroke,
    toned,
    transform,
)
from ui.art.svg import Path, circle, ellipse, path, poly, star

LEMON, CRIMSON, COBALT, DEEP = "#f4e21c", "#c8161d", "#1c56c8", "#10288a"
GREEN, LEAF, OCHRE, ORANGE = "#08600d", "#448114", "#7f6020", "#e8901a"
GREEN_BRIGHT, GREEN_DARK = "#1d7a24", "#0a3f10"
GOLD, GOLD_DARK, SILVER = "#e9c534", "#9a7412", "#e4e8ec"
FLOOR = {"coppe": CRIMSON, "denari": LEMON, "bastoni": LEAF, "spade": COBALT}
W = WIDTH["napoletane"]


def sun_face(lw: float, r: float, skin: str, ink: str = INK) -> str:
    """The grave face of the Denari sun (and masks): brows, almond eyes, a straight mouth."""
    k = r / 30.0
    h = lw * 0.45
    return "".join([
        circle(0, 0, r, skin, ink, lw * 0.7),
        path(Path().m(4 * k, 26 * k).q((24 * k, 18 * k), (27 * k, -4 * k)).q(
            (22 * k, 16 * k), (4 * k, 26 * k)).z(), dark(skin, 0.25), None),
        stroke([(-17 * k, -9 * k), (-10 * k, -13 * k), (-3 * k, -10 * k)], ink, h),
        stroke([(17 * k, -9 * k), (10 * k, -13 * k), (3 * k, -10 * k)], ink, h),
        path(Path().m(-15 * k, -4 * k).q((-10 * k, -8 * k), (-5 * k, -4 * k)).q(
            (-10 * k, -1 * k), (-15 * k, -4 * k)).z(), ink, None),
        path(Path().m(15 * k, -4 * k).q((10 * k, -8 * k), (5 * k, -4 * k)).q(
            (10 * k, -1 * k), (15 * k, -4 * k)).z(), ink, None),
        stroke([(-1 * k, -8 * k), (-3 * k, 6 * k), (0, 8 * k), (3 * k, 6 * k)], ink, h),
        stroke([(-8 * k, 15 * k), (0, 14 * k), (8 * k, 15 * k)], ink, h * 1.2),
        stroke([(-5 * k, 20 * k), (5 * k, 20 * k)], ink, h * 0.7),
    ])


def coin(lw: float) -> str:
    """Denaro: a black disc in a thin ring, a yellow sun of twelve pointed rays, a grave face."""
    rays = star(0, 0, 41, 23, 12)
    shade = Path()
    for i in range(0, 24, 2):  # the clockwise half of every ray in the darker yellow
        shade.m(0, 0).l(rays[i], rays[(i + 1) % 24]).z()
    return "".join([
        circle(0, 0, 49, PAPER, INK, lw * 0.55),
        circle(0, 0, 44.5, INK, None),
        poly(rays, LEMON, None),
        path(shade, GOLD_DARK, None),
        poly(rays, "none", INK, lw * 0.3),
        *(circle(33 * math.cos(math.radians(a)), 33 * math.sin(math.radians(a)), 2.2, LEMON,
                 None) for a in range(15, 360, 30)),
        sun_face(lw, 21, LEMON),
    ])


def cup(lw: float) -> str:
    """Coppa: a wide red flared mouth, a narrow yellow band, a green bowl with scalloped
    gadroons, a red knot in leaves on a red foot, silver S-scroll handles; two tones each."""
    handle = [(-27, -34), (-42, -38), (-48, -26), (-40, -15), (-42, -5), (-49, 0)]
    parts = [band(handle, SILVER, 4.5, lw * 0.5), band(flip(handle, 0), SILVER, 4.5, lw * 0.5),
             circle(-48, 2, 3, SILVER, INK, lw * 0.4), circle(48, 2, 3, SILVER, INK, lw * 0.4)]
    mouth = [(-35, -42), (35, -42), (27, -24), (-27, -24)]
    neck = [(-27, -24), (27, -24), (31, -12), (-31, -12)]
    bowl = outline((-31, -12), ((-38, 2), (-24, 18), (0, 20)), ((24, 18), (38, 2), (31, -12)),
                   n=8)
    lobes = Path().m(-30, 0)
    for k in range(6):  # the gadroons: rounded tops under the band, ribs down to the stem
        x0 = -30 + k * 10
        lobes.q((x0 + 5, -14), (x0 + 10, 0))
    for k in range(1, 6):
        x0 = -30 + k * 10
        lobes.m(x0, 0).q((x0 * 0.9, 10), (x0 * 0.45, 18))
    foot = [(-6, 20), (6, 20), (9, 30), (-9, 30)]
    parts += [
        shape([(-20, 38), (20, 38), (20, 47), (-20, 47)], CRIMSON, INK, lw),
        shape([(3, 39), (20, 39), (20, 47), (3, 47)], dark(CRIMSON, 0.3), None),
        toned(foot, CRIMSON, sw=lw * 0.8, hatched=False, angle=0),
        path(Path().m(-16, 38).q((-14, 26), (0, 24)).q((14, 26), (16, 38)).z(), CRIMSON, INK,
             lw * 0.7),
        toned(bowl, GREEN_BRIGHT, sw=lw, step=5, hatch_sw=lw * 0.22, angle=30, shade=0.45),
        path(lobes, "none", GREEN_DARK, lw * 0.45),
        toned(neck, LEMON, sw=lw * 0.8, hatched=False, angle=0, shade=0.3),
        toned(mouth, CRIMSON, sw=lw, step=5, hatch_sw=lw * 0.2, angle=0, shade=0.35),
        ellipse(0, -42, 35, 6.5, CRIMSON, INK, lw),
        ellipse(0, -41.5, 28, 3.2, dark(CRIMSON, 0.45), None),
    ]
    return "".join(parts)


def club(lw: float) -> str:
    """Bastone: the pattern's leafy club, a long pear of green and red with a yellow frond
    along it and a cut stem at the narrow end (bulb up)."""
    body = outline((-4, 46), ((-5, 30), (-15, 0), (-15, -26)), ((-16, -46), (-6, -52), (0, -52)),
                   ((7, -52), (15, -44), (14, -24)), ((13, 2), (5, 30), (4, 46)), n=8)
    red = clip_half(body, 1.0, -0.25, 2.0)
    vein = [(1, 32), (2, 12), (1, -10), (-2, -30), (-5, -44)]
    # the yellow frond along the club: one serrated leaf spray, teeth pointing up the club
    left: list[tuple[float, float]] = []
    right: list[tuple[float, float]] = []
    n = 9
    for i in range(n + 1):
        t = i / n
        x, y = 2 - t * 7 + 1.5 * math.sin(t * 3), 20 - t * 66
        wide = 1.5 + 8.5 * math.sin(math.pi * min(1.0, 0.08 + 0.9 * t))
        for side, edge in ((-1, left), (1, right)):
            edge.append((x + side * wide * 0.5, y + 3))
            edge.append((x + side * wide, y - 3))
    frond = [*left, (-5, -50), *reversed(right)]
    leaflets = Path()
    for i in range(1, n):
        t = i / n
        x, y = 2 - t * 7 + 1.5 * math.sin(t * 3), 20 - t * 66
        wide = 1.5 + 8.5 * math.sin(math.pi * min(1.0, 0.08 + 0.9 * t))
        for side in (-1, 1):
            leaflets.m(x, y + 2).l((x + side * wide * 0.8, y - 4))
    return "".join([
        toned(body, GREEN_BRIGHT, sw=lw, step=5, hatch_sw=lw * 0.22, angle=200, shade=0.35),
        toned(red, CRIMSON, sw=0, stroke_colour=None, step=5, hatch_sw=lw * 0.22, angle=20,
              shade=0.4),
        shape(body, "none", INK, lw),
        toned(frond, LEMON, sw=lw * 0.3, hatched=False, angle=20, shade=0.4),
        path(leaflets, "none", GOLD_DARK, lw * 0.18),
        stroke(vein, GOLD_DARK, lw * 0.3),
        shape(ellipse_pts(0, 46, 4.5, 2.2, 12), CRIMSON, INK, lw * 0.6),
    ])


def sword(lw: float) -> str:
    """Spada: a slim straight blue blade with a ridge (two tones), point up, and the pattern's
    gold hilt: a guard of two discs marked with a cross either side of an oval boss, a grip
    bound in a spiral, a pommel of three small balls. (Compact: the sign recurs 30 times.)"""
    blade = [(-4.5, 18), (-4.5, -42), (0, -52), (4.5, -42), (4.5, 18)]
    crosses = Path()
    for x in (-13, 13):
        crosses.m(x - 3, 22).l((x + 3, 22)).m(x, 19).l((x, 25))
    binding = Path()
    for k in range(4):
        binding.m(-4.5, 29 + k * 3.2).l((4.5, 31.5 + k * 3.2))
    grip = [(-3.5, 27), (-5.5, 33), (-2.5, 41.5), (2.5, 41.5), (5.5, 33), (3.5, 27)]
    gold = "".join([
        circle(-13, 22, 5.5, GOLD, INK, lw * 0.4), circle(13, 22, 5.5, GOLD, INK, lw * 0.4),
        path(crosses, "none", INK, lw * 0.22),
        shape([(-9, 18), (9, 18), (8, 27), (-8, 27)], GOLD, INK, lw * 0.45),
        shape(ellipse_pts(0, 22.5, 4.5, 6.5, 10), GOLD, INK, lw * 0.4),
        shape(ellipse_pts(0, 22.5, 1.8, 3.2, 6), dark(GOLD, 0.45), None),  # the boss's jewel
        shape(grip, GOLD, INK, lw * 0.45),
        path(binding, "none", dark(GOLD, 0.55), lw * 0.2),
        circle(-3.2, 43.5, 2.6, GOLD, INK, lw * 0.3), circle(3.2, 43.5, 2.6, GOLD, INK, lw * 0.3),
        circle(0, 47, 2.6, GOLD, INK, lw * 0.3),
    ])
    return "".join([
        shape(blade, COBALT, None),
        shape([(0, 18), (0, -52), (4.5, -42), (4.5, 18)], DEEP, None),
        shape(blade, "none", INK, lw * 0.7),
        stroke([(-1.5, -46), (-1.5, 16)], light(COBALT, 0.45), lw * 0.25),
        gold,
    ])


def emblem(lw: float) -> str:
    """The project's own emblem for the emblem slots: a four-petal rosette in a gold ring."""
    petal = ellipse_pts(0, -20, 11, 20, 16)
    petals = "".join(toned(transform(petal, rot=a), PAPER, sw=lw * 0.8, step=4, angle=a + 90,
                           shade=0.3, hatch_sw=lw * 0.2) for a in (0, 90, 180, 270))
    return "".join([toned(ellipse_pts(0, 0, 44, 44, 32), DEEP, sw=lw, step=5, angle=45,
                          hatch_sw=lw * 0.2),
                    toned(ellipse_pts(0, 0, 36, 36, 32), LEMON, sw=lw * 0.6, step=5, angle=45,
                          hatch_sw=lw * 0.2),
                    petals, toned(ellipse_pts(0, 0, 9, 9, 12), CRIMSON, sw=lw * 0.7,
                                  hatched=False)])


SIGNS: dict[str, Sign] = {"coppe": cup, "denari": coin, "bastoni": club, "spade": sword}


def bezier(p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float],
           p3: tuple[float, float], n: int = 16) -> list[tuple[float, float]]:
    """Sample a cubic, first point included (ribbons, serpents, garlands)."""
    return [p0, *bez(p0, p1, p2, p3, n)]


