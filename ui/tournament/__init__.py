"""Tournament screens (RULES.md §7): list, creation wizard, hub with schedule, standings,
bracket, next match and final results; human matches at the game's table, AI matches in the
background or watched move by move.

`register()` puts the entry in the main menu (`ui.scenes.menu.TOURNAMENT_SCENE`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.app import App
    from ui.scene import Scene


def open_tournaments(app: App) -> Scene:
    from ui.tournament.listing import TournamentsScene

    return TournamentsScene(app)


def register() -> None:
    from ui.scenes import menu

    menu.TOURNAMENT_SCENE = open_tournaments
