"""The one registry of deck styles: every list of decks in ui/ (settings, renderer, generator,
command line, table) reads this table, so adding a deck is one entry here plus its drawing code
(docs/card-art.md, "A new deck"). An entry names its drawing module, its proportion, the size
its SVGs may take and its words in both languages; `tests/test_catalogue_builds.py` holds every
deck to them.

Pure data, no pygame: `ui.settings` validates saved files against it without loading graphics.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

DeckStyle = Literal["napoletane", "piacentine", "bergamasche", "french", "french4"]

SUITS_IT = ("coppe", "denari", "bastoni", "spade")
SUITS_FR = ("hearts", "diamonds", "clubs", "spades")
RANKS_IT = (1, 2, 3, 4, 5, 6, 7, 11, 12, 13)
RANKS_FR = tuple(range(1, 14))


@dataclass(frozen=True)
class Deck:
    """One deck style: its pattern family, proportion, file names and backs."""

    name: DeckStyle
    family: Literal["italian", "french"]
    aspect: float  # width / height of the printed card
    suits: tuple[str, ...]  # file-name suit words in engine suit order
    ranks: tuple[int, ...]
    backs: tuple[str, ...]
    drawing: str  # the module whose `face(suit, rank)` draws it (`ui.art.generate`)
    budget: int  # bytes its generated face SVGs may take together
    name_it: str  # what the settings call it
    name_en: str

    def label(self, language: str) -> str:
        """What the player reads for it (its `name` is the file and settings key)."""
        return self.name_it if language == "it" else self.name_en

    @property
    def width(self) -> float:
        """Design width of a card 1000 units tall (the SVG viewBox)."""
        return self.aspect * 1000.0


_ITALIAN_BACKS = ("italian-1", "italian-2")
DECKS: dict[DeckStyle, Deck] = {
    "napoletane": Deck("napoletane", "italian", 0.62, SUITS_IT, RANKS_IT, _ITALIAN_BACKS,
                       "ui.art.napoletane", 1_200_000, "Napoletane", "Neapolitan"),
    "piacentine": Deck("piacentine", "italian", 0.54, SUITS_IT, RANKS_IT, _ITALIAN_BACKS,
                       "ui.art.piacentine", 1_250_000, "Piacentine", "Piacentine"),
    "bergamasche": Deck("bergamasche", "italian", 0.53, SUITS_IT, RANKS_IT, _ITALIAN_BACKS,
                        "ui.art.bergamasche", 1_300_000, "Bergamasche", "Bergamasche"),
    "french": Deck("french", "french", 0.71, SUITS_FR, RANKS_FR, ("french-1", "french-2"),
                   "ui.art.french", 1_000_000, "Francesi", "French"),
    # the same pictures with one colour per suit: spades black, hearts red, diamonds blue,
    # clubs green (no two suits alike at a glance)
    "french4": Deck("french4", "french", 0.71, SUITS_FR, RANKS_FR, ("french-1", "french-2"),
                    "ui.art.french4", 1_000_000, "Francesi a quattro colori",
                    "French, four colours"),
}
#: Deck names in the order the settings offer them.
STYLES: tuple[DeckStyle, ...] = tuple(DECKS)


def deck(name: str) -> Deck:
    """The entry of a deck style; an unknown name is refused with the known ones listed."""
    for style, entry in DECKS.items():
        if style == name:
            return entry
    raise ValueError(f"unknown deck {name!r}; known: {', '.join(STYLES)}")


def is_french(style: str) -> bool:
    """A French-suited style (two or four colours): the one a game with French cards uses."""
    return any(entry.family == "french" for name, entry in DECKS.items() if name == style)


def play_style(chosen: str, deck_kind: str) -> DeckStyle:
    """The style to draw a game with: the player's choice, except that a game played with
    French cards (`deck_kind` "french") uses the standard French deck unless the choice is a
    French one already (the four-colour deck)."""
    if deck_kind != "italian" and not is_french(chosen):
        return "french"
    return chosen if chosen in DECKS else "napoletane"
