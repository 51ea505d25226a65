"""The hint says why at the table (the coach's bubble), and suit words carry their signs."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ai.reasons import explain, sentences
from ui.app import App
from ui.scenes.table import TableScene
from ui.suitsigns import render_suited, sign
from ui.tools.harness import ai_session, make_app, run_until


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app((1280, 720), root=tmp_path, speed="instant")
    a.settings.language = "it"
    yield a
    pygame.display.quit()


def test_the_hint_key_gives_the_card_and_its_reasons(app: App) -> None:
    session = ai_session("classic-2", seed=5, humans=1)
    table = TableScene(app, session)
    app.reset(table)
    run_until(app, lambda a: table.human_to_act())
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    run_until(app, lambda a: bool(table.hint_why), 3000)
    obs = table.observation()
    assert table.hint_card in obs.legal
    # The words are the reasons for that card, from the seat's own view.
    codes = [r.code for r in explain(obs, table.hint_card, [(table.hint_card, 0.5)])]
    assert codes and table.hint_why.strip()
    rendered: set[str] = set()
    app.fonts.rendered = rendered
    table.draw(app.screen)
    app.fonts.rendered = None
    assert any(line and line in table.hint_why for line in rendered)
    # A move clears it.
    table.apply(table.hint_card)
    assert table.hint_why == ""


def test_sentences_are_in_the_players_language(app: App) -> None:
    session = ai_session("classic-2", seed=5, humans=1)
    obs = session.hand.observe(session.hand.to_act or 0)
    card = obs.legal[0]
    it = sentences(explain(obs, card, [(card, 0.6), (obs.legal[1], 0.4)]), app.t, False)
    app.settings.language = "en"
    en = sentences(explain(obs, card, [(card, 0.6), (obs.legal[1], 0.4)]), app.t, False)
    assert it != en and "{" not in it + en


def test_a_suit_word_gets_its_sign(app: App) -> None:
    plain = app.fonts.render("Briscola: Denari", 22, (255, 255, 255))
    signed = render_suited(app, "Briscola: Denari", 22, (255, 255, 255), False)
    assert signed.get_width() > plain.get_width() + 8
    none = render_suited(app, "Mano 1", 22, (255, 255, 255), False)
    assert none.get_size() == app.fonts.render("Mano 1", 22, (255, 255, 255)).get_size()
    for french in (False, True):
        for suit in range(4):
            img = sign(suit, french, 24)
            assert img.get_size() == (24, 24)
            # Drawn, not blank: the disc and the sign leave opaque pixels of several colours.
            colours = {tuple(img.get_at((x, y))) for x in range(0, 24, 3) for y in range(0, 24, 3)}
            assert len(colours) > 3
    # The trump chip at the table shows it.
    session = ai_session("classic-2", seed=5, humans=1)
    table = TableScene(app, session)
    app.reset(table)
    run_until(app, lambda a: table.visible_trump() is not None)
    rendered: set[str] = set()
    app.fonts.rendered = rendered
    table.draw(app.screen)
    app.fonts.rendered = None
    trump = table.visible_trump()
    assert trump is not None
    assert app.t("table.trump", suit=app.t(f"suit.it.{trump}")) in rendered
