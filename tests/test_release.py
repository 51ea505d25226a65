"""The release plumbing: one version, our own icon files, the one-file build's temp sweep."""

from __future__ import annotations

import ast
import os
import struct
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from game.version import __version__
from tools.icons import ICNS_TYPES, ICO_SIZES, icns, ico, write_icons
from ui import frozen

ROOT = Path(__file__).resolve().parent.parent


def test_version_is_written_once_and_printed() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "version" not in project and "version" in project["dynamic"]
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--version"], check=True,
                         capture_output=True, text=True).stdout
    assert out.strip() == f"Briscola {__version__}"
    assert __version__.count(".") == 2 and all(p.isdigit() for p in __version__.split("."))


def test_pyproject_installs_a_briscola_command_with_the_assets() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["project"]["scripts"]["briscola"] == "main:run"
    patterns = config["tool"]["setuptools"]["package-data"]["*"]
    shipped = {p.suffix for p in (ROOT / "assets").rglob("*") if p.is_file()}
    assert shipped <= {pattern.removeprefix("*") for pattern in patterns}


def test_icon_files_hold_a_png_for_every_size(tmp_path: Path) -> None:
    ico_path, icns_path = write_icons(tmp_path)
    data = ico_path.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    for n, size in enumerate(ICO_SIZES):
        width, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * n)
        assert width == (0 if size == 256 else size)
        png = data[offset:offset + length]
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert struct.unpack(">II", png[16:24]) == (size, size)
    mac = icns_path.read_bytes()
    assert mac[:4] == b"icns" and struct.unpack(">I", mac[4:8])[0] == len(mac)
    pos, kinds = 8, []
    while pos < len(mac):
        kinds.append(mac[pos:pos + 4])
        pos += struct.unpack(">I", mac[pos + 4:pos + 8])[0]
    assert kinds == [k for k, _ in ICNS_TYPES]
    # The same input gives the same bytes: builds do not differ by icon.
    assert ico({16: b"x"}) == ico({16: b"x"}) and icns(dict.fromkeys(
        {s for _, s in ICNS_TYPES}, b"y")) == icns(dict.fromkeys({s for _, s in ICNS_TYPES}, b"y"))
    assert write_icons(tmp_path / "again")[0].read_bytes() == data


def _bundle(parent: Path, name: str, *, ours: bool = True, age: float = 600) -> Path:
    folder = parent / name
    folder.mkdir()
    if ours:
        (folder / frozen.MARKER).write_text("Briscola\n", encoding="utf-8")
    stamp = time.time() - age
    os.utime(folder, (stamp, stamp))
    return folder


@pytest.mark.skipif(sys.platform == "win32", reason="flock semantics: POSIX")
def test_sweep_removes_only_our_abandoned_folders(tmp_path: Path) -> None:
    own = _bundle(tmp_path, "_MEI100")
    dead = _bundle(tmp_path, "_MEI200")
    alive = _bundle(tmp_path, "_MEI300")
    other = _bundle(tmp_path, "_MEI400", ours=False)
    young = _bundle(tmp_path, "_MEI500", age=5)
    assert frozen.hold(alive)  # another running game holds its folder
    removed = frozen.sweep(tmp_path, own)
    assert removed == [dead]
    assert own.exists() and alive.exists() and other.exists() and young.exists()
    assert not dead.exists()


def test_claim_and_sweep_does_nothing_from_source() -> None:
    assert not getattr(sys, "frozen", False)
    assert frozen.claim_and_sweep() == []


def _excludes() -> set[str]:
    """The EXCLUDES list of build.spec, read as data (the spec is PyInstaller's script)."""
    tree = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "EXCLUDES":
            return set(ast.literal_eval(node.value))
    raise AssertionError("build.spec has no EXCLUDES")


def _reachable_imports() -> set[str]:
    """Every module name imported by the code the game runs, followed from main.py through
    our own modules (imports inside functions included): what the frozen build may need."""
    seen_files: set[Path] = set()
    names: set[str] = set()
    todo = [ROOT / "main.py"]
    while todo:
        path = todo.pop()
        if path in seen_files:
            continue
        seen_files.add(path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            found: list[str] = []
            if isinstance(node, ast.Import):
                found = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            for name in found:
                names.add(name)
                if name == "concurrent.futures.ProcessPoolExecutor":
                    names.add("multiprocessing")  # what that name imports when it is used
                parts = name.split(".")
                for n in range(len(parts), 0, -1):
                    base = ROOT.joinpath(*parts[:n])
                    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
                        if candidate.is_file():
                            todo.append(candidate)
    return names


def test_the_game_imports_nothing_the_frozen_build_leaves_out() -> None:
    excluded = _excludes()
    used = {name for name in _reachable_imports()
            if any(name == ex or name.startswith(ex + ".") for ex in excluded)}
    assert not used, f"build.spec excludes modules the game imports: {sorted(used)}"
