"""Actions are small integers, like OpenSpiel's: cheap to generate, compare and record.

Ranges (each kind has room to grow without renumbering recorded games):

====================  ===========  =========================================================
kind                  ids          meaning
====================  ===========  =========================================================
play a card           0..51        the card id (see `game.cards`)
exchange trump        60           swap the 2 (or 7) of trumps for the turned card (§5)
pass                  61           in an auction
call / name a suit    70..73       Chiamata's call, Licitazione's trump (suit id)
declare               80..83       Licitazione's Quaranta/Venti in that suit (§3.2)
signal                90..109      partner signals (§4); 90..97 used, see `game.talk`
talk                  110..199     busso 110, questions 120.., orders 140.., rais look 160..
                                   (§3.2, §3.3, §4; see `game.talk` and docs/variants.md)
bid a rank            200..212     Chiamata's rank auction (rank 1..13 -> 199 + rank)
bid points            300..530     points auctions (300 + points)
====================  ===========  =========================================================
"""

from __future__ import annotations

from enum import IntEnum

from game.cards import ITALIAN_SUIT_NAMES, code

EXCHANGE_TRUMP = 60
PASS = 61
CALL_BASE = 70
DECLARE_BASE = 80
SIGNAL_BASE = 90
TALK_BASE = 110
BID_RANK_BASE = 199
BID_POINTS_BASE = 300
# Talk (`game.talk`): 90 + k sign k; 110 busso; 120 + 10j + q question q to the j-th partner
# (`Rules.partners_of`); 140 + 10j + o order o; 160 + j the rais looks at the j-th partner.
BUSSO = TALK_BASE
QUESTION_BASE = 120
ORDER_BASE = 140
PEEK_BASE = 160


class Signal(IntEnum):
    """§4 conventional signs, about the trump suit except CARICHI (non-trump Aces, Threes)."""

    ASSO = 0
    TRE = 1
    RE = 2
    CAVALLO = 3
    FANTE = 4
    LOW_TRUMPS = 5
    NO_TRUMPS = 6
    CARICHI = 7


class Question(IntEnum):
    """§4 Rome conversation: never the trump Ace or Three by name."""

    LISCI = 0  # any non-trump card worth nothing?
    BRISCOLINE = 1  # which trumps 2..6? (answered with the cards)
    VESTITE = 2  # which trump Re, Cavallo, Fante? (answered with the cards)
    TAKE_WITHOUT_TRUMP = 3  # a non-trump card no unseen card of its suit beats?
    CARICHI = 4  # a non-trump Ace or Three?


class Order(IntEnum):
    PLAY_LISCIO = 0
    TRUMP_HIGH = 1
    TRUMP_LOW = 2
    TAKE_WITHOUT_TRUMP = 3
    PLAY_CARICO = 4


N_SIGNALS, N_QUESTIONS, N_ORDERS = len(Signal), len(Question), len(Order)


def is_play(action: int) -> bool:
    return 0 <= action < 52


def call_suit(suit: int) -> int:
    return CALL_BASE + suit


def declare(suit: int) -> int:
    return DECLARE_BASE + suit


def bid_rank(rank: int) -> int:
    return BID_RANK_BASE + rank


def bid_points(points: int) -> int:
    return BID_POINTS_BASE + points


def question(q: Question, partner_index: int = 0) -> int:
    return QUESTION_BASE + 10 * partner_index + q


def order(o: Order, partner_index: int = 0) -> int:
    return ORDER_BASE + 10 * partner_index + o


def signal(s: Signal) -> int:
    return SIGNAL_BASE + s


def talk_kind(action: int) -> tuple[str, int, int]:
    """(kind, index, partner index) of a talk action; kind '' when it is not one."""
    if SIGNAL_BASE <= action < SIGNAL_BASE + N_SIGNALS:
        return "signal", action - SIGNAL_BASE, 0
    if action == BUSSO:
        return "busso", 0, 0
    for kind, base, count in (("question", QUESTION_BASE, N_QUESTIONS),
                              ("order", ORDER_BASE, N_ORDERS)):
        j, k = divmod(action - base, 10)
        if j in (0, 1) and 0 <= k < count and action >= base:
            return kind, k, j
    if PEEK_BASE <= action < PEEK_BASE + 2:
        return "peek", 0, action - PEEK_BASE
    return "", 0, 0


def describe_talk(action: int) -> str:
    """A label for logs: 'ask lisci (partner 0)', 'sign asso', 'busso'."""
    kind, k, j = talk_kind(action)
    if kind == "signal":
        return f"sign {Signal(k).name.lower()}"
    if kind == "question":
        return f"ask {Question(k).name.lower()} (partner {j})"
    if kind == "order":
        return f"order {Order(k).name.lower()} (partner {j})"
    if kind == "peek":
        return f"look at partner {j}'s hand"
    return kind or f"talk action {action}"


def describe(action: int) -> str:
    """A language-neutral label for logs, records and error messages."""
    if is_play(action):
        return f"play {code(action)}"
    if action == EXCHANGE_TRUMP:
        return "exchange trump"
    if action == PASS:
        return "pass"
    if CALL_BASE <= action < CALL_BASE + 4:
        return f"call {ITALIAN_SUIT_NAMES[action - CALL_BASE]}"
    if DECLARE_BASE <= action < DECLARE_BASE + 4:
        return f"declare {ITALIAN_SUIT_NAMES[action - DECLARE_BASE]}"
    if SIGNAL_BASE <= action < BID_RANK_BASE + 1:
        return describe_talk(action)
    if BID_RANK_BASE < action <= BID_RANK_BASE + 13:
        return f"bid rank {action - BID_RANK_BASE}"
    if BID_POINTS_BASE <= action <= BID_POINTS_BASE + 230:
        return f"bid {action - BID_POINTS_BASE}"
    return f"unknown action {action}"
