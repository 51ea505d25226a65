"""The hand review screen, reached as a player reaches it: from the end of a hand, and from
the statistics' "Ultime mani" for hands finished earlier."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import time
from pathlib import Path

import pygame
import pytest

from game.record import load
from ui.app import App
from ui.history import KEEP, recent_hands, save_hand
from ui.scenes.handend import HandEndScene
from ui.scenes.menu import MenuScene
from ui.scenes.recent import RecentHandsScene
from ui.scenes.review import ReviewScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session, make_app

from .test_ui_scenes import click, key, play_by_clicks


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setattr(ReviewScene, "worlds", 4)  # the judging is what is slow
    return make_app(root=tmp_path)


def _button(scene: object, key_text: str, app: App) -> pygame.Rect:
    group = scene.group  # type: ignore[attr-defined]
    return next(w.rect for w in group.widgets if w.text() == app.t(key_text))


def _wait_review(app: App, scene: ReviewScene) -> None:
    for _ in range(3000):
        if scene.review is not None:
            return
        app.step(1 / 60, [])  # the frame loop keeps running while the worker judges
        time.sleep(0.002)
    raise AssertionError("the review did not finish")


def _finished_hand(app: App) -> HandEndScene:
    session = ai_session("classic-2", seed=4, humans=1)
    table = TableScene(app, session)
    app.push(table)
    play_by_clicks(app, table)
    end = app.top
    assert isinstance(end, HandEndScene)
    return end


def test_review_from_the_end_of_the_hand(app: App) -> None:
    end = _finished_hand(app)
    app.step(1 / 60, click(_button(end, "handend.review", app).center))
    review = app.top
    assert isinstance(review, ReviewScene)
    assert review.review is None  # judged in the background: the screen is up at once
    _wait_review(app, review)
    assert review.review is not None and review.seat == 0
    assert len(review.review.decisions) >= 17
    app.step(1 / 60, [key(pygame.K_RIGHT), key(pygame.K_RIGHT)])
    assert review.index == 2
    app.step(1 / 60, click(_button(review, "review.prev", app).center))
    assert review.index == 1
    app.step(1 / 60, [key(pygame.K_END)])
    assert review.index == len(review.tricks) - 1 == 19
    chart = review._chart
    app.step(1 / 60, click((chart.x + chart.w * 5 // 20 + 2, chart.centery)))
    assert review.index == 5
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    assert app.t("review.trick", n=6, total=20) in app.fonts.rendered
    app.step(1 / 60, [key(pygame.K_ESCAPE)])
    assert app.top is end


def test_closing_early_stops_the_worker(app: App) -> None:
    end = _finished_hand(app)
    end.open_review()
    review = app.top
    assert isinstance(review, ReviewScene)
    app.step(1 / 60, click(_button(review, "common.back", app).center))
    assert app.top is end
    review.worker.join(timeout=30)
    assert not review.worker.is_alive() and review.review is None


def test_finished_hands_are_kept_and_reviewed_from_the_statistics(app: App) -> None:
    _finished_hand(app)
    files = list(app.dirs.hands.glob("*.json"))
    assert len(files) == 1 and load(files[0]).hands[0].actions  # an ordinary game record
    (app.dirs.hands / "hand-20000101-000000-0.json").write_text("{", encoding="utf-8")
    app.reset(MenuScene(app))
    app.push(StatsScene(app))
    app.step(1 / 60, click(_button(app.top, "stats.recent", app).center))
    recent = app.top
    assert isinstance(recent, RecentHandsScene) and len(recent.hands) == 1
    row = recent.group.widgets[0].label()  # played just now: "oggi, 17:05 · ...", not ISO
    assert row.lower().startswith(app.t("words.today", time="~").split("~")[0]), row
    assert row[0].isupper()
    assert not any(ch.isdigit() for ch in row.split("·")[0].split(",")[0]), row
    assert any("hand-20000101" in m for m in app.messages)  # the damaged one is reported
    app.step(1 / 60, click(recent.group.widgets[0].rect.center))
    review = app.top
    assert isinstance(review, ReviewScene) and review.names == ["Maria", "Luca"]
    _wait_review(app, review)
    app.step(1 / 60, [key(pygame.K_ESCAPE)])
    assert app.top is recent


def test_only_the_newest_hands_are_kept(tmp_path: Path) -> None:
    session = ai_session("classic-2", seed=4)
    hand = session.hand
    while not hand.is_over:
        hand.apply(hand.legal_actions()[0])
    for i in range(KEEP + 3):
        save_hand(tmp_path, hand, ["A", "B"], 1, now=1_700_000_000 + 60 * i)
    hands, problems = recent_hands(tmp_path)
    assert len(hands) == KEEP and not problems
    assert hands[0].when > hands[-1].when and hands[0].viewer == 1
