"""Golden playthroughs: seeded hands dumped as text and compared with files in tests/golden/.

Regenerate after an intended change with `REGEN_GOLDEN=1 python -m pytest tests/test_golden.py`
and review the diff like code.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from game.actions import describe
from game.cards import code
from game.events import Event
from game.rules import preset
from game.state import HandState

GOLDEN = Path(__file__).parent / "golden"
CASES = [("classic-2", 2026), ("classic-4", 7), ("briscolone", 3), ("briskula-dupla", 11),
         ("classic-3", 5), ("chiamata", 4), ("licitazione", 12), ("schembil", 6)]


def _fmt(value: object) -> str:
    if isinstance(value, tuple):
        return "[" + " ".join(_fmt(v) for v in value) + "]"
    return str(value)


def _event_line(ev: Event) -> str:
    fields = []
    for name, value in zip(ev._fields, ev, strict=True):
        if name in ("card", "gave", "took") and isinstance(value, int) and value >= 0:
            value = code(value)
        elif name == "cards":
            value = tuple(code(c) for c in value)
        fields.append(f"{name}={_fmt(value)}")
    return f"{type(ev).__name__} " + " ".join(fields)


def dump(variant: str, seed: int) -> str:
    """The hand as text: the deal, then every action with the events it caused."""
    rules = preset(variant)
    state = HandState.new(rules, seed=seed, dealer=seed % rules.players)
    lines = [f"# {variant} seed={seed} dealer={state.dealer}"]
    lines += [_event_line(e) for e in state.log]
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_act
        moves = state.legal_actions()
        action = moves[rng.randrange(len(moves))]
        lines.append(f"> seat {seat}: {describe(action)}")
        lines += ["  " + _event_line(e) for e in state.apply(action)]
    lines.append(f"result {state.result()}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("variant", "seed"), CASES)
def test_golden_playthrough(variant: str, seed: int) -> None:
    path = GOLDEN / f"{variant}-{seed}.txt"
    text = dump(variant, seed)
    if os.environ.get("REGEN_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path}: run with REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8")
