"""The table's forgiving tools: the last trick on demand, taking back a misclick, playing a
trick again in practice games, finishing a decided hand, and the deck's fingerprint.

A part of `ui.scenes.table.TableScene` (a mixin). What may be taken back or replayed is the
engine's to say (`game.practice`); tournament tables switch all of it off (`forgiving`).
Keys: L the last trick, Backspace (or Ctrl+Z) take back, U play the trick again, F finish.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game import practice
from game.fairness import fingerprint, spaced
from ui.theme import CREAM, GOLD, MUTED, dim, panel
from ui.widgets import Button, Widget, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App
    from ui.cards_view import CardImages
    from ui.players import Runner
    from ui.session import GameSession
    from ui.table.anim import Animator
    from ui.table.geometry import TableGeometry

DECIDED_CARDS = 8  # cards left in play at most for "finish the hand" to be looked for


class TableForgive:
    """Last trick, take-back, replay a trick, finish a decided hand."""

    app: App
    session: GameSession
    runner: Runner
    animator: Animator
    mid: CardImages
    pile: CardImages
    rng: random.Random
    think: float
    forgiving = True
    """False at tournament tables: no last trick, no take-back, no finishing for you."""

    if TYPE_CHECKING:
        @property
        def geo(self) -> TableGeometry: ...

        def human_to_act(self) -> bool: ...

        def resync(self) -> None: ...

        def card_label(self, card: int) -> str: ...

    def _init_forgive(self) -> None:
        t = self.app.t
        self.show_last = False
        self.finishing = False
        self._decided: tuple[int, bool] = (-1, False)
        self.last_button = Button(lambda: t("table.last_trick"), self.toggle_last,
                                  tooltip=lambda: t("table.last_trick.tip"))
        self.takeback_button = Button(lambda: t("table.take_back"), self.take_back,
                                  tooltip=lambda: t("table.take_back.tip"))
        self.redo_button = Button(lambda: t("table.redo_trick"), self.redo_trick,
                                  tooltip=lambda: t("table.redo_trick.tip"))
        self.finish_button = Button(lambda: t("table.finish"), self.finish_hand,
                                    tooltip=lambda: t("table.finish.tip"))
        self.forgive_group = WidgetGroup(self.app, [self.last_button, self.takeback_button,
                                                    self.redo_button, self.finish_button])
        self.forgive_group.focus = -1

    # ---- what is offered now --------------------------------------------------------------
    def offered(self) -> list[Button]:
        """The buttons that apply at this moment, in the order they are shown."""
        if not self.forgiving or self.finishing:
            return []
        hand = self.session.hand
        out = []
        if hand.tricks and not hand.is_over:
            out.append(self.last_button)
        if self.session.can_take_back() and not self.animator.busy:
            out.append(self.takeback_button)
        if self.session.can_redo_trick() and self.human_to_act():
            out.append(self.redo_button)
        if self.human_to_act() and self.is_decided():
            out.append(self.finish_button)
        return out

    def is_decided(self) -> bool:
        """The viewer knows every remaining card and no play can change who wins (cached per
        position: the proof plays out every line)."""
        hand = self.session.hand
        key = len(hand.actions)
        if self._decided[0] != key:
            left = sum(len(h) for h in hand.hands)
            ok = left <= DECIDED_CARDS and practice.decided(hand, self.session.viewer)
            self._decided = (key, ok)
        return self._decided[1]

    # ---- the actions ----------------------------------------------------------------------
    def toggle_last(self) -> None:
        if self.forgiving and self.session.hand.tricks:
            self.show_last = not self.show_last

    def take_back(self) -> None:
        if not self.forgiving or not self.session.take_back():
            return
        self.runner.cancel()
        self.think = 0.0
        self.resync()
        self.app.messages.append(self.app.t("msg.took_back"))

    def redo_trick(self) -> None:
        if not self.forgiving or not self.human_to_act():
            return
        if self.session.redo_trick(random.Random(self.rng.getrandbits(32))):
            self.runner.cancel()
            self.think = 0.0
            self.resync()
            self.app.messages.append(self.app.t("msg.trick_redealt"))
        else:
            self.app.messages.append(self.app.t("msg.trick_not_redealt"))

    def finish_hand(self) -> None:
        if self.forgiving and self.human_to_act() and self.is_decided():
            self.finishing = True

    # ---- input and drawing ----------------------------------------------------------------
    def forgive_event(self, event: pygame.event.Event) -> bool:
        """True when the event was one of these tools'."""
        if self.show_last and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.show_last = False  # any key or click closes the last trick
            return True
        if event.type == pygame.KEYDOWN:
            ctrl_z = event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
            actions = {pygame.K_l: self.toggle_last, pygame.K_BACKSPACE: self.take_back,
                       pygame.K_u: self.redo_trick, pygame.K_f: self.finish_hand}
            action = self.take_back if ctrl_z else actions.get(event.key)
            if action is not None and (action is self.toggle_last
                                       or self._button_of(action) in self.offered()):
                action()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._on_pile(
                event.pos):
            self.toggle_last()
            return True
        shown = self.offered()
        self.forgive_group.widgets = list[Widget](shown)
        self._layout(shown)
        return self.forgive_group.handle(event)

    def _button_of(self, action: object) -> Button | None:
        return next((b for b in self.forgive_group_all() if b.on_click == action), None)

    def forgive_group_all(self) -> list[Button]:
        return [self.last_button, self.takeback_button, self.redo_button, self.finish_button]

    def _on_pile(self, pos: tuple[int, int]) -> bool:
        trick = practice.last_trick(self.session.hand)
        if trick is None or not self.forgiving:
            return False
        x, y = self.geo.spots[trick.winner].pile
        h = self.pile.size[1]
        return pygame.Rect(round(x - h / 2), round(y - h / 2), h, h).collidepoint(pos)

    def _layout(self, shown: list[Button]) -> None:
        lay = self.app.layout
        wu, hu = lay.w / lay.unit, lay.h / lay.unit
        for i, b in enumerate(reversed(shown)):
            b.rect = lay.rect(wu - 250, hu - 118 - i * 52, 236, 44)

    def draw_forgive(self, surface: pygame.Surface) -> None:
        if not self.forgiving:
            return
        shown = self.offered()
        self.forgive_group.widgets = list[Widget](shown)
        self._layout(shown)
        self.forgive_group.draw(surface)
        lay = self.app.layout
        if not self.session.hand.is_over:
            fp = _spaced_fingerprint(self.session.hand.deck_order)
            img = self.app.fonts.render(self.app.t("table.deck_fingerprint", fp=fp), 16, MUTED)
            surface.blit(img, img.get_rect(bottomright=(lay.w - lay.px(14),
                                                        lay.h - lay.px(10))))
        self._draw_challenge(surface)
        if self.show_last:
            self._draw_last(surface)

    def _draw_challenge(self, surface: pygame.Surface) -> None:
        """A challenge says so on the table: which deal, and how far Campione has got."""
        session = self.session
        if session.kind not in ("challenge", "daily"):
            return
        app, lay = self.app, self.app.layout
        total = len(session.deals)
        n = min(total, len(session.match.hand_seeds))
        run = app.challenge
        words = app.t(f"table.{session.kind}", n=n, total=total,
                      done=run.done if run is not None else 0)
        img = app.fonts.render(words, 20, GOLD, bold=True)
        rect = img.get_rect(topleft=(lay.px(16), lay.px(64)))
        panel(surface, rect.inflate(lay.px(20), lay.px(10)), lay.px(10), (8, 30, 18, 220))
        surface.blit(img, rect)

    def _draw_last(self, surface: pygame.Surface) -> None:
        trick = practice.last_trick(self.session.hand)
        if trick is None:
            return
        lay, app = self.app.layout, self.app
        dim(surface, 120)
        cw, ch = self.mid.size
        gap = lay.px(18)
        n = len(trick.plays)
        names = [s.name for s in self.session.seats]
        title = app.fonts.render(app.t("table.last_trick.title", name=names[trick.winner],
                                       points=trick.points), 24, GOLD, bold=True)
        width = max(n * cw + (n + 1) * gap, title.get_width() + 2 * gap)
        box = pygame.Rect(0, 0, width, ch + lay.px(150))
        box.center = (lay.w // 2, lay.h // 2)
        panel(surface, box, lay.px(16), (12, 46, 28, 245))
        pygame.draw.rect(surface, GOLD, box, lay.px(2), border_radius=lay.px(16))
        x0 = box.centerx - (n * cw + (n - 1) * gap) // 2
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + lay.px(14))))
        for i, (seat, card) in enumerate(trick.plays):
            x = x0 + i * (cw + gap)
            y = box.y + lay.px(58)
            surface.blit(self.mid.face(card), (x, y))
            label = app.fonts.render(names[seat], 18, GOLD if seat == trick.winner else CREAM,
                                     bold=seat == trick.winner)
            surface.blit(label, label.get_rect(midtop=(x + cw // 2, y + ch + lay.px(8))))
        hint = app.fonts.render(app.t("table.last_trick.close"), 16, MUTED)
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - lay.px(8))))


@lru_cache(maxsize=4)
def _spaced_fingerprint(deck: tuple[int, ...]) -> str:
    """Hashed once per deal, not once per frame."""
    return spaced(fingerprint(deck))
