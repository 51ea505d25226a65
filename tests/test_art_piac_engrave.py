"""The Piacentine engraving: tapered strokes inside the shape, fuller into the shade."""

from __future__ import annotations

from ui.art.piac_cloth import inside
from ui.art.piac_engrave import engrave, lens, sliver, strokes

SQUARE = [(0.0, 0.0), (200.0, 0.0), (200.0, 200.0), (0.0, 200.0)]
GROWN = [(-3.0, -3.0), (203.0, -3.0), (203.0, 203.0), (-3.0, 203.0)]


def test_strokes_lie_inside_and_only_in_the_shade() -> None:
    found = strokes(SQUARE, 90.0, 10.0, toward=0.0, width=4.0, start=0.4)
    assert found
    assert min(s[0][0] for s in found) > 200 * 0.4 - 10  # nothing on the lit (left) side
    for start, _, end, _ in found:
        assert inside(start, GROWN) and inside(end, GROWN)


def test_strokes_swell_into_the_shade() -> None:
    found = sorted(strokes(SQUARE, 90.0, 10.0, toward=0.0, width=4.0, start=0.2),
                   key=lambda s: s[0][0])
    assert found[-1][3] > found[0][3] * 1.5
    assert max(s[3] for s in found) <= 4.0


def test_a_stroke_running_into_the_shade_swells_towards_its_dark_end() -> None:
    (start, ctrl, end, _), *_ = strokes(SQUARE, 0.0, 50.0, toward=0.0, start=0.1)
    assert start[0] < end[0]
    assert ctrl[0] > (start[0] + end[0]) / 2


def test_lens_is_a_thin_polygon_pointed_at_both_ends() -> None:
    assert lens(((10.0, 10.0), (20.0, 10.0), (30.0, 10.0), 4.0)) == "M10,10l10,2,10-2-10-2z"
    long = lens(((0.0, 0.0), (50.0, 0.0), (100.0, 0.0), 4.0))
    assert len(long.split("l")[1].rstrip("z").replace("-", ",-").strip(",").split(",")) == 10
    assert long.startswith("M0,0l") and long.endswith("z")


def test_crossing_family_only_where_it_is_deep() -> None:
    light_only = engrave(SQUARE, "#000000", 90.0, 10.0, toward=0.0, start=0.3, cross=None)
    crossed = engrave(SQUARE, "#000000", 90.0, 10.0, toward=0.0, start=0.3, cross=0.6)
    assert len(light_only) == 1 and len(crossed) == 1
    assert crossed[0].count("M") > light_only[0].count("M")
    assert 'fill="#000000"' in crossed[0]
    assert engrave(SQUARE, "#000000", 90.0, 10.0, toward=0.0, start=1.0, cross=None) == []


def test_sliver_closes_round_its_run() -> None:
    run = [(0.0, 0.0), (10.0, 0.0), (20.0, 0.0)]
    pts = sliver(run, [0.0, 4.0, 0.0])
    assert len(pts) == 6
    assert pts[1][1] == -pts[4][1] and abs(pts[1][1]) == 2.0
