"""Card art: every face renders at every size, faces differ, the generator is reproducible."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ROOT = str(Path(__file__).resolve().parents[1])
if ROOT not in sys.path:  # plain `pytest` (not `python -m pytest`) does not put the repo root first
    sys.path.insert(0, ROOT)

import pygame  # noqa: E402

from ui.art.decks import DECKS, STYLES, DeckStyle  # noqa: E402
from ui.art.generate import all_files, write_all  # noqa: E402
from ui.art.render import (  # noqa: E402
    ASPECT,
    BACKS,
    RANKS,
    CardArt,
    assets_dir,
    card_art,
    label,
    layers,
    table_surface,
)

ITALIAN = tuple(name for name, deck in DECKS.items() if deck.family == "italian")


@pytest.fixture(scope="module", autouse=True)
def display() -> Iterator[None]:
    """A hidden 1×1 window so convert_alpha() works as it does in the game."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    yield


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("height", [90, 180, 360])
def test_every_card_renders_at_the_right_aspect(style: DeckStyle, height: int,
                                                caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    art = CardArt(style, height)
    expected = (round(height * ASPECT[style]), height)
    faces = art.all_faces()
    assert len(faces) == 4 * len(RANKS[style])
    assert all(face.get_size() == expected for face in faces)
    for variant in range(len(BACKS[style])):
        assert art.back(variant).get_size() == expected
    assert not caplog.records, "an asset fell back to a plain card"


@pytest.mark.parametrize("style", STYLES)
def test_no_two_faces_alike(style: DeckStyle) -> None:
    faces = CardArt(style, 90).all_faces()
    assert len({_bytes(face) for face in faces}) == len(faces)


@pytest.mark.parametrize("style", STYLES)
def test_corners_are_transparent_and_centre_opaque(style: DeckStyle) -> None:
    face = CardArt(style, 180).face(1, 2)
    w, h = face.get_size()
    assert face.get_at((0, 0)).a == 0
    assert face.get_at((w // 2, h // 2)).a == 255


def test_regenerating_reproduces_committed_files(tmp_path: Path) -> None:
    write_all(tmp_path)
    generated = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.svg"))
    committed = sorted(p.relative_to(assets_dir()) for p in assets_dir().rglob("*.svg"))
    assert generated == committed
    for rel in generated:
        assert (tmp_path / rel).read_bytes() == (assets_dir() / rel).read_bytes(), rel


def test_generator_is_deterministic_and_small() -> None:
    first, second = all_files(), all_files()
    assert first == second
    others = sum(len(text.encode()) for name, text in first.items()
                 if not name.startswith(tuple(f"cards/{s}/" for s in STYLES)))
    assert others < 200_000  # backs, felt, icon; each deck keeps to its entry's `budget`
    for text in first.values():
        for banned in ("<text", "<filter", "<mask", "clipPath", "<pattern"):
            assert banned not in text
        if "<use" in text:  # only the turned half of a double-headed court, which we compose
            assert text.count("<use") == 1 and layers(text.encode()) is not None


def test_file_names_follow_the_engine_ids() -> None:
    names = set(all_files())
    assert "cards/napoletane/coppe-01.svg" in names
    assert "cards/napoletane/spade-13.svg" in names
    assert "cards/piacentine/denari-07.svg" in names
    assert "cards/french/hearts-01.svg" in names
    assert "cards/french/spades-10.svg" in names
    assert "cards/napoletane/coppe-08.svg" not in names
    assert {f"cards/backs/{b}.svg" for s in STYLES for b in BACKS[s]} <= names
    assert "table/felt.svg" in names and "icon/icon.svg" in names


def test_index_overlay_changes_the_image() -> None:
    plain = CardArt("napoletane", 180).face(0, 3)
    indexed = CardArt("napoletane", 180, index_overlay=True).face(0, 3)
    assert plain.get_size() == indexed.get_size()
    assert _bytes(plain) != _bytes(indexed)


def test_index_letters_follow_the_language() -> None:
    assert [label("french", r, "it") for r in (1, 11, 12, 13)] == ["A", "F", "D", "R"]
    assert [label("french", r, "en") for r in (1, 11, 12, 13)] == ["A", "J", "Q", "K"]
    assert label("napoletane", 13, "it") == "R"
    assert label("piacentine", 5, "en") == "5"
    queen_it = CardArt("french", 180, language="it").face(0, 12)
    queen_en = CardArt("french", 180, language="en").face(0, 12)
    assert _bytes(queen_it) != _bytes(queen_en)


def test_missing_file_draws_a_fallback_and_warns_once(tmp_path: Path,
                                                      caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    art = CardArt("napoletane", 90, assets_dir=tmp_path)
    face = art.face(2, 13)
    assert face.get_size() == art.size
    assert CardArt("napoletane", 90, assets_dir=tmp_path).face(2, 13).get_size() == art.size
    assert len([r for r in caplog.records if "bastoni-13" in r.getMessage()]) == 1
    assert art.back(1).get_size() == art.size


def test_broken_file_draws_a_fallback(tmp_path: Path) -> None:
    target = tmp_path / "cards" / "french"
    target.mkdir(parents=True)
    (target / "hearts-05.svg").write_text("this is not an svg")
    face = CardArt("french", 90, assets_dir=tmp_path).face(0, 5)
    assert face.get_size() == (round(90 * 0.71), 90)


def test_unknown_card_is_an_error() -> None:
    with pytest.raises(ValueError):
        CardArt("napoletane", 90).face(0, 9)


def test_module_cache_and_table() -> None:
    assert card_art("piacentine", 120) is card_art("piacentine", 120)
    assert card_art("piacentine", 120) is not card_art("piacentine", 121)
    table = table_surface((640, 360))
    assert table.get_size() == (640, 360)
    assert table_surface((640, 360)) is table
    r, g, b, _ = table.get_at((320, 180))
    assert g > r and g > b


def test_icon_png_is_square_256() -> None:
    icon = pygame.image.load(str(assets_dir() / "icon" / "icon.png"))
    assert icon.get_size() == (256, 256)


def test_registry_is_the_one_list_of_decks() -> None:
    from typing import get_args

    from ui import settings
    from ui.art.common import WIDTH

    assert get_args(DeckStyle) == STYLES
    assert "bergamasche" in STYLES and settings.DECK_STYLES == STYLES
    assert set(ASPECT) == set(RANKS) == set(BACKS) == set(WIDTH) == set(STYLES)
    folders = {name.split("/")[1] for name in all_files() if name.startswith("cards/")}
    assert folders - {"backs"} == set(STYLES)


def test_bergamasche_has_all_forty_cards() -> None:
    names = [n for n in all_files() if n.startswith("cards/bergamasche/")]
    assert len(names) == 40
    assert "cards/bergamasche/spade-13.svg" in names and "cards/bergamasche/coppe-01.svg" in names
    art = CardArt("bergamasche", 180)
    assert art.size == (round(180 * 0.53), 180)


def _differing(a: pygame.Surface, b: pygame.Surface) -> float:
    """Fraction of pixels whose colour differs clearly between two faces."""
    pa, pb = _bytes(a), _bytes(b)
    diff = sum(1 for i in range(0, len(pa), 4)
               if sum(abs(pa[i + k] - pb[i + k]) for k in range(3)) > 60)
    return diff / (len(pa) // 4)


@pytest.mark.parametrize("style", ITALIAN)
@pytest.mark.parametrize("rank", [11, 12, 13])
def test_courts_differ_by_suit_beyond_the_sign(style: DeckStyle, rank: int) -> None:
    """Each suit's Fante, Cavallo and Re is its own figure, not one figure recoloured a little."""
    art = CardArt(style, 60)
    faces = [art.face(suit, rank) for suit in range(4)]
    for i in range(4):
        for j in range(i + 1, 4):
            assert _differing(faces[i], faces[j]) > 0.08, (style, rank, i, j)


def test_bergamasche_generation_is_deterministic(tmp_path: Path) -> None:
    first = {k: v for k, v in all_files().items() if "bergamasche" in k}
    assert first == {k: v for k, v in all_files().items() if "bergamasche" in k}
    write_all(tmp_path)
    for rel, text in first.items():
        assert (tmp_path / rel).read_bytes() == text.encode("utf-8")
        assert (assets_dir() / rel).read_bytes() == text.encode("utf-8"), rel
