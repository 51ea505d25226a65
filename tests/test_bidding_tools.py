"""The bidding presets through the tools: rules validation and records, the `simulate`,
`bench` and `replay` commands, and the end-of-stock reveal staying off for Schembil."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game import actions as A
from game.cli import main
from game.match import Match, default_format
from game.record import GameRecord, HandRecord, load
from game.rules import PRESETS, Rules, RulesError, preset
from game.simulate import bench, random_playout, simulate
from game.state import HandState

NEW = ("chiamata", "licitazione", "schembil")


def test_new_presets_are_listed() -> None:
    assert set(NEW) <= set(PRESETS)


@pytest.mark.parametrize(("name", "settings", "message"), [
    ("classic-4", dict(dealer_sits_out=True), "Chiamata settings"),
    ("licitazione", dict(min_bid=300), "min_bid"),
    ("licitazione", dict(players=5), "for 4 players"),
    ("classic-4", dict(trump="named"), "trump='named'"),
    ("schembil", dict(rais=(0,)), "one captain per team"),
    ("classic-2", dict(rais=(0, 1)), "one captain per team"),
    ("chiamata", dict(players=7), "5 players"),
    ("classic-2", dict(communication="busso"), "between partners"),
])
def test_bidding_settings_are_validated(name: str, settings: dict, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        preset(name, **settings)


@pytest.mark.parametrize("name", NEW)
def test_rules_round_trip_through_records(name: str, tmp_path: Path) -> None:
    rules = preset(name)
    assert Rules.from_dict(rules.to_dict()) == rules
    m = Match(rules, default_format(rules), seed=5)
    rng = random.Random(5)
    hands = []
    while not m.is_over and len(hands) < 3:
        h = m.new_hand()
        random_playout(h, rng)
        m.record(h)
        hands.append(HandRecord.of(h))
    path = tmp_path / f"{name}.json"
    GameRecord(rules, tuple(hands)).save(path)
    back = load(path)
    assert back.rules == rules and back.hands == tuple(hands)
    assert main(["replay", str(path)]) == 0


@pytest.mark.parametrize("name", NEW)
def test_simulate_and_bench_cover_the_new_presets(name: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--variant", name, "--games", "30"]) == 0
    out = capsys.readouterr().out
    assert f"{name}: 30 hands" in out and "no invariant broken" in out
    report = simulate(preset(name), 30, seed=2)
    assert report.hands == 30 and report.actions > 30 * 36
    figures = bench(name, seconds=0.05)
    assert figures.hands_per_second > 0 and figures.us_per_apply > 0


def test_bench_command_prints_a_row(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--variant", "schembil", "--seconds", "0.05"]) == 0
    assert "schembil" in capsys.readouterr().out


def test_schembil_partners_see_nothing_at_the_end_of_the_stock() -> None:
    s = HandState.new(preset("schembil"), seed=1)
    while s.stock:
        s.apply(next(a for a in s.legal_actions() if A.is_play(a)))
    assert not s.revealed
    # A partner knows no more of seat 4's hand than an opponent (the turned trump, if drawn).
    assert s.observe(2).known[4] == s.observe(1).known[4]
    assert len(s.observe(2).known[4]) <= 1
