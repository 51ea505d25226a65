"""The Piacentine engraving: tapered slivers inside the shape, thicker into the shade."""

from __future__ import annotations

import math

from ui.art.piac_cloth import inside
from ui.art.piac_engrave import engrave, sliver, strokes

SQUARE = [(0.0, 0.0), (200.0, 0.0), (200.0, 200.0), (0.0, 200.0)]


def _width(shape: list[tuple[float, float]]) -> float:
    """The greatest distance between a point on one side of a sliver and its partner."""
    n = len(shape) // 2
    return max(math.dist(shape[i], shape[-1 - i]) for i in range(n))


def test_strokes_lie_inside_and_only_in_the_shade() -> None:
    shapes = strokes(SQUARE, 90.0, 10.0, toward=0.0, width=4.0, start=0.4, taper=20.0)
    assert shapes
    centres = [sum(p[0] for p in s) / len(s) for s in shapes]
    assert min(centres) > 200 * 0.4 - 10  # nothing on the lit (left) side
    for s in shapes:
        assert all(inside(p, [(-3, -3), (203, -3), (203, 203), (-3, 203)]) for p in s)


def test_strokes_swell_into_the_shade_and_taper_at_their_ends() -> None:
    shapes = strokes(SQUARE, 90.0, 10.0, toward=0.0, width=4.0, start=0.2)
    by_x = sorted(shapes, key=lambda s: s[0][0])
    assert _width(by_x[-1]) > _width(by_x[0]) * 1.5
    deep = by_x[-1]
    ends = math.dist(deep[0], deep[-1])
    assert ends < _width(deep) / 3


def test_crossing_family_only_where_it_is_deep() -> None:
    light_only = engrave(SQUARE, "#000000", 90.0, 10.0, toward=0.0, start=0.3, cross=None)
    crossed = engrave(SQUARE, "#000000", 90.0, 10.0, toward=0.0, start=0.3, cross=0.6)
    assert len(light_only) == 1 and len(crossed) == 1
    assert crossed[0].count("M") > light_only[0].count("M")
    assert all(e.startswith("<path") and 'fill="#000000"' in e for e in crossed)


def test_sliver_closes_round_its_run() -> None:
    run = [(0.0, 0.0), (10.0, 0.0), (20.0, 0.0)]
    pts = sliver(run, [0.0, 4.0, 0.0])
    assert len(pts) == 6
    assert pts[1][1] == -pts[4][1] and abs(pts[1][1]) == 2.0
