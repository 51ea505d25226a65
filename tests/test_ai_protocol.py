"""External bots: the example bot round-trips; broken bots are reported and replaced."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from game.ai.arena import play_deal
from game.ai.protocol import ExecAgent, observation_to_json
from game.rules import preset
from game.state import HandState

ROOT = Path(__file__).resolve().parent.parent
BOT = f"{sys.executable} {ROOT / 'examples' / 'random_bot.py'}"


def _write_bot(tmp_path: Path, body: str) -> str:
    path = tmp_path / "bot.py"
    path.write_text("import json, sys, time\n" + body)
    return f"{sys.executable} {path}"


HELLO = ('line = sys.stdin.readline()\n'
         'print(json.dumps({"type": "hello", "protocol": "briscola-bot", "version": 1}), '
         'flush=True)\n')


def test_example_bot_plays_whole_deals_without_incidents() -> None:
    rules = preset("classic-2")
    out = play_deal(rules, f"exec:{BOT}", "random", 1, 0)
    assert len(out.scores) == 2
    assert out.incidents == []
    assert len(out.times[f"exec:{BOT}"]) >= 2 * 19  # the bot itself decided every card


def test_observation_json_holds_the_legal_actions() -> None:
    state = HandState.new(preset("classic-4"), seed=3)
    obs = state.observe(state.turn)
    data = observation_to_json(obs)
    assert data["legal"] == list(obs.legal) and data["hand"] == list(obs.hand)
    assert data["rules"]["players"] == 4


def _decide_with(command: str, timeout: float = 5.0) -> tuple[int, list[str], ExecAgent]:
    """A generous default: these bots answer (or die) at once, and a loaded machine must not
    turn an illegal answer into a time-out. Only the silent bot's test needs a short one."""
    state = HandState.new(preset("classic-2"), seed=9)
    obs = state.observe(state.turn)
    agent = ExecAgent(command, timeout=timeout)
    action = agent.choose(obs, random.Random(0))
    assert action in obs.legal
    return action, agent.take_incidents(), agent


def test_crashing_bot_is_replaced(tmp_path: Path) -> None:
    _, incidents, agent = _decide_with(_write_bot(tmp_path, HELLO + "sys.exit(3)\n"))
    assert len(incidents) == 1 and "crashed" in incidents[0] and "replaced by" in incidents[0]
    assert agent.replacement is not None


def test_silent_bot_times_out_and_is_replaced(tmp_path: Path) -> None:
    _, incidents, _ = _decide_with(_write_bot(tmp_path, HELLO + "time.sleep(30)\n"), 0.3)
    assert len(incidents) == 1 and "timed out" in incidents[0]


def test_illegal_answer_is_replaced(tmp_path: Path) -> None:
    body = HELLO + ('m = json.loads(sys.stdin.readline())\n'
                    'print(json.dumps({"type": "action", "id": m["id"], "action": 99}), '
                    'flush=True)\nsys.stdin.readline()\n')
    _, incidents, _ = _decide_with(_write_bot(tmp_path, body))
    assert len(incidents) == 1 and "illegal action 99" in incidents[0]


def test_wrong_protocol_version_is_refused(tmp_path: Path) -> None:
    body = ('sys.stdin.readline()\nprint(json.dumps({"type": "hello", "protocol": '
            '"briscola-bot", "version": 99}), flush=True)\nsys.stdin.readline()\n')
    _, incidents, _ = _decide_with(_write_bot(tmp_path, body))
    assert "version 99" in incidents[0]


def test_missing_program_is_reported(tmp_path: Path) -> None:
    _, incidents, _ = _decide_with(str(tmp_path / "no-such-bot"))
    assert "cannot start" in incidents[0]
