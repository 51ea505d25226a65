"""French-suited deck: pips in the standard layouts, double-headed framed courts.

Corner indices are letters drawn by the renderer (nanosvg ignores <text>); the SVG carries
only the small suit pip under where the letter goes. Signs are in `french_signs.py`.
"""

from __future__ import annotations

from ui.art import french_courts
from ui.art.common import H, card, place
from ui.art.french_signs import INK, RED, SIGNS, W, signs

__all__ = ["INK", "RED", "SIGNS", "W", "face", "pips"]
COLUMN = {"L": 0.3, "C": 0.5, "R": 0.7}
#: Standard pip positions: (column, y as a fraction of the card height).
LAYOUTS: dict[int, list[tuple[str, float]]] = {
    1: [("C", .5)],
    2: [("C", .17), ("C", .83)],
    3: [("C", .17), ("C", .5), ("C", .83)],
    4: [("L", .17), ("R", .17), ("L", .83), ("R", .83)],
    5: [("L", .17), ("R", .17), ("C", .5), ("L", .83), ("R", .83)],
    6: [(c, y) for y in (.17, .5, .83) for c in "LR"],
    7: [(c, y) for y in (.17, .5, .83) for c in "LR"] + [("C", .335)],
    8: [(c, y) for y in (.17, .5, .83) for c in "LR"] + [("C", .335), ("C", .665)],
    9: [(c, y) for y in (.17, .39, .61, .83) for c in "LR"] + [("C", .5)],
    10: [(c, y) for y in (.17, .39, .61, .83) for c in "LR"] + [("C", .28), ("C", .72)],
}
#: Where the renderer writes the index letter: centre (fractions of width, height).
INDEX_AT = (0.085, 0.07)


def corners(suit: str, style: str = "french") -> list[str]:
    """Small pips under the index letters, top-left and (turned) bottom-right."""
    x, y = W * INDEX_AT[0], H * 0.145
    sign = signs(style)[suit]
    return [place(sign, x, y, 0.42), place(sign, W - x, H - y, 0.42, 180)]


def pips(suit: str, rank: int, style: str = "french") -> list[str]:
    """Number cards and the ace: lower-half pips are turned, as on every poker deck."""
    scale = 3.2 if rank == 1 else 1.12
    sign = signs(style)[suit]
    out = []
    for col, ny in LAYOUTS[rank]:
        out.append(place(sign, W * COLUMN[col], H * ny, scale, 180 if ny > 0.5 else 0))
    return out


def face(suit: str, rank: int, style: str = "french") -> str:
    """The complete SVG of one French-suited card (no letters: the renderer adds them);
    `style` "french4" draws the four-colour deck (the same pictures, one colour per suit)."""
    body = (french_courts.court(suit, rank, style) if rank >= 11
            else pips(suit, rank, style))
    return card(W, corners(suit, style) + body)
