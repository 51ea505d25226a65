"""Napoletane courts: single-headed full figures on a floor strip coloured by suit."""

from __future__ import annotations

from ui.art.common import SKIN
from ui.art.figures import Look, arm, head, held, horse, legs, mantle, torso
from ui.art.napoletane import (
    COBALT,
    CRIMSON,
    DEEP,
    FLOOR,
    GREEN,
    LEAF,
    LEMON,
    SIGNS,
    W,
    sword,
)
from ui.art.svg import BLACK, circle, ellipse, group, line, rect

CX = W / 2
FEET = 872.0
COATS = {"coppe": (CRIMSON, LEMON, COBALT), "denari": (COBALT, LEMON, CRIMSON),
         "bastoni": (LEAF, LEMON, CRIMSON), "spade": (DEEP, LEMON, LEAF)}
MANTLES = {"coppe": CRIMSON, "denari": DEEP, "bastoni": CRIMSON, "spade": COBALT}


def floor(suit: str) -> str:
    """The strip the figure stands on; its colour tells the suit at a glance."""
    return rect(40, FEET - 6, W - 80, 70, FLOOR[suit], BLACK, 7, 6)


def sign_aloft(suit: str, x: float, hand_y: float, scale: float) -> str:
    """The suit sign raised above a hand; long signs are gripped near their lower end."""
    sign = SIGNS[suit]
    if suit in ("bastoni", "spade"):
        s = scale * 2.3
        return held(sign, x, hand_y - 30 * s, s, -8)
    return held(sign, x, hand_y - 50 * scale - 10, scale)


def branch(x: float, y: float) -> str:
    """The leafy branch the Fante di Spade holds up."""
    stem = [(x, y), (x - 20, y - 90), (x - 10, y - 170)]
    leaves = "".join(group(ellipse(0, -22, 12, 24, LEAF, BLACK, 5), px, py, a)
                     for px, py, a in ((x - 12, y - 60, -50), (x - 18, y - 110, 45),
                                       (x - 14, y - 150, -40), (x - 8, y - 175, 10)))
    return line(stem, BLACK, 18) + line(stem, GREEN, 10) + leaves


def fante(suit: str) -> list[str]:
    """A young standing figure on two legs, the sign held aloft."""
    coat, trim, hose = COATS[suit]
    look = Look(coat, trim, hose, "#7a4a1a", "cap", hat_colour=CRIMSON if coat != CRIMSON else
                COBALT)
    hand = (175.0, 210.0)
    parts = [floor(suit), legs(CX, 590, FEET, 34, 42, hose),
             torso(CX, 300, 615, 78, 118, look), head(CX, 228, 50, look),
             arm((CX - 62, 320), hand, coat, 36)]
    if suit == "spade":
        parts.insert(0, branch(*hand))
        parts.append(held(sword, CX + 122, 690, 4.2, 180))
        parts.append(arm((CX + 62, 320), (CX + 122, 510), coat, 36))
    else:
        parts.append(sign_aloft(suit, hand[0], hand[1], 1.35))
        parts.append(arm((CX + 62, 320), (CX + 105, 560), coat, 36))
    return parts


def re(suit: str) -> list[str]:
    """A crowned, bearded king in a long mantle down to the ground, holding his sign."""
    coat, trim, _ = COATS[suit]
    cape = MANTLES[suit]
    look = Look(coat, trim, coat, "#d8d0c0", "crown", beard=True)
    hand = (CX + 130, 470.0)
    parts = [floor(suit), mantle(CX, 300, FEET + 10, 92, 205, cape, LEMON),
             torso(CX, 305, 560, 60, 78, look), head(CX, 222, 52, look),
             arm((CX - 75, 330), (CX - 105, 540), cape, 38), arm((CX + 75, 330), hand, cape, 38)]
    if suit in ("bastoni", "spade"):
        parts.append(held(SIGNS[suit], hand[0] + 5, hand[1] - 150, 4.0, 6))
    else:
        parts.append(held(SIGNS[suit], hand[0] + 10, hand[1] - 78, 1.45))
    parts.append(circle(hand[0], hand[1], 20, SKIN, BLACK, 7))
    return parts


def cavallo(suit: str) -> list[str]:
    """A rider on a pale horse walking left (four legs), holding the sign."""
    coat, trim, hose = COATS[suit]
    look = Look(coat, trim, hose, "#5a3a1a", "beret", hat_colour=trim)
    rx = CX + 30
    hand = (rx + 120, 300.0)
    leg = [(rx + 5, 540), (rx + 45, 640), (rx + 35, 730)]
    return [floor(suit), horse(CX + 20, 610, pale="#f4efe2", cloth=FLOOR[suit], legs_to=FEET),
            torso(rx, 385, 555, 50, 68, look), line(leg, BLACK, 50), line(leg, hose, 36),
            ellipse(rx + 25, 740, 32, 16, BLACK, BLACK, 4),
            head(rx, 320, 42, look), sign_aloft(suit, hand[0], hand[1], 1.2),
            arm((rx + 40, 405), hand, coat, 32), arm((rx - 40, 405), (rx - 90, 520), coat, 32)]


def court(suit: str, rank: int) -> list[str]:
    return {11: fante, 12: cavallo, 13: re}[rank](suit)
