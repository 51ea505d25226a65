"""French-suited deck: flat red and black pips in the standard layouts, framed courts.

Corner indices are letters drawn by the renderer (nanosvg ignores <text>); the SVG carries
only the small suit pip under where the letter goes.
"""

from __future__ import annotations

from ui.art.common import WIDTH, H, Sign, card, place
from ui.art.svg import Path, circle, path, poly

RED, INK = "#c8102e", "#111111"
W = WIDTH["french"]


def heart(lw: float) -> str:
    """Cuori."""
    d = Path().m(0, 45).c((-40, 15), (-50, -8), (-48, -22)).c((-46, -46), (-10, -50), (0, -24))
    d.c((10, -50), (46, -46), (48, -22)).c((50, -8), (40, 15), (0, 45)).z()
    return path(d, RED, None)


def diamond(lw: float) -> str:
    """Quadri."""
    return poly([(0, -50), (37, 0), (0, 50), (-37, 0)], RED, None)


def club(lw: float) -> str:
    """Fiori: three lobes and a flared stem."""
    stem = Path().m(-4, 5).q((-4, 35), (-16, 48)).l((16, 48)).q((4, 35), (4, 5)).z()
    return "".join([circle(0, -25, 21, INK, None), circle(-23, 7, 21, INK, None),
                    circle(23, 7, 21, INK, None), circle(0, 0, 10, INK, None),
                    path(stem, INK, None)])


def spade(lw: float) -> str:
    """Picche: an upturned heart on a flared stem."""
    d = Path().m(0, -48).c((-12, -28), (-48, -10), (-48, 12)).c((-48, 32), (-18, 38), (-4, 22))
    d.q((-5, 38), (-16, 48)).l((16, 48)).q((5, 38), (4, 22)).c((18, 38), (48, 32), (48, 12))
    d.c((48, -10), (12, -28), (0, -48)).z()
    return path(d, INK, None)


SIGNS: dict[str, Sign] = {"hearts": heart, "diamonds": diamond, "clubs": club, "spades": spade}
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


def corners(suit: str) -> list[str]:
    """Small pips under the index letters, top-left and (turned) bottom-right."""
    x, y = W * INDEX_AT[0], H * 0.145
    return [place(SIGNS[suit], x, y, 0.42), place(SIGNS[suit], W - x, H - y, 0.42, 180)]


def pips(suit: str, rank: int) -> list[str]:
    """Number cards and the ace: lower-half pips are turned, as on every poker deck."""
    scale = 3.2 if rank == 1 else 1.12
    out = []
    for col, ny in LAYOUTS[rank]:
        out.append(place(SIGNS[suit], W * COLUMN[col], H * ny, scale, 180 if ny > 0.5 else 0))
    return out


def face(suit: str, rank: int) -> str:
    """The complete SVG of one French-suited card (no letters: the renderer adds them)."""
    from ui.art import french_courts

    body = french_courts.court(suit, rank) if rank >= 11 else pips(suit, rank)
    return card(W, corners(suit) + body)
