"""A shuffle you can check: the deck's order is committed to before the deal and shown after.

Before the first card is dealt the table shows the deck's fingerprint: the first 16 hex digits
of SHA-256 over a fixed prefix and the order, written as card codes. After the hand the order
itself is shown; anyone can hash it again (`python -m game verify FINGERPRINT ORDER`, or any
SHA-256 tool) and see that the order played is the order committed to, so the computer could
not have arranged the cards once it knew how the hand went. 40! orders make the fingerprint
impossible to reverse before the reveal.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from game.cards import code, parse_code

PREFIX = "briscola-deck-v1:"
DIGITS = 16


def order_text(deck: Sequence[int]) -> str:
    """The order as card codes, first dealt first: what the end of the hand shows."""
    return " ".join(code(c) for c in deck)


def fingerprint(deck: Sequence[int]) -> str:
    digest = hashlib.sha256((PREFIX + order_text(deck)).encode("ascii")).hexdigest()
    return digest[:DIGITS]


def spaced(fp: str) -> str:
    """"3fa9 07c1 d2e4 9b10": easier to read aloud and compare."""
    return " ".join(fp[i:i + 4] for i in range(0, len(fp), 4))


def parse_order(text: str) -> list[int]:
    """Card codes separated by spaces or commas (what `order_text` writes); ValueError with
    the reason for anything else."""
    parts = text.replace(",", " ").split()
    if not parts:
        raise ValueError("no cards given")
    return [parse_code(p) for p in parts]


def verify(fp: str, order: str) -> bool:
    """Does `order` (card codes) hash to the fingerprint `fp` (spaces and case ignored)?"""
    want = "".join(fp.split()).lower()
    return len(want) == DIGITS and fingerprint(parse_order(order)) == want


def deal_code(seed: int, dealer: int) -> str:
    """The code a player copies to play the same deal again: the hand's seed and the dealer's
    seat (1-based), e.g. "4821931208871-2". With the same variant and table it deals the same
    cards to the same places."""
    return f"{seed}-{dealer + 1}"


def parse_deal_code(text: str, players: int) -> tuple[int, int]:
    """(seed, dealer seat) from a deal code; ValueError with the reason otherwise."""
    seed_text, dash, dealer_text = text.strip().partition("-")
    if not dash or not seed_text.isdigit() or not dealer_text.isdigit():
        raise ValueError(f"{text!r} is not a deal code (two numbers joined by '-', e.g. "
                         f"4821931208871-2)")
    seed, dealer = int(seed_text), int(dealer_text) - 1
    if seed >= 2**63 or len(seed_text) > 19:
        raise ValueError(f"{text!r}: the number before '-' is too large for a deal code")
    if not 0 <= dealer < players:
        raise ValueError(f"{text!r}: the dealer must be a seat from 1 to {players}")
    return seed, dealer
