"""The Napoletane horse's neck and head, as the pattern draws them: a thick neck arched high
(the crest's peak above the poll, the head hanging from it nearly upright, nose tucked), a big
bony head with a round jowl, two ears, a shaggy mane falling in locks over the crest.

Two heads share the neck: in profile (Coppe, Bastoni, Spade), and turned three-quarters
towards the viewer (Denari: the face's front plane seen, both eyes and both nostrils). All keys
are in nap_horse's frame (facing right, ground at y = 0); nap_horse maps them onto the card.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ui.art.craft import FINE, HAIR, INK, MEDIUM, dark
from ui.art.nap_engrave import engrave, polygon
from ui.art.nap_shade import flat, form, line, spline
from ui.art.svg import Path, Point, circle, path

Map = Callable[[Point], Point]

#: withers to the crest's peak and on to the poll: the arch rises above the head
CREST: list[Point] = [(20, -424), (48, -474), (80, -536), (118, -596), (158, -640),
                      (196, -662), (226, -656)]
#: under the jowl down the neck's thick front to the chest
THROAT: list[Point] = [(224, -444), (216, -404), (208, -352), (192, -296)]


@dataclass(frozen=True)
class Head:
    """One head: its outline (poll to throat), eyes, nostrils, mouth, ears and straps."""

    outline: list[Point]
    back: list[Point]  # the jowl's round back edge up to the poll, over the neck
    eyes: list[tuple[Point, float]]  # centre, half length
    nostrils: list[Point]
    mouth: list[Point]
    ears: list[list[Point]]  # near ear last
    jowl: list[Point]  # the round cheek's muscle line
    ridge: list[Point]  # the nose's bony front (a plane's edge when turned)
    cheek_strap: list[Point]
    brow: list[Point]
    nose: list[Point]
    bit: Point


PROFILE = Head(
    outline=[(238, -648), (266, -628), (288, -590), (302, -544), (312, -500), (318, -470),
             (316, -446), (302, -432), (282, -434), (262, -446), (242, -460)],
    back=[(220, -474), (204, -500), (202, -536), (212, -574), (226, -618)],
    eyes=[((266, -596), 17.0)],
    nostrils=[(304, -468)],
    mouth=[(316, -450), (302, -444), (288, -448)],
    ears=[[(222, -650), (218, -702), (238, -656)], [(238, -652), (252, -704), (262, -644)]],
    jowl=[(252, -600), (236, -566), (232, -522), (248, -488)],
    ridge=[(290, -580), (304, -530), (312, -492)],
    cheek_strap=[(250, -646), (248, -600), (254, -540), (270, -490), (290, -454)],
    brow=[(238, -644), (278, -624)],
    nose=[(262, -482), (290, -490), (316, -496)],
    bit=(290, -454),
)
TURNED = Head(
    outline=[(244, -654), (274, -634), (292, -598), (302, -554), (308, -512), (310, -482),
             (304, -456), (288, -444), (268, -444), (254, -454), (240, -466)],
    back=[(218, -478), (204, -506), (204, -542), (212, -580), (226, -622)],
    eyes=[((260, -596), 17.0)],
    nostrils=[(290, -470)],
    mouth=[(268, -450), (282, -448), (296, -452)],
    ears=[[(224, -650), (216, -702), (240, -656)], [(244, -652), (264, -704), (270, -640)]],
    jowl=[(240, -586), (228, -552), (230, -508), (246, -480)],
    ridge=[(284, -626), (292, -574), (294, -530)],
    cheek_strap=[(236, -648), (236, -600), (240, -540), (250, -490), (260, -466)],
    brow=[(232, -642), (266, -638), (292, -626)],
    nose=[(248, -494), (274, -500), (306, -494)],
    bit=(260, -466),
)


def tilted(head: Head, degrees: float) -> Head:
    """The head swung about the poll: negative throws the nose forward (a horse reaching
    into the bit, or prancing), positive tucks it in."""
    a = math.radians(degrees)
    px, py = head.outline[0]

    def r(p: Point) -> Point:
        dx, dy = p[0] - px, p[1] - py
        return px + dx * math.cos(a) - dy * math.sin(a), py + dx * math.sin(a) + dy * math.cos(a)

    def rs(pts: Sequence[Point]) -> list[Point]:
        return [r(p) for p in pts]

    return Head(outline=rs(head.outline), back=rs(head.back),
                eyes=[(r(c), k) for c, k in head.eyes], nostrils=rs(head.nostrils),
                mouth=rs(head.mouth), ears=[rs(e) for e in head.ears], jowl=rs(head.jowl),
                ridge=rs(head.ridge), cheek_strap=rs(head.cheek_strap), brow=rs(head.brow),
                nose=rs(head.nose), bit=r(head.bit))


def outline(head: Head) -> list[Point]:
    """Crest, head and throat in the order the body's outline runs (withers on)."""
    return [*CREST[1:], *head.outline, *THROAT]


def _mane(head: Head) -> list[Point]:
    """The mane along the crest: a shaggy outer edge of curling locks above it, an inner edge
    falling over the near side of the neck, the forelock tuft between the ears."""
    pts = [*CREST[:-1], (212, -664)]
    outer: list[Point] = []
    inner: list[Point] = []
    n = len(pts)
    for i in range(1, n * 2 - 2):
        t = i / 2
        a, b = pts[int(t)], pts[min(n - 1, int(t) + 1)]
        f = t - int(t)
        x, y = a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
        dx, dy = b[0] - a[0], b[1] - a[1]
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = dy / ln, -dx / ln  # up and back, away from the neck
        lobe = 26 if i % 2 else 18  # locks curling out, notches between
        outer.append((x + nx * lobe - dx / ln * 6, y + ny * lobe - dy / ln * 6))
        fall = 24 if i % 2 else 34
        inner.append((x - nx * fall, y - ny * fall))
    tuft = [(head.outline[0][0] + 4, head.outline[0][1] + 22), (head.outline[0][0] - 6,
                                                                 head.outline[0][1] - 6)]
    return [(12, -440), *outer, (222, -686), *tuft, *reversed(inner), (30, -432)]


def mane(m: Map, head: Head, colour: str, sw: float, f: int) -> str:
    """The mane as one shaded mass and the locks engraved along its fall."""
    out = form([m(p) for p in _mane(head)], colour, tension=0.9, angle=70 if f > 0 else 110,
               depth=0.3, lines=1, gloss=0, sw=sw)
    locks = Path()
    for k in range(11):
        i = 0.6 + k * (len(CREST) - 1.8) / 11
        a, b = CREST[int(i)], CREST[min(len(CREST) - 1, int(i) + 1)]
        t = i - int(i)
        x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
        locks.m(*m((x - 10, y - 16))).q(m((x + 8, y + 4)), m((x - 2, y + 26)))
        locks.m(*m((x - 24, y - 4))).q(m((x - 6, y + 10)), m((x - 16, y + 30)))
    return out + path(locks, "none", dark(colour, 0.55), FINE)


def far_ear(m: Map, head: Head, coat: str) -> str:
    return flat(spline([m(p) for p in head.ears[0]], 0.5), dark(coat, 0.2), sw=FINE)


def features(m: Map, head: Head, coat: str, size: float) -> str:
    """The head laid over the neck, its own engraving running down the face and darkening
    into the jowl; near ear, eyes, nostrils, mouth and the bony lines of the head."""
    keys = [m(p) for p in [*head.outline, *head.back]]
    segs = spline(keys)
    f = 1 if keys[1][0] > keys[0][0] else -1
    out = [far_ear(m, head, coat),
           form(keys, coat, angle=160 if f > 0 else 20, depth=0.25, lines=0, gloss=0,
                sw=5.6 * size)]
    cut = engrave(polygon(segs[-1][2], segs), 160 if f > 0 else 20, pitch=5.5 * size,
                  width=5.5 * size, start=-0.9, cross=0.45, margin=4 * size, bow=0.05)
    out.append(path(cut, dark(coat, 0.76), None))
    out.append(flat(spline([m(p) for p in head.ears[1]], 0.5), coat, sw=FINE))
    px, py = head.outline[0]  # the forelock, falling from between the ears over the brow
    out.append(flat(spline([m((px - 8, py - 8)), m((px + 20, py - 6)), m((px + 36, py + 16)),
                            m((px + 30, py + 36)), m((px + 18, py + 14))], 0.8),
                    dark(coat, 0.12), sw=HAIR))
    ex, ey = head.ears[1][1]
    out.append(line([m((ex - 4, ey + 14)), m((ex + 0, ey + 30)), m((ex + 4, ey + 42))],
                    dark(coat, 0.5), HAIR))
    for (x, y), r in head.eyes:
        # an almond under a heavy brow, the lid's line over it and a glint
        out.append(flat(spline([m((x - r, y + 2)), m((x, y - r * 0.55)), m((x + r, y)),
                                m((x, y + r * 0.5))], 0.6), INK, sw=HAIR))
        out.append(line([m((x - r * 1.3, y - r * 0.5)), m((x, y - r * 1.2)),
                         m((x + r * 1.2, y - r * 0.6))], dark(coat, 0.6), FINE))
        out.append(circle(*m((x + r * 0.2, y - r * 0.1)), 2.4 * size, "#fbf6e9", None))
    for x, y in head.nostrils:
        out.append(flat(spline([m((x - 6, y - 8)), m((x + 4, y - 10)), m((x + 6, y + 2)),
                                m((x - 4, y + 4))], 0.8), dark(coat, 0.65), sw=HAIR))
    out.append(line([m(p) for p in head.mouth], INK, FINE))
    out.append(line([m(p) for p in head.jowl], dark(coat, 0.45), FINE))
    out.append(line([m(p) for p in head.ridge], dark(coat, 0.3), HAIR))
    return "".join(out)


def tack(m: Map, head: Head, strap: str, trim: str, size: float) -> str:
    """Bridle: cheek strap, browband and noseband in the strap's colour, studs at the joins."""
    out = []
    for keys in (head.cheek_strap, head.brow, head.nose):
        pts: Sequence[Point] = [m(p) for p in keys]
        out.append(line(pts, INK, MEDIUM * size + 3))
        out.append(line(pts, strap, MEDIUM * size))
    for p in (head.brow[0], head.nose[1], head.bit):
        out.append(circle(*m(p), 7 * size, trim, INK, HAIR))
    return "".join(out)


__all__ = ["CREST", "PROFILE", "TURNED", "Head", "far_ear", "features", "mane", "outline", "tack",
           "tilted"]
