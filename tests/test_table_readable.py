"""Every card a player may see can be named at a glance (issue 32): the others' open hands and
a partner's revealed hand lie side by side at a readable size, and a long hand (licitazione,
Chiamata) shows each card's rank and suit in a corner its neighbour leaves uncovered."""

from __future__ import annotations

import itertools
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game import actions as A
from game.rules import preset
from game.state import Phase
from ui.app import App
from ui.layout import Layout
from ui.scenes.table import TableScene
from ui.settings import CARD_HEIGHT
from ui.table.draw import stack_order
from ui.table.geometry import TableGeometry, spec_for
from ui.table.index import WHOLE
from ui.tools.harness import (
    ai_session,
    click,
    click_action,
    click_card,
    make_app,
    run_until,
)

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def _open_cards(geo: TableGeometry, seat: int) -> list[pygame.Rect]:
    scale = geo.spots[seat].scale
    return [geo.card_rect(p, scale) for p in geo.hand_slots(seat, geo.shown_size(seat))]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize(("variant", "seats"), [("scoperta", 1), ("classic-4", 1),
                                                ("classic-6", 2)])
@pytest.mark.parametrize("card_size", list(CARD_HEIGHT))
def test_open_and_revealed_hands_lie_side_by_side_at_a_readable_size(
        variant: str, seats: int, size: tuple[int, int], card_size: str) -> None:
    rules = preset(variant)
    for viewer in range(rules.players):
        geo = TableGeometry(Layout(size), spec_for(rules), viewer, CARD_HEIGHT[card_size],
                            rules.hand_size)
        shown = [s for s in range(rules.players) if geo.is_open(s)]
        assert len(shown) == seats
        for seat in shown:
            cards = _open_cards(geo, seat)
            assert len(cards) == rules.hand_size
            for a, b in itertools.pairwise(cards):
                assert not a.colliderect(b), (seat, a, b)  # every card whole
            assert cards[0].h >= max(50, 0.38 * geo.card_h), cards[0]


def test_hidden_hands_are_not_drawn_big() -> None:
    geo = TableGeometry(Layout((1024, 640)), spec_for(preset("classic-2")), 0,
                        CARD_HEIGHT["medium"])
    assert not geo.is_open(1) and geo.spots[1].scale == geo.small_scale


def _table(variant: str, size: tuple[int, int], card_size: str = "medium"
           ) -> tuple[App, TableScene]:
    app = make_app(size)
    app.settings.card_size = card_size
    table = TableScene(app, ai_session(variant, seed=5, humans=1))
    app.push(table)
    for _ in range(20):  # the auction: the person passes, by clicks, until the play
        run_until(app, lambda a: table.human_to_act() and not table.animator.busy
                  and len(table.view.hands[0]) >= 8)
        if table.session.hand.phase is Phase.PLAY:
            break
        assert click_action(app, table, lambda a: a == A.PASS) or click_action(
            app, table, lambda a: True)
    app.step(1 / 60, [])
    return app, table


LONG = [(size, "medium") for size in SIZES] + [((1024, 640), "small"), ((1024, 640), "large")]


@pytest.mark.parametrize(("size", "card_size"), LONG,
                         ids=[f"{w}x{h}-{c}" for (w, h), c in LONG])
@pytest.mark.parametrize("variant", ["licitazione", "chiamata"])
def test_each_card_of_a_long_hand_shows_its_index_uncovered(
        variant: str, size: tuple[int, int], card_size: str) -> None:
    app, table = _table(variant, size, card_size)
    screen = app.screen.copy()
    geo = table.geo
    visible = table.hand_rects()  # the part of each card its right-hand neighbour leaves
    assert len(visible) >= 8
    assert any(r.w < geo.card_w * WHOLE for r in visible)  # the fan does overlap
    marks = table.hand_indices()
    assert len(marks) == len(visible)
    for mark, strip in zip(marks, visible, strict=True):
        assert strip.contains(mark), (mark, strip)
        assert mark.h >= 20 and screen.get_rect().contains(mark)
    # the index is part of its card: a click on it plays that card
    legal = table.session.hand.legal_actions()
    hand = list(table.view.hands[0])
    i = next(i for i, c in enumerate(hand) if c in legal)
    before = len(table.session.hand.actions)
    # drawn there: the same frame without the indices differs inside every one of them
    table.fan_tabs = lambda: False  # type: ignore[method-assign]
    app.step(1 / 60, [])
    for mark in marks:
        inner = mark.inflate(-4, -4)
        assert any(screen.get_at((x, y)) != app.screen.get_at((x, y))
                   for x in range(inner.left, inner.right, 2)
                   for y in range(inner.top, inner.bottom, 2)), mark
    table.fan_tabs = lambda: True  # type: ignore[method-assign]
    app.step(1 / 60, click(marks[i].center))
    assert table.session.hand.actions[before] == hand[i]


def test_a_short_hand_needs_no_index() -> None:
    app = make_app((1024, 640))
    table = TableScene(app, ai_session("classic-2", seed=5, humans=1))
    app.push(table)
    run_until(app, lambda a: table.human_to_act())
    assert table.hand_indices() == []


def test_the_partners_hand_turns_face_up_side_by_side_after_the_stock() -> None:
    """Played by clicks, as a person would, until the stock is out: the partner's hand is
    then face up, whole and big enough to name."""
    app = make_app((1024, 640))
    table = TableScene(app, ai_session("classic-4", seed=3, humans=1))
    app.push(table)
    partner = 2
    for _ in range(12):
        run_until(app, lambda a: table.human_to_act() or (
            table.view.stock == 0 and not table.animator.busy
            and len(table.view.hands[partner]) > 0
            and all(c >= 0 for c in table.view.hands[partner])))
        if table.view.stock == 0 and all(c >= 0 for c in table.view.hands[partner]):
            break
        hand = table.view.hands[0]
        legal = table.session.hand.legal_actions()
        click_card(app, table, next(c for c in hand if c in legal))
    hand = table.view.hands[partner]
    assert table.view.stock == 0 and hand and all(c >= 0 for c in hand)  # face up
    geo = table.geo
    rects = [geo.card_rect(p, geo.spots[partner].scale)
             for p in geo.hand_slots(partner, len(hand))]
    assert all(not a.colliderect(b) for a, b in itertools.pairwise(rects))
    assert rects[0].h >= 60


def test_a_known_card_in_a_hidden_hand_lies_over_the_backs() -> None:
    """The briscola drawn last from the stock is known to all: it is drawn whole, on top."""
    app = make_app((1024, 640), speed="normal")  # the computer takes its time to play it
    table = TableScene(app, ai_session("classic-4", seed=3))
    app.push(table)
    seen = 0
    for _ in range(6000):
        app.step(1 / 60, [])
        for seat, hand in enumerate(table.view.hands):
            if seat == 0 or table.geo.is_open(seat) or not any(c >= 0 for c in hand) \
                    or not any(c < 0 for c in hand):
                continue
            order = stack_order(hand)
            faces = [i for i in order if hand[i] >= 0]
            assert order[-len(faces):] == faces  # laid after every back
            seen += 1
        if seen > 10:
            break
    assert seen, "nobody held a card the viewer knows"


def test_scopertas_open_hand_is_whole_while_the_person_plays_by_clicks() -> None:
    app = make_app((1024, 640))
    table = TableScene(app, ai_session("scoperta", seed=4, humans=1))
    app.push(table)
    for _ in range(3):
        run_until(app, lambda a: table.human_to_act() and not table.animator.busy)
        geo = table.geo
        hand = table.view.hands[1]
        assert hand and all(c >= 0 for c in hand)  # the opponent's cards, face up
        rects = [geo.card_rect(p, geo.spots[1].scale) for p in geo.hand_slots(1, len(hand))]
        assert all(not a.colliderect(b) for a, b in itertools.pairwise(rects))
        assert min(r.h for r in rects) >= 90 and all(app.screen.get_rect().contains(r)
                                                     for r in rects)
        mine = table.view.hands[0]
        legal = table.session.hand.legal_actions()
        click_card(app, table, next(c for c in mine if c in legal))
