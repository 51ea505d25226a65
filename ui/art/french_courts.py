"""French courts: double-headed half-figures in a frame, with the suit sign beside them."""

from __future__ import annotations

from ui.art.common import H, place
from ui.art.craft import band, dark, ellipse_pts, outline, shape, stroke, toned, transform
from ui.art.figures import double, enlarge
from ui.art.french_signs import INK, RED, W, signs
from ui.art.nap_figures import OUT, Dress, arm, head, torso
from ui.art.svg import BLACK, rect

BLUE, YELLOW, CREAM, STEEL = "#1f4e9a", "#f2c417", "#fbf3dc", "#c8d0d8"
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
    """The Queen's flower: a red rose on a green stem with one leaf."""
    leaf = transform(outline((0, 0), ((-14, -10), (-30, -6), (-36, 4)), ((-24, 10), (-10, 8),
                                                                         (0, 0)), n=6), x - 4,
                     y + 50, 0)
    petals = ellipse_pts(x - 5, y - 10, 24, 22, 18)
    return "".join([band([(x, y + 90), (x - 5, y)], "#2f7d32", 7, 3),
                    toned(leaf, "#2f7d32", sw=3, step=5, hatch_sw=1.2),
                    toned(petals, RED, sw=4, step=5, angle=40, hatch_sw=1.2),
                    stroke([(x - 18, y - 12), (x - 5, y - 22), (x + 8, y - 10)],
                           dark(RED, 0.5), 2.5),
                    shape(ellipse_pts(x - 5, y - 10, 8, 8, 10), YELLOW, INK, 2.5)])


def sceptre(x: float, y: float, length: float) -> str:
    """The King's sceptre: a gold rod with an orb."""
    top = y - length / 2
    return (band([(x, y + length / 2), (x, top)], YELLOW, 12, 4)
            + toned(ellipse_pts(x, top - 12, 20, 20, 16), YELLOW, sw=4.5, step=5, hatch_sw=1.2)
            + shape(ellipse_pts(x, top - 12, 7, 7, 10), RED, INK, 2.5))


def halberd(x: float, y: float, length: float) -> str:
    """The Jack's halberd: a wooden shaft, a steel axe blade and spike."""
    top = y - length / 2
    blade = outline((x + 4, top + 10), ((x + 40, top), (x + 60, top + 20), (x + 55, top + 60)),
                    ((x + 40, top + 50), (x + 20, top + 50), (x + 4, top + 55)), n=8)
    spike = [(x - 10, top + 5), (x, top - 45), (x + 10, top + 5)]
    return (band([(x, top + length), (x, top)], "#955a35", 12, 4)
            + toned(blade, STEEL, sw=4.5, step=5, angle=90, hatch_sw=1.2)
            + toned(spike, STEEL, sw=4.5, step=5, angle=0, hatch_sw=1.2))


def half(suit: str, rank: int, style: str = "french") -> list[str]:
    """The top half of a court: sign in the frame's corner, bust, and the held attribute."""
    coat, trim = COATS[rank][suit]
    fx, fy, _, _ = FRAME
    sign = place(signs(style)[suit], fx + 55, fy + 70, 0.8)
    hand = (CX + 124, 400.0)
    shoulders, waist = 300.0, 450.0
    if rank == 13:
        dress = Dress(doublet=coat, sleeves=trim, lower=coat, hose=coat, hat=YELLOW,
                      hat_kind="crown", beard=True, moustache=True, hair="#d8d0c0",
                      cape=BLUE if coat == RED else RED, collar=CREAM)
        attribute = sceptre(hand[0], hand[1] - 60, 260)
    elif rank == 12:
        dress = Dress(doublet=coat, sleeves=trim, lower=coat, hose=coat, hat=YELLOW,
                      hat_kind="crown", hair="#8a4a1a", collar=CREAM)
        attribute = rose(hand[0], hand[1] - 60)
    else:
        dress = Dress(doublet=coat, sleeves=trim, lower=coat, hose=coat, hat=trim,
                      hat_kind="beret", feather=YELLOW if trim != YELLOW else RED,
                      hair="#7a4a1a", collar=CREAM)
        attribute = halberd(hand[0], hand[1] - 80, 300)
    figure = []
    if dress.cape:
        figure.append(toned([(CX - 66, shoulders), (CX + 66, shoulders), (CX + 150, MID - 4),
                             (CX - 150, MID - 4)], dress.cape, sw=OUT, step=8, angle=160,
                            shade=0.45, hatch_sw=1.6))
    figure += [torso(CX, shoulders, waist, dress, facing=-1),
               attribute, arm((CX + 54, shoulders + 12), (CX + 110, 440), hand, dress.sleeves),
               arm((CX - 54, shoulders + 12), (CX - 80, 430), (CX - 40, 470), dress.sleeves),
               head(CX, 232, -1, dress, scale=1.2)]
    return [sign, *figure]


def court(suit: str, rank: int, style: str = "french") -> list[str]:
    """J, Q or K: toned cream frame, mirrored halves, black border."""
    fx, fy, fw, fh = FRAME
    sign, *figure = half(suit, rank, style)
    top = [sign, enlarge(figure, CX, MID, 1.05)]
    ground = [(fx, fy), (fx + fw, fy), (fx + fw, fy + fh), (fx, fy + fh)]
    inner = [(fx + 12, fy + 12), (fx + fw - 12, fy + 12), (fx + fw - 12, fy + fh - 12),
             (fx + 12, fy + fh - 12)]
    return [shape(ground, dark(CREAM, 0.08), None), shape(inner, CREAM, None),
            *double(top, W, H, 0.16),
            rect(fx, fy, fw, fh, "none", BLACK, 8, 4)]
