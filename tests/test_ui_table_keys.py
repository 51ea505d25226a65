"""Keyboard play with a panel of non-card actions up (issue 32, defect 10): a number and Enter
play the card, even after the arrows visited the partner-signals panel."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game import actions as A
from game.match import MatchFormat
from game.rules import preset
from ui.scenes.table import TableScene
from ui.session import GameSession, SeatConfig
from ui.tools.harness import make_app


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_number_and_enter_play_the_card_while_the_signals_panel_is_up(tmp_path: Path) -> None:
    app = make_app(root=tmp_path, speed="instant")
    rules = preset("classic-4", communication="signals")
    seats = [SeatConfig(n, i == 0, "principiante")
             for i, n in enumerate(["Maria", "Luca", "Giulia", "Paolo"])]
    session = GameSession(rules, MatchFormat.single(), seats, 5)
    table = TableScene(app, session)
    app.push(table)
    checked = 0
    for _ in range(40000):
        if session.hand.is_over or checked == 3:
            break
        if not table.human_to_act():
            app.step(1 / 60, [])
            continue
        legal = session.hand.legal_actions()
        if not any(A.SIGNAL_BASE <= a < A.SIGNAL_BASE + 20 for a in legal):
            app.step(1 / 60, [key(pygame.K_1), key(pygame.K_RETURN)])
            continue
        app.step(1 / 60, [])  # the panel is built
        assert table.hud.shown, "the signals panel is up"
        first = table.view.hands[session.viewer][0]
        before = len(session.hand.actions)
        # The player looks at the panel with the arrows, then picks card 1 and plays it.
        app.step(1 / 60, [key(pygame.K_DOWN)])
        assert table.hud.actions.focus >= 0
        app.step(1 / 60, [key(pygame.K_1)])
        app.step(1 / 60, [key(pygame.K_RETURN)])
        done = session.hand.actions[before:]
        assert done[:1] == [first], f"Enter did {done[:1]}, not card {first}"
        checked += 1
    assert checked == 3
