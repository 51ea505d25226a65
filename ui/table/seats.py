"""The table scene's seats: who sits where, the words on their plates and actions, the hand-off
between people sharing the screen, and the computer players' turns.

A part of `ui.scenes.table.TableScene` (a mixin).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.table.port import PlateInfo
from ui.text import action_label, card_name
from ui.words import join_names

if TYPE_CHECKING:
    import random

    from game.rules import Rules
    from ui.app import App
    from ui.cards_view import CardImages
    from ui.nav import Screens
    from ui.players import DecisionRunner
    from ui.session import GameSession
    from ui.table.hud import TableHud
    from ui.table.view import TableView

THINK = 0.45  # seconds an AI seems to think at normal speed


class TableSeats:
    """The people and computer players around the table."""

    app: App
    screens: Screens
    session: GameSession
    view: TableView
    hud: TableHud
    runner: DecisionRunner
    rng: random.Random
    small: CardImages
    think: float
    concealed: bool
    images_index: bool

    if TYPE_CHECKING:
        def help_on(self, kind: str, seat: int | None = None) -> bool: ...

        def help_words(self, seat: int) -> str: ...

        def _make_images(self) -> None: ...

        @property
        def rules(self) -> Rules: ...

        @property
        def french(self) -> bool: ...

        @property
        def speed(self) -> float: ...

        def resync(self) -> None: ...

        def apply(self, action: int) -> bool: ...

    def set_viewer(self, seat: int) -> None:
        """Hot-seat: the player at the screen changes; show their view at the bottom."""
        self.session.viewer = seat
        self.concealed = False
        if self.images_index != self.help_on("index"):
            self._make_images()  # this person reads the cards with (or without) the index
        self.resync()
        self.hud.layout()

    def banner_text(self, seat: int, action: int) -> str:
        return self.action_text(seat, action)

    def action_text(self, seat: int, action: int) -> str:
        names = [c.name for c in self.session.seats]
        return action_label(self.app, action, self.french, seat=seat, rules=self.rules,
                            names=names)

    def plate_info(self, seat: int) -> PlateInfo:
        cfg = self.session.seats[seat]
        t = self.app.t
        if not cfg.human:
            who = t("level." + cfg.level)
        else:
            who = t("table.you" if seat == self.session.viewer else "table.human")
        n = self.view.tricks[seat] if seat < len(self.view.tricks) else 0
        tricks = t("table.tricks.one" if n == 1 else "table.tricks.other", n=n)
        points = t("table.points_short", n=self.view.points[seat]) \
            if self.app.settings.show_scores else None
        return PlateInfo(f"{who} · {tricks}", points, seat == self.session.hand.dealer)

    def _hand_off(self, seat: int) -> None:
        if not self.session.hot_seat:
            self.set_viewer(seat)
            return
        self.concealed = True
        self.app.push(self.screens.handoff(self.session.seats[seat].name,
                                           lambda: self.set_viewer(seat),
                                           seat=self.seat_words(seat), back=self.small.back(),
                                           help=self.help_words(seat)))

    def seat_words(self, seat: int) -> str:
        """"Posto 2 di 4 · in coppia con Carmela": where the next player sits, for hand-offs."""
        words = self.app.t("handoff.seat", n=seat + 1, total=self.rules.players)
        mates = [self.session.seats[s].name for team in self.rules.teams if seat in team
                 for s in team if s != seat]
        if mates:
            words += " · " + self.app.t("handoff.partner", names=join_names(self.app, mates))
        return words

    def _ai_turn(self, seat: int, dt: float) -> None:
        if not self.runner.busy:
            if self.think <= 0:
                self.think = THINK * self.speed + 1e-9
            self.think -= dt
            if self.think > 0:
                return
            obs = self.session.hand.observe(seat)
            self.runner.start(self.session.seats[seat].level, obs, self.rng.getrandbits(32),
                              fast=self.speed == 0)
        action = self.runner.poll()
        if action is not None:
            self.think = 0.0
            if self.runner.problem:  # the level failed: a safe move stood in for it
                self.app.messages.append(self.app.t(
                    "msg.ai_replaced", name=self.session.seats[seat].name,
                    detail=self.runner.problem))
            self.apply(action)

    def card_label(self, card: int) -> str:
        return card_name(self.app, card, self.french)
