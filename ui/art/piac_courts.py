"""Piacentine courts: double-headed half-figures mirrored about the centre, sign in a corner."""

from __future__ import annotations

from ui.art.common import H, place
from ui.art.figures import (
    Look,
    arm,
    axe,
    cape,
    double,
    enlarge,
    head,
    horse_bust,
    horse_rear,
    torso,
)
from ui.art.piacentine import BLUE, BROWN, GREEN, MUSTARD, RED, SIGNS, YELLOW, W
from ui.art.svg import BLACK, circle, ellipse, line, poly, rect

MID = H / 2
CX = W / 2 + 20
#: (coat, trim) per rank and suit: red, blue and green costumes as on the old sheets.
COATS = {
    11: {"coppe": (RED, YELLOW), "denari": (BLUE, YELLOW), "bastoni": (GREEN, RED),
         "spade": (RED, BLUE)},
    12: {"coppe": (BLUE, RED), "denari": (RED, YELLOW), "bastoni": (RED, GREEN),
         "spade": (GREEN, YELLOW)},
    13: {"coppe": (GREEN, YELLOW), "denari": (RED, BLUE), "bastoni": (BLUE, YELLOW),
         "spade": (BLUE, RED)},
}
CAPES = {"coppe": RED, "denari": BLUE, "bastoni": RED, "spade": GREEN}
CORNER_SCALE = {"coppe": 0.85, "denari": 0.75, "bastoni": 1.6, "spade": 1.7}


def corner(suit: str) -> str:
    """The small suit sign in the top-left corner (mirrored bottom-right with the half)."""
    return place(SIGNS[suit], 88, 115, CORNER_SCALE[suit])


def held_sign(suit: str, hand: tuple[float, float], big: float = 1.25) -> str:
    """Round signs sit in the palm; long ones rise from the fist."""
    x, y = hand
    if suit in ("bastoni", "spade"):
        return place(SIGNS[suit], x, y - 95, 3.2, 0)
    return place(SIGNS[suit], x, y - 60 * big, big)


def fante(suit: str) -> list[str]:
    """A young man in a feathered cap, the sign in his raised hand."""
    coat, trim = COATS[11][suit]
    look = Look(coat, trim, coat, BROWN, "cap", hat_colour=trim if trim != YELLOW else RED)
    hand = (CX + 120, 360.0)
    return [corner(suit), torso(CX, 290, MID, 80, 120, look),
            arm((CX - 70, 310), (CX - 60, 470), coat, 38),
            head(CX, 215, 50, look), held_sign(suit, hand), arm((CX + 70, 310), hand, coat, 38)]


def re(suit: str) -> list[str]:
    """A crowned, bearded king in a cape; the Re di Denari holds an axe."""
    coat, trim = COATS[13][suit]
    look = Look(coat, trim, coat, "#d8d0c0", "crown", beard=True)
    hand = (CX + 120, 380.0)
    item = axe(hand[0], hand[1] - 40, 300) if suit == "denari" else held_sign(suit, hand)
    return [corner(suit), cape(CX, 290, MID, 105, 160, CAPES[suit]),
            torso(CX, 300, MID, 65, 85, look), arm((CX - 80, 320), (CX - 50, 470), coat, 38),
            head(CX, 215, 50, look), item, arm((CX + 80, 320), hand, coat, 38)]


def cavallo(suit: str) -> list[str]:
    """Rider and horse cut at the waist; the Cavallo di Denari is seen from behind."""
    coat, trim = COATS[12][suit]
    look = Look(coat, trim, coat, BROWN, "cap", hat_colour=trim, feather=YELLOW)
    from_behind = suit == "denari"
    steed = (horse_rear(CX + 10, MID, "#f1e9d6", trim) if from_behind
             else horse_bust(40, MID, "#f1e9d6", trim))
    hand = (CX + 115, 330.0)
    parts = [corner(suit), steed, torso(CX + 20, 290, MID - 20, 62, 80, look)]
    if from_behind:
        parts.append(line([(CX + 20, 300), (CX + 20, MID - 25)], BLACK, 4))
    parts += [head(CX + 20, 225, 44, look, back=from_behind), held_sign(suit, hand, 1.1),
              arm((CX + 70, 310), hand, coat, 34), arm((CX - 30, 310), (CX - 80, 430), coat, 34)]
    return parts


def court(suit: str, rank: int) -> list[str]:
    sign, *figure = {11: fante, 12: cavallo, 13: re}[rank](suit)
    top = [sign, enlarge(figure, CX, MID, 1.06 if rank == 12 else 1.16)]
    return double(top, W, H)


__all__ = ["MUSTARD", "circle", "court", "ellipse", "poly", "rect"]
