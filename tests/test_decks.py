"""The deck registry is the one list of deck styles."""

from __future__ import annotations

from ui.art import common, render
from ui.art.decks import BY_KEY, DECKS, STYLES
from ui.settings import DECK_STYLES


def test_every_list_of_decks_reads_the_registry() -> None:
    assert STYLES == DECK_STYLES == ("napoletane", "piacentine", "french")
    for d in DECKS:
        assert BY_KEY[d.key] is d
        assert render.ASPECT[d.key] == d.width / 1000 == common.WIDTH[d.key] / 1000
        assert len(render.SUIT_NAMES[d.key]) == 4 and render.BACKS[d.key]
        assert len(d.ranks) == (13 if d.suits == "french" else 10)
        assert d.name("it") and d.name("en")
