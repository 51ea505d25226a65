"""Pieces of the UI below the scenes: table geometry, saves, game setup, sounds, widgets."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import itertools
import math
from pathlib import Path

import pygame
import pytest

from game.catalogue import VARIANTS
from game.record import RecordError, parse
from game.rules import preset
from ui.layout import Layout
from ui.session import GameSession
from ui.settings import Settings
from ui.setup import GameSetup
from ui.sound_gen import effects, write_wav
from ui.table.anim import Animator, Step
from ui.table.geometry import TableGeometry
from ui.tools.harness import ai_session, make_app
from ui.widgets import Choice, Slider, TextField, WidgetGroup


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080), (3840, 2160)])
def test_seats_go_counter_clockwise_and_stay_inside(players: int, size: tuple[int, int]) -> None:
    for viewer in range(players):
        geo = TableGeometry(Layout(size), players, viewer, 0.2, 3)
        bottom = geo.spots[viewer]
        assert bottom.hand[1] > size[1] * 0.7  # the viewer sits at the bottom
        nxt = geo.spots[(viewer + 1) % players]
        if players == 2:
            assert nxt.hand[1] < size[1] * 0.3  # the opponent faces the viewer
        else:
            assert nxt.hand[0] > size[0] / 2  # seat + 1 is on the viewer's right
        if players == 4:
            assert geo.spots[(viewer + 2) % 4].hand[1] < size[1] * 0.3  # the partner on top
            assert geo.spots[(viewer + 3) % 4].hand[0] < size[0] / 2  # seat + 3 on the left
        screen = pygame.Rect(0, 0, *size)
        for spot in geo.spots:
            for pos in geo.hand_slots(spot.seat, 3):
                assert screen.contains(geo.card_rect(pos, spot.scale))
            assert screen.collidepoint(spot.plate) and screen.collidepoint(spot.pile)
        # Angles step the same way round: each next seat is further counter-clockwise.
        angles = [geo.spots[(viewer + k) % players].angle for k in range(players)]
        assert all(a > b for a, b in itertools.pairwise(angles))
        assert math.isclose(angles[0], math.pi / 2)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_opponent_hands_do_not_overlap(players: int) -> None:
    geo = TableGeometry(Layout((1280, 720)), players, 0, 0.2, 3)
    rects = []
    for spot in geo.spots:
        slots = geo.hand_slots(spot.seat, 3)
        r = geo.card_rect(slots[0], spot.scale).union(geo.card_rect(slots[-1], spot.scale))
        rects.append(r)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b)


def test_session_record_round_trip() -> None:
    session = ai_session("classic-4", seed=31, humans=1)
    hand = session.hand
    for _ in range(9):
        hand.apply(hand.legal_actions()[0])
    again = GameSession.from_record(parse(session.to_record().to_json()))
    assert again.hand.actions == hand.actions and again.hand.deck_order == hand.deck_order
    assert again.seats == session.seats and again.seed == session.seed


def test_session_record_across_hands() -> None:
    session = ai_session("briscolone", seed=8)
    while not session.hand.is_over:
        session.apply(session.hand.legal_actions()[-1])
    session.next_hand()
    session.apply(session.hand.legal_actions()[0])
    again = GameSession.from_record(parse(session.to_record().to_json()))
    assert len(again.match.results) == 1
    assert again.match.scores() == session.match.scores()
    assert again.hand.actions == session.hand.actions


def test_tampered_save_is_refused() -> None:
    session = ai_session("classic-2", seed=3)
    text = session.to_record().to_json().replace('"seed": ' + str(session.seed),
                                                  '"seed": ' + str(session.seed + 1), 1)
    with pytest.raises(RecordError):
        GameSession.from_record(parse(text))


def test_setup_drops_house_rules_a_variant_cannot_take() -> None:
    s = Settings(default_variant="briscolone", exchange_rank=2, carico_back=True)
    setup = GameSetup.from_settings(s, "A", ["B"])
    rules = setup.rules()
    assert rules.trump == "none" and rules.trump_exchange_rank is None
    setup.set_variant("classic-2")
    assert setup.rules().trump_exchange_rank == 2
    assert setup.rules().turned_carico_back
    setup.set_variant("classic-3")  # its decks lack a Two to exchange with: the 7 or nothing
    assert setup.rules().trump_exchange_rank is None
    s.deck_style = "french"
    s.queen_jack = "centro-sud"
    setup = GameSetup.from_settings(s, "A", ["B"])
    setup.set_variant("classic-2")
    rules = setup.rules()
    assert rules.deck == "french" and rules.queen_jack == "centro-sud"
    assert preset("classic-2").deck == "italian"


def test_sounds_are_ours_and_rebuild_identically(tmp_path: Path) -> None:
    from ui.paths import assets_dir

    for name, samples in effects().items():
        write_wav(tmp_path / f"{name}.wav", samples)
        shipped = assets_dir() / "sounds" / f"{name}.wav"
        assert shipped.read_bytes() == (tmp_path / f"{name}.wav").read_bytes()
        assert len(samples) < 22050  # short effects, under a second


def test_mute_silences(tmp_path: Path) -> None:
    app = make_app(root=tmp_path)
    app.settings.sound = True
    app.sound.play("play")
    app.settings.sound = False
    app.sound.play("trick")
    assert app.sound.played == ["play"]
    app.sound.close()


def test_animator_runs_instant_steps_in_one_update() -> None:
    done: list[str] = []
    anim = Animator()
    for name in "abc":
        anim.add(Step(0.0, on_finish=lambda n=name: done.append(n)))
    anim.add(Step(0.5, on_finish=lambda: done.append("slow")))
    anim.update(0.0)
    assert done == ["a", "b", "c"] and anim.busy
    anim.update(0.49)
    assert anim.busy
    anim.update(0.02)
    assert done[-1] == "slow" and not anim.busy


def test_widgets_by_keyboard_and_mouse(tmp_path: Path) -> None:
    app = make_app(root=tmp_path)
    state = {"v": "a", "vol": 0.5, "name": "Ann"}
    choice = Choice(lambda: "C", lambda: [("a", "A"), ("b", "B")], lambda: state["v"],
                    lambda v: state.__setitem__("v", v))
    slider = Slider(lambda: "S", lambda: state["vol"], lambda v: state.__setitem__("vol", v))
    field = TextField(lambda: "N", lambda: state["name"], lambda v: state.__setitem__("name", v))
    group = WidgetGroup(app, [choice, slider, field])
    group.column(10, 10, 300, 40, 10)
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert state["v"] == "b"
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    assert state["vol"] == pytest.approx(0.4)
    bar_end = (slider.rect.right - slider.rect.h // 2, slider.rect.centery)
    group.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar_end, button=1))
    assert state["vol"] == pytest.approx(1.0)
    group.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=field.rect.center, button=1))
    group.handle(pygame.event.Event(pygame.TEXTINPUT, text="a"))
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    group.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    assert state["name"] == "An"


def test_setup_offers_partner_options_in_teams_and_queen_jack_with_french_cards() -> None:
    """The catalogue's `needs` decides: Briškula for four alone hides the partner options its
    paired table shows, and only French cards offer the Queen/Jack order."""
    setup = GameSetup(variant="briskula", players=4, pairs=False, deck_style="napoletane")
    keys = {o.key for o in setup.offered()}
    assert "reveal_at_end_of_stock" not in keys and "queen_jack" not in keys
    setup.pairs = True
    assert "reveal_at_end_of_stock" in {o.key for o in setup.offered()}
    setup = GameSetup(variant="classic-2", players=2, deck_style="napoletane")
    assert "queen_jack" not in {o.key for o in setup.offered()}
    setup.deck_style = "french"
    assert "queen_jack" in {o.key for o in setup.offered()}
    for v in VARIANTS:
        for t in v.tables:
            s = GameSetup(variant=v.key, players=t.players,
                          pairs=t.in_teams, deck_style="napoletane")
            needs = {o.needs for o in s.offered()}
            assert "french" not in needs
            assert "teams" not in needs or t.in_teams, (v.key, t)
