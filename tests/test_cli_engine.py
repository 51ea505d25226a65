"""The engine's command line: simulate, bench and replay print their figures."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.cli import main
from game.record import GameRecord, HandRecord
from game.rules import preset
from game.simulate import random_playout
from game.state import HandState


def test_simulate_prints_averages_and_checks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--variant", "classic-4", "--games", "50", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "classic-4: 50 hands" in out and "no invariant broken" in out
    assert "team 0+2" in out and "points/hand" in out and "hands/s" in out


def test_simulate_unknown_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--variant", "poker", "--games", "1"]) == 2
    assert "unknown variant" in capsys.readouterr().err


def test_bench_prints_a_row_per_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--seconds", "0.02", "--variant", "classic-2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == ["preset", "hands/s", "µs/apply", "µs/observe"]
    name, hps, apply_us, obs_us = out[1].split()
    assert name == "classic-2"
    assert float(hps.replace(",", "")) > 0 and float(apply_us) > 0 and float(obs_us) > 0


def test_replay_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = preset("classic-2")
    state = HandState.new(rules, seed=1)
    random_playout(state, random.Random(1))
    path = tmp_path / "g.json"
    GameRecord(rules, (HandRecord.of(state),)).save(path)
    assert main(["replay", str(path)]) == 0
    assert "hand 1: 40 actions" in capsys.readouterr().out
    path.write_text("garbage")
    assert main(["replay", str(path)]) == 2
    assert "error: not a game record" in capsys.readouterr().out
