"""Whole events of every shape, played with the fast built-in players: invariants hold."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.match import MatchFormat
from game.rules import preset
from game.tournament.event import Tournament
from game.tournament.model import EventConfig, Participant, Player, PointsTable
from game.tournament.play import play_ai_matches
from game.tournament.runner import AgentRunner
from game.tournament.store import parse, to_text

FORMATS = [MatchFormat.single(), MatchFormat.best_of(3), MatchFormat.all_five()]


@st.composite
def events(draw):
    kind = draw(st.sampled_from(["round-robin", "groups", "knockout"]))
    groups = draw(st.integers(1, 3)) if kind == "groups" else 1
    n = draw(st.integers(max(2, 2 * groups), 11))
    qualify = draw(st.integers(1, max(1, n // groups))) if kind == "groups" else 1
    if kind == "groups" and groups * qualify < 2:
        qualify = 2
    fmt = draw(st.sampled_from(FORMATS))
    points = PointsTable.hands_of_five() if fmt.kind == "all-five" and draw(st.booleans()) \
        else PointsTable.parse(draw(st.sampled_from(["win", "3/1/0"])))
    tie = draw(st.sampled_from(["tie", "replay", "last-trick"]))
    cfg = EventConfig("P", kind, preset("classic-2", tie_policy=tie), group_match=fmt,
                      knockout_match=draw(st.sampled_from(FORMATS)),
                      final_match=draw(st.sampled_from(FORMATS)), points=points,
                      groups=groups, qualify=qualify, third_place=draw(st.booleans()),
                      seed=draw(st.integers(0, 10**6)))
    people = [Participant(i, f"P{i}", (Player(f"p{i}", "random"),)) for i in range(n)]
    return Tournament.create(cfg, people)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(events())
def test_every_event_finishes_ranks_everyone_once_and_survives_a_save(t):
    play_ai_matches(t, AgentRunner())
    assert t.is_over
    assert t.progress()[0] == t.progress()[1]
    ranking = t.final_ranking()
    ids = [p.pid for p in ranking]
    assert sorted(ids) == sorted(p.id for p in t.participants)
    assert [p.rank for p in ranking] == list(range(1, len(ids) + 1))
    assert sum(p.placement_points for p in ranking) == sum(
        t.config.placement.for_rank(r, len(ids)) for r in range(1, len(ids) + 1))
    for g in range(len(t.groups)):
        rows = t.table(g)
        assert sorted(r.pid for r in rows) == sorted(t.groups[g])
        assert [r.points for r in rows] == sorted((r.points for r in rows), reverse=True)
        played = Counter()
        for fx in t.stage_fixtures("group", g):
            if not fx.bye:
                played.update([fx.home, fx.away])
        assert all(played[pid] == len(t.groups[g]) - 1 for pid in t.groups[g])
    for fx in t.stage_fixtures("knockout"):
        assert fx.winner is not None, "a knock-out match always has a winner"
    if t.config.kind != "round-robin":
        final = next(f for f in t.stage_fixtures("knockout")
                     if f.id != "KO-3rd" and f.round == t.knockout_rounds - 1)
        assert ranking[0].pid == final.winner
    again = parse(to_text(t))
    assert to_text(again) == to_text(t)
    assert [r.pid for r in again.table(0)] == [r.pid for r in t.table(0)]
