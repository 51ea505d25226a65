"""Forgive and replay at the table, driven by events as a player would (issue 34): the last
trick, taking back a misclick, a practice trick played again with the unseen cards re-dealt,
finishing a decided hand; and the engine's guarantees under them."""

from __future__ import annotations

import random

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game import practice
from game.match import MatchFormat
from game.rules import preset
from game.state import HandState
from ui.scenes.table import TableScene
from ui.session import GameSession, SeatConfig
from ui.tools.harness import click_at, click_card, make_app, run_until

KEY = pygame.KEYDOWN


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(KEY, key=k, mod=mod, unicode="")


def table_for(forgive: str, seed: int = 4, variant: str = "classic-2"):
    app = make_app(speed="fast")
    rules = preset(variant)
    seats = [SeatConfig("Maria", True), SeatConfig("Luca", False, "principiante")]
    session = GameSession(rules, MatchFormat.single(), seats, seed, forgive=forgive)
    table = TableScene(app, session)
    app.reset(table)
    run_until(app, lambda a: table.human_to_act())
    return app, table


def test_a_misclick_is_taken_back_before_the_answer_and_not_after():
    app, table = table_for("takeback")
    hand = table.session.hand
    card = table.view.hands[0][0]
    before = list(hand.hands[0])
    click_card(app, table, card)
    if table.session.hand.trick_cards:  # led the trick: the answer has not come yet
        run_until(app, lambda a: not table.animator.busy)
        assert table.takeback_button in table.offered()
        app.step(1 / 60, [key(pygame.K_BACKSPACE)])
        assert table.session.hand.hands[0] == before and card in table.view.hands[0]
        assert table.human_to_act()
    run_until(app, lambda a: table.human_to_act() and not table.session.hand.trick_cards)
    taken = len(table.session.hand.tricks)
    app.step(1 / 60, [key(pygame.K_BACKSPACE)])  # nothing to take back: the trick is over
    assert len(table.session.hand.tricks) == taken


def test_no_take_back_when_the_game_does_not_allow_it():
    app, table = table_for("off")
    card = table.view.hands[0][0]
    click_card(app, table, card)
    assert table.takeback_button not in table.offered()
    app.step(1 / 60, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert card not in table.session.hand.hands[0]


def test_last_trick_by_key_and_by_its_pile():
    app, table = table_for("off")
    while not table.session.hand.tricks:
        click_card(app, table, table.view.hands[0][0])
        run_until(app, lambda a: table.human_to_act())
    app.step(1 / 60, [key(pygame.K_l)])
    assert table.show_last
    app.step(1 / 60, [key(pygame.K_SPACE)])
    assert not table.show_last
    winner = table.session.hand.tricks[-1].winner
    x, y = table.geo.spots[winner].pile
    click_at(app, (round(x), round(y)))
    assert table.show_last
    table.forgiving = False  # a tournament table
    table.show_last = False
    app.step(1 / 60, [key(pygame.K_l)])
    assert not table.show_last


def test_practice_trick_again_keeps_what_the_player_saw():
    app, table = table_for("practice", seed=9)
    for _ in range(3):
        click_card(app, table, table.view.hands[0][0])
        run_until(app, lambda a: table.human_to_act())
    session = table.session
    k = practice.undo_point(session.hand, 0)
    assert k is not None
    seen = practice.rebuild(session.hand, session.hand.actions[:k]).observe(0)
    app.step(1 / 60, [key(pygame.K_u)])
    assert len(session.hand.actions) == k
    assert session.hand.observe(0) == seen
    assert session.practice


def test_finish_a_decided_hand_plays_it_out():
    app, table = table_for("off", seed=2)
    for _ in range(20000):
        if table.finish_button in table.offered() or table.session.hand.is_over:
            break
        if table.human_to_act():
            click_card(app, table, table.view.hands[0][0])
        app.step(1 / 60, [])
    assert table.finish_button in table.offered()  # the last three tricks at the latest
    app.step(1 / 60, [key(pygame.K_f)])
    assert table.finishing
    run_until(app, lambda a: table.session.hand.is_over)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 30), st.sampled_from(["classic-2", "classic-4",
                                                                   "scoperta", "briscolone"]))
def test_practice_undo_never_changes_what_the_player_saw(seed, moves, variant):
    rules = preset(variant)
    rng = random.Random(seed)
    hand = HandState.new(rules, seed=seed)
    for _ in range(moves):
        if hand.is_over:
            break
        hand.apply(rng.choice(hand.legal_actions()))
    seat = 0
    k = practice.undo_point(hand, seat)
    new = practice.redeal_back(hand, seat, random.Random(seed + 1))
    if k is None:
        assert new is None
        return
    assert new is not None
    original = practice.rebuild(hand, hand.actions[:k])
    assert new.observe(seat) == original.observe(seat)
    assert new.actions == hand.actions[:k]
    # every card the seat held or saw played is where it was; only unseen cards moved
    assert new.hands[seat] == original.hands[seat]
    assert new.tricks == original.tricks


def test_a_recent_hand_is_played_again_from_its_record(tmp_path):
    from ui.scenes.menu import MenuScene
    from ui.scenes.recent import RecentHandsScene

    app = make_app(root=tmp_path, speed="instant")
    seats = [SeatConfig("Maria", True), SeatConfig("Luca", False, "principiante")]
    session = GameSession(preset("classic-2"), MatchFormat.single(), seats, 31)
    table = TableScene(app, session)
    app.reset(table)
    while not session.hand.is_over:
        run_until(app, lambda a: table.human_to_act() or session.hand.is_over)
        if not session.hand.is_over:
            click_card(app, table, table.view.hands[0][0])
    deck = session.hand.deck_order
    run_until(app, lambda a: not isinstance(a.top, TableScene))
    app.reset(MenuScene(app))
    app.push(RecentHandsScene(app))
    recent = app.top
    assert isinstance(recent, RecentHandsScene) and recent.replays
    click_at(app, recent.replays[0].rect.center)
    again = app.top
    assert isinstance(again, TableScene) and again.session.kind == "replay"
    assert again.session.hand.deck_order == deck


def test_new_game_forgives_a_misclick_alone_and_nothing_in_hot_seat_unless_chosen():
    from ui.setup import GameSetup

    setup = GameSetup(seats=[SeatConfig("Maria", True), SeatConfig("Luca", False)])
    assert setup.forgiving() == "takeback"
    setup.seats[1] = SeatConfig("Luca", True)
    assert setup.forgiving() == "off"  # two people at one screen: only if all agree
    setup.forgive = "practice"
    assert setup.forgiving() == "practice"


def test_a_deal_code_from_new_game_deals_that_hand(tmp_path):
    from game.fairness import deal_code
    from ui.scenes.newgame import NewGameScene

    app = make_app(root=tmp_path, speed="instant")
    scene = NewGameScene(app)
    app.reset(scene)
    app.step(1 / 60, [])
    click_at(app, scene.code.rect.center)
    code = deal_code(123456789, 1)
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=code)])
    click_at(app, scene.start.rect.center)
    table = app.top
    assert isinstance(table, TableScene), scene.error
    expected = HandState.new(table.session.rules, seed=123456789, dealer=1)
    assert table.session.hand.deck_order == expected.deck_order
    assert table.session.kind == "replay"
    scene = NewGameScene(app)
    app.reset(scene)
    click_at(app, scene.code.rect.center)
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text="12-9")])
    click_at(app, scene.start.rect.center)
    assert app.top is scene and scene.error == app.t("new.error_code", players=2)


def test_play_this_hand_again_from_the_end_of_hand(tmp_path):
    from ui.scenes.dialog import DialogScene
    from ui.scenes.handend import HandEndScene

    app = make_app(root=tmp_path, speed="instant")
    seats = [SeatConfig("Maria", True), SeatConfig("Luca", False, "principiante")]
    session = GameSession(preset("classic-2"), MatchFormat.best_of(3), seats, 12)
    table = TableScene(app, session)
    app.reset(table)
    while not isinstance(app.top, HandEndScene):
        run_until(app, lambda a: table.human_to_act() or isinstance(a.top, HandEndScene))
        if table.human_to_act():
            click_card(app, table, table.view.hands[0][0])
    end = app.top
    deck, dealer = session.hand.deck_order, session.hand.dealer
    click_at(app, end.replay_button.rect.center)
    dialog = app.top
    assert isinstance(dialog, DialogScene)
    click_at(app, dialog.group.widgets[1].rect.center)  # seats swapped
    again = app.top
    assert isinstance(again, TableScene) and again.session.kind == "replay"
    assert again.session.hand.deck_order == deck and again.session.hand.dealer == dealer
    assert [s.name for s in again.session.seats] == ["Luca", "Maria"]
    assert again.session.viewer == 1  # Maria now plays the cards Luca had
    assert app.dirs.savegame.exists()  # the match in progress is still kept


def test_tournament_and_lesson_tables_forgive_nothing():
    from ui.scenes.lesson import LessonTable
    from ui.tournament.at_table import TournamentTableScene

    assert TableScene.forgiving
    assert not TournamentTableScene.forgiving and not LessonTable.forgiving


def test_practice_is_chosen_in_new_game_by_clicks(tmp_path):
    from ui.scenes.newgame import NewGameScene

    app = make_app(root=tmp_path, speed="instant")
    scene = NewGameScene(app)
    app.reset(scene)
    app.step(1 / 60, [])
    for _ in range(3):  # the row's right arrow: takeback -> practice
        if scene.setup.forgiving() == "practice":
            break
        click_at(app, (scene.forgive.rect.right - 5, scene.forgive.rect.centery))
    assert scene.setup.forgiving() == "practice"
    click_at(app, scene.start.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.session.forgive == "practice"
    assert table.session.practice
