"""Colours and small drawing helpers shared by every scene."""

from __future__ import annotations

import pygame

FELT = (22, 96, 56)
FELT_DARK = (12, 58, 34)
CREAM = (246, 238, 214)
INK = (34, 30, 26)
GOLD = (232, 186, 62)
MUTED = (150, 160, 150)
WHITE = (255, 255, 255)
RED = (196, 48, 48)
SHADOW = (0, 0, 0, 90)
PANEL = (10, 40, 24, 215)

Colour = tuple[int, int, int]


def panel(surface: pygame.Surface, rect: pygame.Rect, radius: int,
          colour: tuple[int, int, int, int] = PANEL) -> None:
    """A translucent rounded panel (menus, dialogs, score boxes)."""
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, colour, box.get_rect(), border_radius=radius)
    surface.blit(box, rect.topleft)


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
