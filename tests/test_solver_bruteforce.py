"""The exact solver against a plain search of every line of play, on small endgames.

`Solver` promises the points the root's side still takes from a fully known position, with
the others (paranoid) against it. The reference below plays the real `HandState` through every
legal card, with no pruning, ordering or table, so any shortcut the solver takes that changes a
value shows up here. Endgames of every variant and every table it is played at, with cards
still in the stock (the solver must draw them in the rules' order, RULES.md §1 Drawing), part
of a trick already on the table, and the must-follow rules (§2 Briscolone, §3.2).
"""

from __future__ import annotations

import random

import pytest

from game import actions as A
from game.ai.sides import world_sides
from game.ai.solver import SearchLimitError, Solver
from game.catalogue import VARIANTS
from game.rules import Rules, rules_of
from game.state import HandState, Phase


def _tables() -> list[tuple[str, Rules]]:
    out = []
    for entry in VARIANTS:
        for table in entry.tables:
            teams = table.in_teams if entry.pairs_optional else None
            rules = rules_of(entry, players=table.players, teams=teams)
            out.append((f"{entry.key}-{table.players}-{table.teams}", rules))
    # Briscolone's must-follow option (§2) and the strozzo without the taglio (follow-beat).
    briscolone = next(e for e in VARIANTS if e.key == "briscolone")
    out.append(("briscolone-must-follow", rules_of(briscolone, must_follow=True)))
    out.append(("briscolone-follow-beat", rules_of(briscolone, follow="follow-beat")))
    return out


TABLES = _tables()


def _side_points(state: HandState, sides: list[int], side: int) -> int:
    return sum(p for s, p in enumerate(state.points) if sides[s] == side)


def brute(state: HandState, sides: list[int], side: int,
          seen: dict[tuple[object, ...], int] | None = None) -> int:
    """Points `side` still takes with best play, every other side against it: every card
    of every line is played on a copy of the real hand (positions met twice are looked up)."""
    if state.is_over:
        return 0
    seen = {} if seen is None else seen
    key = (tuple(tuple(sorted(h)) for h in state.hands), len(state.stock),
           tuple(state.trick_seats), tuple(state.trick_cards), state.turn)
    if key in seen:
        return seen[key]
    values = []
    for card in state.legal_actions():
        if not A.is_play(card):
            continue
        after = state.clone()
        before = _side_points(after, sides, side)
        after.apply(card)
        values.append(_side_points(after, sides, side) - before + brute(after, sides, side, seen))
    assert values, "a seat to play always has a legal card"
    mine = sides[state.turn] == side
    seen[key] = max(values) if mine else min(values)
    return seen[key]


def endgame(rules: Rules, seed: int, cards_left: int) -> HandState:
    """A hand of `rules` played at random (bids, calls and cards) until at most `cards_left`
    cards are left in the hands and the stock; sometimes stopped in the middle of a trick."""
    rng = random.Random(seed)
    for attempt in range(50):
        state = HandState.new(rules, seed=seed * 100 + attempt)
        while not state.is_over and (state.phase is not Phase.PLAY
                                     or sum(map(len, state.hands)) + len(state.stock)
                                     > cards_left):
            moves = state.legal_actions()
            if state.phase is Phase.PLAY:
                moves = [a for a in moves if A.is_play(a)]
            state.apply(rng.choice(moves))
        # Stop at a random point of the next trick: 0 to players-1 cards already down.
        for _ in range(rng.randrange(rules.players)):
            if state.is_over or len(state.trick_cards) + 1 >= len(state.order):
                break
            state.apply(rng.choice([a for a in state.legal_actions() if A.is_play(a)]))
        if not state.is_over and state.phase is Phase.PLAY:
            return state
    raise AssertionError(f"no endgame of {rules.variant} reached")


def _cards_left(rules: Rules) -> int:
    """Small enough for the reference to try every line in well under a second."""
    if rules.players == 2:
        return 8 if rules.plays_per_turn == 1 else 6  # stock still holds two or three cards
    if rules.players == 3:
        return 12  # three cards each and three in the stock: one more round of drawing
    return rules.players * 2


@pytest.mark.parametrize(("name", "rules"), TABLES, ids=[n for n, _ in TABLES])
def test_solver_values_equal_a_search_of_every_line(name: str, rules: Rules) -> None:
    checked = 0
    for seed in range(6):
        state = endgame(rules, seed, _cards_left(rules))
        sides = world_sides(state)
        root = state.turn
        side = sides[root]
        solver = Solver(state, root, 10**7, sides)
        assert solver.value() == brute(state, sides, side), (name, seed)
        plays = [a for a in state.legal_actions() if A.is_play(a)]
        values = Solver(state, root, 10**7, sides).root_values(plays)
        for card in plays:
            after = state.clone()
            before = _side_points(after, sides, side)
            after.apply(card)
            gained = _side_points(after, sides, side) - before
            assert values[card] == gained + brute(after, sides, side), (name, seed, card)
        checked += 1
        # Make and unmake: after the search every move has been taken back exactly.
        assert solver.hands == [list(h) for h in state.hands]
        assert solver.masks == [sum(1 << c for c in h) for h in state.hands]
        assert (solver.stock, solver.trick_cards, solver.trick_seats) == \
            (list(state.stock), list(state.trick_cards), list(state.trick_seats))
        assert (solver.order, solver.pos) == (state.order, state.pos)
    assert checked == 6


@pytest.mark.parametrize(("name", "rules"), TABLES[:1] + TABLES[-2:],
                         ids=[n for n, _ in TABLES[:1] + TABLES[-2:]])
def test_root_outcomes_say_win_tie_or_loss_of_a_points_line(name: str, rules: Rules) -> None:
    """1 if the move still lets the side take `win` points, ½ if exactly `win - 1` (a tie),
    0 otherwise, for every line around the true value."""
    for seed in range(4):
        state = endgame(rules, seed, _cards_left(rules))
        sides = world_sides(state)
        root = state.turn
        plays = [a for a in state.legal_actions() if A.is_play(a)]
        exact = Solver(state, root, 10**7, sides).root_values(plays)
        for card, value in exact.items():
            for win in (value - 1, value, value + 1, value + 2):
                with_ties = Solver(state, root, 10**7, sides).root_outcomes([card], win)
                assert with_ties[card] == (1.0 if value >= win else
                                           0.5 if value == win - 1 else 0.0), (seed, card, win)
                plain = Solver(state, root, 10**7, sides).root_outcomes([card], win, ties=False)
                assert plain[card] == (1.0 if value >= win else 0.0), (seed, card, win)


def test_non_card_moves_get_no_value() -> None:
    """Exchanging the trump or declaring is not a card play: the solver values cards only."""
    rules = TABLES[0][1]
    state = endgame(rules, 1, _cards_left(rules))
    plays = [a for a in state.legal_actions() if A.is_play(a)]
    solver = Solver(state, state.turn, 10**7)
    assert set(solver.root_values([*plays, A.EXCHANGE_TRUMP])) == set(plays)
    assert set(solver.root_outcomes([*plays, A.EXCHANGE_TRUMP], 30)) == set(plays)


def test_the_node_budget_is_exact_and_a_fresh_solver_starts_from_nothing() -> None:
    """`node_limit` nodes may be searched, not one more: a search that needs exactly that
    many finishes, one fewer gives up (the caller then falls back to an estimate)."""
    rules = TABLES[0][1]
    state = endgame(rules, 3, 8)
    solver = Solver(state, state.turn, 10**7)
    value, needed = solver.value(), solver.nodes
    assert needed > 1
    assert Solver(state, state.turn, needed).value() == value
    with pytest.raises(SearchLimitError):
        Solver(state, state.turn, needed - 1).value()
