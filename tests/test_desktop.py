"""`briscola --install-desktop` for pip and pipx installs: a menu entry and icon, never
overwriting what is not ours, removed again by --uninstall-desktop."""

from __future__ import annotations

from pathlib import Path

import pytest

import main
from ui import desktop


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("HOME", str(tmp_path))
    return tmp_path


def test_install_writes_the_entry_and_icons_then_uninstall_removes_them(home: Path, capsys):
    entry = home / "share" / "applications" / "briscola.desktop"
    assert main.main(["--install-desktop"]) == 0
    text = entry.read_text(encoding="utf-8")
    assert "Exec=" in text and desktop.MARK in text and "Categories=Game;CardGame;" in text
    png = home / "share/icons/hicolor/256x256/apps/briscola.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (home / "share/icons/hicolor/scalable/apps/briscola.svg").is_file()
    assert "Installed the menu entry" in capsys.readouterr().out
    png.write_bytes(b"an older icon of ours")  # beside our entry: replaced
    assert main.main(["--install-desktop"]) == 0
    assert png.read_bytes()[:4] == b"\x89PNG"
    assert main.main(["--uninstall-desktop"]) == 0
    assert not entry.exists() and not png.exists()


def test_someone_elses_files_are_never_overwritten_or_removed(home: Path, capsys) -> None:
    entry = home / "share" / "applications" / "briscola.desktop"
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nName=Another briscola\n", encoding="utf-8")
    assert main.main(["--install-desktop"]) == 2
    assert "left alone" in capsys.readouterr().err
    assert entry.read_text(encoding="utf-8") == "[Desktop Entry]\nName=Another briscola\n"
    icon = home / "share/icons/hicolor/256x256/apps/briscola.png"
    assert not icon.exists()  # nothing written when anything is blocked
    icon.parent.mkdir(parents=True)
    icon.write_bytes(b"their icon")
    code, words = desktop.uninstall()
    assert code == 0 and "Left alone" in words
    assert entry.exists() and icon.read_bytes() == b"their icon"


def test_windows_start_menu_shortcut_and_macos(home: Path, monkeypatch) -> None:
    monkeypatch.setenv("APPDATA", str(home / "Roaming"))
    steps = desktop.plan(home, "win32")
    assert [s.path.name for s in steps] == ["Briscola.url"]
    assert b"URL=file:" in steps[0].data and steps[0].ours
    code, _ = desktop.install(home, "win32")
    assert code == 0 and steps[0].path.is_file()
    assert desktop.uninstall(home, "win32")[0] == 0 and not steps[0].path.exists()
    code, words = desktop.install(home, "darwin")
    assert code == 0 and "Briscola.app" in words
