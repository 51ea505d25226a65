"""A king's mantle draped over the shoulders in heavy folds (the Re di Bastoni).

On the printed sheet this king does not wear a flat shoulder cape: the mantle is thrown
over the near shoulder, where it hangs in a deep lobe over the upper arm, and runs across
the breast in a rolled swag to the far shoulder; the rest hangs behind (`mantle_back`).
"""

from __future__ import annotations

from ui.art.craft import bez, dark, light, outline
from ui.art.piac_engrave import engrave
from ui.art.piac_shade import form, strands
from ui.art.svg import Point


def drape(cx: float, f: int, colour: str, w0: float, top: float) -> list[str]:
    """The mantle thrown over the near shoulder (the side away from the look `f`) and
    swagged across the breast to the far hand: its upper edge over both shoulders, the
    lower one sagging low in the middle, folds running along the swag, hatched round it
    and darkest in the sag."""
    def p(u: float, v: float) -> Point:
        return (cx + f * u, v)

    pts = outline(p(-w0 - 40, top + 24), (p(-w0 - 10, top - 12), p(-w0 * 0.5, top - 14),
                                           p(-10, top - 6)),
                  (p(w0 * 0.4, top), p(w0 * 0.9, top + 10), p(w0 + 30, top + 60)),
                  (p(w0 + 12, top + 100), p(w0 * 0.3, top + 128), p(-w0 * 0.3, top + 112)),
                  (p(-w0 * 0.8, top + 106), p(-w0 - 40, top + 84), p(-w0 - 40, top + 24)),
                  n=9)
    out = [form(pts, colour, "L" if f > 0 else "R", sw=3.4),
           *engrave(pts, dark(colour, 0.7), 8.0 * f, 9.0, toward=80.0 + f * 20, bow=-0.1,
                    width=5.4, start=0.3, cross=0.7)]
    folds = [bez(p(-w0 - 24, top + 30 + 20 * k), p(-w0 * 0.4, top + 44 + 24 * k),
                 p(w0 * 0.2, top + 40 + 24 * k), p(w0 * 0.8, top + 30 + 10 * k), 8)
             for k in range(3)]
    out.append(strands(folds, dark(colour, 0.5), 4.0))
    out.append(strands([[(x, y - 7) for x, y in c] for c in folds], light(colour, 0.35),
                       2.4))
    out.append(strands([pts[18:30]], dark(colour, 0.55), 5.0))  # the hem rolled under
    return out
