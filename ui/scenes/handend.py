"""End of hand: the points counted card by card, the result, and every hand that was dealt.

Showing all hands and the seed after each hand lets players check the computer's honesty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.events import CardDrawn, Dealt, TrumpExchanged
from game.record import HandRecord
from game.state import HandResult
from ui.cards_view import CardImages
from ui.scene import Scene
from ui.settings import SPEED_FACTOR
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App
    from ui.nav import PlayingTable

COUNT_STEP = 0.22  # seconds per counted card at normal speed


class HandEndScene(Scene):
    def __init__(self, app: App, table: PlayingTable, result: HandResult) -> None:
        super().__init__(app)
        self.table = table
        self.result = result
        hand = table.session.hand
        rules = table.rules
        self.rows: list[list[int]] = []
        for team in rules.teams:
            cards = [c for s in team for c in hand.captured[s] if rules.points[c] > 0]
            cards.sort(key=lambda c: -rules.points[c])
            self.rows.append(cards)
        self.bonus = [rules.last_trick_bonus if rules.team_of(hand.tricks[-1].winner) == t
                      else 0 for t in range(len(rules.teams))] if hand.tricks else []
        self.total = sum(len(r) for r in self.rows)
        self.counted = 0
        self.clock = 0.0
        self.show_hands = False
        t = app.t
        self.group = WidgetGroup(app, [
            Button(lambda: t("handend.continue"), self.proceed),
            Button(lambda: t("handend.hide_hands" if self.show_hands else "handend.show_hands"),
                   self.toggle_hands, tooltip=lambda: t("handend.show_hands.tip")),
            Button(lambda: t("handend.review"), self.open_review,
                   tooltip=lambda: t("handend.review.tip")),
        ])
        self.on_resize()

    def on_resize(self) -> None:
        lay = self.app.layout
        y = lay.h / lay.unit - 64
        mid = lay.w / lay.unit / 2
        self.group.widgets[0].rect = lay.rect(mid + 170, y, 260, 46)
        self.group.widgets[1].rect = lay.rect(mid - 130, y, 280, 46)
        self.group.widgets[2].rect = lay.rect(mid - 430, y, 280, 46)
        h = round(lay.h * 0.13)
        self.images = CardImages(self.table.style, h, language=self.app.settings.language)

    def open_review(self) -> None:
        """The hand review of the player at this screen (`ui.scenes.review`)."""
        session = self.table.session
        self.app.push(self.screens.review(session.rules, HandRecord.of(session.hand),
                                          session.viewer, [s.name for s in session.seats]))

    def toggle_hands(self) -> None:
        self.show_hands = not self.show_hands

    def proceed(self) -> None:
        if self.counted < self.total:
            self.counted = self.total
            return
        self.app.pop()
        session = self.table.session
        if session.match.is_over:
            self.app.replace(self.screens.match_end(self.table))
        else:
            self.table.next_hand()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push(self.screens.pause(self.table))
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)
        step = COUNT_STEP * SPEED_FACTOR[self.app.settings.anim_speed]
        self.clock += dt
        while self.counted < self.total and (step <= 0 or self.clock >= step):
            self.clock -= step
            self.counted += 1
            if step > 0:
                self.app.sound.play("deal")
                break

    def _team_name(self, team: int) -> str:
        session = self.table.session
        return " + ".join(session.seats[s].name for s in session.rules.teams[team])

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, "handend.title", 48, 16)
        if self.show_hands:
            self._draw_hands(surface)
        else:
            self._draw_count(surface)
        self.group.draw(surface)

    def _draw_count(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        app = self.app
        rules = self.table.rules
        left = self.counted
        cw, ch = self.images.size
        y = lay.px(90)
        row_h = ch + lay.px(56)
        avail = max(1, len(self.rows))
        row_h = min(row_h, (lay.h - lay.px(260)) // avail)
        for t, cards in enumerate(self.rows):
            n = min(left, len(cards))
            left -= n
            pts = sum(rules.points[c] for c in cards[:n])
            if n == len(cards):
                pts += self.bonus[t] if self.bonus else 0
            label = app.fonts.render(app.t("handend.team_points", names=self._team_name(t),
                                           points=pts), 30, CREAM, bold=True)
            surface.blit(label, (lay.px(40), y))
            step = min(cw * 0.62, (lay.w - lay.px(80) - cw) / max(1, len(cards) - 1))
            for i, c in enumerate(cards[:n]):
                img = self.images.face(c)
                surface.blit(img, (lay.px(40) + round(i * step), y + label.get_height() +
                                   lay.px(6)))
            y += row_h
        if self.counted >= self.total:
            self._verdict(surface, y)

    def _verdict(self, surface: pygame.Surface, y: int) -> None:
        app = self.app
        lay = app.layout
        r = self.result
        rules = self.table.rules
        if r.replay:
            text = app.t("handend.replay")
        elif r.winner is None:
            text = app.t("handend.tie", points=r.team_points[0])
        else:
            text = app.t("handend.winner", names=self._team_name(r.winner),
                         points=r.team_points[r.winner])
            if r.team_points[r.winner] >= rules.total_points:
                text += " " + app.t("handend.cappotto")
        img = app.fonts.render(text, 36, GOLD, bold=True)
        y = min(y, lay.h - lay.px(130))
        box = img.get_rect(midtop=(lay.w // 2, y)).inflate(lay.px(30), lay.px(14))
        panel(surface, box, lay.px(12))
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_hands(self, surface: pygame.Surface) -> None:
        """Every card each seat held during the hand, in the order it came, and the seed."""
        app = self.app
        lay = app.layout
        hand = self.table.session.hand
        held: list[list[int]] = [[] for _ in range(hand.rules.players)]
        for ev in hand.log:
            if isinstance(ev, Dealt):
                held[ev.seat].extend(ev.cards)
            elif isinstance(ev, CardDrawn):
                held[ev.seat].append(ev.card)
            elif isinstance(ev, TrumpExchanged):
                held[ev.seat].append(ev.took)
        small = CardImages(self.table.style, max(40, round(lay.h * 0.075)),
                           language=app.settings.language) if hand.rules.players > 3 \
            else self.images
        cw, ch = small.size
        y = lay.px(84)
        room = lay.h - lay.px(170) - y
        row = min(ch + lay.px(30), room // hand.rules.players)
        for seat, cards in enumerate(held):
            name = app.fonts.render(self.table.session.seats[seat].name, 24, CREAM, bold=True)
            surface.blit(name, (lay.px(30), y))
            x0 = lay.px(30) + lay.px(170)
            step = min(cw * 1.02, (lay.w - x0 - lay.px(30) - cw) / max(1, len(cards) - 1))
            for i, c in enumerate(cards):
                surface.blit(small.face(c), (x0 + round(i * step), y))
            y += row
        seed = hand.seed if hand.seed is not None else "—"
        info = app.fonts.render(app.t("handend.seed", seed=seed), 24, GOLD)
        surface.blit(info, (lay.px(30), lay.h - lay.px(112)))
