"""Rasterise the icon SVG to the 256 px PNG that window managers and installers want."""

from __future__ import annotations

from pathlib import Path

import pygame


def write_png(assets: Path, size: int = 256) -> Path:
    """assets/icon/icon.svg → assets/icon/icon.png (needs pygame; the SVG generator does not)."""
    out = assets / "icon" / "icon.png"
    image = pygame.image.load_sized_svg(str(assets / "icon" / "icon.svg"), (size, size))
    pygame.image.save(image, str(out))
    return out
