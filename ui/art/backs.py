"""Card backs (two per pattern family), the table felt tile and the application icon."""

from __future__ import annotations

import math

from ui.art.common import H, corner_radius, place
from ui.art.craft import dark, hatch, light, paper
from ui.art.nap_signs import coin, emblem
from ui.art.svg import (
    BLACK,
    WHITE,
    Path,
    circle,
    document,
    ellipse,
    group,
    lin_grad,
    line,
    path,
    poly,
    rad_grad,
    rect,
    star,
)


def _field_id(ground: str) -> str:
    return "field" + ground.lstrip("#")


def PAPER_DEFS(w: float, ground: str) -> str:
    """The paper gradient and the field's (lit at the top, deeper at the foot)."""
    m = w * 0.07
    field = lin_grad(_field_id(ground), [(0, light(ground, 0.12)), (0.5, ground),
                                         (1, dark(ground, 0.28))], 0, m, w * 0.2, H - m)
    return paper(w, H)[1] + field


IT_W = 580.0  # between Napoletane 0.62 and Piacentine 0.54: stretched a few % either way
FR_W = 710.0


def _frame(w: float, ground: str, ink: str) -> list[str]:
    """The faces' paper and edge, a printed field in two tones (a darker ground hatched
    finely, lit towards the top) inside a double rule."""
    r = corner_radius(w)
    m = w * 0.07
    field = [(m, m), (w - m, m), (w - m, H - m), (m, H - m)]
    shapes, _defs = paper(w, H)
    return [*shapes,
            rect(m, m, w - 2 * m, H - 2 * m, f"url(#{_field_id(ground)})", None, 0, r * 0.6),
            hatch(field, dark(ground, 0.3), 9, 30, 1.6),
            rect(m, m, w - 2 * m, H - 2 * m, "none", ink, 6, r * 0.6),
            rect(m + 12, m + 12, w - 2 * m - 24, H - 2 * m - 24, "none", light(ground, 0.5), 3,
                 r * 0.4)]


def _lattice(w: float, ink: str, step: float) -> list[str]:
    """Diagonal lines both ways across the field: a few long strokes, cheap to rasterise."""
    m = w * 0.07 + 14
    x0, y0, x1, y1 = m, m, w - m, H - m
    out = []
    k = -(y1 - y0)
    while k < (x1 - x0):
        a, b = _clip_diag(x0, y0, x1, y1, k, 1.0)
        if a and b:
            out.append(line([a, b], ink, 4))
        a, b = _clip_diag(x0, y0, x1, y1, k, -1.0)
        if a and b:
            out.append(line([a, b], ink, 4))
        k += step
    return out


def _clip_diag(x0: float, y0: float, x1: float, y1: float, k: float, slope: float
               ) -> tuple[tuple[float, float] | None, tuple[float, float] | None]:
    """Ends of the line x = x0 + k + slope·(y − y0)·0.6 clipped to the rectangle."""
    pts = []
    for t in range(0, 1001):
        y = y0 + (y1 - y0) * t / 1000
        x = (x0 + k + (y - y0) * 0.6) if slope > 0 else (x1 - k - (y - y0) * 0.6)
        if x0 <= x <= x1:
            pts.append((x, y))
    return (pts[0], pts[-1]) if len(pts) > 1 else (None, None)


def italian_1() -> str:
    """Crimson field, gold lattice, a sun medallion in a white oval."""
    w = IT_W
    body = _frame(w, "#b50916", BLACK) + _lattice(w, "#f2ce1a", 70)
    body += [ellipse(w / 2, H / 2, 170, 230, WHITE, BLACK, 7),
             ellipse(w / 2, H / 2, 150, 210, "#0f278e", BLACK, 4),
             place(coin, w / 2, H / 2, 2.4)]
    return document(w, H, body, PAPER_DEFS(w, "#b50916"))


def italian_2() -> str:
    """Deep blue field dotted with rosettes, our emblem in the centre."""
    w = IT_W
    body = _frame(w, "#0f278e", BLACK)
    for j in range(9):
        for i in range(5):
            x = w * 0.16 + i * (w * 0.68 / 4) + (w * 0.085 if j % 2 else 0)
            y = H * 0.12 + j * (H * 0.76 / 8)
            if x < w * 0.9 and abs(y - H / 2) > 170:
                body.append(poly(star(x, y, 22, 9, 4, -90), "#f2ee1a", BLACK, 2.5))
    body += [circle(w / 2, H / 2, 150, WHITE, BLACK, 7), place(emblem, w / 2, H / 2, 3.0)]
    return document(w, H, body, PAPER_DEFS(w, "#0f278e"))


def french_1() -> str:
    """Red field, fine white lattice, a white diamond centre."""
    w = FR_W
    body = _frame(w, "#c8102e", BLACK) + _lattice(w, "#f4d7d7", 50)
    cx, cy = w / 2, H / 2
    body += [poly([(cx, cy - 200), (cx + 150, cy), (cx, cy + 200), (cx - 150, cy)], WHITE, BLACK,
                  7),
             poly([(cx, cy - 150), (cx + 110, cy), (cx, cy + 150), (cx - 110, cy)], "#c8102e",
                  BLACK, 4),
             poly(star(cx, cy, 70, 28, 8), WHITE, BLACK, 3)]
    return document(w, H, body, PAPER_DEFS(w, "#c8102e"))


def french_2() -> str:
    """Blue field of rings, a white oval with a compass rose."""
    w = FR_W
    body = _frame(w, "#1f4e9a", BLACK)
    for j in range(11):
        for i in range(6):
            x = w * 0.15 + i * (w * 0.7 / 5)
            y = H * 0.11 + j * (H * 0.78 / 10)
            body.append(circle(x, y, 26, "none", "#c9d8f2", 5))
    cx, cy = w / 2, H / 2
    body += [ellipse(cx, cy, 190, 250, WHITE, BLACK, 7),
             poly(star(cx, cy, 160, 40, 8), "#1f4e9a", BLACK, 4),
             circle(cx, cy, 30, "#c8102e", BLACK, 4)]
    return document(w, H, body, PAPER_DEFS(w, "#1f4e9a"))


def felt(size: float = 256.0, fibres: int = 420) -> str:
    """A tileable felt swatch: short fibres from a fixed LCG, copied across the edges."""
    state = 12345

    def rnd() -> float:
        nonlocal state
        state = (state * 1103515245 + 12345) % 2147483648
        return state / 2147483648

    shades = ("#1b6336", "#237a42", "#1e6c3b", "#175a30", "#29844a")
    body = [rect(0, 0, size, size, "#1f6b3a", None)]
    for _ in range(fibres):
        x, y = rnd() * size, rnd() * size
        a = rnd() * math.pi
        ln = 3 + rnd() * 6
        colour = shades[int(rnd() * len(shades))]
        dx, dy = math.cos(a) * ln, math.sin(a) * ln
        for ox in (-size, 0.0, size):
            for oy in (-size, 0.0, size):
                x0, y0 = x + ox, y + oy
                if -10 < x0 < size + 10 and -10 < y0 < size + 10:
                    body.append(line([(x0, y0), (x0 + dx, y0 + dy)], colour, 1.3))
    return document(size, size, body)


def icon() -> str:
    """The application icon: a tilted card bearing a Denari sun on green felt."""
    s = 256.0
    card = Path().m(-62, -92).l((62, -92), (62, 92), (-62, 92)).z()
    body = [rect(4, 4, s - 8, s - 8, "url(#felt)", BLACK, 4, 36),
            group([path(card, "#0f278e", BLACK, 5)], s / 2 + 14, s / 2 + 6, 14),
            group([rect(-62, -92, 124, 184, WHITE, BLACK, 5, 12)], s / 2 - 6, s / 2, -8),
            place(coin, s / 2 - 6, s / 2, 1.05, -8, line=4.0)]
    return document(s, s, body, rad_grad("felt", [(0, "#2e8b4f"), (1, "#124a26")]))


def files() -> dict[str, str]:
    """Relative path → SVG text for backs, felt and icon."""
    return {"cards/backs/italian-1.svg": italian_1(), "cards/backs/italian-2.svg": italian_2(),
            "cards/backs/french-1.svg": french_1(), "cards/backs/french-2.svg": french_2(),
            "table/felt.svg": felt(), "icon/icon.svg": icon()}
