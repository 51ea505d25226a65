"""Napoletane kings stand in contrapposto with the cape gathered over one arm: the free leg's
heel lifts, and the cape's fold hangs on the side it is thrown over, down to its hem."""

from __future__ import annotations

import re

import pytest

from ui.art.nap_body import doublet, leg_pair
from ui.art.nap_drape import from_forearm, over_arm
from ui.art.nap_dress import Dress, Pose

DRESS = Dress(doublet="#2f8a36", sleeves="#f2d21c", lower="#2f8a36", hose="#f2d21c",
              hat="#2f8a36", hat_kind="crown")


def _outline(svg: str) -> list[tuple[float, float]]:
    """The end points of the first path's curves (an absolute move, then relative cubics)."""
    d = re.search(r'd="([^"]+)"', svg)
    assert d
    nums = [float(v) for v in re.findall(r"-?\d+\.?\d*", d.group(1))]
    x, y = nums[0], nums[1]
    pts = [(x, y)]
    for k in range(2, len(nums) - 5, 6):  # each cubic: two controls, then its end
        x, y = x + nums[k + 4], y + nums[k + 5]
        pts.append((x, y))
    return pts


def test_the_free_leg_lifts_its_heel() -> None:
    def legs(free: int) -> str:
        pose = Pose(300, 800, 1, ((0, 0), (0, 0)), ((0, 0), (0, 0)), free=free)
        return leg_pair(300, 800, pose, DRESS, 500)

    square, free = legs(0), legs(1)
    assert square.count("<path") == free.count("<path")
    assert square != free


@pytest.mark.parametrize("side", [-1, 1])
def test_a_fold_hangs_on_its_side_down_to_its_hem(side: int) -> None:
    fold = _outline(over_arm((300, 300), (290, 500), 650, "#c8161d", "#1c56c8", side))
    assert max(y for _, y in fold) > 640  # down to the hem
    assert min(y for _, y in fold) < 300  # from over the shoulder
    far = max(fold, key=lambda p: (p[0] - 290) * side)
    assert (far[0] - 290) * side > 30  # stands off the arm on its own side
    strip = _outline(from_forearm((300, 470), 680, "#1c56c8", "#c8161d", side))
    assert max(y for _, y in strip) > 670 and min(y for _, y in strip) < 470
    top = [p for p in strip if p[1] < 480]
    bottom = [p for p in strip if p[1] > 660]
    # gathered narrow over the arm, wider at the hem
    assert _span(bottom) > _span(top)


def _span(pts: list[tuple[float, float]]) -> float:
    return max(x for x, _ in pts) - min(x for x, _ in pts)


@pytest.mark.parametrize("facing", [-1, 1])
def test_a_turned_doublet_moves_its_buttons_the_way_the_figure_faces(facing: int) -> None:
    def buttons(turn: float) -> list[float]:
        svg = doublet(300, 300, 450, DRESS, facing=facing, turn=turn)
        return [float(v) for v in re.findall(r'<circle cx="([-\d.]+)" cy="[-\d.]+" r="4"', svg)]

    square, turned = buttons(0.0), buttons(0.15)
    assert len(square) == len(turned) == 3
    assert all((t - s) * facing > 6 for s, t in zip(square, turned, strict=True))
