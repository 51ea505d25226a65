"""Hand review ("Analisi della mano"): the hand trick by trick, each choice of the reviewed
player beside Campione's, the chance to win before and after, and a chart across the hand.

The judging (`game.review`) runs in a worker thread with a progress bar, so the frame loop
never waits; the tricks themselves come from a replay and show at once.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

import pygame

from game.ai.reasons import sentences
from game.catalogue import variant
from game.record import HandRecord, RecordError, replay_hand
from game.review import WORLDS, Decision, HandReview, Progress, review_hand
from game.rules import Rules
from ui.art.decks import play_style
from ui.cards_view import CardImages
from ui.scene import Scene
from ui.suitsigns import render_suited
from ui.text import card_name, wrap
from ui.theme import CREAM, GOLD, MUTED, RED, RED_LIGHT, panel
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App

GREEN = (120, 200, 120)  # 6.7:1 on a panel, like the theme's PAIRS
GRADE_COLOUR = {"ok": GREEN, "slip": GOLD, "mistake": RED_LIGHT}  # text on the panel
DOT_COLOUR = {"ok": CREAM, "slip": GOLD, "mistake": RED}  # the chart's markers


class ReviewScene(Scene):
    worlds = WORLDS  # tests lower it: the judging is the slow part

    def __init__(self, app: App, rules: Rules, hand: HandRecord, seat: int,
                 names: list[str]) -> None:
        super().__init__(app)
        self.rules, self.hand, self.seat, self.names = rules, hand, seat, names
        state, _ = replay_hand(rules, hand)
        self.tricks = list(state.tricks)
        self.index = 0
        self.review: HandReview | None = None
        self.error: str | None = None
        self.done, self.total = 0, 0
        self._cancel = False
        self._chart = pygame.Rect(0, 0, 0, 0)
        t = app.t
        self.group = WidgetGroup(app, [
            Button(lambda: t("review.prev"), lambda: self.step(-1)),
            Button(lambda: t("review.next"), lambda: self.step(1)),
            Button(lambda: t("common.back"), self.back),
        ])
        self.group.focus = 1
        self.on_resize()
        self.worker = threading.Thread(target=self._work, daemon=True, name="hand-review")
        self.worker.start()

    # ---- the judging, off the frame loop -------------------------------------------------
    def _progress(self, done: int, total: int) -> None:
        if self._cancel:
            raise Progress
        self.done, self.total = done, total

    def _work(self) -> None:
        try:
            self.review = review_hand(self.rules, self.hand, self.seat, worlds=self.worlds,
                                      progress=self._progress)
        except Progress:
            return
        except RecordError as exc:
            self.error = str(exc)

    # ---- input ---------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        self.index = max(0, min(len(self.tricks) - 1, self.index + delta))

    def back(self) -> None:
        self.app.pop()

    def on_leave(self) -> None:
        self.close()

    def close(self) -> None:
        """Stop the judging: the worker thread ends at its next progress report."""
        self._cancel = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -1,
                    pygame.K_PAGEDOWN: 1, pygame.K_HOME: -99, pygame.K_END: 99}
            if event.key in keys:
                self.step(keys[event.key])
                return
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self._chart.collidepoint(event.pos) and self.tricks:
            k = (event.pos[0] - self._chart.x) * len(self.tricks) // max(1, self._chart.w)
            self.index = max(0, min(len(self.tricks) - 1, k))
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)
        self.group.widgets[0].enabled = self.index > 0
        self.group.widgets[1].enabled = self.index < len(self.tricks) - 1

    def awake(self) -> bool:
        return self.group.awake()

    # ---- layout and drawing --------------------------------------------------------------
    def on_resize(self) -> None:
        lay = self.app.layout
        y = lay.h / lay.unit - 62
        mid = lay.w / lay.unit / 2
        for i, w in enumerate(self.group.widgets):
            w.rect = lay.rect(mid - 400 + i * 280, y, 240, 46)
        style = play_style(self.app.settings.deck_style, self.rules.deck)
        lang = self.app.settings.language
        self.big = CardImages(style, lay.px(150), language=lang)
        self.small = CardImages(style, lay.px(100), language=lang)

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        self.draw_page(surface, "review.title", 44, 12)
        head = app.t("review.header", name=self._name(self.seat),
                     variant=variant(self.rules.variant).name(app.settings.language))
        img = app.fonts.render(head, 22, CREAM)
        surface.blit(img, img.get_rect(midtop=(lay.w // 2, lay.px(58))))
        left = pygame.Rect(lay.px(30), lay.px(90), lay.px(560), lay.px(330))
        right = pygame.Rect(lay.px(604), lay.px(90), lay.w - lay.px(634), lay.px(330))
        chart = pygame.Rect(lay.px(30), lay.px(434), lay.w - lay.px(60), lay.h - lay.px(514))
        for box in (left, right, chart):
            panel(surface, box, lay.px(14))
        if self.tricks:
            self._draw_trick(surface, left)
        self._draw_decision(surface, right)
        self._draw_chart(surface, chart)
        self.group.draw(surface)

    def _draw_trick(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        app = self.app
        lay = app.layout
        trick = self.tricks[self.index]
        title = app.t("review.trick", n=self.index + 1, total=len(self.tricks))
        surface.blit(app.fonts.render(title, 30, GOLD, bold=True),
                     (box.x + lay.px(18), box.y + lay.px(12)))
        cw, ch = self.big.size
        n = len(trick.plays)
        step = min(cw + lay.px(14), (box.w - lay.px(36) - cw) // max(1, n - 1))
        x0 = box.centerx - (step * (n - 1) + cw) // 2
        y = box.y + lay.px(60)
        for i, (seat, card) in enumerate(trick.plays):
            x = x0 + i * step
            rect = pygame.Rect(x, y, cw, ch)
            surface.blit(self.big.face(card), rect)
            if seat == trick.winner:
                pygame.draw.rect(surface, GOLD, rect.inflate(lay.px(8), lay.px(8)), lay.px(3),
                                 border_radius=lay.px(8))
            colour = GOLD if seat == self.seat else CREAM
            name = app.fonts.render(self._name(seat), 20, colour, bold=seat == self.seat)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + lay.px(8))))
        takes = app.t("review.takes", name=self._name(trick.winner), points=trick.points)
        img = app.fonts.render(takes, 24, CREAM)
        surface.blit(img, img.get_rect(midbottom=(box.centerx, box.bottom - lay.px(14))))

    def _draw_decision(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        app = self.app
        lay = app.layout
        x, y = box.x + lay.px(18), box.y + lay.px(12)
        review = self.review
        if review is None:
            key = "review.failed" if self.error else "review.working"
            text = app.t(key, detail=self.error or "", done=self.done, total=self.total or "…")
            surface.blit(app.fonts.render(text, 26, CREAM), (x, y))
            bar = pygame.Rect(x, y + lay.px(44), box.w - lay.px(36), lay.px(14))
            pygame.draw.rect(surface, MUTED, bar, 1, border_radius=lay.px(6))
            if self.total:
                fill = bar.copy()
                fill.w = round(bar.w * self.done / self.total)
                pygame.draw.rect(surface, GOLD, fill, border_radius=lay.px(6))
            return
        decisions = review.at_trick(self.index)
        if not decisions:
            surface.blit(app.fonts.render(app.t("review.no_choice"), 24, CREAM), (x, y))
            return
        self._draw_one(surface, box, decisions[-1], x, y)

    def _draw_one(self, surface: pygame.Surface, box: pygame.Rect, d: Decision, x: int,
                  y: int) -> None:
        app = self.app
        lay = app.layout
        french = self.rules.deck != "italian"
        colour = GRADE_COLOUR[d.grade]
        loss = round(100 * d.loss)
        grade = app.t(f"review.grade.{d.grade}", loss=loss)
        surface.blit(app.fonts.render(grade, 30, colour, bold=True), (x, y))
        y += lay.px(40)
        pct = app.t("review.chance", before=f"{100 * d.before:.0f} %",
                    after=f"{100 * d.after:.0f} %")
        surface.blit(app.fonts.render(pct, 24, CREAM), (x, y))
        y += lay.px(34)
        lines = [app.t("review.played", card=card_name(app, d.played, french))]
        if d.suggested != d.played:
            lines.append(app.t("review.suggested", card=card_name(app, d.suggested, french)))
        else:
            lines.append(app.t("review.same"))
        for line in lines:
            surface.blit(render_suited(app, line, 22, CREAM, french), (x, y))
            y += lay.px(28)
        if d.reasons:  # why the suggested card, in words (game.ai.reasons)
            font = app.fonts.get(19)
            why = sentences(d.reasons, app.t, french)
            for line in wrap(font, why, box.w - lay.px(36))[:3]:
                surface.blit(app.fonts.render(line, 19, GOLD), (x, y))
                y += font.get_linesize()
            y += lay.px(30)
        else:
            y += lay.px(48)
        cw, ch = self.small.size
        gap = min(cw + lay.px(26), (box.w - lay.px(36)) // max(1, len(d.chances)))
        for i, (card, chance) in enumerate(d.chances):
            rect = pygame.Rect(x + i * gap, y, cw, ch)
            surface.blit(self.small.face(card), rect)
            tags = [(app.t("review.tag.played"), colour)] if card == d.played else []
            if card == d.suggested:
                tags.append((app.t("review.tag.suggested"), GREEN))
            if tags:
                pygame.draw.rect(surface, tags[-1][1], rect.inflate(lay.px(6), lay.px(6)),
                                 lay.px(3), border_radius=lay.px(6))
            ty = rect.y - lay.px(6)
            for text, tag_colour in reversed(tags):
                img = app.fonts.render(text, 18, tag_colour, bold=True)
                surface.blit(img, img.get_rect(midbottom=(rect.centerx, ty)))
                ty -= img.get_height()
            img = app.fonts.render(f"{100 * chance:.0f} %", 22, CREAM, bold=card == d.played)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + lay.px(6))))

    def _draw_chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        app = self.app
        lay = app.layout
        label = app.fonts.render(app.t("review.chart"), 22, GOLD, bold=True)
        surface.blit(label, (box.x + lay.px(18), box.y + lay.px(8)))
        review = self.review
        if review is not None:
            slips = sum(d.grade == "slip" for d in review.decisions)
            mistakes = sum(d.grade == "mistake" for d in review.decisions)
            summary = app.fonts.render(app.t("review.summary", mistakes=mistakes, slips=slips),
                                       22, CREAM)
            surface.blit(summary, summary.get_rect(topright=(box.right - lay.px(18),
                                                             box.y + lay.px(8))))
        area = pygame.Rect(box.x + lay.px(60), box.y + lay.px(38), box.w - lay.px(84),
                           box.h - lay.px(52))
        self._chart = area
        n = max(1, len(self.tricks))
        band = pygame.Rect(area.x + area.w * self.index // n, area.y, max(1, area.w // n),
                           area.h)
        panel(surface, band, 0, (232, 186, 62, 50))
        for frac in (0.0, 0.5, 1.0):
            yy = area.bottom - round(frac * area.h)
            pygame.draw.line(surface, MUTED, (area.x, yy), (area.right, yy), 1)
            tick = app.fonts.render(f"{100 * frac:.0f} %", 18, MUTED)
            surface.blit(tick, tick.get_rect(midright=(area.x - lay.px(6), yy)))
        if review is None:
            return
        points = [(area.x, review.curve()[0], "ok")]
        for d in review.decisions:
            points.append((area.x + round(area.w * (d.trick + 1) / n), d.after, d.grade))
        points.append((area.right, review.outcome, "ok"))
        xy = [(px, area.bottom - round(v * area.h)) for px, v, _ in points]
        if len(xy) > 1:
            pygame.draw.lines(surface, CREAM, False, xy, lay.px(3))
        for (px, py), (_, _, grade) in zip(xy, points, strict=True):
            radius = lay.px(7) if grade != "ok" else lay.px(4)
            pygame.draw.circle(surface, DOT_COLOUR[grade], (px, py), radius)
