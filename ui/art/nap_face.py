"""Napoletane faces cut as the print cuts them: the features are engraved lines, not painted
shapes — a heavy tapered upper lid with the iris hanging from it, a thin lower lid, a brow
in one tapered stroke, the nose's ridge drawn down to a hooked tip and nostril, a firm mouth
line, and short hatching under the cheekbone and along the jaw on the shaded side (no
rosy cheeks: the print has none)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ui.art.craft import FINE, HAIR, INK, dark
from ui.art.nap_dress import SKIN, Dress
from ui.art.nap_shade import flat, line, spline
from ui.art.svg import Point, circle, path

Map = Callable[..., list[Point]]  # (u, v) pairs in the head's frame -> card points
WHITE_OF_EYE = "#f8efe0"
IRIS = "#2e2118"
LIP = "#b8584a"


def hatch(ps: Map, strokes: Sequence[tuple[Point, Point]], colour: str, w: float) -> str:
    """Short engraved strokes, each a thin lozenge swelling in the middle (tapered at both
    ends), all in one path element."""
    d = []
    for a, b in strokes:
        (ax, ay), (bx, by) = ps(a, b)
        ln = max(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5, 1e-6)
        nx, ny = -(by - ay) / ln * w / 2, (bx - ax) / ln * w / 2
        mx, my = (ax + bx) / 2, (ay + by) / 2
        d.append(f"M{ax:.1f},{ay:.1f}L{mx + nx:.1f},{my + ny:.1f}L{bx:.1f},{by:.1f}"
                 f"L{mx - nx:.1f},{my - ny:.1f}z")
    return path("".join(d), colour, None)


def _eye(ps: Map, u: float, w: float, s: float, brow: str, heavy: float, gaze: float = 1.0
         ) -> str:
    """One eye at `u` (`w` its half width): the iris under a heavy lid that tapers at both
    corners, a thin lower lid, the fold above, a brow in one tapered stroke."""
    return "".join([
        flat(spline(ps((u - w, -5), (u, -8.5), (u + w, -5.5), (u, -2)), 0.7), WHITE_OF_EYE,
             ink=None),
        circle(*ps((u + gaze, -5.2))[0], 2.9 * s, IRIS, None),
        flat(spline(ps((u - w - 1.5, -4.5), (u - w * 0.4, -9.5), (u + w * 0.5, -9.8),
                       (u + w + 1.5, -5.5), (u + w * 0.4, -8), (u - w * 0.4, -7.8)), 0.8),
             INK, ink=None),
        line(ps((u - w * 0.7, -2.2), (u, -1.2), (u + w * 0.8, -2.8)), dark(SKIN, 0.45),
             HAIR * s),
        line(ps((u - w * 0.6, -13), (u + 1, -14.5), (u + w * 0.8, -12.5)), dark(SKIN, 0.35),
             HAIR * s),
        flat(spline(ps((u - w - 1, -16), (u - 1, -21.5), (u + w + 3, -17.5), (u, -19)), 0.8),
             brow, sw=heavy * s, ink=brow),
    ])


def three_quarter(ps: Map, s: float, dress: Dress) -> str:
    """The features of a head turned three-quarter (nose at u = +30, the shaded far cheek
    towards u < 0): both eyes, the far one foreshortened by the nose, the engraved nose,
    mouth and chin, hatching on the shaded cheek and age lines where the dress has a beard."""
    old = dress.beard
    brow = dark(dress.hair, 0.45)
    parts = [_eye(ps, 21, 6.0, s, brow, 0.8 + (0.8 if old else 0)),
             _eye(ps, -5, 8.0, s, brow, 0.8 + (0.8 if old else 0))]
    shade = dark(SKIN, 0.42)
    parts += [
        # the ridge down from the brow, the hooked tip, the nostril's wing
        line(ps((26, -12), (30, -2), (35.5, 7), (33, 12.5), (28, 13)), INK, FINE * s),
        line(ps((23, 8), (25, 12), (29, 13.5)), dark(SKIN, 0.6), HAIR * s),
        hatch(ps, [((22, 16 + k * 2.5), (30, 15.5 + k * 2.5)) for k in range(2)], shade,
              1.3 * s),
        # the shaded cheek under the bone and the jaw on the far side, the temple
        hatch(ps, [((-30 + k * 3.5, 8 + k * 1.5), (-24 + k * 3.5, 22 + k * 2))
                   for k in range(5)], shade, 1.7 * s),
        hatch(ps, [((-30, -24 + k * 5), (-22, -26 + k * 5)) for k in range(3)], shade,
              1.4 * s),
        hatch(ps, [((2 + k * 4, 40), (6 + k * 4, 45)) for k in range(4)], shade, 1.4 * s),
        # lips: the upper one dark in the mouth's line, the lower a short curve of shade
        flat(spline(ps((13, 27), (21, 25.5), (29, 26), (21, 29.5)), 0.8), LIP, ink=None),
        line(ps((12, 26.5), (20, 26), (29.5, 25)), INK, FINE * s),
        line(ps((16, 32), (21, 33), (26, 31.5)), dark(SKIN, 0.5), HAIR * s),
        line(ps((12, 40), (18, 42.5), (24, 40)), dark(SKIN, 0.45), HAIR * s),
    ]
    if old:  # the lines of age: brow furrows, a fold from the nose to the mouth
        parts.append(hatch(ps, [((-14, -29), (6, -32)), ((-10, -35), (8, -37))], shade,
                           1.6 * s))
        parts.append(line(ps((26, 15), (22, 22), (20, 30)), dark(SKIN, 0.45), HAIR * s))
    return "".join(parts)


def frontal(ps: Map, s: float, dress: Dress) -> str:
    """The features of a head turned to the viewer, lit from its left: two eyes, the nose
    down the middle with its shaded side, the mouth, hatching on the shaded cheek."""
    brow = dark(dress.hair, 0.45)
    shade = dark(SKIN, 0.42)
    return "".join([
        _eye(ps, -13, 7.0, s, brow, 0.8, 0.0), _eye(ps, 13, 7.0, s, brow, 0.8, 0.0),
        line(ps((3, -10), (5, 2), (7, 10), (2, 13), (-4, 11)), INK, FINE * s),
        line(ps((-8, 9), (-6, 12), (-3, 13)), dark(SKIN, 0.6), HAIR * s),
        hatch(ps, [((7 + k, -6 + k * 4), (11 + k, -4 + k * 4)) for k in range(4)], shade,
              1.4 * s),
        hatch(ps, [((20 + k * 2.5, 6 + k * 2), (24 + k * 2.5, 20 + k * 3)) for k in range(4)],
              shade, 1.6 * s),
        hatch(ps, [((-4 + k * 4, 38), (0 + k * 4, 43)) for k in range(4)], shade, 1.3 * s),
        flat(spline(ps((-8, 27), (0, 25.5), (8, 27), (0, 30)), 0.8), LIP, ink=None),
        line(ps((-9, 26.5), (0, 26), (9, 26.5)), INK, FINE * s),
        line(ps((-5, 32.5), (0, 33.5), (5, 32.5)), dark(SKIN, 0.5), HAIR * s),
    ])


__all__ = ["frontal", "hatch", "three_quarter"]
