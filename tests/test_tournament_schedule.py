"""Schedules: round robin all'italiana, fair byes, groups and the seeded bracket (RULES.md §7)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules import preset
from game.tournament.event import Tournament
from game.tournament.model import EventConfig, Participant, Player
from game.tournament.schedule import (
    bracket_positions,
    first_round,
    qualifier_seeds,
    round_robin,
    split_groups,
)


@given(st.integers(min_value=2, max_value=21))
def test_round_robin_everyone_meets_everyone_exactly_once(n):
    ids = list(range(100, 100 + n))
    rounds = round_robin(ids)
    met = Counter()
    for pairs in rounds:
        seen = [p for pair in pairs for p in pair if p is not None]
        assert len(seen) == len(set(seen)), "nobody plays twice in one round"
        for a, b in pairs:
            if b is not None:
                met[frozenset((a, b))] += 1
    assert set(met) == {frozenset(c) for c in combinations(ids, 2)}
    assert set(met.values()) == {1}
    assert len(rounds) == (n - 1 if n % 2 == 0 else n)


@given(st.integers(min_value=2, max_value=21))
def test_byes_are_fair(n):
    ids = list(range(n))
    byes = Counter(a for pairs in round_robin(ids) for a, b in pairs if b is None)
    counts = [byes[i] for i in ids]
    assert max(counts) - min(counts) <= 1
    if n % 2:
        assert counts == [1] * n, "with an odd count each rests exactly once"
    else:
        assert counts == [0] * n


def test_home_and_away_are_not_always_the_same_for_the_fixed_seat():
    homes = [pairs[0][0] == 0 for pairs in round_robin(list(range(8)))]
    assert any(homes) and not all(homes)


def test_round_robin_refuses_duplicates():
    with pytest.raises(ValueError, match="twice"):
        round_robin([1, 2, 2])


@given(st.integers(min_value=2, max_value=40), st.integers(min_value=1, max_value=6),
       st.integers(min_value=0, max_value=10**6))
def test_groups_split_evenly_and_keep_everyone(n, g, seed):
    if g > n:
        return
    for rng in (random.Random(seed), None):
        groups = split_groups(list(range(n)), g, rng)
        assert sorted(p for grp in groups for p in grp) == list(range(n))
        sizes = [len(x) for x in groups]
        assert max(sizes) - min(sizes) <= 1


def test_group_draw_is_reproducible_from_the_seed():
    ids = list(range(18))
    assert split_groups(ids, 2, random.Random("7:groups")) == \
        split_groups(ids, 2, random.Random("7:groups"))
    assert split_groups(ids, 2, None) == [list(range(9)), list(range(9, 18))]


def test_bracket_positions_keep_top_seeds_apart():
    assert bracket_positions(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    for size in (2, 4, 8, 16, 32):
        pos = bracket_positions(size)
        assert sorted(pos) == list(range(1, size + 1))
        half = size // 2
        assert (1 in pos[:half]) != (2 in pos[:half]), "1 and 2 meet only in the final"
        for i in range(0, size, 2):
            assert pos[i] + pos[i + 1] == size + 1


def test_two_groups_of_nine_top_four_seeded_as_the_regulation_says():
    """Seed 000: 1st A v 4th B, 2nd A v 3rd B, 3rd A v 2nd B, 4th A v 1st B."""
    a = ["A1", "A2", "A3", "A4", "A5"]
    b = ["B1", "B2", "B3", "B4", "B5"]
    ids = {name: i for i, name in enumerate(a + b)}
    inv = {i: name for name, i in ids.items()}
    seeds = qualifier_seeds([[ids[x] for x in a], [ids[x] for x in b]], 4)
    pairs = [(inv[h], inv[w]) for h, w in first_round(seeds) if w is not None]
    assert {frozenset(p) for p in pairs} == {frozenset(p) for p in (
        ("A1", "B4"), ("A2", "B3"), ("A3", "B2"), ("A4", "B1"))}
    # The two group winners sit in opposite halves; so do the two runners-up.
    top = {x for p in pairs[:2] for x in p}
    assert ("A1" in top) != ("B1" in top) and ("A2" in top) != ("B2" in top)


def test_byes_in_the_bracket_go_to_the_top_seeds():
    pairs = first_round([10, 11, 12, 13, 14, 15])  # six entrants in a bracket of eight
    byes = [h for h, a in pairs if a is None]
    assert sorted(byes) == [10, 11]
    assert sum(a is not None for _, a in pairs) == 2


def test_qualify_more_than_a_group_holds_is_refused():
    with pytest.raises(ValueError, match="fewer than"):
        qualifier_seeds([[1, 2, 3], [4, 5]], 3)


def _pairs(n):
    return [Participant(i, f"P{i}", (Player(f"a{i}", "random"), Player(f"b{i}", "random")))
            for i in range(n)]


def test_tournament_schedule_for_groups_has_byes_marked_and_interleaves_groups():
    cfg = EventConfig("x", "groups", preset("classic-4"), groups=2, qualify=2, seed=3)
    t = Tournament.create(cfg, _pairs(9))  # groups of 5 and 4
    byes = [f for f in t.fixtures if f.bye]
    assert len(byes) == 5 and all(f.done for f in byes)
    assert [f.round for f in t.fixtures] == sorted(f.round for f in t.fixtures)
    assert not t.stage_fixtures("knockout"), "the bracket waits for the groups"


def test_a_knock_out_is_seeded_in_entry_order_or_drawn_by_lots_from_the_seed():
    def first_round_of(draw, seed):
        cfg = EventConfig("ko", "knockout", preset("classic-4"), draw=draw, seed=seed)
        t = Tournament.create(cfg, _pairs(8))
        return [(f.home, f.away) for f in t.fixtures if f.round == 0]

    assert first_round_of(False, 1) == [(0, 7), (3, 4), (1, 6), (2, 5)]
    drawn = first_round_of(True, 1)
    assert drawn == first_round_of(True, 1)
    assert sorted(p for pair in drawn for p in pair) == list(range(8))
    assert len({tuple(first_round_of(True, s)) for s in range(6)}) > 1
