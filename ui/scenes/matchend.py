"""End of match: the result, a chart of its hands (points per hand, running score), a rematch
with the same table, and a small celebration when people at this computer won."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from ui import charts
from ui.scene import Scene
from ui.session import GameSession
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button, WidgetGroup
from ui.words import agreeing, join_names

if TYPE_CHECKING:
    from ui.app import App
    from ui.nav import PlayingTable

PANEL = (8, 34, 20, 235)
CONFETTI = 90


class MatchEndScene(Scene):
    def __init__(self, app: App, table: PlayingTable) -> None:
        super().__init__(app)
        self.session = table.session
        table.close()
        t = app.t
        self.group = WidgetGroup(app, [Button(lambda: t("matchend.again"), self.again),
                                       Button(lambda: t("matchend.menu"), self.menu)])
        rng = random.Random(self.session.seed)
        # (x, y, speed, sway phase, colour): confetti in the window's fractions, seeded.
        self.confetti = [(rng.random(), -rng.random(), 0.15 + 0.2 * rng.random(),
                          rng.random() * 6.3, charts.SERIES[rng.randrange(4)])
                         for _ in range(CONFETTI)] if self.winning_people() else []
        self.clock = 0.0
        self.on_resize()

    def on_resize(self) -> None:
        lay = self.app.layout
        y = lay.h / lay.unit - 64
        mid = lay.w / lay.unit / 2
        self.group.widgets[0].rect = lay.rect(mid - 290, y, 280, 46)
        self.group.widgets[1].rect = lay.rect(mid + 10, y, 280, 46)

    # ---- what happened -------------------------------------------------------------------
    def names(self, team: int) -> list[str]:
        return [self.session.seats[s].name for s in self.session.rules.teams[team]]

    def winning_people(self) -> list[str]:
        """The humans on the winning side: they get the celebration."""
        w = self.session.match.winner
        if w is None:
            return []
        return [self.session.seats[s].name for s in self.session.rules.teams[w]
                if self.session.seats[s].human]

    def title(self) -> str:
        w = self.session.match.winner
        if w is None:
            return self.app.t("matchend.draw")
        names = self.names(w)
        return agreeing(self.app, "matchend.winner", len(names),
                        names=join_names(self.app, names))

    def per_hand(self) -> list[list[int]]:
        """Each hand's points per side (game points in the bidding variants)."""
        m = self.session.match
        game = m.format.kind in ("first-to-game-points", "hands")
        return [list(r.game_points if game and r.game_points is not None else r.team_points)
                for r in m.results]

    # ---- actions -------------------------------------------------------------------------
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
        self.clock += dt

    def awake(self) -> bool:
        return (bool(self.confetti) and self.clock <= 6) or self.group.awake()

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        bottom = self.draw_page(surface, "matchend.heading", 30, 14)
        img = app.fonts.render(self.title(), 52, GOLD, bold=True)
        if img.get_width() > lay.w - lay.px(60):
            img = pygame.transform.smoothscale(img, (lay.w - lay.px(60), img.get_height()))
        rect = img.get_rect(midtop=(lay.w // 2, bottom + lay.px(4)))
        surface.blit(img, rect)
        y = rect.bottom + lay.px(6)
        people = self.winning_people()
        if people:
            cheer = app.fonts.render(agreeing(app, "matchend.cheer", len(people),
                                              names=join_names(app, people)), 28, CREAM)
            surface.blit(cheer, cheer.get_rect(midtop=(lay.w // 2, y)))
            y += cheer.get_height() + lay.px(4)
        sub = app.fonts.render(self.tally(), 26, CREAM)
        surface.blit(sub, sub.get_rect(midtop=(lay.w // 2, y)))
        y += sub.get_height() + lay.px(12)
        self._chart(surface, pygame.Rect(lay.px(60), y, lay.w - lay.px(120),
                                         lay.h - lay.px(90) - y))
        self.group.draw(surface)
        self._confetti(surface)

    def tally(self) -> str:
        m = self.session.match
        teams = range(len(self.session.rules.teams))
        if m.format.kind in ("best-of", "all-five", "single"):
            values = m.hands_won()
            key = "matchend.tally_hands"
        else:
            values = m.scores()
            key = "matchend.tally_points"
        line = " · ".join(f"{join_names(self.app, self.names(t))} {values[t]}" for t in teams)
        return self.app.t(key, tally=line)

    def _chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        app = self.app
        lay = app.layout
        if box.h < lay.px(120):
            return
        panel(surface, box, lay.px(14), PANEL)
        hands = self.per_hand()
        teams = len(self.session.rules.teams)
        legend_y = box.y + lay.px(10)
        charts.legend(surface, app, box.x + lay.px(20), legend_y,
                      [join_names(app, self.names(t)) for t in range(teams)])
        inner = pygame.Rect(box.x + lay.px(60), legend_y + lay.px(60), box.w - lay.px(90),
                            box.bottom - legend_y - lay.px(100))
        labels = [app.t("matchend.hand_n", n=i + 1) for i in range(len(hands))]
        half = (inner.w - lay.px(70)) // 2
        left = pygame.Rect(inner.x, inner.y, half, inner.h)
        right = pygame.Rect(inner.x + half + lay.px(70), inner.y, half, inner.h)
        for area, key in ((left, "matchend.chart_hands"), (right, "matchend.chart_running")):
            head = app.fonts.render(app.t(key), 22, GOLD, bold=True)
            surface.blit(head, head.get_rect(midbottom=(area.centerx, area.y - lay.px(8))))
        charts.bars(surface, app, left, hands, labels)
        running = [[sum(h[t] for h in hands[:i + 1]) for i in range(len(hands))]
                   for t in range(teams)]
        charts.lines(surface, app, right, running, labels)

    def _confetti(self, surface: pygame.Surface) -> None:
        """Paper pieces falling for a few seconds over the winners' screen."""
        if not self.confetti or self.clock > 6:
            return
        lay = self.app.layout
        size = lay.px(7)
        for x, y0, speed, phase, colour in self.confetti:
            y = (y0 + self.clock * speed) * lay.h
            if 0 <= y < lay.h:
                cx = (x + 0.02 * math.sin(phase + self.clock * 3)) * lay.w
                pygame.draw.rect(surface, colour, pygame.Rect(round(cx), round(y), size,
                                                              size // 2 + 1))
