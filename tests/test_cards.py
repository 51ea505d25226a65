"""Cards are named: `game.cards` alone knows that a card is ``suit * 13 + rank - 1``."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import game.cards
from game.cards import SUITS, Suit, card, rank_index, rank_of, suit_of

ROOT = Path(__file__).resolve().parents[1]
# `// 13`, `% 13`, `* 13`: division, remainder or product by the suit size (drawing code
# writes `13 * k` for lengths, which is not a card).
ENCODING = re.compile(r"(//|%|\*)\s*13\b")


def _sources() -> list[Path]:
    files = [ROOT / "main.py"]
    for folder in ("game", "ui", "tools"):
        files += sorted((ROOT / folder).rglob("*.py"))
    return [f for f in files if f != ROOT / "game" / "cards.py"]


def test_no_module_but_game_cards_does_arithmetic_on_card_ids() -> None:
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in _sources()
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if ENCODING.search(line.split("#", 1)[0])]
    assert not found, "card encoding outside game/cards.py:\n" + "\n".join(found)


def test_the_forbidding_pattern_catches_each_spelling() -> None:
    for line in ("s = c // 13", "r = c % 13 + 1", "c = s * 13 + r - 1", "x=c%13"):
        assert ENCODING.search(line), line
    for line in ("n = 130 // 2", "hand_size * 2", "x % 4", "y = 113"):
        assert not ENCODING.search(line), line


def test_helpers_invert_each_other_for_every_id() -> None:
    for suit in SUITS:
        for rank in range(1, 14):
            c = card(suit, rank)
            assert (suit_of(c), rank_of(c), rank_index(c)) == (suit, rank, rank - 1)
    assert card(Suit.SPADE, 13) == 51 and card(Suit.COPPE, 1) == 0


def test_the_cards_doctests_hold() -> None:
    result = doctest.testmod(game.cards)
    assert result.attempted >= 1 and result.failed == 0
