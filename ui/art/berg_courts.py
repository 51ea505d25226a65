"""Bergamasche courts: double-headed half-figures divided on a slant by a thin ruled line.

As on the old sheets: bare-headed Fanti and Cavalli with long loose grey hair, crowned Re;
embroidered tunics in red, blue and green (a lattice weave, a yoke edged with triangles, gold
braids crossing the breast, a gold belt, a pleated skirt bordered with arches; no sash); puffed
sleeves with gold cuffs. Each figure lifts its suit sign in one hand (a cup by its foot, a coin
on the palm, a baton or a long sword held aslant) and lays the other hand across the waist.
The Cavallo's horse looks out beside its rider, its neck in front of his body and below his
face, its rein in his hand.
"""

from __future__ import annotations

import math

from ui.art.berg_drape import cloak, purse
from ui.art.berg_dress import tunic
from ui.art.berg_fist import open_hand
from ui.art.berg_head import Look, head
from ui.art.berg_horse import horse
from ui.art.berg_ink import form, sleeve, strokes, taper
from ui.art.berg_signs import BLUE, GOLD, GREEN, RED, SIGNS, sword, tall_cup
from ui.art.busts import cuff, darker, double, hand, two
from ui.art.common import WIDTH, H, place
from ui.art.svg import BLACK, Path, circle, ellipse, group, line, path, rect

W = WIDTH["bergamasche"]
CX, MID = W / 2, H / 2
SLOPE = 0.22  # the dividing line rises to the right
GOLD2 = two(GOLD, 0.7)

#: (tunic, yoke and breast, sleeve, skirt) per rank and suit, as printed
DRESS: dict[int, dict[str, tuple[str, str, str, str]]] = {
    11: {"coppe": (RED, RED, BLUE, RED), "denari": (BLUE, GOLD, RED, BLUE),
         "bastoni": (RED, GOLD, BLUE, RED), "spade": (RED, RED, BLUE, BLUE)},
    12: {"coppe": (RED, GOLD, BLUE, RED), "denari": (BLUE, GOLD, RED, RED),
         "bastoni": (RED, GOLD, BLUE, RED), "spade": (RED, GOLD, GREEN, RED)},
    13: {"coppe": (RED, RED, BLUE, BLUE), "denari": (BLUE, GOLD, RED, BLUE),
         "bastoni": (RED, GOLD, BLUE, GREEN), "spade": (RED, GOLD, GREEN, GREEN)},
}
#: each face its own: age, eyes, nose, mouth, beard; the Re are the eldest
LOOKS: dict[int, dict[str, Look]] = {
    11: {"coppe": Look(0, 0.07, 0.03, 0.55, 0.0, 0.18, hair=0.8, grey="#e2ddd2", chin=0.9,
                       mid=0.14),
         "denari": Look(0, 0.08, -0.03, 0.5, 0.03, 0.2, hair=1.0, jaw=1.08, grey="#cfcac0",
                        mid=0.16),
         "bastoni": Look(0, 0.06, 0.05, 0.6, 0.02, 0.17, hair=1.1, grey="#bdb7ac",
                         chin=1.16, mid=0.1),
         "spade": Look(0, 0.065, 0.0, 0.62, 0.0, 0.16, hair=0.9, jaw=0.88, chin=1.2,
                       mid=0.14)},
    12: {"coppe": Look(0, 0.07, 0.04, 0.52, 0.0, 0.2, hair=1.0, grey="#e6e1d6", chin=0.88,
                       mid=0.14),
         "denari": Look(1, 0.06, -0.02, 0.58, 0.04, 0.18, hair=0.9, grey="#c4bfb5",
                        chin=1.06, mid=0.16),
         "bastoni": Look(0, 0.075, 0.02, 0.55, 0.0, 0.19, hair=1.1, jaw=1.1, mid=0.14),
         "spade": Look(1, 0.06, 0.06, 0.64, 0.02, 0.17, hair=1.2, grey="#d0cbc2", chin=1.18,
                       mid=0.16)},
    13: {"coppe": Look(0, 0.07, 0.03, 0.6, 0.0, 0.19, beard=1, hair=1.1, jaw=1.05,
                       grey="#e8e2d4", mid=0.1),
         "denari": Look(0, 0.07, -0.03, 0.55, 0.0, 0.19, hair=1.3, grey="#dcd6ca", chin=0.98,
                        mid=0.14),
         "bastoni": Look(1, 0.065, 0.05, 0.6, 0.02, 0.18, hair=1.0, jaw=1.1,
                         grey="#b9b3a8", chin=1.06, mid=0.08),
         "spade": Look(0, 0.07, 0.02, 0.62, 0.02, 0.18, hair=1.1, grey="#cdc8bf",
                       chin=1.06, mid=0.12)},
}
#: which way each face turns (−1 the viewer's left, 1 the right)
TURN = {11: {"coppe": 1, "denari": 1, "bastoni": -1, "spade": 1},
        12: {"coppe": 1, "denari": -1, "bastoni": 1, "spade": 1},
        13: {"coppe": 1, "denari": 1, "bastoni": -1, "spade": -1}}
#: the breast between the braids where it is not the tunic's cloth
#: the band above the hem where the print has one, of another cloth
HEM = {(11, "denari"): RED, (11, "bastoni"): BLUE}
CHEST = {(13, "coppe"): GOLD, (13, "denari"): RED, (12, "bastoni"): BLUE, (11, "denari"): GOLD}
#: the kings woven all over (no braids), and the cloth of the panel down their breast
WOVEN = {(13, "coppe"): (GOLD, False), (13, "spade"): ("", True),
         (13, "bastoni"): ("", False), (11, "coppe"): ("", False), (12, "spade"): ("", True)}
#: (shoulders, waist, skirt) of a court slimmer than the rest, as printed
BUILD = {(13, "denari"): (124.0, 116.0, 132.0), (11, "denari"): (114.0, 106.0, 128.0)}
#: the horse's coat (a warm tan, as printed), mane and bridle per suit
HORSE: dict[str, tuple[str, str, str]] = {
    "coppe": ("#ecbc92", "#b8302a", RED), "denari": ("#efcaa4", "#b5302a", "#27302a"),
    "bastoni": ("#e8c09a", "#b23a26", "#2c4a33"), "spade": ("#ebb68c", "#c0392b", RED)}


def cut(x: float) -> float:
    """The dividing line through the card centre, rising to the right."""
    return MID - (x - CX) * SLOPE


def seam(half: float) -> list[str]:
    """The dividing line: the two skirts meet on the slant at a thin ruled line, as printed
    (no sash); point-symmetric, so it is the same seen from either end."""
    x0, x1 = CX - half, CX + half
    rule = [(x0, cut(x0)), (x1, cut(x1))]
    return [line(rule, BLACK, 4.0), line(rule, GOLD, 1.4)]


#: how far the staff and the sword lean from upright (degrees)
LEAN = {"spade": -10.0}
RIDER_LEAN = -24.0  # the Cavallo's long sword, from the corner to the card's centre


def lean_of(suit: str, rank: int) -> float:
    """The sword's lean for this court: the Cavallo's leans far over, as printed."""
    return RIDER_LEAN if rank == 12 else LEAN[suit]


def held(suit: str, rank: int, at: tuple[float, float]) -> list[str]:
    """The suit sign in the raised hand: a cup standing in the fist, a coin on the palm, a
    staff or sword through the fist (the rider's shorter, upright; the others' long and aslant
    across the breast, down to the waist)."""
    x, y = at
    if (suit, rank) == ("coppe", 13):  # the king's great cup stands on his palm
        return [place(tall_cup, x, y - 104, 2.0, squash=0.85)]
    if suit == "coppe" and rank == 11:  # the Fante's tall cup, held up by its knot
        return [place(tall_cup, x, y - 8, 1.9, squash=0.85)]
    if suit == "coppe":  # the rider's cup is the squat one, as printed
        return [place(SIGNS["coppe"], x, y - 6, 1.45)]
    if suit == "denari":
        return [place(SIGNS["denari"], x, y - 66, 1.1)]
    if suit == "bastoni":  # a long staff through the fist (the Fante's ends below his fist)
        return [staff(at, RED if rank == 11 else BLUE, short=rank == 11)]
    lean = lean_of(suit, rank)
    a = math.radians(lean)
    size = 3.4 if rank == 13 else 3.4 * 0.9  # the king's sword, longer, hilt at the belt
    k = 34 * size
    return [place(sword, x + math.sin(a) * k, y - math.cos(a) * k, size, lean * 0.6,
                  squash=0.8)]


def scabbard(at: tuple[float, float]) -> str:
    """The Cavallo di Spade's blue scabbard, worked in a lattice, from below his fist to
    the card's centre, where it meets its reflection."""
    x, y = at[0] + 6, at[1] + 30
    spine = [(x, y), ((x + CX) / 2 + 6, (y + MID) / 2), (CX, MID + 6)]
    dx, dy = CX - x, MID - y
    n = math.hypot(dx, dy)
    ux, uy, nx, ny = dx / n, dy / n, -dy / n, dx / n
    marks = []
    for k in range(1, 6):  # a diamond lattice along it
        t = k / 6 * n
        cx, cy = x + ux * t, y + uy * t
        marks.append([(cx - 13 * nx, cy - 13 * ny), (cx + ux * 16, cy + uy * 16),
                      (cx + 13 * nx, cy + 13 * ny)])
    return (taper(spine, 48, BLACK, ends=(0.85, 0.7)) + taper(spine, 40, BLUE, ends=(0.85, 0.7))
            + strokes(marks, darker(BLUE, 0.5), 3.0))


def staff_lean(at: tuple[float, float]) -> float:
    """The lean from upright (degrees) of a staff from the card's centre through `at`."""
    return math.degrees(math.atan2(at[0] - CX, MID - at[1]))


def staff(at: tuple[float, float], head: str, *, short: bool = False) -> str:
    """The courts' baton: a long dark green staff from the card's centre (so the two halves
    make one staff across the card) up through the fist to a fluted mace head near the top
    corner, gold-collared; a `short` one (the Fante's) ends a hand's breadth below the fist
    in a gold ferrule."""
    lean = staff_lean(at)
    length = (MID - 110) / math.cos(math.radians(lean))
    foot = -(math.hypot(at[0] - CX, at[1] - MID) - 70) if short else 0.0
    shaft = [(0.0, foot), (0.0, -length + 40)]
    t = -length  # the top of the staff; the mace head reaches a little past it

    def m(u: float, v: float) -> tuple[float, float]:
        return (u * 1.35, t + v * 1.35)

    mace = [m(0, 44), m(-20, 30), m(-18, 4), m(0, -8), m(18, 4), m(20, 30)]
    body = [taper(shaft, 22, BLACK, ends=(1.0, 1.0)), taper(shaft, 15, "#2c4a33",
                                                             ends=(1.0, 1.0)),
            taper([(-3, foot - 20), (-3, t + 70)], 4, "#4f7a58", ends=(1.0, 1.0)),
            form(mace, head, 3.0, deep=0.35),
            strokes([[m(dx, 40), m(dx * 1.4, 18), m(dx, 0)] for dx in (-8, 0, 8)],
                    darker(head, 0.5), 2.0),
            ellipse(*m(0, 44), 22, 8, GOLD, BLACK, 2.4),
            ellipse(*m(0, -8), 12, 6, GOLD, BLACK, 2.2),
            circle(*m(0, -17), 7, GOLD, BLACK, 2.0)]
    if short:
        body.insert(0, ellipse(0, foot, 13, 9, GOLD, BLACK, 2.2))
    return group(body, CX, MID, lean)


def arm(joints: list[tuple[float, float]], colour: str, widths: tuple[float, ...] = (
        66, 64, 54, 42), *, buttons: bool = False) -> str:
    """A puffed sleeve from the shoulder through the elbow to the wrist, gold-cuffed; a row
    of small buttons up the forearm where the print has them (the Denari)."""
    (wx, wy), (ex, ey) = joints[-1], joints[-2]
    rot = math.degrees(math.atan2(wy - ey, wx - ex)) + 90
    out = sleeve(joints, list(widths), colour) + cuff(wx, wy, 22, rot, GOLD2)
    if buttons:
        out += "".join(circle(ex + (wx - ex) * t, ey + (wy - ey) * t, 4.2, GOLD, BLACK, 1.4)
                       for t in (0.2, 0.38, 0.56, 0.74))
    return out


def court(suit: str, rank: int) -> list[str]:
    """One court card: the top half, its reflection, the ruled line across the middle."""
    colour, panel, sleeve_c, skirt = DRESS[rank][suit]
    rider = rank == 12
    side = -1 if suit == "coppe" else 1  # where the horse stands
    cx = CX - side * 30 if rider else CX
    sh, waist, flare = BUILD.get((rank, suit)) or (
        (112.0, 104.0, 122.0) if rider else (140.0, 134.0, 148.0) if rank == 13
        else (132.0, 126.0, 140.0))  # the skirt hangs straight, as printed
    top = 200.0
    belt = 372.0 if rider else 412.0  # the tunic reaches low, the skirt a short band
    hem = [(cx - flare, cut(cx - flare) + 2), (cx + flare, cut(cx + flare) + 2)]
    look = LOOKS[rank][suit]
    turn = TURN[rank][suit]
    out = tunic(cx, colour, panel, top=top, belt=belt, hem=hem, shoulders=sh, waist=waist,
                flare=flare, straps=(rank, suit) != (11, "bastoni"), skirt=skirt,
                chest=CHEST.get((rank, suit), ""), hem_c=HEM.get((rank, suit), ""),
                banded=rank == 13,
                crossed=(rider and suit in ("bastoni", "denari")) or (rank, suit) == (13, "denari"),
                strap=RED if (rank, suit) == (13, "coppe") else GOLD,
                woven=WOVEN.get((rank, suit)), belted=(rank, suit) != (11, "coppe"),
                woven_skirt=(rank, suit) == (12, "spade"),
                cut_y=cut(cx))
    if (rank, suit) == (11, "spade"):  # a row of dark buttons down the front of the skirt
        out.append(line([(cx, belt + 12), (cx - 2, cut(cx) - 24)], darker(skirt, 0.5), 10))
        out += [circle(cx - 2 * k / 5, belt + 22 + k * 22, 5.5, "#1b2340", BLACK, 1.2)
                for k in range(5)]
    if rank == 11:  # the Fante's white collar points over the yoke
        for s in (-1, 1):
            out.append(path(Path().m(cx + s * 6, top - 8).l((cx + s * 44, top - 14),
                                                            (cx + s * 34, top + 14)).z(),
                            "#f6f1e6", BLACK, 2.4))
            if suit == "denari":  # chequered, as printed
                out += [rect(cx + s * (10 + 10 * k) - 4, top - 10 + (k % 2) * 7, 8, 7,
                             BLACK, None) for k in range(3)]
    over: list[str] = []
    if (rank, suit) == (11, "bastoni"):  # gold epaulettes: a cap over a fringe of loops
        for s in (-1, 1):
            ex = cx + s * (sh + 2)
            loops = Path()
            for k in range(6):
                lx = ex - 38 + k * 15.2
                loops.m(lx - 7, 240).q((lx - 9, 272), (lx, 274)).q((lx + 9, 272), (lx + 7, 240))
            over.append(path(loops, GOLD, BLACK, 2.2))
            over.append(strokes([[(ex - 38 + k * 15.2, 248), (ex - 38 + k * 15.2, 266)]
                                 for k in range(6)], darker(GOLD, 0.45), 2.0))
            cap = Path().m(ex - 44, 246).q((ex, 190), (ex + 44, 246)).q((ex, 236), (ex - 44, 246))
            over.append(path(cap.z(), GOLD, BLACK, 2.6))
            over.append(strokes([[(ex - 34, 238), (ex, 226), (ex + 34, 238)]],
                                darker(GOLD, 0.45), 2.0))
    crowned = rank == 13
    out.append(head(cx + 2, 150 if crowned else 126, 58, turn, look,
                    crowned="#c8262d" if crowned else ""))
    long_sign = suit in ("bastoni", "spade")
    if suit == "denari":  # the coin lifted high on the palm, beside the head
        sign_hand = (cx - sh - 6, 226.0)
    elif long_sign:  # the staff or sword held aslant across the breast
        sign_hand = ((cx - 44, 304.0) if rider else (cx - 58, 322.0) if suit == "bastoni"
                     else (cx - 84, 352.0) if rank == 13
                     else (cx - 84, 318.0))
    elif rider:  # the cup lifted over the horse's brow
        sign_hand = (cx - sh - 40, 150.0)
    elif (rank, suit) == (13, "coppe"):  # the great cup borne on the palm at the waist
        sign_hand = (cx - sh + 24, belt)
    else:
        sign_hand = (cx - sh + 16, 272.0 if suit == "coppe" else 280.0)
    if long_sign:
        raise_arm = arm([(cx - sh + 8, 236), (cx - sh - 26, 300), (cx - sh - 10, 352),
                         (sign_hand[0] - 32, sign_hand[1] + 10)], sleeve_c)
    elif suit == "denari":
        raise_arm = arm([(cx - sh + 8, 236), (cx - sh - 30, 300), (cx - sh - 24, 338),
                         (sign_hand[0] - 2, sign_hand[1] + 12)], sleeve_c, (66, 62, 52, 40),
                        buttons=True)
    elif (rank, suit) == (13, "coppe"):
        raise_arm = arm([(cx - sh + 8, 236), (cx - sh - 30, 300), (cx - sh - 26, 350),
                         (sign_hand[0] - 14, sign_hand[1] + 24)], sleeve_c)
    else:
        raise_arm = arm([(cx - sh + 8, 236), (cx - sh - 34, 300), (cx - sh - 22, 344),
                         (sign_hand[0] - 6, sign_hand[1] + 34)], sleeve_c)
    rest = (cx + 24, belt - 6) if not rider else (cx + side * 6, 352.0)
    grip = (rank, suit) == (13, "bastoni")  # both hands on the staff, the second at the waist
    if grip:
        rest = (CX + (sign_hand[0] - CX) * (MID - 398) / (MID - sign_hand[1]), 398.0)
    akimbo = (rank, suit) == (11, "spade")  # the hand on the hip, gripping the purse
    if akimbo:
        rest = (cx + waist + 6, belt - 30)
        rest_arm = arm([(cx + sh - 8, 236), (cx + sh + 16, 290), (cx + sh + 18, 330),
                        (rest[0] + 6, rest[1] - 20)], sleeve_c)
    elif (rank, suit) == (11, "bastoni"):  # the fist on the hip, the elbow out, as printed
        rest = (cx + waist - 6, belt - 4)
        rest_arm = arm([(cx + sh - 8, 236), (cx + sh + 36, 292), (cx + sh + 32, 334),
                        (rest[0] + 14, rest[1] - 16)], sleeve_c)
    else:
        rest_upper = [(cx + sh - 8, 236), (cx + sh + 30, 300), (cx + sh + 26, 352)]
        rest_arm = arm([*rest_upper, (rest[0] + 34, rest[1] + 4)], sleeve_c)
    sign = held(suit, rank, sign_hand)
    if long_sign:  # the knuckles run along the shaft
        lean = staff_lean(sign_hand) if suit == "bastoni" else lean_of(suit, rank)
        fist = hand(*sign_hand, 20, -90 + lean)
    elif (rank, suit) == (13, "coppe"):  # the palm under the cup's plinth
        fist = hand(sign_hand[0], sign_hand[1] + 10, 21, 180)
    elif suit == "coppe":  # the fist round the cup's foot
        fist = hand(*sign_hand, 19, 0)
    else:  # the coin held from below, the fingers over its rim
        fist = hand(sign_hand[0], sign_hand[1] - 10, 21, 180)
    if (rank, suit) == (12, "spade"):  # the blue scabbard from the fist to the centre
        out.append(scabbard(sign_hand))
    if (rank, suit) == (12, "coppe"):  # a red cloak over the shoulder, across the body
        out.append(cloak((cx + sh - 6, top + 8), (cx - waist - 16, belt + 34), 96.0))
    if rider:
        coat, mane, bridle = HORSE[suit]
        turned = suit in ("bastoni", "denari")  # the head looks back at the rider
        back, front = horse(cx + side * (136 if turned else 156), 206, 1.1, side, coat, mane,
                            bridle, (rest[0] + 10, rest[1] + 4), full=True, turned=turned)
        if side > 0:  # horse on the right: the rein hand crosses its neck
            out += [raise_arm, back, rest_arm, front, hand(*rest, 19, -90)]
        else:  # horse on the left: the raised arm behind its head, the cup over its brow
            out += [raise_arm, back, front, rest_arm, hand(*rest, 19, -90)]
    elif akimbo:
        out += [raise_arm, rest_arm, purse(rest[0] - 2, rest[1] + 22, 30), hand(*rest, 20, 0)]
    elif grip:
        out += [raise_arm, rest_arm]
    elif (rank, suit) == (11, "bastoni"):
        out += [raise_arm, rest_arm, hand(*rest, 20, -20)]
    else:  # the free hand laid open across the waist
        out += [raise_arm, rest_arm, open_hand(rest[0] + 18, rest[1] + 4, 60, 186)]
    out += [*over, *sign, fist]  # a staff or sword through the fist, a cup in it, a coin on it
    if grip:
        out.append(hand(*rest, 20, -90 + staff_lean(sign_hand)))
    return double(out, W, H, seam(flare + 6))


__all__ = ["GREEN", "court"]
