"""The Napoletane figures' bodies in rounded forms: sleeves with puffed caps and real hands,
legs with a calf and a shaped shoe, puffed breeches, a fitted doublet with a basque, a ruff,
a cape that falls in folds. Each mass is a smooth outline shaded along its contour
(nap_shade.form), so a sleeve reads as a cylinder and a breech as a ball, not as a flat split.
"""

from __future__ import annotations

import math

from ui.art.craft import FINE, HAIR, INK, band, dark, limb
from ui.art.nap_dress import GOLD, OUT, SKIN, WHITE, Dress, Pose
from ui.art.nap_shade import flat, form, line, spline
from ui.art.svg import Path, Point, circle, path

LIGHT_FROM_LEFT = 20.0  # the shadow side of every figure: right and a little down


def hand(at: Point, towards: Point, size: float = 15.0, fist: bool = True) -> str:
    """A hand at `at`, the wrist towards `towards`: a rounded palm, a thumb, knuckles."""
    dx, dy = at[0] - towards[0], at[1] - towards[1]
    ln = math.hypot(dx, dy) or 1.0
    ux, uy = dx / ln, dy / ln  # along the hand, away from the wrist
    vx, vy = -uy, ux

    def q(a: float, b: float) -> Point:
        return at[0] + (ux * a + vx * b) * size, at[1] + (uy * a + vy * b) * size

    reach = 1.0 if fist else 1.6
    palm = [q(-1.0, -0.8), q(0.2, -1.0), q(reach, -0.6), q(reach + 0.1, 0.3), q(0.4, 0.9),
            q(-1.0, 0.8)]
    out = form(palm, SKIN, angle=LIGHT_FROM_LEFT, depth=0.25, lines=1, gloss=0, sw=OUT * 0.8,
               tension=0.9)
    out += flat(spline([q(-0.4, 0.7), q(0.5, 1.3), q(0.9, 1.0), q(0.2, 0.4)], 0.9), SKIN,
                sw=FINE)
    out += line([q(0.3, -0.6), q(reach - 0.1, -0.3), q(reach - 0.1, 0.3)], dark(SKIN, 0.4), HAIR)
    return out


def sleeve(shoulder: Point, elbow: Point, tip: Point, colour: str, *, cuff: str = WHITE,
           width: float = 42.0, cap: str | None = None, puff: float = 0.72) -> str:
    """A full sleeve from the shoulder to a cuff, the hand at `tip` (what it holds goes
    there); a puffed upper sleeve in `cap`'s colour where the dress has one, reaching `puff`
    of the way to the elbow."""
    ex, ey = tip[0] - elbow[0], tip[1] - elbow[1]
    ln = math.hypot(ex, ey) or 1.0
    wrist = (tip[0] - ex / ln * 16, tip[1] - ey / ln * 16)
    keys = limb([shoulder, elbow, wrist], [width * 1.15, width * 0.92, width * 0.7])
    cuff_pts = limb([(wrist[0] - ex / ln * 4, wrist[1] - ey / ln * 4),
                     (wrist[0] + ex / ln * 8, wrist[1] + ey / ln * 8)],
                    [width * 0.82, width * 0.82])
    out = form(keys, colour, angle=LIGHT_FROM_LEFT, depth=0.3, lines=2, gloss=6, sw=OUT,
               tension=0.85)
    out += line([((shoulder[0] + elbow[0]) / 2, (shoulder[1] + elbow[1]) / 2),
                 (elbow[0] + (ex / ln) * 4, elbow[1] + (ey / ln) * 4),
                 ((elbow[0] + wrist[0]) / 2, (elbow[1] + wrist[1]) / 2)], dark(colour, 0.45),
                FINE)
    if cap:  # the puffed upper sleeve, from the shoulder nearly to the elbow, slashed
        ux, uy = elbow[0] - shoulder[0], elbow[1] - shoulder[1]
        end = (shoulder[0] + ux * puff, shoulder[1] + uy * puff)
        top = (shoulder[0] - ux * 0.08, shoulder[1] - uy * 0.08 - 6)
        out += form(limb([top, ((top[0] + end[0]) / 2, (top[1] + end[1]) / 2), end],
                         [width * 1.05, width * 1.28, width * 1.0]), cap,
                    angle=LIGHT_FROM_LEFT, depth=0.3, lines=3, gloss=5, sw=OUT, tension=1.0)
        for k in (-0.22, 0.18):  # the slashes, bowed with the puff
            nx, ny = -uy / (math.hypot(ux, uy) or 1.0), ux / (math.hypot(ux, uy) or 1.0)
            a = (top[0] + ux * 0.12 + nx * width * k, top[1] + uy * 0.12 + ny * width * k)
            b = (end[0] - ux * 0.1 + nx * width * k, end[1] - uy * 0.1 + ny * width * k)
            mid = ((a[0] + b[0]) / 2 + nx * width * k, (a[1] + b[1]) / 2 + ny * width * k)
            out += line([a, mid, b], dark(cap, 0.5), FINE)
    out += flat(spline(cuff_pts, 0.6), cuff, sw=FINE)
    return out + hand(tip, wrist, width * 0.38)


def leg_pair(x: float, feet: float, pose: Pose, dress: Dress, hip_y: float) -> str:
    """Two legs in hose, each with a swelling calf, a garter bow below the knee and a shoe."""
    out = []
    for side, (dx, kx) in zip((-1, 1), zip(pose.stance, pose.knees, strict=True), strict=True):
        # contrapposto: the free leg's hip drops and its heel lifts, the foot set forward
        lift = 14.0 if pose.free == side else 0.0
        hip = (x + side * 30, hip_y + lift * 0.7 - (8.0 if pose.free == -side else 0.0))
        ankle = (x + dx, feet - 28 - lift)
        knee = ((hip[0] + ankle[0]) / 2 + kx, (hip_y + feet) / 2 + 6)
        calf = (knee[0] * 0.62 + ankle[0] * 0.38 - pose.facing * 4,
                knee[1] * 0.62 + ankle[1] * 0.38)
        keys = limb([hip, knee, calf, ankle], [60, 40, 48, 26])
        out.append(form(keys, dress.hose, angle=LIGHT_FROM_LEFT, depth=0.32, lines=2, gloss=5,
                        sw=OUT, tension=0.85))
        if dress.socks:  # short socks rolled down above the ankle, over the hose
            top = (calf[0] * 0.4 + ankle[0] * 0.6, calf[1] * 0.4 + ankle[1] * 0.6)
            mid = (calf[0] * 0.2 + ankle[0] * 0.8, calf[1] * 0.2 + ankle[1] * 0.8)
            out.append(form(limb([top, mid, ankle], [44, 36, 30]), dress.socks,
                            angle=LIGHT_FROM_LEFT, depth=0.3, lines=2, gloss=0, sw=OUT,
                            tension=0.85))
            out.append(line([(top[0] - 22, top[1] + 4), (top[0], top[1] + 10),
                             (top[0] + 22, top[1] + 4)], dark(dress.socks, 0.35), FINE))
        if dress.garter:
            gy = knee[1] + 16
            out.append(band([(knee[0] - 23, gy), (knee[0] + 23, gy + 2)], dress.garter, 14, FINE))
            out.append(flat(spline([(knee[0] + side * 16, gy), (knee[0] + side * 38, gy - 8),
                                    (knee[0] + side * 34, gy + 14)], 0.8), dress.garter))
        toe = ankle[0] + side * 26 + pose.facing * 16
        way = 1 if toe >= ankle[0] else -1  # the toe's side of the foot
        heel = feet - lift  # a lifted heel: the shoe tilts onto its toe
        shoe = [(ankle[0] - way * 15, heel - 32), (ankle[0] + way * 15, heel - 32),
                (toe, feet - 12), (toe + way * 8, feet - 1), (ankle[0] - way * 18, heel)]
        out.append(form(shoe, dress.shoes, angle=LIGHT_FROM_LEFT, depth=0.3, lines=1, gloss=3,
                        sw=OUT, tension=0.7))
        out.append(line([(ankle[0] - way * 8, heel - 22), (ankle[0] + way * 4, feet - 12),
                         (ankle[0] + way * 16, feet - 8)], dark(dress.shoes, 0.4), HAIR))
    return "".join(out)


def puffed(x: float, top: float, bottom: float, colour: str, width: float = 1.0) -> str:
    """Puffed breeches: two round lobes, gathered at the waist and the knee, with slits;
    `width` below 1 for the slimmer pair some Fanti wear."""
    out = []
    for side in (-1, 1):
        w = side * width
        keys = [(x, top), (x + w * 66, top - 2), (x + w * 94, (top + bottom) / 2 - 10),
                (x + w * 72, bottom - 8), (x + side * 40, bottom + 6), (x + side * 10,
                                                                          bottom - 14),
                (x + side * 2, (top + bottom) / 2)]
        out.append(form(keys, colour, angle=LIGHT_FROM_LEFT, depth=0.3, lines=3, gloss=8,
                        sw=OUT, tension=0.95))
        out.append(line([(x + side * 30, top + 14), (x + side * 48, (top + bottom) / 2),
                         (x + side * 40, bottom - 10)], dark(colour, 0.45), FINE))
    return "".join(out)


def ruff(x: float, y: float, colour: str, width: float = 44.0) -> str:
    """A pleated collar: a scalloped ring, its pleats marked."""
    keys = []
    for i in range(16):
        a = math.pi * 2 * i / 16
        r = 1.0 if i % 2 == 0 else 0.8
        keys.append((x + math.cos(a) * width * r, y + math.sin(a) * width * 0.34 * r))
    out = form(keys, colour, angle=90, depth=0.3, lines=1, gloss=0, sw=FINE, tension=0.8)
    return out + line([(x - width * 0.6, y + 4), (x, y + width * 0.3), (x + width * 0.6, y + 4)],
                      dark(colour, 0.35), HAIR)


def doublet(x: float, shoulders: float, waist: float, dress: Dress, *, skirt: float = 0.0,
            facing: int = 1, narrow: float = 1.0, turn: float = 0.0) -> str:
    """The fitted doublet: sloping shoulders, chest, a narrow waist, a basque flaring over the
    hips (or a king's tunic skirt to `skirt` below the waist); vest, buttons, belt, ruff.
    A `turn` (0 square on) turns the body towards `facing`: the front seam moves over and
    the side it turns to is foreshortened."""
    sw_, ww = 78.0 * narrow, 52.0 * narrow
    out = []

    def t(pts: list[Point]) -> list[Point]:
        return [(x + facing * turn * 60 + (px - x) * (1 - turn * facing * (1 if px > x else -1)),
                 py) for px, py in pts]

    if skirt:
        hem = waist + skirt
        keys = [(x - ww, waist), (x + ww, waist), (x + ww + 30, waist + skirt * 0.5),
                (x + ww + 46, hem), (x + 10, hem + 8), (x - ww - 46, hem),
                (x - ww - 30, waist + skirt * 0.5)]
        out.append(form(t(keys), dress.lower, angle=LIGHT_FROM_LEFT, depth=0.25, lines=3, gloss=8,
                        sw=OUT, tension=0.6))
        out += [line(t([(x + k * 16, waist + 24), (x + k * 26, waist + skirt * 0.6),
                        (x + k * 32, hem - 4)]), dark(dress.lower, 0.4), FINE) for k in (-1, 1)]
    body = [(x - sw_, shoulders + 14), (x - sw_ + 18, shoulders - 4), (x, shoulders - 8),
            (x + sw_ - 18, shoulders - 4), (x + sw_, shoulders + 14), (x + ww + 12, waist - 50),
            (x + ww + 2, waist), (x + ww + 18, waist + 42), (x, waist + 50),
            (x - ww - 18, waist + 42), (x - ww - 2, waist), (x - ww - 12, waist - 50)]
    out.append(form(t(body), dress.doublet, angle=LIGHT_FROM_LEFT, depth=0.24, lines=3, gloss=9,
                    sw=OUT, tension=0.7))
    if dress.vest:
        for side in (-1, 1):
            vest = [(x + side * 16, shoulders + 2), (x + side * 62, shoulders + 6),
                    (x + side * (ww + 8), waist - 20), (x + side * (ww + 16), waist + 40),
                    (x + side * 22, waist + 46), (x + side * 14, waist - 40)]
            out.append(form(t(vest), dress.vest, angle=LIGHT_FROM_LEFT, depth=0.3, lines=2,
                            gloss=0, sw=OUT, tension=0.5))
    out.append(line(t([(x + facing * 4, shoulders + 14), (x + facing * 6, waist - 40),
                       (x + facing * 2, waist + 44)]), INK, FINE))
    out += [circle(*t([(x + facing * 5, shoulders + 40 + k * 30)])[0], 4, GOLD, INK, HAIR)
            for k in range(3)]
    out.append(band(t([(x - ww - 4, waist + 6), (x + ww + 4, waist + 6)]), dress.belt, 12, FINE))
    out.append(ruff(t([(x, 0.0)])[0][0], shoulders + 2, dress.collar, 52))
    return "".join(out)


def drape(x: float, shoulders: float, floor: float, colour: str, lining: str, *,
          swing: float = 0.0, brocade: bool = False) -> str:
    """A king's cape behind the figure, to the floor in folds, its lining along one edge."""
    # narrower than a bell: the cloth falls close behind the legs, and with a `swing` its hem
    # trails out on the floor to the right and lifts on the left
    lift = max(swing, 0.0) * 1.2
    outer = [(x - 70, shoulders), (x - 118, shoulders + 200), (x - 132, floor - 150),
             (x - 126 + swing * 0.3, floor + 4 - lift), (x - 40, floor + 8), (x + 60, floor + 8),
             (x + 140 + swing, floor), (x + 138, floor - 160), (x + 118, shoulders + 200),
             (x + 70, shoulders)]
    lining_pts = [(x + 72, shoulders + 10), (x + 114, shoulders + 200),
                  (x + 132, floor - 160), (x + 138 + swing, floor - 2), (x + 110, floor - 8),
                  (x + 96, floor - 160), (x + 82, shoulders + 60)]
    out = form(outer, colour, angle=160, depth=0.2, lines=3, gloss=0, sw=OUT, tension=0.7)
    out += "".join(line([(x + k, shoulders + 110), (x + k * 1.15, (shoulders + floor) / 2),
                         (x + k * 1.2, floor - 6 - (lift if k < 0 else 0.0))],
                        dark(colour, 0.45), FINE)
                   for k in (-90, -56, 84))
    out += form(lining_pts, lining, angle=0, depth=0.3, lines=2, gloss=0, sw=OUT, tension=0.7)
    if brocade:  # the cape open behind the legs: its lining from the hips to the floor,
        # spreading there, figured all over with gold scrolls
        panel = [(x - 84, floor - 330), (x + 90, floor - 330), (x + 124, floor - 130),
                 (x + 134 + swing * 0.6, floor - 2), (x + 20, floor + 6), (x - 118, floor),
                 (x - 116, floor - 130)]
        out += form(panel, lining, angle=0, depth=0.25, lines=3, gloss=0, sw=OUT * 0.7,
                    tension=0.8)
        # a damask of dark scrolls all over it, as printed: C-scrolls in staggered rows
        scrolls = Path()
        for row in range(9):
            yy = floor - 300 + row * 34
            half = 84 + (124 - 84) * row / 8
            for col in range(-4, 5):
                xx = x + 3 + col * 30 + (15 if row % 2 else 0)
                if abs(xx - x) > half - 14:
                    continue
                scrolls.m(xx - 8, yy + 10).q((xx - 14, yy - 6), (xx, yy - 10))
                scrolls.q((xx + 12, yy - 4), (xx + 4, yy + 4)).q((xx - 2, yy + 2), (xx, yy - 2))
        out += path(scrolls, "none", dark(lining, 0.5), FINE)
    return out


__all__ = ["doublet", "drape", "hand", "leg_pair", "puffed", "ruff", "sleeve"]
