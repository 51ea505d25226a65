"""Hot seat: the hand-off screen shows what was played since that player last looked, and who
took each trick (issue 32), with the cards themselves."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from ui.scenes.handoff import HandoffScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session, click_card, make_app, run_until


def _key() -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")]


def test_the_hand_off_recaps_the_cards_played_since_the_player_last_looked() -> None:
    app = make_app((1024, 640), language="it")
    session = ai_session("classic-4", seed=2, humans=2)  # Maria and Luca share the screen
    table = TableScene(app, session)
    app.push(table)
    seen_taken = False
    for _ in range(12):
        run_until(app, lambda a: isinstance(a.top, HandoffScene) or table.human_to_act())
        top = app.top
        if isinstance(top, HandoffScene):
            hand = session.hand
            app.fonts.rendered = set()
            app.step(1 / 60, [])
            shown = app.fonts.rendered
            played = [(s, c) for t in hand.tricks for s, c in t.plays]
            played += list(zip(hand.trick_seats, hand.trick_cards, strict=True))
            names = [c.name for c in session.seats]
            if played:  # every card in the recap was played, by the player named under it
                assert top.recap
                for r in top.recap:
                    for name, card in r.plays:
                        assert (names.index(name), card) in played
                    assert all(name in shown for name, _ in r.plays)
                for line in top.recap_lines():
                    assert line in shown
                last = top.recap[-1]
                assert (last.number, len(last.plays)) == (
                    len(hand.tricks) + (1 if hand.trick_cards else 0),
                    len(hand.trick_cards) or len(hand.tricks[-1].plays))
                if any(r.taker for r in top.recap):
                    taken = next(r for r in top.recap if r.taker)
                    assert taken.taker == names[hand.tricks[taken.number - 1].winner]
                    assert app.t("handoff.recap.taken", n=taken.number,
                                 name=taken.taker) in shown
                    seen_taken = True
            for _ in range(20):
                app.step(1 / 60, [])  # the hand-off ignores the tail of the last click
            app.step(1 / 60, _key())
            assert app.top is table
            continue
        hand = table.view.hands[session.viewer]
        legal = session.hand.legal_actions()
        click_card(app, table, next(c for c in hand if c in legal))
    assert seen_taken


def test_no_recap_without_a_card_played() -> None:
    app = make_app((1024, 640))
    scene = HandoffScene(app, "Maria", lambda: None, recap=[])
    app.push(scene)
    app.step(1 / 60, [])
    assert scene.recap == [] and scene.recap_lines() == []
