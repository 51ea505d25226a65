"""The shared base of the menu-like screens (settings, statistics, messages, tournaments):
the felt page with its gold title, a group of widgets, a row of buttons at the bottom, Esc to
go back. A page draws its own content between the title and the buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ui.scene import Scene
from ui.widgets import Widget, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App


class PageScene(Scene):
    title_key = ""
    title_size = 50

    def __init__(self, app: App, widgets: Sequence[Widget] = (),
                 buttons: Sequence[Widget] = ()) -> None:
        super().__init__(app)
        self.buttons = list(buttons)
        self.group = WidgetGroup(app, [*widgets, *self.buttons])

    def on_resize(self) -> None:
        """Lay the bottom buttons out in a centred row; subclasses place the rest."""
        lay = self.app.layout
        n = len(self.buttons)
        width = min(260.0, (lay.w / lay.unit - 80) / max(1, n) - 20)
        x0 = (lay.w / lay.unit - n * width - (n - 1) * 20) / 2
        for i, b in enumerate(self.buttons):
            b.rect = lay.rect(x0 + i * (width + 20), lay.h / lay.unit - 66, width, 48)

    def leave(self) -> None:
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def awake(self) -> bool:
        return self.group.awake()

    def content_top(self) -> int:
        """Where the content starts below the title, in pixels."""
        return self.app.layout.px(30 + self.title_size * 1.5)

    def draw_content(self, surface: pygame.Surface) -> None:
        """The page's own content, between the title and the buttons."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, self.title_key, self.title_size, 24)
        self.draw_content(surface)
        self.group.draw(surface)
