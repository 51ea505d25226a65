"""Rasterised decks kept in the player's cache folder, so nanosvg's cost is paid once.

A deck at one card size costs 150–350 ms of CPU to rasterise; read back from here it costs a
tenth of that. One file per deck style, pixel size and art version: its name and header carry a
key hashed from the deck's SVG bytes, the cache format and the pygame/SDL versions, so new art
or a new game never shows stale faces. Each face is its own zlib stream, so the table can unpack
one face a frame as it rasterised one before.

Files are written atomically on a worker thread (compressing a deck takes ~100 ms) and read
through validation (length, header, size, face count, key, SHA-256 of the faces); a file that
fails any check is moved aside once as `NAME.bad` and the deck is rasterised again. Only the
`KEEP` most recently used entries stay; nothing in the folder that this module did not name is
ever deleted. A folder that cannot be written costs the speed-up, never the game.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import struct
import threading
import time
import zlib
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from game.files import STALE_TMP_SECONDS, atomic_write_bytes, regular_file

FORMAT = 1
MAGIC = b"BRISFACE"
#: magic, format, width, height, face count, key digest, SHA-256 of the blob table and blobs.
HEADER = struct.Struct("<8sHHHH32s32s")
KEEP = 6  # entries: a deck at a few window sizes, or a few decks; ~1 MB each at 270 px
KEEP_BAD = 2  # damaged entries kept for a look, newest first
LEVEL = 6  # zlib: a third smaller than level 1 and faster to inflate, for ~2x the write time
MAX_ENTRY = 64 * 1024 * 1024  # no real entry is near this; a bigger file is not ours
NAME = re.compile(r"[a-z0-9]+-\d+x\d+-[0-9a-f]{16}\.faces")
BAD = re.compile(NAME.pattern + r"\.bad")
TMP = re.compile(r"\." + NAME.pattern + r"\..+\.tmp")

log = logging.getLogger(__name__)
_pool: list[ThreadPoolExecutor] = []  # one writer thread for every cache, made on first use


class EntryProblem(ValueError):
    """A cache file that is not a whole entry of the deck asked for."""


@dataclass(frozen=True)
class DeckKey:
    """Which rasterised deck an entry holds: style, pixel size and the art's digest."""

    style: str
    size: tuple[int, int]
    count: int
    digest: bytes

    @property
    def filename(self) -> str:
        w, h = self.size
        return f"{self.style}-{w}x{h}-{self.digest.hex()[:16]}.faces"


def deck_key(style: str, size: tuple[int, int], svgs: Sequence[bytes], renderer: str = ""
             ) -> DeckKey:
    """The key of a deck drawn from `svgs` (in face order) at `size` by this pygame and this
    `renderer` (a version of how the SVG becomes pixels)."""
    import pygame

    h = hashlib.sha256()
    versions = (f"{FORMAT}|{renderer}|{style}|{size[0]}x{size[1]}|{pygame.version.ver}|"
                f"{pygame.version.SDL}")
    h.update(versions.encode())
    for data in svgs:
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return DeckKey(style, size, len(svgs), h.digest())


def encode(key: DeckKey, faces: Sequence[bytes]) -> bytes:
    """An entry's bytes: header, the table of compressed face lengths, the faces."""
    w, h = key.size
    if len(faces) != key.count or any(len(f) != w * h * 4 for f in faces):
        raise ValueError("faces do not match the key's count and size")
    blobs = [zlib.compress(f, LEVEL) for f in faces]
    body = struct.pack(f"<{len(blobs)}I", *map(len, blobs)) + b"".join(blobs)
    return HEADER.pack(MAGIC, FORMAT, w, h, key.count, key.digest,
                       hashlib.sha256(body).digest()) + body


class Entry:
    """A validated entry: faces inflated one at a time, on demand."""

    def __init__(self, key: DeckKey, data: bytes) -> None:
        if len(data) < HEADER.size:
            raise EntryProblem("shorter than its header")
        magic, fmt, w, h, count, digest, checksum = HEADER.unpack_from(data)
        if magic != MAGIC or fmt != FORMAT:
            raise EntryProblem("not a rasterised deck of this format")
        if (w, h) != key.size or count != key.count:
            raise EntryProblem(f"holds {count} faces of {w}x{h}, not {key.count} of "
                               f"{key.size[0]}x{key.size[1]}")
        if digest != key.digest:
            raise EntryProblem("holds another deck or version of the art")
        body = memoryview(data)[HEADER.size:]
        if len(body) < 4 * count:
            raise EntryProblem("its face table is cut short")
        lengths = struct.unpack_from(f"<{count}I", body)
        if 4 * count + sum(lengths) != len(body):
            raise EntryProblem("truncated, or bytes after its last face")
        if hashlib.sha256(body).digest() != checksum:
            raise EntryProblem("its checksum does not match")
        self.key = key
        self._body = body
        self._offsets = [4 * count]
        for n in lengths:
            self._offsets.append(self._offsets[-1] + n)

    def face(self, index: int) -> bytes:
        """Face `index`'s RGBA bytes; EntryProblem if it does not inflate to exactly that."""
        w, h = self.key.size
        want = w * h * 4
        blob = self._body[self._offsets[index]:self._offsets[index + 1]]
        inflater = zlib.decompressobj()
        try:
            raw = inflater.decompress(blob, want + 1)
        except zlib.error as exc:
            raise EntryProblem(f"face {index} is not zlib data ({exc})") from exc
        if len(raw) != want or not inflater.eof or inflater.unused_data:
            raise EntryProblem(f"face {index} does not inflate to {w}x{h}")
        return raw


class RasterCache:
    """One folder of rasterised decks (`UserDirs.cache`)."""

    def __init__(self, folder: Path, keep: int = KEEP) -> None:
        self.folder = folder
        self.keep = keep
        self._pending: list[Future[bool]] = []
        self._lock = threading.Lock()  # one writer or pruner at a time
        self._warned = False

    def path(self, key: DeckKey) -> Path:
        return self.folder / key.filename

    def load(self, key: DeckKey) -> Entry | None:
        """The entry for `key`, or None: missing, unreadable or damaged (then set aside)."""
        path = self.path(key)
        try:
            if not regular_file(path):
                return None  # missing, or a folder or link we leave alone
            if path.stat().st_size > MAX_ENTRY:
                raise EntryProblem("far bigger than any deck")
            data = path.read_bytes()
        except EntryProblem as exc:
            self.discard(key, str(exc))
            return None
        except OSError as exc:
            log.info("raster cache %s unreadable (%s); rasterising", path, exc)
            return None
        try:
            entry = Entry(key, data)
        except EntryProblem as exc:
            self.discard(key, str(exc))
            return None
        with contextlib.suppress(OSError):
            os.utime(path)  # most recently used: the last to be pruned
        return entry

    def discard(self, key: DeckKey, why: str) -> None:
        """Move a damaged entry aside as NAME.bad (replacing an older one), so it is rebuilt."""
        path = self.path(key)
        kept = "left where it is"
        with self._lock, contextlib.suppress(OSError):
            if regular_file(path):
                os.replace(path, path.with_name(path.name + ".bad"))
                kept = f"kept as {path.name}.bad"
        log.warning("raster cache %s unusable (%s); %s, rasterising again", path, why, kept)

    def store(self, key: DeckKey, faces: Sequence[bytes]) -> bool:
        """Write an entry now, then prune; False (logged once) if the folder cannot take it."""
        try:
            data = encode(key, faces)
            with self._lock:
                atomic_write_bytes(self.path(key), data)
                self._prune()
        except OSError as exc:
            if not self._warned:
                self._warned = True
                log.warning("raster cache %s cannot be written (%s); playing on without it",
                            self.folder, exc)
            return False
        return True

    def store_later(self, key: DeckKey, faces: Sequence[bytes]) -> None:
        """`store` on a worker thread: zlib and the disk release the GIL, the frame goes on."""
        if not _pool:
            _pool.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="raster-cache"))
        self._pending = [f for f in self._pending if not f.done()]
        self._pending.append(_pool[0].submit(self.store, key, list(faces)))

    def flush(self) -> list[bool]:
        """Wait for the writes asked for; whether each one was written."""
        done = [f.result() for f in self._pending]
        self._pending = []
        return done

    def _prune(self) -> None:
        """Keep the newest `keep` entries and `KEEP_BAD` backups; drop stale temporary files.

        Only names this module writes are touched: the folder may be one the player shares.
        """
        try:
            names = os.listdir(self.folder)
        except OSError:
            return
        now = time.time()
        groups: dict[str, list[tuple[float, Path]]] = {"entry": [], "bad": [], "tmp": []}
        for name in names:
            kind = ("entry" if NAME.fullmatch(name) else "bad" if BAD.fullmatch(name)
                    else "tmp" if TMP.fullmatch(name) else None)
            path = self.folder / name
            if kind is None or not regular_file(path):
                continue
            with contextlib.suppress(OSError):
                groups[kind].append((path.stat().st_mtime, path))
        drop = [p for _, p in sorted(groups["entry"], reverse=True)[self.keep:]]
        drop += [p for _, p in sorted(groups["bad"], reverse=True)[KEEP_BAD:]]
        drop += [p for t, p in groups["tmp"] if now - t > STALE_TMP_SECONDS]
        for path in drop:
            with contextlib.suppress(OSError):
                path.unlink()
