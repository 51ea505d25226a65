"""The tournament screens' words: their own catalogue (assets/i18n/tournament/<lang>.json),
read by the same `Catalogue` as the rest of the UI, so the two can grow without conflicts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.i18n import Catalogue
from ui.paths import assets_dir

if TYPE_CHECKING:
    from ui.app import App

CATALOGUE = Catalogue(assets_dir() / "i18n" / "tournament")


def lang(app: App) -> str:
    return "it" if app.settings.language == "it" else "en"


def tr(app: App, key: str, **fmt: Any) -> str:
    text = CATALOGUE.t(lang(app), key, **fmt)
    if app.fonts.rendered is not None:
        app.fonts.rendered.add(text)
    return text
