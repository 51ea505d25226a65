"""The auction's panels as a bidder sees them (issue 32, defect 7): one "Tocca a te", the bid
to beat always in sight, the call naming its card, the summary beside the table readable, and
no speech bubble over the top bar."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random
from pathlib import Path

import pygame
import pytest

from game import actions as A
from game.cards import card
from game.state import Phase
from ui.app import App
from ui.players import quick_choice
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.table.draw import bubble_rect
from ui.text import card_name
from ui.tools.harness import ai_session, click_action, make_app


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app((1024, 640), root=tmp_path, speed="instant", language="it")


def shown(app: App) -> set[str]:
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    return set(app.fonts.rendered)


def long_auction(variant: str) -> GameSession:
    """The person (seat 0) to bid after a long auction: the standing bid long scrolled by."""
    for seed in range(1, 400):
        session = ai_session(variant, seed=seed, humans=1)
        hand = session.hand
        rng = random.Random(seed)
        while hand.phase is Phase.AUCTION and hand.to_act is not None:
            assert hand.auction is not None
            if hand.to_act == 0 and len(hand.auction.bids) >= 7:
                return session
            legal = hand.legal_actions()
            bids = [a for a in legal if a != A.PASS]
            # seat 0 bids the lowest it may; the others raise, so the auction runs long
            hand.apply(bids[0] if bids and (hand.to_act == 0 or rng.random() < 0.7)
                       else quick_choice(hand.observe(hand.to_act), rng))
    raise AssertionError("no long auction")


@pytest.mark.parametrize("variant", ["chiamata", "licitazione"])
def test_the_bid_to_beat_stays_in_sight_and_tocca_a_te_is_said_once(app: App,
                                                                      variant: str) -> None:
    session = long_auction(variant)
    table = TableScene(app, session)
    app.push(table)
    for _ in range(120):
        app.step(1 / 60, [])
    assert table.human_to_act()
    view = session.hand.observe(0).auction
    assert view is not None and view.high_bid is not None and view.high_bidder is not None
    texts = shown(app)
    name = session.seats[view.high_bidder].name
    bid = table.action_text(view.high_bidder, view.high_bid)
    assert f"Da battere: {bid} ({name})" in texts
    assert sum(t.startswith("Tocca a te") for t in texts) == 1, sorted(texts)
    # The player beats it with the first bid offered: the new bid is the one to beat.
    assert click_action(app, table, lambda a: a != A.PASS)
    mine = next(a for s, a in reversed(session.hand.auction.bids) if s == 0)  # type: ignore[union-attr]
    if session.hand.phase is Phase.AUCTION:
        assert any(t.startswith("Da battere: " + table.action_text(0, mine)) for t in shown(app))


def test_the_call_names_the_card_on_the_buttons_and_in_the_bubble(app: App) -> None:
    for seed in range(1, 200):
        session = ai_session("chiamata", seed=seed, humans=1)
        hand = session.hand
        rng = random.Random(seed)
        while hand.phase is Phase.AUCTION:
            assert hand.to_act is not None
            hand.apply(quick_choice(hand.observe(hand.to_act), rng))
        if hand.phase is Phase.CALL and hand.to_act == 0:
            break
    table = TableScene(app, session)
    app.push(table)
    for _ in range(120):
        app.step(1 / 60, [])
    rank = table.called_rank()
    assert rank is not None
    texts = shown(app)
    for suit in range(4):
        assert f"Chiamo {card_name(app, card(suit, rank), False)}" in texts
    assert "Quale carta chiami?" in texts
    assert click_action(app, table, lambda a: a == A.call_suit(1))
    app.settings.anim_speed = "normal"
    texts = shown(app)
    assert f"Chiamo {card_name(app, card(1, rank), False)}" in texts


@pytest.mark.parametrize("variant", ["chiamata", "licitazione", "classic-2", "classic-4"])
def test_no_speech_bubble_covers_the_top_bar(app: App, variant: str) -> None:
    table = TableScene(app, ai_session(variant, seed=3, humans=1))
    app.push(table)
    app.step(1 / 60, [])
    screen = app.screen.get_rect()
    for seat in range(table.rules.players):
        for words in ("Passo", "Chiamo 5 di Bastoni", "Busso"):
            img = app.fonts.render(words, 22, (0, 0, 0))
            bubble = bubble_rect(table, seat, img.get_size(), screen)
            assert not bubble.colliderect(table.geo.bar), (seat, words)
            assert screen.contains(bubble) or bubble.bottom <= screen.bottom + 40


def test_the_summary_beside_the_table_is_not_tiny(app: App) -> None:
    """During play the auction's summary is drawn at the label size at least (no ~13 px)."""
    session = ai_session("chiamata", seed=5, humans=1)
    hand = session.hand
    rng = random.Random(5)
    while hand.phase is not Phase.PLAY or len(hand.tricks) < 1:
        assert hand.to_act is not None
        hand.apply(quick_choice(hand.observe(hand.to_act), rng))
    table = TableScene(app, session)
    app.push(table)
    sizes: list[float] = []
    render = app.fonts.render

    def spy(text: str, size: float, *args: object, **kw: object) -> pygame.Surface:
        if text in table.hud.info_lines():
            sizes.append(size)
        return render(text, size, *args, **kw)  # type: ignore[arg-type]

    app.fonts.render = spy  # type: ignore[method-assign]
    app.step(1 / 60, [])
    app.fonts.render = render  # type: ignore[method-assign]
    assert sizes and min(sizes) >= 20
