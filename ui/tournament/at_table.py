"""A tournament match with humans, played at the game's own table (`ui.scenes.table`).

The match is the fixture's: same format and seed, so its deals are the tournament's. Two things
differ from a casual game: the casual save slot is never touched — a match in progress is saved
beside the tournament file (`match_path`) after every trick and when the window closes, and
resumes from there — and when the match ends the result goes into the tournament, is saved at
once, the match file is removed, and the player is back on the tournament screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.ai.levels import level
from game.files import keep_aside, kept_words
from game.record import RecordError
from game.state import HandResult
from game.tournament.messages import round_title
from game.tournament.model import Fixture
from game.tournament.runner import hand_line
from ui.scenes.handend import HandEndScene
from ui.scenes.table import TableScene
from ui.session import GameSession, SeatConfig
from ui.tournament.session import Session
from ui.tournament.texts import lang, tr

if TYPE_CHECKING:
    from ui.app import App


def seats_for(session: Session, fx: Fixture) -> list[SeatConfig]:
    """The table's seats from the two sides: seat s is member i of team t (= side t)."""
    assert fx.home is not None and fx.away is not None
    rules = session.t.config.rules
    sides = (session.t.by_id[fx.home], session.t.by_id[fx.away])
    seats = []
    for seat in range(rules.players):
        team = rules.team_of(seat)
        who = sides[team].players[rules.teams[team].index(seat)]
        if who.level is None:  # a person
            seats.append(SeatConfig(who.name, True))
        else:
            seats.append(SeatConfig(who.name, False, level(who.level).key))
    return seats


def match_path(session: Session, fx: Fixture) -> Path:
    """Where a match in progress at the table is kept: beside the tournament file."""
    return session.path.with_name(f"{session.path.stem}.{fx.id}.match.json")


def resume_or_new(session: Session, fx: Fixture) -> tuple[GameSession, str | None]:
    """The saved match in progress if there is a sound one, else a fresh one (same deals).

    A damaged match file is kept aside, never deleted; the second value says so.
    """
    path = match_path(session, fx)
    fresh = GameSession(session.t.config.rules, fx.format, seats_for(session, fx), seed=fx.seed)
    if not path.exists():
        return fresh, None
    try:
        game = GameSession.load(path)
    except RecordError as exc:
        return fresh, f"{kept_words(path, keep_aside(path))}: {exc}"
    if game.seed != fx.seed or game.rules != fresh.rules or game.format != fx.format:
        return fresh, f"{kept_words(path, keep_aside(path))}: not this match"
    return game, None


class TournamentTableScene(TableScene):
    counts_in_statistics = True
    help_allowed = False  # no hints, lists, indexes or second clicks at a tournament
    forgiving = False  # no last trick, take-back or finishing for you: a referee's table
    def __init__(self, app: App, session: Session, fx: Fixture,
                 game: GameSession | None = None) -> None:
        if game is None:
            game = GameSession(session.t.config.rules, fx.format, seats_for(session, fx),
                               seed=fx.seed)
        self.tournament, self.fixture = session, fx
        super().__init__(app, game)

    def event_title(self) -> str:
        """"Turno 2" (a group's round) or the knock-out round's name ("Semifinale")."""
        fx, t = self.fixture, self.tournament.t
        if fx.stage == "group":
            return tr(self.app, "table.round", n=fx.round + 1)
        return round_title(fx.round, t.knockout_rounds, lang(self.app))

    def save_path(self) -> Path | None:
        """Never the casual save slot: the match in progress goes beside the tournament."""
        if self.fixture.done or (self.session.match.is_over and self.session.recorded):
            return None
        return match_path(self.tournament, self.fixture)

    def hand_finished(self) -> None:
        if self.ending:
            return
        self.ending = True
        result = self.session.finish_hand()
        if self.counts_in_statistics:
            self.app.stats_record(self.session, result)
        if self.session.match.is_over and not self.fixture.done:
            lines = [hand_line(r) for r in self.session.match.results]
            self.tournament.record(self.fixture, lines)
            self._saves_failed(self.saver.flush())  # no autosave may land after the unlink
            match_path(self.tournament, self.fixture).unlink(missing_ok=True)
        elif not self.session.match.is_over:
            self.save_now()
        self.app.push(TournamentHandEnd(self.app, self, result))


class TournamentHandEnd(HandEndScene):
    """The usual end-of-hand count; after the last hand, back to the tournament."""

    def __init__(self, app: App, table: TournamentTableScene, result: HandResult) -> None:
        super().__init__(app, table, result)
        self.tournament_table = table

    def proceed(self) -> None:
        if self.counted < self.total:
            self.counted = self.total
            return
        table = self.tournament_table
        if not table.session.match.is_over:
            super().proceed()
            return
        self.app.pop()  # this scene
        table.close()
        self.app.pop()  # the table: the tournament screen is underneath
