"""The table's autosave after each trick, written on a worker thread.

Writing a save means JSON, a temporary file, fsync and a rename: 2 ms on an idle SSD, tens
of milliseconds on a busy or slow disk, which is why it stays out of the frame. Saves are
written in the order they were asked for; a failure comes back to the table through
`problems` so the player is told, as with a save made on the spot.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Protocol


class Saveable(Protocol):
    def save(self, path: Path) -> None: ...


class BackgroundSaver:
    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending: list[Future[None]] = []

    def save(self, record: Saveable, path: Path) -> None:
        """Write `record` (a snapshot: it must not change afterwards) to `path` soon."""
        self._pending.append(self._pool.submit(record.save, path))

    @property
    def pending(self) -> bool:
        """A save asked for is not yet collected by `problems` (the table stays awake to
        report it)."""
        return bool(self._pending)

    def problems(self) -> list[OSError]:
        """The failures of the saves finished since the last call."""
        done = [f for f in self._pending if f.done()]
        self._pending = [f for f in self._pending if not f.done()]
        return [e for f in done if isinstance(e := f.exception(), OSError)]

    def flush(self) -> list[OSError]:
        """Wait for every save asked for; their failures."""
        for f in self._pending:
            f.exception()  # waits; the failure is collected below
        return self.problems()

    def close(self) -> list[OSError]:
        problems = self.flush()
        self._pool.shutdown(wait=True)
        return problems
