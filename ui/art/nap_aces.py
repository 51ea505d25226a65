"""The four Napoletane aces: the eagles with the ring, the covered urn, the great leafy club
curling into a scroll, the sword with the serpent; every part toned in the print manner."""

from __future__ import annotations

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
    hatch,
    outline,
    shape,
    stroke,
    toned,
    transform,
)
from ui.art.nap_ace_clubs import ace_bastoni
from ui.art.nap_ace_spade import ace_spade
from ui.art.nap_eagle import eagle
from ui.art.nap_engrave import region
from ui.art.nap_shade import form, line
from ui.art.nap_signs import (
    COBALT,
    CRIMSON,
    GOLD,
    GREEN_BRIGHT,
    LEMON,
    SILVER,
    W,
    bezier,
    emblem,
)
from ui.art.svg import Point, circle, group

CX = W / 2
PINK, GREEN_LEAF = "#d8346a", "#2f8a36"


def tone(pts: Sequence[Point], fill: str, angle: float = 20.0, shade: float = 0.4,
         step: float = 9.0, highlight: bool = False, hatched: bool = True) -> str:
    """An ace's region in the heavy contour: engraved along its form where it is large enough
    (`hatched`), small parts in two tones."""
    if not hatched:
        return toned(pts, fill, sw=HEAVY, step=step, angle=angle, shade=shade,
                     hatch_sw=HAIR * 1.2, highlight=highlight, hatched=False)
    return region(pts, fill, sw=HEAVY, angle=angle, shade=shade, step=step,
                  highlight=highlight, hatch_sw=HAIR * 1.2)


def tassel(side: int) -> str:
    """A gold cord hanging from the talons outside the lower loop, frayed, with a red bead."""
    x0, y0 = CX + side * 178, 640.0
    cord = bezier((x0, y0), (x0 + side * 40, 700), (x0 + side * 30, 800), (x0 + side * 10, 860), 10)
    fringe = [bezier((x0 + side * 10 + k * 4, 850), (x0 + side * 14 + k * 6, 880),
                     (x0 + side * 8 + k * 7, 900), (x0 + side * 10 + k * 8, 912), 5)
              for k in (-2, 0, 2)]
    return "".join([band(cord, LEMON, 16, MEDIUM),
                    *(stroke(f, dark(GOLD, 0.4), MEDIUM) for f in fringe),
                    circle(x0 + side * 24, 918, 13, CRIMSON, INK, MEDIUM)])


def ace_denari() -> list[str]:
    """The double eagle round the figure eight: the upper loop left white between the red
    wings, the heads looking outward with open beaks, the talons gripping a gold lower loop
    from which two corded tassels hang; the project's emblem in the lower loop (where printed
    decks put the maker's name)."""
    up_y, up_r = 372.0, 166.0
    low_y = 722.0
    lower = ellipse_pts(CX, low_y, 196, 190, 36)
    lower_in = ellipse_pts(CX, low_y, 160, 154, 36)
    return [
        tassel(-1), tassel(1),
        tone(lower, GOLD, angle=40, shade=0.4, highlight=True),
        shape(lower_in, "#fbf6e9", INK, HEAVY * 0.7),
        stroke([*ellipse_pts(CX, low_y, 178, 172, 48), (CX + 178, low_y)], dark(GOLD, 0.4),
               FINE),
        # the eagle's red body ringing the upper loop, the wings over its sides
        form(ellipse_pts(CX, up_y, up_r + 28, up_r + 30, 16), CRIMSON, angle=90, depth=0.1,
             lines=2, gloss=0, tension=1.0),
        eagle(-1), eagle(1),
        shape(ellipse_pts(CX, up_y, up_r, up_r, 48), "#fbf6e9", INK, HEAVY * 0.8),
        stroke([*ellipse_pts(CX, up_y, up_r - 12, up_r - 12, 48), (CX + up_r - 12, up_y)],
               INK, HAIR),
        place(emblem, CX, low_y, 1.5),
    ]


def _profile(top: float, rows: Sequence[tuple[float, float]]) -> list[Point]:
    """A turned shape symmetrical about the card's axis from (y, half-width) rows."""
    right = [(CX + hw, y) for y, hw in rows]
    return [(CX, top), *right, *[(2 * CX - x, y) for x, y in reversed(right)]]


def _smooth(rows: Sequence[tuple[float, float]], n: int = 6) -> list[tuple[float, float]]:
    """Rows of (y, half-width) joined by smooth steps (Catmull-Rom), for curved profiles."""
    out: list[tuple[float, float]] = []
    for i in range(len(rows) - 1):
        p0, p1 = rows[max(0, i - 1)], rows[i]
        p2, p3 = rows[i + 1], rows[min(len(rows) - 1, i + 2)]
        for k in range(n):
            t = k / n

            def at(j: int, t: float = t, p0: tuple[float, float] = p0,
                   p1: tuple[float, float] = p1, p2: tuple[float, float] = p2,
                   p3: tuple[float, float] = p3) -> float:
                return 0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t
                              + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t * t
                              + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t ** 3)

            out.append((at(0), at(1)))
    out.append(rows[-1])
    return out


def turned(keys: list[Point], colour: str) -> str:
    """A band of the turned urn, shaded round its own outline (light from the left)."""
    return form(keys, colour, angle=8, depth=0.18, lines=3, gloss=0, tension=0)


def _rings(y0: float, y1: float, hw: float, colour: str) -> str:
    """Fine lines turned round the body (a round vessel's hatching), on its shadow side."""
    return "".join(line([(CX + hw * 0.25, y + 6), (CX + hw * 0.6, y + 3), (CX + hw * 0.86, y - 3)],
                        dark(colour, 0.5), HAIR) for y in range(int(y0), int(y1), 14))


def _handle(side: int) -> str:
    """A silver scroll handle: from under the lip, down close along the neck, curling out
    into a volute beside the gadroons."""
    s = side
    run = bezier((CX + s * 140, 322), (CX + s * 198, 304), (CX + s * 206, 374),
                 (CX + s * 184, 432), 12)
    curl = [(CX + s * (206 + 24 * math.cos(a) * (1 - k / 18)),
             454 + 24 * math.sin(a) * (1 - k / 18))
            for k, a in enumerate(math.radians(225 - 25 * i) for i in range(18))]
    return band(run + curl[1:], SILVER, 20, MEDIUM) + circle(*curl[-1], 7, SILVER, INK, FINE)


def _mask(x: float, y: float) -> str:
    """The cherub mask on the urn's belly: a young face framed by gold curls, between leafy
    acanthus scrolls that curl back on themselves."""
    curls = "".join(circle(x + 40 * math.cos(math.radians(a)), y - 2 + 40 * math.sin(
        math.radians(a)), 13, GOLD, INK, FINE) for a in range(160, 381, 22))
    scrolls = []
    for s in (-1, 1):
        leaf = [(x + s * 36, y + 10), (x + s * 70, y + 34), (x + s * 112, y + 10),
                (x + s * 118, y - 30), (x + s * 92, y - 40), (x + s * 84, y - 18),
                (x + s * 100, y - 14), (x + s * 92, y + 8), (x + s * 62, y + 8)]
        scrolls.append(form(leaf, GOLD, angle=90, depth=0.3, lines=1, gloss=0, sw=FINE,
                            tension=0.9))
        scrolls.append(line([(x + s * 44, y + 16), (x + s * 80, y + 20), (x + s * 104, y - 4)],
                            dark(GOLD, 0.45), HAIR))
    face = [(x, y - 34), (x + 26, y - 24), (x + 30, y), (x + 20, y + 26), (x, y + 34),
            (x - 20, y + 26), (x - 30, y), (x - 26, y - 24)]
    features = "".join([
        form(face, "#f6d6b4", angle=20, depth=0.2, lines=1, gloss=4, sw=FINE, tension=1.0),
        *(circle(x + k * 11, y - 4, 3, INK, None) for k in (-1, 1)),
        *(line([(x + k * 16, y - 13), (x + k * 10, y - 16), (x + k * 4, y - 13)], INK, HAIR)
          for k in (-1, 1)),
        line([(x, y - 6), (x + 3, y + 8), (x - 2, y + 10)], dark("#f6d6b4", 0.45), HAIR),
        line([(x - 7, y + 18), (x, y + 20), (x + 7, y + 18)], "#b8322c", FINE),
        circle(x - 15, y + 8, 5, "#f1b196", None), circle(x + 15, y + 8, 5, "#f1b196", None),
    ])
    return "".join([*scrolls, curls, features,
                    *(circle(x + k * 14, y - 32, 10, GOLD, INK, FINE) for k in (-1, 0, 1))])


def ace_coppe() -> list[str]:
    """The covered urn: a red cone finial on green leaves, a yellow domed lid over a blue lip,
    a red flaring neck, a blue band of gadroons, a yellow belly with a cherub mask between
    scrolls, a green gadrooned bowl, a red knot, a gold leafy foot on a red plinth, and two
    silver scroll handles curling into volutes."""
    lid = _profile(216, _smooth([(220, 44), (236, 96), (262, 128), (296, 140)]))
    lip = [(CX - 150, 296), (CX + 150, 296), (CX + 158, 324), (CX - 158, 324)]
    neck = _profile(324, _smooth([(324, 140), (366, 128), (406, 132), (440, 154)]))
    blue = _profile(440, _smooth([(440, 150), (480, 166), (520, 172)]))
    # widest at the gadroons' shoulder, the belly and bowl tapering under it like a tulip
    belly = _profile(520, _smooth([(520, 172), (580, 162), (636, 138)]))
    bowl = _profile(636, _smooth([(636, 138), (684, 108), (726, 68), (748, 42)]))
    knot = [(CX - 46, 748), (CX + 46, 748), (CX + 52, 768), (CX - 52, 768)]
    foot = _profile(768, _smooth([(768, 28), (800, 44), (830, 82), (852, 118)]))
    plinth = [(CX - 124, 852), (CX + 124, 852), (CX + 124, 898), (CX - 124, 898)]
    cone = ellipse_pts(CX, 144, 25, 38, 20)
    # a collar of dark leaves under the cone, curling out over the lid
    leaves = [transform(outline((0, 0), ((-16, -12), (-22, -44), (-4, -66)),
                                ((10, -44), (16, -12), (0, 0)), n=6), CX, 220, a)
              for a in (-70, -36, 0, 36, 70)]
    gadroons = "".join(tone(ellipse_pts(CX + k * 42, 481, 19, 34, 14), dark(COBALT, 0.12),
                            angle=0, shade=0.45, hatched=False) for k in range(-3, 4))
    bowl_lines = "".join(stroke(bezier((CX + k * 30, 646), (CX + k * 30, 680),
                                       (CX + k * 14, 720), (CX + k * 6, 744), 8),
                                dark(GREEN_BRIGHT, 0.55), MEDIUM) for k in range(-4, 5))
    # acanthus leaves cut into the foot's bell: ribs sweeping out, tips curling back up
    foot_leaves = "".join(line([(CX + k * 8, 776), (CX + k * 28, 806), (CX + k * 66, 836),
                                (CX + k * 86, 840), (CX + k * 80, 828)], dark(GOLD, 0.55),
                               MEDIUM) for k in (-1, -0.45, 0.45, 1))
    foot_leaves += line([(CX, 776), (CX + 2, 812), (CX, 846)], dark(GOLD, 0.55), MEDIUM)
    return [
        _handle(-1), _handle(1),
        tone(plinth, CRIMSON, angle=0, step=6),
        stroke([(CX - 124, 866), (CX + 124, 866)], dark(CRIMSON, 0.5), FINE),
        turned(foot, GOLD), foot_leaves,
        tone(knot, CRIMSON, angle=0, step=5),
        turned(bowl, GREEN_BRIGHT), bowl_lines,
        turned(belly, LEMON), _rings(530, 628, 160, LEMON),
        group(_mask(0, 0), CX, 580, 0.0, 1.3),  # the mask as large as the print's
        turned(blue, COBALT), gadroons,
        turned(neck, CRIMSON), _rings(336, 432, 116, CRIMSON),
        tone(lip, COBALT, angle=0, step=5),
        turned(lid, LEMON),
        *(stroke(bezier((CX + k * 22, 222), (CX + k * 30, 240), (CX + k * 36, 270),
                        (CX + k * 38, 294), 6), dark(GOLD, 0.45), FINE) for k in (-2, -1, 1, 2)),
        *(tone(leaf, "#1f5a26", angle=0, hatched=False) for leaf in leaves),
        tone(cone, CRIMSON, angle=0, step=5, highlight=True),
        # the pine cone's scales: a lattice of crossing rows
        hatch(cone, dark(CRIMSON, 0.5), 11.0, 40, FINE),
        hatch(cone, dark(CRIMSON, 0.5), 11.0, -40, FINE),
    ]


def ace(suit: str) -> list[str]:
    return {"denari": ace_denari, "coppe": ace_coppe, "bastoni": ace_bastoni,
            "spade": ace_spade}[suit]()


__all__ = ["ace", "bezier", "emblem"]
