"""Issue 16's probes, kept as tests: files that name programs, damaged and newer files,
impossible results, seed 003's scoring, CSV injection, command-line nonsense, crash reports."""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path

import pytest

from game import logs
from game.cli import main
from game.files import clean_stale_tmp, keep_aside
from game.match import Match, MatchFormat
from game.refusals import Why
from game.rules import RulesError, preset
from game.state import HandState
from game.tournament import store
from game.tournament.event import Tournament
from game.tournament.export import results_csv, standings_csv
from game.tournament.model import (
    EventConfig,
    Participant,
    Player,
    PointsTable,
    TournamentError,
    parse_format,
)
from game.tournament.play import play_ai_matches
from game.tournament.runner import AgentRunner
from tests.helpers import refused
from ui.paths import UserDirs
from ui.session import GameSession, SeatConfig
from ui.settings import Settings, load_settings
from ui.stats import Statistics


def _event(names: list[str] | None = None, level: str = "random") -> Tournament:
    cfg = EventConfig("T", "round-robin", preset("classic-2"), parse_format("single"),
                      parse_format("single"), parse_format("single"))
    names = names or ["P0", "P1", "P2"]
    return Tournament.create(cfg, [Participant(i, n, (Player(f"p{i}", level),))
                                   for i, n in enumerate(names)])


# ---- 1. nothing read from a file names a program ------------------------------------------
def test_a_tournament_file_naming_a_program_is_refused_and_runs_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = _event().to_dict()
    marker = tmp_path / "PWNED"
    data["participants"][0]["players"][0]["level"] = f"exec:touch {marker}"
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["tournament", "--resume", str(path)]) == 2
    out = capsys.readouterr().out
    assert "names a program" in out and "Traceback" not in out
    assert not marker.exists()
    with pytest.raises(TournamentError, match="names a program"):
        store.parse(json.dumps(data))


def test_an_unknown_level_is_a_message(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    data = _event().to_dict()
    data["participants"][1]["players"][0]["level"] = "zzz"
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["tournament", "--resume", str(path)]) == 2
    assert "'zzz' is not an AI level" in capsys.readouterr().out


def test_the_ai_chooser_never_starts_a_program() -> None:
    from game.tournament.agents import ai_chooser

    with pytest.raises(TournamentError, match="not an AI level"):
        ai_chooser("exec:true", 1)


# ---- 8. tournaments ---------------------------------------------------------------------
def _played() -> Tournament:
    t = _event(['=HYPERLINK("http://x")', "+P1", "P2"])
    play_ai_matches(t, AgentRunner())
    return t


def test_impossible_results_are_refused() -> None:
    t = _played()
    data = t.to_dict()
    fx = next(f for f in data["fixtures"] if f["hands"])
    fx["hands"][0][0] = [488, 112]
    with pytest.raises(TournamentError, match="do not add up"):
        store.parse(json.dumps(data))
    data = t.to_dict()
    fx = next(f for f in data["fixtures"] if f["hands"] and f["hands"][0][1] is not None)
    fx["hands"][0][1] = 1 - fx["hands"][0][1]
    with pytest.raises(TournamentError, match=r"contradicts|winner"):
        store.parse(json.dumps(data))
    data = t.to_dict()
    data["fixtures"][0]["away"] = data["fixtures"][0]["home"]
    with pytest.raises(TournamentError, match="both sides"):
        store.parse(json.dumps(data))


def test_csv_cells_cannot_be_formulas() -> None:
    t = _played()
    text = standings_csv(t, "en") + results_csv(t, "en")
    assert "'=HYPERLINK" in text and "'+P1" in text
    assert ',"=HYPERLINK' not in text and ",=HYPERLINK" not in text


def test_seed_003_points_switch_replay_on(capsys: pytest.CaptureFixture[str]) -> None:
    cfg = EventConfig("T", "round-robin", preset("classic-2", tie_policy="last-trick"),
                      parse_format("all5"), parse_format("all5"), parse_format("all5"),
                      PointsTable.hands_of_five())
    assert cfg.rules.tie_policy == "replay"
    assert main(["tournament", "--format", "round-robin", "--size", "2", "--match", "all5",
                 "--points", "seed-003", "--players", "builtin", "--variant", "classic-2",
                 "--quartieri"]) == 0
    out = capsys.readouterr().out
    assert "Neighbourhood standings" in out


def test_a_replayed_60_60_never_counts_toward_a_points_target() -> None:
    rules = preset("classic-2", tie_policy="replay")
    match = Match(rules, MatchFormat("first-to-points", 200), 1)
    from game.state import HandResult

    match.results.append(HandResult((60, 60), None, True, 0))
    assert match.scores() == [0, 0]


def test_quartiere_standings_sum_both_pairs() -> None:
    cfg = EventConfig("T", "round-robin", preset("classic-2"), parse_format("single"),
                      parse_format("single"), parse_format("single"))
    people = [Participant(i, f"P{i}", (Player("p", "random"),), f"Q{i // 2}")
              for i in range(4)]
    t = Tournament.create(cfg, people)
    play_ai_matches(t, AgentRunner())
    table = {name: points for _, name, points, _ in t.quartiere_table()}
    rows = {r.pid: r.points for r in t.table(0)}
    assert table == {"Q0": rows[0] + rows[1], "Q1": rows[2] + rows[3]}
    again = store.parse(store.to_text(t))
    assert [p.quartiere for p in again.participants] == ["Q0", "Q0", "Q1", "Q1"]


# ---- 4. damaged, newer, read-only, stale --------------------------------------------------
def test_deep_nesting_in_settings_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    settings, notice = load_settings(path)
    assert settings == Settings(language=settings.language)
    assert notice is not None and "nests more than" in notice.detail and not path.exists()


def test_newer_settings_stay_in_place_and_are_copied(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 99, "language": "en"}), encoding="utf-8")
    _, notice = load_settings(path)
    assert notice is not None and notice.key == "msg.settings_newer"
    assert path.exists() and (tmp_path / "settings.json.newer-version").exists()
    assert not list(tmp_path.glob("*.broken-*"))


def test_a_file_in_a_read_only_folder_is_left_in_place(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{garbage", encoding="utf-8")

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    assert keep_aside(path) is None
    _, notice = load_settings(path)
    assert notice is not None and "left where it is" in notice.detail
    assert path.read_text(encoding="utf-8") == "{garbage"


def test_stale_tmp_files_are_cleaned_but_fresh_ones_kept(tmp_path: Path) -> None:
    old, fresh = tmp_path / ".settings.json.abc.tmp", tmp_path / ".settings.json.def.tmp"
    old.write_text("half", encoding="utf-8")
    fresh.write_text("half", encoding="utf-8")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    load_settings(tmp_path / "settings.json")
    assert not old.exists() and fresh.exists()
    assert clean_stale_tmp(tmp_path / "missing") == []


def test_statistics_keep_every_good_entry(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"ann": {"hands": 3, "wins": 1, "ties": 0, "points": 100,
                                        "cappotti": 0},
                                "bob": {"hands": "x"}, "c\u0000d": {}}), encoding="utf-8")
    stats = Statistics(path)
    assert list(stats.players) == ["ann"] and stats.players["ann"].points == 100
    assert stats.problem is not None and stats.problem.key == "msg.stats_partial"
    assert list(tmp_path.glob("statistics.json.broken-*"))  # the original, whole
    assert list(json.loads(path.read_text(encoding="utf-8"))) == ["ann"]
    path.write_text('{"ann": {"hands": 1e400}}', encoding="utf-8")
    assert Statistics(path).problem is not None


def test_a_newer_or_damaged_save_tells_the_player(tmp_path: Path) -> None:
    from game.record import NewerRecordError, RecordError
    from ui.scenes.menu import MenuScene
    from ui.tools.harness import make_app

    game = GameSession(preset("classic-2"), MatchFormat.single(),
                       [SeatConfig("a\u0000b", True), SeatConfig("cpu", False)], seed=3)
    path = tmp_path / "s.json"
    game.save(path)
    with pytest.raises(RecordError, match="U\\+0000"):
        GameSession.load(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["version"] = 7
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(NewerRecordError):
        GameSession.load(path)
    app = make_app(root=tmp_path / "user")
    app.dirs.data.mkdir(parents=True, exist_ok=True)
    app.dirs.savegame.write_text(json.dumps(data), encoding="utf-8")
    menu = MenuScene(app)
    app.push(menu)
    menu.continue_game()
    assert app.dirs.savegame.exists() and not list(app.dirs.data.glob("*.broken-*"))
    assert app.messages[-1] == app.t("msg.save_newer")


# ---- 5, 6. records and rules ---------------------------------------------------------------
def test_floats_and_impossible_rules_are_refused() -> None:
    state = HandState.new(preset("classic-2"), seed=1)
    card = state.legal_actions()[0]
    with refused(Why.NOT_A_NUMBER):
        state.apply(float(card))  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="last_trick_bonus"):
        preset("classic-2", last_trick_bonus=10.5)
    with pytest.raises(RulesError, match=r"hand_size=20.*no card to turn"):
        preset("classic-2", hand_size=20)


# ---- 7. command line -------------------------------------------------------------------
@pytest.mark.parametrize(("argv", "words"), [
    (["simulate", "--games", "0"], "out of range"),
    (["simulate", "--games", "-5"], "out of range"),
    (["bench", "--variant", "nope"], "unknown variant"),
    (["tournament", "--set", "foo=1"], "no such setting"),
    (["tournament", "--set", "hand_size=20", "--variant", "classic-4"], "hand_size"),
    (["arena", "--option", "removed_two=9", "--variant", "classic-3"], "removed_two"),
    (["tournament", "--size", "100000"], "out of range"),
    (["tournament", "--groups", "0"], "out of range"),
    (["arena", "--option", "hand_size=20", "--games", "2"], "no card to turn"),
])
def test_command_line_nonsense_is_a_message(argv: list[str], words: str,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    text = captured.out + captured.err
    assert words in text and "Traceback" not in text


def test_replay_of_a_bad_record_is_a_message(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    rules = preset("classic-2")
    data = {"format": "briscola-record", "version": 1, "rules": {**rules.to_dict(),
                                                                 "teams": [["a"], ["b"]]},
            "hands": []}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "whole numbers" in capsys.readouterr().out


# ---- 9. a trace of what went wrong ------------------------------------------------------
def test_a_crash_is_logged_and_the_user_told_where(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from game import cli

    monkeypatch.setattr(logs, "log_folder", lambda: tmp_path / "logs")
    monkeypatch.setattr("sys.argv", ["python -m game", "simulate"])

    def boom(argv: object = None) -> int:
        raise RuntimeError("a bug nobody foresaw")

    monkeypatch.setattr(cli, "main", boom)
    try:
        assert cli.entry() == 70
    finally:
        for h in list(logging.getLogger("briscola").handlers):
            logging.getLogger("briscola").removeHandler(h)
            h.close()
    log = (tmp_path / "logs" / logs.LOG_NAME).read_text(encoding="utf-8")
    assert "RuntimeError: a bug nobody foresaw" in log and "Traceback" in log
    assert str(tmp_path / "logs" / logs.LOG_NAME) in capsys.readouterr().err


def test_the_ui_crash_handler_keeps_the_game_and_says_where(tmp_path: Path) -> None:
    from ui.crash import handle
    from ui.scenes.table import TableScene
    from ui.tools.harness import ai_session, make_app

    app = make_app(root=tmp_path)
    app.push(TableScene(app, ai_session("classic-2", seed=2)))
    app.dirs.savegame.unlink(missing_ok=True)
    path = logs.install(UserDirs.under(tmp_path).logs)
    try:
        try:
            raise ValueError("drawing went wrong")
        except ValueError as exc:
            message = handle(app, type(exc), exc, exc.__traceback__)
    finally:
        for h in list(logging.getLogger("briscola").handlers):
            logging.getLogger("briscola").removeHandler(h)
            h.close()
    assert path is not None and str(path) in message
    assert "drawing went wrong" in path.read_text(encoding="utf-8")
    assert app.dirs.savegame.exists()


# ---- seed 004: clockwise play, chosen in New Game ------------------------------------------
def test_clockwise_is_chosen_in_new_game_and_mirrors_the_table(tmp_path: Path) -> None:
    import pygame

    from ui.layout import Layout
    from ui.scenes.newgame import NewGameScene
    from ui.scenes.table import TableScene
    from ui.table.geometry import TableGeometry
    from ui.tools.harness import make_app

    app = make_app(root=tmp_path)
    scene = NewGameScene(app)
    app.push(scene)
    app.step(1 / 60, [])
    row = next(r for r in scene.options if "orario" in r.label() or "clockwise" in r.label())
    pos = row.rect.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert scene.setup.options.get("clockwise") is True
    pos = scene.start.rect.center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert isinstance(app.top, TableScene) and app.top.session.rules.clockwise
    layout = Layout((1280, 720))
    ccw = TableGeometry(layout, 4, 0, 0.2, 3)
    cw = TableGeometry(layout, 4, 0, 0.2, 3, clockwise=True)
    assert ccw.spots[1].hand[0] > 640 > cw.spots[1].hand[0]  # the next player: right, left
    assert preset("classic-4").clockwise is False  # the default stays counter-clockwise
