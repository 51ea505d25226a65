"""Piacentine pattern: its own suit signs, number-card layouts and the assembly of 40 faces.

Every card has a thin black frame; the signs are drawn differently from the Napoletane
(beaded coins with a red sun, tall chalices, rough logs, steel-blue swords).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.art.common import WIDTH, Sign, at, card, face_box, place
from ui.art.svg import BLACK, Path, circle, ellipse, group, line, path, poly, rect, star

RED, MUSTARD, TAN, BROWN = "#b93d2f", "#c2ae3c", "#ae8842", "#955a35"
STEEL, OLIVE, YELLOW, GREEN = "#3d6a88", "#31562b", "#f0d232", "#5d8c34"
ORANGE, BLUE = "#dd7a2a", "#2f5fb0"
W = WIDTH["piacentine"]
BOX = face_box(W, 0.1, 0.06)


def coin(lw: float) -> str:
    """Yellow coin, dark beaded ring, red sun face in the middle."""
    beads = "".join(circle(42 * math.cos(math.radians(a)), 42 * math.sin(math.radians(a)), 2.6,
                           YELLOW, None) for a in range(0, 360, 20))
    k = 0.7
    return "".join([
        circle(0, 0, 48, BROWN, BLACK, lw), beads,
        circle(0, 0, 37, YELLOW, BLACK, lw * 0.6),
        poly(star(0, 0, 33, 22, 12), RED, BLACK, lw * 0.4),
        circle(0, 0, 20, RED, BLACK, lw * 0.5),
        circle(-7 * k, -4 * k, 3, YELLOW, None), circle(7 * k, -4 * k, 3, YELLOW, None),
        line([(0, -2), (-2, 5), (1, 6)], YELLOW, lw * 0.4),
        path(Path().m(-8, 10).q((0, 16), (8, 10)), "none", YELLOW, lw * 0.5),
    ])


def cup(lw: float) -> str:
    """Tall-stemmed chalice: red rim, yellow-green bowl, dark foot."""
    bowl = Path().m(-30, -42).c((-30, -16), (-16, -6), (0, -6))
    bowl.c((16, -6), (30, -16), (30, -42)).z()
    return "".join([
        path(Path().m(-6, 30).l((6, 30), (26, 46)).q((0, 52), (-26, 46)).z(), BROWN, BLACK, lw),
        rect(-4, -8, 8, 40, TAN, BLACK, lw),
        ellipse(0, 12, 9, 6, MUSTARD, BLACK, lw),
        ellipse(0, -4, 7, 4, MUSTARD, BLACK, lw * 0.8),
        path(bowl, "#b8be3a", BLACK, lw),
        line([(-14, -36), (-10, -16)], OLIVE, lw * 0.5),
        line([(14, -36), (10, -16)], OLIVE, lw * 0.5),
        rect(-33, -50, 66, 9, RED, BLACK, lw, 3),
    ])


def log(lw: float) -> str:
    """Bastone: a rough-hewn green log with orange cut ends and stubby knots."""
    edge = [(-9, -46), (-10, -30), (-8, -14), (-10, 4), (-8, 22), (-9, 46), (9, 46), (8, 30),
            (10, 12), (8, -6), (10, -24), (9, -46)]
    stubs = "".join(
        group(rect(-3.5, -9, 7, 10, GREEN, BLACK, lw * 0.8) + ellipse(0, -9, 3.5, 2, ORANGE, BLACK,
              lw * 0.5), x, y, a)
        for x, y, a in ((-9, -22, -55), (9, 0, 55), (-9, 24, -55)))
    return "".join([
        stubs, poly(edge, GREEN, BLACK, lw),
        line([(-3, -40), (-2, -10), (-4, 20), (-3, 40)], OLIVE, lw * 0.5),
        line([(4, -30), (3, 0)], OLIVE, lw * 0.5),
        ellipse(0, -46, 9, 3.5, ORANGE, BLACK, lw * 0.8),
        ellipse(0, 46, 9, 3.5, RED, BLACK, lw * 0.8),
    ])


def sword(lw: float) -> str:
    """Spada: straight steel-blue blade, point up, gold guard and red grip."""
    return "".join([
        poly([(-5.5, 24), (-5.5, -36), (0, -50), (5.5, -36), (5.5, 24)], STEEL, BLACK, lw),
        line([(0, -40), (0, 22)], "#9fc0d6", lw * 0.6),
        rect(-3.5, 29, 7, 14, RED, BLACK, lw),
        path(Path().m(-19, 22).q((0, 30), (19, 22)).l((17, 30)).q((0, 36), (-17, 30)).z(),
             MUSTARD, BLACK, lw),
        ellipse(0, 46, 5, 4.5, MUSTARD, BLACK, lw),
    ])


def shield(lw: float) -> str:
    """Our crowned shield for the 4 of Denari: a plain device, no arms or maker's mark."""
    body = Path().m(-30, -22).l((30, -22), (30, 10)).q((30, 38), (0, 48))
    body.q((-30, 38), (-30, 10)).z()
    crown = [(-28, -24), (-32, -50), (-14, -36), (0, -56), (14, -36), (32, -50), (28, -24)]
    return "".join([poly(crown, MUSTARD, BLACK, lw), path(body, BLUE, BLACK, lw),
                    poly([(0, -14), (20, 8), (0, 36), (-20, 8)], YELLOW, BLACK, lw * 0.7),
                    circle(0, 8, 6, RED, BLACK, lw * 0.5)])


def rosette(lw: float) -> str:
    """The flower at the centre of the 4 of Coppe."""
    petals = "".join(group(ellipse(0, -22, 10, 20, RED, BLACK, lw * 0.8), rot=a)
                     for a in range(0, 360, 45))
    return petals + circle(0, 0, 12, YELLOW, BLACK, lw * 0.8)


def plant(x: float, y: float) -> str:
    """The ornate plant motif between the swords of the 5 of Spade."""
    stem = [(x, y + 190), (x - 12, y + 80), (x + 12, y - 30), (x, y - 150)]
    leaves = "".join(group(ellipse(0, -26, 13, 28, GREEN, BLACK, 4), x + dx, y + dy, a)
                     for dx, dy, a in ((-8, 120, -55), (8, 70, 55), (-4, 10, -50), (10, -50, 50),
                                       (-6, -100, -40)))
    return "".join([line(stem, BLACK, 16), line(stem, OLIVE, 9), leaves,
                    poly(star(x, y - 160, 36, 15, 6), RED, BLACK, 4),
                    circle(x, y - 160, 10, YELLOW, BLACK, 3),
                    poly([(x - 40, y + 200), (x + 40, y + 200), (x + 28, y + 170),
                          (x - 28, y + 170)], BROWN, BLACK, 5)])


SIGNS: dict[str, Sign] = {"coppe": cup, "denari": coin, "bastoni": log, "spade": sword}
Put = Callable[..., None]


def _ribbon(pts: list[tuple[float, float]], colour: str, width: float) -> str:
    return line(pts, BLACK, width + 8) + line(pts, colour, width)


def pips(suit: str, rank: int) -> list[str]:
    """Number-card layouts from the DECK-ART.md Piacentine table, in card units."""
    out: list[str] = []

    def put(nx: float, ny: float, s: float, rot: float = 0.0, what: Sign = SIGNS[suit],
            squash: float = 1.0) -> None:
        x, y = at(BOX, nx, ny)
        out.append(place(what, x, y, s, rot, squash=squash))

    if suit in ("denari", "coppe"):
        _round(suit, rank, put)
    elif suit == "bastoni":
        _logs(rank, put, out)
    else:
        _swords(rank, put, out)
    return out


def _round(suit: str, rank: int, put: Put) -> None:
    """Denari and Coppe; the 3 zig-zags left-right-left, the 7 of Denari has a top pip."""
    s = 1.9 if suit == "denari" else 2.1
    if rank == 2:
        put(.5, .26, s * 1.3)
        put(.5, .74, s * 1.3)
    elif rank == 3:
        for nx, ny in ((.32, .18), (.68, .5), (.32, .82)):
            put(nx, ny, s * 1.05)
    elif rank in (4, 5):
        for nx in (.27, .73):
            for ny in (.15, .85):
                put(nx, ny, s * 0.95)
        if rank == 5:
            put(.5, .5, s * 1.1)
        elif suit == "denari":
            put(.5, .5, 1.9, what=shield)
        else:
            put(.5, .5, 1.6, what=rosette)
    elif rank == 6:
        for nx in (.27, .73):
            for ny in (.14, .5, .86):
                put(nx, ny, s * 0.95)
    elif rank == 7 and suit == "denari":
        put(.5, .1, s * 0.82)
        for nx in (.27, .73):
            for ny in (.35, .61, .87):
                put(nx, ny, s * 0.82)
    elif rank == 7:
        for nx in (.27, .73):
            for ny in (.12, .56, .88):
                put(nx, ny, s * 0.8)
        put(.5, .33, s * 0.8)


def _logs(rank: int, put: Put, out: list[str]) -> None:
    """Bastoni; the 3 is three logs crossed and tied with a blue ribbon."""
    cx, cy = at(BOX, .5, .5)
    if rank == 2:
        put(.3, .5, 7.4, squash=0.8)
        put(.7, .5, 7.4, squash=0.8)
    elif rank == 3:
        for rot in (-28.0, 28.0, 0.0):
            put(.5, .5, 7.6, rot, squash=0.8)
        out.append(_ribbon([(cx - 50, cy - 15), (cx, cy + 10), (cx + 50, cy - 15)], BLUE, 22))
        out.append(_ribbon([(cx - 30, cy + 25), (cx - 70, cy + 90)], BLUE, 16))
        out.append(_ribbon([(cx + 30, cy + 25), (cx + 70, cy + 90)], BLUE, 16))
    elif rank == 4:
        for ny in (.25, .75):
            put(.3, ny, 4.0, -25 if ny < .5 else 25)
            put(.7, ny, 4.0, 25 if ny < .5 else -25)
    elif rank == 5:
        for nx in (.3, .7):
            put(nx, .2, 3.6)
            put(nx, .8, 3.6)
        put(.5, .5, 4.8, 90)
    elif rank in (6, 7):
        ny0, ny1, s = (.25, .75, 3.9) if rank == 6 else (.19, .81, 3.3)
        for nx in (.18, .5, .82):
            put(nx, ny0, s)
            put(nx, ny1, s)
        if rank == 7:
            put(.5, .5, 4.8, 90)


def _swords(rank: int, put: Put, out: list[str]) -> None:
    """Spade; the 2 points one up and one down, the 3 reverses its middle sword."""
    cx, cy = at(BOX, .5, .5)
    if rank == 2:
        put(.3, .5, 7.8, squash=0.8)
        put(.7, .5, 7.8, 180, squash=0.8)
        band = [(cx - 110, cy - 40), (cx, cy + 30), (cx + 110, cy - 40)]
        out.append(_ribbon(band, RED, 20) + line(band, YELLOW, 6))
    elif rank == 3:
        put(.2, .5, 7.8, squash=0.6)
        put(.5, .5, 7.8, 180, squash=0.6)
        put(.8, .5, 7.8, squash=0.6)
    elif rank == 4:
        for ang in (45.0, -45.0, 135.0, 225.0):
            dx = 125 * math.sin(math.radians(ang))
            dy = -190 * math.cos(math.radians(ang))
            x, y = (cx + dx - BOX[0]) / BOX[2], (cy + dy - BOX[1]) / BOX[3]
            put(x, y, 3.9, ang + 180, squash=0.85)
    elif rank == 5:
        for nx in (.1, .28, .72, .9):
            put(nx, .5, 7.8, squash=0.5)
        out.append(plant(cx, cy))
    elif rank in (6, 7):
        ny0, ny1, s = (.25, .75, 3.9) if rank == 6 else (.19, .81, 3.3)
        for nx in (.18, .5, .82):
            put(nx, ny0, s)
            put(nx, ny1, s)
        if rank == 7:
            put(.5, .5, 4.8, 90)


def face(suit: str, rank: int) -> str:
    """The complete SVG of one Piacentine card, inside its thin black frame."""
    from ui.art import piac_aces, piac_courts

    if rank == 1:
        body = piac_aces.ace(suit)
    elif rank >= 11:
        body = piac_courts.court(suit, rank)
    else:
        body = pips(suit, rank)
    return card(W, body, frame=BLACK)
