"""The four Piacentine aces: crowned eagle, lidded chalice, stump with branches, cherub."""

from __future__ import annotations

import math

from ui.art.common import SKIN, place
from ui.art.piacentine import (
    BROWN,
    GREEN,
    MUSTARD,
    OLIVE,
    RED,
    STEEL,
    TAN,
    YELLOW,
    W,
    log,
    sword,
)
from ui.art.svg import BLACK, WHITE, Path, circle, ellipse, group, line, path, poly, rect, star

CX = W / 2
LW = 7.0
EAGLE = "#2b2623"


def _wing(side: float) -> str:
    """A spread wing: arched leading edge, scalloped feather tips below."""
    def p(x: float, y: float) -> tuple[float, float]:
        return CX + side * x, y

    d = Path().m(*p(30, 380)).c(p(90, 250), p(170, 210), p(235, 190))
    for i, (x, y) in enumerate(((232, 280), (215, 345), (190, 400), (160, 450), (120, 480),
                                (70, 490), (30, 470))):
        d.q(p(x + (20 if i % 2 else 10), y - 35), p(x, y))
    d.z()
    veins = "".join(line([p(x, y), p(x * 0.45 + 30, y * 0.5 + 200)], TAN, 5)
                    for x, y in ((215, 345), (160, 450), (70, 490)))
    return path(d, EAGLE, BLACK, LW) + veins


def ace_denari() -> list[str]:
    """A single-headed crowned eagle, wings spread, holding a blank circle."""
    hx, hy = CX - 35, 245.0
    tail = "".join(group(ellipse(0, 55, 22, 70, EAGLE, BLACK, LW), CX, 600, a)
                   for a in (-30, 30, -12, 12))
    talons = "".join(line([(CX + s * 35, 630), (CX + s * 45, 700)], MUSTARD, 12) for s in (-1, 1))
    return [
        _wing(-1), _wing(1), tail, talons,
        ellipse(CX, 470, 75, 150, EAGLE, BLACK, LW),
        path(Path().m(CX - 20, 360).q((CX - 40, 300), (hx, hy + 20)).l((hx + 50, hy + 30)).q(
            (CX + 20, 300), (CX + 25, 360)).z(), EAGLE, BLACK, LW),
        circle(hx, hy, 40, EAGLE, BLACK, LW),
        poly([(hx - 30, hy - 10), (hx - 78, hy + 8), (hx - 34, hy + 22)], MUSTARD, BLACK, LW),
        circle(hx - 12, hy - 8, 7, YELLOW, BLACK, 3),
        poly([(hx - 34, hy - 30), (hx - 40, hy - 85), (hx - 15, hy - 55), (hx, hy - 95),
              (hx + 15, hy - 55), (hx + 40, hy - 85), (hx + 34, hy - 30)], MUSTARD, BLACK, LW),
        circle(hx, hy - 95, 8, RED, BLACK, 3),
        circle(CX, 760, 118, MUSTARD, BLACK, LW),
        circle(CX, 760, 96, WHITE, BLACK, LW * 0.7),
        *[circle(CX + s * 70, 650, 16, MUSTARD, BLACK, 4) for s in (-1, 1)],
    ]


def ace_coppe() -> list[str]:
    """A tall, lidded, ornate chalice on a hexagonal base."""
    bowl = Path().m(CX - 140, 360).c((CX - 150, 520), (CX - 60, 600), (CX, 600)).c(
        (CX + 60, 600), (CX + 150, 520), (CX + 140, 360)).z()
    lid = Path().m(CX - 145, 355).q((CX - 120, 220), (CX, 210)).q((CX + 120, 220),
                                                                  (CX + 145, 355)).z()
    hexa = [(CX - 170, 880), (CX - 120, 840), (CX + 120, 840), (CX + 170, 880), (CX + 120, 920),
            (CX - 120, 920)]
    gadroons = "".join(line([(CX + x, 380), (CX + x * 0.6, 560)], OLIVE, 5)
                       for x in (-100, -50, 0, 50, 100))
    return [
        poly(hexa, BROWN, BLACK, LW),
        line([(CX - 120, 840), (CX - 120, 920)], BLACK, 4),
        line([(CX + 120, 840), (CX + 120, 920)], BLACK, 4),
        path(Path().m(CX - 30, 640).l((CX + 30, 640), (CX + 90, 842), (CX - 90, 842)).z(), TAN,
             BLACK, LW),
        ellipse(CX, 720, 50, 28, MUSTARD, BLACK, LW),
        ellipse(CX, 630, 40, 24, MUSTARD, BLACK, LW),
        path(bowl, "#b8be3a", BLACK, LW), gadroons,
        *[circle(CX + x, 480, 14, RED, BLACK, 4) for x in (-90, 0, 90)],
        path(lid, "#b8be3a", BLACK, LW),
        rect(CX - 155, 345, 310, 28, RED, BLACK, LW, 8),
        ellipse(CX, 190, 28, 34, MUSTARD, BLACK, LW),
        poly(star(CX, 135, 42, 16, 8), RED, BLACK, LW * 0.7),
    ]


def ace_bastoni() -> list[str]:
    """A tree stump with branches growing out of grassy ground."""
    ground = Path().m(40, 930).q((CX, 780), (W - 40, 930)).z()
    grass = "".join(line([(x, 900 - abs(x - CX) * 0.25), (x + 10, 860 - abs(x - CX) * 0.25)],
                         OLIVE, 5) for x in range(80, int(W) - 60, 40))
    leaves = "".join(group(ellipse(0, -28, 16, 30, GREEN, BLACK, 5), x, y, a)
                     for x, y, a in ((CX - 175, 320, -40), (CX + 170, 250, 40),
                                     (CX - 120, 500, -60), (CX + 150, 420, 60)))
    return [
        place(log, CX - 95, 380, 3.6, -40), place(log, CX + 90, 330, 3.8, 38),
        place(log, CX + 40, 510, 2.8, 65), leaves,
        path(ground, GREEN, BLACK, LW), grass,
        place(log, CX, 560, 6.2, 0, squash=1.1),
    ]


def ace_spade() -> list[str]:
    """A cherub holding the sword, a flower garland wound round the blade."""
    back: list[str] = []
    front: list[str] = []
    for k in range(6):
        pts = [(CX + 52 * math.sin(math.pi * (t / 8 + k)), 150 + k * 75 + t * 9.4)
               for t in range(9)]
        band = line(pts, BLACK, 24) + line(pts, GREEN, 14)
        flower = circle(pts[4][0], pts[4][1], 13, RED if k % 2 else YELLOW, BLACK, 3)
        (front if k % 2 == 0 else back).append(band + flower)
    cx, cy = CX - 110, 760.0
    cherub = [
        ellipse(cx - 60, cy - 20, 45, 28, WHITE, BLACK, LW),
        ellipse(cx + 55, cy - 30, 45, 28, WHITE, BLACK, LW),
        ellipse(cx, cy + 50, 55, 80, SKIN, BLACK, LW),
        circle(cx, cy - 60, 50, SKIN, BLACK, LW),
        *[circle(cx + dx, cy - 100 + abs(dx) * 0.3, 16, YELLOW, BLACK, 3) for dx in
          (-36, -12, 12, 36)],
        circle(cx - 16, cy - 60, 5, BLACK, None), circle(cx + 16, cy - 60, 5, BLACK, None),
        path(Path().m(cx - 12, cy - 35).q((cx, cy - 25), (cx + 12, cy - 35)), "none", RED, 4),
        line([(cx + 30, cy + 20), (CX - 5, cy - 30)], BLACK, 34),
        line([(cx + 30, cy + 20), (CX - 5, cy - 30)], SKIN, 22),
        line([(cx - 25, cy + 120), (cx - 30, cy + 160)], BLACK, 30),
        line([(cx - 25, cy + 120), (cx - 30, cy + 160)], SKIN, 18),
        line([(cx + 25, cy + 120), (cx + 35, cy + 160)], BLACK, 30),
        line([(cx + 25, cy + 120), (cx + 35, cy + 160)], SKIN, 18),
    ]
    return [*back, place(sword, CX, 470, 8.0, squash=0.85), *front, *cherub,
            circle(CX - 5, cy - 30, 14, SKIN, BLACK, 4), line([(CX, 130), (CX, 150)], STEEL, 2)]


def ace(suit: str) -> list[str]:
    return {"denari": ace_denari, "coppe": ace_coppe, "bastoni": ace_bastoni,
            "spade": ace_spade}[suit]()
