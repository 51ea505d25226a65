"""The Napoletane horse: one anatomy, posed per card as the pattern poses it.

Drawn in its own frame (facing right, ground at y = 0, about 590 units nose to tail) and mapped
onto the card, mirrored for a horse walking left. The body, neck and head are one smooth mass
(deep chest, arched crest, a wedge-shaped head with a round jaw and a tapering muzzle); the legs
are jointed (forearm, knee, cannon, fetlock, pastern, hoof), the hind leg with its hock set back;
one foreleg raised and folded where the scan shows it. Shading follows each form (nap_shade).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ui.art.craft import FINE, HAIR, INK, MEDIUM, dark, hatch, light, poly_d
from ui.art.nap_shade import curve_d, flat, form, line, spline
from ui.art.svg import Path, Point, circle, path

COAT, MANE, HOOF = "#bca38c", "#5e4636", "#3a3028"
STRAP, OUT = "#9a1c14", 5.6
Joint = tuple[float, float, float]  # x, y, full width there

BODY: list[Point] = [
    (-196, -392), (-160, -420), (-90, -406), (-10, -398), (68, -414), (104, -440), (128, -500),
    (170, -554), (220, -566), (246, -562), (282, -516), (316, -470), (336, -446), (331, -426),
    (312, -420), (284, -428), (260, -446), (248, -458), (240, -424), (224, -384), (208, -336),
    (180, -292), (152, -252), (90, -236), (10, -228), (-70, -236), (-116, -254), (-162, -290),
    (-198, -342),
]
MANE_KEYS: list[Point] = [
    (228, -582), (172, -566), (126, -512), (96, -464), (70, -430), (100, -436), (110, -464),
    (122, -456), (132, -490), (146, -484), (158, -522), (174, -516), (196, -550), (212, -558),
]
TAIL: list[Point] = [
    (-190, -404), (-226, -384), (-246, -320), (-240, -240), (-256, -168), (-236, -148),
    (-222, -200), (-216, -280), (-204, -350),
]


@dataclass(frozen=True)
class Gait:
    """Joints of the four legs: near (the viewer's side) and far, fore and hind."""

    near_fore: list[Joint]
    far_fore: list[Joint]
    near_hind: list[Joint]
    far_hind: list[Joint]


#: The foreleg on the viewer's side lifted and folded at the knee (Coppe, Bastoni, Spade).
RAISED = Gait(
    near_fore=[(138, -318, 84), (150, -238, 60), (214, -186, 44), (204, -100, 30),
               (218, -78, 26)],
    far_fore=[(104, -300, 70), (100, -232, 54), (96, -134, 38), (92, -40, 28), (98, -16, 24)],
    near_hind=[(-122, -330, 110), (-108, -252, 84), (-176, -142, 44), (-166, -40, 30),
               (-160, -16, 26)],
    far_hind=[(-100, -320, 84), (-84, -246, 70), (-126, -140, 40), (-98, -40, 28),
              (-92, -16, 24)],
)
#: A walk with all four hooves down, the legs spread (Denari).
WALK = Gait(
    near_fore=[(138, -318, 84), (138, -236, 60), (160, -134, 42), (176, -40, 30),
               (182, -16, 26)],
    far_fore=[(104, -300, 70), (96, -232, 54), (82, -134, 38), (70, -40, 28), (74, -16, 24)],
    near_hind=[(-122, -330, 110), (-104, -252, 84), (-168, -142, 44), (-150, -40, 30),
               (-144, -16, 26)],
    far_hind=[(-100, -320, 84), (-90, -246, 70), (-150, -138, 40), (-140, -40, 28),
              (-136, -16, 24)],
)


def _leg(joints: Sequence[Joint]) -> tuple[list[Point], list[Point]]:
    """Outline keys down one side and up the other, and the hoof at the pastern's end."""
    left: list[Point] = []
    right: list[Point] = []
    n = len(joints)
    for i, (x, y, w) in enumerate(joints):
        ax, ay, _ = joints[max(0, i - 1)]
        bx, by, _ = joints[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        ln = (dx * dx + dy * dy) ** 0.5 or 1.0
        nx, ny = -dy / ln * w * 0.56, dx / ln * w * 0.56
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    (px, py, _), (ex, ey, ew) = joints[-2], joints[-1]
    dx, dy = ex - px, ey - py
    ln = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / ln, dy / ln
    # the hoof: wider at the sole, its front wall sloped, its sole across the pastern's line
    h = 26.0
    hoof = [(ex + uy * ew * 0.5, ey - ux * ew * 0.5), (ex - uy * ew * 0.5, ey + ux * ew * 0.5),
            (ex + ux * h - uy * ew * 0.75, ey + uy * h + ux * ew * 0.75),
            (ex + ux * h + uy * ew * 0.85, ey + uy * h - ux * ew * 0.85)]
    return [*left, *reversed(right)], hoof


class Mapper:
    """Local horse units to card units: mirrored for a horse facing left."""

    def __init__(self, x: float, ground: float, facing: int, size: float) -> None:
        self.x, self.ground, self.f, self.size = x, ground, facing, size

    def __call__(self, p: Point) -> Point:
        px, py = p
        # the head a size up from the neck that carries it (as the pattern draws it): points
        # round the head are spread from its middle, easing in along the neck
        w = min(1.0, max(0.0, (px - 186) / 44)) * min(1.0, max(0.0, (-py - 390) / 50))
        px, py = px + w * (px - 262) * 0.2, py + w * ((py + 500) * 0.2 + 18)
        return self.x + self.f * px * self.size, self.ground + py * self.size

    def all(self, pts: Sequence[Point]) -> list[Point]:
        return [self(p) for p in pts]


def _leg_art(m: Mapper, joints: Sequence[Joint], coat: str, far: bool) -> str:
    keys, hoof = _leg(joints)
    fill = dark(coat, 0.22) if far else coat
    out = form(m.all(keys), fill, tension=0.8, angle=0 if m.f > 0 else 180, depth=0.34,
               lines=3, gloss=0 if far else 6, sw=OUT * m.size)
    out += path(poly_d(m.all(hoof)), HOOF, INK, FINE)
    # the fetlock's tuft and the knee's (or hock's) bony front
    (kx, ky, kw), (fx, fy, fw) = joints[2], joints[3]
    out += line(m.all([(kx - kw * 0.3, ky - 14), (kx - kw * 0.1, ky), (kx - kw * 0.3, ky + 14)]),
                dark(fill, 0.45), HAIR)
    out += line(m.all([(fx + fw * 0.5, fy - 6), (fx + fw * 0.7, fy + 8), (fx + fw * 0.4,
                                                                          fy + 16)]),
                dark(fill, 0.5), FINE)
    return out


def horse(x: float, ground: float, facing: int, cloth: str, gait: Gait = RAISED, *,
          trim: str = "#e9c534", size: float = 1.0, coat: str = COAT) -> tuple[str, str, Point]:
    """(far legs and tail, near side, the bit's ring in card units for the reins)."""
    m = Mapper(x, ground, facing, size)
    sh = 70 if facing > 0 else 110  # the belly and far side in shadow, light from the left
    far = "".join(_leg_art(m, legs, coat, True) for legs in (gait.far_fore, gait.far_hind))
    far += form(m.all(TAIL), MANE, tension=0.9, angle=sh, depth=0.3, lines=2, gloss=0,
                sw=OUT * size)
    far += line(m.all([(-206, -360), (-228, -300), (-230, -220), (-244, -164)]),
                light(MANE, 0.3), FINE)
    far += flat(spline(m.all([(230, -562), (240, -606), (248, -560)]), 0.5), dark(coat, 0.2),
                sw=FINE)
    near = [_leg_art(m, gait.near_hind, coat, False), _leg_art(m, gait.near_fore, coat, False),
            form(m.all(BODY), coat, angle=sh, depth=0.2, lines=5, sw=OUT * size)]
    # muscles and bones under the coat: shoulder, elbow, stifle, hip, the jaw's round cheek
    tone = dark(coat, 0.42)
    for keys in ([(110, -420), (132, -360), (150, -300)], [(176, -330), (160, -300),
                 (150, -276)], [(-150, -380), (-120, -330), (-112, -282)],
                 [(-60, -392), (-100, -384), (-140, -396)],
                 [(232, -488), (246, -458), (272, -446), (286, -462)],
                 [(236, -540), (268, -530), (300, -488)]):
        near.append(line(m.all(keys), tone, FINE))
    # the engraver's cross-contour strokes round the neck under the mane and down the chest,
    # one path
    strokes = Path()
    for k in range(5):
        a = (150 + k * 16, -470 - k * 18)
        strokes.m(*m(a)).q(m((a[0] + 30, a[1] + 26)), m((a[0] + 34, a[1] + 66)))
    for k in range(4):
        strokes.m(*m((176 - k * 6, -320 + k * 16))).q(m((188 - k * 4, -306 + k * 16)),
                                                      m((190 - k * 6, -290 + k * 18)))
    near.append(path(strokes, "none", dark(coat, 0.5), HAIR))
    near.append(form(m.all(MANE_KEYS), MANE, tension=0.9, angle=sh, depth=0.3, lines=1,
                     gloss=0, sw=OUT * size * 0.8))
    near.append(flat(spline(m.all([(222, -562), (212, -610), (236, -566)]), 0.5), coat,
                     sw=FINE))
    near.append(flat(spline(m.all([(230, -570), (256, -560), (262, -536), (244, -546)]), 0.7),
                     MANE, sw=HAIR))
    near.append(flat(spline(m.all([(254, -528), (264, -536), (276, -530), (264, -524)]), 0.6),
                     INK, sw=HAIR))
    near.append(flat(spline(m.all([(316, -458), (326, -462), (328, -450), (318, -448)]), 0.8),
                     dark(coat, 0.6), sw=HAIR))
    near.append(line(m.all([(334, -434), (322, -432), (306, -436)]), INK, FINE))
    near.append(_tack(m, cloth, trim))
    return far, "".join(near), m((328, -440))


def _tack(m: Mapper, cloth: str, trim: str) -> str:
    """Saddle cloth with its border, breast strap with a medallion, bridle."""
    s = m.size
    cloth_keys = [(-112, -424), (-20, -414), (62, -424), (74, -378), (68, -320), (-30, -306),
                  (-124, -318), (-122, -378)]
    border = [(-98, -410), (-20, -400), (52, -410), (60, -378), (56, -332), (-30, -320),
              (-108, -330), (-108, -378)]
    out = [form(m.all(cloth_keys), cloth, tension=0.55, angle=60, depth=0.2, lines=2,
                sw=OUT * s),
           hatch(m.all(border[1:4] + border[5:]), dark(cloth, 0.35), 22 * s, 45, FINE),
           hatch(m.all(border[1:4] + border[5:]), dark(cloth, 0.35), 22 * s, -45, FINE),
           path(curve_d(spline(m.all(border), 0.55)), "none", trim, 7 * s),
           path(curve_d(spline(m.all(border), 0.55)), "none", INK, HAIR)]
    out += [circle(*m(p), 5 * s, trim, INK, HAIR) for p in ((-112, -330), (64, -334),
                                                                   (-28, -310))]
    for keys in ([(60, -380), (120, -360), (170, -344), (192, -352)],  # breast strap
                 [(226, -560), (238, -520), (258, -480), (292, -448), (322, -442)],  # cheek
                 [(232, -552), (252, -552)],  # browband
                 [(286, -486), (300, -462), (314, -440)]):  # noseband
        out.append(line(m.all(keys), INK, MEDIUM * s + 3))
        out.append(line(m.all(keys), STRAP, MEDIUM * s))
    out.append(circle(*m((150, -352)), 11 * s, trim, INK, FINE))
    out.append(circle(*m((150, -352)), 4 * s, STRAP, None))
    out.append(circle(*m((322, -442)), 6 * s, trim, INK, HAIR))
    return "".join(out)


__all__ = ["RAISED", "WALK", "Gait", "horse"]
