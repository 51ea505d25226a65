"""Statistics per player: hands, wins, ties, points per hand, cappotti."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.scene import Scene
from ui.stats import Statistics
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App

COLUMNS = ("stats.player", "stats.hands", "stats.wins", "stats.ties", "stats.avg",
           "stats.cappotti")


class StatsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.stats = Statistics(app.dirs.stats)
        if self.stats.problem:
            app.messages.append(app.t(self.stats.problem.key, detail=self.stats.problem.detail))
        self.scroll = 0
        self.group = WidgetGroup(app, [Button(lambda: app.t("common.back"), self._back),
                                       Button(lambda: app.t("stats.recent"), self._recent)])
        self.on_resize()

    def _back(self) -> None:
        self.app.pop()

    def _recent(self) -> None:
        self.app.push(self.screens.recent_hands())

    def on_resize(self) -> None:
        lay = self.app.layout
        self.group.widgets[0].rect = lay.rect(lay.w / lay.unit / 2 - 250, lay.h / lay.unit - 70,
                                              240, 48)
        self.group.widgets[1].rect = lay.rect(lay.w / lay.unit / 2 + 10, lay.h / lay.unit - 70,
                                              240, 48)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll = max(0, self.scroll + (1 if event.key == pygame.K_DOWN else -1))
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        self.draw_page(surface, "stats.title", 50, 24)
        box = pygame.Rect(lay.px(80), lay.px(100), lay.w - lay.px(160), lay.h - lay.px(190))
        panel(surface, box, lay.px(14))
        xs = [0.0, 0.34, 0.47, 0.6, 0.73, 0.87]
        y = box.y + lay.px(16)
        for x, key in zip(xs, COLUMNS, strict=True):
            img = app.fonts.render(app.t(key), 24, GOLD, bold=True)
            surface.blit(img, (box.x + lay.px(20) + round(x * (box.w - lay.px(40))), y))
        y += lay.px(40)
        rows = sorted(self.stats.players.items(), key=lambda kv: (-kv[1].hands, kv[0]))
        if not rows:
            img = app.fonts.render(app.t("stats.none"), 24, CREAM)
            surface.blit(img, (box.x + lay.px(20), y))
        fit = max(1, (box.bottom - y - lay.px(10)) // lay.px(34))
        self.scroll = min(self.scroll, max(0, len(rows) - fit))
        for name, st in rows[self.scroll:self.scroll + fit]:
            avg = f"{st.points / st.hands:.1f}" if st.hands else "0"
            cells = (name, str(st.hands), str(st.wins), str(st.ties), avg, str(st.cappotti))
            for x, cell in zip(xs, cells, strict=True):
                img = app.fonts.render(cell, 24, CREAM)
                surface.blit(img, (box.x + lay.px(20) + round(x * (box.w - lay.px(40))), y))
            y += lay.px(34)
        self.group.draw(surface)
