"""Results as each variant scores them: the sides, the contract, who won.

Chiamata and licitazione are not won by the seat with most card points: the auction winner's
side plays for a target, and the hand ends in *contratto fatto* or *mancato* with game points
for each player. The table's top bar, the end of hand and the end of match all ask this module,
so they say the same thing. Everything is read from one seat's `Observation`, so the secret
partner stays secret until the called card is played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.observation import Observation
from game.values import HandResult
from ui.words import agreeing, join_names

if TYPE_CHECKING:
    from ui.app import App


class Contract(NamedTuple):
    """The auction winner's side and what it plays for, as far as it is public."""

    bidder: int
    side: tuple[int, ...]  # the bidding side's seats everyone knows of (the bidder alone while
    #                        Chiamata's partner is secret)
    known: bool  # the whole side is public (always in licitazione; Chiamata: card played)
    alone: bool  # Chiamata: the caller called his own card (known once it is played)
    in_play: tuple[int, ...]  # the seats that play this hand (six-player Chiamata: not the dealer)
    target: int  # card points the side needs (declarations count in licitazione)
    declared: int  # licitazione: Quaranta and Venti declared by the side so far
    chiamata: bool

    @property
    def defenders(self) -> tuple[int, ...]:
        """The other side, once the bidding side is known (else every other seat in play)."""
        return tuple(s for s in self.in_play if s not in self.side)

    def taken(self, points: tuple[int, ...] | list[int]) -> int:
        """The side's card points so far (with its declarations)."""
        return sum(points[s] for s in self.side) + self.declared


def contract(obs: Observation) -> Contract | None:
    """The contract of a bidding hand once its auction is won, None otherwise."""
    view = obs.auction
    if view is None or view.bidder is None or view.redeal or view.target is None:
        return None
    rules = obs.rules
    bidder = view.bidder
    n = rules.players
    in_play = tuple(s for s in range(n) if not (rules.dealer_sits_out and s == obs.dealer))
    team = rules.teams[rules.team_of(bidder)]
    declared = sum(p for s, _, p in view.declarations if s in team)
    if len(team) > 1:  # licitazione: the pairs are fixed
        return Contract(bidder, tuple(team), True, False, in_play, view.target, declared, False)
    revealed = view.partner_revealed and view.partner is not None
    partner = view.partner if revealed else None
    side = (bidder,) if partner is None or partner == bidder else (bidder, partner)
    return Contract(bidder, side, revealed, revealed and partner == bidder, in_play,
                    view.target, declared, True)


def side_names(names: list[str], seats: tuple[int, ...] | list[int], app: App) -> str:
    return join_names(app, [names[s] for s in seats])


def signed(value: int) -> str:
    """+2, −1, 0 (a real minus sign, as printed scores have)."""
    if value > 0:
        return f"+{value}"
    return f"\u2212{-value}" if value < 0 else "0"


def seat_game_points(c: Contract, result: HandResult, rules_teams: tuple[tuple[int, ...], ...]
                     ) -> list[tuple[tuple[int, ...], int]]:
    """(seats, game points) for each scoring unit this hand: each player in Chiamata, each
    pair in licitazione; the bidding side first."""
    game = result.game_points or ()
    if c.chiamata:
        order = [*c.side, *c.defenders]
        return [((s,), game[s]) for s in order if s < len(game)]
    team_of = {s: t for t, team in enumerate(rules_teams) for s in team}
    mine = team_of[c.bidder]
    return [(rules_teams[t], game[t]) for t in (mine, 1 - mine) if t < len(game)]


def verdict_lines(app: App, c: Contract, result: HandResult, names: list[str],
                  rules_teams: tuple[tuple[int, ...], ...]) -> list[str]:
    """"Contratto fatto: Marco e Anna 74 su 62" and the game points of the hand."""
    taken = sum(result.team_points[t] for t, team in enumerate(rules_teams)
                if set(team) & set(c.side))
    who = side_names(names, c.side, app)
    key = "result.made" if result.bidder_won else "result.missed"
    first = agreeing(app, key, len(c.side), names=who, points=taken, target=c.target)
    units = seat_game_points(c, result, rules_teams)
    parts = [f"{side_names(names, seats, app)} {signed(v)}" for seats, v in units if v]
    second = app.t("result.game_points", list=" · ".join(parts)) if parts else ""
    return [first, second] if second else [first]


def ranking(scores: list[int]) -> list[int]:
    """Indices of the best score (several when they share it)."""
    if not scores:
        return []
    best = max(scores)
    return [i for i, v in enumerate(scores) if v == best]
