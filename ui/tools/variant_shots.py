"""Screenshots of New Game set up for the bidding variants, and a Chiamata hand in play after
its auction (part of `python main.py --screenshot-dir`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame

from game.state import Phase
from ui.app import App
from ui.players import quick_choice
from ui.scenes.newgame import NewGameScene
from ui.scenes.table import TableScene
from ui.tools.harness import ai_session

Shot = Callable[[App, Path], None]


def _new_game(app: App, variant: str, options: dict[str, object],
              kinds: dict[int, str]) -> NewGameScene:
    scene = NewGameScene(app)
    app.reset(scene)
    scene.setup.set_variant(variant)
    for key, value in options.items():
        scene.setup.set_option(key, value)
    for seat, kind in kinds.items():
        scene.kinds[seat].set(kind)
    scene.rebuild()
    return scene


def variant_screens(app: App, out: Path, tag: str, shot: Shot) -> None:
    _new_game(app, "chiamata", {"chiamata_ends_at_two": True, "bid_multipliers": True},
              {1: "esperto", 2: "campione", 3: "normale", 4: "principiante"})
    shot(app, out / f"newgame-chiamata-{tag}.png")
    _new_game(app, "licitazione", {"min_bid": 80}, {1: "campione", 2: "esperto", 3: "campione"})
    shot(app, out / f"newgame-licitazione-{tag}.png")
    # Chiamata: the auction over (a card called, a partner secret), some tricks played, the
    # human to play.
    rng = random.Random(5)
    for seed in range(4, 40):
        session = ai_session("chiamata", seed=seed, humans=1)
        hand = session.hand
        while not hand.is_over and not (hand.phase is Phase.PLAY and len(hand.tricks) >= 2
                                        and hand.to_act == 0 and hand.trick_cards):
            seat = hand.to_act
            assert seat is not None
            hand.apply(quick_choice(hand.observe(seat), rng))
        if not hand.is_over:
            break
    app.reset(TableScene(app, session))
    for _ in range(3):
        app.step(1 / 60, [])
    pygame.event.pump()
    shot(app, out / f"table-chiamata-after-auction-{tag}.png")
