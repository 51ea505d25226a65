"""Type and colour: the shipped faces cover every string we show; text stands out (4.5:1)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json
from collections.abc import Iterator

import pygame
import pygame.freetype
import pytest

from ui.paths import assets_dir
from ui.theme import PAIRS, TEXT_SCALE, TYPE, WEIGHTS, contrast, font_file, over
from ui.tools.harness import make_app


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def _catalogue_text() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for lang in ("it", "en"):
        data = json.loads((assets_dir() / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
        out[lang] = set(_strings(data))
    return out


# Letters a player may type into a name (Italian, Croatian Briškula names, Latin-1, ...).
NAME_LETTERS = "".join(chr(c) for c in range(0x20, 0x7F)) + "".join(
    chr(c) for c in range(0xC0, 0x17F) if chr(c).isalpha())


@pytest.mark.parametrize("weight", WEIGHTS)
def test_every_catalogue_string_has_every_glyph(weight: str) -> None:
    pygame.freetype.init()
    face = pygame.freetype.Font(str(font_file(weight)), 20)
    texts = _catalogue_text()
    assert all(len(v) > 100 for v in texts.values())
    missing: dict[str, str] = {}
    for lang, strings in texts.items():
        for text in strings:
            metrics = face.get_metrics(text)
            gone = {ch for ch, m in zip(text, metrics, strict=True) if m is None and ch.strip()}
            if gone:
                missing[f"{lang}: {text}"] = "".join(sorted(gone))
    assert not missing, missing
    letters = face.get_metrics(NAME_LETTERS)
    assert [c for c, m in zip(NAME_LETTERS, letters, strict=True) if m is None] == []


def test_a_glyph_the_faces_lack_is_caught() -> None:
    """The check above can fail: a character outside the subset reads as missing."""
    pygame.freetype.init()
    face = pygame.freetype.Font(str(font_file("regular")), 20)
    assert face.get_metrics("a\u4e2d")[1] is None


def test_the_app_renders_with_the_shipped_faces_at_every_text_size() -> None:
    app = make_app((1280, 720))
    widths = {}
    for size in TEXT_SCALE:
        app.settings.text_size = size
        img = app.fonts.render("Briscola: Denari", TYPE["body"], (0, 0, 0))
        widths[size] = img.get_width()
    assert widths["small"] < widths["medium"] < widths["large"]
    bold = app.fonts.render("Briscola", TYPE["heading"], (0, 0, 0), bold=True)
    semi = app.fonts.render("Briscola", TYPE["heading"], (0, 0, 0), weight="semibold")
    regular = app.fonts.render("Briscola", TYPE["heading"], (0, 0, 0))
    assert regular.get_width() < semi.get_width() < bold.get_width()  # real faces, not faked


def test_contrast_helper_matches_known_ratios() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert over((0, 0, 0, 255), (200, 10, 10)) == (0, 0, 0)
    assert over((0, 0, 0, 0), (200, 10, 10)) == (200, 10, 10)


@pytest.mark.parametrize(("name", "fg", "bg"), PAIRS, ids=[p[0] for p in PAIRS])
def test_theme_text_pairs_reach_4_5_to_1(name: str, fg: tuple[int, int, int],
                                         bg: tuple[int, int, int]) -> None:
    assert contrast(fg, bg) >= 4.5, name
