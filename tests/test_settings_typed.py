"""Settings checked by type and by choice on load, so nothing accepted can crash later.

The old check compared values with `in`: `2.0` and `false` passed for the exchange rank
(2.0 == 2, False == 0), `true` for the volume, and Partita veloce then stopped the game. Every
fixed choice is now a Literal type, and the loader checks the type before the value.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import fields
from pathlib import Path
from typing import Any, Literal, get_args, get_origin, get_type_hints

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.settings import (
    CARD_HEIGHT,
    SPEED_FACTOR,
    ExchangeRank,
    Settings,
    check_setting,
    load_settings,
)
from ui.setup import GameSetup
from ui.tools.harness import click_at, click_menu, make_app

WRONG = [("exchange_rank", 2.0), ("exchange_rank", False), ("exchange_rank", True),
         ("exchange_rank", "2"), ("exchange_rank", 3), ("language", 7), ("anim_speed", 1),
         ("card_size", None), ("text_size", ["large"]), ("deck_style", "Napoletane"),
         ("tie_policy", 0), ("deal_style", True), ("queen_jack", 1.5), ("volume", True),
         ("volume", "0.5"), ("volume", 1.5), ("sound", 1), ("hints", "yes"),
         ("player_name", 5), ("player_name", "a\tb"), ("default_variant", 0)]


def write(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(("name", "value"), WRONG)
def test_a_value_of_the_wrong_type_or_choice_is_refused_on_load(
        tmp_path: Path, name: str, value: Any) -> None:
    path = write(tmp_path, {"version": 1, name: value})
    loaded, notice = load_settings(path)
    assert notice is not None and notice.key == "msg.settings_damaged"
    assert name in notice.detail
    assert loaded == Settings(language=loaded.language)  # the defaults
    assert not path.exists(), "the damaged file was kept aside, not used"
    assert len(list(path.parent.glob("settings.json.broken-*"))) == 1


def test_every_value_of_every_choice_is_accepted_and_read_back(tmp_path: Path) -> None:
    hints = get_type_hints(Settings)
    choices = {f.name: get_args(hints[f.name]) for f in fields(Settings)
               if get_origin(hints[f.name]) is Literal}
    assert {"language", "deck_style", "queen_jack", "exchange_rank", "tie_policy",
            "deal_style", "anim_speed", "card_size", "text_size"} == set(choices)
    for name, values in choices.items():
        for value in values:
            loaded, notice = load_settings(write(tmp_path, {"version": 1, name: value}))
            assert notice is None and getattr(loaded, name) == value


def test_a_whole_number_for_the_volume_is_read_as_a_float(tmp_path: Path) -> None:
    loaded, notice = load_settings(write(tmp_path, {"version": 1, "volume": 1}))
    assert notice is None and isinstance(loaded.volume, float) and loaded.volume == 1.0


def test_check_setting_refuses_a_bool_for_a_number_choice() -> None:
    check_setting("exchange_rank", ExchangeRank, 7)
    with pytest.raises(ValueError, match="exchange_rank"):
        check_setting("exchange_rank", ExchangeRank, False)


VALUES = st.none() | st.booleans() | st.integers(-3, 10) | st.floats(-1, 2) | st.sampled_from(
    ["it", "en", "napoletane", "french", "nord", "centro-sud", "slow", "instant", "small",
     "large", "one", "three", "tie", "replay", "last-trick", "classic-2", "briscolone", ""])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from([f.name for f in fields(Settings)]), VALUES,
                       max_size=6))
def test_whatever_the_loader_accepts_makes_a_game_and_a_table(data: dict[str, Any]) -> None:
    try:
        s = Settings.from_json(json.dumps({"version": 1, **data}))
    except ValueError:
        return  # refused with a reason: the player gets the defaults and a notice
    setup = GameSetup.from_settings(s, "Tu", ["Luca", "Anna", "Bea", "Ciro", "Dora"])
    rules = setup.rules()  # what Partita veloce does first
    assert rules.players >= 2
    assert SPEED_FACTOR[s.anim_speed] >= 0 and CARD_HEIGHT[s.card_size] > 0
    assert Settings.from_json(s.to_json()) == s


def test_quick_game_from_a_settings_file_with_a_number_for_a_choice(tmp_path: Path) -> None:
    """The player's path: the file that crashed Partita veloce now gives a notice and the
    defaults, and Partita veloce opens the table."""
    write(tmp_path, {"version": 1, "exchange_rank": 2.0, "language": "en"})
    app = make_app(root=tmp_path)
    assert app.settings_problem is not None and "exchange_rank" in app.settings_problem.detail
    assert app.settings.exchange_rank == 0
    menu = MenuScene(app)
    app.push(menu)
    assert app.messages.toast, "the player is told"
    click_at(app, (5, 5))  # the first click puts the message away
    click_menu(app, "menu.quick")
    assert isinstance(app.top, TableScene)
    assert app.top.session.rules.trump_exchange_rank is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_settings_file_that_is_a_named_pipe_does_not_hang_the_start(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    start = time.monotonic()
    loaded, notice = load_settings(path)
    assert time.monotonic() - start < 10  # a pipe read would block for ever
    assert notice is not None and "named pipe" in notice.detail and "left where it is" in \
        notice.detail
    assert loaded == Settings(language=loaded.language) and path.exists()


def test_a_settings_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = write(tmp_path, {})
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"version": 1, "deck_style": "french",
                                                   "volume": 0.25}).encode())
    loaded, notice = load_settings(path)
    assert notice is None and loaded.deck_style == "french" and loaded.volume == 0.25
