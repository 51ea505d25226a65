"""The four Napoletane aces: the eagles with the ring, the covered urn, the great leafy club
curling into a scroll, the sword with the serpent; every part toned in the print manner."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from ui.art.common import place
from ui.art.craft import (
    FINE,
    HAIR,
    HEAVY,
    INK,
    MEDIUM,
    band,
    dark,
    ellipse_pts,
    flip,
    outline,
    shape,
    stroke,
    toned,
    transform,
)
from ui.art.nap_signs import (
    COBALT,
    CRIMSON,
    GOLD,
    GREEN_BRIGHT,
    LEMON,
    SILVER,
    W,
    bezier,
    club,
    emblem,
    sun_face,
)
from ui.art.svg import Point, circle

CX = W / 2
PINK, GREEN_LEAF = "#d8346a", "#2f8a36"


def tone(pts: Sequence[Point], fill: str, angle: float = 20.0, shade: float = 0.4,
         step: float = 9.0, highlight: bool = False) -> str:
    return toned(pts, fill, sw=HEAVY, step=step, angle=angle, shade=shade, hatch_sw=HAIR * 1.2,
                 highlight=highlight)


def eagle(side: int) -> str:
    """One eagle of the pair: a red wing raised, a yellow head looking outward, red legs."""
    def m(pts: list[Point]) -> list[Point]:
        return pts if side < 0 else flip(pts, CX)

    wing = m(outline((CX - 40, 250), ((CX - 120, 180), (CX - 230, 200), (CX - 250, 300)),
                     ((CX - 260, 400), (CX - 220, 470), (CX - 170, 520)),
                     ((CX - 140, 440), (CX - 90, 360), (CX - 40, 250)), n=10))
    feathers = [m([(CX - 240 + k * 14, 300 + k * 40), (CX - 150 + k * 8, 290 + k * 30)])
                for k in range(5)]
    neck = m([(CX - 70, 280), (CX - 110, 220), (CX - 150, 170)])
    head = m(ellipse_pts(CX - 168, 150, 34, 30, 16))
    beak = m(outline((CX - 196, 134), ((CX - 230, 126), (CX - 252, 150), (CX - 240, 178)),
                     ((CX - 232, 168), (CX - 220, 164), (CX - 198, 166)), n=6))
    leg = m(outline((CX - 120, 470), ((CX - 130, 520), (CX - 150, 560), (CX - 168, 600)),
                    ((CX - 150, 612), (CX - 130, 590), (CX - 100, 520)),
                    ((CX - 100, 500), (CX - 110, 480), (CX - 120, 470)), n=6))
    talons = [m([(CX - 168, 600), (CX - 190 + k * 12, 630 + abs(k) * 4)]) for k in (-1, 0, 1)]
    eye = m([(CX - 180, 142)])[0]
    return "".join([
        tone(wing, CRIMSON, angle=160),
        *(stroke(f, dark(CRIMSON, 0.5), MEDIUM) for f in feathers),
        band(neck, LEMON, 44, HEAVY),
        tone(head, LEMON, angle=90, step=7),
        tone(beak, GOLD, angle=90, step=5),
        stroke(m([(CX - 214, 160), (CX - 236, 168)]), CRIMSON, MEDIUM),
        circle(*eye, 6, INK, None),
        tone(leg, CRIMSON, angle=0, step=6),
        *(stroke(t, INK, MEDIUM * 1.4) for t in talons),
    ])


def ace_denari() -> list[str]:
    """Two eagles back to back, heads outward, wings raised, holding a great ring that carries
    the project's own emblem (where printed decks put a maker's mark)."""
    ring_y, ring_r = 520.0, 190.0
    ring = ellipse_pts(CX, ring_y, ring_r, ring_r, 40)
    inner = ellipse_pts(CX, ring_y, ring_r - 34, ring_r - 34, 40)
    beads = "".join(circle(CX + (ring_r - 17) * math.cos(math.radians(a)),
                           ring_y + (ring_r - 17) * math.sin(math.radians(a)), 6, CRIMSON, INK,
                           HAIR) for a in range(0, 360, 18))
    tails = "".join(tone(transform([(-20, 0), (20, 0), (34, 110), (-34, 110)], CX, 640, a),
                         CRIMSON, angle=0, step=7) for a in (-25, 0, 25))
    return [
        tails,
        eagle(-1), eagle(1),
        tone(ring, GOLD, angle=40, shade=0.45, highlight=True),
        shape(inner, "#fbf6e9", INK, HEAVY),
        beads,
        place(emblem, CX, ring_y, 2.6),
    ]


def ace_coppe() -> list[str]:
    """A covered urn: finial and lid, silver scroll handles, red and blue bands (the blue one
    gadrooned), a yellow belly with a mask between scrolls, a green base, a red plinth."""
    handle = [(CX - 150, 330), (CX - 230, 300), (CX - 250, 400), (CX - 200, 450),
              (CX - 160, 470)]
    belly = outline((CX - 190, 400), ((CX - 230, 520), (CX - 190, 640), (CX - 90, 700)),
                    ((CX - 30, 720), (CX + 30, 720), (CX + 90, 700)),
                    ((CX + 190, 640), (CX + 230, 520), (CX + 190, 400)),
                    ((CX + 60, 390), (CX - 60, 390), (CX - 190, 400)), n=10)
    base = outline((CX - 150, 640), ((CX - 110, 720), (CX - 60, 740), (CX, 742)),
                   ((CX + 60, 740), (CX + 110, 720), (CX + 150, 640)),
                   ((CX + 60, 660), (CX - 60, 660), (CX - 150, 640)), n=8)
    red_band = [(CX - 150, 300), (CX + 150, 300), (CX + 170, 350), (CX - 170, 350)]
    blue_band = [(CX - 172, 350), (CX + 172, 350), (CX + 192, 420), (CX - 192, 420)]
    lid = outline((CX - 150, 300), ((CX - 140, 230), (CX - 60, 200), (CX, 200)),
                  ((CX + 60, 200), (CX + 140, 230), (CX + 150, 300)), n=10)
    finial = ellipse_pts(CX, 160, 26, 42, 16)
    foot = [(CX - 40, 740), (CX + 40, 740), (CX + 90, 820), (CX - 90, 820)]
    return [
        band(handle, SILVER, 22, MEDIUM), band(flip(handle, CX), SILVER, 22, MEDIUM),
        shape([(CX - 160, 860), (CX + 160, 860), (CX + 160, 900), (CX - 160, 900)], CRIMSON),
        tone([(CX - 130, 820), (CX + 130, 820), (CX + 150, 862), (CX - 150, 862)], CRIMSON,
             angle=0),
        tone(foot, LEMON, angle=0, step=7),
        *(stroke([(CX + k, 748), (CX + k * 1.9, 812)], dark(GOLD, 0.5), FINE)
          for k in (-30, -10, 10, 30)),
        tone(belly, LEMON, angle=10, highlight=True),
        tone(base, GREEN_BRIGHT, angle=10),
        *(stroke([(CX + k, 664), (CX + k * 0.6, 726)], dark(GREEN_BRIGHT, 0.5), FINE)
          for k in (-100, -60, -20, 20, 60, 100)),
        *(stroke(bezier((CX + s * 40, 560), (CX + s * 100, 520), (CX + s * 160, 580),
                        (CX + s * 120, 620), 10), dark(GOLD, 0.55), MEDIUM) for s in (-1, 1)),
        place(lambda lw: sun_face(lw, 30, GOLD), CX, 560, 1.6),
        tone(blue_band, COBALT, angle=10),
        *(shape(ellipse_pts(CX + k * 42, 385, 16, 26, 12), dark(COBALT, 0.3), INK, FINE)
          for k in range(-3, 4)),
        tone(red_band, CRIMSON, angle=10),
        tone(lid, GREEN_BRIGHT, angle=10),
        tone(finial, GREEN_LEAF, angle=20, step=6),
        *(stroke([(CX - 18, 150 + k * 14), (CX + 18, 160 + k * 14)], dark(GREEN_LEAF, 0.5),
                 FINE) for k in range(-2, 3)),
    ]


def ace_bastoni() -> list[str]:
    """The great leafy club leaning right, its lower end curling into a pink scroll, with
    yellow and green acanthus leaves sprouting from the curl."""
    scroll = outline((CX - 40, 620), ((CX - 120, 680), (CX - 200, 700), (CX - 210, 640)),
                     ((CX - 220, 580), (CX - 150, 570), (CX - 140, 620)),
                     ((CX - 150, 650), (CX - 60, 700), (CX + 10, 660)), n=10)
    stalk = outline((CX - 40, 620), ((CX - 10, 740), (CX - 120, 860), (CX - 230, 880)),
                    ((CX - 100, 900), (CX + 40, 820), (CX + 20, 640)), n=10)
    leaves = []
    for (x, y, rot, colour) in ((CX - 50, 650, -58, LEMON), (CX - 40, 620, -22, LEMON),
                                (CX + 10, 700, 62, GREEN_LEAF), (CX + 10, 660, 28, LEMON)):
        leaf = transform(outline((0, 0), ((-40, -50), (-30, -120), (0, -170)),
                                 ((30, -120), (40, -50), (0, 0)), n=8), x, y, rot)
        leaves.append(tone(leaf, colour, angle=0, step=6))
        leaves.append(stroke(transform([(0, -6), (0, -110)], x, y, rot), dark(colour, 0.5),
                             FINE))
    return [
        tone(stalk, PINK, angle=0, highlight=True),
        tone(scroll, PINK, angle=90, highlight=True),
        *leaves,
        place(club, CX + 30, 390, 6.4, 12),
    ]


def ace_spade() -> list[str]:
    """The sword on the slant, a green serpent with yellow spots and blue collars coiled round
    it in an S, its blue head at the top."""
    knots = [(CX - 150, 170), (CX + 190, 300), (CX - 190, 480), (CX + 150, 660),
             (CX - 120, 850)]
    runs = []
    for (x0, y0), (x1, y1) in itertools.pairwise(knots):
        dy = y1 - y0
        runs.append(bezier((x0, y0), (x0, y0 + dy * 0.6), (x1, y1 - dy * 0.6), (x1, y1), 12))
    coil = [p for run in runs for p in run]
    spots = "".join(circle(x, y, 6, LEMON, INK, HAIR) for x, y in coil[2::3])
    collars = "".join(shape(ellipse_pts(x, y, 20, 16, 10), COBALT, INK, FINE)
                      for x, y in coil[6::12])
    head = transform(outline((0, -22), ((40, -32), (74, -10), (74, 6)),
                             ((62, 26), (20, 26), (0, 22)), ((-16, 10), (-16, -10), (0, -22)),
                             n=6), CX - 150, 170, 195)
    blade = [(-24, -280), (24, -280), (24, 250), (0, 320), (-24, 250)]
    sword = transform(blade, CX + 10, 500, 20)
    ridge = transform([(0, -270), (0, 300)], CX + 10, 500, 20)
    return [
        band(runs[1], GREEN_LEAF, 42, MEDIUM), band(runs[3], GREEN_LEAF, 42, MEDIUM),
        tone(sword, CRIMSON, angle=110, shade=0.5),
        stroke(ridge, dark(CRIMSON, 0.5), FINE),
        place(_hilt, *transform([(0, -286)], CX + 10, 500, 20)[0], 3.4, 20),
        band(runs[0], GREEN_LEAF, 42, MEDIUM), band(runs[2], GREEN_LEAF, 42, MEDIUM),
        spots, collars,
        tone(head, COBALT, angle=90, step=6),
        circle(CX - 172, 160, 6, LEMON, INK, HAIR),
        stroke([(CX - 214, 182), (CX - 240, 200), (CX - 236, 216)], CRIMSON, MEDIUM),
    ]


def _hilt(lw: float) -> str:
    """The sword's gold hilt (guard with rings, grip, pommel), pointing up from the origin."""
    return "".join([
        circle(-22, 0, 10, GOLD, INK, lw * 0.5), circle(22, 0, 10, GOLD, INK, lw * 0.5),
        circle(0, -4, 12, GOLD, INK, lw * 0.5),
        toned([(-7, -10), (7, -10), (5, -44), (-5, -44)], GOLD, sw=lw * 0.5, step=4,
              hatch_sw=lw * 0.2),
        circle(0, -52, 9, GOLD, INK, lw * 0.5),
    ])


def ace(suit: str) -> list[str]:
    return {"denari": ace_denari, "coppe": ace_coppe, "bastoni": ace_bastoni,
            "spade": ace_spade}[suit]()


__all__ = ["ace", "bezier", "emblem"]
