"""Piacentine heads near-frontal, as the print draws most courts: a full oval face turned a
little to one side, both eyes open and large, the nose inside the contour, the bob framing both
cheeks and curling at the ends.

Drawn facing right in head units (radius 1, centre at the origin) like `piac_head`, whose
`Face` it reads: `turn` (under 0.6 here) shifts the face's middle line towards where it looks
and narrows the far cheek; age, beard, nose and hair set the courts apart.
"""

from __future__ import annotations

import math

from ui.art.craft import dark, light
from ui.art.piac_engrave import engrave
from ui.art.piac_head import SKIN, Face, _Frame
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.svg import Point, circle


def front_head(x: float, y: float, r: float, face: Face) -> tuple[list[str], list[str]]:
    """(drawn before the neck: the hair behind; drawn after it: the face and its locks)."""
    fr = _Frame(x, y, r, face.gaze or face.facing)
    k = face.full
    c = 0.1 + 0.42 * face.turn  # the face's middle line, turned towards where it looks
    shade = dark(face.hair, 0.4)
    # the bob behind the face: a bushy mass of curls, fuller on the near side
    back = _curly(fr, 1.1 * k, 0.94 * k)
    before = [form(back, face.hair, "B" if fr.f > 0 else "A", sw=3.0),
              *engrave(back, dark(face.hair, 0.55), 95.0 - fr.f * 8, 7.0,
                       toward=180 if fr.f > 0 else 0, bow=0.05, width=3.0,
                       start=0.25, cross=None),
              strands(_curls(fr, k), shade, 3.0),
              strands([[(px + 3, py) for px, py in q] for q in _curls(fr, k)],
                      light(face.hair, 0.3), 1.6)]
    # the face: a full oval, broader on the near cheek, the far cheek turned away
    oval = fr.curve((c, -0.62), ((c + 0.4, -0.64), (0.66, -0.4), (0.66, -0.05)),
                    ((0.68, 0.3), (0.6, 0.66), (0.42, 0.86)),
                    ((0.28, 1.0), (c + 0.14, 1.06), (c - 0.04, 1.06)),
                    ((c - 0.3, 1.06), (-0.42, 0.94), (-0.54, 0.64)),
                    ((-0.66, 0.3), (-0.66, -0.3), (-0.5, -0.52)),
                    ((-0.36, -0.64), (c - 0.3, -0.64), (c, -0.62)), n=7)
    after = [form(oval, SKIN, "B" if fr.f > 0 else "A", sw=3.0)]
    after += engrave(oval, "#8a4a2a", 100.0 + 12 * fr.f, 6.0,
                     toward=180 if fr.f > 0 else 0, bow=0.08, width=2.0, start=0.62,
                     cross=None, opacity=0.22)
    # the near cheek and jaw turned from the light, and the far temple's edge
    after.append(shape(fr.curve((-0.56, -0.3), ((-0.36, -0.05), (-0.34, 0.4), (-0.22, 0.72)),
                                ((-0.1, 0.92), (c - 0.1, 1.02), (c - 0.04, 1.08)),
                                ((c - 0.3, 1.08), (-0.46, 0.9), (-0.58, 0.6)),
                                ((-0.66, 0.3), (-0.66, -0.1), (-0.56, -0.3)), n=6),
                       "#b0643c", None, opacity=0.22))
    after += _features(fr, face, c)
    return before, after


def _eye(fr: _Frame, ex: float, w: float, look: float, face: Face) -> list[str]:
    """An open almond eye `w` wide, its iris set `look` towards where the face turns."""
    ey = 0.04
    upper = fr.open((ex - w, ey + 0.02), (ex - w * 0.45, ey - 0.12), (ex + w * 0.45, ey - 0.12),
                    (ex + w, ey), n=6)
    lower = fr.open((ex + w, ey), (ex + w * 0.45, ey + 0.08), (ex - w * 0.45, ey + 0.09),
                    (ex - w, ey + 0.02), n=6)
    ix, iy = fr.p(ex + look * w, ey - 0.01)
    socket = fr.curve((ex - w * 1.1, ey + 0.02), ((ex - w * 0.6, ey - 0.24),
                                                  (ex + w * 0.6, ey - 0.24), (ex + w * 1.1, ey)),
                      ((ex + w * 0.4, ey - 0.06), (ex - w * 0.4, ey - 0.06),
                       (ex - w * 1.1, ey + 0.02)), n=5)
    out = [shape(socket, dark(SKIN, 0.4), None, opacity=0.45),
           shape(upper + lower, "#fbf5ea", None),
           circle(ix, iy, fr.r * 0.088, "#4a3222", INK, fr.r * 0.012),
           circle(ix, iy, fr.r * 0.042, "#1e1510", None),
           circle(ix + fr.f * fr.r * 0.025, iy - fr.r * 0.025, fr.r * 0.018, "#ffffff", None),
           strands([upper], INK, 4.6),
           strands([lower], dark(SKIN, 0.42), 1.4),
           strands([fr.open((ex - w * 0.8, ey - 0.12), (ex - w * 0.3, ey - 0.19),
                            (ex + w * 0.4, ey - 0.19), (ex + w * 0.9, ey - 0.1), n=4)],
                   dark(SKIN, 0.32), 1.4)]
    if face.age >= 2:  # a bag under the eye
        out.append(strands([fr.open((ex - w * 0.7, ey + 0.15), (ex - w * 0.2, ey + 0.21),
                                    (ex + w * 0.4, ey + 0.2), (ex + w * 0.8, ey + 0.13),
                                    n=4)], dark(SKIN, 0.32), 1.4))
    return out


def _features(fr: _Frame, face: Face, c: float) -> list[str]:
    a = face.turn
    near, far = c - 0.3, c + 0.27
    look = 0.25 + 0.3 * a
    out: list[str] = []
    # the sockets' shade under the brows and down the nose's shaded side
    out.append(shape(fr.curve((c - 0.05, -0.08), ((c - 0.12, 0.12), (c - 0.1, 0.3),
                                                  (c - 0.06, 0.42)),
                              ((c - 0.14, 0.42), (c - 0.16, 0.2), (c - 0.15, -0.02)),
                              ((c - 0.13, -0.08), (c - 0.09, -0.1), (c - 0.05, -0.08)), n=5),
                     dark(SKIN, 0.45), None, opacity=0.7))
    out += _eye(fr, near, 0.15, look, face)
    out += _eye(fr, far, 0.12 + 0.02 * (1 - a), look, face)
    brow_c = dark(face.hair, 0.45)
    out.append(strands([fr.open((near - 0.16, -0.1), (near - 0.08, -0.2), (near + 0.08, -0.21),
                                (near + 0.16, -0.15), n=5),
                        fr.open((far - 0.13, -0.15), (far - 0.05, -0.21), (far + 0.08, -0.21),
                                (far + 0.15, -0.12), n=5)],
                       brow_c, 4.2 if face.age else 3.4))
    # the nose: its bridge on the shaded side, the tip and both nostril wings
    tip = {"straight": 0.44, "hooked": 0.48, "short": 0.4}[face.nose]
    hook = 0.04 if face.nose == "hooked" else 0.0
    out.append(strands([fr.open((c - 0.08, -0.06), (c - 0.06 - hook, 0.12),
                                (c - 0.03, 0.28), (c + 0.0, tip - 0.04), n=5)],
                       dark(SKIN, 0.42), 2.0))
    out.append(strands([fr.open((c - 0.11, tip - 0.06), (c - 0.14, tip + 0.02),
                                (c - 0.06, tip + 0.06), (c + 0.03, tip + 0.03), n=5),
                        fr.open((c + 0.03, tip + 0.03), (c + 0.1, tip + 0.06),
                                (c + 0.16, tip + 0.02), (c + 0.14, tip - 0.05), n=4)],
                       dark(SKIN, 0.48), 2.0))
    out.append(shape([*fr.curve((c - 0.06, tip + 0.02),
                                ((c - 0.03, tip + 0.05), (c + 0.02, tip + 0.05),
                                 (c + 0.05, tip + 0.02)), n=4), fr.p(c, tip - 0.01)],
                     dark(SKIN, 0.5), None, opacity=0.7))
    # the cheeks' warmth
    for bx_, w in ((near - 0.02, 0.16), (far + 0.04, 0.11)):
        bx, by = fr.p(bx_, 0.42)
        for grow, op in ((1.0, 0.1), (0.62, 0.12)):  # a soft flush: two glazes, not a patch
            out.append(shape([(bx + fr.r * w * grow * math.cos(t * math.pi / 8),
                               by + fr.r * 0.13 * grow * math.sin(t * math.pi / 8))
                              for t in range(16)], "#e0705a", None, opacity=op))
    # the mouth: the parted line, a full lower lip, the shade under it
    my = 0.66
    out.append(shape(fr.curve((c - 0.2, my), ((c - 0.1, my - 0.07), (c + 0.1, my - 0.07),
                                              (c + 0.19, my)),
                              ((c + 0.1, my + 0.12), (c - 0.1, my + 0.12), (c - 0.2, my)), n=5),
                     face.lips, None))
    out.append(strands([fr.open((c - 0.22, my - 0.01), (c - 0.08, my + 0.02),
                                (c + 0.08, my + 0.02), (c + 0.2, my - 0.01), n=5)], INK, 2.4))
    out.append(strands([fr.open((c - 0.1, my + 0.16), (c - 0.04, my + 0.18),
                                (c + 0.04, my + 0.18), (c + 0.1, my + 0.16), n=3)],
                       dark(SKIN, 0.32), 1.6))
    if face.age >= 1:  # the folds from the nostrils past the mouth's corners
        out.append(strands([fr.open((c - 0.18, tip + 0.04), (c - 0.26, my - 0.12),
                                    (c - 0.28, my), (c - 0.26, my + 0.1), n=5),
                            fr.open((c + 0.2, tip + 0.04), (c + 0.26, my - 0.12),
                                    (c + 0.27, my), (c + 0.25, my + 0.1), n=5)],
                           dark(SKIN, 0.32), 1.8))
    if face.age >= 2:  # lines across the brow
        out.append(strands([fr.open((c - 0.36, -0.34 - t), (c - 0.12, -0.38 - t),
                                    (c + 0.12, -0.38 - t), (c + 0.34, -0.34 - t), n=4)
                            for t in (0.0, 0.08)], dark(SKIN, 0.28), 1.4))
    if face.beard:
        out += _beard(fr, face, c, my, tip)
    return out


def _beard(fr: _Frame, face: Face, c: float, my: float, tip: float) -> list[str]:
    tone = dark(face.hair, 0.1)
    deep = dark(face.hair, 0.5)
    out = []
    if face.beard in ("tuft", "full"):  # a pointed tuft under the lip, or the full beard
        wide = 0.4 if face.beard == "full" else 0.12
        tuft = fr.curve((c - wide, my + 0.16), ((c - wide, my + 0.36), (c - 0.06, my + 0.48),
                                                (c, my + 0.56)),
                        ((c + 0.06, my + 0.48), (c + wide, my + 0.36), (c + wide, my + 0.16)),
                        ((c + 0.04, my + 0.2), (c - 0.04, my + 0.2), (c - wide, my + 0.16)), n=5)
        out.append(form(tuft, tone, "V", sw=2.2))
        out.append(strands([fr.open((c + t, my + 0.2), (c + t * 0.9, my + 0.3),
                                    (c + t * 0.6, my + 0.42), (c + t * 0.3, my + 0.5), n=4)
                            for t in (-0.06, 0.0, 0.06)], deep, 1.4))
    # the moustache: two wings curling up from under the nose
    for s in (-1, 1):
        ux = c + s * 0.36
        wing = fr.curve((c, tip + 0.08), ((c + s * 0.12, tip + 0.06), (c + s * 0.26, my + 0.04),
                                          (ux, my - 0.1)),
                        ((ux - s * 0.02, my - 0.02), (c + s * 0.16, my + 0.02),
                         (c, my - 0.04)), n=5)
        out.append(form(wing, tone, "V", sw=2.0))
    return out


def _curly(fr: _Frame, near: float, far: float) -> list[Point]:
    """The hair's outline: an oval `near`/`far` wide on either side, scalloped into curls
    round the sides and the ends (the crown stays smooth under the cap)."""
    pts = []
    for i in range(73):
        t = -math.pi / 2 + i * 2 * math.pi / 72
        cos, sin = math.cos(t), math.sin(t)
        rx = far if cos > 0 else near
        bump = 0.06 * abs(math.sin(8 * t)) if sin > 0.1 else 0.0
        pts.append((rx * cos * (1 + bump), (1.2 if sin < 0 else 1.12) * sin * (1 + bump)
                    + 0.04))
    return fr.ps(pts)


def _curls(fr: _Frame, k: float) -> list[list[Point]]:
    """Long locks falling down the hair beside the face on both sides, each waving once and
    turning up in a curl at its end (the print's bob is cut in lines, not a wig of curls)."""
    out = []
    for s, w in ((-1, 1.0), (1, 0.82)):
        for j in range(4):
            u = s * (0.66 + 0.08 * j) * k * w
            v0, v1 = -0.72 + 0.08 * j, 0.9 - 0.12 * j
            out.append(fr.open((u, v0), (u + s * 0.08, -0.2), (u - s * 0.06, 0.4),
                               (u, v1), n=6))
            out.append(fr.open((u, v1), (u + s * 0.02, v1 + 0.07), (u - s * 0.08, v1 + 0.08),
                               (u - s * 0.08, v1), n=3))
    return out
