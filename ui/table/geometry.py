"""Where every seat, hand, pile, the stock and the trick sit for a window size and table.

The viewer sits at the bottom; the others follow counter-clockwise on screen, so the next
player (seat + 1) is on the viewer's right, then the top, then the left (RULES.md §1). A
clockwise table (seed 004, `Rules.clockwise`) mirrors that: the next player is on the left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ui.layout import Layout

Point = tuple[float, float]


@dataclass(frozen=True)
class SeatSpot:
    seat: int
    angle: float  # radians, screen coordinates (y down): pi/2 is the bottom
    hand: Point  # centre of the hand
    plate: Point  # centre of the name plate
    pile: Point  # centre of the captured pile
    trick: Point  # where this seat's card lies in the trick
    scale: float  # card scale of this hand (1.0 for the viewer)


class TableGeometry:
    def __init__(self, layout: Layout, players: int, viewer: int, card_fraction: float,
                 hand_size: int, aspect: float = 0.62, clockwise: bool = False) -> None:
        self.layout = layout
        self.turn_sign = 1 if clockwise else -1
        self.players = players
        self.viewer = viewer
        w, h = layout.size
        self.card_h = layout.card_height(card_fraction)
        self.card_w = round(self.card_h * aspect)
        self.small_h = max(30, round(self.card_h * (0.62 if players <= 4 else 0.52)))
        self.small_w = round(self.small_h * aspect)
        self.hand_size = hand_size
        self.centre: Point = (w * 0.5, h * 0.47)
        self.hud_h = layout.px(44)
        self.stock: Point = (w * 0.5 - self.card_w * 2.6 - layout.px(60), h * 0.47)
        self.spots = [self._spot(seat) for seat in range(players)]

    def card_size(self, scale: float = 1.0) -> tuple[int, int]:
        if scale == 1.0:
            return self.card_w, self.card_h
        return self.small_w, self.small_h

    def offset(self, seat: int) -> int:
        return (seat - self.viewer) % self.players

    def _spot(self, seat: int) -> SeatSpot:
        w, h = self.layout.size
        k = self.offset(seat)
        angle = math.pi / 2 + self.turn_sign * k * 2 * math.pi / self.players
        cx, cy = self.centre
        lay = self.layout
        ca, sa = math.cos(angle), math.sin(angle)
        if k == 0:
            hand = (w * 0.5, h - self.card_h * 0.5 - lay.px(14))
            half = self.hand_width(seat, 1.0) / 2
            # Left of the hand, so the bottom-right corner stays free for the talk buttons.
            pile = (w * 0.5 - half - self.small_w * 0.6 - lay.px(40), hand[1] + self.card_h * 0.1)
            plate = (pile[0], pile[1] - self.small_h * 0.5 - lay.px(16))
            scale = 1.0
        else:
            rx = w * 0.5 - self.small_w * 2.2 - lay.px(20)
            top = self.hud_h + self.small_h * 0.5 + lay.px(26)
            ry = cy - top
            hx = cx + rx * ca
            hy = cy + ry * sa
            hy = min(hy, h - self.card_h - lay.px(60) - self.small_h * 0.5)
            hand = (hx, hy)
            plate = (hx, hy + self.small_h * 0.5 + lay.px(14))
            side = -1 if ca > 0.3 else 1
            pile = (hx + side * (self.hand_width(seat, 0.5) / 2 + self.small_w * 0.9), hy)
            scale = 0.5
        # The trick: each card lies towards its player; wider for big tables so none hides.
        rx_t, ry_t = {2: (0.18, 0.3), 3: (1.2, 0.42), 4: (1.1, 0.52)}.get(self.players,
                                                                         (1.25, 0.55))
        tx = cx + ca * self.card_w * rx_t
        ty = cy + sa * self.card_h * ry_t
        return SeatSpot(seat, angle, hand, plate, pile, (tx, ty), scale)

    def hand_width(self, seat: int, scale: float) -> float:
        cw = self.card_w if scale == 1.0 else self.small_w
        n = max(1, self.hand_size)
        return cw + (n - 1) * self.step(n, scale)

    def step(self, n: int, scale: float) -> float:
        """Distance between the centres of neighbouring cards of a hand of `n`."""
        if scale == 1.0:
            room = self.layout.w * 0.5
            return min(self.card_w * 1.08, (room - self.card_w) / max(1, n - 1))
        return self.small_w * 0.42

    def hand_slots(self, seat: int, n: int) -> list[Point]:
        spot = self.spots[seat]
        step = self.step(n, spot.scale)
        x0 = spot.hand[0] - step * (n - 1) / 2
        return [(x0 + i * step, spot.hand[1]) for i in range(n)]

    def card_rect(self, centre: Point, scale: float = 1.0) -> pygame.Rect:
        w, h = self.card_size(scale)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(centre[0]), round(centre[1]))
        return r

    @property
    def trump_spot(self) -> Point:
        """The turned trump lies across, half under the stock."""
        return (self.stock[0] + self.card_h * 0.32, self.stock[1])
