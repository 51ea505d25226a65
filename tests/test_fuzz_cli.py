"""The loader fuzzer, extended to the command line: random arguments for every subcommand.

Whatever the arguments, `python -m game` answers with an exit status (0, 1 or 2) and words,
never a traceback, and touches no file outside the paths it was given: the sandbox holds a
`given/` folder (the only place paths point to, with a foreign file, a folder and a real
record and tournament in it) beside an `outside/` folder and the working directory, and every
byte outside `given/` must be unchanged after each run. A file in `given/` that is not ours
may change only when `--force` was passed. Values are drawn small (a few games, two or three
participants, the built-in players) so that each example runs in a moment.
"""

from __future__ import annotations

import contextlib
import io
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game import cli
from game.match import MatchFormat
from game.record import GameRecord, HandRecord
from game.rules import preset
from game.state import HandState
from game.tournament.event import Tournament
from game.tournament.model import EventConfig, Participant, Player
from game.tournament.store import load, save

EXAMPLES = int(os.environ.get("FUZZ_CLI_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

NUMBERS = st.sampled_from(["0", "1", "2", "3", "-1", "", "x", "2.5", "1e3", "nan", "inf",
                           "99999999999999999999", " 2", "0x10"])
SMALL = st.sampled_from(["1", "2", "3", "0", "-2", "x", "99999999999999999999"])
SECONDS = st.sampled_from(["0.01", "0.05", "0", "-1", "nan", "inf", "x", "1e400"])
TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)),
               max_size=140) | st.sampled_from(["tab\there", "x" * 129, "Sagra"])
VARIANTS = st.sampled_from(["classic-2", "classic-4", "briscolone", "chiamata", "all",
                            "nope", "licitazione", "briskula"])
SETS = st.sampled_from(["must_follow=off", "must_follow=on", "must_follow=maybe",
                        "tie_policy=replay", "tie_policy=7", "players=4", "players=9",
                        "teams=none", "nonsense=1", "=", "x", "deck=french", "cappotto=sì"])
PATHS = st.sampled_from(["given/new.json", "given/foreign.json", "given/folder",
                         "given/record.json", "given/t.json", "given/sub/deep.json",
                         "given/missing.json", "given/new.html", "given/page.html",
                         "given/out", "given/club"])
FORMATS = st.sampled_from(["single", "bo3", "bo5", "all5", "bo99", "bo4", "bo15", "x", ""])


def opt(name: str, values: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    return st.lists(values, max_size=1).map(lambda vs: [x for v in vs for x in (name, v)])


def req(name: str, values: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    """An option always given: its default would make the example slow (2,000 games...)."""
    return values.map(lambda v: [name, v])


def flag(name: str) -> st.SearchStrategy[list[str]]:
    return st.booleans().map(lambda on: [name] if on else [])


def command(name: str, *parts: st.SearchStrategy[list[str]]) -> st.SearchStrategy[list[str]]:
    return st.tuples(*parts).map(lambda chunks: [name] + [x for c in chunks for x in c])


COMMANDS = st.one_of(
    command("simulate", opt("--variant", VARIANTS), req("--games", SMALL),
            opt("--seed", NUMBERS)),
    command("bench", req("--seconds", st.sampled_from(["0.01", "0", "-1", "nan", "x"])),
            opt("--variant", st.sampled_from(["classic-2", "nope"]))),
    command("replay", st.lists(PATHS, min_size=0, max_size=2)),
    command("review", st.lists(PATHS, min_size=1, max_size=1), opt("--hand", NUMBERS),
            opt("--seat", NUMBERS), opt("--seed", NUMBERS),
            st.just(["--worlds"]), st.sampled_from([["1"], ["2"], ["0"], ["-4"], ["x"]])),
    command("arena", req("--a", st.sampled_from(["random", "greedy", "exec:", "nobody",
                                                   "principiante"])),
            req("--b", st.sampled_from(["random", "principiante", "exec:  ", "x"])),
            opt("--variant", VARIANTS), req("--games", SMALL), opt("--deals", SMALL),
            opt("--seed", NUMBERS), opt("--salt", NUMBERS), opt("--jobs",
                                                               st.sampled_from(["1", "0", "x"])),
            opt("--move-time", SECONDS), opt("--handshake-time", SECONDS),
            opt("--bot-log", PATHS), st.lists(SETS, max_size=2).map(
                lambda xs: [y for x in xs for y in ("--option", x)])),
    command("tournament", opt("--format", st.sampled_from(["round-robin", "groups", "knockout",
                                                            "x"])),
            opt("--groups", SMALL), req("--size", SMALL), opt("--qualify", SMALL),
            opt("--match", FORMATS), opt("--knockout", FORMATS), opt("--final", FORMATS),
            flag("--no-third-place"), flag("--entry-order"),
            opt("--points", st.sampled_from(["win", "seed-003", "3/1/0", "x", "hands:5=7"])),
            opt("--variant", VARIANTS), st.lists(SETS, max_size=2).map(
                lambda xs: [y for x in xs for y in ("--set", x)]),
            opt("--dealer", st.sampled_from(["random", "cut", "x"])),
            st.just(["--players", "builtin"]), flag("--quartieri"), opt("--name", TEXT),
            opt("--seed", NUMBERS), opt("--lang", st.sampled_from(["en", "it", "fr"])),
            opt("--save", PATHS), opt("--resume", PATHS), opt("--csv", PATHS),
            opt("--html", PATHS), flag("--results"), flag("--force")),
    command("variants", opt("--language", st.sampled_from(["it", "en", "de"]))),
    st.lists(st.sampled_from(["--help", "nope", "", "-x", "tournament", "--size"]),
             max_size=3),
)


def event() -> Tournament:
    cfg = EventConfig("Sagra", "round-robin", preset("classic-2"), group_match=MatchFormat.single())
    return Tournament.create(cfg, [Participant(i, f"P{i}", (Player(f"p{i}", "random"),))
                                   for i in range(3)])


def _record_text() -> str:
    rules = preset("classic-2")
    state = HandState.new(rules, seed=4, dealer=0)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return GameRecord(rules, (HandRecord.of(state),), {"viewer": 0}).to_json()


def snapshot(root: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(root)): (p.read_bytes() if p.is_file() else None)
            for p in sorted(root.rglob("*"))}


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("cli")
    for name in ("given", "outside", "cwd"):
        (root / name).mkdir()
    (root / "outside" / "keep.txt").write_text("not yours", encoding="utf-8")
    return root


def _reset(root: Path) -> None:
    given_dir = root / "given"
    for p in sorted(given_dir.rglob("*"), reverse=True):
        p.unlink() if not p.is_dir() else p.rmdir()
    (given_dir / "foreign.json").write_text('{"mine": true}', encoding="utf-8")
    (given_dir / "page.html").write_text("<p>my page</p>", encoding="utf-8")
    (given_dir / "club-standings.csv").write_text("name,phone\n", encoding="utf-8")
    (given_dir / "folder").mkdir()
    (given_dir / "folder" / "inside.txt").write_text("mine", encoding="utf-8")
    (given_dir / "record.json").write_text(_record_text(), encoding="utf-8")
    save(event(), given_dir / "t.json")


FOREIGN = ("given/foreign.json", "given/page.html", "given/folder/inside.txt",
           "given/club-standings.csv")
BASE = ["tournament", "--format", "round-robin", "--size", "2", "--match", "single",
        "--players", "builtin", "--variant", "classic-2"]


@FUZZ
@given(argv=COMMANDS)
@example(argv=[*BASE, "--save", "given/foreign.json"])  # issue 31: overwritten, .bak beside
@example(argv=[*BASE, "--resume", "given/folder"])  # issue 31: renamed, folder and all
@example(argv=[*BASE, "--resume", "given/foreign.json"])
@example(argv=[*BASE, "--html", "given/page.html", "--csv", "given/club"])
@example(argv=[*BASE, "--name", "x" * 129, "--save", "given/new.json"])  # saved, unreadable
@example(argv=[*BASE, "--name", "tab\there", "--save", "given/new.json"])
@example(argv=[*BASE, "--match", "bo99", "--save", "given/new.json"])  # could never finish
def test_random_arguments_give_an_exit_status_and_touch_only_the_given_paths(
        sandbox: Path, argv: list[str]) -> None:
    _reset(sandbox)
    before = snapshot(sandbox)
    out, err = io.StringIO(), io.StringIO()
    cwd = Path.cwd()
    os.chdir(sandbox)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(argv)
    except Exception as exc:  # a traceback the user would have met
        pytest.fail(f"{argv!r} raised {type(exc).__name__}: {exc}\n{out.getvalue()[-500:]}")
    finally:
        os.chdir(cwd)
    assert code in (0, 1, 2), (argv, code)
    after = snapshot(sandbox)
    changed = {k for k in before.keys() | after.keys() if before.get(k) != after.get(k)}
    outside = {k for k in changed if not k.startswith("given")}
    assert not outside, f"{argv!r} touched {sorted(outside)} outside the given paths"
    if "--force" not in argv:
        assert not changed & set(FOREIGN), f"{argv!r} changed a file that is not ours"
    assert "given/folder" in after and after["given/folder/inside.txt"] == b"mine", \
        "a folder is never moved or written over"
    if code == 0 and "--save" in argv and "--resume" not in argv:
        saved = sandbox / argv[len(argv) - 1 - argv[::-1].index("--save") + 1]
        load(saved)  # whatever the command line accepted and saved can be read back
