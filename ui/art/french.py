"""Stub."""


def face(suit: str, rank: int) -> str:
    from ui.art.napoletane import face as f
    return f("coppe", 2)
