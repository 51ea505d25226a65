"""When the game meets an error it cannot handle: keep the game, write the report, say where.

The windowed builds have no console, so the player learns of a crash only from this screen;
the traceback goes to the log file (`game.logs`) that they can send us.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from types import TracebackType
from typing import Any, Protocol

import pygame

from game import logs
from game.version import ISSUES_URL


class Saves(Protocol):
    """What a crash asks of a scene (`ui.scene.Scene.save_now`, which every scene has)."""

    def save_now(self) -> None: ...


def save_games(stack: Sequence[Saves]) -> bool:
    """Ask every scene to save the game it holds (the table saves after each trick too)."""
    saved = False
    for scene in reversed(stack):
        try:
            scene.save_now()
            saved = True
        except Exception as exc:  # the crash report must still be written
            logs.log.error("could not save the game after a crash: %r", exc)
    return saved


def handle(app: Any, kind: type[BaseException], exc: BaseException,
           tb: TracebackType | None, seconds: float = 60.0) -> str:
    """Log the traceback, save the game, and tell the player in plain words; the message."""
    logs.report(kind, exc, tb)
    save_games(getattr(app, "stack", ()))  # the app itself may be half-built
    path = logs.current_log()
    try:
        message = str(app.t("msg.crash", detail=str(path) if path else "-", url=ISSUES_URL))
    except Exception:  # the words themselves may be what broke
        message = logs.crash_words(path).strip()
    sys.stderr.write(message + "\n")
    if not getattr(app, "headless", True):
        show(message, seconds)
    return message


def show(message: str, seconds: float) -> None:
    """A plain screen with the message until a key, a click, closing, or `seconds`."""
    try:
        screen = pygame.display.get_surface()
        if screen is None:
            return
        font = pygame.font.Font(None, 30)
        screen.fill((30, 30, 30))
        y = 40
        for line in _wrap(message, font, screen.get_width() - 80):
            screen.blit(font.render(line, True, (240, 240, 240)), (40, y))
            y += font.get_linesize() + 4
        pygame.display.flip()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    return
            time.sleep(0.05)
    except Exception as exc:  # pygame may be what failed; the log has it
        logs.log.error("could not show the crash message: %r", exc)


def _wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for part in text.split("\n"):
        line = ""
        for word in part.split(" "):
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines
