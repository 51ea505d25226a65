"""A bot's child process, started and ended whole on every platform.

The one module that calls the platform's process functions (process groups, sessions,
signals, prctl, taskkill); `tests/test_process.py` fails if any other module does. The
protocol (`game.ai.protocol`) only asks for `start` and `BotProcess.end`.

- **Linux**: the bot runs under a small reaper (`REAPER`: standard-library Python run with
  `-I -c`) that makes itself a child subreaper (`prctl(PR_SET_CHILD_SUBREAPER)`), so every
  descendant the bot leaves behind is re-parented to the reaper, not to init, even one that
  starts its own session or process group. When the bot exits, when the engine asks
  (SIGTERM) or when the engine dies (the reaper's parent changes: a timer looks every 0.1 s;
  the parent-death signal was not used, it fires when the starting *thread* ends), the reaper
  kills every descendant until none is left, then exits with the bot's status.
- **Other POSIX** (macOS, the BSDs): the bot gets its own session; its descendants (found by
  parent links with `ps`) and then its group are killed. A descendant that left the group
  and whose parent has already exited is out of reach there (no subreaper to ask for).
- **Windows**: a new process group (`CREATE_NEW_PROCESS_GROUP`, so Ctrl+C in the console
  does not reach the bot) and `taskkill /T /F`, which ends the tree by its parent links.

A bot command is split the way its platform splits command lines: POSIX shell words on
POSIX, the Microsoft C runtime's rules on Windows (backslashes in paths stay backslashes).
"""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import signal
import subprocess
import sys
from typing import Literal

Strategy = Literal["reaper", "group", "windows"]
CREATE_NEW_PROCESS_GROUP = 0x00000200  # subprocess's constant exists only on Windows
SIGKILL = getattr(signal, "SIGKILL", signal.SIGTERM)

REAPER = r"""
import ctypes, os, signal, subprocess, sys
def tree():
    kids = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        names = []
    for name in names:
        if name.isdigit():
            try:
                with open("/proc/" + name + "/stat", "rb") as f:
                    data = f.read()
            except OSError:
                continue
            kids.setdefault(int(data[data.rindex(b")") + 2:].split()[1]), []).append(int(name))
    out, todo = [], [os.getpid()]
    while todo:
        for pid in kids.get(todo.pop(), ()):
            out.append(pid)
            todo.append(pid)
    return out
def end(code):
    signal.setitimer(signal.ITIMER_REAL, 0)
    while True:
        for pid in tree():
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        try:
            while True:
                os.waitpid(-1, 0)
        except ChildProcessError:
            pass
        if not tree():
            os._exit(code)
signal.signal(signal.SIGTERM, lambda *_: end(143))
libc = ctypes.CDLL(None, use_errno=True)
if libc.prctl(36, 1, 0, 0, 0) != 0:
    sys.stderr.write("briscola: no child subreaper on this system\n")
engine = int(sys.argv[1])
if os.getppid() != engine:
    end(143)
try:
    bot = subprocess.Popen(sys.argv[2:])
except OSError as exc:
    sys.stderr.write("cannot start %r: %s\n" % (sys.argv[2], exc))
    os._exit(127)
os.close(0)
os.close(1)
def watch(*_):
    if os.getppid() != engine:
        end(143)
signal.signal(signal.SIGALRM, watch)
signal.setitimer(signal.ITIMER_REAL, 0.1, 0.1)
while True:
    try:
        pid, status = os.waitpid(-1, 0)
    except ChildProcessError:
        end(0)
    if pid == bot.pid:
        code = os.waitstatus_to_exitcode(status)
        end(code if code >= 0 else 128 - code)
"""


def strategy(platform: str = sys.platform, frozen: bool | None = None) -> Strategy:
    """How bots are started and ended here (a frozen build has no Python to run the reaper)."""
    if platform == "win32":
        return "windows"
    if platform.startswith("linux") and not (getattr(sys, "frozen", False)
                                             if frozen is None else frozen):
        return "reaper"
    return "group"


def split_command(command: str, platform: str = sys.platform) -> list[str]:
    """The program and its arguments, split as the platform's own shell or runtime would."""
    if platform == "win32":
        return split_windows(command)
    return shlex.split(command)


def split_windows(command: str) -> list[str]:
    """Split like the Microsoft C runtime (CommandLineToArgvW): spaces and tabs separate,
    double quotes group, backslashes are literal except before a double quote."""
    args: list[str] = []
    word: list[str] = []
    started = quoted = False
    i, n = 0, len(command)
    while i < n:
        c = command[i]
        if c in " \t" and not quoted:
            if started:
                args.append("".join(word))
                word, started = [], False
            i += 1
            continue
        started = True
        if c == "\\":
            j = i
            while j < n and command[j] == "\\":
                j += 1
            run = j - i
            if j < n and command[j] == '"':
                word.append("\\" * (run // 2))
                if run % 2:  # an escaped quote
                    word.append('"')
                    j += 1
                i = j
            else:
                word.append("\\" * run)
                i = j
            continue
        if c == '"':
            if quoted and i + 1 < n and command[i + 1] == '"':
                word.append('"')  # "" inside quotes: one literal quote
                i += 2
                continue
            quoted = not quoted
            i += 1
            continue
        word.append(c)
        i += 1
    if started:
        args.append("".join(word))
    return args


class BotProcess:
    """One started bot: `proc` for its pipes, `end()` to end it and all it started."""

    def __init__(self, proc: subprocess.Popen[bytes], how: Strategy) -> None:
        self.proc = proc
        self.how = how

    def end(self) -> None:
        """End the bot's whole tree; waits at most a few seconds, never raises."""
        proc = self.proc
        if self.how == "windows":
            with contextlib.suppress(OSError, subprocess.SubprocessError):
                subprocess.run(["taskkill", "/T", "/F", "/PID", str(proc.pid)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=10, check=False)
            with contextlib.suppress(OSError):
                proc.kill()
        else:
            if self.how == "reaper" and proc.poll() is None:
                with contextlib.suppress(OSError):
                    proc.send_signal(signal.SIGTERM)  # the reaper ends every descendant
                with contextlib.suppress(subprocess.TimeoutExpired):
                    proc.wait(timeout=3.0)
            stray = descendants(proc.pid) if self.how == "group" else []
            kill_group = getattr(os, "killpg", None)
            if kill_group is not None:  # the group, for what the reaper could not reach
                with contextlib.suppress(OSError):
                    kill_group(proc.pid, SIGKILL)
            for pid in stray:  # those that left the group while still linked to the bot
                with contextlib.suppress(OSError):
                    os.kill(pid, SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=2.0)


def descendants(root: int) -> list[int]:
    """Every living descendant of `root` by parent links, as `ps` lists them (POSIX without
    a subreaper: one whose parent has already exited is out of reach)."""
    try:
        listing = subprocess.run(["ps", "-A", "-o", "pid=", "-o", "ppid="], capture_output=True,
                                 text=True, timeout=10, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    children: dict[int, list[int]] = {}
    for line in listing.splitlines():
        pair = line.split()
        if len(pair) == 2 and pair[0].isdigit() and pair[1].isdigit():
            children.setdefault(int(pair[1]), []).append(int(pair[0]))
    found: list[int] = []
    todo = [root]
    while todo:
        for kid in children.get(todo.pop(), ()):
            if kid not in found:
                found.append(kid)
                todo.append(kid)
    return found


def start(command: str, platform: str = sys.platform) -> BotProcess:
    """Start `command` with piped stdin, stdout and stderr (OSError or ValueError if it
    cannot be started: an unknown program, unbalanced quotes)."""
    argv = split_command(command, platform)
    if not argv:
        raise ValueError("an empty command")
    if shutil.which(argv[0]) is None:
        raise FileNotFoundError(f"no program {argv[0]!r} (not found, or not executable)")
    how = strategy(platform)
    if how == "reaper":
        argv = [sys.executable, "-I", "-c", REAPER, str(os.getpid()), *argv]
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=how != "windows",
                            creationflags=CREATE_NEW_PROCESS_GROUP if how == "windows" else 0)
    return BotProcess(proc, how)
