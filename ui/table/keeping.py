"""The table scene's saves: the autosave after each trick (written off the frame), the save on
the spot when the player leaves, and what the player is told when a save fails.

A part of `ui.scenes.table.TableScene` (a mixin).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ui.problems import os_problem

if TYPE_CHECKING:
    from ui.app import App
    from ui.saver import BackgroundSaver
    from ui.session import GameSession


class TableKeeping:
    """Where the game is kept between sessions and how it gets there."""

    app: App
    session: GameSession
    saver: BackgroundSaver

    def save_path(self) -> Path | None:
        """Where this game is kept between sessions; None when there is nothing to keep. A
        deal played again or a challenge is short and never takes the casual slot, so the
        match kept there survives it."""
        if self.session.kind != "game":
            return None
        if self.session.match.is_over and self.session.recorded:
            return None
        return self.app.dirs.savegame

    def save_now(self) -> None:
        """Save on the spot (quitting, a crash, the end of a hand), after any pending save."""
        self._saves_failed(self.saver.flush())
        path = self.save_path()
        if path is None:
            return
        try:
            self.session.save(path)
        except OSError as exc:
            self._saves_failed([exc])

    def save_soon(self) -> None:
        """The autosave after a trick, written off the frame (`ui.saver`)."""
        path = self.save_path()
        if path is not None:
            self.saver.save(self.session.to_record(), path)

    def _saves_failed(self, problems: list[OSError]) -> None:
        for exc in problems:
            detail = os_problem(self.app.t, exc)
            self.app.messages.append(self.app.t("msg.save_failed", detail=detail))
