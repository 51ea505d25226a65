"""Write every SVG of every deck, the backs, the table felt and the icon.

Pure string building (no pygame), iterated in sorted order with fixed number formatting, so
running it twice gives byte-identical files: a change of style is a change of code.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import cast

from ui.art.decks import DECKS, Deck


def drawing(deck: Deck) -> Callable[[str, int], str]:
    """The `face(suit, rank)` of the module the deck's entry names."""
    return cast(Callable[[str, int], str], import_module(deck.drawing).face)


def all_files() -> dict[str, str]:
    """Relative path under assets/ → file text, for everything the generator owns."""
    from ui.art import backs

    files: dict[str, str] = {}
    for name, deck in DECKS.items():
        face = drawing(deck)
        files.update({f"cards/{name}/{suit}-{rank:02d}.svg": face(suit, rank)
                      for suit in deck.suits for rank in deck.ranks})
    files.update(backs.files())
    return dict(sorted(files.items()))


def write_all(root: Path) -> list[Path]:
    """Write all files under `root` (an assets folder); returns the paths written."""
    written = []
    for rel, text in all_files().items():
        target = root / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text.encode("utf-8"))
        written.append(target)
    return written
