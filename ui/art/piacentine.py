"""Piacentine pattern: number-card layouts and the assembly of its 40 faces.

Every card has a thin black frame; the signs are in `piac_signs`, the aces and the
double-headed courts in `piac_aces` and `piac_courts`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.art import piac_aces, piac_figure, piac_shade
from ui.art.common import Sign, at, card, place
from ui.art.nap_signs import bezier
from ui.art.piac_signs import (
    BLUE,
    BOX,
    RED,
    SIGNS,
    YELLOW,
    W,
    five_ornament,
    rosette,
    scroll,
    shield,
)
from ui.art.svg import BLACK, line, poly

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
    if rank == 2:  # the two coins are big, near the width of the card, as printed
        big = s * (1.85 if suit == "denari" else 1.3)
        put(.5, .26, big)
        put(.5, .74, big)
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
            put(.5, .5, 2.3, what=shield)
        else:
            put(.5, .5, 2.3, what=rosette)
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
        # a wide ribbon wound round both blades, sagging between them, its ends flying out
        x1, x2 = at(BOX, .3, 0)[0], at(BOX, .7, 0)[0]
        sag = bezier((x1, cy - 30), (x1 + 40, cy + 70), (x2 - 40, cy + 70), (x2, cy - 30), 14)
        out.append(_ribbon(sag, "#2f6b37", 34))
        out.append(line(sag, "#4f8a46", 8))
        for x, sx, colour in ((x1, -1, YELLOW), (x2, 1, RED)):
            tail = [(x, cy - 48), (x + sx * 64, cy - 96), (x + sx * 52, cy - 74),
                    (x + sx * 80, cy - 60), (x, cy - 14)]
            out.append(poly(tail, colour, BLACK, 4.0))
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
        # four swords at the sides, hilts to the middle, each hilt in gold scrolls; the fifth
        # across the middle through the centre ornament
        out.append(five_ornament(cx, cy))
        for nx in (.1, .9):
            put(nx, .22, 3.6, squash=0.75)
            put(nx, .78, 3.6, 180, squash=0.75)
            x = at(BOX, nx, 0)[0]
            side = 1 if nx < .5 else -1
            for sy in (-1, 1):
                out.append(scroll(x + side * 16, cy + sy * 200, side, sy, 1.05))
        put(.5, .5, 4.6, -90, squash=0.8)
    elif rank in (6, 7):
        ny0, ny1, s = (.25, .75, 3.9) if rank == 6 else (.19, .81, 3.3)
        for nx in (.18, .5, .82):
            put(nx, ny0, s)
            put(nx, ny1, s)
        if rank == 7:
            put(.5, .5, 4.8, 90)


def face(suit: str, rank: int) -> str:
    """The complete SVG of one Piacentine card, inside its thin black frame."""
    if rank == 1:
        body = piac_aces.ace(suit)
    elif rank >= 11:
        body = piac_figure.court(suit, rank)
    else:
        body = pips(suit, rank)
    return card(W, body, frame=BLACK, defs=piac_shade.defs(body))
