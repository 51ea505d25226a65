"""Statistics: per player (hands, wins, ties, points per hand, cappotti) and two charts of the
hands people played: results over time, and per variant and computer level. Numbers are
written the language's way ("82,0" in Italian)."""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

import pygame

from game.ai.levels import level
from game.catalogue import variant
from ui import charts
from ui.scenes.page import PageScene
from ui.stats import OPPONENTS, HandLog, Statistics
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button
from ui.words import agreeing, day_month, number

if TYPE_CHECKING:
    from ui.app import App

COLUMNS = ("stats.player", "stats.hands", "stats.wins", "stats.ties", "stats.avg",
           "stats.cappotti", "stats.practice")
PANEL = (8, 34, 20, 235)
DAYS = 14


def win_share(hands: list[HandLog]) -> float:
    """Hands won out of those played, as a percentage (ties count as half)."""
    if not hands:
        return 0.0
    score = sum(1.0 if h.result == "win" else 0.5 if h.result == "tie" else 0.0 for h in hands)
    return 100 * score / len(hands)


class StatsScene(PageScene):
    title_key = "stats.title"
    title_size = 44

    def __init__(self, app: App) -> None:
        super().__init__(app, buttons=[Button(lambda: app.t("stats.recent"), self._recent),
                                       Button(lambda: app.t("common.back"), self.leave)])
        self.stats = Statistics(app.dirs.stats)
        if self.stats.problem:
            app.messages.append(app.t(self.stats.problem.key, detail=self.stats.problem.detail))
        self.scroll = 0
        self.on_resize()

    def _recent(self) -> None:
        self.app.push(self.screens.recent_hands())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll = max(0, self.scroll + (1 if event.key == pygame.K_DOWN else -1))
            return
        super().handle_event(event)

    # ---- the charts' data ----------------------------------------------------------------
    def by_day(self) -> tuple[list[str], list[float], list[int]]:
        """The last days with hands: labels ("23 nov"), win share and hands played."""
        days: dict[str, list[HandLog]] = defaultdict(list)
        for h in self.stats.hands:
            days[h.day].append(h)
        keys = sorted(days)[-DAYS:]
        labels = [day_month(self.app, k) for k in keys]
        return labels, [win_share(days[k]) for k in keys], [len(days[k]) for k in keys]

    def by_variant(self) -> tuple[list[str], list[str], list[list[float]]]:
        """Variants played (rows) × computer levels met (series): win share of each."""
        cells: dict[tuple[str, str], list[HandLog]] = defaultdict(list)
        for h in self.stats.hands:
            cells[(h.variant, h.level)].append(h)
        variants = sorted({v for v, _ in cells})
        levels = [lv for lv in OPPONENTS if any(lv == k[1] for k in cells)]
        groups = [[win_share(cells.get((v, lv), [])) for lv in levels] for v in variants]
        return variants, levels, groups

    # ---- drawing -------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        top = self.content_top() - lay.px(10)
        bottom = lay.h - lay.px(80)
        table_h = min(lay.px(200), (bottom - top) // 3)
        self._table(surface, pygame.Rect(lay.px(60), top, lay.w - lay.px(120), table_h))
        y = top + table_h + lay.px(12)
        half = (lay.w - lay.px(132)) // 2
        left = pygame.Rect(lay.px(60), y, half, bottom - y)
        right = pygame.Rect(left.right + lay.px(12), y, half, bottom - y)
        self._over_time(surface, left)
        self._per_variant(surface, right)

    def _table(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        app = self.app
        lay = app.layout
        panel(surface, box, lay.px(14), PANEL)
        xs = [0.0, 0.3, 0.42, 0.53, 0.64, 0.76, 0.88]
        y = box.y + lay.px(10)
        for x, key in zip(xs, COLUMNS, strict=True):
            img = app.fonts.render(app.t(key), 22, GOLD, bold=True)
            surface.blit(img, (box.x + lay.px(20) + round(x * (box.w - lay.px(40))), y))
        y += lay.px(32)
        rows = sorted(self.stats.players.items(), key=lambda kv: (-kv[1].hands, kv[0]))
        if not rows:
            img = app.fonts.render(app.t("stats.none"), 22, CREAM)
            surface.blit(img, (box.x + lay.px(20), y))
        fit = max(1, (box.bottom - y - lay.px(6)) // lay.px(28))
        self.scroll = min(self.scroll, max(0, len(rows) - fit))
        for name, st in rows[self.scroll:self.scroll + fit]:
            avg = number(app, st.points / st.hands) if st.hands else number(app, 0)
            cells = (name, str(st.hands), str(st.wins), str(st.ties), avg, str(st.cappotti),
                     str(st.practice))
            for x, cell in zip(xs, cells, strict=True):
                img = app.fonts.render(cell, 22, CREAM)
                surface.blit(img, (box.x + lay.px(20) + round(x * (box.w - lay.px(40))), y))
            y += lay.px(28)

    def _chart_box(self, surface: pygame.Surface, box: pygame.Rect, title: str) -> pygame.Rect:
        """A panel with its title; returns the plotting area inside."""
        app = self.app
        lay = app.layout
        panel(surface, box, lay.px(14), PANEL)
        head = app.fonts.render(title, 22, GOLD, bold=True)
        surface.blit(head, (box.x + lay.px(16), box.y + lay.px(8)))
        return pygame.Rect(box.x + lay.px(56), box.y + lay.px(74), box.w - lay.px(76),
                           box.h - lay.px(108))

    def _percent(self, v: float) -> str:
        return self.app.t("stats.percent", value=number(self.app, v, 0))

    def _over_time(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        app = self.app
        area = self._chart_box(surface, box, app.t("stats.chart_time"))
        labels, share, played = self.by_day()
        if not labels:
            img = app.fonts.render(app.t("stats.no_history"), 20, CREAM)
            surface.blit(img, (area.x - app.layout.px(40), area.y))
            return
        charts.legend(surface, app, box.x + app.layout.px(16), box.y + app.layout.px(38),
                      [app.t("stats.won_share")])
        total = sum(played)
        note = app.fonts.render(app.t("stats.hands_in_days",
                                      hands=agreeing(app, "stats.count_hands", total, n=total),
                                      days=agreeing(app, "stats.count_days", len(labels),
                                                    n=len(labels))), 18, CREAM)
        surface.blit(note, note.get_rect(topright=(box.right - app.layout.px(16),
                                                   box.y + app.layout.px(40))))
        charts.lines(surface, app, area, [share], labels, self._percent)

    def _per_variant(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        app, lang = self.app, self.app.settings.language
        area = self._chart_box(surface, box, app.t("stats.chart_variant"))
        variants, levels, groups = self.by_variant()
        if not variants:
            img = app.fonts.render(app.t("stats.no_history"), 20, CREAM)
            surface.blit(img, (area.x - app.layout.px(40), area.y))
            return
        charts.legend(surface, app, box.x + app.layout.px(16), box.y + app.layout.px(38),
                      [level(lv).name(lang) if lv != "people" else app.t("stats.people")
                       for lv in levels])
        charts.bars(surface, app, area, groups, [variant(v).name(lang) for v in variants],
                    self._percent)
