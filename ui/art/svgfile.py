"""Card SVGs on disk: plain text in the repository, gzipped (.svgz) in the frozen builds.

The card faces are 3.4 MB of SVG text but compress to a sixth of that, which is what keeps the
one-folder build under its size target. `build.spec` calls `pack_cards` on a copy of the assets;
the game asks for `x.svg` and `read` falls back to `x.svgz`, so both layouts load the same bytes.
"""

from __future__ import annotations

import gzip
import shutil
import zlib
from pathlib import Path

PACKED = ".svgz"
#: No card is near this; a larger file is refused rather than inflated (a gzip bomb stays small).
MAX_BYTES = 2_000_000


def pack(data: bytes) -> bytes:
    """gzip with a zero timestamp and no file name: the same SVG always packs to the same bytes."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def unpack(data: bytes) -> bytes:
    """Inflate one .svgz; ValueError if it is not whole gzip data or inflates past MAX_BYTES."""
    inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)  # gzip header and trailer checked
    try:
        text = inflater.decompress(data, MAX_BYTES + 1)
    except zlib.error as exc:
        raise ValueError(f"not gzip data ({exc})") from exc
    if len(text) > MAX_BYTES:
        raise ValueError(f"inflates past {MAX_BYTES} bytes")
    if not inflater.eof or inflater.unused_data:
        raise ValueError("truncated gzip data or bytes after its end")
    return text


def read(path: Path) -> bytes:
    """The SVG at `path`, or at its .svgz twin when only that one was shipped."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        packed = path.with_suffix(PACKED)
        if not packed.is_file():
            raise
        return unpack(packed.read_bytes())


def pack_cards(assets: Path, out: Path) -> Path:
    """Copy an assets folder to `out` with every SVG under cards/ replaced by its .svgz."""
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(assets, out)
    for svg in sorted((out / "cards").rglob("*.svg")):
        svg.with_suffix(PACKED).write_bytes(pack(svg.read_bytes()))
        svg.unlink()
    return out
