"""The Piacentine Re as printed: each holds his attribute his own way, not both hands boxed.

The Re di Spade holds his sword upright at his side with the near arm brought across the
breast (a red sleeve banded in gold), the other arm hanging; he wears a white-cross-on-red
shield on a blue breast, a jewelled gold collar, a green mantle lined with ermine and
ribbons flying from his crown. The Re di Coppe grips his sceptre aslant at the chest and
lifts the cup by its stem at his shoulder. The Re di Denari and di Bastoni let the free arm
hang at the side (under the mantle's swag on the Re di Bastoni), so only the hand on the
halberd or the club shows.
"""

from __future__ import annotations

import math

from ui.art.craft import dark
from ui.art.piac_body import arm, cuff, fist
from ui.art.piac_engrave import engrave
from ui.art.piac_rich import deep_folds, ermine
from ui.art.piac_shade import INK, form, shape, strands
from ui.art.svg import Point, circle

RED, GOLD, GREEN, WHITE = "#cf3a2c", "#efc63a", "#2f6b37", "#f4f2ee"
SKIN = "#f0c8a0"


def cross_badge(x: float, y: float) -> list[str]:
    """A small red shield with a white cross under a gold rim, on the breast."""
    def s(u: float, v: float) -> Point:
        return (x + u, y + v)

    body = [s(-24, -22), s(24, -22), s(24, 6), s(18, 22), s(0, 32), s(-18, 22), s(-24, 6)]
    out = [form(body, RED, "A", sw=2.4)]
    out.append(shape([s(-5, -16), s(5, -16), s(5, -4), s(17, -4), s(17, 6), s(5, 6), s(5, 24),
                      s(-5, 24), s(-5, 6), s(-17, 6), s(-17, -4), s(-5, -4)], WHITE, INK, 1.2))
    rim = [s(-28, -24), s(-18, -34), s(-8, -28), s(0, -38), s(8, -28), s(18, -34), s(28, -24),
           s(24, -20), s(-24, -20)]
    out.append(form(rim, GOLD, "V", sw=1.8))
    return out


def broadsword(x: float, y: float, top: float, *, jewels: bool = True) -> list[str]:
    """The Re di Spade's sword held upright, its grip at (x, y): a broad blue blade up to
    `top`, ridged and lit down one side, a short gold guard set with three red rings, a
    gold pommel under the fist."""
    g = y - 34  # the guard
    blade = [(x - 17, g), (x - 17, top + 40), (x, top), (x + 17, top + 40), (x + 17, g)]
    out = [form(blade, "#3f6fb0", "L", sw=2.6),
           shape([(x + 2, g), (x + 2, top + 30), (x + 17, top + 40), (x + 17, g)], "#2a4a7a",
                 opacity=0.7),
           strands([[(x - 6, g - 6), (x - 6, top + 42)]], "#a9c4e8", 2.4)]
    out.append(form([(x - 36, g - 4), (x + 36, g - 4), (x + 40, g + 6), (x - 40, g + 6)], GOLD,
                    "V", sw=2.2))
    if jewels:  # the king's: three red rings on the guard
        out += [circle(x + u, g + 1, 7.5, RED, INK, 2.0) for u in (-26, 0, 26)]
        out += [circle(x + u, g + 1, 3.0, "#f4e4c0", None) for u in (-26, 0, 26)]
    else:  # the Fante's: the guard's ends curling down into volutes
        out.append(strands([[(x + s * 38, g + 2), (x + s * 46, g + 12), (x + s * 40, g + 22),
                             (x + s * 32, g + 16)] for s in (-1, 1)], INK, 9.0))
        out.append(strands([[(x + s * 38, g + 2), (x + s * 46, g + 12), (x + s * 40, g + 22),
                             (x + s * 32, g + 16)] for s in (-1, 1)], GOLD, 5.0))
        out.append(circle(x, g + 1, 6.0, RED, INK, 1.6))
    out.append(form([(x - 7, g + 6), (x + 7, g + 6), (x + 7, y + 30), (x - 7, y + 30)], GOLD,
                    "L", sw=2.0))
    out.append(form([(x + 12 * math.cos(a), y + 42 + 12 * math.sin(a))
                     for a in (k * math.pi / 8 for k in range(16))], GOLD, "A", sw=2.0))
    return out


def collar(cx: float, top: float, f: int) -> list[str]:
    """A round gold collar lying on the shoulders under the neck, set with red stones."""
    pts = [(cx + f * 10 + 80 * math.cos(a), top + 2 + 28 * math.sin(a))
           for a in (math.pi * (0.02 + 0.96 * k / 14) for k in range(15))]
    out = [strands([pts], INK, 26.0), strands([pts], GOLD, 20.0),
           strands([[(x, y + 7) for x, y in pts]], dark(GOLD, 0.35), 3.0)]
    out += [circle(x, y - 1, 5.0, RED, INK, 1.2) for x, y in pts[1::2]]
    return out


def ribbons(x: float, y: float, s: int) -> list[str]:
    """Two red ribbons flying out from behind the crown on side `s`, their forked ends gold."""
    out: list[str] = []
    for k, (dy, ln) in enumerate(((0.0, 150.0), (40.0, 120.0))):
        pts = [(x + s * ln * t, y + dy + 16 * math.sin(t * 5 + k) - 24 * t) for t in
               (j / 8 for j in range(9))]
        up = [(px, py - 11) for px, py in pts]
        lo = [(px, py + 11) for px, py in pts[::-1]]
        out.append(form([*up, *lo], RED, "V", sw=2.2))
        ex, ey = pts[-1]
        tail = [(ex - s * 4, ey - 10), (ex + s * 26, ey - 18), (ex + s * 14, ey),
                (ex + s * 28, ey + 14), (ex - s * 4, ey + 10)]
        out.append(form(tail, GOLD, "V", sw=2.0))
    return out


def ermine_lining(cx: float, f: int, w0: float, top: float, mid: float) -> list[str]:
    """The mantle's ermine lining turned out down the near side (−f), beside the body."""
    def p(u: float, v: float) -> Point:
        return (cx - f * u, v)

    pts = [p(w0 + 2, top + 26), p(w0 + 26, top + 30), p(w0 + 50, 360), p(w0 + 60, mid + 1),
           p(w0 + 6, mid + 1), p(w0 - 4, 400), p(w0 - 6, top + 60)]
    out = [form(pts, WHITE, "L" if f < 0 else "R", sw=3.0)]
    out += ermine(pts, 26.0)
    return out


def front_fall(cx: float, f: int, w0: float, top: float, mid: float, colour: str
               ) -> list[str]:
    """The mantle brought forward over the near shoulder and falling to the line, the arm
    under it (the Re di Denari's): folds running down it, engraved close in its shade."""
    def p(u: float, v: float) -> Point:
        return (cx - f * u, v)

    pts = [p(w0 * 0.55, top - 6), p(w0 * 0.95, top + 4), p(w0 + 30, top + 50),
           p(w0 + 48, 400), p(w0 + 54, mid + 1), p(w0 * 0.5, mid + 1), p(w0 * 0.48, 420),
           p(w0 * 0.5, top + 60)]
    out = [form(pts, colour, "L" if f < 0 else "R", sw=3.4)]
    out += engrave(pts, dark(colour, 0.7), 84.0 if f < 0 else 96.0, 8.0,
                   toward=180 if f > 0 else 0, bow=0.05, width=5.0, start=0.15, cross=0.62)
    folds = [[p(w0 * u, top + 50), p(w0 * u + 10, 380), p(w0 * u + 14, mid)]
             for u in (0.7, 0.95, 1.2)]
    out.append(deep_folds(folds, dark(colour, 0.5), 16.0))
    return out


def hanging_arm(cx: float, s: int, f: int, w0: float, top: float, mid: float, sleeve: str,
                *, band: bool = False) -> list[str]:
    """An arm hanging at the side `s` down to the line, a gold cuff just above it (the hand
    falls beyond the line): the Re keep the free hand low, not boxed at the belt."""
    near = s == -f
    joints = [(cx + s * w0 * (0.98 if near else 0.74), top + 30),
              (cx + s * (w0 + (14 if near else 8)), 400.0), (cx + s * (w0 - 2), mid + 30)]
    out = arm(joints, [60, 52, 46] if near else [56, 50, 44], sleeve, f, band=band)
    out.append(cuff(cx + s * (w0 - 2), mid - 24, 25, (0.0, 1.0)))
    return out


def sword_arm(cx: float, f: int, w0: float, top: float, sleeve: str, at: Point) -> list[str]:
    """The near arm across the breast: the upper arm down the near side, the forearm (banded
    in gold) crossing the body to the fist round the sword's grip on the far side."""
    shoulder = (cx - f * w0 * 0.98, top + 30)
    elbow = (cx - f * w0 * 0.78, 404.0)
    wrist = (at[0] - f * 30, at[1] + 14)
    out = arm([shoulder, elbow, wrist], [58, 48, 38], sleeve, f, band=True)
    for t in (0.35, 0.7):  # gold bands round the forearm
        x, y = elbow[0] + (wrist[0] - elbow[0]) * t, elbow[1] + (wrist[1] - elbow[1]) * t
        out.append(cuff(x, y, 24, (wrist[0] - elbow[0], wrist[1] - elbow[1])))
    out.append(cuff(wrist[0] + f * 4, wrist[1] - 2, 24, (wrist[0] - elbow[0],
                                                         wrist[1] - elbow[1])))
    out += fist(at[0], at[1], 27, f, SKIN)
    return out


def sceptre_hand(cx: float, f: int, w0: float, top: float, at: Point, sleeve: str,
                 fur: bool, rod: str) -> list[str]:
    """The Re di Coppe's sceptre hand: the near arm's elbow low at his side, the forearm
    rising to a fist round the rod (drawn between the arm and the fist) at the breast."""
    shoulder = (cx - f * w0 * 0.98, top + 30)
    elbow = (cx - f * (w0 + 4), 446.0)
    wrist = (at[0] - f * 26, at[1] + 20)
    out = arm([shoulder, elbow, wrist], [62, 54, 42], sleeve, f, fur=fur)
    out.append(cuff(wrist[0], wrist[1], 22, (wrist[0] - elbow[0], wrist[1] - elbow[1])))
    out.append(rod)
    out += fist(at[0], at[1], 26, f, SKIN)
    return out


__all__ = [
    "GREEN",
    "broadsword",
    "collar",
    "cross_badge",
    "ermine_lining",
    "hanging_arm",
    "ribbons",
    "sceptre_hand",
    "sword_arm",
]
