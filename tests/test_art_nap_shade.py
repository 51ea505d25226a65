"""Napoletane drawing helpers: smooth outlines through their key points, shading insets that
stay inside the shape (even at an ankle), compact paths, a horse with a lifted foreleg where
the pattern lifts it, figures that face the way the pattern turns them."""

from __future__ import annotations

import math

from ui.art import nap_courts, nap_horse, nap_shade
from ui.art.craft import limb
from ui.art.nap_dress import Dress
from ui.art.nap_face import WHITE_OF_EYE
from ui.art.nap_heads import portrait


def _inside(pt: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    """Even-odd test: is the point inside the polygon?"""
    x, y = pt
    hit = False
    for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1], strict=True):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            hit = not hit
    return hit


def test_a_spline_passes_through_every_key() -> None:
    keys = [(0.0, 0.0), (100.0, 10.0), (120.0, 90.0), (10.0, 110.0)]
    ends = [seg[2] for seg in nap_shade.spline(keys)]
    assert sorted(ends) == sorted(keys)


def test_a_polygon_spline_is_the_polygon() -> None:
    keys = [(0.0, 0.0), (50.0, 0.0), (50.0, 40.0)]
    d = nap_shade.curve_d(nap_shade.spline(keys, 0))
    assert "c" not in d and d.count("l") == 3


def test_insets_stay_inside_a_thin_limb() -> None:
    """A leg narrowing to a 26-unit ankle, shaded from the side 40 units deep: no inset point
    may cross to the far edge (which once laid the base tone outside the outline)."""
    leg = limb([(100, 50), (100, 250), (96, 330), (100, 450)], [60, 40, 48, 26])
    for dist in (10.0, 20.0, 40.0):
        for lit in (0.0, 0.2, 1.0):
            moved = nap_shade.inset(leg, dist, math.cos(0.35), math.sin(0.35), lit)
            # a point on the lit side may stay where it is (lit 0); none may leave the shape
            assert all(p == k or _inside(p, leg) for p, k in zip(moved, leg, strict=True)), (
                dist, lit)


def test_side_insets_keep_a_bands_rim_level() -> None:
    """A band shaded from the right moves its right side in and its top and bottom only a
    little, and by the same amount at both ends (a level rim, not a slanted cut)."""
    band = [(0.0, 0.0), (200.0, 0.0), (200.0, 60.0), (0.0, 60.0)]
    moved = nap_shade.inset(band, 30.0, 1.0, 0.0, 0.2, sides=True)
    assert moved[1][0] == moved[2][0] == 170.0
    assert moved[0][1] == moved[1][1] == 6.0
    assert moved[2][1] == moved[3][1] == 54.0


def test_paths_are_relative_whole_units() -> None:
    svg = nap_shade.form([(0.3, 0.0), (100.2, 5.5), (110.0, 100.7), (0.0, 90.0)], "#cc2222")
    assert "c" in svg and "." not in svg.split('stroke-width="')[0].split('d="')[1]


def test_small_forms_keep_one_line() -> None:
    """A hand-sized form has no swelling ink copy, highlight or hatching; a large one has."""
    small = nap_shade.form([(0, 0), (30, 0), (30, 30), (0, 30)], "#cc2222")
    large = nap_shade.form([(0, 0), (300, 0), (300, 300), (0, 300)], "#cc2222")
    assert small.count("<path") == 2
    assert large.count("<path") >= 4


def test_the_raised_foreleg_is_off_the_ground_and_the_walk_is_not() -> None:
    lifted = nap_horse.RAISED.near_fore[-1][1]
    planted = [g[-1][1] for g in (nap_horse.WALK.near_fore, nap_horse.WALK.far_fore,
                                  nap_horse.WALK.near_hind, nap_horse.WALK.far_hind)]
    assert lifted < -60
    assert all(y > -30 for y in planted)


def test_the_horse_faces_its_way() -> None:
    """The bit (at the muzzle) lies on the side the horse walks towards."""
    for facing in (1, -1):
        _, _, bit = nap_horse.horse(300.0, 800.0, facing, "#2f8a36")
        assert (bit[0] - 300.0) * facing > 200


def test_a_frontal_face_is_symmetric_and_a_turned_one_is_not() -> None:
    def xs(svg: str) -> list[float]:
        import re
        return [float(v) for v in re.findall(r'cx="([-\d.]+)"', svg)]

    young = Dress(doublet="#fff", sleeves="#fff", lower="#fff", hose="#fff", hat="#2f8a36",
                  hat_kind="beret")
    front = xs(portrait(300, 300, 1, Dress(**{**young.__dict__, "front": True})))
    turned = xs(portrait(300, 300, 1, young))
    assert sorted(round(x - 300) for x in front) == sorted(round(300 - x) for x in front)
    assert sorted(round(x - 300) for x in turned) != sorted(round(300 - x) for x in turned)


def test_the_fante_di_bastoni_is_seen_from_behind() -> None:
    """His head is a profile (no pair of eyes) and he wears the fitted hose to the knee."""
    svg = nap_courts.fante_bastoni()
    assert svg.count(f'fill="{WHITE_OF_EYE}"') == 0  # no eye whites: the face is turned away
    assert nap_courts.fante_coppe().count(f'fill="{WHITE_OF_EYE}"') >= 2
