"""Tournament screens (RULES.md §7): list, creation wizard, hub with schedule, standings,
bracket, next match and final results, and a simple table for playing or watching a match.

The main menu opens them with `open_tournaments(app)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.app import App


def open_tournaments(app: App) -> None:
    from ui.tournament.listing import TournamentsScene

    app.push(TournamentsScene(app))
