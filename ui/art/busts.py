"""Half-figures for the double-headed courts (Piacentine, Bergamasche).

A court is drawn as its top half down to a little past the cut, then point-reflected about the
card centre; a point-symmetric band drawn last (belt, sash, caparison) covers the overlap, so
the figure runs through the middle without a seam. Parts take colours as (light, shade) pairs:
every coloured region gets two tones.
"""

from __future__ import annotations

from collections.abc import Sequence

from ui.art.common import SKIN
from ui.art.craft import dark
from ui.art.svg import BLACK, Path, circle, double_headed, ellipse, group, line, path, poly

Point = tuple[float, float]
Tone = tuple[str, str]  # (light, shade)
SKIN_D = "#d9a47c"
LW = 6.0
THIN = 3.0


def darker(colour: str, k: float = 0.72) -> str:
    """The shaded tone of a colour: `k` of its light kept (craft.dark, the shared ink mix)."""
    return dark(colour, 1.0 - k)


def two(colour: str, k: float = 0.72) -> Tone:
    return colour, darker(colour, k)


def shaded(d: Path, tone: Tone, shade: Path | None, lw: float = LW) -> str:
    """A filled outline with a shade patch inside it, the outline drawn last over both."""
    out = path(d, tone[0], None)
    if shade is not None:
        out += path(shade, tone[1], None)
    return out + path(d, "none", BLACK, lw)


#: the features that set faces apart: (eye height, brow tilt, nose length, mouth half-width)
FEATURES = ((0.08, 0.0, 0.55, 0.2), (0.06, 0.05, 0.62, 0.17), (0.1, -0.04, 0.5, 0.23),
            (0.07, 0.08, 0.66, 0.19))


def face(cx: float, cy: float, r: float, turn: float = 0.0, *, beard: Tone | None = None,
         kind: int = 0, age: int = 0) -> str:
    """A face in three-quarter view: `turn` −1…1 moves the features towards that side;
    `kind` picks one of the `FEATURES` sets (eyes, brows, nose, mouth), `age` 1 adds the lines
    from nose to mouth, 2 also lines on the brow and under the eyes."""
    eye_h, tilt, nose, mouth = FEATURES[kind % len(FEATURES)]
    fx = cx + turn * r * 0.18
    jaw = Path().m(cx - r * 0.82, cy - r * 0.35)
    jaw.c((cx - r * 0.85, cy + r * 0.7), (cx - r * 0.3, cy + r * 1.12), (fx, cy + r * 1.1))
    jaw.c((cx + r * 0.3, cy + r * 1.12), (cx + r * 0.85, cy + r * 0.7), (cx + r * 0.82,
                                                                       cy - r * 0.35))
    jaw.q((cx, cy - r * 0.95), (cx - r * 0.82, cy - r * 0.35)).z()
    side = -1 if turn >= 0 else 1
    shade = Path().m(cx + side * r * 0.82, cy - r * 0.3).c(
        (cx + side * r * 0.84, cy + r * 0.6), (cx + side * r * 0.35, cy + r * 1.05),
        (fx, cy + r * 1.08)).q((cx + side * r * 0.6, cy + r * 0.4),
                               (cx + side * r * 0.55, cy - r * 0.35)).z()
    parts = [shaded(jaw, (SKIN, SKIN_D), shade, THIN)]
    for s in (-1, 1):
        ex = fx + s * r * 0.34
        lift = s * tilt * r  # brows slanting up or down towards the temples
        parts += [ellipse(ex, cy + r * 0.12, r * 0.14, r * eye_h, "#ffffff", BLACK, 1.6),
                  circle(ex + turn * r * 0.04, cy + r * 0.12, r * min(0.06, eye_h * 0.8),
                         "#2a211c", None),
                  line([(ex - r * 0.18, cy - r * 0.1 + lift), (ex, cy - r * 0.15),
                        (ex + r * 0.18, cy - r * 0.08 - lift)], "#5a3b25", 2.4)]
        if age >= 1:  # the fold from the nostril to the corner of the mouth
            parts.append(line([(fx + s * r * 0.2, cy + r * 0.52), (fx + s * r * 0.3,
                                                                   cy + r * 0.8)],
                              SKIN_D, 2.0))
        if age >= 2:  # lines under the eyes
            parts.append(line([(ex - r * 0.12, cy + r * 0.26), (ex + r * 0.1, cy + r * 0.28)],
                              SKIN_D, 1.6))
    if age >= 2:  # and across the brow
        parts.append(line([(fx - r * 0.3, cy - r * 0.38), (fx + r * 0.3, cy - r * 0.4)],
                          SKIN_D, 1.6))
    parts += [
        path(Path().m(fx, cy + r * 0.05).q((fx + turn * r * 0.2 - r * 0.05, cy + r * 0.45),
                                           (fx - r * 0.1, cy + r * nose)).q(
            (fx, cy + r * (nose + 0.07)), (fx + r * 0.12, cy + r * nose)), "none", "#7a4a30",
            2.2),
        path(Path().m(fx - r * mouth, cy + r * 0.78).q((fx, cy + r * 0.86), (fx + r * mouth,
                                                                            cy + r * 0.78)),
             "none", "#a3302a", 3.0),
        circle(fx - r * 0.45, cy + r * 0.5, r * 0.12, "#efb49a", None),
        circle(fx + r * 0.45, cy + r * 0.5, r * 0.12, "#efb49a", None),
    ]
    if beard is not None:
        b = Path().m(cx - r * 0.8, cy + r * 0.2).c((cx - r * 0.8, cy + r * 1.3),
                                                   (cx - r * 0.3, cy + r * 1.6), (fx, cy + r * 1.6))
        b.c((cx + r * 0.3, cy + r * 1.6), (cx + r * 0.8, cy + r * 1.3), (cx + r * 0.8,
                                                                        cy + r * 0.2))
        b.q((fx + r * 0.4, cy + r * 0.95), (fx, cy + r * 0.72)).q(
            (fx - r * 0.4, cy + r * 0.95), (cx - r * 0.8, cy + r * 0.2)).z()
        parts.append(shaded(b, beard, None, THIN))
        parts.append(line([(fx - r * 0.1, cy + r * 1.0), (fx, cy + r * 1.4),
                           (fx + r * 0.1, cy + r * 1.05)], beard[1], 2.0))
    return "".join(parts)


def hair(cx: float, cy: float, r: float, tone: Tone, *, length: float = 1.2) -> str:
    """Full curly hair down to the jaw or lower (drawn before the neck and the face)."""
    d = Path().m(cx - r * 0.95, cy + r * length)
    d.c((cx - r * 1.35, cy - r * 0.2), (cx - r * 1.0, cy - r * 1.25), (cx, cy - r * 1.2))
    d.c((cx + r * 1.0, cy - r * 1.25), (cx + r * 1.35, cy - r * 0.2), (cx + r * 0.95,
                                                                      cy + r * length))
    d.q((cx, cy + r * (length - 0.3)), (cx - r * 0.95, cy + r * length)).z()
    curls = []
    for s in (-1, 1):  # a column of curls down each side, shaded underneath
        for k in range(4):
            t = k / 3
            x = cx + s * r * (1.05 + 0.12 * (k % 2))
            y = cy - r * 0.35 + t * r * (length + 0.2)
            curls.append(circle(x, y, r * 0.3, tone[0], BLACK, THIN))
            curls.append(path(Path().m(x - r * 0.18, y + r * 0.05).q((x, y + r * 0.28),
                                                                     (x + r * 0.18, y + r * 0.05)),
                              "none", tone[1], 2.2))
    return path(d, tone[0], BLACK, THIN) + "".join(curls)


def loose_hair(cx: float, cy: float, r: float, tone: Tone) -> str:
    """Long loose grey hair falling in waves to the shoulders (drawn before neck and face)."""
    d = Path().m(cx - r * 0.75, cy + r * 1.55)
    d.c((cx - r * 1.5, cy + r * 0.9), (cx - r * 1.35, cy - r * 1.3), (cx, cy - r * 1.22))
    d.c((cx + r * 1.35, cy - r * 1.3), (cx + r * 1.5, cy + r * 0.9), (cx + r * 0.75,
                                                                      cy + r * 1.55))
    d.q((cx + r * 0.95, cy + r * 1.2), (cx + r * 0.6, cy + r * 1.25))
    d.q((cx, cy + r * 0.7), (cx - r * 0.6, cy + r * 1.25))
    d.q((cx - r * 0.95, cy + r * 1.2), (cx - r * 0.75, cy + r * 1.55)).z()
    strands = Path()
    for s in (-1, 1):  # wavy locks down each side, in the darker tone
        for k in range(4):
            x0 = cx + s * r * (0.75 + 0.16 * k)
            strands.m(x0, cy - r * 0.7 + k * r * 0.12)
            strands.q((x0 + s * r * 0.25, cy), (x0, cy + r * 0.5))
            strands.q((x0 - s * r * 0.2, cy + r * 0.95), (x0 + s * r * 0.02, cy + r * 1.35))
    return path(d, tone[0], BLACK, THIN) + path(strands, "none", tone[1], 2.2)


def brow_hair(cx: float, cy: float, r: float, tone: Tone) -> str:
    """The hair over the brow, parted and swept to one side (drawn after the face)."""
    d = Path().m(cx - r * 0.9, cy - r * 0.02).q((cx - r * 0.9, cy - r * 1.05), (cx + r * 0.1,
                                                                               cy - r * 1.02))
    d.q((cx + r * 0.92, cy - r * 1.0), (cx + r * 0.9, cy - r * 0.05))
    d.q((cx + r * 0.7, cy - r * 0.5), (cx + r * 0.25, cy - r * 0.56))
    d.q((cx - r * 0.3, cy - r * 0.62), (cx - r * 0.6, cy - r * 0.38))
    d.q((cx - r * 0.8, cy - r * 0.2), (cx - r * 0.9, cy - r * 0.02)).z()
    strands = Path().m(cx - r * 0.1, cy - r * 0.98).q((cx - r * 0.5, cy - r * 0.8),
                                                        (cx - r * 0.75, cy - r * 0.3))
    strands.m(cx + r * 0.2, cy - r * 0.96).q((cx + r * 0.7, cy - r * 0.8), (cx + r * 0.8,
                                                                            cy - r * 0.3))
    return path(d, tone[0], BLACK, THIN) + path(strands, "none", tone[1], 2.0)


def fringe(cx: float, cy: float, r: float, tone: Tone) -> str:
    """Curls over the brow, drawn after the face."""
    d = Path().m(cx - r * 0.9, cy - r * 0.1).q((cx - r * 0.8, cy - r * 1.0), (cx, cy - r * 1.0))
    d.q((cx + r * 0.8, cy - r * 1.0), (cx + r * 0.9, cy - r * 0.1))
    for i in range(5, -1, -1):
        x = cx - r * 0.9 + r * 1.8 * i / 6
        d.q((x + r * 0.08, cy - r * 0.3), (x, cy - r * (0.42 if i % 2 else 0.36)))
    d.z()
    return path(d, tone[0], BLACK, THIN) + line(
        [(cx - r * 0.5, cy - r * 0.75), (cx - r * 0.2, cy - r * 0.55), (cx + r * 0.3,
                                                                        cy - r * 0.7)],
        tone[1], 2.0)


def crown(cx: float, y: float, r: float, gold: Tone, jewel: str) -> str:
    """An open crown of five points with pearl tips, sitting at `y` (the brow)."""
    pts: list[Point] = [(cx - r, y)]
    for i in range(5):
        x = cx - r + 2 * r * (i + 0.5) / 5
        pts += [(x - r * 0.12, y - r * 0.35), (x, y - r * (0.8 if i % 2 == 0 else 0.65)),
                (x + r * 0.12, y - r * 0.35)]
    pts.append((cx + r, y))
    band = Path().m(cx - r * 1.02, y - r * 0.1).l((cx + r * 1.02, y - r * 0.1),
                                                  (cx + r * 0.95, y + r * 0.22)).q(
        (cx, y + r * 0.3), (cx - r * 0.95, y + r * 0.22)).z()
    out = [poly(pts, gold[0], BLACK, THIN),
           *[circle(x, yy - 4, r * 0.07, "#ffffff", BLACK, 1.5) for x, yy in pts[2:-1:3]],
           shaded(band, gold, None, THIN),
           line([(cx - r * 0.9, y + r * 0.15), (cx + r * 0.9, y + r * 0.15)], gold[1], 3)]
    out += [ellipse(cx + dx * r, y + r * 0.08, r * 0.08, r * 0.1, jewel, BLACK, 1.5)
            for dx in (-0.6, 0, 0.6)]
    return "".join(out)


def cap(cx: float, cy: float, r: float, tone: Tone, brim: Tone, plumes: Sequence[str]) -> str:
    """A soft cap worn aslant with a turned-up brim and curling plumes (Piacentine)."""
    crown_d = Path().m(cx - r * 1.05, cy - r * 0.55).c((cx - r * 1.1, cy - r * 1.5),
                                                       (cx + r * 0.9, cy - r * 1.7),
                                                       (cx + r * 1.15, cy - r * 0.7)).z()
    brim_d = Path().m(cx - r * 1.2, cy - r * 0.4).q((cx, cy - r * 0.95), (cx + r * 1.25,
                                                                         cy - r * 0.55))
    brim_d.q((cx + r * 1.3, cy - r * 0.3), (cx + r * 1.05, cy - r * 0.25)).q(
        (cx, cy - r * 0.6), (cx - r * 1.1, cy - r * 0.15)).z()
    out = []
    for i, colour in enumerate(plumes):
        k = 1 - i * 0.25
        d = Path().m(cx + r * 0.2, cy - r * 1.1).c(
            (cx + r * 0.8, cy - r * (2.0 + 0.2 * i)), (cx + r * (2.0 - 0.3 * i), cy - r * 1.9),
            (cx + r * (2.0 - 0.2 * i) * k, cy - r * (0.6 + 0.3 * i)))
        d.q((cx + r * 1.5, cy - r * 1.4), (cx + r * 0.5, cy - r * 0.9)).z()
        out.append(shaded(d, two(colour), None, THIN))
        out.append(line([(cx + r * 0.5, cy - r * 1.1), (cx + r * 1.3, cy - r * 1.55)],
                        darker(colour), 2.2))
    out.append(shaded(crown_d, tone, Path().m(cx + r * 0.3, cy - r * 1.25).q(
        (cx + r * 1.0, cy - r * 1.2), (cx + r * 1.1, cy - r * 0.7)).l((cx + r * 0.4,
                                                                       cy - r * 0.7)).z(),
                      THIN))
    out.append(shaded(brim_d, brim, None, THIN))
    return "".join(out)


def limb(points: Sequence[Point], widths: Sequence[float], tone: Tone, lw: float = LW) -> str:
    """A sleeve or leg: a tapered band along a polyline, its far side shaded."""
    left: list[Point] = []
    right: list[Point] = []
    spine: list[Point] = []
    for i, (x, y) in enumerate(points):
        a = points[max(0, i - 1)]
        b = points[min(len(points) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        k = (dx * dx + dy * dy) ** 0.5 or 1.0
        nx, ny = -dy / k * widths[i] / 2, dx / k * widths[i] / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
        spine.append((x - nx * 0.2, y - ny * 0.2))
    outline = left + right[::-1]
    return (poly(outline, tone[0], None) + poly(right + spine[::-1], tone[1], None)
            + poly(outline, "none", BLACK, lw))


def hand(x: float, y: float, r: float, rot: float = 0.0) -> str:
    """A closed hand (a fist round a staff or a palm under a sign): four curled fingers
    scalloped along the grip, the thumb laid across them, the back of the hand lit."""
    d = Path().m(-r, -r * 0.6).q((-r * 1.12, r * 0.1), (-r * 0.96, r * 0.62))
    w = r * 1.92 / 4
    for i in range(4):  # the curled fingers, one knuckle each
        x0 = -r * 0.96 + i * w
        d.q((x0 + w * 0.5, r * 1.12), (x0 + w, r * 0.66))
    d.q((r * 1.12, r * 0.1), (r, -r * 0.6)).q((0, -r * 1.1), (-r, -r * 0.6)).z()
    joints = Path()
    for i in range(1, 4):
        x0 = -r * 0.96 + i * w
        joints.m(x0, r * 0.66).l((x0 - r * 0.04, r * 0.3))
    thumb = Path().m(-r * 0.95, -r * 0.05).q((-r * 0.3, -r * 0.28), (r * 0.3, r * 0.02)).q(
        (r * 0.42, r * 0.2), (r * 0.18, r * 0.26)).q((-r * 0.4, r * 0.24), (-r * 0.95,
                                                                           r * 0.3)).z()
    lit = Path().m(-r * 0.7, -r * 0.62).q((0, -r * 0.92), (r * 0.7, -r * 0.62)).q(
        (0, -r * 0.5), (-r * 0.7, -r * 0.62)).z()
    return group(path(d, SKIN, BLACK, THIN) + path(lit, "#fbe6cc", None)
                 + path(joints, "none", SKIN_D, 1.8) + path(thumb, SKIN, BLACK, THIN * 0.7),
                 x, y, rot)


def cuff(x: float, y: float, r: float, rot: float, tone: Tone) -> str:
    """A turned-back cuff at the wrist."""
    return group(path(Path().m(-r, -r * 0.45).l((r, -r * 0.45), (r * 1.1, r * 0.45)).q(
        (0, r * 0.7), (-r * 1.1, r * 0.45)).z(), tone[0], BLACK, THIN) + line(
        [(-r * 0.9, r * 0.2), (r * 0.9, r * 0.2)], tone[1], 3), x, y, rot)


def horse_head(x: float, y: float, s: float, facing: int, coat: Tone, mane: Tone,
               bridle: str) -> str:
    """A horse's head and arched neck, muzzle towards `facing` (−1 left, 1 right).

    (x, y) is the poll, between the ears; the neck runs back and down from it. Drawn with
    curves: a wedge-shaped head with a rounded muzzle, jaw and cheek, not a box.
    """
    f = facing

    def p(u: float, v: float) -> Point:
        return (x + f * u * s, y + v * s)

    head = Path().m(*p(-6, 0)).c(p(26, -6), p(58, 30), p(92, 78)).c(
        p(112, 104), p(130, 122), p(132, 138)).c(p(134, 154), p(120, 162), p(104, 160)).c(
        p(94, 160), p(86, 156), p(78, 150)).c(p(62, 146), p(50, 140), p(36, 134)).c(
        p(14, 126), p(0, 120), p(-12, 104)).l(p(-62, 150)).l(p(-96, 64)).c(
        p(-82, 22), p(-40, -4), p(-6, 0)).z()
    neck_shade = Path().m(*p(-12, 104)).l(p(-62, 150)).l(p(-80, 104)).c(
        p(-44, 98), p(-22, 84), p(-10, 70)).z()
    jaw_shade = Path().m(*p(36, 134)).c(p(50, 140), p(62, 146), p(78, 150)).c(
        p(70, 138), p(50, 124), p(30, 118)).z()
    cheek = Path().m(*p(-2, 62)).c(p(22, 60), p(40, 90), p(26, 112)).c(p(12, 120), p(-8, 110),
                                                                      p(-10, 88))
    mane_d = Path().m(*p(-12, -2)).c(p(-50, -6), p(-90, 30), p(-108, 70)).l(p(-100, 80)).c(
        p(-112, 100), p(-104, 120), p(-96, 130)).l(p(-84, 100)).c(p(-80, 60), p(-50, 20),
                                                                    p(-10, 8)).z()
    forelock = Path().m(*p(-10, -4)).c(p(10, -10), p(26, 6), p(30, 24)).c(p(16, 14), p(4, 12),
                                                                        p(-6, 14)).z()
    ears = "".join(shaded(Path().m(*p(dx - 9, 4)).q(p(dx - 16, -18), p(dx - 8, -30)).q(
        p(dx + 6, -14), p(dx + 8, 4)).z(), coat, None, THIN) for dx in (-8, 6))
    out = [shaded(mane_d, mane, None, THIN), ears,
           shaded(head, coat, neck_shade, LW * 0.8), path(jaw_shade, coat[1], None),
           path(cheek, "none", coat[1], 3),
           path(Path().m(*p(104, 160)).q(p(96, 150), p(84, 152)), "none", BLACK, 2.4),
           ellipse(*p(118, 138), 5 * s, 3.5 * s, "#2a211c", None),
           path(Path().m(*p(110, 130)).q(p(122, 124), p(128, 136)), "none", coat[1], 2.4),
           ellipse(*p(36, 40), 7.5 * s, 5 * s, "#ffffff", BLACK, 1.8),
           circle(*p(38, 40), 3.6 * s, "#2a211c", None),
           path(Path().m(*p(20, 30)).q(p(36, 24), p(50, 38)), "none", coat[1], 2.2),
           shaded(forelock, mane, None, THIN),
           line([p(-4, 16), p(20, 76), p(88, 128)], bridle, 5),
           line([p(20, 76), p(70, 92)], bridle, 5),
           line([p(88, 128), p(60, 150), p(-10, 170)], bridle, 4),
           circle(*p(88, 128), 5, "#f2ce1a", BLACK, 1.5),
           circle(*p(20, 76), 5, "#f2ce1a", BLACK, 1.5),
           path(Path().m(*p(-30, 20)).q(p(-60, 50), p(-70, 90)), "none", mane[1], 2.4),
           path(Path().m(*p(-50, 20)).q(p(-80, 55), p(-92, 100)), "none", mane[1], 2.4)]
    return "".join(out)


def double(top: Sequence[str], w: float, h: float, seam: Sequence[str] = ()) -> list[str]:
    """The top half, its point reflection, then the seam cover (already point-symmetric).

    The reflection is written as a reference (`svg.double_headed`): the file holds the half
    once, and the renderer rasterises it once and turns the pixels.
    """
    return [*double_headed("".join(top), w, h), *seam]
