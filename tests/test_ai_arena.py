"""Arena statistics and the levels' basic behaviour."""

from __future__ import annotations

import math
import random
import statistics

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


# ---- the paired arena (`--tweak`) -----------------------------------------------------------
def test_tuned_agent_changes_a_setting_and_refuses_the_rest() -> None:
    from game.ai.levels import ChampionAgent, SearchAgent, TweakError, tuned_agent

    champion = tuned_agent("champion", {"reply": "spread", "policy_weight": "0.5",
                                        "lookahead_worlds": "12", "inference": "off"})
    assert isinstance(champion, ChampionAgent)
    assert champion.reply == "spread" and champion.policy_weight == 0.5
    assert champion.settings.lookahead_worlds == 12 and champion.settings.inference is False
    assert ChampionAgent().reply == "rules"  # the class itself is untouched
    expert = tuned_agent("esperto", {"worlds": "8"})
    assert isinstance(expert, SearchAgent) and expert.settings.worlds == 8
    for name, tweaks in (("campione", {"reply": "bluff"}), ("campione", {"policy_stock": "x"}),
                         ("campione", {"inference": "maybe"}), ("esperto", {"reply": "policy"}),
                         ("campione", {"net_margin": "nan"}), ("normale", {"worlds": "4"})):
        with pytest.raises(TweakError):
            tuned_agent(name, tweaks)


def test_paired_arena_plays_the_same_games_unless_the_change_flips_a_card() -> None:
    from game.ai.arena import paired_report_lines, run_arena, run_paired

    rules = preset("classic-2")
    # A "change" to the value the level already has: every game is the same game.
    same = run_paired(rules, "esperto", "normale", {"lookahead_worlds": "24"}, 3, 6)
    assert all(p.differed() == 0 and p.base.actions == p.tuned.actions for p in same)
    # A's games are the plain arena's games on the same deals: same seeds, same opponent.
    plain = run_arena(rules, "esperto", "normale", 3, 6)
    assert [p.base.actions for p in same] == [o.actions for o in plain]
    # A real change (the rules early instead of the lookahead) parts some games.
    pairs = run_paired(rules, "esperto", "normale", {"lookahead_worlds": "0"}, 3, 6)
    assert sum(p.differed() for p in pairs) > 0
    text = "\n".join(paired_report_lines(rules, "esperto", "normale",
                                         {"lookahead_worlds": "0"}, pairs, 6))
    delta = statistics.fmean(statistics.fmean(p.tuned.scores) - statistics.fmean(p.base.scores)
                             for p in pairs)
    assert f"A' - A: score {100 * delta:+.2f} points" in text
    assert f"games that differed at all: {sum(p.differed() for p in pairs)} of 6" in text
    assert "A' = esperto with lookahead_worlds=0" in text and "CPU time" in text


def test_paired_arena_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "expert", "--b", "normale", "--deals", "2",
                 "--tweak", "lookahead_worlds=0"]) == 0
    out = capsys.readouterr().out
    assert "paired arena classic-2: 2 deals" in out and "A' - A" in out
    assert main(["arena", "--a", "esperto", "--tweak", "nonsense=1", "--deals", "1"]) == 2
    assert "no setting 'nonsense'" in capsys.readouterr().out
    assert main(["arena", "--a", "esperto", "--tweak", "worlds", "--deals", "1"]) == 2
    assert main(["arena", "--a", "exec:python3 x.py", "--tweak", "worlds=2",
                 "--deals", "1"]) == 2
    assert "levels only" in capsys.readouterr().out
