"""The tournament screens' words: keys `tournament.<key>` of the game's words (`game.words`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ui.app import App

PREFIX = "tournament."


def lang(app: App) -> str:
    return "it" if app.settings.language == "it" else "en"


def tr(app: App, key: str, **fmt: Any) -> str:
    text = app.t(PREFIX + key, **fmt)
    if app.fonts.rendered is not None:
        app.fonts.rendered.add(text)
    return text
