"""Playing AI matches for a tournament, behind a small `MatchRunner` interface.

The tournament only needs "play this match between these two sides under these rules and
this seed, and tell me the hands". `AgentRunner` does that over the engine's `Match`, asking a
`Chooser` for each seat's player by its level name. The built-in chooser has two honest
players that read only their own `Observation` (random, and a greedy one for every other
level); `game.tournament.agents` swaps in the real AI levels when they are available.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Protocol

from game.actions import is_play
from game.cards import SUIT_OF
from game.match import Match, MatchFormat
from game.observation import Observation
from game.rules import Rules
from game.state import HandResult, HandState
from game.tournament.model import HandLine, Participant, TournamentError

Player = Callable[[Observation], int]
"""Chooses a legal action for the seat the observation belongs to."""

Chooser = Callable[[str, int], Player]
"""(level name, seed) -> a player for one seat of one match."""

Progress = Callable[[int, HandLine], None]


class MatchCancelled(Exception):
    """The caller asked the runner to stop (the user left the screen, the app is closing)."""


class MatchRunner(Protocol):
    def play(self, rules: Rules, fmt: MatchFormat, sides: tuple[Participant, Participant],
             seed: int, on_hand: Progress | None = None,
             should_stop: Callable[[], bool] | None = None) -> list[HandLine]:
        """Play one whole match, side 0 as team 0; return every hand, replays included."""
        ...


def hand_line(result: HandResult) -> HandLine:
    """A hand's result as the tournament records it (team 0 is the home side)."""
    a, b = result.team_points
    return HandLine((a, b), result.winner, result.replay, result.last_trick_team)


# ---- built-in players --------------------------------------------------------------------
def random_player(seed: int) -> Player:
    rng = random.Random(seed)

    def choose(obs: Observation) -> int:
        return obs.legal[int(rng.random() * len(obs.legal))]

    return choose


def greedy_player(seed: int) -> Player:
    """Wins a trick worth taking with its cheapest winner, otherwise throws its cheapest card;
    loads points on a trick its partner is winning when it plays last. Sees only its view."""
    rng = random.Random(seed)

    def choose(obs: Observation) -> int:
        cards = [a for a in obs.legal if is_play(a)]
        if not cards:
            return obs.legal[int(rng.random() * len(obs.legal))]
        rules, trump = obs.rules, obs.trump_suit
        strength, points = rules.strength, rules.points

        def cheap(c: int) -> tuple[bool, int, int]:
            return (SUIT_OF[c] == trump, points[c], strength[c])

        if not obs.trick:
            return min(cards, key=cheap)
        lead = SUIT_OF[obs.trick[0][1]]
        best_seat, best = obs.trick[0]
        for seat, c in obs.trick[1:]:
            if _beats(c, best, trump, strength):
                best_seat, best = seat, c
        last = len(obs.trick) == rules.players * rules.plays_per_turn - 1
        if rules.team_of(best_seat) == rules.team_of(obs.seat):
            if last:
                return max(cards, key=lambda c: (SUIT_OF[c] != trump, points[c], -strength[c]))
            return min(cards, key=cheap)
        table = sum(points[c] for _, c in obs.trick)
        winners = [c for c in cards if _beats(c, best, trump, strength)]
        if winners and (table >= 2 or any(points[c] >= 10 for c in winners if SUIT_OF[c] == lead)):
            return min(winners, key=lambda c: (SUIT_OF[c] == trump, -points[c] if SUIT_OF[c] == lead
                                               else points[c], strength[c]))
        return min(cards, key=cheap)

    return choose


def _beats(c: int, best: int, trump: int | None, strength: tuple[int, ...]) -> bool:
    cs, bs = SUIT_OF[c], SUIT_OF[best]
    if cs == bs:
        return strength[c] > strength[best]
    return cs == trump  # the best card so far is of the lead suit or a trump


def builtin_chooser(level: str, seed: int) -> Player:
    return random_player(seed) if level == "random" else greedy_player(seed)


# ---- running a match ---------------------------------------------------------------------
def seat_players(rules: Rules, sides: tuple[Participant, Participant], seed: int,
                 chooser: Chooser) -> list[Player]:
    """One player per seat: seat s belongs to team t (= side t), member i of that team."""
    out: list[Player] = []
    for seat in range(rules.players):
        team = rules.team_of(seat)
        member = rules.teams[team].index(seat)
        who = sides[team].players[member]
        if who.level is None:
            raise TournamentError(f"{who.name} is a human player: play this match at the table")
        out.append(chooser(who.level, seed * 8 + seat))
    return out


def iter_match(rules: Rules, fmt: MatchFormat, players: list[Player], seed: int
               ) -> Iterator[tuple[Match, HandState]]:
    """Play a match action by action, yielding after each one (for watching it live).

    The hand is recorded in the match before the yield that shows it over, so a consumer
    that stops at any point has a consistent `Match`.
    """
    match = Match(rules, fmt, seed)
    while not match.is_over:
        if len(match.results) >= 60:
            raise TournamentError("the match did not end after 60 hands")
        hand = match.new_hand()
        while (seat := hand.to_act) is not None:
            hand.apply(players[seat](hand.observe(seat)))
            if hand.is_over:
                match.record(hand)
            yield match, hand


class AgentRunner:
    """A `MatchRunner` that plays every seat with the player its level names."""

    def __init__(self, chooser: Chooser = builtin_chooser) -> None:
        self.chooser = chooser

    def play(self, rules: Rules, fmt: MatchFormat, sides: tuple[Participant, Participant],
             seed: int, on_hand: Progress | None = None,
             should_stop: Callable[[], bool] | None = None) -> list[HandLine]:
        players = seat_players(rules, sides, seed, self.chooser)
        lines: list[HandLine] = []
        for match, hand in iter_match(rules, fmt, players, seed):
            if should_stop is not None and should_stop():
                raise MatchCancelled
            if hand.is_over:
                lines.append(hand_line(match.results[-1]))
                if on_hand is not None:
                    on_hand(len(lines), lines[-1])
        return lines
