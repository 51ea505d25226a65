"""Saving after every match, resuming after a crash, damaged files kept and reported."""

from __future__ import annotations

import json

import pytest

from game.match import MatchFormat
from game.rules import preset
from game.tournament.event import Tournament
from game.tournament.model import EventConfig, Participant, Player
from game.tournament.play import play_ai_matches
from game.tournament.runner import AgentRunner
from game.tournament.store import TournamentFileError, backup_path, load, save, to_text


def event(seed=5):
    cfg = EventConfig("Sagra", "groups", preset("classic-4"), groups=2, qualify=2, seed=seed,
                      group_match=MatchFormat.single(), knockout_match=MatchFormat.best_of(3))
    people = [Participant(i, f"Coppia {i + 1}", (Player(f"a{i}", "principiante"),
                                                 Player(f"b{i}", "random"))) for i in range(8)]
    return Tournament.create(cfg, people)


class Crash(Exception):
    pass


class CrashingRunner(AgentRunner):
    """Plays `matches` matches, then dies half-way through the next one."""

    def __init__(self, matches):
        super().__init__()
        self.left = matches

    def play(self, *args, **kwargs):
        if self.left == 0:
            raise Crash
        self.left -= 1
        return super().play(*args, **kwargs)


def test_resume_after_a_crash_loses_nothing_and_ends_as_an_unbroken_run(tmp_path):
    path = tmp_path / "sagra.json"
    t = event()
    save(t, path)
    with pytest.raises(Crash):
        play_ai_matches(t, CrashingRunner(7), path)
    resumed = load(path)
    assert resumed.warning is None
    assert resumed.tournament.progress()[0] == 7, "every finished match was saved"
    assert to_text(resumed.tournament) == to_text(t), "nothing of the 7 matches is lost"
    play_ai_matches(resumed.tournament, AgentRunner(), path)
    unbroken = event()
    play_ai_matches(unbroken, AgentRunner())
    assert to_text(load(path).tournament) == to_text(unbroken)
    assert unbroken.is_over


def test_a_damaged_file_is_kept_aside_and_the_backup_restores_everything(tmp_path):
    path = tmp_path / "sagra.json"
    t = event()
    play_ai_matches(t, AgentRunner(), path, limit=9)
    good = path.read_text(encoding="utf-8")
    path.write_text(good[: len(good) // 2], encoding="utf-8")  # a half-written file
    loaded = load(path)
    assert loaded.kept is not None and loaded.kept.exists()
    assert loaded.kept.read_text(encoding="utf-8") == good[: len(good) // 2], "kept as it was"
    assert "damaged" in loaded.warning and loaded.kept.name in loaded.warning
    assert "9 of" in loaded.warning
    assert to_text(loaded.tournament) == good
    assert path.read_text(encoding="utf-8") == good, "the main file is whole again"


def test_when_both_copies_are_damaged_the_error_says_so_and_keeps_the_file(tmp_path):
    path = tmp_path / "t.json"
    save(event(), path)
    good = path.read_text(encoding="utf-8")
    path.write_text(good[:200], encoding="utf-8")  # cut short: still names our format
    backup_path(path).write_text("[]", encoding="utf-8")
    with pytest.raises(TournamentFileError, match="backup is damaged too") as err:
        load(path)
    assert err.value.kept and err.value.kept[0].read_text(encoding="utf-8") == good[:200]
    assert backup_path(path).read_text(encoding="utf-8") == "[]", "nothing is deleted"


def test_two_files_that_are_not_ours_are_refused_and_neither_is_moved(tmp_path):
    path = tmp_path / "t.json"
    path.write_text("{not json", encoding="utf-8")
    backup_path(path).write_text("[]", encoding="utf-8")
    with pytest.raises(TournamentFileError, match=r"not a tournament file.*left as it is"):
        load(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.json", "t.json.bak"]
    assert path.read_text(encoding="utf-8") == "{not json"


@pytest.mark.parametrize(("change", "reason"), [
    (lambda d: d.update(format="something-else"), "not a tournament file"),
    (lambda d: d.update(version=99), "version 99"),
    (lambda d: d["fixtures"][0].update(home=999), "unknown participant"),
    (lambda d: d["config"]["rules"].update(players="four"), "rules"),
    (lambda d: d["fixtures"].__setitem__(0, {"id": "x"}), "missing or malformed"),
    (lambda d: d.update(participants=-1), "missing or malformed"),  # found by the fuzz test
])
def test_foreign_or_edited_files_are_refused_with_a_reason(tmp_path, change, reason):
    path = tmp_path / "t.json"
    t = event()
    play_ai_matches(t, AgentRunner(), limit=2)
    data = t.to_dict()
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(TournamentFileError, match=reason):
        load(path)


def test_a_result_edited_by_hand_is_caught(tmp_path):
    path = tmp_path / "t.json"
    t = event()
    play_ai_matches(t, AgentRunner(), limit=3)
    data = t.to_dict()
    fx = next(f for f in data["fixtures"] if f["done"] and not f["bye"])
    fx["winner"] = fx["away"] if fx["winner"] == fx["home"] else fx["home"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(TournamentFileError, match="do not give the recorded winner"):
        load(path)


def test_a_missing_file_is_reported_plainly_or_restored_from_its_backup(tmp_path):
    with pytest.raises(TournamentFileError, match="no tournament file"):
        load(tmp_path / "none.json")
    path = tmp_path / "t.json"
    save(event(), path)
    path.unlink()
    loaded = load(path)
    assert "missing" in loaded.warning and path.exists()
