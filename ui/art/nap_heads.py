"""Napoletane heads: a three-quarter head with its own features and age, a profile seen over
the shoulder, and the headgear (beret with its plume, cap, turban, crown)."""

from __future__ import annotations

from ui.art import nap_face as face
from ui.art.craft import FINE, HAIR, INK, MEDIUM, dark, ellipse_pts, outline, poly_d, shape, stroke
from ui.art.nap_dress import GOLD, OUT, SKIN, SKIN_SHADE, Dress, etone, tone
from ui.art.nap_shade import flat, form, line, spline
from ui.art.svg import Path, Point, circle, path

#: the face's own contour: an engraver's fine line, not the figure's heavy outline (a thick
#: ring round the face is what made it read as a mask)
FACE_LINE = OUT * 0.55


def portrait(x: float, y: float, facing: int, dress: Dress, *, scale: float = 1.0) -> str:
    """A three-quarter head turned to `facing`: neck, hair falling behind, a face with a brow,
    a nose that breaks the contour, a jaw and chin; almond eyes, arched brows, the pattern's
    upturned moustache, a beard and the lines of age where the dress gives them; headgear."""
    if dress.front:
        return frontal(x, y, facing, dress, scale=scale)
    f, s = facing, scale

    def p(u: float, v: float) -> Point:
        return (x + f * u * s, y + v * s)

    def ps(*uv: Point) -> list[Point]:
        return [p(u, v) for u, v in uv]

    shadow = 170.0 if f > 0 else 10.0  # the far side of the face in shade
    # kings' and riders' hair short, youths' to the neck
    fall = 0.45 if dress.hat_kind == "crown" or dress.short_hair else (
        1.7 if dress.long_hair else 1.0)
    parts = [
        form(ps((-15, 26), (14, 26), (19, 72), (-19, 72)), SKIN, angle=shadow, depth=0.3,
             lines=1, gloss=0, sw=OUT * s, tension=0.4),
        form(ps((2, -60), (34, -50), (47, -22), (44, 10), (36, 10 + 18 * fall), (0, 22),
                (-30, 12 + 38 * fall), (-48, 4 + 38 * fall), (-52, 6), (-46, -34), (-24, -56)),
             dress.hair, angle=shadow,
             depth=0.3, lines=3, gloss=5, sw=OUT * s, tension=0.9),
        form(ps((0, -44), (20, -40), (30, -26), (32, -8), (37, 8), (31, 14), (31, 24), (27, 38),
                (12, 48), (-8, 46), (-24, 34), (-32, 12), (-32, -16), (-22, -38)), SKIN,
             angle=shadow, depth=0.14, lines=2, gloss=6, sw=FACE_LINE * s, tension=0.85),
        flat(spline(ps((-30, -6), (-22, -8), (-20, 6), (-26, 16), (-32, 8)), 0.9), SKIN_SHADE,
             sw=FINE * s),
        form(ps((-36, -28), (-20, -46), (22, -48), (36, -30), (22, -34), (8, -30), (-8, -34),
                (-24, -26)), dress.hair, angle=90, depth=0.3, lines=1, gloss=0, sw=FINE * s,
             tension=0.8),
    ]
    parts.append(face.three_quarter(ps, s, dress))
    if dress.beard:
        parts.append(form(ps((-28, 18), (-22, 44), (-2, 62), (20, 70), (32, 52), (32, 32),
                             (24, 32), (12, 38), (-4, 34), (-18, 22)), dress.hair,
                          angle=shadow, depth=0.3, lines=3, gloss=4, sw=OUT * 0.8 * s,
                          tension=0.9))
    if dress.moustache or dress.beard:
        # a full moustache from under the nose, both wings curling up at the tips, the far
        # one foreshortened
        for keys in (((27, 16), (18, 23), (7, 21), (2, 11), (8, 17), (17, 17)),
                     ((27, 16), (34, 21), (40, 13), (36, 16), (30, 16))):
            parts.append(flat(spline(ps(*keys), 0.8), dress.hair, sw=HAIR * s,
                              ink=dark(dress.hair, 0.55)))
    parts.append(crown(x, y, dress, s) if dress.hat_kind == "crown"
                 else hat(x, y, facing, dress, s, engraved=True))
    return "".join(parts)


def frontal(x: float, y: float, facing: int, dress: Dress, *, scale: float = 1.0) -> str:
    """A head turned to the viewer (Fante di Coppe, Fante di Spade): a symmetric oval with
    the hair falling both sides, two ears, the nose down the middle; shade on its right."""
    s = scale

    def ps(*uv: Point) -> list[Point]:
        return [(x + u * s, y + v * s) for u, v in uv]

    fall = 0.45 if dress.hat_kind == "crown" or dress.short_hair else 1.0
    parts = [
        form(ps((-15, 26), (15, 26), (19, 72), (-19, 72)), SKIN, angle=0, depth=0.3, lines=1,
             gloss=0, sw=OUT * s, tension=0.4),
        form(ps((0, -62), (34, -52), (48, -22), (50, 14), (44, 12 + 34 * fall), (26, 22),
                (0, 26), (-26, 22), (-44, 12 + 34 * fall), (-50, 14), (-48, -22),
                (-34, -52)), dress.hair, angle=0, depth=0.25, lines=3, gloss=5, sw=OUT * s),
        *(flat(spline(ps((k * 30, -6), (k * 38, -8), (k * 39, 8), (k * 31, 14)), 0.9), SKIN,
               sw=FINE * s) for k in (-1, 1)),
        form(ps((0, -46), (22, -40), (32, -20), (33, 4), (28, 26), (14, 44), (0, 48),
                (-14, 44), (-28, 26), (-33, 4), (-32, -20), (-22, -40)), SKIN, angle=10,
             depth=0.14, lines=2, gloss=6, sw=FACE_LINE * s),
        form(ps((-36, -26), (-22, -48), (22, -48), (36, -26), (20, -34), (0, -30), (-20, -34)),
             dress.hair, angle=90, depth=0.3, lines=1, gloss=0, sw=FINE * s, tension=0.8),
    ]
    parts.append(face.frontal(ps, s, dress))
    if dress.beard:
        parts.append(form(ps((-28, 16), (-24, 42), (-8, 62), (0, 66), (8, 62), (24, 42),
                             (28, 16), (14, 32), (0, 34), (-14, 32)), dress.hair, angle=0,
                          depth=0.3, lines=3, gloss=4, sw=FACE_LINE * s, tension=0.9))
    if dress.moustache or dress.beard:
        parts += [flat(spline(ps((k, 17), (k * 10, 22), (k * 19, 20), (k * 23, 12),
                                   (k * 18, 17), (k * 9, 17)), 0.8),
                       dress.hair, sw=HAIR * s, ink=dark(dress.hair, 0.55)) for k in (-1, 1)]
    parts.append(crown(x, y, dress, s) if dress.hat_kind == "crown"
                 else hat(x, y, facing, dress, s, engraved=True))
    return "".join(parts)


def crown(x: float, y: float, dress: Dress, s: float) -> str:
    """A king's open crown flaring from a jewelled band into six leafy points, all in the
    crown's colour (red, gold, green or blue by suit), as the print cuts it: no pearls."""
    top = y - 48 * s
    keys: list[Point] = [(x - 40 * s, top + 14 * s), (x - 52 * s, top - 34 * s)]
    for i in range(5):
        tx = x - 52 * s + (i + 0.5) * 20.8 * s
        keys += [(tx, top - 10 * s), (tx + 10.4 * s, top - 38 * s + (4 if i % 2 else 0) * s)]
    keys[-1] = (x + 52 * s, top - 34 * s)
    keys.append((x + 40 * s, top + 14 * s))
    body = shape(keys, dress.hat, INK, OUT * 0.8 * s)
    shade = shape([(x + 10 * s, top + 12 * s), *(k for k in keys[1:-1] if k[0] > x + 12 * s),
                   keys[-1]], dark(dress.hat, 0.25), None)  # the crown's far side turning away
    # each point's midrib, as the engraver marks a leaf
    ribs = "".join(line([(px, top + 2 * s), (px, py + 10 * s)], dark(dress.hat, 0.5),
                        HAIR * s) for px, py in keys[3:-2:2])
    rim = form([(x - 42 * s, top), (x + 42 * s, top), (x + 40 * s, top + 18 * s),
                (x - 40 * s, top + 18 * s)], dark(dress.hat, 0.08), angle=10, depth=0.3,
               lines=1, gloss=0, sw=OUT * 0.8 * s, tension=0)
    jewels = "".join(circle(x + k * 20 * s, top + 9 * s, 4 * s, "#c8161d" if k else GOLD,
                            INK, HAIR) for k in (-1, 0, 1))
    return body + shade + line([(x - 30 * s, top - 4 * s), (x, top - 8 * s),
                                (x + 30 * s, top - 4 * s)], dark(dress.hat, 0.5), FINE * s) + (
        ribs + rim + jewels)


def head(x: float, y: float, facing: int, dress: Dress, *, scale: float = 1.0) -> str:
    """The previous round's plain head (kept as it was: the French courts draw with it)."""
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


def hat(x: float, y: float, facing: int, dress: Dress, s: float, engraved: bool = False
        ) -> str:
    """Beret with a feather, tall cap, turban or crown, sitting on the head at (x, y);
    `engraved` in the Napoletane print's manner (the French courts keep the old one)."""
    tn = etone if engraved else tone
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
        return tn(tips, dress.hat, angle=0, step=6) + balls + tn(rim, GOLD, angle=0,
                                                                       step=5) + jewels
    if kind == "turban":
        if not engraved:
            wrap = ellipse_pts(x, top + 2 * s, 44 * s, 26 * s, 20)
            crown = ellipse_pts(x - f * 4 * s, top - 18 * s, 30 * s, 22 * s, 16)
            return tn(crown, dress.hat, angle=0) + tn(wrap, dress.hat, angle=30)
        # the print's turban: a cloth wound into puffed coils standing over a broad roll,
        # wider than the head, each coil's folds cut round it
        out = ""
        folds = Path()
        for cx_, cy_, rx, ry in ((-26, -24, 24, 21), (24, -26, 24, 21), (-2, -44, 25, 19)):
            px, py = x + f * cx_ * s, top + cy_ * s
            out += tn(ellipse_pts(px, py, rx * s, ry * s, 14), dress.hat, angle=30)
            for k in (-0.4, 0.15):
                folds.m(px - rx * 0.8 * s, py + k * ry * s).q(
                    (px, py + (k - 0.55) * ry * s), (px + rx * 0.8 * s, py + k * ry * s))
        out += tn(ellipse_pts(x, top + 4 * s, 52 * s, 20 * s, 20), dress.hat, angle=30)
        for k in (-8, 4):
            folds.m(x - 48 * s, top + (k + 2) * s).q((x, top + (k + 14) * s),
                                                     (x + 48 * s, top + k * s))
        return out + path(folds, "none", dark(dress.hat, 0.45), FINE)
    if kind == "cap":
        cap = outline((x - 36 * s, top + 10 * s),
                      ((x - 40 * s, top - 30 * s), (x + f * 10 * s, top - 50 * s),
                       (x + f * 46 * s, top - 20 * s)),
                      ((x + f * 30 * s, top - 4 * s), (x + 40 * s, top + 4 * s),
                       (x + 36 * s, top + 10 * s)),
                      ((x, top + 16 * s), (x, top + 16 * s), (x - 36 * s, top + 10 * s)), n=6)
        out = tn(cap, dress.hat, angle=60)
    else:  # beret: a wide flat cap tilted to the back, a turned-up brim
        cap = outline((x - 48 * s, top + 2 * s),
                      ((x - 44 * s, top - 32 * s), (x + 40 * s, top - 38 * s),
                       (x + 50 * s, top - 4 * s)),
                      ((x + 30 * s, top + 12 * s), (x - 30 * s, top + 14 * s),
                       (x - 48 * s, top + 2 * s)), n=8)
        brim = [(x - 40 * s, top + 4 * s), (x + 42 * s, top), (x + 40 * s, top + 14 * s),
                (x - 38 * s, top + 16 * s)]
        out = tn(cap, dress.hat, angle=60) + tn(brim, dark(dress.hat, 0.15), angle=90)
    if dress.feather:
        # rooted in the crown of the cap (drawn behind it), so it never floats off
        base = (x - f * 20 * s, top - 14 * s) if kind != "cap" else (x - f * 6 * s,
                                                                     top - 8 * s)
        plume = outline(base, ((base[0] - f * 20 * s, base[1] - 40 * s),
                               (base[0] - f * 70 * s, base[1] - 30 * s),
                               (base[0] - f * 78 * s, base[1] + 8 * s)),
                        ((base[0] - f * 50 * s, base[1] - 10 * s), (base[0] - f * 20 * s,
                                                                    base[1] - 8 * s), base), n=8)
        feather = tn(plume, dress.feather, angle=90, step=5) + stroke(
            [base, (base[0] - f * 40 * s, base[1] - 26 * s), (base[0] - f * 72 * s, base[1])],
            dark(dress.feather, 0.4), HAIR)
        out = feather + out
    return out


def profile_head(x: float, y: float, facing: int, dress: Dress, *, scale: float = 1.0) -> str:
    """A head in profile as seen over the shoulder of a figure turned away: the back of the
    head in hair, the ear, the face's edge (brow, nose, lips, chin) towards `facing`."""
    f, s = facing, scale

    def p(u: float, v: float) -> Point:
        return (x + f * u * s, y + v * s)

    face = [p(-2, -34), p(18, -38), p(30, -24), p(34, -8), p(46, 6), p(36, 12), p(38, 20),
            p(34, 26), p(36, 32), p(28, 42), p(10, 46), p(-4, 40)]
    lo = 0.55 if dress.short_hair else 1.0  # a rider's hair cropped at the nape
    hair = outline(p(20, -40), (p(0, -56), p(-44, -50), p(-44, -8)),
                   (p(-46, 24 * lo), p(-36, 52 * lo), p(-20, 58 * lo)),
                   (p(-6, 48 * lo), p(0, 20 * lo), p(2, 0)),
                   (p(6, -14), p(14, -26), p(20, -40)), n=6)
    return "".join([
        path(poly_d(face), SKIN, INK, OUT),
        path(poly_d([p(-4, 40), p(10, 46), p(28, 42), p(20, 30), p(0, 26)]), SKIN_SHADE, None),
        etone(hair, dress.hair, angle=180 if f < 0 else 0, shade=0.45, step=6),
        shape(ellipse_pts(*p(-4, 6), 7 * s, 11 * s, 10), SKIN, INK, FINE),
        stroke([p(18, -12), p(30, -14)], INK, FINE),
        path(poly_d([p(20, -5), p(28, -7), p(30, -3), p(22, -2)]), INK, None),
        stroke([p(30, 22), p(36, 22)], "#a3282a", MEDIUM * s),
        # an upturned moustache under the nose, a pointed goatee on the chin
        path(poly_d([p(26, 14), p(38, 14), p(48, 4), p(44, 16), p(28, 20)]), dress.hair,
             dark(dress.hair, 0.55), HAIR) if dress.moustache else "",
        path(poly_d([p(20, 40), p(34, 36), p(30, 60), p(24, 50)]), dress.hair,
             dark(dress.hair, 0.55), HAIR) if dress.beard else "",
        hat(x - f * 4 * s, y, facing, dress, s, engraved=True),
    ])


__all__ = ["crown", "frontal", "hat", "head", "portrait", "profile_head"]
