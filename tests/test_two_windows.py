"""Two windows at once: each hand is counted under the statistics file's lock, so two games
that finish hands at the same moment both keep their hands (issue 31: one was lost)."""

from __future__ import annotations

import multiprocessing
import os
import time
from pathlib import Path

import pytest

from game.files import locked
from game.rules import preset
from game.values import HandResult
from ui.stats import Statistics, count_hand

HANDS = 40


def _play(path: str, name: str, start: float) -> None:
    rules = preset("classic-2")
    result = HandResult((70, 50), 0, False, 0)
    while time.time() < start:  # both windows begin together
        time.sleep(0.001)
    for _ in range(HANDS):
        stats = count_hand(Path(path), rules, [name, "Computer"], result,
                           [(True, ""), (False, "normale")])
        assert stats.save_error is None and stats.problem is None


def test_two_windows_counting_hands_at_once_lose_none(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    ctx = multiprocessing.get_context("spawn")
    start = time.time() + 1.5
    windows = [ctx.Process(target=_play, args=(str(path), name, start)) for name in ("Anna",
                                                                                   "Bea")]
    for w in windows:
        w.start()
    for w in windows:
        w.join(120)
        assert w.exitcode == 0
    stats = Statistics(path)
    assert stats.players["Anna"].hands == HANDS and stats.players["Bea"].hands == HANDS
    assert stats.players["Computer"].hands == 2 * HANDS, "every hand of both windows counted"
    assert len(stats.hands) == 2 * HANDS
    assert not path.with_name(path.name + ".lock").exists()


def test_a_lock_left_by_a_crash_is_taken_over(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    lock = path.with_name(path.name + ".lock")
    lock.write_text("", encoding="utf-8")
    old = time.time() - 3600
    os.utime(lock, (old, old))
    start = time.monotonic()
    with locked(path):
        assert lock.exists()
    assert time.monotonic() - start < 5 and not lock.exists()  # not the full wait


def test_a_lock_held_too_long_does_not_hang_the_game(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.with_name(path.name + ".lock").write_text("", encoding="utf-8")
    start = time.monotonic()
    with locked(path, wait=0.3):
        pass
    assert 0.3 <= time.monotonic() - start < 5  # gave up, did not hang


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_folder_gets_no_lock_and_says_why(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        stats = count_hand(folder / "statistics.json", preset("classic-2"), ["A", "B"],
                           HandResult((70, 50), 0, False, 0))
        assert isinstance(stats.save_error, OSError)
    finally:
        folder.chmod(0o700)
