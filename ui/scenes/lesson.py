"""'Impara a giocare': the list of lessons, and a lesson played on the real table.

`LessonTable` is the table scene itself with a `game.lessons.LessonRun` in charge of the
other seats (they play the lesson's script, animated as usual) and of the learner's moves:
the expected card glows, a wrong move is not made and the coach says why, and a bubble above
the hand says what to do. "Indietro" replays the deal to the previous step. Progress is kept
in the user's data folder (`lessons.json`, written atomically, read through validation).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.files import keep_aside, read_text
from game.lessons import (
    LEARNER,
    Lesson,
    LessonError,
    LessonRun,
    Progress,
    parse_progress,
    shipped,
)
from game.match import MatchFormat
from ui.scenes.page import PageScene
from ui.scenes.table import TableScene
from ui.session import GameSession, SeatConfig
from ui.table.anim import Animator
from ui.table.coach import coach_rect, draw_coach
from ui.table.steps import Choreographer
from ui.table.view import TableView
from ui.text import action_label
from ui.theme import GOLD, RED_LIGHT
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App

THINK = 0.45  # seconds before a scripted seat plays, at normal speed
BUTTON_W = 170  # design units


def progress_path(app: App) -> Path:
    return app.dirs.data / "lessons.json"


def load_progress(app: App) -> Progress:
    """The learner's progress; a damaged file is set aside (and said) and progress restarts."""
    path = progress_path(app)
    if not path.exists():
        return Progress()
    try:
        return parse_progress(read_text(path))
    except (OSError, ValueError, LessonError) as exc:
        kept = keep_aside(path)
        app.messages.append(app.t("msg.lessons_damaged", name=kept.name if kept else path.name))
        app.messages.append(str(exc))
        return Progress()


def save_progress(app: App, progress: Progress) -> None:
    try:
        progress.save(progress_path(app))
    except OSError as exc:
        app.messages.append(app.t("msg.save_failed", detail=str(exc)))


class LessonsScene(PageScene):
    """The lessons, each with how far the learner got."""

    title_key = "lesson.title"

    def __init__(self, app: App) -> None:
        self.lessons = shipped()
        t = app.t
        items = [Button(self._label(lesson), self._opener(lesson)) for lesson in self.lessons]
        super().__init__(app, items, [Button(lambda: t("common.back"), self.leave)])
        self.progress = load_progress(app)
        self.on_resize()

    def _label(self, lesson: Lesson) -> Callable[[], str]:
        def label() -> str:
            t = self.app.t
            title = t(lesson.title)
            if lesson.id in self.progress.done:
                return f"{title} · {t('lesson.done')}"
            reached = self.progress.reached.get(lesson.id, 0)
            if reached:
                return f"{title} · {t('lesson.progress', n=reached + 1, total=len(lesson.steps))}"
            return title
        return label

    def _opener(self, lesson: Lesson) -> Callable[[], None]:
        def open_() -> None:
            done = lesson.id in self.progress.done
            step = 0 if done else self.progress.reached.get(lesson.id, 0)
            self.app.push(self.screens.lesson(lesson.id, step))
        return open_

    def on_enter(self) -> None:
        self.progress = load_progress(self.app)

    def on_resize(self) -> None:
        super().on_resize()
        lay = self.app.layout
        x = (lay.w / lay.unit - 560) / 2
        for i, w in enumerate(self.group.widgets[:len(self.lessons)]):
            w.rect = lay.rect(x, 170 + i * 66, 560, 52)


class LessonTable(TableScene):
    """A lesson on the real table (see the module's docstring)."""

    forgiving = False  # the lesson has its own way back a step (Indietro)

    def __init__(self, app: App, lesson: Lesson, step: int = 0) -> None:
        self.lesson = lesson
        self.run = LessonRun(lesson, step)
        names = [app.t(k) for k in lesson.names] or [app.t("name.you")]
        rules = self.run.state.rules
        names += [app.t(f"name.ai{i}") for i in range(1, rules.players + 1)]
        seats = [SeatConfig(names[s], s == LEARNER) for s in range(rules.players)]
        session = GameSession(rules, MatchFormat.single(), seats, seed=lesson.seed)
        session.hand = self.run.state
        self.wait = 0.0
        t = app.t
        self.back_button = Button(lambda: t("lesson.back"), self.step_back,
                                  tooltip=lambda: t("lesson.back.tip"))
        self.next_button = Button(self._next_label, self.step_on,
                                  tooltip=lambda: t("lesson.continue.tip"))
        self.coach = WidgetGroup(app, [self.back_button, self.next_button])
        self.progress = load_progress(app)
        super().__init__(app, session, seed=lesson.seed)

    def _next_label(self) -> str:
        last = self.run.index >= len(self.lesson.steps) - 1
        return self.app.t("lesson.finish" if last else "lesson.continue")

    # ---- the table, led by the lesson --------------------------------------------------
    def save_path(self) -> Path | None:
        return None  # a lesson never replaces the saved game

    def help_on(self, kind: str, seat: int | None = None) -> bool:
        """No hint button in a lesson: the coach already says which card and why."""
        return kind != "hints" and super().help_on(kind, seat)

    def human_to_act(self) -> bool:
        return super().human_to_act() and self.run.expected() is not None

    def apply(self, action: int) -> bool:
        if self.to_act == LEARNER:
            feedback = self.run.move(action, lambda a: TableScene.apply(self, a))
            self._noted()
            return feedback.good
        return super().apply(action)

    def play_index(self, i: int) -> None:
        hand = self.view.hands[self.session.viewer]
        if self.human_to_act() and 0 <= i < len(hand) and hand[i] != self.run.expected():
            self.run.move(hand[i])  # a wrong card (legal or not): said, not played
            return
        super().play_index(i)

    def _ai_turn(self, seat: int, dt: float, level: str | None = None,
                 pause: float = THINK) -> None:
        """The other seats play the lesson's script, not a level."""
        if not self.run.others_to_act():
            return
        self.wait += dt
        if self.wait < THINK * self.speed:
            return
        self.wait = 0.0
        self.run.auto(lambda a: TableScene.apply(self, a))

    def update(self, dt: float) -> None:
        super().update(dt)
        expected = self.run.expected()
        self.hint_card = expected if expected is not None and expected < 52 else None
        # The top bar says what the lesson waits for: a move, or reading on.
        reading = not self.run.finished and not self.run.step.play
        self.hint_text = self.app.t("lesson.read") if reading else ""
        self.back_button.enabled = self.run.index > 0
        self.next_button.enabled = not self.run.finished and not self.run.step.play \
            and not self.animator.busy
        self._place_buttons()
        self.coach.update(dt)

    # ---- steps -------------------------------------------------------------------------
    def step_on(self) -> None:
        if self.run.index == len(self.lesson.steps) - 1:
            self.run.next()
            self._noted()
            self.app.pop()
            return
        self.run.next()
        self._noted()

    def step_back(self) -> None:
        self.run.back()
        self.session.hand = self.run.state
        self.animator = Animator(self.app.sound.play)
        self.choreo = Choreographer(self, self.animator)
        self.view = TableView.empty(self.rules.players, len(self.rules.cards))
        self.view.sorter = self._sort_key if self.app.settings.sort_hand else None
        self.view.viewer = self.session.viewer
        self.view.sync(self.observation())
        self._geo = None
        self.selected = self.hover = None
        self.hint_why = ""

    def _noted(self) -> None:
        self.progress.note(self.lesson.id, min(self.run.index, len(self.lesson.steps) - 1),
                           self.run.finished)
        save_progress(self.app, self.progress)

    # ---- input and drawing -------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            if self.back_button.enabled:
                self.step_back()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.next_button.enabled:
            self.step_on()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) \
                and self.coach.handle(event):
            return
        super().handle_event(event)

    def coach_lines(self) -> tuple[str, list[str], tuple[int, int, int]]:
        """The bubble's title (feedback, or the step number), its text and the title's
        colour."""
        app = self.app
        run = self.run
        step = run.step
        text = app.t(step.text, **run.fields())
        title = app.t("lesson.step", n=min(run.index + 1, len(self.lesson.steps)),
                      total=len(self.lesson.steps))
        colour = GOLD
        fb = run.feedback
        if fb is not None:
            card = "" if fb.expected is None else action_label(
                app, fb.expected, self.french, seat=LEARNER, rules=self.rules)
            if fb.expected is not None and fb.expected < 52:
                card = self.card_label(fb.expected)
            title = app.t(fb.key, card=card)
            colour = GOLD if fb.good else RED_LIGHT
        return title, [text], colour

    def _aside(self) -> int:
        """Room on the bubble's right for the two buttons, one above the other."""
        return self.app.layout.px(BUTTON_W + 12)

    def _place_buttons(self) -> None:
        lay = self.app.layout
        title, lines, _ = self.coach_lines()
        rect, _, _ = coach_rect(self.app, self.coach_bottom(), lines, title=title,
                                aside=self._aside(), avoid=self.coach_avoid())
        self.next_button.rect = lay.rect(0, 0, BUTTON_W, 40)
        self.back_button.rect = lay.rect(0, 0, BUTTON_W, 40)
        self.back_button.rect.bottomleft = (rect.right + lay.px(12), rect.bottom)
        self.next_button.rect.bottomleft = (rect.right + lay.px(12),
                                            self.back_button.rect.top - lay.px(6))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        title, lines, colour = self.coach_lines()
        draw_coach(surface, self.app, self.coach_bottom(), lines, title=title,
                   title_colour=colour, aside=self._aside(), avoid=self.coach_avoid())
        self.coach.draw(surface)

