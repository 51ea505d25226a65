"""How variant behaviour plugs into the engine: the hand as plug-ins see it, and the plug-in.

`HandState` deals, plays tricks, draws and scores plain Briscola. Everything else (auctions
and calls, RULES.md §3; declarations, §3.2; table talk, §3.2–§4) is a `Plugin` that
`game.plugins` picks from the `Rules`' hooks. A plug-in works on a `Hand` — the protocol
below, which `HandState` satisfies — so the variants never import the state that calls
them. The plain presets have no plug-in at all: their fast path calls none of this.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.events import Event
from game.refusals import Refusal
from game.rules import Rules
from game.values import Auction, AuctionView, HandResult, Phase, TableTalk, TalkEntry, Trick


class Hand(Protocol):
    """What of a hand a plug-in (and a view) may read and change."""

    rules: Rules
    dealer: int
    phase: Phase
    turn: int
    hands: list[list[int]]
    stock: list[int]
    trump_suit: int | None
    trump_card: int | None
    trick_seats: list[int]
    trick_cards: list[int]
    tricks: list[Trick]
    points: list[int]
    order: tuple[int, ...]
    public_known: list[set[int]]
    peeked: list[set[int]]
    exchanged: bool
    auction: Auction | None
    talk: TableTalk

    @property
    def to_act(self) -> int | None: ...

    def begin_play(self, leader: int, trump_suit: int) -> None: ...

    def winning_play(self) -> int: ...

    def legal_actions(self) -> list[int]: ...

    def visible_hands(self, seat: int) -> frozenset[int]: ...


class Plugin:
    """One piece of variant behaviour. The defaults do nothing, so a plug-in overrides only
    what it adds; `owns` says which non-card actions are its to judge and apply."""

    bidding = False  # runs the AUCTION and CALL phases and scores the hand

    def start(self, hand: Hand) -> None:
        """After the deal: open an auction, say."""

    def phase_legal(self, hand: Hand) -> list[int]:
        """The actions of an AUCTION or CALL phase (bidding plug-ins only)."""
        return []

    def play_extras(self, hand: Hand) -> list[int]:
        """Non-card actions open to the seat to act during card play."""
        return []

    def owns(self, action: int) -> bool:
        return False

    def apply(self, hand: Hand, action: int) -> list[Event]:
        """Do a legal action this plug-in owns (or any action of a bidding phase)."""
        raise NotImplementedError(type(self).__name__)

    def refusal(self, hand: Hand, action: int) -> Refusal:
        """Why an action this plug-in owns is not legal now."""
        raise NotImplementedError(type(self).__name__)

    def result(self, hand: Hand, team_points: tuple[int, ...],
               last_team: int) -> HandResult | None:
        """The hand's result when the variant scores it its own way."""
        return None

    def auction_view(self, hand: Hand, seat: int) -> AuctionView | None:
        return None

    def heard(self, hand: Hand, seat: int) -> tuple[TalkEntry, ...]:
        return ()

    def cards_told(self, hand: Hand, talk: tuple[TalkEntry, ...]) -> dict[int, set[int]]:
        return {}

    def looked_at(self, hand: Hand, seat: int) -> frozenset[int]:
        """Other seats whose hand `seat` has been shown (the rais's look, §3.3)."""
        return frozenset()

    def public_facts(self, hand: Hand, seat: int) -> list[tuple[str, Any]]:
        """Facts everyone sees, as (name, value) pairs for logs and simple UIs."""
        return []
