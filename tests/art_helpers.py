"""Helpers for the card-art tests: reading a generated SVG back into points."""

from __future__ import annotations

import re

from ui.art.svg import Point


def svg_points(svg: str) -> list[Point]:
    """Every absolute point of the compact paths (their moves and their relative steps)."""
    out: list[Point] = []
    for m in re.finditer(r'd="([^"]+)"', svg):
        x = y = 0.0
        for cmd, body in re.findall(r"([MlL])([^MlLz]*)", m.group(1)):
            nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", body)]
            for i in range(0, len(nums) - 1, 2):
                if cmd == "l":
                    x, y = x + nums[i], y + nums[i + 1]
                else:
                    x, y = nums[i], nums[i + 1]
                out.append((x, y))
    return out
