"""The Piacentine courts' faces after the prints: three-quarter heads where the print turns
them, the Re di Denari and di Bastoni in profile, one older bearded Fante, the rest young and
beardless, and grey hair in locks of each print's own tone rather than one shared bob."""

from __future__ import annotations

import re

from ui.art.piac_courts import DRESS
from ui.art.piac_front import front_head
from ui.art.piac_head import head
from ui.art.piac_portraits import FACES, portrait


def test_every_court_has_its_own_look_and_the_profiles_are_the_printed_ones() -> None:
    assert set(FACES) == set(DRESS)  # one face for every court, in one table
    faces = FACES
    profiles = {k for k, f in faces.items() if f.turn >= 0.6 and not f.lost}
    assert profiles == {("denari", 13), ("bastoni", 13)}
    assert faces[("bastoni", 12)].lost  # the Cavallo di Bastoni rides away from us


def test_only_the_fante_di_spade_is_older_with_moustache_and_goatee() -> None:
    faces = FACES
    old = {k for k, f in faces.items() if f.age or f.beard}
    assert old == {("spade", 11)}
    assert faces[("spade", 11)].beard == "tuft" and faces[("spade", 11)].age == 2


def test_the_hair_is_grey_in_many_tones_not_one() -> None:
    tones = []
    for k, face in FACES.items():
        hexa = face.hair.lstrip("#")
        r, g, b = (int(hexa[i:i + 2], 16) for i in (0, 2, 4))
        assert max(r, g, b) - min(r, g, b) < 16, k  # grey, as printed: no brown, no blond
        tones.append(r + g + b)
    assert len(set(tones)) >= 10
    assert max(tones) - min(tones) > 120  # from near-black to a pale grey


def test_the_hair_falls_in_separate_locks() -> None:
    _, after = portrait(300.0, 180.0, 70.0, FACES[("coppe", 11)])
    fills = re.findall(r'fill="url\(#p[A-Z]5d5b57\)"', "".join(after))
    assert len(fills) >= 5  # each lock its own rounded shape in the hair's grey
    _, side = head(300.0, 180.0, 70.0, FACES[("denari", 13)])
    assert len(re.findall(r'fill="url\(#p[A-Z]3f3d3b\)"', "".join(side))) >= 3


def test_a_shorter_crop_ends_higher() -> None:
    pose = FACES[("spade", 12)]
    long = FACES[("spade", 13)]

    def lowest(parts: list[str]) -> float:
        """The lowest point of the hair behind (compact path data: M x,y then relative l)."""
        data = re.search(r'd="([^"]+)"', parts[0])
        assert data
        nums = [float(v) for v in re.findall(r"-?[0-9.]+", data.group(1))]
        y, low = nums[1], nums[1]
        for dy in nums[3::2]:
            y += dy
            low = max(low, y)
        return low

    assert lowest(front_head(300.0, 180.0, 70.0, pose)[0]) < lowest(
        front_head(300.0, 180.0, 70.0, long)[0])
