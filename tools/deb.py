"""Package the one-folder build as a Debian/Ubuntu `.deb` (after `pyinstaller build.spec`).

Layout: the build under /usr/lib/briscola, a launcher in /usr/bin, the menu entry in
/usr/share/applications and the icon in the hicolor theme at every size menus ask for.

Usage: `python -m tools.deb [--dist dist]` → dist/briscola_<version>_<arch>.deb
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.icons import SVG, png_bytes

ROOT = Path(__file__).resolve().parent.parent
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
LAUNCHER = "#!/bin/sh\nexec /usr/lib/briscola/briscola \"$@\"\n"


def version() -> str:
    """The one version, as game/version.py writes it (read, not imported: no game code runs)."""
    source = (ROOT / "game" / "version.py").read_text(encoding="utf-8")
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "__version__":
            return str(ast.literal_eval(node.value))
    raise SystemExit("game/version.py has no __version__")


def control(ver: str, arch: str, installed_kb: int) -> str:
    return (f"Package: briscola\nVersion: {ver}\nArchitecture: {arch}\n"
            "Maintainer: Briscola contributors\n"
            f"Installed-Size: {installed_kb}\nDepends: libc6\nSection: games\nPriority: optional\n"
            "Description: Italian card game Briscola: every variant, hot-seat, computer players\n"
            " Briscola for 2, 3, 4 and 6 players, Scoperta, Briscolone, Briskula, Schembil,\n"
            " Briscola Chiamata and Briscola a licitazione, with Napoletane, Piacentine,\n"
            " Bergamasche and French cards, in Italian and English.\n")


def build(dist: Path) -> Path:
    app = dist / "briscola"
    if not (app / "briscola").is_file():
        raise SystemExit(f"{app}/briscola not found: run `pyinstaller --noconfirm build.spec`")
    arch = subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True,
                          text=True).stdout.strip()
    ver = version()
    with tempfile.TemporaryDirectory() as scratch:
        stage = Path(scratch) / "pkg"
        shutil.copytree(app, stage / "usr/lib/briscola", symlinks=True)
        launcher = stage / "usr/bin/briscola"
        launcher.parent.mkdir(parents=True)
        launcher.write_text(LAUNCHER, encoding="utf-8")
        launcher.chmod(0o755)
        apps = stage / "usr/share/applications"
        apps.mkdir(parents=True)
        shutil.copy(ROOT / "packaging/linux/briscola.desktop", apps / "briscola.desktop")
        icons = stage / "usr/share/icons/hicolor"
        for size in HICOLOR_SIZES:
            folder = icons / f"{size}x{size}/apps"
            folder.mkdir(parents=True)
            (folder / "briscola.png").write_bytes(png_bytes(size))
        (icons / "scalable/apps").mkdir(parents=True)
        shutil.copy(SVG, icons / "scalable/apps/briscola.svg")
        size_kb = sum(p.lstat().st_size for p in stage.rglob("*") if p.is_file()) // 1024
        (stage / "DEBIAN").mkdir()
        (stage / "DEBIAN/control").write_text(control(ver, arch, size_kb), encoding="utf-8")
        for path in [stage, *stage.rglob("*")]:
            if path.is_dir():
                path.chmod(0o755)
        out = dist / f"briscola_{ver}_{arch}.deb"
        subprocess.run(["dpkg-deb", "--build", "--root-owner-group", str(stage), str(out)],
                       check=True, stdout=subprocess.DEVNULL)
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    out = build(parser.parse_args(argv).dist)
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
