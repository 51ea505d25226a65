"""The Napoletane engraving: strokes stay inside their shape, gather in its shadow, taper."""

from __future__ import annotations

import re

from ui.art.nap_engrave import engrave, polygon, region
from ui.art.svg import Point

SQUARE: list[Point] = [(0, 0), (200, 0), (200, 300), (0, 300)]


def _slivers(d: str) -> list[list[Point]]:
    """The corner points of each sliver of an engraving's path data (M/m then l, closed)."""
    out: list[list[Point]] = []
    start = (0.0, 0.0)
    for part in filter(None, d.split("z")):
        cmd = part[0]
        head, _, tail = part[1:].partition("l")
        hx, hy = (float(v) for v in re.findall(r"-?\d+", head))
        start = (hx, hy) if cmd == "M" else (start[0] + hx, start[1] + hy)
        pts = [start]
        vals = [float(v) for v in re.findall(r"-?\d+", tail)]
        x, y = start
        for i in range(0, len(vals), 2):
            x, y = x + vals[i], y + vals[i + 1]
            pts.append((x, y))
        out.append(pts)
    return out


def test_strokes_stay_inside_the_shape() -> None:
    slivers = _slivers(engrave(SQUARE, 0, pitch=8, margin=4))
    assert slivers
    for pts in slivers:
        for x, y in pts:
            assert -1 <= x <= 201 and -1 <= y <= 301


def test_shadow_side_is_denser_and_heavier() -> None:
    """Shadow to the right: more and broader strokes right of the middle, none at the lit
    edge."""
    slivers = _slivers(engrave(SQUARE, 0, pitch=8, cross=2.0))

    def width(pts: list[Point]) -> float:
        return abs(pts[1][0] - pts[3][0])

    lit = [p for p in slivers if p[0][0] < 100]
    shade = [p for p in slivers if p[0][0] >= 100]
    assert len(shade) > len(lit)
    assert min(p[0][0] for p in slivers) > 30  # the highlight is left open
    assert max(map(width, shade)) > max(map(width, lit))


def test_strokes_run_across_the_light() -> None:
    """Light falling from above: the strokes lie level, each tapering to points at its ends."""
    for pts in _slivers(engrave(SQUARE, 90, cross=2.0)):
        a, top, b, bottom = pts
        assert abs(b[1] - a[1]) <= 1
        assert abs(b[0] - a[0]) > 20
        assert top[1] != bottom[1]


def test_crossing_only_in_deep_shade_and_keep_cuts_a_mass() -> None:
    plain = _slivers(engrave(SQUARE, 0, cross=2.0))
    crossed = _slivers(engrave(SQUARE, 0, cross=0.3))
    assert len(crossed) > len(plain)
    kept = _slivers(engrave(SQUARE, 90, keep=(1.0, 0.0, 100.0)))
    assert kept and all(x <= 101 for pts in kept for x, _ in pts)


def test_small_shape_is_left_plain_and_polygon_samples_curves() -> None:
    assert engrave([(0, 0), (6, 0), (6, 6), (0, 6)], 0, pitch=8) == ""
    ring = polygon((0, 0), [((10, 0), (20, 0), (30, 0)), ((30, 10), (30, 20), (0, 0))], 4)
    assert len(ring) == 8
    assert ring[3] == (30.0, 0.0)
    assert ring[-1] == (0.0, 0.0)


def test_region_engraves_a_large_shape_and_leaves_a_small_one_in_two_tones() -> None:
    big = region(SQUARE, "#3366cc", sw=5.0, angle=0, shade=0.4)
    small = region([(0, 0), (30, 0), (30, 30), (0, 30)], "#3366cc", sw=5.0, angle=0)
    assert big.count("<path") == 4  # ink swell, fill, contour, one path of strokes
    cut = big.split('d="')[-1].split('"')[0]
    assert cut.startswith("M") and cut.count("z") > 10
    assert "zm" not in small  # no slivers: the two tones and straight hatching instead
