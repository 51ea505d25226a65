"""Print the frozen build's sizes and its start-to-first-frame time (issue: packaging).

Usage: `python -m tools.build_report [--runs 5]` after `pyinstaller --noconfirm build.spec`.
The first-frame time is measured from outside, spawn to exit of `--first-frame` (the game draws
one frame and quits), so it includes the one-file unpacking and Python's start.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

DIST = Path(__file__).resolve().parent.parent / "dist"


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    # Symbolic links (PyInstaller links some libraries) would count twice if followed.
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def first_frame_seconds(exe: Path, runs: int) -> list[float]:
    env = {**os.environ, "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy"),
           "SDL_AUDIODRIVER": "dummy"}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([str(exe), "--first-frame"], env=env, check=True, timeout=60,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=DIST)
    args = parser.parse_args()
    exe = ".exe" if sys.platform == "win32" else ""
    builds = [("one-folder", args.dist / "briscola", args.dist / "briscola" / f"briscola{exe}"),
              ("one-file", args.dist / f"briscola-onefile{exe}",
               args.dist / f"briscola-onefile{exe}")]
    found = False
    for label, path, binary in builds:
        if not binary.exists():
            print(f"{label:10}  not built ({binary})")
            continue
        found = True
        size = folder_size(path) / 1e6
        times = first_frame_seconds(binary, args.runs)
        median = statistics.median(times)
        print(f"{label:10}  size {size:6.1f} MB   first frame: median {median:.2f} s, "
              f"max {max(times):.2f} s over {len(times)} runs")
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
