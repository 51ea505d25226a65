"""End of match: who won, the tally, and a rematch with the same table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.scene import Scene
from ui.session import GameSession
from ui.theme import CREAM, GOLD, background
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App
    from ui.nav import PlayingTable


class MatchEndScene(Scene):
    def __init__(self, app: App, table: PlayingTable) -> None:
        super().__init__(app)
        self.session = table.session
        table.close()
        t = app.t
        self.group = WidgetGroup(app, [Button(lambda: t("matchend.again"), self.again),
                                       Button(lambda: t("matchend.menu"), self.menu)])
        self.on_resize()

    def on_resize(self) -> None:
        lay = self.app.layout
        self.group.column((lay.w / lay.unit - 320) / 2, lay.h / lay.unit / 2 + 60, 320, 48, 12)

    def again(self) -> None:
        s = self.session
        self.app.replace(self.screens.table(GameSession(s.rules, s.format, s.seats)))

    def menu(self) -> None:
        self.app.reset(self.screens.menu())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        surface.blit(background(surface.get_size()), (0, 0))
        m = self.session.match
        names = [" + ".join(self.session.seats[s].name for s in team)
                 for team in self.session.rules.teams]
        w = m.winner
        title = app.t("matchend.winner", names=names[w]) if w is not None else \
            app.t("matchend.draw")
        img = app.fonts.render(title, 56, GOLD, bold=True)
        surface.blit(img, img.get_rect(center=(lay.w // 2, lay.h // 2 - lay.px(120))))
        tally = m.hands_won() if m.format.kind in ("best-of", "all-five", "single") \
            else m.scores()
        line = "   ".join(f"{n}: {v}" for n, v in zip(names, tally, strict=True))
        sub = app.fonts.render(app.t("matchend.tally", tally=line), 30, CREAM)
        surface.blit(sub, sub.get_rect(center=(lay.w // 2, lay.h // 2 - lay.px(40))))
        self.group.draw(surface)
