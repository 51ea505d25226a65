"""The networks' weights are stored with the digits they need (issue 30): each layer weight in
the fewest digits that name its float32, read back exactly, so results do not change."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from game.ai import net

ROOT = Path(__file__).resolve().parent.parent
FILES = {"value-classic-2": net.N_INPUTS, "value-classic-4": net.N_INPUTS_4,
         "value-chiamata": net.N_INPUTS_CALL}


def _f32s(rng: random.Random, n: int) -> list[float]:
    return [net.float32(rng.gauss(0, 0.5)) for _ in range(n)]


def test_a_network_written_short_reads_back_exactly() -> None:
    rng = random.Random(3)
    w1 = [_f32s(rng, 6) for _ in range(4)]
    b1, w2 = _f32s(rng, 6), _f32s(rng, 6)
    text = net.dumps(w1, b1, w2, -0.0029, {"seed": 1})
    back = net.parse(json.loads(text), 4)
    assert [list(r) for r in back.w1] == w1 and list(back.b1) == b1 and list(back.w2) == w2
    assert back.b2 == -0.0029
    # The same network in Python's 17 digits (the old files) reads to the very same values.
    long = json.dumps({"w1": w1, "b1": b1, "w2": w2, "b2": -0.0029})
    assert net.parse(json.loads(long), 4) == back
    assert len(text) < 0.7 * len(long)


def test_short32_is_the_shortest_that_names_the_float32() -> None:
    assert net.short32(net.float32(0.32424)) == "0.32424"
    assert net.short32(0.3242399990558624) == "0.32424"
    assert net.short32(1.0) == "1" and net.short32(-2.5e-07) == "-2.5e-07"
    for x in (0.1, 1 / 3, -123.456, 6.1e-5):
        text = net.short32(x)
        assert net.float32(float(text)) == net.float32(x)
        shorter = f"{net.float32(x):.{len(text.replace('-', '').replace('.', '')) - 2}g}"
        assert net.float32(float(shorter)) != net.float32(x) or len(shorter) >= len(text)


def test_shipped_weights_use_short_numbers_and_load_as_float32() -> None:
    for name, inputs in FILES.items():
        text = (ROOT / "assets" / "ai" / f"{name}.json").read_text(encoding="utf-8")
        layers = text[:text.index('"b2"')]
        digits = [len(re.sub(r"[^0-9]", "", m).lstrip("0"))
                  for m in re.findall(r"-?\d+\.?\d*(?:e-?\d+)?", layers)]
        assert max(digits) <= 10, name  # 9 significant digits at most (+1 for exponents)
        loaded = net.parse(json.loads(text), inputs)
        assert all(net.float32(v) == v for row in loaded.w1 for v in row)
