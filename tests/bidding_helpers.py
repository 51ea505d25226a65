"""Scripted deals and action shortcuts for the bidding tests (not a test module)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game import actions as A
from game.cards import parse_code
from game.rules import Rules
from game.state import HandState


def deck_for(rules: Rules, dealer: int, hands: Mapping[int, Sequence[str]],
             void: Mapping[int, str] | None = None) -> list[int]:
    """A deck order that deals `hands` (card codes, possibly partial) to those seats; the other
    cards fill the hands in deck order, never with a suit letter in `void[seat]`."""
    n = rules.players
    void = void or {}
    dealt = [(dealer + 1 + i) % n for i in range(rules.active_players)]
    want = {s: [parse_code(c) for c in cs] for s, cs in hands.items()}
    used = {c for cs in want.values() for c in cs}
    assert len(used) == sum(len(cs) for cs in want.values()), "a card is wanted twice"
    rest = [c for c in rules.deck_cards() if c not in used]
    full: dict[int, list[int]] = {}
    for s in sorted(dealt, key=lambda s: -len(void.get(s, ""))):
        cs = list(want.get(s, []))
        banned = {"CDBS".index(x) for x in void.get(s, "")}
        for c in list(rest):
            if len(cs) == rules.hand_size:
                break
            if c // 13 not in banned:
                cs.append(c)
                rest.remove(c)
        assert len(cs) == rules.hand_size, f"cannot fill seat {s} avoiding {void.get(s)}"
        full[s] = cs
    return [full[s][k] for k in range(rules.hand_size) for s in dealt]


def hand(rules: Rules, dealer: int = 0, first_of_match: bool = True,
         void: Mapping[int, str] | None = None, **hands: Sequence[str]) -> HandState:
    """`hand(rules, dealer, s0=[...], s2=[...])`: a scripted deal."""
    wanted = {int(k[1:]): v for k, v in hands.items()}
    return HandState.new(rules, deck=deck_for(rules, dealer, wanted, void), dealer=dealer,
                         first_of_match=first_of_match)


def play(state: HandState, *moves: str | int) -> None:
    """Apply card codes ('AC') or action ids in turn."""
    for m in moves:
        state.apply(parse_code(m) if isinstance(m, str) else m)


def bid(points: int) -> int:
    return A.bid_points(points)


def cards(*codes: str) -> set[int]:
    return {parse_code(c) for c in codes}
