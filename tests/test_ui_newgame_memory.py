"""New Game as a player meets it (issue 32, defect 9): it reopens on the table last played,
every option has a line of help, no rule-book section numbers, and the ‹ arrow stays put so
repeated clicks go back through the values."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.catalogue import VARIANTS
from ui.app import App
from ui.scenes.menu import MenuScene
from ui.scenes.newgame import NewGameScene
from ui.scenes.table import TableScene
from ui.tools.harness import click_at, make_app

from .test_ui_variants import choose, from_menu


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(root=tmp_path, speed="instant", language="it")


def open_new_game(app: App) -> NewGameScene:
    app.reset(MenuScene(app))
    from_menu(app, "menu.new")
    scene = app.top
    assert isinstance(scene, NewGameScene)
    app.step(1 / 60, [])
    return scene


def shown(app: App) -> set[str]:
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    return set(app.fonts.rendered)


def test_new_game_reopens_on_the_table_last_played(app: App, tmp_path: Path) -> None:
    scene = open_new_game(app)
    choose(app, scene.variant, "schembil")
    players = scene.setup.entry.players[-1]
    choose(app, scene.players, players)
    click_at(app, scene.start.rect.center)
    assert any(isinstance(s, TableScene) for s in app.stack)
    again = open_new_game(app)
    assert (again.setup.variant, again.setup.players) == ("schembil", players)
    assert again.variant.value() == again.setup.entry.name("it")
    # ... and after a restart (the settings file).
    fresh = make_app(root=tmp_path, speed="instant", language="it")
    assert (open_new_game(fresh).setup.variant, fresh.settings.last_players) == \
        ("schembil", players)


def test_every_option_has_help_and_no_section_numbers_are_shown(app: App) -> None:
    scene = open_new_game(app)
    for variant in VARIANTS:
        choose(app, scene.variant, variant.key)
        texts = shown(app)
        assert not any("§" in t for t in texts), [t for t in texts if "§" in t]
        for row in scene.options:
            app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=row.rect.center,
                                                 rel=(0, 0), buttons=(0, 0, 0))])
            help_text = row.tooltip() if row.tooltip is not None else ""
            assert help_text and not help_text.startswith("option."), row.label()
            assert help_text in shown(app), f"no help shown for {row.label()}"


def test_the_back_arrow_stays_put_and_repeated_clicks_go_back(app: App) -> None:
    scene = open_new_game(app)
    choose(app, scene.variant, "classic-4")
    row = next(r for r in scene.options if r.label() == "Comunicazione")
    values = [v for v, _ in row.options()]
    assert len(values) >= 3
    app.step(1 / 60, [])
    assert row.back_zone is not None
    where = row.back_zone.center
    start = values.index(row.get())
    for k in range(1, len(values) + 1):
        click_at(app, where)  # the same spot every time, as a player clicking ‹ again
        assert row.get() == values[(start - k) % len(values)]
        assert row.back_zone.collidepoint(where)
