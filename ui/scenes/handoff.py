"""Hot-seat hand-off: a full, opaque screen naming the next player and their seat, so no one
sees another player's cards. Nothing of any hand is drawn here, only card backs."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ui.scene import Scene
from ui.text import wrap
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App


class HandoffScene(Scene):
    overlay = False  # never draw the table (and its hand) underneath

    def __init__(self, app: App, name: str, on_ready: Callable[[], None], *,
                 seat: str = "", back: pygame.Surface | None = None, help: str = "") -> None:
        """`seat`: the seat in words ("Posto 2 di 4 · in coppia con Carmela"); `back`: the
        deck's card back, shown as a covered hand."""
        super().__init__(app)
        self.name = name
        self.seat = seat
        self.help = help  # the help this person has at the table ("" for none)
        self.back = back
        self.on_ready = on_ready
        self.armed = 0.25  # ignore the tail of the previous player's click
        self.group = WidgetGroup(app, [Button(lambda: app.t("handoff.ready"), self.ready)])
        self.on_resize()

    def on_resize(self) -> None:
        lay = self.app.layout
        self.group.widgets[0].rect = lay.rect((lay.w / lay.unit - 320) / 2,
                                              lay.h / lay.unit / 2 + 110, 320, 52)

    def ready(self) -> None:
        if self.armed > 0 or self.app.top is not self:
            return
        self.app.pop()
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            table = self.app.stack[-2] if len(self.app.stack) > 1 else None
            self.app.push(self.screens.pause(table))
            return
        if self.armed > 0:
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.ready()
        else:
            self.group.handle(event)

    def update(self, dt: float) -> None:
        self.armed = max(0.0, self.armed - dt)
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        self.draw_page(surface, "handoff.heading", 30, 24)
        box = lay.centred(min(820, lay.w / lay.unit - 60), 380, 10)
        panel(surface, box, lay.px(18), (8, 34, 20, 240))
        y = box.y + lay.px(24)
        big = app.fonts.render(app.t("handoff.title", name=self.name), 60, GOLD, bold=True)
        if big.get_width() > box.w - lay.px(40):
            big = pygame.transform.smoothscale(big, (box.w - lay.px(40), big.get_height()))
        surface.blit(big, big.get_rect(midtop=(box.centerx, y)))
        y += big.get_height() + lay.px(6)
        if self.seat:
            img = app.fonts.render(self.seat, 28, CREAM, bold=True)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + lay.px(14)
        if self.back is not None:
            bw, bh = self.back.get_size()
            step = round(bw * 0.6)
            x0 = box.centerx - (bw + 4 * step) // 2
            for i in range(5):
                surface.blit(self.back, (x0 + i * step, y))
            y += bh + lay.px(14)
        for line in wrap(app.fonts.get(24), app.t("handoff.pass", name=self.name),
                         box.w - lay.px(80)):
            img = app.fonts.render(line, 24, CREAM)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()
        if self.help:  # below the box, so the box's own lines keep their places
            img = app.fonts.render(self.help, 22, GOLD)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.bottom + lay.px(14))))
        self.group.draw(surface)
