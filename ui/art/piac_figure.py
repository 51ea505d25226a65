"""The twelve Piacentine courts put together: pose, face, dress, what each holds, the horse.

Each court turns in three-quarter view (or profile) the way its figure does on the old
sheets; the half-figure is drawn down to the centre line and point-reflected (see
`piac_courts`).
"""

from __future__ import annotations

from ui.art import piac_riders as rd
from ui.art.busts import double, limb
from ui.art.common import H
from ui.art.craft import dark
from ui.art.piac_body import (
    arm,
    cape,
    cuff,
    fist,
    lace_collar,
    mantle_back,
    palm,
    tippet,
    torso,
)
from ui.art.piac_courts import (
    CX,
    DRESS,
    GREEN,
    HORSES,
    MID,
    RED,
    WHITE,
    YELLOW,
    Dress,
    badge,
    club,
    corner,
    held,
    long_sceptre,
)
from ui.art.piac_drape import drape
from ui.art.piac_fanti import (
    bandolier,
    fante_spade,
    hilt,
    jerkin,
    necklace,
    sailor_collar,
    studs,
)
from ui.art.piac_hats import crown
from ui.art.piac_head import SKIN
from ui.art.piac_horse import bit_at, horse, reins
from ui.art.piac_kings import (
    broadsword,
    collar,
    cross_badge,
    ermine_lining,
    front_fall,
    hanging_arm,
    ribbons,
    sceptre_hand,
    sword_arm,
)
from ui.art.piac_portraits import FACES, portrait
from ui.art.piac_rear import hanging_leg, rear
from ui.art.piac_rich import dagged, king_robe, scallops, waist_belt
from ui.art.piac_shade import INK, shape, strands
from ui.art.piac_signs import W
from ui.art.svg import group, line

GOLD_REIN = "#d9a82a"
#: where the hand that holds nothing rests
REST: dict[tuple[str, int], str] = {
    ("denari", 11): "chest", ("bastoni", 11): "hip", ("spade", 11): "hip", ("coppe", 11): "hip",
    ("bastoni", 13): "hip", ("coppe", 12): "rein", ("denari", 12): "chest",
    ("bastoni", 12): "rein", ("spade", 12): "rein",
}
#: a cap's brim where it is not the gold (or, on a gold cap, red) of the others
BRIMS: dict[tuple[str, int], str] = {("denari", 11): "#3d6cb3", ("spade", 11): "#3a7a40",
                                     ("spade", 12): RED}


def figure(suit: str, rank: int) -> list[str]:
    """The top half of one court."""
    d = DRESS[(suit, rank)]
    fc = FACES[(suit, rank)]
    f = fc.facing
    rider = rank == 12
    flip = -1 if d.corner == "left" or (rider and HORSES[suit][2] < 0) else 1
    cx = CX - 50 * flip if rider else CX + (26 if (suit, rank) == ("denari", 11) else 0)
    hx, hy, r = cx + f * 18, 184.0, 70.0
    out: list[str] = []
    if d.corner:
        out.append(corner(suit, d.corner))
    if rider:
        coat, mane, look, behind = HORSES[suit]
        if suit in rd.CLOTH:  # the horse's body running on behind the rider to the line
            out += rd.flank(CX, look, coat[0])
        if not behind:
            hy_, hs = rd.HORSE_AT[suit][0], rd.HORSE_AT[suit][1]
            out += horse(CX + look * rd.HORSE_AT[suit][2], hy_, hs, look, coat[0], mane[0], RED,
                         neck_to=MID - 0.1 * hs if suit in rd.CLOTH else MID,
                         neck_w=0.85 if suit in rd.CLOTH else 1.0)
        else:  # seen from behind, the head turned out past the rider's shoulder
            out += horse(CX + flip * 128, 196.0, 140.0, flip, coat[0], mane[0], RED,
                         neck_to=380.0, tilt=-16.0, neck_w=0.6)
    at_rider, at_rear = len(out), len(out)
    w0 = 96.0 if rider else (120.0 if rank == 13 else 116.0)
    top = 264.0
    if d.mantle:
        spread = {("coppe", 13): 40.0, ("denari", 13): 30.0, ("spade", 13): 22.0,
                  ("spade", 12): 28.0}.get(
            (suit, rank), 0.0)
        out += mantle_back(cx, f, d.mantle, w0, top, spread=spread,
                           near_only=(suit, rank) in (("denari", 13), ("coppe", 13),
                                                      ("spade", 12)))
        if (suit, rank) == ("spade", 12):  # its yellow lining turned out along the edge
            out += rd.lining(cx, f, w0, top, spread)
    if (suit, rank) == ("spade", 13):  # ermine lining; ribbons flying from the crown
        out += ermine_lining(cx, f, w0, top, MID)
        out += ribbons(hx - f * 50, hy - 10, -f)
    before, after = portrait(hx, hy, r, fc)
    out += before
    out.append(limb([(hx - f * 8, hy + r * 0.7), (hx - f * 12, hy + r * 1.7)],
                    [r * 0.62, r * 0.74], (SKIN, dark(SKIN, 0.18)), 3.0))
    at_torso = len(out)
    out += torso(cx, f, d.coat, d.panel, top=top, width=w0, gown=rank == 13,
                 back=(suit, rank) == ("bastoni", 12),
                 rich=(suit, rank) in (("spade", 11), ("bastoni", 11)),
                 taper=(suit, rank) == ("bastoni", 11),
                 plain=(suit, rank) in (("coppe", 11), ("denari", 11)),
                 scrolled=(suit, rank) == ("spade", 11),
                 darks=rank != 12 and (suit, rank) != ("coppe", 13),
                 vee="#3d6cb3" if (suit, rank) in (("denari", 11), ("coppe", 11)) else None,
                 waist=0.84 if rank == 11 else 1.0,
                 spine=(suit, rank) not in (("bastoni", 13), ("denari", 13), ("coppe", 12)))
    if (suit, rank) == ("bastoni", 11):
        out += studs(cx, f, w0, top, 420.0)
        out += necklace(cx, top)
    if (suit, rank) == ("spade", 12):  # the checked cape over his shoulders
        out += rd.capelet(cx, w0, top)
    elif (suit, rank) == ("denari", 12):
        out += rd.yoke(cx, w0, top)
    if (suit, rank) == ("coppe", 11):  # the green jerkin open over the red doublet
        out += jerkin(cx, f, w0, top, GREEN)
        out += sailor_collar(cx, top, "#3d6cb3")
    if rider and HORSES[suit][3]:  # astride the horse seen from behind: the thighs
        at_rear = len(out)
    if (suit, rank) == ("coppe", 13):
        out += king_robe(cx, f, w0, top, MID)
    if (suit, rank) == ("coppe", 11):  # the gold bandolier with black stars, shoulder to hip
        out += bandolier((cx - 74, 262.0), (cx + 100, 474.0))
    elif (suit, rank) == ("bastoni", 12):  # across his back, from the far shoulder
        out += bandolier((cx + 84, 270.0), (cx - 96, 440.0), 46.0)
    if not rider and (suit, rank) != ("coppe", 13):
        out += waist_belt(cx, f, w0, "#2c2a34" if (suit, rank) == ("bastoni", 13) else
                          RED if (suit, rank) == ("spade", 11) else
                          YELLOW if rank == 13 or suit == "spade" else
                          GREEN if suit == "denari" else "#3d6cb3",
                          cable=(suit, rank) == ("spade", 13), waist=0.84 if rank == 11 else 1.0)
    if (suit, rank) == ("bastoni", 12):  # the scalloped saddle-cloth at the rider's waist
        out += scallops(cx - 120, CX + 196, MID - 86, 62)
    if rider and suit in rd.CLOTH:  # a dagged saddle-cloth over the horse, under the hands
        lk = HORSES[suit][2]
        xs = sorted((CX - lk * 20, CX + lk * 212))
        out += dagged(xs[0], xs[1], MID - 92, 46, cloth=rd.CLOTH[suit][0], tooth=rd.CLOTH[suit][1],
                      sag=26.0)
    if (suit, rank) == ("spade", 13):
        out += collar(cx, top, f)
        out += cross_badge(cx + f * 14, 328)
    elif d.badge:
        out.append(badge(cx + f * 20, 340))
    if (suit, rank) == ("bastoni", 13):  # a dark strap across the robe, a gold buckle
        out.append(strands([[(cx - f * 90, 330.0), (cx + f * 100, 440.0)]], "#1c1712", 22.0))
        out.append(strands([[(cx - f * 88, 331.0), (cx + f * 98, 439.0)]], "#3a3a44", 16.0))
        out.append(shape([(cx - 14, 372.0), (cx + 14, 372.0), (cx + 14, 398.0),
                          (cx - 14, 398.0)], "#efc63a", "#1c1712", 2.4))
    side = d.raise_side or -flip
    near = side == -f
    shoulder = (cx + side * w0 * (0.98 if near else 0.74), top + 30)
    if d.held == "cup":  # lifted out at the shoulder
        hand_at, elbow = (cx + side * (w0 + 28), 330.0), (cx + side * (w0 - 6), 436.0)
    elif (suit, rank) == ("denari", 11):  # the coin lifted high beside his head, the
        # forearm upright from an elbow held low at his side
        hand_at, elbow = (cx + side * (w0 + 22), 244.0), (cx + side * (w0 + 70), 396.0)
    elif (suit, rank) == ("denari", 12):  # the rider's too, his elbow out over the horse
        hand_at, elbow = (cx + side * (w0 + 30), 250.0), (cx + side * (w0 + 66), 392.0)
    elif (suit, rank) == ("bastoni", 12):  # the club shouldered, the fist by his shoulder
        hand_at, elbow = (cx + side * (w0 + 22), 318.0), (cx + side * (w0 + 40), 420.0)
    elif (suit, rank) == ("spade", 12):  # the blade raised by his shoulder
        hand_at, elbow = (cx + side * (w0 + 34), 304.0), (cx + side * (w0 + 44), 428.0)
    elif d.held == "coin":  # held up beside the head
        hand_at, elbow = (cx + side * (w0 + 26), 318.0), (cx + side * (w0 + 52), 410.0)
    elif (suit, rank) == ("denari", 13):  # the halberd gripped low, the forearm level
        hand_at, elbow = (cx + side * (w0 + 40), 430.0), (cx + side * w0 * 0.62, 420.0)
    elif (suit, rank) == ("bastoni", 13):  # the club raised at the breast
        hand_at, elbow = (cx + side * (w0 + 30), 340.0), (cx + side * (w0 - 2), 446.0)
    else:  # gripping a staff at the side, the forearm rising from a low elbow
        hand_at, elbow = (cx + side * (w0 + 44), 372.0), (cx + side * (w0 + 16), 432.0)
    if (suit, rank) == ("spade", 11):  # the cloak over his arms, the hands out of it
        out += fante_spade(cx, f, w0, top, MID, d.mantle or RED, "#2a2a33")
    elif (suit, rank) == ("spade", 13):  # sword upright at his side, the near arm across
        fx, fy = cx + f * (w0 + 14), 350.0
        out += hanging_arm(cx, f, f, w0, top, MID, d.sleeve)
        out += broadsword(fx - f * 2, fy, 56.0)
        out += sword_arm(cx, f, w0, top, d.sleeve, (fx, fy))
    elif (suit, rank) == ("bastoni", 11):  # both hands on the hips, the great club leaning
        # against his arm from behind
        k, x0 = 1.5, cx + 96  # a great club, half as thick again as the others
        out.append(group([club(x0, 96, 500, lean=30.0)], x0 * (1 - k), 0.0, 0.0, k, 1.0))
        out += crown(x0 + 30 * 0.87 * k, 150, 50, 1, YELLOW, RED)
        out += _rest_arm(cx, side, w0, top, "hip", d, f)
    elif d.held == "rein":  # both hands on the reins
        out += _rest_arm(cx, side, w0, top, "rein", d, f)
    else:
        back, front = held(suit, d, hand_at, coin=1.35 - 0.2 * (rank - 11))
        if (suit, rank) == ("spade", 12):
            back = [rd.raised_blade(*hand_at, 14.0 * side)]
        elif (suit, rank) == ("bastoni", 12):  # gripped low, leaning out over his shoulder
            back = [club(hand_at[0] + 8, 56.0, hand_at[1] + 70, lean=-18.0)]
        if (suit, rank) == ("bastoni", 13):  # the near arm hangs under the mantle thrown
            # over his shoulder and across the breast; the club and its hand over both
            out += hanging_arm(cx, -side, f, w0, top, MID, d.sleeve, band=True)
        out += back
        level = (suit, rank) == ("denari", 13)  # the forearm comes in level to the hand
        wrist = ((hand_at[0] - side * 26, hand_at[1] + 6) if level else
                 (hand_at[0] - side * 4, hand_at[1] + 24))
        out += arm([shoulder, elbow, wrist], rd.SLIM.get((suit, rank), [60, 50, 38]),
                   d.sleeve, f, puff=d.puffs, band=rank == 13 and d.sleeve != WHITE,
                   fur=d.sleeve == WHITE)
        if (suit, rank) == ("bastoni", 13):  # the swag over the upper arm, under the hand
            out += drape(cx, f, d.mantle or RED, w0, top)
            out += collar(cx, top - 6, f)
        broad = suit == "denari" and rank < 13  # the Denari's broad yellow cuffs
        out.append(cuff(wrist[0] + side * 4, wrist[1], 22, (side, -0.1)) if level else
                   cuff(hand_at[0] - side * 3, hand_at[1] + 28, 22 + 6 * broad, (side * 0.3, -1),
                        9 + 22 * broad))
        out += (palm(hand_at[0], hand_at[1] + 4, 24, -80 - side * 10, SKIN) if front
                else fist(hand_at[0], hand_at[1] - 8 * (d.held == "coin"), 27, -side, SKIN))
        out += front
    if (suit, rank) == ("coppe", 11):  # the hand at the hip rests on his sword's hilt
        out += hilt(cx - side * (w0 - 20), 452.0, -side)
    if (suit, rank) in (("spade", 13), ("spade", 11)):
        rest_arm = []
    elif (suit, rank) == ("denari", 13):  # the free arm under the mantle brought forward
        rest_arm = front_fall(cx, f, w0, top, MID, d.mantle or RED)
    elif (suit, rank) == ("bastoni", 13):
        rest_arm = []
    elif (suit, rank) == ("coppe", 13):  # the sceptre gripped aslant at the breast
        rod = long_sceptre((CX - 196, 150), (CX, MID))
        rest_arm = sceptre_hand(cx, f, w0, top, (CX - 62, 390.0), d.sleeve, True, rod)
    else:
        rest_arm = _rest_arm(cx, -side, w0, top, REST.get((suit, rank), "belt"), d, f,
                             rd.SLIM.get((suit, rank), [60, 50, 38]))
    if (suit, rank) == ("bastoni", 12):  # seen from behind, the rein hand is out of sight
        out[at_torso:at_torso] = rest_arm
    else:
        out += rest_arm
    if (suit, rank) == ("coppe", 12):  # the falling collar over his shoulders and sleeves
        out += lace_collar(cx + f * 10, top)
    if rider and not HORSES[suit][3]:
        look = HORSES[suit][2]
        y, s, dx = rd.HORSE_AT[suit]
        bit = (CX + look * (dx + 0.5 * s), y + 0.78 * s)
        out += reins(bit, (cx + side * -16, 452.0), GOLD_REIN)
        if d.held == "rein":
            out += reins(bit, (cx + side * 16, 452.0), GOLD_REIN)
    if (suit, rank) == ("denari", 13):
        out += tippet(cx, f, w0, top)
    elif d.mantle and (suit, rank) in (("bastoni", 13), ("spade", 11)):
        pass  # the Re's thrown over one shoulder, the Fante's a cloak: drawn with the arms
    elif d.mantle and not rider and (suit, rank) not in (("coppe", 13), ("spade", 13)):
        # the Re di Coppe's and di Spade's mantles hang behind only
        out += cape(cx, f, d.mantle, w0, top, ermine=False)
    out += after
    if rank == 13:
        out += crown(hx, hy, r, f, YELLOW, RED)
    elif (suit, rank) == ("bastoni", 11):  # a crowned red cap, a great plume behind
        out += rd.crowned_cap(hx, hy, r, f, d.plumes)
    else:
        brim = BRIMS.get((suit, rank), YELLOW if d.hat != YELLOW else RED)
        out += rd.worn_cap((suit, rank), hx, hy, r, f, d.hat, brim, d.plumes)
    if rider and HORSES[suit][3]:
        out = _over_rear(out, at_rider, at_rear, cx, suit, flip)
    return out


def _over_rear(out: list[str], at_rider: int, at_rear: int, cx: float, suit: str, flip: int
               ) -> list[str]:
    """The rider on the horse seen from behind, drawn a size smaller and higher so that he
    sits above its hindquarters; the hindquarters over his lap, his arms over them, the reins
    from the turned head to the hand at his chest."""
    s, dy = 0.88, -14.0

    def moved(body: list[str]) -> str:
        return group(body, (1 - s) * cx, dy, 0.0, s)

    hand = (cx + flip * 6, 378.0)
    return [*out[:at_rider], moved(out[at_rider:at_rear]),
            *rear(cx - 14, 364.0, HORSES[suit][0][0], HORSES[suit][1][0]),
            # the saddle-cloth under him, green with a dagged red edge, over the croup
            *dagged(cx - 96, cx + 84, 386.0, 24, cloth=GREEN, tooth=RED, sag=10.0),
            *hanging_leg((cx + 64, 382.0), (cx + 92, MID + 4), "#3d6cb3", YELLOW),
            moved(out[at_rear:]),
            *reins(bit_at(CX + flip * 128, 196.0, 140.0, flip, -16.0),
                   (cx + (hand[0] - cx) * s, hand[1] * s + dy), GOLD_REIN)]


def _rest_arm(cx: float, s: int, w0: float, top: float, pose: str, d: Dress, f: int,
              widths: list[float] | None = None) -> list[str]:
    """The other arm, on side `s`: a hand on the hip (elbow out), on the belt, on the chest,
    or forward on the reins."""
    shoulder = (cx + s * w0 * (0.98 if s == -f else 0.74), top + 30)
    if pose == "hip":
        elbow, wrist, at, rot = ((cx + s * (w0 + 58), 376.0), (cx + s * (w0 - 4), 444.0),
                                 (cx + s * (w0 - 26), 450.0), 0 if s < 0 else 180)
    elif pose == "chest":
        elbow, wrist, at, rot = ((cx + s * (w0 + 8), 432.0), (cx + s * 22, 384.0),
                                 (cx - s * 2, 372.0), -30 if s > 0 else 210)
    else:  # the belt, or the reins held low in front
        elbow, wrist, at, rot = ((cx + s * (w0 + 18), 424.0), (cx + s * 44, 450.0),
                                 (cx + s * 16, 452.0), 0 if s > 0 else 180)
        rot = 180 - rot
    out = arm([shoulder, elbow, wrist], widths or [60, 50, 38], d.sleeve, f, puff=d.puffs,
              band=w0 >= 120 and d.sleeve != WHITE, fur=d.sleeve == WHITE and w0 >= 120)
    broad = d.held in ("coin", "staff")  # the broad yellow cuffs of the Denari, the Coppe
    out.append(cuff(*wrist, 21 + 6 * broad, (wrist[0] - elbow[0], wrist[1] - elbow[1]),
                    9 + 22 * broad))
    out += palm(*at, 24, rot, SKIN)
    return out


def court(suit: str, rank: int) -> list[str]:
    """One court: the half-figure and its point reflection meeting at a thin line, the
    figure running on through the middle (on the Cavalli the horse and its saddle-cloth)."""
    return double(figure(suit, rank), W, H, [line([(40.0, MID), (W - 40.0, MID)], INK, 2.4)])


__all__ = ["FACES", "WHITE", "court", "figure"]
