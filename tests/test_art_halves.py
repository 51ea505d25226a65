"""Double-headed courts keep their half once (`svg.double_headed`) and the renderer lays its
raster down twice, turned: every such court is compared with nanosvg's one-pass picture, and a
half one pixel off, or mirrored instead of turned, is caught."""

from __future__ import annotations

import os
import re

os.environ["SDL_VIDEODRIVER"] = "dummy"

from collections.abc import Callable, Iterator

import pygame
import pytest

from ui.art import halves, render
from ui.art.decks import STYLES, DeckStyle
from ui.art.generate import all_files
from ui.art.halves import EDGE_SHARE, MAX_STEP, compare
from ui.art.render import RANKS, CardArt, draw, expanded, layers, on_grid
from ui.art.svgfile import read

HEIGHT = 100  # every court both ways stays cheap; `python -m ui.art halves` does 270 and 600
DOUBLE_HEADED: tuple[DeckStyle, ...] = ("piacentine", "bergamasche")


@pytest.fixture(scope="module", autouse=True)
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


def test_the_generator_writes_each_italian_double_headed_court_as_one_half() -> None:
    files = all_files()
    for style in STYLES:
        for suit in render.SUIT_NAMES[style]:
            for rank in RANKS[style]:
                text = files[f"cards/{style}/{suit}-{rank:02d}.svg"].encode()
                composed = style in DOUBLE_HEADED and rank > 10
                assert (layers(text) is not None) == composed, (style, suit, rank)
                if composed:  # the half is written once: no turned copy of it as a group
                    assert not re.search(rb'<g transform="matrix\(-1 0 0 -1 \d+ 1000\)">', text)


@pytest.mark.parametrize("style", DOUBLE_HEADED)
def test_every_composed_court_is_the_one_pass_picture(style: DeckStyle) -> None:
    diffs = compare(style, HEIGHT)
    assert len(diffs) == 12
    for d in diffs:
        assert d.exact_enough, d
        assert d.worst <= MAX_STEP and d.over_edge <= EDGE_SHARE * d.pixels


def _turned_wrong(how: str) -> Callable[[pygame.Surface], pygame.Surface]:
    def turn(half: pygame.Surface) -> pygame.Surface:
        if how == "mirrored":  # flipped top to bottom, not turned: left and right swap
            return pygame.transform.flip(half, False, True)
        out = pygame.Surface(half.get_size(), pygame.SRCALPHA)
        out.blit(pygame.transform.rotate(half, 180), (1, 0) if how == "x+1" else (0, 1))
        return out
    return turn


@pytest.mark.parametrize("how", ["mirrored", "x+1", "y+1"])
@pytest.mark.parametrize("style", DOUBLE_HEADED)
def test_a_half_off_by_a_pixel_or_mirrored_fails_the_comparison(
        style: DeckStyle, how: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render, "turned", _turned_wrong(how))
    art = CardArt(style, HEIGHT)
    for suit, rank in ((0, 11), (3, 13)):
        data = read(art.face_path(suit, rank))
        worst, _, _, over_edge = halves.difference(draw(expanded(data), art.size),
                                                    draw(data, art.size))
        assert worst > MAX_STEP and over_edge > EDGE_SHARE * art.size[0] * art.size[1], how


def test_expanded_is_the_old_file_and_on_grid_only_sizes_the_root() -> None:
    data = read(CardArt("piacentine", HEIGHT).face_path(2, 12))
    whole = expanded(data)
    assert b"<use" not in whole and whole.count(b'<g transform="matrix(-1 0 0 -1 540 1000)">') == 1
    assert len(whole) > 1.6 * len(data)  # the half was most of the file
    sized = on_grid(data, (54, 100))
    assert sized.startswith(b'<svg xmlns="http://www.w3.org/2000/svg" width="54" height="100" '
                            b'viewBox="0 0 540 1000">')
    assert sized.replace(b'width="54" height="100"', b'width="540" height="1000"', 1) == data


@pytest.mark.parametrize("bad", [
    b'<use href="#half" transform="matrix(1 0 0 1 0 0)"/>',  # not the turn
    b'<use href="#half" transform="matrix(-1 0 0 -1 540 1000)"/><use href="#x"/>',  # two
])
def test_a_use_we_do_not_compose_is_refused_not_dropped(bad: bytes) -> None:
    data = read(CardArt("piacentine", HEIGHT).face_path(0, 11))
    start = data.index(b"<use")
    broken = data[:start] + bad + data[data.index(b"/>", start) + 2:]
    with pytest.raises(ValueError):
        layers(broken)
