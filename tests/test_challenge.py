"""Sfida Campione, the deal of the day, deal codes and the checkable shuffle (issue 34)."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pygame
import pytest

from game import challenge
from game.cli import main as game_cli
from game.fairness import (
    deal_code,
    fingerprint,
    order_text,
    parse_deal_code,
    spaced,
    verify,
)
from game.rules import preset
from game.state import HandState
from ui.challenges import History, Played
from ui.scenes.challenge import ChallengeResultsScene, ChallengeScene
from ui.scenes.handend import HandEndScene
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.tools.harness import click_at, click_card, click_menu, make_app, run_until


def test_fingerprint_commits_to_the_order_and_verify_checks_it(capsys) -> None:
    hand = HandState.new(preset("classic-2"), seed=11)
    fp, order = fingerprint(hand.deck_order), order_text(hand.deck_order)
    assert len(fp) == 16 and verify(spaced(fp), order)
    swapped = order.split()
    swapped[0], swapped[1] = swapped[1], swapped[0]
    assert not verify(fp, " ".join(swapped))
    assert game_cli(["verify", fp, order]) == 0
    assert "matches" in capsys.readouterr().out
    assert game_cli(["verify", fp, " ".join(swapped)]) == 1
    assert game_cli(["verify", fp, "AS ZZ"]) == 2


def test_deal_code_round_trip_and_refusals() -> None:
    assert parse_deal_code(deal_code(4821931208871, 1), 2) == (4821931208871, 1)
    for bad in ("", "12", "x-1", "12-0", "12-3", "9" * 20 + "-1"):
        with pytest.raises(ValueError):
            parse_deal_code(bad, 2)


def test_a_challenge_replays_the_same_everywhere() -> None:
    ch = challenge.make(preset("classic-2"), 5, 2, "normale")
    again = challenge.make(preset("classic-2"), 5, 2, "normale")
    assert ch == again
    first = challenge.campione_plays(ch, 0)
    second = challenge.campione_plays(again, 0)
    assert first is not None and second is not None and first.actions == second.actions
    assert challenge.campione_plays(ch, 0, stop=lambda: True) is None


def test_deal_of_the_day_is_the_same_for_a_day_and_changes_with_it() -> None:
    day = datetime.date(2026, 11, 26)
    rules = preset("classic-2")
    assert challenge.daily(rules, day) == challenge.daily(rules, day)
    assert challenge.daily(rules, day).deals != challenge.daily(
        rules, day + datetime.timedelta(days=1)).deals


def test_history_keeps_challenges_and_sets_a_damaged_file_aside(tmp_path: Path) -> None:
    path = tmp_path / "challenges.json"
    h = History(path)
    h.add(Played("daily", "2026-11-26", 3, "esperto", (70,), (64,)))
    assert History(path).daily_played("2026-11-26") == h.items[0]
    path.write_text(json.dumps({"format": "briscola-challenges", "version": 1,
                                "played": [{"kind": "daily", "you": [999]}]}), "utf-8")
    damaged = History(path)
    assert damaged.items == [] and damaged.problem and not path.exists()
    assert list(tmp_path.glob("challenges.json.broken-*"))


def test_deal_of_the_day_from_the_menu_to_the_results(tmp_path: Path) -> None:
    app = make_app(root=tmp_path, speed="instant")
    app.push(MenuScene(app))
    app.step(1 / 60, [])
    page = click_menu(app, "menu.challenge")
    assert isinstance(page, ChallengeScene)
    click_at(app, page.daily_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.session.kind == "daily"
    for _ in range(200):
        run_until(app, lambda a: isinstance(a.top, HandEndScene) or (
            isinstance(a.top, TableScene) and a.top.human_to_act()), max_frames=20000)
        if isinstance(app.top, HandEndScene):
            break
        click_card(app, table, table.view.hands[0][0])
    end = app.top
    assert isinstance(end, HandEndScene)
    end.counted = end.total
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r")])
    run_until(app, lambda a: isinstance(a.top, ChallengeResultsScene), max_frames=600)
    results = app.top
    assert isinstance(results, ChallengeResultsScene)
    assert app.challenge is not None and app.challenge.wait(300)
    app.step(1 / 60, [])
    history = History(app.dirs.data / "challenges.json")
    today = datetime.date.today().isoformat()
    played = history.daily_played(today)
    assert played is not None and played.you == tuple(results.you)
    assert played.campione == tuple(app.challenge.points)


def test_a_challenge_of_three_deals_starts_from_the_menu(tmp_path: Path) -> None:
    app = make_app(root=tmp_path, speed="instant")
    app.push(MenuScene(app))
    app.step(1 / 60, [])
    page = click_menu(app, "menu.challenge")
    assert isinstance(page, ChallengeScene)
    while page.deals != 3:
        click_at(app, (page.size_row.rect.right - 5, page.size_row.rect.centery))
    click_at(app, page.start_button.rect.center)
    table = app.top
    try:
        assert isinstance(table, TableScene) and table.session.kind == "challenge"
        assert len(table.session.deals) == 3 and table.session.ai_seed is not None
        assert app.challenge is not None and len(app.challenge.points) == 3
    finally:
        if app.challenge is not None:
            app.challenge.stop()
