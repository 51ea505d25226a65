"""Why an action is illegal, as a code and its values: the UI words it through its translations
(`reason.<code>` in `assets/i18n`), logs and bots read the English `text`.

Each code names one rule; the values are what the rule is about (a card, a suit, a seat, a
number), never words, so every language can say it its own way.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game import actions as A
from game.cards import ITALIAN_SUIT_NAMES, Card, code


class Why(Enum):
    """One per rule an action can break; the value is the English template of `Refusal.text`."""

    HAND_OVER = "the hand is over"
    NOT_A_NUMBER = "an action is a whole number, not {given}"
    NOT_HELD = "seat {seat} does not hold {card}"
    ILLEGAL = "illegal action"
    FOLLOW = "you must follow suit ({suit}) (risposta): {card} does not"
    BEAT = "you must beat the trick when you can (strozzo): {card} does not beat {best}"
    TRUMP = "void in {suit}, you must play a trump ({trump}) (taglio): {card} is not one"
    EXCHANGE_OFF = "the trump exchange house rule is off"
    EXCHANGE_DONE = "the trump card has already been exchanged in this hand"
    EXCHANGE_STOCK = ("the exchange needs the turned card and at least one more card in the "
                      "stock")
    EXCHANGE_HOLDER = "only the holder of the {n} of trumps may exchange it"
    NOT_DURING_PLAY = "{action} is not possible while cards are being played"
    NOT_IN_PHASE = "{action} is not allowed in this phase"
    # §3.1 Chiamata
    CALL_SUIT = "§3.1 the call: the caller names a suit (call coppe .. call spade), not {action}"
    CALL_AFTER_AUCTION = "§3.1 the call: a suit is called only when the auction is over"
    RANK_AFTER_TWO = "§3.1 auction: after a Two the bidding goes on in points (2 a 61 .. 120)"
    RANK_NOT_IN_DECK = "§3.1 auction: rank {n} is not in this deck"
    RANK_LOWER = "§3.1 auction: a rank must be lower than the last named (bid rank {n})"
    POINTS_BEFORE_TWO = "§3.1 auction: bids on points come only after a Two has been named"
    POINTS_RANGE = "§3.1 auction: the next bid on points is {n} .. {m}"
    PASS_OR_BID = "§3.1 auction: pass or bid, not {action}"
    # §3.2 Licitazione
    NAME_TRUMP = ("§3.2 the auction winner names trump (call coppe .. call spade), "
                  "not {action}")
    TRUMP_AFTER_AUCTION = "§3.2 trump is named only when the auction is over"
    OPENING_BID = "§3.2 auction: the opening bid is at least {n} (a multiple of 5 up to 100)"
    BID_AT_LEAST = ("§3.2 auction: a bid must be at least {n} (the next multiple of 5 up to "
                    "100, then +1), at most {m}")
    PASS_OR_BID_POINTS = "§3.2 auction: pass or bid points, not {action}"
    DECLARE_NOT_BIDDER = ("§3.2 Quaranta/Venti: only the auction winner (seat {seat}) may "
                          "declare")
    DECLARED_ALREADY = "§3.2 Quaranta/Venti: {suit} has already been declared this hand"
    DECLARE_WINDOW = ("§3.2 Quaranta/Venti: one declaration after each trick his side wins, "
                      "before his next card")
    DECLARE_CARDS = "§3.2 Quaranta/Venti: declaring {suit} needs both its Re and Cavallo in hand"
    # §3.2 busso, §3.3 rais, §4 signals and conversation
    NOT_TALK = "{action} is not a kind of talk"
    TALK_KIND = "{kind} is not part of this table's talk (communication={mode!r})"
    FIRST_TRICK = "§4: no talk or sign in the first trick"
    RAIS_ONLY = "§3.3: only the rais asks and orders; his partners may only answer"
    NO_PARTNER = "there is no partner number {n} to talk to"
    PEEK_STOCK = "§3.3: the rais may look at a partner's hand only once the stock is exhausted"
    PEEK_ONCE = "§3.3: the rais looks at the hand of one partner only"
    RAIS_ONCE = "§3.3: the rais asks one question and gives one order per trick"
    ONE_PER_TRICK = "§4: one {kind} per trick"
    SIGN_FALSE = "§4 signals: a sign must be true; sign {sign} is not"
    BUSSO_NO_LEAD = "§3.2 busso: a knock answers the suit led; no card has been led yet"
    BUSSO_FALSE = "§3.2 busso: knock only holding the Three of the suit led, or void in it"
    LEADER_ONLY = ("§4 conversation: only the player to lead asks or orders, from the second "
                   "trick on")


@dataclass(frozen=True, slots=True)
class Refusal:
    """A rule broken, with the values it is about (None where the rule has none)."""

    why: Why
    card: Card | None = None  # the card refused
    best: Card | None = None  # the card it fails to beat
    suit: int | None = None  # the suit led or declared
    trump: int | None = None
    seat: int | None = None
    action: int | None = None  # the action refused, or the one it falls short of
    n: int | None = None  # a number: rank, bid, partner index
    m: int | None = None  # a second number: the highest bid
    kind: str = ""  # a kind of talk ("signal", "question or order", ...)
    mode: str = ""  # the table's `Rules.communication`
    given: str = ""  # what was given instead of an action, as Python writes it

    @property
    def text(self) -> str:
        """The rule in English, for logs, errors and bots."""
        suit = "" if self.suit is None else ITALIAN_SUIT_NAMES[self.suit]
        trump = "" if self.trump is None else ITALIAN_SUIT_NAMES[self.trump]
        sign = "" if self.action is None else A.Signal(self.action - A.SIGNAL_BASE).name \
            if A.SIGNAL_BASE <= self.action < A.SIGNAL_BASE + A.N_SIGNALS else ""
        return self.why.value.format(
            seat=self.seat, card="" if self.card is None else code(self.card),
            best="" if self.best is None else code(self.best), suit=suit, trump=trump,
            action="" if self.action is None else A.describe(self.action), n=self.n, m=self.m,
            kind=self.kind, mode=self.mode, sign=sign, given=self.given)
