"""What one seat may know — the only view the UI, the AI and external bots ever read.

Built from the full state by `observe`, it holds the seat's own hand, the table, every card
played and by whom, the public facts (the turned trump, who drew it, exchanges), partners' hands
once the rules reveal them, and nothing else. Two deals that differ only in cards this seat
cannot see give equal observations; the tests check exactly that.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.plugin import Hand, Plugin
from game.rules import Rules
from game.values import AuctionView, Phase, TalkEntry, Trick


@dataclass(frozen=True, slots=True)
class Observation:
    rules: Rules
    seat: int
    dealer: int
    phase: Phase
    to_act: int | None
    hand: tuple[int, ...]
    trump_suit: int | None
    trump_card: int | None  # the card turned for trump (public all hand long), if any
    trump_in_stock: bool  # the turned card still lies under the stock
    stock_size: int
    stock_top: int | None  # Scoperta: the next card of the stock lies face up
    leader: int
    trick: tuple[tuple[int, int], ...]  # (seat, card) in play order
    tricks: tuple[Trick, ...]  # completed tricks, public
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]  # per seat: cards this seat knows are in that hand
    points: tuple[int, ...]  # per seat, from the cards everyone saw taken
    legal: tuple[int, ...]  # empty unless this seat is to act
    exchanged: bool
    public: tuple[tuple[str, Any], ...]  # variant facts everyone sees (auction, call, ...)
    # Bidding variants (§3): bids, the call, the partner if this seat knows it, declarations.
    auction: AuctionView | None = None
    # Table talk this seat may know of (§3.2 busso, §3.3 rais, §4), answers included.
    talk: tuple[TalkEntry, ...] = ()

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def team_points(self) -> tuple[int, ...]:
        return tuple(sum(self.points[s] for s in team) for team in self.rules.teams)

    def played_cards(self) -> list[int]:
        """Every card already played this hand, in order, the current trick included."""
        out = [c for t in self.tricks for _, c in t.plays]
        out.extend(c for _, c in self.trick)
        return out


def observe(state: Hand, seat: int, plugins: Sequence[Plugin] = ()) -> Observation:
    """`seat`'s view of `state`, the `plugins` adding what the variant shows (auction, talk)."""
    rules = state.rules
    n = rules.players
    if not 0 <= seat < n:
        raise ValueError(f"seat {seat} is not at a table of {n}")
    visible = state.visible_hands(seat)
    partners = rules.partners_of(seat)
    auction: AuctionView | None = None
    talk: tuple[TalkEntry, ...] = ()
    told: dict[int, set[int]] = {}
    public: list[tuple[str, Any]] = []
    for plugin in plugins:
        auction = auction or plugin.auction_view(state, seat)
        heard = plugin.heard(state, seat)
        if heard:
            talk += heard
            told.update(plugin.cards_told(state, heard))
        public += plugin.public_facts(state, seat)
    known: list[tuple[int, ...]] = []
    for other in range(n):
        if other == seat:
            known.append(())
        elif other in visible:
            known.append(tuple(state.hands[other]))
        else:
            cards = set(state.public_known[other])
            if other in partners:
                cards |= state.peeked[other] & set(state.hands[other])
            cards |= told.get(other, set())
            known.append(tuple(c for c in state.hands[other] if c in cards))
    to_act = state.to_act
    stock = state.stock
    return Observation(
        rules=rules,
        seat=seat,
        dealer=state.dealer,
        phase=state.phase,
        to_act=to_act,
        hand=tuple(state.hands[seat]),
        trump_suit=state.trump_suit,
        trump_card=state.trump_card,
        trump_in_stock=bool(stock) and stock[0] == state.trump_card,
        stock_size=len(stock),
        stock_top=stock[-1] if rules.open_hands and len(stock) > 1 else None,
        leader=state.order[0] if state.order else state.turn,
        trick=tuple(zip(state.trick_seats, state.trick_cards, strict=True)),
        tricks=tuple(state.tricks),
        hand_sizes=tuple(len(h) for h in state.hands),
        known=tuple(known),
        points=tuple(state.points),
        legal=tuple(state.legal_actions()) if to_act == seat else (),
        exchanged=state.exchanged,
        public=tuple(public),
        auction=auction,
        talk=talk,
    )
