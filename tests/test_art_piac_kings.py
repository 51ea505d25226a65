"""The Piacentine Re and Fanti hold their attributes as printed: the Re di Spade's sword
upright in the hand brought across his breast, the Re di Coppe's fist on his sceptre, free
arms hanging to the line rather than boxed at the belt, the Fante di Spade's open cloak."""

from __future__ import annotations

import re

import pytest

from tests.art_helpers import svg_points
from ui.art import piac_body, piac_figure, piacentine
from ui.art.piac_fanti import cloak, studs
from ui.art.piac_figure import figure
from ui.art.piac_kings import broadsword, cross_badge, hanging_arm

MID = 500.0
TAIL = "l-4,12 4,3 4-3z"


def test_the_re_di_spade_wears_the_white_cross_on_red_and_ermine() -> None:
    card = piacentine.face("spade", 13)
    cross = re.compile(r'<path d="[^"]+" fill="#f4f2ee" stroke')  # a white cross, inked
    assert cross.search("".join(cross_badge(250.0, 328.0)))
    assert cross.search(card) and "url(#pAcf3a2c)" in card  # on a red shield
    assert card.count(TAIL) > 10  # the mantle's ermine lining
    assert "2f6b37" in card  # the green mantle
    assert not cross.search(piacentine.face("denari", 12))  # the Cavallo's star shield


def test_the_sword_stands_upright_from_the_fist() -> None:
    pts = svg_points("".join(broadsword(120.0, 350.0, 56.0)))
    top = min(pts, key=lambda p: p[1])
    assert abs(top[0] - 120.0) < 2 and top[1] < 60  # its point straight above the grip
    assert max(p[1] for p in pts) < 410  # the pommel just under the fist


def test_free_arms_hang_to_the_line() -> None:
    pts = svg_points("".join(hanging_arm(270.0, -1, 1, 120.0, 264.0, MID, "#3d6cb3")))
    assert max(p[1] for p in pts) >= MID  # it runs on past the line
    assert all(p[0] < 270.0 for p in pts)  # on its own side of the body


def test_the_re_keep_no_hand_boxed_at_the_belt(monkeypatch: pytest.MonkeyPatch) -> None:
    """No Re lays a flat hand on his belt: each hand grips something (a fist) or hangs past
    the line; the Fanti still rest theirs on belt, hip and chest."""
    laid: list[tuple[float, float]] = []

    def counting(x: float, y: float, r: float, rot: float, skin: str) -> list[str]:
        laid.append((x, y))
        return piac_body.palm(x, y, r, rot, skin)

    monkeypatch.setattr(piac_figure, "palm", counting)
    for suit in ("coppe", "denari", "bastoni", "spade"):
        figure(suit, 13)
        assert laid == [], suit
    figure("bastoni", 11)  # both hands on his hips
    assert len(laid) == 2


def test_the_cloak_falls_open_to_the_line() -> None:
    pts = svg_points("".join(cloak(270.0, -1, "#cf3a2c", 116.0, 264.0, MID)))
    assert max(p[1] for p in pts) >= MID
    low = [p for p in pts if 440 < p[1] < 490]
    # open down the middle: nothing of the cloak within the doublet's front
    assert not [p for p in low if abs(p[0] - 270.0) < 60]
    assert min(p[0] for p in low) < 100 and max(p[0] for p in low) > 440


def test_studs_keep_off_the_embroidered_front() -> None:
    svg = "".join(studs(270.0, 1, 116.0, 264.0, 420.0))
    xs = [float(x) + 3 for x in re.findall(r"M(-?\d+),", svg)]
    assert len(xs) > 10
    assert not [x for x in xs if abs(x - 290.0) < 44]
    assert all(270.0 - 0.76 * 116.0 < x < 270.0 + 0.66 * 116.0 + 6 for x in xs)  # on him
