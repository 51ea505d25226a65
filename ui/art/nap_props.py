"""The Napoletane courts' props and ground, kept apart from the figures that hold them:
the ruled floor strip and the Cavalli's panelled slab, a king's fleur-de-lis sceptre head,
the purse, the scimitar and the slim swords the Fante and Re di Spade carry."""

from __future__ import annotations

import math

from ui.art.craft import FINE, INK, dark, hatch, outline, shape, stroke, toned
from ui.art.nap_dress import GOLD, etone
from ui.art.nap_figures import staff
from ui.art.nap_shade import form, line
from ui.art.nap_signs import COBALT, CRIMSON, LEMON, W
from ui.art.svg import circle

FEET = 846.0  # the strip ends above where the beginners' index twin sits
FLOOR = {"coppe": CRIMSON, "denari": LEMON, "bastoni": "#2f7d1f", "spade": COBALT}


def floor(suit: str) -> str:
    """The suit-coloured strip the figure stands on, in panels, hatched like the prints."""
    colour = FLOOR[suit]
    strip = [(120, FEET - 4), (W - 120, FEET - 4), (W - 110, FEET + 32), (110, FEET + 32)]
    panels = "".join(stroke([(x, FEET - 2), (x - 5, FEET + 30)], dark(colour, 0.5), FINE)
                     for x in range(190, int(W) - 120, 80))
    # ruled close with upright lines, as the print's strip is, the panels over them
    return (toned(strip, colour, sw=5.6, angle=90, shade=0.0, hatched=False)
            + hatch([*strip[:2], (W - 112, FEET + 28), (112, FEET + 28)], dark(colour, 0.45),
                    6.0, 90, 2.0) + panels)


def lily(x: float, y: float, angle: float) -> str:
    """A sceptre's gold fleur-de-lis at (x, y) pointing along `angle` (degrees): a tall middle
    petal, two curling out to the sides, bound by a collar."""
    ca, sa = math.cos(math.radians(angle)), math.sin(math.radians(angle))

    def r(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(x + u * ca - v * sa, y + u * sa + v * ca) for u, v in pts]

    out = "".join(form(r([(0, 0), (10, k * 24), (30, k * 42), (26, k * 22), (8, k * 4)]), GOLD,
                       angle=20, depth=0.3, lines=0, gloss=0, sw=FINE, tension=0.9)
                  for k in (-1, 1))
    out += form(r([(0, -9), (26, -11), (54, 0), (26, 11), (0, 9)]), GOLD, angle=20, depth=0.3,
                lines=0, gloss=0, sw=FINE, tension=0.9)
    return out + shape(r([(-6, -12), (6, -12), (6, 12), (-6, 12)]), GOLD, INK, FINE)


def slab(suit: str, facing: int) -> str:
    """The Cavalli's ground: a slab seen from above, slanting the way the horse walks, in
    six panels ruled level."""
    colour, top, bottom = FLOOR[suit], FEET - 20, FEET + 32
    sk = facing * 40.0  # how far the near edge sits along from the far one
    x0 = 96 - min(sk, 0)
    edge = [(x0, top), (x0 + 424, top), (x0 + 424 + sk, bottom), (x0 + sk, bottom)]
    out = toned(edge, colour, sw=5.6, angle=90, shade=0.0, hatched=False)
    for k in range(6):  # each panel inset in the slab, ruled across
        a, b = x0 + 12 + k * 68.5, x0 + 12 + (k + 1) * 68.5 - 10
        panel = [(a + sk * 0.15, top + 8), (b + sk * 0.15, top + 8), (b + sk * 0.85, bottom - 8),
                 (a + sk * 0.85, bottom - 8)]
        out += hatch(panel, dark(colour, 0.5), 5.0, 0, 2.0)
        out += shape(panel, "none", dark(colour, 0.55), FINE)
    return out


PURSE = "#d9ad2e"  # the Fante di Denari's purse: gold, as printed


def purse(x: float, y: float) -> str:
    bag = outline((x - 10, y), ((x - 40, y + 20), (x - 34, y + 70), (x, y + 72)),
                  ((x + 34, y + 70), (x + 40, y + 20), (x + 10, y)), n=8)
    return etone(bag, PURSE, angle=20) + stroke([(x - 12, y + 4), (x + 12, y + 4)], GOLD, 6)


def scimitar(x: float, y: float) -> str:
    """A slender curved blue blade held by its hilt at (x, y), sweeping up and back."""
    blade = [(x - 8, y - 14), (x - 38, y - 110), (x - 70, y - 196), (x - 104, y - 262),
             (x - 62, y - 216), (x - 22, y - 126), (x + 12, y - 18)]
    return (form(blade, COBALT, angle=0, depth=0.3, lines=2, gloss=5, tension=0.8)
            + line([(x + 2, y - 20), (x - 28, y - 116), (x - 70, y - 206)], "#0d2a6a", FINE)
            + shape([(x - 26, y - 8), (x + 26, y - 18), (x + 30, y - 6), (x - 22, y + 4)], GOLD,
                    INK, FINE)
            + staff([(x + 2, y), (x + 8, y + 40)], "#7a4a1a", 12))


def rapier(hx: float, top: float, tip: float, *, crescent: bool = False) -> str:
    """A slim blue sword gripped at (hx, top), the blade straight down to `tip` (or up, when
    `tip` < `top`): a gold guard under the fist, S-shaped (or a crescent), a ball pommel."""
    k = 1.0 if tip > top else -1.0
    b0 = top + k * 14
    blade = [(hx - 12, b0), (hx + 12, b0), (hx + 11, tip - k * 32), (hx, tip),
             (hx - 11, tip - k * 32)]
    if crescent:
        guard = [(hx - 40, top + k * 22), (hx - 22, top - k * 2), (hx, top - k * 10),
                 (hx + 22, top - k * 2), (hx + 40, top + k * 22), (hx + 20, top + k * 6),
                 (hx, top), (hx - 20, top + k * 6)]
    else:
        guard = [(hx - 46, top - 6), (hx - 30, top + 8), (hx, top + 12), (hx + 30, top + 16),
                 (hx + 44, top + 30), (hx + 40, top + 18), (hx + 28, top + 4), (hx, top),
                 (hx - 28, top - 4), (hx - 38, top - 16)]
    return (form(blade, COBALT, angle=0, depth=0.3, lines=2, gloss=0, tension=0)
            + line([(hx + 2, b0 + k * 8), (hx + 2, tip - k * 22)], "#0d2a6a", FINE)
            + form(guard, GOLD, angle=90, depth=0.3, lines=0, gloss=0, sw=FINE, tension=0.8)
            + staff([(hx, top), (hx, top - k * 54)], GOLD, 14)
            + circle(hx, top - k * 62, 11, GOLD, INK, FINE))


def ribbed_club(x: float, y: float, rot: float) -> str:
    """The Re di Bastoni's club, centred at (x, y) and turned `rot` degrees: a pear-shaped
    green head ribbed round, a red handle, a yellow sprig laid up its side."""
    ca, sa = math.cos(math.radians(rot)), math.sin(math.radians(rot))

    def r(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(x + u * ca - v * sa, y + u * sa + v * ca) for u, v in pts]

    head = r([(0, -214), (30, -204), (46, -160), (44, -90), (30, -30), (12, 10), (-12, 10),
              (-30, -30), (-44, -90), (-46, -160), (-30, -204)])
    handle = r([(-14, 0), (14, 0), (11, 146), (0, 154), (-11, 146)])
    out = form(handle, CRIMSON, angle=0, depth=0.3, lines=2, gloss=0, tension=0.6)
    out += form(head, "#2f8a36", angle=0, depth=0.3, lines=0, gloss=0, tension=0.9)
    for v in range(-194, 0, 15):  # the ribs turned round the head
        w = 44 * math.sin(math.pi * min(1.0, (v + 214) / 200)) ** 0.6
        out += line(r([(-w, v - 4), (0, v + 4), (w, v - 4)]), dark("#2f8a36", 0.55), FINE)
    out += line(r([(6, 40), (16, -30), (28, -100), (32, -150)]), "#b08a14", FINE)
    for k in range(6):  # the sprig's leaflets, up the stem
        bx, by = 8 + k * 4.5, 30 - k * 30
        out += form(r([(bx, by), (bx + 22, by - 4), (bx + 34, by - 24), (bx + 12, by - 22)]),
                    LEMON, angle=0, depth=0.3, lines=0, gloss=0, sw=FINE, tension=0.8)
    return out


__all__ = ["FEET", "FLOOR", "PURSE", "floor", "lily", "purse", "rapier", "ribbed_club", "scimitar",
           "slab"]
