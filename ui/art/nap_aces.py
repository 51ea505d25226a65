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
    shape,
    stroke,
    toned,
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
from ui.art.nap_urn import finial, flutes, gadroons, leafy_foot, mask
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
    """A silver scroll handle: from under the lip, out in an S beside the neck, curling
    into a broad volute beside the gadroons, a groove running along it."""
    s = side
    run = bezier((CX + s * 146, 330), (CX + s * 214, 300), (CX + s * 222, 380),
                 (CX + s * 200, 440), 14)
    curl = [(CX + s * (224 + 32 * math.cos(a) * (1 - k / 26)),
             462 + 32 * math.sin(a) * (1 - k / 26))
            for k, a in enumerate(math.radians(225 - 22 * i) for i in range(22))]
    pts = run + curl[1:]
    groove = [(x - s * 3, y) for x, y in pts[2:-4]]
    return (band(pts, SILVER, 24, MEDIUM) + stroke(groove, dark(SILVER, 0.45), FINE)
            + circle(*curl[-1], 8, SILVER, INK, FINE))


def ace_coppe() -> list[str]:
    """The covered urn: a red cone finial on green leaves, a yellow domed lid over a blue lip,
    a red flaring neck, a blue band of gadroons, a yellow belly with a cherub mask between
    scrolls, a green gadrooned bowl, a red knot, a gold leafy foot on a red plinth, and two
    silver scroll handles curling into volutes."""
    lid = _profile(252, _smooth([(254, 58), (264, 106), (280, 138), (298, 148)]))
    lip: list[Point] = [(CX - 158, 296), (CX + 158, 296), (CX + 170, 310), (CX + 158, 326),
                        (CX - 158, 326), (CX - 170, 310)]
    neck = _profile(326, _smooth([(326, 140), (366, 126), (406, 130), (440, 154)]))
    blue = _profile(440, _smooth([(440, 150), (480, 166), (520, 172)]))
    # widest at the gadroons' shoulder, the belly and bowl tapering under it like a tulip
    belly = _profile(520, _smooth([(520, 172), (580, 162), (636, 138)]))
    bowl_rows = [(636, 138), (684, 108), (726, 68), (748, 42)]
    bowl = _profile(636, _smooth(bowl_rows))
    knots = [[(CX - 40, y0), (CX + 40, y0), (CX + 48, y0 + 9), (CX + 40, y0 + 18),
              (CX - 40, y0 + 18), (CX - 48, y0 + 9)] for y0 in (748, 764)]
    plinth = [(CX - 124, 852), (CX + 124, 852), (CX + 124, 898), (CX - 124, 898)]
    # the blue band's gadroons: tall eggs packed edge to edge, each rounded in the light
    eggs = "".join(form([(CX + k * 40, 446), (CX + k * 40 + 16, 458), (CX + k * 40 + 20, 486),
                         (CX + k * 40 + 12, 512), (CX + k * 40, 518), (CX + k * 40 - 12, 512),
                         (CX + k * 40 - 20, 486), (CX + k * 40 - 16, 458)],
                        dark(COBALT, 0.05 + 0.05 * abs(k)), angle=0, depth=0.4, lines=1,
                        gloss=7, sw=FINE, tension=0.9) for k in range(-3, 4))
    return [
        _handle(-1), _handle(1),
        tone(plinth, CRIMSON, angle=0, step=6),
        stroke([(CX - 124, 866), (CX + 124, 866)], dark(CRIMSON, 0.5), FINE),
        group(leafy_foot(780, 852), CX, 0, 0.0, 1.0),
        *(form(knot, CRIMSON, angle=0, depth=0.3, lines=1, gloss=0, sw=FINE, tension=0.6)
          for knot in knots),
        turned(bowl, GREEN_BRIGHT),
        turned(belly, LEMON), hatch(belly, dark(LEMON, 0.5), 7.0, 0, HAIR),
        group(gadroons(_smooth(bowl_rows, 2), GREEN_BRIGHT), CX, 0, 0.0, 1.0),
        group(mask(0, 0), CX, 580, 0.0, 1.25),  # the mask as large as the print's
        turned(blue, COBALT), eggs,
        turned(neck, CRIMSON), _rings(336, 432, 116, CRIMSON),
        turned(lip, COBALT),
        turned(lid, LEMON), group(flutes(256, 296, 146), CX, 0, 0.0, 1.0),
        group(finial(256), CX, 0, 0.0, 1.0),
    ]


def ace(suit: str) -> list[str]:
    return {"denari": ace_denari, "coppe": ace_coppe, "bastoni": ace_bastoni,
            "spade": ace_spade}[suit]()


__all__ = ["ace", "bezier", "emblem"]
