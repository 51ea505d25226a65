"""End of hand: each side's point cards counted one by one to the total, the winner, the match
so far; every hand that was dealt on a second view, and the deal's code in a details box.

Showing all hands and the deal's code lets players check the computer's honesty. Cards are laid
out in a grid, never overlapped, so every one can be named.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.events import CardDrawn, Dealt, TrumpExchanged
from game.record import HandRecord
from game.state import HandResult
from ui import cardgrid
from ui.cards_view import CardImages
from ui.scene import Scene
from ui.settings import SPEED_FACTOR
from ui.text import card_name, wrap
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button, WidgetGroup
from ui.words import agreeing, join_names

if TYPE_CHECKING:
    from ui.app import App
    from ui.nav import PlayingTable

COUNT_STEP = 0.22  # seconds per counted card at normal speed
PANEL = (8, 34, 20, 235)


def held_cards(table: PlayingTable) -> list[list[int]]:
    """Every card each seat held during the hand, in the order it came."""
    hand = table.session.hand
    held: list[list[int]] = [[] for _ in range(hand.rules.players)]
    for ev in hand.log:
        if isinstance(ev, Dealt):
            held[ev.seat].extend(ev.cards)
        elif isinstance(ev, CardDrawn):
            held[ev.seat].append(ev.card)
        elif isinstance(ev, TrumpExchanged):
            held[ev.seat].append(ev.took)
    return held


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
        self.show_details = False
        t = app.t
        self.details_button = Button(
            lambda: t("handend.hide_details" if self.show_details else "handend.details"),
            self.toggle_details, tooltip=lambda: t("handend.details.tip"))
        self.group = WidgetGroup(app, [
            Button(lambda: t("handend.continue"), self.proceed),
            Button(lambda: t("handend.hide_hands" if self.show_hands else "handend.show_hands"),
                   self.toggle_hands, tooltip=lambda: t("handend.show_hands.tip")),
            self.details_button,
            Button(lambda: t("handend.review"), self.open_review,
                   tooltip=lambda: t("handend.review.tip")),
        ])
        self.on_resize()

    # ---- layout --------------------------------------------------------------------------
    def on_resize(self) -> None:
        lay = self.app.layout
        y = lay.h / lay.unit - 64
        mid = lay.w / lay.unit / 2
        x0 = mid - 532
        for slot, i in enumerate((2, 3, 1, 0)):  # details, review, all hands, continue
            self.group.widgets[i].rect = lay.rect(x0 + slot * 266, y, 250, 46)
        self._images: dict[int, CardImages] = {}

    def images(self, height: int) -> CardImages:
        """Card pictures at `height`, made once per size (a resize starts afresh)."""
        img = self._images.get(height)
        if img is None:
            big = self.table.images  # the table's pictures, scaled: no SVG raster mid-count
            img = self._images[height] = big.scaled(height) if height < big.height else \
                CardImages(big.style, height, language=self.app.settings.language)
        return img

    def aspect(self) -> float:
        w, h = self.images(200).size
        return w / h

    def panels(self, n: int, top: int, bottom: int) -> list[pygame.Rect]:
        """`n` boxes between `top` and `bottom`: one column up to three, else two."""
        lay = self.app.layout
        cols = 1 if n <= 3 else 2
        rows = -(-n // cols)
        gap = lay.px(12)
        margin = lay.px(40)
        w = (lay.w - 2 * margin - (cols - 1) * gap) // cols
        h = (bottom - top - (rows - 1) * gap) // rows
        return [pygame.Rect(margin + (i % cols) * (w + gap), top + (i // cols) * (h + gap), w, h)
                for i in range(n)]

    def open_review(self) -> None:
        """The hand review of the player at this screen (`ui.scenes.review`)."""
        session = self.table.session
        self.app.push(self.screens.review(session.rules, HandRecord.of(session.hand),
                                          session.viewer, [s.name for s in session.seats]))

    # ---- actions -------------------------------------------------------------------------
    def toggle_hands(self) -> None:
        self.show_hands = not self.show_hands

    def toggle_details(self) -> None:
        self.show_details = not self.show_details

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
            if self.show_details:
                self.show_details = False
                return
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

    # ---- words ---------------------------------------------------------------------------
    def team_names(self, team: int) -> list[str]:
        session = self.table.session
        return [session.seats[s].name for s in session.rules.teams[team]]

    def team_name(self, team: int) -> str:
        return join_names(self.app, self.team_names(team))

    def verdict(self) -> str:
        app = self.app
        r = self.result
        if r.replay:
            return app.t("handend.replay")
        if r.winner is None:
            return app.t("handend.tie", points=r.team_points[0])
        names = self.team_names(r.winner)
        text = agreeing(app, "handend.winner", len(names), names=join_names(app, names),
                        points=r.team_points[r.winner])
        if r.team_points[r.winner] >= self.table.rules.total_points:
            text += " " + app.t("handend.cappotto")
        return text

    def match_line(self) -> str:
        """The match so far ("Partita: Maria 1 · Luca 0"), empty for a one-hand match."""
        session = self.table.session
        m = session.match
        if m.format.kind == "single":
            return ""
        tally = m.hands_won() if m.format.kind in ("best-of", "all-five") else m.scores()
        parts = [f"{self.team_name(t)} {v}" for t, v in enumerate(tally)]
        return self.app.t("handend.match", tally=" · ".join(parts))

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        bottom = self.draw_page(surface, "handend.title", 44, 12)
        line = self.match_line()
        if line:
            img = app.fonts.render(line, 24, CREAM)
            rect = img.get_rect(midtop=(lay.w // 2, bottom + lay.px(2)))
            surface.blit(img, rect)
            bottom = rect.bottom
        top = bottom + lay.px(10)
        if self.show_hands:
            self._draw_hands(surface, top)
        else:
            self._draw_count(surface, top)
        self.group.draw(surface)
        if self.show_details:
            self._draw_details(surface)

    def _draw_count(self, surface: pygame.Surface, top: int) -> None:
        app = self.app
        lay = app.layout
        rules = self.table.rules
        done = self.counted >= self.total
        bottom = lay.h - lay.px(146)
        boxes = self.panels(len(self.rows), top, bottom)
        most = max(len(r) for r in self.rows)
        grid = self._grid(self._card_area(boxes[0]), most)
        # Shrink the panels to their cards, and centre them in the room there is.
        h, cols = grid
        ch = self.images(max(40, h)).size[1]
        rows = -(-max(1, most) // cols)
        need = rows * (ch + lay.px(22)) + (rows - 1) * round(ch * 0.07) + lay.px(26)
        need = max(need, lay.px(150))
        count = -(-len(self.rows) // (1 if len(self.rows) <= 3 else 2))
        spare = (bottom - top) - count * need - (count - 1) * lay.px(12)
        if spare > 0:
            top += spare // 2
            bottom -= spare - spare // 2
            boxes = self.panels(len(self.rows), top, bottom)
        left = self.counted
        for t, (cards, box) in enumerate(zip(self.rows, boxes, strict=True)):
            n = min(left, len(cards))
            left -= n
            pts = sum(rules.points[c] for c in cards[:n])
            bonus = self.bonus[t] if self.bonus and n == len(cards) else 0
            winner = done and self.result.winner == t
            panel(surface, box, lay.px(14), PANEL)
            if winner:
                pygame.draw.rect(surface, GOLD, box, lay.px(3), border_radius=lay.px(14))
            self._side_label(surface, box, self.team_name(t), pts + bonus, bonus)
            self._point_cards(surface, self._card_area(box), cards, n, grid)
        if done:
            self._banner(surface, self.verdict(), bottom + lay.px(10))

    def _card_area(self, box: pygame.Rect) -> pygame.Rect:
        lay = self.app.layout
        return pygame.Rect(box.x + lay.px(230), box.y + lay.px(10), box.w - lay.px(244),
                           box.h - lay.px(20))

    def _side_label(self, surface: pygame.Surface, box: pygame.Rect, name: str, points: int,
                    bonus: int) -> None:
        app = self.app
        lay = app.layout
        x = box.x + lay.px(18)
        y = box.y + lay.px(12)
        for line in wrap(app.fonts.get(24, True), name, lay.px(200))[:2]:
            img = app.fonts.render(line, 24, CREAM, bold=True)
            surface.blit(img, (x, y))
            y += img.get_height()
        big = app.fonts.render(str(points), 60, GOLD, bold=True)
        room = box.bottom - y
        if room > big.get_height():
            surface.blit(big, (x, y + lay.px(4)))
            y += big.get_height() + lay.px(4)
        unit = app.fonts.render(agreeing(app, "handend.points_word", points), 20, CREAM)
        surface.blit(unit, (x, min(y, box.bottom - unit.get_height() - lay.px(6))))
        if bonus:
            extra = app.fonts.render(app.t("handend.last_trick", points=bonus), 18, CREAM)
            surface.blit(extra, (x + unit.get_width() + lay.px(10),
                                 min(y, box.bottom - unit.get_height() - lay.px(6))))

    def _grid(self, area: pygame.Rect, count: int) -> tuple[int, int]:
        """(card height, columns) for `count` point cards, each with its value beneath it."""
        label_h = self.app.layout.px(22)
        rows, h, cols = 1, 40, max(1, count)
        for _ in range(2):  # the value labels take a line under every row of cards
            room = pygame.Rect(area.x, area.y, area.w, area.h - rows * label_h)
            h, cols = cardgrid.fit(max(1, count), room, self.aspect(), gap=0.12,
                                   max_height=self.app.layout.px(150))
            rows = -(-max(1, count) // cols)
        return h, cols

    def _point_cards(self, surface: pygame.Surface, area: pygame.Rect, cards: list[int],
                     shown: int, grid: tuple[int, int]) -> None:
        """The side's point cards in a grid, each with its value beneath it."""
        app = self.app
        lay = app.layout
        label_h = lay.px(22)
        h, cols = grid
        images = self.images(max(40, h))
        cw, ch = images.size
        gap = max(4, round(cw * 0.12))
        rects = cardgrid.cells(len(cards), area, (cw, ch), cols, gap)
        for i, (c, rect) in enumerate(zip(cards, rects, strict=True)):
            rect.y += (i // cols) * label_h
            if i >= shown:
                pygame.draw.rect(surface, (30, 70, 45), rect, 2, border_radius=lay.px(6))
                continue
            surface.blit(images.face(c), rect)
            value = app.fonts.render(app.t("handend.card_points",
                                          points=self.table.rules.points[c]), 18, GOLD, bold=True)
            surface.blit(value, value.get_rect(midtop=(rect.centerx, rect.bottom + 1)))
        if not cards:
            img = app.fonts.render(app.t("handend.no_points"), 22, CREAM)
            surface.blit(img, (area.x, area.y + lay.px(8)))

    def _banner(self, surface: pygame.Surface, text: str, y: int) -> None:
        app = self.app
        lay = app.layout
        img = app.fonts.render(text, 34, GOLD, bold=True)
        if img.get_width() > lay.w - lay.px(80):
            img = pygame.transform.smoothscale(img, (lay.w - lay.px(80), img.get_height()))
        box = img.get_rect(midtop=(lay.w // 2, y)).inflate(lay.px(36), lay.px(14))
        panel(surface, box, lay.px(12), PANEL)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_hands(self, surface: pygame.Surface, top: int) -> None:
        """Every card each seat held, in the order it came, at a size that can be read."""
        app = self.app
        lay = app.layout
        held = held_cards(self.table)
        boxes = self.panels(len(held), top, lay.h - lay.px(84))
        aspect = self.aspect()
        name_w = lay.px(150)
        most = max(len(c) for c in held)
        areas = [pygame.Rect(b.x + name_w, b.y + lay.px(8), b.w - name_w - lay.px(10),
                             b.h - lay.px(16)) for b in boxes]
        h, cols = cardgrid.fit(most, areas[0], aspect, gap=0.08, max_height=lay.px(170))
        images = self.images(max(40, h))
        cw, ch = images.size
        for seat, (cards, box, area) in enumerate(zip(held, boxes, areas, strict=True)):
            panel(surface, box, lay.px(14), PANEL)
            y = box.y + lay.px(12)
            for line in wrap(app.fonts.get(22, True), self.table.session.seats[seat].name,
                             name_w - lay.px(24))[:3]:
                img = app.fonts.render(line, 22, CREAM, bold=True)
                surface.blit(img, (box.x + lay.px(16), y))
                y += img.get_height()
            for c, rect in zip(cards, cardgrid.cells(len(cards), area, (cw, ch), cols,
                                                     max(3, round(cw * 0.08))), strict=True):
                surface.blit(images.face(c), rect)

    def _draw_details(self, surface: pygame.Surface) -> None:
        """The deal's code (its random seed), dealer, trump and hand number, in a box."""
        app = self.app
        lay = app.layout
        session = self.table.session
        hand = session.hand
        lines = [app.t("handend.deal_code", code=hand.seed if hand.seed is not None else "—"),
                 app.t("handend.hand_number", n=len(session.match.results)),
                 app.t("handend.dealer", name=session.seats[hand.dealer].name)]
        if hand.trump_card is not None:
            french = self.table.rules.deck != "italian"
            lines.append(app.t("handend.trump_card",
                               card=card_name(app, hand.trump_card, french)))
        lines.append(app.t("handend.deal_code.why"))
        box = lay.centred(min(760, lay.w / lay.unit - 80), 250, -20)
        panel(surface, box, lay.px(16), (6, 28, 16, 255))
        pygame.draw.rect(surface, GOLD, box, lay.px(2), border_radius=lay.px(16))
        y = box.y + lay.px(20)
        head = app.fonts.render(app.t("handend.details.title"), 28, GOLD, bold=True)
        surface.blit(head, head.get_rect(midtop=(box.centerx, y)))
        y += head.get_height() + lay.px(10)
        for text in lines:
            for line in wrap(app.fonts.get(22), text, box.w - lay.px(48)):
                img = app.fonts.render(line, 22, CREAM)
                surface.blit(img, (box.x + lay.px(24), y))
                y += img.get_height() + lay.px(2)
