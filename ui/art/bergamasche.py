"""Bergamasche pattern: number-card layouts and the assembly of its 40 faces.

The number cards follow the old sheets: batons crossed in an X (a ribbon or sprigs where they
cross), the curved blades of the Spade interlaced in pairs round a centre (a straight sword
through the odd ones), capital-shaped cups, rosette coins. A thin rounded frame on every card.
"""

from __future__ import annotations

import math

from ui.art import berg_aces, berg_courts
from ui.art.berg_signs import (
    BLUE,
    BLUE_D,
    GOLD,
    GREEN,
    GREEN_D,
    RED,
    RED_D,
    SIGNS,
    baton,
    blade,
    coin,
    hilt,
    sword,
)
from ui.art.common import WIDTH, H, Sign, card, place
from ui.art.svg import BLACK, Path, circle, ellipse, group, line, path, poly, rect, star

W = WIDTH["bergamasche"]
CX, CY = W / 2, H / 2
FRAME = "#2e3a33"


def frame() -> str:
    """The thin rounded frame inside the card's edge."""
    return rect(W * 0.065, H * 0.04, W * 0.87, H * 0.92, "none", FRAME, 3.5, 22)


def sprig(x: float, y: float, s: float, rot: float = 0.0) -> str:
    """A small three-leaved green sprig with a bud: the filler between batons."""
    leaves = "".join(group(path(Path().m(0, 0).q((-9, -16), (0, -34)).q((9, -16), (0, 0)).z(),
                                GREEN, BLACK, 2.5), 0, 0, a) for a in (-50, 0, 50))
    return group(leaves + path(Path().m(0, 0).q((-5, -14), (0, -20)).q((5, -14), (0, 0)).z(),
                               GREEN_D, None) + line([(0, 0), (0, 26)], GREEN_D, 4), x, y, rot,
                 s)


def band(x: float, y: float, w: float, colour: str, shade: str) -> str:
    """A ribbon tied across the crossing of batons, its ends flicking out."""
    body = Path().m(x - w / 2, y - 14).q((x, y - 24), (x + w / 2, y - 14)).l((x + w / 2, y + 14))
    body.q((x, y + 4), (x - w / 2, y + 14)).z()
    ends = "".join(poly([(x + s * w / 2, y - 12), (x + s * (w / 2 + 50), y - 4),
                         (x + s * (w / 2 + 36), y + 8), (x + s * (w / 2 + 50), y + 20),
                         (x + s * w / 2, y + 12)], colour, BLACK, 3) for s in (-1, 1))
    return ends + path(body, colour, BLACK, 4) + line(
        [(x - w / 2 + 8, y + 6), (x, y - 4), (x + w / 2 - 8, y + 6)], shade, 4)


def _batons(rank: int) -> list[str]:
    """Batons crossed in an X: one way red, the other blue, a green one upright when odd."""
    pairs = {2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 3}[rank]
    spread = 80.0 if pairs == 2 else 64.0
    long = 7.6 if pairs == 1 else 6.6
    ang = 24.0 if pairs == 1 else 21.0
    out: list[str] = []
    offsets = [(i - (pairs - 1) / 2) * spread for i in range(pairs)]
    ca, sa = math.cos(math.radians(ang)), math.sin(math.radians(ang))
    for dx in offsets:  # parallel batons stand apart across their length: their caps stagger
        out.append(place(baton("blue"), CX + dx * ca, CY + dx * sa, long, ang, squash=0.62))
    for dx in offsets:
        out.append(place(baton("red"), CX + dx * ca, CY - dx * sa, long, -ang, squash=0.62))
    if rank % 2:
        out.append(place(baton("green"), CX, CY, long * 1.02, 0, squash=0.62))
    if rank == 2:
        out += [band(CX, CY, 90, GREEN, GREEN_D), sprig(CX, 250, 1.3), sprig(CX, 750, 1.3, 180)]
    elif rank == 3:
        out.append(band(CX, CY, 110, BLUE, BLUE_D))
    elif rank == 4:
        out += [sprig(CX, 220, 1.2), sprig(CX, 780, 1.2, 180), sprig(105, CY, 1.0, -90),
                sprig(W - 105, CY, 1.0, 90)]
    return out


def _spade(rank: int) -> list[str]:
    """Curved blades interlaced in pairs round an oval; a straight sword through odd ranks."""
    pairs = {2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 3}[rank]
    top, bottom = 170.0, 830.0
    out: list[str] = []
    hilts: list[str] = []
    for i in range(pairs):
        reach = 205 - i * (150 / pairs) * (0.9 if rank % 2 else 1.0)  # half-width of the oval
        dx = 40 + i * 10
        for s, fill in ((-1, RED if i % 2 == 0 else BLUE), (1, BLUE if i % 2 == 0 else RED)):
            p0 = (CX - s * (dx + 60), top - 30 - i * 12)  # the point, past the crossing
            p1 = (CX - s * (dx + 20), bottom + 20 + i * 12)
            c = (CX + s * (2 * reach + dx), CY)
            out.append(blade(p0, c, p1, fill, 44 - pairs * 6, 3.5))
    hilts.append(hilt(CX + 30, bottom + 5, -35, 3.5, 1.3))
    hilts.append(hilt(CX - 30, top - 5, 145, 3.5, 1.3))
    if pairs > 1:
        hilts.append(hilt(CX - 55, bottom + 5, 35, 3.5, 1.3))
        hilts.append(hilt(CX + 55, top - 5, 215, 3.5, 1.3))
    if rank % 2:
        out.append(place(sword, CX, CY, 7.0, 0, squash=0.6))
    elif rank == 2:
        out.append(_flower(CX, CY))
    elif rank == 4:
        out.append(_rose(CX, CY))
    return out + hilts + [poly([(CX, y - 22), (CX + 26, y), (CX, y + 22), (CX - 26, y)],
                               GREEN_D, BLACK, 3) for y in (top + 30, bottom - 30)]


def _flower(x: float, y: float) -> str:
    """Leafy spray with a red flower: our filler at the centre of the 2 of Spade."""
    leaves = "".join(group(path(Path().m(0, 0).q((-14, -30), (0, -60)).q((14, -30), (0, 0)).z(),
                                GREEN, BLACK, 3), x, y, a) for a in (-140, -70, -20, 30, 80, 150))
    return leaves + poly(star(x, y, 34, 18, 5), RED, BLACK, 3) + circle(x, y, 11, GOLD, BLACK, 2)


def _rose(x: float, y: float) -> str:
    """A rosette with a bow: our own emblem for the centres that carry pictures or marks."""
    bow = "".join(poly([(x, y + 20), (x + s * 60, y + 5), (x + s * 56, y + 45), (x + s * 20, y
                                                                              + 40)],
                       RED, BLACK, 3) for s in (-1, 1))
    tails = "".join(poly([(x + s * 8, y + 30), (x + s * 40, y + 95), (x + s * 22, y + 90),
                          (x + s * 2, y + 40)], RED_D, BLACK, 3) for s in (-1, 1))
    petals = "".join(group(ellipse(0, -26, 14, 24, BLUE, BLACK, 3), x, y - 30, a)
                     for a in range(0, 360, 45))
    return tails + bow + petals + circle(x, y - 30, 16, GOLD, BLACK, 3)


def _sun(x: float, y: float) -> str:
    """The rayed sun at the centre of the 5 of Denari, round a coin."""
    return (poly(star(x, y, 130, 70, 16), GOLD, BLACK, 4)
            + poly(star(x, y, 112, 70, 16, -90 + 180 / 16), RED, BLACK, 3)
            + place(coin, x, y, 1.2))


def _scrolls(y: float) -> str:
    """Acanthus scrolls curling round a big coin on the 2 of Denari (blue one side, red the
    other), their tips rolled into volutes, green leaves sprouting."""
    out = []
    for s, colour, shade in ((-1, BLUE, BLUE_D), (1, RED, RED_D)):
        d = Path().m(CX + s * 150, y - 150).c((CX + s * 230, y - 80), (CX + s * 230, y + 80),
                                              (CX + s * 120, y + 160))
        d.c((CX + s * 175, y + 80), (CX + s * 180, y - 70), (CX + s * 110, y - 140)).z()
        out.append(path(d, colour, BLACK, 3.5))
        out.append(path(Path().m(CX + s * 200, y - 60).c((CX + s * 212, y), (CX + s * 200,
                                                                             y + 60),
                                                          (CX + s * 160, y + 120)),
                        "none", shade, 9))
        for k, vy in ((1, y - 150), (-1, y + 160)):  # the volutes at the ends
            vx = CX + s * (135 if k > 0 else 118)
            out.append(circle(vx, vy, 18, colour, BLACK, 3))
            out.append(circle(vx + s * 4, vy + k * 3, 8, shade, None))
        for k in (-1, 0, 1):
            out.append(group(path(Path().m(0, 0).q((-12, -30), (0, -62)).q((12, -30), (0, 0))
                                  .z(), GREEN, BLACK, 2.5), CX + s * 196, y + k * 70,
                             s * (60 + k * 25), 0.75))
    return "".join(out)


def _round(suit: str, rank: int) -> list[str]:
    """Cups and coins: rows of two; a big cup with a crown of leaves on the 2 and 3."""
    sign: Sign = SIGNS[suit]
    out: list[str] = []

    def put(x: float, y: float, s: float) -> None:
        out.append(place(sign, x, y, s))

    xl, xr = CX - 100, CX + 100
    if suit == "coppe" and rank in (2, 3):
        big_y = 300 if rank == 2 else 330
        out.append(_leaves(CX, big_y - 150, 1.0 if rank == 2 else 1.2))
        put(CX, big_y, 2.9 if rank == 2 else 3.6)
        if rank == 2:
            put(CX, 700, 2.9)
        else:
            put(xl + 10, 730, 2.2)
            put(xr - 10, 730, 2.2)
        return out
    if suit == "denari" and rank == 2:
        out += [_scrolls(290), _scrolls(710), _flower(CX, CY)]
        put(CX, 290, 2.5)
        put(CX, 710, 2.5)
        return out
    if suit == "denari" and rank == 3:
        for y in (220, 500, 780):
            put(CX, y, 2.1)
        return out
    if rank in (4, 5):
        for y in (190, 810):
            put(xl, y, 1.55 if suit == "denari" else 1.9)
            put(xr, y, 1.55 if suit == "denari" else 1.9)
        if rank == 5 and suit == "denari":
            out.append(_sun(CX, CY))
        elif rank == 5:
            put(CX, CY, 1.9)
        elif suit == "denari":
            out.append(_rose(CX, CY + 20))
        return out
    s = 1.55 if suit == "denari" else 1.8
    if rank == 6:
        spots = [(x, y) for y in (190, 500, 810) for x in (xl, xr)]
    elif suit == "denari":  # 2 · 2 · 1 · 2
        spots = [(x, y) for y in (170, 390) for x in (xl, xr)] + [(CX, 610)] + [
            (xl, 830), (xr, 830)]
    else:  # 2 · 2 · 3, the three in a tight row at the foot
        spots = [(x, y) for y in (190, 470) for x in (xl, xr)] + [
            (x, 800) for x in (CX - 128, CX, CX + 128)]
    for x, y in spots:
        put(x, y, s)
    return out


def _leaves(x: float, y: float, s: float) -> str:
    """The fan of spiky leaves crowning the big cup of the 2 and 3 of Coppe."""
    blades = "".join(group(path(Path().m(0, 0).q((-16, -40), (0, -90)).q((16, -40), (0, 0)).z(),
                                GREEN if i % 2 else GREEN_D, BLACK, 3), x, y, a, s)
                     for i, a in enumerate((-75, -45, -20, 0, 20, 45, 75)))
    return blades + circle(x, y, 10 * s, GOLD, BLACK, 3)


def pips(suit: str, rank: int) -> list[str]:
    if suit == "bastoni":
        return _batons(rank)
    if suit == "spade":
        return _spade(rank)
    return _round(suit, rank)


def face(suit: str, rank: int) -> str:
    """The complete SVG of one Bergamasche card."""
    if rank == 1:
        body = berg_aces.ace(suit)
    elif rank >= 11:
        body = berg_courts.court(suit, rank)
    else:
        body = pips(suit, rank)
    return card(W, [frame(), *body])

