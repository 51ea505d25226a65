"""The game's scenes driven by synthetic mouse and key events, headless."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json
import time
from pathlib import Path

import pygame
import pytest

from ui.app import App
from ui.paths import UserDirs
from ui.scene import Scene
from ui.scenes.handend import HandEndScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.menu import MenuScene
from ui.scenes.pause import PauseScene
from ui.scenes.settings import SettingsScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session, make_app, run_until, top_is


def key(k: int, text: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(root=tmp_path)


def play_by_clicks(app: App, table: TableScene, max_frames: int = 5000) -> int:
    """Click the first legal card whenever the human may play; returns the clicks made."""
    clicks = 0
    for _ in range(max_frames):
        if isinstance(app.top, HandEndScene):
            return clicks
        events: list[pygame.event.Event] = []
        if app.top is table and table.human_to_act():
            legal = table.session.hand.legal_actions()
            hand = table.view.hands[table.session.viewer]
            i = next(i for i, c in enumerate(hand) if c in legal)
            events = click(table.hand_rects()[i].center)
            clicks += 1
        elif isinstance(app.top, HandoffScene):
            app.top.armed = 0
            events = click((5, 5))
        app.step(1 / 60, events)
    raise AssertionError("the hand did not end")


def test_full_hand_played_by_clicks(app: App) -> None:
    session = ai_session("classic-2", seed=4, humans=1)
    table = TableScene(app, session)
    app.push(table)
    clicks = play_by_clicks(app, table)
    assert session.hand.is_over
    human_plays = sum(1 for t in session.hand.tricks for s, _ in t.plays if s == 0)
    assert human_plays == 20 and clicks == 20  # every card of seat 0 went down by a click
    assert isinstance(app.top, HandEndScene)


def test_drag_up_plays_and_short_drag_back_does_not(app: App) -> None:
    session = ai_session("classic-2", seed=9, humans=1)
    table = TableScene(app, session)
    app.push(table)
    run_until(app, lambda a: table.human_to_act())
    r = table.hand_rects()[0]
    start = r.center
    sideways = (start[0] + 40, start[1])
    moves = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
             pygame.event.Event(pygame.MOUSEMOTION, pos=sideways, rel=(40, 0), buttons=(1, 0, 0)),
             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=sideways, button=1)]
    app.step(1 / 60, moves)
    assert session.hand.actions == []
    up = (start[0], start[1] - table.geo.card_h)
    moves = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
             pygame.event.Event(pygame.MOUSEMOTION, pos=up, rel=(0, -100), buttons=(1, 0, 0)),
             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up, button=1)]
    card = table.view.hands[0][0]
    app.step(1 / 60, moves)
    assert session.hand.actions[:1] == [card]


def test_keyboard_plays_a_card(app: App) -> None:
    session = ai_session("classic-2", seed=8, humans=1)
    table = TableScene(app, session)
    app.push(table)
    run_until(app, lambda a: table.human_to_act())
    before = len(session.hand.actions)
    app.step(1 / 60, [key(pygame.K_RIGHT), key(pygame.K_RETURN)])
    assert len(session.hand.actions) == before + 1


def test_input_waits_while_the_table_animates(tmp_path: Path) -> None:
    app = make_app(root=tmp_path, speed="slow")
    session = ai_session("classic-2", seed=8, humans=1)
    table = TableScene(app, session)
    app.push(table)
    app.step(1 / 60, [])
    assert table.animator.busy  # the deal is running
    app.step(1 / 60, [key(pygame.K_1, "1")])
    assert session.hand.actions == []


def test_unplayable_card_is_refused_with_reason(app: App) -> None:
    from game.rules import preset
    from ui.session import GameSession, SeatConfig

    rules = preset("briscolone", must_follow=True)
    seats = [SeatConfig("Maria", True), SeatConfig("Luca", False)]
    session = GameSession(rules, ai_session("classic-2").format, seats, 3)
    table = TableScene(app, session)
    app.push(table)
    for _ in range(5000):
        app.step(1 / 60, [])
        if not table.human_to_act():
            continue
        hand = table.view.hands[0]
        bad = [c for c in hand if table.is_unplayable(c)]
        if not bad:
            legal = session.hand.legal_actions()
            app.step(1 / 60, click(table.hand_rects()[hand.index(legal[0])].center))
            continue
        reason = table.reason(bad[0])
        assert "rispondere" in reason  # Italian words, from the catalogue
        before = len(session.hand.actions)
        app.step(1 / 60, click(table.hand_rects()[hand.index(bad[0])].center))
        assert len(session.hand.actions) == before
        return
    pytest.fail("no position with an unplayable card found")


def test_hot_seat_hides_the_hand(app: App) -> None:
    session = ai_session("classic-2", seed=3, humans=2)
    table = TableScene(app, session)
    app.push(table)
    run_until(app, top_is(HandoffScene))
    handoff = app.top
    assert isinstance(handoff, HandoffScene) and not handoff.overlay
    assert table.concealed
    # Drawing the concealed table asks for no face of the viewer's hand.
    asked: list[int] = []
    real = table.images.face
    table.images.face = lambda c: (asked.append(c), real(c))[1]  # type: ignore[method-assign]
    table.draw(app.screen)
    table.images.face = real  # type: ignore[method-assign]
    assert not set(asked) & set(session.hand.hands[session.viewer])
    handoff.armed = 0
    app.step(1 / 60, click((5, 5)))
    assert app.top is table and not table.concealed
    first = session.viewer
    assert session.hand.to_act == first
    legal = session.hand.legal_actions()
    i = next(i for i, c in enumerate(table.view.hands[first]) if c in legal)
    app.step(1 / 60, click(table.hand_rects()[i].center))
    assert table.concealed  # the hand that just played is hidden again at once
    run_until(app, top_is(HandoffScene))
    assert app.top.name == session.seats[1 - first].name  # type: ignore[union-attr]


def test_settings_round_trip(tmp_path: Path) -> None:
    app = make_app(root=tmp_path)
    app.settings.language = "it"
    scene = SettingsScene(app)
    app.push(scene)
    app.step(1 / 60, [key(pygame.K_RIGHT)])  # language: it -> en
    assert app.settings.language == "en"
    app.step(1 / 60, [key(pygame.K_DOWN), key(pygame.K_RIGHT)])  # deck style
    saved = json.loads(UserDirs.under(tmp_path).settings.read_text(encoding="utf-8"))
    assert saved["language"] == "en" and saved["deck_style"] == "piacentine"
    again = App(dirs=UserDirs.under(tmp_path), headless=True)
    assert again.settings == app.settings and again.settings_problem is None


def test_damaged_settings_are_kept_aside(tmp_path: Path) -> None:
    dirs = UserDirs.under(tmp_path)
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text('{"language": "klingon"', encoding="utf-8")
    app = App(dirs=dirs, headless=True)
    assert app.settings.deck_style == "napoletane"
    backups = list(dirs.config.glob("settings.json.broken-*"))
    assert len(backups) == 1 and backups[0].read_text(encoding="utf-8") == '{"language": "klingon"'
    assert app.messages and "settings.json.broken-" in app.messages[0]


def test_settings_with_a_bad_value_are_kept_aside(tmp_path: Path) -> None:
    dirs = UserDirs.under(tmp_path)
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text('{"anim_speed": "ludicrous"}', encoding="utf-8")
    app = App(dirs=dirs, headless=True)
    assert app.settings.anim_speed == "normal"
    assert list(dirs.config.glob("settings.json.broken-*"))


def test_damaged_save_is_refused_and_kept(app: App) -> None:
    app.dirs.data.mkdir(parents=True, exist_ok=True)
    app.dirs.savegame.write_text("{ half a file", encoding="utf-8")
    menu = MenuScene(app)
    app.push(menu)
    assert menu.group.widgets[0].enabled
    menu.continue_game()
    assert app.top is menu and not app.dirs.savegame.exists()
    assert list(app.dirs.data.glob("savegame.json.broken-*"))
    assert any("broken" in m for m in app.messages)
    assert not menu.group.widgets[0].enabled


def test_continue_after_a_crash(tmp_path: Path) -> None:
    app = make_app(root=tmp_path)
    session = ai_session("classic-2", seed=12, humans=1)
    table = TableScene(app, session)
    app.push(table)
    # Play until a few tricks are done, then "crash": no quit, no goodbye save.
    for _ in range(4000):
        if len(session.hand.tricks) >= 4 and table.human_to_act():
            break
        events: list[pygame.event.Event] = []
        if table.human_to_act():
            legal = session.hand.legal_actions()
            i = next(i for i, c in enumerate(table.view.hands[0]) if c in legal)
            events = click(table.hand_rects()[i].center)
        app.step(1 / 60, events)
    assert not table.saver.flush()  # the autosave is written off the frame: let it land
    data = json.loads(app.dirs.savegame.read_text(encoding="utf-8"))
    saved_actions = data["hands"][-1]["actions"]
    assert len(saved_actions) >= 8
    assert session.hand.actions[: len(saved_actions)] == saved_actions
    fresh = make_app(root=tmp_path)
    menu = MenuScene(fresh)
    fresh.push(menu)
    assert menu.group.widgets[0].enabled
    menu.continue_game()
    restored = fresh.top
    assert isinstance(restored, TableScene)
    assert list(restored.session.hand.actions) == saved_actions
    assert restored.session.hand.deck_order == session.hand.deck_order
    fresh.step(1 / 60, [])
    assert sorted(restored.view.hands[0]) == sorted(restored.session.hand.hands[0])


def test_quit_saves_the_game(app: App) -> None:
    session = ai_session("classic-2", seed=5, humans=1)
    table = TableScene(app, session)
    app.push(table)
    run_until(app, lambda a: table.human_to_act())
    app.step(1 / 60, [pygame.event.Event(pygame.QUIT)])
    assert not app.running and app.dirs.savegame.exists()


def test_hint_marks_a_legal_card(app: App) -> None:
    session = ai_session("classic-2", seed=6, humans=1)
    table = TableScene(app, session)
    app.push(table)
    run_until(app, lambda a: table.human_to_act())
    app.step(1 / 60, [key(pygame.K_h, "h")])
    assert table.hint_text == "Sto pensando al suggerimento…"  # ranked off the frame loop
    deadline = time.monotonic() + 10
    while table.hint_card is None and time.monotonic() < deadline:
        app.step(1 / 60, [])
        time.sleep(0.005)
    assert table.hint_card in session.hand.legal_actions()
    assert table.hint_text.startswith("Suggerimento: Gioca")


def test_statistics_count_finished_hands(app: App) -> None:
    session = ai_session("classic-2", seed=4, humans=1)
    table = TableScene(app, session)
    app.push(table)
    play_by_clicks(app, table)
    stats = json.loads(app.dirs.stats.read_text(encoding="utf-8"))
    assert stats["Maria"]["hands"] == 1 and stats["Luca"]["hands"] == 1
    assert stats["Maria"]["points"] + stats["Luca"]["points"] == 120


def test_new_game_over_a_save_asks_first(app: App) -> None:
    from ui.scenes.dialog import DialogScene

    session = ai_session("classic-2", seed=5, humans=1)
    session.save(app.dirs.savegame)
    menu = MenuScene(app)
    app.push(menu)
    menu.quick_game()
    assert isinstance(app.top, DialogScene)
    app.step(1 / 60, [key(pygame.K_ESCAPE)])  # Esc = the last button: back
    assert app.top is menu and app.dirs.savegame.exists()
    menu.quick_game()
    app.step(1 / 60, [key(pygame.K_RETURN)])  # the first button: new game
    assert isinstance(app.top, TableScene)


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160), (800, 500)])
def test_resize_mid_hand_re_rasterises_the_cards(app: App, size: tuple[int, int]) -> None:
    session = ai_session("classic-4", seed=2, humans=1)
    table = TableScene(app, session)
    app.push(table)
    run_until(app, lambda a: table.human_to_act())
    before = table.images.size
    app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1])])
    w, h = app.screen.get_size()
    assert w >= 1024 and h >= 640  # never smaller than the minimum
    assert (table.images.size != before) == ((w, h) != (1280, 720))
    assert table.geo.layout.size == (w, h)
    screen = app.screen.get_rect()
    for r in table.hand_rects():
        assert screen.contains(r)
    play_by_clicks(app, table)
    assert session.hand.is_over


def test_partner_hand_is_revealed_at_the_end_of_the_stock(app: App) -> None:
    session = ai_session("classic-4", seed=21, humans=0)
    table = TableScene(app, session)
    app.push(table)
    run_until(app, lambda a: session.hand.revealed and not table.animator.busy)
    viewer = session.viewer
    partner = (viewer + 2) % 4
    assert table.view.hands[partner] and -1 not in table.view.hands[partner]
    for opponent in ((viewer + 1) % 4, (viewer + 3) % 4):
        # Opponents stay hidden, bar the turned trump that everyone saw one of them draw.
        assert set(table.view.hands[opponent]) <= {-1, session.hand.trump_card}


class _Recording(Scene):
    """A scene that notes each lifecycle call the app and the pause menu make of it."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.calls: list[str] = []

    def on_enter(self) -> None:
        self.calls.append("enter")

    def on_leave(self) -> None:
        self.calls.append("leave")

    def close(self) -> None:
        self.calls.append("close")

    def save_now(self) -> None:
        self.calls.append("save")


def test_every_scene_has_one_lifecycle_that_the_pause_menu_and_quit_use(app: App) -> None:
    plain = Scene(app)
    for call in (plain.on_enter, plain.on_leave, plain.close, plain.save_now):
        call()  # the base class answers each: no scene is asked whether it has them
    below = _Recording(app)
    app.reset(below)
    app.step(1 / 60, [key(pygame.K_ESCAPE)])  # Esc opens nothing over a plain scene
    app.push(app.screens.pause(below))
    assert below.calls == ["enter"]
    pause = app.top
    assert isinstance(pause, PauseScene)
    to_menu = pause.group.widgets[3].rect.center
    app.step(1 / 60, click(to_menu))
    assert below.calls == ["enter", "save", "close", "leave"]
    assert isinstance(app.top, MenuScene)
    again = _Recording(app)
    app.push(again)
    app.step(1 / 60, [pygame.event.Event(pygame.QUIT)])
    assert again.calls == ["enter", "save"] and not app.running
