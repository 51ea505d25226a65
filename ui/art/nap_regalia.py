"""A Napoletane king's regalia as the Re di Coppe wears it: the ermine shoulder cape with its
smooth rounded hem sown all over with little black tails (not a scalloped edge with a few
dashes), and the end of his cape heaped on the floor beside his feet in loose folds."""

from __future__ import annotations

from ui.art.craft import FINE, INK, dark
from ui.art.nap_dress import OUT
from ui.art.nap_shade import form, line
from ui.art.svg import path

# ermine tails over the cape, offsets from the neck (x, below the shoulders' line)
TAILS = ((-74, 26), (-44, 14), (-14, 22), (16, 22), (46, 14), (76, 26), (-92, 48), (-60, 40),
         (-28, 46), (0, 38), (28, 46), (60, 40), (92, 48), (-76, 64), (-42, 66), (-10, 62),
         (22, 64), (52, 66), (82, 62), (-100, 22), (100, 22))


def ermine(x: float, shoulders: float, colour: str) -> str:
    """The short ermine cape over the shoulders, rounded at its hem below the breast, spotted
    with ermine tails: each a small black arrowhead with a tuft, all in one path element."""
    cape = [(x - 36, shoulders - 14), (x + 36, shoulders - 14), (x + 92, shoulders + 4),
            (x + 120, shoulders + 34), (x + 114, shoulders + 62), (x + 62, shoulders + 82),
            (x, shoulders + 88), (x - 62, shoulders + 82), (x - 114, shoulders + 62),
            (x - 120, shoulders + 34), (x - 92, shoulders + 4)]
    d = []
    for sx, sy in TAILS:
        px, py = x + sx, shoulders + sy
        d.append(f"M{px:.0f},{py - 5:.0f}l3,6l3,1l-4,1l-2,5l-2,-5l-4,-1l3,-1z")
    return (form(cape, colour, angle=20, depth=0.22, lines=2, gloss=0, sw=OUT * 0.9,
                 tension=0.8)
            + path("".join(d), INK, None)
            + line([(x - 30, shoulders + 2), (x, shoulders + 8), (x + 30, shoulders + 2)],
                   dark(colour, 0.4), FINE))


def pooled(x: float, floor: float, colour: str, lining: str) -> str:
    """The cape's end heaped on the floor to the right of the feet: a low mass of cloth
    spreading out on the ground, engraved in its folds, the lining's edge turned up over it."""
    heap = [(x, floor - 96), (x + 26, floor - 70), (x + 70, floor - 44), (x + 124, floor - 24),
            (x + 150, floor - 4), (x + 110, floor + 6), (x + 40, floor + 6), (x - 4, floor),
            (x - 12, floor - 40)]
    turn = [(x + 40, floor - 40), (x + 96, floor - 22), (x + 130, floor - 8),
            (x + 96, floor - 12), (x + 56, floor - 26)]
    folds = "".join(line([(x + a, floor - b), (x + a + 24, floor - b * 0.5),
                          (x + a + 40, floor - 4)], dark(colour, 0.55), FINE)
                    for a, b in ((0, 80), (26, 60), (70, 34)))
    return (form(heap, colour, angle=200, depth=0.3, lines=3, gloss=0, sw=OUT, tension=0.8)
            + folds
            + form(turn, lining, angle=90, depth=0.3, lines=1, gloss=0, sw=OUT * 0.7,
                   tension=0.8))


__all__ = ["TAILS", "ermine", "pooled"]
