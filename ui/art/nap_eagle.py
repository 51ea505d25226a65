"""One half of the Napoletane double eagle (Asso di Denari), in rounded forms.

The eagle's red body rings the upper loop of the figure eight; each half has a wing whose
feathers fan out past its outer edge with dark tips, long dark primaries below, a short
feathered yellow neck and a large head looking outward with a hooked, open beak, a red tongue
and a crest at the nape; a red thigh whose talons grip the lower loop.
"""

from __future__ import annotations

import math

from ui.art.craft import FINE, INK, MEDIUM, dark, flip, light, limb, shape
from ui.art.nap_shade import flat, form, line, spline
from ui.art.nap_signs import CRIMSON, GOLD, LEMON, W
from ui.art.svg import Point, circle

CX = W / 2
BLACK_WING = "#1f1b18"  # the black lower feathers of the eagle's wing, as printed
LW = 7.0


def eagle(side: int) -> str:
    """The left half (side −1) or its mirror (side +1)."""
    def m(pts: list[Point]) -> list[Point]:
        return pts if side < 0 else flip(pts, CX)

    def c(dx: float, y: float) -> Point:
        return m([(CX + dx, y)])[0]

    shadow = 160.0 if side < 0 else 20.0  # outer side of each half in shade
    out = []
    # feathers fanning past the wing's outer edge, dark-tipped, drawn first (behind the wing)
    for k in range(8):
        a = math.radians(200 + k * 17)
        bx, by = CX - 160 + math.cos(a) * 92, 352 + math.sin(a) * 150
        tx, ty = bx + math.cos(a) * 24, by + math.sin(a) * 22
        nx, ny = -math.sin(a) * 19, math.cos(a) * 19
        keys = m([(bx - nx, by - ny), (tx - nx * 0.6, ty - ny * 0.6), (tx + math.cos(a) * 10,
                                                                        ty + math.sin(a) * 8),
                  (tx + nx * 0.6, ty + ny * 0.6), (bx + nx, by + ny)])
        out.append(flat(spline(keys, 1.0), BLACK_WING if k % 2 else dark(CRIMSON, 0.35),
                        sw=FINE))
    # a tall narrow wing hanging down the outside of the upper loop, dark primaries below
    wing = m([(CX - 60, 236), (CX - 140, 190), (CX - 222, 196), (CX - 262, 280),
              (CX - 268, 400), (CX - 246, 500), (CX - 192, 574), (CX - 150, 540),
              (CX - 142, 440), (CX - 104, 320)])
    primaries = m([(CX - 262, 360), (CX - 250, 470), (CX - 196, 570), (CX - 156, 540),
                   (CX - 160, 460), (CX - 206, 400)])
    out += [form(wing, CRIMSON, angle=shadow, depth=0.22, lines=3, gloss=10, sw=LW, tension=0.9),
            form(primaries, BLACK_WING, angle=90, depth=0.3, lines=0, gloss=0, sw=LW,
                 tension=0.9)]
    out += [line(m([(CX - 252 + k * 18, 400 + k * 4), (CX - 236 + k * 14, 470),
                    (CX - 204 + k * 8, 552 - k * 12)]), light(BLACK_WING, 0.35), FINE)
            for k in range(4)]
    # rows of small covert feathers over the shoulder, scalloped
    for row in range(3):
        for k in range(5 - row):
            x, y = CX - 236 + row * 30 + k * 30, 250 + row * 34 + k * 6
            out.append(line(m([(x - 14, y - 4), (x - 6, y + 10), (x + 8, y + 12), (x + 14, y)]),
                            dark(CRIMSON, 0.5), MEDIUM * 0.8))
    neck = m(limb([(CX - 30, 272), (CX - 56, 212), (CX - 84, 162), (CX - 104, 138)],
                  [76, 64, 56, 54]))
    out.append(form(neck, LEMON, angle=shadow, depth=0.3, lines=2, gloss=6, sw=LW,
                    tension=0.9))
    for j in range(3):  # overlapping neck feathers
        for k in range(2):
            x, y = CX - 70 + k * 22 - j * 14, 250 - j * 30 + k * 4
            out.append(line(m([(x - 12, y - 6), (x - 6, y + 6), (x + 8, y + 6), (x + 12, y - 4)]),
                            dark(GOLD, 0.45), FINE))
    crest = m([(CX - 104, 96), (CX - 64, 62), (CX - 94, 108), (CX - 56, 96), (CX - 92, 122),
               (CX - 62, 130), (CX - 98, 138)])
    head = m([(CX - 84, 150), (CX - 88, 100), (CX - 116, 68), (CX - 156, 62), (CX - 190, 76),
              (CX - 200, 98), (CX - 188, 120), (CX - 150, 138), (CX - 116, 156)])
    # a narrow hooked beak, open: the upper mandible curving down to its point
    upper_beak = m([(CX - 188, 80), (CX - 222, 70), (CX - 248, 88), (CX - 252, 120),
                    (CX - 240, 106), (CX - 214, 98), (CX - 190, 104)])
    lower_beak = m([(CX - 192, 110), (CX - 214, 116), (CX - 234, 128), (CX - 208, 132),
                    (CX - 188, 124)])
    out += [
        shape(crest, GOLD, INK, FINE),
        form(lower_beak, GOLD, angle=90, depth=0.3, lines=0, gloss=0, sw=LW * 0.8,
             tension=0.6),
        line(m([(CX - 194, 110), (CX - 210, 114), (CX - 222, 120)]), CRIMSON, MEDIUM),
        form(head, LEMON, angle=90, depth=0.25, lines=2, gloss=6, sw=LW, tension=0.9),
        form(upper_beak, GOLD, angle=90, depth=0.3, lines=1, gloss=4, sw=LW, tension=0.7),
        circle(*c(-158, 100), 7, "#fbf6e9", INK, FINE), circle(*c(-160, 100), 3.8, INK, None),
        line(m([(CX - 138, 90), (CX - 152, 84), (CX - 170, 88), (CX - 180, 96)]), INK,
             FINE * 1.3),
        line(m([(CX - 188, 108), (CX - 176, 110), (CX - 164, 106)]), INK, FINE),  # gape
        *(line(m([(CX - 110 - k * 16, 100 + k * 10), (CX - 118 - k * 16, 114 + k * 10),
                  (CX - 110 - k * 16, 126 + k * 8)]), dark(GOLD, 0.45), FINE)
          for k in range(3)),  # the nape's feathers
    ]
    thigh = m([(CX - 178, 518), (CX - 198, 570), (CX - 182, 624), (CX - 140, 622),
               (CX - 122, 584), (CX - 140, 530)])
    out.append(form(thigh, CRIMSON, angle=shadow, depth=0.3, lines=2, gloss=5, sw=LW,
                    tension=0.9))
    out += [line(m([(CX - 186 + k * 14, 560 + k * 8), (CX - 172 + k * 14, 588 + k * 6)]),
                 dark(CRIMSON, 0.5), FINE) for k in range(3)]
    for k in (-1, 0, 1):
        toe = m(limb([(CX - 168, 612), (CX - 176 + k * 16, 636), (CX - 170 + k * 18, 656)],
                     [16, 12, 7]))
        out.append(flat(spline(toe, 0.6), CRIMSON, sw=FINE))
        out.append(circle(*c(-170 + k * 18, 660), 3.5, INK, None))
    return "".join(out)


__all__ = ["BLACK_WING", "eagle"]
