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

from game.cards import ITALIAN_SUIT_NAMES, code

EXCHANGE_TRUMP = 60
PASS = 61
CALL_BASE = 70
DECLARE_BASE = 80
SIGNAL_BASE = 90
TALK_BASE = 110
BID_RANK_BASE = 199
BID_POINTS_BASE = 300


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
        from game.talk import describe as describe_talk  # talk imports the engine: lazily

        return describe_talk(action)
    if BID_RANK_BASE < action <= BID_RANK_BASE + 13:
        return f"bid rank {action - BID_RANK_BASE}"
    if BID_POINTS_BASE <= action <= BID_POINTS_BASE + 230:
        return f"bid {action - BID_POINTS_BASE}"
    return f"unknown action {action}"
