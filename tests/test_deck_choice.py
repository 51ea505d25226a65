"""A player picks the Bergamasche deck in the settings and the table deals with it."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json
from pathlib import Path

import pygame

from game.cards import rank_of
from ui.app import App
from ui.paths import UserDirs
from ui.scenes.menu import MenuScene
from ui.scenes.settings import SettingsScene
from ui.scenes.table import TableScene
from ui.tools.harness import click, click_menu, make_app, run_until, top_is
from ui.widgets import Choice


def _settings(app: App) -> SettingsScene:
    """From the main menu to the settings, by a click."""
    scene = click_menu(app, "menu.settings")
    assert isinstance(scene, SettingsScene)
    return scene


def _choice(app: App, scene: SettingsScene, key: str) -> Choice:
    return next(w for w in scene.left if isinstance(w, Choice) and w.label() == app.t(key))


def test_bergamasche_is_chosen_in_the_settings_and_used_at_the_table(tmp_path: Path) -> None:
    app = make_app(root=tmp_path, language="en")
    app.push(MenuScene(app))
    menu = app.top
    assert isinstance(menu, MenuScene)
    scene = _settings(app)
    deck = _choice(app, scene, "settings.deck_style")
    seen = []
    for _ in range(4):  # click the right end: napoletane -> piacentine -> bergamasche -> ...
        app.step(1 / 60, click((deck.rect.right - 5, deck.rect.centery)))
        seen.append(app.settings.deck_style)
        if app.settings.deck_style == "bergamasche":
            break
    assert seen[-1] == "bergamasche", seen
    assert "Bergamasche" in deck.text()
    saved = json.loads(UserDirs.under(tmp_path).settings.read_text(encoding="utf-8"))
    assert saved["deck_style"] == "bergamasche"
    app.step(1 / 60, click(scene.back.rect.center))
    assert app.top is menu
    click_menu(app, "menu.quick")
    run_until(app, top_is(TableScene))
    table = app.top
    assert isinstance(table, TableScene) and table.style == "bergamasche"
    assert not table.french  # an Italian-suited deck: the regional Queen/Jack order stays off


def test_the_preview_keeps_the_italian_order_whatever_the_queen_jack_setting(
        tmp_path: Path) -> None:
    """Issue 32: Napoletane with "Centro-Sud" showed Fante +3, Cavallo +2; the game counts an
    Italian deck Re, Cavallo (+3), Fante (+2) whatever the setting (it swaps French cards only)."""
    app = make_app(root=tmp_path, language="it")
    menu = MenuScene(app)
    app.push(menu)
    scene = _settings(app)
    assert isinstance(scene, SettingsScene) and app.settings.deck_style == "napoletane"
    order = _choice(app, scene, "settings.queen_jack")
    for _ in range(3):
        if app.settings.queen_jack == "centro-sud":
            break
        app.step(1 / 60, click((order.rect.right - 5, order.rect.centery)))
    assert app.settings.queen_jack == "centro-sud"
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    shown = app.fonts.rendered
    names = [app.t(f"rank.it.{r}") for r in (1, 13, 12, 11)]
    assert [rank_of(c) for c in scene.preview_cards()] == [1, 3, 13, 12, 11]
    assert all(n in shown for n in names)
    assert app.t("handend.card_points", points=3) in shown  # the Cavallo's
    _, points = scene.preview_tables()[1]
    assert [points[c] for c in scene.preview_cards()] == [11, 10, 4, 3, 2]
    # French cards do swap: the Jack (Fante) then beats the Queen and is worth 3.
    deck = _choice(app, scene, "settings.deck_style")
    for _ in range(5):
        if app.settings.deck_style == "french":
            break
        app.step(1 / 60, click((deck.rect.right - 5, deck.rect.centery)))
    assert app.settings.deck_style == "french"
    assert [rank_of(c) for c in scene.preview_cards()] == [1, 3, 13, 11, 12]


def test_the_four_colour_french_deck_is_chosen_in_the_settings_and_dealt(tmp_path: Path
                                                                         ) -> None:
    app = make_app(root=tmp_path, language="it")
    app.push(MenuScene(app))
    menu = app.top
    assert isinstance(menu, MenuScene)
    scene = _settings(app)
    deck = _choice(app, scene, "settings.deck_style")
    seen = []
    for _ in range(8):  # click the right end until the four-colour deck comes round
        app.step(1 / 60, click((deck.rect.right - 5, deck.rect.centery)))
        seen.append(app.settings.deck_style)
        if app.settings.deck_style == "french4":
            break
    assert seen[-1] == "french4" and "french" in seen, seen
    assert "Francesi a quattro colori" in deck.text()
    saved = json.loads(UserDirs.under(tmp_path).settings.read_text(encoding="utf-8"))
    assert saved["deck_style"] == "french4"
    # The preview shows French point cards (the Queen/Jack order applies to them).
    assert len(scene.preview_cards()) == 5
    app.step(1 / 60, click(scene.back.rect.center))
    click_menu(app, "menu.quick")
    run_until(app, top_is(TableScene))
    table = app.top
    assert isinstance(table, TableScene)
    assert table.french and table.style == "french4"


def _has_colour(face: pygame.Surface, want: tuple[int, int, int]) -> bool:
    w, h = face.get_size()
    return any(sum(abs(a - b) for a, b in zip(face.get_at((x, y))[:3], want, strict=True)) < 40
               for y in range(0, h, 2) for x in range(0, w, 2))


def test_four_colour_suits_and_indices_take_their_own_colours() -> None:
    from ui.art.decks import play_style
    from ui.art.render import CardArt, suit_colour

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    plain, four = CardArt("french", 120), CardArt("french4", 120)
    blue, green = suit_colour("french4", 1), suit_colour("french4", 2)
    assert suit_colour("french", 1) == suit_colour("french4", 0) != blue
    assert suit_colour("french4", 3) == suit_colour("french", 2) != green
    assert _has_colour(four.face(1, 5), blue) and not _has_colour(plain.face(1, 5), blue)
    assert _has_colour(four.face(2, 12), green) and not _has_colour(plain.face(2, 12), green)
    same = pygame.image.tobytes(plain.face(0, 7), "RGB") == pygame.image.tobytes(
        four.face(0, 7), "RGB")
    assert same  # hearts (and spades) keep their colours
    # A French game draws the chosen French deck, or the standard one after an Italian choice.
    assert play_style("french4", "french") == "french4"
    assert play_style("piacentine", "french") == "french"
    assert play_style("piacentine", "italian") == "piacentine"
