"""The engine's shared frozen values: what the core, its plug-ins and the views pass around.

They sit below `state`, the variants, talk and `observation`, so each of those imports them
from here and none has to import another to name a type. The variant state (`Auction`,
`TableTalk`) is immutable: a plug-in replaces it, so `HandState.clone` copies a reference.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple


class Phase(IntEnum):
    AUCTION = 0
    CALL = 1
    PLAY = 2
    OVER = 3


class Trick(NamedTuple):
    leader: int
    plays: tuple[tuple[int, int], ...]  # (seat, card) in play order
    winner: int
    points: int


class HandResult(NamedTuple):
    team_points: tuple[int, ...]
    winner: int | None  # team index; None for a tie or a replay (Chiamata: see bidder_won)
    replay: bool
    last_trick_team: int
    # Bidding variants: game points per team this hand (zero-sum in Chiamata); None otherwise.
    game_points: tuple[int, ...] | None = None
    # Bidding variants: whether the auction winner's side made its bid; None otherwise. In
    # Chiamata `winner` is the caller's seat when it did, None when it did not.
    bidder_won: bool | None = None


Answer = tuple[int, ...] | bool | None


class TalkEntry(NamedTuple):
    """One thing said, as recorded in the state and shown in `Observation.talk`."""

    trick: int  # index of the trick during which it was said (0 = the first)
    seat: int
    action: int
    to: int | None  # the partner asked or ordered
    answer: Answer


class Declaration(NamedTuple):
    """§3.2 Quaranta or Venti: who declared which suit for how much, after trick `trick`
    (-1 in a world rebuilt from an observation, where it no longer matters)."""

    seat: int
    suit: int
    points: int
    trick: int


@dataclass(frozen=True, slots=True)
class Auction:
    """A bidding variant's state (RULES.md §3): the auction, the call and the declarations."""

    bids: tuple[tuple[int, int], ...] = ()  # (seat, action) in order, passes included
    passed: frozenset[int] = frozenset()
    high: int | None = None  # action id of the standing bid
    high_seat: int | None = None
    bidder: int | None = None  # the auction winner, once the auction is over
    redeal: bool = False  # everyone passed
    first_of_match: bool = True  # Licitazione: the bidder leads only the first hand
    called: int | None = None  # Chiamata: the card called
    partner: int | None = None  # Chiamata: its holder, the secret partner
    declared: tuple[Declaration, ...] = ()  # Licitazione: Quaranta and Venti


@dataclass(frozen=True, slots=True)
class TableTalk:
    """What has been said at the table (§3.2, §3.3, §4) and the rais's looks (rais, partner)."""

    entries: tuple[TalkEntry, ...] = ()
    peeks: tuple[tuple[int, int], ...] = ()


NO_TALK = TableTalk()


@dataclass(frozen=True, slots=True)
class AuctionView:
    """The auction and its consequences as one seat may see them (part of `Observation`)."""

    bids: tuple[tuple[int, int], ...]  # (seat, action) in order, passes included
    passed: tuple[int, ...]
    high_bid: int | None  # action id of the standing bid (rank or points)
    high_bidder: int | None
    bidder: int | None  # the auction winner, once the auction is over
    called_rank: int | None  # Chiamata: the rank bid so far
    called_card: int | None  # Chiamata: the card called
    target: int | None  # card points the bidder's side needs (declarations count in §3.2)
    partner: int | None  # Chiamata: the secret partner, if this seat knows who it is
    partner_revealed: bool  # Chiamata: the called card has been played
    declarations: tuple[tuple[int, int, int], ...]  # §3.2: (seat, suit, points)
    redeal: bool  # everyone passed
