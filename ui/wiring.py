"""The one place that knows every scene: it gives the app the screens scenes may open.

main.py, the tools and the tests build the app, then `wire` it; from then on a scene opens
another only through `self.screens` (`ui.nav.Screens`), never by importing it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.lessons import shipped
from game.record import HandRecord
from game.rules import Rules
from game.state import HandResult
from ui.app import App
from ui.cards_view import CardImages
from ui.nav import Label, Layer, PlayingTable, RecapTrick
from ui.scenes.challenge import ChallengeResultsScene, ChallengeScene
from ui.scenes.dialog import DialogScene
from ui.scenes.handend import HandEndScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.lesson import LessonsScene, LessonTable
from ui.scenes.matchend import MatchEndScene
from ui.scenes.menu import MenuScene
from ui.scenes.messages import MessagesScene, draw_toast
from ui.scenes.newgame import NewGameScene
from ui.scenes.pause import PauseScene
from ui.scenes.recent import RecentHandsScene
from ui.scenes.review import ReviewScene
from ui.scenes.rules import RulesScene
from ui.scenes.settings import SettingsScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.tournament.listing import TournamentsScene


class Wiring:
    """`ui.nav.Screens` for the whole game."""

    def __init__(self, app: App) -> None:
        self.app = app

    def menu(self) -> Layer:
        return MenuScene(self.app)

    def new_game(self) -> Layer:
        return NewGameScene(self.app)

    def table(self, session: GameSession) -> Layer:
        return TableScene(self.app, session)

    def lessons(self) -> Layer:
        return LessonsScene(self.app)

    def lesson(self, ident: str, step: int) -> Layer:
        lesson = next(x for x in shipped() if x.id == ident)
        return LessonTable(self.app, lesson, step)

    def hand_end(self, table: PlayingTable, result: HandResult) -> Layer:
        return HandEndScene(self.app, table, result)

    def match_end(self, table: PlayingTable) -> Layer:
        if table.session.kind in ("challenge", "daily"):
            return ChallengeResultsScene(self.app, table)
        return MatchEndScene(self.app, table)

    def pause(self, below: Layer | None) -> Layer:
        return PauseScene(self.app, below)

    def handoff(self, name: str, on_ready: Callable[[], None], *, seat: str = "",
                back: pygame.Surface | None = None, recap: Sequence[RecapTrick] = (),
                faces: CardImages | None = None, help: str = "") -> Layer:
        return HandoffScene(self.app, name, on_ready, seat=seat, back=back, recap=recap,
                            faces=faces, help=help)

    def dialog(self, message: Label, buttons: Sequence[tuple[Label, Callable[[], None]]]
               ) -> Layer:
        return DialogScene(self.app, message, buttons)

    def rules(self) -> Layer:
        return RulesScene(self.app)

    def settings(self) -> Layer:
        return SettingsScene(self.app)

    def stats(self) -> Layer:
        return StatsScene(self.app)

    def messages(self) -> Layer:
        return MessagesScene(self.app)

    def recent_hands(self) -> Layer:
        return RecentHandsScene(self.app)

    def review(self, rules: Rules, hand: HandRecord, seat: int, names: Sequence[str]
               ) -> Layer:
        return ReviewScene(self.app, rules, hand, seat, list(names))

    def tournaments(self) -> Layer:
        return TournamentsScene(self.app)

    def challenge(self) -> Layer:
        return ChallengeScene(self.app)


def wire(app: App) -> App:
    """Give `app` every screen; returns it, so `wire(App(...))` reads as one step."""
    app.screens = Wiring(app)
    app.painters.append(lambda surface: draw_toast(surface, app))
    return app


def start(app: App) -> App:
    """Wire `app` and open the main menu on it."""
    wire(app)
    app.push(app.screens.menu())
    return app
