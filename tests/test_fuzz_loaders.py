"""Every loader against hostile input: random bytes, random JSON, and mutations of real files.

Each loader may refuse a file only in its documented way (a clear error, or a notice and the
defaults); anything else (a TypeError, RecursionError, OverflowError, ...) is a crash the
player would have met. Bounded so CI stays fast: EXAMPLES per strategy and loader.
"""

from __future__ import annotations

import contextlib
import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import net
from game.checks import DataError
from game.files import FileProblem, NewerFileError
from game.match import MatchFormat
from game.record import GameRecord, HandRecord, RecordError
from game.record import parse as parse_record
from game.rules import preset
from game.state import HandState
from game.tournament import store
from game.tournament.event import Tournament
from game.tournament.model import EventConfig, Participant, Player, TournamentError, parse_format
from game.tournament.play import play_ai_matches
from game.tournament.runner import AgentRunner
from ui.history import recent_hands
from ui.session import GameSession, SeatConfig
from ui.settings import Settings, defaults, load_settings
from ui.stats import Statistics

EXAMPLES = 80
FUZZ = settings(max_examples=EXAMPLES, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 70, 2 ** 70)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=5),
    max_leaves=25)


# ---- real files, one per loader ----------------------------------------------------------
def _record_text() -> str:
    rules = preset("classic-2")
    state = HandState.new(rules, seed=4, dealer=0)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    meta = {"seats": [{"name": "Anna"}, {"name": "Bot"}], "viewer": 0, "app": "briscola-ui"}
    return GameRecord(rules, (HandRecord.of(state),), meta).to_json()


def _save_text() -> str:
    game = GameSession(preset("classic-2"), MatchFormat.single(),
                       [SeatConfig("Anna", True), SeatConfig("Bot", False, "esperto")], seed=7)
    for _ in range(7):
        game.apply(game.hand.legal_actions()[0])
    return game.to_record().to_json()


def _tournament_text() -> str:
    cfg = EventConfig("Fuzz", "round-robin", preset("classic-2"), parse_format("single"),
                      parse_format("single"), parse_format("single"))
    people = [Participant(i, f"P{i}", (Player(f"p{i}", "random"),)) for i in range(3)]
    t = Tournament.create(cfg, people)
    play_ai_matches(t, AgentRunner())
    return store.to_text(t)


REAL = {
    "record": _record_text(),
    "save": _save_text(),
    "tournament": _tournament_text(),
    "settings": Settings(player_name="Anna").to_json(),
    "statistics": json.dumps({"Anna": {"hands": 3, "wins": 2, "ties": 0, "points": 190,
                                       "cappotti": 0},
                              "Bot": {"hands": 3, "wins": 1, "ties": 0, "points": 170,
                                      "cappotti": 0}}),
    "weights": json.dumps({"w1": [[0.1, -0.2]] * net.N_INPUTS, "b1": [0.0, 0.1],
                           "w2": [0.5, -0.5], "b2": 0.0}),
}


# ---- each loader, and the only ways it may refuse ------------------------------------------
def _in_file(name: str, text: str | bytes, use: Callable[[Path], Any]) -> Any:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
        return use(path)


# Each loader says whether it accepted the file, and checks the promise every door makes:
# whatever is accepted can be saved and read back unchanged (never accepted, then refused or
# altered on the next start).
def load_record(text: str | bytes) -> bool:
    raw = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
    try:
        record = parse_record(raw)
    except RecordError:
        return False
    assert parse_record(record.to_json()).to_json() == record.to_json()
    return True


def load_save(text: str | bytes) -> bool:
    def use(path: Path) -> bool:
        try:
            session = GameSession.load(path)  # the menu's Continue and the tournament table
        except RecordError:
            return False
        saved = session.to_record().to_json()
        path.write_text(saved, encoding="utf-8")
        assert GameSession.load(path).to_record().to_json() == saved
        return True
    accepted: bool = _in_file("savegame.json", text, use)
    return accepted


def load_tournament(text: str | bytes) -> bool:
    def use(path: Path) -> bool:
        try:
            loaded = store.load(path)
        except store.TournamentFileError:
            return False
        saved = store.to_text(loaded.tournament)
        assert store.to_text(store.parse(saved)) == saved
        return loaded.warning is None
    accepted: bool = _in_file("t.json", text, use)
    raw = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
    with contextlib.suppress(TournamentError, NewerFileError):
        parsed = store.parse(raw)
        assert store.to_text(store.parse(store.to_text(parsed))) == store.to_text(parsed)
    return accepted


def load_settings_file(text: str | bytes) -> bool:
    settings_, notice = _in_file("settings.json", text, load_settings)
    assert isinstance(settings_, Settings)
    settings_.validate()
    if notice is not None:  # refused: the defaults, and the player is told
        assert settings_ == defaults()
        return False
    assert Settings.from_json(settings_.to_json()) == settings_
    return True


def load_statistics(text: str | bytes) -> bool:
    def use(path: Path) -> bool:
        stats = Statistics(path)
        for name, entry in stats.players.items():
            assert isinstance(name, str) and all(isinstance(v, int) for v in vars(entry).values())
        history = path.parent / "hands"
        history.mkdir()
        (history / "hand-20261123-170000-0.json").write_bytes(path.read_bytes()
                                                              if path.exists() else b"")
        recent_hands(history)  # the hand review's list reads records the same way
        if stats.problem is not None and stats.problem.key == "msg.stats_damaged":
            assert stats.players == {}
            return False
        stats.save()  # what was kept (all, or the good entries) reads back the same
        again = Statistics(path)
        assert again.problem is None and again.players == stats.players
        return stats.problem is None
    accepted: bool = _in_file("statistics.json", text, use)
    return accepted


def load_weights(text: str | bytes) -> bool:
    result = _in_file("value.json", text, net.load)
    assert result is None or len(result.w1) == net.N_INPUTS
    return result is not None


LOADERS: dict[str, Callable[[str | bytes], bool]] = {
    "record": load_record, "save": load_save, "tournament": load_tournament,
    "settings": load_settings_file, "statistics": load_statistics, "weights": load_weights,
}


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    stack = [(data, prefix)]
    while stack:
        node, at = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) \
            if isinstance(node, list) else ()
        for key, child in items:
            out.append((*at, key))
            stack.append((child, (*at, key)))
    return out


def _mutated(data: Any, draw: st.DrawFn) -> Any:
    data = json.loads(json.dumps(data))
    path = draw(st.sampled_from(_paths(data)))
    if not path:
        return draw(JSON)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    action = draw(st.sampled_from(["replace", "delete", "deepen", "big"]))
    key = path[-1]
    if action == "delete":
        del parent[key]
    elif action == "deepen":
        parent[key] = [[[[parent[key]]]]]
    elif action == "big":
        parent[key] = draw(st.sampled_from([10 ** 30, -1, 1e300, "\x00", "x" * 500, 29.0,
                                            True, [], {}]))
    else:
        parent[key] = draw(JSON)
    return data


@pytest.mark.parametrize("loader", sorted(LOADERS))
@FUZZ
@given(raw=st.binary(max_size=600))
def test_random_bytes(loader: str, raw: bytes) -> None:
    if LOADERS[loader](raw):  # only a JSON document is ever accepted
        json.loads(raw.decode("utf-8-sig"))


@pytest.mark.parametrize("loader", sorted(LOADERS))
@FUZZ
@given(value=JSON)
def test_random_json(loader: str, value: Any) -> None:
    if LOADERS[loader](json.dumps(value)):  # accepted: it had the loader's shape
        assert isinstance(value, dict)


@pytest.mark.parametrize("loader", sorted(LOADERS))
@FUZZ
@given(data=st.data())
def test_mutations_of_real_files(loader: str, data: st.DataObject) -> None:
    real = json.loads(REAL[loader])
    LOADERS[loader](json.dumps(_mutated(real, data.draw), ensure_ascii=False))


@pytest.mark.parametrize("loader", sorted(LOADERS))
@FUZZ
@given(data=st.data())
def test_text_mutations_of_real_files(loader: str, data: st.DataObject) -> None:
    text = REAL[loader]
    at = data.draw(st.integers(0, len(text)))
    cut = data.draw(st.integers(0, 40))
    insert = data.draw(st.text(max_size=8) | st.sampled_from(["[" * 5000, "1e400", "NaN",
                                                               "\\u0000", '"', "\ud800"]))
    LOADERS[loader](text[:at] + insert + text[at + cut:])


@pytest.mark.parametrize("loader", sorted(LOADERS))
def test_the_real_files_load(loader: str) -> None:
    assert LOADERS[loader](REAL[loader]) is True


@pytest.mark.parametrize(("text", "words"), [
    ("[" * 100_000 + "]" * 100_000, "nests more than"),
    ('{"a": 1e400}', "too large"),
    ('{"a": NaN}', "not a number"),
    ('{"a": ' + "9" * 5000 + "}", "too large"),
    ("\ufeff{}", "not valid JSON"),
])
def test_parse_failures_are_plain_reasons(text: str, words: str) -> None:
    from game.files import parse_json

    with pytest.raises(FileProblem, match=words):
        parse_json(text)


def test_checks_name_the_field() -> None:
    from game.checks import want_int, want_str

    with pytest.raises(DataError, match="card=99 is out of range"):
        want_int(99, "card", 0, 51)
    with pytest.raises(DataError, match="U\\+0000"):
        want_str("a\x00b", "name")
