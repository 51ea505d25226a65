"""The Napoletane courts' costume and pose records, and the figure region's print manner."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ui.art.craft import HAIR, toned
from ui.art.nap_engrave import region
from ui.art.svg import Point

OUT = 5.6  # figure outline
SKIN, SKIN_SHADE, HAIR_BROWN = "#f6d6b4", "#d9a87f", "#6b4520"
WHITE, GOLD = "#fbf8ef", "#e9c534"


def tone(pts: Sequence[Point], fill: str, angle: float = 20.0, shade: float = 0.38,
         step: float = 8.0, highlight: bool = False) -> str:
    """A figure region in the previous rounds' manner (two tones, straight hatching): the
    French courts still draw their figures with it."""
    return toned(pts, fill, sw=OUT, step=step, angle=angle, shade=shade, hatch_sw=HAIR,
                 highlight=highlight)


def etone(pts: Sequence[Point], fill: str, angle: float = 20.0, shade: float = 0.38,
          step: float = 8.0, highlight: bool = False) -> str:
    """A Napoletane figure region engraved in the print's manner (nap_engrave.region)."""
    return region(pts, fill, sw=OUT, angle=angle, shade=shade, step=step, highlight=highlight)


@dataclass(frozen=True)
class Dress:
    """A court's costume: colours of each garment and the cut of the lower half."""

    doublet: str
    sleeves: str
    lower: str  # breeches (Fante, Cavallo) or the tunic's skirt (Re)
    hose: str
    hat: str
    hat_kind: str  # "beret", "cap", "turban", "crown"
    feather: str | None = None
    vest: str | None = None  # an open jerkin over the doublet
    garter: str | None = None
    shoes: str = WHITE
    hair: str = HAIR_BROWN
    beard: bool = False
    moustache: bool = False
    cape: str | None = None
    lining: str | None = None
    collar: str = WHITE
    mozzetta: str | None = None  # a king's short shoulder cape, spotted like ermine
    breeches: bool = False  # a king in puffed breeches instead of a tunic's skirt
    front: bool = False  # the face turned to the viewer instead of three-quarter
    brocade: bool = False  # the cape's lining figured with gold scrolls
    caps: str | None = None  # puffed caps over the tops of the sleeves, in this colour
    puff: float = 0.72  # how far down the upper arm those caps reach (1 to the elbow)
    ermine: bool = True  # a king's short cape (mozzetta) of ermine, or plain cloth
    socks: str | None = None  # stockings over the hose from below the knee, in this colour
    look: int = 0  # the head turned the other way from the body (-1 / 1), 0 the body's way
    skirt: float = 200.0  # length of a king's tunic skirt below the waist
    swing: float = 0.0  # how far a king's cape trails out on the floor to the right
    short_hair: bool = False  # cropped at the ears (the riders), not falling to the neck
    belt: str = GOLD  # the belt's colour (the Re di Denari's is white with a red jewel)
    lobes: float = 1.0  # the breeches' width (below 1 slimmer than the full puffed pair)
    long_hair: bool = False  # falling past the jaw to the shoulders (Fante di Spade)
    profile: bool = False  # the head in profile (a rider looking ahead), not three-quarter
    head: float = 1.0  # the head's size against the deck's usual one, as each card draws it


@dataclass(frozen=True)
class Pose:
    """Joints of a standing figure, in card units; `facing` +1 looks right, -1 left."""

    x: float
    feet: float
    facing: int
    front_arm: tuple[Point, Point]  # elbow, hand of the arm on the viewer's right
    back_arm: tuple[Point, Point]  # elbow, hand of the arm on the viewer's left
    stance: tuple[float, float] = (-34.0, 34.0)  # feet x offsets, left and right
    knees: tuple[float, float] = (0.0, 0.0)  # knee x offsets from the straight line
    free: int = 0  # contrapposto: the leg (-1 left, +1 right) that bears no weight, 0 none
    extra: list[str] = field(default_factory=list)
    over_sleeves: str = ""  # drawn over the arms but under a king's collar and the head
    turn: float = 0.0  # the body turned towards `facing` (0 square on, 0.15 a clear turn)


__all__ = ["GOLD", "HAIR_BROWN", "OUT", "SKIN", "SKIN_SHADE", "WHITE", "Dress", "Pose", "etone",
           "tone"]
