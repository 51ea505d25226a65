"""Building an app with throw-away user folders and driving it frame by frame."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

import pygame

from game.cards import DeckKind
from game.rules import preset
from ui.app import App
from ui.nav import Layer
from ui.paths import UserDirs
from ui.scene import Scene
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.session import GameSession, SeatConfig
from ui.settings import Language, Speed
from ui.setup import GameSetup
from ui.wiring import wire


def make_app(size: tuple[int, int] = (1280, 720), root: Path | None = None,
             speed: Speed = "instant", language: Language = "it") -> App:
    pygame.display.init()
    if root is None:  # a test's own folder, gone when the run ends (not one per test left in /tmp)
        root = Path(tempfile.mkdtemp(prefix="briscola-"))
        atexit.register(shutil.rmtree, root, ignore_errors=True)
    app = wire(App(dirs=UserDirs.under(root), size=size, headless=True))
    app.settings.anim_speed = speed
    app.settings.sound = False
    app.settings.language = language
    return app


def ai_session(variant: str, players: int | None = None, seed: int = 1,
               humans: int = 0, deck: DeckKind = "italian") -> GameSession:
    rules = preset(variant, players=players, deck=deck)  # a one-deck variant keeps its own
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


# ---- driving the screens as a player: clicks at what the screens draw --------------------
def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """A left click at `pos`: move there, press, release."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def click_at(app: App, pos: tuple[int, int]) -> None:
    app.step(1 / 60, click(pos))


def click_menu(app: App, key: str) -> Layer | None:
    """Click the main-menu entry labelled with translation `key`, as a player would, and give
    what it opened: the one way the tests enter a screen from the menu."""
    menu = app.top
    if not isinstance(menu, MenuScene):
        raise AssertionError(f"the main menu is not on top: {menu!r}")
    entry = next(w for w in menu.group.widgets if w.label() == app.t(key))
    click_at(app, entry.rect.center)
    return app.top


def click_card(app: App, table: TableScene, card: int) -> None:
    """Click `card` in the viewer's hand where the table's geometry draws it.

    The one place tests find a card on screen: a change of the table's layout or input keeps
    every play-through test working as long as `hand_rects` says where the cards lie.
    """
    hand = table.view.hands[table.session.viewer]
    click_at(app, table.hand_rects()[hand.index(card)].center)


def click_action(app: App, table: TableScene, want: Callable[[int], bool]) -> bool:
    """Click the first dialog button (bid, pass, call, declaration) whose action `want`s;
    turns the dialog's pages when the button is on another one. False if there is none."""
    for _ in range(40):
        hud = table.hud
        for action, button in zip(hud.shown, hud.actions.widgets, strict=False):
            if want(action):
                click_at(app, button.rect.center)
                return True
        more = hud.actions.widgets[len(hud.shown):]
        if not more:
            return False
        click_at(app, more[0].rect.center)
    return False
