"""Parts of the Bergamasche Asso di Bastoni: the carved head of the baton under its gold dome,
and the ends of the scroll hanging down on either side.

As printed: below the dome's blue rim the baton flowers into a red capital whose volutes curl
outwards, blue leaves turning down beneath them and a gold tongue between; the scroll's ends
fold back and fall in red ribbons that end in gold tails cut in three points, each tipped with
a black bead.
"""

from __future__ import annotations

from ui.art.berg_ink import form, strokes
from ui.art.berg_signs import BLUE, GOLD, RED
from ui.art.craft import dark
from ui.art.svg import BLACK, circle

Point = tuple[float, float]


def capital(x: float, y: float) -> list[str]:
    """The baton's carved head between the dome's rim (at y) and the shaft (y + 90)."""
    out = []
    for s in (-1, 1):
        out.append(form([(x + s * 10, y + 40), (x + s * 52, y + 44), (x + s * 70, y + 68),
                         (x + s * 56, y + 88), (x + s * 40, y + 74), (x + s * 22, y + 86)],
                        BLUE, 3.0, deep=0.35))
    bowl = [(x - 56, y + 4), (x + 56, y + 4), (x + 70, y + 24), (x + 50, y + 40),
            (x + 30, y + 30), (x + 18, y + 62), (x, y + 70), (x - 18, y + 62), (x - 30, y + 30),
            (x - 50, y + 40), (x - 70, y + 24)]
    out.append(form(bowl, RED, 4.0, deep=0.32))
    out.append(strokes([[(x - 40, y + 14), (x - 14, y + 40), (x - 8, y + 60)],
                        [(x + 40, y + 14), (x + 14, y + 40), (x + 8, y + 60)]],
                       dark(RED, 0.45), 2.4))
    out += [circle(x + s * 54, y + 26, 7, dark(RED, 0.3), BLACK, 2) for s in (-1, 1)]
    out.append(form([(x, y + 20), (x + 12, y + 48), (x, y + 84), (x - 12, y + 48)], GOLD, 2.6))
    return out


def ribbon_end(x: float, y: float, s: int) -> list[str]:
    """One end of the scroll (`s` −1 left, 1 right), folding back at (x, y) and falling."""
    def p(u: float, v: float) -> Point:
        return (x + s * u, y + v)

    fold = [p(-10, -6), p(30, 10), p(40, 60), p(20, 120), p(36, 170), p(0, 178), p(-18, 120),
            p(-4, 60), p(-24, 14)]
    out = [form(fold, RED, 4.0, deep=0.35)]
    out.append(strokes([[p(10, 20), p(14, 70), p(4, 120), p(14, 160)]], dark(RED, 0.45), 2.4))
    tail = [p(-2, 168), p(38, 164), p(50, 230), p(30, 206), p(18, 246), p(6, 210), p(-16, 236),
            p(-10, 196)]
    out.append(form(tail, GOLD, 3.2, deep=0.3))
    out += [circle(*p(u, v), 5, BLACK, None) for u, v in ((50, 236), (18, 252), (-16, 242))]
    out.append(strokes([[p(4, 180), p(10, 200)], [p(24, 178), p(30, 198)]], BLACK, 2.4))
    return out


__all__ = ["capital", "ribbon_end"]
