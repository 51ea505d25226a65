"""The Piacentine Asso di Coppe: a tall covered urn as printed.

A hexagonal foot like a small pyramid (a red front face with gold acanthus between
blue-green sides, a collar of red gadroons under the knot, a gold rim with red stones, ball
feet), a green bowl with big gadroons and a band of hearts, and a layered lid: a ring of
blue and gold gadroons, a red band, a small ribbed dome and a pine-cone finial.
"""

from __future__ import annotations

from ui.art import craft
from ui.art.busts import THIN, darker
from ui.art.piac_engrave import engrave
from ui.art.piac_rich import leaves
from ui.art.piac_shade import fill
from ui.art.piac_signs import RED, W
from ui.art.svg import BLACK, Path, circle, ellipse, line, path, poly, rect

CX = W / 2
LW = 6.0
GREEN = "#2f6b37"
BLUE = "#3d6cb3"
GOLD = ("#efc63a", "#b58a1c")


def ace_coppe() -> list[str]:
    """The covered urn, ribbed and banded, on a hexagonal base with ball feet."""
    base = [(CX - 175, 870), (CX - 130, 835), (CX + 130, 835), (CX + 175, 870),
            (CX + 130, 905), (CX - 130, 905)]
    foot = Path().m(CX - 30, 640).c((CX - 40, 740), (CX - 140, 780), (CX - 150, 838)).l(
        (CX + 150, 838)).c((CX + 140, 780), (CX + 40, 740), (CX + 30, 640)).z()
    bowl = Path().m(CX - 178, 340).c((CX - 185, 470), (CX - 90, 560), (CX, 570)).c(
        (CX + 90, 560), (CX + 185, 470), (CX + 178, 340)).z()
    # a bell-shaped lid as wide as the bowl: a broad shoulder, then a waist up to the finial
    dome = Path().m(CX - 176, 322).c((CX - 180, 262), (CX - 100, 250), (CX - 70, 200)).c(
        (CX - 50, 166), (CX - 30, 150), (CX - 28, 120)).l((CX + 28, 120)).c(
        (CX + 30, 150), (CX + 50, 166), (CX + 70, 200)).c((CX + 100, 250), (CX + 180, 262),
                                                          (CX + 176, 322)).z()
    out = [
        *[circle(CX + x, 912, 17, RED, BLACK, THIN) for x in (-150, -60, 60, 150)],
        poly(base, GOLD[0], BLACK, LW), poly([*base[3:], (CX, 870)], GOLD[1], None),
        poly(base, "none", BLACK, LW),
        line([(CX - 130, 835), (CX - 130, 905)], BLACK, 3),
        line([(CX + 130, 835), (CX + 130, 905)], BLACK, 3),
        *[circle(CX + x, 870, 8, RED, BLACK, 2) for x in (-80, 0, 80)],
        path(foot, fill("#2e5e6e", "L"), BLACK, LW),
        *engrave([(CX - 30, 644), (CX - 60, 730), (CX - 146, 834), (CX + 146, 834),
                  (CX + 60, 730), (CX + 30, 644)], "#0e2228", 60.0, 9.0, toward=0.0, bow=0.04,
                 width=4.2, start=0.2, cross=0.62, opacity=0.8),
        # the pyramid's red front face between blue-green sides, gold on its edges
        poly([(CX - 14, 646), (CX + 14, 646), (CX + 98, 837), (CX - 98, 837)], fill(RED, "L"),
             BLACK, 3),
        *[line([(CX + s * 16, 646), (CX + s * 100, 837)], GOLD[0], 7) for s in (-1, 1)],
        # gold acanthus on the front face
        *leaves([(CX, 812, 0, 2.8), (CX - 40, 826, -40, 1.5), (CX + 40, 826, 40, 1.5),
                 (CX, 742, 0, 1.5), (CX - 22, 770, -28, 1.1), (CX + 22, 770, 28, 1.1)],
                GOLD[0], darker(RED)),
        # a collar of red gadroons on a dark ring under the knot
        ellipse(CX, 670, 48, 18, "#1d3e48", BLACK, 2),
        *[ellipse(CX + k * 17, 672, 9, 17, fill(RED, "A"), BLACK, 2) for k in (-2, 2, -1, 1, 0)],
        ellipse(CX, 640, 60, 22, fill(GOLD[0], "V"), BLACK, LW),
        circle(CX, 600, 40, fill(RED, "A"), BLACK, LW),
        ellipse(CX, 565, 52, 16, fill(GOLD[0], "V"), BLACK, LW),
        path(bowl, fill("#285a30", "L"), BLACK, LW),
    ]
    for k in range(-4, 5):  # big gadroons round the lower bowl, each a lit lobe
        x = CX + k * 34
        top = 446 + abs(k) * 4
        lobe = Path().m(x - 17, top).q((x, top - 14), (x + 17, top)).q(
            (x + 12 - k * 5, 520 - abs(k) * 6), (x * 0.45 + CX * 0.55, 562)).q(
            (x - 12 - k * 5, 520 - abs(k) * 6), (x - 17, top)).z()
        out.append(path(lobe, fill("#2f6b37" if k % 2 else "#3d7d42", "L"), BLACK, 2.5))
        # each lobe rounds away from the light: a dark crescent down its far side
        out.append(path(Path().m(x + 3, top - 6).q((x + 17, top - 2), (x + 16, top + 2)).q(
            (x + 12 - k * 5, 520 - abs(k) * 6), (x * 0.45 + CX * 0.55, 560)).q(
            (x + 4 - k * 4, 515 - abs(k) * 6), (x + 3, top - 6)).z(), "#173b1d", None))
        out.append(path(Path().m(x - 8, top + 4).q((x - 6, top + 40), (x * 0.7 + CX * 0.3 - 4,
                                                                      530)),
                        "none", "#6fae6a", 3))
    # the bowl engraved round its belly over the gadroons, darker towards its shaded side
    out += engrave(craft.outline((CX - 160, 448), ((CX - 140, 510), (CX - 80, 550), (CX, 556)),
                                 ((CX + 80, 550), (CX + 140, 510), (CX + 160, 448)), n=8),
                   "#0f2a14", 6.0, 8.0, toward=20.0, bow=0.06, width=4.0, start=0.3, cross=0.66,
                   opacity=0.75)
    out += [
        rect(CX - 176, 390, 352, 48, fill("#d9552a", "V"), BLACK, THIN),
        # a band of gold palmettes on red-orange, dark fronds between, as on the printed urn
        *[path(Path().m(CX + x, 432).c((CX + x - 22, 416), (CX + x - 14, 396), (CX + x, 404)).c(
            (CX + x + 14, 396), (CX + x + 22, 416), (CX + x, 432)).z(), fill(GOLD[0], "A"),
            BLACK, 1.5) for x in range(-150, 151, 50)],
        *[path(f"M{CX + x:.0f},430l0,-22M{CX + x - 8:.0f},428l8,-12l8,12", "none",
               darker(RED), 2.2) for x in range(-150, 151, 50)],
        *leaves([(CX + x, 430, 0, 0.9) for x in range(-125, 126, 50)], "#8e1f16",
                darker("#8e1f16")),
        rect(CX - 176, 390, 352, 48, "none", BLACK, LW * 0.8),
        rect(CX - 190, 318, 380, 30, fill(GOLD[0], "V"), BLACK, LW, 8),
        rect(CX - 186, 336, 372, 10, GOLD[1], None),
        path(dome, fill(BLUE, "L"), BLACK, LW),
        *engrave(craft.outline((CX - 172, 320), ((CX - 176, 264), (CX - 100, 252),
                                                 (CX - 70, 202)),
                               ((CX - 50, 168), (CX - 30, 152), (CX - 28, 124)),
                               ((CX, 124), (CX, 124), (CX + 28, 124)),
                               ((CX + 30, 152), (CX + 50, 168), (CX + 70, 202)),
                               ((CX + 100, 252), (CX + 176, 264), (CX + 172, 320)), n=6),
                 "#14244a", 8.0, 9.0, toward=10.0, bow=-0.05, width=4.2, start=0.3, cross=0.7,
                 opacity=0.8),
    ]
    for k in (-3, -2, -1, 0, 1, 2, 3):  # ribs of the upper dome, green between gold lines
        rib = Path().m(CX + k * 8, 128).c((CX + k * 12, 180), (CX + k * 26, 214),
                                          (CX + k * 32, 244))
        out.append(path(rib, "none", GOLD[0] if k % 2 else "#4c8a4f", 9))
        out.append(path(rib, "none", BLACK, 1.5))
    # the lid's lower ring: long gadroons, blue and gold by turns, each with a red drop
    for k in (-4, 4, -3, 3, -2, 2, -1, 1, 0):
        xt, xb = CX + k * 25, CX + k * 41
        lobe = Path().m(xt - 11, 248).l((xt + 11, 248)).c((xb + 22, 280), (xb + 20, 306),
                                                           (xb, 316)).c(
            (xb - 20, 306), (xb - 22, 280), (xt - 11, 248)).z()
        out.append(path(lobe, fill(BLUE if k % 2 else GOLD[0], "L"), BLACK, 2.5))
        out.append(path(Path().m(xt + 4, 251).c((xb + 16, 282), (xb + 16, 302), (xb + 2, 312)).c(
            (xb + 10, 298), (xb + 8, 282), (xt + 4, 251)).z(), darker(BLUE if k % 2 else
                                                                     GOLD[0]), None))
        out.append(path(Path().m(xt - 7, 252).c((xb - 16, 280), (xb - 15, 300), (xb - 6, 310)),
                        "none", "#f7f4ee", 3))
        out.append(circle(xb, 300, 6, RED, BLACK, 1.2))
    out += [
        line([(CX - 114, 250), (CX, 240), (CX + 114, 250)], BLACK, 22),  # a red band
        line([(CX - 112, 250), (CX, 240), (CX + 112, 250)], RED, 15),
        line([(CX - 100, 248), (CX, 239), (CX + 100, 248)], "#f7f4ee", 2.5),
        rect(CX - 34, 104, 68, 22, GOLD[0], BLACK, THIN, 6),
        # the pine-cone finial: a red cone scaled all over, in a cup of gold leaves
        path(Path().m(CX, 34).c((CX + 30, 50), (CX + 36, 84), (CX, 108)).c(
            (CX - 36, 84), (CX - 30, 50), (CX, 34)).z(), fill(RED, "A"), BLACK, THIN),
        path("".join(f"M{CX + u - 7:.0f},{v:.0f}l7,7l7,-7" for v, us in
                     ((54, (-7, 7)), (68, (-14, 0, 14)), (82, (-14, 0, 14)), (95, (-7, 7)))
                     for u in us), "none", darker(RED), 2.4),
        *leaves([(CX - 18, 118, -60, 0.9), (CX + 18, 118, 60, 0.9), (CX, 122, 0, 0.7)],
                GOLD[0], GOLD[1]),
    ]
    return out
