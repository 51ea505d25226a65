"""The tournament screens and table as a player sees them (issue 32, defects 6 and 8): the
table says the round, the hand and the match score; names are never cut to "Giocator…";
singles standings say "Giocatore", not "Squadra"; winners are shown, not starred."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path

import pytest

from game.match import MatchFormat
from game.rules import preset
from game.tournament.agents import default_runner
from game.tournament.event import Tournament
from game.tournament.model import EventConfig, Participant, Player
from game.tournament.play import play_fixture
from ui.app import App
from ui.tools.harness import click_at, make_app
from ui.tournament.at_table import TournamentTableScene
from ui.tournament.hub import TournamentScene
from ui.tournament.session import Session

NAMES = ["Nonna Pina", "Giocatore 2", "Giocatore 3", "Giocatore 4", "Giocatore 5",
         "Giocatore 6", "Giocatore 7", "Giocatore 8"]


def hub_for(app: App, tmp_path: Path, variant: str) -> TournamentScene:
    """A round robin with the person in the first side, the other sides' first rounds
    played, open at the hub."""
    rules = preset(variant)
    size = len(rules.teams[0])
    people = [Participant(i, " e ".join(NAMES[i * size:(i + 1) * size]),
                          tuple(Player(n, None if i == j == 0 else "principiante")
                                for j, n in enumerate(NAMES[i * size:(i + 1) * size])))
              for i in range(4)]
    t = Tournament.create(EventConfig("Festa", "round-robin", rules, seed=3,
                                      group_match=MatchFormat.best_of(3)), people)
    for fx in [f for f in t.fixtures if f.ready and 0 not in (f.home, f.away)]:
        play_fixture(t, fx, default_runner())
    hub = TournamentScene(app, Session(t, tmp_path / "festa.json"), "schedule")
    app.push(hub)
    app.step(1 / 60, [])
    return hub


def shown(app: App) -> set[str]:
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    return set(app.fonts.rendered)


def tab(app: App, hub: TournamentScene, key: str) -> None:
    button = hub.group.widgets[["schedule", "standings", "bracket", "next", "final"].index(key)]
    click_at(app, button.rect.center)
    assert hub.tab == key


@pytest.mark.parametrize("variant", ["classic-2", "classic-4"])
def test_the_tournament_table_says_round_hand_and_match_and_every_name_whole(
        tmp_path: Path, variant: str) -> None:
    app = make_app((1024, 640), root=tmp_path / "user", speed="instant")
    hub = hub_for(app, tmp_path, variant)
    tab(app, hub, "next")
    fx = hub.next_fixture()
    assert fx is not None and 0 in (fx.home, fx.away)
    click_at(app, hub.play_button.rect.center)
    table = app.top
    assert isinstance(table, TournamentTableScene)
    for _ in range(600):  # past the deal
        if table.human_to_act():
            break
        app.step(1 / 60, [])
    texts = shown(app)
    assert f"Turno {fx.round + 1} · partita 0 – 0" in texts
    assert "Mano 1" in texts
    for seat in table.session.seats:  # never "Giocator…": the end tells players apart
        cut = [t for t in texts if t.endswith("…") and seat.name.startswith(t[:-1].rstrip())]
        assert not cut, f"{seat.name} cut at 1024×640 to {cut}"


def test_singles_standings_say_player_and_winners_are_not_starred(tmp_path: Path) -> None:
    app = make_app(root=tmp_path / "user", speed="instant")
    hub = hub_for(app, tmp_path, "classic-2")
    texts = shown(app)
    done = [f for f in hub.s.t.fixtures if f.done and f.winner is not None]
    assert done
    assert not any(t.startswith("*") for t in texts)
    for fx in done:
        assert hub.s.t.names[fx.winner] in texts  # type: ignore[index]
    tab(app, hub, "standings")
    texts = shown(app)
    assert "Giocatore" in texts and "Squadra" not in texts


def test_pairs_standings_still_say_team(tmp_path: Path) -> None:
    app = make_app(root=tmp_path / "user", speed="instant")
    hub = hub_for(app, tmp_path, "classic-4")
    tab(app, hub, "standings")
    assert "Squadra" in shown(app)
