"""The game's words, Italian and English: `assets/i18n/<lang>.json`.

Screens, the tournament wing, the referee's notes and the exports all word things from here,
so they never disagree. A value is a text with `{name}` placeholders, or, for words that
count, plural forms chosen by one placeholder:
``{"by": "points", "one": "{points} punto", "other": "{points} punti"}``.
Italian and English both say "one" for exactly 1 and "other" for any other number; a language
with more forms adds its rule to `PLURAL_RULES`.

The words are read once per language and checked as they are read: a damaged file raises
`WordsError` naming the key, rather than showing a player half a screen of keys.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

LANGUAGES = ("it", "en")
FALLBACK = "it"
PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "it": lambda n: "one" if n == 1 else "other",
    "en": lambda n: "one" if n == 1 else "other",
}

Entry = str | dict[str, str]


class WordsError(ValueError):
    """A word file that is missing, not JSON, or holds a value of the wrong shape."""


def words_dir() -> Path:
    """`assets/i18n`, also inside a PyInstaller bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    root = Path(frozen) if frozen else Path(__file__).resolve().parents[1]
    return root / "assets" / "i18n"


def _entry(key: str, value: Any, language: str) -> Entry:
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and all(isinstance(v, str) for v in value.values()):
        forms = set(value) - {"by"}
        needed = {PLURAL_RULES[language](n) for n in (0, 1, 2, 5, 11, 21, 100)}
        if "by" in value and forms >= needed:
            return dict(value)
    raise WordsError(f"{language}.json: {key!r} must be a text or plural forms "
                     f'{{"by": NAME, "one": ..., "other": ...}}')


def parse(text: str, language: str) -> dict[str, Entry]:
    """One language's words from their JSON text, checked."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise WordsError(f"{language}.json is not JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise WordsError(f"{language}.json must be an object of key: text")
    return {str(k): _entry(str(k), v, language) for k, v in data.items()}


def placeholders(text: str) -> set[str]:
    """The `{name}` fields of a text (what the test compares across languages)."""
    out: set[str] = set()
    i = 0
    while (start := text.find("{", i)) >= 0:
        end = text.find("}", start)
        if end < 0:
            break
        out.add(text[start + 1:end])
        i = end + 1
    return out


class Words:
    """Key -> text per language; a missing key falls back to Italian, then to the key itself
    (and is remembered in `missing`, which the tests check stays empty)."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else words_dir()
        self._maps: dict[str, dict[str, Entry]] = {}
        self.missing: set[str] = set()

    def entries(self, language: str) -> dict[str, Entry]:
        if language not in self._maps:
            path = self.root / f"{language}.json"
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise WordsError(f"cannot read {path}: {exc}") from exc
            self._maps[language] = parse(text, language)
        return self._maps[language]

    def flat(self, language: str) -> dict[str, str]:
        """Every text of a language, plural forms as `key[form]`: for audits and tests."""
        out: dict[str, str] = {}
        for key, entry in self.entries(language).items():
            if isinstance(entry, str):
                out[key] = entry
            else:
                out.update({f"{key}[{f}]": v for f, v in entry.items() if f != "by"})
        return out

    def t(self, language: str, key: str, **fmt: Any) -> str:
        entry = self.entries(language).get(key)
        if entry is None:
            self.missing.add(key)
            entry = self.entries(FALLBACK).get(key, key)
            language = FALLBACK
        return render(entry, language, fmt)


def render(entry: Entry, language: str, fmt: Mapping[str, Any]) -> str:
    """The text of an entry with its placeholders filled, the plural form chosen by count."""
    if isinstance(entry, dict):
        count = fmt.get(entry["by"], 0)
        form = PLURAL_RULES.get(language, PLURAL_RULES["en"])(
            int(count) if isinstance(count, (int, float)) else 0)
        entry = entry.get(form, entry["other"])
    return entry.format(**fmt) if fmt else entry


WORDS = Words()
"""The shipped words, read lazily: what the referee's notes and the exports use."""
