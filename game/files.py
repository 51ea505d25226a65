"""The program's few file operations: the one validated way in, atomic writes, keeping aside.

Every file the program reads (settings, saves, statistics, tournaments, records, AI weights)
comes in through `read_json`: a size limit, strict UTF-8, JSON without NaN, infinities or
absurd nesting, every parse failure (RecursionError and OverflowError included) turned into a
`FileProblem` with a plain reason. The loaders then check shapes with `game.checks` and meaning
with their own rules. Everything that writes goes through `atomic_write_text`, so a crash or
power cut leaves the old file or the new one, never half of either; `clean_stale_tmp` removes
what an interrupted write left behind.

Nothing that is not ours is written over or moved: `check_may_write` refuses a file of
another format (the command line's `--force` overrides it), and `keep_aside` moves only a
regular file, and one the user named only if it holds our format. `read_text` reads only
regular files, so a named pipe or a device cannot hang the game.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

MAX_BYTES = 4 * 1024 * 1024  # far above any file we write (a long tournament is ~300 KB)
MAX_DEPTH = 32  # our formats nest 6 deep at most
STALE_TMP_SECONDS = 60.0


class FileProblem(ValueError):
    """A file that cannot be used; the message says why in words a player can act on."""


class NewerFileError(FileProblem):
    """A file written by a newer version of the game: not damaged, kept where it is."""


def _open_regular(path: Path) -> tuple[int, int]:
    """An open descriptor of the regular file at `path` and its size; FileProblem for a
    folder, pipe or device. Opened without blocking (a pipe's open would wait for a writer)
    and checked on the descriptor, so the file checked is the file read."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise FileProblem(f"it cannot be read ({exc.strerror or exc})") from exc
    try:
        info = os.fstat(fd)
    except OSError as exc:
        os.close(fd)
        raise FileProblem(f"it cannot be read ({exc.strerror or exc})") from exc
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise FileProblem(f"it is {_kind_of(info.st_mode)}, not a file: nothing was read from it")
    return fd, info.st_size


def read_text(path: Path, limit: int = MAX_BYTES) -> str:
    """The text of a regular file of at most `limit` bytes (a byte order mark is skipped):
    a named pipe, a device or a folder is refused at once instead of hanging the game."""
    fd, size = _open_regular(path)
    try:
        if size > limit:
            raise FileProblem(f"it is {size:,} bytes, more than the {limit:,} this file may be")
        with os.fdopen(fd, "rb") as fh:
            fd = -1
            raw = fh.read(limit + 1)
    except OSError as exc:
        raise FileProblem(f"it cannot be read ({exc.strerror or exc})") from exc
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > limit:
        raise FileProblem(f"it grew past {limit:,} bytes while being read")
    try:
        return raw.decode("utf-8").removeprefix("\ufeff")  # old Windows editors write a BOM
    except UnicodeDecodeError as exc:
        raise FileProblem(f"it is not UTF-8 text (byte {exc.start})") from None


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def regular_file(path: Path) -> bool:
    """A plain file (not a link, folder, pipe or device): the only thing the program moves."""
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False


def format_mark(fmt: str) -> str:
    """The text that names our JSON format `fmt` (every format we write puts it first)."""
    return f'"format": "{fmt}"'


def holds_mark(path: Path, marks: Sequence[str]) -> bool:
    """Whether `path` is a regular file whose first 4 KB hold one of `marks` (our format's
    name, damaged or not further on): a file we may replace or set aside. Another program's
    file, a folder, a link or a pipe is never ours."""
    if not regular_file(path):
        return False
    try:
        head = read_text_head(path, 4096)
    except FileProblem:
        return False
    return any(mark in head for mark in marks)


def read_text_head(path: Path, size: int) -> str:
    """The first `size` bytes of a regular file as text (undecodable bytes replaced)."""
    fd, _ = _open_regular(path)
    try:
        return os.read(fd, size).decode("utf-8", "replace")
    except OSError as exc:
        raise FileProblem(f"it cannot be read ({exc.strerror or exc})") from exc
    finally:
        os.close(fd)


class NotOurs(FileExistsError):
    """A path the program was asked to write over that is not ours: left as it is. An OSError
    (EEXIST), so every place that reports a failed save reports this one too."""

    def __init__(self, path: Path, words: str) -> None:
        super().__init__(errno.EEXIST, words, str(path))

    def __str__(self) -> str:
        return str(self.strerror)


def check_may_write(path: Path, what: str, marks: Sequence[str] = (),
                    force: bool = False) -> None:
    """Refuse (NotOurs) to write over anything but a missing file or one holding one of
    `marks`; `force` allows another regular file, never a folder, link, pipe or device."""
    try:
        info = path.lstat()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise NotOurs(path, f"{path} cannot be checked ({exc.strerror or exc})") from exc
    if not stat.S_ISREG(info.st_mode):
        kind = "a link" if stat.S_ISLNK(info.st_mode) else _kind_of(info.st_mode)
        raise NotOurs(path, f"{path} is {kind}, not a {what}: it was left as it is")
    if force or holds_mark(path, marks):
        return
    raise NotOurs(path, f"{path} already exists and is not a {what}: it was left as it is "
                        f"(choose another name, or add --force to replace it)")


def _no_constant(name: str) -> Any:
    raise FileProblem(f"it holds {name}, which is not a number this game writes")


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise FileProblem(f"it holds the number {text[:20]}, too large to use")
    return value


def _whole(text: str) -> int:
    if len(text.lstrip("-")) > 19:
        raise FileProblem(f"it holds the number {text[:20]}..., too large to use")
    return int(text)


def parse_json(text: str) -> Any:
    """JSON as this game writes it: finite numbers, at most MAX_DEPTH levels deep."""
    if _depth_bound(text) > MAX_DEPTH:
        raise FileProblem(f"it nests more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite,
                          parse_int=_whole)
    except FileProblem:
        raise
    except json.JSONDecodeError as exc:
        raise FileProblem(f"it is not valid JSON (line {exc.lineno}, column {exc.colno}: "
                          f"{exc.msg})") from None
    except (RecursionError, OverflowError, ValueError, MemoryError) as exc:
        raise FileProblem(f"it cannot be parsed ({type(exc).__name__})") from None


def _depth_bound(text: str) -> int:
    """The nesting, counted outside strings (a `]` inside a string once lowered the count, so
    a document of any depth passed); stops counting past MAX_DEPTH. Cheap enough to run
    before the recursive parser ever sees the text."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def read_json(path: Path, limit: int = MAX_BYTES) -> Any:
    return parse_json(read_text(path, limit))


def check_version(data: Any, fmt: str, current: int, what: str) -> int:
    """The file's version: a newer one raises `NewerFileError`, an unknown one FileProblem."""
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise FileProblem(f"it is not a {what} (no \"format\": \"{fmt}\")")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise FileProblem(f"its version {version!r} is not a version of this format")
    if version > current:
        raise NewerFileError(f"it was made by a newer version of the game ({what} version "
                             f"{version}; this one reads up to {current}): update the game "
                             f"to open it")
    return version


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write through a temporary file and a rename: a reader sees the old file or the new."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


LOCK_WAIT = 5.0  # seconds a second window waits for the first one's update
STALE_LOCK = 30.0  # a lock this old was left by a crash


@contextlib.contextmanager
def locked(path: Path, wait: float = LOCK_WAIT, stale: float = STALE_LOCK) -> Iterator[None]:
    """Hold `path.lock` (created exclusively) while a read-modify-write of `path` runs, so
    two windows that update one file take turns and neither update is lost.

    A lock older than `stale` seconds, or still held after `wait`, was left by a crash and
    is taken over: a statistics update is not worth a hang. A folder that cannot be written
    gets no lock (and no write either).
    """
    lock = path.with_name(path.name + ".lock")
    deadline = time.monotonic() + wait
    fd: int | None = None
    while fd is None:
        try:
            lock.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            try:
                old = time.time() - lock.stat().st_mtime > stale
            except OSError:
                continue  # released between the two calls: try again
            if old or time.monotonic() > deadline:
                with contextlib.suppress(OSError):
                    lock.unlink()
                deadline = time.monotonic() + wait
            else:
                time.sleep(0.005)
        except OSError:
            break
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)
            with contextlib.suppress(OSError):
                lock.unlink()


def clean_stale_tmp(folder: Path, names: Sequence[str] = (),
                    max_age: float = STALE_TMP_SECONDS) -> list[Path]:
    """Remove the `.NAME.*.tmp` files an interrupted `atomic_write_text` of one of `names`
    left in `folder`. Only those: a folder the user named may hold other programs' temporary
    files. A younger one may belong to a write still going on in another window, so it stays.
    """
    removed: list[Path] = []
    try:
        candidates = [p for name in names for p in folder.glob(f".{glob_escape(name)}.*.tmp")]
    except OSError:
        return removed
    now = time.time()
    for tmp in candidates:
        try:
            if regular_file(tmp) and now - tmp.stat().st_mtime > max_age:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed


def glob_escape(name: str) -> str:
    """`name` with the glob's special characters taken literally."""
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)


def keep_aside(path: Path, marks: Sequence[str] | None = None) -> Path | None:
    """Rename an unreadable file to a dated backup so the user's data is never thrown away.

    Only a regular file is moved (never a folder, link, pipe or device), and with `marks`
    only one that holds one of them (`format_mark`): a file the user named that holds
    something else is not ours to move. None when it is not moved (or cannot be: a read-only
    folder); it is then left where it is, untouched.
    """
    if not regular_file(path) or (marks is not None and not holds_mark(path, marks)):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while backup.exists():
        backup = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, backup)
    except OSError:
        return None
    return backup


def kept_words(path: Path, kept: Path | None) -> str:
    """How the player is told where their damaged file is."""
    if kept is None:
        why = "its folder cannot be written" if regular_file(path) else "it is not a file"
        return f"{path.name} was left where it is ({why})"
    return f"it was kept as {kept.name}"
