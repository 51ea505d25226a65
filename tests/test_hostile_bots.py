"""Bots that crash, stall, flood or cheat: the arena ends on time, reports, and never scores
a game a bot forfeited (issue 16: an arena that holds against any bot)."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from game.ai.arena import play_deal, report_lines
from game.ai.protocol import BotLimits
from game.cli import main
from game.rules import preset

BOT = Path(__file__).resolve().parent / "bots" / "hostile_bot.py"
MOVE = 1.5  # seconds per decision: short for a fast suite, long for a busy machine


def bot(mode: str, *extra: str) -> str:
    return f"exec:{sys.executable} {BOT} {mode} {' '.join(extra)}".strip()


def play(mode: str, tmp_path: Path, *extra: str) -> tuple[float, list[str], int]:
    rules = preset("classic-2")
    agents: dict[str, list[object]] = {}
    limits = BotLimits(MOVE, 2.0, tmp_path / "logs")
    start = time.monotonic()
    try:
        out = play_deal(rules, bot(mode, *extra), "random", 1, 0, agents,  # type: ignore[arg-type]
                        limits=limits)
    finally:
        for group in agents.values():
            for agent in group:
                getattr(agent, "close", lambda: None)()
    spent = time.monotonic() - start
    text = report_lines(rules, bot(mode, *extra), "random", [out], 1)
    return spent, text, out.forfeits


@pytest.mark.parametrize(("mode", "words"), [
    ("crash-start", "crashed"),
    ("crash-mid", "crashed (exit status 5)"),
    ("sleep", "timed out"),
    ("garbage", "not JSON"),
    ("illegal", "illegal action 999"),
    ("log-flood", f"timed out: a decision took more than {MOVE} s"),
    ("huge-line", "longer than 65,536 bytes"),
    ("stderr-flood", "timed out"),
])
def test_a_misbehaving_bot_is_replaced_reported_and_forfeits(mode: str, words: str,
                                                             tmp_path: Path) -> None:
    spent, text, forfeits = play(mode, tmp_path)
    report = "\n".join(text)
    assert words in report
    assert forfeits == 2 and "FORFEITS: 2 game(s)" in report
    assert "no score" in report  # both games forfeited: nothing counted for anyone
    assert spent < 2 * MOVE + 6  # one decision's limit (two seats), plus start-up and close


def test_the_stderr_log_is_capped_and_quoted(tmp_path: Path) -> None:
    _, text, _ = play("stderr-flood", tmp_path)
    logs = list((tmp_path / "logs").glob("*.log"))
    assert logs and all(p.stat().st_size <= 1024 * 1024 + 65536 for p in logs)
    assert "last stderr lines: " in "\n".join(text)


def test_crash_at_start_quotes_its_stderr(tmp_path: Path) -> None:
    _, text, _ = play("crash-start", tmp_path)
    assert "cannot find my weights" in "\n".join(text)


def test_fork_and_exit_leaves_no_process_behind(tmp_path: Path) -> None:
    pidfile = tmp_path / "child.pid"
    _, text, forfeits = play("fork-exit", tmp_path, str(pidfile))
    # The child holds the bot's stdout: on Linux the reaper ends it as the bot exits, so the
    # engine reads the end of the bot's output; elsewhere the decision times out.
    words = "\n".join(text)
    assert forfeits == 2 and ("crashed (exit status 0)" in words or "timed out" in words)
    deadline = time.monotonic() + 5
    while not pidfile.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    pid = int(pidfile.read_text())
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)
    pytest.fail(f"the bot's child {pid} outlived the arena")


def test_arena_command_exits_1_on_forfeits_and_names_bots_in_full(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    start = time.monotonic()
    code = main(["arena", "--a", bot("log-flood"), "--b", "random", "--deals", "1",
                 "--move-time", str(MOVE), "--bot-log", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 1 and "FORFEITS" in out and time.monotonic() - start < 30  # the bot sleeps 60 s
    assert "hostile log-flood bot with a long name that must be shown in full" in out
    assert "secret salt" in out


def test_deals_of_a_bot_run_are_not_derivable_from_the_command_line() -> None:
    from game.ai.arena import deal_seed

    assert deal_seed(1, 0, 0) == deal_seed(1, 0, 0)
    assert deal_seed(1, 0, 12345) != deal_seed(1, 0, 0)


@pytest.mark.parametrize("argv", [
    ["arena", "--games", "0"], ["arena", "--deals", "-1"], ["arena", "--move-time", "0"],
    ["arena", "--move-time", "nan"], ["arena", "--games", "2", "--deals", "1"],
    ["arena", "--a", "exec:", "--games", "1"], ["arena", "--a", "wizard", "--games", "1"],
])
def test_arena_arguments_are_checked(argv: list[str]) -> None:
    assert main(argv) == 2


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a child subreaper is Linux's")
def test_a_descendant_that_leaves_the_process_group_is_ended_too(tmp_path: Path) -> None:
    """Issue 31: a grandchild in its own session outlived the arena (killpg missed it)."""
    pidfile = tmp_path / "escaped.pid"
    _, text, forfeits = play("escape", tmp_path, str(pidfile))
    assert forfeits == 0, "\n".join(text)  # the bot itself played well to the end
    pid = int(pidfile.read_text())
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)
    os.kill(pid, 9)
    pytest.fail(f"the bot's grandchild {pid}, in a session of its own, outlived the arena")


def test_a_bot_log_is_appended_to_only_if_it_is_ours(tmp_path: Path) -> None:
    """--bot-log DIR: a file there named like a bot's log that holds something else is left
    alone (issue 31: write only to files we created or that hold our format)."""
    logs = tmp_path / "logs"
    logs.mkdir()
    for seat in (0, 1):
        (logs / f"a-seat{seat}.log").write_text("my diary\n", encoding="utf-8")
    _, text, _ = play("crash-start", tmp_path)
    assert {p.read_text(encoding="utf-8") for p in logs.iterdir()} == {"my diary\n"}
    assert "its log:" not in "\n".join(text)
    for p in logs.iterdir():
        p.unlink()
    play("crash-start", tmp_path)
    play("crash-start", tmp_path)  # the second run appends to the logs the first one wrote
    for p in logs.iterdir():
        text_ = p.read_text(encoding="utf-8")
        assert text_.startswith("# briscola") and text_.count("cannot find my weights") == 2
