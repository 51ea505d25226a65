"""Piacentine suit signs and palette: beaded coins with a red sun, tall chalices, rough logs,
steel-blue swords; and the small pictures that fill the centres of some number cards."""

from __future__ import annotations

import math

from ui.art.common import WIDTH, Sign, face_box
from ui.art.svg import BLACK, Path, circle, ellipse, group, line, path, poly, rect, star

RED, MUSTARD, TAN, BROWN = "#b93d2f", "#c2ae3c", "#ae8842", "#955a35"
STEEL, OLIVE, YELLOW, GREEN = "#3d6a88", "#31562b", "#f0d232", "#5d8c34"
ORANGE, BLUE = "#dd7a2a", "#2f5fb0"
DARK_GREEN = "#1f4a2a"
LOG, LOG_D = "#2f6b37", "#1c4424"
W = WIDTH["piacentine"]
BOX = face_box(W, 0.1, 0.06)


def coin(lw: float) -> str:
    """Yellow coin, dark beaded ring, red sun face in the middle."""
    beads = "".join(circle(42 * math.cos(math.radians(a)), 42 * math.sin(math.radians(a)), 2.6,
                           YELLOW, None) for a in range(0, 360, 20))
    k = 0.7
    return "".join([
        circle(0, 0, 48, BROWN, BLACK, lw), beads,
        circle(0, 0, 37, YELLOW, BLACK, lw * 0.6),
        poly(star(0, 0, 33, 22, 12), RED, BLACK, lw * 0.4),
        circle(0, 0, 20, RED, BLACK, lw * 0.5),
        circle(-7 * k, -4 * k, 3, YELLOW, None), circle(7 * k, -4 * k, 3, YELLOW, None),
        line([(0, -2), (-2, 5), (1, 6)], YELLOW, lw * 0.4),
        path(Path().m(-8, 10).q((0, 16), (8, 10)), "none", YELLOW, lw * 0.5),
    ])


def cup(lw: float) -> str:
    """Squat goblet as printed: red mouth, gold lip, dark green bowl, gold knot, green foot."""
    bowl = Path().m(-34, -30).c((-36, 0), (-18, 10), (0, 10)).c((18, 10), (36, 0), (34, -30)).z()
    shine = Path().m(-26, -24).c((-27, -6), (-16, 2), (-8, 4)).c((-18, -6), (-20, -14),
                                                               (-18, -24)).z()
    foot = Path().m(-6, 24).c((-8, 34), (-22, 36), (-28, 44)).l((28, 44)).c((22, 36), (8, 34),
                                                                          (6, 24)).z()
    return "".join([
        path(foot, DARK_GREEN, BLACK, lw),
        path(Path().m(2, 26).c((6, 34), (18, 38), (22, 43)).l((28, 44)).c((22, 36), (8, 34),
                                                                         (6, 24)).z(),
             "#13301a", None),
        rect(-30, 42, 60, 7, YELLOW, BLACK, lw * 0.8, 3),
        rect(-5, 8, 10, 18, DARK_GREEN, BLACK, lw * 0.8),
        ellipse(0, 17, 11, 6, YELLOW, BLACK, lw * 0.8),
        path(bowl, DARK_GREEN, BLACK, lw), path(shine, "#4c8a4f", None),
        path(Path().m(14, -28).c((16, -6), (10, 4), (0, 8)).c((20, 6), (34, -4), (33, -28)).z(),
             "#13301a", None),
        rect(-37, -38, 74, 11, YELLOW, BLACK, lw, 4),
        line([(-32, -31), (32, -31)], "#b58a1c", lw * 0.5),
        ellipse(0, -42, 34, 7, RED, BLACK, lw),
        ellipse(0, -41, 26, 4, "#8e2a20", None),
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
    """Spada: straight steel-blue blade, point up; gold hilt with ball-ended quillons, red jewel."""
    guard = Path().m(-20, 16).q((-10, 24), (0, 24)).q((10, 24), (20, 16)).l((22, 20)).q(
        (10, 30), (0, 30)).q((-10, 30), (-22, 20)).z()
    return "".join([
        poly([(-5, 20), (-5, -36), (0, -50), (5, -36), (5, 20)], STEEL, BLACK, lw),
        poly([(1, 18), (1, -44), (5, -36), (5, 18)], "#2a4a62", None),
        line([(-1.5, -38), (-1.5, 16)], "#9fc0d6", lw * 0.6),
        path(guard, MUSTARD, BLACK, lw),
        circle(-23, 16, 4.2, MUSTARD, BLACK, lw * 0.7), circle(23, 16, 4.2, MUSTARD, BLACK,
                                                               lw * 0.7),
        circle(0, 25, 4, RED, BLACK, lw * 0.5),
        rect(-3.5, 30, 7, 12, TAN, BLACK, lw),
        line([(-3, 34), (3, 36)], BROWN, lw * 0.5), line([(-3, 39), (3, 41)], BROWN, lw * 0.5),
        ellipse(0, 46, 5, 4.5, MUSTARD, BLACK, lw),
    ])


def shield(lw: float) -> str:
    """Our crowned shield for the 4 of Denari: a plain device, no arms or maker's mark."""
    body = Path().m(-30, -22).l((30, -22), (30, 10)).q((30, 38), (0, 48))
    body.q((-30, 38), (-30, 10)).z()
    crown = [(-28, -24), (-32, -50), (-14, -36), (0, -56), (14, -36), (32, -50), (28, -24)]
    return "".join([poly(crown, MUSTARD, BLACK, lw), path(body, BLUE, BLACK, lw),
                    poly([(0, -14), (20, 8), (0, 36), (-20, 8)], YELLOW, BLACK, lw * 0.7),
                    circle(0, 8, 6, RED, BLACK, lw * 0.5)])


def rosette(lw: float) -> str:
    """The flower at the centre of the 4 of Coppe."""
    petals = "".join(group(ellipse(0, -22, 10, 20, RED, BLACK, lw * 0.8), rot=a)
                     for a in range(0, 360, 45))
    return petals + circle(0, 0, 12, YELLOW, BLACK, lw * 0.8)


def plant(x: float, y: float) -> str:
    """The ornate plant motif between the swords of the 5 of Spade."""
    stem = [(x, y + 190), (x - 12, y + 80), (x + 12, y - 30), (x, y - 150)]
    leaves = "".join(group(ellipse(0, -26, 13, 28, GREEN, BLACK, 4), x + dx, y + dy, a)
                     for dx, dy, a in ((-8, 120, -55), (8, 70, 55), (-4, 10, -50), (10, -50, 50),
                                       (-6, -100, -40)))
    return "".join([line(stem, BLACK, 16), line(stem, OLIVE, 9), leaves,
                    poly(star(x, y - 160, 36, 15, 6), RED, BLACK, 4),
                    circle(x, y - 160, 10, YELLOW, BLACK, 3),
                    poly([(x - 40, y + 200), (x + 40, y + 200), (x + 28, y + 170),
                          (x - 28, y + 170)], BROWN, BLACK, 5)])


SIGNS: dict[str, Sign] = {"coppe": cup, "denari": coin, "bastoni": log, "spade": sword}
