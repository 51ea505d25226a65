"""Sfida Campione and the deal of the day: the page that starts them, with the history, and the
results that compare the player's points with Campione's on the same deals.

A challenge is Briscola for two against a computer opponent. While the player plays, Campione
plays the same deals from the player's seat against the same opponent on a worker thread
(`ui.challenges.CampioneRun`); the results wait for it if it is still thinking.
"""

from __future__ import annotations

import datetime
import random
from typing import TYPE_CHECKING

import pygame

from game.ai.levels import level
from game.challenge import Challenge
from game.match import MatchFormat
from ui.challenges import OPPONENTS, SIZES, CampioneRun, History, Played, make_challenge
from ui.nav import PlayingTable
from ui.scenes.page import PageScene
from ui.session import GameSession, SeatConfig
from ui.text import wrap
from ui.theme import CREAM, GOLD, MUTED, panel
from ui.widgets import Button, Choice
from ui.words import agreeing

if TYPE_CHECKING:
    from ui.app import App

PANEL = (8, 34, 20, 235)


MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
             "Dec")


def day_words(app: App, day: datetime.date) -> str:
    """26/11/2026 in Italian, 26 Nov 2026 in English."""
    if app.settings.language == "it":
        return f"{day.day}/{day.month}/{day.year}"
    return f"{day.day} {MONTHS_EN[day.month - 1]} {day.year}"


class ChallengeScene(PageScene):
    """Start a challenge or the deal of the day; the last challenges played."""

    title_key = "challenge.title"
    title_size = 44

    def __init__(self, app: App, today: datetime.date | None = None) -> None:
        t = app.t
        self.today = today or datetime.date.today()
        self.deals = 5
        self.opponents = "esperto"
        self.size_row = Choice(lambda: t("challenge.deals"),
                               lambda: [(n, str(n)) for n in SIZES], lambda: self.deals,
                               lambda v: setattr(self, "deals", v))
        lang = app.settings.language
        self.level_row = Choice(lambda: t("challenge.opponents"),
                                lambda: [(k, level(k).name(lang)) for k in OPPONENTS],
                                lambda: self.opponents, lambda v: setattr(self, "opponents", v))
        self.start_button = Button(lambda: t("challenge.start"), self.start,
                                   tooltip=lambda: t("challenge.start.tip"))
        self.daily_button = Button(lambda: t("challenge.daily"), self.start_daily,
                                   tooltip=lambda: t("challenge.daily.tip"))
        super().__init__(app, [self.size_row, self.level_row, self.start_button,
                               self.daily_button],
                         [Button(lambda: t("common.back"), self.leave)])
        self.history = History(app.dirs.data / "challenges.json")
        if self.history.problem:
            app.messages.append(t("msg.challenges_damaged", detail=self.history.problem))
        self.on_resize()

    def on_resize(self) -> None:
        super().on_resize()
        lay = self.app.layout
        wu = lay.w / lay.unit
        x = wu / 2 - 520
        for i, w in enumerate((self.size_row, self.level_row, self.start_button,
                               self.daily_button)):
            w.rect = lay.rect(x, 210 + i * 62 + (24 if i >= 2 else 0), 440, 50)
        self.history_box = lay.rect(wu / 2 + 0, 100, 520, lay.h / lay.unit - 200)

    def start(self) -> None:
        seed = random.SystemRandom().getrandbits(48)
        self._play("challenge", make_challenge("challenge", seed, self.deals, self.opponents,
                                               self.today))

    def start_daily(self) -> None:
        self._play("daily", make_challenge("daily", 0, 1, "esperto", self.today))

    def _play(self, kind: str, ch: Challenge) -> None:
        app = self.app
        you = app.settings.player_name or app.t("name.you")
        seats = [SeatConfig(you, True), SeatConfig(level(ch.opponents).name(
            app.settings.language), False, ch.opponents)]
        session = GameSession(ch.rules, MatchFormat("hands", len(ch.deals)), seats, ch.seed,
                              deals=tuple((d.seed, d.dealer) for d in ch.deals),
                              ai_seed=ch.seed, kind=kind)
        if app.challenge is not None:
            app.challenge.stop()
        app.challenge = CampioneRun(ch, kind, self.today.isoformat())
        app.replace(self.screens.table(session))

    def draw_content(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        x, y = self.size_row.rect.x, lay.px(100)
        for line in wrap(app.fonts.get(20), app.t("challenge.body"), lay.px(440))[:4]:
            surface.blit(app.fonts.render(line, 20, CREAM), (x, y))
            y += app.fonts.get(20).get_linesize()
        played = self.history.daily_played(self.today.isoformat())
        note = (app.t("challenge.daily.done", you=sum(played.you),
                      campione=sum(played.campione)) if played else
                app.t("challenge.daily.new", day=day_words(app, self.today)))
        img = app.fonts.render(note, 18, MUTED)
        r = self.daily_button.rect
        surface.blit(img, img.get_rect(midtop=(r.centerx, r.bottom + lay.px(6))))
        box = self.history_box
        panel(surface, box, lay.px(14), PANEL)
        head = app.fonts.render(app.t("challenge.history"), 24, GOLD, bold=True)
        surface.blit(head, (box.x + lay.px(16), box.y + lay.px(12)))
        y = box.y + lay.px(52)
        items = list(reversed(self.history.items))
        if not items:
            surface.blit(app.fonts.render(app.t("challenge.history.none"), 20, MUTED),
                         (box.x + lay.px(16), y))
        for p in items:
            if y + lay.px(28) > box.bottom:
                break
            you, camp = sum(p.you), sum(p.campione)
            words = agreeing(app, "challenge.history.row", len(p.you), day=day_words(
                app, datetime.date.fromisoformat(p.day)), kind=app.t(f"challenge.kind.{p.kind}"),
                n=len(p.you), you=you, campione=camp)
            colour = GOLD if you > camp else CREAM
            surface.blit(app.fonts.render(words, 20, colour), (box.x + lay.px(16), y))
            y += lay.px(30)


class ChallengeResultsScene(PageScene):
    """Deal by deal: the player's points and Campione's on the same cards, and in all."""

    title_key = "challenge.results"
    title_size = 44

    def __init__(self, app: App, table: PlayingTable) -> None:
        t = app.t
        super().__init__(app, buttons=[Button(lambda: t("challenge.again"), self.again),
                                       Button(lambda: t("matchend.menu"), self.to_menu)])
        self.session = table.session
        self.run = app.challenge
        rules = self.session.rules
        self.you = [r.team_points[rules.team_of(0)] for r in self.session.match.results]
        self.saved = False
        self.on_resize()

    @property
    def ready(self) -> bool:
        return self.run is None or self.run.done == len(self.run.points)

    def awake(self) -> bool:
        return not self.ready or super().awake()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.ready and not self.saved and self.run is not None:
            self.saved = True
            ch = self.run.challenge
            played = Played(self.run.kind, self.run.day, ch.seed, ch.opponents,
                            tuple(self.you), tuple(p or 0 for p in self.run.points))
            try:
                History(self.app.dirs.data / "challenges.json").add(played)
            except OSError as exc:
                self.app.messages.append(self.app.t("msg.save_failed", detail=str(exc)))

    def again(self) -> None:
        self.app.reset(self.screens.menu())
        self.app.push(self.screens.challenge())

    def to_menu(self) -> None:
        if self.run is not None and not self.ready:
            self.run.stop()
        self.app.reset(self.screens.menu())

    def leave(self) -> None:
        self.to_menu()

    def draw_content(self, surface: pygame.Surface) -> None:
        """Each deal as a pair of bars (yours gold, Campione's cream) out of the hand's
        points, the difference beside them, and the verdict over all deals."""
        app, lay = self.app, self.app.layout
        camp = self.run.points if self.run is not None else []
        total = self.session.rules.total_points
        row_h = lay.px(min(64, 300 // max(1, len(self.you))))
        width = min(lay.px(1000), lay.w - lay.px(80))
        box = pygame.Rect(0, 0, width, lay.px(150) + row_h * len(self.you))
        box.midtop = (lay.w // 2, self.content_top())
        panel(surface, box, lay.px(14), PANEL)
        name_w, diff_w = lay.px(120), lay.px(150)
        bar_x = box.x + lay.px(24) + name_w
        bar_w = box.w - lay.px(48) - name_w - diff_w
        y = box.y + lay.px(16)
        for text, colour, dx in ((app.t("challenge.col.you"), GOLD, 0),
                                 (app.t("challenge.col.campione"), CREAM, lay.px(140))):
            pygame.draw.rect(surface, colour, (bar_x + dx, y + lay.px(6), lay.px(18),
                                               lay.px(14)), border_radius=lay.px(3))
            surface.blit(app.fonts.render(text, 20, colour, bold=True),
                         (bar_x + dx + lay.px(26), y))
        y += lay.px(40)
        bar_h = max(4, (row_h - lay.px(14)) // 2)
        for i, mine in enumerate(self.you):
            theirs = camp[i] if i < len(camp) else None
            label = app.fonts.render(app.t("challenge.deal_n", n=i + 1), 22, CREAM)
            surface.blit(label, label.get_rect(midleft=(box.x + lay.px(24), y + row_h // 2 -
                                                        lay.px(4))))
            for k, (pts, colour) in enumerate(((mine, GOLD), (theirs, CREAM))):
                top = y + k * (bar_h + lay.px(4))
                pygame.draw.rect(surface, (30, 60, 42), (bar_x, top, bar_w, bar_h),
                                 border_radius=lay.px(4))
                if pts is not None:
                    pygame.draw.rect(surface, colour, (bar_x, top, max(2, bar_w * pts // total),
                                                       bar_h), border_radius=lay.px(4))
                    num = app.fonts.render(str(pts), 18, (20, 30, 24), bold=True)
                    if bar_w * pts // total > num.get_width() + lay.px(10):
                        surface.blit(num, num.get_rect(midright=(
                            bar_x + bar_w * pts // total - lay.px(6), top + bar_h // 2)))
            diff = "…" if theirs is None else (f"+{mine - theirs}" if mine > theirs else
                                               str(mine - theirs))
            colour = GOLD if theirs is not None and mine > theirs else CREAM
            img = app.fonts.render(diff, 24, colour, bold=True)
            surface.blit(img, img.get_rect(midright=(box.right - lay.px(24),
                                                     y + row_h // 2 - lay.px(4))))
            y += row_h
        y += lay.px(14)
        if self.ready:
            total_c = sum(p or 0 for p in camp)
            total_y = sum(self.you)
            key = ("challenge.verdict.won" if total_y > total_c else
                   "challenge.verdict.lost" if total_y < total_c else "challenge.verdict.tie")
            words, colour = app.t(key, you=total_y, campione=total_c), GOLD
        else:
            words = app.t("challenge.waiting", done=self.run.done if self.run else 0,
                          total=len(self.you))
            colour = MUTED
        img = app.fonts.render(words, 28, colour, bold=True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
