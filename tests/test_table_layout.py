"""The table's layout: no two elements overlap, for every variant and player count and size."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import dataclasses
import itertools
import math

import pygame
import pytest

from game.cards import suit_of
from game.rules import PRESETS, preset
from ui.app import App
from ui.layout import Layout
from ui.scenes.table import TableScene
from ui.settings import CARD_HEIGHT
from ui.table.geometry import TableGeometry, TableSpec, spec_for
from ui.tools.harness import ai_session, make_app, run_until

SIZES = [(1024, 640), (1280, 720), (1920, 1080), (3840, 2160)]
PLAYERS = {"briskula": (2, 3, 4, 5), "briskula-dupla": (2, 4), "chiamata": (5, 6)}


def tables() -> list[tuple[str, int]]:
    return [(v, p) for v in PRESETS for p in PLAYERS.get(v, (None,))]  # type: ignore[misc]


def overlaps(geo: TableGeometry) -> list[str]:
    items = list(geo.elements().items())
    screen = pygame.Rect((0, 0), geo.layout.size)
    bad = [f"{name} leaves the window" for name, r in items if not screen.contains(r)]
    for i, (a, ra) in enumerate(items):
        for b, rb in items[i + 1:]:
            if ra.colliderect(rb):
                bad.append(f"{a} {tuple(ra)} overlaps {b} {tuple(rb)}")
    return bad


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize(("variant", "players"), tables())
@pytest.mark.parametrize("card_size", list(CARD_HEIGHT))
def test_no_two_table_elements_overlap(variant: str, players: int | None,
                                       size: tuple[int, int], card_size: str) -> None:
    rules = preset(variant, players=players) if players else preset(variant)
    for exchange, clockwise in itertools.product((False, True), (False, True)):
        spec = dataclasses.replace(spec_for(rules, exchange), clockwise=clockwise)
        for viewer in range(rules.players):
            geo = TableGeometry(Layout(size), spec, viewer, CARD_HEIGHT[card_size],
                                rules.hand_size)
            assert overlaps(geo) == []


def test_a_clockwise_table_is_the_mirror_of_the_usual_one() -> None:
    rules = preset("classic-4")
    usual = TableGeometry(Layout((1920, 1080)), spec_for(rules), 0, CARD_HEIGHT["medium"])
    mirror = TableGeometry(Layout((1920, 1080)),
                           dataclasses.replace(spec_for(rules), clockwise=True), 0,
                           CARD_HEIGHT["medium"])
    # Seat 1 plays next: on the right counter-clockwise, on the left clockwise.
    assert usual.spots[1].plate_rect.centerx > 960 > mirror.spots[1].plate_rect.centerx


def test_the_overlap_check_can_fail() -> None:
    geo = TableGeometry(Layout((1280, 720)), TableSpec(4), 0, CARD_HEIGHT["medium"])
    geo.spots[1].plate_rect.center = geo.spots[2].plate_rect.center
    assert overlaps(geo)


def test_the_human_hand_is_big_at_1080p() -> None:
    geo = TableGeometry(Layout((1920, 1080)), TableSpec(2), 0, CARD_HEIGHT["medium"])
    assert geo.card_h >= 0.25 * 1080


def _table(variant: str, sort: bool, humans: int = 1) -> tuple[App, TableScene]:
    app = make_app((1280, 720))
    app.settings.sort_hand = sort
    table = TableScene(app, ai_session(variant, seed=5, humans=humans))
    app.push(table)
    run_until(app, lambda a: table.human_to_act())
    return app, table


@pytest.mark.parametrize("variant", ["chiamata", "classic-2", "licitazione"])
def test_the_hand_is_sorted_by_suit_and_strength_with_trumps_last(variant: str) -> None:
    _, table = _table(variant, True)
    hand = table.view.hands[0]
    rules = table.rules
    trump = table.visible_trump()
    keys = [(suit_of(c) == trump, suit_of(c), rules.strength[c]) for c in hand]
    assert keys == sorted(keys) and len(hand) == len(table.session.hand.hands[0])
    suits = [suit_of(c) for c in hand]
    assert all(suits.index(s) + suits.count(s) - 1 == len(suits) - 1 - suits[::-1].index(s)
               for s in suits)  # each suit in one run
    if trump is not None and trump in suits:
        assert suits[-1] == trump


def test_sorting_can_be_turned_off() -> None:
    _, table = _table("chiamata", False)
    assert table.view.hands[0] == list(table.session.hand.hands[0])


def test_number_keys_select_and_enter_plays() -> None:
    app, table = _table("classic-2", True)
    key = pygame.KEYDOWN
    before = len(table.session.hand.actions)
    app.step(1 / 60, [pygame.event.Event(key, key=pygame.K_2, mod=0, unicode="2")])
    assert table.selected == 1 and len(table.session.hand.actions) == before
    app.step(1 / 60, [pygame.event.Event(key, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert len(table.session.hand.actions) > before  # played (the AI may answer at once)


def test_one_key_play_setting_plays_at_once() -> None:
    app, table = _table("classic-2", True)
    app.settings.one_key_play = True
    before = len(table.session.hand.actions)
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")])
    assert len(table.session.hand.actions) > before  # played (the AI may answer at once)


def test_the_status_line_says_what_is_happening() -> None:
    app = make_app((1280, 720), speed="normal")
    table = TableScene(app, ai_session("classic-4", seed=3, humans=1))
    app.push(table)
    app.step(1 / 60, [])
    assert table.hud.status_text() == app.t("table.dealing")  # not "... is thinking"
    assert all(app.t("table.trump", suit=s) not in [c for c, _ in table.hud.chips()]
               for s in ("Coppe", "Denari", "Bastoni", "Spade"))  # not turned yet
    run_until(app, lambda a: table.human_to_act())
    assert table.hud.status_text() == app.t("table.your_turn")
    assert any(c.startswith("Briscola:") for c, _ in table.hud.chips())
    legal = table.session.hand.legal_actions()
    i = next(i for i, c in enumerate(table.view.hands[0]) if c in legal)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.hand_rects()[i].center,
                                         button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.hand_rects()[i].center,
                                         button=1)])
    assert table.hud.status_text() != app.t("table.your_turn")  # gone once played


def test_the_hand_is_at_least_a_quarter_of_the_window_at_1080p() -> None:
    app = make_app((1920, 1080))
    table = TableScene(app, ai_session("classic-2", seed=5, humans=1))
    app.push(table)
    run_until(app, lambda a: table.human_to_act())
    assert table.images.size[1] >= 0.25 * 1080
    rects = table.hand_rects()
    assert len(rects) == 3 and all(not a.colliderect(b) for a, b in itertools.pairwise(rects))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("variant", ["classic-2", "chiamata", "licitazione", "briskula-dupla"])
def test_the_fanned_hand_stays_inside_its_box(variant: str, size: tuple[int, int]) -> None:
    """The outer cards dip and turn; their corners must not leave the fan's box (the box is
    what the overlap check and the window check see)."""
    rules = preset(variant)
    geo = TableGeometry(Layout(size), spec_for(rules), 0, CARD_HEIGHT["large"], rules.hand_size)
    box = geo.elements()["hand-0"]
    n = rules.hand_size
    for i, (x, y) in enumerate(geo.hand_slots(0, n)):
        a = math.radians(geo.fan_angle(i, n))
        for dx, dy in itertools.product((-geo.card_w / 2, geo.card_w / 2),
                                        (-geo.card_h / 2, geo.card_h / 2)):
            cx = x + dx * math.cos(a) + dy * math.sin(a)
            cy = y - dx * math.sin(a) + dy * math.cos(a)
            assert box.left - 1 <= cx <= box.right + 1 and cy <= box.bottom + 1, (i, cx, cy)
