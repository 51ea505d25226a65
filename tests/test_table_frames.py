"""What keeps the table's frames short: the still layer, cards made ahead, saves off the frame."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from ui.app import App
from ui.art import render
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.table import draw
from ui.tools.harness import ai_session, make_app


@pytest.fixture
def rasters(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every SVG the art rasterises from now on."""
    seen: list[Path] = []
    real = render._rasterise

    def counting(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
        seen.append(path)
        return real(path, size)

    monkeypatch.setattr(render, "_rasterise", counting)
    return seen


def _fresh_draw(app: App, table: TableScene) -> bytes:
    """The table drawn with a new, empty still layer: what the frame must look like."""
    saved = draw._STILL
    draw._STILL = draw.StillLayer()
    try:
        surf = pygame.Surface(app.screen.get_size())
        table.draw(surf)
        return pygame.image.tobytes(surf, "RGB")
    finally:
        draw._STILL = saved


@pytest.mark.parametrize("variant", ["classic-4", "classic-2", "chiamata"])
def test_the_still_layer_always_shows_what_a_fresh_drawing_shows(variant: str) -> None:
    app = make_app((1024, 640), speed="fast")
    table = TableScene(app, ai_session(variant, seed=3))
    app.push(table)
    before = draw._STILL.redraws
    frames = compared = 0
    while app.top is table and frames < 3000:
        app.step(1 / 60, [])
        frames += 1
        if frames % 7 == 0:
            surf = pygame.Surface(app.screen.get_size())
            table.draw(surf)
            assert pygame.image.tobytes(surf, "RGB") == _fresh_draw(app, table), frames
            compared += 1
    assert compared > 20
    redraws = draw._STILL.redraws - before
    # Redrawn when something still changes (a card, a turn, a count), not every frame.
    assert 0 < redraws < frames / 4


def test_smaller_cards_are_made_from_the_big_ones_without_rasterising(
        rasters: list[Path]) -> None:
    app = make_app((1366, 768))
    table = TableScene(app, ai_session("classic-4", seed=4))
    made = len(rasters)
    again = table.images.scaled(table.images.height // 3)
    assert again.face(5).get_size() == again.size and again.back().get_size() == again.size
    assert len(rasters) == made
    for images in (table.mid, table.small, table.pile):
        assert images.height < table.images.height
        assert images.face(0).get_size() == images.size


def test_menu_frames_make_the_deck_ahead_so_the_table_starts_at_once(
        rasters: list[Path]) -> None:
    app = make_app((1152, 700))  # a size no other test uses: nothing cached yet
    app.push(MenuScene(app))
    for _ in range(45):
        app.step(1 / 60, [])
    faces = [p for p in rasters if "backs" not in p.parts]
    assert len(faces) == 40  # one card a frame, then nothing more
    rasters.clear()
    TableScene(app, ai_session("classic-4", seed=4))
    assert not [p for p in rasters if "backs" not in p.parts]


def test_the_autosave_after_a_trick_is_written_and_a_failure_is_told(tmp_path: Path) -> None:
    app = make_app(root=tmp_path, speed="instant")
    table = TableScene(app, ai_session("classic-2", seed=6))
    app.push(table)
    session = table.session
    while not session.hand.tricks:
        app.step(1 / 60, [])
    assert not table.saver.flush()
    assert app.dirs.savegame.exists()
    app.dirs.savegame.unlink()
    app.dirs.savegame.mkdir()  # a folder where the file should go: the next autosave fails
    tricks = len(session.hand.tricks)
    while len(session.hand.tricks) == tricks:
        app.step(1 / 60, [])
    for _ in range(600):  # the save is written off the frame; a later frame reports it ...
        if app.messages.toast:
            break
        app.step(1 / 60, [])
    assert app.messages.toast and "salvare" in app.messages.toast  # ... in the player's words


def test_a_failed_save_says_why_in_the_players_language(tmp_path: Path) -> None:
    from ui.problems import os_problem

    app = make_app(root=tmp_path)
    where = tmp_path / "savegame.json"
    words = {os_problem(app.t, OSError(e, os.strerror(e), str(where)))
             for e in (28, 13, 30, 21, 2)}  # full, denied, read-only, a folder, gone
    assert len(words) == 5 and all(str(where) in w for w in words)
    assert "il disco è pieno" in os_problem(app.t, OSError(28, "No space left", str(where)))
    app.settings.language = "en"
    assert os_problem(app.t, OSError(13, "Permission denied", "x")) == \
        "no permission to write to x"
