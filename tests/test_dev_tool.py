"""tools/dev.py, the README's two commands: a clear word for an old Python, an environment
remade when its interpreter changes or breaks, and a failed install never marked done."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pytest

from tools import dev


def test_too_old_python_gets_one_plain_sentence() -> None:
    with pytest.raises(SystemExit) as stop:
        dev.check_python((3, 10, 12))
    words = str(stop.value)
    assert "needs Python 3.11 or newer" in words and "3.10.12" in words
    dev.check_python((3, 11, 0))  # new enough: no exit
    dev.check_python((3, 13, 1))


class FakeBuilder:
    """Stands in for venv.EnvBuilder: records how it was asked, makes a runnable python."""

    made: ClassVar[list[dict[str, object]]] = []

    def __init__(self, **options: object) -> None:
        self.options = options

    def create(self, where: Path) -> None:
        FakeBuilder.made.append(self.options)
        python = dev.venv_python(Path(where))
        python.parent.mkdir(parents=True, exist_ok=True)
        python.unlink(missing_ok=True)  # clear=True
        python.symlink_to(sys.executable)


@pytest.mark.skipif(sys.platform == "win32", reason="symlinked interpreter")
def test_environment_is_remade_when_the_interpreter_changes(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(dev.venv, "EnvBuilder", FakeBuilder)
    FakeBuilder.made.clear()
    where = tmp_path / "env"
    python = dev.make_venv(where)
    assert FakeBuilder.made == [{"with_pip": True, "clear": True, "symlinks": True}]
    assert (where / ".made-by").read_text(encoding="utf-8") == dev.interpreter_id()
    assert dev.make_venv(where) == python and len(FakeBuilder.made) == 1  # kept
    (where / ".made-by").write_text("/usr/bin/python3.11 3.11.2", encoding="utf-8")
    dev.make_venv(where)
    assert len(FakeBuilder.made) == 2  # another interpreter made it: remade
    python.unlink()
    python.symlink_to(tmp_path / "gone")  # broken by a system upgrade
    dev.make_venv(where)
    assert len(FakeBuilder.made) == 3


def test_failed_install_is_not_marked_done(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    python = tmp_path / "bin" / "python"
    python.parent.mkdir()
    stamp = tmp_path / ".installed-requirements.txt"
    stamp.write_text("old digest", encoding="utf-8")
    monkeypatch.setattr(dev.subprocess, "run",
                        lambda *a, **k: subprocess.CompletedProcess(a, 1))
    with pytest.raises(SystemExit) as stop:
        dev.install(python, "requirements.txt")
    assert "failed" in str(stop.value)
    assert not stamp.exists()
