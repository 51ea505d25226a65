"""Playing events: match formats per stage, seed 003's five hands, seed 004's knock-out."""

from __future__ import annotations

import itertools
import random
import time

import pytest

from game.match import MatchFormat
from game.rules import preset
from game.simulate import random_playout
from game.state import HandState
from game.tournament.event import Tournament, decide
from game.tournament.model import (
    EventConfig,
    HandLine,
    Participant,
    Player,
    PointsTable,
    TournamentError,
)
from game.tournament.play import play_ai_matches
from game.tournament.runner import AgentRunner, hand_line

WIN, LOSS = HandLine((70, 50), 0), HandLine((50, 70), 1)


def pairs(n, level="principiante", human=()):
    return [Participant(i, f"Pair {i + 1}",
                        (Player(f"a{i}", None if i in human else level),
                         Player(f"b{i}", None if i in human else level)))
            for i in range(n)]


def test_all_five_hands_are_played_even_after_three_wins():
    """Seed 003: five hands every match, so the 7/5/4/3/2/0 table can apply."""
    rules = preset("classic-4", tie_policy="replay")
    cfg = EventConfig("Quartieri", "round-robin", rules, group_match=MatchFormat.all_five(),
                      points=PointsTable.hands_of_five(), seed=3)
    t = Tournament.create(cfg, pairs(5))
    play_ai_matches(t, AgentRunner())
    assert t.is_over
    table = dict(PointsTable.hands_of_five().by_hands)
    swept = 0
    for fx in t.fixtures:
        if fx.bye:
            continue
        won = fx.hands_won()
        assert len(fx.counted()) == 5 and sum(won) == 5
        assert all(h.winner is not None for h in fx.counted()), "60–60 is replayed, not counted"
        swept += max(won) >= 3 and min(won) < 2  # decided early, yet played to the fifth
        assert table[won[0]] + table[won[1]] in (7, 8)  # 7+0, 5+2, 4+3
    assert swept
    rows = t.table()
    assert sum(r.points for r in rows) == sum(
        table[f.hands_won()[0]] + table[f.hands_won()[1]] for f in t.fixtures if not f.bye)
    ranking = t.final_ranking()
    assert [p.placement_points for p in ranking] == [5, 3, 2, 0, 1]


def test_a_match_cut_short_or_played_too_long_is_refused():
    with pytest.raises(TournamentError, match="not finished"):
        decide(MatchFormat.all_five(), [WIN, WIN, WIN], knockout=False)
    with pytest.raises(TournamentError, match="after the match was over"):
        decide(MatchFormat.best_of(3), [WIN, WIN, LOSS], knockout=True)
    assert decide(MatchFormat.best_of(3), [WIN, LOSS, LOSS], knockout=True) == (1, "hands")


def test_points_by_hands_need_the_all_five_format():
    with pytest.raises(TournamentError, match="all5"):
        EventConfig("x", "round-robin", preset("classic-2"), group_match=MatchFormat.best_of(5),
                    points=PointsTable.hands_of_five())


def _sixty_sixty_deal(rules):
    rng = random.Random(4)
    for seed in range(20000):
        state = HandState.new(rules, seed=seed)
        random_playout(state, rng)
        if state.result().team_points == (60, 60):
            return state
    raise AssertionError("no 60–60 hand found")


def test_seed_004_a_sixty_sixty_hand_goes_to_the_last_trick():
    rules = preset("classic-4", tie_policy="last-trick")
    state = _sixty_sixty_deal(rules)
    line = hand_line(state.result())
    assert line.points == (60, 60)
    assert line.winner == line.last_trick == rules.team_of(state.tricks[-1].winner)


def test_seed_004_best_of_three_knock_out_with_the_last_trick_rule():
    rules = preset("classic-4", tie_policy="last-trick")
    fmt = MatchFormat("best-of", 3, "cut")  # seed 004 also cuts for the deal
    cfg = EventConfig("Patronato", "knockout", rules, knockout_match=fmt, final_match=fmt,
                      seed=4)
    t = Tournament.create(cfg, pairs(8))
    play_ai_matches(t, AgentRunner())
    assert t.is_over and t.knockout_rounds == 3
    for fx in t.stage_fixtures("knockout"):
        won = fx.hands_won()
        assert sorted(won) in ([0, 2], [1, 2]) and fx.decided_by == "hands"
        assert all(h.winner is not None and not h.replay for h in fx.hands)
    # A 60–60 hand entered from the table counts for the side that took the last trick.
    t2 = Tournament.create(cfg, pairs(2))
    fx = t2.next_fixture()
    tie = HandLine((60, 60), 1, False, 1)
    t2.record(fx.id, [tie, WIN, tie])
    assert fx.winner == fx.away and fx.hands_won() == (1, 2)
    names = [p.name for p in t2.final_ranking()]
    assert names == [t2.names[fx.away], t2.names[fx.home]]


def test_a_drawn_knock_out_match_goes_to_card_points_then_the_last_trick():
    fmt = MatchFormat.single()
    assert decide(fmt, [HandLine((60, 60), None, False, 1)], knockout=True) == (1, "last-trick")
    assert decide(fmt, [HandLine((60, 60), None, False, 1)], knockout=False) == (None, None)
    five = MatchFormat.all_five()
    hands = [WIN, LOSS, WIN, LOSS, HandLine((60, 60), None, False, 0)]
    hands[0] = HandLine((90, 30), 0)
    assert decide(five, hands, knockout=True) == (0, "card-points")


def test_groups_then_knock_out_fills_the_bracket_and_ranks_everyone():
    cfg = EventConfig("Club", "groups", preset("classic-4"), groups=2, qualify=4, seed=1,
                      group_match=MatchFormat.single())
    t = Tournament.create(cfg, pairs(18))
    assert [len(g) for g in t.groups] == [9, 9]
    play_ai_matches(t, AgentRunner())
    assert t.is_over
    tables = [[r.pid for r in t.table(g)] for g in range(2)]
    qf = sorted((f for f in t.stage_fixtures("knockout") if f.round == 0), key=lambda f: f.slot)
    a, b = tables
    assert [(f.home, f.away) for f in qf] == [(a[0], b[3]), (b[1], a[2]), (b[0], a[3]),
                                              (a[1], b[2])]
    final = next(f for f in t.fixtures if f.id == "KO3-1")
    assert final.format == MatchFormat.best_of(5)
    ranking = t.final_ranking()
    assert len(ranking) == 18 and len({p.pid for p in ranking}) == 18
    assert ranking[0].pid == final.winner
    assert [p.placement_points for p in ranking][:3] == [5, 3, 2]
    assert ranking[-1].placement_points == 1
    assert {p.pid for p in ranking[8:]} == set(a[4:] + b[4:]), "non-qualifiers rank last"


def test_human_matches_wait_for_the_table_and_ai_ones_go_ahead():
    cfg = EventConfig("Family", "round-robin", preset("classic-4"),
                      group_match=MatchFormat.single(), seed=2)
    t = Tournament.create(cfg, pairs(4, human=(0,)))
    played = play_ai_matches(t, AgentRunner())
    assert played == 3 and not t.is_over
    fx = t.next_fixture()
    assert fx is not None and 0 in (fx.home, fx.away)
    with pytest.raises(TournamentError, match="human"):
        AgentRunner().play(t.config.rules, fx.format, (t.by_id[fx.home], t.by_id[fx.away]),
                           fx.seed)
    t.record(fx.id, [WIN])
    with pytest.raises(TournamentError, match="already been played"):
        t.record(fx.id, [WIN])


def test_sides_must_match_the_variant():
    cfg = EventConfig("x", "round-robin", preset("classic-2"))
    with pytest.raises(TournamentError, match="player"):
        Tournament.create(cfg, pairs(3))
    with pytest.raises(TournamentError, match="two sides"):
        EventConfig("x", "round-robin", preset("classic-3"))
    with pytest.raises(TournamentError, match="game points"):
        EventConfig("x", "round-robin", preset("licitazione"))


def test_knock_out_with_an_odd_field_gives_byes_and_still_finishes():
    cfg = EventConfig("Cup", "knockout", preset("classic-2"), seed=9,
                      knockout_match=MatchFormat.single(), final_match=MatchFormat.single())
    people = [Participant(i, f"P{i}", (Player(f"p{i}", "random"),)) for i in range(6)]
    t = Tournament.create(cfg, people)
    assert sum(f.bye for f in t.fixtures) == 2
    play_ai_matches(t, AgentRunner())
    assert t.is_over and len(t.final_ranking()) == 6


def test_background_play_runs_ai_matches_in_a_thread_saving_each(tmp_path):
    from game.tournament.play import Background
    from game.tournament.store import load

    cfg = EventConfig("Bg", "round-robin", preset("classic-2"), group_match=MatchFormat.single(),
                      seed=8)
    people = [Participant(i, f"P{i}", (Player(f"p{i}", "random"),)) for i in range(6)]
    t = Tournament.create(cfg, people)
    bg = Background(t, AgentRunner(), tmp_path / "bg.json")
    assert bg.fraction == 0.0
    bg.start()
    bg._thread.join(timeout=60)
    assert not bg.running and bg.error is None and bg.fraction == 1.0
    assert load(tmp_path / "bg.json").tournament.is_over


def test_background_play_stops_when_asked_and_keeps_what_was_played(tmp_path):
    from game.tournament.play import Background
    from game.tournament.store import load

    cfg = EventConfig("Bg", "round-robin", preset("classic-4"), group_match=MatchFormat.all_five(),
                      points=PointsTable.hands_of_five(), seed=8)
    t = Tournament.create(cfg, pairs(12))
    bg = Background(t, AgentRunner(), tmp_path / "bg.json")
    bg.start()
    bg.stop()
    assert not bg.running and bg.error is None
    done = t.progress()[0]
    assert done < t.progress()[1]
    if done:
        assert load(tmp_path / "bg.json").tournament.progress()[0] == done


def test_the_game_ai_levels_play_a_whole_event_reproducibly(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Same seed, same moves, however slow the machine: the second run reads a clock that
    jumps 100 s at every look, so any time cut-off in a level fires at once (as it did, now and
    then, on a loaded machine when Normale's endgame search had a time budget)."""
    from game.tournament.agents import AI_AVAILABLE, default_runner

    assert AI_AVAILABLE

    def run():
        cfg = EventConfig("AI", "knockout", preset("classic-4"), seed=6,
                          knockout_match=MatchFormat.best_of(3), final_match=MatchFormat.single())
        people = [Participant(i, f"P{i}", (Player(f"a{i}", lv), Player(f"b{i}", lv)))
                  for i, lv in enumerate(["principiante", "normale", "random", "normale"])]
        t = Tournament.create(cfg, people)
        play_ai_matches(t, default_runner())
        return t

    first = run()
    looks = itertools.count()
    for name in ("perf_counter", "monotonic"):
        monkeypatch.setattr(time, name, lambda: 100.0 * next(looks))
    second = run()
    monkeypatch.undo()
    assert next(looks) > 0, "the levels read the clock through `time`: the patch must reach it"
    assert first.is_over and [f.hands for f in first.fixtures] == [f.hands for f in second.fixtures]
