"""Parts for the Napoletane court figures: a standing person, one seen from behind, a rider.

Every part is a toned region (craft.toned: base colour, shadow side, hatching, outline) built
from point lists, so each of the twelve courts is a pose (joints), a costume (colours and
cuts) and an attribute in the hand. Figures are full length, single-headed, as in the pattern.
"""

from __future__ import annotations

from dataclasses import replace

from ui.art.craft import (
    FINE,
    HAIR,
    INK,
    MEDIUM,
    band,
    dark,
    ellipse_pts,
    flip,
    light,
    limb,
    outline,
    shape,
    stroke,
)
from ui.art.nap_back import back_hose
from ui.art.nap_body import doublet, drape, leg_pair, puffed, ruff, sleeve
from ui.art.nap_dress import (
    GOLD,
    HAIR_BROWN,
    OUT,
    SKIN,
    SKIN_SHADE,
    WHITE,
    Dress,
    Pose,
    etone,
    tone,
)
from ui.art.nap_heads import hat, head, portrait, profile_head
from ui.art.nap_regalia import ermine as ermine_cape
from ui.art.nap_shade import curve_d, form, line, spline
from ui.art.svg import Path, Point, circle, path, poly, star


def arm(shoulder: Point, elbow: Point, hand: Point, sleeve: str, *, cuff: str = WHITE,
        width: float = 38.0) -> str:
    """A sleeved arm in two tones with a white cuff and a hand."""
    sleeve_pts = limb([shoulder, elbow, hand], [width, width * 0.85, width * 0.7])
    wx = hand[0] + (elbow[0] - hand[0]) * 0.12
    wy = hand[1] + (elbow[1] - hand[1]) * 0.12
    return "".join([
        tone(sleeve_pts, sleeve, angle=30, highlight=True),
        stroke([(shoulder[0] * 0.6 + elbow[0] * 0.4, shoulder[1] * 0.6 + elbow[1] * 0.4),
                (elbow[0], elbow[1])], dark(sleeve, 0.45), FINE),
        shape(ellipse_pts(wx, wy, width * 0.42, width * 0.42, 12), cuff, INK, FINE),
        shape(ellipse_pts(hand[0], hand[1], width * 0.36, width * 0.4, 12), SKIN, INK, OUT * 0.8),
    ])


def legs(x: float, feet: float, pose: Pose, dress: Dress, hip_y: float) -> str:
    """Two legs in hose with garters below the knee and slashed shoes."""
    out = []
    for side, (dx, kx) in zip((-1, 1), zip(pose.stance, pose.knees, strict=True), strict=True):
        hip = (x + side * 27, hip_y)
        ankle = (x + dx, feet - 26)
        knee = ((hip[0] + ankle[0]) / 2 + kx, (hip_y + feet) / 2 + 10)
        out.append(tone(limb([hip, knee, ankle], [46, 34, 22]), dress.hose,
                        angle=30 if side > 0 else 200, highlight=True))
        if dress.garter:
            gy = knee[1] + 14
            out.append(band([(knee[0] - 20, gy), (knee[0] + 20, gy + 2)], dress.garter, 10, FINE))
            out.append(shape(ellipse_pts(knee[0] + side * 22, gy + 6, 10, 7, 8), dress.garter,
                             INK, FINE))
        toe = ankle[0] + side * 30 + pose.facing * 10
        shoe = outline((ankle[0] - 14, feet - 30), ((ankle[0] - 18, feet - 6), (ankle[0], feet),
                                                    (toe, feet - 2)),
                       ((toe + side * 8, feet - 10), (ankle[0] + 16, feet - 18),
                        (ankle[0] + 14, feet - 30)), n=6)
        out.append(tone(shoe, dress.shoes, angle=90, shade=0.3, step=6))
    return "".join(out)


def breeches(x: float, top: float, bottom: float, colour: str) -> str:
    """Puffed breeches in two lobes with pane slits."""
    out = []
    for side in (-1, 1):
        lobe = outline((x, top), ((x + side * 78, top - 4), (x + side * 90, bottom - 50),
                                  (x + side * 60, bottom)),
                       ((x + side * 40, bottom + 8), (x + side * 12, bottom), (x + side * 4,
                                                                               bottom - 30)),
                       ((x + side * 2, bottom - 70), (x, top + 30), (x, top)), n=8)
        out.append(tone(lobe, colour, angle=30 if side > 0 else 150, highlight=True))
        out.append(stroke([(x + side * 36, top + 12), (x + side * 44, bottom - 8)],
                          dark(colour, 0.45), FINE))
    return "".join(out)


def torso(x: float, shoulders: float, waist: float, dress: Dress, *, skirt: float = 0.0,
          facing: int = 1) -> str:
    """Doublet (and a tunic skirt to `skirt` below the waist for kings), vest, belt, collar."""
    half_s, half_w = 72.0, 50.0
    body = [(x - half_s, shoulders + 8), (x - half_s + 6, shoulders - 4), (x + half_s - 6,
            shoulders - 4), (x + half_s, shoulders + 8), (x + half_w + 4, waist),
            (x + half_w + 14, waist + 40), (x - half_w - 14, waist + 40), (x - half_w - 4, waist)]
    out = []
    if skirt:
        hem = waist + skirt
        out.append(tone([(x - half_w, waist), (x + half_w, waist), (x + half_w + 40, hem),
                         (x + 10, hem + 6), (x - half_w - 40, hem)], dress.lower, angle=30,
                        highlight=True))
        out += [stroke([(x + k * 18, waist + 20), (x + k * 30, hem - 6)], dark(dress.lower, 0.4),
                       FINE) for k in (-1, 1)]
    out.append(tone(body, dress.doublet, angle=20, highlight=True))
    if dress.vest:
        for side in (-1, 1):
            vest = [(x + side * 14, shoulders + 4), (x + side * 60, shoulders + 10),
                    (x + side * (half_w + 12), waist + 38), (x + side * 22, waist + 38)]
            out.append(tone(vest, dress.vest, angle=20 if side > 0 else 160))
    out.append(stroke([(x + facing * 4, shoulders + 14), (x + facing * 2, waist + 36)], INK, FINE))
    out += [circle(x + facing * 4, shoulders + 40 + k * 32, 4, GOLD, INK, HAIR) for k in range(3)]
    out.append(band([(x - half_w - 4, waist + 6), (x + half_w + 4, waist + 6)], GOLD, 12, FINE))
    ruff = [(x - 38, shoulders - 8), (x + 38, shoulders - 8), (x + 30, shoulders + 14),
            (x - 30, shoulders + 14)]
    out.append(tone(ruff, dress.collar, angle=90, shade=0.3, step=5))
    out.append("".join(circle(x + k * 12, shoulders + 12, 6, dress.collar, INK, HAIR)
                       for k in (-2, -1, 0, 1, 2)))
    return "".join(out)


def cape(x: float, shoulders: float, floor: float, colour: str, lining: str, *,
         swing: float = 0.0) -> str:
    """A king's cape behind the figure, to the floor, its lining showing along one edge."""
    outer = outline((x - 70, shoulders), ((x - 120, shoulders + 200),
                                          (x - 150 + swing, floor - 150),
                                          (x - 140 + swing, floor)),
                    ((x - 40, floor + 8), (x + 60, floor + 8), (x + 150 + swing, floor)),
                    ((x + 150, floor - 160), (x + 120, shoulders + 200), (x + 70, shoulders)),
                    n=10)
    lining_pts = outline((x + 70, shoulders + 10), ((x + 115, shoulders + 200),
                                                    (x + 140, floor - 160),
                                                    (x + 150 + swing, floor)),
                         ((x + 120, floor - 10), (x + 100, floor - 160), (x + 80,
                                                                          shoulders + 60)), n=8)
    folds = "".join(stroke([(x + k, shoulders + 120), (x + k * 1.25, floor - 10)],
                           dark(colour, 0.45), FINE) for k in (-100, -60, 90))
    return tone(outer, colour, angle=160, shade=0.45) + folds + tone(lining_pts, lining, angle=0)


def mozzetta(x: float, shoulders: float, colour: str, ermine: bool = True) -> str:
    """A short cape over the shoulders with a scalloped hem, spotted with ermine tails; or,
    without the ermine, a cloth cape falling in a smooth curve to mid-breast."""
    if not ermine:
        cloth = [(x - 34, shoulders - 14), (x + 34, shoulders - 14), (x + 88, shoulders + 4),
                 (x + 118, shoulders + 40), (x + 104, shoulders + 66), (x + 50, shoulders + 92),
                 (x, shoulders + 100), (x - 50, shoulders + 92), (x - 104, shoulders + 66),
                 (x - 118, shoulders + 40), (x - 88, shoulders + 4)]
        return (etone(cloth, colour, angle=20, shade=0.4)
                + line([(x - 70, shoulders + 20), (x - 84, shoulders + 60)], dark(colour, 0.45),
                       FINE)
                + line([(x + 64, shoulders + 24), (x + 80, shoulders + 64)], dark(colour, 0.45),
                       FINE))
    return ermine_cape(x, shoulders, colour)


def person(pose: Pose, dress: Dress, *, king: bool = False) -> str:
    """A standing court figure; the arm poses decide what it holds (drawn by the caller)."""
    x, feet, f = pose.x, pose.feet, pose.facing
    shoulders, waist = feet - 560, feet - 410
    head_y = feet - 612
    parts = []
    if dress.cape:
        parts.append(drape(x, shoulders, feet, dress.cape, dress.lining or GOLD,
                           brocade=dress.brocade,
                           swing=dress.swing))
    left_sh, right_sh = (x - 62, shoulders + 12), (x + 62, shoulders + 12)
    parts.append(leg_pair(x, feet, pose, dress, waist + 120))
    if king and not dress.breeches:
        parts.append(doublet(x, shoulders, waist, dress, skirt=dress.skirt, facing=f,
                             turn=pose.turn))
    else:
        parts.append(puffed(x, waist + 30, waist + 190, dress.lower, dress.lobes))
        parts.append(doublet(x, shoulders, waist, dress, facing=f))
    parts.append(sleeve(left_sh, *pose.back_arm, dress.sleeves, cap=dress.caps,
                        puff=dress.puff))
    parts.append(sleeve(right_sh, *pose.front_arm, dress.sleeves, cap=dress.caps,
                        puff=dress.puff))
    parts.append(pose.over_sleeves)
    if king and dress.mozzetta:  # over the shoulders and the tops of the sleeves
        parts.append(mozzetta(x, shoulders, dress.mozzetta, dress.ermine))
    # a king's head a little larger, as the print draws the older men
    size = dress.head * (1.1 if king else 1.0)
    look = dress.look or f
    parts.append(portrait(x + look * 4, head_y - 60 * (size - 1), look, dress, scale=size))
    return "".join(parts) + "".join(pose.extra)


def back_person(pose: Pose, dress: Dress) -> str:
    """A standing figure seen from behind and turned three-quarters towards `pose.facing`, the
    head in profile: the back of the doublet with its seam moved over to that side, the far
    shoulder foreshortened, puffed shoulder caps, the breeches' seat."""
    x, feet, f = pose.x, pose.feet, pose.facing
    shoulders, waist = feet - 560, feet - 410

    def tx(px: float) -> float:  # the turn: the side towards `facing` narrows, the seam moves
        return x + f * 10 + (px - x) * (1 - 0.24 * f * (1 if px > x else -1))

    def tp(pts: list[Point]) -> list[Point]:
        return [(tx(px), py) for px, py in pts]

    parts = [leg_pair(x, feet, pose, dress, waist + 120),
             back_hose(x, feet, pose, dress, waist + 120, waist + 10)]
    half_s, half_w = 72.0, 50.0
    back = [(x - half_s - 6, shoulders + 14), (x - half_s + 12, shoulders - 4), (x, shoulders - 8),
            (x + half_s - 12, shoulders - 4), (x + half_s + 6, shoulders + 14),
            (x + half_w + 10, waist - 50), (x + half_w + 2, waist), (x + half_w + 14, waist + 22),
            (x, waist + 28), (x - half_w - 14, waist + 22), (x - half_w - 2, waist),
            (x - half_w - 10, waist - 50)]  # a short basque: the seat shows below it
    seam = tx(x)
    parts += [form(tp(back), dress.doublet, angle=20, depth=0.24, lines=3, gloss=9,
                   tension=0.7),
              stroke([(seam, shoulders + 6), (seam + 2, waist + 22)], dark(dress.doublet, 0.5),
                     FINE),
              *(stroke([(tx(x + k), shoulders + 30), (tx(x + k * 0.8), waist + 14)],
                       dark(dress.doublet, 0.35), HAIR) for k in (-30, 30)),
              band([(tx(x - half_w - 4), waist + 6), (tx(x + half_w + 4), waist + 6)], GOLD, 12,
                   FINE)]
    left_sh, right_sh = (tx(x - 62), shoulders + 12), (tx(x + 62), shoulders + 12)
    parts.append(sleeve(right_sh, *pose.front_arm, dress.sleeves))
    if dress.vest:  # the puffed caps of the sleeves, full down the upper arm, as printed
        for sx in (-1, 1):
            parts.append(etone(ellipse_pts(tx(x + sx * 62), shoulders + 36, 38, 54, 14),
                              dress.vest, angle=30, step=6))
    # the broad lace ruff standing round the neck, over the shoulders' tops
    parts.append(ruff(tx(x - f * 4), shoulders + 4, dress.collar, 56))
    parts.append(profile_head(tx(x - f * 2), feet - 612 - 60 * (dress.head - 1), f, dress,
                              scale=dress.head))
    parts.append(sleeve(left_sh, *pose.back_arm, dress.sleeves))
    return "".join(parts) + "".join(pose.extra)


def rider(x: float, seat: float, facing: int, dress: Dress, hand_up: Point,
          hand_rein: Point, lead: bool = False) -> tuple[str, str]:
    """A rider seated at (x, seat) facing the horse's way: (far arm, body) to layer. The
    far arm lifts the sign, the near one holds the reins; with `lead` the near arm lifts it
    (on the side the horse faces) and the far arm reaches across to the reins."""
    f = facing
    dress = replace(dress, short_hair=True)
    shoulders = seat - 170
    # a hand lifted over the shoulder bends the arm: the elbow drops out to the side
    bend = 44.0 if hand_up[1] < shoulders else 0.0
    # the leg hangs along the horse's side: thigh forward and down, the knee bent, the foot in
    # its stirrup below the belly
    thigh = limb([(x - f * 10, seat - 30), (x + f * 56, seat + 62)], [66, 50])
    shin = limb([(x + f * 56, seat + 62), (x + f * 40, seat + 172)], [46, 32])
    b = seat + 22  # the boot, the leg hanging long down the horse's flank
    boot = outline((x + f * 26, b + 140), ((x + f * 22, b + 174), (x + f * 52, b + 184),
                                           (x + f * 80, b + 180)),
                   ((x + f * 74, b + 162), (x + f * 54, b + 142), (x + f * 26, b + 140)), n=5)
    body = [
        form(thigh, dress.lower, angle=90, depth=0.22, lines=2, tension=0.7),
        form(shin, dress.hose, angle=0 if f > 0 else 180, depth=0.25, lines=2, tension=0.7),
        # the riding boot's shaft to mid-calf, its turned-down top, then the foot
        form(limb([(x + f * 47, seat + 120), (x + f * 40, b + 160)], [44, 36]), dress.shoes,
             angle=0 if f > 0 else 180, depth=0.3, lines=1, tension=0.7),
        line([(x + f * 26, seat + 122), (x + f * 48, seat + 128), (x + f * 70, seat + 118)],
             dark(dress.shoes, 0.45), FINE),
        etone(boot, dress.shoes, angle=90, shade=0.3),
        stroke([(x + f * 44, b + 184), (x + f * 44, b + 110)], "#6b5440", FINE),
        doublet(x, shoulders, seat - 40, dress, facing=f, narrow=0.86, turn=0.16),
        (sleeve((x + f * 48, shoulders + 14), ((x + f * 50 + hand_up[0]) / 2 + f * 14,
                                                (shoulders + hand_up[1]) / 2 + 10 + bend),
                hand_up, dress.sleeves, width=34) if lead else
         sleeve((x + f * 48, shoulders + 14), ((x + hand_rein[0]) / 2 + f * 10, shoulders + 84),
                hand_rein, dress.sleeves, width=34)),
        (profile_head(x + f * 2, shoulders - 50, f, dress, scale=0.98) if dress.profile
         else portrait(x + f * 4, shoulders - 50, f, dress, scale=0.98)),
    ]
    if lead:
        far = sleeve((x - f * 48, shoulders + 14), (x - f * 6, shoulders + 96), hand_rein,
                     dress.sleeves, width=34)
    else:
        far = sleeve((x - f * 48, shoulders + 14), ((x - f * 50 + hand_up[0]) / 2 - f * 14,
                                                     (shoulders + hand_up[1]) / 2 + 10 + bend),
                     hand_up, dress.sleeves, width=34)
    return far, "".join(body)


def palm(x: float, y: float, length: float, lean: float = 0.0) -> str:
    """A palm branch (Fante di Spade): a stem clothed in long leaflets that sweep up and out,
    overlapping, shorter towards the tip, in two greens (one path each) with dark veins."""
    greens: dict[str, list[str]] = {"#3f8a2a": [], "#2d6a1e": []}
    veins = Path()
    for i in range(10):
        t = 0.08 + 0.9 * i / 10
        px, py = x + lean * t, y - length * t
        size = 74 * (1 - t) + 24
        for side in (-1, 1):
            tip = (px + side * size * 0.62, py - size * 0.9)
            keys = [(px, py), (px + side * size * 0.3, py - size * 0.34), tip,
                    (px + side * size * 0.12, py - size * 0.42)]
            greens["#3f8a2a" if (i + (side > 0)) % 2 else "#2d6a1e"].append(
                curve_d(spline(keys, 0.8)))
            veins.m(px, py - 2).l((px + side * size * 0.3, py - size * 0.46), tip)
    return "".join([line([(x, y + 20), (x + lean * 0.5, y - length * 0.5), (x + lean,
                                                                           y - length)],
                         "#3d5a1a", MEDIUM),
                    *(path("".join(ds), colour, INK, HAIR) for colour, ds in greens.items()),
                    path(veins, "none", "#1f3d12", HAIR)])


def staff(points: list[Point], colour: str, width: float = 12.0) -> str:
    """A baton, sceptre shaft or rapier blade as a two-tone band."""
    return band(points, colour, width, FINE)


def rosette(x: float, y: float, r: float, colour: str = GOLD) -> str:
    return poly(star(x, y, r, r * 0.5, 8), colour, INK, FINE) + circle(x, y, r * 0.35, "#c8161d",
                                                                          INK, HAIR)


def mirror_pts(pts: list[Point], axis: float) -> list[Point]:
    return flip(pts, axis)


__all__ = ["GOLD", "HAIR_BROWN", "OUT", "SKIN", "SKIN_SHADE", "WHITE", "Dress", "Pose", "arm",
           "hat", "head", "light", "person", "rider", "tone"]
