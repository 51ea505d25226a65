"""Screenshots of the forgiving tools and the challenges (issue 34): the last trick, a card
that can be taken back, a challenge under way and its results, the deal of the day."""

from __future__ import annotations

import datetime
import random
from pathlib import Path

import pygame

from game import challenge
from game.match import MatchFormat
from game.rules import preset
from game.state import HandState
from ui.app import App
from ui.challenges import CampioneRun, History, Played
from ui.players import quick_choice
from ui.scenes.challenge import ChallengeResultsScene, ChallengeScene
from ui.scenes.table import TableScene
from ui.session import GameSession, SeatConfig

DAY = datetime.date(2026, 11, 26)


def _still(app: App, path: Path) -> None:
    """Draw the stack as it stands (no time passes: the computer does not answer)."""
    app.draw()
    pygame.image.save(app.screen, str(path))
    print(f"wrote {path}")


def _session(kind: str = "game", forgive: str = "takeback", seed: int = 14) -> GameSession:
    seats = [SeatConfig("Maria", True), SeatConfig("Luca", False, "esperto")]
    return GameSession(preset("classic-2"), MatchFormat.single(), seats, seed, forgive=forgive,
                       kind=kind)


def _play_until(table: TableScene, tricks: int, rng: random.Random) -> None:
    hand = table.session.hand
    while len(hand.tricks) < tricks or hand.trick_cards or hand.to_act != 0:
        seat = hand.to_act
        assert seat is not None
        hand.apply(quick_choice(hand.observe(seat), rng))
    table.animator.finish_all()
    table.resync()


def _play_out(hand: HandState, rng: random.Random) -> None:
    """Finish the hand with the quick heuristic in every seat."""
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        hand.apply(quick_choice(hand.observe(seat), rng))


class _Done(CampioneRun):
    """Campione's side already played (the screenshot does not wait for the thread)."""

    def __init__(self, ch: challenge.Challenge, kind: str, day: str,
                 points: list[int]) -> None:
        self.challenge, self.kind, self.day = ch, kind, day
        self.points = list[int | None](points)


def forgive_screens(app: App, out: Path, tag: str) -> None:
    rng = random.Random(8)
    table = TableScene(app, _session())
    app.reset(table)
    table.animator.finish_all()
    _play_until(table, 3, rng)
    table.show_last = True
    _still(app, out / f"lasttrick-{tag}.png")
    table.show_last = False
    table.apply(table.session.hand.legal_actions()[0])  # Maria leads: Luca has not answered
    table.animator.finish_all()
    _still(app, out / f"takeback-{tag}.png")
    # A challenge of three deals, the second under way, then its results.
    ch = challenge.make(preset("classic-2"), 77, 3, "esperto")
    seats = [SeatConfig("Maria", True), SeatConfig("Esperto", False, "esperto")]
    session = GameSession(ch.rules, MatchFormat("hands", 3), seats, ch.seed,
                          deals=tuple((d.seed, d.dealer) for d in ch.deals), ai_seed=ch.seed,
                          kind="challenge")
    _play_out(session.hand, rng)
    session.next_hand()
    table = TableScene(app, session)
    app.reset(table)
    table.animator.finish_all()
    _play_until(table, 4, rng)
    _still(app, out / f"challenge-play-{tag}.png")
    while not session.match.is_over:
        _play_out(session.hand, rng)
        session.finish_hand()
        if not session.match.is_over:
            session.next_hand()
    app.challenge = _Done(ch, "challenge", DAY.isoformat(), [71, 52, 66])
    results = ChallengeResultsScene(app, table)
    app.reset(results)
    results.update(0.0)
    _still(app, out / f"challenge-results-{tag}.png")
    # The deal of the day: the page with its history, then a finished one.
    history = History(app.dirs.data / "challenges.json")
    history.add(Played("daily", (DAY - datetime.timedelta(days=1)).isoformat(), 5, "esperto",
                       (68,), (74,)))
    page = ChallengeScene(app, today=DAY)
    app.reset(page)
    _still(app, out / f"daily-{tag}.png")
    daily = challenge.daily(preset("classic-2"), DAY)
    session = GameSession(daily.rules, MatchFormat("hands", 1), seats, daily.seed,
                          deals=tuple((d.seed, d.dealer) for d in daily.deals),
                          ai_seed=daily.seed, kind="daily")
    _play_out(session.hand, rng)
    session.finish_hand()
    table = TableScene(app, session)
    app.challenge = _Done(daily, "daily", DAY.isoformat(), [58])
    results = ChallengeResultsScene(app, table)
    app.reset(results)
    results.update(0.0)
    _still(app, out / f"daily-results-{tag}.png")
    app.challenge = None
