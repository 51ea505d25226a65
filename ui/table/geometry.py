"""Where every seat, hand, plate, pile, the stock and the trick sit for a window and a table.

The viewer sits at the bottom with a big fanned hand; the others follow counter-clockwise on
screen, so the next player (seat + 1) is on the viewer's right, then the top, then the left
(RULES.md §1); a clockwise table (seed 004, `Rules.clockwise`) mirrors that, the next player
on the left. Every element is a rectangle in `elements()`, and a test checks that no two
of them overlap for every variant and player count at 1024×640 … 3840×2160.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from game.rules import Rules
from ui.layout import Layout

Point = tuple[float, float]

# Design units (pixels at 1280×720) of the fixed pieces.
MARGIN = 10
FAN_DROP = 0.04  # how far the viewer's outer cards sit below the middle ones (of a card)
BAR_H = 38  # the top bar: hand number and team points on the left, buttons on the right
PLATE_W, PLATE_H = 184, 56
ACTION_W, ACTION_ROWS = 185, 4  # the column of non-card actions during play (bottom right)
INFO_W, INFO_H = 250, 120  # the auction summary of the bidding variants
GAP = 8

# Where the opponents' seats sit in the arena (the felt between the top bar and the viewer's
# hand), by player count: (x, y) fractions, in order seat + 1, seat + 2, ... counter-clockwise.
ANCHORS: dict[int, tuple[Point, ...]] = {
    2: ((0.5, 0.0),),
    3: ((1.0, 0.12), (0.0, 0.12)),
    4: ((1.0, 0.56), (0.5, 0.0), (0.0, 0.56)),
    5: ((1.0, 0.62), (0.74, 0.0), (0.26, 0.0), (0.0, 0.62)),
    6: ((1.0, 0.72), (0.83, 0.0), (0.5, 0.0), (0.17, 0.0), (0.0, 0.8)),
}


@dataclass(frozen=True)
class TableSpec:
    """What of the table a variant needs drawn (built from `Rules` by the scene)."""

    players: int
    hand_size: int = 3
    stock: bool = True  # a stock to draw from (not when every card is dealt)
    turned_trump: bool = True
    open_hands: bool = False  # the others' cards are face up (Scoperta)
    auction: bool = False  # a summary of the auction stays on screen (Chiamata, licitazione)
    play_actions: bool = False  # non-card actions during play (exchange, talk)
    plays: int = 1  # cards each seat plays to a trick (Briškula dupla: 2, side by side)
    clockwise: bool = False  # play goes clockwise: the table is mirrored
    partners: tuple[int, ...] = ()  # seats after the viewer's (offsets) whose hand is shown
    # to the viewer once the stock is out (classic-4 and -6: RULES.md, the end-of-stock reveal)


def spec_for(rules: Rules, exchange: bool = False) -> TableSpec:
    """The table a variant needs; `exchange` is the trump-exchange house rule being on."""
    bidding = rules.trump in ("called", "named")
    return TableSpec(rules.players, rules.hand_size, stock=not rules.deal_all,
                     turned_trump=rules.trump == "turned", open_hands=rules.open_hands,
                     auction=bidding,
                     play_actions=exchange or rules.trump_exchange_rank is not None
                     or rules.communication != "none" or bool(rules.rais),
                     plays=rules.plays_per_turn, clockwise=rules.clockwise,
                     partners=_partner_offsets(rules) if rules.reveal_at_end_of_stock else ())


def _partner_offsets(rules: Rules) -> tuple[int, ...]:
    """How many seats after any seat its partners sit (the same for every seat: teams
    alternate round the table)."""
    team = next(t for t in rules.teams if 0 in t)
    return tuple(sorted(s for s in team if s != 0))


@dataclass(frozen=True)
class SeatSpot:
    seat: int
    angle: float  # radians, screen coordinates (y down): pi/2 is the bottom
    hand: Point  # centre of the hand
    plate_rect: pygame.Rect  # the name plate: avatar, name, level, tricks, points, marks
    pile: Point  # centre of the won pile
    trick: Point  # where this seat's card lies in the trick
    scale: float  # card scale of this hand (1.0 for the viewer)

    @property
    def plate(self) -> Point:
        return (float(self.plate_rect.centerx), float(self.plate_rect.centery))


class TableGeometry:
    def __init__(self, layout: Layout, players: int | TableSpec, viewer: int,
                 card_fraction: float, hand_size: int = 3, aspect: float = 0.62,
                 clockwise: bool = False) -> None:
        spec = players if isinstance(players, TableSpec) else TableSpec(players, hand_size)
        if clockwise:
            spec = replace(spec, clockwise=True)
        self.spec = spec
        self.layout = layout
        self.players = spec.players
        self.viewer = viewer
        self.hand_size = max(hand_size, spec.hand_size)
        self.aspect = aspect
        lay = layout
        w, h = layout.size
        self.card_h = layout.card_height(card_fraction)
        self.card_w = round(self.card_h * aspect)
        self.small_h = max(30, round(self.card_h * (0.42 if self.players <= 4 else 0.38)))
        self.small_w = round(self.small_h * aspect)
        mid = 0.7 if self.players <= 3 else 0.62 if self.players <= 4 else 0.5
        self.mid_h = max(36, round(self.card_h * mid))
        self.mid_w = round(self.mid_h * aspect)
        # Hands the viewer sees face up (Scoperta, a partner's after the stock): big enough to
        # name each card, laid side by side.
        self.open_h = max(self.small_h, round(self.card_h * (0.6 if self.players <= 2 else
                                                             0.5 if self.players <= 4 else 0.4)))
        self.open_w = round(self.open_h * aspect)
        # Won cards lie sideways in a small stack: the pile's box is landscape.
        self.pile_card_h = max(24, round(self.small_h * 0.8))
        self.pile_w = self.pile_card_h + 6
        self.pile_h = round(self.pile_card_h * aspect) + 6
        self.plate_w, self.plate_h = lay.px(PLATE_W), lay.px(PLATE_H)
        self.bar = pygame.Rect(lay.px(MARGIN), lay.px(MARGIN), w - 2 * lay.px(MARGIN),
                               lay.px(BAR_H))
        self.lift = round(self.card_h * 0.14)
        # The fan's ends dip (`hand_slots`) and turn (`fan_angle`): lift the fan by both, so
        # its outer cards' corners stay on the felt.
        turn = math.radians(abs(self.fan_angle(0, self.hand_size)))
        self.raise_ = math.ceil(self.card_h * FAN_DROP + self.card_w / 2 * math.sin(turn)
                                - self.card_h / 2 * (1 - math.cos(turn)))
        self.lean = math.ceil(self.card_h / 2 * math.sin(turn)  # the end cards lean out
                              - self.card_w / 2 * (1 - math.cos(turn)))
        hand_top = h - lay.px(MARGIN) - self.card_h - self.lift - self.raise_
        self.arena = pygame.Rect(lay.px(MARGIN), self.bar.bottom + lay.px(GAP),
                                 w - 2 * lay.px(MARGIN),
                                 hand_top - lay.px(GAP) - self.bar.bottom - lay.px(GAP))
        self.actions: pygame.Rect | None = None
        if spec.play_actions:
            self.actions = pygame.Rect(0, 0, lay.px(ACTION_W + 24),
                                       lay.px(ACTION_ROWS * 50 + 40))
            self.actions.bottomright = (w - lay.px(MARGIN), h - lay.px(MARGIN))
        self.spots: list[SeatSpot] = []
        self._fans: dict[int, pygame.Rect] = {}
        self._piles: dict[int, pygame.Rect] = {}
        for seat in range(self.players):
            self.spots.append(self._spot(seat))
        self.info: pygame.Rect | None = None  # the auction summary, placed after the trick
        self._trick_spots = self._place_trick()
        self.spots = [SeatSpot(s.seat, s.angle, s.hand, s.plate_rect, s.pile,
                               self._trick_spots[s.seat], s.scale) for s in self.spots]
        if spec.auction:
            self.info = self._free_place(lay.px(INFO_W), lay.px(INFO_H))
        self.stock: Point = self.centre
        self.stock_area: pygame.Rect | None = None
        if spec.stock:
            self._place_stock()

    # ---- sizes ---------------------------------------------------------------------------
    def card_size(self, scale: float = 1.0) -> tuple[int, int]:
        if scale >= 0.99:
            return self.card_w, self.card_h
        h = max(8, round(self.card_h * scale))
        return round(h * self.aspect), h

    @property
    def mid_scale(self) -> float:
        return self.mid_h / self.card_h

    @property
    def small_scale(self) -> float:
        return self.small_h / self.card_h

    @property
    def open_scale(self) -> float:
        return self.open_h / self.card_h

    def is_open(self, seat: int) -> bool:
        """Whether the viewer may come to see this seat's cards face up (drawn big)."""
        k = self.offset(seat)
        return k != 0 and (self.spec.open_hands or k in self.spec.partners)

    @property
    def pile_scale(self) -> float:
        return self.pile_card_h / self.card_h

    def offset(self, seat: int) -> int:
        return (seat - self.viewer) % self.players

    # ---- seats ---------------------------------------------------------------------------
    def fan_step(self, n: int, scale: float) -> float:
        """Distance between the centres of neighbouring cards of a hand of `n`."""
        if scale >= 0.99:
            room = self._hand_room() - 2 * self.lean
            return min(self.card_w * 0.98, (room - self.card_w) / max(1, n - 1))
        if abs(scale - self.open_scale) < 1e-6 and self.open_h > self.small_h:
            return self.open_w + self.layout.px(3)  # side by side: every card whole
        return self.small_w * 0.3

    def _hand_room(self) -> float:
        """Width the viewer's fan may take: centred, clear of the plate, pile and actions."""
        lay = self.layout
        w = self.layout.w
        left = lay.px(MARGIN) + self.pile_w + lay.px(GAP) + self.plate_w + lay.px(GAP * 2)
        right = lay.px(MARGIN) + lay.px(GAP * 2) + (self.actions.w if self.actions else 0)
        return 2 * (w / 2 - max(left, right))

    def hand_width(self, seat: int, scale: float) -> float:
        cw = self.card_size(scale)[0]
        n = max(1, self.shown_size(seat))
        return cw + (n - 1) * self.fan_step(n, scale)

    def shown_size(self, seat: int) -> int:
        """The most cards a seat's hand shows: an open hand is face up only while it holds
        a hand's worth (Scoperta), a partner's once the stock is out (the last few)."""
        return self.hand_size

    def _spot(self, seat: int) -> SeatSpot:
        lay = self.layout
        w, h = lay.size
        k = self.offset(seat)
        turn = 1 if self.spec.clockwise else -1
        angle = math.pi / 2 + turn * k * 2 * math.pi / self.players
        if k == 0:
            hand = (w / 2, h - lay.px(MARGIN) - self.card_h / 2 - self.raise_)
            half = self.hand_width(seat, 1.0) / 2 + self.lean
            plate = pygame.Rect(0, 0, self.plate_w, self.plate_h)
            plate.bottomright = (round(w / 2 - half - lay.px(GAP * 2)), h - lay.px(MARGIN))
            pile = pygame.Rect(0, 0, self.pile_w, self.pile_h)
            pile.bottomright = (plate.left - lay.px(GAP), plate.bottom)
            self._fans[seat] = pygame.Rect(round(w / 2 - half), round(h - lay.px(MARGIN)
                                           - self.card_h - self.lift - self.raise_),
                                           round(half * 2), self.card_h + self.lift + self.raise_)
            self._piles[seat] = pile
            return SeatSpot(seat, angle, hand, plate, pile.center, (0, 0), 1.0)
        fx, fy = ANCHORS[self.players][k - 1]
        if self.spec.clockwise:
            fx = 1.0 - fx
        scale = self.open_scale if self.is_open(seat) else self.small_scale
        fan_h = self.card_size(scale)[1]
        fan_w = round(self.hand_width(seat, scale))
        g = lay.px(GAP)
        a = self.arena
        plate = pygame.Rect(0, 0, self.plate_w, self.plate_h)
        pile = pygame.Rect(0, 0, self.pile_w, self.pile_h)
        fan = pygame.Rect(0, 0, fan_w, fan_h)
        if fy == 0.0 and self.players in (2, 4):  # alone at the top: fan, plate, pile in a row
            pod = pygame.Rect(0, 0, fan_w + g + self.plate_w + g + self.pile_w,
                              max(fan_h, self.plate_h))
            pod.centerx = round(a.x + pod.w / 2 + fx * (a.w - pod.w))
            pod.top = a.top
            fan.midleft = (pod.left, pod.centery)
            plate.midleft = (fan.right + g, pod.centery)
            pile.midleft = (plate.right + g, pod.centery)
        else:  # at a side: the fan above the plate, the pile beside the fan, inwards
            pod = pygame.Rect(0, 0, max(fan_w, self.plate_w), fan_h + g + self.plate_h)
            pod.centerx = round(a.x + pod.w / 2 + fx * (a.w - pod.w))
            pod.top = round(a.y + fy * (a.h - pod.h))
            fan.midtop = pod.midtop
            plate.midbottom = pod.midbottom
            pile.centery = fan.centery
            if fx < 1.0:  # inwards at the sides, to the right along the top
                pile.left = pod.right + g
            else:
                pile.right = pod.left - g
        hand = (float(fan.centerx), float(fan.centery))
        self._fans[seat] = fan
        self._piles[seat] = pile
        return SeatSpot(seat, angle, hand, plate, pile.center, (0, 0), scale)

    def _pods(self) -> list[pygame.Rect]:
        """Everything that belongs to the seats (fans, plates, piles)."""
        out = [s.plate_rect for s in self.spots]
        out += list(self._fans.values()) + list(self._piles.values())
        return out

    # ---- the trick -----------------------------------------------------------------------
    def _trick_region(self) -> pygame.Rect:
        """The felt between the seats along the top and the viewer's hand."""
        top = max((r.bottom for s, r in self._fans.items()
                   if s != self.viewer and r.top <= self.arena.top + 1), default=self.arena.top)
        top = max([top] + [s.plate_rect.bottom for s in self.spots
                           if s.seat != self.viewer and s.plate_rect.top <= self.arena.top + 1])
        return pygame.Rect(self.arena.x, top, self.arena.w, self.arena.bottom - top)

    def _place_trick(self) -> dict[int, Point]:
        """Each card towards its player, spread just enough that none covers another;
        the trick's cards shrink (never below a third of the hand's) until it fits."""
        region = self._trick_region()
        others = [r for r in self._pods() if r not in (self._fans[self.viewer],)]
        while True:
            spots = self._spread(region)
            rects = self.trick_rects(spots)
            box = rects[0].unionall(rects[1:])
            fits = region.contains(box) and not any(box.colliderect(r) for r in others)
            if fits and self.spec.stock:  # the stock must find a place too
                fits = self._stock_place(rects) is not None
            if fits or self.mid_h <= self.card_h * 0.34:
                return spots
            self.mid_h = round(self.mid_h * 0.95)
            self.mid_w = round(self.mid_h * self.aspect)

    def _spread(self, region: pygame.Rect) -> dict[int, Point]:
        cx, cy = float(region.centerx), float(region.centery)
        self.centre = (cx, cy)
        dirs: dict[int, Point] = {}
        for spot in self.spots:
            if spot.seat == self.viewer:
                dirs[spot.seat] = (0.0, 1.0)
                continue
            dx = (spot.hand[0] - cx) / max(1.0, self.arena.w / 2)
            dy = (spot.hand[1] - cy) / max(1.0, self.arena.h / 2)
            n = math.hypot(dx, dy) or 1.0
            dirs[spot.seat] = (dx / n, dy / n)
        if self.players == 2:  # side by side, each a little towards its player
            k = 0.56 * self.spec.plays
            return {s: (cx + d[1] * self.mid_w * k, cy + d[1] * self.mid_h * 0.12)
                    for s, d in dirs.items()}
        gap = self.layout.px(4)
        if self.players >= 5:  # two rows: the seats along the top, then the rest
            top = sorted((s for s in self.spots if s.seat != self.viewer
                          and self._fans[s.seat].top <= self.arena.top + 1),
                         key=lambda s: s.hand[0])
            low = sorted((s for s in self.spots if s not in top), key=lambda s: s.hand[0])
            out: dict[int, Point] = {}
            pitch = self.mid_w + gap * 2
            for row, dy in ((top, -1), (low, 1)):
                x0 = cx - pitch * (len(row) - 1) / 2
                for i, spot in enumerate(row):
                    out[spot.seat] = (x0 + i * pitch, cy + dy * (self.mid_h + gap) / 2)
            return out
        fx = fy = 0.4  # widen across or down, whichever parts the cards that touch
        seats = list(dirs)
        while True:
            spots = {s: (cx + d[0] * self.mid_w * fx, cy + d[1] * self.mid_h * fy * 0.72)
                     for s, d in dirs.items()}
            touching = [(a, b) for i, a in enumerate(seats) for b in seats[i + 1:]
                        if self._seat_rect(spots, a).colliderect(self._seat_rect(spots, b))]
            if not touching or fx + fy > 8:
                return spots
            a, b = touching[0]
            across = abs(dirs[a][0] - dirs[b][0]) >= abs(dirs[a][1] - dirs[b][1])
            if across:
                fx += 0.05
            else:
                fy += 0.05

    def _seat_rect(self, spots: dict[int, Point], seat: int) -> pygame.Rect:
        """The cards one seat has in the trick, with a small gap round them."""
        gap = self.layout.px(4)
        rects = [self.card_rect(p, self.mid_scale) for p in self._pairs({seat: spots[seat]})]
        return rects[0].unionall(rects[1:]).inflate(gap, gap)

    def _pairs(self, spots: dict[int, Point]) -> list[Point]:
        """Every card place of the trick: one per seat, or two side by side (dupla)."""
        if self.spec.plays == 1:
            return list(spots.values())
        half = (self.mid_w + self.layout.px(4)) / 2
        return [(x + dx, y) for x, y in spots.values() for dx in (-half, half)]

    def trick_spot(self, seat: int, i: int = 0) -> Point:
        """Where the `i`-th card a seat plays to the trick lies."""
        x, y = self._trick_spots[seat]
        if self.spec.plays == 1:
            return x, y
        half = (self.mid_w + self.layout.px(4)) / 2
        return x + (half if i % 2 else -half), y

    def trick_rects(self, spots: dict[int, Point] | None = None) -> list[pygame.Rect]:
        spots = self._trick_spots if spots is None else spots
        return [self.card_rect(p, self.mid_scale) for p in self._pairs(spots)]

    # ---- stock, trump and the auction summary --------------------------------------------
    def _stock_group(self, stock: Point) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        card = self.card_rect(stock, self.mid_scale)
        trump = pygame.Rect(0, 0, self.mid_h, self.mid_w)  # lies across, half under the stock
        trump.center = (round(stock[0] + self.mid_h * 0.4), round(stock[1]))
        label = pygame.Rect(0, 0, max(self.layout.px(150), card.w), self.layout.px(30))
        label.midtop = (card.centerx + (trump.right - card.right) // 2,
                        card.bottom + self.layout.px(6))
        return card, trump, label

    def _stock_place(self, trick: list[pygame.Rect]) -> Point | None:
        """Left of the trick if free, else right of it, else a corner of the felt; None when
        nothing is free."""
        box = trick[0].unionall(trick[1:])
        probe = self._stock_group((0.0, 0.0))
        extent = probe[0].unionall(probe[1:])  # the group and its label around (0, 0)
        g = self.layout.px(GAP * 3)
        a = self.arena
        cy = box.centery - extent.centery
        candidates = [(box.left - g - extent.right, cy), (box.right + g - extent.left, cy),
                      (a.left - extent.left, a.top - extent.top),
                      (a.right - extent.right, a.top - extent.top),
                      (a.left - extent.left, a.bottom - extent.bottom)]
        taken = self._pods() + trick + ([self.info] if self.info else [])
        for c in candidates:
            group = self._stock_group(c)
            area = group[0].unionall(group[1:])
            if a.contains(area) and not any(area.colliderect(t) for t in taken):
                return (float(c[0]), float(c[1]))
        return None

    def _place_stock(self) -> None:
        trick = self.trick_rects()
        best = self._stock_place(trick)
        if best is None:  # the trick was sized to leave room; keep the first choice
            box = trick[0].unionall(trick[1:])
            best = (float(box.left - self.mid_w), float(box.centery))
        self.stock = best
        card, trump, _ = self._stock_group(best)
        self.stock_area = card.union(trump) if self.spec.turned_trump else card

    @property
    def trump_spot(self) -> Point:
        """The turned trump lies across, half under the stock."""
        return (self.stock[0] + self.mid_h * 0.4, self.stock[1])

    def stock_label(self) -> pygame.Rect:
        return self._stock_group(self.stock)[2]

    def _free_place(self, w: int, h: int) -> pygame.Rect:
        """A place for the auction summary: beside the trick, else a free corner."""
        a = self.arena
        trick = self.trick_rects()
        tbox = trick[0].unionall(trick[1:])
        taken = self._pods() + trick
        g = self.layout.px(GAP * 2)
        box = pygame.Rect(0, 0, w, h)
        spots = [{"midright": (tbox.left - g, tbox.centery)},
                 {"midleft": (tbox.right + g, tbox.centery)},
                 {"topright": (tbox.left - g, tbox.top)}, {"topleft": (tbox.right + g, tbox.top)},
                 {"bottomright": (tbox.left - g, tbox.bottom)},
                 {"bottomleft": (tbox.right + g, tbox.bottom)},
                 {"topleft": a.topleft}, {"topright": a.topright},
                 {"bottomleft": a.bottomleft}, {"bottomright": a.bottomright}]
        for k in (1.0, 0.85, 0.7):  # shrink when the felt is crowded (its lines are cut)
            box.size = (round(w * k), round(h * k))
            for spot in spots:
                for corner, value in spot.items():
                    setattr(box, corner, value)
                if a.contains(box) and not any(box.colliderect(t) for t in taken):
                    return box.copy()
        box.topleft = a.topleft
        return box

    # ---- the hands -----------------------------------------------------------------------
    def hand_slots(self, seat: int, n: int) -> list[Point]:
        spot = self.spots[seat]
        step = self.fan_step(max(n, 1), spot.scale)
        x0 = spot.hand[0] - step * (n - 1) / 2
        if spot.scale < 0.99:
            return [(x0 + i * step, spot.hand[1]) for i in range(n)]
        mid = max(0.5, (n - 1) / 2)
        drop = self.card_h * FAN_DROP
        return [(x0 + i * step, spot.hand[1] + drop * ((i - mid) / mid) ** 2) for i in range(n)]

    def fan_angle(self, i: int, n: int) -> float:
        """Degrees a card of the viewer's fan is turned (counter-clockwise positive)."""
        if n <= 1:
            return 0.0
        spread = min(3.0, 16.0 / n)
        return -(i - (n - 1) / 2) * spread

    def card_rect(self, centre: Point, scale: float = 1.0) -> pygame.Rect:
        w, h = self.card_size(scale)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(centre[0]), round(centre[1]))
        return r

    # ---- the overlap check ---------------------------------------------------------------
    def elements(self) -> dict[str, pygame.Rect]:
        """Every fixed element of the table by name; none may overlap another."""
        out: dict[str, pygame.Rect] = {"bar": self.bar}
        for spot in self.spots:
            out[f"plate-{spot.seat}"] = spot.plate_rect
            out[f"hand-{spot.seat}"] = self._fans[spot.seat]
            out[f"pile-{spot.seat}"] = self._piles[spot.seat]
        for seat in self._trick_spots:
            for i in range(self.spec.plays):
                out[f"trick-{seat}-{i}"] = self.card_rect(self.trick_spot(seat, i),
                                                          self.mid_scale)
        if self.stock_area is not None:
            out["stock"] = self.stock_area
            out["stock-label"] = self.stock_label()
        if self.info is not None:
            out["auction"] = self.info
        if self.actions is not None:
            out["actions"] = self.actions
        return out
