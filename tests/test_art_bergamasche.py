"""Bergamasche art: every court stays inside its frame, the Cavallo's face is not hidden by
his horse, and the engraving helpers write the shapes they are given."""

from __future__ import annotations

import io
import itertools
import os
import re
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from ui.art import berg_courts, bergamasche
from ui.art.berg_ace_bastoni import motto
from ui.art.berg_cup import spiral
from ui.art.berg_ink import polygon, spline, taper
from ui.art.common import SKIN, H

SUITS = ("coppe", "denari", "bastoni", "spade")
W = bergamasche.W
HEIGHT = 300  # pixels: fine enough to see a sleeve or a sword tip cross the frame


@pytest.fixture(scope="module", autouse=True)
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


def _raster(suit: str, rank: int) -> pygame.Surface:
    svg = bergamasche.face(suit, rank).encode()
    return pygame.image.load_sized_svg(io.BytesIO(svg), (round(HEIGHT * W / H), HEIGHT))


def _ink(rgb: tuple[int, int, int]) -> bool:
    """A printed colour, not the warm paper (nor its faint fibres)."""
    r, g, b = rgb
    return r + g + b < 420 or max(r, g, b) - min(r, g, b) > 90


@pytest.mark.parametrize("rank", [11, 12, 13])
@pytest.mark.parametrize("suit", SUITS)
def test_court_stays_inside_its_frame(suit: str, rank: int) -> None:
    """Between the card's edge and the thin frame there is only paper: no sleeve, sword tip,
    crown or horse's ear breaks through the frame."""
    img = _raster(suit, rank)
    k = HEIGHT / H
    x0, x1 = W * 0.065 * k - 3, W * 0.935 * k + 3  # just outside the frame line
    y0, y1 = H * 0.04 * k - 3, H * 0.96 * k + 3
    rim = 7 * k + 3  # the card's cut edge
    w, h = img.get_size()
    outside = [(x, y) for y in range(round(rim), h - round(rim)) for x in range(round(rim),
                                                                               w - round(rim))
               if x < x0 or x > x1 or y < y0 or y > y1]
    assert outside
    inked = [p for p in outside if _ink(tuple(img.get_at(p))[:3])]  # type: ignore[arg-type]
    assert len(inked) <= len(outside) * 0.01, (suit, rank, inked[:5])


def _skin(rgb: tuple[int, int, int]) -> bool:
    r, g, b = rgb
    sr, sg, sb = (int(SKIN[i:i + 2], 16) for i in (1, 3, 5))
    return abs(r - sr) < 45 and abs(g - sg) < 55 and abs(b - sb) < 65


@pytest.mark.parametrize("suit", SUITS)
def test_cavallo_shows_his_face_beside_the_horse(suit: str) -> None:
    """The horse's neck and head stand beside and below the rider: his face is open."""
    img = _raster(suit, 12)
    k = HEIGHT / H
    side = -1 if suit == "coppe" else 1
    fx, fy = berg_courts.CX - side * 30 + 2, 116.0 + 52 * 0.3  # the rider's cheeks
    patch = [(round((fx + dx) * k), round((fy + dy) * k)) for dx in range(-30, 31, 6)
             for dy in range(-20, 21, 5)]
    skin = sum(_skin(tuple(img.get_at(p))[:3]) for p in patch)  # type: ignore[arg-type]
    assert skin >= len(patch) * 0.6, (suit, skin, len(patch))


def _absolute(d: str) -> list[tuple[int, int]]:
    """The corners of an `M x,y l dx,dy …` path, summed back to absolute units."""
    nums = [int(v) for v in re.findall(r"-?\d+", d)]
    x, y = nums[0], nums[1]
    out = [(x, y)]
    for i in range(2, len(nums), 2):
        x, y = x + nums[i], y + nums[i + 1]
        out.append((x, y))
    return out


def test_polygon_writes_its_corners_relative_but_exact() -> None:
    pts = [(10.4, 20.6), (110.0, 20.0), (110.0, 220.2), (9.6, 219.5)]
    assert _absolute(polygon(pts).d) == [(10, 21), (110, 20), (110, 220), (10, 220)]


def test_spline_passes_through_its_points_and_closes() -> None:
    pts = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
    d = spline(pts).d
    assert d.startswith("M0,0c") and d.endswith("Z")
    nums = [int(v) for v in re.findall(r"-?\d+", d)]
    # each cubic's end point (every third pair) walks round the square and back to the start
    x, y, ends = 0, 0, []
    for i in range(2, len(nums), 6):
        x, y = x + nums[i + 4], y + nums[i + 5]
        ends.append((x, y))
    assert ends == [(100, 0), (100, 100), (0, 100), (0, 0)]
    assert not spline(pts, closed=False).d.endswith("Z")


def test_taper_is_thick_in_the_middle_and_pointed_at_the_ends() -> None:
    svg = taper([(0.0, 0.0), (100.0, 0.0), (200.0, 0.0)], 20.0)
    corners = _absolute(re.search(r'd="([^"]*)"', svg).group(1))  # type: ignore[union-attr]
    ys = {x: [cy for cx, cy in corners if cx == x] for x in (0, 100, 200)}
    assert max(ys[100]) - min(ys[100]) >= 18  # the full width at the middle
    assert max(ys[0]) - min(ys[0]) <= 1 and max(ys[200]) - min(ys[200]) <= 1


def test_motto_letters_follow_the_scroll() -> None:
    """VINCERAI is written as strokes (one subpath per pen stroke of each capital), every point
    within a letter's height of the scroll's curve and the letters spread across it."""
    ends = ((100.0, 436.0), (265.0, 386.0), (430.0, 436.0))
    d = re.search(r'd="([^"]*)"', motto("VINCERAI", ends, 40)).group(1)  # type: ignore[union-attr]
    assert d.count("M") == 11  # V I N C E(2) R(2) A(2) I
    pts = [(float(x), float(y)) for x, y in re.findall(r"(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)", d)]
    for x, y in pts:
        t = (x - 100.0) / 330.0
        curve = (1 - t) ** 2 * 436 + 2 * (1 - t) * t * 386 + t * t * 436
        assert abs(y - curve) <= 40 * 0.6, (x, y)
    xs = [x for x, _ in pts]
    assert 100 < min(xs) < 180 and 350 < max(xs) < 430


def test_volute_spiral_winds_inwards() -> None:
    """A volute's coil gets tighter with every point, starts where it is asked to, and turns
    the way it is asked to (the left and right scrolls of the cup mirror each other)."""
    for s in (-1, 1):
        for start, y_start in ((-0.5, -30.0), (0.5, 30.0)):
            coil = spiral(0.0, 0.0, 30.0, s, start)
            radii = [(x * x + y * y) ** 0.5 for x, y in coil]
            assert all(b < a for a, b in itertools.pairwise(radii))
            assert radii[-1] < radii[0] * 0.3
            assert coil[0] == pytest.approx((0.0, y_start), abs=1e-9)
            (x0, y0), (x1, y1) = coil[0], coil[1]
            assert (x0 * y1 - y0 * x1) * s > 0  # clockwise on the card (y down) for s = 1
    left, right = spiral(0.0, 0.0, 30.0, -1), spiral(0.0, 0.0, 30.0, 1)
    assert [v for x, y in left for v in (-x, y)] == pytest.approx([v for p in right for v in p])
