"""Moving an event along: play AI matches one by one, saving after each (RULES.md §7).

`play_ai_matches` is the loop the command line uses; `Background` runs the same loop in a
thread for the screens, with a progress figure and a polite stop. Matches with a human are
left for the table: the loop stops when only those remain.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from game.tournament.event import Tournament
from game.tournament.model import Fixture
from game.tournament.runner import MatchCancelled, MatchRunner, Progress
from game.tournament.store import save


def next_ai_fixture(t: Tournament) -> Fixture | None:
    """The first match that can be played now with no human at the table."""
    for fx in t.fixtures:
        if fx.ready and fx.home is not None and fx.away is not None and not (
                t.by_id[fx.home].has_human or t.by_id[fx.away].has_human):
            return fx
    return None


def play_fixture(t: Tournament, fx: Fixture, runner: MatchRunner,
                 on_hand: Progress | None = None,
                 should_stop: Callable[[], bool] | None = None) -> Fixture:
    assert fx.home is not None and fx.away is not None
    sides = (t.by_id[fx.home], t.by_id[fx.away])
    hands = runner.play(t.config.rules, fx.format, sides, fx.seed, on_hand, should_stop)
    return t.record(fx.id, hands)


def play_ai_matches(t: Tournament, runner: MatchRunner, path: Path | None = None,
                    on_match: Callable[[Fixture], None] | None = None,
                    should_stop: Callable[[], bool] | None = None,
                    limit: int | None = None) -> int:
    """Play AI-only matches until none is ready (or `limit`); save after every one."""
    played = 0
    while limit is None or played < limit:
        if should_stop is not None and should_stop():
            break
        fx = next_ai_fixture(t)
        if fx is None:
            break
        try:
            play_fixture(t, fx, runner, should_stop=should_stop)
        except MatchCancelled:
            break
        if path is not None:
            save(t, path)
        played += 1
        if on_match is not None:
            on_match(fx)
    return played


class Background:
    """AI matches in a worker thread. The UI reads `fraction`/`current` each frame and calls
    `stop()` when the user leaves; the tournament object must not be changed meanwhile."""

    def __init__(self, t: Tournament, runner: MatchRunner, path: Path | None) -> None:
        self.t, self.runner, self.path = t, runner, path
        self.current: Fixture | None = None
        self.error: Exception | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tournament-ai", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    @property
    def fraction(self) -> float:
        done, total = self.t.progress()
        return done / total if total else 1.0

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                fx = next_ai_fixture(self.t)
                if fx is None:
                    return
                self.current = fx
                play_ai_matches(self.t, self.runner, self.path, should_stop=self._stop.is_set,
                                limit=1)
        except Exception as exc:  # reported on screen; the saved file is still intact
            self.error = exc
        finally:
            self.current = None
