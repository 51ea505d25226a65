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


def tournament_screens(app: App, out: Path, tag: str, shot: Shot) -> None:
    """A singles round robin and a pairs one, each with a person at the table mid-match: the
    standings ("Giocatore", not "Squadra"), the schedule with its winners, and the table with
    the tournament's round, hand and match score."""
    from game.rules import preset
    from game.tournament.agents import default_runner
    from game.tournament.event import Tournament
    from game.tournament.model import EventConfig, Participant, Player
    from game.tournament.play import play_fixture
    from ui.scenes.menu import MenuScene
    from ui.tournament.hub import TournamentScene
    from ui.tournament.session import Session

    for variant, names in (("classic-2", ["Nonna Pina", "Giocatore 2", "Giocatore 3",
                                          "Giocatore 4", "Zio Toni"]),
                           ("classic-4", ["Nonna Pina", "Giocatore 2", "Giocatore 3",
                                          "Giocatore 4", "Zio Toni", "Carmela",
                                          "Giocatore 7", "Giocatore 8"])):
        rules = preset(variant)
        size = len(rules.teams[0])
        people = [Participant(i, " e ".join(names[i * size:(i + 1) * size]),
                              tuple(Player(n, None if i == j == 0 else "normale")
                                    for j, n in enumerate(names[i * size:(i + 1) * size])))
                  for i in range(len(names) // size)]
        cfg = EventConfig("Torneo di San Martino", "round-robin", rules, seed=5,
                          group_match=MatchFormat.best_of(3))
        t = Tournament.create(cfg, people)
        runner = default_runner(builtin=True)
        for fx in [f for f in t.fixtures if f.ready and 0 not in (f.home, f.away)][:3]:
            play_fixture(t, fx, runner)
        session = Session(t, app.dirs.data / "tournaments" / f"shots-{variant}.json")
        hub = TournamentScene(app, session, "standings")
        app.reset(MenuScene(app))
        app.push(hub)
        kind = "singles" if size == 1 else "pairs"
        shot(app, out / f"tournament-standings-{kind}-{tag}.png")
        hub.show("schedule")
        shot(app, out / f"tournament-schedule-{kind}-{tag}.png")
        hub.play_next()
        table = app.top
        assert isinstance(table, TableScene)
        game = table.session
        rng = random.Random(2)
        _play_out(game, rng)  # the first hand, then the second under way
        game.finish_hand()
        game.next_hand()
        hand = game.hand
        while len(hand.tricks) < 3 or len(hand.trick_cards) != 1:
            seat = hand.to_act
            assert seat is not None
            hand.apply(quick_choice(hand.observe(seat), rng))
        table.resync()
        table.animator.queue.clear()
        shot(app, out / f"tournament-table-{kind}-{tag}.png")
