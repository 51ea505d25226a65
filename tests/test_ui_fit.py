"""Every string of both catalogues has its glyphs and fits its box in the smallest window
(1024×640) with the largest text size: buttons and settings by their own width, lines by the
window, long texts word by word in the narrowest column they wrap in; and the screens drawn
there squeeze no text to make it fit."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json
import re
from collections.abc import Iterator

import pygame
import pygame.freetype
import pytest

import ui.widgets
from game.match import MatchFormat
from ui.app import App
from ui.paths import assets_dir
from ui.scenes.handend import HandEndScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.matchend import MatchEndScene
from ui.scenes.menu import MenuScene
from ui.scenes.messages import MessagesScene
from ui.scenes.settings import SettingsScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene
from ui.theme import WEIGHTS, font_file
from ui.tools.harness import ai_session, make_app, run_until, top_is
from ui.widgets import Choice

SMALLEST = (1024, 640)
LANGS = ("it", "en")


def catalogue(lang: str) -> dict[str, str]:
    """Every text of a language, plural forms as `key#form`."""
    data = json.loads((assets_dir() / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            out.update({f"{key}#{form}": text for form, text in value.items() if form != "by"})
        else:
            out[key] = value
    return out


def sample(text: str) -> str:
    """The text as shown: placeholders filled with a long plausible value."""
    return re.sub(r"{(\w+)}", lambda m: "Nonna Pina" if "name" in m.group(1) else "888", text)


@pytest.fixture
def app(tmp_path: pytest.TempPathFactory) -> Iterator[App]:
    a = make_app(SMALLEST, root=tmp_path)  # type: ignore[arg-type]
    a.settings.text_size = "large"
    a.resize(SMALLEST)
    yield a
    pygame.display.quit()


@pytest.mark.parametrize("weight", WEIGHTS)
def test_no_string_of_either_catalogue_lacks_a_glyph(weight: str) -> None:
    pygame.freetype.init()
    face = pygame.freetype.Font(str(font_file(weight)), 20)
    missing = {text for lang in LANGS for text in catalogue(lang).values()
               if any(m is None and ch.strip()
                      for ch, m in zip(text, face.get_metrics(text), strict=True))}
    assert not missing, sorted(missing)[:5]


# Where strings are shown, in design units (1 unit = 1 px at 1280×720), by key.
BUTTONS = re.compile(r"^(menu\.(?!.*tip)[a-z_]+|common\.back|handend\.(continue|details|"
                     r"hide_details|show_hands|hide_hands|review|replay_deal)|matchend\.(again|menu)|"
                     r"handoff\.ready|messages\.clear|stats\.recent)$")
WRAPPED = re.compile(r"(\.body|\.tip|\.ask$|^handend\.deck_order$|^msg\.|\.why$|^why\.|"
                     r"^lesson\.[a-z0-9]+\.\d|"
                     r"^handoff\.pass$|^menu\.replace_save$|"
                     r"^tournament\.hub\.bracket_later$|^variants\.)")


@pytest.mark.parametrize("lang", LANGS)
def test_every_string_fits_its_box_at_1024x640_with_large_text(app: App, lang: str) -> None:
    app.settings.language = lang
    fonts = app.fonts
    unit = app.layout.unit
    too_wide: list[str] = []
    for key, text in catalogue(lang).items():
        shown = sample(text)
        key = key.split("#")[0]  # a plural form is shown where its key is
        if WRAPPED.search(key) or "\n" in text:
            # Wrapped in a column no narrower than 360 units: every word must fit.
            for word in re.split(r"[\s]+", shown):
                if fonts.get(24).size(word)[0] > 360 * unit:
                    too_wide.append(f"{key}: {word}")
            continue
        if BUTTONS.match(key):
            # The menu's column, or the narrowest row of buttons (end of hand), less padding.
            box = 360 - 20 if key.startswith("menu.") else 250 - 20
            size = 26
        else:
            box = 1280 - 80  # a line across the window, inside its margins
            size = 26
        if fonts.get(size).size(shown)[0] > box * unit:
            too_wide.append(f"{key}: {shown}")
    assert not too_wide, too_wide


def _cycle(app: App, scene: SettingsScene) -> None:
    """Draw every value of every choice (then put each back)."""
    for widget in scene.group.widgets:
        if isinstance(widget, Choice):
            first = widget.get()
            for _ in widget.options():
                widget.adjust(1)
                app.step(1 / 60, [])
                if widget.get() == first:
                    break
            widget.set(first)


@pytest.mark.parametrize("lang", LANGS)
def test_the_screens_squeeze_no_text_at_1024x640_with_large_text(
        app: App, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app.settings.language = lang
    squeezed: list[tuple[int, int]] = []
    real = ui.widgets._fit

    def spy(img: pygame.Surface, width: int) -> pygame.Surface:
        if img.get_width() > width > 0:
            squeezed.append((img.get_width(), width))
        return real(img, width)

    monkeypatch.setattr(ui.widgets, "_fit", spy)
    app.push(MenuScene(app))
    app.step(1 / 60, [])
    settings = SettingsScene(app)
    app.push(settings)
    _cycle(app, settings)
    app.settings.language = lang
    for scene in (StatsScene(app), MessagesScene(app)):
        app.push(scene)
        app.step(1 / 60, [])
        app.pop()
    assert not squeezed, f"{len(squeezed)} squeezed, e.g. {squeezed[:3]}"
    session = ai_session("classic-4", seed=3, humans=2)
    table = TableScene(app, session)
    app.reset(table)
    app.push(HandoffScene(app, "Nonna Pina", lambda: None, seat=table.seat_words(2)))
    app.step(1 / 60, [])
    app.settings.anim_speed = "instant"
    solo = ai_session("classic-4", seed=3)
    solo.format = MatchFormat.single()
    app.reset(TableScene(app, solo))
    run_until(app, top_is(HandEndScene))
    end = app.top
    assert isinstance(end, HandEndScene)
    end.counted = end.total
    for hands, details in ((False, False), (True, False), (True, True)):
        end.show_hands, end.show_details = hands, details
        app.step(1 / 60, [])
    end.proceed()
    run_until(app, top_is(MatchEndScene), 10)
    app.step(1 / 60, [])
    assert not squeezed, f"{len(squeezed)} squeezed, e.g. {squeezed[:3]}"
