"""Mutation testing of the rules core: `python3 tools/dev.py run -m tools.mutate [MODULE...]`.

Plants small bugs (mutmut 3: a flipped comparison, an off-by-one, a swapped boolean, a dropped
argument) in one module at a time and runs the fast tests that cover it against each; a mutant
no test fails on is a rule nobody pinned down. Prints caught/total per module. Too slow for
CI's every run (minutes per module); run it after changing the rules core and read the
survivors it lists. docs/testing.md has the figures and how to read them.

    MODULE        paths or short names (`legal`, `variants/chiamata`); none: every module
    --sample N    run a seeded random N mutants per module instead of all (figures say so)
    --jobs J      mutants run in parallel (default 1: the machines are shared)
    --keep        reuse the previous run's results in build/mutate/ instead of starting afresh

Each module runs in its own scratch copy under build/mutate/ (mutmut writes `mutants/` beside
the sources), so the working tree is never touched. Survivors judged equivalent (no program
can tell them apart from the original) are listed in EQUIVALENT below with the reason and are
left out of the score, never out of the count.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "mutate"

# Each module with the fast tests that state its rules (seconds each, no UI). mutmut first runs
# them all once to learn which test calls which function, then runs against each mutant only
# the tests that reach the mutated function, fastest first, stopping at the first failure.
CORE = ["tests/test_rules_core.py", "tests/test_rules_variants.py",
        "tests/test_rules_validation.py", "tests/test_house_rules.py",
        "tests/test_bidding_follow.py", "tests/test_refusals.py", "tests/test_invariants.py",
        "tests/test_properties.py", "tests/test_golden.py", "tests/test_engine_misc.py",
        "tests/test_new_variant.py", "tests/test_deck_choice.py", "tests/test_mut_rules.py"]
BIDDING = ["tests/test_bidding_chiamata.py", "tests/test_bidding_licitazione.py",
           "tests/test_bidding_engine.py", "tests/test_bidding_follow.py",
           "tests/test_bidding_properties.py", "tests/test_mut_variants.py"]
FILES = ["tests/test_hostile_files.py", "tests/test_fuzz_loaders.py", "tests/test_record.py",
         "tests/test_engine_misc.py", "tests/test_mut_files.py"]
MODULES: dict[str, list[str]] = {
    "game/legal.py": CORE,
    "game/cards.py": CORE,
    "game/state.py": [*CORE, *BIDDING],
    "game/rules.py": [*CORE, *BIDDING],
    "game/match.py": ["tests/test_match.py", "tests/test_house_rules.py",
                      "tests/test_catalogue.py", "tests/test_mut_match.py"],
    "game/variants/auction.py": BIDDING,
    "game/variants/chiamata.py": BIDDING,
    "game/variants/licitazione.py": BIDDING,
    "game/tournament/standings.py": ["tests/test_tournament_standings.py",
                                     "tests/test_tournament_properties.py",
                                     "tests/test_mut_standings.py"],
    "game/checks.py": FILES,
    "game/files.py": FILES,
    "game/record.py": [*FILES, "tests/test_review.py"],
    "game/ai/solver.py": ["tests/test_ai_search.py", "tests/test_solver_bruteforce.py"],
}

# Survivors no test can kill because the mutant behaves exactly as the original. Keyed by the
# module and the mutated line as mutmut prints it (`-old` / `+new`, stripped; "*" for any
# change of that line), so renumbering after an edit elsewhere in the module keeps the
# judgement; the value says why.
_ZIP = "for s, c in zip(state.trick_seats, cards, strict=True)):"
_FALSY = "None and False are both false wherever this flag is read"
_ORDER = ("move ordering: alpha-beta with a table returns exact values whatever order the "
          "moves are tried in; only the node count changes")
_WIDER = ("a wider window than the null one: the answer (at least `win`, or `tie`) is the same, "
          "found with more nodes")
_SAME_LENGTH = ("the seats and cards of a trick always have the same length; `strict` only "
                "raises on a mismatch")
EQUIVALENT: dict[tuple[str, str, str], str] = {
    ("game/legal.py", "beaters = [c for c in same if strength[c] > strength[best]]",
     "beaters = [c for c in same if strength[c] >= strength[best]]"):
        "two cards of one suit never have the same strength, and `best` is of that suit here",
    ("game/legal.py", _ZIP, "for s, c in zip(state.trick_seats, cards, strict=None)):"):
        _SAME_LENGTH,
    ("game/legal.py", _ZIP, "for s, c in zip(state.trick_seats, cards, strict=False)):"):
        _SAME_LENGTH,
    ("game/legal.py", _ZIP, "for s, c in zip(state.trick_seats, cards, )):"): _SAME_LENGTH,
    ("game/state.py", 'assert owner is not None, "a legal non-card action has its plug-in"',
     "*"): "the message of an assertion that cannot fail: a legal non-card action comes from "
           "a plug-in's play_extras, so that plug-in owns it",
    ("game/state.py", "return Refusal(Why.NOT_IN_PHASE, action=action)", "*"):
        "unreachable: a hand without an auction has only the PLAY and OVER phases, and OVER "
        "is answered first",
    ("game/variants/auction.py", 'assert auction is not None, "not a bidding hand"', "*"):
        "the message of an assertion no caller can trigger: only a bidding hand's plug-in "
        "calls `of`",
    ("game/state.py", "raise IllegalActionError(self.refusal(action) or Refusal(Why.ILLEGAL))",
     "*"): "`refusal` is None only for a legal action, and here the action is not legal: the "
           "fallback is never used",
    ("game/variants/licitazione.py", "assert bid is not None and a.bidder is not None",
     "assert bid is not None or a.bidder is not None"):
        "a hand that is not a redeal has both a bid and a bidder: neither assertion can fail",
    ("game/variants/auction.py", "return HandResult(zeros, None, True, -1, zeros, None)",
     "return HandResult(zeros, None, True, -1, zeros, )"):
        "None is `HandResult.bidder_won`'s default: the same value either way",
    ("game/tournament/standings.py", 'def explain(self, lang: Lang = "en") -> list[str]:',
     'def explain(self, lang: Lang = "EN") -> list[str]:'):
        "a language the catalogue does not have reads in English (`messages.explain`)",
    ("game/files.py",
     'return raw.decode("utf-8").removeprefix("\\ufeff")  # old Windows editors write a BOM',
     'return raw.decode("UTF-8").removeprefix("\\ufeff")  # old Windows editors write a BOM'):
        "codec names are not case-sensitive",
    ("game/files.py", 'if value in (float("inf"), float("-inf")):',
     'if value in (float("INF"), float("-inf")):'): "float() reads inf in any case",
    ("game/files.py", "raw = fh.read(limit + 1)", "raw = fh.read(limit + 2)"):
        "one byte or two past the limit: either shows the file grew, and either is refused",
    ("game/record.py", "return json.dumps(data, indent=1, ensure_ascii=False)", "*"):
        "only the JSON's indentation changes: every reader gets the same data",
    ("game/files.py",
     'raise FileProblem(f"it cannot be parsed ({type(exc).__name__})") from None', "*"):
        "no input reaches it: nesting is capped at 32 levels before parsing, whole numbers at "
        "19 digits and other numbers at the finite floats, so the parser raises only "
        "JSONDecodeError (a safety net, judged unreachable)",
    ("game/ai/solver.py", "trump = -1 if self.trump_suit is None else self.trump_suit",
     "trump = -1 if (self.trump_suit is None) and False else self.trump_suit"):
        "with no trump suit, None and -1 both match no card's suit in `winning_index`",
    ("game/ai/solver.py", "self.masks = [0] * self.n", "self.masks = [1] * self.n"):
        "card 0's bit set in every seat's mask alike: the table's keys still tell positions "
        "apart, so only which positions it recognises could change, never a value",
    ("game/ai/solver.py", "v = self._play(m, win - 1, win)", "v = self._play(m, win - 2, win)"):
        _WIDER,
    ("game/ai/solver.py", "out[m] = 0.5 if self._play(m, tie - 1, tie) >= tie else 0.0",
     "out[m] = 0.5 if self._play(m, tie - 2, tie) >= tie else 0.0"): _WIDER,
    ("game/ai/solver.py", "key = (*self.masks, len(self.stock), self.order[0], *self.trick_cards)",
     "key = (*self.masks, len(self.stock), self.order[1], *self.trick_cards)"):
        "a trick is played by two seats or more, and the second seat follows from the leader "
        "and the hands (in the key): the keys tell the same positions apart",
    ("game/ai/solver.py", "if alpha >= beta:", "if alpha > beta:"):
        "cutting off later searches more nodes and returns the same values",
    ("game/ai/solver.py", "flag = UPPER", "flag = None"):
        "an entry with no flag is never used: a lookup misses, the value is searched again",
    ("game/ai/solver.py", "moves.sort(key=lambda c: pts[c] * 16 + strength[c])", "*"): _ORDER,
    ("game/ai/solver.py", "moves.sort(key=lambda c: pts[c] * 16 + strength[c] + (200 if "
     "SUIT_OF[c] == self.trump", "*"): _ORDER,
    ("game/ai/solver.py", "moves.sort(key=lambda c: pts[c] * 16 + strength[c] + (200 if "
     "SUIT_OF[c] == self.trump | else 0))", "*"): _ORDER,  # a change over both lines
    ("game/files.py", "in_string = escaped = False", "in_string = escaped = None"): _FALSY,
    ("game/files.py", "escaped = False", "escaped = None"): _FALSY,
    ("game/files.py", "in_string = False", "in_string = None"): _FALSY,
    ("game/files.py", "if depth > deepest:", "if depth >= deepest:"):
        "setting the deepest level to the same value again changes nothing",
    ("game/files.py", "Path(tmp).unlink(missing_ok=True)", "Path(tmp).unlink(missing_ok=False)"):
        "the temporary file always exists when a write fails (it is made first and renamed "
        "last), so `missing_ok` is never needed",
    ("game/variants/chiamata.py", "return max(WIN_POINTS, points or 0)",
     "return max(WIN_POINTS, points or 1)"): "max(61, 0) and max(61, 1) are both 61",
    ("game/checks.py", 'bad = next((c for c in value if not c.isprintable() or "\\ud800" <= c '
     '<= "\\udfff"), None)', "*"):
        "no surrogate is printable, so `isprintable` already refuses them; the range only "
        "says it again",
}

CAUGHT = {"killed", "timeout", "caught by type check", "segfault"}


@dataclass
class Tally:
    """One module's mutants by outcome, and the survivors' diffs."""

    module: str
    status: dict[str, str] = field(default_factory=dict)
    survivors: dict[str, str] = field(default_factory=dict)
    equivalent: dict[str, str] = field(default_factory=dict)
    sampled_from: int = 0

    def count(self, *names: str) -> int:
        return sum(1 for s in self.status.values() if s in names)

    def line(self) -> str:
        total = len(self.status)
        caught = self.count(*CAUGHT)
        equivalent = len(self.equivalent)
        judged = total - equivalent
        score = 100.0 * caught / judged if judged else 100.0
        sample = f" (sample of {self.sampled_from})" if self.sampled_from else ""
        return (f"{self.module:32} caught {caught:4}/{total:<4}{sample} equivalent {equivalent:3}"
                f"  left {judged - caught:3} (no tests {self.count('no tests')})"
                f"   score {score:5.1f} %")


def resolve(name: str) -> str:
    """`legal`, `variants/chiamata`, `game/legal.py` all name game/legal.py."""
    key = name.removesuffix(".py").removeprefix("game/").replace(".", "/")
    for module in MODULES:
        short = module.removeprefix("game/").removesuffix(".py")
        if short == key or short.rsplit("/", 1)[-1] == key:
            return module
    sys.exit(f"unknown module {name!r}; known: {', '.join(MODULES)}")


def prepare(module: str, work: Path) -> None:
    """A scratch copy of the code and tests with mutmut told which module and tests to use."""
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "game", work / "game", ignore=skip)
    for folder in ("tests", "ui", "assets"):  # some tests word refusals through ui/
        shutil.copytree(ROOT / folder, work / folder, ignore=skip)
    tests = [t for t in MODULES[module] if (ROOT / t).exists()]
    config = {"source_paths": ["game"], "only_mutate": [module],
              "pytest_add_cli_args_test_selection": tests,
              "pytest_add_cli_args": ["-p", "no:cacheprovider", "-q"],
              "also_copy": ["ui", "assets"], "use_git_change_detection": False}
    lines = [f"{key} = {json.dumps(value)}" for key, value in config.items()]
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (work / "pyproject.toml").write_text(text + "\n[tool.mutmut]\n" + "\n".join(lines) + "\n",
                                         encoding="utf-8")


def mutmut(work: Path, *args: str, log: Path | None = None) -> str:
    env = dict(os.environ, HYPOTHESIS_PROFILE="ci", PYTHONDONTWRITEBYTECODE="1")
    out = subprocess.run([sys.executable, "-m", "mutmut", *args], cwd=work, env=env,
                         capture_output=True, text=True, check=False)
    if log is not None:
        with log.open("a", encoding="utf-8") as f:
            f.write(out.stdout + out.stderr)
    return out.stdout


def meta(work: Path, module: str) -> dict[str, int | None]:
    path = work / "mutants" / (module + ".meta")
    if not path.exists():
        return {}
    data: dict[str, int | None] = json.loads(path.read_text(encoding="utf-8"))["exit_code_by_key"]
    return data


def changed_lines(diff: str) -> tuple[str, str]:
    """The removed and added lines of a mutant's diff, stripped: its fingerprint."""
    old = " | ".join(line[1:].strip() for line in diff.splitlines()
                     if line.startswith("-") and not line.startswith("---"))
    new = " | ".join(line[1:].strip() for line in diff.splitlines()
                     if line.startswith("+") and not line.startswith("+++"))
    return old, new


def run_module(module: str, sample: int, seed: int, jobs: int, keep: bool) -> Tally:
    from mutmut.stats import status_by_exit_code

    work = WORK / module.removesuffix(".py").replace("/", "-")
    log = work.parent / (work.name + ".log")
    if not keep or not (work / "mutants").exists():
        prepare(module, work)
        log.write_text("", encoding="utf-8")
        names: list[str] = []
        if sample:
            # Generate the mutants and the test map without running any (a name that matches
            # nothing), then run a seeded sample by name.
            mutmut(work, "run", "--max-children", str(jobs), "no-such-mutant", log=log)
            everything = sorted(meta(work, module))
            names = sorted(random.Random(seed).sample(everything, min(sample, len(everything))))
        mutmut(work, "run", "--max-children", str(jobs), *names, log=log)
    tally = Tally(module)
    codes = meta(work, module)
    if not codes or all(v is None for v in codes.values()):
        sys.exit(f"{module}: mutmut ran no mutant; see {log}")
    if sample and len(codes) > sample:
        tally.sampled_from = len(codes)
        codes = {k: v for k, v in codes.items() if v is not None}
    for name, code in codes.items():
        tally.status[name] = status_by_exit_code[code]
    for name, status in tally.status.items():
        if status in CAUGHT:
            continue
        diff = mutmut(work, "show", name)
        tally.survivors[name] = diff
        old, new = changed_lines(diff)
        why = EQUIVALENT.get((module, old, new)) or EQUIVALENT.get((module, old, "*"))
        if why is not None:
            tally.equivalent[name] = why
    return tally


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("modules", nargs="*")
    parser.add_argument("--sample", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--quiet", action="store_true", help="figures only, no survivor diffs")
    args = parser.parse_args(argv)
    modules = [resolve(m) for m in args.modules] or list(MODULES)
    tallies = []
    for module in modules:
        tally = run_module(module, args.sample, args.seed, args.jobs, args.keep)
        tallies.append(tally)
        print(tally.line(), flush=True)
        if not args.quiet:
            for name, diff in tally.survivors.items():
                label = ("equivalent: " + tally.equivalent[name] if name in tally.equivalent
                         else tally.status[name])
                body = "\n".join(line for line in diff.splitlines()
                                 if re.match(r"[-+@ ]", line) and not line.startswith(("---",
                                                                                     "+++")))
                print(f"  {name}: {label}\n" + "\n".join("    " + b for b in body.splitlines()))
    print("\n".join(t.line() for t in tallies))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
