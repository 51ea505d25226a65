"""One open tournament on screen: the event, its file, and the AI matches running behind it.

The screens read the tournament every frame while a `Background` thread may be playing an AI
match; they never change it while the thread runs (`stop_background` first), and everything
that changes it saves at once.
"""

from __future__ import annotations

import re
from pathlib import Path

from game.tournament.agents import default_chooser, default_runner
from game.tournament.event import Tournament
from game.tournament.model import Fixture, HandLine
from game.tournament.play import Background, next_ai_fixture
from game.tournament.runner import Chooser, MatchRunner
from game.tournament.store import Loaded, load, save


def slug(name: str) -> str:
    text = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return text[:40] or "torneo"


def new_path(folder: Path, name: str) -> Path:
    base = slug(name)
    path = folder / f"{base}.json"
    n = 2
    while path.exists():
        path = folder / f"{base}-{n}.json"
        n += 1
    return path


class Session:
    def __init__(self, t: Tournament, path: Path, runner: MatchRunner | None = None,
                 chooser: Chooser | None = None) -> None:
        self.t, self.path = t, path
        self.runner = runner or default_runner()
        self.chooser = chooser or default_chooser()
        self.background: Background | None = None
        self.warning: str | None = None
        self.error: str | None = None

    @classmethod
    def open(cls, path: Path) -> Session:
        loaded: Loaded = load(path, our_folder=True)  # errors are shown by the caller
        session = cls(loaded.tournament, path)
        session.warning = loaded.warning
        return session

    def save(self) -> None:
        save(self.t, self.path)

    # ---- AI matches in the background ----------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.background is not None and self.background.running

    def start_background(self) -> bool:
        if self.busy or next_ai_fixture(self.t) is None:
            return False
        self.background = Background(self.t, self.runner, self.path)
        self.background.start()
        return True

    def stop_background(self) -> None:
        if self.background is not None:
            self.background.stop()
            if self.background.error is not None:
                self.error = str(self.background.error)
            self.background = None

    def poll(self) -> None:
        """Called every frame: notice a finished or failed background run."""
        bg = self.background
        if bg is not None and not bg.running:
            if bg.error is not None:
                self.error = str(bg.error)
            self.background = None

    # ---- results from the table or a watched match ---------------------------------------
    def record(self, fx: Fixture, hands: list[HandLine]) -> None:
        self.stop_background()
        self.t.record(fx.id, hands)
        self.save()

    def can_simulate(self, fx: Fixture) -> bool:
        return fx.ready and fx.home is not None and fx.away is not None and not (
            self.t.by_id[fx.home].has_human or self.t.by_id[fx.away].has_human)
