"""The four-colour French deck: the French drawings with one colour per suit (spades black,
hearts red, diamonds blue, clubs green), so no two suits look alike at a glance. Its entry in
`ui.art.decks` names this module, as every deck's entry names its drawing."""

from __future__ import annotations

from ui.art import french


def face(suit: str, rank: int) -> str:
    return french.face(suit, rank, "french4")
