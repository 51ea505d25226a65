"""Napoletane pattern: suit signs, number-card layouts and the assembly of all 40 faces."""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.art.common import WIDTH, Sign, at, card, face_box, place
from ui.art.craft import (
    HEAVY,
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
)
from ui.art.svg import BLACK, Path, circle, ellipse, group, path, poly, rect, star

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
    """Coppa: red rim, yellow flared neck, green gadrooned bowl, red knot and foot, silver
    scroll handles, each part in two tones."""
    k = lw / HEAVY
    handle = [(-26, -28), (-44, -32), (-46, -14), (-36, -6), (-30, 4)]
    parts = [band(handle, SILVER, 5, lw * 0.55), band(flip(handle, 0), SILVER, 5, lw * 0.55)]
    neck = outline((-30, -40), ((-29, -30), (-27, -22), (-31, -12)),
                   ((-10, -9), (10, -9), (31, -12)), ((27, -22), (29, -30), (30, -40)),
                   ((10, -37), (-10, -37), (-30, -40)), n=6)
    bowl = outline((-31, -12), ((-38, 2), (-22, 20), (0, 21)), ((22, 20), (38, 2), (31, -12)),
                   ((10, -9), (-10, -9), (-31, -12)), n=8)
    foot = outline((-8, 21), ((-8, 27), (-22, 32), (-24, 38)), ((-10, 40), (10, 40), (24, 38)),
                   ((22, 32), (8, 27), (8, 21)), n=5)
    parts += [
        toned(foot, CRIMSON, sw=lw, step=5, hatch_sw=lw * 0.22, angle=10),
        shape([(-22, 38), (22, 38), (22, 47), (-22, 47)], CRIMSON, INK, lw),
        shape([(3, 40), (22, 40), (22, 47), (3, 47)], dark(CRIMSON, 0.3), None),
        toned(bowl, GREEN_BRIGHT, sw=lw, step=5, hatch_sw=lw * 0.22, angle=30, shade=0.45),
        *(stroke([(x, -9), (x * 1.1, 4), (x * 0.55, 18)], GREEN_DARK, lw * 0.45)
          for x in (-24, -14, -4, 6, 16, 26)),
        toned(neck, LEMON, sw=lw, step=5, hatch_sw=lw * 0.2, angle=0, shade=0.3),
        stroke([(-29, -28), (0, -25), (29, -28)], OCHRE, lw * 0.35),
        stroke([(-28, -19), (0, -16), (28, -19)], OCHRE, lw * 0.35),
        ellipse(0, -40, 31, 7, CRIMSON, INK, lw),
        ellipse(0, -39, 24, 3.5, dark(CRIMSON, 0.4), None),
    ]
    del k
    return "".join(parts)


def club(lw: float) -> str:
    """Bastone: the pattern's leafy club, a long pear of green and red with a yellow frond
    along it and a cut stem at the narrow end (bulb up)."""
    body = outline((-4, 46), ((-5, 30), (-15, 0), (-15, -26)), ((-16, -46), (-6, -52), (0, -52)),
                   ((7, -52), (15, -44), (14, -24)), ((13, 2), (5, 30), (4, 46)), n=8)
    red = clip_half(body, 1.0, -0.25, 2.0)
    vein = [(1, 32), (2, 12), (1, -10), (-2, -30), (-5, -44)]
    leaflets = Path()
    for i in range(8):
        t = i / 8
        y = 28 - t * 68
        x = 2 - t * 6 + 1.5 * math.sin(t * 3)
        size = 5 + 6 * math.sin(math.pi * (0.15 + 0.8 * t))
        for side in (-1, 1):
            tip = (x + side * size, y - size * 0.9)
            leaflets.m(x, y + 2).q((x + side * size * 0.9, y), tip).q(
                (x + side * size * 0.2, y - size * 0.2), (x, y - 3)).z()
    return "".join([
        toned(body, GREEN_BRIGHT, sw=lw, step=5, hatch_sw=lw * 0.22, angle=200, shade=0.35),
        toned(red, CRIMSON, sw=0, stroke_colour=None, step=5, hatch_sw=lw * 0.22, angle=20,
              shade=0.4),
        shape(body, "none", INK, lw),
        path(leaflets, LEMON, INK, lw * 0.3),
        stroke(vein, GOLD_DARK, lw * 0.4),
        shape(ellipse_pts(0, 46, 4.5, 2.2, 12), CRIMSON, INK, lw * 0.6),
    ])


def sword(lw: float) -> str:
    """Spada: a straight blue blade with a ridge (two tones), point up, and a gold hilt with
    looped quillons, a ringed guard and a knobbed pommel."""
    blade = [(-6, 18), (-6, -40), (0, -52), (6, -40), (6, 18)]
    gold = "".join([
        circle(-15, 22, 5.5, GOLD, INK, lw * 0.45), circle(15, 22, 5.5, GOLD, INK, lw * 0.45),
        circle(-15, 22, 2.2, dark(GOLD, 0.5), None), circle(15, 22, 2.2, dark(GOLD, 0.5), None),
        shape([(-11, 18), (11, 18), (9, 27), (-9, 27)], GOLD, INK, lw * 0.5),
        circle(0, 23, 5.5, GOLD, INK, lw * 0.45),
        toned(outline((-4, 27), ((-6, 33), (-5, 38), (-3, 41)), ((-1, 42), (1, 42), (3, 41)),
                      ((5, 38), (6, 33), (4, 27)), n=4), GOLD, sw=lw * 0.5, step=3,
              hatch_sw=lw * 0.2, angle=0),
        circle(0, 45, 4.5, GOLD, INK, lw * 0.45),
        circle(0, 51, 2.2, GOLD, INK, lw * 0.3),
    ])
    return "".join([
        shape(blade, COBALT, None),
        shape([(0, 18), (0, -52), (6, -40), (6, 18)], DEEP, None),
        shape(blade, "none", INK, lw * 0.8),
        stroke([(0, -48), (0, 16)], light(COBALT, 0.4), lw * 0.3),
        gold,
    ])


def emblem(lw: float) -> str:
    """The project's own neutral emblem for the emblem slots: a four-petal rosette."""
    petals = "".join(
        group(ellipse(0, -20, 11, 20, "#ffffff", BLACK, lw * 0.8), rot=a) for a in (0, 90, 180, 270)
    )
    return "".join([circle(0, 0, 44, DEEP, BLACK, lw), circle(0, 0, 36, LEMON, BLACK, lw * 0.6),
                    petals, circle(0, 0, 9, CRIMSON, BLACK, lw * 0.7)])


def bezier(p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float],
           p3: tuple[float, float], n: int = 16) -> list[tuple[float, float]]:
    """Sample a cubic, first point included (ribbons, serpents, garlands)."""
    return [p0, *bez(p0, p1, p2, p3, n)]


def u_ribbon(x1: float, x2: float, y: float, depth: float) -> str:
    """The red ribbon of the 2 and 3 of Spade: wrapped round one blade, sagging, round the next."""
    a = bezier((x1 - 26, y - 30), (x1 + 10, y - 60), (x1 - 10, y + depth), (x1 + (x2 - x1) / 2,
                                                                             y + depth))
    b = bezier(a[-1], (x2 + 10, y + depth), (x2 - 10, y - 60), (x2 + 26, y - 30))
    return band(a + b[1:], CRIMSON, 22, 4.5)


def garland(x: float, y: float, half: float) -> str:
    """A horizontal spray of leaves with yellow and red flowers: the centre of the 4 of Spade."""
    stem = bezier((x - half, y + 10), (x - half / 2, y - 25), (x + half / 2, y + 25),
                  (x + half, y - 10))
    leaves = Path()
    for i in range(1, len(stem) - 1, 2):
        px, py = stem[i]
        for side in (-1, 1):
            leaves.m(px, py).q((px + 12, py + side * 22), (px + 26, py + side * 16)).q(
                (px + 10, py + side * 6), (px, py)).z()
    flowers = []
    for fx, fy, colour in ((x - half * 0.45, y - 4, LEMON), (x, y, CRIMSON),
                           (x + half * 0.45, y + 4, LEMON)):
        flowers.append(poly(star(fx, fy, 22, 10, 5), colour, INK, 3))
        flowers.append(circle(fx, fy, 6, ORANGE if colour == LEMON else LEMON, INK, 2))
    return stroke(stem, GREEN_DARK, 6) + path(leaves, GREEN_BRIGHT, INK, 2.5) + "".join(flowers)


def scene(x: float, y: float) -> str:
    """A tiny landscape (hill, tree, house) where the pattern has small scenes (5 of Spade)."""
    hill = outline((x - 120, y + 55), ((x - 60, y - 30), (x + 10, y), (x + 40, y + 20)),
                   ((x + 70, y - 5), (x + 100, y), (x + 120, y + 55)), n=8)
    tree = ellipse_pts(x - 53, y - 28, 28, 32, 16)
    return "".join([
        toned(hill, LEAF, sw=4, step=7, angle=0, shade=0.4, hatch_sw=1.5),
        rect(x - 58, y - 5, 10, 40, OCHRE, INK, 3),
        toned(tree, GREEN_BRIGHT, sw=4, step=6, angle=30, shade=0.45, hatch_sw=1.5),
        toned([(x + 20, y - 2), (x + 75, y - 2), (x + 75, y + 40), (x + 20, y + 40)], LEMON, sw=4,
              step=6, angle=0, shade=0.3, hatch_sw=1.5),
        shape([(x + 14, y - 2), (x + 47, y - 36), (x + 81, y - 2)], CRIMSON, INK, 4),
        rect(x + 40, y + 16, 14, 24, OCHRE, INK, 3),
    ])


Put = Callable[..., None]  # places the deck's sign at a normalised face position
SIGNS: dict[str, Sign] = {"coppe": cup, "denari": coin, "bastoni": club, "spade": sword}
#: (nx, ny, scale) of the round signs per rank: Coppe, then Denari (from the scans' layouts).
ROUND: dict[str, dict[int, list[tuple[float, float, float]]]] = {
    "coppe": {
        2: [(.5, .25, 2.7), (.5, .75, 2.7)],
        3: [(.3, .2, 2.1), (.7, .5, 2.1), (.3, .8, 2.1)],
        4: [(x, y, 1.9) for y in (.17, .83) for x in (.28, .72)],
        5: [(x, y, 1.8) for y in (.15, .85) for x in (.28, .72)] + [(.5, .5, 1.8)],
        6: [(x, y, 1.7) for y in (.16, .5, .84) for x in (.28, .72)],
        7: [(x, y, 1.55) for y in (.12, .56, .88) for x in (.28, .72)] + [(.5, .34, 1.55)],
    },
    "denari": {
        2: [(.5, .25, 2.6), (.5, .75, 2.6)],
        3: [(.7, .18, 2.1), (.3, .5, 2.1), (.7, .82, 2.1)],
        4: [(x, y, 1.9) for y in (.16, .84) for x in (.27, .73)],
        5: [(x, y, 1.55) for y in (.13, .87) for x in (.25, .75)] + [(.5, .5, 2.6)],
        6: [(x, y, 1.5) for y in (.15, .5, .85) for x in (.27, .73)],
        7: [(x, y, 1.3) for y in (.12, .56, .88) for x in (.27, .73)] + [(.5, .34, 1.3)],
    },
}


def pips(suit: str, rank: int) -> list[str]:
    """Number-card layouts as the scans show them, in card units."""
    box = face_box(W)
    sign = SIGNS[suit]
    out: list[str] = []

    def put(nx: float, ny: float, s: float, rot: float = 0.0, what: Sign = sign,
            squash: float = 1.0) -> None:
        x, y = at(box, nx, ny)
        out.append(place(what, x, y, s, rot, squash=squash))

    if suit in ROUND:
        for nx, ny, s in ROUND[suit][rank]:
            put(nx, ny, s)
        if rank == 4:
            put(.5, .5, 1.35, what=emblem)
    elif suit == "bastoni":
        out.extend(_clubs(rank, put))
    else:
        out.extend(_swords(rank, put, box))
    return out


def _clubs(rank: int, put: Put) -> list[str]:
    """Bastoni: bulbs outward; only the 3 crosses (low, behind a grotesque mask)."""
    box = face_box(W)
    extra: list[str] = []
    if rank == 2:
        put(.3, .5, 6.8, squash=0.9)
        put(.7, .5, 6.8, squash=0.9)
    elif rank == 3:
        px, py = at(box, .5, .66)
        for rot in (-24.0, 24.0, 0.0):
            dx, dy = 170 * math.sin(math.radians(rot)), -170 * math.cos(math.radians(rot))
            put((px + dx - box[0]) / box[2], (py + dy - box[1]) / box[3], 6.2, rot, squash=0.85)
        extra.append(group(sun_face(HEAVY / 2.0, 30, GOLD), px, py, 0, 2.0))
    elif rank in (4, 5):
        s = 4.0 if rank == 4 else 3.4
        ys = (.25, .75) if rank == 4 else (.2, .8)
        put(.3, ys[0], s, -22)
        put(.7, ys[0], s, 22)
        put(.3, ys[1], s, 202)
        put(.7, ys[1], s, 158)
        if rank == 5:
            put(.5, .5, 4.0, -90)
    else:
        s, y = (3.7, .25) if rank == 6 else (3.2, .2)
        for nx in (.2, .5, .8):
            put(nx, y, s)
            put(nx, 1 - y, s, 180)
        if rank == 7:
            put(.5, .5, 4.0, -90)
    return extra


def _swords(rank: int, put: Put, box: tuple[float, float, float, float]) -> list[str]:
    """Spade: blades upright, alternate hilts; the 4 is an X round a garland."""
    extra: list[str] = []
    cx, cy = at(box, .5, .5)
    if rank == 2:
        put(.3, .5, 8.2, squash=0.72)
        put(.7, .5, 8.2, 180, squash=0.72)
        extra.append(u_ribbon(at(box, .3, 0)[0], at(box, .7, 0)[0], cy - 40, 110))
    elif rank == 3:
        put(.2, .5, 8.2, 180, squash=0.62)
        put(.5, .5, 8.2, squash=0.62)
        put(.8, .5, 8.2, 180, squash=0.62)
        extra.append(u_ribbon(at(box, .2, 0)[0], at(box, .5, 0)[0], cy - 120, 90))
        extra.append(u_ribbon(at(box, .5, 0)[0], at(box, .8, 0)[0], cy - 120, 90))
    elif rank == 4:
        for nx, ny, rot in ((.26, .2, 145), (.74, .2, 215), (.26, .8, 35), (.74, .8, -35)):
            put(nx, ny, 4.4, rot, squash=0.8)
        extra.append(garland(cx, cy, 150))
    elif rank == 5:
        for nx in (.12, .88):
            put(nx, .29, 4.6, squash=0.7)
            put(nx, .71, 4.6, 180, squash=0.7)
        put(.5, .5, 3.6, -90, squash=0.8)
        extra.append(scene(cx, at(box, 0, .2)[1]))
        extra.append(scene(cx, at(box, 0, .78)[1]))
    else:
        s, y = (3.8, .25) if rank == 6 else (3.3, .2)
        for nx in (.2, .5, .8):
            put(nx, y, s, 180 if rank == 6 else 0, squash=0.8)
            put(nx, 1 - y, s, 0 if rank == 6 else 180, squash=0.8)
        if rank == 7:
            put(.5, .5, 4.2, -90, squash=0.8)
    return extra


def face(suit: str, rank: int) -> str:
    """The complete SVG of one Napoletane card."""
    from ui.art import nap_aces, nap_courts

    if rank == 1:
        body = nap_aces.ace(suit)
    elif rank >= 11:
        body = nap_courts.court(suit, rank)
    else:
        body = pips(suit, rank)
    return card(W, body)
