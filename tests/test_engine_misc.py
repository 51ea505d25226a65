"""Engine purity, per-seat event filtering, card codes and the atomic file helpers."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game import actions as A
from game.cards import card, code, parse_code
from game.events import HIDDEN, CardDrawn, Dealt, for_seat
from game.files import atomic_write_text, keep_aside
from game.rules import preset
from game.state import HandState

GAME = Path(__file__).resolve().parent.parent / "game"


def test_engine_never_imports_pygame() -> None:
    for path in GAME.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(n.split(".")[0] == "pygame" for n in names), path


def test_engine_uses_no_global_random_state() -> None:
    for path in GAME.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for call in ("random.shuffle(", "random.random(", "random.choice(", "random.seed(",
                     "random.randrange(", "random.randint("):
            assert call not in text, f"{path}: use a seeded random.Random instead of {call}"


def test_events_for_seat_hide_other_hands_and_draws() -> None:
    state = HandState.new(preset("classic-2"), seed=1)
    while state.stock:
        state.apply(state.legal_actions()[0])
    mine = for_seat(state.log, 0)
    for ev in mine:
        if isinstance(ev, Dealt) and ev.seat == 1:
            assert set(ev.cards) == {HIDDEN}
        if isinstance(ev, CardDrawn) and ev.seat == 1:
            assert ev.card == HIDDEN or ev.card == state.trump_card
        if isinstance(ev, Dealt) and ev.seat == 0:
            assert HIDDEN not in ev.cards
    everything = for_seat(state.log, 0, visible=frozenset({1}))
    assert everything == state.log


def test_card_codes_round_trip() -> None:
    for c in preset("briskula").deck_cards() + preset("classic-2").deck_cards():
        assert parse_code(code(c)) == c
    for bad in ("", "Z", "1X", "11S"):
        with pytest.raises(ValueError):
            parse_code(bad)
    with pytest.raises(ValueError, match="no such card"):
        card(4, 1)


def test_action_descriptions() -> None:
    assert A.describe(parse_code("AS")) == "play AS"
    assert A.describe(A.PASS) == "pass" and A.describe(A.EXCHANGE_TRUMP) == "exchange trump"
    assert A.describe(A.call_suit(1)) == "call denari"
    assert A.describe(A.declare(3)) == "declare spade"
    assert A.describe(A.bid_rank(3)) == "bid rank 3"
    assert A.describe(A.bid_points(75)) == "bid 75"
    assert A.describe(A.SIGNAL_BASE) == "sign asso" and A.describe(A.TALK_BASE) == "busso"
    assert A.describe(999).startswith("unknown")


def test_atomic_write_and_keep_aside(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "settings.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["settings.json"]
    backup = keep_aside(target)
    assert not target.exists() and backup.read_text() == "two"
    atomic_write_text(target, "three")
    second = keep_aside(target)
    assert second != backup and second.read_text() == "three"


def test_clone_is_independent() -> None:
    state = HandState.new(preset("classic-4"), seed=3)
    twin = state.clone()
    twin.apply(twin.legal_actions()[0])
    assert len(state.actions) == 0 and len(twin.actions) == 1
    assert state.hands != twin.hands


def test_observation_basics() -> None:
    state = HandState.new(preset("classic-2"), seed=3)
    obs = state.observe(0)
    assert obs.players == 2 and obs.to_act == 1 and obs.legal == ()
    assert state.observe(1).legal == tuple(state.legal_actions())
    state.apply(state.legal_actions()[0])
    assert state.observe(0).played_cards() == [state.trick_cards[0]]
    assert obs.team_points == (0, 0)
    with pytest.raises(ValueError, match="not at a table"):
        state.observe(2)
