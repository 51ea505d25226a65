"""Thousands of random events across every scene: nothing may raise."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random
from pathlib import Path

import pygame

from ui.scenes.menu import MenuScene
from ui.scenes.newgame import NewGameScene
from ui.scenes.rules import RulesScene
from ui.scenes.settings import SettingsScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session, make_app

KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_h, pygame.K_p, pygame.K_BACKSPACE, pygame.K_PAGEDOWN, pygame.K_a]


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    kind = rng.random()
    if kind < 0.3:
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="")
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    if kind < 0.8:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if kind < 0.9:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                  buttons=(rng.random() < 0.5, 0, 0))
    if kind < 0.95:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)))
    if kind < 0.99:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aèZ9 "))
    return pygame.event.Event(pygame.VIDEORESIZE, w=rng.randrange(900, 2000),
                              h=rng.randrange(600, 1200))


def test_random_input_soak(tmp_path: Path) -> None:
    rng = random.Random(2024)
    app = make_app(root=tmp_path, speed="fast")
    seen: set[str] = set()
    starts = [MenuScene, NewGameScene, SettingsScene, RulesScene, StatsScene]
    for round_ in range(16):
        app.running = True
        if round_ % 2:
            session = ai_session(rng.choice(["classic-2", "classic-4", "briscolone",
                                             "classic-3"]), seed=round_, humans=rng.choice((1, 2)))
            app.reset(TableScene(app, session))
        else:
            app.reset(starts[(round_ // 2) % len(starts)](app))
        for _ in range(400):
            events = [random_event(rng, app.screen.get_size())
                      for _ in range(rng.randrange(0, 3))]
            app.step(rng.choice((0.0, 1 / 60, 0.05, 0.3)), events)
            seen.add(type(app.top).__name__)
            if not app.running or not app.stack:
                app.running = True
                app.reset(MenuScene(app))
    print(sorted(seen))
    assert {"MenuScene", "TableScene", "SettingsScene"} <= seen
    assert len(seen) >= 7, seen
