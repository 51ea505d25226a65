"""The look shared by every scene: palette, type roles, contrast, small drawing helpers.

Text colours are chosen against what they stand on: `PAIRS` lists every pairing the screens
use and a test holds each to WCAG's 4.5:1 (`contrast`).
"""

from __future__ import annotations

import functools
import math
from pathlib import Path

import pygame

from ui.paths import assets_dir

FELT = (20, 88, 52)
FELT_DARK = (12, 58, 34)
CREAM = (246, 238, 214)
INK = (34, 30, 26)
GOLD = (240, 194, 72)
MUTED = (190, 204, 192)  # secondary text on felt and dark panels
MUTED_INK = (84, 78, 70)  # disabled text on cream buttons
DISABLED = (196, 194, 184)  # a disabled button's face
WHITE = (255, 255, 255)
RED = (196, 48, 48)
RED_LIGHT = (255, 178, 168)  # errors on felt
SHADOW = (0, 0, 0, 90)
PANEL = (10, 40, 24, 215)
PLATE = (0, 0, 0, 150)  # name plates, counters and the status line on the table
TEAM_COLOURS = ((70, 140, 230), (226, 96, 80), (120, 200, 110), (200, 130, 230))

Colour = tuple[int, int, int]

# ---- type -------------------------------------------------------------------------------
# Sizes by role, in design units (pixels at 1280x720) before the player's text-size factor.
TYPE = {"title": 56, "heading": 32, "body": 24, "label": 22, "caption": 19, "index": 22}
TEXT_SCALE = {"small": 0.88, "medium": 1.0, "large": 1.18}
WEIGHTS = ("regular", "semibold", "bold")
_FACE_FILES = {"regular": "OpenSans-Regular.ttf", "semibold": "OpenSans-Semibold.ttf",
               "bold": "OpenSans-Bold.ttf"}
# Open Sans is drawn larger per point than pygame's old default font: keep the design sizes.
EM = 0.7


def font_file(weight: str = "regular") -> Path:
    """The shipped face of `weight` (assets/fonts, Open Sans, Apache-2.0)."""
    return assets_dir() / "fonts" / _FACE_FILES[weight]


# ---- contrast ---------------------------------------------------------------------------
def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4


def luminance(rgb: tuple[int, ...]) -> float:
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def over(top: tuple[int, ...], under: tuple[int, ...]) -> Colour:
    """`top` (RGB or RGBA) composited onto the opaque `under`."""
    a = top[3] / 255 if len(top) > 3 else 1.0
    r, g, b = (round(t * a + u * (1 - a)) for t, u in zip(top[:3], under[:3], strict=True))
    return (r, g, b)


def contrast(fg: tuple[int, ...], bg: tuple[int, ...]) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21); text wants at least 4.5."""
    hi, lo = sorted((luminance(fg), luminance(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


LIT_FELT = (40, 124, 76)  # the brightest felt the table lights (its centre)
# (name, text colour, what it stands on) for every pairing the screens draw.
PAIRS: tuple[tuple[str, Colour, Colour], ...] = (
    ("cream on felt", CREAM, FELT),
    ("gold on felt", GOLD, FELT),
    ("muted on felt", MUTED, FELT),
    ("red-light on felt", RED_LIGHT, FELT),
    ("cream on panel", CREAM, over(PANEL, LIT_FELT)),
    ("gold on panel", GOLD, over(PANEL, LIT_FELT)),
    ("muted on panel", MUTED, over(PANEL, LIT_FELT)),
    ("cream on plate", CREAM, over(PLATE, LIT_FELT)),
    ("gold on plate", GOLD, over(PLATE, LIT_FELT)),
    ("ink on cream", INK, CREAM),
    ("ink on gold", INK, GOLD),
    ("disabled on button", MUTED_INK, DISABLED),
    ("red on cream", RED, CREAM),
)


def panel(surface: pygame.Surface, rect: pygame.Rect, radius: int,
          colour: tuple[int, int, int, int] = PANEL) -> None:
    """A translucent rounded panel (menus, dialogs, score boxes)."""
    surface.blit(_panel_image((rect.w, rect.h), radius, colour), rect.topleft)


@functools.lru_cache(maxsize=256)
def _panel_image(size: tuple[int, int], radius: int, colour: tuple[int, ...]) -> pygame.Surface:
    """Made once per size and colour: a frame draws the same dozen panels again and again."""
    box = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(box, colour, box.get_rect(), border_radius=radius)
    return box.convert_alpha() if pygame.display.get_surface() is not None else box


_DIM_CACHE: dict[tuple[int, int, int], pygame.Surface] = {}


def dim(surface: pygame.Surface, alpha: int) -> None:
    """Darken everything drawn so far, under an overlay scene (pause, dialogs).

    The translucent sheet is made once per window size, not every frame.
    """
    key = (*surface.get_size(), alpha)
    sheet = _DIM_CACHE.get(key)
    if sheet is None:
        sheet = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        sheet.fill((0, 0, 0, alpha))
        _DIM_CACHE.clear()
        _DIM_CACHE[key] = sheet
    surface.blit(sheet, (0, 0))


_BG_CACHE: dict[tuple[int, int], pygame.Surface] = {}


def background(size: tuple[int, int]) -> pygame.Surface:
    """The felt backdrop of the menus: a vertical gradient, made once per window size."""
    surf = _BG_CACHE.get(size)
    if surf is None:
        w, h = size
        small = pygame.Surface((2, 64))
        for y in range(64):
            k = y / 63
            small.fill(tuple(round(a + (b - a) * k) for a, b in zip(FELT, FELT_DARK, strict=True)),
                       pygame.Rect(0, y, 2, 1))
        surf = pygame.transform.smoothscale(small, (w, h))
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        _BG_CACHE.clear()
        _BG_CACHE[size] = surf
    return surf


def star(surface: pygame.Surface, centre: tuple[float, float], radius: float,
         colour: tuple[int, int, int], outline: tuple[int, int, int] | None = INK) -> None:
    """A five-pointed star drawn, not typed: no font needs the glyph (the hint marker)."""
    cx, cy = centre
    pts = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline, pts, max(1, round(radius / 8)))
