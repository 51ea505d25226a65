"""What `HandState.apply` reports happened, as immutable data the UI animates in order.

Events carry the whole truth. Before one reaches a seat (the UI in hot-seat, a bot, a log a
player can read) it goes through `for_seat`, which blanks what that seat may not see.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple


class Dealt(NamedTuple):
    seat: int
    cards: tuple[int, ...]  # blank (-1) for cards the viewer may not see


class TrumpTurned(NamedTuple):
    card: int


class TurnedCardReturned(NamedTuple):
    """House rule: a turned Ace or Three goes back into the middle of the stock (§5)."""

    card: int


class TrumpExchanged(NamedTuple):
    seat: int
    gave: int
    took: int


class CardPlayed(NamedTuple):
    seat: int
    card: int


class TrickWon(NamedTuple):
    seat: int
    cards: tuple[int, ...]
    points: int


class CardDrawn(NamedTuple):
    seat: int
    card: int  # -1 when the viewer may not see it
    public: bool = False  # the turned trump (or Scoperta's open top card): everyone sees it


class HandsRevealed(NamedTuple):
    """`to` now sees the hands of `seats` (end-of-stock reveal, partner peek, Scoperta)."""

    seats: tuple[int, ...]
    to: tuple[int, ...]


class HandOver(NamedTuple):
    team_points: tuple[int, ...]
    winner: int | None  # team index, None on a tie
    replay: bool


class ActionTaken(NamedTuple):
    """Any non-card action (bids, calls, declarations, talk), for the UI's log and dialogs."""

    seat: int
    action: int


class Talked(NamedTuple):
    """Table talk (§3.2 busso, §3.3 rais, §4 signals and conversation).

    `answer` is the engine's truthful reply to a question (cards, or yes/no), None otherwise;
    `audience` are the seats that may see it, None when everyone may.
    """

    seat: int
    action: int
    to: int | None
    answer: tuple[int, ...] | bool | None
    audience: tuple[int, ...] | None


Event = (Dealt | TrumpTurned | TurnedCardReturned | TrumpExchanged | CardPlayed | TrickWon
         | CardDrawn | HandsRevealed | HandOver | ActionTaken | Talked)

HIDDEN = -1


def for_seat(events: Iterable[Event], seat: int,
             visible: frozenset[int] = frozenset()) -> list[Event]:
    """The events as `seat` sees them; `visible` are other seats whose hands it may see."""
    out: list[Event] = []
    for ev in events:
        if isinstance(ev, Dealt) and ev.seat != seat and ev.seat not in visible:
            ev = Dealt(ev.seat, (HIDDEN,) * len(ev.cards))
        elif (isinstance(ev, CardDrawn) and not ev.public and ev.seat != seat
              and ev.seat not in visible):
            ev = CardDrawn(ev.seat, HIDDEN)
        elif isinstance(ev, Talked) and ev.audience is not None and seat not in ev.audience:
            continue  # talk between partners that this seat may not see (§4)
        out.append(ev)
    return out
