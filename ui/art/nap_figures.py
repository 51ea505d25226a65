"""Parts for the Napoletane court figures: a standing or riding person and a walking horse.

Every part is a toned region (craft.toned: base colour, shadow side, hatching, outline) built
from point lists, so each of the twelve courts is a pose (joints), a costume (colours and
cuts) and an attribute in the hand. Figures are full length, single-headed, as in the pattern.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ui.art.craft import (
    FINE,
    HAIR,
    INK,
    MEDIUM,
    band,
    bez,
    clip_half,
    dark,
    ellipse_pts,
    flip,
    hatch,
    light,
    limb,
    outline,
    poly_d,
    shadow_side,
    shape,
    stroke,
    toned,
)
from ui.art.nap_shade import form
from ui.art.svg import Path, Point, circle, path, poly, star

OUT = 5.6  # figure outline
SKIN, SKIN_SHADE, HAIR_BROWN = "#f6d6b4", "#d9a87f", "#6b4520"
WHITE, GOLD = "#fbf8ef", "#e9c534"


def tone(pts: Sequence[Point], fill: str, angle: float = 20.0, shade: float = 0.38,
         step: float = 8.0, highlight: bool = False) -> str:
    """A figure region in the deck's print manner."""
    return toned(pts, fill, sw=OUT, step=step, angle=angle, shade=shade, hatch_sw=HAIR,
                 highlight=highlight)


@dataclass(frozen=True)
class Dress:
    """A court's costume: colours of each garment and the cut of the lower half."""

    doublet: str
    sleeves: str
    lower: str  # breeches (Fante, Cavallo) or the tunic's skirt (Re)
    hose: str
    hat: str
    hat_kind: str  # "beret", "cap", "turban", "crown"
    feather: str | None = None
    vest: str | None = None  # an open jerkin over the doublet
    garter: str | None = None
    shoes: str = WHITE
    hair: str = HAIR_BROWN
    beard: bool = False
    moustache: bool = False
    cape: str | None = None
    lining: str | None = None
    collar: str = WHITE
    mozzetta: str | None = None  # a king's short shoulder cape, spotted like ermine
    breeches: bool = False  # a king in puffed breeches instead of a tunic's skirt


@dataclass(frozen=True)
class Pose:
    """Joints of a standing figure, in card units; `facing` +1 looks right, -1 left."""

    x: float
    feet: float
    facing: int
    front_arm: tuple[Point, Point]  # elbow, hand of the arm on the viewer's right
    back_arm: tuple[Point, Point]  # elbow, hand of the arm on the viewer's left
    stance: tuple[float, float] = (-34.0, 34.0)  # feet x offsets, left and right
    knees: tuple[float, float] = (0.0, 0.0)  # knee x offsets from the straight line
    extra: list[str] = field(default_factory=list)


def head(x: float, y: float, facing: int, dress: Dress, *, scale: float = 1.0) -> str:
    """A three-quarter head: hair, face, features turned to `facing`, headgear."""
    f, s = facing, scale
    rx, ry = 34 * s, 42 * s
    hair_back = outline((x - f * 40 * s, y - 10 * s),
                        ((x - f * 52 * s, y + 40 * s), (x - f * 40 * s, y + 62 * s),
                         (x - f * 14 * s, y + 58 * s)),
                        ((x, y + 30 * s), (x + f * 10 * s, y - 30 * s), (x - f * 10 * s,
                                                                         y - 42 * s)),
                        ((x - f * 30 * s, y - 40 * s), (x - f * 40 * s, y - 25 * s),
                         (x - f * 40 * s, y - 10 * s)), n=6)
    face = ellipse_pts(x, y, rx, ry, 22)
    ex = x + f * 10 * s
    parts = [
        tone(hair_back, dress.hair, angle=90, shade=0.4, step=6),
        path(poly_d(face), SKIN, INK, OUT),
        path(poly_d([(px, py) for px, py in face if (px - x) * f < -rx * 0.3]), SKIN_SHADE, None),
        # ear on the far side of the face from where it looks
        shape(ellipse_pts(x - f * 24 * s, y + 4 * s, 7 * s, 11 * s, 10), SKIN, INK, FINE),
        stroke([(ex - 16 * s, y - 10 * s), (ex - 6 * s, y - 14 * s)], INK, FINE),
        stroke([(ex + 6 * s, y - 14 * s), (ex + 16 * s, y - 10 * s)], INK, FINE),
        circle(ex - 10 * s, y - 3 * s, 2.8 * s, INK, None),
        circle(ex + 11 * s, y - 3 * s, 2.8 * s, INK, None),
        stroke([(ex + f * 2 * s, y - 5 * s), (ex + f * 9 * s, y + 14 * s),
                (ex + f * 1 * s, y + 17 * s)], INK, FINE),
        stroke([(ex - 8 * s, y + 26 * s), (ex + 8 * s, y + 25 * s)], "#a3282a", MEDIUM * s),
        circle(ex + f * 18 * s, y + 12 * s, 5 * s, "#f0a48a", None),
    ]
    if dress.moustache or dress.beard:
        parts.append(path(Path().m(ex - 16 * s, y + 24 * s).q((ex, y + 14 * s), (ex + 16 * s,
                          y + 24 * s)).q((ex, y + 20 * s), (ex - 16 * s, y + 24 * s)).z(),
                          dress.hair, INK, FINE))
    if dress.beard:
        beard = outline((x - 30 * s, y + 10 * s), ((x - 28 * s, y + 50 * s),
                        (x - 8 * s, y + 68 * s), (x + f * 6 * s, y + 70 * s)),
                        ((x + 24 * s, y + 62 * s), (x + 32 * s, y + 40 * s),
                         (x + 31 * s, y + 10 * s)),
                        ((x + 20 * s, y + 36 * s), (x - 18 * s, y + 36 * s), (x - 30 * s,
                                                                              y + 10 * s)), n=6)
        parts.append(tone(beard, dress.hair, angle=90, step=6))
    parts.append(hat(x, y, facing, dress, s))
    return "".join(parts)


def hat(x: float, y: float, facing: int, dress: Dress, s: float) -> str:
    """Beret with a feather, tall cap, turban or crown, sitting on the head at (x, y)."""
    f = facing
    kind = dress.hat_kind
    top = y - 40 * s
    if kind == "crown":
        tips = [(x - 36 * s, top + 8 * s)]
        for i in range(5):
            tx = x - 36 * s + i * 18 * s
            tips += [(tx, top - 34 * s), (tx + 9 * s, top - 12 * s)]
        tips[-1] = (x + 36 * s, top - 34 * s)
        tips.append((x + 36 * s, top + 8 * s))
        rim = [(x - 38 * s, top - 2 * s), (x + 38 * s, top - 2 * s), (x + 38 * s, top + 14 * s),
               (x - 38 * s, top + 14 * s)]
        jewels = "".join(circle(x + k * 18 * s, top + 6 * s, 4 * s, "#c8161d", INK, HAIR)
                         for k in (-1, 0, 1))
        balls = "".join(circle(px, py, 4 * s, GOLD, INK, HAIR) for px, py in tips[1:-1:2])
        return tone(tips, dress.hat, angle=0, step=6) + balls + tone(rim, GOLD, angle=0,
                                                                       step=5) + jewels
    if kind == "turban":
        wrap = ellipse_pts(x, top + 2 * s, 44 * s, 26 * s, 20)
        crown = ellipse_pts(x - f * 4 * s, top - 18 * s, 30 * s, 22 * s, 16)
        folds = "".join(stroke([(x - 40 * s, top + k * s), (x, top + (k - 10) * s),
                                (x + 40 * s, top + k * s)], dark(dress.hat, 0.4), FINE)
                        for k in (-6, 4, 14))
        return tone(crown, dress.hat, angle=0) + tone(wrap, dress.hat, angle=30) + folds
    if kind == "cap":
        cap = outline((x - 36 * s, top + 10 * s),
                      ((x - 40 * s, top - 30 * s), (x + f * 10 * s, top - 50 * s),
                       (x + f * 46 * s, top - 20 * s)),
                      ((x + f * 30 * s, top - 4 * s), (x + 40 * s, top + 4 * s),
                       (x + 36 * s, top + 10 * s)),
                      ((x, top + 16 * s), (x, top + 16 * s), (x - 36 * s, top + 10 * s)), n=6)
        out = tone(cap, dress.hat, angle=60)
    else:  # beret: a wide flat cap tilted to the back, a turned-up brim
        cap = outline((x - 48 * s, top + 2 * s),
                      ((x - 44 * s, top - 32 * s), (x + 40 * s, top - 38 * s),
                       (x + 50 * s, top - 4 * s)),
                      ((x + 30 * s, top + 12 * s), (x - 30 * s, top + 14 * s),
                       (x - 48 * s, top + 2 * s)), n=8)
        brim = [(x - 40 * s, top + 4 * s), (x + 42 * s, top), (x + 40 * s, top + 14 * s),
                (x - 38 * s, top + 16 * s)]
        out = tone(cap, dress.hat, angle=60) + tone(brim, dark(dress.hat, 0.15), angle=90)
    if dress.feather:
        # rooted in the crown of the cap (drawn behind it), so it never floats off
        base = (x - f * 20 * s, top - 14 * s) if kind != "cap" else (x - f * 6 * s,
                                                                     top - 8 * s)
        plume = outline(base, ((base[0] - f * 20 * s, base[1] - 40 * s),
                               (base[0] - f * 70 * s, base[1] - 30 * s),
                               (base[0] - f * 78 * s, base[1] + 8 * s)),
                        ((base[0] - f * 50 * s, base[1] - 10 * s), (base[0] - f * 20 * s,
                                                                    base[1] - 8 * s), base), n=8)
        feather = tone(plume, dress.feather, angle=90, step=5) + stroke(
            [base, (base[0] - f * 40 * s, base[1] - 26 * s), (base[0] - f * 72 * s, base[1])],
            dark(dress.feather, 0.4), HAIR)
        out = feather + out
    return out


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


def mozzetta(x: float, shoulders: float, colour: str) -> str:
    """A short cape over the shoulders with a scalloped hem, spotted with ermine tails."""
    hem = [(x - 96, shoulders + 44)]
    for i in range(8):
        x0 = x - 96 + i * 24
        hem += bez(hem[-1], (x0 + 6, shoulders + 70 + (i % 2) * 6),
                   (x0 + 18, shoulders + 70 + (i % 2) * 6), (x0 + 24, shoulders + 44), 3)
    cape = [(x - 40, shoulders - 10), (x + 40, shoulders - 10), (x + 96, shoulders + 44),
            *reversed(hem)]
    spots = Path()
    for k, (sx, sy) in enumerate(((-56, 18), (-20, 34), (20, 34), (56, 18), (-38, 52),
                                  (0, 54), (38, 52))):
        spots.m(x + sx, shoulders + sy).l((x + sx + (2 if k % 2 else -2), shoulders + sy + 9))
    return tone(cape, colour, angle=20, shade=0.35, step=6) + path(spots, "none", INK, 4.0)


def person(pose: Pose, dress: Dress, *, king: bool = False) -> str:
    """A standing court figure; the arm poses decide what it holds (drawn by the caller)."""
    x, feet, f = pose.x, pose.feet, pose.facing
    shoulders, waist = feet - 560, feet - 410
    head_y = feet - 612
    parts = []
    if dress.cape:
        parts.append(cape(x, shoulders, feet, dress.cape, dress.lining or GOLD))
    left_sh, right_sh = (x - 62, shoulders + 12), (x + 62, shoulders + 12)
    parts.append(legs(x, feet, pose, dress, waist + 120))
    if king and not dress.breeches:
        parts.append(torso(x, shoulders, waist, dress, skirt=200, facing=f))
    else:
        parts.append(breeches(x, waist + 30, waist + 190, dress.lower))
        parts.append(torso(x, shoulders, waist, dress, facing=f))
    parts.append(arm(left_sh, *pose.back_arm, dress.sleeves))
    parts.append(arm(right_sh, *pose.front_arm, dress.sleeves))
    if king and dress.mozzetta:  # over the shoulders and the tops of the sleeves
        parts.append(mozzetta(x, shoulders, dress.mozzetta))
    parts.append(head(x + f * 4, head_y, f, dress))
    return "".join(parts) + "".join(pose.extra)


def profile_head(x: float, y: float, facing: int, dress: Dress, *, scale: float = 1.0) -> str:
    """A head in profile as seen over the shoulder of a figure turned away: the back of the
    head in hair, the ear, the face's edge (brow, nose, lips, chin) towards `facing`."""
    f, s = facing, scale

    def p(u: float, v: float) -> Point:
        return (x + f * u * s, y + v * s)

    face = [p(-2, -34), p(18, -38), p(30, -24), p(34, -8), p(46, 6), p(36, 12), p(38, 20),
            p(34, 26), p(36, 32), p(28, 42), p(10, 46), p(-4, 40)]
    hair = outline(p(20, -40), (p(0, -56), p(-44, -50), p(-44, -8)),
                   (p(-46, 24), p(-36, 52), p(-20, 58)), (p(-6, 48), p(0, 20), p(2, 0)),
                   (p(6, -14), p(14, -26), p(20, -40)), n=6)
    return "".join([
        path(poly_d(face), SKIN, INK, OUT),
        path(poly_d([p(-4, 40), p(10, 46), p(28, 42), p(20, 30), p(0, 26)]), SKIN_SHADE, None),
        tone(hair, dress.hair, angle=180 if f < 0 else 0, shade=0.45, step=6),
        shape(ellipse_pts(*p(-4, 6), 7 * s, 11 * s, 10), SKIN, INK, FINE),
        stroke([p(18, -12), p(30, -14)], INK, FINE),
        path(poly_d([p(20, -5), p(28, -7), p(30, -3), p(22, -2)]), INK, None),
        stroke([p(30, 22), p(36, 22)], "#a3282a", MEDIUM * s),
        hat(x - f * 4 * s, y, facing, dress, s),
    ])


def back_person(pose: Pose, dress: Dress) -> str:
    """A standing figure seen from behind, the head turned to `pose.facing` in profile: the
    back of the doublet with its seam, puffed shoulder caps, the breeches' seat."""
    x, feet, f = pose.x, pose.feet, pose.facing
    shoulders, waist = feet - 560, feet - 410
    parts = [legs(x, feet, pose, dress, waist + 120),
             breeches(x, waist + 30, waist + 190, dress.lower)]
    half_s, half_w = 72.0, 50.0
    back = [(x - half_s, shoulders + 8), (x - half_s + 6, shoulders - 4),
            (x + half_s - 6, shoulders - 4), (x + half_s, shoulders + 8),
            (x + half_w + 4, waist), (x + half_w + 14, waist + 40),
            (x - half_w - 14, waist + 40), (x - half_w - 4, waist)]
    parts += [tone(back, dress.doublet, angle=-f * 20 + (180 if f > 0 else 0), highlight=True),
              stroke([(x, shoulders + 6), (x + 2, waist + 38)], dark(dress.doublet, 0.5), FINE),
              *(stroke([(x + k, shoulders + 30), (x + k * 0.8, waist + 30)],
                       dark(dress.doublet, 0.35), HAIR) for k in (-30, 30)),
              band([(x - half_w - 4, waist + 6), (x + half_w + 4, waist + 6)], GOLD, 12, FINE)]
    ruff = ellipse_pts(x - f * 4, shoulders - 2, 34, 12, 16)
    parts.append(tone(ruff, dress.collar, angle=90, shade=0.3, step=5))
    left_sh, right_sh = (x - 62, shoulders + 12), (x + 62, shoulders + 12)
    parts.append(arm(right_sh, *pose.front_arm, dress.sleeves))
    if dress.vest:  # the puffed caps of the sleeves, over the shoulders
        for sx in (-1, 1):
            parts.append(tone(ellipse_pts(x + sx * 56, shoulders + 18, 26, 30, 14), dress.vest,
                              angle=30, step=6))
    parts.append(profile_head(x - f * 2, feet - 612, f, dress))
    parts.append(arm(left_sh, *pose.back_arm, dress.sleeves))
    return "".join(parts) + "".join(pose.extra)


# ------------------------------------------------------------------------------ horse

HORSE, HORSE_MANE = "#c9b49a", "#6b5440"


def horse(x: float, y: float, facing: int, cloth: str, *, stride: int = 0,
          coat: str = HORSE, trim: str = GOLD, size: float = 1.08) -> tuple[str, str]:
    """A horse walking towards `facing` (−1 left), one foreleg raised; (far side, near side).

    Drawn as overlapping masses (barrel, chest, quarters, neck, head, jointed legs) whose outlines
    are laid down first and their fills on top, so only the silhouette keeps a line. The far
    legs are returned separately, to go behind the rider's leg and the near side in front.
    """
    f = facing

    def p(px: float, py: float) -> Point:
        return x - f * px * size, y + py * size

    hooves: list[list[Point]] = []

    def leg(top: Point, knee: Point, fetlock: Point, hoof: Point, w: float) -> list[Point]:
        hx, hy = hoof
        hooves.append([p(hx - 13, hy - 12), p(hx + 13, hy - 12), p(hx + 16, hy + 4),
                       p(hx - 16, hy + 4)])
        return limb([p(*top), p(*knee), p(*fetlock), p(*hoof)], [w, w * 0.6, w * 0.44,
                                                                  w * 0.5])

    raise_front = stride % 2 == 0
    fore_near = (leg((-112, 20), (-178, 92), (-150, 150), (-160, 170), 64) if raise_front
                 else leg((-112, 20), (-116, 125), (-112, 205), (-120, 225), 64))
    fore_far = (leg((-90, 20), (-84, 125), (-80, 205), (-88, 225), 54) if raise_front
                else leg((-90, 20), (-156, 92), (-128, 150), (-138, 170), 54))
    hind_near = (leg((112, 10), (146, 112), (124, 205), (130, 225), 72) if raise_front
                 else leg((112, 10), (120, 112), (150, 200), (166, 222), 72))
    hind_far = leg((92, 10), (104, 112), (80, 200), (72, 222), 62)
    far_hooves, near_hooves = [hooves[1], hooves[3]], [hooves[0], hooves[2]]
    masses = [
        ellipse_pts(*p(0, -6), 124 * size, 66 * size, 30),
        ellipse_pts(*p(-100, 0), 58 * size, 64 * size, 20),
        ellipse_pts(*p(108, -8), 72 * size, 72 * size, 20),
        # the neck arched from the withers to the poll, deep at its root, the throat
        # curving in under the jaw, the chest swelling forward
        [p(*q) for q in outline((-150, 10), ((-130, -40), (-96, -80), (-104, -130)),
                                ((-112, -176), (-146, -214), (-184, -216)),
                                ((-196, -190), (-200, -160), (-198, -134)),
                                ((-204, -100), (-214, -60), (-196, -20)),
                                ((-186, 4), (-170, 14), (-150, 10)), n=7)],
        # the head: flat forehead, straight face, a rounded muzzle, the jaw's round cheek
        [p(*q) for q in outline((-178, -214), ((-200, -212), (-222, -190), (-236, -164)),
                                ((-250, -136), (-268, -112), (-280, -94)),
                                ((-290, -78), (-280, -62), (-262, -64)),
                                ((-248, -66), (-240, -74), (-226, -80)),
                                ((-208, -86), (-186, -100), (-184, -126)),
                                ((-182, -156), (-170, -190), (-178, -214)), n=6)],
        fore_near, hind_near,
    ]
    far = "".join(tone(leg_pts, dark(coat, 0.25), angle=20) for leg_pts in (fore_far, hind_far))
    far += "".join(shape(h, "#3a3028", INK, FINE) for h in far_hooves)
    tail = [p(*q) for q in outline((166, -44), ((200, -40), (226, 20), (220, 90)),
                                   ((214, 140), (226, 180), (206, 206)),
                                   ((196, 170), (186, 120), (184, 80)),
                                   ((180, 40), (176, 0), (166, -44)), n=7)]
    near = [tone(tail, HORSE_MANE, angle=0, step=5)]
    near += [path(poly_d(m), coat, INK, OUT * 2) for m in masses]
    near += [path(poly_d(m), coat, None) for m in masses]
    body_shadow = [p(-160, 20), p(170, 20), p(170, 60), p(-160, 60)]
    near.append(path(poly_d(_clip_any(masses[0], y + 24 * size)), dark(coat, 0.18), None))
    near.append(hatch(body_shadow, dark(coat, 0.45), 8, 100))
    near.append(hatch([p(-150, -120), p(-196, -120), p(-178, -40), p(-150, -20)],
                      dark(coat, 0.4), 8, 120))
    # the mane falls in locks along the crest; the forelock over the brow
    mane = [p(*q) for q in outline((-176, -212), ((-150, -206), (-120, -170), (-104, -130)),
                                   ((-96, -96), (-100, -70), (-112, -50)),
                                   ((-116, -76), (-122, -90), (-126, -104)),
                                   ((-132, -90), (-138, -110), (-140, -126)),
                                   ((-146, -118), (-150, -150), (-150, -160)),
                                   ((-160, -170), (-168, -196), (-176, -212)), n=5)]
    near.append(tone(mane, HORSE_MANE, angle=0, step=5))
    near.append(tone([p(-178, -212), p(-200, -206), p(-206, -186), p(-190, -196)],
                     HORSE_MANE, angle=0, step=4))
    for ear in ((-170, -210), (-184, -214)):  # two pricked ears
        near.append(tone([p(ear[0] + 6, ear[1] + 2), p(ear[0] + 2, ear[1] - 40),
                          p(ear[0] - 10, ear[1] - 4)], coat, angle=0, step=4))
    near.append(path(poly_d([p(-214, -170), p(-224, -176), p(-234, -168), p(-222, -164)]),
                     INK, None))  # the eye under its brow
    near.append(stroke([p(-210, -180), p(-236, -178)], dark(coat, 0.5), FINE))
    near.append(path(poly_d(ellipse_pts(*p(-272, -84), 6 * size, 4 * size, 8)), INK, None))
    near.append(stroke([p(-276, -68), p(-250, -70)], INK, FINE))  # the mouth line
    near.append(stroke([p(-186, -126), p(-204, -108), p(-226, -92)], dark(coat, 0.4), FINE))
    # the bridle: browband, noseband, cheek strap, reins to the rider
    near.append(stroke([p(-196, -200), p(-200, -140), p(-232, -100)], "#8a1a14", MEDIUM))
    near.append(stroke([p(-250, -124), p(-236, -98), p(-262, -70)], "#8a1a14", MEDIUM))
    near.append(stroke([p(-198, -196), p(-226, -180)], "#8a1a14", MEDIUM))
    near.append(stroke([p(-242, -96), p(-180, -70), p(-140, -100)], "#8a1a14", MEDIUM))
    saddle = [p(-70, -66), p(72, -66), p(86, 40), p(-80, 40)]
    near.append(tone(saddle, cloth, angle=20, step=7))
    near.append(stroke([p(-80, 32), p(86, 32)], trim, MEDIUM * 1.4))
    near.append("".join(circle(*p(k, 48), 5, trim, INK, HAIR) for k in range(-70, 90, 26)))
    near.append(stroke([p(-100, -48), p(-40, -30), p(60, -40), p(120, -46)], trim, MEDIUM))
    near.append(stroke([p(-100, -20), p(-150, -40)], "#8a1a14", MEDIUM))
    near.append(hatch_legs(fore_near, hind_near, coat))
    near += [shape(h, "#3a3028", INK, FINE) for h in near_hooves]
    return far, "".join(near)


def hatch_legs(fore: list[Point], hind: list[Point], coat: str) -> str:
    return hatch(shadow_side(fore, 0, 0.45), dark(coat, 0.45), 7, 80) + hatch(
        shadow_side(hind, 0, 0.45), dark(coat, 0.45), 7, 80)


def _clip_any(pts: list[Point], y: float) -> list[Point]:
    return clip_half(pts, 0.0, 1.0, y)


def rider(x: float, seat: float, facing: int, dress: Dress, hand_up: Point,
          hand_rein: Point) -> tuple[str, str]:
    """A rider seated at (x, seat) facing the horse's way: (far arm, body) to layer."""
    f = facing
    shoulders = seat - 170
    # the leg hangs along the horse's side: thigh forward and down, the knee bent, the foot in
    # its stirrup below the belly
    thigh = limb([(x - f * 6, seat - 16), (x + f * 52, seat + 56)], [60, 48])
    shin = limb([(x + f * 52, seat + 56), (x + f * 38, seat + 150)], [44, 30])
    boot = outline((x + f * 26, seat + 140), ((x + f * 22, seat + 174), (x + f * 52, seat + 184),
                                              (x + f * 80, seat + 180)),
                   ((x + f * 74, seat + 162), (x + f * 54, seat + 142), (x + f * 26, seat + 140)),
                   n=5)
    body = [
        form(thigh, dress.lower, angle=90, depth=0.22, lines=2, tension=0.7),
        form(shin, dress.hose, angle=0 if f > 0 else 180, depth=0.25, lines=2, tension=0.7),
        tone(boot, dress.shoes, angle=90, shade=0.3),
        stroke([(x + f * 44, seat + 184), (x + f * 44, seat + 110)], "#6b5440", FINE),
        torso(x, shoulders, seat - 60, dress, facing=f),
        arm((x + f * 50, shoulders + 12), ((x + hand_rein[0]) / 2 + f * 10, shoulders + 80),
            hand_rein, dress.sleeves, width=30),
        head(x + f * 4, shoulders - 50, f, dress, scale=0.95),
    ]
    far = arm((x - f * 50, shoulders + 12), ((x - f * 50 + hand_up[0]) / 2 - f * 14,
                                             (shoulders + hand_up[1]) / 2 + 10),
              hand_up, dress.sleeves, width=30)
    return far, "".join(body)


def palm(x: float, y: float, length: float, lean: float = 0.0) -> str:
    """A palm frond (Fante di Spade): a stem with paired narrow leaflets."""
    top = (x + lean, y - length)
    out = [stroke([(x, y), top], "#3d5a1a", MEDIUM)]
    leaves = Path()
    for i in range(1, 12):
        t = i / 12
        px, py = x + lean * t, y - length * t
        size = 40 * (1 - t) + 14
        for side in (-1, 1):
            leaves.m(px, py).q((px + side * size * 0.6, py - size * 0.2),
                               (px + side * size, py - size * 0.55)).q(
                (px + side * size * 0.4, py - size * 0.2), (px, py - 6)).z()
    out.append(path(leaves, "#3f8a2a", INK, HAIR))
    return "".join(out)


def staff(points: list[Point], colour: str, width: float = 12.0) -> str:
    """A baton, sceptre shaft or rapier blade as a two-tone band."""
    return band(points, colour, width, FINE)


def rosette(x: float, y: float, r: float, colour: str = GOLD) -> str:
    return poly(star(x, y, r, r * 0.5, 8), colour, INK, FINE) + circle(x, y, r * 0.35, "#c8161d",
                                                                          INK, HAIR)


def mirror_pts(pts: list[Point], axis: float) -> list[Point]:
    return flip(pts, axis)


__all__ = ["Dress", "Pose", "arm", "head", "horse", "light", "person", "rider"]
