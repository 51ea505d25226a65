"""Bot processes on every platform: commands split as the platform splits them, trees ended
whole, and no platform-only process call outside `game.ai.process` (issue 30, issue 31).

Windows and macOS are simulated where the code allows it (the splitting rules, the strategy
chosen, the commands `end` runs); the Linux reaper is tested for real.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from game.ai import process
from game.ai.process import BotProcess, split_command, split_windows, start, strategy

ROOT = Path(__file__).resolve().parent.parent
LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's subreaper")
POSIX_ONLY = re.compile(
    r"\bos\.(killpg|setsid|setpgrp|setpgid|getpgid|getpgrp|fork|forkpty|kill|waitpid)\b"
    r"|signal\.SIG(?!INT\b|TERM\b)[A-Z]+|start_new_session|preexec_fn|creationflags|prctl"
    r"|taskkill|\bshlex\b")


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie is dead for our purpose
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True


def gone(pid: int, within: float = 5.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if not alive(pid):
            return True
        time.sleep(0.05)
    return False


# ---- one module for the platform's process calls -----------------------------------------
def test_no_platform_only_process_call_outside_the_process_module() -> None:
    files = [*ROOT.joinpath("game").rglob("*.py"), *ROOT.joinpath("ui").rglob("*.py"),
             *ROOT.joinpath("tools").rglob("*.py"), ROOT / "main.py",
             *ROOT.joinpath("examples").rglob("*.py")]
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in files if path != ROOT / "game" / "ai" / "process.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if POSIX_ONLY.search(line)]
    assert not found, "platform process calls belong in game/ai/process.py:\n" + "\n".join(found)


def test_the_lint_pattern_catches_what_it_is_for() -> None:
    for line in ("os.killpg(pid, 9)", "os.setsid()", "x = signal.SIGKILL", "os.fork()",
                 "Popen(a, start_new_session=True)", "shlex.split(cmd)"):
        assert POSIX_ONLY.search(line), line
    for line in ("signal.SIGINT", "signal.SIGTERM", "os.path.join(a)", "fork_choice = 1"):
        assert not POSIX_ONLY.search(line), line


# ---- splitting a command -------------------------------------------------------------------
@pytest.mark.parametrize(("line", "argv"), [
    (r'"C:\Program Files\Bots\bot.exe" --level 3 C:\data\w.json',
     [r"C:\Program Files\Bots\bot.exe", "--level", "3", r"C:\data\w.json"]),
    (r"py C:\bots\my_bot.py", ["py", r"C:\bots\my_bot.py"]),
    (r'a\\\"b "c d"e f\\', [r'a\"b', "c de", "f\\\\"]),
    (r'"a ""quoted"" word" \\server\share\x', ['a "quoted" word', r"\\server\share\x"]),
    ('  spaced \t out  ', ["spaced", "out"]),
    ('""', [""]),
])
def test_windows_commands_keep_their_backslashes(line: str, argv: list[str]) -> None:
    assert split_windows(line) == argv
    assert split_command(line, "win32") == argv


def test_posix_commands_are_shell_words_and_a_windows_path_is_not_split_that_way() -> None:
    assert split_command("python3 'my bot.py' --x", "linux") == ["python3", "my bot.py", "--x"]
    assert split_command(r"py C:\bots\b.py", "linux") == ["py", "C:botsb.py"]  # why: shlex


def test_windows_round_trips_what_subprocess_quotes() -> None:
    argv = [r"C:\Program Files\b.exe", 'say "hi"', "tail\\", r"a\\b", ""]
    assert split_windows(subprocess.list2cmdline(argv)) == argv


# ---- the strategy per platform -----------------------------------------------------------
def test_each_platform_gets_what_it_offers() -> None:
    assert strategy("win32") == "windows"
    assert strategy("linux", frozen=False) == "reaper"
    assert strategy("linux", frozen=True) == "group"  # no Python beside a frozen game
    assert strategy("darwin") == "group"
    assert strategy("freebsd14") == "group"


def test_windows_ends_the_tree_with_taskkill(monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[list[str]] = []

    class Proc:
        pid = 4242
        killed = waited = False

        def kill(self) -> None:
            self.killed = True

        def wait(self, timeout: float | None = None) -> int:
            self.waited = True
            return 1

    def run(argv: list[str], **kw: Any) -> None:
        ran.append(argv)

    monkeypatch.setattr(process.subprocess, "run", run)
    proc: Any = Proc()
    BotProcess(proc, "windows").end()
    assert ran == [["taskkill", "/T", "/F", "/PID", "4242"]]
    assert proc.killed and proc.waited


def test_a_missing_program_or_bad_quotes_are_refused_before_starting(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        start(str(tmp_path / "no-such-bot"))
    with pytest.raises(ValueError):
        start("python3 'unbalanced")


# ---- ending trees for real ---------------------------------------------------------------
ESCAPER = textwrap.dedent("""
    import os, sys, time
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            with open(sys.argv[1] + ".tmp", "w") as fh:
                fh.write(str(os.getpid()))
            os.replace(sys.argv[1] + ".tmp", sys.argv[1])
            time.sleep(60)
        os._exit(0)
    print("ready", flush=True)
    time.sleep(60)
""")


def _escaper(tmp_path: Path) -> tuple[str, Path]:
    script = tmp_path / "escaper.py"
    script.write_text(ESCAPER, encoding="utf-8")
    pidfile = tmp_path / "grandchild.pid"
    return f"{sys.executable} {script} {pidfile}", pidfile


def _wait_for(path: Path) -> int:
    """Waits for a whole pid: a writer that is not atomic may be seen between open and write."""
    deadline = time.monotonic() + 10
    while not (path.exists() and path.read_text().strip().isdigit()):
        assert time.monotonic() < deadline, "the bot never named its grandchild"
        time.sleep(0.02)
    return int(path.read_text())


@LINUX
def test_the_reaper_ends_a_grandchild_in_a_session_of_its_own(tmp_path: Path) -> None:
    command, pidfile = _escaper(tmp_path)
    child = start(command)
    assert child.how == "reaper"
    grandchild = _wait_for(pidfile)
    assert child.proc.stdout is not None and child.proc.stdout.readline() == b"ready\n"
    assert os.getsid(grandchild) != os.getsid(child.proc.pid), "it did leave the session"
    child.end()
    assert gone(grandchild) and child.proc.poll() is not None


def test_the_group_strategy_also_ends_a_child_that_left_the_group(tmp_path: Path) -> None:
    """macOS and the BSDs, run here: a child in a session of its own whose parent (the bot)
    is still alive is found by its parent link and ended with the group."""
    script = tmp_path / "bot.py"
    pidfile = tmp_path / "child.pid"
    script.write_text(textwrap.dedent(f"""
        import os, time
        if os.fork() == 0:
            os.setsid()
            open({str(pidfile)!r} + ".tmp", "w").write(str(os.getpid()))
            os.replace({str(pidfile)!r} + ".tmp", {str(pidfile)!r})
            time.sleep(60)
            os._exit(0)
        time.sleep(60)
    """), encoding="utf-8")
    child = start(f"{sys.executable} {script}", platform="darwin")
    assert child.how == "group"
    escaped = _wait_for(pidfile)
    assert os.getsid(escaped) != os.getsid(child.proc.pid)
    child.end()
    assert gone(escaped) and child.proc.poll() is not None


@LINUX
def test_a_process_group_alone_misses_an_orphan_which_is_why_linux_has_the_reaper(
        tmp_path: Path) -> None:
    command, pidfile = _escaper(tmp_path)
    child = start(command, platform="darwin")  # the group strategy, run here
    grandchild = _wait_for(pidfile)
    try:
        child.end()
        assert child.proc.poll() is not None and alive(grandchild)
    finally:
        os.kill(grandchild, signal.SIGTERM)


@LINUX
def test_the_reaper_ends_the_bot_when_the_engine_dies(tmp_path: Path) -> None:
    pidfile = tmp_path / "bot.pid"
    sleeper = tmp_path / "sleeper.py"
    sleeper.write_text(f"import os, time\nopen({str(pidfile)!r}, 'w').write(str(os.getpid()))"
                       f"\ntime.sleep(60)\n", encoding="utf-8")
    engine = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from game.ai.process import start
        child = start({f"{sys.executable} {sleeper}"!r})
        time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", engine])
    try:
        bot = _wait_for(pidfile)
        proc.kill()  # kill -9: the engine cannot clean anything up
        proc.wait()
        assert gone(bot, within=30.0), "the bot outlived its engine"  # a loaded machine is slow
    finally:
        if proc.poll() is None:
            proc.kill()


@LINUX
def test_a_bot_that_exits_takes_its_leftovers_with_it(tmp_path: Path) -> None:
    script = tmp_path / "bot.py"
    pidfile = tmp_path / "left.pid"
    script.write_text(textwrap.dedent(f"""
        import os, sys, time
        pid = os.fork()
        if pid == 0:
            os.setsid()
            time.sleep(60)
            os._exit(0)
        # The parent names its child: the reaper may end the child before it could write.
        open({str(pidfile)!r} + ".tmp", "w").write(str(pid))
        os.replace({str(pidfile)!r} + ".tmp", {str(pidfile)!r})
        time.sleep(0.5)
        sys.exit(4)
    """), encoding="utf-8")
    child = start(f"{sys.executable} {script}")
    left = _wait_for(pidfile)
    assert child.proc.wait(timeout=10) == 4, "the bot's own exit status comes through"
    assert gone(left)
    child.end()


def test_a_bot_started_by_a_thread_that_ends_lives_on_until_ended(tmp_path: Path) -> None:
    """The decision threads come and go; the bot must outlive the one that started it (the
    parent-death signal would have ended it with that thread)."""
    import threading

    script = tmp_path / "bot.py"
    script.write_text("import time\ntime.sleep(60)\n", encoding="utf-8")
    started: list[BotProcess] = []
    worker = threading.Thread(target=lambda: started.append(start(f"{sys.executable} {script}")))
    worker.start()
    worker.join()
    time.sleep(0.5)
    child = started[0]
    assert child.proc.poll() is None, "the bot died with the thread that started it"
    child.end()
    assert child.proc.poll() is not None
