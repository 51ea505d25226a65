"""The referee's words: tie-break notes and tournament labels, worded by the game's words.

The engine returns `Note(key, params)`; `explain` turns a note into a sentence from the
game's words (`game.words`, keys `referee.<key>`). The UI and the exports use the
same sentences, so the screen, the printout and the CLI never disagree.
"""

from __future__ import annotations

from typing import NamedTuple

from game.words import LANGUAGES, WORDS

Lang = str  # "it" or "en"


class Note(NamedTuple):
    """Why a row stands where it does: a message key and its parameters."""

    key: str
    params: tuple[tuple[str, str | int], ...] = ()

    def text(self, lang: Lang = "en") -> str:
        return explain(self, lang)


REFEREE = "referee."
"""The notes' keys in the game's words (`game.words`, assets/i18n)."""


def explain(note: Note, lang: Lang = "en") -> str:
    return WORDS.t(lang if lang in LANGUAGES else "en", REFEREE + note.key, **dict(note.params))


def say(key: str, lang: Lang = "en", **params: str | int) -> str:
    return explain(Note(key, tuple(params.items())), lang)


def group_letter(g: int) -> str:
    return chr(ord("A") + g) if g < 26 else str(g + 1)


def round_title(round_index: int, rounds: int, lang: Lang = "en") -> str:
    """'Final', 'Semi-finals', … for knock-out round `round_index` of `rounds`."""
    left = rounds - round_index
    if left == 1:
        return say("ko.final", lang)
    if left == 2:
        return say("ko.semi", lang)
    if left == 3:
        return say("ko.quarter", lang)
    return say("ko.round-of", lang, n=2 ** left)
