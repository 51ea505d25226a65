"""Shared card geometry: design-unit sizes, the blank card, placing a sign on a card."""

from __future__ import annotations

from collections.abc import Callable

from ui.art.craft import corner_radius, paper
from ui.art.decks import DECKS, RANKS_FR, RANKS_IT, SUITS_FR, SUITS_IT
from ui.art.svg import BLACK, document, group, rect

#: A suit sign drawn around the origin, about 100 units tall; the argument is the stroke width
#: in the sign's own units, so outlines keep one thickness whatever the sign's scale.
Sign = Callable[[float], str]

H = 1000.0  # every card is 1000 design units tall; widths follow each pattern's proportion
WIDTH = {name: deck.width for name, deck in DECKS.items()}
LINE = 7.0  # outline width in card units (about 1.2 % of a card's width)
SKIN = "#f7d9b5"


def place(sign: Sign, x: float, y: float, scale: float, rot: float = 0.0,
          line: float = LINE, squash: float = 1.0) -> str:
    """Draw a sign centred at (x, y), `scale` times its 100-unit design size.

    `squash` narrows long signs (swords, clubs) so a big one is not also a fat one.
    """
    return group(sign(line / scale), x, y, rot, scale * squash, scale)


def card(w: float, body: list[str], *, frame: str | None = None, defs: str = "") -> str:
    """The printed card: cut edge, toned and textured paper, the body; optional inner frame.

    Every deck goes through here, so the paper and edge (craft.paper) are the same for all.
    """
    parts, paper_defs = paper(w, H)
    defs = paper_defs + defs
    if frame:
        parts.append(rect(w * 0.055, H * 0.035, w * 0.89, H * 0.93, "none", frame, 4.0, 6.0))
    parts.extend(body)
    return document(w, H, parts, defs)


def face_box(w: float, mx: float = 0.07, my: float = 0.05) -> tuple[float, float, float, float]:
    """The drawable face area (x, y, width, height) inside the margins."""
    return w * mx, H * my, w * (1 - 2 * mx), H * (1 - 2 * my)


def at(box: tuple[float, float, float, float], nx: float, ny: float) -> tuple[float, float]:
    """Map a normalised face position (as in DECK-ART.md) to card units."""
    x, y, bw, bh = box
    return x + nx * bw, y + ny * bh


__all__ = ["BLACK", "LINE", "RANKS_FR", "RANKS_IT", "SKIN", "SUITS_FR", "SUITS_IT", "WIDTH", "H",
           "Sign", "at", "card", "corner_radius", "face_box", "place"]
