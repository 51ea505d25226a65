"""A king's cape gathered over one arm, as the Napoletane Re di Coppe and Re di Bastoni wear
it: the cloth hangs from the shoulder over the forearm in a heavy fold to the knee, its lining
turned out along the inner edge, so the figure is not a symmetric tent."""

from __future__ import annotations

from ui.art.craft import FINE, dark
from ui.art.nap_dress import OUT
from ui.art.nap_shade import form, line
from ui.art.svg import Point


def over_arm(shoulder: Point, hand: Point, hem: float, colour: str, lining: str,
             side: int) -> str:
    """The fold of a cape over the arm on `side` (-1 the viewer's left, +1 right), from the
    shoulder over the arm ending at `hand`, hanging to `hem` (y); the lining along its inner
    edge and the folds' lines converging at the arm."""
    sx, sy = shoulder
    hx, hy = hand
    out_x = hx + side * 40  # the outer edge stands off the arm where the cloth falls over it
    outer = [(sx - side * 10, sy - 8), (sx + side * 30, sy + 20), (out_x + side * 6, hy - 60),
             (out_x + side * 10, hy + 40), (out_x + side * 2, hem - 20),
             (out_x - side * 16, hem), (hx - side * 4, hem - 30), (hx - side * 26, hem + 6),
             (hx - side * 50, hem - 24), (hx - side * 46, hy + 30), (sx - side * 36, sy + 90)]
    inner = [(hx - side * 38, hy - 10), (hx - side * 46, hy + 30), (hx - side * 50, hem - 24),
             (hx - side * 26, hem + 6), (hx - side * 30, hem - 60), (hx - side * 26, hy + 40)]
    shadow = 0.0 if side > 0 else 180.0
    out = form(outer, colour, angle=shadow, depth=0.3, lines=3, gloss=5, sw=OUT, tension=0.8)
    out += form(inner, lining, angle=shadow, depth=0.35, lines=2, gloss=0, sw=OUT, tension=0.8)
    for k in (-14, 10, 30):  # folds from the arm down to the hem
        out += line([(hx + side * k * 0.4, hy - 10), (hx + side * (k + 4), (hy + hem) / 2),
                     (hx + side * (k + 2), hem - 14)], dark(colour, 0.45), FINE)
    return out


def from_forearm(elbow: Point, hem: float, colour: str, lining: str, side: int) -> str:
    """The cloak's end thrown over the forearm on `side`: a strip gathered narrow where it
    crosses the arm, widening as it falls to `hem`, lining out, its hem in two points."""
    ex, ey = elbow
    strip = [(ex - side * 12, ey - 16), (ex + side * 16, ey - 6), (ex + side * 26, ey + 90),
             (ex + side * 30, hem - 10), (ex + side * 14, hem + 10), (ex - side * 6, hem - 18),
             (ex - side * 24, hem + 4), (ex - side * 34, hem - 30), (ex - side * 26, ey + 80)]
    shadow = 0.0 if side > 0 else 180.0
    out = form(strip, colour, angle=shadow, depth=0.35, lines=2, gloss=4, sw=OUT, tension=0.8)
    out += form([(ex + side * 4, ey + 30), (ex + side * 22, ey + 92), (ex + side * 28, hem - 12),
                 (ex + side * 14, hem + 8), (ex + side * 8, ey + 100)], lining, angle=shadow,
                depth=0.3, lines=1, gloss=0, sw=FINE, tension=0.8)
    for k in (-16, -2):
        out += line([(ex + side * k * 0.5, ey), (ex + side * k, (ey + hem) / 2),
                     (ex + side * k * 1.2, hem - 16)], dark(colour, 0.45), FINE)
    return out


__all__ = ["from_forearm", "over_arm"]
