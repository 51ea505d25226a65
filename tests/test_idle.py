"""The frame loop sleeps when nothing moves (issue 32, item 7): no frames at a still menu or at
a table waiting for the player, frames again as soon as input arrives or something moves."""

from __future__ import annotations

import time

import pygame

from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session, make_app, run_until


def _settled_menu():
    app = make_app(speed="normal")
    app.push(MenuScene(app))
    run_until(app, lambda a: not a.awake(), max_frames=2000)
    pygame.event.clear()  # window events from making this and earlier windows
    return app


def test_still_menu_draws_no_frames_until_an_event():
    app = _settled_menu()
    frames = len(app.frame_times)
    app.run(until=time.perf_counter() + 0.6)
    # asleep: run()'s first frame, and at most one more (the safety refresh, or a window event
    # the system sends late); the loop that never slept drew 60-70 in the same time
    assert len(app.frame_times) - frames <= 2
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames = len(app.frame_times)
    app.run(until=time.perf_counter() + 0.3)
    assert len(app.frame_times) - frames >= 1  # the event woke it


def test_sleep_off_draws_continuously():
    app = _settled_menu()
    app.sleep = False
    frames = len(app.frame_times)
    app.run(until=time.perf_counter() + 0.5)
    assert len(app.frame_times) - frames > 5


def test_hovered_button_stays_awake_until_its_tooltip_shows():
    app = _settled_menu()
    menu = app.top
    assert isinstance(menu, MenuScene)
    button = next(w for w in menu.group.widgets if w.tooltip is not None)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0))])
    assert app.awake()
    run_until(app, lambda a: not a.awake(), max_frames=120)  # 0.5 s of frames, then asleep


def test_table_sleeps_only_while_waiting_for_the_player():
    app = make_app(speed="normal")
    table = TableScene(app, ai_session("classic-2", humans=1, seed=3))
    app.reset(table)
    app.step(1 / 60, [])
    assert app.awake()  # the deal is moving
    run_until(app, lambda a: table.human_to_act(), max_frames=5000)
    assert app.awake()  # the seat to play pulses a few times...
    run_until(app, lambda a: not a.awake(), max_frames=600)  # ...then the table holds still
    assert table.human_to_act()
    card = table.view.hands[table.session.viewer][0]
    table.apply(card)
    assert app.awake()  # the card flies, then the computer answers
    app.messages.append("x")
    assert app.awake()
