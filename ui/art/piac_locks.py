"""Piacentine hair in locks, as the prints cut it: thick wavy tresses falling from under the
cap past the cheeks to the jaw, each with its own light and dark edge, the ends turning in.

A lock is a tapered tongue round a bent spine (head units, through a `piac_head._Frame`),
broad where it leaves the cap and pointed at its curled end; the gaps between the locks show
the darker mass of hair behind, so the hair reads as tresses and not as one smooth wig.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from ui.art.craft import bez, dark, light
from ui.art.piac_shade import form, normal, strands
from ui.art.svg import Point

UV = tuple[float, float]


class Frame(Protocol):
    """Head units to card units (`piac_head._Frame`)."""

    r: float

    def p(self, u: float, v: float) -> Point: ...


def spine(fr: Frame, root: UV, bend: UV, toe: UV, tip: UV, curl: float) -> list[Point]:
    """The lock's middle line in card units: a cubic from `root` to `tip`, then a hook of
    `curl` turns (signed: + turns clockwise on the card) that shortens as it winds."""
    p = fr.p
    pts = [p(*root), *bez(p(*root), p(*bend), p(*toe), p(*tip), 7)]
    if curl:
        (x0, y0), (x1, y1) = pts[-2], pts[-1]
        ang = math.atan2(y1 - y0, x1 - x0)
        step = math.hypot(x1 - x0, y1 - y0) * 0.6
        for _ in range(3):
            ang += curl * math.pi / 3.6
            step *= 0.8
            x1, y1 = x1 + step * math.cos(ang), y1 + step * math.sin(ang)
            pts.append((x1, y1))
    return pts


def tress(pts: Sequence[Point], width: float) -> list[Point]:
    """A tongue `width` units broad round `pts`: full near the root, swelling once, pointed
    at the end."""
    left: list[Point] = []
    right: list[Point] = []
    n = len(pts) - 1
    for i, (x, y) in enumerate(pts):
        t = i / n
        w = width * 0.5 * (1.0 - t ** 1.6) * (0.78 + 0.4 * math.sin(math.pi * t))
        ux, uy = normal(pts, i)
        left.append((x + ux * w, y + uy * w))
        right.append((x - ux * w, y - uy * w))
    return [*left, *right[::-1]]


def lock(fr: Frame, root: UV, bend: UV, toe: UV, tip: UV, width: float, colour: str, *,
         curl: float = 0.0, kind: str = "L") -> list[str]:
    """One wavy tress in rounded light (`width` in head units): its edges ripple twice down
    its length, dark strands run along it and a lit streak lies on its crest."""
    r = fr.r
    mid = spine(fr, root, bend, toe, tip, curl)
    n = len(mid)
    wave = [(x + ux * r * 0.08 * math.sin(i * 1.1), y + uy * r * 0.08 * math.sin(i * 1.1))
            for i, (x, y) in enumerate(mid) for ux, uy in [normal(mid, i)]]
    body = tress(wave, width * r)

    def along(off: float, a: int, b: int) -> list[Point]:
        return [(x + ux * width * r * off, y + uy * width * r * off)
                for i, (x, y) in enumerate(wave[a:b], a) for ux, uy in [normal(wave, i)]]

    return [form(body, colour, kind, sw=2.2),
            strands([along(0.2, 0, n - 2), along(-0.06, 1, n - 3), along(-0.28, 0, n - 5)],
                    dark(colour, 0.5), 1.5),
            strands([along(0.05, 1, n - 4)], light(colour, 0.35), 1.8),
            strands([_ring(wave[-4], r * width * 0.24, curl)],
                    light(colour, 0.2) if _deep(colour) else dark(colour, 0.4), 1.2)]


def _deep(colour: str) -> bool:
    """Dark hair: its curls are drawn in light, a pale grey's in shade."""
    return sum(int(colour[i:i + 2], 16) for i in (1, 3, 5)) < 280


def _ring(at: Point, rad: float, curl: float) -> list[Point]:
    """A curl's turn drawn in the end of a lock: most of a small circle, opening the way
    the lock winds."""
    x, y = at
    a0 = 0.0 if curl >= 0 else math.pi
    return [(x + rad * math.cos(a0 + k * 0.6), y + rad * math.sin(a0 + k * 0.6))
            for k in range(10)]


def mass(fr: Frame, near: float, far: float, drop: float, colour: str) -> list[str]:
    """The dark hair behind the locks, `near`/`far` wide either side of the head and falling
    to `drop` (head units), wavy round its lower edge; under the locks it reads as the
    shadow between them."""
    p = fr.p
    pts = []
    for i in range(49):
        t = -math.pi / 2 + i * 2 * math.pi / 48
        cos, sin = math.cos(t), math.sin(t)
        rx = (far if cos > 0 else near) * (1 + 0.16 * max(0.0, sin))
        ry = 1.15 if sin < 0 else drop
        wave = 0.06 * abs(math.sin(7 * t)) if sin > -0.4 else 0.0  # curls round the sides
        pts.append(p(rx * cos * (1 + wave), ry * sin * (1 + wave)))
    return [form(pts, dark(colour, 0.42), "V", sw=2.6)]
