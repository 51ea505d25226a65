""""Ultime mani": the last finished hands, newest first; choosing one opens its review."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.catalogue import variant
from game.match import MatchFormat
from ui.history import SavedHand, recent_hands
from ui.scene import Scene
from ui.session import GameSession, SeatConfig
from ui.theme import CREAM
from ui.widgets import Button, WidgetGroup
from ui.words import date_time

if TYPE_CHECKING:
    from ui.app import App


def _first_up(text: str) -> str:
    """"oggi, 17:05" begins the row: "Oggi, 17:05"."""
    return text[:1].upper() + text[1:]


class RecentHandsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.hands, problems = recent_hands(app.dirs.hands)
        for problem in problems:
            app.messages.append(app.t("msg.hand_damaged", detail=problem))
        buttons = [Button(self._label(h), self._opener(h)) for h in self.hands]
        self.replays = [Button(lambda: app.t("recent.replay"), self._replayer(h),
                               tooltip=lambda: app.t("recent.replay.tip"))
                        for h in self.hands]
        buttons += self.replays
        buttons.append(Button(lambda: app.t("common.back"), self._back))
        self.group = WidgetGroup(app, buttons)
        self.on_resize()

    def _label(self, h: SavedHand) -> Callable[[], str]:
        app = self.app
        name = variant(h.record.rules.variant).name
        return lambda: app.t("recent.row", when=_first_up(date_time(app, h.when)),
                             variant=name(app.settings.language), name=h.names[h.viewer],
                             points=h.points)

    def _opener(self, h: SavedHand) -> Callable[[], None]:
        def open_review() -> None:
            self.app.push(self.screens.review(h.record.rules, h.hand, h.viewer, h.names))

        return open_review

    def _replayer(self, h: SavedHand) -> Callable[[], None]:
        def replay() -> None:
            """The saved hand dealt again from its record: the same cards, the same seats,
            the computer seats at the table's usual level."""
            rec = h.hand
            if rec.seed is None:
                self.app.messages.append(self.app.t("recent.replay.none"))
                return
            seats = [SeatConfig(name, i == h.viewer, "normale") for i, name in
                     enumerate(h.names)]
            session = GameSession(h.record.rules, MatchFormat.single(), seats,
                                  deals=((rec.seed, rec.dealer),), forgive="takeback",
                                  kind="replay")
            self.app.reset(self.screens.menu())
            self.app.push(self.screens.table(session))

        return replay

    def _back(self) -> None:
        self.app.pop()

    def on_resize(self) -> None:
        lay = self.app.layout
        w = 640
        self.group.column((lay.w / lay.unit - w - 150) / 2, 96, w, 40, 8)
        for row, replay in zip(self.group.widgets, self.replays, strict=False):
            replay.rect = pygame.Rect(row.rect.right + lay.px(10), row.rect.y, lay.px(140),
                                      row.rect.h)
        back = self.group.widgets[-1]
        back.rect = lay.rect((lay.w / lay.unit - 240) / 2, lay.h / lay.unit - 66, 240, 46)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def awake(self) -> bool:
        return self.group.awake()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, "recent.title", 48, 18)
        if not self.hands:
            lay = self.app.layout
            img = self.app.fonts.render(self.app.t("recent.none"), 26, CREAM)
            surface.blit(img, img.get_rect(center=(lay.w // 2, lay.h // 2)))
        self.group.draw(surface)
