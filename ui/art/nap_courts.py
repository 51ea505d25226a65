"""The twelve Napoletane courts, each with the pose, dress and attribute the pattern gives it.

Fanti stand on two legs, Cavalli ride a walking horse, Re wear a crown and a cape to the floor;
the floor strip is the suit's colour (red Coppe, yellow Denari, green Bastoni, blue Spade).
What each one holds follows the scans in shared/reference/decks/napoletane (see
docs/card-art.md for the list); the figures themselves are our own drawing.
"""

from __future__ import annotations

from collections.abc import Callable

from ui.art.common import place
from ui.art.craft import FINE, HAIR, INK, dark, hatch, shape, stroke
from ui.art.nap_body import hand as fist
from ui.art.nap_body import sleeve
from ui.art.nap_drape import from_forearm, over_arm
from ui.art.nap_dress import etone
from ui.art.nap_figures import (
    GOLD,
    WHITE,
    Dress,
    Pose,
    back_person,
    palm,
    person,
    rider,
    staff,
)
from ui.art.nap_horse import LIFT, PRANCE, RAISED, TURNED, WALK, horse
from ui.art.nap_horsehead import PROFILE, tilted
from ui.art.nap_props import FEET, floor, lily, purse, rapier, ribbed_club, scimitar, slab
from ui.art.nap_regalia import pooled
from ui.art.nap_shade import form, line
from ui.art.nap_signs import DEEP, LEMON, SIGNS, W, coin, cup, sun_face
from ui.art.svg import circle, group

CX = W / 2
RIDER_SCALE = 1.18
STAND = 1.12  # standing figures' scale about their feet
HORSE_SIZE = 0.9
RED, BLUE, GREEN, YELLOW = "#c8161d", "#1c56c8", "#1f7a28", "#f2d21c"
DARK_GREEN, BLACKISH = "#1f4a22", "#2a2622"


def held(suit: str, x: float, y: float, scale: float, rot: float = 0.0,
         squash: float = 1.0) -> str:
    return place(SIGNS[suit], x, y, scale, rot, squash=squash)


# ---------------------------------------------------------------------------- Fanti


def fante_coppe() -> str:
    """A youth in a green beret, the cup raised on his palm held out at his side (not over
    his shoulder), a baton in the other hand."""
    dress = Dress(doublet="#2f8a36", sleeves=RED, lower=YELLOW, hose="#2f8a36", hat="#2f8a36",
                  hat_kind="beret", feather=RED, garter=RED, collar=LEMON, hair="#8a93a6",
                  front=True, lobes=0.84)
    x = CX + 20
    pose = Pose(x, FEET, -1, front_arm=((x + 104, 420), (x + 62, 478)),
                back_arm=((x - 166, 388), (x - 168, 306)), stance=(-36, 46),
                knees=(4, -12), free=1)
    # the doublet's front: a blue placket edged white down to the belt, as printed
    placket = (shape([(x - 10, 300), (x + 10, 300), (x + 12, 438), (x - 12, 438)], BLUE, INK,
                     FINE)
               + line([(x, 304), (x + 1, 370), (x, 434)], WHITE, 4.0))
    # the hand on the hip, the baton slanting down behind it
    # the broad yellow collar lying over his shoulders, its edge cut in a fringe of scallops
    edge: list[tuple[float, float]] = []
    for i in range(17):
        u = -1 + i / 8
        edge.append((x + u * 84, 316 + 30 * (1 - u * u) + (10 if i % 2 else 0)))
    collar = form([(x - 30, 284), (x + 30, 284), (x + 70, 294), (x + 92, 310),
                   *reversed(edge), (x - 92, 310), (x - 70, 294)], LEMON, angle=90, depth=0.3,
                  lines=1, gloss=0, sw=FINE, tension=0.5)
    collar += line([(x - 60, 300), (x, 318), (x + 60, 300)], dark(LEMON, 0.4), HAIR)
    collar += "".join(line([(x + u * 30, 292 + abs(u) * 4), (x + u * 70, 320 + 24 * (1 - u * u))],
                           dark(LEMON, 0.45), HAIR) for u in (-1, -0.6, -0.2, 0.2, 0.6, 1))
    return (staff([(x + 40, 452), (x + 150, 610)], GOLD, 10) + person(pose, dress) + placket
            + collar + held("coppe", x - 170, 240, 1.45))


def fante_denari() -> str:
    """A youth in a red beret and open jerkin, the coin held up at his side level with his
    head (the arm bent up from a low elbow), a purse at his side."""
    dress = Dress(doublet=GOLD, sleeves=YELLOW, lower=DARK_GREEN, hose=RED, hat=RED,
                  hat_kind="beret", feather=LEMON, vest=RED, shoes=GOLD, garter=GOLD,
                  hair="#8a93a6", collar=WHITE, caps=DARK_GREEN, puff=0.6, lobes=0.8)
    x = CX + 15
    pose = Pose(x, FEET, 1, front_arm=((x + 84, 430), (x + 78, 500)),
                back_arm=((x - 150, 384), (x - 158, 300)), stance=(-46, 40), knees=(-6, 4),
                free=-1)
    # the jerkin's broad white lapels, open in a V down to the belt
    lapels = "".join(etone([(x + k * 60, 292), (x + k * 20, 294), (x + k * 6, 432),
                            (x + k * 26, 434)], WHITE, angle=90, shade=0.3) for k in (-1, 1))
    return (person(pose, dress) + lapels + purse(x + 78, 500)
            + held("denari", x - 160, 232, 1.3))


def fante_bastoni() -> str:
    """The youth seen from behind, his head turned to the left in profile under a green beret
    with a red plume, holding the leafy club out before him."""
    dress = Dress(doublet=YELLOW, sleeves=BLUE, lower=RED, hose=YELLOW, hat="#2f8a36",
                  hat_kind="beret", feather=RED, vest="#2f8a36", garter="#2f8a36",
                  hair="#b8b0a0", head=1.14)
    x = CX + 40
    pose = Pose(x, FEET, -1, front_arm=((x + 84, 430), (x + 80, 505)),
                back_arm=((x - 78, 446), (x - 156, 424)), stance=(-74, 24), knees=(-10, 2),
                free=-1)
    club = held("bastoni", x - 162, 340, 2.8, -6)
    # the elbow bent at his side, the forearm out level, the fist round the handle
    return back_person(pose, dress) + club + fist((x - 154, 426), (x - 78, 446), 17)


def fante_spade() -> str:
    """A youth in a yellow cap with a palm frond, the long sword held point-down at his side."""
    dress = Dress(doublet=RED, sleeves=YELLOW, lower=DARK_GREEN, hose="#f0d8ae", hat=YELLOW,
                  hat_kind="beret", feather=BLUE, collar=WHITE, hair="#8a8478", look=-1,
                  long_hair=True)
    x = CX
    pose = Pose(x, FEET, 1, front_arm=((x + 96, 390), (x + 112, 300)),
                back_arm=((x - 104, 410), (x - 130, 440)), stance=(-50, 34),
                knees=(8, 0), free=-1)
    sword = rapier(x + 112, 322, 762)  # his own sword, not the suit sign
    return (palm(x - 130, 470, 300, -14) + sword + person(pose, dress)
            + sleeve((x + 54, 318), (x + 96, 390), (x + 112, 300), YELLOW))


# ---------------------------------------------------------------------------- Cavalli


def _cavallo(suit: str, facing: int, dress: Dress, cloth: str, attribute: Callable[
        [float, float], str], *, hand_up: tuple[float, float], stride: int,
        collar: tuple[str, str] | None = None, lead: bool = False, tilt: float = 0.0,
        bands: str | None = None) -> str:
    hx = CX - facing * 26 * HORSE_SIZE
    far, near, bit = horse(hx, FEET, facing, cloth, (RAISED, WALK, PRANCE)[stride],
                           size=HORSE_SIZE, trim="#2f8a36" if cloth == YELLOW else GOLD,
                           collar=collar, carriage=20.0 if stride == 2 else 55.0,
                           head=TURNED if suit == "denari" else tilted(PROFILE, tilt))
    seat = FEET - (404 + LIFT) * HORSE_SIZE
    # the rider a size up from the horse, as on the sheet: drawn round his seat, then scaled
    # there; his raised hand is placed so that it lands on `hand_up` after the scaling
    k, sx = RIDER_SCALE, hx - facing * 30 * HORSE_SIZE
    hand = (sx + (hand_up[0] - sx) / k, seat + (hand_up[1] - seat) / k)
    rein = (sx + facing * 70, seat - 20)
    raised, body = rider(sx, seat, facing, dress, hand, rein, lead)
    kr = (sx + (rein[0] - sx) * k, seat + (rein[1] - seat) * k)
    near += stroke([bit, ((bit[0] + kr[0]) / 2, (bit[1] + kr[1]) / 2 + 30), kr], "#e2b72a", 5.0)
    if bands:  # the doublet's front laid with two bands, dotted, down to the belt
        for u in (-18, 20):
            bx = sx + facing * u
            body += shape([(bx - 6, seat - 156), (bx + 6, seat - 156), (bx + 7, seat - 46),
                           (bx - 7, seat - 46)], bands, INK, FINE)
            body += "".join(circle(bx, yy, 2.6, YELLOW, None)
                            for yy in range(int(seat - 146), int(seat - 50), 14))
        jx, jy = sx + facing * 2, seat - 36  # the belt's red jewel
        body += shape([(jx, jy - 10), (jx + 9, jy), (jx, jy + 10), (jx - 9, jy)], RED, INK, FINE)
    person = group(body + raised, sx * (1 - k), seat * (1 - k), 0.0, k)
    return slab(suit, facing) + far + near + person + attribute(*hand_up)


def cavallo_coppe() -> str:
    """A rider in a red cap on a horse walking right, lifting the cup."""
    dress = Dress(doublet=YELLOW, sleeves="#2f8a36", lower=RED, hose=RED, hat=RED,
                  hat_kind="beret", feather="#2f8a36", shoes=WHITE,
                  moustache=True, hair="#4a3020")
    hand = (116.0, 244.0)
    return _cavallo("coppe", 1, dress, YELLOW,
                    lambda x, y: held("coppe", x, y - 66, 1.35), hand_up=hand, stride=0,
                    collar=(BLUE, RED), bands="#2f8a36")


def cavallo_denari() -> str:
    """A rider in a yellow turban on a horse walking left, the coin held up."""
    dress = Dress(doublet="#2f8a36", sleeves=RED, lower=RED, hose=YELLOW, hat=YELLOW,
                  hat_kind="turban", shoes=YELLOW, collar=GOLD, moustache=True,
                  beard=True, hair="#8a8278", front=True, short_hair=True)
    # the coin lifted on the side the horse faces, the other hand across on the reins
    hand = (232.0, 200.0)
    return _cavallo("denari", -1, dress, YELLOW,
                    lambda x, y: place(coin, x, y - 62, 1.3), hand_up=hand, stride=1,
                    lead=True)


def cavallo_bastoni() -> str:
    """A rider in a green cap on a horse walking left, the club over his shoulder."""
    dress = Dress(doublet=YELLOW, sleeves=YELLOW, lower=RED, hose=RED, hat="#2f8a36",
                  hat_kind="beret", shoes=WHITE, moustache=True, collar=WHITE,
                  hair="#3e2c1e", beard=True, profile=True)
    hand = (420.0, 392.0)
    # the club slanting back over his shoulder, as the print has it, from the fist in front
    return _cavallo("bastoni", -1, dress, YELLOW,
                    lambda x, y: held("bastoni", x + 26, y - 120, 3.0, 10)
                    + fist((x, y), (x + 30, y + 24), 19), hand_up=hand,
                    stride=0, collar=(YELLOW, "#2f8a36"), tilt=-6.0)


def cavallo_spade() -> str:
    """A rider in a blue turban on a horse prancing right, brandishing a curved sword."""
    dress = Dress(doublet="#2f8a36", sleeves=RED, lower=RED, hose=RED, hat=BLUE,
                  hat_kind="turban", shoes=WHITE, moustache=True, collar=GOLD,
                  hair="#5e5046")
    hand = (206.0, 334.0)
    return _cavallo("spade", 1, dress, YELLOW,
                    lambda x, y: scimitar(x, y) + fist((x + 2, y + 10), (x + 30, y + 36), 19),
                    hand_up=hand, stride=2, collar=(YELLOW, GOLD), tilt=-8.0)


# ---------------------------------------------------------------------------- Re


def re_coppe() -> str:
    """A bearded king in a red cape with a golden sceptre; his cup stands in the field."""
    dress = Dress(doublet=BLUE, sleeves=YELLOW, lower=BLUE, hose=YELLOW, hat=RED,
                  hat_kind="crown", beard=True, moustache=True, cape=RED, lining=BLUE,
                  collar=GOLD, hair="#9a948a", mozzetta=LEMON, swing=36.0, look=-1)
    x = CX + 10
    # the cape gathered over his right arm, hanging to the knee
    pose = Pose(x, FEET, 1, front_arm=((x + 96, 440), (x + 110, 520)),
                back_arm=((x - 92, 430), (x - 70, 500)), stance=(-12, 48), knees=(6, -22),
                free=1, over_sleeves=over_arm((x - 62, 298), (x - 84, 500), 650, RED, BLUE, -1),
                turn=0.14)
    sceptre = staff([(x + 102, 556), (x + 164, 384)], GOLD, 14) + lily(x + 166, 378, -70.0)
    # a jewel on his breast and the belt's hanging loop, as printed
    jewel = (shape([(x, 384), (x + 17, 402), (x, 420), (x - 17, 402)], GOLD, INK, FINE)
             + shape([(x, 391), (x + 10, 402), (x, 413), (x - 10, 402)], RED, None)
             + line([(x - 40, 448), (x - 8, 486), (x + 30, 480), (x + 44, 448)], GOLD, 7.0))
    # the end of the cape heaped on the floor by his right foot, its blue side up
    return (person(pose, dress, king=True) + pooled(x + 88, FEET, BLUE, DARK_GREEN) + jewel
            + sceptre + held("coppe", 150, 250, 1.45))


def re_denari() -> str:
    """A king in a gold crown, his head turned three-quarter, a white belt with a red jewel,
    a rapier pointing down in his hand; his coin in the field."""
    dress = Dress(doublet=BLUE, sleeves=YELLOW, lower=DARK_GREEN, hose=YELLOW, hat=GOLD,
                  hat_kind="crown", moustache=True, beard=True, cape=BLUE, lining=RED,
                  hair="#8a847a", collar=GOLD, breeches=True, brocade=True, belt=WHITE,
                  swing=20.0, head=0.95)
    x = CX - 10
    pose = Pose(x, FEET, -1, front_arm=((x + 90, 430), (x + 96, 500)),
                back_arm=((x - 90, 430), (x - 76, 500)), stance=(-40, 18), knees=(10, -4),
                free=-1)
    rapier = (staff([(x + 96, 500), (x + 250, 640)], "#d6dde6", 7)
              + shape([(x + 80, 520), (x + 112, 484), (x + 118, 492), (x + 86, 528)], GOLD, INK,
                      FINE))
    # the white belt's red jewel at its buckle, as printed
    jewel = (shape([(x - 14, 442), (x, 430), (x + 14, 442), (x, 454)], RED, INK, FINE))
    return person(pose, dress, king=True) + jewel + rapier + place(coin, 470, 250, 1.3)


def re_bastoni() -> str:
    """A king in a green crown and short green tunic, blue puffed caps on yellow sleeves, the
    leafy club held upright by its handle at his side, a red cloak behind."""
    dress = Dress(doublet="#2f8a36", sleeves=YELLOW, lower="#2f8a36", hose=YELLOW,
                  hat="#2f8a36", hat_kind="crown", moustache=True, cape=RED, lining=BLUE,
                  hair="#8a847a", caps=BLUE, collar=RED, skirt=150, swing=24.0,
                  socks=WHITE, puff=0.45)
    x = CX - 20
    pose = Pose(x, FEET, 1, front_arm=((x + 98, 440), (x + 128, 506)),
                back_arm=((x - 80, 446), (x - 74, 530)), stance=(-16, 42), knees=(8, -22),
                free=1, over_sleeves=from_forearm((x - 84, 480), 680, BLUE, RED, -1),
                turn=0.26)
    # the cloak's blue lining hangs over his right forearm, the hand coming out in front;
    # the club held low by its handle, its head at his shoulder
    return (person(pose, dress, king=True) + fist((x - 74, 530), (x - 80, 446), 17)
            + ribbed_club(x + 146, 402, 6) + fist((x + 132, 510), (x + 102, 450), 17))


def re_spade() -> str:
    """A king in a blue crown, the sword upright in one hand, the other held open."""
    dress = Dress(doublet=BLUE, sleeves=YELLOW, lower=RED, hose=YELLOW, hat=BLUE,
                  hat_kind="crown", moustache=True, beard=True, cape=DARK_GREEN, lining=BLUE,
                  hair="#7a7064", caps=WHITE, mozzetta=RED, skirt=140, puff=0.9,
                  ermine=False)
    x = CX + 30
    pose = Pose(x, FEET, -1, front_arm=((x + 120, 410), (x + 196, 430)),
                back_arm=((x - 104, 440), (x - 146, 470)), stance=(-22, 44), knees=(6, -10),
                free=1, turn=0.12)
    # a gold medallion with a face on his breast
    medal = (circle(x, 374, 28, GOLD, INK, FINE)
             + group(sun_face(2.4, 30, "#f2c94a"), x, 374, 0.0, 0.78))
    # his sword upright in his fist, a gold crescent guard over it, as printed
    return (rapier(x - 150, 446, 140, crescent=True) + person(pose, dress, king=True)
            + medal + sleeve((x - 97, 424), (x - 108, 446), (x - 146, 470), YELLOW))
    # (the forearm again over the sword's grip; the puff stays under the cape, as printed)


COURTS: dict[tuple[str, int], Callable[[], str]] = {
    ("coppe", 11): fante_coppe, ("denari", 11): fante_denari,
    ("bastoni", 11): fante_bastoni, ("spade", 11): fante_spade,
    ("coppe", 12): cavallo_coppe, ("denari", 12): cavallo_denari,
    ("bastoni", 12): cavallo_bastoni, ("spade", 12): cavallo_spade,
    ("coppe", 13): re_coppe, ("denari", 13): re_denari,
    ("bastoni", 13): re_bastoni, ("spade", 13): re_spade,
}


def court(suit: str, rank: int) -> list[str]:
    """A court's drawing; a standing figure is drawn a size up about its feet, so that like
    the pattern's it fills the card from the floor strip to the top margin."""
    body = COURTS[(suit, rank)]()
    if rank == 12:
        return [body]
    return [floor(suit), group(body, CX * (1 - STAND), FEET * (1 - STAND), 0.0, STAND)]


__all__ = ["COURTS", "DEEP", "court", "cup", "hatch"]
