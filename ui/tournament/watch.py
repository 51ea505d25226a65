"""Watching a match between computer players at the game's own table.

The seats are played by the tournament's own players (`game.tournament.runner.seat_players`,
the same levels and seeds as the background runner), one decision at a time on a worker
thread, so the table shows the very match the background would have played. Nothing is
saved while watching: leaving early leaves the match to be played, with the same cards.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from game.observation import Observation
from game.tournament.model import Fixture
from game.tournament.runner import Player, seat_players
from ui.tournament.at_table import TournamentTableScene
from ui.tournament.session import Session

if TYPE_CHECKING:
    from ui.app import App


class SeatPlayers:
    """The table's AI runner, played by the tournament's players (same interface as
    `ui.players.DecisionRunner`)."""

    def __init__(self, players: list[Player]) -> None:
        self.players = players
        self.problem: str | None = None
        self._thread: threading.Thread | None = None
        self._answer: int | None = None

    def start(self, level: str, obs: Observation, seed: int, fast: bool = False) -> None:
        player = self.players[obs.seat]
        self._answer, self.problem = None, None

        def work() -> None:
            try:
                action = player(obs)
            except Exception as exc:  # a broken player must not take the screen down
                self.problem = f"{type(exc).__name__}: {exc}"
                action = obs.legal[0]
            self._answer = action if action in obs.legal else obs.legal[0]

        self._thread = threading.Thread(target=work, name=f"watch-seat-{obs.seat}",
                                        daemon=True)
        self._thread.start()

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def poll(self) -> int | None:
        if self._thread is None or self._thread.is_alive():
            return None
        self._thread = None
        return self._answer

    def cancel(self) -> None:
        if self._thread is not None:
            self._thread.join()  # the players' randomness must advance as in the background
            self._thread = None

    def close(self) -> None:
        self.cancel()


class WatchTableScene(TournamentTableScene):
    counts_in_statistics = False

    def __init__(self, app: App, session: Session, fx: Fixture) -> None:
        super().__init__(app, session, fx)
        assert fx.home is not None and fx.away is not None
        t = session.t
        self.runner = SeatPlayers(seat_players(
            t.config.rules, (t.by_id[fx.home], t.by_id[fx.away]), fx.seed, session.chooser))

    def save_path(self) -> Path | None:
        """Nothing to keep: a watched match left early is simply played again."""
        return None
