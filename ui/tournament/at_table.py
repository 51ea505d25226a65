"""A tournament match with humans, played at the game's own table (`ui.scenes.table`).

The match is the fixture's: same format and seed, so its deals are the tournament's. Two things
differ from a casual game: the casual save slot is never touched (a half-played tournament match
starts again from its first deal, which is the same), and when the match ends the result goes
into the tournament, is saved at once, and the player is taken back to the tournament screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.state import HandResult
from game.tournament.model import Fixture
from game.tournament.runner import hand_line
from ui.scenes.handend import HandEndScene
from ui.scenes.table import TableScene
from ui.session import LEVELS, GameSession, SeatConfig
from ui.tournament.session import Session

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
        level = who.level if who.level in LEVELS else "principiante"
        seats.append(SeatConfig(who.name, who.level is None, level or "normale"))
    return seats


class TournamentTableScene(TableScene):
    def __init__(self, app: App, session: Session, fx: Fixture) -> None:
        rules = session.t.config.rules
        game = GameSession(rules, fx.format, seats_for(session, fx), seed=fx.seed)
        super().__init__(app, game)
        self.tournament, self.fixture = session, fx

    def save_now(self) -> None:
        """Never the casual save slot: the tournament saves itself when the match ends."""

    def hand_finished(self) -> None:
        if self.ending:
            return
        self.ending = True
        result = self.session.finish_hand()
        self.app.stats_record(self.session, result)
        if self.session.match.is_over and not self.fixture.done:
            lines = [hand_line(r) for r in self.session.match.results]
            self.tournament.record(self.fixture, lines)
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
