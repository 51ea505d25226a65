"""Every variant of the catalogue, as a player reaches it: New Game by clicks, a whole hand at
the table by clicks on the cards and the auction's buttons, to the end of the hand."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import actions as A
from game.catalogue import VARIANTS
from game.catalogue import variant as entry_of
from game.state import Phase
from ui.app import App
from ui.paths import UserDirs
from ui.scenes.handend import HandEndScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.menu import MenuScene
from ui.scenes.newgame import NewGameScene, Row
from ui.scenes.review import ReviewScene
from ui.scenes.table import TableScene
from ui.tools.harness import click_action, click_at, click_card, make_app
from ui.wiring import wire

TABLES = [(v.key, t.players, t.in_teams and v.pairs_optional)
          for v in VARIANTS for t in v.tables]


def choose(app: App, row: Row, value: Any) -> None:
    """Click a choice (its right half steps forward) until it shows `value`."""
    for _ in range(len(row.options()) + 1):
        if row.get() == value:
            return
        click_at(app, (row.rect.right - 10, row.rect.centery))
    assert row.get() == value, f"{row.label()} never offered {value!r}"


def from_menu(app: App, key: str) -> None:
    """Open the main menu and click its entry labelled by the words of `key`."""
    menu = MenuScene(app)
    app.push(menu)
    entry = next(w for w in menu.group.widgets if w.label() == app.t(key))
    click_at(app, entry.rect.center)


def new_game(app: App, variant: str, players: int, pairs: bool = False,
             humans: tuple[int, ...] = (0,), level: str = "principiante") -> TableScene:
    """From the main menu: New game, the variant, its table, who sits, then Play."""
    from_menu(app, "menu.new")
    scene = app.top
    assert isinstance(scene, NewGameScene)
    choose(app, scene.variant, variant)
    choose(app, scene.players, players)
    if pairs:
        choose(app, scene.pairs, True)
    for seat in range(players):
        choose(app, scene.kinds[seat], "human" if seat in humans else level)
    click_at(app, scene.start.rect.center)
    # The table, perhaps already under the hand-off screen of a hot-seat game.
    table = next((s for s in app.stack if isinstance(s, TableScene)), None)
    assert table is not None, f"Play did not open the table: {scene.error}"
    rules = table.session.rules
    assert (rules.variant, rules.players) == (variant, players)
    assert [s for s, c in enumerate(table.session.seats) if c.human] == list(humans)
    return table


class Player:
    """Plays the human seats by clicks: bids once in each auction, then passes; calls and
    answers with the first button; plays the first legal card."""

    def __init__(self, app: App, table: TableScene) -> None:
        self.app, self.table = app, table
        self.cards = 0
        self.buttons = 0
        self.handoffs = 0
        self.bid_in: set[int] = set()

    def want(self, action: int) -> bool:
        hand = self.table.session.hand
        if hand.phase is Phase.PLAY or A.PASS not in hand.legal_actions():
            return True
        if id(hand) in self.bid_in:
            return action == A.PASS
        if action != A.PASS:
            self.bid_in.add(id(hand))
            return True
        return False

    def turn(self) -> None:
        app, table = self.app, self.table
        obs = table.observation()
        assert obs.seat == obs.to_act  # the screen shows the hand of the seat to act
        cards = [a for a in obs.legal if A.is_play(a)]
        if table.session.hand.phase is Phase.PLAY and cards:
            before = len(table.session.hand.actions)
            click_card(app, table, cards[0])
            assert table.session.hand.actions[before:before + 1] == [cards[0]], \
                "a click on a card did not play it"
            self.cards += 1
            return
        app.step(1 / 60, [])  # the dialog is built for this position
        assert click_action(app, table, self.want), "no button for the human's choice"
        self.buttons += 1

    def hand(self, seconds: float = 180.0) -> HandEndScene:
        """Play until a hand with tricks ends (a hand where everyone passes is redealt).

        Bounded in time, not frames: the AI thinks on a worker thread, slower on a busy
        machine."""
        app, table = self.app, self.table
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            top = app.top
            if isinstance(top, HandEndScene):
                if table.session.hand.tricks:
                    return top
                for _ in range(2):  # count, then on to the redeal
                    click_at(app, top.group.widgets[0].rect.center)
            elif isinstance(top, HandoffScene):
                assert table.concealed
                self.handoffs += 1
                app.step(0.5, [])  # the hand-off waits a moment before it takes a click
                click_at(app, (5, 5))
                assert app.top is table and not table.concealed
            elif top is table and table.human_to_act():
                self.turn()
            else:
                app.step(1 / 60, [])
        raise AssertionError(f"the hand did not end (top scene: {type(app.top).__name__})")


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(root=tmp_path)


@pytest.mark.parametrize(("variant", "players", "pairs"), TABLES,
                         ids=[f"{v}-{n}{'-pairs' if p else ''}" for v, n, p in TABLES])
def test_every_variant_from_new_game_to_the_end_of_a_hand(app: App, variant: str,
                                                          players: int, pairs: bool) -> None:
    table = new_game(app, variant, players, pairs)
    player = Player(app, table)
    end = player.hand()
    hand = table.session.hand
    assert hand.is_over and end.table is table
    plays = [c for t in hand.tricks for s, c in t.plays if s == 0]
    assert player.cards == len(plays)  # every card of the human went down by a click
    sat_out = hand.rules.dealer_sits_out and hand.dealer == 0  # Chiamata for six
    assert plays or sat_out
    assert not any(hand.hands)  # every card was played
    if table.session.rules.trump in ("called", "named") and not sat_out:
        assert player.buttons >= 1  # the auction went through the dialog's buttons


@pytest.mark.parametrize(("variant", "players"), [("classic-4", 4), ("chiamata", 5)])
def test_campione_seats_chosen_on_new_game_play_with_the_variants_network(
        app: App, monkeypatch: pytest.MonkeyPatch, variant: str, players: int) -> None:
    """Chosen on New Game, the Campione seats of a classic-4 or a Chiamata game judge their
    early cards with the variant's learned network (the level asks `learned_judge`, which
    finds it), and at Chiamata they judge their calls with it too."""
    import game.ai.levels as levels

    found: list[tuple[str, bool]] = []
    real = levels.learned_judge
    bids: list[int] = []
    real_odds = levels.net_odds

    def spy(rules: Any) -> Any:
        judge = real(rules)
        found.append((rules.variant, judge is not None))
        return judge

    def odds_spy(net: Any) -> Any:
        bids.append(1)
        return real_odds(net)

    monkeypatch.setattr(levels, "learned_judge", spy)
    monkeypatch.setattr(levels, "net_odds", odds_spy)
    table = new_game(app, variant, players, level="campione")
    assert [c.level for c in table.session.seats[1:]] == ["campione"] * (players - 1)
    Player(app, table).hand()
    assert table.session.hand.is_over
    assert found and all(f == (variant, True) for f in found)
    assert bool(bids) == (variant == "chiamata")


def test_a_chiamata_hand_is_reviewed_from_its_end_with_the_chiamata_network(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Played from New Game, then "Analisi della mano" clicked on the end-of-hand screen: the
    review judges the human's early Chiamata cards with Chiamata's network."""
    import game.review as review_module

    monkeypatch.setattr(ReviewScene, "worlds", 4)  # the judging is what is slow
    found: list[tuple[str, bool]] = []
    real = review_module.learned_judge

    def spy(rules: Any) -> Any:
        judge = real(rules)
        found.append((rules.variant, judge is not None))
        return judge

    monkeypatch.setattr(review_module, "learned_judge", spy)
    table = new_game(app, "chiamata", 5)
    end = Player(app, table).hand()
    button = next(w for w in end.group.widgets if w.text() == app.t("handend.review"))
    click_at(app, button.rect.center)
    review = app.top
    assert isinstance(review, ReviewScene)
    for _ in range(3000):
        if review.review is not None:
            break
        app.step(1 / 60, [])
        time.sleep(0.002)
    assert review.review is not None and review.review.decisions
    assert ("chiamata", True) in found


def test_two_humans_bid_and_play_at_one_screen_with_hidden_hands(app: App) -> None:
    table = new_game(app, "licitazione", 4, humans=(0, 1))
    session = table.session
    # Until someone takes the screen, the table shows no face of any hand.
    assert isinstance(app.top, HandoffScene) or table.concealed or \
        session.hand.to_act in (0, 1)
    asked: list[int] = []
    real = table.images.face
    table.images.face = lambda c: (asked.append(c), real(c))[1]  # type: ignore[method-assign]
    if table.concealed:
        table.draw(app.screen)
        hidden = set(session.hand.hands[0]) | set(session.hand.hands[1])
        assert not set(asked) & hidden
    table.images.face = real  # type: ignore[method-assign]
    player = Player(app, table)
    end = player.hand()
    assert player.handoffs >= 2  # the screen changed hands between the two humans
    assert player.buttons >= 2 and player.cards >= 2
    assert end.table is table and session.hand.tricks
    for seat in (0, 1):
        assert any(s == seat for t in session.hand.tricks for s, _ in t.plays)


def test_new_game_lists_every_catalogue_variant_and_its_options(app: App) -> None:
    scene = NewGameScene(app)
    app.push(scene)
    assert [v for v, _ in scene.variant.options()] == [v.key for v in VARIANTS]
    seen: dict[str, list[str]] = {}
    for entry in VARIANTS:
        choose(app, scene.variant, entry.key)
        seen[entry.key] = [r.label() for r in scene.options]
        assert len(scene.options) == len(scene.setup.offered())
        for row in scene.options:  # each option reads as words, never as a key
            assert "." not in row.label() and all(label for _, label in row.options())
        assert all(r.rect.bottom <= scene.start.rect.top for r in scene.options)
    assert "Offerta minima" in seen["licitazione"]
    assert "L'asta finisce al 2" in seen["chiamata"]
    assert "Obbligo di rispondere" in seen["briscolone"]


def test_an_option_chosen_reaches_the_rules(app: App) -> None:
    scene = NewGameScene(app)
    app.push(scene)
    choose(app, scene.variant, "licitazione")
    row = next(r for r in scene.options if r.label() == "Offerta minima")
    choose(app, row, 80)
    click_at(app, scene.start.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.session.rules.min_bid == 80


def test_keyboard_alone_starts_a_game(app: App) -> None:
    scene = NewGameScene(app)
    app.push(scene)

    def key(k: int) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")

    app.step(1 / 60, [key(pygame.K_RIGHT)])  # the variant has the focus first
    assert scene.setup.variant == VARIANTS[1].key
    app.step(1 / 60, [key(pygame.K_UP), key(pygame.K_UP)])  # Back, then Play
    assert scene.group.widgets[scene.group.focus] is scene.start
    app.step(1 / 60, [key(pygame.K_RETURN)])
    table = app.top
    assert isinstance(table, TableScene) and table.session.rules.variant == VARIANTS[1].key


@pytest.mark.parametrize("variant", [v.key for v in VARIANTS])
def test_quick_game_plays_the_default_variant(app: App, variant: str) -> None:
    app.settings.default_variant = variant
    from_menu(app, "menu.quick")
    table = app.top
    assert isinstance(table, TableScene)
    rules = table.session.rules
    assert rules.variant == variant and rules.players == entry_of(variant).players[0]
    assert [c.human for c in table.session.seats].count(True) == 1


@pytest.mark.parametrize("variant", ["chiamata", "licitazione", "schembil", "briskula-dupla"])
def test_continue_picks_up_a_game_left_after_two_tricks(tmp_path: Path, variant: str) -> None:
    app = make_app(root=tmp_path)
    entry = entry_of(variant)
    table = new_game(app, variant, entry.players[0])
    player = Player(app, table)
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if len(table.session.hand.tricks) >= 2 and table.human_to_act():
            break
        if table.human_to_act():
            player.turn()
        else:
            app.step(1 / 60, [])
    app.step(1 / 60, [pygame.event.Event(pygame.QUIT)])  # closing the window saves
    actions = list(table.session.hand.actions)
    again = make_app(root=tmp_path)
    menu = MenuScene(again)
    again.push(menu)
    click_at(again, menu.group.widgets[0].rect.center)  # Continue
    restored = again.top
    assert isinstance(restored, TableScene)
    assert restored.session.rules == table.session.rules
    assert list(restored.session.hand.actions) == actions
    Player(again, restored).hand()  # and the hand plays on to its end


def test_settings_of_the_version_before_the_catalogue_still_load(tmp_path: Path) -> None:
    dirs = UserDirs.under(tmp_path)
    dirs.config.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({  # as the game wrote it before every variant was in
        "language": "it", "deck_style": "piacentine", "queen_jack": "nord",
        "default_variant": "briskula-dupla", "exchange_rank": 7, "carico_back": True,
        "tie_policy": "replay", "deal_style": "three", "anim_speed": "fast", "sound": True,
        "volume": 0.5, "card_size": "large", "fullscreen": False, "beginner_index": False,
        "hints": True, "show_scores": True, "player_name": "Maria"}), encoding="utf-8")
    app = wire(App(dirs=dirs, headless=True))
    assert app.settings_problem is None and not app.messages
    assert app.settings.default_variant == "briskula-dupla"
    scene = NewGameScene(app)
    assert scene.setup.variant == "briskula-dupla" and scene.setup.seats[0].name == "Maria"
    assert scene.setup.rules().tie_policy == "replay"
