"""`python main.py --smoke-test`: every scene visited, a hand of every variant AI v AI."""

from __future__ import annotations

import functools
import time
import traceback

import pygame

from game import actions as A
from game.catalogue import VARIANTS
from game.rules import PRESETS, RulesError
from game.state import Phase
from ui.app import App
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


def _drive(app: App, table: TableScene) -> bool:
    """Act for a human seat as a player would (bid, call, play); True at the end of hand."""
    if isinstance(app.top, HandEndScene):
        return True
    if app.top is not table or not table.human_to_act():
        return False
    app.step(1 / 60, [])  # let the HUD build its buttons for this position
    hand = table.session.hand
    if not table.human_to_act():
        return False
    shown = table.hud.shown
    bids = [i for i, a in enumerate(shown) if a != A.PASS]
    if hand.phase is not Phase.PLAY and bids:
        rect = table.hud.actions.widgets[bids[0]].rect
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
        app.step(1 / 60, [down])
        return False
    cards = table.view.hands[table.session.viewer]
    legal = hand.legal_actions()
    playable = [i for i, c in enumerate(cards) if c in legal]
    if playable:
        app.step(1 / 60, [_key(pygame.K_1 + playable[0]), _key(pygame.K_RETURN)])  # select, play
    else:
        table.apply(legal[0])
    return False


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
        bidding = [v.key for v in VARIANTS if v.hooks.bidding]
        # Every variant AI v AI; then the bidding ones again with seat 0 "human", driven by
        # clicks on the auction's buttons, so the dialogs are exercised too.
        for variant, humans in [(v, 0) for v in PRESETS] + [(v, 1) for v in bidding]:
            session = ai_session(variant, humans=humans)
            table = TableScene(app, session)
            app.reset(table)
            redeals = 0
            while True:  # a bidding hand where all pass is redealt: play on to a real one
                frames = run_until(app, functools.partial(_drive, table=table))
                hand = session.hand
                assert hand.is_over, f"{variant}: the hand did not finish"
                res = hand.result()
                app.step(1 / 60, [_key(pygame.K_RETURN), _key(pygame.K_RETURN)])
                if hand.tricks or redeals >= 5:
                    break
                redeals += 1
            assert hand.tricks, f"{variant}: five redeals in a row"
            who = "seat 0 through the dialogs" if humans else "AI v AI"
            print(f"{variant} ({who}): hand played in {frames} frames ({len(hand.tricks)} "
                  f"tricks{f', after {redeals} redeals' if redeals else ''}), "
                  f"points {res.team_points}")
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
