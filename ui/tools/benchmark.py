"""`python main.py --benchmark`: animated AI-v-AI hands at 1920×1080, headless; frame times.

Each frame is timed from the start of its input handling to the end of `display.flip`, with
the game stepped by a fixed 1/60 s so the animations run exactly as they would at 60 FPS.
The table is set up straight after one menu frame, so its set-up time is the cold one.
"""

from __future__ import annotations

import statistics
import time

import pygame

from ui.scenes.handend import HandEndScene
from ui.scenes.matchend import MatchEndScene
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session, make_app


def benchmark(frames: int, started: float) -> int:
    app = make_app((1920, 1080), speed="normal")
    app.push(MenuScene(app))
    app.step(1 / 60, [])
    pygame.display.flip()
    first = time.perf_counter() - started
    hands = 0
    t0 = time.perf_counter()
    app.reset(TableScene(app, ai_session("classic-4", seed=7)))
    setup = time.perf_counter() - t0
    times: list[float] = []
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    for _ in range(frames):
        top = app.top
        events = []
        if isinstance(top, HandEndScene) and top.counted >= top.total:
            events = [enter]
            hands += 1
        elif isinstance(top, MatchEndScene):
            events = [enter]
        t0 = time.perf_counter()
        app.step(1 / 60, events)
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
    times.sort()
    ms = [t * 1000 for t in times]
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"benchmark: {frames} frames at 1920x1080, classic-4 AI v AI, normal speed, "
          f"{hands} hands finished")
    print(f"frame time: median {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms, "
          f"max {ms[-1]:.2f} ms")
    print(f"sustainable: {1000 / statistics.mean(ms):.0f} FPS on average, "
          f"{1000 / p99:.0f} FPS at the p99 frame")
    print(f"start to first drawn frame: {first * 1000:.0f} ms")
    print(f"setting up the table: {setup * 1000:.0f} ms with the deck not yet made (it is "
          "rasterised once, at one size; menu frames make it ahead, one card a frame)")
    app.sound.close()
    return 0
