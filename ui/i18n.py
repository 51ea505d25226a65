"""Translation catalogues (assets/i18n/<lang>.json): every visible string comes from here."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ui.paths import assets_dir


class Catalogue:
    """Flat key -> text maps per language; a missing key falls back to Italian, then the key."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else assets_dir() / "i18n"
        self._maps: dict[str, dict[str, str]] = {}
        self.missing: set[str] = set()

    def strings(self, language: str) -> dict[str, str]:
        if language not in self._maps:
            path = self.root / f"{language}.json"
            data = json.loads(path.read_text(encoding="utf-8"))
            self._maps[language] = {str(k): str(v) for k, v in data.items()}
        return self._maps[language]

    def t(self, language: str, key: str, **fmt: Any) -> str:
        text = self.strings(language).get(key)
        if text is None:
            self.missing.add(key)
            text = self.strings("it").get(key, key)
        return text.format(**fmt) if fmt else text
