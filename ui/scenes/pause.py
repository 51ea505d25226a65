"""Pause menu over the table: resume, rules, settings, save and leave, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.nav import Layer
from ui.scene import Scene
from ui.theme import GOLD, dim, panel
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App


class PauseScene(Scene):
    overlay = True

    def __init__(self, app: App, table: Layer | None) -> None:
        super().__init__(app)
        self.table = table
        t = app.t
        self.group = WidgetGroup(app, [
            Button(lambda: t("pause.resume"), self._resume),
            Button(lambda: t("menu.rules"), self._rules),
            Button(lambda: t("menu.settings"), self._settings),
            Button(lambda: t("pause.to_menu"), self._to_menu),
            Button(lambda: t("pause.quit"), app.on_quit),
        ])
        self.on_resize()

    def on_resize(self) -> None:
        lay = self.app.layout
        self.group.column((lay.w / lay.unit - 340) / 2, lay.h / lay.unit / 2 - 120, 340, 46, 10)

    def _resume(self) -> None:
        self.app.pop()

    def _rules(self) -> None:
        self.app.push(self.screens.rules())

    def _settings(self) -> None:
        self.app.push(self.screens.settings())

    def _to_menu(self) -> None:
        for scene in self.app.stack:
            scene.save_now()
            scene.close()
        self.app.reset(self.screens.menu())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.app.pop()
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def awake(self) -> bool:
        return self.group.awake()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        dim(surface, 150)
        first = self.group.widgets[0].rect
        box = pygame.Rect(first.x - lay.px(30), first.y - lay.px(80), first.w + lay.px(60),
                          lay.px(80 + 5 * 56 + 24))
        panel(surface, box, lay.px(16), (12, 46, 28, 255))  # opaque
        title = self.app.fonts.render(self.app.t("pause.title"), 44, GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + lay.px(20))))
        self.group.draw(surface)
