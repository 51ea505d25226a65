"""Bergamasche engraving: the hatching stays inside its shape, gathers on the shadow side and
leaves the lit side bare, crosses only in the deepest shade, and writes one path per family."""

from __future__ import annotations

import re

from ui.art.berg_engrave import engrave, inside, lines, outline, sliver

SQUARE = [(100.0, 100.0), (300.0, 100.0), (300.0, 300.0), (100.0, 300.0)]


def _corners(svg: str) -> list[list[tuple[float, float]]]:
    """Each sliver's corners in card units (the data is relative, in half units)."""
    data = re.search(r'd="([^"]*)"', svg)
    assert data
    out = []
    for sub in re.findall(r"M(-?\d+),(-?\d+)l([^z]*)z", data.group(1)):
        x, y = int(sub[0]), int(sub[1])
        pts = [(x / 2, y / 2)]
        for pair in sub[2].split():
            dx, dy = (int(v) for v in pair.split(","))
            x, y = x + dx, y + dy
            pts.append((x / 2, y / 2))
        out.append(pts)
    return out


def test_lines_are_cut_to_the_shape() -> None:
    runs = lines(SQUARE, 30.0, 10.0, 0.1)
    assert len(runs) > 10
    assert all(inside(p, SQUARE) for run in runs for p in run)


def test_hatching_gathers_in_the_shadow_and_leaves_the_light() -> None:
    """The light falls from the upper left: strokes in the lower right, none near the top
    left corner, all within the square (give or take a stroke's half width)."""
    svg = engrave(SQUARE, "#3050a0", angle=0.0, smooth=False, cross=2.0)
    assert svg.count("<path") == 1 and "matrix(0.5 0 0 0.5 0 0)" in svg
    slivers = _corners(svg)
    assert len(slivers) > 5
    pts = [p for s in slivers for p in s]
    assert all(98 <= x <= 302 and 98 <= y <= 302 for x, y in pts)
    assert not [p for p in pts if p[0] < 160 and p[1] < 160]
    shadow = sum(1 for x, y in pts if x + y > 400)
    assert shadow > len(pts) * 0.6


def test_cross_hatching_only_where_asked() -> None:
    plain = engrave(SQUARE, "#3050a0", angle=0.0, smooth=False, cross=2.0)
    crossed = engrave(SQUARE, "#3050a0", angle=0.0, smooth=False, cross=0.6)
    assert len(_corners(crossed)) > len(_corners(plain))


def test_a_sliver_is_pointed_and_swells_with_its_width() -> None:
    run = [(0.0, 0.0), (10.0, 0.0), (20.0, 0.0), (30.0, 0.0)]
    thin = _corners("d=\"" + sliver(run, [1.0] * 4) + "\"")[0]
    thick = _corners("d=\"" + sliver(run, [4.0] * 4) + "\"")[0]
    assert thin[0] == (0.0, 0.0) and thin[3] == (30.0, 0.0)  # the two tips on the line
    span = max(y for _, y in thick) - min(y for _, y in thick)
    assert 3.5 <= span <= 4.5 and max(y for _, y in thin) <= 0.5


def test_outline_runs_through_its_points() -> None:
    ring = outline(SQUARE, 4)
    assert len(ring) == 16 and ring[0] == SQUARE[0] and ring[4] == SQUARE[1]
