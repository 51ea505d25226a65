"""Painting the table from the `TableView` and the running animation; changes nothing.

Everything costly (felt, rim, shadows, glows, avatars, turned cards) is pre-rendered and
cached (`ui.table.depth`, the scene's image caches); a frame is blits.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ui.table import depth
from ui.table.anim import PULSE_PERIOD
from ui.table.view import HIDDEN
from ui.theme import CREAM, GOLD, INK, MUTED, PLATE, TEAM_COLOURS, TYPE, panel, star

if TYPE_CHECKING:
    from ui.cards_view import CardImages
    from ui.table.port import TablePort

SEAT_COLOURS = ((70, 110, 170), (170, 80, 70), (80, 140, 90), (150, 110, 60), (120, 90, 160),
                (60, 140, 150))


def draw_table(surface: pygame.Surface, sc: TablePort) -> None:
    surface.blit(_STILL.layer(surface.get_size(), sc), (0, 0))
    _pulse(surface, sc)
    _trick(surface, sc)
    _own_hand(surface, sc)
    _flights(surface, sc)
    _rising_points(surface, sc)
    for seat in range(sc.view.players):
        _banner(surface, sc, seat)


def _pulse(surface: pygame.Surface, sc: TablePort) -> None:
    """The seat to play: gold rings leave its plate a few times (`Choreographer.mark_turn`)."""
    lay = sc.app.layout
    for e in sc.animator.effects:
        if e.kind != "turn" or e.seat is None:
            continue
        rect = sc.geo.spots[e.seat].plate_rect
        k = (e.elapsed % PULSE_PERIOD) / PULSE_PERIOD
        grow = round(lay.px(3) + lay.px(16) * k)
        ring = rect.inflate(2 * grow, 2 * grow)
        layer = pygame.Surface(ring.size, pygame.SRCALPHA)
        alpha = round(220 * (1 - k) * (1 - e.progress * 0.5))
        pygame.draw.rect(layer, (*GOLD, alpha), layer.get_rect(), max(2, lay.px(3)),
                         border_radius=lay.px(12) + grow)
        surface.blit(layer, ring)


def _rising_points(surface: pygame.Surface, sc: TablePort) -> None:
    """A trick's points rise from the winning card's top edge on a dark pill, then fade."""
    lay = sc.app.layout
    for e in sc.animator.effects:
        if e.kind != "points":
            continue
        t = e.progress
        text = sc.app.t("handend.card_points", points=e.value)
        img = sc.app.fonts.render(text, TYPE["title"] * 0.75, GOLD, weight="bold")
        pill = img.get_rect().inflate(lay.px(22), lay.px(6))
        layer = pygame.Surface(pill.size, pygame.SRCALPHA)
        panel(layer, layer.get_rect(), pill.h // 2, (12, 30, 20, 235))
        pygame.draw.rect(layer, GOLD, layer.get_rect(), max(1, lay.px(2)),
                         border_radius=pill.h // 2)
        layer.blit(img, img.get_rect(center=layer.get_rect().center))
        rise = sc.geo.mid_h * (0.5 + 0.45 * (1 - (1 - t) ** 2))
        alpha = 255 if t < 0.65 else round(255 * (1 - t) / 0.35)
        layer.set_alpha(alpha)
        surface.blit(layer, layer.get_rect(center=(round(e.pos[0]), round(e.pos[1] - rise))))


def _draw_still(surface: pygame.Surface, sc: TablePort) -> None:
    """What changes only a few times a trick: felt, stock, won piles, other hands, plates."""
    surface.blit(depth.backdrop(surface.get_size()), (0, 0))
    _stock(surface, sc)
    _piles(surface, sc)
    for seat in range(sc.view.players):
        if seat != sc.geo.viewer:
            _other_hand(surface, sc, seat)
        _plate(surface, sc, seat)


class StillLayer:
    """The still part of the table, drawn once and blitted each frame until it changes.

    It saves most of a frame's blits and text (~40 of 60 at four players). The key holds
    everything `_draw_still` reads; the objects it reads by identity are compared by `is`.
    """

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: tuple[object, ...] | None = None
        self.refs: tuple[object, ...] = ()
        self.texts: set[str] = set()
        self.redraws = 0

    def layer(self, size: tuple[int, int], sc: TablePort) -> pygame.Surface:
        view, geo = sc.view, sc.geo
        key = (size, view.stock, view.trump_card, view.trump_under, tuple(view.piles),
               tuple(tuple(h) for seat, h in enumerate(view.hands) if seat != geo.viewer),
               geo.viewer, sc.seat_to_play(), tuple(sc.plate_info(s) for s in range(view.players)),
               tuple(c.name for c in sc.session.seats), sc.app.settings.language,
               sc.app.fonts.px(100))
        refs = (geo, sc.session, sc.images, sc.mid, sc.pile)
        fonts = sc.app.fonts
        if (self.surface is None or key != self.key or len(refs) != len(self.refs)
                or any(a is not b for a, b in zip(refs, self.refs, strict=True))):
            if self.surface is None or self.surface.get_size() != size:
                self.surface = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self.surface = self.surface.convert()
            shown, fonts.rendered = fonts.rendered, set()
            _draw_still(self.surface, sc)
            self.texts, fonts.rendered = fonts.rendered, shown
            self.key, self.refs = key, refs
            self.redraws += 1
        if fonts.rendered is not None:  # the texts on the layer count as shown (tests read it)
            fonts.rendered |= self.texts
        return self.surface


_STILL = StillLayer()


def images_for(sc: TablePort, scale: float) -> CardImages:
    """The cached set nearest to `scale` (a fraction of the viewer's card height)."""
    sets = (sc.images, sc.mid, sc.small, sc.pile, sc.shown)
    want = sc.geo.card_h * scale
    return min(sets, key=lambda s: abs(s.height - want))


def blit_card(surface: pygame.Surface, sc: TablePort, card: int, centre: tuple[float, float],
              scale: float, face_up: bool = True, shadow: bool = True) -> pygame.Rect:
    images = images_for(sc, scale)
    img = images.face(card) if face_up and card != HIDDEN else images.back()
    want = round(sc.geo.card_h * scale)
    if abs(img.get_height() - want) > 2:  # in flight between two sizes
        img = pygame.transform.scale(img, (max(2, round(img.get_width() * want
                                                        / img.get_height())), max(2, want)))
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    if shadow:
        sh = depth.shadow(rect.size, max(2, rect.w // 14))
        off = max(1, rect.h // 40)
        surface.blit(sh, depth.padded(sh, rect).move(off, off * 2))
    surface.blit(img, rect)
    return rect


def _stock(surface: pygame.Surface, sc: TablePort) -> None:
    geo, view = sc.geo, sc.view
    if geo.stock_area is None:
        return
    scale = geo.mid_scale
    if view.trump_card is not None and view.trump_under:
        img = sc.rotated_trump()
        rect = img.get_rect(center=(round(geo.trump_spot[0]), round(geo.trump_spot[1])))
        sh = depth.shadow(rect.size, 4)
        surface.blit(sh, depth.padded(sh, rect).move(2, 3))
        surface.blit(img, rect)
    backs = view.stock - (1 if view.trump_under else 0)
    if backs > 0:
        layers = min(5, 1 + backs // 8)
        x, y = geo.stock
        for i in range(layers):
            blit_card(surface, sc, HIDDEN, (x - i * 2, y - i * 2), scale, False, shadow=i == 0)
    if view.stock > 0:
        label = sc.app.fonts.render(sc.app.t("table.stock", n=view.stock), TYPE["caption"],
                                    CREAM, weight="semibold")
        box = geo.stock_label()
        pill = label.get_rect(center=box.center).inflate(sc.app.layout.px(16),
                                                         sc.app.layout.px(6))
        panel(surface, pill, pill.h // 2, PLATE)
        surface.blit(label, label.get_rect(center=box.center))


def _piles(surface: pygame.Surface, sc: TablePort) -> None:
    geo, view = sc.geo, sc.view
    for seat, count in enumerate(view.piles):
        if not count:
            continue
        x, y = geo.spots[seat].pile
        img = sc.pile_back()
        layers = min(4, 1 + count // 6)
        for i in range(layers):
            rect = img.get_rect(center=(round(x - 3 + i * 2), round(y + 3 - i * 2)))
            if i == 0:
                sh = depth.shadow(rect.size, 3)
                surface.blit(sh, depth.padded(sh, rect).move(1, 2))
            surface.blit(img, rect)


def _other_hand(surface: pygame.Surface, sc: TablePort, seat: int) -> None:
    """Another seat's hand; a card of it the viewer knows (the briscola drawn last from the
    stock) lies over the backs, whole, so it can be named."""
    hand = sc.view.hands[seat]
    scale = sc.geo.spots[seat].scale
    cards = list(zip(sc.geo.hand_slots(seat, len(hand)), hand, strict=True))
    for n, i in enumerate(stack_order(hand)):
        pos, card = cards[i]
        blit_card(surface, sc, card, pos, scale, card != HIDDEN, shadow=n == 0)


def stack_order(hand: list[int]) -> list[int]:
    """The order a hidden hand's cards are laid in: the backs first, then the cards the viewer
    knows, over them."""
    return sorted(range(len(hand)), key=lambda i: hand[i] != HIDDEN)


def plate_colour(sc: TablePort, seat: int) -> tuple[int, int, int]:
    teams = sc.rules.teams
    team = next((i for i, t in enumerate(teams) if seat in t), seat)
    if all(len(t) == 1 for t in teams):
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    return TEAM_COLOURS[team % len(TEAM_COLOURS)]


def _fit(sc: TablePort, text: str, size: float, colour: tuple[int, int, int], width: int,
         weight: str = "regular") -> pygame.Surface:
    img = sc.app.fonts.render(text, size, colour, weight=weight)
    while img.get_width() > width and len(text) > 2:
        text = text[:-2].rstrip() + "…"
        img = sc.app.fonts.render(text, size, colour, weight=weight)
    return img


def fit_name(sc: TablePort, name: str, size: float, width: int) -> pygame.Surface:
    """A player's name in `width`: a smaller size first, then shortened in the middle so the
    end survives ("Giocat… 3", "Nonna… Pina"): the end is what tells two players apart."""
    fonts = sc.app.fonts
    for s in (size, size - 2, size - 4):
        img = fonts.render(name, s, CREAM, weight="semibold")
        if img.get_width() <= width:
            return img
    head, _, tail = name.rpartition(" ")
    if not head:
        return _fit(sc, name, size - 4, CREAM, width, "semibold")
    while len(head) > 1:
        head = head[:-1].rstrip()
        img = fonts.render(f"{head}… {tail}", size - 4, CREAM, weight="semibold")
        if img.get_width() <= width:
            return img
    return _fit(sc, name, size - 4, CREAM, width, "semibold")


def _plate(surface: pygame.Surface, sc: TablePort, seat: int) -> None:
    geo = sc.geo
    lay = sc.app.layout
    rect = geo.spots[seat].plate_rect
    active = sc.seat_to_play() == seat
    team = plate_colour(sc, seat)
    if active:
        halo = depth.glow(rect.size, GOLD, 230)
        surface.blit(halo, depth.padded(halo, rect))
    panel(surface, rect, lay.px(12), PLATE)
    pygame.draw.rect(surface, GOLD if active else team, rect, max(1, lay.px(2 if active else 1)),
                     border_radius=lay.px(12))
    d = rect.h - lay.px(10)
    cfg = sc.session.seats[seat]
    av = depth.avatar(d, team, GOLD if active else CREAM, seat * 5 + len(cfg.name))
    surface.blit(av, (rect.x + lay.px(5), rect.y + lay.px(5)))
    x = rect.x + d + lay.px(12)
    room = rect.right - x - lay.px(8)
    info = sc.plate_info(seat)
    pts = None if info.points is None else sc.app.fonts.render(info.points, TYPE["label"] - 2,
                                                                GOLD, weight="bold")
    name_room = room - (pts.get_width() + lay.px(6) if pts is not None else 0)
    top = fit_name(sc, cfg.name, TYPE["label"] - 2, name_room)
    surface.blit(top, (x, rect.y + lay.px(5) + max(0, (lay.px(17) - top.get_height()) // 2)))
    if pts is not None:
        surface.blit(pts, pts.get_rect(topright=(rect.right - lay.px(8), rect.y + lay.px(5))))
    low = _fit(sc, info.detail, TYPE["caption"] - 3, MUTED, room)
    surface.blit(low, (x, rect.bottom - lay.px(6) - low.get_height()))
    if info.dealer:  # a small "M" disc on the avatar
        r = lay.px(9)
        c = (rect.x + lay.px(5) + d - r // 2, rect.bottom - lay.px(4) - r // 2)
        pygame.draw.circle(surface, CREAM, c, r)
        pygame.draw.circle(surface, INK, c, r, max(1, r // 6))
        m = sc.app.fonts.render(sc.app.t("table.dealer_mark"), TYPE["caption"] - 4, INK,
                                weight="bold")
        surface.blit(m, m.get_rect(center=c))
    if active:  # the "to play" arrow at the plate's left edge
        s = lay.px(9)
        cx, cy = rect.left - lay.px(2), rect.centery
        pygame.draw.polygon(surface, GOLD, [(cx - s, cy - s), (cx, cy), (cx - s, cy + s)])


def _banner(surface: pygame.Surface, sc: TablePort, seat: int) -> None:
    text = sc.view.banners.get(seat)
    if not text:
        return
    lay = sc.app.layout
    b = sc.app.fonts.render(text, TYPE["label"], INK, weight="semibold")
    bubble = bubble_rect(sc, seat, b.get_size(), surface.get_rect())
    panel(surface, bubble, lay.px(10), (*CREAM, 245))
    surface.blit(b, b.get_rect(center=bubble.center))


def bubble_rect(sc: TablePort, seat: int, size: tuple[int, int],
                screen: pygame.Rect) -> pygame.Rect:
    """Where a seat's speech bubble goes: above its plate, inside the window, and never over
    the top bar (a seat along the top speaks under its plate instead)."""
    lay = sc.app.layout
    rect = sc.geo.spots[seat].plate_rect
    r = pygame.Rect((0, 0), size)
    r.midbottom = (rect.centerx, rect.top - lay.px(8))
    bubble = r.inflate(lay.px(20), lay.px(10))
    bubble.clamp_ip(screen)
    if bubble.top < sc.geo.bar.bottom + lay.px(4):
        bubble.top = rect.bottom + lay.px(8)
    return bubble


def _trick(surface: pygame.Surface, sc: TablePort) -> None:
    geo, view = sc.geo, sc.view
    seen: dict[int, int] = {}
    for seat, card in view.trick:
        i = seen[seat] = seen.get(seat, -1) + 1
        pos = geo.trick_spot(seat, i)
        rect = geo.card_rect(pos, geo.mid_scale)
        if view.winner_highlight == seat:
            g = depth.glow(rect.size, GOLD, 255)
            surface.blit(g, depth.padded(g, rect))
        blit_card(surface, sc, card, pos, geo.mid_scale, shadow=view.winner_highlight != seat)
        if view.winner_highlight == seat:
            pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), sc.app.layout.px(3),
                             border_radius=sc.app.layout.px(8))


def _own_hand(surface: pygame.Surface, sc: TablePort) -> None:
    hand = sc.view.hands[sc.geo.viewer]
    lay = sc.app.layout
    hidden = sc.concealed
    acting = sc.human_to_act()
    for i, (centre, angle) in enumerate(sc.hand_cards()):
        card = hand[i]
        if sc.drag is not None and sc.drag.index == i and sc.drag.moved:
            continue
        face = not hidden and card != HIDDEN
        dim = face and sc.is_unplayable(card)
        img = sc.fan_image(card if face else HIDDEN, angle, dim)
        rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
        if face and acting and sc.is_playable(card):
            g = sc.fan_glow(angle)
            surface.blit(g, g.get_rect(center=rect.center))
        else:
            sh = sc.fan_shadow(angle)
            surface.blit(sh, sh.get_rect(center=rect.center).move(lay.px(2), lay.px(4)))
        surface.blit(img, rect)
        if not face:
            continue
        if i == sc.selected:
            pygame.draw.rect(surface, GOLD, sc.geo.card_rect(centre).inflate(6, 6), lay.px(4),
                             border_radius=lay.px(8))
        if sc.hint_card == card:
            star(surface, (centre[0], centre[1] - sc.geo.card_h / 2 - lay.px(14)), lay.px(13),
                 GOLD)
    if sc.drag is not None and sc.drag.moved and not hidden:
        blit_card(surface, sc, hand[sc.drag.index], sc.drag.pos, 1.0)


def _flights(surface: pygame.Surface, sc: TablePort) -> None:
    step = sc.animator.current
    if step is None:
        return
    t = sc.animator.progress()
    for f in step.flights:
        pos, scale, face = f.at(t)
        if f.card == HIDDEN:
            face = False
        if sc.concealed and f.private:
            face = False
        if f.flip:  # turning over: squeeze the card's width through the middle of the turn
            _flip(surface, sc, f.card, pos, scale, face, f.turn(t))
        else:
            blit_card(surface, sc, f.card, pos, scale, face)


def _flip(surface: pygame.Surface, sc: TablePort, card: int, pos: tuple[float, float],
          scale: float, face: bool, k: float) -> None:
    images = images_for(sc, scale)
    img = images.face(card) if face and card != HIDDEN else images.back()
    h = max(2, round(sc.geo.card_h * scale))
    w = max(2, round(img.get_width() * h / img.get_height() * abs(math.cos(k * math.pi))))
    img = pygame.transform.scale(img, (w, h))
    surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))


def rotate_card(img: pygame.Surface, angle: float = 90) -> pygame.Surface:
    if angle % 90 == 0:
        return pygame.transform.rotate(img, angle)
    return pygame.transform.rotozoom(img, angle, 1.0)
