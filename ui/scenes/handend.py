"""End of hand: each side's point cards counted one by one to the total, the winner, the match
so far; every hand that was dealt on a second view, and the deal's code in a details box.

Chiamata and licitazione are shown as they are scored: the bidding side (caller and partner, or
the declarers) against the defenders, the target, "contratto fatto / mancato" and each player's
game points (`ui.results`), never the seat with most card points as "the winner".

Showing all hands and the deal's code lets players check the computer's honesty. Cards are laid
out in a grid, never overlapped, so every one can be named.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.events import CardDrawn, Dealt, TrumpExchanged
from game.fairness import deal_code, fingerprint, order_text, spaced
from game.match import MatchFormat
from game.record import HandRecord
from game.state import HandResult
from ui import cardgrid
from ui.cards_view import CardImages
from ui.results import Contract, contract, signed, verdict_lines
from ui.scene import Scene
from ui.session import GameSession
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
        self.contract: Contract | None = None if result.replay else contract(
            hand.observe(table.session.viewer))
        c = self.contract
        # The sides as the variant scores them: the bidding side first, then the defenders.
        self.sides: list[tuple[int, ...]] = [c.side, c.defenders] if c else list(rules.teams)
        self.won: int | None = (0 if result.bidder_won else 1) if c else result.winner
        self.rows: list[list[int]] = []
        for side in self.sides:
            cards = [card for s in side for card in hand.captured[s] if rules.points[card] > 0]
            cards.sort(key=lambda card: -rules.points[card])
            self.rows.append(cards)
        self.bonus = [rules.last_trick_bonus if hand.tricks[-1].winner in side else 0
                      for side in self.sides] if hand.tricks else []
        self.declared = [c.declared if c and t == 0 else 0 for t in range(len(self.sides))]
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
        self.replay_button = Button(lambda: t("handend.replay_deal"), self.replay_deal,
                                    tooltip=lambda: t("handend.replay_deal.tip"))
        if table.forgiving and hand.seed is not None:
            self.group.widgets.append(self.replay_button)
        self.on_resize()

    # ---- layout --------------------------------------------------------------------------
    def on_resize(self) -> None:
        lay = self.app.layout
        y = lay.h / lay.unit - 64
        mid = lay.w / lay.unit / 2
        x0 = mid - 532
        for slot, i in enumerate((2, 3, 1, 0)):  # details, review, all hands, continue
            self.group.widgets[i].rect = lay.rect(x0 + slot * 266, y, 250, 46)
        self.replay_button.rect = lay.rect(x0, y - 56, 250, 46)
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

    def replay_deal(self) -> None:
        """"Rigioca questa mano": the same cards again, from the same seats or swapped."""
        t = self.app.t
        self.app.push(self.screens.dialog(
            lambda: t("handend.replay_deal.ask"),
            [(lambda: t("handend.replay_deal.same"), lambda: self._replay(False)),
             (lambda: t("handend.replay_deal.swapped"), lambda: self._replay(True)),
             (lambda: t("common.cancel"), lambda: None)]))

    def _replay(self, swapped: bool) -> None:
        session = self.table.session
        hand = session.hand
        if hand.seed is None:
            return
        seats = list(session.seats)
        if swapped:  # everyone moves one seat on: each plays the cards their neighbour had
            seats = seats[-1:] + seats[:-1]
        again = GameSession(session.rules, MatchFormat.single(), seats,
                            deals=((hand.seed, hand.dealer),), forgive=session.forgive,
                            kind="replay")
        self.app.reset(self.screens.table(again))

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

    def awake(self) -> bool:
        return self.counted < self.total or self.group.awake()

    # ---- words ---------------------------------------------------------------------------
    def names(self) -> list[str]:
        return [seat.name for seat in self.table.session.seats]

    def team_names(self, side: int) -> list[str]:
        """The names of one side as this screen shows it (`sides`)."""
        names = self.names()
        return [names[s] for s in self.sides[side]]

    def team_name(self, side: int) -> str:
        return join_names(self.app, self.team_names(side))

    def role(self, side: int) -> str:
        """"Chiamante e socio", "Difendono"...: what the side played for; empty without one."""
        c = self.contract
        if c is None:
            return ""
        t = self.app.t
        if side:
            return t("result.role.defenders")
        if not c.chiamata:
            return t("result.role.declarer", target=c.target)
        return t("result.role.caller_alone" if len(c.side) == 1 else "result.role.caller_partner")

    def verdict_lines(self) -> list[str]:
        """Who won, in the variant's terms: the contract and its game points, or the winner."""
        if self.contract is not None:
            return verdict_lines(self.app, self.contract, self.result, self.names(),
                                 self.table.rules.teams)
        return [self.verdict()]

    def verdict(self) -> str:
        app = self.app
        r = self.result
        if r.replay:  # a bidding hand replays only when everyone passed
            return app.t("auction.redeal" if self.table.rules.bidding else "handend.replay")
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
        names = self.names()
        zero_sum = session.rules.bidding and all(len(t) == 1 for t in session.rules.teams)
        fmt = signed if zero_sum and m.format.kind not in ("best-of", "all-five") else str
        parts = [f"{join_names(self.app, [names[s] for s in team])} {fmt(v)}"
                 for team, v in zip(session.rules.teams, tally, strict=True)]
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
        verdict = self.verdict_lines() if done else []
        bottom = lay.h - lay.px(146 + (44 if self.contract is not None else 0))
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
            full = n == len(cards)
            bonus = self.bonus[t] if self.bonus and full else 0
            declared = self.declared[t] if full else 0
            winner = done and self.won == t
            panel(surface, box, lay.px(14), PANEL)
            if winner:
                pygame.draw.rect(surface, GOLD, box, lay.px(3), border_radius=lay.px(14))
            extras = [app.t("handend.last_trick", points=bonus)] if bonus else []
            if declared:
                extras.append(app.t("result.declared", points=declared))
            target = self.contract.target if self.contract is not None and t == 0 else None
            self._side_label(surface, box, t, pts + bonus + declared, extras, target)
            self._point_cards(surface, self._card_area(box), cards, n, grid)
        if done:
            self._banner(surface, verdict, bottom + lay.px(10))

    def _card_area(self, box: pygame.Rect) -> pygame.Rect:
        lay = self.app.layout
        return pygame.Rect(box.x + lay.px(230), box.y + lay.px(10), box.w - lay.px(244),
                           box.h - lay.px(20))

    def _side_label(self, surface: pygame.Surface, box: pygame.Rect, side: int, points: int,
                    extras: list[str], target: int | None) -> None:
        """The side's role (Chiamata, licitazione), names, points (against the target for the
        bidding side) and what was added to the cards (last trick, declarations)."""
        app = self.app
        lay = app.layout
        x = box.x + lay.px(18)
        y = box.y + lay.px(12)
        role = self.role(side)
        if role:
            img = app.fonts.render(role, 20, GOLD, weight="semibold")
            surface.blit(img, (x, y))
            y += img.get_height()
        for line in wrap(app.fonts.get(24, True), self.team_name(side), lay.px(200))[:2]:
            img = app.fonts.render(line, 24, CREAM, bold=True)
            surface.blit(img, (x, y))
            y += img.get_height()
        big = app.fonts.render(str(points), 60, GOLD, bold=True)
        room = box.bottom - y
        if room > big.get_height():
            surface.blit(big, (x, y + lay.px(4)))
            if target is not None:
                need = app.fonts.render(f"/ {target}", 30, CREAM, weight="semibold")
                surface.blit(need, need.get_rect(bottomleft=(x + big.get_width() + lay.px(8),
                                                             y + big.get_height() - lay.px(6))))
            y += big.get_height() + lay.px(4)
        unit = app.fonts.render(agreeing(app, "handend.points_word", points), 20, CREAM)
        uy = min(y, box.bottom - unit.get_height() - lay.px(6))
        surface.blit(unit, (x, uy))
        ex = x + unit.get_width() + lay.px(10)
        for text in extras:
            extra = app.fonts.render(text, 18, CREAM)
            if ex + extra.get_width() > box.x + lay.px(224):
                ex, uy = x, uy + unit.get_height()
            surface.blit(extra, (ex, uy))
            ex += extra.get_width() + lay.px(10)

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

    def _banner(self, surface: pygame.Surface, lines: list[str], y: int) -> None:
        """The verdict in gold; a second line (the game points) in cream beneath it."""
        app = self.app
        lay = app.layout
        imgs = [app.fonts.render(text, 34 if i == 0 else 26, GOLD if i == 0 else CREAM,
                                 bold=i == 0) for i, text in enumerate(lines)]
        room = lay.w - lay.px(80)
        imgs = [img if img.get_width() <= room else
                pygame.transform.smoothscale(img, (room, img.get_height())) for img in imgs]
        w = max(img.get_width() for img in imgs)
        h = sum(img.get_height() for img in imgs)
        box = pygame.Rect(0, y, w, h).inflate(lay.px(36), lay.px(14))
        box.centerx = lay.w // 2
        box.y = y
        panel(surface, box, lay.px(12), PANEL)
        ty = box.y + lay.px(7)
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, ty)))
            ty += img.get_height()

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
        code = deal_code(hand.seed, hand.dealer) if hand.seed is not None else "—"
        lines = [app.t("handend.deal_code", code=code),
                 app.t("handend.hand_number", n=len(session.match.results)),
                 app.t("handend.dealer", name=session.seats[hand.dealer].name)]
        if hand.trump_card is not None:
            french = self.table.rules.deck != "italian"
            lines.append(app.t("handend.trump_card",
                               card=card_name(app, hand.trump_card, french)))
        lines.append(app.t("handend.deal_code.why"))
        lines.append(app.t("handend.deck_order", fp=spaced(fingerprint(hand.deck_order)),
                           order=order_text(hand.deck_order)))
        box = lay.centred(min(900, lay.w / lay.unit - 80), 380, -20)
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
