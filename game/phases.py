"""Hooks through which the bidding variants and table talk plug into `HandState`.

The plain trick-taking presets never reach these: their hands start in `Phase.PLAY`, their
`legal_actions` stay on the fast path. Chiamata (`trump='called'`) and Licitazione
(`trump='named'`) start in `Phase.AUCTION`, go through `Phase.CALL` to `Phase.PLAY`; during play
the non-card actions (talk, declarations) come through `play_extras` and `phase_apply`.

Variant modules are imported lazily: they import `game.state`, which imports this module.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Any

from game import actions as A

if TYPE_CHECKING:
    from game.events import Event
    from game.state import HandResult, HandState
    from game.talk import TalkEntry
    from game.variants.auction import AuctionView


_loaded: dict[str, ModuleType] = {}


def _module(name: str) -> ModuleType:
    """Import once, then a dict lookup: `play_extras` runs at every card of a talk variant."""
    mod = _loaded.get(name)
    if mod is None:
        mod = _loaded[name] = importlib.import_module(name)
    return mod


def _variant(state: HandState) -> ModuleType:
    return _module("game.variants.chiamata" if state.rules.trump == "called"
                   else "game.variants.licitazione")


def start_auction(state: HandState) -> None:
    from game.variants import auction

    auction.start(state)


def phase_legal(state: HandState) -> list[int]:
    moves: list[int] = _variant(state).legal(state)
    return moves


def phase_apply(state: HandState, action: int) -> list[Event]:
    """A non-card action, already checked legal by `HandState.apply`."""
    from game.state import Phase

    events: list[Event]
    if state.phase is Phase.PLAY:
        if A.DECLARE_BASE <= action < A.DECLARE_BASE + 4:
            from game.variants import licitazione

            events = licitazione.declare(state, action)
        else:
            from game import talk

            events = talk.apply(state, action)
    else:
        events = _variant(state).apply(state, action)
    state.log.extend(events)
    return events


def play_extras(state: HandState) -> list[int]:
    """Non-card actions open to the player to act during card play (§3.2, §3.3, §4)."""
    moves: list[int] = _module("game.talk").legal(state)
    if state.rules.trump == "named":
        moves.extend(_module("game.variants.licitazione").declarations(state))
    return moves


def refusal(state: HandState, action: int) -> str:
    """Why `action` is not legal now, naming the rule (for `IllegalActionError`)."""
    from game.state import Phase

    if state.phase is Phase.PLAY:
        if A.DECLARE_BASE <= action < A.DECLARE_BASE + 4 and state.rules.trump == "named":
            from game.variants import licitazione

            return licitazione.declare_refusal(state, action)
        if A.SIGNAL_BASE <= action < A.BID_RANK_BASE + 1:
            from game import talk

            return talk.refusal(state, action)
        return f"{A.describe(action)} is not possible while cards are being played"
    if state.rules.trump not in ("called", "named"):
        return f"{A.describe(action)} is not allowed in this phase"
    reason: str = _variant(state).refusal(state, action)
    return reason


def custom_result(state: HandState, team_points: tuple[int, ...],
                  last_team: int) -> HandResult | None:
    """Variant-specific scoring (Chiamata's caller side, Licitazione's bid); None otherwise."""
    if state.rules.trump not in ("called", "named"):
        return None
    result: HandResult = _variant(state).result(state, team_points, last_team)
    return result


def views(state: HandState, seat: int) -> tuple[AuctionView | None, tuple[TalkEntry, ...]]:
    """The auction as `seat` may see it, and the talk it may hear."""
    from game import talk

    view = None
    if state.rules.trump in ("called", "named"):
        view = _variant(state).view(state, seat)
    return view, talk.heard(state, seat)


def public_facts(state: HandState, seat: int) -> tuple[tuple[str, Any], ...]:
    """Facts everyone at the table sees, as (name, value) pairs for logs and simple UIs."""
    extra = state.extra
    if not extra:
        return ()
    facts: list[tuple[str, Any]] = []
    for key in ("high", "bidder", "called", "declared", "peeks", "redeal"):
        value = extra.get(key)
        if value is not None and value != () and value is not False:
            facts.append((key, value))
    if state.rules.trump == "called" and extra.get("called") is not None:
        from game.variants import chiamata

        if chiamata.partner_revealed(state):
            facts.append(("partner", extra["partner"]))
    return tuple(facts)


def cards_told(state: HandState, talk: tuple[TalkEntry, ...]) -> dict[int, set[int]]:
    """Cards that heard talk names in a seat's hand (a sign of a trump honour, the cards of an
    answer about trumps), for `Observation.known`."""
    told: dict[int, set[int]] = _module("game.talk").cards_told(state, talk)
    return told
