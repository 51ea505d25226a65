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

from ui.art.craft import FINE, HAIR, INK, MEDIUM, dark, hatch, poly_d
from ui.art.nap_engrave import engrave, polygon
from ui.art.nap_horsehead import PROFILE, TURNED, Head, features, mane, outline
from ui.art.nap_horsehead import tack as bridle
from ui.art.nap_shade import curve_d, form, line, spline
from ui.art.svg import Path, Point, circle, path

COAT, MANE, HOOF = "#cbb09a", "#8c705a", "#6e5a4c"  # a warm dun, not grey
STRAP, BOSS, OUT = "#e2b72a", "#c8161d", 5.6  # gold bridle, red bosses
LEGS = 1.16  # the legs' length against the frame's keys (see Mapper)
LIFT = 260 * (LEGS - 1)  # how much higher than the frame the back sits (horse units)
Joint = tuple[float, float, float]  # x, y, full width there

BACK: list[Point] = [(-192, -398), (-164, -428), (-112, -430), (-44, -414), (20, -424)]
BELLY: list[Point] = [(170, -256), (128, -236), (50, -226), (-30, -226), (-96, -240),
                      (-140, -270), (-184, -306), (-206, -352)]


def body(head: Head) -> list[Point]:
    """The one outline of rump, back, arched neck, head, chest and belly."""
    return [*BACK, *outline(head), *BELLY]


TAIL: list[Point] = [  # set high, falling in a full wave to the hocks, the locks parting
    (-188, -404), (-232, -398), (-262, -354), (-272, -292), (-262, -236), (-278, -186),
    (-292, -136), (-276, -112), (-262, -132), (-250, -108), (-236, -128), (-230, -180),
    (-222, -240), (-208, -300), (-196, -354),
]


@dataclass(frozen=True)
class Gait:
    """Joints of the four legs: near (the viewer's side) and far, fore and hind."""

    near_fore: list[Joint]
    far_fore: list[Joint]
    near_hind: list[Joint]
    far_hind: list[Joint]


#: The foreleg on the viewer's side lifted high, the knee bent and the hoof tucked back under
#: it (Coppe, Bastoni, Spade); the far foreleg bears the weight, the hind legs set under.
RAISED = Gait(
    near_fore=[(150, -314, 96), (172, -250, 76), (214, -226, 58), (262, -206, 44),
               (252, -136, 32), (246, -110, 34), (228, -92, 27)],
    far_fore=[(112, -300, 80), (122, -236, 68), (128, -186, 52), (130, -132, 40),
              (124, -70, 30), (122, -44, 32), (130, -20, 26)],
    near_hind=[(-128, -330, 128), (-122, -256, 100), (-152, -196, 72), (-182, -140, 48),
               (-166, -80, 32), (-160, -44, 33), (-150, -18, 26)],
    far_hind=[(-98, -318, 96), (-82, -248, 84), (-104, -190, 62), (-124, -140, 44),
              (-104, -80, 30), (-92, -44, 31), (-84, -18, 25)],
)
#: A prance (Spade): the near foreleg thrown higher and forward, the far foreleg planted
#: slanting back, the hind legs wide apart, the far one stepping under the belly.
PRANCE = Gait(
    near_fore=[(150, -314, 96), (180, -262, 76), (226, -250, 58), (278, -240, 44),
               (286, -160, 32), (282, -134, 34), (262, -116, 27)],
    far_fore=[(112, -300, 80), (116, -236, 68), (112, -186, 52), (106, -132, 40),
              (94, -70, 30), (90, -44, 32), (98, -20, 26)],
    near_hind=[(-128, -330, 128), (-128, -256, 100), (-166, -196, 72), (-202, -140, 48),
               (-196, -80, 32), (-192, -44, 33), (-182, -18, 26)],
    far_hind=[(-98, -318, 96), (-72, -248, 84), (-78, -190, 62), (-90, -140, 44),
              (-58, -80, 30), (-44, -44, 31), (-34, -18, 25)],
)
#: A walk with all four hooves down, the legs spread (Denari).
WALK = Gait(
    near_fore=[(150, -314, 96), (160, -246, 76), (172, -186, 56), (182, -132, 42),
               (190, -72, 31), (196, -44, 33), (208, -18, 26)],
    far_fore=[(112, -300, 80), (104, -236, 68), (96, -186, 52), (90, -132, 40),
              (94, -70, 30), (96, -44, 31), (104, -18, 25)],
    near_hind=[(-128, -330, 128), (-108, -256, 100), (-116, -196, 72), (-134, -140, 48),
               (-116, -80, 32), (-108, -44, 33), (-96, -18, 26)],
    far_hind=[(-98, -318, 96), (-100, -248, 84), (-136, -190, 62), (-176, -140, 44),
              (-184, -80, 30), (-190, -44, 31), (-182, -18, 25)],
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
        k = 0.56 if i < 3 else 0.46  # the cannon and pastern fine-boned below the knee
        nx, ny = -dy / ln * w * k, dx / ln * w * k
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

    def __init__(self, x: float, ground: float, facing: int, size: float,
                 carriage: float = 0.0) -> None:
        self.x, self.ground, self.f, self.size = x, ground, facing, size
        self.carriage = carriage

    def __call__(self, p: Point) -> Point:
        px, py = p
        # the legs drawn long, as the pattern's horse stands: below the belly's line they
        # stretch by LEGS, and the body, neck and head sit that much higher
        py = py * LEGS if py > -260 else py - 260 * (LEGS - 1)
        # the head eased lower than the frame's keys (points up the neck and round the head,
        # the back left where it is), or, with a negative carriage, thrown up higher
        py += self.carriage * min(1.0, max(0.0, (px - 60) / 150)) * min(1.0, max(
            0.0, (-py - 420) / 100))
        return self.x + self.f * px * self.size, self.ground + py * self.size

    def all(self, pts: Sequence[Point]) -> list[Point]:
        return [self(p) for p in pts]


def _leg_art(m: Mapper, joints: Sequence[Joint], coat: str, far: bool) -> str:
    keys, hoof = _leg(joints)
    fill = dark(coat, 0.22) if far else coat
    out = form(m.all(keys), fill, tension=0.8, angle=0 if m.f > 0 else 180, depth=0.34,
               lines=3, gloss=0, sw=OUT * m.size)  # no sheen: a leg is no tube
    out += path(poly_d(m.all(hoof)), HOOF, INK, FINE)
    # the fetlock's tuft and the knee's (or hock's) bony front
    (kx, ky, kw), (fx, fy, fw) = joints[3], joints[5]
    out += line(m.all([(kx - kw * 0.3, ky - 14), (kx - kw * 0.1, ky), (kx - kw * 0.3, ky + 14)]),
                dark(fill, 0.45), HAIR)
    out += line(m.all([(fx + fw * 0.5, fy - 6), (fx + fw * 0.7, fy + 8), (fx + fw * 0.4,
                                                                          fy + 16)]),
                dark(fill, 0.5), FINE)
    return out


def horse(x: float, ground: float, facing: int, cloth: str, gait: Gait = RAISED, *,
          trim: str = "#e9c534", size: float = 1.0, coat: str = COAT,
          collar: tuple[str, str] | None = None, carriage: float = 0.0,
          head: Head = PROFILE) -> tuple[str, str, Point]:
    """(far legs and tail, near side, the bit's ring in card units for the reins); `collar`
    (band, edge) is a broad breast collar with a strap down between the forelegs; `carriage`
    lowers the head (or, negative, raises it); `head` in profile or turned to the viewer."""
    m = Mapper(x, ground, facing, size, carriage)
    sh = 70 if facing > 0 else 110  # the belly and far side in shadow, light from the left
    far = "".join(_leg_art(m, legs, coat, True) for legs in (gait.far_fore, gait.far_hind))
    far += form(m.all(TAIL), MANE, tension=0.9, angle=sh, depth=0.3, lines=2, gloss=0,
                sw=OUT * size)
    for k in range(3):  # the tail's locks, waving down to the hocks
        far += line(m.all([(-200 - k * 10, -370), (-222 - k * 8, -310), (-222 - k * 10, -240),
                           (-242 - k * 6, -160 + k * 6)]), dark(MANE, 0.5), FINE)
    near = [_leg_art(m, gait.near_hind, coat, False), _leg_art(m, gait.near_fore, coat, False),
            form(m.all(body(head)), coat, angle=sh, depth=0.2, lines=0, sw=OUT * size)]
    near.append(_coat(m, coat, head))
    near.append(mane(m, head, dark(coat, 0.12), OUT * size * 0.8, facing))
    near.append(features(m, head, coat, size))
    near.append(_tack(m, cloth, trim, collar))
    near.append(bridle(m, head, STRAP, BOSS, size))
    return far, "".join(near), m(head.bit)


def _coat(m: Mapper, coat: str, head: Head) -> str:
    """The engraving of the coat, as the print cuts it: along the barrel, darkening into the
    belly, and along the neck into the throat, the two families meeting on the shoulder's
    slope; then the muscle lines of shoulder, elbow, stifle and cheek."""
    segs = spline(m.all(body(head)))
    poly = polygon(segs[-1][2], segs)
    s, f = m.size, m.f
    nx, ny = 0.78 * f, -0.63  # the shoulder's slope, facing forward
    c = (60 * 0.78 + 460 * 0.63) * s + m.x * nx + m.ground * ny
    ink = dark(coat, 0.76)
    cut = engrave(poly, 90, pitch=7 * s, width=5.5 * s, start=-0.55, cross=0.45,
                  margin=OUT * s * 0.6, bow=0.05, turn=-6 * f, keep=(nx, ny, c))
    cut += engrave(poly, 90 - 51 * f, pitch=7 * s, width=5 * s, start=-0.3, cross=0.5,
                   margin=OUT * s * 0.6, bow=0.04, keep=(-nx, -ny, -c))
    st = Path()
    for keys in ([(166, -332), (150, -300), (140, -266)], [(-150, -390), (-120, -336),
                 (-114, -286)], [(-60, -404), (-100, -398), (-146, -410)],
                 [(232, -520), (230, -486), (248, -462)]):
        st.m(*m(keys[0])).q(m(keys[1]), m(keys[2]))
    return path(cut, ink, None) + path(st, "none", dark(coat, 0.4), HAIR)


def _tack(m: Mapper, cloth: str, trim: str, collar: tuple[str, str] | None) -> str:
    """Saddle cloth with its border, breast strap with a medallion, bridle."""
    s = m.size
    cloth_keys = [(-120, -426), (-20, -414), (66, -428), (80, -370), (72, -292), (-30, -280),
                  (-132, -292), (-130, -370)]
    border = [(-106, -412), (-20, -400), (56, -414), (66, -370), (60, -306), (-30, -294),
              (-116, -304), (-116, -370)]
    out = [form(m.all(cloth_keys), cloth, tension=0.55, angle=60, depth=0.2, lines=2,
                sw=OUT * s),
           hatch(m.all(border[1:4] + border[5:]), dark(cloth, 0.35), 22 * s, 45, FINE),
           hatch(m.all(border[1:4] + border[5:]), dark(cloth, 0.35), 22 * s, -45, FINE),
           path(curve_d(spline(m.all(border), 0.55)), "none", trim, 7 * s),
           path(curve_d(spline(m.all(border), 0.55)), "none", INK, HAIR)]
    out += [circle(*m(p), 5 * s, trim, INK, HAIR) for p in ((-120, -304), (68, -310),
                                                                   (-28, -284))]
    chest = [(62, -382), (120, -362), (170, -346), (198, -352)]
    if collar:  # the broad breast collar, edged, and the strap hanging from its boss
        band_, edge = collar
        drop = [(150, -356), (148, -300), (140, -246)]
        out += [line(m.all(drop), INK, 13 * s + 3), line(m.all(drop), band_, 13 * s)]
        out += [line(m.all(chest), INK, 24 * s + 3), line(m.all(chest), edge, 24 * s),
                line(m.all(chest), band_, 14 * s)]
    if not collar:
        out.append(line(m.all(chest), INK, MEDIUM * s + 3))
        out.append(line(m.all(chest), STRAP, MEDIUM * s))
    out.append(circle(*m((150, -356)), 11 * s, trim, INK, FINE))
    out.append(circle(*m((150, -356)), 4 * s, BOSS, None))
    return "".join(out)


__all__ = ["LIFT", "PRANCE", "RAISED", "TURNED", "WALK", "Gait", "body", "horse"]
