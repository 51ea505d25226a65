"""A trace of what went wrong: the standard library's logging to a rotating file in the user
log folder, and an exception hook that writes the traceback there.

The windowed builds have no console, so without this file an error in a frozen build could
not be reported by anyone. `install` is called once by each entry point (`main.py`,
`python -m game`); the UI passes `on_crash` to save the game and tell the player in words.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

import platformdirs

from game.version import ISSUES_URL

LOG_NAME = "briscola.log"
HANDLER_NAME = "briscola-file"  # ours, to replace when logging is set up again
MAX_BYTES = 512 * 1024
BACKUPS = 3
log = logging.getLogger("briscola")
_state: dict[str, Path] = {}

Crash = Callable[[Path | None, str], None]


def log_folder() -> Path:
    return platformdirs.user_log_path("briscola", appauthor=False)


class _Handler(logging.handlers.RotatingFileHandler):
    """Our log file's handler: a second `install` replaces it, and only it."""

    briscola = True


def install(folder: Path | None = None, on_crash: Crash | None = None) -> Path | None:
    """Log to `folder/briscola.log` (rotated at 512 KB, 3 old files kept) and route uncaught
    exceptions, in any thread, to `report`. None if the folder cannot be written: the game
    still runs, it only cannot keep a trace."""
    folder = folder or log_folder()
    file = folder / LOG_NAME
    path: Path | None = file
    root = logging.getLogger("briscola")
    root.setLevel(logging.INFO)
    for old in [h for h in root.handlers if h.get_name() == HANDLER_NAME]:
        root.removeHandler(old)
        old.close()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = _Handler(file, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        path = None
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: "
                                               "%(message)s"))
        handler.set_name(HANDLER_NAME)
        root.addHandler(handler)
        _state["path"] = file

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, exc, tb)
            return
        text = report(kind, exc, tb)
        if on_crash is not None:
            on_crash(path, text)
        else:
            sys.stderr.write(crash_words(path))

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            report(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = hook
    threading.excepthook = thread_hook
    log.info("started: %s", " ".join(sys.argv))
    return path


def report(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> str:
    """Write the traceback to the log (and return it)."""
    text = "".join(traceback.format_exception(kind, exc, tb))
    log.error("uncaught exception:\n%s", text)
    for h in logging.getLogger("briscola").handlers:
        h.flush()
    return text


def current_log() -> Path | None:
    return _state.get("path")


def crash_words(path: Path | None) -> str:
    where = f"A report was written to {path}" if path else "No report could be written"
    return (f"Briscola met an unexpected problem and stopped. {where}; please attach it to a "
            f"report at {ISSUES_URL}\n")
