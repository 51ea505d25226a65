"""French courts: double-headed half-figures in a frame, with the suit sign beside them.

Twelve figures of their own: each King, Queen and Jack has its own attribute (sword, axe,
sceptre; rose, tulip, white rose, sceptre; axe, halberd, arrow), hair, beard and the way it
looks (`LOOKS`), besides its coat colours."""

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


def rose(x: float, y: float, colour: str = RED) -> str:
    """The Queen's flower: a rose (red, or another colour) on a green stem with one leaf."""
    leaf = transform(outline((0, 0), ((-14, -10), (-30, -6), (-36, 4)), ((-24, 10), (-10, 8),
                                                                         (0, 0)), n=6), x - 4,
                     y + 50, 0)
    petals = ellipse_pts(x - 5, y - 10, 24, 22, 18)
    return "".join([band([(x, y + 90), (x - 5, y)], "#2f7d32", 7, 3),
                    toned(leaf, "#2f7d32", sw=3, step=5, hatch_sw=1.2),
                    toned(petals, colour, sw=4, step=5, angle=40, hatch_sw=1.2),
                    stroke([(x - 18, y - 12), (x - 5, y - 22), (x + 8, y - 10)],
                           dark(colour, 0.5), 2.5),
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


def tulip(x: float, y: float) -> str:
    """A tulip of three pointed petals on a long stem, with two blade leaves."""
    cup = outline((x - 26, y - 30), ((x - 30, y), (x - 14, y + 16), (x, y + 16)),
                  ((x + 14, y + 16), (x + 30, y), (x + 26, y - 30)),
                  ((x + 14, y - 14), (x + 8, y - 34), (x, y - 20)),
                  ((x - 8, y - 34), (x - 14, y - 14), (x - 26, y - 30)), n=5)
    leaves = [transform(outline((0, 0), ((-10, -30), (-8, -60), (4, -90)),
                                ((6, -60), (8, -30), (0, 0)), n=5), x, y + 110, a)
              for a in (-28, 24)]
    return "".join([band([(x, y + 120), (x, y + 10)], "#2f7d32", 7, 3),
                    *(toned(leaf, "#2f7d32", sw=3, hatched=False) for leaf in leaves),
                    toned(cup, YELLOW, sw=4, step=5, angle=40, hatch_sw=1.2),
                    stroke([(x, y - 16), (x, y + 12)], dark(YELLOW, 0.45), 2.5)])


def sword(x: float, y: float, length: float, tilt: float = 0.0) -> str:
    """A straight sword held upright by the grip at (x, y): gold cross guard, steel blade."""
    blade = transform([(-9, -30), (9, -30), (7, -length), (0, -length - 22), (-7, -length)],
                      x, y, tilt)
    guard = transform([(-40, -30), (40, -30), (40, -18), (-40, -18)], x, y, tilt)
    grip = transform([(-6, -18), (6, -18), (6, 26), (-6, 26)], x, y, tilt)
    pommel = transform([(0, 36)], x, y, tilt)[0]
    return "".join([toned(blade, STEEL, sw=4.5, step=5, angle=0, hatch_sw=1.2),
                    stroke(transform([(0, -36), (0, -length)], x, y, tilt), dark(STEEL, 0.4),
                           2.0),
                    toned(grip, "#7a4a1a", sw=4, hatched=False),
                    toned(guard, YELLOW, sw=4, hatched=False),
                    shape(ellipse_pts(*pommel, 11, 11, 10), YELLOW, INK, 3.5)])


def axe(x: float, y: float, length: float) -> str:
    """A short-hafted axe held at (x, y): a crescent blade at the head of the haft."""
    top = y - length
    blade = outline((x + 4, top + 20), ((x + 40, top - 10), (x + 70, top + 20),
                                        (x + 66, top + 70)),
                    ((x + 50, top + 60), (x + 30, top + 56), (x + 4, top + 64)), n=8)
    return (band([(x, y + 60), (x, top)], "#955a35", 12, 4)
            + toned(blade, STEEL, sw=4.5, step=5, angle=90, hatch_sw=1.2))


def arrow(x: float, y: float, length: float) -> str:
    """An arrow held upright: a barbed steel head, a shaft, red fletching."""
    top = y - length
    head = [(x - 14, top + 10), (x, top - 30), (x + 14, top + 10), (x, top + 2)]
    fletch = [[(x, y + 40), (x + s * 18, y + 54), (x + s * 18, y + 90), (x, y + 78)]
              for s in (-1, 1)]
    return "".join([band([(x, y + 84), (x, top + 6)], "#b08a4a", 7, 3),
                    *(toned(f, RED, sw=3, hatched=False) for f in fletch),
                    toned(head, STEEL, sw=4, hatched=False)])


#: what sets each court apart: (attribute, hair, beard, moustache, looks to: -1 left, 1 right)
LOOKS: dict[tuple[int, str], tuple[str, str, bool, bool, int]] = {
    (13, "hearts"): ("sword", "#d8d0c0", True, True, -1),
    (13, "diamonds"): ("axe", "#6b4520", True, True, 1),
    (13, "clubs"): ("sceptre", "#a0522d", True, True, -1),
    (13, "spades"): ("sword", "#2a211c", False, True, 1),
    (12, "hearts"): ("rose", "#8a4a1a", False, False, -1),
    (12, "diamonds"): ("tulip", "#d8a840", False, False, 1),
    (12, "clubs"): ("rose-white", "#2a211c", False, False, -1),
    (12, "spades"): ("sceptre", "#6b4520", False, False, 1),
    (11, "hearts"): ("axe", "#a0522d", False, True, -1),
    (11, "diamonds"): ("halberd", "#d8a840", False, False, 1),
    (11, "clubs"): ("arrow", "#6b4520", False, False, -1),
    (11, "spades"): ("halberd", "#2a211c", False, True, 1),
}


def half(suit: str, rank: int, style: str = "french") -> list[str]:
    """The top half of a court: sign in the frame's corner, bust, and the held attribute."""
    coat, trim = COATS[rank][suit]
    fx, fy, _, _ = FRAME
    sign = place(signs(style)[suit], fx + 55, fy + 70, 0.8)
    hand = (CX + 124, 400.0)
    shoulders, waist = 300.0, 450.0
    held, hair, beard, moustache, look = LOOKS[(rank, suit)]
    if rank == 13:
        dress = Dress(doublet=coat, sleeves=trim, lower=coat, hose=coat, hat=YELLOW,
                      hat_kind="crown", beard=beard, moustache=moustache, hair=hair,
                      cape=BLUE if coat == RED else RED, collar=CREAM)
    elif rank == 12:
        dress = Dress(doublet=coat, sleeves=trim, lower=coat, hose=coat, hat=YELLOW,
                      hat_kind="crown", hair=hair, collar=CREAM)
    else:
        dress = Dress(doublet=coat, sleeves=trim, lower=coat, hose=coat, hat=trim,
                      hat_kind="beret", feather=YELLOW if trim != YELLOW else RED,
                      hair=hair, moustache=moustache, collar=CREAM)
    hx, hy = hand
    attribute = {
        "sword": lambda: sword(hx, hy + 10, 250, -8.0),
        "axe": lambda: axe(hx, hy, 220),
        "sceptre": lambda: sceptre(hx, hy - 60, 260),
        "rose": lambda: rose(hx, hy - 60),
        "rose-white": lambda: rose(hx, hy - 60, CREAM),
        "tulip": lambda: tulip(hx, hy - 70),
        "halberd": lambda: halberd(hx, hy - 80, 300),
        "arrow": lambda: arrow(hx, hy - 20, 240),
    }[held]()
    figure = []
    if dress.cape:
        figure.append(toned([(CX - 66, shoulders), (CX + 66, shoulders), (CX + 150, MID - 4),
                             (CX - 150, MID - 4)], dress.cape, sw=OUT, step=8, angle=160,
                            shade=0.45, hatch_sw=1.6))
    figure += [torso(CX, shoulders, waist, dress, facing=look),
               attribute, arm((CX + 54, shoulders + 12), (CX + 110, 440), hand, dress.sleeves),
               arm((CX - 54, shoulders + 12), (CX - 80, 430), (CX - 40, 470), dress.sleeves),
               head(CX, 232, look, dress, scale=1.2)]
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
