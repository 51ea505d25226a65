"""Piacentine courts: double-headed half-figures, each of the twelve its own.

The figure is drawn down to the centre line and point-reflected; the halves meet at a thin
line as on the printed sheets, each half with its own belt at the waist (`piac_rich`), and
the Cavalli's horses and saddle-cloths running on over it. As on the
old sheets: feathered caps on the Fanti and Cavalli, crowns and ermine on the Re, the suit
sign small in a top corner where the figure does not hold it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ui.art.busts import (
    THIN,
    Tone,
    shaded,
    two,
)
from ui.art.common import H, place
from ui.art.craft import light
from ui.art.piac_engrave import engrave
from ui.art.piac_hats import crown
from ui.art.piac_shade import fill, form, strands
from ui.art.piac_signs import SIGNS, W
from ui.art.svg import BLACK, Path, circle, group, line, path, rect

CX, MID = W / 2, H / 2
RED, BLUE, GREEN = "#cf3a2c", "#3d6cb3", "#2f6b37"
YELLOW, WOOD, WHITE = "#efc63a", "#8a4b2a", "#f7f4ee"
GOLD: Tone = two(YELLOW, 0.72)


@dataclass(frozen=True)
class Dress:
    """What one court wears and holds."""

    coat: str
    sleeve: str
    panel: str  # the front of the doublet or gown
    held: str  # "staff", "coin", "club", "sword", "axe", "sceptre", "cup", "rein" (both hands)
    hat: str = RED  # cap colour; the Re wear crowns
    plumes: tuple[str, ...] = (YELLOW, BLUE)
    mantle: str | None = None
    corner: str | None = None  # "left" or "right": where the small suit sign sits
    turn: float = 0.3
    beard: bool = False
    badge: bool = False  # a shield of our own on the breast
    raise_side: int = 0  # which hand is raised: 1 right, -1 left, 0 away from the corner sign
    puffs: str | None = None  # puffed upper sleeves in another colour
    crowned: bool = False  # a small crown on the head of the club


DRESS: dict[tuple[str, int], Dress] = {
    ("coppe", 11): Dress(RED, RED, RED, "staff", RED, (YELLOW, BLUE), corner="right"),
    ("denari", 11): Dress(RED, RED, YELLOW, "coin", YELLOW, (RED, YELLOW), turn=0.35,
                          raise_side=-1),
    ("bastoni", 11): Dress(RED, RED, YELLOW, "club", RED, (YELLOW, BLUE), raise_side=1,
                           puffs=GREEN, crowned=True),
    ("spade", 11): Dress(BLUE, RED, YELLOW, "sword", GREEN, (BLUE, YELLOW), mantle=RED,
                         beard=True),
    ("coppe", 12): Dress(BLUE, BLUE, WHITE, "rein", YELLOW, (BLUE,), corner="right"),
    ("denari", 12): Dress(BLUE, RED, RED, "coin", RED, (BLUE, YELLOW), badge=True),
    ("bastoni", 12): Dress(RED, BLUE, YELLOW, "club", BLUE, (RED,)),
    ("spade", 12): Dress(BLUE, BLUE, BLUE, "sword", BLUE, (YELLOW, GREEN), mantle=RED),
    ("coppe", 13): Dress(GREEN, WHITE, "#285a30", "cup", mantle=RED, turn=0.45, raise_side=1),
    ("denari", 13): Dress(GREEN, BLUE, GREEN, "axe", mantle=RED, corner="left"),
    ("bastoni", 13): Dress(GREEN, BLUE, RED, "club", mantle=RED),
    ("spade", 13): Dress(BLUE, RED, RED, "sword", mantle=GREEN, badge=True),
}
#: the Cavallo's horse: coat, mane, which way it looks, whether seen from behind
HORSES: dict[str, tuple[Tone, Tone, int, bool]] = {
    "coppe": (two("#e2b25e"), two("#5f6350"), 1, False),  # golden, a dark olive mane
    "denari": (two("#e4bc98", 0.7), two("#8e8a84"), 1, True),  # pinkish, grey mane
    "bastoni": (two("#ecd2ac", 0.78), two("#7c7a74"), 1, False),
    "spade": (two("#e2bf8e"), two("#8a5a32"), -1, False),
}


def badge(cx: float, y: float) -> str:
    """A small shield on the breast, red in a gold rim with a black shield inside it, as
    the Cavallo di Denari wears it (a plain device, no real arms)."""
    def shield(k: float) -> Path:
        d = Path().m(cx - 30 * k, y - 30 * k).l((cx + 30 * k, y - 30 * k), (cx + 30 * k,
                                                                             y + 6 * k))
        d.q((cx + 30 * k, y + 30 * k), (cx, y + 42 * k))
        return d.q((cx - 30 * k, y + 30 * k), (cx - 30 * k, y + 6 * k)).z()

    return (shaded(shield(1.12), two(YELLOW), None, THIN) + shaded(shield(0.96), two(RED),
                                                                    None, THIN)
            + shaded(shield(0.5), two("#2a2622"), None, 1.5)
            + circle(cx - 8, y - 12, 3.0, "#fbe9c8", None))


def club(x: float, y0: float, y1: float, lean: float = 0.0) -> str:
    """A Piacentine club: a knotted cudgel swelling to a rounded head at the top, the stumps
    of lopped twigs bumping out of its sides, engraved round its shaded side."""
    def at(t: float, u: float) -> tuple[float, float]:  # t from the head (0) to the grip (1)
        return (x + lean * (1 - t) + u, y0 + (y1 - y0) * t)

    half = [32 - 22 * t ** 0.7 for t in (k / 16 for k in range(17))]
    bumps = {3: 7.0, 6: -6.0, 9: 6.0, 12: -5.0}  # lopped twigs, alternately right and left
    right = [at(k / 16, half[k] + max(0.0, bumps.get(k, 0.0))) for k in range(17)]
    left = [at(k / 16, -half[k] + min(0.0, bumps.get(k, 0.0))) for k in range(17)]
    top = [at(-0.1 * math.sin(math.pi * j / 6), -32 * math.cos(math.pi * j / 6))
           for j in range(1, 6)]
    pts = [*left[::-1], *[(px, py) for px, py in top], *right]
    body = form(pts, WOOD, "L", sw=4.0)
    hatch = "".join(engrave(pts, "#2a140a", 12.0, 8.0, toward=0.0, bow=0.1, width=4.0,
                            start=0.3, cross=0.7, opacity=0.9))
    knots = "".join(form([(kx + 7 * math.cos(a_) * sgn, ky + 5 * math.sin(a_))
                          for a_ in (math.pi * j / 6 for j in range(12))], "#6e3a1e", "A",
                         sw=1.6)
                    for k, sgn in ((3, 1), (6, -1), (9, 1), (12, -1))
                    for kx, ky in [at(k / 16, sgn * (half[k] - 2))])
    grain = strands([[at(t, -8 + 3 * t), at(t + 0.18, -10 + 4 * t)] for t in (0.1, 0.4, 0.7)],
                    light(WOOD, 0.3), 2.2)
    return body + hatch + grain + knots


def fleur(x: float, y: float, s: float, colour: str) -> str:
    """A fleur-de-lis finial for staffs and sceptres."""
    petals = Path().m(x, y - 40 * s).q((x + 14 * s, y - 18 * s), (x + 6 * s, y))
    petals.l((x - 6 * s, y)).q((x - 14 * s, y - 18 * s), (x, y - 40 * s)).z()
    side = "".join(path(Path().m(x + k * 6 * s, y - 4 * s).c(
        (x + k * 34 * s, y - 20 * s), (x + k * 30 * s, y + 10 * s), (x + k * 16 * s, y + 6 * s)),
        "none", colour, 7 * s) for k in (-1, 1))
    return side + path(petals, colour, BLACK, THIN) + rect(x - 14 * s, y - 2 * s, 28 * s, 8 * s,
                                                           YELLOW, BLACK, 2)


def halberd(x: float, y0: float, y1: float) -> str:
    """The Re di Denari's halberd: a long gold staff, one crescent axe blade on the side
    towards him and a hooked spike behind it, a spear point with two side lugs on top, a
    tassel under the head."""
    steel = "#6f92c8"

    def blade(s: int) -> str:
        d = Path().m(x + s * 6, y0 + 44).c((x + s * 30, y0 + 40), (x + s * 46, y0 + 20),
                                            (x + s * 56, y0 + 4))
        d.c((x + s * 74, y0 + 40), (x + s * 74, y0 + 100), (x + s * 56, y0 + 134))
        d.c((x + s * 46, y0 + 114), (x + s * 30, y0 + 96), (x + s * 6, y0 + 92)).z()
        return path(d, fill(steel, "L" if s > 0 else "R"), BLACK, THIN)

    spike = Path().m(x - 10, y0 + 10).q((x - 12, y0 - 30), (x, y0 - 64)).q(
        (x + 12, y0 - 30), (x + 10, y0 + 10)).z()
    lugs = Path().m(x - 8, y0 + 8).q((x - 30, y0 + 4), (x - 34, y0 - 16)).q(
        (x - 20, y0 - 4), (x - 6, y0 - 6)).z().m(x + 8, y0 + 8).q((x + 30, y0 + 4), (
            x + 34, y0 - 16)).q((x + 20, y0 - 4), (x + 6, y0 - 6)).z()
    hook = Path().m(x + 6, y0 + 52).q((x + 40, y0 + 56), (x + 60, y0 + 90)).q(
        (x + 36, y0 + 76), (x + 6, y0 + 84)).z()
    return "".join([path(Path().m(x - 6, y0).l((x + 6, y0), (x + 6, y1), (x - 6, y1)).z(),
                         fill(YELLOW, "L"), BLACK, THIN),
                    path(hook, fill(steel, "L"), BLACK, THIN), blade(-1),
                    path(lugs, fill(steel, "L"), BLACK, THIN),
                    path(spike, fill(steel, "L"), BLACK, THIN),
                    rect(x - 10, y0 + 40, 20, 58, fill(YELLOW, "V"), BLACK, THIN, 4),
                    circle(x, y0 + 116, 9, RED, BLACK, 2),
                    line([(x, y0 + 120), (x, y0 + 150)], RED, 5)])


def corner(suit: str, side: str) -> str:
    """The small suit sign in a top corner; on the left it sits a little lower, clear of the
    beginners' index, which the renderer stamps in the top-left corner."""
    x = 96.0 if side == "left" else W - 92.0
    s = {"coppe": 0.95, "denari": 0.85, "bastoni": 1.5, "spade": 1.5}[suit]
    return place(SIGNS[suit], x, 172 if side == "left" else 112, s)


def held(suit: str, d: Dress, hand_at: tuple[float, float], coin: float = 1.25
         ) -> tuple[list[str], list[str]]:
    """What the raised hand holds: (drawn behind the hand, drawn in front of it); a coin
    `coin` times its sign's size is lifted on the fingers, its rim behind them."""
    x, y = hand_at
    if d.held == "staff":  # leaning, a blue lily-head over a red knob
        staff = [(x - 30, 200.0), (x + 24, 490.0)]
        head = fleur(0, 0, 1.4, BLUE) + circle(0, 14, 10, RED, BLACK, 2)
        return [line(staff, BLACK, 17) + line(staff, YELLOW, 11)
                + line([(x - 33, 212.0), (x + 19, 488.0)], "#fff2b0", 3),
                group(head, x - 30, 198.0, -10.0)], []
    if d.held == "coin":
        return [place(SIGNS["denari"], x - 4, y - 60 * coin, coin)], []
    if d.held == "cup":  # lifted by its stem at the shoulder, the fist round the knop
        return [place(SIGNS["coppe"], x + 4, y - 56, 2.2, squash=0.86)], []
    if d.held == "club":
        if d.mantle:  # the Re's: a great club, broader than the others
            top = [group([club(x, 76, 470, lean=-24.0)], x * (1 - 1.4), 0.0, 0.0, 1.4, 1.0)]
        else:
            top = [club(x, 70, 470)]
        if d.crowned:
            top += crown(x, 122, 42, 1, YELLOW, RED)
        return top, []
    if d.held == "sword":
        return [place(SIGNS["spade"], x, y - 96, 3.6, squash=0.85)], []
    if d.held == "axe":
        return [halberd(x, 110, 470)], []
    return [rect(x - 6, 90, 12, 390, RED, BLACK, THIN), fleur(x, 94, 1.3, YELLOW)], []


def long_sceptre(top: tuple[float, float], end: tuple[float, float]) -> str:
    """A red rod with gold bands and a lily finial, running from `top` to `end`."""
    (x0, y0), (x1, y1) = top, end
    rod = [(x0, y0), (x1, y1)]
    bands = "".join(circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, 9, YELLOW, BLACK, 1.5)
                    for t in (0.08, 0.45, 0.8))
    return (line(rod, BLACK, 17) + line(rod, RED, 11) + bands
            + fleur(x0 - 4, y0 - 6, 1.3, YELLOW))
