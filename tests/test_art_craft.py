"""The shared print craft: hatching stays in its region, regions have two tones, every card
has the paper and its cut edge."""

from __future__ import annotations

import re

from ui.art import craft
from ui.art.generate import all_files

TRIANGLE = [(0.0, 0.0), (200.0, 0.0), (0.0, 200.0)]


def _segments(d: str) -> list[tuple[float, float, float, float]]:
    nums = r"(-?[\d.]+)"
    pattern = rf"M{nums},{nums}L{nums},{nums}"
    return [tuple(float(v) for v in m) for m in re.findall(pattern, d)]  # type: ignore[misc]


def test_hatching_fills_the_region_and_stays_inside() -> None:
    segs = _segments(craft.hatch_d(TRIANGLE, 10.0, 30.0))
    assert len(segs) >= 10
    for x0, y0, x1, y1 in segs:
        for x, y in ((x0, y0), (x1, y1)):
            assert x >= -0.02 and y >= -0.02 and x + y <= 200.03, (x, y)


def test_hatching_of_a_tiny_or_empty_region_is_nothing() -> None:
    assert craft.hatch([], "#000000") == ""
    assert craft.hatch_d([(0, 0), (1, 0), (0, 1)], 10.0) == ""


def test_shadow_side_is_the_far_part_of_the_shape() -> None:
    square = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
    right = craft.shadow_side(square, 0.0, 0.3)
    assert round(min(x for x, _ in right), 6) == 70.0 and max(x for x, _ in right) == 100.0
    below = craft.shadow_side(square, 90.0, 0.5)
    assert round(min(y for _, y in below), 6) == 50.0


def test_toned_region_has_a_base_a_shadow_and_hatching() -> None:
    svg = craft.toned(TRIANGLE, "#0a4dc5")
    assert 'fill="#0a4dc5"' in svg
    assert f'fill="{craft.dark("#0a4dc5", 0.22)}"' in svg
    assert f'stroke="{craft.dark("#0a4dc5", 0.55)}"' in svg
    assert craft.toned(TRIANGLE, "#0a4dc5", hatched=False).count("<path") == 4


def test_toned_contour_swells_on_the_shadow_side() -> None:
    """The ink copy under the fill is pushed towards the shadow; the stroke on top is thin."""
    svg = craft.toned(TRIANGLE, "#0a4dc5", hatched=False, angle=0.0, sw=10.0)
    ink_fill = f'<path d="{craft.poly_d([(x + 6.0, y) for x, y in TRIANGLE])}" fill="{craft.INK}"'
    assert svg.startswith(ink_fill)
    assert 'stroke-width="5.5"' in svg
    shared = craft.toned(TRIANGLE, "#0a4dc5", base=False, sw=10.0)
    assert 'stroke-width="10"' in shared and f'fill="{craft.INK}"' not in shared
    small = craft.toned([(0.0, 0.0), (20.0, 0.0), (0.0, 20.0)], "#0a4dc5", sw=10.0)
    assert 'stroke-width="10"' in small and f'fill="{craft.INK}"' not in small


def test_colour_mixing() -> None:
    assert craft.mix("#000000", "#ffffff", 0.5) == "#808080"
    assert craft.dark("#ffffff", 0.0) == "#ffffff"
    assert craft.light("#000000", 1.0) == "#fffbf0"


def test_every_card_is_printed_on_toned_paper_with_an_edge() -> None:
    faces = {name: text for name, text in all_files().items() if name.startswith("cards/")
             and "/backs/" not in name}
    assert len(faces) >= 132
    for name, text in faces.items():
        assert 'fill="url(#paper)"' in text and f'stroke="{craft.EDGE}"' in text, name
        assert 'id="paper"' in text, name


def test_modelled_form_steps_towards_the_light() -> None:
    """Shadow over the whole shape, base and highlight shrunk and pushed towards the light."""
    square = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
    svg = craft.modelled(square, "#f7d9b5", angle=0.0)  # shadow to the right, light from left
    assert svg.count("<path") == 4
    assert f'fill="{craft.dark("#f7d9b5", 0.2)}"' in svg
    assert f'fill="{craft.light("#f7d9b5", 0.3)}"' in svg
    highlight = re.findall(r'd="([^"]+)"', svg)[2]
    xs = [float(x) for x, _ in re.findall(r"(-?[\d.]+),(-?[\d.]+)", highlight)]
    assert max(xs) < 60.0 and min(xs) > 0.0  # inside, shifted to the lit (left) side


def test_soft_limb_is_smooth_and_tapers() -> None:
    joints = [(0.0, 0.0), (100.0, 60.0), (40.0, 160.0)]
    pts = craft.soft_limb(joints, [60.0, 40.0, 20.0])
    assert len(pts) > 2 * len(craft.limb(joints, [60.0, 40.0, 20.0])) - 4
    # it is wide at the start and narrow at the end
    start = [p for p in pts if abs(p[1]) < 12.0]
    end = [p for p in pts if p[1] > 150.0]
    spread = (max(x for x, _ in start) - min(x for x, _ in start),
              max(x for x, _ in end) - min(x for x, _ in end))
    assert spread[0] > spread[1]
