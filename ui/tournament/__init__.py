"""Tournament screens (RULES.md §7): list, creation wizard, hub with schedule, standings,
bracket, next match and final results; human matches at the game's table, AI matches in the
background or watched move by move.

The main menu opens the list through `ui.wiring` (`Screens.tournaments`).
"""
