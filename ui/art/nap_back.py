"""The Fante di Bastoni's back view: fitted hose over the thighs and the seat, seen from behind.

The print shows the youth from behind and turned away: the red hose fit each thigh down to a
puffed garter at the knee, and the seat swells out behind him, on the side away from where he
looks. The thighs follow the legs' own hips and knees (the same joints `leg_pair` draws the
stockings round), so the hose stride with the legs instead of hanging as two lobes.
"""

from __future__ import annotations

from ui.art.craft import FINE, HAIR, dark, limb
from ui.art.nap_body import LIGHT_FROM_LEFT
from ui.art.nap_dress import OUT, Dress, Pose
from ui.art.nap_shade import flat, form, line, spline
from ui.art.svg import Point


def _joints(x: float, feet: float, pose: Pose, hip_y: float, side: int) -> tuple[Point, Point]:
    """Hip and knee of one leg, as `nap_body.leg_pair` places them."""
    dx, kx = pose.stance[(side + 1) // 2], pose.knees[(side + 1) // 2]
    lift = 14.0 if pose.free == side else 0.0
    hip = (x + side * 30, hip_y + lift * 0.7 - (8.0 if pose.free == -side else 0.0))
    ankle = (x + dx, feet - 28 - lift)
    return hip, ((hip[0] + ankle[0]) / 2 + kx, (hip_y + feet) / 2 + 6)


def back_hose(x: float, feet: float, pose: Pose, dress: Dress, hip_y: float, top: float
              ) -> str:
    """The hose from the basque (`top`) to the knees: both thighs, the seat over them swelling
    away from the way he faces, the cleft and the fold under it, a puffed garter per knee."""
    f = pose.facing
    out = []
    knees = []
    for side in (1, -1) if f < 0 else (-1, 1):  # the far thigh first
        hip, knee = _joints(x, feet, pose, hip_y, side)
        knees.append(knee)
        thigh = limb([(hip[0], hip[1] - 50), hip, (knee[0], knee[1] + 22)], [92, 84, 54])
        out.append(form(thigh, dress.lower, angle=LIGHT_FROM_LEFT, depth=0.3, lines=3,
                        gloss=6, sw=OUT, tension=0.85))
    b = -f  # the side the seat swells out to
    cx = x + b * 10
    seat = [(cx - 58, top), (cx + 58, top), (cx + b * 80, top + 50), (cx + b * 84, top + 100),
            (cx + b * 62, top + 140), (cx, top + 146), (cx - b * 54, top + 136),
            (cx - b * 70, top + 96), (cx - b * 66, top + 44)]
    out.append(form(seat, dress.lower, angle=LIGHT_FROM_LEFT, depth=0.3, lines=3, gloss=8,
                    sw=OUT * 0.5, tension=0.9))  # a light contour: one garment with the thighs
    ink = dark(dress.lower, 0.5)
    out.append(line([(cx + b * 6, top + 40), (cx + b * 10, top + 96), (cx + b * 2, top + 140)],
                    ink, FINE))  # the cleft
    out.append(line([(cx + b * 14, top + 138), (cx + b * 48, top + 148), (cx + b * 78, top + 112)],
                    ink, FINE))  # the fold under the seat's round
    out.append(line([(cx - b * 16, top + 136), (cx - b * 42, top + 142), (cx - b * 62, top + 104)],
                    dark(dress.lower, 0.35), HAIR))
    if dress.garter:
        for kx, ky in knees:
            band_ = [(kx - 36, ky + 6), (kx - 16, ky - 2), (kx + 16, ky - 2), (kx + 36, ky + 6),
                     (kx + 34, ky + 40), (kx + 12, ky + 46), (kx - 14, ky + 46),
                     (kx - 34, ky + 40)]
            out.append(form(band_, dress.garter, angle=LIGHT_FROM_LEFT, depth=0.3, lines=1,
                            gloss=4, sw=OUT * 0.8, tension=0.9))
            out.append(flat(spline([(kx - 8, ky + 4), (kx - 2, ky + 22), (kx - 6, ky + 42)], 0.6),
                            dark(dress.garter, 0.35), sw=HAIR))
    return "".join(out)


__all__ = ["back_hose"]
