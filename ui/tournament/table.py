"""A tournament match at a simple table: humans click their cards, AI seats play by themselves.

It plays the fixture's own `Match` (same seed, same AI players as the background runner), so
watching an AI match shows exactly the match the background would have played. With more than
one human at the table (hot-seat), a curtain hides the hand between turns of different people.
When the match ends the result is recorded and saved at once. Esc leaves without recording:
the match stays to be played and will deal the same cards.

This is the tournament's own small table; when the full game table scene is available the
lead can route human matches to it through `Session.record`.
"""

from __future__ import annotations

import math

import pygame

from game.actions import EXCHANGE_TRUMP
from game.cards import ITALIAN_SUIT_NAMES, rank_of, suit_of
from game.events import TrickWon
from game.match import Match
from game.state import HandState
from game.tournament.model import Fixture
from game.tournament.runner import Player, hand_line
from ui.app import App
from ui.scene import Scene
from ui.theme import CREAM, FELT, GOLD, INK, MUTED, panel
from ui.tournament import paint
from ui.tournament.session import Session
from ui.tournament.texts import tr
from ui.widgets import Button, WidgetGroup

CARD_W, CARD_H = 78, 116
SUIT_COLOURS = ((178, 40, 40), (170, 120, 20), (40, 110, 50), (40, 70, 150))
RANK_TEXT = {1: "A", 11: "F", 12: "C", 13: "R"}
AI_DELAY, FAST_DELAY, TRICK_HOLD, HAND_HOLD = 0.55, 0.08, 0.9, 2.0


def card_label(c: int) -> str:
    r = rank_of(c)
    return RANK_TEXT.get(r, str(r))


def draw_card(surface: pygame.Surface, app: App, rect: pygame.Rect, c: int | None,
              lit: bool = False, dim: bool = False) -> None:
    lay = app.layout
    k = rect.h / lay.px(CARD_H)  # type sizes follow the card's size
    if c is None:  # the back
        pygame.draw.rect(surface, (120, 30, 40), rect, border_radius=lay.px(6))
        pygame.draw.rect(surface, CREAM, rect.inflate(-lay.px(8), -lay.px(8)), 1,
                         border_radius=lay.px(4))
        return
    pygame.draw.rect(surface, CREAM if not dim else (200, 196, 180), rect,
                     border_radius=lay.px(6))
    pygame.draw.rect(surface, GOLD if lit else INK, rect, lay.px(3) if lit else 1,
                     border_radius=lay.px(6))
    colour = SUIT_COLOURS[suit_of(c)]
    paint.text(surface, app, card_label(c), max(26.0, 34 * k), colour,
               (rect.x + lay.px(8 * k), rect.y + lay.px(4 * k)), bold=True)
    paint.text(surface, app, ITALIAN_SUIT_NAMES[suit_of(c)], max(14.0, 18 * k), colour,
               (rect.centerx, rect.bottom - lay.px(10 * k)), "midbottom", max_w=rect.w - 6)


class MatchScene(Scene):
    def __init__(self, app: App, session: Session, fx: Fixture) -> None:
        super().__init__(app)
        assert fx.home is not None and fx.away is not None
        self.s, self.fx = session, fx
        t = session.t
        self.rules = t.config.rules
        self.sides = (t.by_id[fx.home], t.by_id[fx.away])
        self.match = Match(self.rules, fx.format, fx.seed)
        self.players: list[Player | None] = []
        self.names: list[str] = []
        for seat in range(self.rules.players):
            team = self.rules.team_of(seat)
            who = self.sides[team].players[self.rules.teams[team].index(seat)]
            self.names.append(who.name)
            self.players.append(None if who.level is None else
                                session.chooser(who.level, fx.seed * 8 + seat))
        self.humans = [s for s, p in enumerate(self.players) if p is None]
        self.view = self.humans[0] if self.humans else 0
        self.hand: HandState = self.match.new_hand()
        if self.hand.to_act in self.humans:
            self.view = self.hand.to_act
        self.timer = 0.0
        self.hold = 0.0
        self.fast = False
        self.curtain = len(self.humans) > 1
        self.finished = False
        self.shown_trick: tuple[tuple[int, int], ...] = ()
        self.group = WidgetGroup(app, [Button(lambda: tr(app, "btn.continue"), self.leave)])
        self.group.widgets[0].rect = app.layout.rect(540, 600, 200, 48)

    # ---- flow ----------------------------------------------------------------------------
    def leave(self) -> None:
        self.app.pop()

    def _apply(self, action: int) -> None:
        events = self.hand.apply(action)
        if any(isinstance(e, TrickWon) for e in events):
            self.shown_trick = self.hand.tricks[-1].plays
            self.hold = TRICK_HOLD * (0.2 if self.fast else 1)
        if self.hand.is_over:
            self.match.record(self.hand)
            self.hold = HAND_HOLD * (0.2 if self.fast else 1)
        self._follow_turn()

    def _follow_turn(self) -> None:
        """Turn the table to the human to play; hide the hand if another human had it."""
        nxt = self.hand.to_act
        if nxt is not None and nxt in self.humans and nxt != self.view:
            self.view = nxt
            self.curtain = len(self.humans) > 1

    def _next_hand_or_finish(self) -> None:
        if not self.match.is_over:
            self.hand = self.match.new_hand()
            self.shown_trick = ()
            self._follow_turn()
            return
        self.finished = True
        self.s.record(self.fx, [hand_line(r) for r in self.match.results])

    def update(self, dt: float) -> None:
        self.group.update(dt)
        if self.finished or self.curtain:
            return
        if self.hold > 0:
            self.hold -= dt
            if self.hold <= 0:
                self.shown_trick = ()
                if self.hand.is_over:
                    self._next_hand_or_finish()
            return
        seat = self.hand.to_act
        if seat is None:
            return
        player = self.players[seat]
        if player is None:
            return
        self.timer += dt
        if self.timer >= (FAST_DELAY if self.fast else AI_DELAY):
            self.timer = 0.0
            self._apply(player(self.hand.observe(seat)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.finished:
            self.group.handle(event)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
            elif self.curtain and event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self.curtain = False
            elif event.key == pygame.K_f:
                self.fast = not self.fast
            elif pygame.K_1 <= event.key <= pygame.K_9:
                self._human_pick(event.key - pygame.K_1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.curtain:
                self.curtain = False
                return
            for i, rect in enumerate(self._hand_rects()):
                if rect.collidepoint(event.pos):
                    self._human_pick(i)
                    return
            if self._exchange_rect().collidepoint(event.pos):
                self._human_action(EXCHANGE_TRUMP)

    def _human_pick(self, index: int) -> None:
        cards = self.hand.hands[self.view]
        if 0 <= index < len(cards):
            self._human_action(cards[index])

    def _human_action(self, action: int) -> None:
        seat = self.hand.to_act
        if self.curtain or self.hold > 0 or seat != self.view or self.players[self.view]:
            return
        if action in self.hand.legal_actions():
            self._apply(action)

    # ---- drawing -------------------------------------------------------------------------
    def _hand_rects(self) -> list[pygame.Rect]:
        lay = self.app.layout
        n = len(self.hand.hands[self.view])
        x0 = 640 - (n * (CARD_W + 12) - 12) / 2
        return [lay.rect(x0 + i * (CARD_W + 12), 560, CARD_W, CARD_H) for i in range(n)]

    def _exchange_rect(self) -> pygame.Rect:
        return self.app.layout.rect(1040, 600, 200, 40)

    def _seat_pos(self, seat: int) -> tuple[float, float]:
        """Design-unit anchor of a seat, the viewer at the bottom, others counter-clockwise."""
        n = self.rules.players
        rel = (seat - self.view) % n
        angle = math.pi / 2 + rel * 2 * math.pi / n  # counter-clockwise from the bottom
        return 640 + 470 * math.cos(angle), 330 + 230 * math.sin(angle)

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        surface.fill(FELT)
        won = self.match.hands_won()
        title = f"{self.sides[0].name} {won[0]} – {won[1]} {self.sides[1].name}"
        paint.text(surface, app, title, 30, CREAM, (lay.px(640), lay.px(12)), "midtop", True)
        paint.text(surface, app, f"{self.fx.id} · " + tr(app, f"fmt.{self.fx.format.kind}",
                                                         n=self.fx.format.target),
                   19, (206, 214, 200), (lay.px(640), lay.px(48)), "midtop")
        if self.curtain:
            who = self.names[self.view]
            paint.text(surface, app, tr(app, "table.pass_to", name=who), 36, GOLD,
                       (lay.px(640), lay.px(320)), "center", True)
            paint.text(surface, app, tr(app, "table.press"), 22, CREAM,
                       (lay.px(640), lay.px(370)), "center")
            return
        h = self.hand
        for seat in range(self.rules.players):
            x, y = self._seat_pos(seat)
            lit = h.to_act == seat
            name = self.names[seat] + ("" if self.players[seat] is None else " (AI)")
            paint.text(surface, app, name, 22, GOLD if lit else CREAM,
                       (lay.px(x), lay.px(min(y, 500))), "center", lit)
            if seat != self.view and not self.humans:  # watching: every hand is open
                cards = h.hands[seat]
                for i, c in enumerate(cards):
                    r = lay.rect(x - len(cards) * 26 + i * 52, min(y, 500) + 18, 46, 68)
                    draw_card(surface, app, r, c)
        if h.trump_card is not None:
            r = lay.rect(60, 540, CARD_W, CARD_H)
            draw_card(surface, app, r, h.trump_card, dim=not h.stock)
            paint.text(surface, app, tr(app, "table.trump"), 19, GOLD,
                       (r.centerx, r.y - lay.px(6)), "midbottom")
            paint.text(surface, app, tr(app, "table.stock", n=len(h.stock)), 19, CREAM,
                       (r.right + lay.px(12), r.bottom), "bottomleft")
        trick = self.shown_trick or tuple(zip(h.trick_seats, h.trick_cards, strict=True))
        for seat, c in trick:
            x, y = self._seat_pos(seat)
            cx, cy = 640 + (x - 640) * 0.3, 340 + (y - 330) * 0.3
            draw_card(surface, app, lay.rect(cx - CARD_W / 2, cy - CARD_H / 2, CARD_W, CARD_H), c)
        if self.humans or not self.finished:
            legal = set(h.legal_actions()) if h.to_act == self.view else set()
            for rect, c in zip(self._hand_rects(), h.hands[self.view], strict=True):
                draw_card(surface, app, rect, c, lit=c in legal and self.players[self.view]
                          is None, dim=bool(legal) and c not in legal)
        if EXCHANGE_TRUMP in h.legal_actions() and h.to_act == self.view and \
                self.players[self.view] is None:
            r = self._exchange_rect()
            pygame.draw.rect(surface, CREAM, r, border_radius=lay.px(8))
            paint.text(surface, app, tr(app, "table.exchange"), 20, INK, r.center, "center")
        pts = [sum(h.points[s] for s in team) for team in self.rules.teams]
        paint.text(surface, app, tr(app, "table.points", a=pts[0], b=pts[1]), 20, CREAM,
                   lay.rect(1070, 80, 0, 0).topleft)
        paint.text(surface, app, tr(app, "table.keys"), 17, MUTED,
                   lay.rect(1070, 108, 0, 0).topleft)
        if self.finished:
            box = lay.rect(390, 250, 500, 330)
            panel(surface, box, lay.px(14))
            t = self.s.t
            winner = t.names[self.fx.winner] if self.fx.winner is not None else \
                tr(app, "table.draw")
            paint.text(surface, app, tr(app, "table.over"), 30, GOLD,
                       (box.centerx, box.y + lay.px(30)), "midtop", True)
            paint.text(surface, app, winner, 36, CREAM, (box.centerx, box.y + lay.px(90)),
                       "midtop", True)
            paint.text(surface, app, f"{won[0]} – {won[1]}", 30, CREAM,
                       (box.centerx, box.y + lay.px(150)), "midtop")
            self.group.draw(surface)
        elif h.is_over and self.match.results:
            res = self.match.results[-1]
            paint.text(surface, app, tr(app, "table.hand_over", a=res.team_points[0],
                                        b=res.team_points[1]), 28, GOLD,
                       (lay.px(640), lay.px(470)), "center", True)
