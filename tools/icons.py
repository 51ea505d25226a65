"""Write the platform icon files (.ico for Windows, .icns for macOS) from our own icon.svg.

PyInstaller converts a PNG icon only when Pillow is installed; writing both formats here, with
pygame alone, keeps the README's build command working on every platform. Both formats may
carry PNG images inside, one per size, which is all this needs.

Usage: `python -m tools.icons OUTDIR` (build.spec calls `write_icons` itself).
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icon" / "icon.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's PNG-bearing icon types and their pixel sizes (the @2x ones share images).
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 512),
              (b"ic14", 1024))


def png_bytes(size: int, svg: Path = SVG) -> bytes:
    """The icon rasterised at `size` px, as PNG bytes."""
    image = pygame.image.load_sized_svg(str(svg), (size, size))
    buffer = io.BytesIO()
    pygame.image.save(image, buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (read by Windows Vista and later)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = images[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns of PNG-bearing chunks."""
    chunks = b"".join(kind + struct.pack(">I", 8 + len(images[size])) + images[size]
                      for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def write_icons(out: Path) -> tuple[Path, Path]:
    """OUT/icon.ico and OUT/icon.icns, identical on every run for the same SVG."""
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    images = {size: png_bytes(size) for size in sizes}
    ico_path, icns_path = out / "icon.ico", out / "icon.icns"
    ico_path.write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    icns_path.write_bytes(icns(images))
    return ico_path, icns_path


if __name__ == "__main__":
    for path in write_icons(Path(sys.argv[1] if len(sys.argv) > 1 else "build/icons")):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
