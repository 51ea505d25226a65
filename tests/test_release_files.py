"""What a release carries besides the game: the licence, third-party notices gathered from
what a build bundles, the .deb's files, the project address, output from a windowed build."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game import logs
from game.version import ISSUES_URL, PROJECT_URL
from tools import deb, notices

ROOT = Path(__file__).resolve().parent.parent

LINUX_BUNDLE = [
    "_internal/libpython3.11.so.1.0", "_internal/python3.11/lib-dynload/_json.cpython-311-x86_64"
    "-linux-gnu.so", "_internal/pygame/display.cpython-311-x86_64-linux-gnu.so",
    "_internal/pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10",
    "_internal/libSDL2_ttf-2-e69aa315.0.so.0.2400.0", "_internal/libfreetype-b83c5fb4.so.6.20.6",
    "_internal/libz.so.1", "_internal/libffi.so.8", "_internal/assets/cards/a.svgz",
    "_internal/assets/fonts/OpenSans-Bold.ttf", "_internal/base_library.zip", "briscola"]
WINDOWS_BUNDLE = ["briscola.exe", "_internal/python311.dll", "_internal/VCRUNTIME140.dll",
                  "_internal/SDL2.dll", "_internal/SDL2_mixer.dll", "_internal/libogg-0.dll",
                  "_internal/_ctypes.pyd", "_internal/pygame/base.cp311-win_amd64.pyd",
                  "_internal/zlib1.dll", "_internal/freetype.dll"]


def test_licence_file_is_mit_as_pyproject_says() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Briscola contributors" in text
    assert 'license = "MIT"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_notices_name_every_bundled_part_once() -> None:
    found, unknown = notices.identify(LINUX_BUNDLE)
    names = [c.name for c in found]
    assert unknown == []
    assert names == ["pygame-ce", "Python", "SDL2", "SDL2_ttf", "FreeType", "zlib", "libffi",
                     "Open Sans", "PyInstaller bootloader"]
    text = notices.notice_text(found, unknown)
    assert text.count("\nZlib.txt (for SDL2, SDL2_ttf, zlib)\n") == 1  # one text for all three
    assert "The FreeType Project" in text and "PYTHON SOFTWARE FOUNDATION LICENSE" in text
    found, unknown = notices.identify(WINDOWS_BUNDLE)
    assert unknown == [] and "Microsoft Visual C++ runtime" in [c.name for c in found]


def test_a_library_without_a_notice_is_reported_and_fails_the_check(tmp_path: Path) -> None:
    found, unknown = notices.identify([*LINUX_BUNDLE, "_internal/libstdc++.so.6",
                                       "_internal/README.txt"])
    assert unknown == ["_internal/libstdc++.so.6"]  # text files are not libraries
    assert "libstdc++.so.6" in notices.notice_text(found, unknown)
    bundle = tmp_path / "briscola"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "libmystery.so.1").write_bytes(b"\x7fELF")
    assert notices.main([str(bundle), "--check", "--out", str(tmp_path / "n.txt")]) == 1
    (bundle / "_internal" / "libmystery.so.1").unlink()
    (bundle / "_internal" / "libSDL2-2.0.so.0").write_bytes(b"\x7fELF")
    assert notices.main([str(bundle), "--check", "--out", str(tmp_path / "n.txt")]) == 0


def test_deb_metadata(tmp_path: Path) -> None:
    (tmp_path / "_internal").mkdir()
    (tmp_path / "_internal" / "libz.so.1").write_bytes(b"\x7fELF....GLIBC_2.4\0GLIBC_2.34\0")
    (tmp_path / "_internal" / "data.txt").write_bytes(b"GLIBC_9.99")  # not ELF: not read
    assert deb.glibc_needed(tmp_path) == "2.34"
    control = deb.control("1.2.3", "amd64", 100, "2.34")
    assert "Depends: libc6 (>= 2.34)" in control and "Maintainer: Briscola maintainers <" in control
    text = deb.copyright_file(tmp_path)
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format")
    assert "License: MIT" in text and "zlib: Zlib" in text
    assert all(line == "" or not line[0].isspace() or line.startswith(" ")
               for line in text.splitlines())
    assert ".TH BRISCOLA 6" in deb.manual("1.2.3")
    assert deb.debian_changelog("1.2.3").startswith("briscola (1.2.3) unstable;")
    assert set(deb.OVERRIDES) == {
        "embedded-library", "custom-library-search-path", "shared-library-lacks-prerequisites",
        "library-not-linked-against-libc", "hardening-no-pie", "duplicate-font-file",
        "truetype-font-prohibits-installable-embedding"}


def test_the_project_address_is_where_players_look() -> None:
    help_text = subprocess.run([sys.executable, str(ROOT / "main.py"), "--help"], check=True,
                               capture_output=True, text=True).stdout
    assert PROJECT_URL in help_text.replace("\n", " ") or "github.com" in help_text
    assert ISSUES_URL in logs.crash_words(Path("x.log"))
    meta = (ROOT / "packaging/linux" / f"{deb.APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert PROJECT_URL in meta and ISSUES_URL in meta
    urls = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'Homepage = "{PROJECT_URL}"' in urls and f'Issues = "{ISSUES_URL}"' in urls
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert changelog.startswith("# Changelog") and "## [Unreleased]" in changelog


class FakeKernel32:
    def __init__(self, handles: dict[int, int], console: bool) -> None:
        self.handles, self.console, self.attached = handles, console, 0

    def GetStdHandle(self, which: int) -> int:
        return self.handles.get(which, 0)

    def AttachConsole(self, pid: int) -> int:
        self.attached += 1
        return int(self.console)


def test_windowed_windows_build_prints_to_the_callers_pipe(monkeypatch: pytest.MonkeyPatch):
    read, write = os.pipe()
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    kernel = FakeKernel32({-11: 1234}, console=False)
    main.windows_streams(kernel, lambda handle, flags: write)
    print("Briscola 9.9.9")
    sys.stdout.flush()
    assert os.read(read, 100) == b"Briscola 9.9.9\n"
    assert kernel.attached == 0
    os.close(read)


def test_windowed_windows_build_without_handles_tries_the_parents_console(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    kernel = FakeKernel32({}, console=False)
    main.windows_streams(kernel, lambda handle, flags: -1)
    assert kernel.attached == 2 and sys.stdout is None  # nowhere: left for the devnull fallback
