"""Hot-seat hand-off: a full, opaque screen so no one sees another player's cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ui.scene import Scene
from ui.theme import CREAM, GOLD, background

if TYPE_CHECKING:
    from ui.app import App


class HandoffScene(Scene):
    overlay = False  # never draw the table (and its hand) underneath

    def __init__(self, app: App, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.armed = 0.25  # ignore the tail of the previous player's click

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            table = self.app.stack[-2] if len(self.app.stack) > 1 else None
            self.app.push(self.screens.pause(table))
            return
        if self.armed > 0:
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.pop()
            self.on_ready()

    def update(self, dt: float) -> None:
        self.armed = max(0.0, self.armed - dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        surface.blit(background(surface.get_size()), (0, 0))
        big = self.app.fonts.render(self.app.t("handoff.title", name=self.name), 60, GOLD,
                                    bold=True)
        if big.get_width() > lay.w - lay.px(40):
            big = pygame.transform.smoothscale(big, (lay.w - lay.px(40), big.get_height()))
        surface.blit(big, big.get_rect(center=(lay.w // 2, lay.h // 2 - lay.px(30))))
        small = self.app.fonts.render(self.app.t("handoff.press"), 32, CREAM)
        surface.blit(small, small.get_rect(center=(lay.w // 2, lay.h // 2 + lay.px(40))))
