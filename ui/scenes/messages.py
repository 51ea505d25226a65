"""Every message of this run (saves that failed, files set aside, AIs replaced), newest
first, with the time it came: the toasts vanish, the list stays until it is cleared."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.scenes.page import PageScene
from ui.text import wrap
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button

if TYPE_CHECKING:
    from ui.app import App


class MessagesScene(PageScene):
    title_key = "messages.title"

    def __init__(self, app: App) -> None:
        t = app.t
        super().__init__(app, buttons=[Button(lambda: t("messages.clear"), self.clear),
                                       Button(lambda: t("common.back"), self.leave)])
        app.messages.unread = 0
        app.messages.dismiss()
        self.scroll = 0
        self.on_resize()

    def clear(self) -> None:
        self.app.messages.clear()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return
        super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        box = pygame.Rect(lay.px(80), self.content_top(), lay.w - lay.px(160),
                          lay.h - self.content_top() - lay.px(90))
        panel(surface, box, lay.px(14), (8, 34, 20, 240))
        log = app.messages
        y = box.y + lay.px(16)
        if not log:
            img = app.fonts.render(app.t("messages.none"), 24, CREAM)
            surface.blit(img, (box.x + lay.px(20), y))
            return
        font = app.fonts.get(22)
        entries = list(zip(log.times, log, strict=True))[::-1][self.scroll:]
        for when, text in entries:
            stamp = app.fonts.render(app.t("messages.at", time=when), 22, GOLD, bold=True)
            surface.blit(stamp, (box.x + lay.px(20), y))
            for line in wrap(font, text, box.w - lay.px(170)):
                if y + font.get_linesize() > box.bottom - lay.px(10):
                    return
                img = app.fonts.render(line, 22, CREAM)
                surface.blit(img, (box.x + lay.px(130), y))
                y += font.get_linesize()
            y += lay.px(10)


def draw_toast(surface: pygame.Surface, app: App) -> None:
    """The newest message in an opaque box at the top of the window, over any scene."""
    toast = app.messages.toast
    if toast is None:
        return
    lay = app.layout
    width = min(lay.w - lay.px(80), lay.px(900))
    font = app.fonts.get(22)
    lines = wrap(font, toast, width - lay.px(40))[:3]
    line_h = font.get_linesize()
    box = pygame.Rect(0, 0, width, len(lines) * line_h + lay.px(24))
    box.midtop = (lay.w // 2, lay.px(12))
    panel(surface, box, lay.px(12), (70, 20, 20, 250))
    pygame.draw.rect(surface, GOLD, box, max(1, lay.px(2)), border_radius=lay.px(12))
    y = box.y + lay.px(12)
    for line in lines:
        img = app.fonts.render(line, 22, CREAM)
        surface.blit(img, (box.x + lay.px(20), y))
        y += line_h
