"""One hand (*smazzata*): the deal, the tricks, the draws and the result.

`HandState` is the only mutable game object. It is driven by integer actions
(`game.actions`): `legal_actions()` lists what the player to act may do, `apply()` does it and
returns the events. What a variant adds to plain trick-taking (auctions and calls, declarations,
table talk) is a `game.plugin.Plugin` that `game.plugins` picks from `Rules.hooks`, so the
bidding variants reuse this core instead of forking it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game import actions as A
from game.cards import SUIT_OF, card, code, rank_of, winning_index
from game.events import (
    CardDrawn,
    CardPlayed,
    Dealt,
    Event,
    HandOver,
    HandsRevealed,
    TrickWon,
    TrumpExchanged,
    TrumpTurned,
    TurnedCardReturned,
)
from game.legal import follow_legal, illegal_reason
from game.observation import Observation, observe
from game.plugin import Plugin
from game.plugins import plugins_for
from game.refusals import Refusal, Why
from game.rules import Rules
from game.values import NO_TALK, Auction, HandResult, Phase, TableTalk, Trick

__all__ = ["HandResult", "HandState", "IllegalActionError", "Phase", "Trick"]

_ORDERS = tuple(
    tuple(tuple(tuple((lead + i) % n for i in range(n)) * k for lead in range(n))
          for k in (0, 1, 2))
    for n in range(7))
"""_ORDERS[players][plays_per_turn][leader]: the seats of a trick in playing order."""


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why in plain words, and
    `refusal` says it as a code and values for the UI to word."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.text)
        self.refusal = refusal


class HandState:
    """The full truth of one hand. Never show it to a seat: use `observe(seat)`."""

    __slots__ = (
        "_bidding",
        "_card_points",
        "_plugins",
        "_simple",
        "_strength",
        "_trump",
        "_uneven",
        "actions",
        "auction",
        "captured",
        "dealer",
        "deck_order",
        "exchanged",
        "hands",
        "log",
        "order",
        "peeked",
        "phase",
        "points",
        "pos",
        "public_known",
        "revealed",
        "rules",
        "seed",
        "stock",
        "talk",
        "trick_cards",
        "trick_seats",
        "tricks",
        "trump_card",
        "trump_suit",
        "turn",
    )

    rules: Rules
    dealer: int
    deck_order: tuple[int, ...]
    seed: int | None
    hands: list[list[int]]
    stock: list[int]  # stock[-1] is drawn next; the turned trump lies at stock[0]
    trump_suit: int | None
    trump_card: int | None
    phase: Phase
    turn: int
    order: tuple[int, ...]  # seats to play in the current trick, in order
    pos: int  # index into `order` of the seat to act
    trick_seats: list[int]
    trick_cards: list[int]
    tricks: list[Trick]
    captured: list[list[int]]
    points: list[int]
    public_known: list[set[int]]  # cards everyone knows are in a seat's hand
    peeked: list[set[int]]  # cards a seat's partners saw at the deal (house rule)
    revealed: bool
    exchanged: bool
    actions: list[int]
    log: list[Event]
    auction: Auction | None  # the bidding variants' auction, call and declarations (§3)
    talk: TableTalk  # what was said at the table (§3.2–§4)

    # ---- construction --------------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, *, seed: int | None = None, deck: Sequence[int] | None = None,
            dealer: int = 0, first_of_match: bool = True) -> HandState:
        """Deal a hand from a seed (shuffled with its own `random.Random`) or an exact order.

        `deck[0]` is the first card dealt; tests script exact deals with it. `first_of_match`
        is False for later hands of a match (Licitazione: only the first is led by the bidder).
        """
        if not 0 <= dealer < rules.players:
            raise ValueError(f"dealer seat {dealer} is not at a table of {rules.players}")
        cards = rules.deck_cards()
        if deck is None:
            random.Random(seed).shuffle(cards)
            order = cards
        else:
            order = list(deck)
            if sorted(order) != sorted(cards):
                missing = sorted(set(cards) - set(order))
                extra = sorted(set(order) - set(cards))
                raise ValueError(
                    f"deck order must hold each of the {len(cards)} cards of the "
                    f"{rules.variant} deck once (missing {[code(c) for c in missing]}, "
                    f"unexpected {[code(c) for c in extra]}, {len(order)} given)")
        state = cls.__new__(cls)
        state._setup(rules, tuple(order), dealer, seed, first_of_match)
        return state

    def _setup(self, rules: Rules, deck: tuple[int, ...], dealer: int, seed: int | None,
               first_of_match: bool = True) -> None:
        n = rules.players
        self.rules, self.dealer, self.deck_order, self.seed = rules, dealer, deck, seed
        self._strength, self._card_points = rules.strength, rules.points
        # The variant's plug-ins; with none, card play takes the fast path.
        plugins: tuple[Plugin, ...] = plugins_for(rules.hooks)
        self._plugins = plugins
        self._bidding = next((p for p in plugins if p.bidding), None)
        self._simple = (rules.follow == "none" and rules.trump_exchange_rank is None
                        and not plugins)
        self._uneven = rules.equalize_hands or rules.dealer_sits_out
        self.hands = [[] for _ in range(n)]
        self.captured = [[] for _ in range(n)]
        self.points = [0] * n
        self.public_known = [set() for _ in range(n)]
        self.peeked = [set() for _ in range(n)]
        self.tricks, self.actions, self.log = [], [], []
        self.trick_seats, self.trick_cards = [], []
        self.revealed = self.exchanged = False
        self.auction = None
        self.talk = NO_TALK
        self.trump_suit = self.trump_card = None
        # RULES.md §1: deal counter-clockwise from the dealer's right, one card at a time
        # (three-at-once is cosmetic: the UI groups the same cards).
        first = (dealer + 1) % n
        # §3.1: with six at Chiamata the dealer sits out and is dealt nothing.
        dealt = [(first + i) % n for i in range(rules.active_players)]
        pos = 0
        for _ in range(rules.hand_size):
            for seat in dealt:
                self.hands[seat].append(deck[pos])
                pos += 1
        for seat in dealt:
            self.log.append(Dealt(seat, tuple(self.hands[seat])))
        rest = list(deck[pos:])
        if rules.trump == "turned":
            turned = rest.pop(0)
            # §5 house rule: a turned Ace or Three goes back into the middle of the stock.
            while rules.turned_carico_back and self._card_points[turned] >= 10:
                self.log.append(TurnedCardReturned(turned))
                rest.insert(len(rest) // 2, turned)
                turned = rest.pop(0)
            self.trump_card, self.trump_suit = turned, SUIT_OF[turned]
            self.log.append(TrumpTurned(turned))
            rest.append(turned)  # lies under the stock: drawn last
        rest.reverse()
        self.stock = rest
        self._trump = -1 if self.trump_suit is None else self.trump_suit
        if rules.partner_hands_shown:
            for team in rules.teams:
                for seat in team:
                    self.peeked[seat] = set(self.hands[seat])
                self.log.append(HandsRevealed(team, team))
        self.phase = Phase.PLAY
        self._start_trick(first)
        if self._bidding is not None:
            self.auction = Auction(first_of_match=first_of_match)
            self._bidding.start(self)

    def _start_trick(self, leader: int) -> None:
        self.pos = 0
        self.turn = leader
        if not self._uneven:
            self.order = _ORDERS[self.rules.players][self.rules.plays_per_turn][leader]
            return
        n = self.rules.players
        seats = [(leader + i) % n for i in range(n)]
        # Briškula: when the stock could not refill every hand, only those who drew play;
        # the same rule skips Chiamata's dealer sitting out (no cards).
        most = max(len(h) for h in self.hands)
        self.order = tuple(s for s in seats if len(self.hands[s]) == most)

    def clone(self) -> HandState:
        """An independent copy for search; shares only immutable data."""
        other = HandState.__new__(HandState)
        for name in HandState.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.trick_seats, other.trick_cards = list(self.trick_seats), list(self.trick_cards)
        other.tricks = list(self.tricks)
        other.captured = [list(c) for c in self.captured]
        other.points = list(self.points)
        other.public_known = [set(k) for k in self.public_known]
        other.peeked = [set(k) for k in self.peeked]
        other.actions, other.log = list(self.actions), list(self.log)
        return other

    # ---- queries -------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.phase is Phase.OVER else self.turn

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def legal_actions(self) -> list[int]:
        if self.phase is Phase.PLAY:
            hand = self.hands[self.turn]
            if self._simple:
                return list(hand)
            moves = follow_legal(self, hand)
            if self._can_exchange():
                moves.append(A.EXCHANGE_TRUMP)
            for plugin in self._plugins:
                moves.extend(plugin.play_extras(self))
            return moves
        if self.phase is Phase.OVER or self._bidding is None:
            return []
        return self._bidding.phase_legal(self)

    def refusal(self, action: int) -> Refusal | None:
        """None if `action` is legal now, else the rule it breaks, as a code and values."""
        if action in self.legal_actions():
            return None
        if self.phase is Phase.OVER:
            return Refusal(Why.HAND_OVER)
        if self.phase is Phase.PLAY:
            if A.is_play(action) and action in self.hands[self.turn]:
                return illegal_reason(self, action)
            if action == A.EXCHANGE_TRUMP:
                return self._exchange_refusal()
            if A.is_play(action):
                return Refusal(Why.NOT_HELD, seat=self.turn, card=action)
            owner = self._owner(action)
            if owner is not None:
                return owner.refusal(self, action)
            return Refusal(Why.NOT_DURING_PLAY, action=action)
        if self._bidding is None:
            return Refusal(Why.NOT_IN_PHASE, action=action)
        return self._bidding.refusal(self, action)

    def why_illegal(self, action: int) -> str | None:
        """None if `action` is legal now, else the reason in plain (English) words."""
        refusal = self.refusal(action)
        return None if refusal is None else refusal.text

    def _owner(self, action: int) -> Plugin | None:
        return next((p for p in self._plugins if p.owns(action)), None)

    def winning_play(self) -> int:
        """Index into the current trick of the card winning it so far."""
        return winning_index(self.trick_cards, self._strength, self._trump)

    def result(self) -> HandResult:
        """The hand's outcome (RULES.md §1 winning a hand, §5 60–60 policies)."""
        if self.phase is not Phase.OVER:
            raise ValueError("the hand is not over yet")
        rules = self.rules
        team_points = tuple(sum(self.points[s] for s in team) for team in rules.teams)
        # -1 when no trick was played (a bidding hand redealt because all passed).
        last_team = rules.team_of(self.tricks[-1].winner) if self.tricks else -1
        if self._bidding is not None:
            custom = self._bidding.result(self, team_points, last_team)
            if custom is not None:
                return custom
        best = max(team_points)
        leaders = [t for t, p in enumerate(team_points) if p == best]
        if len(leaders) == 1:
            return HandResult(team_points, leaders[0], False, last_team)
        if rules.tie_policy == "replay":
            return HandResult(team_points, None, True, last_team)
        if rules.tie_policy == "last-trick" and last_team in leaders:
            return HandResult(team_points, last_team, False, last_team)
        return HandResult(team_points, None, False, last_team)

    # ---- actions -------------------------------------------------------------------------
    def apply(self, action: int) -> list[Event]:
        """Do `action` for the player to act; raise `IllegalActionError` (with why) if not legal."""
        if type(action) is not int:  # 29.0 == 29 would pass `in hand`, and be recorded
            raise IllegalActionError(Refusal(Why.NOT_A_NUMBER, given=repr(action)))
        if self.phase is Phase.PLAY:
            hand = self.hands[self.turn]
            if self._simple:
                if action not in hand:
                    raise IllegalActionError(self.refusal(action) or Refusal(Why.ILLEGAL))
            elif action not in self.legal_actions():
                raise IllegalActionError(self.refusal(action) or Refusal(Why.ILLEGAL))
            self.actions.append(action)
            if action < 52:  # a card (the action is legal, so not negative)
                return self._play(hand, action)
            if action == A.EXCHANGE_TRUMP:
                return self._exchange()
            owner = self._owner(action)
            assert owner is not None, "a legal non-card action has its plug-in"
            return self._extend_log(owner.apply(self, action))
        if self.phase is Phase.OVER:
            raise IllegalActionError(Refusal(Why.HAND_OVER))
        refusal = self.refusal(action)
        if refusal is not None:
            raise IllegalActionError(refusal)
        assert self._bidding is not None, "only a bidding hand has phases before play"
        self.actions.append(action)
        return self._extend_log(self._bidding.apply(self, action))

    def _extend_log(self, events: list[Event]) -> list[Event]:
        self.log.extend(events)
        return events

    def _play(self, hand: list[int], card: int) -> list[Event]:
        seat = self.turn
        hand.remove(card)
        known = self.public_known[seat]
        if known:
            known.discard(card)
        self.trick_seats.append(seat)
        self.trick_cards.append(card)
        events: list[Event] = [CardPlayed(seat, card)]
        self.pos += 1
        if self.pos < len(self.order):
            self.turn = self.order[self.pos]
        else:
            self._finish_trick(events)
        self.log.extend(events)
        return events

    def _finish_trick(self, events: list[Event]) -> None:
        cards, seats = self.trick_cards, self.trick_seats
        winner = seats[winning_index(cards, self._strength, self._trump)]
        cp = self._card_points
        pts = sum([cp[c] for c in cards])
        last = not self.stock and not any(self.hands)
        if last:
            pts += self.rules.last_trick_bonus
        self.points[winner] += pts
        self.captured[winner] += cards
        self.tricks.append(Trick(seats[0], tuple(zip(seats, cards)), winner, pts))  # noqa: B905
        events.append(TrickWon(winner, tuple(cards), pts))
        self.trick_seats, self.trick_cards = [], []
        if last:
            self.phase = Phase.OVER
            res = self.result()
            events.append(HandOver(res.team_points, res.winner, res.replay))
            return
        if self.stock:
            self._draw(winner, events)
        self._start_trick(winner)

    def _draw(self, winner: int, events: list[Event]) -> None:
        # RULES.md §1 Drawing: the winner first, then the others in playing order; the
        # turned trump is the last card drawn. Double Briškula draws twice round (§2).
        stock, hands, turned = self.stock, self.hands, self.trump_card
        open_top = self.rules.open_hands
        for _ in range(self.rules.plays_per_turn):
            for seat in _ORDERS[self.rules.players][1][winner]:
                if not stock:
                    break
                c = stock.pop()
                hands[seat].append(c)
                if c == turned:
                    self.public_known[seat].add(c)
                    events.append(CardDrawn(seat, c, True))
                else:
                    events.append(CardDrawn(seat, c, open_top))
        if not stock and self.rules.reveal_at_end_of_stock and not self.revealed:
            # §4 end-of-stock reveal: partners see each other's hands for the rest of the hand.
            self.revealed = True
            for team in self.rules.teams:
                events.append(HandsRevealed(team, team))

    # ---- §5 trump exchange ---------------------------------------------------------------
    def _exchange_card(self) -> int | None:
        rank = self.rules.trump_exchange_rank
        if rank is None or self.trump_suit is None:
            return None
        return card(self.trump_suit, rank)

    def _exchange_refusal(self) -> Refusal | None:
        x = self._exchange_card()
        if x is None:
            return Refusal(Why.EXCHANGE_OFF)
        if self.exchanged:
            return Refusal(Why.EXCHANGE_DONE)
        if not self.stock or self.stock[0] != self.trump_card or len(self.stock) < 2:
            return Refusal(Why.EXCHANGE_STOCK)
        if x not in self.hands[self.turn]:
            return Refusal(Why.EXCHANGE_HOLDER, n=rank_of(x))
        return None

    def _can_exchange(self) -> bool:
        return self.rules.trump_exchange_rank is not None and self._exchange_refusal() is None

    def _exchange(self) -> list[Event]:
        seat, x, old = self.turn, self._exchange_card(), self.trump_card
        assert x is not None and old is not None
        hand = self.hands[seat]
        hand.remove(x)
        hand.append(old)
        self.stock[0] = self.trump_card = x
        self.exchanged = True
        self.public_known[seat].add(old)
        events: list[Event] = [TrumpExchanged(seat, x, old)]
        self.log.extend(events)
        return events

    def begin_play(self, leader: int, trump_suit: int) -> None:
        """End a bidding phase (§3): the trump is known and `leader` leads the first trick."""
        self.trump_suit = self._trump = trump_suit
        self.phase = Phase.PLAY
        self._start_trick(leader)

    # ---- views ---------------------------------------------------------------------------
    def visible_hands(self, seat: int) -> frozenset[int]:
        """Other seats whose whole hand `seat` may see right now."""
        rules = self.rules
        if rules.open_hands:
            return frozenset(s for s in range(rules.players) if s != seat)
        if self.revealed:
            return frozenset(rules.partners_of(seat))
        # §3.3: the rais looked at one partner's hand once the stock ran out
        return frozenset(s for p in self._plugins for s in p.looked_at(self, seat))

    def observe(self, seat: int) -> Observation:
        """What `seat` may know: see `game.observation.Observation`."""
        return observe(self, seat, self._plugins)
