"""Bergamasche suit signs and palette: capital-shaped cups, rosette coins, straight batons with
fluted caps, and the curved blades whose pairs interlace on the Spade number cards.

Every coloured region has a light and a shaded tone (the printed cards shade with hatching).
"""

from __future__ import annotations

import math

from ui.art.common import Sign
from ui.art.svg import BLACK, Path, circle, ellipse, line, path, poly, rect

RED, RED_D = "#c8262d", "#8e1a22"
BLUE, BLUE_D = "#2b46a8", "#1b2c6e"
GOLD, GOLD_D = "#f2b632", "#b97f1c"
GREEN, GREEN_D = "#2f6b3a", "#1c4224"
PALE = "#fbf3e4"
#: baton colour → (fill, shade)
TONES = {"red": (RED, RED_D), "blue": (BLUE, BLUE_D), "green": (GREEN, GREEN_D)}
Point = tuple[float, float]


def cup(lw: float) -> str:
    """A squat cup like a column capital: gold hexagonal lid, red volutes, gold dotted band,
    blue flared foot on a gold hexagonal plinth."""
    lid = [(-22, -50), (22, -50), (30, -42), (22, -33), (-22, -33), (-30, -42)]
    capital = Path().m(-20, -33).c((-40, -33), (-42, -14), (-26, -12)).c(
        (-18, -12), (-18, -22), (-24, -20)).l((-14, -4)).l((14, -4), (24, -20)).c(
        (18, -22), (18, -12), (26, -12)).c((42, -14), (40, -33), (20, -33)).z()
    foot = Path().m(-14, 12).c((-14, 26), (-30, 30), (-34, 40)).l((34, 40)).c(
        (30, 30), (14, 26), (14, 12)).z()
    plinth = [(-30, 40), (30, 40), (36, 45), (30, 50), (-30, 50), (-36, 45)]
    return "".join([
        path(foot, BLUE, BLACK, lw),
        path(Path().m(-6, 14).c((-6, 26), (-18, 32), (-22, 39)).l((-8, 39)).c(
            (-4, 30), (0, 24), (0, 14)).z(), BLUE_D, None),
        line([(8, 16), (10, 30), (20, 38)], BLUE_D, lw * 0.6),
        poly(plinth, GOLD, BLACK, lw), line([(-30, 45), (30, 45)], GOLD_D, lw * 0.5),
        rect(-17, -5, 34, 18, GOLD, BLACK, lw),
        *[circle(x, 4, 3.2, GOLD_D, BLACK, lw * 0.4) for x in (-9, 0, 9)],
        path(capital, RED, BLACK, lw),
        path(Path().m(-14, -30).q((0, -24), (14, -30)).l((10, -8)).l((-10, -8)).z(), RED_D,
             None),
        line([(0, -30), (0, -8)], BLACK, lw * 0.5),
        poly(lid, GOLD, BLACK, lw),
        *[line([(x, -47), (x, -36)], GOLD_D, lw * 0.5) for x in (-14, -7, 0, 7, 14)],
    ])


def tall_cup(lw: float) -> str:
    """The courts' cup: the squat cup under a tall ribbed gold dome with a finial, as the
    Fante, Cavallo and Re di Coppe hold it up."""
    dome = Path().m(-22, -50).c((-24, -72), (-10, -86), (0, -96)).c((10, -86), (24, -72),
                                                                    (22, -50)).z()
    return "".join([
        path(dome, GOLD, BLACK, lw),
        path(Path().m(4, -90).c((12, -80), (20, -68), (18, -52)).l((6, -52)).z(), GOLD_D,
             None),
        *[line([(x * 0.3, -88), (x, -53)], GOLD_D, lw * 0.5) for x in (-12, 0, 12)],
        circle(0, -100, 5, GOLD, BLACK, lw * 0.7),
        cup(lw),
    ])


def coin(lw: float) -> str:
    """A coin of concentric rings: black rim, white, red, and a black heart with red dots."""
    dots = "".join(circle(15 * math.cos(math.radians(a)), 15 * math.sin(math.radians(a)), 5.2,
                          RED, None) for a in range(-90, 270, 360 // 7))
    return "".join([
        circle(0, 0, 48, PALE, BLACK, lw * 1.6),
        circle(0, 0, 36, RED, BLACK, lw),
        path(Path().m(-36, 0).c((-36, 22), (-20, 36), (0, 36)).c((-14, 30), (-28, 18), (-30, 0))
             .z(), RED_D, None),
        circle(0, 0, 26, "#1a1414", BLACK, lw * 0.6), dots,
        circle(0, 0, 5.2, RED, None),
    ])


def baton(colour: str) -> Sign:
    """A straight baton of one colour: gold collars and a fluted cap at each end."""
    fill, shade = TONES[colour]

    def draw(lw: float) -> str:
        parts = [rect(-5, -38, 10, 76, fill, BLACK, lw), rect(1.5, -38, 3.5, 76, shade, None)]
        for s in (-1, 1):
            parts += [
                path(Path().m(-6, s * 38).l((-8, s * 46)).q((0, s * 52), (8, s * 46))
                     .l((6, s * 38)).z(), fill, BLACK, lw),
                line([(0, s * 39), (0, s * 48)], shade, lw * 0.6),
                ellipse(0, s * 50, 5, 2.5, GOLD, BLACK, lw * 0.6),
                ellipse(0, s * 37, 8.5, 3.5, GOLD, BLACK, lw),
            ]
        return "".join(parts)
    return draw


def sword(lw: float) -> str:
    """A straight blue sword, point up, with a curved gold guard and a red grip."""
    return "".join([
        poly([(-5, 22), (-5, -38), (0, -50), (5, -38), (5, 22)], BLUE, BLACK, lw),
        poly([(1.2, 20), (1.2, -40), (5, -38), (5, 20)], BLUE_D, None),
        path(Path().m(-20, 16).q((0, 28), (20, 16)).l((18, 24)).q((0, 34), (-18, 24)).z(), GOLD,
             BLACK, lw),
        rect(-3.5, 27, 7, 15, RED, BLACK, lw),
        circle(0, 45, 4.5, GOLD, BLACK, lw),
    ])


def bezier(p0: Point, c: Point, p1: Point, t: float) -> Point:
    u = 1 - t
    return (u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0],
            u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1])


def _ribbon(p0: Point, c: Point, p1: Point, width: float, n: int, t0: float = 0.0,
            t1: float = 1.0, taper: bool = True) -> list[Point]:
    """Outline of a band of `width` along a quadratic curve, pointed at the ends if `taper`."""
    left: list[Point] = []
    right: list[Point] = []
    for i in range(n + 1):
        t = t0 + (t1 - t0) * i / n
        x, y = bezier(p0, c, p1, t)
        dx, dy = (bezier(p0, c, p1, min(1.0, t + 1e-3))[0] - bezier(p0, c, p1, max(0.0, t - 1e-3))
                  [0], bezier(p0, c, p1, min(1.0, t + 1e-3))[1]
                  - bezier(p0, c, p1, max(0.0, t - 1e-3))[1])
        k = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / k, dx / k
        w = width / 2 * (math.sin(math.pi * t) ** 0.5 if taper else 1.0)
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return left + right[::-1]


def blade(p0: Point, c: Point, p1: Point, fill: str, width: float, lw: float) -> str:
    """A curved blade from p0 to p1: coloured edges, a gold fuller with zig-zag hatching."""
    shade = RED_D if fill == RED else BLUE_D
    outer = _ribbon(p0, c, p1, width, 24)
    spine = [bezier(p0, c, p1, i / 24) for i in range(25)]
    inner = _ribbon(p0, c, p1, width * 0.5, 16, 0.22, 0.78, taper=False)
    zag = _ribbon(p0, c, p1, width * 0.42, 18, 0.22, 0.78, taper=False)
    teeth = [zag[i] if i % 2 else zag[-1 - i] for i in range(19)]
    return "".join([
        poly(outer, fill, None), poly(outer[:25] + spine[::-1], shade, None),
        poly(outer, "none", BLACK, lw),
        poly(inner, GOLD, BLACK, lw * 0.6),
        line(teeth, BLACK, lw * 0.45),
    ])


def hilt(x: float, y: float, rot: float, lw: float, k: float = 1.0) -> str:
    """Crossed dark guard with gold ring ends and a red twisted grip, drawn at (x, y)."""
    a = math.radians(rot)
    ca, sa = math.cos(a), math.sin(a)

    def p(u: float, v: float) -> Point:
        return (x + k * (u * ca - v * sa), y + k * (u * sa + v * ca))

    guard = [p(-60, -10), p(60, -10), p(60, 10), p(-60, 10)]
    grip = [p(-12, 10), p(12, 10), p(14, 70), p(-14, 70)]
    twists = "".join(line([p(-12, v), p(12, v + 8)], RED_D, lw) for v in range(16, 70, 11))
    return "".join([
        poly(grip, RED, BLACK, lw), twists,
        circle(*p(0, 78), 9 * k, GOLD, BLACK, lw * 0.8),
        poly(guard, "#1d2a22", BLACK, lw),
        *[circle(*p(s * 66, 0), 9 * k, GOLD, BLACK, lw * 0.7) for s in (-1, 1)],
        poly([p(0, -14), p(14, 0), p(0, 14), p(-14, 0)], GREEN, BLACK, lw * 0.6),
    ])


SIGNS: dict[str, Sign] = {"coppe": cup, "denari": coin, "bastoni": baton("red"),
                          "spade": sword}
