"""Design units: every size is given for a 1280×720 window and scaled to the real one.

One unit is a pixel at 1280×720; at 1920×1080 it is 1.5 pixels. Scaling by the smaller of the
two ratios keeps everything inside the window whatever its shape.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

DESIGN_W, DESIGN_H = 1280, 720


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]

    @property
    def w(self) -> int:
        return self.size[0]

    @property
    def h(self) -> int:
        return self.size[1]

    @property
    def unit(self) -> float:
        return min(self.size[0] / DESIGN_W, self.size[1] / DESIGN_H)

    def px(self, units: float) -> int:
        return max(1, round(units * self.unit))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rectangle in design units, measured from the window's top-left corner."""
        u = self.unit
        return pygame.Rect(round(x * u), round(y * u), self.px(w), self.px(h))

    def centred(self, w: float, h: float, dy: float = 0) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.px(w), self.px(h))
        r.center = (self.w // 2, self.h // 2 + self.px(dy))
        return r

    def card_height(self, fraction: float) -> int:
        return max(40, round(self.h * fraction))
