"""Hooks through which the auction phases of the bidding variants plug into `HandState`.

The trick-taking presets never reach these: their hands start in `Phase.PLAY`. The bidding
variants (Chiamata, Licitazione) register their handlers here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.events import Event
    from game.state import HandResult, HandState


def start_auction(state: HandState) -> None:
    raise NotImplementedError(f"trump={state.rules.trump!r}: the auction variants are not "
                              f"available yet")


def phase_legal(state: HandState) -> list[int]:
    raise NotImplementedError(f"no handler for phase {state.phase.name}")


def phase_apply(state: HandState, action: int) -> list[Event]:
    raise NotImplementedError(f"no handler for phase {state.phase.name}")


def custom_result(state: HandState, team_points: tuple[int, ...],
                  last_team: int) -> HandResult | None:
    """Variant-specific scoring (e.g. Chiamata's caller side); None for the common rule."""
    return None


def public_facts(state: HandState, seat: int) -> tuple[tuple[str, object], ...]:
    """Variant facts `seat` may see (auction history, the call, ...); none for plain Briscola."""
    return ()
