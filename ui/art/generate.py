"""Write every SVG of every deck, the backs, the table felt and the icon.

Pure string building (no pygame), iterated in sorted order with fixed number formatting, so
running it twice gives byte-identical files: a change of style is a change of code.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ui.art.decks import DECKS, DeckStyle


def all_files() -> dict[str, str]:
    """Relative path under assets/ → file text, for everything the generator owns."""
    from ui.art import backs, bergamasche, french, napoletane, piacentine

    faces: dict[DeckStyle, Callable[[str, int], str]] = {
        "napoletane": napoletane.face, "piacentine": piacentine.face,
        "bergamasche": bergamasche.face, "french": french.face,
        "french4": lambda suit, rank: french.face(suit, rank, "french4")}
    files: dict[str, str] = {}
    for name, deck in DECKS.items():
        files.update({f"cards/{name}/{suit}-{rank:02d}.svg": faces[name](suit, rank)
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
