"""French suit signs: flat printed pips in two tones (no outline), hatched when large.

Two palettes: the standard deck's red and black, and the four-colour deck's (diamonds blue,
clubs green) that the renderer's index letters follow too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ui.art.common import WIDTH, Sign
from ui.art.craft import ellipse_pts, outline, poly_d, toned
from ui.art.svg import Point, path

RED, INK = "#c8102e", "#111111"
BLUE4, GREEN4 = "#1452b0", "#13843a"  # the four-colour deck's diamonds and clubs
#: Sign colour per suit (hearts, diamonds, clubs, spades) for each French style.
PALETTES: dict[str, tuple[str, str, str, str]] = {
    "french": (RED, RED, INK, INK), "french4": (RED, BLUE4, GREEN4, INK)}
W = WIDTH["french"]


def _finish(regions: Sequence[Sequence[Point]], colour: str, lw: float) -> str:
    """French pips are printed flat, without outline, but in two tones: a lit upper left, a
    shadowed lower right; big ones (aces) are hatched in the shadow as well."""
    big = lw < 3.0  # lw is LINE / scale: a small line width means a large pip
    bases = "".join(path(poly_d(r), colour, None) for r in regions)
    tones = "".join(toned(r, colour, stroke_colour=None, hatched=big, step=5, angle=40,
                          shade=0.35, highlight=True, hatch_sw=0.6, base=False)
                    for r in regions)
    return bases + tones


HEART = outline((0, 45), ((-40, 15), (-50, -8), (-48, -22)), ((-46, -46), (-10, -50), (0, -24)),
                ((10, -50), (46, -46), (48, -22)), ((50, -8), (40, 15), (0, 45)), n=10)[:-1]
SPADE = outline((0, -48), ((-12, -28), (-48, -10), (-48, 12)), ((-48, 32), (-18, 38), (-4, 22)),
                ((-5, 38), (-10, 44), (-16, 48)), ((0, 48), (0, 48), (16, 48)),
                ((10, 44), (5, 38), (4, 22)), ((18, 38), (48, 32), (48, 12)),
                ((48, -10), (12, -28), (0, -48)), n=8)[:-1]
STEM: list[Point] = [(-4, 5), (-4, 30), (-16, 48), (16, 48), (4, 30), (4, 5)]


def heart(lw: float, colour: str = RED) -> str:
    """Cuori."""
    return _finish([HEART], colour, lw)


def diamond(lw: float, colour: str = RED) -> str:
    """Quadri."""
    return _finish([[(0, -50), (37, 0), (0, 50), (-37, 0)]], colour, lw)


def club(lw: float, colour: str = INK) -> str:
    """Fiori: three lobes and a flared stem."""
    lobes = [ellipse_pts(0, -25, 21, 21, 24), ellipse_pts(-23, 7, 21, 21, 24),
             ellipse_pts(23, 7, 21, 21, 24), ellipse_pts(0, 0, 10, 10, 12), STEM]
    return _finish(lobes, colour, lw)


def spade(lw: float, colour: str = INK) -> str:
    """Picche: an upturned heart on a flared stem."""
    return _finish([SPADE], colour, lw)


SHAPES: dict[str, Callable[[float, str], str]] = {
    "hearts": heart, "diamonds": diamond, "clubs": club, "spades": spade}


def signs(style: str = "french") -> dict[str, Sign]:
    """The four signs of a French style, each in its palette's colour."""
    colours = dict(zip(SHAPES, PALETTES[style], strict=True))

    def sign(name: str) -> Sign:
        return lambda lw: SHAPES[name](lw, colours[name])

    return {name: sign(name) for name in SHAPES}


SIGNS: dict[str, Sign] = signs()
