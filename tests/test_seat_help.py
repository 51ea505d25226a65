"""Help for one seat at a time: chosen on New Game's seats, on for that person and off for the
others at one screen, shown on the hand-off, kept in the save, and never at a tournament."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.match import MatchFormat
from game.record import RecordError
from game.rules import Rules, preset
from ui.app import App
from ui.scenes.handoff import HandoffScene
from ui.scenes.newgame import NewGameScene
from ui.scenes.table import TableScene
from ui.session import HELPS, GameSession, SeatConfig
from ui.tools.harness import click, click_at, make_app, run_until, top_is
from ui.tournament.at_table import TournamentTableScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app((1280, 720), root=tmp_path, speed="instant")
    a.settings.language = "it"
    yield a
    pygame.display.quit()


def _ready(app: App) -> TableScene:
    """Through the hand-off to the table of the person it names."""
    run_until(app, lambda a: isinstance(a.top, HandoffScene)
              or (isinstance(a.top, TableScene) and a.top.human_to_act()))
    if isinstance(app.top, HandoffScene):
        app.top.armed = 0
        app.step(1 / 60, click((5, 5)))
    run_until(app, lambda a: isinstance(a.top, TableScene) and a.top.human_to_act())
    table = app.top
    assert isinstance(table, TableScene)
    return table


def test_new_game_gives_one_seat_every_help_and_the_table_keeps_it_to_that_seat(
        app: App) -> None:
    scene = NewGameScene(app)
    app.push(scene)
    app.step(1 / 60, [])
    # Seat 1 (the player) becomes "a person with help", seat 2 a person without.
    kind0, kind1 = scene.kinds[0], scene.kinds[1]
    click_at(app, (kind0.rect.right - 5, kind0.rect.centery))
    assert kind0.value() == app.t("kind.helped")
    while kind1.value() != app.t("kind.human"):
        click_at(app, (kind1.rect.x + 5, kind1.rect.centery))  # backwards, to "Persona"
    assert scene.setup.seats[0].help == HELPS and scene.setup.seats[1].help == ()
    # Its rows: the list of cards played switched off, the other three kept.
    app.step(1 / 60, [])
    played = scene.help_rows[HELPS.index("played")]
    assert played.rect.x > 0 and played.value() == app.t("common.yes")
    click_at(app, played.rect.center)
    assert scene.setup.seats[0].help == ("hints", "index", "confirm")
    click_at(app, scene.start.rect.center)
    table = _ready(app)
    session = table.session
    assert session.seats[0].help == ("hints", "index", "confirm") and session.hot_seat
    helped = session.viewer == 0
    assert table.help_on("hints") == helped and table.hud.hint.enabled == helped
    assert table.images_index == helped
    assert table.help_words(0) and not table.help_words(1)
    if not helped:  # play the other person's card to reach the helped seat
        legal = session.hand.legal_actions()
        card = next(c for c in table.view.hands[session.viewer] if c in legal)
        table.apply(card)
        run_until(app, top_is(HandoffScene))
        handoff = app.top
        assert isinstance(handoff, HandoffScene) and handoff.help == table.help_words(0)
        table = _ready(app)
    assert session.viewer == 0 and table.images_index and table.help_on("hints")
    assert not table.help_on("played")  # switched off on New Game
    assert len(table.played_lines()) == 4  # what the list would show: one line per suit
    # Confirm before playing: the first click lifts the card, the second plays it.
    legal = session.hand.legal_actions()
    i = next(i for i, c in enumerate(table.view.hands[0]) if c in legal)
    card = table.view.hands[0][i]
    app.step(1 / 60, click(table.hand_rects()[i].center))
    assert card in session.hand.hands[0] and table.selected == i
    app.step(1 / 60, click(table.hand_rects()[i].center))
    assert card not in session.hand.hands[0]
    # The other person has none of it.
    assert not table.help_on("hints", 1) and not table.help_on("confirm", 1)


def test_without_seat_help_the_settings_decide_as_before(app: App) -> None:
    seats = [SeatConfig("Maria", True), SeatConfig("Luca", False)]
    table = TableScene(app, GameSession(_rules(), _fmt(), seats, seed=3))
    app.settings.hints, app.settings.beginner_index = True, False
    assert table.help_on("hints") and not table.help_on("index")
    assert not table.help_on("played") and not table.help_on("confirm")
    app.settings.hints = False
    assert not table.help_on("hints")


def test_a_tournament_table_allows_no_help(app: App) -> None:
    seats = [SeatConfig("Maria", True, "normale", HELPS), SeatConfig("Luca", False)]
    table = TableScene(app, GameSession(_rules(), _fmt(), seats, seed=3))
    assert table.help_on("hints") and table.help_on("played")
    rendered: set[str] = set()
    app.fonts.rendered = rendered
    table.draw_played(app.screen)  # the list of cards played, for this seat
    app.fonts.rendered = None
    assert app.t("help.played_title") in rendered
    app.settings.hints = True
    table.help_allowed = TournamentTableScene.help_allowed
    assert not any(table.help_on(k) for k in HELPS)


def test_seat_help_survives_the_save_and_bad_help_is_refused(tmp_path: Path) -> None:
    seats = [SeatConfig("Maria", True, "normale", ("hints", "confirm")),
             SeatConfig("Luca", False)]
    session = GameSession(_rules(), _fmt(), seats, seed=3)
    path = tmp_path / "save.json"
    session.save(path)
    again = GameSession.load(path)
    assert again.seats[0].help == ("hints", "confirm") and again.seats[1].help == ()
    with pytest.raises(RecordError, match="help"):
        SeatConfig.from_dict({"name": "x", "human": True, "help": ["peek"]})


def _rules() -> Rules:
    return preset("classic-2")


def _fmt() -> MatchFormat:
    return MatchFormat.single()
