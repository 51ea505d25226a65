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

MIN_PYTHON = (3, 11)
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


def check_python(version: tuple[int, ...] = sys.version_info[:3]) -> None:
    """Stop with one plain sentence on a Python the game cannot run on (before pip tries and
    fails with a resolver error)."""
    if version[:2] < MIN_PYTHON:
        have = ".".join(str(n) for n in version[:3])
        need = ".".join(str(n) for n in MIN_PYTHON)
        sys.exit(f"Briscola needs Python {need} or newer; this is Python {have} "
                 f"({sys.executable}). Install a newer Python (https://www.python.org/downloads/"
                 f" or your system's packages) and run this command with it.")


def interpreter_id() -> str:
    """What the environment was made from: this interpreter's path and exact version. When
    it changes (a system Python upgrade, another Python on PATH) the environment is rebuilt."""
    return f"{Path(sys.executable).resolve()} {sys.version.split()[0]}"


def venv_works(python: Path) -> bool:
    try:
        return subprocess.run([str(python), "-c", "import sys"], capture_output=True,
                              timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def make_venv(where: Path) -> Path:
    """A virtual environment with pip, made afresh when missing, broken, or made by another
    interpreter; says what to install when the system lacks venv. Symlinks, not copies, as
    the venv module does by default: a copied interpreter breaks on a system Python update."""
    python = venv_python(where)
    stamp = where / ".made-by"
    same = stamp.exists() and stamp.read_text(encoding="utf-8") == interpreter_id()
    if python.exists() and same and venv_works(python):
        return python
    if where.exists():
        print(f"Remaking {where} for {interpreter_id()} ...", flush=True)
    try:
        venv.EnvBuilder(with_pip=True, clear=True, symlinks=os.name != "nt").create(where)
    except (OSError, subprocess.CalledProcessError) as exc:
        sys.exit(f"Could not make the virtual environment {where}: {exc}\n"
                 "On Debian or Ubuntu install it first: sudo apt install python3-venv")
    stamp.write_text(interpreter_id(), encoding="utf-8")
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
    stamp.unlink(missing_ok=True)  # a failed install must not look finished next time
    if subprocess.run(cmd).returncode != 0:
        sys.exit(f"Installing {requirements} failed (pip's message is above). Nothing else "
                 f"was changed; run the command again once the problem is fixed.")
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
    check_python()
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
