"""The table scene's input: the viewer's fan under the pointer, clicks, drags, keys and hints.

A part of `ui.scenes.table.TableScene` (a mixin). Nothing here decides a rule: a card is
offered to the engine through `apply`, and what may be played comes from the seat's view.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from game import actions as A
from game.ai.reasons import explain, sentences
from game.state import Phase
from ui.table import index
from ui.table.port import Drag
from ui.table.view import HIDDEN
from ui.text import illegal_reason

if TYPE_CHECKING:
    from game.observation import Observation
    from ui.app import App
    from ui.nav import Screens
    from ui.players import HintRunner
    from ui.session import GameSession
    from ui.table.geometry import TableGeometry
    from ui.table.hud import TableHud
    from ui.table.view import TableView


class TableControls:
    """Mouse and keyboard at the table, and the hint the player asks for."""

    app: App
    screens: Screens
    session: GameSession
    view: TableView
    hud: TableHud
    hints: HintRunner
    rng: random.Random
    hover: int | None
    selected: int | None
    drag: Drag | None
    hint_card: int | None
    hint_text: str
    hint_why: str

    if TYPE_CHECKING:
        @property
        def geo(self) -> TableGeometry: ...

        @property
        def french(self) -> bool: ...

        def human_to_act(self) -> bool: ...

        def fan_tabs(self) -> bool: ...

        def observation(self) -> Observation: ...

        def apply(self, action: int) -> bool: ...

        def action_text(self, seat: int, action: int) -> str: ...

        def pause(self) -> None: ...

        def forgive_event(self, event: pygame.event.Event) -> bool: ...

        def help_on(self, kind: str, seat: int | None = None) -> bool: ...

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

    def hand_indices(self) -> list[pygame.Rect]:
        """Where each card's corner index lies on screen (none when the fan shows whole
        cards, or the deck prints its own)."""
        if not self.fan_tabs():
            return []
        geo = self.geo
        box = index.tab_rect(geo.card_h)
        return [box.move(geo.card_rect(c).topleft) for c, _ in self.hand_cards()]

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in reversed(list(enumerate(self.hand_rects()))):
            if r.collidepoint(pos):
                return i
        return None

    # ---- what may be played ----------------------------------------------------------
    def play_index(self, i: int) -> None:
        hand = self.view.hands[self.session.viewer]
        if not self.human_to_act() or not 0 <= i < len(hand):
            return
        card = hand[i]
        if card == HIDDEN or self.is_unplayable(card):
            self.selected = i
            return
        if self.help_on("confirm") and self.selected != i:
            self.selected = i  # "confirm before playing": the same card again plays it
            return
        self.apply(card)

    def is_playable(self, card: int) -> bool:
        """May be played now (the glow); False outside the play phase."""
        if not self.human_to_act() or self.session.hand.phase is not Phase.PLAY:
            return False
        return card in self.session.hand.legal_actions()

    def is_unplayable(self, card: int) -> bool:
        if not self.human_to_act() or self.session.hand.phase is not Phase.PLAY:
            return False
        return card not in self.observation().legal  # the seat's own view decides

    def reason(self, card: int) -> str:
        names = [c.name for c in self.session.seats]
        return illegal_reason(self.app, self.session.hand.refusal(card), self.french, names)

    # ---- hints -----------------------------------------------------------------------
    def show_hint(self) -> None:
        if not self.human_to_act() or not self.help_on("hints"):
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
        # Why, in words: from the seat's own view and what the search found.
        self.hint_why = sentences(explain(self.observation(), best, ranked), self.app.t,
                                  self.french)

    # ---- events ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.pause()
            return
        if self.forgive_event(event) or self.hud.handle(event):
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
        if pygame.K_1 <= event.key <= pygame.K_9 or event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.hud.actions.focus = -1  # a card chosen: Enter now plays it, not a panel button
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
