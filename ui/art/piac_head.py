"""Piacentine heads in three-quarter view or profile, each court with its own face and age.

A head is drawn facing right in its own units (radius 1, centre at the origin) and flipped by
`facing`; `turn` runs from 0.3 (three-quarter) to 1 (full profile) and sets how far the nose
stands out of the contour and how much of the far eye is left. The features that tell the
courts apart: nose (straight, hooked, short), age (smooth, folds, lined brow and bags), beard
(none, moustache, moustache and tuft, full), the bobbed hair's colour and fullness.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ui.art.craft import Frame, dark
from ui.art.piac_locks import lock, mass
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.svg import Point, circle

SKIN = "#f4d3ad"


@dataclass(frozen=True)
class Face:
    """One court's face: which way and how far it turns, and what sets it apart."""

    facing: int = 1  # 1 looks right, −1 left
    turn: float = 0.45  # 0.3 three-quarter … 1 profile
    nose: str = "straight"  # "straight", "hooked", "short"
    age: int = 0  # 0 young, 1 grown (folds by the mouth), 2 old (lined brow, bags)
    beard: str = ""  # "", "moustache", "tuft" (moustache and chin tuft), "full"
    hair: str = "#8c8a86"  # the bob: grey on most Piacentine courts
    full: float = 1.0  # how far the hair stands out at the back and sides
    lips: str = "#b5453a"
    lost: bool = False  # a lost profile: turned away, the face all but hidden by the hair
    gaze: int = 0  # a near-frontal face's turn where it differs from the body's (`facing`)
    jaw: float = 1.0  # the jaw's breadth: under 1 a narrow young chin, over 1 a square one
    long: float = 1.0  # how far down the locks fall: under 1 cropped at the ear


_RING = [(math.cos(a * math.pi / 6), math.sin(a * math.pi / 6)) for a in range(12)]


class _Frame(Frame):
    """Maps head units (facing right) to card units."""

    STEPS = 8

    def __init__(self, x: float, y: float, r: float, facing: int) -> None:
        self.x, self.y, self.r, self.f = x, y, r, facing

    def p(self, u: float, v: float) -> Point:
        return (self.x + self.f * u * self.r, self.y + v * self.r)

    def ps(self, pts: Sequence[tuple[float, float]]) -> list[Point]:
        return [self.p(u, v) for u, v in pts]


def _profile(face: Face) -> tuple[list[tuple[float, float]], float]:
    """The front contour from brow to chin (head units) and the x of the brow line."""
    a = face.turn
    nx = 0.5 + 0.36 * a
    tip = {"straight": (nx + 0.06 + 0.07 * a, 0.37), "hooked": (nx + 0.12 + 0.1 * a, 0.42),
           "short": (nx + 0.05 + 0.05 * a, 0.35)}[face.nose]
    bump = 0.05 if face.nose == "hooked" else 0.0
    front = [(nx - 0.04, -0.5), (nx, -0.22), (nx - 0.05, -0.04),
             (nx + 0.04 + bump, 0.12), (tip[0] - 0.04, tip[1] - 0.1), tip,
             (tip[0] - 0.05, tip[1] + 0.07), (nx + 0.05, 0.47), (nx + 0.03, 0.55),
             (nx + 0.05, 0.62), (nx - 0.01, 0.68), (nx + 0.03, 0.76), (nx - 0.02, 0.84),
             (nx - 0.01, 0.96), (nx - 0.12, 1.06)]
    return front, nx


def head(x: float, y: float, r: float, face: Face) -> tuple[list[str], list[str]]:
    """(drawn before the neck: the hair behind; drawn after it: the face and its locks)."""
    fr = _Frame(x, y, r, face.facing)
    front, nx = _profile(face)
    k = face.full
    # the bushy hair behind the face, out over the nape
    before = mass(fr, 1.16 * k, nx - 0.2, 1.12 + 0.08 * k, face.hair)
    # the face: a rounded skull and jaw behind, the profile in front
    skull = [fr.p(nx - 0.04, -0.5)]
    skull += [fr.p(*q) for q in front[1:]]
    skull += fr.curve((nx - 0.12, 1.06), ((-0.05, 1.12), (-0.35, 1.0), (-0.5, 0.66)),
                      ((-0.62, 0.4), (-0.62, -0.2), (-0.45, -0.7)),
                      ((-0.25, -0.95), (nx - 0.3, -0.9), (nx - 0.04, -0.5)))[1:]
    after = [form(skull, SKIN, "B" if face.facing > 0 else "A", sw=3.0)]
    # the cheek and jaw turned from the light in a soft glaze, the shade under the jaw
    after.append(shape(fr.curve((-0.5, -0.3), ((-0.3, -0.1), (-0.2, 0.3), (-0.2, 0.62)),
                               ((-0.1, 0.9), (nx - 0.3, 1.02), (nx - 0.12, 1.06)),
                               ((-0.2, 1.12), (-0.45, 0.95), (-0.55, 0.66)),
                               ((-0.64, 0.3), (-0.64, -0.1), (-0.5, -0.3)), n=6),
                       "#b0643c", None, opacity=0.25))
    if face.lost:  # only the brow, the nose's tip and the cheek's edge show past the hair
        after += _lost(fr, face, nx)
        return before, after
    after += _features(fr, face, nx)
    after += _back_locks(fr, face, nx)
    # the ear peeping out of the hair, as printed
    ear = fr.curve((0.16, 0.06), ((0.02, -0.02), (-0.06, 0.3), (0.06, 0.42)),
                   ((0.12, 0.44), (0.16, 0.34), (0.16, 0.06)), n=5)
    after.append(form(ear, SKIN, "A" if fr.f > 0 else "B", sw=2.2))
    after.append(strands([fr.open((0.1, 0.1), (0.03, 0.14), (0.03, 0.28), (0.09, 0.34), n=4)],
                         dark(SKIN, 0.45), 1.4))
    return before, after


def _back_locks(fr: _Frame, face: Face, nx: float) -> list[str]:
    """The tresses from the temple back over the ear to the nape, bellying out behind and
    turning in under it, each end curling up."""
    k, hair = face.full, face.hair
    kind = "L"  # each lock a cylinder lit from the left, parted from the next by its shade
    curl = -0.8 if fr.f > 0 else 0.8  # the ends turn in under the nape
    out: list[str] = []
    for i in (3, 2, 1, 0):  # from the back forwards: the lock before the ear lies on top
        u0 = -0.06 - 0.26 * i
        sway = -(0.16 + 0.06 * i) * k
        out += lock(fr, (u0 + 0.1, -0.8), (u0 + sway, -0.2), (u0 + sway * 1.5, 0.4),
                    (u0 - 0.04 * i, 0.86 + 0.05 * i * k), 0.46 - 0.03 * i, hair,
                    curl=curl, kind=kind)
    return out


def _lost(fr: _Frame, face: Face, nx: float) -> list[str]:
    """A lost profile: the hair hides all but the brow, the nose's tip and the cheek."""
    shade = dark(face.hair, 0.4)
    out = [strands([fr.open((nx - 0.02, -0.22), (nx - 0.12, -0.22), (nx - 0.2, -0.18),
                            (nx - 0.26, -0.12), n=3)], dark(face.hair, 0.45), 3.4)]
    ear = fr.curve((nx - 0.5, 0.12), ((nx - 0.36, 0.06), (nx - 0.34, 0.4), (nx - 0.48, 0.46)),
                   n=5)
    kind = "R" if fr.f > 0 else "L"
    curl = -0.8 if fr.f > 0 else 0.8
    for i in (3, 2, 1, 0):  # short locks cover the back of the head, cropped at the nape
        u0 = nx - 0.52 - 0.3 * i
        out += lock(fr, (u0, -0.8), (u0 - 0.22, -0.2), (u0 - 0.3, 0.4),
                    (u0 - 0.06 - 0.04 * i, 0.82 + 0.04 * i), 0.46, face.hair, curl=curl,
                    kind=kind)
    out.append(form(ear, SKIN, "A", sw=2.4))
    out.append(strands([fr.open((nx - 0.44, 0.16), (nx - 0.4, 0.24), (nx - 0.4, 0.34),
                                (nx - 0.45, 0.4), n=3)], shade, 1.4))
    # the lips and the chin's edge on the contour, turned away
    out.append(strands([fr.open((nx + 0.02, 0.64), (nx - 0.04, 0.66), (nx - 0.08, 0.66),
                                (nx - 0.12, 0.64), n=3)], dark(face.lips, 0.2), 2.2))
    return out


def _eye(fr: _Frame, ex: float, w: float, face: Face) -> list[str]:
    ey = 0.02
    upper = fr.open((ex - w, ey + 0.02), (ex - w * 0.4, ey - 0.1), (ex + w * 0.5, ey - 0.09),
                    (ex + w, ey + 0.01), n=6)
    lower = fr.open((ex + w, ey + 0.01), (ex + w * 0.4, ey + 0.08), (ex - w * 0.5, ey + 0.08),
                    (ex - w, ey + 0.02), n=6)
    iris = fr.p(ex + w * 0.35, ey)
    out = [shape(upper + lower, "#fbf5ea", None),
           circle(*iris, fr.r * min(0.065, w * 0.55), "#4a3222", None),
           circle(iris[0] + fr.f * fr.r * 0.015, iris[1] - fr.r * 0.02, fr.r * 0.015,
                  "#ffffff", None),
           strands([upper], INK, 2.6),
           strands([lower], dark(SKIN, 0.4), 1.4),
           strands([fr.open(
               (ex - w * 0.8, ey - 0.1), (ex - w * 0.2, ey - 0.15), (ex + w * 0.5, ey - 0.15),
               (ex + w * 0.9, ey - 0.08), n=4)], dark(SKIN, 0.3), 1.3)]
    if face.age >= 2:  # a bag under the eye
        out.append(strands([fr.open((ex - w * 0.7, ey + 0.14), (ex - w * 0.2, ey + 0.2),
                                    (ex + w * 0.4, ey + 0.19), (ex + w * 0.8, ey + 0.12),
                                    n=4)], dark(SKIN, 0.3), 1.4))
    return out


def _features(fr: _Frame, face: Face, nx: float) -> list[str]:
    a = face.turn
    brow_c = dark(face.hair, 0.45)
    near_x = nx - 0.22 - 0.9 * (1 - a)
    far_x = nx - 0.16
    out: list[str] = []
    # the eye socket's shade under the brow on the near side, and down the side of the nose
    # (a three-quarter head's; a profile's socket is its contour)
    if a < 0.8:
            out.append(shape(fr.curve((nx - 0.08, -0.12), ((nx - 0.16, 0.1), (nx - 0.1, 0.3),
                                                      (nx + 0.02, 0.42)),
                                 ((nx - 0.1, 0.44), (nx - 0.2, 0.3), (nx - 0.22, 0.05)),
                                 ((nx - 0.22, -0.05), (nx - 0.15, -0.12), (nx - 0.08, -0.12)),
                                 n=5), dark(SKIN, 0.35), None, opacity=0.18))
    if a < 0.8:
        out += _eye(fr, far_x, 0.05 + 0.05 * (1 - a), face)
        out += _eye(fr, near_x, 0.14, face)
    else:
        out += _eye(fr, far_x - 0.02, 0.1, face)
    brows = [fr.open((near_x - 0.16, -0.1), (near_x - 0.08, -0.2), (near_x + 0.08, -0.21),
                     (near_x + 0.15, -0.16), n=5)]
    if a < 0.8:
        brows.append(fr.open((far_x - 0.08, -0.17), (far_x - 0.02, -0.2), (far_x + 0.06, -0.2),
                             (nx - 0.02, -0.18), n=4))
    out.append(strands(brows, brow_c, 4.0 if face.age else 3.2))
    # nostril wing and the cheek's warmth
    tip_y = 0.38 if face.nose != "hooked" else 0.42
    out.append(strands([fr.open((nx + 0.02, tip_y - 0.02), (nx - 0.06, tip_y + 0.02),
                                (nx - 0.06, tip_y + 0.1), (nx + 0.03, tip_y + 0.1), n=5)],
                       dark(SKIN, 0.42), 1.8))
    bx, by = fr.p(near_x + 0.04, 0.42)
    out.append(shape([(bx + fr.r * 0.15 * math.cos(t * math.pi / 6),
                       by + fr.r * 0.11 * math.sin(t * math.pi / 6)) for t in range(12)],
                     "#e07a66", None, opacity=0.3))
    # the mouth: a parted line and a full lower lip, a shade under it
    out.append(shape(fr.curve((nx + 0.04, 0.62), ((nx - 0.05, 0.6), (nx - 0.2, 0.6),
                                                 (nx - 0.3, 0.66)),
                             ((nx - 0.2, 0.75), (nx - 0.04, 0.77), (nx + 0.03, 0.74)), n=5),
                    face.lips, None))
    out.append(strands([fr.open((nx + 0.03, 0.67), (nx - 0.06, 0.66), (nx - 0.2, 0.65),
                                (nx - 0.31, 0.67), n=5)], INK, 2.2))
    out.append(strands([fr.open((nx - 0.02, 0.84), (nx - 0.08, 0.86), (nx - 0.16, 0.85),
                                (nx - 0.2, 0.82), n=3)], dark(SKIN, 0.3), 1.6))
    if face.age >= 1:  # the fold from the nostril past the corner of the mouth
        out.append(strands([fr.open((nx - 0.08, 0.46), (nx - 0.22, 0.52), (nx - 0.34, 0.62),
                                    (nx - 0.36, 0.76), n=5)], dark(SKIN, 0.3), 1.8))
    if face.age >= 2:  # lines across the brow
        out.append(strands([fr.open((nx - 0.5, -0.36 - t), (nx - 0.3, -0.4 - t),
                                    (nx - 0.15, -0.38 - t), (nx - 0.05, -0.36 - t), n=4)
                            for t in (0.0, 0.08)], dark(SKIN, 0.28), 1.4))
    if face.beard:
        out += _beard(fr, face, nx)
    return out


def _beard(fr: _Frame, face: Face, nx: float) -> list[str]:
    tone = dark(face.hair, 0.1)
    deep = dark(face.hair, 0.45)
    out = []
    if face.beard == "full":  # along the jaw from the ear to the chin, round the mouth
        full = fr.curve((-0.5, 0.3), ((-0.3, 0.7), (-0.1, 0.62), (nx - 0.3, 0.74)),
                        ((nx - 0.15, 0.84), (nx, 0.8), (nx + 0.02, 0.86)),
                        ((nx + 0.06, 1.1), (nx - 0.1, 1.35), (nx - 0.25, 1.4)),
                        ((-0.2, 1.35), (-0.5, 1.1), (-0.58, 0.66)),
                        ((-0.6, 0.5), (-0.56, 0.4), (-0.5, 0.3)), n=6)
        out.append(form(full, tone, "V", sw=2.6))
        out.append(strands([fr.open((nx - 0.1 - t, 0.9), (nx - 0.15 - t, 1.05),
                                    (nx - 0.2 - t, 1.2), (nx - 0.3 - t, 1.3), n=4)
                            for t in (0.0, 0.15, 0.3, 0.45)], deep, 1.6))
    if face.beard == "tuft":  # a pointed tuft under the lip
        tuft = fr.curve((nx - 0.02, 0.86), ((nx + 0.02, 0.98), (nx - 0.02, 1.12),
                                            (nx - 0.1, 1.22)),
                        ((nx - 0.14, 1.1), (nx - 0.16, 0.98), (nx - 0.14, 0.88)), n=5)
        out.append(form(tuft, tone, "V", sw=2.2))
    # the moustache: two curling wings from under the nose
    for wing, (ux, uy) in ((1, (nx + 0.14, 0.64)), (-1, (nx - 0.42, 0.6))):
        lip = fr.curve((nx - 0.06, 0.5), ((nx - 0.02, 0.58), ((ux + nx) / 2, 0.6), (ux, uy)),
                       ((ux - 0.02 * wing, uy - 0.06), (nx - 0.1, 0.54), (nx - 0.06, 0.5)),
                       n=5)
        out.append(form(lip, tone, "V", sw=2.0))
    return out
