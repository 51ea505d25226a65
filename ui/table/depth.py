"""The table's depth, pre-rendered once per size so a frame only blits: the wooden rim, the lit
felt with its vignette, soft card shadows, the glow of playable cards, the seats' avatars.

Blur is made the cheap way: draw small, `smoothscale` up. Every maker is cached by its size.
"""

from __future__ import annotations

import functools
import math

import pygame

from ui.cards_view import table_surface

WOOD = (104, 62, 34)
WOOD_DARK = (62, 34, 18)
WOOD_LIGHT = (150, 96, 56)


def _finish(surf: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    if pygame.display.get_surface() is None:
        return surf
    return surf.convert_alpha() if alpha else surf.convert()


def rim_width(size: tuple[int, int]) -> int:
    return max(6, round(min(size) * 0.012))


@functools.lru_cache(maxsize=2)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Felt lit from above (bright centre, dark vignette) inside a wooden rim."""
    surf = pygame.Surface(size)
    surf.blit(table_surface(size), (0, 0))
    # Light: a warm pool in the centre, added; shade: the vignette, multiplied.
    n = 48
    light = pygame.Surface((n, n), pygame.SRCALPHA)
    shade = pygame.Surface((n, n), pygame.SRCALPHA)
    for y in range(n):
        for x in range(n):
            d = math.hypot((x - (n - 1) / 2) / (n / 2), (y - (n - 1) * 0.45) / (n / 2))
            light.set_at((x, y), (255, 244, 200, max(0, min(40, round((1 - d) * 44)))))
            shade.set_at((x, y), (0, 0, 0, max(0, min(150, round((d - 0.62) * 260)))))
    surf.blit(pygame.transform.smoothscale(light, size), (0, 0), special_flags=0)
    surf.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    _rim(surf)
    return _finish(surf, alpha=False)


def _rim(surf: pygame.Surface) -> None:
    w, h = surf.get_size()
    t = rim_width((w, h))
    outer = surf.get_rect()
    for i in range(t):  # a rounded bevel: light on the inner edge, dark outside
        k = i / max(1, t - 1)
        c = tuple(round(d + (l_ - d) * math.sin(k * math.pi / 2))
                  for d, l_ in zip(WOOD_DARK, WOOD_LIGHT, strict=True))
        pygame.draw.rect(surf, c, outer.inflate(-2 * i, -2 * i), 1,
                         border_radius=max(0, t * 2 - i))
    for k in range(0, w, max(3, t // 2)):  # grain along the top and bottom planks
        shade = (0, 0, 0, 28) if (k * 7919) % 5 < 2 else (255, 220, 170, 18)
        line = pygame.Surface((1, t), pygame.SRCALPHA)
        line.fill(shade)
        surf.blit(line, (k, 0))
        surf.blit(line, (k, h - t))
    inner = outer.inflate(-2 * t, -2 * t)
    pygame.draw.rect(surf, (20, 12, 6), inner.inflate(2, 2), max(1, t // 5),
                     border_radius=t)


@functools.lru_cache(maxsize=16)
def shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A soft shadow for a card of `size` (a little larger than the card)."""
    w, h = size
    pad = max(4, w // 8)
    small = pygame.Surface((max(4, (w + 2 * pad) // 4), max(4, (h + 2 * pad) // 4)),
                           pygame.SRCALPHA)
    r = pygame.Rect(pad // 4, pad // 4, max(1, w // 4), max(1, h // 4))
    pygame.draw.rect(small, (0, 0, 0, 110), r, border_radius=max(1, radius // 4))
    img = pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad))
    img = pygame.transform.smoothscale(pygame.transform.smoothscale(img, small.get_size()),
                                       img.get_size())
    return _finish(img)


@functools.lru_cache(maxsize=16)
def glow(size: tuple[int, int], colour: tuple[int, int, int], strength: int = 200
         ) -> pygame.Surface:
    """A halo round a card of `size` (playable cards, the trick's winner)."""
    w, h = size
    pad = max(6, w // 6)
    small = pygame.Surface((max(4, (w + 2 * pad) // 4), max(4, (h + 2 * pad) // 4)),
                           pygame.SRCALPHA)
    r = pygame.Rect(pad // 4 - 1, pad // 4 - 1, w // 4 + 2, h // 4 + 2)
    pygame.draw.rect(small, (*colour, strength), r, border_radius=max(1, w // 40))
    return _finish(pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad)))


def padded(img: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """Where a padded effect image (shadow, glow) goes so it is centred on `rect`."""
    return img.get_rect(center=rect.center)


@functools.lru_cache(maxsize=32)
def avatar(diameter: int, colour: tuple[int, int, int], ring: tuple[int, int, int],
           seed: int) -> pygame.Surface:
    """A face drawn by us: a head and shoulders on the seat's colour, in its team's ring."""
    d = diameter * 4  # drawn large, scaled down: smooth edges
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d // 2
    pygame.draw.circle(surf, ring, (c, c), c)
    pygame.draw.circle(surf, colour, (c, c), c - d // 14)
    inner = pygame.Surface((d, d), pygame.SRCALPHA)
    skin = ((240, 204, 170), (214, 170, 130), (176, 124, 88), (236, 196, 160))[seed % 4]
    hair = ((60, 40, 28), (28, 24, 22), (150, 100, 50), (120, 120, 120))[(seed // 4) % 4]
    shirt = tuple(max(0, v - 60) for v in colour)
    pygame.draw.ellipse(inner, shirt, pygame.Rect(c - d * 0.34, c + d * 0.18, d * 0.68, d * 0.6))
    pygame.draw.circle(inner, hair, (c, round(c - d * 0.06)), round(d * 0.2))
    pygame.draw.circle(inner, skin, (c, round(c - d * 0.02)), round(d * 0.17))
    pygame.draw.ellipse(inner, hair, pygame.Rect(c - d * 0.18, c - d * 0.27, d * 0.36, d * 0.14))
    mask = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c - d // 14)
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(inner, (0, 0))
    return _finish(pygame.transform.smoothscale(surf, (diameter, diameter)))
