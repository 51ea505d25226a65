"""Bergamasche courts: double-headed half-figures divided on a slant by a thin ruled line.

As on the old sheets: bare-headed Fanti and Cavalli with long loose grey hair, crowned Re, heavy
robes in red, blue and green with gold bands; each figure lifts its suit sign in one hand (a
cup by its foot, a coin on the palm, a baton or a long sword held aslant) and lays the other
hand across the robe. The Cavallo's horse looks out beside its rider.
"""

from __future__ import annotations

import itertools
import math

from ui.art.berg_signs import BLUE, GOLD, GREEN, RED, SIGNS, baton, sword
from ui.art.busts import (
    THIN,
    Tone,
    brow_hair,
    crown,
    cuff,
    darker,
    double,
    face,
    hand,
    horse_head,
    limb,
    loose_hair,
    shaded,
    two,
)
from ui.art.common import WIDTH, H, place
from ui.art.craft import hatch
from ui.art.svg import BLACK, Path, group, line, path, poly, rect

W = WIDTH["bergamasche"]
CX, MID = W / 2, H / 2
SLOPE = 0.22  # the dividing line rises to the right
HAIR: Tone = ("#dcd8ce", "#8f8a80")
GOLD2: Tone = two(GOLD, 0.7)

#: (robe, yoke, sleeve) per rank and suit.
DRESS: dict[int, dict[str, tuple[str, str, str]]] = {
    11: {"coppe": (RED, RED, BLUE), "denari": (BLUE, GOLD, RED), "bastoni": (RED, RED, BLUE),
         "spade": (BLUE, RED, BLUE)},
    12: {"coppe": (RED, RED, BLUE), "denari": (BLUE, BLUE, RED), "bastoni": (RED, GOLD, BLUE),
         "spade": (RED, RED, GREEN)},
    13: {"coppe": (BLUE, RED, BLUE), "denari": (BLUE, RED, RED), "bastoni": (GREEN, RED, BLUE),
         "spade": (RED, RED, GREEN)},
}
#: horse coat per suit (the Cavalli di Coppe and di Spade ride bays, the others chestnuts/greys)
HORSE: dict[str, tuple[Tone, Tone]] = {
    "coppe": (two("#c8693e"), two("#8e2f1e")), "denari": (two("#b8432b"), two("#7a1f16")),
    "bastoni": (two("#ecd2b0", 0.68), two("#8e2f1e")), "spade": (two("#e9c9a2", 0.68),
                                                                 two("#b23a26"))}


def cut(x: float) -> float:
    """The dividing line through the card centre, rising to the right."""
    return MID - (x - CX) * SLOPE


def seam(half: float) -> list[str]:
    """The dividing line: the two robes meet on the slant at a thin ruled line, as printed
    (no sash); point-symmetric, so it is the same seen from either end."""
    x0, x1 = CX - half, CX + half
    rule = [(x0, cut(x0)), (x1, cut(x1))]
    return [line(rule, BLACK, 5.0), line(rule, GOLD, 1.6)]


def robe(cx: float, colour: str, yoke: str, shoulders: float, flare: float) -> list[str]:
    """The body of the robe from the shoulders to the dividing line, banded in gold."""
    top = 232.0
    xl, xr = cx - flare, cx + flare
    body = Path().m(cx - shoulders, top + 14).q((cx, top - 22), (cx + shoulders, top + 14)).q(
        (xr + 6, 360), (xr, cut(xr) + 3)).l((xl, cut(xl) + 3)).q((xl - 6, 360),
                                                                   (cx - shoulders, top + 14)).z()
    shade = Path().m(cx + shoulders * 0.4, top + 4).l((cx + shoulders, top + 14)).q(
        (xr + 6, 360), (xr, cut(xr) + 3)).l((cx + flare * 0.45, cut(cx + flare * 0.45) + 3)).q(
        (cx + flare * 0.5, 360), (cx + shoulders * 0.4, top + 4)).z()
    lines = hatch([(cx + shoulders * 0.55, top + 30), (cx + shoulders - 4, top + 30),
                   (xr - 8, cut(xr) - 4), (cx + flare * 0.58, cut(cx + flare * 0.58) - 4)],
                  darker(colour, 0.5), 11.0, 60.0, 2.0)
    out = [shaded(body, two(colour), shade), lines, embroidery(cx, top, flare, colour)]
    out += [line([(cx + dx, top + 60), (cx + dx * 1.15, cut(cx + dx * 1.15) - 30)],
                 darker(colour, 0.55), 2.2) for dx in (-120, -95, -70, 70, 95, 120)]
    yoke_d = Path().m(cx - shoulders * 0.92, top + 14).q((cx, top - 18), (cx + shoulders * 0.92,
                                                                         top + 14)).l(
        (cx + shoulders * 0.75, top + 78)).q((cx, top + 58), (cx - shoulders * 0.75, top + 78)).z()
    out.append(shaded(yoke_d, two(yoke), None, THIN))
    out.append(_gold_band([(cx - shoulders * 0.8, top + 72), (cx, top + 52),
                           (cx + shoulders * 0.8, top + 72)], 16))
    for s in (-1, 1):  # the V of gold bands from the shoulders to the waist
        out.append(_gold_band([(cx + s * 52, top - 2), (cx + s * 6, top + 190)], 20))
    y = cut(cx) - 50
    out.append(_gold_band([(xl + 14, y + flare * SLOPE), (xr - 14, y - flare * SLOPE)], 20))
    out.append(poly([(cx - 26, top - 8), (cx + 26, top - 8), (cx + 20, top + 22),
                     (cx - 20, top + 22)], "#f4efe6", BLACK, THIN))
    return out


def embroidery(cx: float, top: float, flare: float, colour: str) -> str:
    """The robe's woven pattern: rows of small bar-and-tick motifs in the robe's dark tone,
    one path, kept inside the robe and above the dividing line."""
    d = Path()
    for row, y in enumerate(range(int(top) + 96, int(MID), 34)):
        offset = 17 if row % 2 else 0
        for x in range(int(cx - flare) + 26 + offset, int(cx + flare) - 20, 34):
            if y > cut(x) - 18:
                continue
            d.m(x - 9, y).l((x + 9, y)).m(x - 9, y - 6).l((x - 9, y + 6)).m(x + 9, y - 6).l(
                (x + 9, y + 6))
    return path(d, "none", darker(colour, 0.55), 2.4) if d.parts else ""


def _gold_band(spine: list[tuple[float, float]], width: float) -> str:
    """A gold braid along a polyline, zig-zag hatched in the printed manner."""
    tone = two(GOLD, 0.7)
    return limb(spine, [width] * len(spine), tone, THIN) + line(
        _zigzag(spine, width * 0.32), BLACK, 1.6)


def _zigzag(spine: list[tuple[float, float]], amp: float) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    for (x0, y0), (x1, y1) in itertools.pairwise(spine):
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 or 1.0
        nx, ny = -(y1 - y0) / length * amp, (x1 - x0) / length * amp
        n = max(2, int(length / 11))
        out += [(x0 + (x1 - x0) * i / n + nx * (1 if i % 2 else -1),
                 y0 + (y1 - y0) * i / n + ny * (1 if i % 2 else -1)) for i in range(n)]
    return out


def head_of(rank: int, x: float, y: float, turn: float, kind: int = 0) -> list[str]:
    r = 54.0
    out = [loose_hair(x, y, r, HAIR),
           limb([(x, y + r * 0.8), (x, y + r * 1.6)], [r * 0.8, r * 0.9], ("#f7d9b5", "#d9a47c"),
                THIN),
           face(x, y, r, turn, kind=kind, age=1 if rank == 13 else 0),
           brow_hair(x, y, r, HAIR)]
    if rank == 13:
        out.append(crown(x, y - r * 0.72, r * 1.05, GOLD2, RED))
    return out


def arms(cx: float, sign_hand: tuple[float, float], rest: tuple[float, float], sleeve: str,
         span: float = 1.0, elbow: tuple[float, float] | None = None) -> list[str]:
    """The right arm (viewer's left) lifts the sign, the left lies across the waist; `span`
    narrows the shoulders (a rider's, so his horse shows beside him); `elbow` bends the
    raised arm higher (a rider lifts his sign above the horse's head, inside the frame)."""
    tone = two(sleeve)
    hx, hy = sign_hand
    el = elbow or (cx - 168 * span, 400.0)
    er = (cx + 165 * span, 395.0)
    shoulder = (cx - 128 * span, 262.0)
    upper = [shoulder, ((shoulder[0] + el[0]) / 2 - 8, (shoulder[1] + el[1]) / 2 + 6), el]
    return [limb(upper, [66, 58, 54], tone),
            limb([el, ((el[0] + hx) / 2 - 6, (el[1] + hy) / 2), (hx, hy + 22)], [54, 48, 40],
                 tone),
            cuff(hx, hy + 24, 24, 0, GOLD2),
            limb([(cx + 128 * span, 262), (cx + 165 * span, 330), er], [66, 58, 54], tone),
            limb([er, ((er[0] + rest[0]) / 2, er[1] + 6), (rest[0] + 28, rest[1])], [54, 48, 40],
                 tone),
            cuff(rest[0] + 30, rest[1], 23, 90, GOLD2)]


def held(suit: str, rank: int, at: tuple[float, float]) -> list[str]:
    """The suit sign in the raised hand."""
    x, y = at
    if suit == "coppe":
        return [place(SIGNS["coppe"], x, y - 62, 1.5)]
    if suit == "denari":
        return [place(SIGNS["denari"], x, y - 58, 1.15)]
    lean = -12.0 if rank == 12 else -22.0  # the rider's sign stands up, clear of the corner
    a = math.radians(lean)
    size = 0.78 if rank == 12 else 1.0  # the rider's, shorter: clear of the frame
    if suit == "bastoni":  # the grip in the fist, the cap towards the top corner
        k = 24 * 3.2 * size
        return [place(baton("blue" if rank == 13 else "red"), x + math.sin(a) * k,
                      y - math.cos(a) * k, 3.2 * size, lean, squash=0.9)]
    k = 34 * 3.4 * size
    return [place(sword, x + math.sin(a) * k, y - math.cos(a) * k, 3.4 * size, lean * 0.6,
                  squash=0.8)]


#: where the free hand rests: on the belly, the breast, the waist, the hip
REST_Y = {"coppe": 405.0, "denari": 340.0, "bastoni": 425.0, "spade": 385.0}
#: the Re's cape, thrown back over the shoulders
CAPES = {"coppe": GREEN, "denari": RED, "bastoni": GREEN, "spade": BLUE}


def cape(cx: float, colour: str) -> str:
    """A cape hanging behind the king's shoulders, wider than the robe, gold-edged."""
    d = Path().m(cx - 120, 228).c((cx - 200, 250), (cx - 215, 380), (cx - 212, cut(cx - 212) + 3))
    d.l((cx + 212, cut(cx + 212) + 3)).c((cx + 215, 380), (cx + 200, 250), (cx + 120, 228)).z()
    edge = Path().m(cx - 120, 228).c((cx - 200, 250), (cx - 215, 380), (cx - 212,
                                                                       cut(cx - 212) + 3))
    edge2 = Path().m(cx + 120, 228).c((cx + 200, 250), (cx + 215, 380), (cx + 212,
                                                                        cut(cx + 212) + 3))
    return (path(d, colour, None) + path(Path().m(cx + 150, 250).c(
        (cx + 200, 280), (cx + 215, 380), (cx + 212, cut(cx + 212) + 3)).l(
        (cx + 170, cut(cx + 170) + 3)).q((cx + 180, 330), (cx + 150, 250)).z(), darker(colour),
        None) + path(edge, "none", GOLD, 10) + path(edge2, "none", GOLD, 10)
        + path(edge, "none", BLACK, 2) + path(edge2, "none", BLACK, 2))


def collar(cx: float, suit: str) -> str:
    """The Fante's turned-down collar: white, or chequered on the Fante di Denari."""
    d = Path().m(cx - 58, 222).q((cx, 212), (cx + 58, 222)).l((cx + 70, 258)).q(
        (cx, 246), (cx - 70, 258)).z()
    out = path(d, "#f4efe6", BLACK, THIN)
    if suit == "denari":
        out += "".join(rect(cx + x, 230 + (8 if (x // 12) % 2 else 0), 12, 10, "#1d1d1d", None)
                       for x in range(-60, 60, 24))
    return out


def court(suit: str, rank: int) -> list[str]:
    """One court card: the top half, its reflection, the ruled line across the middle.

    The Cavallo's horse looks out in front of its rider's far shoulder; his free hand, on the
    reins, is drawn over its neck.
    """
    colour, yoke, sleeve = DRESS[rank][suit]
    rider = rank == 12
    # the rider sits right of centre, his horse's head turned left below his raised sign,
    # so neither the neck nor the sleeve covers his face or leaves the frame
    cx = CX + 34 if rider else CX
    span = 0.8 if rider else 1.0
    turn = 0.35 if not rider else -0.3
    hand_at = ((max(cx - 150, 118), 300.0) if suit in ("coppe", "denari")
               else (max(cx - 120, 128), 330.0))
    elbow = None
    if rider:
        hand_at = (cx - 170, 196.0) if suit in ("coppe", "denari") else (cx - 168, 262.0)
        elbow = (cx - 150, 318.0)
    rest = (cx - 40, 380.0) if rider else (cx + 20, REST_Y[suit])
    top: list[str] = []
    if rank == 13:
        top.append(cape(cx, CAPES[suit]))
    top += robe(cx, colour, yoke, 128 * span, 170 if not rider else 128)
    if rank == 11:
        top.append(collar(cx, suit))
    top += head_of(rank, cx + 4, 150, turn, kind=("coppe", "denari", "bastoni",
                                                    "spade").index(suit) + rank)
    limbs = arms(cx, hand_at, rest, sleeve, span, elbow)
    raised, across = limbs[:3], limbs[3:]
    sign = held(suit, rank, hand_at)
    if rider:  # the raised arm behind the horse's head, the hand and sign above it
        coat, mane = HORSE[suit]
        top += [*raised[:2],
                group(horse_head(0, 0, 1.05, -1, coat, mane, RED), cx - 128, 214, -24)]
        raised = raised[2:]
    if suit in ("bastoni", "spade"):  # a long sign passes through the fist
        top += [*raised, *sign, hand(*hand_at, 21, 0)]
    else:
        top += [*raised, hand(*hand_at, 21, 180), *sign]
    top += [*across, hand(*rest, 20, -90)]
    return double(top, W, H, seam(212 if rank == 13 else (128 if rider else 168)))


__all__ = ["GREEN", "court"]
