"""Painting the table from the `TableView` and the running animation; changes nothing."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ui.cards_view import table_surface
from ui.table.view import HIDDEN
from ui.theme import CREAM, GOLD, INK, panel, star

if TYPE_CHECKING:
    from ui.scenes.table import TableScene


def draw_table(surface: pygame.Surface, sc: TableScene) -> None:
    geo = sc.geo
    view = sc.view
    surface.blit(table_surface(surface.get_size()), (0, 0))
    _stock(surface, sc)
    _piles(surface, sc)
    for seat in range(view.players):
        if seat != geo.viewer:
            _other_hand(surface, sc, seat)
        _plate(surface, sc, seat)
    _trick(surface, sc)
    _own_hand(surface, sc)
    _flights(surface, sc)


def _blit_card(surface: pygame.Surface, sc: TableScene, card: int, centre: tuple[float, float],
               scale: float, face_up: bool = True) -> pygame.Rect:
    images = sc.images if scale > 0.75 else sc.small
    img = images.face(card) if face_up and card != HIDDEN else images.back()
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, rect)
    return rect


def _stock(surface: pygame.Surface, sc: TableScene) -> None:
    geo, view = sc.geo, sc.view
    lay = sc.app.layout
    if view.trump_card is not None and view.trump_under:
        img = sc.rotated_trump()
        surface.blit(img, img.get_rect(center=(round(geo.trump_spot[0]),
                                               round(geo.trump_spot[1]))))
    backs = view.stock - (1 if view.trump_under else 0)
    if backs > 0:
        layers = min(5, 1 + backs // 8)
        x, y = geo.stock
        for i in range(layers):
            _blit_card(surface, sc, HIDDEN, (x - i * 2, y - i * 2), 1.0, False)
        label = sc.app.fonts.render(str(view.stock), 22, CREAM, bold=True)
        box = label.get_rect(midtop=(round(x), round(y + geo.card_h / 2 + lay.px(6))))
        panel(surface, box.inflate(lay.px(12), lay.px(4)), lay.px(6), (0, 0, 0, 140))
        surface.blit(label, box)


def _piles(surface: pygame.Surface, sc: TableScene) -> None:
    geo, view = sc.geo, sc.view
    lay = sc.app.layout
    for seat, count in enumerate(view.piles):
        if not count:
            continue
        spot = geo.spots[seat]
        rect = _blit_card(surface, sc, HIDDEN, spot.pile, 0.5, False)
        label = sc.app.fonts.render(str(count), 20, CREAM, bold=True)
        box = label.get_rect(center=rect.center)
        panel(surface, box.inflate(lay.px(10), lay.px(4)), lay.px(6), (0, 0, 0, 170))
        surface.blit(label, box)


def _other_hand(surface: pygame.Surface, sc: TableScene, seat: int) -> None:
    hand = sc.view.hands[seat]
    for pos, card in zip(sc.geo.hand_slots(seat, len(hand)), hand, strict=True):
        _blit_card(surface, sc, card, pos, 0.5, card != HIDDEN)


def _plate(surface: pygame.Surface, sc: TableScene, seat: int) -> None:
    geo = sc.geo
    lay = sc.app.layout
    spot = geo.spots[seat]
    active = sc.to_act == seat and not sc.animator.busy
    text = sc.plate_text(seat)
    img = sc.app.fonts.render(text, 22, INK if active else CREAM, bold=active)
    box = img.get_rect(center=(round(spot.plate[0]), round(spot.plate[1])))
    outer = box.inflate(lay.px(18), lay.px(8))
    outer.clamp_ip(surface.get_rect())
    box.center = outer.center
    panel(surface, outer, lay.px(10), (*GOLD, 240) if active else (0, 0, 0, 150))
    surface.blit(img, box)
    banner = sc.view.banners.get(seat)
    if banner:
        b = sc.app.fonts.render(banner, 24, INK, bold=True)
        r = b.get_rect(midbottom=(outer.centerx, outer.top - lay.px(6)))
        if seat == geo.viewer:
            r.midbottom = (outer.centerx, outer.top - geo.card_h - lay.px(4))
        bubble = r.inflate(lay.px(18), lay.px(10))
        bubble.clamp_ip(surface.get_rect())
        r.center = bubble.center
        panel(surface, bubble, lay.px(10), (*CREAM, 245))
        surface.blit(b, r)


def _trick(surface: pygame.Surface, sc: TableScene) -> None:
    geo, view = sc.geo, sc.view
    for seat, card in view.trick:
        rect = _blit_card(surface, sc, card, geo.spots[seat].trick, 1.0)
        if view.winner_highlight == seat:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), sc.app.layout.px(4),
                             border_radius=sc.app.layout.px(8))


def _own_hand(surface: pygame.Surface, sc: TableScene) -> None:
    geo = sc.geo
    hand = sc.view.hands[geo.viewer]
    lay = sc.app.layout
    hidden = sc.concealed
    for i, rect in enumerate(sc.hand_rects()):
        card = hand[i]
        if sc.drag is not None and sc.drag.index == i and sc.drag.moved:
            continue
        _blit_card(surface, sc, card, rect.center, 1.0, not hidden and card != HIDDEN)
        if hidden or card == HIDDEN:
            continue
        if sc.is_unplayable(card):
            surface.blit(sc.dim_overlay(), rect)
        if i == sc.selected:
            pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), lay.px(4),
                             border_radius=lay.px(8))
        if sc.hint_card == card:
            star(surface, (rect.centerx, rect.top - lay.px(16)), lay.px(14), GOLD)
    if sc.drag is not None and sc.drag.moved and not hidden:
        _blit_card(surface, sc, hand[sc.drag.index], sc.drag.pos, 1.0)


def _flights(surface: pygame.Surface, sc: TableScene) -> None:
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
        _blit_card(surface, sc, f.card, pos, scale, face)


def rotate_card(img: pygame.Surface) -> pygame.Surface:
    return pygame.transform.rotate(img, 90)


def pulse(t: float) -> float:
    return 0.5 + 0.5 * math.sin(t * 6)
