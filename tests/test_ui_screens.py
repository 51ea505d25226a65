"""The screens around the table, driven by events: end of hand, match end, hand-off."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random
from pathlib import Path

import pygame
import pytest

from game import catalogue
from game.match import Match, MatchFormat
from ui.app import App
from ui.scenes.handend import HandEndScene, held_cards
from ui.scenes.handoff import HandoffScene
from ui.scenes.matchend import MatchEndScene
from ui.scenes.menu import MenuScene
from ui.scenes.messages import MessagesScene
from ui.scenes.settings import SettingsScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene
from ui.stats import Statistics
from ui.tools.harness import ai_session, make_app, run_until, top_is
from ui.tools.screens import _advance as advance  # the screenshots' quick heuristic play
from ui.words import agreeing, join_names, number


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


@pytest.fixture
def app(tmp_path: Path) -> App:
    a = make_app(root=tmp_path, speed="normal")
    a.settings.language = "it"
    return a


def hand_end(app: App, variant: str = "classic-2", seed: int = 4,
             fmt: MatchFormat | None = None) -> HandEndScene:
    session = ai_session(variant, seed=seed)
    if fmt is not None:
        session.format = fmt
        session.match = Match(session.rules, fmt, session.seed)
        session.hand = session.match.new_hand()
    app.push(TableScene(app, session))
    app.settings.anim_speed = "instant"
    run_until(app, top_is(HandEndScene))
    app.settings.anim_speed = "normal"
    end = app.top
    assert isinstance(end, HandEndScene)
    return end


def test_the_count_goes_card_by_card_and_a_click_finishes_it(app: App) -> None:
    end = hand_end(app)
    end.counted = 0
    end.clock = 0
    app.step(0.05, [])
    assert end.counted == 0
    for _ in range(3):
        app.step(0.23, [])
    assert end.counted == 3 < end.total
    cont = end.group.widgets[0]
    app.step(1 / 60, click(cont.rect.center))  # the first click finishes the count
    assert end.counted == end.total and app.top is end
    rules = end.table.rules
    assert sorted(c for r in end.rows for c in r) == sorted(
        c for s in range(rules.players) for c in end.table.session.hand.captured[s]
        if rules.points[c] > 0)


def test_all_hands_and_the_details_open_by_clicks(app: App) -> None:
    end = hand_end(app)
    end.counted = end.total
    hands_button, details = end.group.widgets[1], end.group.widgets[2]
    app.step(1 / 60, click(hands_button.rect.center))
    assert end.show_hands
    assert sorted(c for h in held_cards(end.table) for c in h) == sorted(end.table.rules.cards)
    app.step(1 / 60, click(details.rect.center))
    assert end.show_details
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    seed = str(end.table.session.hand.seed)
    shown = app.fonts.rendered
    assert any(seed in s and "Codice della mano" in s for s in shown)
    assert not any("Seme" in s or "seme" in s for s in shown)
    app.step(1 / 60, [key(pygame.K_ESCAPE)])
    assert not end.show_details and app.top is end


def test_a_finished_match_shows_its_count_and_a_rematch_starts_a_new_one(app: App) -> None:
    end = hand_end(app, fmt=MatchFormat.single())
    end.counted = end.total
    app.step(1 / 60, click(end.group.widgets[0].rect.center))
    run_until(app, top_is(MatchEndScene), 10)
    over = app.top
    assert isinstance(over, MatchEndScene)
    assert over.per_hand() == [list(end.result.team_points)]
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    # One hand: that hand's count, not a chart of one point per side.
    assert app.t("matchend.chart_running") not in app.fonts.rendered
    assert {str(p) for p in end.result.team_points} <= app.fonts.rendered
    old = over.session
    app.step(1 / 60, click(over.group.widgets[0].rect.center))
    assert isinstance(app.top, TableScene) and app.top.session is not old
    assert [s.name for s in app.top.session.seats] == [s.name for s in old.seats]


def test_hand_off_names_the_player_and_the_seat_and_shows_no_face(app: App) -> None:
    session = ai_session("classic-4", seed=3, humans=2)
    table = TableScene(app, session)
    app.push(table)
    app.settings.anim_speed = "instant"
    for _ in range(5000):
        if isinstance(app.top, HandoffScene):
            break
        if table.human_to_act():
            legal = session.hand.legal_actions()
            hand = table.view.hands[session.viewer]
            i = next(i for i, c in enumerate(hand) if c in legal)
            app.step(1 / 60, click(table.hand_rects()[i].center))
        app.step(1 / 60, [])
    handoff = app.top
    assert isinstance(handoff, HandoffScene)
    seat = session.hand.to_act
    assert seat is not None
    assert handoff.name == session.seats[seat].name
    assert handoff.seat.startswith(f"Posto {seat + 1} di 4")
    assert session.seats[(seat + 2) % 4].name in handoff.seat
    asked: list[int] = []
    real = table.images.face
    table.images.face = lambda c: (asked.append(c), real(c))[1]  # type: ignore[method-assign]
    app.step(1 / 60, [])
    table.images.face = real  # type: ignore[method-assign]
    assert not asked
    handoff.armed = 0
    button = handoff.group.widgets[0]
    app.step(1 / 60, click(button.rect.center))
    assert app.top is table and session.viewer == seat


def test_words_agree_with_pairs_and_numbers_use_the_language(app: App) -> None:
    assert join_names(app, ["Nonna Pina", "Carmela"]) == "Nonna Pina e Carmela"
    assert join_names(app, ["A", "B", "C"]) == "A, B e C"
    assert agreeing(app, "matchend.winner", 2, names="Nonna Pina e Carmela") == \
        "Nonna Pina e Carmela vincono la partita!"
    assert agreeing(app, "matchend.winner", 1, names="Carmela") == "Carmela vince la partita!"
    assert number(app, 82.0) == "82,0"
    assert number(app, 1234.5) == "1.234,5"
    app.settings.language = "en"
    assert number(app, 82.0) == "82.0"
    assert join_names(app, ["A", "B"]) == "A and B"


def test_statistics_keep_a_history_and_chart_it_in_the_language(app: App) -> None:
    stats = Statistics(app.dirs.stats)
    for day, variant in ((3, "classic-2"), (4, "classic-2"), (4, "briscolone")):
        s = ai_session(variant, seed=day)
        advance(s.hand, 99, random.Random(day))
        people = [(i == 0, "esperto") for i in range(s.rules.players)]
        stats.record_hand(s.rules, [c.name for c in s.seats], s.finish_hand(), people,
                          day=f"2026-11-{day:02d}")
    stats.players["Maria"].points = 164  # two hands, 82.0 a hand
    stats.players["Maria"].hands = 2
    stats.save()
    app.fonts.rendered = set()
    app.push(StatsScene(app))
    app.step(1 / 60, [])
    scene = app.top
    assert isinstance(scene, StatsScene)
    labels, share, played = scene.by_day()
    assert labels == ["3 nov", "4 nov"] and played == [1, 2]  # dates in the language
    assert all(0 <= v <= 100 for v in share)
    variants, levels, groups = scene.by_variant()
    assert variants == ["briscolone", "classic-2"] and levels == ["esperto"]
    assert all(0 <= v <= 100 for g in groups for v in g)
    shown = app.fonts.rendered or set()
    assert "82,0" in shown and "82.0" not in shown
    assert catalogue.variant("briscolone").name(app.settings.language) in shown
    assert app.t("stats.chart_time") in shown
    app.step(1 / 60, [key(pygame.K_ESCAPE)])
    assert app.top is not scene
    # A damaged history is set aside; the totals stay.
    stats.history_path.write_text("[{]", encoding="utf-8")
    again = Statistics(app.dirs.stats)
    assert again.hands == [] and again.players["Maria"].hands == 2 and again.problem
    assert list(stats.history_path.parent.glob("statistics-history.json.broken-*"))


def test_settings_preview_follows_the_deck_and_the_queen_jack_order(app: App) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    app.settings.deck_style = "napoletane"
    deck = next(w for w in scene.group.widgets if w.text().startswith("Carte:"))
    qj = next(w for w in scene.group.widgets if w.text().startswith("Donna e Fante"))
    for _ in range(6):  # through the Italian decks to the French one, by clicks
        if app.settings.deck_style == "french":
            break
        app.step(1 / 60, click((deck.rect.right - 5, deck.rect.centery)))
    assert app.settings.deck_style == "french"
    before = scene.preview_cards()
    app.step(1 / 60, click((qj.rect.right - 5, qj.rect.centery)))
    after = scene.preview_cards()
    assert app.settings.queen_jack == "centro-sud"
    assert before[:3] == after[:3] and before[3:] == after[3:][::-1]
    # The help line explains the control under the mouse, clear of every control.
    assert scene.group.help_box is not None
    assert scene.group.help_box.collidelist([w.rect for w in scene.group.widgets]) < 0


def test_a_failed_save_is_toasted_on_the_table_and_listed_from_the_menu(app: App) -> None:
    table = TableScene(app, ai_session("classic-2", seed=5, humans=1))
    app.push(table)
    app.dirs.savegame.parent.mkdir(parents=True, exist_ok=True)
    app.dirs.savegame.mkdir(exist_ok=True)  # a folder where the file should go: writes fail
    table.save_now()
    assert app.messages.toast and "salvare" in app.messages.toast
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    assert any(s.startswith("Impossibile salvare") for s in app.fonts.rendered or set())
    app.reset(MenuScene(app))
    menu = app.top
    assert isinstance(menu, MenuScene)
    entry = next(w for w in menu.group.widgets if w.text().startswith("Messaggi"))
    app.step(1 / 60, [key(pygame.K_a)])  # the first key only puts the toast away
    assert app.messages.toast is None
    app.step(1 / 60, click(entry.rect.center))
    assert isinstance(app.top, MessagesScene)
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    assert any("salvare" in s for s in app.fonts.rendered or set())


def test_the_tournament_wizard_seats_the_player_and_names_variants(app: App) -> None:
    from ui.tournament.hub import TournamentScene
    from ui.tournament.wizard import WizardScene

    app.settings.player_name = "Carmela"
    wiz = WizardScene(app, app.dirs.data / "tornei")
    app.push(wiz)
    app.step(1 / 60, click(wiz.next_button.rect.center))  # event -> rules
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    name = catalogue.variant("classic-4").name(app.settings.language)
    assert name in " ".join(app.fonts.rendered or set())
    assert not any("classic-4" in s for s in app.fonts.rendered or set())
    app.step(1 / 60, click(wiz.next_button.rect.center))  # rules -> people
    first = wiz.d.entries[0]
    assert first.name == "Carmela" and first.who == "mixed:normale"
    assert all(e.who.startswith("ai:") for e in wiz.d.entries[1:])
    app.fonts.rendered = set()
    app.step(1 / 60, [])
    shown = " ".join(app.fonts.rendered or set())
    assert "Computer" in shown and "AI" not in shown.split()
    app.step(1 / 60, click(wiz.next_button.rect.center))  # people -> summary
    app.step(1 / 60, click(wiz.next_button.rect.center))  # create
    hub = app.top
    assert isinstance(hub, TournamentScene)
    people = [p for p in hub.s.t.participants if any(pl.level is None for pl in p.players)]
    assert [p.name for p in people] == ["Carmela"]


def test_the_new_screens_text_colours_read_at_4_5_to_1() -> None:
    from ui import charts
    from ui.scenes import handend, matchend, settings, stats
    from ui.theme import CREAM, FELT, FELT_DARK, GOLD, INK, LIT_FELT, RED_LIGHT, contrast, over

    panels = {over(p, felt) for p in (handend.PANEL, matchend.PANEL, settings.PANEL, stats.PANEL,
                                      (6, 28, 16, 255), (70, 20, 20, 250))
              for felt in (FELT, FELT_DARK, LIT_FELT)}
    for ground in panels:
        for fg in (CREAM, GOLD, RED_LIGHT, *charts.SERIES):
            if fg == RED_LIGHT and ground[0] > 60:  # light red is never drawn on the red toast
                continue
            assert contrast(fg, ground) >= 4.5, (fg, ground)
    assert contrast(INK, (255, 248, 228)) >= 4.5  # a hovered button
