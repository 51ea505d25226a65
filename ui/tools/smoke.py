"""`python main.py --smoke-test`: every scene visited, a hand of every variant AI v AI."""

from __future__ import annotations

import time
import traceback

import pygame

from game.rules import PRESETS, RulesError
from game.state import HandState
from ui.scenes.handend import HandEndScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.matchend import MatchEndScene
from ui.scenes.menu import MenuScene
from ui.scenes.newgame import NewGameScene
from ui.scenes.pause import PauseScene
from ui.scenes.rules import PAGES, RulesScene
from ui.scenes.settings import SettingsScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session, make_app, run_until, top_is


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def smoke_test() -> int:
    start = time.perf_counter()
    try:
        app = make_app()
        app.push(MenuScene(app))
        app.step(1 / 60, [])
        for scene in (NewGameScene(app), SettingsScene(app), StatsScene(app)):
            app.push(scene)
            for _ in range(3):
                app.step(1 / 60, [])
            app.pop()
        rules = RulesScene(app)
        app.push(rules)
        for _ in PAGES:
            app.step(1 / 60, [_key(pygame.K_RIGHT)])
        app.pop()
        print("scenes: menu, new game, settings, statistics, rules: ok")
        variants = [v for v in PRESETS]
        extra = [v for v in ("chiamata", "licitazione", "schembil") if _known(v)]
        for variant in variants + extra:
            session = ai_session(variant)
            table = TableScene(app, session)
            app.reset(table)
            frames = run_until(app, top_is(HandEndScene))
            hand = session.hand
            assert hand.is_over, f"{variant}: the hand did not finish"
            res = hand.result()
            app.step(1 / 60, [_key(pygame.K_RETURN), _key(pygame.K_RETURN)])
            print(f"{variant}: hand played in {frames} frames, points {res.team_points}")
            if variant == "classic-2":
                app.push(PauseScene(app, table))
                app.step(1 / 60, [])
                app.pop()
        # A hot-seat table shows the hand-off; a finished match shows its end.
        session = ai_session("classic-2", humans=2)
        app.reset(TableScene(app, session))
        run_until(app, top_is(HandoffScene))
        app.step(1 / 60, [])
        app.step(0.5, [])
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5))])
        assert isinstance(app.top, TableScene), "the hand-off did not give way to the table"
        session = ai_session("classic-2")
        table = TableScene(app, session)
        app.reset(table)
        run_until(app, top_is(HandEndScene))
        app.step(1 / 60, [_key(pygame.K_RETURN), _key(pygame.K_RETURN)])
        run_until(app, top_is(MatchEndScene), 10)
        app.step(1 / 60, [])
        print("scenes: table, pause, hand-off, end of hand, end of match: ok")
        app.sound.close()
    except (AssertionError, RuntimeError, RulesError, ValueError) as exc:
        traceback.print_exc()
        print(f"smoke test FAILED: {exc}")
        return 1
    print(f"smoke test passed in {time.perf_counter() - start:.1f} s")
    return 0


def _known(variant: str) -> bool:
    from game.rules import preset

    try:
        HandState.new(preset(variant), seed=1)
    except (RulesError, NotImplementedError, TypeError):
        return False
    return True
