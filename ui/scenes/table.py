"""The table: plays a `GameSession` with animation, mouse and keyboard, AI and hot-seat.

Rules are never decided here: legality and reasons come from the engine, the view is rebuilt
from the seat's observation, and every move goes through `GameSession.apply`.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import actions as A
from game.cards import suit_of
from game.events import Event, TrickWon, for_seat
from game.observation import Observation
from game.rules import Rules
from game.state import IllegalActionError, Phase
from ui.art.decks import play_style
from ui.cards_view import CardImages, table_surface
from ui.players import DecisionRunner, HintRunner
from ui.problems import os_problem
from ui.saver import BackgroundSaver
from ui.scene import Scene
from ui.session import GameSession
from ui.settings import CARD_HEIGHT, SPEED_FACTOR
from ui.table import depth
from ui.table.anim import Animator
from ui.table.draw import draw_table, rotate_card
from ui.table.geometry import TableGeometry, spec_for
from ui.table.hud import TableHud
from ui.table.port import Drag, PlateInfo
from ui.table.steps import Choreographer
from ui.table.view import HIDDEN, TableView
from ui.text import action_label, card_name, illegal_reason
from ui.widgets import draw_tooltip
from ui.words import join_names

if TYPE_CHECKING:
    from ui.app import App
    from ui.nav import Layer

THINK = 0.45  # seconds an AI seems to think at normal speed


class TableScene(Scene):
    def __init__(self, app: App, session: GameSession, *, seed: int = 0) -> None:
        super().__init__(app)
        self.session = session
        self.rng = random.Random(seed or session.seed)
        self.runner = DecisionRunner()
        self.hints = HintRunner()
        self.saver = BackgroundSaver()
        self.animator = Animator(app.sound.play)
        self.choreo = Choreographer(self, self.animator)
        self.view = TableView.empty(self.rules.players, len(self.rules.cards))
        self.think = 0.0
        self.hover: int | None = None
        self.selected: int | None = None
        self.drag: Drag | None = None
        self.hint_card: int | None = None
        self.hint_text = ""
        self.concealed = False
        self.ending = False
        self._geo: TableGeometry | None = None
        self._rotated: dict[tuple[int, int], pygame.Surface] = {}
        self._fan: dict[tuple[int, float, bool], pygame.Surface] = {}
        self._dim: pygame.Surface | None = None
        self._make_images()
        self.hud = TableHud(self)
        table_surface(app.screen.get_size())  # make the felt now, not in the first frame
        hand = session.hand
        if hand.actions or hand.is_over:
            self.view.sync(self.observation())
            if hand.is_over:
                self.animator.add_finish(self.hand_finished)
        else:
            self.start_hand()

    # ---- facts the drawing and the steps read --------------------------------------------
    @property
    def layer(self) -> Layer:
        """This scene as a layer of the app's stack (the pause menu opens over it)."""
        return self

    @property
    def rules(self) -> Rules:
        return self.session.rules

    @property
    def french(self) -> bool:
        return self.rules.deck != "italian"

    @property
    def style(self) -> str:
        return play_style(self.app.settings.deck_style, self.rules.deck)

    @property
    def speed(self) -> float:
        return SPEED_FACTOR[self.app.settings.anim_speed]

    @property
    def deal_one_at_a_time(self) -> bool:
        return self.app.settings.deal_style == "one"

    @property
    def to_act(self) -> int | None:
        return self.session.hand.to_act

    @property
    def geo(self) -> TableGeometry:
        if self._geo is None:
            frac = CARD_HEIGHT[self.app.settings.card_size]
            hand_size = max(self.rules.hand_size, max((len(h) for h in self.view.hands),
                                                      default=0))
            aspect = self.images.size[0] / self.images.size[1]
            self._geo = TableGeometry(self.app.layout, spec_for(self.rules), self.session.viewer,
                                      frac, hand_size, aspect)
        return self._geo

    def observation(self) -> Observation:
        obs: Observation = self.session.hand.observe(self.session.viewer)
        return obs

    def human_to_act(self) -> bool:
        seat = self.to_act
        return (seat is not None and seat == self.session.viewer and self.session.is_human(seat)
                and not self.concealed and not self.animator.busy and not self.ending)

    # ---- images --------------------------------------------------------------------------
    def _make_images(self) -> None:
        s = self.app.settings
        frac = CARD_HEIGHT[s.card_size]
        h = self.app.layout.card_height(frac)
        kw = {"language": s.language, "index_overlay": s.beginner_index}
        self.images = CardImages(self.style, h, **kw)  # type: ignore[arg-type]
        self._geo = None
        geo = self.geo
        big = self.images
        self.mid, self.small, self.pile = (big.scaled(h) if h < big.height else
                                           CardImages(self.style, h, **kw)  # type: ignore[arg-type]
                                           for h in (geo.mid_h, geo.small_h, geo.pile_card_h))
        # Every picture the hand can show, made now: a face made mid-animation costs a frame.
        for images in (self.images, self.mid, self.small, self.pile):
            images.prepare(self.rules.cards)
            images.warm()
        self._rotated.clear()
        self._fan.clear()
        self._dim = None
        self.view.sorter = self._sort_key if s.sort_hand else None
        self.view.viewer = self.session.viewer
        self.view.arrange()

    def rotated_trump(self) -> pygame.Surface:
        card = self.view.trump_card
        assert card is not None
        key = (card, self.mid.height)
        if key not in self._rotated:
            self._rotated[key] = rotate_card(self.mid.face(card))
        return self._rotated[key]

    def fan_image(self, card: int, angle: float, dim: bool) -> pygame.Surface:
        """A card of the viewer's fan, turned (and dimmed when it may not be played); cached."""
        key = (card, round(angle * 4) / 4, dim)
        img = self._fan.get(key)
        if img is None:
            base = self.images.face(card) if card != HIDDEN else self.images.back()
            if dim:
                base = base.copy()
                base.blit(self.dim_overlay(), (0, 0))
            img = rotate_card(base, key[1]) if key[1] else base
            if len(self._fan) > 160:
                self._fan.clear()
            self._fan[key] = img
        return img

    def fan_glow(self, angle: float) -> pygame.Surface:
        return _turned(depth.glow(self.images.size, (255, 214, 110), 210), round(angle * 4) / 4)

    def fan_shadow(self, angle: float) -> pygame.Surface:
        size = self.images.size
        return _turned(depth.shadow(size, max(2, size[0] // 14)), round(angle * 4) / 4)

    def _sort_key(self, card: int) -> tuple[int, int, int]:
        """Suits in order with the trump suit last; within a suit, weakest to strongest."""
        trump = self.visible_trump()
        suit = suit_of(card)
        return (1 if suit == trump else 0, suit, self.rules.strength[card])

    def visible_trump(self) -> int | None:
        """The trump suit as the table shows it: a turned trump only once it has turned."""
        if self.rules.trump == "turned":
            card = self.view.trump_card
            return suit_of(card) if card is not None else None
        suit: int | None = self.session.hand.trump_suit
        return suit

    def dim_overlay(self) -> pygame.Surface:
        if self._dim is None:
            self._dim = pygame.Surface(self.images.size, pygame.SRCALPHA)
            self._dim.fill((0, 0, 0, 130))
        return self._dim

    def on_resize(self) -> None:
        self._make_images()
        self.hud.layout()

    def on_enter(self) -> None:
        # Settings may have changed (deck, card size, language) while the pause menu was open.
        self._make_images()
        self.hud.layout()

    # ---- hand flow -----------------------------------------------------------------------
    def start_hand(self) -> None:
        self.view = TableView.empty(self.rules.players, len(self.rules.cards))
        self.view.sorter = self._sort_key if self.app.settings.sort_hand else None
        self.view.viewer = self.session.viewer
        self._geo = None
        self.ending = False
        self.concealed = self.session.hot_seat
        hand = self.session.hand
        self.choreo.opening(self._visible(list(hand.log)))

    def _visible(self, events: list[Event]) -> list[Event]:
        viewer = self.session.viewer
        return for_seat(events, viewer, self.session.hand.visible_hands(viewer))

    def resync(self) -> None:
        self.view.sync(self.observation())
        self._geo = None

    def hand_finished(self) -> None:
        if self.ending:
            return
        self.ending = True
        result = self.session.finish_hand()
        self.app.stats_record(self.session, result)
        if self.session.match.is_over:
            self._saves_failed(self.saver.flush())
            self.app.dirs.savegame.unlink(missing_ok=True)
        else:
            self.save_now()
        self.app.push(self.screens.hand_end(self, result))

    def next_hand(self) -> None:
        self.session.next_hand()
        self.start_hand()

    def save_path(self) -> Path | None:
        """Where this game is kept between sessions; None when there is nothing to keep."""
        if self.session.match.is_over and self.session.recorded:
            return None
        return self.app.dirs.savegame

    def save_now(self) -> None:
        """Save on the spot (quitting, a crash, the end of a hand), after any pending save."""
        self._saves_failed(self.saver.flush())
        path = self.save_path()
        if path is None:
            return
        try:
            self.session.save(path)
        except OSError as exc:
            self._saves_failed([exc])

    def save_soon(self) -> None:
        """The autosave after a trick, written off the frame (`ui.saver`)."""
        path = self.save_path()
        if path is not None:
            self.saver.save(self.session.to_record(), path)

    def _saves_failed(self, problems: list[OSError]) -> None:
        for exc in problems:
            detail = os_problem(self.app.t, exc)
            self.app.messages.append(self.app.t("msg.save_failed", detail=detail))

    def set_viewer(self, seat: int) -> None:
        """Hot-seat: the player at the screen changes; show their view at the bottom."""
        self.session.viewer = seat
        self.concealed = False
        self.resync()
        self.hud.layout()

    # ---- doing things --------------------------------------------------------------------
    def apply(self, action: int) -> bool:
        try:
            events = self.session.apply(action)
        except IllegalActionError:
            return False
        self.hint_card, self.hint_text = None, ""
        self.selected = self.hover = None
        self.drag = None
        self.choreo.events(self._visible(events))
        if any(isinstance(e, TrickWon) for e in events) and not self.session.hand.is_over:
            self.save_soon()
        if self.session.hot_seat and self.session.is_human(self.session.viewer):
            # Hide the hand that just played until the next human has the screen.
            self.concealed = self.to_act != self.session.viewer
        return True

    def play_index(self, i: int) -> None:
        hand = self.view.hands[self.session.viewer]
        if not self.human_to_act() or not 0 <= i < len(hand):
            return
        card = hand[i]
        if card == HIDDEN or self.is_unplayable(card):
            self.selected = i
            return
        self.apply(card)

    def is_playable(self, card: int) -> bool:
        """May be played now (the glow); False outside the play phase."""
        if not self.human_to_act() or self.session.hand.phase is not Phase.PLAY:
            return False
        return card in self.session.hand.legal_actions()

    def pile_back(self) -> pygame.Surface:
        key = (-2, self.pile.height)
        if key not in self._rotated:
            self._rotated[key] = rotate_card(self.pile.back())
        return self._rotated[key]

    def is_unplayable(self, card: int) -> bool:
        if not self.human_to_act() or self.session.hand.phase is not Phase.PLAY:
            return False
        return card not in self.observation().legal  # the seat's own view decides

    def reason(self, card: int) -> str:
        names = [c.name for c in self.session.seats]
        return illegal_reason(self.app, self.session.hand.refusal(card), self.french, names)

    def show_hint(self) -> None:
        if not self.human_to_act() or not self.app.settings.hints:
            return
        if not self.hints.busy:
            self.hints.start(self.observation(), self.rng.getrandbits(32))
            self.hint_text = self.app.t("table.hint_wait")

    def _poll_hint(self) -> None:
        if not self.hints.busy:
            return
        ranked = self.hints.poll(tuple(self.session.hand.legal_actions()))
        if not ranked:
            if self.hints.idle():
                self.hint_text = ""  # the position moved on, or the hint failed
            return
        best = ranked[0][0]
        self.hint_card = best if A.is_play(best) else None
        self.hint_text = self.app.t("table.hint", action=self.action_text(
            self.session.viewer, best))

    def banner_text(self, seat: int, action: int) -> str:
        return self.action_text(seat, action)

    def action_text(self, seat: int, action: int) -> str:
        names = [c.name for c in self.session.seats]
        return action_label(self.app, action, self.french, seat=seat, rules=self.rules,
                            names=names)

    def seat_to_play(self) -> int | None:
        """Whose turn the table shows: nobody while cards are still moving."""
        if self.animator.busy or self.ending:
            return None
        return self.to_act

    def plate_info(self, seat: int) -> PlateInfo:
        cfg = self.session.seats[seat]
        t = self.app.t
        if not cfg.human:
            who = t("level." + cfg.level)
        else:
            who = t("table.you" if seat == self.session.viewer else "table.human")
        n = self.view.tricks[seat] if seat < len(self.view.tricks) else 0
        tricks = t("table.tricks.one" if n == 1 else "table.tricks.other", n=n)
        points = t("table.points_short", n=self.view.points[seat]) \
            if self.app.settings.show_scores else None
        return PlateInfo(f"{who} · {tricks}", points, seat == self.session.hand.dealer)

    # ---- geometry of the viewer's hand -----------------------------------------------
    def hand_cards(self) -> list[tuple[tuple[float, float], float]]:
        """Centre and turn (degrees) of each card of the viewer's fan, lifted under the pointer
        or when selected."""
        geo = self.geo
        n = len(self.view.hands[geo.viewer])
        acting = self.human_to_act()
        out = []
        for i, (x, y) in enumerate(geo.hand_slots(geo.viewer, n)):
            angle = geo.fan_angle(i, n)
            if (i == self.hover or i == self.selected) and acting:
                a = math.radians(angle)
                x, y = x - math.sin(a) * geo.lift, y - math.cos(a) * geo.lift
            out.append(((x, y), angle))
        return out

    def hand_rects(self) -> list[pygame.Rect]:
        """Where each card of the viewer's hand can be clicked: the part its right-hand
        neighbour leaves visible (the whole card for the last)."""
        geo = self.geo
        rects = [geo.card_rect(c) for c, _ in self.hand_cards()]
        out = []
        for i, r in enumerate(rects):
            if i + 1 < len(rects) and rects[i + 1].left < r.right:
                r = pygame.Rect(r.left, r.top, max(1, rects[i + 1].left - r.left), r.h)
            out.append(r)
        return out

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in reversed(list(enumerate(self.hand_rects()))):
            if r.collidepoint(pos):
                return i
        return None

    # ---- scene contract ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.app.push(self.screens.pause(self))
            return
        if self.hud.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.card_at(event.pos)
            if self.drag is not None:
                self.drag.pos = event.pos
                dx = event.pos[0] - self.drag.start[0]
                dy = event.pos[1] - self.drag.start[1]
                if dx * dx + dy * dy > self.app.layout.px(10) ** 2:
                    self.drag.moved = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.card_at(event.pos)
            if i is not None and self.human_to_act():
                self.drag = Drag(i, event.pos, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            if not drag.moved:
                self.play_index(drag.index)
            elif drag.start[1] - event.pos[1] > self.geo.card_h * 0.4:
                self.play_index(drag.index)  # dragged up onto the table

    def _key(self, event: pygame.event.Event) -> None:
        n = len(self.view.hands[self.session.viewer])
        if pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if self.app.settings.one_key_play or self.selected == i:
                self.play_index(i)  # one-key play, or the same number again
            elif i < n:
                self.selected = i
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.selected = ((self.selected if self.selected is not None else -step) + step) % n
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.selected is not None:
                self.play_index(self.selected)
        elif event.key == pygame.K_h:
            self.show_hint()

    def update(self, dt: float) -> None:
        self._saves_failed(self.saver.problems())
        self._poll_hint()
        self.animator.update(dt)
        self.hud.update(dt)
        if self.animator.busy or self.ending:
            return
        hand = self.session.hand
        seat = hand.to_act
        if seat is None:
            return
        if self.session.is_human(seat):
            self.runner.cancel()
            if seat != self.session.viewer or self.concealed:
                self._hand_off(seat)
            return
        self._ai_turn(seat, dt)

    def _hand_off(self, seat: int) -> None:
        if not self.session.hot_seat:
            self.set_viewer(seat)
            return
        self.concealed = True
        self.app.push(self.screens.handoff(self.session.seats[seat].name,
                                           lambda: self.set_viewer(seat),
                                           seat=self.seat_words(seat), back=self.small.back()))

    def seat_words(self, seat: int) -> str:
        """"Posto 2 di 4 · in coppia con Carmela": where the next player sits, for hand-offs."""
        words = self.app.t("handoff.seat", n=seat + 1, total=self.rules.players)
        mates = [self.session.seats[s].name for team in self.rules.teams if seat in team
                 for s in team if s != seat]
        if mates:
            words += " · " + self.app.t("handoff.partner", names=join_names(self.app, mates))
        return words

    def _ai_turn(self, seat: int, dt: float) -> None:
        if not self.runner.busy:
            if self.think <= 0:
                self.think = THINK * self.speed + 1e-9
            self.think -= dt
            if self.think > 0:
                return
            obs = self.session.hand.observe(seat)
            self.runner.start(self.session.seats[seat].level, obs, self.rng.getrandbits(32),
                              fast=self.speed == 0)
        action = self.runner.poll()
        if action is not None:
            self.think = 0.0
            if self.runner.problem:  # the level failed: a safe move stood in for it
                self.app.messages.append(self.app.t(
                    "msg.ai_replaced", name=self.session.seats[seat].name,
                    detail=self.runner.problem))
            self.apply(action)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self)
        self.hud.draw(surface)
        if self.hover is not None and self.human_to_act():
            hand = self.view.hands[self.session.viewer]
            if 0 <= self.hover < len(hand) and self.is_unplayable(hand[self.hover]):
                rect = self.hand_rects()[self.hover]
                draw_tooltip(surface, self.app, self.reason(hand[self.hover]),
                             (rect.centerx, rect.top - self.app.layout.px(60)))

    def card_label(self, card: int) -> str:
        return card_name(self.app, card, self.french)

    def close(self) -> None:
        self.runner.close()
        self.hints.close()
        self._saves_failed(self.saver.close())


@lru_cache(maxsize=64)
def _turned(img: pygame.Surface, angle: float) -> pygame.Surface:
    return rotate_card(img, angle) if angle else img
