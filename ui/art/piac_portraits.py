"""Which head each Piacentine court gets, and what sets its face apart from the others.

`piac_figure.FACES` says which way each figure turns (the hats and the body follow it); this
table adds, card by card, what the prints show of the face itself: where the head looks, how
far it turns, its age, nose, jaw and beard, and the hair's tone (the prints' hair is grey in a
dozen shades, from the Fante di Spade's pale grey to the Re's near-black).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ui.art.piac_front import front_head
from ui.art.piac_head import Face, head

#: per court, the fields of its `Face` that differ from the figure's pose
LOOKS: dict[tuple[str, int], dict[str, Any]] = {
    ("coppe", 11): {"turn": 0.32, "hair": "#5d5b57", "jaw": 0.9},
    ("denari", 11): {"turn": 0.42, "hair": "#55534f", "jaw": 0.85, "full": 0.95},
    ("bastoni", 11): {"turn": 0.28, "hair": "#7b7d75", "jaw": 0.9, "nose": "short"},
    ("spade", 11): {"turn": 0.36, "hair": "#8a8781", "gaze": 1, "jaw": 1.15, "age": 2,
                    "beard": "tuft", "nose": "hooked", "full": 1.05},
    ("coppe", 12): {"turn": 0.36, "hair": "#4e4c49", "jaw": 0.95, "full": 1.15},
    ("denari", 12): {"turn": 0.5, "hair": "#6e6c67", "jaw": 0.85, "full": 0.85},
    ("bastoni", 12): {"hair": "#77746e"},
    ("spade", 12): {"turn": 0.4, "hair": "#66645f", "jaw": 1.05, "long": 0.72, "full": 1.15},
    ("coppe", 13): {"turn": 0.52, "hair": "#4a4845", "gaze": 1, "jaw": 1.0, "full": 1.05},
    ("denari", 13): {"turn": 0.95, "hair": "#3f3d3b", "age": 0, "full": 1.15},
    ("bastoni", 13): {"turn": 0.78, "hair": "#4f4d4a"},
    ("spade", 13): {"turn": 0.3, "hair": "#6a6863", "jaw": 1.05, "long": 1.08, "age": 0},
}


def face_of(suit: str, rank: int, pose: Face) -> Face:
    """The court's face: its pose from the figure, its features from `LOOKS`."""
    return replace(pose, **LOOKS.get((suit, rank), {}))


def portrait(suit: str, rank: int, x: float, y: float, r: float, pose: Face
             ) -> tuple[list[str], list[str]]:
    """(the hair behind, drawn before the neck; the face and its locks, drawn after it):
    three-quarter heads as most prints draw them, profiles and the lost profile where the
    print turns the head that far."""
    fc = face_of(suit, rank, pose)
    return (front_head if fc.turn < 0.6 and not fc.lost else head)(x, y, r, fc)
