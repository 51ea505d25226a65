"""A modal message with buttons, drawn over the scene below."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ui.scene import Scene
from ui.text import wrap
from ui.theme import CREAM, GOLD, dim, panel
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App


class DialogScene(Scene):
    overlay = True

    def __init__(self, app: App, message: Callable[[], str],
                 buttons: Sequence[tuple[Callable[[], str], Callable[[], None]]],
                 *, escape: int | None = -1) -> None:
        """`escape`: index of the button Esc presses (default the last), None for none."""
        super().__init__(app)
        self.message = message
        self.actions = [cb for _, cb in buttons]
        self.escape = escape
        self.group = WidgetGroup(app, [Button(lbl, self._closer(cb)) for lbl, cb in buttons])
        self.on_resize()

    def _closer(self, cb: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            if self.app.top is self:
                self.app.pop()
            cb()
        return run

    def on_resize(self) -> None:
        n = len(self.group.widgets)
        lay = self.app.layout
        width = 220 * n + 20 * (n - 1)
        x0 = (lay.w / lay.unit - width) / 2
        y = lay.h / lay.unit / 2 + 50
        for i, w in enumerate(self.group.widgets):
            w.rect = lay.rect(x0 + i * 240, y, 220, 48)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.escape is not None and self.group.widgets:
                self.group.widgets[self.escape].activate()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.group._move(1 if event.key == pygame.K_RIGHT else -1)
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def awake(self) -> bool:
        return self.group.awake()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        dim(surface, 140)
        box = lay.centred(min(900, lay.w / lay.unit - 40), 300, 0)
        panel(surface, box, lay.px(16), (12, 46, 28, 255))  # opaque: nothing shows through
        pygame.draw.rect(surface, GOLD, box, lay.px(2), border_radius=lay.px(16))
        font = self.app.fonts.get(28)
        lines = wrap(font, self.message(), box.w - lay.px(60))
        y = box.y + lay.px(30)
        for line in lines[:6]:
            img = self.app.fonts.render(line, 28, CREAM)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + lay.px(4)
        self.group.draw(surface)
