"""Napoletane pattern: suit signs, number-card layouts and the assembly of all 40 faces."""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.art.common import WIDTH, Sign, at, card, face_box, place
from ui.art.svg import BLACK, Path, circle, ellipse, group, line, path, poly, rect, star

LEMON, CRIMSON, COBALT, DEEP = "#f2ee1a", "#b50916", "#0a4dc5", "#0f278e"
GREEN, LEAF, OCHRE, ORANGE = "#08600d", "#448114", "#7f6020", "#e8901a"
FLOOR = {"coppe": CRIMSON, "denari": LEMON, "bastoni": LEAF, "spade": COBALT}
W = WIDTH["napoletane"]


def sun_face(lw: float, r: float, skin: str, ink: str = BLACK) -> str:
    """A round smiling face: the sun of the Denari and the masks on cups and clubs."""
    k = r / 30.0
    return "".join([
        circle(0, 0, r, skin, BLACK, lw * 0.7),
        ellipse(-10 * k, -6 * k, 3.5 * k, 4.5 * k, ink, None),
        ellipse(10 * k, -6 * k, 3.5 * k, 4.5 * k, ink, None),
        line([(-16 * k, -14 * k), (-5 * k, -13 * k)], ink, lw * 0.5),
        line([(16 * k, -14 * k), (5 * k, -13 * k)], ink, lw * 0.5),
        line([(0, -6 * k), (-3 * k, 6 * k), (2 * k, 7 * k)], ink, lw * 0.5),
        path(Path().m(-11 * k, 13 * k).q((0, 22 * k), (11 * k, 13 * k)), "none", CRIMSON,
             lw * 0.7),
    ])


def coin(lw: float) -> str:
    """Denaro: a lemon disc with a ring of rays round a sun face, thin dark ring."""
    return "".join([
        circle(0, 0, 48, LEMON, BLACK, lw),
        poly(star(0, 0, 44, 32, 16), ORANGE, OCHRE, lw * 0.35),
        sun_face(lw, 29, LEMON),
    ])


def cup(lw: float) -> str:
    """Coppa: squat goblet, green bowl under yellow and red rim bands, red foot."""
    bowl = Path().m(-37, -33).c((-37, 2), (-18, 14), (0, 14)).c((18, 14), (37, 2), (37, -33)).z()
    return "".join([
        path(Path().m(-9, 26).l((9, 26), (32, 44)).q((0, 53), (-32, 44)).z(), CRIMSON, BLACK, lw),
        rect(-6, 10, 12, 20, LEMON, BLACK, lw),
        ellipse(0, 19, 12, 6, LEMON, BLACK, lw),
        path(bowl, LEAF, BLACK, lw),
        line([(-22, -26), (-18, -2)], GREEN, lw * 0.6),
        line([(-8, -26), (-6, 6)], GREEN, lw * 0.6),
        line([(8, -26), (6, 6)], GREEN, lw * 0.6),
        line([(22, -26), (18, -2)], GREEN, lw * 0.6),
        rect(-40, -40, 80, 8, CRIMSON, BLACK, lw, 3),
        rect(-42, -49, 84, 10, LEMON, BLACK, lw, 4),
    ])


def club(lw: float) -> str:
    """Bastone: green knotty cudgel, wide at the top, yellow veins, red tips."""
    body = Path().m(-11, -45).q((0, -50), (11, -45)).l((6, 45)).q((0, 49), (-6, 45)).z()
    knots = [(-10, -26, -1), (9, -8, 1), (-8, 12, -1), (7, 30, 1)]
    parts = [ellipse(x + 3 * s, y, 5, 4.5, LEAF, BLACK, lw) for x, y, s in knots]
    parts += [
        path(body, LEAF, BLACK, lw),
        line([(-2, -40), (3, -20), (-2, 0), (2, 20), (0, 40)], LEMON, lw * 0.8),
        line([(-8, -35), (-5, -20)], LEMON, lw * 0.6),
        line([(6, 5), (3, 18)], LEMON, lw * 0.6),
        ellipse(0, -45, 11, 4.5, CRIMSON, BLACK, lw),
        ellipse(0, 45, 6, 3, CRIMSON, BLACK, lw),
    ]
    return "".join(parts)


def sword(lw: float) -> str:
    """Spada: straight blue blade, point up, yellow cross-hilt."""
    return "".join([
        poly([(-5, 26), (-5, -40), (0, -50), (5, -40), (5, 26)], COBALT, BLACK, lw),
        line([(0, -42), (0, 24)], DEEP, lw * 0.6),
        rect(-3.5, 30, 7, 14, OCHRE, BLACK, lw),
        rect(-17, 25, 34, 7, LEMON, BLACK, lw, 3),
        circle(-18, 28.5, 4, LEMON, BLACK, lw * 0.7),
        circle(18, 28.5, 4, LEMON, BLACK, lw * 0.7),
        circle(0, 47, 4.5, LEMON, BLACK, lw),
    ])


def emblem(lw: float) -> str:
    """The project's own neutral emblem for the emblem slots: a four-petal rosette."""
    petals = "".join(
        group(ellipse(0, -20, 11, 20, "#ffffff", BLACK, lw * 0.8), rot=a) for a in (0, 90, 180, 270)
    )
    return "".join([circle(0, 0, 44, DEEP, BLACK, lw), circle(0, 0, 36, LEMON, BLACK, lw * 0.6),
                    petals, circle(0, 0, 9, CRIMSON, BLACK, lw * 0.7)])


Put = Callable[..., None]  # places the deck's sign at a normalised face position
SIGNS: dict[str, Sign] = {"coppe": cup, "denari": coin, "bastoni": club, "spade": sword}


def ribbon(points: list[tuple[float, float]], colour: str, width: float) -> str:
    """A band drawn as an outlined thick stroke (ribbons, garlands, serpents)."""
    return line(points, BLACK, width + 8) + line(points, colour, width)


def bezier(p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float],
           p3: tuple[float, float], n: int = 16) -> list[tuple[float, float]]:
    """Sample a cubic so it can be drawn as an outlined polyline band."""
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t**3
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


def looping_ribbon(x1: float, x2: float, y: float) -> str:
    """The red ribbon that ties the swords of the 2 and 3 of Spade."""
    a = bezier((x1 - 30, y - 70), (x1 + 120, y - 150), (x2 - 120, y + 150), (x2 + 30, y + 70))
    b = bezier((x1 - 30, y + 70), (x1 + 120, y + 150), (x2 - 120, y - 150), (x2 + 30, y - 70))
    return ribbon(a, CRIMSON, 16) + ribbon(b, CRIMSON, 16)


def garland(x: float, y: float, r: float) -> str:
    """A green wreath with red berries: the centre of the 4 of Spade."""
    parts = [circle(x, y, r, "none", BLACK, 30), circle(x, y, r, LEAF, None)]
    parts[1] = circle(x, y, r, "none", LEAF, 22)
    for i in range(12):
        a = i * 30.0
        px, py = x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))
        parts.append(group(ellipse(0, 0, 9, 17, LEAF, BLACK, 3), px, py, a + 30))
        if i % 2 == 0:
            parts.append(circle(px, py, 7, CRIMSON, BLACK, 2.5))
    return "".join(parts)


def scene(x: float, y: float) -> str:
    """A tiny landscape (hill, tree, house) as on the 5 of Spade."""
    hill = Path().m(x - 120, y + 55).q((x - 40, y - 40), (x + 40, y + 20)).q(
        (x + 90, y - 10), (x + 120, y + 55)).z()
    return "".join([
        path(hill, LEAF, BLACK, 5),
        rect(x - 58, y - 5, 10, 40, OCHRE, BLACK, 4),
        circle(x - 53, y - 28, 30, GREEN, BLACK, 5),
        rect(x + 20, y - 2, 55, 42, LEMON, BLACK, 5),
        poly([(x + 14, y - 2), (x + 47, y - 36), (x + 81, y - 2)], CRIMSON, BLACK, 5),
        rect(x + 40, y + 16, 14, 24, OCHRE, BLACK, 3),
    ])


def pips(suit: str, rank: int) -> list[str]:
    """Number-card layouts from the DECK-ART.md table, in card units."""
    box = face_box(W)
    sign = SIGNS[suit]
    out: list[str] = []

    def put(nx: float, ny: float, s: float, rot: float = 0.0, what: Sign = sign,
            squash: float = 1.0) -> None:
        x, y = at(box, nx, ny)
        out.append(place(what, x, y, s, rot, squash=squash))

    if suit in ("denari", "coppe"):
        big = 2.0 if suit == "denari" else 2.2
        if rank == 2:
            put(.5, .25, big * 1.3)
            put(.5, .75, big * 1.3)
        elif rank == 3:
            xs = (.70, .30, .70) if suit == "denari" else (.28, .75, .28)
            ys = (.18, .50, .82) if suit == "denari" else (.22, .50, .78)
            for nx, ny in zip(xs, ys, strict=True):
                put(nx, ny, big * 1.08)
        elif rank in (4, 5):
            for nx in (.27, .73):
                for ny in (.16, .82) if rank == 4 else (.14, .86):
                    put(nx, ny, big * (1.0 if rank == 4 else 0.92))
            if rank == 4:
                put(.5, .49, 1.35, what=emblem)
            else:
                put(.5, .5, big * 1.1)
        elif rank == 6:
            for nx in (.27, .73):
                for ny in (.16, .50, .84):
                    put(nx, ny, big * 0.95)
        elif rank == 7:
            for nx in (.27, .73):
                for ny in (.13, .56, .88):
                    put(nx, ny, big * 0.85)
            put(.5, .345, big * 0.85)
    elif suit == "bastoni":
        out.extend(_clubs(rank, put))
    else:
        out.extend(_swords(rank, put, box))
    return out


def _clubs(rank: int, put: Put) -> list[str]:
    """Bastoni layouts; only the 3 crosses (low, over a grotesque mask)."""
    box = face_box(W)
    extra: list[str] = []
    if rank == 2:
        put(.28, .5, 7.4, squash=0.8)
        put(.72, .5, 7.4, squash=0.8)
    elif rank == 3:
        px, py = at(box, .5, .74)
        for rot in (-24.0, 24.0, 0.0):
            dx, dy = 250 * math.sin(math.radians(rot)), -250 * math.cos(math.radians(rot))
            put((px + dx - box[0]) / box[2], (py + dy - box[1]) / box[3], 6.8, rot, squash=0.75)
        extra.append(group(sun_face(7 / 1.6, 30, "#f0c080"), px, py, 0, 1.6))
    elif rank in (4, 5):
        s = 4.0 if rank == 4 else 3.6
        ys = (.24, .76) if rank == 4 else (.2, .8)
        put(.28, ys[0], s, -22)
        put(.72, ys[0], s, 22)
        put(.28, ys[1], s, 22)
        put(.72, ys[1], s, -22)
        if rank == 5:
            put(.5, .5, 4.8, 90)
    elif rank == 6:
        for nx in (.2, .5, .8):
            put(nx, .25, 3.9)
            put(nx, .75, 3.9)
    elif rank == 7:
        for nx in (.2, .5, .8):
            put(nx, .2, 3.3)
            put(nx, .8, 3.3)
        put(.5, .5, 4.8, 90)
    return extra


def _swords(rank: int, put: Put, box: tuple[float, float, float, float]) -> list[str]:
    """Spade layouts; only the 4 crosses (an X of half-swords round a garland)."""
    extra: list[str] = []
    cx, cy = at(box, .5, .5)
    if rank == 2:
        put(.3, .5, 7.6, squash=0.8)
        put(.7, .5, 7.6, squash=0.8)
        extra.append(looping_ribbon(at(box, .3, 0)[0], at(box, .7, 0)[0], cy))
    elif rank == 3:
        for nx in (.22, .5, .78):
            put(nx, .5, 7.4, squash=0.55)
        extra.append(looping_ribbon(at(box, .22, 0)[0], at(box, .5, 0)[0], cy - 90))
        extra.append(looping_ribbon(at(box, .5, 0)[0], at(box, .78, 0)[0], cy + 90))
    elif rank == 4:
        for ang in (-31.0, 31.0, 149.0, 211.0):
            dx, dy = 257 * math.sin(math.radians(ang)), -257 * math.cos(math.radians(ang))
            put((cx + dx - box[0]) / box[2], (cy + dy - box[1]) / box[3], 4.2, ang, squash=0.7)
        extra.append(garland(cx, cy, 66))
    elif rank == 5:
        put(.13, .5, 8.0, squash=0.5)
        put(.87, .5, 8.0, squash=0.5)
        put(.5, .5, 3.4, 90)
        extra.append(scene(cx, at(box, 0, .2)[1]))
        extra.append(scene(cx, at(box, 0, .78)[1]))
    elif rank == 6:
        for nx in (.2, .5, .8):
            put(nx, .25, 3.9)
            put(nx, .75, 3.9)
    elif rank == 7:
        for nx in (.2, .5, .8):
            put(nx, .2, 3.3)
            put(nx, .8, 3.3)
        put(.5, .5, 4.8, 90)
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
