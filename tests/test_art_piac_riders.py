"""The Piacentine Fanti and Cavalli dressed and armed as printed: the Fante di Coppe's green
jerkin and starred bandolier, the coins lifted beside the head, the Cavallo di Spade's broad
blade raised by his shoulder, the great plumed caps."""

from __future__ import annotations

import io
import re

import pygame

from tests.art_helpers import svg_points
from ui.art import piac_figure, piacentine
from ui.art.piac_fanti import bandolier, jerkin
from ui.art.piac_hats import cap
from ui.art.piac_riders import CAPS, capelet, raised_blade
from ui.art.svg import Point

GREEN, RED = "#2f6b37", "#cf3a2c"


def test_the_fante_di_coppe_wears_a_green_jerkin_over_the_trunk() -> None:
    fronts = jerkin(270.0, 1, 116.0, 264.0, GREEN)
    greens = [s for s in fronts if f"{GREEN.lstrip('#')})" in s]
    assert len(greens) == 2  # one front each side
    for front, side in zip(greens, (-1, 1), strict=True):
        xs = [x for x, _y in svg_points(front)]
        assert max(xs) - min(xs) > 60  # broad over the trunk, not a strip
        assert all((x - 270.0) * side > 0 for x in xs)  # on its own side of the middle
    # rasterised, his trunk reads green: nearly as much green as red between the shoulders
    # and the belt (the red sleeves and doublet showing round the jerkin)
    surf = pygame.image.load(io.BytesIO(piacentine.face("coppe", 11).encode()), "c.svg")
    w, h = surf.get_size()
    green = red = 0
    for y in range(int(h * 0.27), int(h * 0.45), 2):
        for x in range(int(w * 0.25), int(w * 0.75), 2):
            c = surf.get_at((x, y))
            green += int(c.g > c.r + 10 and c.g > c.b)
            red += int(c.r > c.g + 60 and c.r > c.b + 60)
    assert green > 0.7 * red


def test_the_bandolier_is_gold_with_black_stars() -> None:
    band = "".join(bandolier((200.0, 262.0), (370.0, 474.0)))
    assert 'fill="url(#pVefc63a)"' in band
    assert band.count('fill="#1c1712"') >= 3 * 4 + 3  # stars and saltires of black leaves


def _sign_at(svg: str, scale_min: float) -> list[Point]:
    """Where signs drawn at least `scale_min` times their size are placed (the group's
    translation), for finding the coin in a figure."""
    out = []
    for a, _b, _c, _d, e, f in re.findall(
            r'matrix\((\S+) (\S+) (\S+) (\S+) (\S+) (\S+)\)', svg):
        if abs(float(a)) >= scale_min:
            out.append((float(e), float(f)))
    return out


def test_the_coins_are_lifted_beside_the_head() -> None:
    for rank in (11, 12):
        body = "".join(piac_figure.figure("denari", rank))
        coins = [p for p in _sign_at(body, 1.1) if p[0] < 200]
        assert coins, rank
        assert min(y for _x, y in coins) < 200  # at the head's height, not at the chest


def test_the_spade_rider_raises_a_broad_blade_leaning_out() -> None:
    blade = raised_blade(450.0, 304.0, 14.0)
    found = re.search(r"matrix\(([^)]+)\)", blade)
    assert found
    b = float(found.group(1).split()[1])
    assert b > 0.2  # turned clockwise: the point leans out to the right
    pts = svg_points(blade)
    tip = min(pts, key=lambda p: p[1])
    assert tip[1] < -200  # (in the blade's own frame) far above the grip
    assert max(abs(x) for x, y in pts if y < -100) >= 17  # broad, not a rod
    rider = "".join(piac_figure.figure("spade", 12))
    assert "matrix(0.9703 0.2419 -0.2419 0.9703 " in rider  # his, raised and leaning out


def test_great_caps_spread_wider_than_the_plain_one() -> None:
    def span(svg: list[str]) -> float:
        xs = [x for x, _y in svg_points("".join(svg))]
        return max(xs) - min(xs)

    plain = cap(270.0, 184.0, 70.0, 1, RED, "#efc63a", ("#efc63a", "#3d6cb3"))
    for key, style in CAPS.items():
        great = cap(270.0, 184.0, 70.0, 1, RED, "#efc63a", ("#efc63a", "#3d6cb3"),
                    big=style.big, roll=style.roll, scale=style.scale, tuft=style.tuft,
                    fore=style.fore, flat=style.flat, wide=style.wide)
        assert span(great) > span(plain) * 1.1, key


def test_the_checked_cape_stays_on_the_shoulders() -> None:
    pts = svg_points("".join(capelet(320.0, 96.0, 264.0)))
    assert max(y for _x, y in pts) < 264.0 + 120  # above the waist
    assert min(x for x, _y in pts) > 320.0 - 96.0 - 40
