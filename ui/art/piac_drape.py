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
    """The mantle over the near shoulder (the side away from the look `f`) and across the
    breast, its folds fanning down into the lobe, the hem rolled under in shadow."""
    def p(u: float, v: float) -> Point:
        return (cx + f * u, v)

    pts = outline(p(-30, top - 10), (p(-w0 * 0.8, top - 12), p(-w0 - 40, top + 8),
                                     p(-w0 - 46, top + 70)),
                  (p(-w0 - 50, top + 124), p(-w0 - 22, top + 156), p(-w0 + 10, top + 136)),
                  (p(-w0 * 0.6, top + 104), p(-w0 * 0.3, top + 66), p(0, top + 56)),
                  (p(w0 * 0.4, top + 48), p(w0 * 0.7, top + 44), p(w0 * 0.9, top + 32)),
                  (p(w0 + 12, top + 10), p(w0 * 0.6, top - 8), p(30, top - 10)), n=8)
    out = [form(pts, colour, "L" if f > 0 else "R", sw=3.4),
           *engrave(pts, dark(colour, 0.7), 60.0 * f, 10.0, toward=90.0 + f * 30, bow=0.08,
                    width=5.4, start=0.2, cross=0.64)]
    folds = [bez(p(-w0 * 0.5, top - 4), p(-w0 * 0.8, top + 40), p(-w0 - 20, top + 90),
                 p(-w0 - 26, top + 140), 7),
             bez(p(-w0 * 0.25, top), p(-w0 * 0.5, top + 40), p(-w0 * 0.7, top + 90),
                 p(-w0 * 0.82, top + 126), 7),
             bez(p(-w0 * 0.7, top + 36), p(-w0 * 0.3, top + 30), p(w0 * 0.3, top + 22),
                 p(w0 * 0.8, top + 16), 7),
             bez(p(-w0 * 0.5, top + 70), p(-w0 * 0.2, top + 48), p(w0 * 0.3, top + 38),
                 p(w0 * 0.7, top + 32), 7)]
    out.append(strands(folds, dark(colour, 0.5), 5.0))
    out.append(strands([[(x + f * 6, y - 4) for x, y in c] for c in folds[:2]],
                       light(colour, 0.35), 3.0))
    out.append(strands([pts[9:30]], dark(colour, 0.55), 5.0))  # the hem rolled under
    return out
