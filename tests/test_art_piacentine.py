"""The Piacentine redraw: gradients all defined, compact paths that keep their shape, twelve
courts with faces of their own, the turned-away rider, and lit faces that still rasterise."""

from __future__ import annotations

import io
import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from ui.art import piacentine
from ui.art.piac_figure import FACES
from ui.art.piac_shade import d, defs, fill, member
from ui.art.svg import Point

SUITS = ("coppe", "denari", "bastoni", "spade")


@pytest.mark.parametrize("suit", SUITS)
def test_every_gradient_a_card_uses_is_defined_once(suit: str) -> None:
    # an undefined url(#…) fill makes nanosvg drop the shape: the horse went invisible once
    for rank in (1, 5, 11, 12, 13):
        svg = piacentine.face(suit, rank)
        used = set(re.findall(r"url\(#(p[LRABV][0-9a-f]{6})\)", svg))
        ids = re.findall(r'<(?:linear|radial)Gradient id="([^"]+)"', svg)
        assert used <= set(ids), (suit, rank, used - set(ids))
        assert len(ids) == len(set(ids))


def test_defs_name_light_and_colour() -> None:
    body = [f'<path fill="{fill("#3D6CB3", "L")}"/>', f'<path fill="{fill("#cf3a2c", "A")}"/>']
    out = defs(body)
    assert 'id="pL3d6cb3"' in out and 'id="pAcf3a2c"' in out
    assert "<radialGradient" in out and "<linearGradient" in out


def _points(data: str) -> list[Point]:
    """Absolute points back out of the compact relative path data."""
    nums = [int(v) for v in re.findall(r"-?\d+", data)]
    x, y = nums[0], nums[1]
    pts: list[Point] = [(x, y)]
    for dx, dy in zip(nums[2::2], nums[3::2], strict=True):
        x, y = x + dx, y + dy
        pts.append((x, y))
    return pts


def test_compact_paths_keep_closed_shapes_and_corners() -> None:
    # a closed outline starts and ends on one point: the thinning must not collapse it
    square = [(10.0, 10.0), (60.0, 10.0), (60.0, 60.0), (10.0, 60.0), (10.0, 10.0)]
    assert {(10, 10), (60, 10), (60, 60), (10, 60)} <= set(_points(d(square)))
    # points on a straight run are dropped, a real bend is kept
    run = [(0.0, 0.0), (10.0, 0.1), (20.0, 0.0), (20.0, 30.0)]
    assert _points(d(run, closed=False)) == [(0, 0), (20, 0), (20, 30)]


def test_limbs_are_closed_round_outlines_without_folding_over() -> None:
    pts = member([(0.0, 0.0), (0.0, 100.0)], [40.0, 30.0], start_cap=True)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    assert max(xs) - min(xs) == pytest.approx(40.0 * 1.14, rel=0.1)  # the swell between joints
    assert min(ys) < 0.0 and max(ys) > 100.0  # rounded past both ends
    # the outline runs one way round: its signed area has one sign, no figure-of-eight
    area = sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(pts, pts[1:] + pts[:1], strict=True))
    assert abs(area) / 2 > 40.0 * 100.0 * 0.8


def test_twelve_courts_each_with_a_face_of_their_own() -> None:
    assert len(FACES) == 12
    looks = {(f.facing, round(f.turn, 2), f.nose, f.age, f.beard, f.hair, f.full, f.lost)
             for f in FACES.values()}
    assert len(looks) == 12
    young = [k for k, f in FACES.items() if f.age == 0 and not f.beard]
    assert len(young) >= 6  # as on the sheet, most are young and beardless
    assert {f.facing for f in FACES.values()} == {-1, 1}  # turned both ways, not one mannequin
    assert FACES[("bastoni", 12)].lost  # the Cavallo di Bastoni rides away from us


def test_courts_rasterise_with_their_figures() -> None:
    pygame.init()
    for suit in SUITS:
        for rank in (11, 12, 13):
            svg = piacentine.face(suit, rank).encode()
            img = pygame.image.load_sized_svg(io.BytesIO(svg), (108, 200))
            w, h = img.get_size()
            # the figure fills the card: most of a band across the waist is not paper
            row = [img.get_at((x, int(h * 0.45))) for x in range(w // 4, 3 * w // 4)]
            inked = [c for c in row if abs(c.r - c.g) > 30 or c.r + c.g + c.b < 450]
            assert len(inked) > len(row) * 0.5, (suit, rank)  # white sleeves count as paper
