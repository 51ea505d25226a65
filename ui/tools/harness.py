"""Building an app with throw-away user folders and driving it frame by frame."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

import pygame

from game.rules import preset
from ui.app import App
from ui.paths import UserDirs
from ui.scene import Scene
from ui.session import GameSession, SeatConfig
from ui.setup import GameSetup
from ui.wiring import wire


def make_app(size: tuple[int, int] = (1280, 720), root: Path | None = None,
             speed: str = "instant", language: str = "it") -> App:
    pygame.display.init()
    if root is None:
        root = Path(tempfile.mkdtemp(prefix="briscola-"))
    app = wire(App(dirs=UserDirs.under(root), size=size, headless=True))
    app.settings.anim_speed = speed
    app.settings.sound = False
    app.settings.language = language
    return app


def ai_session(variant: str, players: int | None = None, seed: int = 1,
               humans: int = 0, deck: str = "italian") -> GameSession:
    extra = {"players": players} if players else {}
    if variant not in ("briskula",):
        extra["deck"] = deck  # type: ignore[assignment]
    rules = preset(variant, **extra)  # type: ignore[arg-type]
    names = ["Maria", "Luca", "Giulia", "Paolo", "Anna", "Marco"]
    seats = [SeatConfig(names[i], i < humans, "normale") for i in range(rules.players)]
    return GameSession(rules, GameSetup(variant=variant).match_format(rules), seats, seed)


def run_until(app: App, done: Callable[[App], bool], max_frames: int = 20000,
              dt: float = 1 / 60) -> int:
    """Step the app with no input until `done` holds; returns the frames used."""
    for frame in range(max_frames):
        if done(app):
            return frame
        app.step(dt, [])
    raise RuntimeError(f"gave up after {max_frames} frames (top scene: {type(app.top)})")


def top_is(kind: type[Scene]) -> Callable[[App], bool]:
    return lambda app: isinstance(app.top, kind)
