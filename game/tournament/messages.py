"""The referee's words, in Italian and English: tie-break notes and tournament labels.

The engine returns `Note(key, params)`; this catalogue turns a note into a sentence. The UI and
the exports use the same sentences, so the screen, the printout and the CLI never disagree.
"""

from __future__ import annotations

from typing import NamedTuple

Lang = str  # "it" or "en"


class Note(NamedTuple):
    """Why a row stands where it does: a message key and its parameters."""

    key: str
    params: tuple[tuple[str, str | int], ...] = ()

    def text(self, lang: Lang = "en") -> str:
        return explain(self, lang)


MESSAGES: dict[str, dict[str, str]] = {
    "it": {
        "tie.h2h": "{first} e {second} a pari punti ({points}): davanti {first} per lo "
                   "scontro diretto ({score}).",
        "tie.h2h.level": "{first} e {second} a pari punti ({points}) e pari anche nello "
                         "scontro diretto ({score}).",
        "tie.h2h.none": "{first} e {second} a pari punti ({points}); lo scontro diretto non "
                        "è ancora stato giocato.",
        "tie.avulsa": "A pari punti ({points}): {tied}. Classifica avulsa, solo gli incontri "
                      "tra loro: {table}.",
        "tie.avulsa.level": "A pari punti ({points}): {tied}. La classifica avulsa non "
                            "scioglie la parità ({table}).",
        "tie.cards": "Ancora in parità: {tied}. Decidono i punti carta totali ({table}).",
        "tie.lots": "Ancora in parità anche nei punti carta: {tied}. Ordine estratto a sorte "
                    "(seme {seed}): {order}.",
        "ko.card-points": "Incontro in parità: passa per i punti carta totali ({score}).",
        "ko.last-trick": "Incontro in parità anche nei punti carta: passa chi ha preso "
                         "l'ultima presa.",
        "ko.bye": "Passa il turno senza giocare (bye).",
        "stage.group": "Girone {group}",
        "stage.round-robin": "Girone all'italiana",
        "round": "Turno {round}",
        "ko.final": "Finale",
        "ko.third": "Finale 3°/4° posto",
        "ko.semi": "Semifinali",
        "ko.quarter": "Quarti di finale",
        "ko.round-of": "Turno a {n}",
        "rests": "riposa",
        "tbd": "da definire",
    },
    "en": {
        "tie.h2h": "{first} and {second} level on {points} points: {first} ahead on the "
                   "head-to-head ({score}).",
        "tie.h2h.level": "{first} and {second} level on {points} points and on the "
                         "head-to-head ({score}).",
        "tie.h2h.none": "{first} and {second} level on {points} points; they have not met "
                        "yet.",
        "tie.avulsa": "Level on {points} points: {tied}. Classifica avulsa (matches among them "
                      "only): {table}.",
        "tie.avulsa.level": "Level on {points} points: {tied}. The classifica avulsa does not "
                            "separate them ({table}).",
        "tie.cards": "Still level: {tied}. Separated by total card points ({table}).",
        "tie.lots": "Still level on card points too: {tied}. Order drawn by lots (seed "
                    "{seed}): {order}.",
        "ko.card-points": "Match level: through on total card points ({score}).",
        "ko.last-trick": "Match level on card points too: through by taking the last trick.",
        "ko.bye": "Through without playing (bye).",
        "stage.group": "Group {group}",
        "stage.round-robin": "Round robin",
        "round": "Round {round}",
        "ko.final": "Final",
        "ko.third": "Third-place match",
        "ko.semi": "Semi-finals",
        "ko.quarter": "Quarter-finals",
        "ko.round-of": "Round of {n}",
        "rests": "rests",
        "tbd": "to be decided",
    },
}


def explain(note: Note, lang: Lang = "en") -> str:
    table = MESSAGES.get(lang, MESSAGES["en"])
    template = table.get(note.key) or MESSAGES["en"].get(note.key, note.key)
    return template.format(**dict(note.params))


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
