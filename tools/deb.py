"""Package the one-folder build as a Debian/Ubuntu `.deb` (after `pyinstaller build.spec`).

Layout: the build under /usr/lib/briscola, a launcher in /usr/games (Debian's place for
games), the menu entry in /usr/share/applications, the icon in the hicolor theme at every size
menus ask for, AppStream metadata for software centres, a manual page, the machine-readable
copyright file (our licence and the notices of every bundled library, `tools.notices`), the
changelogs, and lintian overrides for what every PyInstaller bundle triggers (with reasons).

Usage: `python -m tools.deb [--dist dist]` → dist/briscola_<version>_<arch>.deb
"""

from __future__ import annotations

import argparse
import ast
import datetime
import gzip
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.icons import SVG, png_bytes
from tools.notices import bundle_files, identify

ROOT = Path(__file__).resolve().parent.parent
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
LAUNCHER = "#!/bin/sh\nexec /usr/lib/briscola/briscola \"$@\"\n"
APP_ID = "io.github.briscola_game.briscola"
MAINTAINER = "Briscola maintainers <briscola-game@users.noreply.github.com>"
OVERRIDES = {
    # Each is what any PyInstaller one-folder bundle triggers, and why it stays.
    "embedded-library": "the bundle carries the exact libraries pygame-ce was built and "
                        "tested with (SDL, FreeType, zlib, libpng...), on every platform alike",
    "custom-library-search-path": "set by the build machine's Python and by auditwheel in "
                                  "pygame-ce's libraries; the bundle finds its own files",
    "shared-library-lacks-prerequisites": "pygame-ce's audited libraries, as shipped by it",
    "library-not-linked-against-libc": "pygame-ce's audited libraries, as shipped by it",
    "hardening-no-pie": "PyInstaller's prebuilt bootloader",
    "duplicate-font-file": "the game loads Open Sans from its own bundle on every platform, "
                           "so it looks the same on Windows and macOS",
    "truetype-font-prohibits-installable-embedding": "Open Sans as its authors publish it",
}


def version() -> str:
    """The one version, as game/version.py writes it (read, not imported: no game code runs)."""
    source = (ROOT / "game" / "version.py").read_text(encoding="utf-8")
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "__version__":
            return str(ast.literal_eval(node.value))
    raise SystemExit("game/version.py has no __version__")


def glibc_needed(folder: Path) -> str:
    """The newest GLIBC symbol version any bundled ELF file asks for (the Depends floor)."""
    best = (2, 17)
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        with path.open("rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
            data = f.read()
        for major, minor in re.findall(rb"GLIBC_(\d+)\.(\d+)", data):
            best = max(best, (int(major), int(minor)))
    return f"{best[0]}.{best[1]}"


def control(ver: str, arch: str, installed_kb: int, glibc: str = "2.17") -> str:
    return (f"Package: briscola\nVersion: {ver}\nArchitecture: {arch}\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {installed_kb}\nDepends: libc6 (>= {glibc})\nSection: games\n"
            "Priority: optional\nHomepage: https://github.com/briscola-game/briscola\n"
            "Description: Italian card game Briscola: every variant, hot-seat, computer players\n"
            " Briscola for 2, 3, 4 and 6 players, Scoperta, Briscolone, Briskula, Schembil,\n"
            " Briscola Chiamata and Briscola a licitazione, with Napoletane, Piacentine,\n"
            " Bergamasche and French cards, in Italian and English.\n")


def _indented(text: str) -> list[str]:
    """A licence text as a copyright file's continuation lines (blank lines as " .")."""
    return [" " + line if line.strip() else " ." for line in text.strip().splitlines()]


def copyright_file(app: Path) -> str:
    """The machine-readable copyright file: our files, then the bundled parts found (each
    named with its holders and licence; the texts in THIRD-PARTY-NOTICES.txt)."""
    found, _ = identify([*bundle_files(app), "briscola"])
    out = ["Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
           "Upstream-Name: briscola", "Source: https://github.com/briscola-game/briscola", "",
           "Files: *", "Copyright: 2026 Briscola contributors", "License: MIT",
           *_indented("\n".join((ROOT / "LICENSE").read_text(encoding="utf-8")
                                .splitlines()[4:])), "",
           "Files: usr/lib/briscola/_internal/*",
           "Copyright: " + "\n ".join(f"{c.name}: {c.copyright}" for c in found),
           "License: other",
           " The bundled libraries and their licences, one a line; every licence text is in",
           " /usr/lib/briscola/_internal/THIRD-PARTY-NOTICES.txt.", " .",
           *(f" {c.name}: {c.license} ({c.url})" for c in found)]
    return "\n".join(out) + "\n"


def manual(ver: str) -> str:
    return (f'.TH BRISCOLA 6 "{datetime.date.today():%Y-%m-%d}" "briscola {ver}" "Games"\n'
            ".SH NAME\nbriscola \\- the Italian card game Briscola, every variant\n"
            ".SH SYNOPSIS\n.B briscola\n[\\fIoptions\\fR]\n"
            ".SH DESCRIPTION\nBriscola for 2, 3, 4 and 6 players, Scoperta, Briscolone, "
            "Briskula, Schembil, Briscola Chiamata and Briscola a licitazione, with computer "
            "players and hot-seat play, in Italian and English.\n"
            ".SH OPTIONS\n.TP\n.B \\-\\-version\nprint the version and exit\n"
            ".TP\n.B \\-\\-user\\-dir \\fIDIR\\fR\nkeep settings, saves and statistics "
            "under DIR\n.TP\n.B \\-\\-help\nlist every option\n"
            ".SH SEE ALSO\nhttps://github.com/briscola-game/briscola\n")


def debian_changelog(ver: str) -> str:
    when = datetime.datetime.now(datetime.UTC).strftime("%a, %d %b %Y %H:%M:%S +0000")
    return (f"briscola ({ver}) unstable; urgency=medium\n\n"
            f"  * Release {ver}; see changelog.gz for what changed.\n\n"
            f" -- {MAINTAINER}  {when}\n")


def _gz(path: Path, text: str) -> None:
    path.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))


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
        for lib in (stage / "usr/lib/briscola").rglob("*"):
            if lib.is_file() and not lib.is_symlink() and ".so" in lib.name:
                lib.chmod(0o644)  # loaded, never run
        launcher = stage / "usr/games/briscola"
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
        doc = stage / "usr/share/doc/briscola"
        doc.mkdir(parents=True)
        (doc / "copyright").write_text(copyright_file(app), encoding="utf-8")
        _gz(doc / "changelog.gz", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
        _gz(doc / "changelog.Debian.gz", debian_changelog(ver))
        man = stage / "usr/share/man/man6"
        man.mkdir(parents=True)
        _gz(man / "briscola.6.gz", manual(ver))
        meta = stage / "usr/share/metainfo"
        meta.mkdir(parents=True)
        template = (ROOT / f"packaging/linux/{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
        (meta / f"{APP_ID}.metainfo.xml").write_text(
            template.replace("{version}", ver).replace("{date}", f"{datetime.date.today()}"),
            encoding="utf-8")
        overrides = stage / "usr/share/lintian/overrides"
        overrides.mkdir(parents=True)
        (overrides / "briscola").write_text("".join(
            f"# {why}\nbriscola: {tag}\n" for tag, why in OVERRIDES.items()), encoding="utf-8")
        size_kb = sum(p.lstat().st_size for p in stage.rglob("*") if p.is_file()) // 1024
        (stage / "DEBIAN").mkdir()
        (stage / "DEBIAN/control").write_text(
            control(ver, arch, size_kb, glibc_needed(app)), encoding="utf-8")
        for path in [stage, *stage.rglob("*")]:
            if path.is_dir():
                path.chmod(0o755)
            elif path.is_file() and not path.is_symlink() and not path.stat().st_mode & 0o111:
                path.chmod(0o644)
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
