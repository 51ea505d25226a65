"""Small rules of language the word files alone cannot carry: lists of names, numbers, verbs.

A pair or a team is "Nonna Pina e Carmela" and takes the plural verb ("vincono"); decimals use
the language's separator ("82,0" in Italian).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ui.app import App


def join_names(app: App, names: Sequence[str]) -> str:
    """"A", "A e B", "A, B e C" (English: "A and B")."""
    if len(names) <= 1:
        return "".join(names)
    return app.t("words.names", first=", ".join(names[:-1]), last=names[-1])


def agreeing(app: App, key: str, count: int, **fmt: Any) -> str:
    """`key.one` for one (a player, a point), `key.many` for more (a pair, a team, 2 points)."""
    return app.t(f"{key}.{'one' if count == 1 else 'many'}", **fmt)


def number(app: App, value: float, decimals: int = 1) -> str:
    """A decimal in the player's language: 82.0 in English, 82,0 in Italian."""
    text = f"{value:,.{decimals}f}"
    if app.settings.language == "it":
        text = text.replace(",", "\u2009").replace(".", ",").replace("\u2009", ".")
    return text


def percent(app: App, fraction: float) -> str:
    """A share as a whole percentage in the player's language ("57 %" / "57%")."""
    value = round(fraction * 100)
    return f"{value} %" if app.settings.language == "it" else f"{value}%"

