"""Each Piacentine court's face, after the prints.

Which way the figure faces (`facing`: the hat and the body follow it) and, card by card, what
the prints show of the face itself: where the head looks, how far it turns, its age, nose, jaw
and beard, and the hair's tone (the prints' hair is grey in a dozen shades, from the Fante di
Spade's pale grey to the Re's near-black).
"""

from __future__ import annotations

from ui.art.piac_front import front_head
from ui.art.piac_head import Face, head

FACES: dict[tuple[str, int], Face] = {
    ("coppe", 11): Face(facing=1, turn=0.32, hair="#5d5b57", jaw=0.9),
    ("denari", 11): Face(facing=-1, turn=0.42, nose="short", hair="#55534f", full=0.95, gaze=1,
                         jaw=0.85),
    ("bastoni", 11): Face(facing=-1, turn=0.28, nose="short", hair="#7b7d75", full=0.85, jaw=0.9),
    ("spade", 11): Face(facing=-1, turn=0.36, nose="hooked", age=2, beard="tuft", hair="#8a8781",
                        full=1.05, gaze=1, jaw=1.15),
    ("coppe", 12): Face(facing=-1, turn=0.36, nose="short", hair="#4e4c49", full=1.15, gaze=1,
                        jaw=0.95),
    ("denari", 12): Face(facing=-1, turn=0.5, hair="#6e6c67", full=0.85, jaw=0.85),
    ("bastoni", 12): Face(facing=-1, turn=1.0, hair="#77746e", full=0.9, lost=True),
    ("spade", 12): Face(facing=-1, turn=0.4, nose="short", hair="#66645f", full=1.15, gaze=1,
                        jaw=1.05, long=0.72),
    ("coppe", 13): Face(facing=1, turn=0.52, hair="#4a4845", full=1.05, gaze=1),
    ("denari", 13): Face(facing=1, turn=0.95, nose="hooked", hair="#3f3d3b", full=1.15),
    ("bastoni", 13): Face(facing=-1, turn=0.78, hair="#4f4d4a", full=0.95),
    ("spade", 13): Face(facing=-1, turn=0.3, hair="#6a6863", full=1.05, gaze=1, jaw=1.05,
                        long=1.08),
}


def portrait(x: float, y: float, r: float, face: Face) -> tuple[list[str], list[str]]:
    """(the hair behind, drawn before the neck; the face and its locks, drawn after it):
    three-quarter heads as most prints draw them, profiles and the lost profile where the
    print turns the head that far."""
    return (front_head if face.turn < 0.6 and not face.lost else head)(x, y, r, face)
