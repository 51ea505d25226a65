"""RULES.md §7 ties in a standings table, where mutation testing (tools/mutate.py) found the
steps unpinned: a tie-break that leaves a smaller group level hands that group to the next
step again (a classifica avulsa among the three still level, the head-to-head between two,
card points, then lots among those still level only), and each row's tallies.
"""

from __future__ import annotations

from game.match import MatchFormat
from game.rules import preset
from game.tournament.event import Tournament
from game.tournament.model import EventConfig, HandLine, Participant, Player, PointsTable

NAMES = "ABCDEF"


def league(n: int, points: PointsTable | None = None, seed: int = 1) -> Tournament:
    cfg = EventConfig("League", "round-robin", preset("classic-2"),
                      group_match=MatchFormat.single(),
                      points=points or PointsTable.one_per_win(), seed=seed)
    people = [Participant(i, NAMES[i], (Player(NAMES[i], "random"),)) for i in range(n)]
    return Tournament.create(cfg, people)


def play(t: Tournament, a: str, b: str, points_a: int, points_b: int) -> None:
    ia, ib = NAMES.index(a), NAMES.index(b)
    fx = next(f for f in t.fixtures if {f.home, f.away} == {ia, ib})
    pa, pb = (points_a, points_b) if fx.home == ia else (points_b, points_a)
    winner = None if pa == pb else (0 if pa > pb else 1)
    t.record(fx.id, [HandLine((pa, pb), winner, False, 0)])


def names(t: Tournament) -> str:
    return "".join(r.name for r in t.table())


def notes(t: Tournament) -> dict[str, list[str]]:
    return {r.name: [n.key for n in r.notes] for r in t.table()}


def test_three_left_level_by_a_four_way_avulsa_get_an_avulsa_of_their_own() -> None:
    """A, B, C, D end on 3 points. Among the four, A beat the other three: A first. B, C, D
    are still level (one win each among them, in a circle), so the classifica avulsa is
    applied again to them alone -- level again -- and card points decide."""
    t = league(6)
    play(t, "A", "B", 61, 59)
    play(t, "A", "C", 61, 59)
    play(t, "A", "D", 61, 59)
    play(t, "B", "C", 61, 59)
    play(t, "C", "D", 61, 59)
    play(t, "D", "B", 61, 59)
    play(t, "E", "A", 61, 59)
    play(t, "F", "A", 61, 59)
    play(t, "B", "E", 70, 50)
    play(t, "B", "F", 70, 50)
    play(t, "C", "E", 100, 20)  # C: the most card points of B, C, D
    play(t, "C", "F", 100, 20)
    play(t, "D", "E", 80, 40)
    play(t, "D", "F", 80, 40)
    play(t, "E", "F", 61, 59)
    rows = t.table()
    assert [(r.name, r.points) for r in rows] == [("A", 3), ("C", 3), ("D", 3), ("B", 3),
                                                  ("E", 2), ("F", 1)]
    assert notes(t)["A"] == ["tie.avulsa"]
    for name in "BCD":
        assert notes(t)[name] == ["tie.avulsa", "tie.avulsa.level", "tie.cards"]
    second = rows[1].notes[1].text("en")
    assert "B, C, D" in second and "A" not in second.split(":")[0]


def test_a_circle_of_three_goes_to_card_points_and_lots_only_if_those_are_level() -> None:
    t = league(3)
    play(t, "A", "B", 61, 59)
    play(t, "B", "C", 61, 59)
    play(t, "C", "A", 61, 59)
    # One win each, and 120 card points each: lots among the three.
    assert notes(t)["A"] == ["tie.avulsa.level", "tie.lots"]
    t = league(3)
    play(t, "A", "B", 62, 58)
    play(t, "B", "C", 62, 58)
    play(t, "C", "A", 64, 56)
    # Card points A 62+56=118, B 58+62=120, C 58+64=122: no lots.
    assert names(t) == "CBA"
    assert notes(t)["A"] == ["tie.avulsa.level", "tie.cards"]
    t = league(3)
    play(t, "A", "B", 70, 50)
    play(t, "B", "C", 70, 50)
    play(t, "C", "A", 51, 69)
    rows = t.table()
    assert [r.points for r in rows] == [2, 1, 0]  # nobody level: no tie-break, no notes
    assert all(r.notes == [] for r in rows)


def test_level_on_points_without_having_met_go_to_card_points() -> None:
    t = league(4)
    play(t, "A", "C", 70, 50)
    play(t, "B", "D", 90, 30)
    rows = t.table()
    assert names(t)[:2] == "BA"
    assert notes(t)["A"] == ["tie.h2h.none", "tie.cards"] == notes(t)["B"]
    assert "A – B" in rows[0].notes[0].text("en")


def test_two_level_after_the_head_to_head_and_the_cards_draw_lots() -> None:
    t = league(4, PointsTable.parse("3/1/0"))
    play(t, "A", "B", 60, 60)
    play(t, "A", "C", 70, 50)
    play(t, "B", "D", 70, 50)
    assert notes(t)["A"] == ["tie.h2h.level", "tie.lots"] == notes(t)["B"]
    first = names(t)[:2]
    again = league(4, PointsTable.parse("3/1/0"))
    play(again, "A", "B", 60, 60)
    play(again, "A", "C", 70, 50)
    play(again, "B", "D", 70, 50)
    assert names(again)[:2] == first  # the same seed draws the same lots


def test_each_row_counts_its_matches_hands_and_card_points() -> None:
    t = league(3, PointsTable.parse("3/1/0"))
    play(t, "A", "B", 60, 60)
    play(t, "A", "C", 80, 40)
    by_name = {r.name: r for r in t.table()}
    a = by_name["A"]
    assert (a.played, a.won, a.drawn, a.lost, a.points) == (2, 1, 1, 0, 4)
    assert (a.hands_for, a.hands_against, a.cards_for, a.cards_against) == (1, 0, 140, 100)
    c = by_name["C"]
    assert (c.played, c.won, c.drawn, c.lost, c.points) == (1, 0, 0, 1, 0)
    assert (c.hands_for, c.hands_against, c.cards_for, c.cards_against) == (0, 1, 40, 80)
    b = by_name["B"]
    assert (b.played, b.won, b.drawn, b.lost, b.points) == (1, 0, 1, 0, 1)
    assert [r.rank for r in t.table()] == [1, 2, 3]


def test_the_notes_say_who_is_level_on_what_and_what_separated_them() -> None:
    t = league(4)
    play(t, "A", "C", 70, 50)
    play(t, "B", "D", 90, 30)
    rows = t.table()
    assert rows[0].explain() == [
        "A – B: level on 1 points; they have not met yet.",
        "Still level: A, B. Separated by total card points (B (90), A (70))."]
    assert rows[0].explain("it")[0] == \
        "A – B: a pari punti (1); lo scontro diretto non è ancora stato giocato."
    assert rows[1].notes == rows[0].notes
    circle = league(3)
    play(circle, "A", "B", 61, 59)
    play(circle, "B", "C", 61, 59)
    play(circle, "C", "A", 61, 59)
    assert circle.table()[0].explain()[0] == (
        "Level on 1 points: A, B, C. The classifica avulsa does not separate them "
        "(A (1), B (1), C (1)).")


def test_lots_are_drawn_the_same_way_in_every_version() -> None:
    """The standings are worked out again from the matches each time a tournament is opened:
    the draw of lots (§7) must give the order it gave when the tie first arose, so its
    seed is part of the saved format."""
    drawn = {}
    for seed in range(4):
        t = league(3, seed=seed)
        play(t, "A", "B", 61, 59)
        play(t, "B", "C", 61, 59)
        play(t, "C", "A", 61, 59)
        drawn[seed] = names(t)
    assert drawn == {0: "BCA", 1: "ACB", 2: "CBA", 3: "ACB"}


def test_wins_and_hands_add_up_over_several_matches() -> None:
    t = league(3, PointsTable.parse("3/1/0"))
    play(t, "A", "B", 70, 50)
    play(t, "A", "C", 80, 40)
    play(t, "B", "C", 65, 55)
    by_name = {r.name: r for r in t.table()}
    a, b, c = by_name["A"], by_name["B"], by_name["C"]
    assert (a.played, a.won, a.lost, a.points, a.hands_for, a.hands_against) == \
        (2, 2, 0, 6, 2, 0)
    assert (b.played, b.won, b.lost, b.points, b.hands_for, b.hands_against) == \
        (2, 1, 1, 3, 1, 1)
    assert (c.played, c.won, c.lost, c.points, c.hands_for, c.hands_against) == \
        (2, 0, 2, 0, 0, 2)
    assert (c.cards_for, c.cards_against) == (95, 145)
