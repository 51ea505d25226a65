"""Piacentine heads in three-quarter view, as the print draws most courts: a soft oval face
turned to one side (the far cheek narrowed, the nose's tip at the turn), heavy-lidded eyes
looking the way the head turns, a small full mouth, and the hair in wavy locks from under the
cap to the jaw.

Drawn facing right in head units (radius 1, centre at the origin) like `piac_head`, whose
`Face` it reads: `turn` (under 0.6 here) shifts the face's middle line towards where it looks
and narrows the far cheek; age, beard, nose, jaw and hair set the courts apart.
"""

from __future__ import annotations

import math

from ui.art.craft import dark
from ui.art.piac_head import SKIN, Face, _Frame
from ui.art.piac_locks import lock, mass
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.svg import circle

SHADE = "#b0643c"  # the glaze of the flesh turned from the light


def front_head(x: float, y: float, r: float, face: Face) -> tuple[list[str], list[str]]:
    """(drawn before the neck: the hair behind; drawn after it: the face and its locks)."""
    fr = _Frame(x, y, r, face.gaze or face.facing)
    a, k, j = face.turn, face.full, face.jaw
    c = 0.08 + 0.5 * a  # the face's middle line, turned towards where it looks
    far = 0.66 - 0.16 * a  # the far cheek, narrowed by the turn
    before = mass(fr, 1.12 * k, 1.02 * k, (1.14 + 0.1 * k) * face.long, face.hair)
    # the face: a soft oval, the far side's contour dipping at the eye and swelling at the
    # cheekbone, the near cheek round, the chin full
    oval = fr.curve((c, -0.66), ((c + 0.3, -0.68), (far, -0.5), (far, -0.22)),
                    ((far - 0.03, -0.04), (far + 0.04, 0.14), (far + 0.02, 0.32)),
                    ((far - 0.02, 0.56), (c + 0.34 * j, 0.86), (c + 0.12, 1.0)),
                    ((c + 0.04, 1.05), (c - 0.14, 1.06), (c - 0.24 * j, 1.0)),
                    ((-0.44 * j, 0.9), (-0.62, 0.62), (-0.64, 0.24)),
                    ((-0.66, -0.14), (-0.58, -0.56), (-0.36, -0.64)),
                    ((-0.2, -0.68), (c - 0.2, -0.68), (c, -0.66)), n=6)
    behind, over = _locks(fr, face, far)
    after = [*behind, form(oval, SKIN, "A" if fr.f > 0 else "B", sw=2.8)]
    # the far side turned from the light: temple, cheek and jaw in a soft glaze, and the
    # shade under the jaw
    after.append(shape(fr.curve((c + 0.3, -0.62), ((far - 0.02, -0.5), (far, -0.1),
                                                   (far + 0.01, 0.32)),
                                ((far - 0.02, 0.56), (c + 0.34 * j, 0.86), (c + 0.12, 1.0)),
                                ((c + 0.12, 0.86), (far - 0.16, 0.6), (far - 0.14, 0.3)),
                                ((far - 0.12, -0.1), (far - 0.2, -0.4), (c + 0.3, -0.62)), n=5),
                       SHADE, None, opacity=0.28))
    after.append(shape(fr.curve((-0.5, 0.72), ((-0.3, 0.98), (c + 0.1, 1.1), (c + 0.3, 0.92)),
                                ((c + 0.1, 1.02), (-0.3, 0.96), (-0.5, 0.72)), n=5),
                       SHADE, None, opacity=0.3))
    # an engraver's few curved lines following the far cheek
    after.append(strands([fr.open((far - 0.06 - t, -0.3 + t), (far - 0.02 - t, 0.05),
                                  (far - t, 0.35), (far - 0.08 - t, 0.62 - t), n=5)
                          for t in (0.04, 0.09, 0.14)], dark(SKIN, 0.3), 1.1))
    after += _features(fr, face, c, far)
    after += over
    return before, after


def _eye(fr: _Frame, ex: float, w: float, look: float, face: Face) -> list[str]:
    """An almond eye `w` wide under a heavy lid, its iris set `look` towards where the face
    turns and half hidden by the lid, as the print's eyes look aside."""
    ey = 0.04
    upper = fr.open((ex - w, ey + 0.02), (ex - w * 0.5, ey - 0.09), (ex + w * 0.4, ey - 0.1),
                    (ex + w, ey - 0.01), n=5)
    lower = fr.open((ex + w, ey - 0.01), (ex + w * 0.4, ey + 0.06), (ex - w * 0.5, ey + 0.07),
                    (ex - w, ey + 0.02), n=5)
    ix, iy = fr.p(ex + look * w, ey - 0.005)
    ir = fr.r * min(0.082, w * 0.62)
    lid = [*upper, *fr.open((ex + w * 1.05, ey - 0.04), (ex + w * 0.4, ey - 0.16),
                            (ex - w * 0.5, ey - 0.15), (ex - w * 1.05, ey - 0.01), n=5)]
    out = [shape(upper + lower, "#f7efe2", None),
           circle(ix, iy, ir, "#4a3222", None),
           circle(ix, iy, ir * 0.5, "#1e1510", None),
           shape(lid, SKIN, None),  # the lid comes down over the iris's top
           shape(lid, SHADE, None, opacity=0.35),
           strands([upper], INK, 3.8),
           strands([lower], dark(SKIN, 0.4), 1.2),
           strands([fr.open((ex - w * 0.9, ey - 0.1), (ex - w * 0.3, ey - 0.17),
                            (ex + w * 0.5, ey - 0.17), (ex + w * 1.0, ey - 0.08), n=4)],
                   dark(SKIN, 0.35), 1.2)]
    if face.age >= 2:  # a bag under the eye
        out.append(strands([fr.open((ex - w * 0.7, ey + 0.13), (ex - w * 0.2, ey + 0.19),
                                    (ex + w * 0.4, ey + 0.18), (ex + w * 0.8, ey + 0.11),
                                    n=4)], dark(SKIN, 0.32), 1.3))
    return out


def _features(fr: _Frame, face: Face, c: float, far: float) -> list[str]:
    a = face.turn
    near_x, far_x = c - 0.3, c + 0.22 - 0.06 * a
    look = 0.22 + 0.35 * a
    out: list[str] = []
    # the near socket's shade beside the nose's root
    out.append(shape(fr.curve((c - 0.02, -0.1), ((c - 0.1, 0.04), (c - 0.08, 0.22),
                                                 (c - 0.02, 0.34)),
                              ((c - 0.1, 0.3), (c - 0.16, 0.1), (c - 0.12, -0.08)), n=4),
                     SHADE, None, opacity=0.3))
    out += _eye(fr, near_x, 0.165, look, face)
    out += _eye(fr, far_x, 0.13 - 0.04 * a, min(0.75, look + 0.15), face)
    brow_c = dark(face.hair, 0.35)
    bw = 3.6 if face.age else 2.6
    out.append(strands([fr.open((near_x - 0.18, -0.1), (near_x - 0.1, -0.24),
                                (near_x + 0.08, -0.26), (near_x + 0.18, -0.17), n=5),
                        fr.open((far_x - 0.1, -0.17), (far_x - 0.03, -0.24),
                                (far_x + 0.08, -0.24), (far_x + 0.14, -0.13), n=4)],
                       brow_c, bw))
    # the nose: the bridge's line on the far side down to a tip at the turn, the near
    # nostril's wing and the shade under it
    tip = {"straight": 0.42, "hooked": 0.46, "short": 0.38}[face.nose]
    tx = c + 0.03 + 0.3 * a + (0.03 if face.nose == "hooked" else 0.0)
    hump = 0.05 if face.nose == "hooked" else 0.0
    out.append(shape(fr.curve((c + 0.05, -0.06), ((c + 0.1 + hump, 0.12), (tx + 0.02, 0.28),
                                                  (tx + 0.03, tip - 0.02)),
                              ((tx + 0.1, tip - 0.08), (c + 0.2, 0.1), (c + 0.05, -0.06)),
                              n=4), SHADE, None, opacity=0.35))
    out.append(strands([fr.open((c + 0.05, -0.08), (c + 0.1 + hump, 0.12),
                                (tx + 0.02, 0.28), (tx + 0.03, tip - 0.02), n=5),
                        fr.open((tx + 0.03, tip - 0.02), (tx + 0.02, tip + 0.04),
                                (tx - 0.04, tip + 0.06), (tx - 0.08, tip + 0.04), n=3)],
                       dark(SKIN, 0.5), 1.9))
    out.append(strands([fr.open((c - 0.1, tip - 0.04), (c - 0.15, tip + 0.02),
                                (c - 0.1, tip + 0.07), (c - 0.03, tip + 0.05), n=4)],
                       dark(SKIN, 0.48), 1.8))
    out.append(shape(fr.curve((c - 0.12, tip + 0.06), ((c - 0.02, tip + 0.1),
                                                        (tx - 0.02, tip + 0.1),
                                                        (tx + 0.02, tip + 0.05)),
                              ((tx - 0.04, tip + 0.14), (c - 0.06, tip + 0.14),
                               (c - 0.12, tip + 0.06)), n=4), SHADE, None, opacity=0.4))
    out.append(circle(*fr.p(c - 0.02, tip + 0.05), fr.r * 0.022, dark(SKIN, 0.6), None))
    # the cheeks' warmth: a soft flush on each, the near one the larger
    for bx_, w in ((near_x - 0.02, 0.15), (far_x + 0.06, 0.09)):
        bx, by = fr.p(bx_, 0.4)
        for grow, op in ((1.0, 0.1), (0.6, 0.12)):
            out.append(shape([(bx + fr.r * w * grow * math.cos(t * math.pi / 8),
                               by + fr.r * 0.12 * grow * math.sin(t * math.pi / 8))
                              for t in range(16)], "#e0705a", None, opacity=op))
    out += _mouth(fr, face, c + 0.04 + 0.06 * a)
    if face.age >= 1:  # the folds from the nostrils past the mouth's corners
        out.append(strands([fr.open((c - 0.16, tip + 0.06), (c - 0.24, 0.52),
                                    (c - 0.26, 0.62), (c - 0.22, 0.74), n=4),
                            fr.open((tx + 0.08, tip + 0.04), (tx + 0.14, 0.52),
                                    (tx + 0.14, 0.62), (tx + 0.1, 0.72), n=4)],
                           dark(SKIN, 0.34), 1.6))
    if face.age >= 2:  # a hollow under the cheekbone
        out.append(strands([fr.open((near_x - 0.14, 0.3), (near_x - 0.12, 0.46),
                                    (near_x - 0.06, 0.6), (near_x + 0.02, 0.68), n=4)],
                           dark(SKIN, 0.3), 1.4))
    if face.beard:
        out += _beard(fr, face, c + 0.04 + 0.06 * a, tip)
    return out


def _mouth(fr: _Frame, face: Face, m: float) -> list[str]:
    """A small full mouth: the upper lip's bow, the parting, the lower lip and the chin's
    ball under it."""
    my = 0.64
    lips = dark(face.lips, 0.1)
    return [shape(fr.curve((m - 0.15, my), ((m - 0.08, my - 0.06), (m - 0.02, my - 0.05),
                                            (m, my - 0.03)),
                           ((m + 0.03, my - 0.06), (m + 0.09, my - 0.06), (m + 0.14, my - 0.01)),
                           ((m + 0.06, my + 0.12), (m - 0.08, my + 0.12), (m - 0.15, my)),
                           n=4), face.lips, None),
            shape(fr.curve((m - 0.15, my), ((m - 0.08, my - 0.06), (m - 0.02, my - 0.05),
                                            (m, my - 0.03)),
                           ((m + 0.03, my - 0.06), (m + 0.09, my - 0.06), (m + 0.14, my - 0.01)),
                           ((m + 0.04, my + 0.02), (m - 0.08, my + 0.02), (m - 0.15, my)),
                           n=4), lips, None),
            strands([fr.open((m - 0.17, my - 0.01), (m - 0.06, my + 0.02),
                             (m + 0.06, my + 0.02), (m + 0.16, my - 0.02), n=4)], INK, 1.9),
            strands([fr.open((m - 0.09, my + 0.17), (m - 0.03, my + 0.2),
                             (m + 0.05, my + 0.2), (m + 0.1, my + 0.16), n=3),
                     fr.open((m - 0.1, my + 0.3), (m - 0.04, my + 0.36),
                             (m + 0.06, my + 0.36), (m + 0.12, my + 0.3), n=3)],
                    dark(SKIN, 0.3), 1.3)]


def _beard(fr: _Frame, face: Face, m: float, tip: float) -> list[str]:
    """A moustache whose wings sweep out and turn up past the mouth, and (`tuft`) a pointed
    goatee under the lip, or (`full`) a beard round the jaw."""
    tone = dark(face.hair, 0.15)
    deep = dark(face.hair, 0.55)
    my = 0.64
    out = []
    if face.beard in ("tuft", "full"):
        wide = 0.38 if face.beard == "full" else 0.15
        tuft = fr.curve((m - wide, my + 0.14), ((m - wide, my + 0.34), (m - 0.06, my + 0.5),
                                                (m - 0.01, my + 0.6)),
                        ((m + 0.05, my + 0.5), (m + wide, my + 0.34), (m + wide, my + 0.14)),
                        ((m + 0.03, my + 0.18), (m - 0.03, my + 0.18), (m - wide, my + 0.14)),
                        n=5)
        out.append(form(tuft, tone, "V", sw=2.0))
        out.append(strands([fr.open((m + t, my + 0.2), (m + t * 0.9, my + 0.32),
                                    (m + t * 0.6, my + 0.44), (m + t * 0.2, my + 0.54), n=4)
                            for t in (-0.05, 0.0, 0.05)], deep, 1.2))
    big = 1.3 if face.age >= 2 else 1.0  # an older man's moustache, full and drooping
    for s, reach in ((-1, 0.3 * big), (1, 0.24 * big)):  # the near wing the longer
        ux = m + s * reach
        wing = fr.curve((m, tip + 0.08), ((m + s * 0.14, tip + 0.04),
                                          (m + s * 0.26 * big, my + 0.08 * big),
                                          (ux, my - 0.06)),
                        ((ux - s * 0.04, my + 0.06 * big), (m + s * 0.14, my + 0.06),
                         (m, my - 0.01)), n=5)
        out.append(form(wing, tone, "V", sw=1.8))
        out.append(strands([fr.open((m + s * 0.03, tip + 0.12), (m + s * 0.12, my - 0.02),
                                    (m + s * 0.2, my), (ux - s * 0.02, my - 0.06), n=3)],
                           deep, 1.1))
    return out


def _locks(fr: _Frame, face: Face, far: float) -> tuple[list[str], list[str]]:
    """The tresses beside the face, (behind the far cheek, over the near one): each leaves
    the cap, bellies out below the ear and turns in under the jaw, its end curling up."""
    k, hair = face.full, face.hair
    kind = "L"  # each lock a cylinder lit from the left: its shaded edge parts it from the next
    inward = -1.0 if fr.f > 0 else 1.0  # the near side's curl on the card; the far's opposite
    drop = (0.96 + 0.1 * k) * face.long
    over: list[str] = []
    for i in (2, 1, 0):  # near side, from the back forwards so the front lock lies on top
        out_ = -0.7 - (0.2 + 0.14 * i) * k
        over += lock(fr, (-0.5 - 0.16 * i, -0.78), (out_ + 0.02, -0.34),
                     (out_ - 0.2, 0.46 * face.long), (-0.6 - 0.12 * i, drop - 0.06 * i),
                     0.42 - 0.04 * i, hair, curl=0.8 * inward, kind=kind)
    behind: list[str] = []
    for i in (1, 0):  # far side, behind the cheek's edge
        out_ = far + (0.16 + 0.16 * i) * k
        behind += lock(fr, (far - 0.06 + 0.12 * i, -0.76), (out_ + 0.06, -0.24),
                       (out_ + 0.2, 0.42 * face.long),
                       (far - 0.02 + 0.1 * i, drop - 0.1 - 0.06 * i), 0.36 - 0.04 * i, hair,
                       curl=-0.8 * inward, kind=kind)
    return behind, over
