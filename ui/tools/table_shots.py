"""Screenshots of what issue 32 made readable (part of `python main.py --screenshot-dir`):
Scoperta's open hands, a partner's hand revealed after the stock, a ten-card licitazione hand,
a hot-seat hand-off with its recap, and the rules with the cards of the chosen deck."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from game.state import HandState
from ui.app import App
from ui.players import quick_choice
from ui.scenes.handoff import HandoffScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session, run_until

Shot = Callable[[App, Path], None]


def _play(hand: HandState, rng: random.Random, done: Callable[[HandState], bool]) -> None:
    while not hand.is_over and not done(hand):
        seat = hand.to_act
        assert seat is not None
        hand.apply(quick_choice(hand.observe(seat), rng))


def table_screens(app: App, out: Path, tag: str, shot: Shot) -> None:
    rng = random.Random(7)
    # Scoperta: the opponent's three cards face up, whole, beside the name plate.
    s = ai_session("scoperta", seed=11, humans=1)
    _play(s.hand, rng, lambda h: len(h.tricks) >= 2 and h.to_act == 0)
    app.reset(TableScene(app, s))
    shot(app, out / f"table-scoperta-open-{tag}.png")
    # classic-4: the stock is out, the partner's hand is shown to the viewer.
    s = ai_session("classic-4", seed=11, humans=1)
    _play(s.hand, rng, lambda h: not h.stock and h.to_act == 0 and bool(h.trick_cards))
    app.reset(TableScene(app, s))
    shot(app, out / f"table-partner-revealed-{tag}.png")
    # licitazione: ten cards in the viewer's hand, each with its corner index.
    s = ai_session("licitazione", seed=4, humans=1)
    _play(s.hand, rng, lambda h: h.to_act == 0 and h.phase.name == "PLAY")
    table = TableScene(app, s)
    app.reset(table)
    table.hover = 4
    shot(app, out / f"table-licitazione-10-{tag}.png")
    # Hot seat, two people at one screen: the hand-off says what the other player missed.
    s = ai_session("classic-4", seed=2, humans=2)
    table = TableScene(app, s)
    app.reset(table)
    for _ in range(8):  # each person plays a card, until a recap holds a trick taken
        run_until(app, lambda a: isinstance(a.top, HandoffScene) or table.human_to_act())
        top = app.top
        if isinstance(top, HandoffScene):
            if any(r.taker for r in top.recap):
                break
            top.armed = 0
            top.ready()
        run_until(app, lambda a: table.human_to_act())
        hand = table.view.hands[s.viewer]
        legal = s.hand.legal_actions()
        table.apply(next(c for c in hand if c in legal))
    shot(app, out / f"handoff-recap-{tag}.png")


def rules_screens(app: App, out: Path, tag: str, shot: Shot) -> None:
    """The rules with the cards of the chosen deck; Piacentine, then French cards."""
    from ui.scenes.rules import RulesScene

    for style in ("piacentine", "french"):
        app.settings.deck_style = style
        app.reset(RulesScene(app))
        shot(app, out / f"rules-{style}-{tag}.png")
    app.settings.deck_style = "napoletane"


def motion_screens(app: App, out: Path, tag: str, shot: Shot) -> None:
    """The seat to play marked by motion: a frame of the turn marker's pulse (the viewer's
    plate, a third of the way through a ring)."""
    s = ai_session("classic-2", seed=11, humans=1)
    table = TableScene(app, s)
    app.reset(table)
    run_until(app, lambda a: table.human_to_act())
    for _ in range(16):
        app.step(1 / 60, [])
    shot(app, out / f"turn-pulse-{tag}.png")
