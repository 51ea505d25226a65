"""The rules show the order and values of the cards with the cards of the player's deck
(issue 32), opened from the menu as a player would."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from game.cards import rank_of
from ui.art.decks import deck
from ui.ladder import ladder
from ui.scenes.menu import MenuScene
from ui.scenes.rules import RulesScene
from ui.tools.harness import click_menu, make_app


def _open_rules(style: str, queen_jack: str = "nord") -> tuple[RulesScene, set[str]]:
    app = make_app((1024, 640), language="it")
    app.settings.deck_style = style
    app.settings.queen_jack = queen_jack
    menu = MenuScene(app)
    app.push(menu)
    scene = click_menu(app, "menu.rules")
    assert isinstance(scene, RulesScene)
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    assert app.fonts.rendered is not None
    return scene, app.fonts.rendered


def test_the_rules_show_the_cards_strongest_first_with_their_points() -> None:
    scene, shown = _open_rules("piacentine")
    app = scene.app
    assert app.t("rules.ladder", deck=deck("piacentine").label("it")) in shown
    cards = ladder(app.settings)
    assert [rank_of(c) for c, _ in cards] == [1, 3, 13, 12, 11, 7, 6, 5, 4, 2]
    assert [p for _, p in cards] == [11, 10, 4, 3, 2, 0, 0, 0, 0, 0]
    assert {"+11", "+10", "+4", "+3", "+2", "Asso", "Re", "Cavallo", "Fante"} <= shown
    # the pictures are drawn: card paper where each of the ten lies along the dark band
    band = scene.ladder_box()
    screen = app.screen
    pitch = (band.w - app.layout.px(32)) / 10
    for i in range(10):
        cx = round(band.x + app.layout.px(16) + pitch * (i + 0.5))
        half = int(pitch * 0.4)  # anywhere on the card: a court's figure may fill the middle
        assert any(min(screen.get_at((cx + dx, y))[:3]) > 200
                   for dx in range(-half, half + 1, 3)
                   for y in range(band.centery - 40, band.centery + 40, 4)), i
    assert not any(min(screen.get_at((band.right - 4, y))[:3]) > 200
                   for y in range(band.centery - 20, band.centery + 20, 4))  # the panel


def test_french_cards_follow_the_queen_jack_setting_and_italian_ones_do_not() -> None:
    scene, shown = _open_rules("french", "centro-sud")
    assert [rank_of(c) for c, _ in ladder(scene.app.settings)][:5] == [1, 3, 13, 11, 12]
    assert "Donna" in shown
    scene, _ = _open_rules("napoletane", "centro-sud")
    assert [rank_of(c) for c, _ in ladder(scene.app.settings)][:5] == [1, 3, 13, 12, 11]


def test_the_other_pages_have_no_card_band() -> None:
    scene, _ = _open_rules("napoletane")
    app = scene.app
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode="")])
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    assert app.t("rules.ladder", deck=deck("napoletane").label("it")) not in app.fonts.rendered
