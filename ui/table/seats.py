"""The table scene's seats: who sits where, the words on their plates and actions, the hand-off
between people sharing the screen, and the computer players' turns.

A part of `ui.scenes.table.TableScene` (a mixin).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import actions as A
from game.ai.levels import level
from game.cards import card
from ui.nav import RecapTrick
from ui.table.port import PlateInfo
from ui.text import action_label, card_name
from ui.words import join_names

if TYPE_CHECKING:
    import random

    from game.rules import Rules
    from ui.app import App
    from ui.cards_view import CardImages
    from ui.nav import Screens
    from ui.players import Runner
    from ui.session import GameSession
    from ui.table.anim import Animator
    from ui.table.hud import TableHud
    from ui.table.view import TableView

THINK = 0.45  # seconds an AI seems to think at normal speed


class TableSeats:
    """The people and computer players around the table."""

    app: App
    screens: Screens
    session: GameSession
    view: TableView
    hud: TableHud
    runner: Runner
    rng: random.Random
    small: CardImages
    mid: CardImages
    think: float
    concealed: bool
    ending: bool
    animator: Animator
    seen: dict[int, int]  # seat: cards played this hand when that person last looked
    seen_hand: object  # the hand `seen` counts in (a new hand starts it afresh)
    images_index: bool

    if TYPE_CHECKING:
        def help_on(self, kind: str, seat: int | None = None) -> bool: ...

        def help_words(self, seat: int) -> str: ...

        def _make_images(self) -> None: ...

        @property
        def rules(self) -> Rules: ...

        @property
        def french(self) -> bool: ...

        @property
        def speed(self) -> float: ...

        def resync(self) -> None: ...

        def apply(self, action: int) -> bool: ...

    def set_viewer(self, seat: int) -> None:
        """Hot-seat: the player at the screen changes; show their view at the bottom."""
        self.session.viewer = seat
        self.concealed = False
        if self.images_index != self.help_on("index"):
            self._make_images()  # this person reads the cards with (or without) the index
        self.resync()
        self.hud.layout()

    def banner_text(self, seat: int, action: int) -> str:
        return self.action_text(seat, action)

    def action_text(self, seat: int, action: int) -> str:
        names = [c.name for c in self.session.seats]
        rank = self.called_rank() if A.CALL_BASE <= action < A.CALL_BASE + 4 else None
        if rank is not None:  # Chiamata: the call names a card, not only a suit
            return self.app.t("action.call_card", card=card_name(
                self.app, card(action - A.CALL_BASE, rank), self.french))
        return action_label(self.app, action, self.french, seat=seat, rules=self.rules,
                            names=names)

    def called_rank(self) -> int | None:
        """Chiamata: the rank the auction named last (public: every bid is heard)."""
        auction = self.session.hand.auction
        ranks = [a - A.BID_RANK_BASE for _, a in auction.bids
                 if A.BID_RANK_BASE < a <= A.BID_RANK_BASE + 13] if auction else []
        return ranks[-1] if ranks else None

    def plate_info(self, seat: int) -> PlateInfo:
        cfg = self.session.seats[seat]
        t = self.app.t
        if not cfg.human:
            who = level(cfg.level).name(self.app.settings.language)
        else:
            who = t("table.you" if seat == self.session.viewer else "table.human")
        n = self.view.tricks[seat] if seat < len(self.view.tricks) else 0
        tricks = t("table.tricks.one" if n == 1 else "table.tricks.other", n=n)
        points = t("table.points_short", n=self.view.points[seat]) \
            if self.app.settings.show_scores else None
        return PlateInfo(f"{who} · {tricks}", points, seat == self.session.hand.dealer)

    def _hand_off(self, seat: int) -> None:
        if not self.session.hot_seat:
            self.set_viewer(seat)
            return
        self.concealed = True
        self._seen_in(self.session.hand)[self.session.viewer] = len(self._plays())
        self.app.push(self.screens.handoff(self.session.seats[seat].name,
                                           lambda: self.set_viewer(seat),
                                           seat=self.seat_words(seat), back=self.small.back(),
                                           recap=self.recap(seat), faces=self.mid,
                                           help=self.help_words(seat)))

    def _seen_in(self, hand: object) -> dict[int, int]:
        if self.seen_hand is not hand:
            self.seen, self.seen_hand = {}, hand
        return self.seen

    def _plays(self) -> list[tuple[int, int, int, int | None]]:
        """Every card played this hand: (trick number, seat, card, who took the trick)."""
        hand = self.session.hand
        out: list[tuple[int, int, int, int | None]] = [
            (i + 1, seat, card, t.winner) for i, t in enumerate(hand.tricks)
            for seat, card in t.plays]
        n = len(hand.tricks) + 1
        out += [(n, seat, card, None) for seat, card in zip(hand.trick_seats, hand.trick_cards,
                                                            strict=False)]
        return out

    def recap(self, seat: int, most: int = 2) -> list[RecapTrick]:
        """The tricks played into since `seat` last looked at the screen (the last `most`),
        whole, with who took each: what a person at a shared screen missed."""
        since = self._seen_in(self.session.hand).get(seat, 0)
        plays = self._plays()
        fresh = sorted({p[0] for p in plays[since:]})[-most:]
        names = [c.name for c in self.session.seats]
        out = []
        for n in fresh:
            trick = [p for p in plays if p[0] == n]
            taker = trick[0][3]
            out.append(RecapTrick(n, tuple((names[p[1]], p[2]) for p in trick),
                                  None if taker is None else names[taker]))
        return out

    def seat_words(self, seat: int) -> str:
        """"Posto 2 di 4 · in coppia con Carmela": where the next player sits, for hand-offs."""
        words = self.app.t("handoff.seat", n=seat + 1, total=self.rules.players)
        mates = [self.session.seats[s].name for team in self.rules.teams if seat in team
                 for s in team if s != seat]
        if mates:
            words += " · " + self.app.t("handoff.partner", names=join_names(self.app, mates))
        return words

    def seat_to_play(self) -> int | None:
        """Whose turn the table shows: nobody while cards are still moving."""
        if self.animator.busy or self.ending:
            return None
        return self.session.hand.to_act

    def _ai_turn(self, seat: int, dt: float, level: str | None = None,
                 pause: float = THINK) -> None:
        """A computer seat's turn (or the viewer's, played for them by `level` when they
        finish a decided hand): a short pause, then the level decides on a worker thread."""
        if not self.runner.busy:
            if self.think <= 0:
                self.think = pause * self.speed + 1e-9
            self.think -= dt
            if self.think > 0:
                return
            obs = self.session.hand.observe(seat)
            seed = self.session.decision_seed(seat)
            self.runner.start(level or self.session.seats[seat].level, obs,
                              self.rng.getrandbits(32) if seed is None else seed,
                              fast=self.speed == 0)
        action = self.runner.poll()
        if action is not None:
            self.think = 0.0
            if self.runner.problem:  # the level failed: a safe move stood in for it
                self.app.messages.append(self.app.t(
                    "msg.ai_replaced", name=self.session.seats[seat].name,
                    detail=self.runner.problem))
            self.apply(action)

    def card_label(self, card: int) -> str:
        return card_name(self.app, card, self.french)
