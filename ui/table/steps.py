"""Turn engine events into animation steps that update the `TableView` as they play.

Positions are computed when a step starts, not when it is queued, so a window resized during
play never sends a card to where the table used to be.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from game.events import (
    ActionTaken,
    CardDrawn,
    CardPlayed,
    Dealt,
    Event,
    HandOver,
    HandsRevealed,
    TrickWon,
    TrumpExchanged,
    TrumpTurned,
    TurnedCardReturned,
)
from game.observation import Observation
from ui.table.anim import PULSE_PERIOD, Animator, Effect, Flight, Step
from ui.table.geometry import TableGeometry
from ui.table.view import HIDDEN, TableView

# Seconds at "normal" speed.
DUR = {"shuffle": 0.7, "deal": 0.22, "deal3": 0.34, "turn": 0.32, "play": 0.26,
       "look": 0.6, "collect": 0.42, "draw": 0.24, "banner": 0.8, "over": 0.5, "reveal": 0.3}
POINTS_S = 1.1  # a trick's points rising from the winning card (beside the queue)
PULSE_S = 3 * PULSE_PERIOD  # the turn marker pulses three times when a turn begins



class TableHost(Protocol):
    view: TableView

    @property
    def geo(self) -> TableGeometry: ...

    @property
    def speed(self) -> float: ...

    @property
    def deal_one_at_a_time(self) -> bool: ...

    def resync(self) -> None: ...

    def observation(self) -> Observation: ...

    def hand_finished(self) -> None: ...

    def banner_text(self, seat: int, action: int) -> str: ...


class Choreographer:
    def __init__(self, host: TableHost, animator: Animator) -> None:
        self.host = host
        self.anim = animator
        self.turn_seat: int | None = None

    def mark_turn(self, seat: int | None) -> None:
        """A new seat to play: its plate pulses a few times (motion as well as colour), then
        holds still so that a table waiting for a person needs no frames."""
        if seat == self.turn_seat:
            return
        self.turn_seat = seat
        self.anim.stop("turn")
        if seat is not None and self.host.speed > 0:  # three rings at normal speed
            self.anim.flourish(Effect("turn", max(PULSE_PERIOD, PULSE_S * self.host.speed),
                                      seat=seat))

    def _step(self, key: str, start: Callable[[Step], None] | None = None,
              finish: Callable[[], None] | None = None, sound: str | None = None,
              seat: int | None = None) -> None:
        step = Step(DUR[key] * self.host.speed, sound=sound, name=key, seat=seat)
        if start is not None:
            step.on_start = lambda: start(step)
        step.on_finish = finish
        self.anim.add(step)

    # ---- the deal ------------------------------------------------------------------------
    def opening(self, events: Sequence[Event]) -> None:
        """Shuffle, then deal (by threes or one at a time), then the rest in order."""
        dealt = [e for e in events if isinstance(e, Dealt)]
        rest = [e for e in events if not isinstance(e, Dealt)]
        self._step("shuffle", self._shuffle, sound="deal")
        if dealt:
            size = len(dealt[0].cards)
            if self.host.deal_one_at_a_time:
                for i in range(size):
                    for d in dealt:
                        self._deal(d.seat, d.cards[i:i + 1], "deal")
            else:
                for lo in range(0, size, 3):
                    for d in dealt:
                        self._deal(d.seat, d.cards[lo:lo + 3], "deal3")
        self.events(rest)

    def _shuffle(self, step: Step) -> None:
        geo = self.host.geo
        s = geo.stock
        d = geo.card_w * 0.6
        m = geo.mid_scale
        step.flights = [Flight(HIDDEN, s, s, face_up=False, delay=i * 0.08, scale=(m, m),
                               arc=(d if i % 2 else -d, -d * 0.2 * (i % 3))) for i in range(6)]

    def _deal(self, seat: int, cards: tuple[int, ...], key: str) -> None:
        host = self.host

        def start(step: Step) -> None:
            geo = host.geo
            have = len(host.view.hands[seat])
            slots = geo.hand_slots(seat, geo.hand_size)
            scale = geo.spots[seat].scale
            host.view.stock = max(0, host.view.stock - len(cards))
            step.flights = [Flight(c, geo.stock, slots[min(have + i, len(slots) - 1)],
                                   scale=(geo.mid_scale, scale), delay=i * 0.15,
                                   face_up=c != HIDDEN, curve=0.08,
                                   private=seat == geo.viewer)
                            for i, c in enumerate(cards)]

        def finish() -> None:
            host.view.hands[seat].extend(cards)
            host.view.arrange()

        self._step(key, start, finish, sound="deal")

    # ---- everything else -----------------------------------------------------------------
    def events(self, events: Sequence[Event]) -> None:
        for ev in events:
            if isinstance(ev, CardPlayed):
                self._played(ev)
            elif isinstance(ev, TrickWon):
                self._won(ev)
            elif isinstance(ev, CardDrawn):
                self._drawn(ev)
            elif isinstance(ev, TrumpTurned):
                self._turned(ev.card)
            elif isinstance(ev, TurnedCardReturned):
                self._returned(ev.card)
            elif isinstance(ev, HandsRevealed):
                self._step("reveal", self._reveal, finish=self.host.resync)
            elif isinstance(ev, TrumpExchanged):
                self._step("reveal", finish=self.host.resync)
            elif isinstance(ev, ActionTaken):
                self._banner(ev.seat, ev.action)
            elif isinstance(ev, HandOver):
                self._step("over", finish=self.host.hand_finished, sound="win")
            elif isinstance(ev, Dealt):
                self._deal(ev.seat, ev.cards, "deal3")

    def _reveal(self, step: Step) -> None:
        """Hidden cards that the viewer may now see turn over where they lie."""
        host = self.host
        geo = host.geo
        obs = host.observation()
        for seat in range(len(host.view.hands)):
            if seat == obs.seat:
                continue
            shown = host.view.hands[seat]
            known = list(obs.known[seat])
            if not known or all(c != HIDDEN for c in shown):
                continue
            scale = geo.spots[seat].scale
            slots = geo.hand_slots(seat, len(shown))
            for pos, card in zip(slots, known, strict=False):
                step.flights.append(Flight(card, pos, pos, scale=(scale, scale), flip=True,
                                           face_up=False))
            host.view.hands[seat] = []  # the flights stand in for the hand while they turn

    def _turned(self, card: int) -> None:
        host = self.host

        def start(step: Step) -> None:
            geo = host.geo
            host.view.stock = max(0, host.view.stock - 1)
            m = geo.mid_scale
            step.flights = [Flight(card, geo.stock, geo.trump_spot, flip=True, face_up=False,
                                   scale=(m, m))]

        def finish() -> None:
            host.view.trump_card = card
            host.view.trump_under = True
            host.view.stock += 1  # the turned card counts in the stock: it is drawn last

        self._step("turn", start, finish)

    def _returned(self, card: int) -> None:
        def start(step: Step) -> None:
            geo = self.host.geo
            m = geo.mid_scale
            step.flights = [Flight(card, geo.trump_spot, geo.stock, scale=(m, m))]

        def finish() -> None:
            self.host.view.trump_card = None
            self.host.view.trump_under = False

        self._step("turn", start, finish)

    def _played(self, ev: CardPlayed) -> None:
        host = self.host

        def start(step: Step) -> None:
            geo = host.geo
            hand = host.view.hands[ev.seat]
            n = len(hand)
            i = host.view.take_from_hand(ev.seat, ev.card)
            slots = geo.hand_slots(ev.seat, max(1, n))
            origin = slots[min(i, len(slots) - 1)] if slots else geo.spots[ev.seat].hand
            sc = geo.spots[ev.seat].scale
            nth = sum(1 for s, _ in host.view.trick if s == ev.seat)
            step.flights = [Flight(ev.card, origin, geo.trick_spot(ev.seat, nth),
                                   scale=(sc, geo.mid_scale), curve=0.12)]
            host.view.banners.pop(ev.seat, None)

        def finish() -> None:
            host.view.trick.append((ev.seat, ev.card))

        self._step("play", start, finish, sound="play", seat=ev.seat)

    def _won(self, ev: TrickWon) -> None:
        host = self.host

        def look(step: Step) -> None:
            host.view.winner_highlight = ev.seat
            geo = host.geo
            cards = [c for s, c in host.view.trick if s == ev.seat]
            if ev.points > 0 and cards:  # the count rises from the winning card
                x, y = geo.trick_spot(ev.seat)
                self.anim.flourish(Effect("points", POINTS_S * host.speed, (x, y),
                                          value=ev.points, seat=ev.seat))

        self._step("look", look, seat=ev.seat)

        def start(step: Step) -> None:
            geo = host.geo
            spot = geo.spots[ev.seat]
            step.flights = [Flight(c, geo.trick_spot(s, sum(1 for t, _ in
                                                             host.view.trick[:i] if t == s)),
                                   spot.pile,
                                   scale=(geo.mid_scale, geo.pile_scale), delay=i * 0.07,
                                   flip=True, flip_from=0.6, curve=0.06)
                            for i, (s, c) in enumerate(host.view.trick)]
            host.view.trick = []
            host.view.winner_highlight = None

        def finish() -> None:
            host.view.piles[ev.seat] += len(ev.cards)
            host.view.points[ev.seat] += ev.points
            host.view.tricks[ev.seat] += 1

        self._step("collect", start, finish, sound="trick", seat=ev.seat)

    def _drawn(self, ev: CardDrawn) -> None:
        host = self.host

        def start(step: Step) -> None:
            geo = host.geo
            view = host.view
            view.stock = max(0, view.stock - 1)
            origin = geo.stock
            if view.stock == 0 and view.trump_under:
                view.trump_under = False
                origin = geo.trump_spot
            n = len(view.hands[ev.seat]) + 1
            slot = geo.hand_slots(ev.seat, n)[-1]
            sc = geo.spots[ev.seat].scale
            step.flights = [Flight(ev.card, origin, slot, scale=(geo.mid_scale, sc), curve=0.06,
                                   face_up=ev.card != HIDDEN, private=ev.seat == geo.viewer)]

        def finish() -> None:
            host.view.hands[ev.seat].append(ev.card)
            host.view.arrange()

        self._step("draw", start, finish, sound="deal", seat=ev.seat)

    def _banner(self, seat: int, action: int) -> None:
        host = self.host

        def start(step: Step) -> None:
            host.view.banners[seat] = host.banner_text(seat, action)

        self._step("banner", start)
