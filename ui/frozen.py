"""The one-file build unpacks itself into the temp folder (`_MEIxxxx`) and removes that folder on
exit, but a run that is killed (kill -9, a crash of the launcher, a power cut) leaves it behind,
some 30 MB each time. Each run of ours holds a lock on a marker file in its own folder; a later
start removes the folders of ours whose lock nobody holds any more.
"""

from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path
from typing import IO

if sys.platform == "win32":
    import msvcrt
else:
    import fcntl

MARKER = "briscola-bundle.txt"  # build.spec puts this file at the root of every bundle
GRACE_S = 120.0  # a folder younger than this may belong to a run that is still unpacking
_held: list[IO[str]] = []  # our own lock lives as long as the process


def _try_lock(handle: IO[str]) -> bool:
    """An exclusive, non-blocking lock on the open file; False while another process holds it."""
    try:
        if sys.platform == "win32":
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def hold(bundle: Path) -> bool:
    """Mark `bundle` as in use by this process until it exits."""
    try:
        handle = (bundle / MARKER).open("r", encoding="utf-8")
    except OSError:
        return False
    if _try_lock(handle):
        _held.append(handle)
        return True
    handle.close()
    return False


def sweep(parent: Path, own: Path | None, now: float | None = None) -> list[Path]:
    """Remove `parent/_MEI*` folders of ours that no live process holds; returns them."""
    now = time.time() if now is None else now
    removed = []
    for folder in sorted(parent.glob("_MEI*")):
        marker = folder / MARKER
        if folder == own or not marker.is_file():
            continue  # not ours: another PyInstaller program's folder is none of our business
        try:
            if now - folder.stat().st_mtime < GRACE_S:
                continue
            with marker.open("r", encoding="utf-8") as handle:
                if not _try_lock(handle):
                    continue  # a running game holds it
        except OSError:
            continue
        shutil.rmtree(folder, ignore_errors=True)
        if not folder.exists():
            removed.append(folder)
    return removed


def claim_and_sweep() -> list[Path]:
    """At start-up of a one-file build: hold our folder, remove the ones killed runs left."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or bundle is None or not Path(bundle).name.startswith(
            "_MEI"):
        return []  # from source or the one-folder build: nothing was unpacked
    own = Path(bundle)
    hold(own)
    return sweep(own.parent, own)
