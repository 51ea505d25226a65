"""Court figures built from a few geometric parts (head, headgear, body, arms, horse).

Napoletane courts are full-length single figures on a floor strip; Piacentine and French
courts reuse the same bust, cut at the waist and point-reflected into a double-headed card.
"""

from __future__ import annotations

from dataclasses import dataclass

from ui.art.common import LINE, SKIN, H, Sign, place
from ui.art.svg import BLACK, Path, circle, ellipse, group, line, path, poly, rect, star

LW = LINE
GOLD = "#f2ce1a"


@dataclass(frozen=True)
class Look:
    """Colours and attributes of one court figure."""

    coat: str
    trim: str
    hose: str
    hair: str
    hat: str  # "crown", "queen" (crown and long hair), "cap", "beret" or "veil"
    beard: bool = False
    mantle: str | None = None
    hat_colour: str = "#b50916"
    feather: str = "#ffffff"


def head(cx: float, cy: float, r: float, look: Look, *, back: bool = False) -> str:
    """Face, hair, beard and headgear; `back` shows the back of the head (no face)."""
    parts = [ellipse(cx, cy + r * 0.05, r * 1.08, r * 1.1, look.hair, BLACK, LW)]
    if look.hat in ("veil", "queen"):
        parts.append(path(Path().m(cx - r * 1.1, cy).q((cx - r * 1.6, cy + r * 2.2),
                                                       (cx - r * 0.4, cy + r * 2.0)).l(
            (cx + r * 0.4, cy + r * 2.0)).q((cx + r * 1.6, cy + r * 2.2), (cx + r * 1.1, cy)).z(),
            look.hair, BLACK, LW))
    if not back:
        parts.append(ellipse(cx, cy + r * 0.15, r * 0.85, r * 0.95, SKIN, BLACK, LW))
        parts += [circle(cx - r * 0.32, cy + r * 0.05, r * 0.1, BLACK, None),
                  circle(cx + r * 0.32, cy + r * 0.05, r * 0.1, BLACK, None),
                  line([(cx, cy + r * 0.1), (cx - r * 0.1, cy + r * 0.4), (cx + r * 0.05,
                        cy + r * 0.45)], BLACK, LW * 0.6),
                  line([(cx - r * 0.2, cy + r * 0.65), (cx + r * 0.2, cy + r * 0.65)],
                       "#b50916", LW * 0.9)]
        if look.beard:
            beard = Path().m(cx - r * 0.85, cy + r * 0.3).q((cx - r * 0.7, cy + r * 1.7),
                                                            (cx, cy + r * 1.75)).q(
                (cx + r * 0.7, cy + r * 1.7), (cx + r * 0.85, cy + r * 0.3)).q(
                (cx, cy + r * 1.0), (cx - r * 0.85, cy + r * 0.3)).z()
            parts.append(path(beard, look.hair, BLACK, LW))
            parts.append(line([(cx - r * 0.3, cy + r * 0.62), (cx + r * 0.3, cy + r * 0.62)],
                              BLACK, LW * 0.7))
    if look.hat in ("crown", "queen"):
        tips = [(cx - r, cy - r * 0.45), (cx - r * 1.05, cy - r * 1.5), (cx - r * 0.5,
                cy - r * 0.95), (cx, cy - r * 1.75), (cx + r * 0.5, cy - r * 0.95),
                (cx + r * 1.05, cy - r * 1.5), (cx + r, cy - r * 0.45)]
        parts.append(poly(tips, GOLD, BLACK, LW))
        parts += [circle(x, y, r * 0.13, "#b50916", BLACK, LW * 0.5) for x, y in tips[1:6:2]]
        parts.append(rect(cx - r * 1.02, cy - r * 0.62, r * 2.04, r * 0.3, GOLD, BLACK, LW * 0.8))
    elif look.hat in ("cap", "beret"):
        brim = ellipse(cx, cy - r * 0.55, r * 1.25, r * 0.35, look.hat_colour, BLACK, LW)
        dome_d = Path().m(cx - r, cy - r * 0.6).q((cx - r * 0.8, cy - r * 1.5), (cx, cy - r * 1.45))
        dome_d.q((cx + r * 0.9, cy - r * 1.4), (cx + r, cy - r * 0.6)).z()
        dome = path(dome_d, look.hat_colour, BLACK, LW)
        plume_d = Path().m(cx + r * 0.5, cy - r * 1.0).c(
            (cx + r * 1.3, cy - r * 2.4), (cx + r * 2.2, cy - r * 1.8),
            (cx + r * 2.1, cy - r * 0.9))
        plume_d.q((cx + r * 1.6, cy - r * 1.5), (cx + r * 0.5, cy - r * 1.0)).z()
        plume = path(plume_d, look.feather, BLACK, LW * 0.8)
        parts += [dome, brim] + ([plume] if look.hat == "cap" else [])
    return "".join(parts)


def arm(shoulder: tuple[float, float], hand: tuple[float, float], colour: str,
        width: float) -> str:
    """A sleeve as an outlined thick stroke ending in a hand."""
    return "".join([line([shoulder, hand], BLACK, width + 2 * LW), line([shoulder, hand], colour,
                    width), circle(hand[0], hand[1], width * 0.55, SKIN, BLACK, LW)])


def torso(cx: float, top: float, bottom: float, half_top: float, half_bottom: float,
          look: Look) -> str:
    """Doublet or gown: a flared body with a trim band down the front and a belt."""
    body = poly([(cx - half_top, top), (cx + half_top, top), (cx + half_bottom, bottom),
                 (cx - half_bottom, bottom)], look.coat, BLACK, LW)
    band = poly([(cx - half_top * 0.22, top), (cx + half_top * 0.22, top),
                 (cx + half_bottom * 0.22, bottom), (cx - half_bottom * 0.22, bottom)],
                look.trim, BLACK, LW * 0.7)
    belt_y = top + (bottom - top) * 0.45
    hw = half_top + (half_bottom - half_top) * 0.45
    belt = rect(cx - hw, belt_y - 10, hw * 2, 20, look.trim, BLACK, LW * 0.7)
    collar = ellipse(cx, top, half_top * 0.6, 16, look.trim, BLACK, LW * 0.7)
    return body + band + belt + collar


def mantle(cx: float, top: float, bottom: float, half_top: float, half_bottom: float,
           colour: str, lining: str) -> str:
    """A long mantle hanging from the shoulders, open at the front to show the lining."""
    outer = Path().m(cx - half_top, top).q((cx - half_bottom * 0.9, (top + bottom) / 2),
                                           (cx - half_bottom, bottom)).l(
        (cx + half_bottom, bottom)).q((cx + half_bottom * 0.9, (top + bottom) / 2),
                                      (cx + half_top, top)).z()
    inner = poly([(cx - half_top * 0.35, top + 30), (cx + half_top * 0.35, top + 30),
                  (cx + half_bottom * 0.45, bottom), (cx - half_bottom * 0.45, bottom)], lining,
                 BLACK, LW)
    folds = "".join(line([(cx + s * half_top * 0.8, top + 80), (cx + s * half_bottom * 0.75,
                                                                 bottom - 10)], BLACK, LW * 0.5)
                    for s in (-1, 1))
    return path(outer, colour, BLACK, LW) + inner + folds


def legs(cx: float, top: float, feet: float, gap: float, width: float, colour: str) -> str:
    """Two legs in hose with black shoes: the sign of a Fante."""
    out = []
    for s in (-1, 1):
        x = cx + s * gap
        out.append(rect(x - width / 2, top, width, feet - top - 10, colour, BLACK, LW))
        out.append(ellipse(x + s * 12, feet - 8, width * 0.8, 14, BLACK, BLACK, LW * 0.5))
    return "".join(out)


def horse(cx: float, cy: float, *, pale: str, cloth: str, rear_view: bool = False,
          legs_to: float | None = None) -> str:
    """A pale horse walking left, four legs; `legs_to=None` cuts it at the body (busts)."""
    parts = []
    if legs_to is not None:
        for x, lift in ((-125, 0.0), (-85, 40.0), (95, 0.0), (135, 25.0)):
            bottom = legs_to - lift
            parts.append(line([(cx + x, cy + 40), (cx + x - lift * 0.6, bottom - 10)], BLACK, 40))
            parts.append(line([(cx + x, cy + 40), (cx + x - lift * 0.6, bottom - 10)], pale, 26))
            parts.append(rect(cx + x - lift * 0.6 - 16, bottom - 22, 32, 22, "#444444", BLACK, 4))
    tail = Path().m(cx + 160, cy - 30).c((cx + 230, cy - 20), (cx + 220, cy + 90),
                                         (cx + 200, cy + 150))
    parts += [path(tail, "none", BLACK, 34), path(tail, "none", "#8a6a3a", 22)]
    parts.append(ellipse(cx, cy, 175, 82, pale, BLACK, LW))
    if not rear_view:
        neck = path(Path().m(cx - 150, cy - 20).q((cx - 170, cy - 120), (cx - 150, cy - 190))
                    .l((cx - 95, cy - 215)).q((cx - 70, cy - 120), (cx - 40, cy - 60)).z(), pale,
                    BLACK, LW)
        mane = path(Path().m(cx - 95, cy - 215).q((cx - 70, cy - 120), (cx - 40, cy - 60))
                    .l((cx - 62, cy - 58)).q((cx - 92, cy - 130), (cx - 112, cy - 205)).z(),
                    "#8a6a3a", BLACK, LW * 0.6)
        face = path(Path().m(cx - 90, cy - 225).q((cx - 140, cy - 225), (cx - 180, cy - 190))
                    .l((cx - 235, cy - 130)).q((cx - 255, cy - 100), (cx - 225, cy - 88))
                    .l((cx - 195, cy - 95)).q((cx - 150, cy - 140), (cx - 95, cy - 175)).z(),
                    pale, BLACK, LW)
        parts += [neck, mane, face,
                  poly([(cx - 118, cy - 222), (cx - 100, cy - 270), (cx - 92, cy - 220)], pale,
                       BLACK, LW * 0.7),
                  circle(cx - 140, cy - 195, 7, BLACK, None),
                  circle(cx - 232, cy - 108, 4, BLACK, None),
                  line([(cx - 215, cy - 115), (cx - 60, cy - 150)], "#b50916", 6)]
    parts.append(path(Path().m(cx - 90, cy - 78).l((cx + 70, cy - 78), (cx + 95, cy + 50)).l(
        (cx - 110, cy + 50)).z(), cloth, BLACK, LW))
    return "".join(parts)


def held(sign: Sign, x: float, y: float, scale: float, rot: float = 0.0) -> str:
    """The suit sign in a figure's hand."""
    return place(sign, x, y, scale, rot)


def crown_star(cx: float, cy: float, r: float) -> str:
    """A small decorative rosette for sceptres and brooches."""
    return poly(star(cx, cy, r, r * 0.45, 6), GOLD, BLACK, LW * 0.6)


__all__ = ["GOLD", "H", "Look", "arm", "head", "held", "horse", "legs", "mantle", "torso"]


def cape(cx: float, top: float, bottom: float, half_top: float, half_bottom: float,
         colour: str) -> str:
    """A king's cape over the shoulders with an ermine collar (white, black tails)."""
    body = poly([(cx - half_top, top), (cx + half_top, top), (cx + half_bottom, bottom),
                 (cx - half_bottom, bottom)], colour, BLACK, LW)
    collar = ellipse(cx, top + 5, half_top * 1.05, 26, "#ffffff", BLACK, LW)
    tails = "".join(rect(cx + dx - 3, top - 2, 6, 12, BLACK, None) for dx in
                    (-half_top * 0.7, -half_top * 0.25, half_top * 0.25, half_top * 0.7))
    return body + collar + tails


def axe(x: float, y: float, length: float) -> str:
    """A long-handled axe (the Re di Denari's)."""
    handle = rect(x - 7, y - length / 2, 14, length, "#955a35", BLACK, LW)
    head_d = Path().m(x + 6, y - length / 2 + 10).q((x + 70, y - length / 2 - 10),
                                                    (x + 80, y - length / 2 + 40))
    head_d.q((x + 60, y - length / 2 + 80), (x + 6, y - length / 2 + 70)).z()
    return handle + path(head_d, "#c8d0d8", BLACK, LW)


def enlarge(parts: list[str], cx: float, mid: float, scale: float) -> str:
    """Scale a half-figure about the centre of its cut, so the cut stays on the centre line."""
    return group(parts, cx * (1 - scale), mid * (1 - scale), 0.0, scale)


def double(top: list[str], w: float, h: float, inset: float = 0.06) -> list[str]:
    """A double-headed card: the top half, its point reflection and a dividing line."""
    half = "".join(top)
    divider = line([(w * inset, h / 2), (w * (1 - inset), h / 2)], BLACK, LW * 0.8)
    return [half, group(half, w, h, 0.0, -1.0), divider]


def horse_bust(x0: float, mid: float, pale: str, cloth: str) -> str:
    """Head, neck and back of a horse facing left, ending flat on the card's centre line."""
    back = path(Path().m(x0 + 20, mid).l((x0 + 40, 450)).q((x0 + 200, 405), (x0 + 400, 430)).l(
        (x0 + 420, mid)).z(), pale, BLACK, LW)
    neck = path(Path().m(x0 + 10, mid).q((x0 + 30, 380), (x0 + 60, 320)).l((x0 + 150, 255)).q(
        (x0 + 200, 350), (x0 + 215, mid)).z(), pale, BLACK, LW)
    mane = path(Path().m(x0 + 150, 255).q((x0 + 200, 350), (x0 + 215, 450)).l((x0 + 190, 450))
                .q((x0 + 175, 340), (x0 + 130, 268)).z(), "#8a6a3a", BLACK, LW * 0.6)
    face = path(Path().m(x0 + 145, 240).q((x0 + 90, 245), (x0 + 40, 290)).l((x0 - 5, 345)).q(
        (x0 - 25, 375), (x0 + 5, 392)).l((x0 + 40, 385)).q((x0 + 90, 340), (x0 + 150, 300)).z(),
        pale, BLACK, LW)
    ear = poly([(x0 + 118, 245), (x0 + 140, 195), (x0 + 148, 250)], pale, BLACK, LW * 0.7)
    saddle = poly([(x0 + 190, 440), (x0 + 380, 428), (x0 + 395, mid), (x0 + 205, mid)], cloth,
                  BLACK, LW)
    return "".join([back, neck, mane, face, ear, saddle,
                    circle(x0 + 95, 275, 7, BLACK, None),
                    circle(x0 + 8, 370, 4, BLACK, None),
                    line([(x0 + 20, 375), (x0 + 110, 300), (x0 + 230, 380)], "#b50916", 5)])


def horse_rear(cx: float, mid: float, pale: str, cloth: str) -> str:
    """A horse seen from behind (two haunches and a tail), ending on the centre line."""
    rump = Path().m(cx - 190, mid).l((cx - 190, 450)).c((cx - 190, 360), (cx - 10, 360),
                                                         (cx, 420))
    rump.c((cx + 10, 360), (cx + 190, 360), (cx + 190, 450)).l((cx + 190, mid)).z()
    tail = Path().m(cx - 14, 415).q((cx - 40, 460), (cx - 20, mid)).l((cx + 20, mid)).q(
        (cx + 40, 460), (cx + 14, 415)).z()
    return "".join([path(rump, pale, BLACK, LW), path(tail, "#8a6a3a", BLACK, LW * 0.8),
                    poly([(cx - 130, 395), (cx + 130, 395), (cx + 110, 375), (cx - 110, 375)],
                         cloth, BLACK, LW * 0.7)])
