"""Hot-seat hand-off: a full, opaque screen naming the next player and their seat, so no one
sees another player's cards. Nothing of any hand is drawn here, only card backs and the cards
played since that player last looked (face up on the table for everyone: the recap)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ui.scene import Scene
from ui.table import depth
from ui.text import wrap
from ui.theme import CREAM, GOLD, MUTED, TYPE, panel
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App
    from ui.cards_view import CardImages
    from ui.nav import RecapTrick

CARD_H = 110  # the recap's cards, in design units


class HandoffScene(Scene):
    overlay = False  # never draw the table (and its hand) underneath

    def __init__(self, app: App, name: str, on_ready: Callable[[], None], *,
                 seat: str = "", back: pygame.Surface | None = None,
                 recap: Sequence[RecapTrick] = (), faces: CardImages | None = None,
                 help: str = "") -> None:
        """`seat`: the seat in words ("Posto 2 di 4 · in coppia con Carmela"); `back`: the
        deck's card back, shown as a covered hand; `recap`: the tricks played since this
        player last looked, drawn with `faces`."""
        super().__init__(app)
        self.name = name
        self.seat = seat
        self.help = help  # the help this person has at the table ("" for none)
        self.back = back
        self.recap = list(recap) if faces is not None else []
        self.faces = faces
        self._sized: dict[tuple[int, int], pygame.Surface] = {}
        self.on_ready = on_ready
        self.armed = 0.25  # ignore the tail of the previous player's click
        self.group = WidgetGroup(app, [Button(lambda: app.t("handoff.ready"), self.ready)])
        self.on_resize()

    def on_resize(self) -> None:
        lay = self.app.layout
        wu, hu = lay.w / lay.unit, lay.h / lay.unit
        extra = self.recap_height()
        self.box = lay.centred(min(860, wu - 60), 380 + extra, 10)
        self.group.widgets[0].rect = lay.rect((wu - 320) / 2, hu / 2 + 110 + extra / 2, 320, 52)

    def recap_height(self) -> float:
        """Design units the recap adds to the box (a heading and a row per trick)."""
        if not self.recap:
            return 0.0
        return 40 + len(self.recap) * (CARD_H + 42) - 90  # it stands in for the card backs

    def ready(self) -> None:
        if self.armed > 0 or self.app.top is not self:
            return
        self.app.pop()
        self.on_ready()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            table = self.app.stack[-2] if len(self.app.stack) > 1 else None
            self.app.push(self.screens.pause(table))
            return
        if self.armed > 0:
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.ready()
        else:
            self.group.handle(event)

    def update(self, dt: float) -> None:
        self.armed = max(0.0, self.armed - dt)
        self.group.update(dt)

    def awake(self) -> bool:
        return self.armed > 0 or self.group.awake()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        self.draw_page(surface, "handoff.heading", 30, 24,
                       depth.backdrop(surface.get_size()))  # the table's felt, made already
        box = self.box
        panel(surface, box, lay.px(18), (8, 34, 20, 240))
        y = box.y + lay.px(24)
        big = app.fonts.render(app.t("handoff.title", name=self.name), 60, GOLD, bold=True)
        if big.get_width() > box.w - lay.px(40):
            big = pygame.transform.smoothscale(big, (box.w - lay.px(40), big.get_height()))
        surface.blit(big, big.get_rect(midtop=(box.centerx, y)))
        y += big.get_height() + lay.px(6)
        if self.seat:
            img = app.fonts.render(self.seat, 28, CREAM, bold=True)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + lay.px(14)
        if self.recap:
            y = self._draw_recap(surface, box, y)
        elif self.back is not None:
            bw, bh = self.back.get_size()
            step = round(bw * 0.6)
            x0 = box.centerx - (bw + 4 * step) // 2
            for i in range(5):
                surface.blit(self.back, (x0 + i * step, y))
            y += bh + lay.px(14)
        for line in wrap(app.fonts.get(24), app.t("handoff.pass", name=self.name),
                         box.w - lay.px(80)):
            img = app.fonts.render(line, 24, CREAM)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()
        if self.help:  # below the box, so the box's own lines keep their places
            img = app.fonts.render(self.help, 22, GOLD)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.bottom + lay.px(14))))
        self.group.draw(surface)

    def _face(self, card: int, h: int) -> pygame.Surface:
        """A recap card `h` pixels tall, scaled once."""
        img = self._sized.get((card, h))
        if img is None:
            assert self.faces is not None
            img = self.faces.face(card)
            if img.get_height() != h:
                img = pygame.transform.smoothscale(
                    img, (round(img.get_width() * h / img.get_height()), h))
            self._sized[(card, h)] = img
        return img

    def recap_lines(self) -> list[str]:
        """Each trick of the recap in words: "Presa 4, a Luca" or "Presa 5, in corso"."""
        t = self.app.t
        return [t("handoff.recap.taken", n=r.number, name=r.taker) if r.taker is not None
                else t("handoff.recap.open", n=r.number) for r in self.recap]

    def _draw_recap(self, surface: pygame.Surface, box: pygame.Rect, y: int) -> int:
        """Since you last looked: each trick's cards, who played them, who took the trick."""
        app = self.app
        lay = app.layout
        assert self.faces is not None
        head = app.fonts.render(app.t("handoff.recap"), 26, GOLD, weight="semibold")
        surface.blit(head, head.get_rect(midtop=(box.centerx, y)))
        y += head.get_height() + lay.px(6)
        h = lay.px(CARD_H)
        pitch = lay.px(CARD_H * 0.62 + 50)
        lines = self.recap_lines()
        texts = [app.fonts.render(w, 26, CREAM, weight="semibold") for w in lines]
        label_w = max(t.get_width() for t in texts) + lay.px(24)
        most = max(len(r.plays) for r in self.recap)
        left = box.centerx - (label_w + most * pitch) // 2
        for recap, text in zip(self.recap, texts, strict=True):
            row = pygame.Rect(left, y, label_w + most * pitch, h + lay.px(30))
            surface.blit(text, text.get_rect(midleft=(row.x, row.y + h // 2)))
            x = row.x + label_w
            for name, card in recap.plays:
                img = self._face(card, h)
                surface.blit(img, (x, y))
                if name == recap.taker:  # the card that took the trick
                    pygame.draw.rect(surface, GOLD, img.get_rect(topleft=(x, y)).inflate(6, 6),
                                     max(2, lay.px(3)), border_radius=lay.px(6))
                who = app.fonts.render(name, TYPE["body"], MUTED)
                if who.get_width() > pitch - lay.px(4):
                    who = pygame.transform.smoothscale(who, (pitch - lay.px(4), who.get_height()))
                surface.blit(who, who.get_rect(midtop=(x + img.get_width() // 2,
                                                       y + h + lay.px(2))))
                x += pitch
            y = row.bottom + lay.px(8)
        return y + lay.px(4)
