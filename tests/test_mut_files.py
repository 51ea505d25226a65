"""The file checks at their limits: each limit accepted at its edge and refused one past it,
booleans never taken for numbers, and every refusal naming the field (game.checks,
game.files, game.record). Mutation testing (tools/mutate.py) found these edges unpinned.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from game.checks import (
    DataError,
    want_bool,
    want_choice,
    want_dict,
    want_float,
    want_int,
    want_level,
    want_list,
    want_opt_int,
    want_str,
)
from game.files import (
    MAX_DEPTH,
    FileProblem,
    NewerFileError,
    atomic_write_text,
    check_version,
    clean_stale_tmp,
    keep_aside,
    kept_words,
    parse_json,
    read_json,
    read_text,
)
from game.record import MAX_ACTIONS, MAX_HANDS, GameRecord, HandRecord, RecordError, parse
from game.rules import preset
from game.state import HandState


# ---- game.checks -----------------------------------------------------------------------------
def test_whole_numbers_in_range_inclusive_and_never_a_bool_or_a_float() -> None:
    assert want_int(0, "card", 0, 51) == 0 and want_int(51, "card", 0, 51) == 51
    for bad, words in ((-1, "card=-1 is out of range (0..51)"),
                       (52, "card=52 is out of range (0..51)"),
                       (True, "card must be a whole number, not true/false"),
                       (3.0, "card must be a whole number, not a number"),
                       ("3", "card must be a whole number, not text"),
                       (None, "card must be a whole number, not null")):
        with pytest.raises(DataError) as caught:
            want_int(bad, "card", 0, 51)
        assert str(caught.value) == words
    assert want_int(2 ** 63, "n") == 2 ** 63 and want_int(-(2 ** 63), "n") == -(2 ** 63)
    with pytest.raises(DataError):
        want_int(2 ** 63 + 1, "n")
    with pytest.raises(DataError):
        want_int(-(2 ** 63) - 1, "n")
    assert want_opt_int(None, "seed") is None and want_opt_int(5, "seed", 0, 5) == 5
    with pytest.raises(DataError, match="seed=6"):
        want_opt_int(6, "seed", 0, 5)


def test_numbers_finite_in_range_inclusive_and_never_a_bool() -> None:
    assert want_float(0, "w", 0.0, 1.0) == 0.0 and isinstance(want_float(1, "w", 0, 1), float)
    assert want_float(1.0, "w", 0.0, 1.0) == 1.0
    for bad in (-0.001, 1.001, float("nan"), float("inf"), True, "0.5", None):
        with pytest.raises(DataError, match=r"^w"):
            want_float(bad, "w", 0.0, 1.0)


def test_true_or_false_only() -> None:
    assert want_bool(False, "x") is False and want_bool(True, "x") is True
    for bad in (0, 1, "true", None):
        with pytest.raises(DataError, match="x must be true or false"):
            want_bool(bad, "x")


def test_objects_and_lists_with_their_length_limit() -> None:
    assert want_dict({}, "d") == {}
    with pytest.raises(DataError, match="d must be a JSON object, not a list"):
        want_dict([], "d")
    assert want_list([1, 2, 3], "l", 3) == [1, 2, 3]
    with pytest.raises(DataError, match="l holds 4 items, more than 3"):
        want_list([1, 2, 3, 4], "l", 3)
    with pytest.raises(DataError, match="l must be a list, not an object"):
        want_list({}, "l")
    assert len(want_list([0] * 10_000, "l")) == 10_000
    with pytest.raises(DataError):
        want_list([0] * 10_001, "l")


def test_text_printable_and_at_most_its_length() -> None:
    assert want_str("x" * 200, "name") == "x" * 200
    with pytest.raises(DataError, match="name is 201 characters long, more than 200"):
        want_str("x" * 201, "name")
    assert want_str("abc", "name", 3) == "abc"
    # Lone surrogates (U+D800..U+DFFF) cannot be written as UTF-8: refused at both ends.
    for bad, code in (("a\ud800", "D800"), ("\udfff", "DFFF"), ("\t", "0009"),
                      ("a\x7f", "007F")):
        with pytest.raises(DataError, match=f"U\\+{code}"):
            want_str(bad, "name")
    assert want_str("\ud7a3\uf900 àè", "name") == "\ud7a3\uf900 àè"
    with pytest.raises(DataError, match="name must be text, not a number"):
        want_str(3, "name")


def test_choices_never_take_a_bool_for_a_number() -> None:
    assert want_choice(1, "n", (1, 2)) == 1
    with pytest.raises(DataError, match="n=True is not one of 1, 2"):
        want_choice(True, "n", (1, 2))  # True == 1 in Python: not in a file
    assert want_choice(True, "b", (True, False)) is True
    with pytest.raises(DataError, match="n=3 is not one of 1, 2"):
        want_choice(3, "n", (1, 2))


def test_levels_never_name_a_program() -> None:
    known = ("normale", "esperto")
    assert want_level("esperto", "level", known) == "esperto"
    for program in ("exec:rm -rf /", "  EXEC:bot", "Exec: x"):
        with pytest.raises(DataError, match="names a program"):
            want_level(program, "level", known)
    with pytest.raises(DataError, match="'maestro' is not an AI level; known: normale, esperto"):
        want_level("maestro", "level", known)


# ---- game.files ------------------------------------------------------------------------------
def test_a_file_of_exactly_the_limit_is_read_one_byte_more_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"[" + b" " * 8 + b"]")
    assert read_text(path, 10) == "[        ]"
    assert read_json(path, 10) == []
    path.write_bytes(b"[" + b" " * 9 + b"]")
    with pytest.raises(FileProblem, match="it is 11 bytes, more than the 10 this file may be"):
        read_text(path, 10)
    path.write_bytes("è".encode("latin-1"))
    with pytest.raises(FileProblem, match=r"not UTF-8 text \(byte 0\)"):
        read_text(path)
    with pytest.raises(FileProblem, match="cannot be read"):
        read_text(tmp_path / "missing.json")


def test_nesting_up_to_the_limit_is_read_one_deeper_is_refused() -> None:
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    with pytest.raises(FileProblem, match=f"nests more than {MAX_DEPTH} levels deep"):
        parse_json("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    # Depth is the deepest point, not the number of brackets.
    flat = "[" + ",".join(["[]"] * 100) + "]"
    assert parse_json(flat) == [[]] * 100
    assert parse_json('{"a": [{"b": [1]}], "c": [[2]]}') == {"a": [{"b": [1]}], "c": [[2]]}


def test_numbers_up_to_nineteen_digits_are_read_longer_ones_refused() -> None:
    assert parse_json("9" * 19) == int("9" * 19)
    assert parse_json("-" + "9" * 19) == -int("9" * 19)
    with pytest.raises(FileProblem, match="too large to use"):
        parse_json("1" + "0" * 19)
    assert parse_json("1.5e300") == 1.5e300
    for bad, words in (("1e400", "too large"), ("-1e400", "too large"), ("NaN", "NaN"),
                       ("Infinity", "Infinity"), ("[1,", "not valid JSON (line 1, column 4")):
        with pytest.raises(FileProblem, match=words.replace("(", r"\(")):
            parse_json(bad)


def test_versions_from_one_to_the_current_are_read() -> None:
    for version in (1, 3):
        assert check_version({"format": "f", "version": version}, "f", 3, "thing") == version
    with pytest.raises(NewerFileError, match=r"thing version 4; this one reads up to 3"):
        check_version({"format": "f", "version": 4}, "f", 3, "thing")
    for bad in (0, -1, True, "1", None, 1.0):
        with pytest.raises(FileProblem, match="is not a version of this format") as caught:
            check_version({"format": "f", "version": bad}, "f", 3, "thing")
        assert not isinstance(caught.value, NewerFileError)
    for foreign in ({"format": "g", "version": 1}, [], {"version": 1}):
        with pytest.raises(FileProblem, match='it is not a thing \\(no "format": "f"\\)'):
            check_version(foreign, "f", 3, "thing")


def test_an_atomic_write_leaves_only_the_file(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "f.json"
    atomic_write_text(path, "é")
    atomic_write_text(path, "[1]")
    assert path.read_text(encoding="utf-8") == "[1]"
    assert sorted(p.name for p in path.parent.iterdir()) == ["f.json"]


def test_only_stale_leftovers_of_a_write_are_cleaned(tmp_path: Path) -> None:
    old = tmp_path / ".f.json.abc.tmp"
    young = tmp_path / ".g.json.def.tmp"
    other = tmp_path / "h.tmp"
    for p in (old, young, other):
        p.write_text("x", encoding="utf-8")
    past = time.time() - 120
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    names = ("f.json", "g.json", "h")
    assert clean_stale_tmp(tmp_path, names) == [old]
    assert not old.exists() and young.exists() and other.exists()
    os.utime(young, (past, past))
    assert clean_stale_tmp(tmp_path, names, max_age=200) == []
    assert clean_stale_tmp(tmp_path, ("f.json",), max_age=100) == []  # only the names given
    assert clean_stale_tmp(tmp_path, names, max_age=100) == [young]
    assert clean_stale_tmp(tmp_path / "missing", names) == []


def test_a_damaged_file_kept_aside_never_overwrites_an_earlier_one(tmp_path: Path) -> None:
    kept = []
    for n in range(3):
        path = tmp_path / "settings.json"
        path.write_text('{"language": ' + str(n), encoding="utf-8")
        kept.append(keep_aside(path))
        assert not path.exists()
    assert len({k.name for k in kept if k}) == 3
    assert [k.read_text(encoding="utf-8") for k in kept if k] == \
        ['{"language": 0', '{"language": 1', '{"language": 2']
    assert kept[0] and kept[0].name.startswith("settings.json.broken-")
    assert kept[1] and kept[1].name.endswith("-1") and kept[2] and kept[2].name.endswith("-2")
    assert kept_words(tmp_path / "settings.json", kept[0]) == f"it was kept as {kept[0].name}"
    assert kept_words(tmp_path / "s.json", None) == \
        "s.json was left where it is (it is not a file)"  # there is no such file
    (tmp_path / "s.json").write_text("{", encoding="utf-8")
    assert kept_words(tmp_path / "s.json", None) == \
        "s.json was left where it is (its folder cannot be written)"


# ---- game.record -----------------------------------------------------------------------------
def _record(**hand: object) -> str:
    state = HandState.new(preset("classic-3"), seed=5, dealer=2)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    data = json.loads(GameRecord(state.rules, (HandRecord.of(state),)).to_json())
    data["hands"][0].update(hand)
    return json.dumps(data)


def test_a_record_names_the_hand_and_the_field_that_is_out_of_range() -> None:
    assert parse(_record(dealer=2)).hands[0].dealer == 2  # the last seat of three
    refused = [({"dealer": 3}, "hand 1: dealer=3 is out of range (0..2)"),
               ({"dealer": -1}, "hand 1: dealer=-1"),
               ({"actions": [1000]}, "hand 1: an action=1000 is out of range (0..999)"),
               ({"actions": [-1]}, "hand 1: an action=-1"),
               ({"seed": None, "deck": [52]}, "hand 1: a card=52 is out of range (0..51)"),
               ({"seed": None, "deck": [-1]}, "hand 1: a card=-1"),
               ({"first_of_match": 0}, "hand 1: first_of_match must be true or false"),
               ({"seed": 6}, "hand 1: its deck is not the one its seed 6 deals")]
    for change, words in refused:
        with pytest.raises(RecordError, match="the record is damaged: " + words.replace(
                "(", r"\(").replace(")", r"\)")):
            parse(_record(**change))
    assert parse(_record(actions=[999])).hands[0].actions == (999,)
    assert parse(_record(seed=None, deck=[0, 51])).hands[0].deck == (0, 51)


def test_a_record_holds_up_to_its_limits_of_hands_and_actions() -> None:
    data = json.loads(_record())
    one = data["hands"][0]
    assert len(parse(json.dumps({**data, "hands": [one] * MAX_HANDS})).hands) == MAX_HANDS
    with pytest.raises(RecordError, match=f"holds {MAX_HANDS + 1} items"):
        parse(json.dumps({**data, "hands": [one] * (MAX_HANDS + 1)}))
    long = {**one, "actions": [0] * MAX_ACTIONS}
    assert len(parse(json.dumps({**data, "hands": [long]})).hands[0].actions) == MAX_ACTIONS
    with pytest.raises(RecordError, match=f"hand 1: actions holds {MAX_ACTIONS + 1} items"):
        parse(json.dumps({**data, "hands": [{**one, "actions": [0] * (MAX_ACTIONS + 1)}]}))
    with pytest.raises(RecordError, match="hand 2: dealer"):
        parse(json.dumps({**data, "hands": [one, {**one, "dealer": 9}]}))


def test_a_later_hand_of_a_match_keeps_that_it_was_not_the_first() -> None:
    rules = preset("licitazione")
    state = HandState.new(rules, seed=3, first_of_match=False)
    hand = HandRecord.of(state)
    assert hand.first_of_match is False and hand.to_dict()["first_of_match"] is False
    again = parse(GameRecord(rules, (hand,), {"kind": "x"}).to_json())
    assert again.hands[0].first_of_match is False and again.match == {"kind": "x"}
    first = HandRecord.of(HandState.new(rules, seed=3))
    assert "first_of_match" not in first.to_dict()
    plain = HandRecord.of(HandState.new(preset("classic-2"), seed=3))
    assert plain.first_of_match is True


def test_a_record_whose_rules_or_match_are_wrong_says_so() -> None:
    data = json.loads(_record())
    with pytest.raises(RecordError, match=r"the record's rules are invalid: .*2 to 6"):
        parse(json.dumps({**data, "rules": {**data["rules"], "players": 7}}))
    with pytest.raises(RecordError, match="the record's match must be a JSON object"):
        parse(json.dumps({**data, "match": [1]}))
    with pytest.raises(RecordError, match="not a game record: it is not valid JSON"):
        parse("{")


def test_every_refusal_names_the_kind_of_value_found() -> None:
    """The player (or a bot author) reads what was there instead: true/false, a number,
    text, a list, an object, null, or the type's own name."""
    cases = [(want_dict, [1], "d must be a JSON object, not a list"),
             (want_dict, "x", "d must be a JSON object, not text"),
             (want_list, None, "d must be a list, not null"),
             (want_list, 2.5, "d must be a list, not a number"),
             (want_bool, {}, "d must be true or false, not an object"),
             (want_str, True, "d must be text, not true/false"),
             (want_str, b"x", "d must be text, not bytes"),
             (want_int, (1,), "d must be a whole number, not tuple")]
    for check, value, words in cases:
        with pytest.raises(DataError) as caught:
            check(value, "d")
        assert str(caught.value) == words


def test_every_range_refusal_says_the_value_and_the_range() -> None:
    with pytest.raises(DataError) as caught:
        want_float(2.5, "w", 0.0, 1.0)
    assert str(caught.value) == "w=2.5 is out of range (0.0..1.0)"
    with pytest.raises(DataError) as caught:
        want_str(3, "name")
    assert str(caught.value) == "name must be text, not a number"
    with pytest.raises(DataError) as caught:
        want_str("x" * 201, "name")
    assert str(caught.value) == "name is 201 characters long, more than 200"
    with pytest.raises(DataError) as caught:
        want_choice("c", "n", ("a", "b"))
    assert str(caught.value) == "n='c' is not one of 'a', 'b'"
    with pytest.raises(DataError) as caught:
        want_opt_int(True, "seed")
    assert str(caught.value) == "seed must be a whole number, not true/false"


def test_a_level_named_in_a_file_is_at_most_a_thousand_characters() -> None:
    known = ("normale", "esperto")
    with pytest.raises(DataError, match="is not an AI level"):
        want_level("x" * 1000, "level", known)
    with pytest.raises(DataError, match="level is 1001 characters long, more than 1000"):
        want_level("x" * 1001, "level", known)
    with pytest.raises(DataError) as caught:
        want_level("exec:" + "y" * 100, "seat 2", known)
    quoted = repr("exec:" + "y" * 55)
    assert str(caught.value).startswith(f"seat 2 names a program ({quoted}): files may only "
                                        f"name the AI levels normale, esperto; external bots")
    with pytest.raises(DataError) as caught:
        want_level("maestro", "level", known)
    assert str(caught.value) == "level='maestro' is not an AI level; known: normale, esperto"


def test_nesting_is_counted_where_it_is_deepest_whatever_comes_before() -> None:
    siblings = "[" + "[]," * 40 + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "]"
    assert parse_json(siblings) is not None  # 1 + 31 deep: at the limit
    deeper = "[" + "[]," * 40 + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "]"
    with pytest.raises(FileProblem, match="nests more than"):
        parse_json(deeper)
    text = '{"a": "' + "[" * 40 + '\\"[{"}'  # brackets inside a string are text
    assert parse_json(text) == {"a": "[" * 40 + '"[{'}


def test_a_too_long_number_is_quoted_to_twenty_characters() -> None:
    with pytest.raises(FileProblem) as caught:
        parse_json("1" + "0" * 30)
    assert str(caught.value) == "it holds the number 10000000000000000000..., too large to use"


def test_read_json_keeps_the_limit_it_is_given(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_text("[" + " " * 20 + "]", encoding="utf-8")
    with pytest.raises(FileProblem, match="more than the 10 this file may be"):
        read_json(path, 10)
    assert read_json(path) == []


def test_a_file_that_grows_while_being_read_is_refused(tmp_path: Path) -> None:
    """The size is checked before reading and again after: a file written to meanwhile (or a
    size the system reported wrongly) cannot slip a larger text past the limit."""
    path = tmp_path / "f.json"
    path.write_text("[" + " " * 30 + "]", encoding="utf-8")

    class Shrunk(type(path)):  # type: ignore[misc]
        def stat(self, *args: object, **kwargs: object) -> os.stat_result:
            real = super().stat()
            return os.stat_result((real.st_mode, 0, 0, 0, 0, 0, 5, 0, 0, 0))

    with pytest.raises(FileProblem, match="more than the 10 this file may be"):
        read_text(Shrunk(path), 10)


def test_an_atomic_write_makes_folders_and_its_temporary_file_lies_beside_the_target(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Beside the target (a rename is atomic only within one file system), named so that
    `clean_stale_tmp` finds it if the write is interrupted, and removed when it fails."""
    path = tmp_path / "a" / "b" / "f.json"
    atomic_write_text(path, "[1]")
    assert path.read_text(encoding="utf-8") == "[1]"
    seen: list[str] = []

    def failing_replace(src: str, dst: object) -> None:
        seen.append(src)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError, match="No space"):
        atomic_write_text(path, "[2]")
    tmp = Path(seen[0])
    assert tmp.parent == path.parent
    assert tmp.name.startswith(".f.json.") and tmp.name.endswith(".tmp")
    assert not tmp.exists()
    assert sorted(p.name for p in path.parent.iterdir()) == ["f.json"]
    assert path.read_text(encoding="utf-8") == "[1]"


def test_cleaning_goes_on_past_a_leftover_it_cannot_remove(tmp_path: Path) -> None:
    past = time.time() - 120
    stuck = tmp_path / ".d.json.x.tmp"
    stuck.mkdir()  # not a file: unlink fails, the others are still cleaned
    files = [tmp_path / f".f{i}.json.x.tmp" for i in range(12)]
    for p in (stuck, *files):
        if p != stuck:
            p.write_text("x", encoding="utf-8")
        os.utime(p, (past, past))
    names = ["d.json", *(f"f{i}.json" for i in range(12))]
    assert sorted(clean_stale_tmp(tmp_path, names)) == sorted(files)
    assert stuck.exists() and not any(p.exists() for p in files)


def test_a_kept_aside_file_is_named_with_the_date_and_time() -> None:
    import re
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "save.json"
        path.write_text("{", encoding="utf-8")
        kept = keep_aside(path)
        assert kept is not None
        assert re.fullmatch(r"save\.json\.broken-20\d{6}-\d{6}", kept.name)


def test_a_record_refusal_names_the_field_for_decks_seeds_and_foreign_files() -> None:
    for change, words in (({"seed": None, "deck": [0] * 53},
                           "the record is damaged: hand 1: deck holds 53 items, more than 52"),
                          ({"seed": "x"},
                           "the record is damaged: hand 1: seed must be a whole number, not text"),
                          ({"actions": ["x"]},
                           "the record is damaged: hand 1: an action must be a whole number")):
        with pytest.raises(RecordError) as caught:
            parse(_record(**change))
        assert str(caught.value).startswith(words)
    with pytest.raises(RecordError) as caught:
        parse('{"format": "briscola-tournament", "version": 1}')
    assert str(caught.value) == ('not a game record: it is not a game record (no "format": '
                                 '"briscola-record")')


def test_closing_a_list_returns_to_its_parent_s_depth_and_text_never_counts_down() -> None:
    """Depth is brackets opened minus brackets closed, outside strings: a sibling list closed
    on the way does not reset the count, and a `]` inside a string never lowers it (it did:
    any depth passed behind a string of closing brackets)."""
    deep = "[" * 20 + "[]," + "[" * (MAX_DEPTH - 19) + "]" * (MAX_DEPTH - 19) + "]" * 20
    with pytest.raises(FileProblem, match="nests more than"):
        parse_json(deep)  # 20 + 13 = 33 levels
    wordy = '["' + "X}]" * 40 + '",' + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "]"
    with pytest.raises(FileProblem, match="nests more than"):
        parse_json(wordy)
    words = '["' + "X" * 40 + '",' + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "]"
    with pytest.raises(FileProblem, match="nests more than"):
        parse_json(words)


def test_an_escaped_quote_does_not_end_a_string_and_letters_are_not_brackets() -> None:
    assert parse_json('["\\"' + "[" * 40 + '"]') == ['"' + "[" * 40]
    with pytest.raises(FileProblem, match="not valid JSON"):
        parse_json("X" * 40)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_file_that_never_ends_is_refused_not_read_for_ever() -> None:
    with pytest.raises(FileProblem):
        read_text(Path("/dev/zero"), 10)


def test_a_missing_file_is_named_plainly(tmp_path: Path) -> None:
    with pytest.raises(FileProblem) as caught:
        read_text(tmp_path / "gone.json")
    assert str(caught.value) == "it cannot be read (No such file or directory)"
