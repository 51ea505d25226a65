"""Napoletane number cards (layouts as the scans show them) and the assembly of all 40 faces.

Signs and palette live in `nap_signs.py`, aces in `nap_aces.py`, courts in `nap_courts.py`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ui.art import nap_aces, nap_courts
from ui.art.common import Sign, at, card, face_box, place
from ui.art.craft import HEAVY, INK, band, ellipse_pts, outline, shape, stroke, toned, transform
from ui.art.nap_signs import (
    CRIMSON,
    GOLD,
    GREEN_BRIGHT,
    GREEN_DARK,
    LEAF,
    LEMON,
    OCHRE,
    ORANGE,
    SIGNS,
    W,
    bezier,
    emblem,
)
from ui.art.svg import Path, circle, group, path, rect, star

__all__ = ["ROUND", "SIGNS", "face", "pips"]
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
            leaves.m(px, py).q((px + 22, py + side * 40), (px + 48, py + side * 30)).q(
                (px + 18, py + side * 10), (px, py)).z()
    flowers = []
    for fx, fy, colour in ((x - half * 0.45, y - 4, LEMON), (x, y, CRIMSON),
                           (x + half * 0.45, y + 4, LEMON)):
        flowers.append(toned(star(fx, fy, 40, 18, 5), colour, sw=3.5, step=6, angle=45,
                             hatch_sw=1.4))
        flowers.append(circle(fx, fy, 11, ORANGE if colour == LEMON else LEMON, INK, 2.5))
    return stroke(stem, GREEN_DARK, 9) + path(leaves, GREEN_BRIGHT, INK, 3) + "".join(flowers)


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


def _stump(x: float, y: float, rot: float) -> str:
    """The lopped foot of a club of the 3: a cut end with a side shoot."""
    foot = transform([(-16, -30), (16, -30), (20, 6), (-20, 6)], x, y, rot)
    shoot = transform(outline((8, -24), ((26, -30), (40, -44), (44, -60)),
                              ((30, -50), (20, -40), (10, -34)), n=6), x, y, rot)
    return "".join([toned(shoot, GREEN_BRIGHT, sw=HEAVY * 0.7, step=5, angle=0, hatch_sw=1.5),
                    toned(foot, GREEN_BRIGHT, sw=HEAVY * 0.8, step=5, angle=0, hatch_sw=1.5),
                    shape(transform(ellipse_pts(0, 6, 20, 7, 14), x, y, rot), LEMON, INK, 3.5)])


def mask(x: float, y: float) -> str:
    """The grotesque of the 3 of Bastoni: a broad yellow face framed by leafy curls, knitted
    brows, a heavy drooping moustache over an open mouth, a short forked beard."""
    curls = "".join(toned(ellipse_pts(x + 74 * math.cos(math.radians(a)),
                                      y - 4 + 70 * math.sin(math.radians(a)), 20, 18, 12),
                          GOLD, sw=3.5, hatched=False, angle=30, shade=0.45)
                    for a in range(150, 391, 20))
    face_pts = outline((x, y - 70), ((x + 50, y - 70), (x + 66, y - 30), (x + 62, y + 10)),
                       ((x + 58, y + 50), (x + 30, y + 78), (x, y + 80)),
                       ((x - 30, y + 78), (x - 58, y + 50), (x - 62, y + 10)),
                       ((x - 66, y - 30), (x - 50, y - 70), (x, y - 70)), n=8)
    beard = outline((x - 40, y + 46), ((x - 34, y + 90), (x - 14, y + 112), (x - 4, y + 118)),
                    ((x, y + 104), (x + 2, y + 104), (x + 4, y + 118)),
                    ((x + 14, y + 112), (x + 34, y + 90), (x + 40, y + 46)), n=6)
    parts = [curls, toned(beard, GOLD, sw=HEAVY * 0.8, step=5, angle=0, hatch_sw=1.4),
             toned(face_pts, LEMON, sw=HEAVY * 0.8, step=6, angle=10, shade=0.35,
                   hatch_sw=1.4, highlight=True)]
    for side in (-1, 1):
        parts.append(stroke([(x + side * 8, y - 26), (x + side * 22, y - 34),
                             (x + side * 44, y - 30)], INK, 5.0))
        parts.append(path(Path().m(x + side * 16, y - 16).q((x + side * 28, y - 24),
                                                              (x + side * 40, y - 16)).q(
            (x + side * 28, y - 10), (x + side * 16, y - 16)).z(), "#fbf6e9", INK, 2.5))
        parts.append(circle(x + side * 28, y - 16, 4, INK, None))
        parts.append(stroke([(x + side * 34, y - 4), (x + side * 40, y + 10)], "#9a7412", 2.5))
        stache = outline((x + side * 2, y + 24), ((x + side * 24, y + 14),
                                                  (x + side * 50, y + 22), (x + side * 56, y + 48)),
                         ((x + side * 44, y + 36), (x + side * 24, y + 34),
                          (x + side * 2, y + 34)), n=6)
        parts.append(toned(stache, GOLD, sw=3.5, hatched=False, angle=90, shade=0.5))
    parts += [
        stroke([(x - 4, y - 22), (x - 10, y + 10), (x - 2, y + 18), (x + 8, y + 12)], INK, 3.5),
        shape(ellipse_pts(x, y + 46, 20, 11, 14), "#6a1a12", INK, 3.5),
        stroke([(x - 14, y + 40), (x + 14, y + 40)], "#fbf6e9", 4.0),
    ]
    return "".join(parts)


Put = Callable[..., None]  # places the deck's sign at a normalised face position
#: (nx, ny, scale) of the round signs per rank: Coppe, then Denari (from the scans' layouts).
ROUND: dict[str, dict[int, list[tuple[float, float, float]]]] = {
    "coppe": {
        2: [(.5, .25, 3.2), (.5, .75, 3.2)],
        3: [(.3, .2, 2.2), (.7, .5, 2.2), (.3, .8, 2.2)],
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
        # three long clubs crossed at a bearded mask: bulbs fanned above, lopped feet below
        px, py = at(box, .5, .55)
        s = 7.0
        for rot in (-27.0, 27.0, 0.0):
            # the club's own point (0, 12) sits on the crossing
            dx, dy = 12 * s * math.sin(math.radians(rot)), -12 * s * math.cos(math.radians(rot))
            put((px + dx - box[0]) / box[2], (py + dy - box[1]) / box[3], s, rot, squash=0.62)
            foot = (px - 34 * s * math.sin(math.radians(rot)),
                    py + 34 * s * math.cos(math.radians(rot)))
            extra.append(_stump(*foot, rot))
        extra.append(group(mask(0, 0), px, py - 16, 0, 1.3))
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
        for nx, ny, rot in ((.28, .23, 145), (.72, .23, 215), (.28, .77, 35), (.72, .77, -35)):
            put(nx, ny, 4.6, rot, squash=0.8)
        extra.append(garland(cx, cy, 190))
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
    if rank == 1:
        body = nap_aces.ace(suit)
    elif rank >= 11:
        body = nap_courts.court(suit, rank)
    else:
        body = pips(suit, rank)
    return card(W, body)
