"""The engine's few file operations: atomic writes and keeping unreadable files aside.

Everything that writes user data (records, tournaments, the UI's settings and saves) goes
through `atomic_write_text`, so a crash or power cut leaves the old file or the new one,
never half of either.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path


def atomic_write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def keep_aside(path: Path) -> Path:
    """Rename an unreadable file to a dated backup so the user's data is never thrown away."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while backup.exists():
        backup = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    os.replace(path, backup)
    return backup
