"""Screenshots of the lessons: the first, a middle and the last step of each, on the table."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.lessons import shipped
from ui.app import App
from ui.scenes.lesson import LessonTable


def lesson_screens(app: App, out: Path, tag: str, shot: Callable[[App, Path], None]) -> None:
    """`tutorial-<lesson>-<first|middle|last>-<W>x<H>.png`, the scripted seats' moves played
    (at instant speed) up to where the step waits for the learner."""
    speed = app.settings.anim_speed
    app.settings.anim_speed = "instant"
    for lesson in shipped():
        n = len(lesson.steps)
        for name, step in (("first", 0), ("middle", n // 2), ("last", n - 1)):
            table = LessonTable(app, lesson, step)
            app.reset(table)
            for _ in range(240):
                app.step(1 / 60, [])
                if not table.animator.busy and not table.run.others_to_act():
                    break
            shot(app, out / f"tutorial-{lesson.id}-{name}-{tag}.png")
    app.settings.anim_speed = speed
