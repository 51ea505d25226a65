"""Messages for the player: shown at once as a toast on whatever screen is in use, and kept in
a list the menu opens (a save that failed, a file set aside, an AI that was replaced).

`MessageLog` is a list of texts, so `app.messages.append(text)` is all a scene needs to say
something; the app counts the toast's time down and draws it over the top scene with the
painter `ui.wiring` gives it (`ui.scenes.messages.draw_toast`).
"""

from __future__ import annotations

import time
from typing import SupportsIndex

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
