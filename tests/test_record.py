"""JSON game records replay to the identical game; damaged or foreign files are refused."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.record import GameRecord, HandRecord, RecordError, load, parse, replay_hand
from game.rules import PRESETS, preset
from game.simulate import random_playout
from game.state import HandState


@pytest.mark.parametrize("name", PRESETS)
def test_record_round_trip_replays_identical_events(name: str, tmp_path: Path) -> None:
    rules = preset(name)
    state = HandState.new(rules, seed=42, dealer=1)
    random_playout(state, random.Random(42))
    record = GameRecord(rules, (HandRecord.of(state),))
    path = tmp_path / "game.json"
    record.save(path)
    again = load(path)
    assert again == record
    replayed, events = replay_hand(again.rules, again.hands[0])
    assert events == state.log
    assert replayed.result() == state.result()


def _valid() -> dict[str, object]:
    rules = preset("classic-2")
    state = HandState.new(rules, seed=1)
    random_playout(state, random.Random(1))
    data: dict[str, object] = json.loads(GameRecord(rules, (HandRecord.of(state),)).to_json())
    return data


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: "{not json", "not valid JSON"),
    (lambda d: json.dumps({**d, "format": "chess-pgn"}), "not a game record"),
    (lambda d: json.dumps({**d, "version": 99}), "newer version"),
    (lambda d: json.dumps({**d, "rules": {"players": 2}}), "rules are invalid"),
    (lambda d: json.dumps({**d, "hands": "lots"}), "hands must be a list"),
    (lambda d: json.dumps({**d, "hands": [{"dealer": 0}]}), "damaged: hand 1"),
])
def test_damaged_or_foreign_records_are_refused_clearly(mutate: object, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        parse(mutate(_valid()))  # type: ignore[operator]


def test_replay_reports_an_illegal_or_impossible_action() -> None:
    data = _valid()
    hands = data["hands"]
    assert isinstance(hands, list)
    hands[0]["actions"][5] = 61
    record = parse(json.dumps(data))
    with pytest.raises(RecordError, match=r"action 6 .* is illegal"):
        replay_hand(record.rules, record.hands[0])
    hands[0]["deck"] = hands[0]["deck"][:-1]
    with pytest.raises(RecordError, match="not the one its seed 1 deals"):
        parse(json.dumps(data))
    hands[0]["seed"] = None
    record = parse(json.dumps(data))
    with pytest.raises(RecordError, match="recorded deal is invalid"):
        replay_hand(record.rules, record.hands[0])


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load(tmp_path / "missing.json")
    bad = tmp_path / "bin.json"
    bad.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(RecordError):
        load(bad)
