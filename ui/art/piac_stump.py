"""The Asso di Bastoni's tree, as the printed card has it: a thick, knotted trunk.

Dark bark, nearly black, cut in dense vertical strokes; the trunk leans a little to the right
and is sawn off on a slant at the top, so its cut face shows as a big tilted oval of pale wood
with its rings and a crack. Short lopped branches stand out of both sides, each cut off with
its own small oval of bright wood; the bark is torn open down the front to a long red and
orange wound with a dark knot-hole above it; a thin ochre ivy stem winds round it with
three-pointed leaves and curling tendrils; at its foot grass, a red rose and a bank of
yellow pebbles.
"""

from __future__ import annotations

import math

from ui.art.craft import bez, dark, light, outline
from ui.art.piac_engrave import engrave
from ui.art.piac_shade import INK, d, form, strands
from ui.art.piac_wreath import rose
from ui.art.svg import Point, path

BARK = "#3a3f2c"
WOOD, RINGS = "#f0b844", "#c07a26"
WOUND, EMBER = "#d8461e", "#f39a2a"
IVY, STEM = "#24552b", "#c39a3a"
PEBBLE = "#efc94e"

#: the lopped branches: where each leaves the trunk, where it is cut, its thickness
STUBS: tuple[tuple[Point, Point, float], ...] = (
    ((270.0, 262.0), (228.0, 176.0), 60.0),
    ((240.0, 440.0), (150.0, 396.0), 66.0),
    ((200.0, 620.0), (120.0, 566.0), 70.0),
    ((380.0, 380.0), (430.0, 336.0), 46.0),
    ((326.0, 650.0), (450.0, 540.0), 66.0),
    ((410.0, 230.0), (454.0, 194.0), 40.0),
)


def _ellipse(c: Point, rx: float, ry: float, turn: float, n: int = 24) -> list[Point]:
    a0 = math.radians(turn)
    return [(c[0] + rx * math.cos(a) * math.cos(a0) - ry * math.sin(a) * math.sin(a0),
             c[1] + rx * math.cos(a) * math.sin(a0) + ry * math.sin(a) * math.cos(a0))
            for a in (2 * math.pi * k / n for k in range(n))]


def _cut(c: Point, rx: float, ry: float, turn: float, wood: str = WOOD) -> list[str]:
    """The sawn face of a branch or the trunk: pale wood inside a rim of bark, its rings and
    a crack from the heart."""
    out = [form(_ellipse(c, rx, ry, turn), wood, "A", sw=max(3.0, rx * 0.12))]
    out.append(strands([[*_ellipse(c, rx * k, ry * k, turn, 18), _ellipse(c, rx * k, ry * k,
                                                                          turn, 18)[0]]
                        for k in (0.72, 0.46, 0.22)], RINGS, max(1.4, rx * 0.04)))
    a0 = math.radians(turn)
    out.append(strands([[c, (c[0] + rx * 0.3 * math.cos(a0 + 0.4), c[1] + ry * 0.5),
                         (c[0] + rx * 0.8 * math.cos(a0 + 0.2), c[1] + ry * 0.7)]],
                       dark(RINGS, 0.4), max(1.6, rx * 0.035)))
    return out


def _stub(base: Point, end: Point, w: float) -> list[str]:
    """A short lopped branch, thick, slightly knobbed, cut off obliquely at `end`."""
    (x0, y0), (x1, y1) = base, end
    ln = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / ln, (y1 - y0) / ln
    nx, ny = -uy, ux
    h0, h1 = w * 0.86, w * 0.42
    body = [(x0 + nx * h0, y0 + ny * h0),
            *bez((x0 + nx * h0, y0 + ny * h0), (x0 + ux * ln * 0.4 + nx * h1 * 1.16,
                                                 y0 + uy * ln * 0.4 + ny * h1 * 1.16),
                 (x1 - ux * 10 + nx * h1, y1 - uy * 10 + ny * h1), (x1 + nx * h1, y1 + ny * h1),
                 4),
            (x1 - nx * h1, y1 - ny * h1),
            *bez((x1 - nx * h1, y1 - ny * h1), (x1 - ux * 10 - nx * h1 * 1.1,
                                                 y1 - uy * 10 - ny * h1 * 1.1),
                 (x0 + ux * ln * 0.5 - nx * h1 * 1.2, y0 + uy * ln * 0.5 - ny * h1 * 1.2),
                 (x0 - nx * h0, y0 - ny * h0), 4)]
    out = [form(body, BARK, "V", sw=4.4)]
    out += engrave(body, "#0c0e08", math.degrees(math.atan2(uy, ux)), 7.0, toward=90,
                   width=3.0, start=0.2, cross=None)
    out.append(strands([[(x0 + nx * h1 * 0.5 + ux * 8, y0 + ny * h1 * 0.5 + uy * 8),
                         (x1 + nx * h1 * 0.4 - ux * 12, y1 + ny * h1 * 0.4 - uy * 12)]],
                       light(BARK, 0.3), 3.0))
    out.append(strands([[(x0 - nx * h1 * 0.2 + ux * 20, y0 - ny * h1 * 0.2 + uy * 20),
                         (x1 - nx * h1 * 0.3 - ux * 16, y1 - ny * h1 * 0.3 - uy * 16)]],
                       WOUND, w * 0.16))
    tilt = 24 if ux < 0 else -24  # the saw cut slants, its face turned up to the light
    out += _cut((x1 + ux * 2, y1 + uy * 2), h1 * 1.1, h1 * 0.46,
                math.degrees(math.atan2(ny, nx)) + tilt, EMBER)
    return out


def _trunk() -> list[Point]:
    """The trunk's outline from the left root round the sawn top to the right root."""
    return outline((70.0, 890.0), ((130.0, 860.0), (150.0, 800.0), (160.0, 730.0)),
                   ((170.0, 650.0), (196.0, 610.0), (200.0, 540.0)),
                   ((204.0, 470.0), (226.0, 440.0), (230.0, 380.0)),
                   ((236.0, 320.0), (258.0, 280.0), (272.0, 200.0)),
                   ((274.0, 150.0), (282.0, 132.0), (290.0, 120.0)),
                   ((380.0, 80.0), (450.0, 74.0), (468.0, 96.0)),
                   ((466.0, 160.0), (420.0, 210.0), (404.0, 300.0)),
                   ((392.0, 360.0), (368.0, 400.0), (360.0, 470.0)),
                   ((352.0, 540.0), (334.0, 600.0), (330.0, 680.0)),
                   ((330.0, 770.0), (370.0, 840.0), (450.0, 890.0)), n=8)


def _wound() -> list[Point]:
    """The bark torn open down the front: a long ragged tongue of red wood, widest about the
    middle, frayed along both edges."""
    left = [(300.0, 150.0), (288.0, 220.0), (262.0, 290.0), (250.0, 370.0), (232.0, 440.0),
            (218.0, 520.0), (196.0, 590.0), (190.0, 660.0), (206.0, 740.0), (226.0, 800.0)]
    right = [(276.0, 790.0), (270.0, 720.0), (292.0, 640.0), (320.0, 560.0), (338.0, 480.0),
             (340.0, 400.0), (356.0, 330.0), (352.0, 260.0), (336.0, 190.0)]
    jag = [(x + (14 if k % 2 else -8), y + (k % 3) * 6) for k, (x, y) in enumerate(left)]
    return [*jag, *[(x + (10 if k % 2 else -14), y - (k % 3) * 6)
                    for k, (x, y) in enumerate(right)]]


def _fibres(wound: list[Point]) -> list[str]:
    """Flames of orange and streaks of dark fibre down the wound."""
    n = len(wound)
    mids = [((wound[k][0] + wound[n - 1 - k][0]) / 2, (wound[k][1] + wound[n - 1 - k][1]) / 2)
            for k in range(n // 2)]
    out: list[str] = []
    flames = []
    for k in range(len(mids) - 1):
        (x0, y0), (x1, y1) = mids[k], mids[k + 1]
        for j, off in enumerate((-18.0, 2.0, 18.0)):
            w = 7.0 + 3 * ((k + j) % 3)
            flames.append([(x0 + off, y0 + 6), (x0 + off + w, (y0 + y1) / 2),
                           (x1 + off * 0.6, y1 + 10 * ((k + j) % 2)),
                           (x0 + off - w, (y0 + y1) / 2)])
    out.append(path("".join(d(f) for f in flames), EMBER, None))
    out.append(strands([[(x - 10 + 6 * (k % 3), y - 20), (x - 4, y + 40)]
                        for k, (x, y) in enumerate(mids[1:])], "#f8d04a", 3.0))
    out.append(strands([[(x + 16, y - 30), (x + 10 + 4 * (k % 2), y + 10), (x + 20, y + 50)]
                        for k, (x, y) in enumerate(mids)] +
                       [[(x - 22, y - 10), (x - 14, y + 40)] for x, y in mids[::2]],
                       "#3a0e06", 2.6))
    return out


def _ivy_leaf(x: float, y: float, turn: float, s: float) -> list[Point]:
    """A spray of three pointed oval leaflets from a stalk at (x, y), the middle one along
    `turn` degrees, the side ones spread from it (one outline, three lobes)."""
    pts: list[Point] = []
    for spread in (-52.0, 0.0, 52.0):
        a = math.radians(turn + spread)
        c, sn = math.cos(a), math.sin(a)
        ln = 30.0 if spread == 0 else 24.0
        for k in range(9):
            t = k / 8
            u, v = 6.5 * s * math.sin(math.pi * t) ** 0.8, -ln * s * t
            pts.append((x + u * c - v * sn, y + u * sn + v * c))
        for k in range(8, -1, -1):
            t = k / 8
            u, v = -6.5 * s * math.sin(math.pi * t) ** 0.8, -ln * s * t
            pts.append((x + u * c - v * sn, y + u * sn + v * c))
    return pts


def _ivy() -> list[str]:
    """A thin ochre stem winding up round the trunk, out over the branches, with tendrils."""
    stems = [
        [(168.0, 820.0), *bez((168, 820), (250, 760), (180, 690), (262, 620), 8),
         *bez((262, 620), (330, 560), (250, 520), (300, 450), 8),
         *bez((300, 450), (350, 380), (280, 330), (330, 250), 8)],
        [(330.0, 760.0), *bez((330, 760), (420, 720), (400, 640), (470, 600), 8)],
        [(400.0, 800.0), *bez((400, 800), (440, 760), (430, 700), (466, 676), 6)],
        [(170.0, 700.0), *bez((170, 700), (120, 690), (110, 660), (112, 640), 6)],
        [(236.0, 440.0), *bez((236, 440), (180, 430), (140, 330), (110, 300), 8)],
        [(360.0, 340.0), *bez((360, 340), (420, 330), (450, 280), (470, 290), 6)],
    ]
    curls = [[(x + r * math.cos(a) * (1 - a / 14), y + r * math.sin(a) * (1 - a / 14))
              for a in (k * 0.6 for k in range(14))]
             for x, y, r in ((112, 290, 12), (476, 296, 10), (474, 592, 12), (154, 352, 9))]
    spots = [(200, 740, -60, 1.3), (246, 640, 50, 1.2), (258, 520, -50, 1.1),
             (330, 420, 60, 1.2), (300, 320, -40, 1.0), (140, 330, -70, 1.2),
             (190, 420, -20, 1.0), (430, 700, 70, 1.3), (400, 660, 20, 1.1),
             (440, 310, 60, 1.0), (120, 840, -30, 1.4), (380, 850, 40, 1.4),
             (436, 630, 40, 1.2), (466, 676, 80, 1.1), (418, 760, 10, 1.2), (470, 740, 60, 1.0),
             (112, 640, -60, 1.1), (96, 720, -30, 1.2)]
    leaves = "".join(d(_ivy_leaf(x, y, t, k * 1.5)) for x, y, t, k in spots)
    ribs = [[(x, y), (x + 40 * s * math.sin(math.radians(t)), y - 40 * s
                      * math.cos(math.radians(t)))] for x, y, t, s in spots]
    return [strands(stems, INK, 5.4), strands(stems, STEM, 3.2), strands(curls, STEM, 2.4),
            path(leaves, IVY, INK, 2.0), strands(ribs, light(IVY, 0.35), 1.6)]


def _ground() -> list[str]:
    """A bank of yellow pebbles, grass over it and a rose at the trunk's foot."""
    bank = [(40.0, 880.0), *bez((40, 880), (160, 840), (380, 840), (500, 872), 8),
            (500.0, 962.0), (40.0, 962.0)]
    out = [form(bank, "#c7862a", "V", sw=3.0)]
    pebbles = []
    for k in range(90):
        x = 52 + (k * 37) % 440
        y = 872 + ((k * 53) % 86) - (20 if 160 < x < 380 else 0) * (1 - ((k * 53) % 86) / 86)
        r = 7 + (13 * k) % 7
        pebbles.append(d(_ellipse((x, y), r, r * 0.7, (k * 29) % 180, 10)))
    out.append(path("".join(pebbles), PEBBLE, INK, 1.8))
    out.append(path("".join(d(_ellipse((52 + (k * 37) % 440 - 2, 870 + ((k * 53) % 86) - 2),
                                       3, 2, 0, 6)) for k in range(0, 90, 2)),
                    light(PEBBLE, 0.6), None))
    return out


def _foot() -> list[str]:
    """Leafy growth round the trunk's foot and the red rose in front of it."""
    spots = [(x, 876 + 10 * ((k * 3) % 4), -70 + 140 * ((k * 7) % 5) / 4, 1.3 + 0.15 * (k % 3))
             for k, x in enumerate(range(60, 490, 20))]
    leaves = "".join(d(_ivy_leaf(*sp)) for sp in spots)
    return [path(leaves, "#1d4524", INK, 1.8), *rose(196.0, 862.0, 50.0, "#e0412c", 20.0)]


def tree() -> list[str]:
    """The whole emblem, from the ground up."""
    out: list[str] = _ground()
    for base, end, w in STUBS:
        out += _stub(base, end, w)
    trunk = _trunk()
    out.append(form(trunk, BARK, "R", sw=6.0))
    out += engrave(trunk, "#0a0c06", 96.0, 7.0, toward=180.0, bow=0.03, width=3.4, start=0.05,
                   cross=0.6, cross_turn=40.0, opacity=0.9)
    wound = _wound()
    out.append(form(wound, WOUND, "L", sw=3.4))
    out += _fibres(wound)
    # a second, narrower tear splitting off to the left towards the lopped branches
    tear = [(246.0, 400.0), (226.0, 440.0), (204.0, 500.0), (184.0, 560.0), (174.0, 600.0),
            (190.0, 590.0), (206.0, 540.0), (226.0, 490.0), (248.0, 450.0), (256.0, 420.0)]
    out.append(form(tear, WOUND, "L", sw=2.6))
    out.append(strands([[(240.0, 420.0), (214.0, 490.0), (190.0, 570.0)]], EMBER, 5.0))
    out.append(strands([[(232.0, 416.0), (208.0, 480.0), (184.0, 556.0)]], "#3a0e06", 2.2))
    # the knot-hole above the wound, dark, in a rim of raw wood
    out.append(form(_ellipse((328.0, 196.0), 24.0, 40.0, -14), "#f6c44a", "A", sw=3.0))
    out.append(form(_ellipse((330.0, 200.0), 14.0, 28.0, -14, 12), "#1c2a16", "V", sw=2.0))
    out += _cut((378.0, 100.0), 94.0, 40.0, -12.0)
    out += _ivy()
    out += _foot()
    return out
