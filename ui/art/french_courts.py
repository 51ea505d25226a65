"""French courts: double-headed half-figures in a frame, with the suit sign beside them."""

from __future__ import annotations

from ui.art.common import H, place
from ui.art.figures import Look, arm, cape, double, enlarge, head, torso
from ui.art.french import INK, RED, SIGNS, W
from ui.art.svg import BLACK, Path, circle, ellipse, line, path, rect

BLUE, YELLOW, CREAM = "#1f4e9a", "#f2c417", "#fbf3dc"
MID = H / 2
CX = W / 2 + 25
FRAME = (W * 0.16, H * 0.055, W * 0.68, H * 0.89)
#: (coat, trim) by rank, alternating per suit colour so red and black suits differ too.
COATS = {
    11: {"hearts": (RED, YELLOW), "diamonds": (YELLOW, RED), "clubs": (BLUE, YELLOW),
         "spades": (INK, YELLOW)},
    12: {"hearts": (YELLOW, RED), "diamonds": (RED, BLUE), "clubs": (YELLOW, BLUE),
         "spades": (BLUE, RED)},
    13: {"hearts": (RED, BLUE), "diamonds": (BLUE, YELLOW), "clubs": (RED, YELLOW),
         "spades": (BLUE, YELLOW)},
}


def rose(x: float, y: float) -> str:
    """The Queen's flower."""
    stem = [(x, y + 90), (x - 5, y)]
    return "".join([line(stem, BLACK, 12), line(stem, "#2f7d32", 6),
                    ellipse(x - 20, y + 45, 16, 8, "#2f7d32", BLACK, 3),
                    circle(x - 5, y - 10, 22, RED, BLACK, 4), circle(x - 5, y - 10, 9, YELLOW,
                                                                      BLACK, 3)])


def sceptre(x: float, y: float, length: float) -> str:
    """A King's sceptre (or a Jack's halberd when `blade`)."""
    return (rect(x - 6, y - length / 2, 12, length, YELLOW, BLACK, 5)
            + circle(x, y - length / 2 - 10, 18, YELLOW, BLACK, 5)
            + circle(x, y - length / 2 - 10, 7, RED, BLACK, 3))


def halberd(x: float, y: float, length: float) -> str:
    top = y - length / 2
    blade = Path().m(x + 4, top + 10).q((x + 60, top + 5), (x + 55, top + 60)).q(
        (x + 30, top + 45), (x + 4, top + 55)).z()
    return (rect(x - 6, top, 12, length, "#955a35", BLACK, 5) + path(blade, "#c8d0d8", BLACK, 5)
            + path(Path().m(x - 10, top + 5).l((x, top - 45), (x + 10, top + 5)).z(), "#c8d0d8",
                   BLACK, 5))


def half(suit: str, rank: int) -> list[str]:
    """The top half of a court: sign in the frame's corner, bust, and the held attribute."""
    coat, trim = COATS[rank][suit]
    fx, fy, _, _ = FRAME
    sign = place(SIGNS[suit], fx + 55, fy + 70, 0.8)
    hand = (CX + 130, 400.0)
    if rank == 13:
        look = Look(coat, trim, coat, "#d8d0c0", "crown", beard=True)
        return [sign, cape(CX, 300, MID, 110, 165, BLUE if coat == RED else RED),
                torso(CX, 310, MID, 70, 90, look), head(CX, 225, 52, look),
                sceptre(hand[0], hand[1] - 60, 260), arm((CX + 80, 330), hand, coat, 40),
                arm((CX - 85, 330), (CX - 60, 470), coat, 40)]
    if rank == 12:
        look = Look(coat, trim, coat, "#8a4a1a", "queen")
        return [sign, torso(CX, 310, MID, 80, 125, look), head(CX, 225, 52, look),
                rose(hand[0], hand[1] - 60), arm((CX + 75, 330), hand, coat, 38),
                arm((CX - 75, 330), (CX - 50, 470), coat, 38)]
    look = Look(coat, trim, coat, "#7a4a1a", "cap", hat_colour=trim, feather=YELLOW
                if trim != YELLOW else RED)
    return [sign, torso(CX, 300, MID, 82, 120, look), head(CX, 225, 52, look),
            halberd(hand[0], hand[1] - 80, 300), arm((CX + 75, 320), hand, coat, 38),
            arm((CX - 75, 320), (CX - 55, 470), coat, 38)]


def court(suit: str, rank: int) -> list[str]:
    """J, Q or K: cream frame, mirrored halves, black border."""
    fx, fy, fw, fh = FRAME
    sign, *figure = half(suit, rank)
    top = [sign, enlarge(figure, CX, MID, 1.1)]
    return [rect(fx, fy, fw, fh, CREAM, None), *double(top, W, H, 0.16),
            rect(fx, fy, fw, fh, "none", BLACK, 8, 4)]
