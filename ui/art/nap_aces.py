"""The four Napoletane aces: eagle with the ring, covered urn, leafy club, sword and serpent."""

from __future__ import annotations

import math

from ui.art.common import place
from ui.art.napoletane import (
    COBALT,
    CRIMSON,
    DEEP,
    GREEN,
    LEAF,
    LEMON,
    OCHRE,
    W,
    bezier,
    club,
    coin,
    emblem,
    sun_face,
    sword,
)
from ui.art.svg import BLACK, Path, circle, ellipse, group, line, path, poly, rect, star

CX = W / 2
LW = 7.0


def wing(side: float) -> str:
    """One raised wing with scalloped feathers; side is -1 (left) or 1 (right)."""
    def p(x: float, y: float) -> tuple[float, float]:
        return CX + side * x, y

    edge = Path().m(*p(40, 340)).c(p(60, 170), p(160, 70), p(262, 70))
    tips = [(262, 140), (240, 160), (268, 220), (238, 240), (250, 300), (215, 310), (215, 365),
            (170, 360), (150, 410), (60, 420)]
    for i, (x, y) in enumerate(tips):
        edge.q(p(x + (15 if i % 2 else -10), y - 10), p(x, y))
    edge.z()
    veins = "".join(line([p(x - 15, y - 5), p(x * 0.4 + 40, y * 0.4 + 150)], LEMON, 5)
                    for x, y in tips[::2])
    return path(edge, OCHRE, BLACK, LW) + veins


def head(side: float) -> str:
    """An uncrowned eagle head looking outward on a thick neck, hooked beak, red tongue."""
    hx, hy = CX + side * 112, 190.0
    neck = [(CX + side * 20, 340), (CX + side * 60, 260), (hx, hy)]
    beak = Path().m(hx + side * 28, hy - 16).q((hx + side * 85, hy - 14), (hx + side * 78, hy + 24))
    beak.l((hx + side * 62, hy + 8)).l((hx + side * 28, hy + 14)).z()
    tongue = line([(hx + side * 55, hy + 10), (hx + side * 92, hy + 30)], CRIMSON, 7)
    return "".join([line(neck, BLACK, 58), line(neck, OCHRE, 44),
                    line([neck[0], neck[1]], LEMON, 5), tongue, path(beak, LEMON, BLACK, LW),
                    circle(hx, hy, 40, OCHRE, BLACK, LW),
                    circle(hx + side * 14, hy - 10, 9, LEMON, BLACK, 3),
                    circle(hx + side * 16, hy - 10, 4, BLACK, None)])


def ace_denari() -> list[str]:
    """Double-headed uncrowned eagle, wings up, gripping a large ring round our emblem."""
    tail = "".join(group(ellipse(0, 60, 28, 70, OCHRE, BLACK, LW), CX, 720, a)
                   for a in (-35, 35, -15, 15, 0))
    ring_y, ring_r = 560.0, 205.0
    beads = "".join(
        circle(CX + (ring_r - 20) * math.cos(math.radians(a)),
               ring_y + (ring_r - 20) * math.sin(math.radians(a)), 7, CRIMSON, BLACK, 2.5)
        for a in range(0, 360, 20))
    talons = "".join(
        line([(CX + s * 50, 400), (CX + s * 60, 370 + k * 8),
              (CX + s * (80 + k * 12), 362 + k * 6)], LEMON, 10)
        for s in (-1, 1) for k in range(3))
    return [
        wing(-1), wing(1), tail,
        ellipse(CX, 390, 70, 110, OCHRE, BLACK, LW),
        line([(CX - 30, 330), (CX, 360), (CX + 30, 330)], LEMON, 5),
        head(-1), head(1),
        circle(CX, ring_y, ring_r, LEMON, BLACK, LW),
        circle(CX, ring_y, ring_r - 40, "#ffffff", BLACK, LW),
        beads,
        place(coin, CX, ring_y, 2.9),
        talons,
    ]


def ace_coppe() -> list[str]:
    """Large covered urn on a red plinth; blue band with a mask round its belly."""
    body = Path().m(CX - 90, 370).c((CX - 250, 420), (CX - 230, 700), (CX - 80, 780)).l(
        (CX + 80, 780)).c((CX + 230, 700), (CX + 250, 420), (CX + 90, 370)).z()
    band = Path().m(CX - 214, 540).q((CX, 580), (CX + 214, 540)).l((CX + 205, 620)).q(
        (CX, 660), (CX - 205, 620)).z()
    lid = Path().m(CX - 110, 375).q((CX, 240), (CX + 110, 375)).z()
    handle = Path().m(CX - 180, 450).c((CX - 290, 420), (CX - 290, 600), (CX - 205, 640))
    handle_r = Path().m(CX + 180, 450).c((CX + 290, 420), (CX + 290, 600), (CX + 205, 640))
    hatch = "".join(line([(CX + x, 420 + abs(x) * 0.2), (CX + x * 0.8, 530)], OCHRE, 5)
                    for x in (-150, -100, -50, 0, 50, 100, 150))
    return [
        rect(CX - 170, 880, 340, 60, CRIMSON, BLACK, LW, 6),
        rect(CX - 130, 850, 260, 35, CRIMSON, BLACK, LW, 4),
        path(Path().m(CX - 45, 780).l((CX + 45, 780), (CX + 100, 852), (CX - 100, 852)).z(),
             LEMON, BLACK, LW),
        path(handle, "none", BLACK, 30), path(handle, "none", LEMON, 18),
        path(handle_r, "none", BLACK, 30), path(handle_r, "none", LEMON, 18),
        path(body, LEMON, BLACK, LW), hatch,
        path(band, COBALT, BLACK, LW),
        group(sun_face(LW / 1.6, 30, "#f0c080"), CX, 600, 0, 1.6),
        path(lid, LEAF, BLACK, LW),
        line([(CX - 60, 340), (CX + 60, 340)], GREEN, 5),
        rect(CX - 120, 365, 240, 22, CRIMSON, BLACK, LW, 6),
        ellipse(CX, 255, 22, 30, LEMON, BLACK, LW),
        poly(star(CX, 200, 40, 16, 6), CRIMSON, BLACK, LW * 0.8),
        circle(CX, 200, 12, LEMON, BLACK, 4),
    ]


def ace_bastoni() -> list[str]:
    """One big leafy club whose lower end curls into a scroll."""
    curl = Path().m(CX + 20, 720).c((CX + 40, 860), (CX - 120, 920), (CX - 140, 820)).c(
        (CX - 150, 760), (CX - 60, 750), (CX - 70, 810))
    leaves = []
    for x, y, a in ((-95, 260, -50), (100, 330, 50), (-80, 470, -60), (85, 560, 55),
                    (-60, 170, -30), (70, 190, 35)):
        leaves.append(group(
            ellipse(0, -40, 22, 45, LEAF, BLACK, LW) + line([(0, -5), (0, -75)], GREEN, 4),
            CX + x * 0.6, y, a))
    return [
        path(curl, "none", BLACK, 66), path(curl, "none", LEAF, 50),
        path(curl, "none", LEMON, 6),
        *leaves,
        place(club, CX, 470, 7.6, 4),
        *[circle(CX + 5, y, 8, CRIMSON, BLACK, 3) for y in (210, 400, 590)],
    ]


def ace_spade() -> list[str]:
    """One upright sword with a green serpent coiled round the blade."""
    back: list[str] = []
    front: list[str] = []
    for k in range(7):
        y0 = 210 + k * 80
        pts = [(CX + 75 * math.sin(math.pi * (t / 10 + k)), y0 + t * 8.0) for t in range(11)]
        (front if k % 2 == 0 else back).append(line(pts, BLACK, 34) + line(pts, LEAF, 22))
    head_y = 180.0
    head = "".join([
        line([(CX - 10, 215), (CX - 40, head_y + 10)], BLACK, 34),
        line([(CX - 10, 215), (CX - 40, head_y + 10)], LEAF, 22),
        ellipse(CX - 52, head_y, 34, 22, LEAF, BLACK, LW),
        circle(CX - 62, head_y - 6, 5, LEMON, BLACK, 2),
        line([(CX - 85, head_y + 4), (CX - 115, head_y + 2), (CX - 125, head_y - 8)], CRIMSON, 5),
        line([(CX - 115, head_y + 2), (CX - 125, head_y + 12)], CRIMSON, 5),
    ])
    return [*back, place(sword, CX, 500, 8.6), *front, head,
            line([(CX - 4, 745), (CX - 8, 790)], DEEP, 4)]


def ace(suit: str) -> list[str]:
    return {"denari": ace_denari, "coppe": ace_coppe, "bastoni": ace_bastoni,
            "spade": ace_spade}[suit]()


__all__ = ["ace", "bezier", "emblem"]
