"""Write every SVG of every deck, the backs, the table felt and the icon.

Pure string building (no pygame), iterated in sorted order with fixed number formatting, so
running it twice gives byte-identical files: a change of style is a change of code.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ui.art.common import RANKS_FR, RANKS_IT, SUITS_FR, SUITS_IT


def _deck(name: str, suits: tuple[str, ...], ranks: tuple[int, ...],
          face: Callable[[str, int], str]) -> dict[str, str]:
    return {f"cards/{name}/{suit}-{rank:02d}.svg": face(suit, rank)
            for suit in suits for rank in ranks}


def all_files() -> dict[str, str]:
    """Relative path under assets/ → file text, for everything the generator owns."""
    from ui.art import backs, french, napoletane, piacentine

    files: dict[str, str] = {}
    files.update(_deck("napoletane", SUITS_IT, RANKS_IT, napoletane.face))
    files.update(_deck("piacentine", SUITS_IT, RANKS_IT, piacentine.face))
    files.update(_deck("french", SUITS_FR, RANKS_FR, french.face))
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
