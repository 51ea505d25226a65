"""`python main.py --smoke-test`: every scene visited, a hand of every variant AI v AI."""

from __future__ import annotations

import functools
import time
import traceback

import pygame

from game import actions as A
from game.ai.net import load, load_4, load_call
from game.catalogue import VARIANTS
from game.rules import PRESETS, RulesError
from game.state import Phase
from ui.app import App
from ui.art.decks import STYLES
from ui.art.render import BACKS, CardArt, unusable
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
from ui.tournament.hub import TournamentScene
from ui.tournament.listing import TournamentsScene
from ui.tournament.wizard import WizardScene

# Every screen a player can reach; the smoke test (run on the frozen builds too) fails unless
# each was drawn, so a module the builds leave out cannot hide behind an unvisited screen.
EVERY_SCENE = {"MenuScene", "NewGameScene", "SettingsScene", "StatsScene", "RulesScene",
               "TableScene", "PauseScene", "HandoffScene", "HandEndScene", "MatchEndScene",
               "MessagesScene", "RecentHandsScene", "ReviewScene", "DialogScene",
               "TournamentsScene", "WizardScene", "TournamentScene", "LessonsScene",
               "LessonTable"}


class SmokeFailure(RuntimeError):
    """A failed check. Not `assert`: the frozen builds are compiled with -O, which drops them."""


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


def _visit(app: App, frames: int = 3) -> None:
    """Draw the top scene a few frames, noting its kind."""
    for _ in range(frames):
        app.step(1 / 60, [])
        if app.top is not None:
            _seen.add(type(app.top).__name__)


_seen: set[str] = set()


def _more_screens(app: App, table: TableScene) -> None:
    """The screens off the main path: review, recent hands, messages, a dialog, tournaments."""
    hand_end = app.top
    if not isinstance(hand_end, HandEndScene):
        raise SmokeFailure("no end-of-hand screen to review from")
    hand_end.open_review()
    _visit(app, 30)
    app.pop()
    for layer in (app.screens.recent_hands(), app.screens.messages(),
                  app.screens.dialog(lambda: "?", [(lambda: "OK", lambda: None)]),
                  app.screens.lessons(), app.screens.lesson("classic-2", 5)):
        app.push(layer)
        _visit(app)
        app.pop()
    depth = len(app.stack)
    listing = app.screens.tournaments()
    app.push(listing)
    _visit(app)
    if not isinstance(listing, TournamentsScene):
        raise SmokeFailure("the tournament list did not open")
    listing.new()
    wizard = app.top
    if not isinstance(wizard, WizardScene):
        raise SmokeFailure("the tournament wizard did not open")
    _visit(app)
    for _ in range(4):  # through its steps with the defaults: the tournament screen opens
        wizard.next_button.activate()
        _visit(app, 1)
    if not isinstance(app.top, TournamentScene):
        raise SmokeFailure("the wizard did not open the tournament")
    _visit(app)
    while len(app.stack) > depth:
        app.pop()
    del table


def _every_card() -> None:
    """Rasterise every face and back of every deck: a broken or missing file (the frozen builds
    ship them gzipped) would otherwise pass unnoticed as a plain fallback card."""
    for style in STYLES:
        art = CardArt(style, 60)
        art.all_faces()
        for back in range(len(BACKS[style])):
            art.back(back)
    bad = unusable()
    if bad:
        raise SmokeFailure(f"card art unusable: {bad}")


def _networks() -> None:
    """Campione's networks must load: without them it quietly plays as Esperto, which no
    hand played here would reveal."""
    missing = [name for name, ok in (("classic-2", load() is not None),
                                     ("classic-4", load_4() is not None),
                                     ("chiamata", load_call() is not None)) if not ok]
    if missing:
        raise SmokeFailure(f"Campione's networks unreadable: {', '.join(missing)}")


def smoke_test() -> int:
    start = time.perf_counter()
    try:
        app = make_app()
        app.push(MenuScene(app))
        _visit(app, 1)
        for scene in (NewGameScene(app), SettingsScene(app), StatsScene(app)):
            app.push(scene)
            _visit(app)
            app.pop()
        rules = RulesScene(app)
        app.push(rules)
        for _ in PAGES:
            app.step(1 / 60, [_key(pygame.K_RIGHT)])
        _visit(app, 1)
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
                _seen.add(type(table).__name__)
                hand = session.hand
                if not hand.is_over:
                    raise SmokeFailure(f"{variant}: the hand did not finish")
                res = hand.result()
                app.step(1 / 60, [_key(pygame.K_RETURN), _key(pygame.K_RETURN)])
                if hand.tricks or redeals >= 5:
                    break
                redeals += 1
            if not hand.tricks:
                raise SmokeFailure(f"{variant}: five redeals in a row")
            who = "seat 0 through the dialogs" if humans else "AI v AI"
            print(f"{variant} ({who}): hand played in {frames} frames ({len(hand.tricks)} "
                  f"tricks{f', after {redeals} redeals' if redeals else ''}), "
                  f"points {res.team_points}")
            if variant == "classic-2":
                app.push(PauseScene(app, table))
                _visit(app, 1)
                app.pop()
        # A hot-seat table shows the hand-off; a finished match shows its end.
        session = ai_session("classic-2", humans=2)
        app.reset(TableScene(app, session))
        run_until(app, top_is(HandoffScene))
        _visit(app, 1)
        app.step(0.5, [])
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5))])
        if not isinstance(app.top, TableScene):
            raise SmokeFailure("the hand-off did not give way to the table")
        session = ai_session("classic-2")
        table = TableScene(app, session)
        app.reset(table)
        run_until(app, top_is(HandEndScene))
        _seen.add(type(app.top).__name__)
        app.step(1 / 60, [_key(pygame.K_RETURN), _key(pygame.K_RETURN)])
        run_until(app, top_is(MatchEndScene), 10)
        _visit(app, 1)
        print("scenes: table, pause, hand-off, end of hand, end of match: ok")
        table = TableScene(app, ai_session("classic-2", seed=2))
        app.reset(table)
        run_until(app, top_is(HandEndScene))
        _more_screens(app, table)
        print("scenes: hand review, recent hands, messages, dialog, tournaments, wizard: ok")
        _every_card()
        print(f"card art: every face and back of {len(STYLES)} decks: ok")
        _networks()
        print("Campione's networks (classic-2, classic-4, chiamata): ok")
        missing = EVERY_SCENE - _seen
        if missing:
            raise SmokeFailure(f"scenes never drawn: {sorted(missing)}")
        app.sound.close()
    except (AssertionError, RuntimeError, RulesError, ValueError) as exc:
        traceback.print_exc()
        print(f"smoke test FAILED: {exc}")
        return 1
    print(f"smoke test passed in {time.perf_counter() - start:.1f} s")
    return 0
