"""The Piacentine print richness: ermine, scrollwork, engraved darks, scalloped cloth, and
halves that meet at a thin line instead of a band across the middle."""

from __future__ import annotations

import re

import pytest

from ui.art import piacentine
from ui.art.piac_cloth import inside
from ui.art.piac_figure import court
from ui.art.piac_rich import deep_folds, ermine, hatch, leaves, plumage, scallops, scrolls
from ui.art.svg import Point

SQUARE: list[Point] = [(100.0, 100.0), (300.0, 100.0), (300.0, 300.0), (100.0, 300.0)]
TAIL = "l-4,12 4,3 4-3z"


def _moves(svg: str) -> list[Point]:
    return [(float(x), float(y)) for x, y in re.findall(r"M(-?[\d.]+),(-?[\d.]+)", svg)]


def test_ermine_tails_fall_inside_the_fur_only() -> None:
    out = "".join(ermine(SQUARE, 30.0))
    tails = _moves(out)
    assert len(tails) >= 25  # a 200-unit square holds a staggered field of tails
    assert all(inside((x, y), SQUARE) for x, y in tails)
    assert out.count(TAIL) == len(tails)
    assert ermine([(0.0, 0.0), (5.0, 0.0), (5.0, 5.0)], 30.0) == []  # too small for one


def test_ermine_sleeves_and_tippet_on_the_kings_that_wear_them() -> None:
    assert piacentine.face("coppe", 13).count(TAIL) > 40  # both sleeves, both heads
    assert piacentine.face("denari", 13).count(TAIL) > 20  # the tippet
    assert TAIL not in piacentine.face("bastoni", 11)


@pytest.mark.parametrize(("suit", "rank"), [(s, r) for s in ("coppe", "denari", "bastoni",
                                                               "spade") for r in (11, 13)]
                         + [("bastoni", 12), ("denari", 12)])
def test_halves_meet_at_a_thin_line_not_a_band(suit: str, rank: int) -> None:
    parts = court(suit, rank)
    seam = parts[2:]  # after the half-figure and its point reflection
    assert len(seam) == 1 and "<rect" not in seam[0]
    width = float(re.search(r'stroke-width="([\d.]+)"', seam[0]).group(1))  # type: ignore[union-attr]
    assert width < 4


def test_scallops_hang_below_their_band_or_rise_above_it() -> None:
    down = scallops(0.0, 500.0, 400.0, 40.0)
    up = scallops(0.0, 500.0, 400.0, -40.0)
    lobes = re.findall(r"c0,(-?\d+)", down[1])
    assert len(lobes) == round(500 / 50) and all(int(v) > 0 for v in lobes)
    assert all(int(v) < 0 for v in re.findall(r"c0,(-?\d+)", up[1]))


def test_scrolls_curl_to_both_sides_of_their_stem() -> None:
    spine = [(200.0, float(y)) for y in range(100, 400, 40)]
    out = "".join(scrolls(spine, 20.0))
    xs = [x for x, _ in _moves(out)]
    assert min(xs) < 190 and max(xs) > 210


def test_hatching_stays_inside_and_near_the_shadow() -> None:
    out = hatch(SQUARE, "#000000", 45.0, 8.0, side=(300.0, 300.0), reach=120.0)
    pts = _moves(out)
    assert pts and all(inside(p, SQUARE) for p in pts)
    assert all(abs(x - 300) + abs(y - 300) < 2 * 120 for x, y in pts)
    assert hatch(SQUARE, "#000000", 45.0, 8.0, side=(900.0, 900.0), reach=50.0) == ""


def test_deep_folds_taper_from_a_point_to_the_hem() -> None:
    fold = [(100.0, float(y)) for y in range(0, 210, 30)]
    out = deep_folds([fold], "#000000", 20.0)
    pts = [tuple(map(float, p.split(","))) for p in re.findall(r"(-?[\d.]+,-?[\d.]+)", out)]
    top = [x for x, y in pts if y == 0.0]
    hem = [x for x, y in pts if y == 180.0]
    assert max(top) - min(top) < 1 and max(hem) - min(hem) >= 16


def test_plumage_ticks_only_where_the_body_is() -> None:
    body: list[Point] = [(0.0, 0.0), (400.0, 0.0), (400.0, 200.0), (0.0, 200.0)]
    out = plumage(200.0, 200.0, 50.0, 3, body, "#000000")
    starts = _moves(out)
    assert starts  # the upper half of the ring lies on the body
    assert all(inside(p, body) for p in starts)


def test_a_spray_of_leaves_is_two_elements_however_many_leaves() -> None:
    spots = [(100.0, 100.0 + 30 * k, 90.0 * k, 1.5) for k in range(6)]
    out = leaves(spots, "#3f8a3a", "#1f4a1e")
    assert len(out) == 2 and out[0].count("M") == 6
    tip = re.findall(r"L(-?\d+),(-?\d+)", out[0])[2]  # the first leaf's tip, 36 units up
    assert (float(tip[0]), float(tip[1])) == (100.0, 100.0 - 36 * 1.5)
