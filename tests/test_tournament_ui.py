"""Tournament screens, headless: the wizard creates, the hub runs AI matches and exports, the
table plays (and a watched match is the very match the background would play)."""

from __future__ import annotations

import json
import os
import time

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.match import MatchFormat
from game.rules import preset
from game.tournament.agents import default_runner
from game.tournament.event import Tournament
from game.tournament.model import EventConfig, Participant, Player
from game.tournament.play import play_fixture
from game.tournament.store import save
from ui.app import App
from ui.paths import UserDirs
from ui.scenes.handend import HandEndScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.table import TableScene
from ui.tournament.at_table import TournamentTableScene
from ui.tournament.hub import TABS, TournamentScene
from ui.tournament.listing import TournamentsScene
from ui.tournament.session import Session
from ui.tournament.watch import WatchTableScene
from ui.tournament.wizard import WizardScene
from ui.wiring import wire


@pytest.fixture
def app(tmp_path):
    a = wire(App(dirs=UserDirs.under(tmp_path), headless=True, size=(1280, 720)))
    a.settings.language = "it"
    yield a
    pygame.display.quit()


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def event(n_pairs=4, human=(), seed=3, variant="classic-4", fmt=None):
    cfg = EventConfig("Festa", "round-robin", preset(variant), seed=seed,
                      group_match=fmt or MatchFormat.single())
    size = len(preset(variant).teams[0])
    people = [Participant(i, f"Coppia {i + 1}",
                          tuple(Player(f"P{i}{k}", None if i in human else "principiante")
                                for k in range(size))) for i in range(n_pairs)]
    return Tournament.create(cfg, people)


def test_the_wizard_creates_and_saves_a_tournament(app, tmp_path):
    wiz = WizardScene(app, tmp_path / "tornei")
    app.push(wiz)
    for _ in range(len(wiz.d.name)):
        app.step(0.016, [key(pygame.K_BACKSPACE)])
    app.step(0.016, [pygame.event.Event(pygame.TEXTINPUT, text=t) for t in "Sagra 2026"])
    assert wiz.d.name == "Sagra 2026"
    app.step(0.016, [key(pygame.K_DOWN), key(pygame.K_RIGHT)])  # format: round robin -> groups
    assert wiz.d.kind == "groups"
    for _ in range(3):
        wiz.next_button.activate()
        app.step(0.016, [])
    assert wiz.step == 3 and wiz.error == ""
    wiz.next_button.activate()
    assert isinstance(app.top, TournamentScene)
    files = list((tmp_path / "tornei").glob("*.json"))
    assert [f.name for f in files] == ["sagra-2026.json"]
    assert app.top.s.t.config.kind == "groups"
    for tab in TABS:
        app.top.show(tab)
        app.step(0.016, [])
    assert not app.words.missing


def test_the_wizard_shows_a_refused_combination_instead_of_crashing(app, tmp_path):
    wiz = WizardScene(app, tmp_path)
    app.push(wiz)
    wiz.d.points, wiz.d.group_fmt = "seed-003", "bo3"
    for _ in range(3):
        wiz.next_button.activate()
    app.step(0.016, [])
    assert "all5" in wiz.error
    wiz.next_button.activate()
    assert app.top is wiz and not list(tmp_path.glob("*.json"))


def test_the_hub_runs_ai_matches_in_the_background_and_exports(app, tmp_path):
    t = event(5)
    session = Session(t, tmp_path / "festa.json")
    hub = TournamentScene(app, session)
    app.push(hub)
    app.step(0.016, [key(pygame.K_1)])
    assert hub.tab == "schedule"
    hub.toggle_ai()
    deadline = time.time() + 60
    while not t.is_over and time.time() < deadline:
        app.step(0.016, [])
        time.sleep(0.01)
    while session.busy and time.time() < deadline:  # the thread saves, then ends
        app.step(0.016, [])
        time.sleep(0.01)
    assert t.is_over and not session.busy and session.error is None
    for tab in TABS:
        hub.show(tab)
        app.step(0.016, [])
    hub.export()
    assert (tmp_path / "festa-standings.csv").exists() and (tmp_path / "festa.html").exists()
    assert "festa.html" in hub.toast


def _finish_at_table(app, fx, keys=(), max_frames=20000):
    """Step the game's table until the fixture is recorded, pressing `keys` at the table and
    Enter on the end-of-hand screens (the first finishes the count, the second goes on)."""
    for _ in range(max_frames):
        if fx.done and not isinstance(app.top, TableScene):
            return
        if isinstance(app.top, HandEndScene):
            app.step(0.016, [key(pygame.K_RETURN)])
        else:
            app.step(0.1, [key(k) for k in keys])
    raise AssertionError("the match did not end")


def test_a_watched_match_is_exactly_the_background_match(app, tmp_path):
    t = event(4, fmt=MatchFormat.best_of(3))
    twin = Tournament.from_dict(t.to_dict())
    fx = t.next_fixture()
    app.settings.anim_speed = "instant"
    scene = WatchTableScene(app, Session(t, tmp_path / "w.json"), fx)
    assert isinstance(scene, TableScene)  # the game's own table, not a second one
    app.push(scene)
    _finish_at_table(app, fx)
    assert fx.done
    play_fixture(twin, twin.fixture(fx.id), default_runner())  # what the background uses
    assert fx.hands == twin.fixture(fx.id).hands
    assert json.loads((tmp_path / "w.json").read_text())["fixtures"][0]["done"]


def test_a_human_plays_at_the_table_with_keys(app, tmp_path):
    t = event(2, human=(0,), variant="classic-2")
    fx = t.next_fixture()
    app.settings.anim_speed = "instant"
    scene = TournamentTableScene(app, Session(t, tmp_path / "h.json"), fx)
    app.push(scene)
    assert scene.session.human_seats and not scene.concealed
    _finish_at_table(app, fx, keys=(pygame.K_1, pygame.K_RETURN))
    assert fx.done and len(fx.hands) >= 1
    assert app.top is not scene


def test_two_humans_get_a_curtain_between_their_turns(app, tmp_path):
    t = event(2, human=(0, 1), variant="classic-2")
    app.settings.anim_speed = "instant"
    app.settings.one_key_play = True  # 1 plays the first card at once
    scene = TournamentTableScene(app, Session(t, tmp_path / "h.json"), t.next_fixture())
    app.push(scene)
    for _ in range(600):
        if isinstance(app.top, HandoffScene):
            break
        app.step(0.016, [])
    assert isinstance(app.top, HandoffScene) and scene.concealed
    app.step(0.3, [])  # the curtain arms
    app.step(0.016, [key(pygame.K_1)])
    assert scene.session.hand.actions == [], "no card can be played behind the curtain"
    seat = scene.session.hand.to_act
    assert app.top is scene and scene.session.viewer == seat
    app.step(0.016, [key(pygame.K_1)])
    assert len(scene.session.hand.actions) == 1 and scene.concealed
    for _ in range(600):
        if isinstance(app.top, HandoffScene):
            break
        app.step(0.016, [])
    assert isinstance(app.top, HandoffScene) and app.top.name != scene.session.seats[seat].name


def test_opening_a_damaged_tournament_reports_it_and_keeps_it(app, tmp_path):
    folder = tmp_path / "tornei"
    t = event(4)
    save(t, folder / "a.json")
    (folder / "a.json").write_text("{broken", encoding="utf-8")
    listing = TournamentsScene(app, folder)
    app.push(listing)
    listing.open(folder / "a.json")
    hub = app.top
    assert isinstance(hub, TournamentScene) and "a.json.broken-" in hub.toast
    app.pop()
    (folder / "a.json").write_text("{broken", encoding="utf-8")
    (folder / "a.json.bak").unlink()
    listing.open(folder / "a.json")
    assert app.top is listing and "no backup" in listing.message
    assert len(list(folder.glob("a.json.broken-*"))) == 2


def test_a_human_match_is_played_at_the_game_table_and_comes_back(tmp_path):
    from ui.scenes.handoff import HandoffScene
    from ui.tools.harness import make_app
    from ui.tournament.at_table import TournamentHandEnd, TournamentTableScene

    app = make_app(root=tmp_path / "user")
    app.dirs.savegame.parent.mkdir(parents=True, exist_ok=True)
    app.dirs.savegame.write_text("casual game", encoding="utf-8")
    t = event(4, human=(0,), fmt=MatchFormat.best_of(3))
    session = Session(t, tmp_path / "club.json")
    play_fixture_list = [f for f in t.fixtures if f.ready and 0 not in (f.home, f.away)]
    for fx in play_fixture_list:
        play_fixture(t, fx, default_runner())
    hub = TournamentScene(app, session, "next")
    app.push(hub)
    app.step(1 / 60, [])
    fx = hub.next_fixture()
    assert fx is not None and 0 in (fx.home, fx.away) and hub.play_button.enabled
    hub.play_next()
    table = app.top
    assert isinstance(table, TournamentTableScene)
    for _ in range(200000):
        top = app.top
        if top is hub:
            break
        events = []
        if isinstance(top, TournamentHandEnd):
            top.proceed()
        elif isinstance(top, HandoffScene):  # a pair of two humans: hot-seat hand-off
            events = [key(pygame.K_RETURN)]
        elif top is table and table.human_to_act():
            table.play_index(0)
        app.step(1 / 60, events)
    assert app.top is hub and fx.done
    assert fx.id in hub.toast
    saved = json.loads((tmp_path / "club.json").read_text(encoding="utf-8"))
    assert next(f for f in saved["fixtures"] if f["id"] == fx.id)["done"]
    assert app.dirs.savegame.read_text(encoding="utf-8") == "casual game"


def test_the_main_menu_gets_a_tournament_entry(tmp_path):
    from ui.scenes.menu import MenuScene
    from ui.tools.harness import make_app

    app = make_app(root=tmp_path)
    menu = MenuScene(app)
    app.push(menu)
    entry = next(w for w in menu.group.widgets if w.label() == "Torneo")
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=entry.rect.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=entry.rect.center, button=1)])
    assert isinstance(app.top, TournamentsScene)


def _human_event(tmp_path):
    from ui.tools.harness import make_app

    app = make_app(root=tmp_path / "user")
    cfg = EventConfig("Casa", "round-robin", preset("classic-2"), seed=4,
                      group_match=MatchFormat.best_of(3))
    people = [Participant(0, "Nonna", (Player("Nonna", None),)),
              Participant(1, "Luca", (Player("Luca", "principiante"),))]
    t = Tournament.create(cfg, people)
    session = Session(t, tmp_path / "casa.json")
    session.save()
    hub = TournamentScene(app, session, "next")
    app.push(hub)
    return app, hub, t.next_fixture()


def test_a_human_match_interrupted_resumes_where_it_was(tmp_path):
    from ui.tournament.at_table import TournamentTableScene, match_path

    app, hub, fx = _human_event(tmp_path)
    hub.play_next()
    table = app.top
    assert isinstance(table, TournamentTableScene)
    for _ in range(20000):
        if len(table.session.hand.tricks) >= 3 and table.session.hand.trick_cards == []:
            break
        if table.human_to_act():
            table.play_index(0)
        app.step(1 / 60, [])
    played = list(table.session.hand.actions)
    assert len(played) >= 6
    app.on_quit()  # the window closes mid-match: every scene may save
    path = match_path(hub.s, fx)
    assert path.exists() and not fx.done
    # A new start: the tournament file and the match file are read back.
    app2, hub2, fx2 = _human_event(tmp_path / "again")
    path2 = match_path(hub2.s, fx2)
    path2.write_bytes(path.read_bytes())
    hub2.play_next()
    resumed = app2.top
    assert isinstance(resumed, TournamentTableScene)
    assert resumed.session.hand.actions == played


def test_a_damaged_match_file_is_kept_and_the_match_starts_again(tmp_path):
    from ui.tournament.at_table import TournamentTableScene, match_path

    app, hub, fx = _human_event(tmp_path)
    path = match_path(hub.s, fx)
    path.write_text("{half a file", encoding="utf-8")
    hub.play_next()
    assert isinstance(app.top, TournamentTableScene) and app.top.session.hand.actions == []
    assert list(tmp_path.glob("casa.R1-1.match.json.broken-*"))
    assert "broken" in hub.toast


def test_the_list_shows_tournaments_not_the_matches_in_progress_beside_them(tmp_path):
    from ui.tournament.listing import saved

    save(event(2), tmp_path / "a.json")
    (tmp_path / "a.R1-1.match.json").write_text("{}", encoding="utf-8")
    assert [p.name for p in saved(tmp_path)] == ["a.json"]
