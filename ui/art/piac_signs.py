"""Piacentine suit signs and palette: beaded coins with a red sun, tall chalices, rough logs,
steel-blue swords; and the small pictures that fill the centres of some number cards."""

from __future__ import annotations

import math

from ui.art.common import WIDTH, Sign, face_box
from ui.art.craft import ellipse_pts, outline, poly_d, toned
from ui.art.nap_signs import bezier
from ui.art.piac_shade import fill, form, strands
from ui.art.svg import BLACK, Path, circle, ellipse, group, line, path, poly, rect

RED, MUSTARD, TAN, BROWN = "#b93d2f", "#c2ae3c", "#ae8842", "#955a35"
STEEL, OLIVE, YELLOW, GREEN = "#3d6a88", "#31562b", "#f0d232", "#5d8c34"
ORANGE, BLUE = "#dd7a2a", "#2f5fb0"
DARK_GREEN = "#1f4a2a"
LOG, LOG_D = "#2f6b37", "#1c4424"
W = WIDTH["piacentine"]
BOX = face_box(W, 0.1, 0.06)


def coin(lw: float) -> str:
    """The Piacentine coin: a dark rim, two rings of gold beads, a gold ring of rays round a
    red sun with a face (brows, eyes, nose, mouth), the sun rounded in light."""
    beads = ""  # each ring of beads is one dotted stroke: round caps on short dashes
    for r, rb, n in ((42.0, 3.4, 24), (33.5, 2.8, 20)):
        gap = 2 * math.pi * r / n
        for colour, width in ((BLACK, rb * 2 + lw * 0.5), (YELLOW, rb * 2)):
            beads += (f'<circle r="{r}" fill="none" stroke="{colour}" stroke-width="{width:.1f}"'
                      f' stroke-linecap="round" stroke-dasharray="0.5 {gap - 0.5:.2f}"/>')
    spikes = []
    for a in range(0, 360, 20):
        q = [(27 * math.cos(math.radians(a - 5)), 27 * math.sin(math.radians(a - 5))),
             (30 * math.cos(math.radians(a)), 30 * math.sin(math.radians(a))),
             (27 * math.cos(math.radians(a + 5)), 27 * math.sin(math.radians(a + 5))),
             (21 * math.cos(math.radians(a)), 21 * math.sin(math.radians(a)))]
        spikes.append(poly_d(q))
    rays = path("".join(spikes), YELLOW, None)
    ink = "#6a1a12"
    face = Path().m(-11, -6).q((-7, -10), (-3, -6)).m(3, -6).q((7, -10), (11, -6))  # brows
    face.m(-10, -2).q((-7, 0), (-4, -2)).m(4, -2).q((7, 0), (10, -2))  # eyes
    face.m(0, -4).l((-2, 5), (2, 6)).m(-6, 10).q((0, 14), (6, 10))  # nose, mouth
    return "".join([
        circle(0, 0, 48, fill("#3a2a1c", "A"), BLACK, lw),
        circle(0, 0, 38, "#7a3a1c", None), beads,
        circle(0, 0, 29, fill("#f0c030", "A"), BLACK, lw * 0.4), rays,
        circle(0, 0, 21, fill("#d8482e", "A"), BLACK, lw * 0.5),
        path(face, "none", ink, lw * 0.45),
        circle(-7, 8, 3.5, "#e87a5a", None), circle(7, 8, 3.5, "#e87a5a", None),
    ])


def cup(lw: float) -> str:
    """The Piacentine cup, an urn: a red mouth in a gold lip, a gold shoulder, a round green
    belly ribbed below, a gold knop on a short stem, a flared green foot on a gold rim."""
    belly = Path().m(-30, -22).c((-42, -4), (-30, 16), (-10, 20)).l((10, 20)).c(
        (30, 16), (42, -4), (30, -22)).z()
    foot = Path().m(-6, 26).c((-8, 34), (-22, 36), (-28, 43)).l((28, 43)).c((22, 36), (8, 34),
                                                                          (6, 26)).z()
    ribs = Path()
    for k in (-2, -1, 0, 1, 2):
        ribs.m(k * 11, 2).q((k * 12, 12), (k * 6, 19))
    return "".join([
        path(foot, fill(DARK_GREEN, "L"), BLACK, lw),
        rect(-31, 41, 62, 7, fill(YELLOW, "V"), BLACK, lw * 0.8, 3),
        rect(-5, 18, 10, 10, DARK_GREEN, BLACK, lw * 0.8),
        ellipse(0, 24, 10, 5, fill(YELLOW, "V"), BLACK, lw * 0.8),
        path(belly, fill("#2f6b37", "L"), BLACK, lw),
        path(Path().m(-33, -8).c((-30, -20), (30, -20), (33, -8)).c((34, -16), (32, -22),
                                                                    (30, -24)).l(
            (-30, -24)).c((-32, -22), (-34, -16), (-33, -8)).z(), fill(YELLOW, "L"), BLACK,
             lw * 0.7),
        path(ribs, "none", "#173a1f", lw * 0.45),
        path(Path().m(-24, -30).l((24, -30), (30, -24), (-30, -24)).z(), fill(YELLOW, "V"),
             BLACK, lw * 0.7),
        ellipse(0, -36, 30, 8, fill(YELLOW, "V"), BLACK, lw),
        ellipse(0, -37, 24, 5, "#c83a26", None),
        ellipse(0, -36, 16, 2.6, "#7a1c14", None),
    ])


def log(lw: float) -> str:
    """Bastone: a rough-hewn dark green log, swelling towards the top, red cut ends and knots."""
    edge = [(-11, -46), (-12, -30), (-9, -14), (-10, 4), (-7, 22), (-7, 46), (7, 46), (7, 30),
            (9, 12), (8, -6), (12, -24), (11, -46)]
    shade = [(3, -46), (4, -20), (2, 10), (2, 46), (7, 46), (7, 30), (9, 12), (8, -6), (12, -24),
             (11, -46)]
    stubs = "".join(
        group(rect(-3.5, -9, 7, 10, LOG, BLACK, lw * 0.8) + ellipse(0, -9, 3.5, 2, RED, BLACK,
                                                                   lw * 0.5), x, y, a)
        for x, y, a in ((-10, -22, -55), (9, 0, 55), (-8, 24, -55)))
    return "".join([
        stubs, poly(edge, LOG, None), poly(shade, LOG_D, None), poly(edge, "none", BLACK, lw),
        line([(-6, -40), (-4, -18), (-6, 6), (-3, 30)], YELLOW, lw * 0.55),
        line([(-1, -34), (0, -24)], YELLOW, lw * 0.4),
        ellipse(0, -46, 11, 4, ORANGE, BLACK, lw * 0.8),
        ellipse(0, -46, 5, 1.8, RED, None),
        ellipse(0, 46, 7, 3, RED, BLACK, lw * 0.8),
    ])


def sword(lw: float) -> str:
    """Spada: a slim straight steel-blue blade, point up; the pattern's hilt: a short gold guard
    curling down into volutes with green eyes, a red jewel, a grip twisted in gold and red,
    a small red knob of a pommel."""
    guard = Path().m(-16, 16).q((0, 12), (16, 16)).q((24, 18), (22, 25)).q((18, 28), (15, 24)).q(
        (10, 21), (0, 24)).q((-10, 21), (-15, 24)).q((-18, 28), (-22, 25)).q((-24, 18),
                                                                             (-16, 16)).z()
    twist = Path()
    for k in range(4):
        twist.m(-3.5, 28 + k * 4).l((3.5, 31 + k * 4))
    return "".join([
        poly([(-4, 16), (-4, -38), (0, -50), (4, -38), (4, 16)], STEEL, BLACK, lw),
        poly([(0.5, 14), (0.5, -46), (4, -38), (4, 14)], "#2a4a62", None),
        line([(-1.5, -40), (-1.5, 14)], "#9fc0d6", lw * 0.5),
        path(guard, MUSTARD, BLACK, lw * 0.8),
        circle(-18, 23, 2.4, GREEN, None), circle(18, 23, 2.4, GREEN, None),
        ellipse(0, 19, 4, 5, RED, BLACK, lw * 0.5),
        rect(-3.5, 26, 7, 17, YELLOW, BLACK, lw * 0.7),
        path(twist, "none", RED, lw * 0.6),
        circle(0, 46, 3.5, RED, BLACK, lw * 0.6),
    ])


def shield(lw: float) -> str:
    """Our crowned shield for the 4 of Denari: a plain device, no arms or maker's mark."""
    body = Path().m(-30, -22).l((30, -22), (30, 10)).q((30, 38), (0, 48))
    body.q((-30, 38), (-30, 10)).z()
    crown = [(-28, -24), (-32, -50), (-14, -36), (0, -56), (14, -36), (32, -50), (28, -24)]
    laurel = Path()
    leaves = Path()
    for sx in (-1, 1):  # a laurel branch curving up each side, a ribbon tying them below
        laurel.m(sx * 8, 50).q((sx * 52, 40), (sx * 50, -20))
        for k in range(6):
            t = k / 5
            x, y = sx * (20 + 30 * t - 8 * t * t), 46 - 62 * t
            leaves.m(x, y).q((x + sx * 14, y - 2), (x + sx * 16, y - 10)).q(
                (x + sx * 4, y - 10), (x, y)).z()
            leaves.m(x, y).q((x - sx * 2, y - 12), (x - sx * 8, y - 16)).q(
                (x - sx * 6, y - 6), (x, y)).z()
    ribbon = Path().m(-40, 50).q((0, 40), (40, 50)).l((36, 58)).q((0, 48), (-36, 58)).z()
    return "".join([path(laurel, "none", DARK_GREEN, lw * 0.6),
                    path(leaves, fill(GREEN, "A"), BLACK, lw * 0.3),
                    path(ribbon, fill("#f7f4ee", "V"), BLACK, lw * 0.5),
                    poly(crown, MUSTARD, BLACK, lw), path(body, BLUE, BLACK, lw),
                    poly([(0, -14), (20, 8), (0, 36), (-20, 8)], YELLOW, BLACK, lw * 0.7),
                    circle(0, 8, 6, RED, BLACK, lw * 0.5)])


def rosette(lw: float) -> str:
    """The centre of the 4 of Coppe: a white rosette with red spokes on a ribbon bow of
    blue and red, green sprigs either side."""
    sprigs = Path()
    leaves = Path()
    for sx in (-1, 1):
        sprigs.m(sx * 30, 4).q((sx * 50, -8), (sx * 64, -30))
        for k in range(4):
            x, y = sx * (38 + k * 8), -2 - k * 8
            leaves.m(x, y).q((x + sx * 6, y - 16), (x + sx * 16, y - 14)).q(
                (x + sx * 12, y - 2), (x, y)).z()
            leaves.m(x, y).q((x - sx * 6, y - 14), (x - sx * 4, y - 20)).q(
                (x + sx * 2, y - 10), (x, y)).z()
    bow = Path()
    for sx in (-1, 1):
        bow.m(0, 0).c((sx * 30, -34), (sx * 56, -10), (sx * 40, 8)).c((sx * 30, 18), (sx * 14, 8),
                                                                      (0, 0)).z()
    tails = Path()
    for sx in (-1, 1):
        tails.m(sx * 4, 4).c((sx * 20, 30), (sx * 40, 30), (sx * 56, 44)).l(
            (sx * 48, 50)).c((sx * 34, 40), (sx * 16, 36), (-sx * 4, 10)).z()
    spokes = Path()
    for k in range(16):
        a = math.radians(k * 22.5)
        spokes.m(7 * math.cos(a), 7 * math.sin(a)).l((20 * math.cos(a), 20 * math.sin(a)))
    return "".join([path(sprigs, "none", DARK_GREEN, lw * 0.5),
                    path(leaves, GREEN, BLACK, lw * 0.35),
                    path(tails, fill(RED, "V"), BLACK, lw * 0.5),
                    path(bow, fill(BLUE, "A"), BLACK, lw * 0.5),
                    circle(0, 0, 24, fill("#f7f4ee", "A"), BLACK, lw * 0.6),
                    path(spokes, "none", RED, lw * 0.5),
                    circle(0, 0, 7, fill(RED, "A"), BLACK, lw * 0.4)])


def scroll(x: float, y: float, sx: float, sy: float, size: float = 1.0) -> str:
    """A gold acanthus scroll: a leafy C curling into a volute (sx, sy = ±1 mirror it)."""
    def m(px: float, py: float) -> tuple[float, float]:
        return (x + sx * px * size, y + sy * py * size)

    leaf = [m(px, py) for px, py in outline(
        (0, 0), ((20, -30), (60, -44), (84, -24)), ((100, -8), (92, 18), (72, 20)),
        ((60, 20), (56, 6), (66, 2)), ((56, -16), (30, -8), (18, 14)), n=8)]
    curl = [m(72 + 12 * math.cos(a), 6 + 10 * math.sin(a))
            for a in (math.radians(d) for d in range(0, 300, 30))]
    lobes = [[m(px, py) for px, py in ((26, -14), (30, -30), (40, -18))],
             [m(px, py) for px, py in ((46, -24), (54, -40), (62, -24))]]
    return "".join([toned(leaf, YELLOW, sw=3.5, step=5, angle=60, shade=0.45, hatch_sw=1.3),
                    *(toned(lobe, YELLOW, sw=2.5, hatched=False) for lobe in lobes),
                    path(poly_d(curl, closed=False), "none", BROWN, 2.5)])


def five_ornament(x: float, y: float) -> str:
    """The centre of the 5 of Spade: two big gadrooned green buds with red collars joined by
    a red S-knot; from each collar a gold lyre of two arms sweeps out and back in, curling
    into volutes under a red pine-cone finial in a gold cup."""
    parts = []
    for sy in (-1, 1):
        bud = [(x + px * 1.6, y + sy * (26 + (py - 40) * 1.35)) for px, py in outline(
            (0, 40), ((40, 40), (52, 80), (44, 110)), ((36, 140), (16, 152), (0, 154)),
            ((-16, 152), (-36, 140), (-44, 110)), ((-52, 80), (-40, 40), (0, 40)), n=8)]
        parts.append(form(bud, OLIVE, "L", sw=4.4))
        parts.append(strands([bezier((x + k * 22, y + sy * 40), (x + k * 44, y + sy * 90),
                                     (x + k * 40, y + sy * 140), (x + k * 18, y + sy * 175), 8)
                              for k in (-1.5, -0.5, 0.5, 1.5)], DARK_GREEN, 2.4))
        parts.append(path(poly_d([(x, y + sy * 90), (x, y + sy * 140)], closed=False), "none",
                          MUSTARD, 4.0))
        parts.append(path(poly_d([(x - 10, y + sy * 112), (x + 10, y + sy * 112)],
                                 closed=False), "none", MUSTARD, 4.0))
        for sx in (-1, 1):  # the lyre's arm: out, up and back in, ending in a volute
            arm = bezier((x + sx * 18, y + sy * 186), (x + sx * 110, y + sy * 200),
                         (x + sx * 110, y + sy * 300), (x + sx * 40, y + sy * 320), 12)
            arm += [(x + sx * (40 - 22 * math.sin(t)), y + sy * (306 + 14 * math.cos(t)))
                    for t in (math.radians(d) for d in range(30, 330, 30))]
            parts.append(strands([arm], BLACK, 20.0))
            parts.append(strands([arm], YELLOW, 14.0))
            parts.append(strands([[(px - sx * 3, py - sy * 3) for px, py in arm[2:10]]],
                                 MUSTARD, 4.0))
            tendril = bezier((x + sx * 30, y + sy * 200), (x + sx * 70, y + sy * 230),
                             (x + sx * 60, y + sy * 270), (x + sx * 30, y + sy * 280), 8)
            parts.append(path(poly_d(tendril, closed=False), "none", RED, 3.5))
        collar = ellipse_pts(x, y + sy * 190, 46, 14, 16)
        parts.append(form(collar, RED, "V", sw=3.5))
        cup = [(x - 34, y + sy * 330), (x + 34, y + sy * 330), (x + 18, y + sy * 350),
               (x - 18, y + sy * 350)]
        parts.append(form(cup, YELLOW, "V", sw=3.0))
        cone = ellipse_pts(x, y + sy * 376, 22, 32, 16)
        parts.append(form(cone, RED, "A", sw=3.0))
        parts.append(strands([[(x - 18, y + sy * (366 + k * 12)), (x, y + sy * (374 + k * 12)),
                               (x + 18, y + sy * (366 + k * 12))] for k in (-1, 0, 1)],
                             "#7a1c14", 2.0))
    knot = bezier((x + 14, y - 56), (x - 52, y - 56), (x - 52, y - 2), (x, y), 10)
    knot += bezier((x, y), (x + 52, y + 2), (x + 52, y + 56), (x - 14, y + 56), 10)[1:]
    parts.append(path(poly_d(knot, closed=False), "none", BLACK, 26))
    parts.append(path(poly_d(knot, closed=False), "none", RED, 18))
    return "".join(parts)


SIGNS: dict[str, Sign] = {"coppe": cup, "denari": coin, "bastoni": log, "spade": sword}
