"""tools/mutate.py's own bookkeeping, checked without running mutmut: every module and test
file it names exists, and every survivor judged equivalent still points at a line of its
module (a judgement left behind by an edit would otherwise hide a new survivor)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import mutate

ROOT = Path(__file__).resolve().parent.parent


def test_every_module_and_test_file_named_exists() -> None:
    for module, tests in mutate.MODULES.items():
        assert (ROOT / module).is_file(), module
        assert tests and all((ROOT / t).is_file() for t in tests), module


def test_every_equivalent_mutant_still_points_at_its_line() -> None:
    for (module, old, new), why in mutate.EQUIVALENT.items():
        source = [line.strip() for line in (ROOT / module).read_text("utf-8").splitlines()]
        assert all(part in source for part in old.split(" | ")), (module, old)
        assert new != old and why.strip(), (module, old)


def test_short_names_resolve_to_the_module() -> None:
    assert mutate.resolve("legal") == "game/legal.py"
    assert mutate.resolve("chiamata") == "game/variants/chiamata.py"
    assert mutate.resolve("variants/auction") == "game/variants/auction.py"
    assert mutate.resolve("game/ai/solver.py") == "game/ai/solver.py"
    with pytest.raises(SystemExit, match="unknown module 'ui'"):
        mutate.resolve("ui")


def test_a_mutant_is_known_by_its_changed_lines() -> None:
    diff = ("--- game/x.py\n+++ game/x.py\n@@ -1,3 +1,3 @@\n def f(a):\n"
            "-    return a > 1\n+    return a >= 1\n")
    assert mutate.changed_lines(diff) == ("return a > 1", "return a >= 1")


def test_a_tally_scores_caught_over_mutants_less_the_equivalent() -> None:
    tally = mutate.Tally("game/x.py", status={"a": "killed", "b": "timeout", "c": "survived",
                                              "d": "survived"},
                         survivors={"c": "", "d": ""}, equivalent={"d": "why"})
    line = tally.line()
    assert "caught    2/4" in line and "equivalent   1" in line and "left   1" in line
    assert "score  66.7 %" in line
