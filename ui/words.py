"""Small rules of language the word files alone cannot carry: lists of names, numbers, verbs.

A pair or a team is "Nonna Pina e Carmela" and takes the plural verb ("vincono"); decimals use
the language's separator ("82,0" in Italian).
"""

from __future__ import annotations

import datetime
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



def date_time(app: App, when: str, today: datetime.date | None = None) -> str:
    """"2026-11-23 17:05" in the player's language: "oggi, 17:05", "ieri, 9:30",
    "23 nov 2026, 17:05" ("today, 17:05", "23 Nov 2026, 17:05"); the text unchanged when
    it is not such a stamp."""
    try:
        moment = datetime.datetime.strptime(when, "%Y-%m-%d %H:%M")
    except ValueError:
        return when
    today = today or datetime.date.today()
    clock = f"{moment.hour}:{moment.minute:02d}"
    days = (today - moment.date()).days
    if days in (0, 1):
        return app.t("words.today" if days == 0 else "words.yesterday", time=clock)
    return app.t("words.date", day=moment.day, month=month(app, moment.month),
                 year=moment.year, time=clock)


def day_month(app: App, day: str) -> str:
    """"2026-11-23" as "23 nov" / "23 Nov"; the text unchanged when it is not a date."""
    try:
        d = datetime.date.fromisoformat(day)
    except ValueError:
        return day
    return f"{d.day} {month(app, d.month)}"


def month(app: App, n: int) -> str:
    """The month's short name in the player's language (1 = January)."""
    return app.t("words.months").split()[n - 1]
