"""The one registry of deck styles: every list of decks (settings, renderer, art tools) reads it.

A new pattern (Bergamasche, say) is one entry here plus its drawing module. Data only, no
pygame, so settings and tools can read it without starting the display.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

DeckStyle = Literal["napoletane", "piacentine", "french"]
Suits = Literal["italian", "french"]


@dataclass(frozen=True)
class Deck:
    """A deck style: its names, its suits and ranks, its proportions, its backs."""

    key: DeckStyle
    name_it: str
    name_en: str
    suits: Suits  # Italian suits (coppe, denari, bastoni, spade) or French
    width: float  # design units; every card is 1000 units tall
    backs: tuple[str, ...]

    @property
    def aspect(self) -> float:
        return self.width / 1000.0

    @property
    def suit_names(self) -> tuple[str, ...]:
        if self.suits == "french":
            return ("hearts", "diamonds", "clubs", "spades")
        return ("coppe", "denari", "bastoni", "spade")

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(range(1, 14)) if self.suits == "french" else (1, 2, 3, 4, 5, 6, 7, 11, 12, 13)

    def name(self, language: str) -> str:
        return self.name_it if language == "it" else self.name_en


DECKS: tuple[Deck, ...] = (
    Deck("napoletane", "Napoletane", "Neapolitan", "italian", 620.0, ("italian-1", "italian-2")),
    Deck("piacentine", "Piacentine", "Piacentine", "italian", 540.0, ("italian-1", "italian-2")),
    Deck("french", "Francesi", "French", "french", 710.0, ("french-1", "french-2")),
)
"""In the order the settings offer them."""

STYLES: tuple[DeckStyle, ...] = tuple(d.key for d in DECKS)
BY_KEY: dict[DeckStyle, Deck] = {d.key: d for d in DECKS}
