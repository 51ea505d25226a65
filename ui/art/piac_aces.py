"""The four Piacentine aces, drawn after the old pattern's emblems.

Coppe: a tall covered urn — onion-domed ribbed lid with a flame finial, a banded bowl, a
knotted stem, a flared foot on a hexagonal base with ball feet. Denari: a crowned brown eagle,
wings raised, a blank disc on its breast, standing on a hill over an empty cartouche.
Bastoni: a thick knotted trunk sawn off on a slant, lopped branches, ivy, a rose at its foot
(`piac_stump`). Spade: a winged cherub carrying a broad sword on a gold hilt, sitting in a
thick garland of leaves and roses (`piac_wreath`).
"""

from __future__ import annotations

import math

from ui.art import craft
from ui.art.busts import THIN, limb
from ui.art.piac_cherub import cherub
from ui.art.piac_cup import ace_coppe
from ui.art.piac_eagle import cartouche, shag
from ui.art.piac_engrave import engrave
from ui.art.piac_rich import plumage
from ui.art.piac_shade import fill, form, shape, strands
from ui.art.piac_signs import RED, W
from ui.art.piac_stump import tree
from ui.art.piac_wreath import berries, cluster, falchion, gold_hilt, wreath
from ui.art.svg import BLACK, Path, circle, line, path, rect

CX = W / 2
LW = 6.0
GREEN = "#2f6b37"
BLUE = "#3d6cb3"
GOLD = ("#efc63a", "#b58a1c")
PLUME = ("#8a4e2c", "#4f2612")
EAGLE = "#96361f"  # the eagle's red ground, mostly hidden under its dark feathers


def _wing(side: int) -> str:
    """A wing raised like the printed eagle's: from the shoulder out and up to a knobbed
    wrist at the top corner, its flight feathers hanging down the outer side behind the
    body to a fringe of pointed tips, engraved along the feathers, darker outward."""
    def p(x: float, y: float) -> tuple[float, float]:
        return CX + side * x, y

    edge = craft.outline(p(100, 300), (p(150, 272), p(184, 222), p(186, 150)),
                         (p(184, 100), p(204, 66), p(228, 68)),
                         (p(254, 72), p(258, 122), p(248, 164)),
                         (p(244, 260), p(250, 420), p(244, 540)), n=8)
    for k in range(6):  # the flight feathers' tips, from the outside in
        x0, y0 = 238 - k * 18, 608 - k * 10
        edge += craft.bez(edge[-1], p(x0 + 2, y0 - 30), p(x0 + 2, y0 - 8), p(x0 - 4, y0), 4)
        edge += craft.bez(edge[-1], p(x0 - 8, y0 - 14), p(x0 - 12, y0 - 30), p(x0 - 16,
                                                                             y0 - 46), 3)
    edge += craft.bez(edge[-1], p(130, 500), p(112, 400), p(100, 300), 6)
    ink = "#4a140a"
    out = [form(edge, EAGLE, "A" if side < 0 else "B", sw=3.6)]
    out += engrave(edge, ink, 88 + side * 4, 8.5, toward=90 - side * 50, bow=0.02, width=3.2,
                   start=0.3, cross=0.72, opacity=0.9)
    knob = [p(190 + 34 * math.cos(a) * 1.0, 116 + 52 * math.sin(a)) for a in
            (j * math.pi / 8 for j in range(16))]
    knob = [(x + side * 30, y) for x, y in knob]
    out.append(shape(knob, "#dc5a26", None))  # the lit wrist, orange as printed
    out += [shag(edge, "#e8733a", step=28, length=22, width=4, axis=CX, salt=side + 5),
            shag(edge, "#1e0804", step=18, length=32, width=5.5, axis=CX, salt=side)]
    feathers = [craft.bez(p(232 - k * 18, 240 + k * 20), p(236 - k * 18, 360),
                          p(236 - k * 18, 480), p(238 - k * 18, 600 - k * 10), 6)
                for k in range(6)]
    out.append(strands(feathers, ink, 2.4))
    out.append(strands([craft.bez(p(106, 296), p(160, 262), p(196, 180), p(196, 110), 8)],
                       "#e8905a", 3.0))
    coverts = Path()
    for k in range(6):  # rows of small covert feathers over the raised forearm and wrist
        for j in range(3):
            x, y = 196 + j * 20 + (k % 2) * 10, 100 + k * 26
            if x < 250 - (k < 1) * 20:
                coverts.m(*p(x - 10, y)).q(p(x, y + 11), p(x + 10, y))
    out.append(path(coverts, "none", ink, 2.2))
    return "".join(out)


def _breast() -> list[tuple[float, float]]:
    """The eagle's body as a polygon (its width at each height), to keep plumage inside."""
    rows = [(y, 166 * max(0.0, 1 - ((y - 515) / 230) ** 2) ** 0.5) for y in range(300, 741, 20)]
    return [(CX + w, y) for y, w in rows] + [(CX - w, y) for y, w in rows[::-1]]


def ace_denari() -> list[str]:
    """The crowned eagle with a blank disc on its breast, standing over an empty cartouche."""
    hx = CX + 18
    body = Path().m(CX - 100, 290).c((CX - 190, 400), (CX - 180, 650), (CX - 70, 740)).l(
        (CX + 70, 740)).c((CX + 180, 650), (CX + 190, 400), (CX + 100, 290)).z()
    neck = Path().m(CX - 96, 330).c((CX - 80, 260), (hx - 50, 230), (hx - 34, 190)).l(
        (hx + 34, 200)).c((hx + 40, 250), (CX + 90, 270), (CX + 96, 330)).z()
    head = Path().m(hx - 36, 200).c((hx - 40, 150), (hx - 10, 130), (hx + 20, 135)).c(
        (hx + 40, 138), (hx + 54, 150), (hx + 60, 165)).l((hx + 86, 175)).c(
        (hx + 92, 190), (hx + 80, 205), (hx + 66, 200)).l((hx + 58, 192)).c(
        (hx + 40, 210), (hx + 20, 215), (hx - 36, 200)).z()
    ground = Path().m(60, 800).q((CX - 60, 740), (CX, 790)).q((CX + 100, 740), (W - 60, 800)).l(
        (W - 60, 850)).l((60, 850)).z()
    out = [
        rect(60, 730, W - 120, 80, "#f5d44a", None),
        # far blue hills on the horizon under the yellow sky
        shape([(60, 800), (60, 766), (100, 748), (140, 762), (190, 740), (240, 764),
               (300, 750), (350, 768), (400, 744), (450, 760), (W - 60, 750), (W - 60, 800)],
              "#7fa6c8", BLACK, 2.0),
        path(ground, fill("#6d9a4a", "V"), BLACK, THIN),
        path(Path().m(60, 830).q((CX, 800), (W - 60, 830)).l((W - 60, 850)).l((60, 850)).z(),
             "#4a8ad0", None),
        _wing(-1), _wing(1),
        *[form([(CX + a * 20 - 12, 700), (CX + a * 52 - 16, 790), (CX + a * 58, 826),
                (CX + a * 52 + 16, 790), (CX + a * 20 + 12, 700)], PLUME[0],
               "A" if a < 0 else "B", sw=2.6) for a in (-2, 2, -1, 1, 0)],
        strands([[(CX + a * 39, 763), (CX + a * 55, 816)] for a in (-2, -1, 0, 1, 2)],
                PLUME[1], 2.2),
        *[line([(CX + k * 20, 720), (CX + k * 28, 815)], PLUME[1], 2.5) for k in (-2, -1, 0, 1,
                                                                                   2)],
        path(body, fill(EAGLE, "A"), BLACK, LW),
    ]
    for k in range(18):  # breast and belly feathers as scallops, rows offset like scales
        for j in range(-3, 4):
            x, y = CX + j * 34 + (17 if k % 2 else 0), 320 + k * 22
            half = 170 * max(0.0, 1 - ((y - 515) / 230) ** 2) ** 0.5  # the body's width here
            if abs(x - CX) + 18 < half and y > 330:
                out.append(path(Path().m(x - 16, y).q((x, y + 16), (x + 16, y)), "none",
                                PLUME[1], 2.4))
    region = craft.outline((CX - 100, 290), ((CX - 190, 400), (CX - 180, 650), (CX - 70, 740)),
                           ((CX, 740), (CX, 740), (CX + 70, 740)),
                           ((CX + 180, 650), (CX + 190, 400), (CX + 100, 290)), n=10)
    for toward, ang in ((0.0, 96.0), (180.0, 84.0)):  # the body rounded: both flanks engraved
        out += engrave(region, "#4a140a", ang, 8.5, toward=toward, bow=0.03, width=3.0,
                       start=0.55, cross=0.8, opacity=0.85)
    out += [shag(region, "#ef7a3c", step=27, length=22, width=4, axis=CX, spread=0.6, salt=2),
            shag(region, "#1e0804", step=17, length=34, width=6, axis=CX, spread=0.6, salt=3)]
    out += [
        *[limb([(CX + s * 40, 700), (CX + s * 48, 760), (CX + s * 60, 790)], [26, 20, 14],
               GOLD, THIN) for s in (-1, 1)],
        *[line([(CX + s * 60, 790), (CX + s * (60 + d), 808)], BLACK, 5) for s in (-1, 1)
          for d in (-14, 4, 20)],
        *[form(craft.outline((CX + s * 20, 680), ((CX + s * 70, 670), (CX + s * 84, 730),
                                                  (CX + s * 70, 766)),
                             ((CX + s * 62, 752), (CX + s * 56, 770), (CX + s * 46, 758)),
                             ((CX + s * 38, 774), (CX + s * 30, 756), (CX + s * 20, 680)), n=6),
               "#9a3a24", "A" if s < 0 else "B", sw=3.0) for s in (-1, 1)],
        strands([craft.bez((CX + s * k, 690), (CX + s * (k + 6), 715), (CX + s * (k + 8), 735),
                           (CX + s * (k + 6), 755), 4) for s in (-1, 1) for k in (34, 48, 62)],
                "#4a140a", 2.2),
        path(neck, fill(EAGLE, "A"), None),  # the neck runs into the body: no line
        path(Path().m(CX - 96, 330).c((CX - 80, 260), (hx - 50, 230), (hx - 34, 190)).m(
            hx + 34, 200).c((hx + 40, 250), (CX + 90, 270), (CX + 96, 330)), "none", BLACK, LW),
        path(Path().m(CX - 60, 320).q((CX - 40, 300), (CX - 20, 320)).q((CX, 300), (CX + 20, 320))
             .q((CX + 40, 300), (CX + 60, 320)).m(CX - 40, 290).q((CX - 20, 270), (CX, 290)).q(
            (CX + 20, 270), (CX + 40, 290)), "none", PLUME[1], 2.4),
        plumage(hx, 170, 34, 7, [(CX - 92, 332), (hx - 30, 196), (hx + 30, 204), (CX + 92, 332)],
                "#4a140a"),  # the shaggy neck
        shag([(CX - 92, 332), (hx - 34, 200), (hx + 32, 206), (CX + 92, 332)], "#1e0804",
             step=15, length=26, width=5.5, axis=hx, spread=0.8, salt=7),
        path(head, fill("#d06030", "A"), BLACK, LW),
        path(Path().m(hx - 30, 175).q((hx - 10, 190), (hx + 20, 190)).m(hx - 26, 195).q(
            (hx - 40, 240), (hx - 30, 280)).m(hx + 10, 215).q((hx, 250), (hx + 10, 290)),
             "none", PLUME[1], 2.2),
        path(Path().m(hx + 58, 165).q((hx + 96, 168), (hx + 92, 196)).q((hx + 84, 186),
                                                                       (hx + 66, 186)).z(),
             fill("#e9905a", "A"), BLACK, THIN),  # the hooked beak, flesh-pink as printed
        # the stern eye: an almond under a heavy lid, the iris half hidden, a jutting brow
        shape([(hx + 12, 166), (hx + 22, 158), (hx + 36, 157), (hx + 48, 164), (hx + 36, 172),
               (hx + 22, 172)], "#f3efd8", BLACK, 2.0),
        circle(hx + 33, 166, 5.5, "#3a2a10", None),
        shape([(hx + 10, 166), (hx + 20, 154), (hx + 36, 152), (hx + 52, 163), (hx + 36, 162),
               (hx + 22, 163)], "#d0622e", BLACK, 2.0),
        strands([[(hx + 4, 156), (hx + 22, 148), (hx + 40, 147), (hx + 58, 156)]], BLACK, 4.0),
        strands([[(hx + 8, 176), (hx + 26, 180), (hx + 44, 176)]], "#7a2a14", 2.4),
        plumage(CX, 500, 150, 3, _breast(), "#4a140a"),
        circle(CX, 500, 150, "#ffffff", BLACK, LW),
        circle(CX, 500, 140, "none", "#e3ddd2", 5),
    ]
    # a low coronet sitting on the crown of the head: five points tipped with pearls
    tips = [(hx - 48, 104), (hx - 24, 94), (hx, 90), (hx + 24, 94), (hx + 48, 104)]
    crown_pts = [(hx - 44, 142), (hx - 50, 118), *[q for k, (x, y) in enumerate(tips) for q in (
        [(x, y)] if k == 0 else [(x - 12, y + 22), (x, y)])], (hx + 50, 118), (hx + 44, 142)]
    out += [form(crown_pts, GOLD[0], "A", sw=3.0),
            *[circle(x, y - 6, 6.5, "#fbf6e6", BLACK, 1.6) for x, y in tips],
            shape([(hx - 46, 128), (hx + 46, 128), (hx + 44, 144), (hx - 44, 144)], GOLD[1],
                  BLACK, 2.4),
            *[circle(hx + u, 136, 5, colour, BLACK, 1.2)
              for u, colour in ((-26, RED), (0, GREEN), (26, RED))],
            *cartouche(84, W - 84, 864, 910, fill(BLUE, "V"), GOLD[0])]
    return out


def ace_bastoni() -> list[str]:
    """A thick knotted trunk sawn off on a slant, lopped branches, ivy, a rose at its foot on
    a bank of pebbles (`piac_stump`)."""
    return tree()


def ace_spade() -> list[str]:
    """The cherub carrying the sword, sitting in a thick garland of leaves, roses and small
    yellow flowers that arches over the blade and winds on across his lap."""
    out: list[str] = []
    over = [(70.0, 170.0), (120.0, 112.0), (210.0, 150.0), (330.0, 196.0), (420.0, 290.0),
            (462.0, 420.0), (450.0, 530.0), (410.0, 600.0), (340.0, 630.0)]
    lap = [(420.0, 604.0), (340.0, 640.0), (240.0, 650.0), (160.0, 700.0), (128.0, 790.0),
           (150.0, 880.0), (178.0, 960.0)]
    tip, hilt = (176.0, 66.0), (375.0, 650.0)
    out += wreath(over, 88.0)
    out += falchion(tip, hilt)
    out += cluster(96, 136, 2, 1, 24.0, 20) + cluster(330, 196, 1, 2, 22.0, 200)
    out += cluster(452, 380, 3, 2, 22.0, 110)
    out += berries([(420, 480), (446, 500), (430, 540), (140, 190), (300, 176)])
    out += cluster(242, 156, 1, 0, 30.0, 0)  # over the blade, as printed
    out += cherub(CX - 60, 520.0)
    out += wreath(lap, 84.0, seed=5)
    out += gold_hilt(hilt, tip)
    out += cluster(150, 846, 2, 2, 24.0, 250) + cluster(250, 648, 0, 1, 16.0, 30)
    out += berries([(200, 680), (146, 740), (172, 780), (140, 920), (184, 690)])
    return out


def ace(suit: str) -> list[str]:
    return {"denari": ace_denari, "coppe": ace_coppe, "bastoni": ace_bastoni,
            "spade": ace_spade}[suit]()
