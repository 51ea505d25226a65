"""The frozen builds' gzipped card SVGs (ui/art/svgfile.py): same pixels, bad files refused."""

from __future__ import annotations

import gzip
import logging
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from ui.art import svgfile
from ui.art.decks import STYLES, DeckStyle
from ui.art.render import BACKS, CardArt, assets_dir


@pytest.fixture(scope="module", autouse=True)
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


@pytest.fixture(scope="module")
def packed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return svgfile.pack_cards(assets_dir(), tmp_path_factory.mktemp("packed") / "assets")


def _pixels(art: CardArt) -> list[bytes]:
    images = [*art.all_faces(), *(art.back(b) for b in range(len(BACKS[art.style])))]
    return [pygame.image.tobytes(image, "RGBA") for image in images]


def test_packing_replaces_every_card_svg_and_keeps_the_rest(packed: Path) -> None:
    source = assets_dir()
    cards = sorted(p.relative_to(source) for p in (source / "cards").rglob("*.svg"))
    assert len(cards) > 150
    assert not list((packed / "cards").rglob("*.svg"))
    for rel in cards:
        text = gzip.decompress((packed / rel.with_suffix(".svgz")).read_bytes())
        assert text == (source / rel).read_bytes(), rel
    others = sorted(p.relative_to(source) for p in source.rglob("*")
                    if p.is_file() and "cards" not in p.parts)
    assert others and all((packed / rel).read_bytes() == (source / rel).read_bytes()
                          for rel in others)


def test_packing_is_reproducible(packed: Path, tmp_path: Path) -> None:
    again = svgfile.pack_cards(assets_dir(), tmp_path / "assets")
    for path in (packed / "cards").rglob("*.svgz"):
        assert (again / path.relative_to(packed)).read_bytes() == path.read_bytes()


@pytest.mark.parametrize("style", STYLES)
def test_packed_cards_draw_the_same_pixels(style: DeckStyle, packed: Path,
                                           caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    plain = _pixels(CardArt(style, 150))
    assert _pixels(CardArt(style, 150, assets_dir=packed)) == plain
    assert not caplog.records, "a packed card fell back to a plain card"


@pytest.mark.parametrize("data", [
    b"not gzip at all",
    svgfile.pack(b"<svg/>")[:-6],                      # truncated
    svgfile.pack(b"<svg/>") + b"junk",                  # bytes after the end
    svgfile.pack(b" " * (svgfile.MAX_BYTES + 1)),       # inflates past the limit
])
def test_bad_packed_file_draws_a_fallback(data: bytes, tmp_path: Path,
                                          caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    with pytest.raises(ValueError):
        svgfile.unpack(data)
    target = tmp_path / "cards" / "french"
    target.mkdir(parents=True)
    (target / "hearts-05.svgz").write_bytes(data)
    face = CardArt("french", 90, assets_dir=tmp_path).face(0, 5)
    assert face.get_size() == (round(90 * 0.71), 90)
    assert any("hearts-05" in r.getMessage() for r in caplog.records)


def test_plain_file_wins_and_missing_both_is_an_error(tmp_path: Path) -> None:
    svg = tmp_path / "a.svg"
    with pytest.raises(FileNotFoundError):
        svgfile.read(svg)
    svg.with_suffix(".svgz").write_bytes(svgfile.pack(b"packed"))
    assert svgfile.read(svg) == b"packed"
    svg.write_bytes(b"plain")
    assert svgfile.read(svg) == b"plain"
