"""Standings and their tie-breaks: head-to-head, classifica avulsa, card points, lots (§7)."""

from __future__ import annotations

import pytest

from game.match import MatchFormat
from game.rules import preset
from game.tournament.event import Tournament
from game.tournament.messages import REFEREE, Note, explain
from game.tournament.model import EventConfig, HandLine, Participant, Player, PointsTable
from game.words import WORDS

NAMES = "ABCDEF"


def league(n, seed=1, points=None, fmt=None, names=NAMES):
    cfg = EventConfig("League", "round-robin", preset("classic-2"),
                      group_match=fmt or MatchFormat.single(),
                      points=points or PointsTable.one_per_win(), seed=seed)
    people = [Participant(i, names[i], (Player(names[i], "random"),)) for i in range(n)]
    return Tournament.create(cfg, people)


def play(t, a, b, points_a, points_b):
    """Record a one-hand match between the named sides with these card points."""
    ia, ib = NAMES.index(a), NAMES.index(b)
    fx = next(f for f in t.fixtures if {f.home, f.away} == {ia, ib})
    pa, pb = (points_a, points_b) if fx.home == ia else (points_b, points_a)
    winner = None if pa == pb else (0 if pa > pb else 1)
    t.record(fx.id, [HandLine((pa, pb), winner, False, 0)])


def order(t):
    return "".join(r.name for r in t.table())


def keys(row):
    return [n.key for n in row.notes]


def test_pair_names_are_kept_apart_in_the_notes():
    """Pairs are named "Beppe e Nino": a note joining two of them with "e" would read as one
    list of four people ("Beppe e Nino e Ada e Teresa")."""
    t = league(4, names=("Beppe e Nino", "Ada e Teresa", "Carlo e Dina", "Elio e Fede"))
    _two_tied(t)
    note = t.table()[0].notes[0]
    assert note.text("it").startswith("Beppe e Nino – Ada e Teresa: a pari punti (2)")
    assert " e Ada" not in note.text("it") and " and " not in note.text("en")


def _two_tied(t):
    """A and B end level on 2 points; A won their match, B has more card points."""
    play(t, "A", "B", 61, 59)   # A beats B by a hair ...
    play(t, "A", "C", 70, 50)
    play(t, "B", "C", 100, 20)  # ... B has far more card points overall
    play(t, "B", "D", 100, 20)
    play(t, "C", "D", 70, 50)
    play(t, "D", "A", 70, 50)


def test_two_tied_are_split_by_the_head_to_head_not_by_card_points():
    t = league(4)
    _two_tied(t)
    rows = t.table()
    assert [r.points for r in rows] == [2, 2, 1, 1]
    assert order(t) == "ABCD"
    b = next(r for r in rows if r.name == "B")
    assert b.cards_for > rows[0].cards_for
    assert keys(rows[0]) == keys(b) == ["tie.h2h"]
    assert rows[0].notes[0].text("en") == \
        "A – B: level on 2 points, A ahead on the head-to-head (1–0)."
    assert rows[0].notes[0].text("it") == \
        "A – B: a pari punti (2), davanti A per lo scontro diretto (1–0)."
    assert keys(rows[2]) == ["tie.h2h"] and "C ahead" in rows[2].explain()[0]


def test_three_tied_use_the_classifica_avulsa():
    t = league(5)
    play(t, "A", "B", 61, 59)
    play(t, "A", "C", 61, 59)
    play(t, "B", "C", 61, 59)
    play(t, "D", "A", 61, 59)
    play(t, "E", "A", 61, 59)
    play(t, "B", "D", 61, 59)
    play(t, "E", "B", 61, 59)
    play(t, "C", "D", 110, 10)  # C has the most card points of the three ...
    play(t, "C", "E", 110, 10)
    play(t, "E", "D", 61, 59)
    rows = t.table()
    assert [(r.name, r.points) for r in rows][:4] == [("E", 3), ("A", 2), ("B", 2), ("C", 2)]
    assert order(t) == "EABCD", "... but the mini-table among A, B, C puts it last"
    note = rows[1].notes[0]
    assert note.key == "tie.avulsa" and rows[3].notes == [note]
    assert "A (2), B (1), C (0)" in note.text("en")
    assert "Classifica avulsa, solo gli incontri tra loro: A (2), B (1), C (0)" in note.text("it")


def test_a_circular_three_way_tie_is_decided_by_card_points():
    t = league(3)
    play(t, "A", "B", 61, 59)
    play(t, "B", "C", 80, 40)
    play(t, "C", "A", 90, 30)
    rows = t.table()
    assert {r.points for r in rows} == {1}
    # cards: A 61+30=91, B 59+80=139, C 40+90=130
    assert order(t) == "BCA"
    assert keys(rows[0]) == ["tie.avulsa.level", "tie.cards"]
    assert "B (139), C (130), A (91)" in rows[0].notes[1].text("en")
    assert "punti carta totali" in rows[0].notes[1].text("it")


def test_all_equal_goes_to_a_draw_of_lots_reproducible_from_the_seed():
    orders = set()
    for seed in range(12):
        t = league(3, seed=seed)
        play(t, "A", "B", 60, 60)
        play(t, "B", "C", 60, 60)
        play(t, "C", "A", 60, 60)
        first = order(t)
        assert order(t) == first, "the same tournament always draws the same order"
        again = league(3, seed=seed)
        for a, b in ("AB", "BC", "CA"):
            play(again, a, b, 60, 60)
        assert order(again) == first, "and so does a copy built from the same seed"
        rows = t.table()
        assert keys(rows[0]) == ["tie.avulsa.level", "tie.lots"]
        assert f"draw code {seed}:A" in rows[0].notes[1].text("en")
        assert ", ".join(first) in rows[0].notes[1].text("en")
        orders.add(first)
    assert len(orders) > 1, "the lots depend on the seed"


def test_two_tied_with_a_drawn_head_to_head_go_to_card_points():
    t = league(3, points=PointsTable.parse("3/1/0"))
    play(t, "A", "B", 60, 60)
    play(t, "A", "C", 70, 50)
    play(t, "B", "C", 100, 20)
    rows = t.table()
    assert order(t) == "BAC"
    assert keys(rows[0]) == ["tie.h2h.level", "tie.cards"]


def test_avulsa_leaving_two_level_applies_the_head_to_head_to_them():
    t = league(4)
    play(t, "A", "B", 70, 50)
    play(t, "B", "C", 70, 50)
    play(t, "C", "A", 70, 50)
    play(t, "D", "A", 70, 50)
    play(t, "B", "D", 70, 50)
    play(t, "C", "D", 70, 50)
    # A 1, B 2, C 2, D 1: two pairs of two, each decided head to head
    assert order(t) == "BCDA"
    rows = t.table()
    assert all(keys(r) == ["tie.h2h"] for r in rows)


def test_every_note_reads_in_both_languages():
    params = dict(first="A", second="B", points=3, score="2–1", tied="A, B", table="A 2, B 1",
                  seed="1:A", order="B, A")
    notes = [k.removeprefix(REFEREE) for k in WORDS.entries("en") if k.startswith(REFEREE)]
    assert {k for k in WORDS.entries("it") if k.startswith(REFEREE)} == {REFEREE + k for k in notes}
    for key in notes:
        if not key.startswith("tie."):
            continue
        note = Note(key, tuple(params.items()))
        it, en = explain(note, "it"), explain(note, "en")
        assert it and en and it != en and "{" not in it + en


@pytest.mark.parametrize(("won", "lost", "points"), [(5, 0, 7), (4, 1, 5), (3, 2, 4),
                                                     (2, 3, 3), (1, 4, 2), (0, 5, 0)])
def test_the_seed_003_table_gives_points_by_hands_won_of_five(won, lost, points):
    t = league(2, points=PointsTable.hands_of_five(), fmt=MatchFormat.all_five())
    fx = t.fixtures[0]
    hands = [HandLine((80, 40), 0)] * won + [HandLine((40, 80), 1)] * lost
    t.record(fx.id, hands)
    by_id = {r.pid: r for r in t.table()}
    assert by_id[fx.home].points == points
    assert by_id[fx.away].points == dict(((5, 7), (4, 5), (3, 4), (2, 3), (1, 2), (0, 0)))[lost]
