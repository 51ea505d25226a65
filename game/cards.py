"""Cards as small stable integers, decks and the strength/points tables of each deck kind.

A card is ``suit * 13 + rank - 1`` (0..51) so that every deck the game knows (Italian 40,
French-suited 40, the 32-card French-ranked Briškula deck) shares one id space: records,
bitmasks and the AI's inputs never depend on the deck in use. This module is the only one that
does arithmetic on that encoding (`tests/test_cards.py` checks): every other module asks
`card`, `suit_of`, `rank_of` or `rank_index`.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Literal, TypeAlias

Card: TypeAlias = int
"""A card id, 0..51: ``card(suit, rank)``; read it back with `suit_of` and `rank_of`."""

DeckKind = Literal["italian", "french", "briskula"]
QueenJack = Literal["nord", "centro-sud"]


class Suit(IntEnum):
    """Italian suit names; French decks map hearts, diamonds, clubs, spades onto the same ids."""

    COPPE = 0
    DENARI = 1
    BASTONI = 2
    SPADE = 3


ACE, JACK, QUEEN, KING = 1, 11, 12, 13
"""Ranks 1..10 are the numbers; 11 Fante/Jack, 12 Cavallo/Queen, 13 Re/King."""

ITALIAN_RANKS = (1, 2, 3, 4, 5, 6, 7, JACK, QUEEN, KING)
BRISKULA_RANKS = (1, 7, 8, 9, 10, JACK, QUEEN, KING)
SUITS = (0, 1, 2, 3)
FRENCH_SUIT_NAMES = ("hearts", "diamonds", "clubs", "spades")
ITALIAN_SUIT_NAMES = ("coppe", "denari", "bastoni", "spade")
SUIT_SYMBOLS = ("♥", "♦", "♣", "♠")
# Letters for compact card codes in records and golden files: C(oppe) D(enari) B(astoni) S(pade).
SUIT_LETTERS = "CDBS"
RANK_CODES = {1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
              10: "10", JACK: "J", QUEEN: "Q", KING: "K"}
NUM_CARD_IDS = 52


def card(suit: int, rank: int) -> Card:
    """The id of a card; ``card(Suit.SPADE, ACE)`` is the Asso di Spade."""
    if suit not in SUITS or not 1 <= rank <= 13:
        raise ValueError(f"no such card: suit {suit}, rank {rank}")
    return suit * 13 + rank - 1


def suit_of(card_id: Card) -> int:
    """The suit of a card, 0..3 (`Suit`)."""
    return card_id // 13


def rank_of(card_id: Card) -> int:
    """The rank of a card, 1..13 (1 the Ace, 11..13 Jack, Queen, King)."""
    return card_id % 13 + 1


def rank_index(card_id: Card) -> int:
    """The rank counted from 0 (0 the Ace, 10..12 Jack, Queen, King): the AI's table index.

    >>> rank_index(card(Suit.SPADE, ACE)), rank_index(card(Suit.COPPE, KING))
    (0, 12)
    """
    return card_id % 13


def code(card_id: Card) -> str:
    """Compact language-neutral code, e.g. ``AS`` (Ace of Spade), ``10B``; used in golden files."""
    return RANK_CODES[rank_of(card_id)] + SUIT_LETTERS[suit_of(card_id)]


def parse_code(text: str) -> Card:
    """Inverse of :func:`code`, so tests can script deals readably."""
    text = text.strip().upper()
    if len(text) < 2 or text[-1] not in SUIT_LETTERS:
        raise ValueError(f"not a card code: {text!r} (expected e.g. 'AS', '3C', 'KD')")
    ranks = {v: k for k, v in RANK_CODES.items()}
    if text[:-1] not in ranks:
        raise ValueError(f"not a card rank: {text[:-1]!r} in {text!r}")
    return card(SUIT_LETTERS.index(text[-1]), ranks[text[:-1]])


def deck_ranks(kind: DeckKind) -> tuple[int, ...]:
    return BRISKULA_RANKS if kind == "briskula" else ITALIAN_RANKS


def full_deck(kind: DeckKind) -> list[Card]:
    """Every card of a deck kind in a fixed order (suit, then rank)."""
    ranks = deck_ranks(kind)
    return [card(s, r) for s in SUITS for r in ranks]


def _rank_values(kind: DeckKind, queen_jack: QueenJack) -> dict[int, tuple[int, int]]:
    """rank -> (strength, points); strength only orders cards within a suit."""
    order: tuple[int, ...]
    if kind == "briskula":
        # RULES.md §2 briskula: A(11) 10(10) K(4) Q(3) J(2) 9 8 7.
        order = (1, 10, KING, QUEEN, JACK, 9, 8, 7)
        points = {1: 11, 10: 10, KING: 4, QUEEN: 3, JACK: 2}
    else:
        # RULES.md §1: A 3 Re Cavallo Fante 7 6 5 4 2; the Centro-Sud setting swaps Q and J
        # in strength *and* points (French-suited cards only).
        q_first = queen_jack == "nord"
        order = (1, 3, KING, QUEEN if q_first else JACK, JACK if q_first else QUEEN, 7, 6, 5, 4, 2)
        points = {1: 11, 3: 10, KING: 4, order[3]: 3, order[4]: 2}
    return {rank: (len(order) - i, points.get(rank, 0)) for i, rank in enumerate(order)}


def value_tables(kind: DeckKind, queen_jack: QueenJack) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per-card-id (strength, points) tables; ids outside the deck get 0."""
    values = _rank_values(kind, queen_jack)
    strength = [0] * NUM_CARD_IDS
    points = [0] * NUM_CARD_IDS
    for c in full_deck(kind):
        strength[c], points[c] = values[rank_of(c)]
    return tuple(strength), tuple(points)


SUIT_OF: tuple[int, ...] = tuple(c // 13 for c in range(NUM_CARD_IDS))
"""Lookup table: faster than ``//`` in the engine's inner loops."""


def winning_index(cards: list[Card], strength: tuple[int, ...], trump: int) -> int:
    """Index of the card taking the trick so far (RULES.md §1 Trick; `trump` -1 for none).

    The highest trump wins; with no trump, the highest card of the suit led; a card of another
    suit never wins. Shared by the engine and the AI's solver, so the rule lives once.
    """
    best = 0
    bs = SUIT_OF[cards[0]]
    for i in range(1, len(cards)):
        c = cards[i]
        s = SUIT_OF[c]
        if s == bs:
            if strength[c] > strength[cards[best]]:
                best = i
        elif s == trump:
            best, bs = i, s
    return best
