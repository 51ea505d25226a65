"""Every visible string comes from the catalogue: Italian mode shows no English."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import re
from pathlib import Path

import pygame
import pytest

from game.catalogue import LEVELS, VARIANTS
from game.version import PROJECT_URL
from game.words import Entry, Words, WordsError
from ui.app import App
from ui.paths import assets_dir
from ui.scenes.handend import HandEndScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.matchend import MatchEndScene
from ui.scenes.menu import MenuScene
from ui.scenes.newgame import NewGameScene
from ui.scenes.pause import PauseScene
from ui.scenes.rules import PAGES, RulesScene
from ui.scenes.settings import SettingsScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene
from ui.settings import system_language
from ui.tools.harness import ai_session, make_app, run_until, top_is


def catalogue(lang: str) -> dict[str, str]:
    """Every text of a language, plural forms included (as `key[form]`)."""
    return Words().flat(lang)


def fields(entry: Entry) -> set[str]:
    texts = [entry] if isinstance(entry, str) else [v for k, v in entry.items() if k != "by"]
    found = {frozenset(re.findall(r"{(\w+)}", t)) for t in texts}
    assert len(found) == 1, f"plural forms with different placeholders: {entry}"
    return set(next(iter(found)))


def test_catalogues_have_the_same_keys_and_placeholders() -> None:
    words = Words()
    it, en = words.entries("it"), words.entries("en")
    assert set(it) == set(en), set(it) ^ set(en)
    for key in it:
        assert fields(it[key]) == fields(en[key]), key
        for entry in (it[key], en[key]):
            if isinstance(entry, dict):
                assert entry["by"] in fields(entry), key  # the count is shown
    # The three catalogues of before are one: screens, tournament wing, referee's notes.
    assert any(k.startswith("tournament.") for k in it)
    assert any(k.startswith("referee.") for k in it)
    assert not (assets_dir() / "i18n" / "tournament").exists()


@pytest.mark.parametrize(("lang", "one", "two"), [("it", "1 punto", "2 punti"),
                                                   ("en", "1 point", "2 points")])
def test_plural_forms_follow_the_count(lang: str, one: str, two: str) -> None:
    words = Words()
    assert words.t(lang, "action.bid_points", points=1) == one
    assert words.t(lang, "action.bid_points", points=2) == two
    assert words.t(lang, "action.bid_points", points=0).startswith("0 ")
    assert words.t(lang, "action.bid_points", points=0) != f"0 {one.split()[1]}"


def test_a_damaged_catalogue_is_refused_with_the_key(tmp_path: Path) -> None:
    (tmp_path / "it.json").write_text('{"a": "x", "b": {"one": "1"}}', encoding="utf-8")
    with pytest.raises(WordsError, match="'b'"):
        Words(tmp_path).t("it", "a")
    (tmp_path / "en.json").write_text("[1, 2", encoding="utf-8")
    with pytest.raises(WordsError, match="not JSON"):
        Words(tmp_path).t("en", "a")


def visit_everything(app: App) -> None:
    """Every scene, every rules page, a played hand with its end, a hand-off, the match end."""
    app.fonts.rendered = set()
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60, [])
    for scene in (NewGameScene(app), SettingsScene(app), StatsScene(app)):
        app.push(scene)
        app.step(1 / 60, [])
        app.pop()
    rules = RulesScene(app)
    app.push(rules)
    for i in range(len(PAGES)):
        rules.page = i
        for scroll in range(0, 60, 8):
            rules.scroll = scroll
            app.step(1 / 60, [])
    app.pop()
    session = ai_session("classic-4", seed=2, humans=1)
    table = TableScene(app, session)
    app.push(table)
    run_until(app, lambda a: table.human_to_act())
    table.show_hint()
    app.step(1 / 60, [])
    app.push(PauseScene(app, table))
    app.step(1 / 60, [])
    app.pop()
    table.session.seats[0] = table.session.seats[0].__class__("Maria", False, "esperto")
    run_until(app, top_is(HandEndScene))
    end = app.top
    assert isinstance(end, HandEndScene)
    end.counted = end.total
    app.step(1 / 60, [])
    end.show_hands = True
    app.step(1 / 60, [])
    end.proceed()
    run_until(app, top_is(MatchEndScene), 10)
    app.step(1 / 60, [])
    hot = ai_session("classic-2", seed=1, humans=2)
    app.reset(TableScene(app, hot))
    run_until(app, top_is(HandoffScene))
    app.step(1 / 60, [])


NAMES = {"Maria", "Luca", "Giulia", "Paolo", "Anna", "Marco"}


@pytest.mark.parametrize("lang,other", [("it", "en"), ("en", "it")])
def test_no_string_of_the_other_language(tmp_path: Path, lang: str, other: str) -> None:
    app = make_app(root=tmp_path, language=lang)
    visit_everything(app)
    rendered = app.fonts.rendered or set()
    assert len(rendered) > 60
    mine = set(catalogue(lang).values())
    # Names the game's catalogue gives in each language (variants, AI levels) are words too.
    names = [v.name(lang) for v in VARIANTS] + [lv.name(lang) for lv in LEVELS]
    everything_mine = "\n".join([*mine, *names])
    # Other-language texts that my language does not also use (names such as "Scoperta" are
    # shared on purpose).
    foreign = {v for v in catalogue(other).values() if v not in everything_mine and len(v) > 3
               and "{" not in v}
    assert not rendered & foreign
    # Formatted texts: the fixed words around the placeholders must not be the other language.
    patterns = [re.compile("^" + re.escape(v).replace(r"\{", "{").replace(r"\}", "}")
                           .replace("{", "(?P<").replace("}", ">.*)")
                           .replace("(?P<", "(?:").replace(">.*)", ".*)") + "$")
                for v in catalogue(other).values()
                if "{" in v and v not in set(catalogue(lang).values())
                and len(re.sub(r"{\w+}", "", v).strip(" :·")) > 3]
    leaks = [s for s in rendered for p in patterns if p.match(s)]
    assert not leaks, leaks[:5]
    assert not app.catalogue.missing
    # And nothing on screen is text the catalogue does not explain.
    own = [re.compile("^" + re.sub(r"\\{\w+\\}", ".*", re.escape(v)) + "$", re.S)
           for v in catalogue(lang).values() if "{" in v]

    def explained(text: str) -> bool:
        text = re.sub(r"^\d+\. |^‹ (.*) ›$", r"\1", text)  # "2. Maria", "‹ value ›"
        if any(o.match(text) for o in own):
            return True
        parts = text.replace(" + ", " · ").split(" · ")
        return all(p in everything_mine or p in NAMES or p.strip("★›‹ ").isdigit()
                   or p.startswith(PROJECT_URL)  # the address is no language's words
                   or not p.strip("★›‹ ") or any(o.match(p) for o in own) for p in parts)

    unexplained = sorted(t for t in rendered if not explained(t))
    assert not unexplained, unexplained[:8]


def test_language_switch_applies_at_once(tmp_path: Path) -> None:
    app = make_app(root=tmp_path, language="it")
    app.fonts.rendered = set()
    app.push(MenuScene(app))
    app.step(1 / 60, [])
    assert "Nuova partita" in app.fonts.rendered
    settings = SettingsScene(app)
    app.push(settings)
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")
    app.step(1 / 60, [right])
    app.fonts.rendered.clear()
    app.step(1 / 60, [])
    assert "Settings" in app.fonts.rendered and "Impostazioni" not in app.fonts.rendered


def test_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert system_language() == "it"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert system_language() == "en"
