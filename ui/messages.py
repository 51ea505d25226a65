"""Messages for the player: shown at once as a toast on whatever screen is in use, and kept in
a list the menu opens (a save that failed, a file set aside, an AI that was replaced).

`MessageLog` is a list of texts, so `app.messages.append(text)` is all a scene needs to say
something; the app draws the toast over the top scene and counts its time down.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, SupportsIndex

import pygame

from ui.text import wrap
from ui.theme import CREAM, GOLD, panel

if TYPE_CHECKING:
    from ui.app import App

TOAST_SECONDS = 7.0
LIMIT = 200


class MessageLog(list[str]):
    """Every message of this run, oldest first, with when it came; the newest is toasted."""

    def __init__(self) -> None:
        super().__init__()
        self.times: list[str] = []
        self.toast: str | None = None
        self.left = 0.0
        self.unread = 0

    def append(self, text: str) -> None:
        super().append(text)
        self.times.append(time.strftime("%H:%M"))
        if len(self) > LIMIT:
            del self[0]
            del self.times[0]
        self.toast, self.left = text, TOAST_SECONDS
        self.unread += 1

    def clear(self) -> None:
        super().clear()
        self.times.clear()
        self.toast, self.left, self.unread = None, 0.0, 0

    def pop(self, index: SupportsIndex = -1) -> str:
        self.times.pop(index)
        return super().pop(index)

    def tick(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)
        if self.left == 0:
            self.toast = None

    def dismiss(self) -> None:
        self.toast, self.left = None, 0.0

    def draw(self, surface: pygame.Surface, app: App) -> None:
        """The newest message in an opaque box at the top of the window, over any scene."""
        if self.toast is None:
            return
        lay = app.layout
        width = min(lay.w - lay.px(80), lay.px(900))
        font = app.fonts.get(22)
        lines = wrap(font, self.toast, width - lay.px(40))[:3]
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
