"""The table: plays a `GameSession` with animation, mouse and keyboard, AI and hot-seat.

Rules are never decided here: legality and reasons come from the engine, the view is rebuilt
from the seat's observation, and every move goes through `GameSession.apply`.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.events import Event, TrickWon, for_seat
from game.observation import Observation
from game.rules import Rules
from game.state import IllegalActionError
from ui.art.decks import DeckStyle, play_style
from ui.cards_view import table_surface
from ui.players import DecisionRunner, HintRunner, Runner
from ui.saver import BackgroundSaver
from ui.scene import Scene
from ui.session import GameSession
from ui.settings import CARD_HEIGHT, SPEED_FACTOR
from ui.table.anim import Animator
from ui.table.controls import TableControls
from ui.table.draw import draw_table
from ui.table.forgive import TableForgive
from ui.table.geometry import TableGeometry, spec_for
from ui.table.helps import TableHelps
from ui.table.hud import TableHud
from ui.table.images import TableImages
from ui.table.keeping import TableKeeping
from ui.table.port import Drag
from ui.table.seats import TableSeats
from ui.table.steps import Choreographer
from ui.table.view import TableView
from ui.widgets import draw_tooltip

if TYPE_CHECKING:
    from ui.app import App
    from ui.nav import Layer

class TableScene(TableControls, TableForgive, TableSeats, TableKeeping, TableImages,
                 TableHelps, Scene):
    """One game at the table. Its parts: `ui.table.controls` (input and hints),
    `ui.table.forgive` (last trick, take-back, finish), `ui.table.seats` (players, hand-offs,
    AI turns, whose turn it is), `ui.table.keeping` (saves), `ui.table.images` (pictures),
    `ui.table.helps` (one seat's help), `ui.table.hud`, `steps` and `draw` (the frame)."""

    def __init__(self, app: App, session: GameSession, *, seed: int = 0) -> None:
        super().__init__(app)
        self.session = session
        self.rng = random.Random(seed or session.seed)
        self.runner: Runner = DecisionRunner()
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
        self.hint_why = ""
        self.concealed = False
        self.seen, self.seen_hand = {}, None
        self.ending = False
        self._init_images()
        self.hud = TableHud(self)
        self._init_forgive()
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
    def style(self) -> DeckStyle:
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

    def on_resize(self) -> None:
        self._make_images()
        self.hud.layout()

    def on_enter(self) -> None:
        # Settings may have changed (deck, card size, language) while the pause menu was open.
        self._make_images()
        self.hud.layout()

    def pause(self) -> None:
        self.app.push(self.screens.pause(self))

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

    def awake(self) -> bool:
        """Asleep only while the table waits for the player at the screen and nothing moves:
        no animation, no hint or save on its way, no tooltip about to show."""
        waiting = (self.human_to_act() and not self.animator.needs_frames
                   and not self.hints.busy and not self.saver.pending and not self.hud.awake())
        return not waiting

    def _visible(self, events: list[Event]) -> list[Event]:
        viewer = self.session.viewer
        return for_seat(events, viewer, self.session.hand.visible_hands(viewer))

    def event_title(self) -> str:
        """The event this match belongs to, for the top bar ("" for a casual game)."""
        return ""

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
            if self.session.kind == "game":  # a replay or a challenge never used the slot
                self.app.dirs.savegame.unlink(missing_ok=True)
        else:
            self.save_now()
        self.app.push(self.screens.hand_end(self, result))

    def next_hand(self) -> None:
        self.session.next_hand()
        self.start_hand()

    # ---- doing things --------------------------------------------------------------------
    def apply(self, action: int) -> bool:
        try:
            events = self.session.apply(action)
        except IllegalActionError:
            return False
        self.hint_card, self.hint_text, self.hint_why = None, "", ""
        self.selected = self.hover = None
        self.drag = None
        self.choreo.events(self._visible(events))
        if any(isinstance(e, TrickWon) for e in events) and not self.session.hand.is_over:
            self.save_soon()
        if self.session.hot_seat and self.session.is_human(self.session.viewer):
            # Hide the hand that just played until the next human has the screen.
            self.concealed = self.to_act != self.session.viewer
        return True

    def update(self, dt: float) -> None:
        self._saves_failed(self.saver.problems())
        self._poll_hint()
        self.animator.update(dt)
        self.hud.update(dt)
        self.choreo.mark_turn(self.seat_to_play())
        if self.animator.busy or self.ending:
            return
        hand = self.session.hand
        seat = hand.to_act
        if seat is None:
            return
        if self.session.is_human(seat):
            if self.finishing and seat == self.session.viewer and not self.concealed:
                self._ai_turn(seat, dt, level="esperto", pause=0.15)  # played out quickly
                return
            self.runner.cancel()
            if seat != self.session.viewer or self.concealed:
                self._hand_off(seat)
            return
        self._ai_turn(seat, dt)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self)
        self.hud.draw(surface)
        self.draw_forgive(surface)
        self.draw_played(surface)
        self.draw_help_bubble(surface)
        if self.hover is not None and self.human_to_act():
            hand = self.view.hands[self.session.viewer]
            if 0 <= self.hover < len(hand) and self.is_unplayable(hand[self.hover]):
                rect = self.hand_rects()[self.hover]
                draw_tooltip(surface, self.app, self.reason(hand[self.hover]),
                             (rect.centerx, rect.top - self.app.layout.px(60)))

    def close(self) -> None:
        self.runner.close()
        self.hints.close()
        self._saves_failed(self.saver.close())
