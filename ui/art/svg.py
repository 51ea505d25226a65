"""Tiny SVG string builders.

The generator emits only shapes SDL's nanosvg rasteriser understands (paths, basic shapes,
groups with a matrix transform, gradients): no <text>, filters, masks or clip paths, and <use>
only for the turned half of a double-headed card, which the renderer composes itself.
Numbers go through one formatter so that regenerating gives byte-identical files.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]
BLACK = "#111111"
WHITE = "#ffffff"


def num(value: float) -> str:
    """Format with at most two decimals and no '-0', so output never depends on float noise."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pts(points: Iterable[Point]) -> str:
    """Join points as 'x,y x,y' for polygons and path segments."""
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


class Path:
    """Chainable path-data builder; keeps call sites short and readable."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def m(self, x: float, y: float) -> Path:
        self.parts.append(f"M{num(x)},{num(y)}")
        return self

    def l(self, *points: Point) -> Path:  # noqa: E743
        self.parts.append("L" + pts(points))
        return self

    def q(self, c: Point, p: Point) -> Path:
        self.parts.append("Q" + pts((c, p)))
        return self

    def c(self, c1: Point, c2: Point, p: Point) -> Path:
        self.parts.append("C" + pts((c1, c2, p)))
        return self

    def z(self) -> Path:
        self.parts.append("Z")
        return self

    @property
    def d(self) -> str:
        return "".join(self.parts)


def _paint(fill: str, stroke: str | None, sw: float, extra: str = "") -> str:
    """Shared fill/stroke attributes; rounded joins keep thick outlines tidy when small."""
    attrs = f' fill="{fill}"'
    if stroke and sw > 0:
        attrs += f' stroke="{stroke}" stroke-width="{num(sw)}" stroke-linejoin="round"'
        attrs += ' stroke-linecap="round"'
    return attrs + extra


def path(d: str | Path, fill: str, stroke: str | None = BLACK, sw: float = 0.0,
         extra: str = "") -> str:
    data = d.d if isinstance(d, Path) else d
    return f'<path d="{data}"{_paint(fill, stroke, sw, extra)}/>'


def line(points: Sequence[Point], stroke: str, sw: float) -> str:
    """An open stroked polyline (hatching, veins, whiskers)."""
    return f'<polyline points="{pts(points)}"{_paint("none", stroke, sw)}/>'


def poly(points: Sequence[Point], fill: str, stroke: str | None = BLACK, sw: float = 0.0) -> str:
    return f'<polygon points="{pts(points)}"{_paint(fill, stroke, sw)}/>'


def circle(cx: float, cy: float, r: float, fill: str, stroke: str | None = BLACK,
           sw: float = 0.0) -> str:
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"{_paint(fill, stroke, sw)}/>'


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str,
            stroke: str | None = BLACK, sw: float = 0.0) -> str:
    return (f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}"'
            f"{_paint(fill, stroke, sw)}/>")


def rect(x: float, y: float, w: float, h: float, fill: str, stroke: str | None = BLACK,
         sw: float = 0.0, rx: float = 0.0) -> str:
    corner = f' rx="{num(rx)}"' if rx else ""
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{corner}'
            f"{_paint(fill, stroke, sw)}/>")


def group(body: Iterable[str] | str, x: float = 0.0, y: float = 0.0, rot: float = 0.0,
          sx: float = 1.0, sy: float | None = None) -> str:
    """Wrap shapes in a translate·rotate·scale matrix (one attribute, exact formatting)."""
    sy = sx if sy is None else sy
    cos, sin = math.cos(math.radians(rot)), math.sin(math.radians(rot))
    a, b, c, d = cos * sx, sin * sx, -sin * sy, cos * sy
    text = body if isinstance(body, str) else "".join(body)
    if (a, b, c, d, x, y) == (1.0, 0.0, -0.0, 1.0, 0.0, 0.0):
        return f"<g>{text}</g>"
    m = " ".join(_mnum(v) for v in (a, b, c, d, x, y))
    return f'<g transform="matrix({m})">{text}</g>'


def _mnum(value: float) -> str:
    """Matrix coefficients need more precision than coordinates."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def mirror(body: str, w: float, h: float) -> str:
    """Point-reflect about the card centre: the lower half of a double-headed card."""
    return group(body, w, h, 0.0, -1.0)


#: The id of a double-headed card's top half (`double_headed`).
HALF_ID = "half"


def double_headed(half: str, w: float, h: float) -> list[str]:
    """A top half and its copy turned 180° about the centre of a `w`×`h` card, the copy by
    reference: `<use>` says what it is in SVG, and the file holds the half once.

    nanosvg ignores `<use>`: the renderer rasterises the half once and turns its pixels
    (`render.layers`); this is the one `<use>` the generator writes.
    """
    return [f'<g id="{HALF_ID}">{half}</g>', turn_use(w, h)]


def turn_use(w: float, h: float) -> str:
    """The `<use>` that turns the half 180° about the centre of a `w`×`h` card."""
    return f'<use href="#{HALF_ID}" transform="matrix(-1 0 0 -1 {num(w)} {num(h)})"/>'


def lin_grad(gid: str, stops: Sequence[tuple[float, str]], x1: float, y1: float, x2: float,
             y2: float) -> str:
    """A user-space linear gradient (nanosvg mis-reads bounding-box fractions without %)."""
    body = "".join(f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops)
    return (f'<linearGradient id="{gid}" gradientUnits="userSpaceOnUse" x1="{num(x1)}" '
            f'y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}">{body}</linearGradient>')


def rad_grad(gid: str, stops: Sequence[tuple[float, str]]) -> str:
    body = "".join(f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops)
    return f'<radialGradient id="{gid}">{body}</radialGradient>'


def document(w: float, h: float, body: Iterable[str] | str, defs: str = "") -> str:
    """A complete SVG file; the viewBox is in design units, the size is set at load time."""
    text = body if isinstance(body, str) else "".join(body)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(w)}" height="{num(h)}" '
            f'viewBox="0 0 {num(w)} {num(h)}">\n')
    defs_block = f"<defs>{defs}</defs>\n" if defs else ""
    return head + defs_block + text + "\n</svg>\n"


def arc_points(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float,
               n: int) -> list[Point]:
    """Points along an ellipse arc (degrees, clockwise on screen), for garlands and rims."""
    out: list[Point] = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


def star(cx: float, cy: float, r_out: float, r_in: float, n: int, rot: float = -90.0
         ) -> list[Point]:
    """Alternating outer/inner points: sun rays, rosettes, crown tips."""
    out: list[Point] = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + 180.0 * i / n)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out
