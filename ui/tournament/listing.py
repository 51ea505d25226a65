"""The tournaments menu: start a new one, or carry on with a saved one.

Opening a damaged file never loses it: `game.tournament.store` keeps it aside and restores the
backup, and what happened is shown here or on the tournament's screen.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.files import read_text
from game.tournament.store import TournamentFileError, parse
from ui.app import App
from ui.scene import Scene
from ui.theme import GOLD
from ui.tournament import paint
from ui.tournament.hub import TournamentScene
from ui.tournament.session import Session
from ui.tournament.texts import tr
from ui.tournament.wizard import WizardScene
from ui.widgets import Button, WidgetGroup

MAX_SHOWN = 8


def saved(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("*.json")
             if p.is_file() and not p.name.endswith(".match.json")]  # a match in progress
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)[:MAX_SHOWN]


def describe(path: Path) -> str:
    """'Name — 12/80' from the file, or the file name when it cannot be read (yet)."""
    try:
        t = parse(read_text(path))  # the loader's size limit; a pipe is refused at once
    except Exception:  # shown as a plain name; opening it reports and repairs
        return path.stem
    done, total = t.progress()
    return f"{t.config.name} — {done}/{total}"


class TournamentsScene(Scene):
    def __init__(self, app: App, folder: Path | None = None) -> None:
        super().__init__(app)
        self.folder = folder if folder is not None else app.dirs.data / "tournaments"
        self.message = ""
        self.on_enter()

    def on_enter(self) -> None:
        app = self.app
        buttons = [Button(lambda: tr(app, "list.new"), self.new)]
        buttons += [self._open_button(path) for path in saved(self.folder)]
        buttons.append(Button(lambda: tr(app, "btn.back"), self.back))
        self.group = WidgetGroup(app, buttons)
        self.on_resize()

    def _open_button(self, path: Path) -> Button:
        text = describe(path)
        return Button(lambda: text, lambda: self.open(path))

    def back(self) -> None:
        self.app.pop()

    def on_resize(self) -> None:
        self.group.column(340, 130, 600, 46, 12)

    def new(self) -> None:
        self.app.push(WizardScene(self.app, self.folder))

    def open(self, path: Path) -> None:
        try:
            session = Session.open(path)
        except TournamentFileError as exc:
            self.message = str(exc)
            self.on_enter()
            return
        self.app.push(TournamentScene(self.app, session))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.group.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def awake(self) -> bool:
        return self.group.awake()

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        self.draw_page(surface, "tournament.list.title", 44, 30)
        self.group.draw(surface)
        if self.message:
            for i, line in enumerate(paint.wrap(app, self.message, 20, lay.px(1100))):
                paint.text(surface, app, line, 20, GOLD, (lay.px(640), lay.px(640 + i * 24)),
                           "midtop")
