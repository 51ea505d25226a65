"""The Piacentine near-frontal heads: both eyes open and wide set, the nose inside the face's
contour, turned by `gaze` independently of the body, and the profile kept where the print has it."""

from __future__ import annotations

import re

from ui.art.piac_figure import FACES
from ui.art.piac_front import front_head
from ui.art.piac_head import Face, head


def _irises(parts: list[str]) -> list[float]:
    """The x of each iris (the dark brown disc) drawn in the head."""
    return [float(x) for x in re.findall(r'<circle cx="([-0-9.]+)"[^>]*fill="#4a3222"',
                                         "".join(parts))]


def test_a_near_frontal_face_has_two_eyes_of_a_like_size_either_side_of_its_middle() -> None:
    _, after = front_head(300.0, 180.0, 70.0, Face(1, 0.4))
    xs = _irises(after)
    assert len(xs) == 2
    assert abs(xs[0] - xs[1]) > 30  # wide set, not the profile's near and foreshortened far eye
    assert all(260 < x < 360 for x in xs)  # inside the face, not out on a profile's contour


def test_the_gaze_turns_the_face_without_the_body() -> None:
    right = _irises(front_head(300.0, 180.0, 70.0, Face(-1, 0.4, gaze=1))[1])
    left = _irises(front_head(300.0, 180.0, 70.0, Face(-1, 0.4))[1])
    assert sum(right) / 2 > 300 > sum(left) / 2


def test_profiles_stay_where_the_print_has_them_and_most_courts_face_us() -> None:
    frontal = [k for k, f in FACES.items() if f.turn < 0.6 and not f.lost]
    assert len(frontal) >= 8
    _, after = head(300.0, 180.0, 70.0, FACES[("denari", 13)])
    assert len(_irises(after)) == 1  # the Re di Denari in profile: one eye
