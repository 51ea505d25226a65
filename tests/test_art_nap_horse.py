"""The Napoletane horse's anatomy: a compact body with the withers above the croup, the neck
arched high with a big head hanging from it, a lifted foreleg bent at the knee, hind legs with
a hock set back, and a rider that sits down into the saddle."""

from __future__ import annotations

import math

from ui.art import nap_horse
from ui.art.nap_horse import PRANCE, RAISED, WALK, Gait, body
from ui.art.nap_horsehead import CREST, PROFILE, TURNED, tilted

BODY = body(PROFILE)


def _angle(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> float:
    """The angle at b between b->a and b->c, in degrees."""
    ux, uy = a[0] - b[0], a[1] - b[1]
    vx, vy = c[0] - b[0], c[1] - b[1]
    cos = (ux * vx + uy * vy) / (math.hypot(ux, uy) * math.hypot(vx, vy))
    return math.degrees(math.acos(max(-1.0, min(1.0, cos))))


def test_compact_body_with_the_neck_carried_high() -> None:
    xs = [x for x, _ in BODY]
    tops = [y for _, y in BODY]
    length = max(xs) - min(xs)
    height = -min(tops)  # ground at 0, up is negative
    assert length < 0.9 * height  # nose to tail shorter than the horse is tall
    croup = min(y for x, y in BODY if x < -100)
    poll = min(tops)
    assert poll < croup - 155  # the head carried well above the back


def test_the_neck_arches_above_the_poll_and_the_head_is_big() -> None:
    peak = min(y for _, y in CREST)
    withers = CREST[0][1]
    for head in (PROFILE, TURNED):
        poll = head.outline[0]
        muzzle = max(head.outline, key=lambda p: p[0])
        assert peak < poll[1] < withers - 180  # the crest rises above the head, not into it
        assert math.dist(poll, muzzle) > 180  # a long, bony head (the frame is ~620 tall)
        width = max(x for x, _ in head.outline) - min(x for x, _ in head.back)
        assert width > 90  # broad at the jowl, not a wedge
    # swung about the poll: the poll stays, the nose goes forward
    swung = tilted(PROFILE, -15)
    assert swung.outline[0] == PROFILE.outline[0]
    assert max(x for x, _ in swung.outline) > max(x for x, _ in PROFILE.outline) + 20


def test_the_lifted_foreleg_bends_at_the_knee_and_the_hocks_are_set_back() -> None:
    for gait in (RAISED, PRANCE):
        elbow, knee, cannon = (gait.near_fore[i][:2] for i in (1, 3, 4))
        assert _angle(elbow, knee, cannon) < 115
        assert gait.near_fore[-1][1] < -60  # off the ground
    for gait in (RAISED, WALK, PRANCE):
        for leg in (gait.near_hind, gait.far_hind):
            stifle, hock, fetlock = (leg[i][:2] for i in (1, 3, 5))
            # the hock points back: behind the line from stifle to fetlock
            t = (hock[1] - stifle[1]) / (fetlock[1] - stifle[1])
            assert hock[0] < stifle[0] + t * (fetlock[0] - stifle[0]) - 10
            assert _angle(stifle, hock, fetlock) < 165


def test_each_cavallo_has_its_own_gait() -> None:
    gaits: list[Gait] = [RAISED, WALK, PRANCE]
    hooves = {tuple(leg[-1][:2] for leg in (g.near_fore, g.far_fore, g.near_hind, g.far_hind))
              for g in gaits}
    assert len(hooves) == 3
    assert nap_horse.__all__.count("PRANCE") == 1
