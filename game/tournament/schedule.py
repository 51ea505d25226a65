"""Who meets whom: the round robin *all'italiana*, the draw of groups and the seeded bracket.

Pure functions over participant ids, so the tests can check every property (everyone meets
everyone once, byes fair, seeds placed as the regulations say) without playing a card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

Pairing = tuple[int, int | None]  # (home, away); away None is a bye (the player rests)


def round_robin(ids: Sequence[int]) -> list[list[Pairing]]:
    """The circle method: fix the first, rotate the rest; an odd count adds a resting seat.

    Returns rounds of pairings; with n even there are n-1 rounds, with n odd n rounds and
    every participant rests exactly once. Home and away alternate for the fixed participant
    so nobody is always "home" (it decides nothing in Briscola, but it reads fairly).
    """
    if len(set(ids)) != len(ids):
        raise ValueError("a participant is listed twice")
    seats: list[int | None] = list(ids)
    if len(seats) < 2:
        return []
    if len(seats) % 2:
        seats.append(None)
    n = len(seats)
    rounds: list[list[Pairing]] = []
    for r in range(n - 1):
        pairs: list[Pairing] = []
        for i in range(n // 2):
            a, b = seats[i], seats[n - 1 - i]
            if i == 0 and r % 2:
                a, b = b, a
            if a is None:
                a, b = b, a
            assert a is not None
            pairs.append((a, b))
        # The bye goes last in a round so the schedule lists real matches first.
        pairs.sort(key=lambda p: p[1] is None)
        rounds.append(pairs)
        seats = [seats[0], seats[-1], *seats[1:-1]]
    return rounds


def split_groups(ids: Sequence[int], groups: int, rng: random.Random | None) -> list[list[int]]:
    """Deal participants into groups whose sizes differ by at most one.

    With `rng` the order is a seeded draw of lots; without, entry order (consecutive blocks),
    for clubs that compose the groups themselves.
    """
    if groups < 1 or groups > len(ids):
        raise ValueError(f"cannot make {groups} groups from {len(ids)} participants")
    order = list(ids)
    if rng is not None:
        rng.shuffle(order)
        return [order[g::groups] for g in range(groups)]
    size, extra = divmod(len(order), groups)
    out, start = [], 0
    for g in range(groups):
        end = start + size + (1 if g < extra else 0)
        out.append(order[start:end])
        start = end
    return out


def bracket_positions(size: int) -> list[int]:
    """Seed numbers (1-based) in bracket order, top to bottom: 1 and 2 can only meet in the
    final, 1-4 not before the semi-finals, and so on (size is a power of two)."""
    if size < 1 or size & (size - 1):
        raise ValueError(f"a bracket has a power-of-two size, not {size}")
    order = [1]
    while len(order) < size:
        n = len(order) * 2
        order = [x for s in order for x in (s, n + 1 - s)]
    return order


def qualifier_seeds(tables: Sequence[Sequence[int]], qualify: int) -> list[int]:
    """Seed list of the qualifiers from group tables (each in finishing order).

    By position then group — 1st A, 1st B, 2nd A, 2nd B, … — so that standard bracket
    seeding pairs 1st A v 4th B, 2nd A v 3rd B, 3rd A v 2nd B, 4th A v 1st B (seed 000).
    """
    for g, table in enumerate(tables):
        if len(table) < qualify:
            raise ValueError(f"group {g + 1} has {len(table)} participants, "
                             f"fewer than the {qualify} that qualify")
    return [table[pos] for pos in range(qualify) for table in tables]


def first_round(seeds: Sequence[int]) -> list[Pairing]:
    """First-round pairings of a bracket, top to bottom; top seeds get the byes."""
    if len(seeds) < 2:
        raise ValueError("a knock-out needs at least two participants")
    size = 1
    while size < len(seeds):
        size *= 2
    pos = bracket_positions(size)
    pairs: list[Pairing] = []
    for i in range(0, size, 2):
        a, b = pos[i], pos[i + 1]
        home = seeds[a - 1]
        away = seeds[b - 1] if b <= len(seeds) else None
        pairs.append((home, away))
    return pairs


def rounds_needed(entrants: int) -> int:
    rounds, size = 0, 1
    while size < entrants:
        size *= 2
        rounds += 1
    return rounds
