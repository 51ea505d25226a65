"""`python main.py --idle-cpu`: how much CPU the game uses while nothing happens.

A card game spends most of its life waiting for a person: at the menu, or at the table on the
player's turn. The frame loop sleeps then (`App.awake`); this measures it. Each place is shown
twice: with the loop as it is, and with sleeping switched off (the loop before it slept, which
drew 120 frames a second whatever happened), so the figure can be compared on any machine.
CPU is the whole process's (`time.process_time`: every thread), over wall-clock seconds.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ui.app import App
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session, make_app

SETTLE_LIMIT = 30.0  # seconds to wait for the screen to come to rest before measuring


def _settle(app: App, ready: Callable[[App], bool]) -> None:
    """Run frames until `ready` (the deck made, the deal over, the player's turn)."""
    end = time.perf_counter() + SETTLE_LIMIT
    while not ready(app) and time.perf_counter() < end:
        app.step(1 / 60, None)


def _measure(app: App, seconds: float) -> tuple[float, int]:
    """Percent of one core over `seconds` of the real frame loop with no input, and frames."""
    frames = len(app.frame_times)
    cpu, wall = time.process_time(), time.perf_counter()
    app.run(until=wall + seconds)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return 100 * cpu / wall, len(app.frame_times) - frames


def _table_waiting(app: App) -> bool:
    top = app.top
    return isinstance(top, TableScene) and top.human_to_act() and not app.awake()


def idle_cpu(seconds: float, size: tuple[int, int] = (1280, 720)) -> int:
    print(f"idle CPU: {seconds:g} s at each place, {size[0]}x{size[1]}, no input")
    for sleep in (True, False):
        app = make_app(size, speed="normal")
        app.sleep = sleep
        how = "sleeping loop" if sleep else "sleep off (the loop before)"
        app.push(MenuScene(app))
        _settle(app, lambda a: not a.awake())
        pct, frames = _measure(app, seconds)
        print(f"  menu,  {how}: {pct:5.1f} % of one core, {frames} frames")
        app.reset(TableScene(app, ai_session("classic-2", humans=1, seed=3)))
        _settle(app, _table_waiting)
        pct, frames = _measure(app, seconds)
        print(f"  table, player's turn, {how}: {pct:5.1f} % of one core, {frames} frames")
    return 0
