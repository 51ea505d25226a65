"""Briscola: start the game, or run its headless smoke test, benchmark or screenshots."""

from __future__ import annotations

import time

STARTED = time.perf_counter()

import argparse  # noqa: E402
import contextlib  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from game.commands.args import count  # noqa: E402
from game.version import ISSUES_URL, PROJECT_URL, __version__  # noqa: E402
from ui.frozen import claim_and_sweep  # noqa: E402


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="briscola", description="Briscola, the Italian card game.",
        epilog=f"Home page and releases: {PROJECT_URL} · report a problem: {ISSUES_URL}")
    p.add_argument("--version", action="version", version=f"Briscola {__version__}")
    p.add_argument("--smoke-test", action="store_true",
                   help="headless: visit every scene and play a hand of every variant, AI v AI")
    p.add_argument("--benchmark", action="store_true",
                   help="headless: animated AI hands at 1920x1080; print frame-time figures")
    p.add_argument("--frames", type=count(1, 1_000_000), default=4000,
                   help="frames for --benchmark")
    p.add_argument("--screenshot-dir", type=Path,
                   help="write the reference screenshots (PNG) into this folder and exit")
    p.add_argument("--size", default="1280x720", type=window_size,
                   help="window size for --screenshot-dir")
    p.add_argument("--idle-cpu", type=count(1, 600), nargs="?", const=10, metavar="SECONDS",
                   help="headless: print the CPU the game uses while idle at the menu and at "
                        "the table on the player's turn (default 10 s each)")
    p.add_argument("--first-frame", action="store_true",
                   help="headless: draw the menu once and exit (start-up time measurement)")
    p.add_argument("--install-desktop", action="store_true",
                   help="add a menu entry and icon for this command (pip and pipx installs)")
    p.add_argument("--uninstall-desktop", action="store_true",
                   help="remove the menu entry that --install-desktop added")
    p.add_argument("--user-dir", type=Path,
                   help="keep settings, saves and statistics under this folder")
    return p.parse_args(argv)


def window_size(text: str) -> str:
    """WIDTHxHEIGHT, each from 320 to 7680."""
    w, x, h = text.lower().partition("x")
    if not (x and w.isdigit() and h.isdigit() and 320 <= int(w) <= 7680
            and 320 <= int(h) <= 7680):
        raise argparse.ArgumentTypeError(f"{text!r}: use WIDTHxHEIGHT, e.g. 1920x1080 "
                                         f"(320 to 7680 each)")
    return text.lower()


def _ensure_streams() -> None:
    """A windowed (frozen) build has no stdout/stderr. On Windows, write where the caller
    reads (a pipe it gave us, or the console it runs in: `briscola.exe --version` from cmd or
    a script prints); elsewhere, or when there is nowhere, give prints somewhere harmless."""
    if sys.platform == "win32" and (sys.stdout is None or sys.stderr is None):
        windows_streams()
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def windows_streams(kernel32: Any = None, osfhandle: Any = None) -> None:
    """Give a windowed Windows process the caller's output: the standard handles it was
    started with, else the parent's console (AttachConsole). `kernel32` and `osfhandle` are
    ctypes' and msvcrt's, passed in by tests."""
    if kernel32 is None or osfhandle is None:
        import ctypes
        import msvcrt

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        osfhandle = msvcrt.open_osfhandle  # type: ignore[attr-defined]
    attached = False
    for name, std in (("stdout", -11), ("stderr", -12)):  # STD_OUTPUT_HANDLE, STD_ERROR_...
        if getattr(sys, name) is not None:
            continue
        handle = kernel32.GetStdHandle(std)
        if handle not in (None, 0, -1):
            try:
                fd = osfhandle(handle, os.O_WRONLY)
                setattr(sys, name, open(fd, "w", encoding="utf-8", buffering=1))  # noqa: SIM115
                continue
            except OSError:
                pass
        if attached or kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
            attached = True
            with contextlib.suppress(OSError):
                setattr(sys, name, open("CONOUT$", "w", encoding="utf-8"))  # noqa: SIM115


def main(argv: list[str]) -> int:
    _ensure_streams()
    args = parse(argv)
    if args.install_desktop or args.uninstall_desktop:
        from ui import desktop

        code, words = (desktop.install() if args.install_desktop else desktop.uninstall())
        print(words, file=sys.stdout if code == 0 else sys.stderr)
        return code
    headless = bool(args.smoke_test or args.benchmark or args.screenshot_dir or args.first_frame
                    or args.idle_cpu)
    if headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    claim_and_sweep()  # a one-file build: remove the folders that killed runs left behind
    if args.smoke_test:
        from ui.tools.smoke import smoke_test

        return smoke_test()
    if args.benchmark:
        from ui.tools.benchmark import benchmark

        return benchmark(args.frames, STARTED)
    if args.idle_cpu:
        from ui.tools.idle import idle_cpu

        return idle_cpu(float(args.idle_cpu))
    if args.screenshot_dir:
        from ui.tools.screens import screenshots

        w, _, h = args.size.partition("x")
        return screenshots(args.screenshot_dir, (int(w), int(h)))
    import pygame

    from game import logs
    from ui.app import App
    from ui.paths import UserDirs
    from ui.wiring import start

    dirs = UserDirs.under(args.user_dir) if args.user_dir else None
    if args.first_frame and dirs is None:
        import atexit
        import shutil
        import tempfile

        scratch = Path(tempfile.mkdtemp(prefix="briscola-"))
        atexit.register(shutil.rmtree, scratch, ignore_errors=True)
        dirs = UserDirs.under(scratch)
    app = start(App(dirs=dirs, headless=args.first_frame))
    logs.install(app.dirs.logs)
    first = [True]

    def report_first(a: App) -> None:
        if first[0] and os.environ.get("BRISCOLA_TIMING"):
            print(f"start to first frame: {(time.perf_counter() - STARTED) * 1000:.0f} ms")
        first[0] = False

    app.on_frame = report_first
    try:
        app.run(max_frames=1 if args.first_frame else None)
    except Exception:  # report it, keep the game, tell the player where
        from ui.crash import handle

        handle(app, *sys.exc_info())
        pygame.quit()
        return 70
    pygame.quit()
    return 0


def run() -> None:
    """The `briscola` command that `pip install .` makes."""
    sys.exit(main(sys.argv[1:]))


if __name__ == "__main__":
    run()
