"""`game/` imports at the top of its modules only, and never through importlib: what a module
needs is visible in its first lines, and `farm-studio look` sees every arrow.

The one exception is the command line, which loads its sub-commands by name
(`game.cli.COMMANDS`) so that `python -m game simulate` does not import the tournament code.
"""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"
ALLOWED = {"game/cli.py"}  # loads the command-line sub-commands by name


def _late_imports(path: Path) -> list[str]:
    """Imports inside functions or classes, and any use of importlib or __import__."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for inner in ast.walk(node):
                if isinstance(inner, (ast.Import, ast.ImportFrom)):
                    found.append(f"line {inner.lineno}: import inside {node.name}")
        if isinstance(node, ast.Import) and any(a.name.startswith("importlib")
                                                for a in node.names):
            found.append(f"line {node.lineno}: import importlib")
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("importlib"):
            found.append(f"line {node.lineno}: from importlib")
        if isinstance(node, ast.Name) and node.id == "__import__":
            found.append(f"line {node.lineno}: __import__")
    return found


def test_game_imports_only_at_the_top_of_its_modules() -> None:
    offenders = {}
    for path in sorted(GAME.rglob("*.py")):
        rel = path.relative_to(GAME.parent).as_posix()
        if rel in ALLOWED:
            continue
        late = _late_imports(path)
        if late:
            offenders[rel] = late
    assert offenders == {}


def test_the_check_finds_a_late_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import os\n\ndef f():\n    import json\n    return json\n\n"
                      "import importlib\n", encoding="utf-8")
    assert _late_imports(sample) == ["line 4: import inside f", "line 7: import importlib"]
