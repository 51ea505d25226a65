"""Screenshots of results as each variant scores them (part of `python main.py
--screenshot-dir`): Chiamata's and licitazione's end of hand with the contract made and
missed, the end of a match won and lost by the person at the screen, a one-hand match, and a
tournament's table with its round, hand and match score."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from game.match import Match, MatchFormat
from ui.app import App
from ui.players import quick_choice
from ui.scenes.handend import HandEndScene
from ui.scenes.matchend import MatchEndScene
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.tools.harness import ai_session

Shot = Callable[[App, Path], None]


def _play_out(session: GameSession, rng: random.Random) -> None:
    """The hand to its end by quick heuristic moves (some random, for variety)."""
    hand = session.hand
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        obs = hand.observe(seat)
        hand.apply(quick_choice(obs, rng) if rng.random() < 0.85 else rng.choice(list(obs.legal)))


def contract_hand(variant: str, made: bool, start: int = 1) -> GameSession:
    """A hand of `variant` played out whose contract was made (or missed)."""
    for seed in range(start, start + 200):
        session = ai_session(variant, seed=seed, humans=1)
        rng = random.Random(seed)
        _play_out(session, rng)
        result = session.hand.result()
        if not result.replay and result.bidder_won is made:
            return session
    raise RuntimeError(f"no {variant} hand with the contract {'made' if made else 'missed'}")


def hand_end(app: App, session: GameSession) -> HandEndScene:
    """The end-of-hand screen of a played-out hand, its count finished."""
    app.reset(TableScene(app, session))
    for _ in range(5):
        app.step(1 / 60, [])
    end = app.top
    assert isinstance(end, HandEndScene)
    end.counted = end.total
    return end


def match_over(variant: str, fmt: MatchFormat, viewer_wins: bool | None,
               humans: int = 1) -> GameSession:
    """A finished match of `variant` that the first seat won (True), lost (False) or either."""
    for seed in range(1, 300):
        session = ai_session(variant, seed=seed, humans=humans)
        session.format = fmt
        session.match = Match(session.rules, fmt, session.seed)
        session.hand = session.match.new_hand()
        rng = random.Random(seed)
        while True:
            _play_out(session, rng)
            session.finish_hand()
            if session.match.is_over:
                break
            session.next_hand()
        w = session.match.winner
        if viewer_wins is None or (w is not None and (0 in session.rules.teams[w])
                                   is viewer_wins):
            return session
    raise RuntimeError(f"no {variant} match as asked")


def match_end(app: App, session: GameSession) -> MatchEndScene:
    table = TableScene(app, session)
    app.reset(table)
    end = MatchEndScene(app, table)
    app.reset(end)
    end.clock = 1.2
    return end


def result_screens(app: App, out: Path, tag: str, shot: Shot) -> None:
    app.settings.deck_style = "piacentine"
    for variant in ("chiamata", "licitazione"):
        for made in (True, False):
            hand_end(app, contract_hand(variant, made))
            shot(app, out / f"handend-{variant}-{'made' if made else 'missed'}-{tag}.png")
    app.settings.deck_style = "napoletane"
    match_end(app, match_over("classic-2", MatchFormat.best_of(3), True))
    shot(app, out / f"matchend-won-{tag}.png")
    match_end(app, match_over("classic-4", MatchFormat.best_of(3), False))
    shot(app, out / f"matchend-lost-{tag}.png")
    match_end(app, match_over("classic-2", MatchFormat.single(), None))
    shot(app, out / f"matchend-one-hand-{tag}.png")
    match_end(app, match_over("chiamata", MatchFormat("hands", 3), None))
    shot(app, out / f"matchend-chiamata-{tag}.png")
