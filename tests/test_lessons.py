"""Lessons ("Impara a giocare"): the data is checked as it is read, a lesson is played on the
real table by clicks as a learner would (a wrong card included), and progress survives."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import actions as A
from game.cards import parse_code
from game.lessons import (
    LEARNER,
    LessonError,
    LessonRun,
    Progress,
    lessons_path,
    parse,
    parse_action,
    parse_progress,
    shipped,
)
from game.words import WORDS
from ui.app import App
from ui.scenes.lesson import LessonsScene, LessonTable, load_progress, progress_path
from ui.scenes.menu import MenuScene
from ui.tools.harness import (
    click_action,
    click_at,
    click_card,
    click_menu,
    make_app,
    run_until,
    top_is,
)

DATA = lessons_path().read_text(encoding="utf-8")


def _data() -> dict:  # type: ignore[type-arg]
    data: dict = json.loads(DATA)  # type: ignore[type-arg]
    return data


def test_the_shipped_lessons_replay_and_cover_the_issue() -> None:
    lessons = {x.id: x for x in shipped()}
    assert set(lessons) == {"classic-2", "classic-4", "chiamata", "licitazione"}
    for lesson in lessons.values():
        for lang in ("it", "en"):
            entries = WORDS.entries(lang)
            keys = [lesson.title, *(k for s in lesson.steps for k in (s.text, s.ok, s.wrong))]
            assert all(k in entries for k in keys), lesson.id
    c2 = lessons["classic-2"]
    why = {w for s in c2.steps for w in s.why}
    assert {"liscio", "strozzo", "ace_out", "trump_carico"} <= why


@pytest.mark.parametrize("change, message", [
    (lambda d: d["lessons"][0]["script"].__setitem__(1, "AS"), "illegal"),
    (lambda d: d["lessons"][0]["steps"][2].__setitem__("why", ["ace_out"]), "does not hold"),
    (lambda d: d["lessons"][0]["steps"].pop(2), "play steps"),
    (lambda d: d["lessons"][0].__setitem__("variant", "nope"), "no such variant"),
    (lambda d: d["lessons"][0]["deck"].__setitem__(1, "2S"), "repeats"),
    (lambda d: d["lessons"][1].__setitem__("id", "classic-2"), "share an id"),
    (lambda d: d["lessons"][0]["steps"][2].__setitem__("why", ["nonsense"]), "no such reason"),
    (lambda d: d["lessons"][0]["steps"].pop(), "last step"),
    (lambda d: d["lessons"][2].__setitem__("deck", ["AC"]), "needs no deck"),
])
def test_damaged_lesson_data_is_refused_with_a_reason(change, message) -> None:  # type: ignore[no-untyped-def]
    data = _data()
    change(data)
    with pytest.raises(LessonError, match=message):
        parse(json.dumps(data))


def test_action_tokens() -> None:
    assert parse_action("pass") == A.PASS
    assert parse_action("bid:A") == A.bid_rank(1)
    assert parse_action("bid:75") == A.bid_points(75)
    assert parse_action("call:D") == A.call_suit(1)
    assert parse_action("declare:C") == A.declare(0)
    assert parse_action("3C") == parse_code("3C")
    for bad in ("bid:X", "call:Q", "ZZ"):
        with pytest.raises(LessonError):
            parse_action(bad)


def test_a_run_goes_back_a_step_and_wrong_moves_change_nothing() -> None:
    lesson = next(x for x in shipped() if x.id == "classic-2")
    run = LessonRun(lesson, 2)
    assert run.step.play and run.expected() == parse_code("2S")
    before = list(run.state.hands[LEARNER])
    fb = run.move(parse_code("JD"))
    assert not fb.good and fb.expected == parse_code("2S")
    assert run.state.hands[LEARNER] == before and run.index == 2
    assert run.move(parse_code("2S")).good and run.index == 3
    while run.auto() is not None:
        pass
    assert run.state.tricks[0].winner == 1  # the King of Swords took it
    run.back()
    assert run.index == 2 and not run.state.tricks and run.expected() == parse_code("2S")
    run.next()  # a play step is not skipped by reading
    assert run.index == 2
    assert run.move(A.PASS).key == "lesson.wrong"


def test_progress_round_trip_and_damage() -> None:
    p = Progress()
    p.note("classic-2", 3, False)
    p.note("classic-2", 1, False)
    p.note("chiamata", 5, True)
    q = parse_progress(p.to_json())
    assert q.reached == {"classic-2": 3, "chiamata": 5} and q.done == {"chiamata"}
    for bad in ("{", '{"format": "x", "version": 1}',
                '{"format": "briscola-lessons", "version": 1, "reached": {"a": "b"}}'):
        with pytest.raises(LessonError):
            parse_progress(bad)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app((1280, 720), root=tmp_path, speed="fast")
    a.settings.language = "it"
    yield a
    pygame.display.quit()


def _key(app: App, key: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")])


def _settle(app: App, table: LessonTable) -> None:
    """Let the table play the other seats' scripted moves until the learner is wanted or the
    step is one to read."""
    for _ in range(3000):
        app.step(1 / 60, [])
        if table.animator.busy:
            continue
        if table.run.expected() is not None and table.human_to_act():
            return
        if not table.run.step.play and not table.run.others_to_act():
            return
    raise AssertionError("the lesson stalled")


def test_the_classic_2_lesson_is_played_by_clicks_from_the_menu(app: App) -> None:
    app.push(MenuScene(app))
    app.step(1 / 60, [])
    listing = click_menu(app, "menu.learn")
    assert isinstance(listing, LessonsScene)
    click_at(app, listing.group.widgets[0].rect.center)  # Briscola a due
    table = app.top
    assert isinstance(table, LessonTable) and table.lesson.id == "classic-2"
    lesson = table.lesson
    wrong_seen = False
    backed = False
    while not table.run.finished:
        _settle(app, table)
        step = table.run.step
        if not step.play:
            assert table.next_button.enabled
            if table.run.index == len(lesson.steps) - 1:
                text = table.coach_lines()[1][0]
                fields = table.run.fields()
                assert f"{fields['mine']} punti" in text and fields["mine"] == 54
                click_at(app, table.next_button.rect.center)
                break
            click_at(app, table.next_button.rect.center)
            continue
        expected = table.run.expected()
        assert expected is not None and table.hint_card == expected  # highlighted
        hand = table.view.hands[LEARNER]
        if step.text == "lesson.c2.7":  # the strozzo: first the learner gets it wrong
            wrong = next(c for c in hand if c != expected)
            click_card(app, table, wrong)
            app.step(1 / 60, [])
            assert wrong in table.view.hands[LEARNER]  # not played
            title, _, _ = table.coach_lines()
            assert title == app.t("lesson.c2.7.wrong")
            assert table.run.index == lesson.steps.index(step)
            wrong_seen = True
        if step.text == "lesson.c2.8" and not backed:  # one step back, then on again
            index = table.run.index
            click_at(app, table.back_button.rect.center)
            assert table.run.index == index - 1
            backed = True
            continue
        click_card(app, table, expected)
        app.step(1 / 60, [])
        assert table.run.feedback is not None and table.run.feedback.good
    assert wrong_seen and backed
    run_until(app, top_is(LessonsScene), 200)
    saved = load_progress(app)
    assert "classic-2" in saved.done
    assert progress_path(app).exists()


def test_progress_is_kept_and_a_lesson_resumes_where_it_was_left(app: App) -> None:
    p = Progress()
    p.note("chiamata", 2, False)
    p.save(progress_path(app))
    listing = LessonsScene(app)
    app.push(listing)
    app.step(1 / 60, [])
    label = listing.group.widgets[2].label()
    assert app.t("lesson.progress", n=3, total=6) in label
    click_at(app, listing.group.widgets[2].rect.center)
    table = app.top
    assert isinstance(table, LessonTable) and table.run.index == 2
    _settle(app, table)
    assert click_action(app, table, lambda a: a == A.call_suit(1))  # the call, by its button
    app.step(1 / 60, [])
    assert table.run.index == 3


def test_a_damaged_progress_file_is_set_aside(app: App) -> None:
    path = progress_path(app)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert load_progress(app).reached == {}
    assert not path.exists() and app.messages


@pytest.mark.parametrize("lang", ("it", "en"))
def test_every_lesson_step_fits_at_1024x640_with_large_text(tmp_path: Path, lang: str) -> None:
    a = make_app((1024, 640), root=tmp_path, speed="instant")
    a.settings.language = lang
    a.settings.text_size = "large"
    a.resize((1024, 640))
    from ui.table.coach import coach_rect
    from ui.theme import TYPE
    for lesson in shipped():
        for step in range(len(lesson.steps)):
            table = LessonTable(a, lesson, step)
            a.reset(table)
            a.step(1 / 60, [])
            title, lines, _ = table.coach_lines()
            rect, wrapped, size = coach_rect(a, table.coach_bottom(), lines, title=title,
                                             aside=table._aside(), avoid=table.coach_avoid())
            avoid = table.coach_avoid()
            if avoid is not None and table.hud.info_lines():  # the auction box stays readable
                assert rect.left >= avoid.right or avoid.bottom <= rect.top, (lesson.id, step)
            assert size >= TYPE["body"] * 0.8, (lesson.id, step, size)
            assert rect.top >= table.geo.bar.bottom, (lesson.id, step)
            assert table.next_button.rect.right <= 1024 and table.back_button.rect.top > 0
            assert len(wrapped) <= 5, (lesson.id, step, wrapped)
    pygame.display.quit()
