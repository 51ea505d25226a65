"""Arena statistics and the levels' basic behaviour."""

from __future__ import annotations

import math
import random

import pytest

from game.ai import make_agent
from game.ai.agent import UnknownAgentError
from game.ai.arena import paired_interval, play_deal, report_lines, seatings
from game.ai.levels import canonical
from game.cli import main
from game.rules import preset
from game.state import HandState


def test_paired_interval_on_a_known_sample() -> None:
    # Four deals with means 1, 0.5, 0.5, 0: mean 0.5, sample sd sqrt(1/6).
    mean, lo, hi = paired_interval([1.0, 0.5, 0.5, 0.0])
    half = 1.959964 * math.sqrt(1 / 6) / 2
    assert mean == 0.5
    assert lo == pytest.approx(0.5 - half) and hi == pytest.approx(0.5 + half)


def test_seatings_swap_teams_and_rotate_lone_seats() -> None:
    assert seatings(preset("classic-2")) == [("a", "b"), ("b", "a")]
    assert seatings(preset("classic-4")) == [("a", "b", "a", "b"), ("b", "a", "b", "a")]
    assert seatings(preset("classic-3")) == [("a", "b", "b"), ("b", "a", "b"),
                                             ("b", "b", "a")]


def test_duplicate_deal_of_equal_agents_is_symmetric() -> None:
    # The same deterministic agent on both sides: the swapped replay mirrors the first.
    out = play_deal(preset("classic-2"), "normale", "normale", 4, 2)
    assert out.scores[0] + out.scores[1] == 1.0
    assert out.diffs[0] == -out.diffs[1]


def test_report_prints_wdl_ci_and_timings() -> None:
    rules = preset("classic-2")
    outcomes = [play_deal(rules, "normale", "random", 1, d) for d in range(6)]
    text = "\n".join(report_lines(rules, "normale", "random", outcomes, 1))
    assert "12 games" in text and "W " in text and "95 % CI" in text
    assert "normale" in text and "median" in text


def test_arena_command_runs_and_refuses_bad_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "normal", "--b", "random", "--games", "4"]) == 0
    assert "W " in capsys.readouterr().out
    assert main(["arena", "--a", "grandmaster", "--games", "4"]) == 2
    assert "unknown agent" in capsys.readouterr().out


def test_english_names_map_to_levels() -> None:
    assert canonical("Beginner") == "principiante"
    assert canonical("champion") == "campione"
    with pytest.raises(UnknownAgentError):
        canonical("nobody")


@pytest.mark.parametrize("variant", ["classic-2", "classic-3", "classic-4", "classic-6",
                                     "briscolone", "briskula-dupla", "scoperta", "briskula"])
@pytest.mark.parametrize("level", ["random", "principiante", "normale", "esperto"])
def test_every_level_finishes_every_variant(variant: str, level: str) -> None:
    rules = preset(variant, **({"must_follow": True} if variant == "briscolone" else {}))
    agent = make_agent(level)
    state = HandState.new(rules, seed=7)
    rng = random.Random(1)
    while not state.is_over:
        obs = state.observe(state.turn)
        action = agent.choose(obs, rng, 0.05)
        assert action in obs.legal
        state.apply(action)


def test_normale_beats_random_over_a_few_deals() -> None:
    rules = preset("classic-2")
    scores = [s for d in range(20) for s in play_deal(rules, "normale", "random", 2, d).scores]
    assert sum(scores) / len(scores) > 0.75


def test_parallel_jobs_give_the_same_games_as_one_process() -> None:
    from game.ai.arena import run_arena

    rules = preset("classic-2")
    one = run_arena(rules, "normale", "principiante", 6, 3, jobs=1)
    two = run_arena(rules, "normale", "principiante", 6, 3, jobs=2)
    key = sorted((o.scores, o.diffs) for o in one)
    assert key == sorted((o.scores, o.diffs) for o in two)
