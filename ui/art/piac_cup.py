"""The Piacentine Asso di Coppe: a tall covered urn as printed.

A hexagonal foot like a small pyramid (a red front face with gold acanthus between
blue-green sides, a collar of red gadroons under the knot, a gold rim with red stones, ball
feet), a green bowl with big gadroons and a band of hearts, and a layered lid: a ring of
blue and gold gadroons, a red band, a small ribbed dome and a pine-cone finial.
"""

from __future__ import annotations

import math

from ui.art import craft
from ui.art.busts import THIN, darker
from ui.art.piac_engrave import engrave
from ui.art.piac_rich import leaves
from ui.art.piac_shade import d as _d
from ui.art.piac_shade import fill
from ui.art.piac_signs import RED, W
from ui.art.svg import BLACK, Path, circle, ellipse, group, line, path, poly, rect

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
        *arcade(CX - 126, CX + 126, 842, 898),
        path(foot, fill("#2e5e6e", "L"), BLACK, LW),
        *engrave([(CX - 30, 644), (CX - 60, 730), (CX - 146, 834), (CX + 146, 834),
                  (CX + 60, 730), (CX + 30, 644)], "#0e2228", 60.0, 9.0, toward=0.0, bow=0.04,
                 width=4.2, start=0.2, cross=0.62, opacity=0.8),
        # the pyramid's red front face between blue-green sides, gold on its edges, bearing
        # gold acanthus shaded in orange and red; red tulips on the sides
        path(Path().m(CX - 14, 646).c((CX - 30, 740), (CX - 70, 800), (CX - 112, 837)).l(
            (CX + 112, 837)).c((CX + 70, 800), (CX + 30, 740), (CX + 14, 646)).z(),
             fill(RED, "L"), BLACK, 3),
        *[path(Path().m(CX + s * 16, 646).c((CX + s * 32, 740), (CX + s * 72, 800),
                                             (CX + s * 114, 837)), "none", GOLD[0], 7)
          for s in (-1, 1)],
        *acanthus(CX, 834, 690, 46.0, 0.0), *acanthus(CX - 52, 834, 760, 30.0, -26.0),
        *acanthus(CX + 52, 834, 760, 30.0, 26.0),
        *[t for s in (-1, 1) for t in tulip(CX + s * 104, 806, s * 10.0, 1.3)],
        # a collar of red gadroons on a dark ring under the knot
        ellipse(CX, 670, 48, 18, "#1d3e48", BLACK, 2),
        *[ellipse(CX + k * 17, 672, 9, 17, fill(RED, "A"), BLACK, 2) for k in (-2, 2, -1, 1, 0)],
        ellipse(CX, 640, 60, 22, fill(GOLD[0], "V"), BLACK, LW),
        circle(CX, 600, 40, fill(RED, "A"), BLACK, LW),
        ellipse(CX, 565, 52, 16, fill(GOLD[0], "V"), BLACK, LW),
        path(bowl, fill("#285a30", "L"), BLACK, LW),
    ]
    for k in (-3, 3, -2, 2, -1, 1, 0):  # broad rounded lobes round the lower bowl, as printed
        x = CX + k * 44
        top = 452 + abs(k) * 8
        w = 26 - abs(k) * 2
        end = (x * 0.4 + CX * 0.6, 560)
        lobe = Path().m(x - w, top + 12).q((x - w, top - 10), (x, top - 12)).q(
            (x + w, top - 10), (x + w, top + 12)).q((x + w - k * 4, 520), end).q(
            (x - w - k * 4, 520), (x - w, top + 12)).z()
        out.append(path(lobe, fill("#2c6461" if k % 2 else "#357a6c", "L"), BLACK, 2.5))
        # each lobe rounds away from the light: a dark crescent down its far side
        crescent = Path().m(x + w * 0.3, top - 8).q((x + w, top - 6), (x + w - 2, top + 12))
        crescent.q((x + w - 4 - k * 4, 520), end).q((x + w * 0.2 - k * 3, 515),
                                                    (x + w * 0.3, top - 8)).z()
        out.append(path(crescent, "#143836", None))
        out.append(path(Path().m(x - w + 6, top + 8).q((x - w + 6, top + 50),
                                                       (x * 0.6 + CX * 0.4 - 6, 530)),
                        "none", "#9fd3c0", 3))
    # the bowl engraved round its belly over the gadroons, darker towards its shaded side
    out += engrave(craft.outline((CX - 160, 448), ((CX - 140, 510), (CX - 80, 550), (CX, 556)),
                                 ((CX + 80, 550), (CX + 140, 510), (CX + 160, 448)), n=8),
                   "#0f2a14", 6.0, 8.0, toward=20.0, bow=0.06, width=4.0, start=0.3, cross=0.66,
                   opacity=0.75)
    out += [
        rect(CX - 168, 438, 336, 12, fill(GOLD[0], "V"), BLACK, 2.0),
        rect(CX - 176, 390, 352, 48, fill("#f08a2a", "V"), BLACK, THIN),
        *scallops(CX - 176, CX + 176, 390, 438),
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


def acanthus(x: float, y0: float, y1: float, w: float, lean: float) -> list[str]:
    """A gold acanthus leaf rising from (x, y0) to the height y1, leaning `lean` units at
    its tip: scalloped lobes down both sides, curling out at their points, shaded in orange
    towards the spine, its veins in red."""
    def at(t: float, u: float) -> tuple[float, float]:
        return (x + lean * t * t + u, y0 + (y1 - y0) * t)

    sides = []
    for sgn in (-1, 1):
        side = []
        for k in range(25):
            t = k / 24
            lobe = 0.55 + 0.45 * abs(math.sin(math.pi * 3.5 * t))
            side.append(at(t, sgn * w * (1 - t) ** 0.7 * lobe * (1.1 if t < 0.1 else 1.0)))
        sides.append(side)
    pts = [*sides[0], *sides[1][::-1]]
    veins = [[at(0.0, 0.0), at(0.5, 0.0), at(0.98, 0.0)]]
    veins += [[at(t, 0.0), at(t + 0.1, sgn * w * (1 - t) ** 0.7 * 0.8)]
              for t in (0.08, 0.36, 0.64) for sgn in (-1, 1)]
    return [path(_d(pts), fill(GOLD[0], "A"), "#6e1a10", 2.4),
            path(_d([at(t, w * 0.18 * (1 - t)) for t in (0.0, 0.3, 0.6, 0.9)]
                    + [at(t, -w * 0.18 * (1 - t)) for t in (0.9, 0.6, 0.3, 0.0)]),
                 "#e8742a", None),
            path("".join(_d(v, False) for v in veins), "none", "#b3261a", 2.2)]


def tulip(x: float, y: float, lean: float, s: float = 1.6) -> list[str]:
    """A red tulip on a gold stem, as on the foot's blue sides, `s` times its small size."""
    body = _tulip(0.0, 0.0, lean / s)
    return [group(body, x, y, 0.0, s)]


def _tulip(x: float, y: float, lean: float) -> list[str]:
    stem = Path().m(x, y + 26).q((x + lean * 0.3, y + 8), (x + lean * 0.5, y - 10))
    cx_, cy_ = x + lean * 0.5, y - 10
    cup = Path().m(cx_ - 14, cy_ - 24).l((cx_ - 6, cy_ - 14), (cx_, cy_ - 28), (cx_ + 6, cy_ - 14),
                                         (cx_ + 14, cy_ - 24)).q((cx_ + 16, cy_), (cx_, cy_ + 2))
    cup.q((cx_ - 16, cy_), (cx_ - 14, cy_ - 24)).z()
    return [path(stem, "none", GOLD[0], 5), path(cup, fill(RED, "A"), BLACK, 2.2)]


def arcade(x0: float, x1: float, y0: float, y1: float) -> list[str]:
    """The gold base's front: a row of red round arches on orange, gold piers between."""
    n = 8
    step = (x1 - x0) / n
    arches = "".join(f"M{x0 + k * step + 4:.0f},{y1 - 4:.0f}l0,{-(y1 - y0) * 0.4:.0f}"
                     f"a{step / 2 - 4:.0f},{step / 2 - 4:.0f} 0 0,1 {step - 8:.0f},0"
                     f"l0,{(y1 - y0) * 0.4:.0f}z" for k in range(n))
    return [path(Path().m(x0, y0 + 4).l((x1, y0 + 4), (x1, y1 - 2), (x0, y1 - 2)).z(),
                 "#f08a2a", None),
            path(arches, fill(RED, "V"), "#5a140a", 2.0),
            *[circle(x0 + k * step, y0 + 10, 5, GOLD[0], BLACK, 1.4) for k in range(n + 1)]]


def scallops(x0: float, x1: float, y0: float, y1: float) -> list[str]:
    """The bowl's band: red scallops hanging from its top edge over orange, a gold dot in
    each, and a run of gold beads along its foot."""
    n = 9
    step = (x1 - x0) / n
    r = step / 2
    arcs = "".join(f"M{x0 + k * step:.0f},{y0 + 2:.0f}a{r:.0f},{(y1 - y0) * 0.7:.0f} 0 0,0 "
                   f"{step:.0f},0z" for k in range(n))
    inner = "".join(f"M{x0 + k * step + 8:.0f},{y0 + 2:.0f}a{r - 8:.0f},{(y1 - y0) * 0.45:.0f}"
                    f" 0 0,0 {step - 16:.0f},0z" for k in range(n))
    return [path(arcs, fill(RED, "V"), "#5a140a", 2.2),
            path(inner, "#8e1f16", None),
            *[circle(x0 + (k + 0.5) * step, y0 + (y1 - y0) * 0.32, 5, GOLD[0], BLACK, 1.2)
              for k in range(n)],
            *[circle(x0 + (k + 1) * step, y1 - 8, 4, GOLD[0], BLACK, 1.0) for k in range(n - 1)]]
