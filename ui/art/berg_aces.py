"""The four Bergamasche aces, with quarter-rosette ornaments in the corners.

Coppe: a great cup on a hexagonal pedestal with a blindfolded Cupid and his bow on its lid.
Denari: one great coin of rings round our own rosette (no maker's name or mark).
Bastoni: a hand from the right holding a baton crowned with a gold dome, a scroll with the
motto VINCERAI across it between leafy sprigs. Spade: a hand holding a sword up through a
crown, two rose branches arching over.
"""

from __future__ import annotations

import math

from ui.art import berg_ace_spade
from ui.art.berg_ace_bastoni import capital, motto, ribbon_end
from ui.art.berg_cup import cup_body
from ui.art.berg_cupid import cupid
from ui.art.berg_fist import fist
from ui.art.berg_ink import polygon, strokes
from ui.art.berg_signs import (
    BLUE,
    BLUE_D,
    GOLD,
    GOLD_D,
    GREEN,
    GREEN_D,
    PALE,
    RED,
    RED_D,
)
from ui.art.busts import THIN
from ui.art.common import WIDTH, H
from ui.art.svg import BLACK, Path, circle, group, line, path, poly, rect, star

W = WIDTH["bergamasche"]
CX = W / 2


def corners() -> list[str]:
    """Quarter rosettes (gold rays on blue) tucked into the four corners of the frame."""
    out = []
    r = 52.0
    for x, y, a0 in (
        (W * 0.065, H * 0.04, 0),
        (W * 0.935, H * 0.04, 90),
        (W * 0.935, H * 0.96, 180),
        (W * 0.065, H * 0.96, 270),
    ):
        pts = [(x, y)] + [
            (x + r * math.cos(math.radians(a0 + a)), y + r * math.sin(math.radians(a0 + a)))
            for a in range(0, 91, 10)
        ]
        rays = [
            line(
                [
                    (x, y),
                    (
                        x + r * 0.9 * math.cos(math.radians(a0 + a)),
                        y + r * 0.9 * math.sin(math.radians(a0 + a)),
                    ),
                ],
                GOLD,
                4,
            )
            for a in range(10, 90, 16)
        ]
        out += [poly(pts, BLUE, BLACK, THIN), *rays, circle(x, y, r * 0.35, GOLD, BLACK, THIN)]
    return out


def _lid() -> list[str]:
    """The cup's hexagonal lid seen from above, as printed: dark red lower tier, a blue band
    with dentils, a white rim round the ochre top on which Cupid stands."""
    def hexagon(w: float, slant: float, y0: float, y1: float) -> list[tuple[float, float]]:
        ym = (y0 + y1) / 2
        return [(CX - w, ym), (CX - w + slant, y0), (CX + w - slant, y0), (CX + w, ym),
                (CX + w - slant, y1), (CX - w + slant, y1)]

    band = hexagon(150, 40, 376, 456)
    return [path(polygon(hexagon(184, 50, 396, 486)), RED_D, BLACK, 5),
            strokes([[(CX + dx, 460), (CX + dx * 1.05, 482)] for dx in range(-120, 121, 24)],
                    "#5e1014", 3),
            path(polygon(band), BLUE, BLACK, 4),
            strokes([[(CX + dx, 436), (CX + dx, 452)] for dx in range(-104, 105, 13)],
                    BLUE_D, 3.4),
            path(polygon(hexagon(128, 34, 384, 436)), PALE, BLACK, 3),
            path(polygon(hexagon(116, 30, 390, 430)), GOLD_D, None),
            strokes([[(CX - 90, y), (CX + 90, y)] for y in (398, 408, 418)], "#8a5a14", 2)]


def ace_coppe() -> list[str]:
    """Cupid, blindfolded, with his bow, on the lid of a great cup."""
    out = [
        *corners(),
        *cup_body(CX),
        *_lid(),
    ]
    return [*out, group(cupid(0, 0), CX + 12, 252, 0, 1.15)]


def ace_denari() -> list[str]:
    """One great coin of coloured rings round a rosette of our own."""
    y = 520.0
    return [
        *corners(),
        circle(CX, y, 200, BLACK, None),
        circle(CX, y, 190, GOLD, None),
        circle(CX, y, 172, RED, BLACK, 3),
        circle(CX, y, 150, GOLD_D, BLACK, 3),
        circle(CX, y, 140, "#2a1a14", None),
        circle(CX, y, 128, PALE, BLACK, 3),
        poly(star(CX, y, 110, 55, 12), GOLD, BLACK, 3),
        poly(star(CX, y, 80, 40, 12, -90 + 15), RED, BLACK, 2.5),
        circle(CX, y, 40, BLUE, BLACK, 3),
        poly(star(CX, y, 26, 11, 6), GOLD, BLACK, 2),
        circle(CX, y, 8, RED, None),
    ]


def _sprig(x: float, y: float, s: float, flip: int) -> str:
    """A leafy sprig over the scroll's end: broad veined leaves in two greens round the
    stem's top, two pins tipped with beads rising between them, as printed."""
    leaves = "".join(
        group(
            path(Path().m(0, 0).q((-22, -24), (0, -54)).q((22, -24), (0, 0)).z(),
                 GREEN if k % 2 else GREEN_D, BLACK, 2.5)
            + line([(0, -4), (0, -44)], GREEN_D if k % 2 else GREEN, 2),
            0,
            0,
            a,
        )
        for k, a in enumerate((-80, -48, -16, 16, 48, 80))
    )
    pins = "".join(line([(0, 0), (dx, -70)], BLACK, 2) + circle(dx, -72, 5, PALE, BLACK, 1.6)
                   for dx in (-20, 18))
    return group(pins + leaves + line([(0, 0), (0, 60)], GREEN_D, 5), x, y, flip * 10, s)


def ace_bastoni() -> list[str]:
    """A fist from the right holding a baton crowned with a gold dome; a scroll across it."""
    shaft = [
        rect(CX - 22, 240, 44, 640, RED, BLACK, 5),
        rect(CX + 4, 240, 18, 640, RED_D, None),
        line([(CX - 6, 250), (CX - 6, 870)], "#7a1015", 8),
        rect(CX - 22, 240, 44, 640, "none", BLACK, 5),
        # the foot below the fist: a dark collar and a turned knob, as printed
        rect(CX - 26, 862, 52, 14, "#2a1416", BLACK, 3),
        path(Path().m(CX - 20, 876).q((CX - 30, 900), (CX - 12, 912)).q((CX, 922), (CX + 12, 912))
             .q((CX + 30, 900), (CX + 20, 876)).z(), "#2a1416", BLACK, 4),
        circle(CX - 6, 896, 4, "#6a3a3a", None),
    ]
    top = [
        group(capital(0, 0), CX, 180, 0, 1.45),
        rect(CX - 90, 165, 180, 22, BLUE, BLACK, 5),
        path(
            Path().m(CX - 72, 165).q((CX - 70, 80), (CX, 75)).q((CX + 70, 80), (CX + 72, 165)).z(),
            GOLD,
            BLACK,
            5,
        ),
        path(
            Path().m(CX + 10, 80).q((CX + 60, 90), (CX + 66, 160)).l((CX + 30, 160)).z(),
            GOLD_D,
            None,
        ),
        *[line([(CX + dx * 0.55, 84), (CX + dx * 1.3, 162)], GOLD_D, 3)
          for dx in (-48, -32, -16, 0, 16, 32, 48)],  # the dome's ribs
        rect(CX - 82, 187, 164, 10, "#1c1c22", BLACK, 2),  # the dark band under the rim
        circle(CX, 62, 14, PALE, BLACK, 4),
    ]
    scroll = (
        Path()
        .m(CX - 170, 410)
        .q((CX, 320), (CX + 170, 410))
        .l((CX + 170, 460))
        .q((CX, 370), (CX - 170, 460))
        .z()
    )
    tails = [group(ribbon_end(0, 0, side), CX + side * 150, 430, 0, 1.45, 1.1)
             for side in (-1, 1)]
    return [
        *corners(),
        _sprig(CX - 150, 320, 1.3, -1),
        _sprig(CX + 150, 320, 1.3, 1),
        *shaft,
        *top,
        *tails,
        path(scroll, PALE, BLACK, 5),
        path(Path().m(CX - 150, 448).q((CX, 363), (CX + 150, 448)), "none", "#d8cbb4", 4),
        motto("VINCERAI", ((CX - 170, 436), (CX, 346), (CX + 170, 436)), 40),
        *fist(CX, 770, W * 0.935 - 10, "zigzag"),
    ]


def ace_spade() -> list[str]:
    """A fist holding a sword up through a gold crown; flowering branches either side."""
    return berg_ace_spade.ace_spade(corners())


def ace(suit: str) -> list[str]:
    return {"coppe": ace_coppe, "denari": ace_denari, "bastoni": ace_bastoni, "spade": ace_spade}[
        suit
    ]()
