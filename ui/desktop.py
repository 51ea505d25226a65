"""`briscola --install-desktop`: a menu entry and icons for players who installed with pip or
pipx (the builds and the .deb bring their own).

On Linux and the BSDs the entry follows the freedesktop rules: a `.desktop` file in the user's
applications folder and the icon in their hicolor theme. On Windows a Start-menu shortcut
(an Internet Shortcut to the executable, which needs no COM). macOS has no menu entry for a
command; the release's Briscola.app is the way there.

Never overwrite what is not ours: a file already at a target is replaced only when it is one
we wrote (the entry carries `X-Briscola-Installed`) or holds the same bytes; otherwise the
command stops and names it. `--uninstall-desktop` removes only what we wrote.
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from game.files import atomic_write_bytes
from game.version import __version__
from ui.paths import assets_dir

MARK = "X-Briscola-Installed=true"
ENTRY = "briscola.desktop"


@dataclass(frozen=True)
class Planned:
    path: Path
    data: bytes
    ours: bool  # a file already there may be replaced (ours, or the same bytes)


def command_line() -> str:
    """How the menu starts this game: the frozen executable, the `briscola` command on PATH,
    or this Python running this main.py."""
    if getattr(sys, "frozen", False):
        return f'"{sys.executable}"'
    found = shutil.which("briscola")
    if found:
        return f'"{Path(found).resolve()}"'
    main = Path(__file__).resolve().parents[1] / "main.py"
    return f'"{sys.executable}" "{main}"'


def entry_text(command: str, icon: str = "briscola") -> str:
    return ("[Desktop Entry]\nType=Application\nVersion=1.0\nName=Briscola\n"
            "GenericName=Card game\nGenericName[it]=Gioco di carte\n"
            "Comment=The Italian card game Briscola, with every variant and computer players\n"
            "Comment[it]=Il gioco di carte italiano Briscola, con tutte le varianti e avversari "
            f"al computer\nExec={command}\nIcon={icon}\nTerminal=false\n"
            "Categories=Game;CardGame;\nKeywords=briscola;cards;carte;chiamata;briscolone;\n"
            f"{MARK}\nX-Briscola-Version={__version__}\n")


def _is_ours(path: Path, data: bytes) -> bool:
    if not path.exists():
        return True
    if not path.is_file() or path.is_symlink():
        return False
    current = path.read_bytes()[:1_000_000]
    return current == data or (path.suffix == ".desktop" and MARK.encode() in current)


def plan(home: Path | None = None, platform: str = sys.platform) -> list[Planned]:
    """What `--install-desktop` would write, and whether each target may be replaced."""
    home = Path.home() if home is None else home
    icon = (assets_dir() / "icon" / "icon.png").read_bytes()
    if platform == "win32":
        appdata = Path(os.environ.get("APPDATA", home / "AppData" / "Roaming"))
        menu = appdata / "Microsoft" / "Windows" / "Start Menu" / "Programs"
        exe = sys.executable if getattr(sys, "frozen", False) else (
            shutil.which("briscola") or sys.executable)
        link = (f"[InternetShortcut]\nURL={Path(exe).resolve().as_uri()}\n"
                f"IconFile={Path(exe).resolve()}\nIconIndex=0\n; {MARK}\n").encode()
        target = menu / "Briscola.url"
        return [Planned(target, link, _is_ours(target, link) or _marked(target))]
    if platform == "darwin":
        return []
    data_home = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    entry = entry_text(command_line()).encode()
    out = [Planned(data_home / "applications" / ENTRY, entry, False)]
    for size_dir in ("256x256",):
        out.append(Planned(data_home / "icons" / "hicolor" / size_dir / "apps" / "briscola.png",
                           icon, False))
    svg = (assets_dir() / "icon" / "icon.svg").read_bytes()
    out.append(Planned(data_home / "icons" / "hicolor" / "scalable" / "apps" / "briscola.svg",
                       svg, False))
    ours_entry = not out[0].path.exists() or _marked(out[0].path)
    # Icons beside our own entry are ours (an older version's icon is replaced too).
    return [Planned(p.path, p.data, _is_ours(p.path, p.data) or (ours_entry and i > 0
                                                                   and p.path.is_file()))
            for i, p in enumerate(out)]


def _marked(path: Path) -> bool:
    try:
        return path.is_file() and MARK.encode() in path.read_bytes()[:100_000]
    except OSError:
        return False


def install(home: Path | None = None, platform: str = sys.platform) -> tuple[int, str]:
    """Write the entry and icons; (exit code, what to tell the player)."""
    steps = plan(home, platform)
    if not steps:
        return 0, ("macOS: a command gets no menu entry. Use Briscola.app from the release, "
                   "or start the game with `briscola`.")
    blocked = [p.path for p in steps if not p.ours]
    if blocked:
        return 2, ("Not installed: these files exist and were not written by Briscola, so "
                   "they are left alone: " + ", ".join(str(p) for p in blocked))
    for p in steps:
        atomic_write_bytes(p.path, p.data)
    return 0, "Installed the menu entry: " + ", ".join(str(p.path) for p in steps)


def uninstall(home: Path | None = None, platform: str = sys.platform) -> tuple[int, str]:
    """Remove what `install` wrote (and nothing that is not ours)."""
    removed, kept = [], []
    for p in plan(home, platform):
        if not p.path.exists():
            continue
        same = p.path.is_file() and p.path.read_bytes() == p.data
        if same or _marked(p.path):
            p.path.unlink()
            removed.append(p.path)
        else:
            kept.append(p.path)
    words = "Removed: " + (", ".join(str(p) for p in removed) or "nothing")
    if kept:
        words += ". Left alone (not written by Briscola): " + ", ".join(str(p) for p in kept)
    return 0, words
