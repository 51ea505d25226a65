"""The README's two commands: `python3 tools/dev.py play` and `python3 tools/dev.py test`.

Current Debian and Ubuntu refuse `pip install` into the system Python, so both commands work in
a virtual environment of the project's own (`.venv`, made on first use, kept up to date with the
requirement files) and never touch the system. Standard library only, so it runs before anything
is installed; the same on Windows, macOS and Linux.

    play [ARGS]   install the game's requirements, then `main.py ARGS`
    test [ARGS]   install the development requirements, then the test suite (pytest ARGS)
    run CMD...    install the development requirements, then `python CMD...` in the environment
    lock          re-resolve every indirect dependency into constraints.txt (maintainers)
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = Path(os.environ.get("BRISCOLA_VENV", ROOT / ".venv"))
CONSTRAINTS = ROOT / "constraints.txt"
TEST_ARGS = ["-n", "2", "--cov=game", "--cov-fail-under=90"]
# pip installs some packages on one platform only (PyInstaller's and pytest's helpers on
# Windows and macOS): a freeze on Linux cannot see them, so the lock finds them in the installed
# packages' requirements and resolves them for that platform by name.
PLATFORMS = {"win32": ("win_amd64", {"sys_platform": "win32", "platform_system": "Windows",
                                     "os_name": "nt"}),
             "darwin": ("macosx_11_0_arm64", {"sys_platform": "darwin",
                                              "platform_system": "Darwin", "os_name": "posix"})}
FIND_PLATFORM_ONLY = """
import json, sys
from importlib.metadata import distributions
from packaging.requirements import Requirement
env = json.loads(sys.argv[1])
for dist in distributions():
    for text in dist.requires or []:
        req = Requirement(text)
        if req.marker and "extra" not in str(req.marker):
            if req.marker.evaluate(env) and not req.marker.evaluate():
                print(req.name + str(req.specifier))
"""


def venv_python(where: Path) -> Path:
    return where / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def make_venv(where: Path) -> Path:
    """A virtual environment with pip; says what to install when the system lacks venv."""
    python = venv_python(where)
    if python.exists():
        return python
    try:
        venv.EnvBuilder(with_pip=True, clear=True).create(where)
    except (OSError, subprocess.CalledProcessError) as exc:
        sys.exit(f"Could not make the virtual environment {where}: {exc}\n"
                 "On Debian or Ubuntu install it first: sudo apt install python3-venv")
    return python


def install(python: Path, requirements: str) -> None:
    """pip install the requirement file under the lock, skipped when nothing changed."""
    files = [ROOT / requirements, ROOT / "requirements.txt", CONSTRAINTS]
    digest = hashlib.sha256(b"".join(f.read_bytes() for f in files if f.exists())).hexdigest()
    stamp = python.parent.parent / f".installed-{requirements}"
    if stamp.exists() and stamp.read_text(encoding="utf-8") == digest:
        return
    print(f"Installing {requirements} into {python.parent.parent} ...", flush=True)
    cmd = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
           "-r", str(ROOT / requirements)]
    if CONSTRAINTS.exists():
        cmd += ["-c", str(CONSTRAINTS)]
    subprocess.run(cmd, check=True)
    stamp.write_text(digest, encoding="utf-8")


def lock() -> int:
    """Resolve requirements-dev.txt afresh in a scratch environment and freeze it."""
    with tempfile.TemporaryDirectory() as scratch:
        python = make_venv(Path(scratch))
        subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                        "-r", str(ROOT / "requirements-dev.txt")], check=True)
        frozen = subprocess.run([str(python), "-m", "pip", "freeze", "--all"], check=True,
                                capture_output=True, text=True).stdout
        pins = sorted(line for line in frozen.splitlines()
                      if "==" in line and not line.startswith(("pip==", "setuptools==")))
        for name, (platform, env) in PLATFORMS.items():
            names = sorted(set(subprocess.run(
                [str(python), "-c", FIND_PLATFORM_ONLY, json.dumps(env)], check=True,
                capture_output=True, text=True).stdout.split()))
            if not names:
                continue
            report = Path(scratch) / "report.json"
            subprocess.run([str(python), "-m", "pip", "install", "-q", "--dry-run", "--no-deps",
                            "--ignore-installed", "--only-binary=:all:", "--platform", platform,
                            "--target", str(Path(scratch) / "target"), "--report", str(report),
                            *names], check=True)
            for item in json.loads(report.read_text(encoding="utf-8"))["install"]:
                meta = item["metadata"]
                pins.append(f"{meta['name']}=={meta['version']} ; sys_platform == '{name}'")
    CONSTRAINTS.write_text(
        "# Every package the game, its tests and its builds install, indirect ones included,\n"
        "# at the version CI and the release workflow use. Written by\n"
        "# `python3 tools/dev.py lock`; the direct requirements stay in requirements*.txt.\n"
        + "\n".join(pins) + "\n",
        encoding="utf-8")
    print(f"wrote {CONSTRAINTS} ({len(pins)} packages)")
    return 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"play", "test", "run", "lock"}:
        print(__doc__)
        return 2
    verb, args = argv[0], argv[1:]
    if verb == "lock":
        return lock()
    python = make_venv(VENV)
    install(python, "requirements.txt" if verb == "play" else "requirements-dev.txt")
    if verb == "play":
        cmd = [str(python), str(ROOT / "main.py"), *args]
    elif verb == "test":
        cmd = [str(python), "-m", "pytest", *TEST_ARGS, *args]
    else:
        cmd = [str(python), *args]
    return subprocess.run(cmd, cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
