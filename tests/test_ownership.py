"""Never write over or move what is not ours; read only regular files; one set of limits at
every door; switches that mean what they say; write errors from the command line in words.

Each test here failed on the old behaviour (issue 31): a foreign file was overwritten by
`--save` (and a `.bak` written beside it), a folder given to `--resume` was renamed, a named
pipe hung the loaders, a 129-character name was saved and never read back, `bo99` and 2,048
participants were accepted, `must_follow=off` meant on, and a full disk ended in a traceback.
"""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from game import cli
from game.commands.args import rules_from_options, switch
from game.files import (
    FileProblem,
    NotOurs,
    check_may_write,
    format_mark,
    holds_mark,
    keep_aside,
    read_json,
    read_text,
)
from game.match import MatchFormat
from game.rules import RulesError, preset
from game.tournament import store
from game.tournament.event import FORMAT, Tournament
from game.tournament.model import (
    MAX_BEST_OF,
    MAX_MATCHES,
    NAME_MAX,
    EventConfig,
    Participant,
    Player,
    TournamentError,
    parse_format,
)
from game.tournament.store import TournamentFileError, backup_path, load, save

POSIX_FIFO = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
SMALL = ["tournament", "--format", "round-robin", "--size", "2", "--match", "single",
         "--players", "builtin", "--variant", "classic-2", "--seed", "3"]


def event(name: str = "Sagra") -> Tournament:
    cfg = EventConfig(name, "round-robin", preset("classic-2"), group_match=MatchFormat.single())
    people = [Participant(i, f"P{i}", (Player(f"p{i}", "random"),)) for i in range(3)]
    return Tournament.create(cfg, people)


def tree(folder: Path) -> dict[str, bytes | None]:
    """Every path under `folder` with its bytes (None for a folder): what must not change."""
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else None)
            for p in sorted(folder.rglob("*"))}


# ---- reading: regular files only ---------------------------------------------------------
@POSIX_FIFO
def test_a_named_pipe_is_refused_at_once_not_read_for_ever(tmp_path: Path) -> None:
    pipe = tmp_path / "settings.json"
    os.mkfifo(pipe)
    start = time.monotonic()
    with pytest.raises(FileProblem, match="named pipe"):
        read_text(pipe)
    assert time.monotonic() - start < 10  # a pipe read would block for ever


def test_a_folder_is_refused_as_a_folder(tmp_path: Path) -> None:
    (tmp_path / "x.json").mkdir()
    with pytest.raises(FileProblem, match=r"folder|cannot be read"):
        read_text(tmp_path / "x.json")


def test_a_byte_order_mark_from_an_old_windows_editor_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"language": "en"}).encode())
    assert read_json(path) == {"language": "en"}


# ---- moving: only regular files of ours --------------------------------------------------
def test_keep_aside_moves_neither_a_folder_nor_a_link_nor_another_programs_file(
        tmp_path: Path) -> None:
    (tmp_path / "folder").mkdir()
    (tmp_path / "folder" / "inside.txt").write_text("mine", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("my notes", encoding="utf-8")
    if hasattr(os, "symlink"):
        (tmp_path / "link").symlink_to(tmp_path / "notes.txt")
    before = tree(tmp_path)
    assert keep_aside(tmp_path / "folder") is None
    assert keep_aside(tmp_path / "link") is None
    assert keep_aside(tmp_path / "notes.txt", (format_mark(FORMAT),)) is None
    assert tree(tmp_path) == before
    ours = tmp_path / "t.json"
    ours.write_text('{"format": "briscola-tournament", "vers', encoding="utf-8")
    kept = keep_aside(ours, (format_mark(FORMAT),))
    assert kept is not None and kept.read_text(encoding="utf-8").startswith('{"format"')


def test_resuming_a_folder_or_a_foreign_file_refuses_and_moves_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "photos"
    folder.mkdir()
    (folder / "a.jpg").write_bytes(b"\xff\xd8")
    other = tmp_path / "thesis.json"
    other.write_text('{"chapters": 12}', encoding="utf-8")
    before = tree(tmp_path)
    for path in (folder, other):
        with pytest.raises(TournamentFileError, match=r"not a tournament file.*left as it is"):
            load(path)
    assert tree(tmp_path) == before


@POSIX_FIFO
def test_resuming_a_named_pipe_refuses_at_once(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "t.json")
    with pytest.raises(TournamentFileError, match="named pipe"):
        load(tmp_path / "t.json")
    assert [p.name for p in tmp_path.iterdir()] == ["t.json"]


# ---- writing: only over files of ours ----------------------------------------------------
def test_saving_over_another_programs_file_or_its_bak_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "budget.json"
    other.write_text('{"rent": 700}', encoding="utf-8")
    with pytest.raises(NotOurs, match=r"not a tournament file.*--force"):
        save(event(), other)
    assert other.read_text(encoding="utf-8") == '{"rent": 700}'
    assert not backup_path(other).exists()
    path = tmp_path / "t.json"
    backup_path(path).write_text("keep me", encoding="utf-8")
    with pytest.raises(NotOurs):
        save(event(), path)
    assert not path.exists() and backup_path(path).read_text(encoding="utf-8") == "keep me"


def test_saving_over_our_own_file_goes_on_and_force_never_replaces_a_folder(
        tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    save(event("One"), path)
    save(event("Two"), path)
    assert load(path).tournament.config.name == "Two"
    folder = tmp_path / "f.json"
    folder.mkdir()
    with pytest.raises(NotOurs, match="folder"):
        check_may_write(folder, "tournament file", (), force=True)


def test_the_command_line_refuses_a_foreign_save_file_unless_forced(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "budget.json"
    other.write_text('{"rent": 700}', encoding="utf-8")
    assert cli.main([*SMALL, "--save", str(other)]) == 2
    assert "not a tournament file" in capsys.readouterr().out
    assert tree(tmp_path) == {"budget.json": b'{"rent": 700}'}
    assert cli.main([*SMALL, "--save", str(other), "--force"]) == 0
    assert load(other).tournament.progress()[0] == 1


def test_the_command_line_refuses_foreign_exports_and_replaces_its_own(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "page.html"
    page.write_text("<html>my home page</html>", encoding="utf-8")
    csv = tmp_path / "club-standings.csv"
    csv.write_text("name,phone\n", encoding="utf-8")
    before = tree(tmp_path)
    assert cli.main([*SMALL, "--html", str(page)]) == 2
    assert cli.main([*SMALL, "--csv", str(tmp_path / "club")]) == 2
    assert tree(tmp_path) == before
    out = tmp_path / "out"
    for _ in range(2):  # the second run replaces the files the first one wrote
        assert cli.main([*SMALL, "--html", str(out / "p.html"), "--csv", str(out / "c")]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["c-results.csv", "c-standings.csv",
                                                      "p.html"]
    capsys.readouterr()


def test_a_full_disk_on_the_command_line_is_a_plain_message_and_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("game.tournament.store.atomic_write_text", full)
    assert cli.main([*SMALL, "--save", str(tmp_path / "t.json")]) == 2
    monkeypatch.setattr("game.commands.tournament.atomic_write_text", full)
    assert cli.main([*SMALL, "--html", str(tmp_path / "p.html")]) == 2
    out = capsys.readouterr()
    assert out.out.count("error: cannot write") == 2 and os.strerror(errno.ENOSPC) in out.out
    assert "Traceback" not in out.out + out.err


# ---- one validator at every door ---------------------------------------------------------
@pytest.mark.parametrize("name", ["x" * (NAME_MAX + 1), "tab\there", "nul\0"])
def test_a_name_the_loader_would_refuse_is_refused_on_the_command_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    assert cli.main([*SMALL, "--name", name, "--save", str(tmp_path / "t.json")]) == 2
    assert "tournament name" in capsys.readouterr().out
    assert not (tmp_path / "t.json").exists()
    with pytest.raises(TournamentError):
        event(name)


def test_a_name_at_the_limit_is_saved_and_read_back(tmp_path: Path) -> None:
    save(event("é" * NAME_MAX), tmp_path / "t.json")
    assert load(tmp_path / "t.json").tournament.config.name == "é" * NAME_MAX


def test_best_of_and_size_limits_are_the_same_on_the_command_line_and_on_loading(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert parse_format(f"bo{MAX_BEST_OF}").target == MAX_BEST_OF
    for bad in (f"bo{MAX_BEST_OF + 2}", "bo99", "bo4", "bo0"):
        with pytest.raises(TournamentError, match="best of"):
            parse_format(bad)
    assert cli.main([*SMALL[:6], "bo99", *SMALL[7:]]) == 2
    assert cli.main(["tournament", "--groups", "32", "--size", "64", "--players",
                     "builtin"]) == 2
    assert "participants" in capsys.readouterr().out
    cfg = EventConfig("big", "round-robin", preset("classic-2"))
    people = [Participant(i, f"P{i}", (Player(f"p{i}", "random"),)) for i in range(65)]
    with pytest.raises(TournamentError, match=f"at most {MAX_MATCHES:,}"):
        Tournament.create(cfg, people)
    assert len(Tournament.create(cfg, people[:64]).fixtures) == MAX_MATCHES


def test_a_file_with_more_matches_than_any_door_accepts_is_refused(tmp_path: Path) -> None:
    data = event().to_dict()
    data["fixtures"] = data["fixtures"] * (MAX_MATCHES // len(data["fixtures"]) + 1)
    with pytest.raises(TournamentError, match="more than"):
        store.parse(json.dumps(data))


# ---- switches ------------------------------------------------------------------------------
@pytest.mark.parametrize(("word", "on"), [("on", True), ("off", False), ("yes", True),
                                          ("no", False), ("true", True), ("false", False),
                                          ("sì", True), ("SI", True), ("Off", False)])
def test_switches_read_every_spelling_alike(word: str, on: bool) -> None:
    rules = rules_from_options("briscolone", [f"must_follow={word}"], "--option")
    assert (rules.follow != "none") is on
    assert switch(word, "x") is on


@pytest.mark.parametrize("word", ["maybe", "2", "", "offf", '"off"'])
def test_anything_else_is_refused_for_a_switch(word: str) -> None:
    with pytest.raises(RulesError, match="on or off"):
        rules_from_options("briscolone", [f"must_follow={word}"], "--option")


def test_the_spelling_the_variants_command_prints_is_read_back(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["variants"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if "must_follow=" in x)
    default = line.split("must_follow=")[1].split()[0]
    assert default == "off"
    assert rules_from_options("briscolone", [f"must_follow={default}"], "--option").follow \
        == "none"
    assert cli.main(["arena", "--variant", "briscolone", "--option", "must_follow=perhaps",
                     "--games", "1"]) == 2



# ---- the screens use the same limits -----------------------------------------------------
def test_a_huge_file_in_the_tournaments_folder_is_listed_without_reading_it(
        tmp_path: Path) -> None:
    from ui.tournament.listing import describe, saved

    folder = tmp_path / "tornei"
    save(event("Sagra"), folder / "a.json")
    with (folder / "huge.json").open("wb") as fh:
        fh.truncate(200 * 1024 * 1024)  # sparse: 200 MB long, nothing on the disk
    start = time.monotonic()
    names = sorted(describe(p) for p in saved(folder))
    assert time.monotonic() - start < 1.0
    assert names[0].startswith("Sagra") and names[1] == "huge"


@POSIX_FIFO
def test_continue_with_a_save_that_is_a_named_pipe_says_so_at_once(tmp_path: Path) -> None:
    from ui.scenes.menu import MenuScene
    from ui.tools.harness import make_app

    app = make_app(root=tmp_path)
    app.dirs.savegame.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(app.dirs.savegame)
    menu = MenuScene(app)
    app.push(menu)
    start = time.monotonic()
    menu.continue_game()
    assert time.monotonic() - start < 10 and app.top is menu  # not blocked on the pipe
    assert any("named pipe" in m for m in app.messages), "the player is told why"
    assert app.dirs.savegame.exists(), "the pipe is not ours to move"


# ---- tampered tournament files -------------------------------------------------------------
def _played() -> dict[str, object]:
    from game.tournament.play import play_ai_matches
    from game.tournament.runner import AgentRunner

    t = event()
    play_ai_matches(t, AgentRunner(), limit=2)
    return t.to_dict()


def _tamper_duplicate(d: dict[str, Any]) -> None:
    d["fixtures"].append(d["fixtures"][0])


def _tamper_remove(d: dict[str, Any]) -> None:
    d["fixtures"].pop()


def _tamper_sides(d: dict[str, Any]) -> None:
    fx = d["fixtures"][-1]
    fx["home"], fx["away"] = fx["away"], fx["home"]


def _tamper_groups(d: dict[str, Any]) -> None:
    d["groups"][0].reverse()


def _tamper_extra(d: dict[str, Any]) -> None:
    d["fixtures"].append(dict(d["fixtures"][-1], id="R9-9"))


@pytest.mark.parametrize(("tamper", "words"), [
    (_tamper_duplicate, "more than once"), (_tamper_remove, "is missing"),
    (_tamper_sides, "not the one the schedule makes"), (_tamper_groups, "groups"),
    (_tamper_extra, "not in the schedule")])
def test_a_tampered_schedule_is_refused(tamper: Any, words: str) -> None:
    data = _played()
    store.parse(json.dumps(data))  # untouched, it loads
    tamper(data)
    with pytest.raises(TournamentError, match=words):
        store.parse(json.dumps(data))


@pytest.mark.parametrize(("field", "value"), [("target", "5"), ("target", 5.0),
                                              ("kind", 3), ("dealer_choice", True)])
def test_a_save_whose_match_details_need_a_cast_is_refused(field: str, value: Any) -> None:
    """The old loader cast them (str(3), int("5")); now a type is checked, not forced."""
    from game.record import RecordError
    from ui.session import GameSession, SeatConfig

    rules = preset("classic-2")
    session = GameSession(rules, MatchFormat.best_of(3), [SeatConfig("A", True),
                                                          SeatConfig("B", False, "normale")], 3)
    record = session.to_record()
    GameSession.from_record(record)  # untouched, it loads
    assert record.match is not None
    record.match["format"][field] = value
    with pytest.raises(RecordError, match="match"):
        GameSession.from_record(record)


def test_only_our_own_leftover_temporary_files_are_removed(tmp_path: Path) -> None:
    """Resuming once removed every stale `.*.tmp` in the user's folder, anyone's."""
    path = tmp_path / "t.json"
    save(event(), path)
    theirs = [tmp_path / ".notes.tmp", tmp_path / ".editor.swp.x.tmp", tmp_path / ".t.jsonx.tmp"]
    ours = [tmp_path / ".t.json.abc123.tmp", tmp_path / ".t.json.bak.zz9.tmp"]
    old = time.time() - 3600
    for p in theirs + ours:
        p.write_text("half", encoding="utf-8")
        os.utime(p, (old, old))
    load(path)
    assert all(p.exists() for p in theirs) and not any(p.exists() for p in ours)


def test_screenshots_replace_their_own_pictures_but_no_other_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import pygame

    from ui.tools.screens import _shot

    class Screen:
        screen = pygame.Surface((8, 8))

    shot: Any = Screen()
    mine, other = tmp_path / "menu-1280x720.png", tmp_path / "table-1280x720.png"
    other.write_text("my own notes", encoding="utf-8")
    for _ in range(2):  # the second run replaces the picture the first one wrote
        _shot(shot, mine, 0)
    _shot(shot, other, 0)
    assert mine.read_bytes()[1:4] == b"PNG"
    assert other.read_text(encoding="utf-8") == "my own notes"
    assert "skipped" in capsys.readouterr().out


# ---- the small pieces, one by one ----------------------------------------------------------
@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null here")
def test_a_device_is_named_and_never_read() -> None:
    with pytest.raises(FileProblem, match="a device"):
        read_text(Path("/dev/null"))
    assert not holds_mark(Path("/dev/null"), ("",))


def test_a_missing_file_cannot_be_read_and_is_not_ours(tmp_path: Path) -> None:
    with pytest.raises(FileProblem, match="cannot be read"):
        read_text(tmp_path / "none.json")
    assert not holds_mark(tmp_path / "none.json", ("",))
    assert keep_aside(tmp_path / "none.json") is None
    check_may_write(tmp_path / "none.json", "tournament file")  # free: no error


def test_a_too_long_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text("[" + "0," * 100 + "0]", encoding="utf-8")
    with pytest.raises(FileProblem, match="more than the 50"):
        read_text(path, 50)
    assert read_text(path, 1000).startswith("[0,")


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no links here")
def test_a_link_is_never_written_through_even_with_force(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_text("{}", encoding="utf-8")
    (tmp_path / "link.json").symlink_to(target)
    with pytest.raises(NotOurs, match="a link"):
        check_may_write(tmp_path / "link.json", "tournament file", (), force=True)


def test_our_format_is_known_by_its_mark_at_the_start(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    save(event(), path)
    assert holds_mark(path, (format_mark(FORMAT),))
    assert not holds_mark(path, (format_mark("briscola-record"),))
    check_may_write(path, "tournament file", (format_mark(FORMAT),))
    with pytest.raises(NotOurs):
        check_may_write(path, "game record", (format_mark("briscola-record"),))


def test_a_refusal_is_an_os_error_so_the_screens_report_it_like_a_failed_save(
        tmp_path: Path) -> None:
    """The tournament screens catch OSError around every save: a `.bak` that is not ours
    is reported there in the same words, not a crash."""
    path = tmp_path / "t.json"
    backup_path(path).write_text("someone's notes", encoding="utf-8")
    with pytest.raises(OSError) as err:
        save(event(), path)
    assert isinstance(err.value, NotOurs) and err.value.errno == errno.EEXIST
    assert err.value.filename == str(backup_path(path)) and "left as it is" in str(err.value)
