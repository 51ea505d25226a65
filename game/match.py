"""Matches: choosing the first dealer, rotating the deal and the formats of RULES.md §6."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Literal, NamedTuple, get_args

from game.catalogue import MatchKind, variant
from game.rules import Rules, RulesError
from game.state import HandResult, HandState

DealerChoice = Literal["random", "cut"]


@dataclass(frozen=True)
class MatchFormat:
    """`target`: hands to win a best-of (3, 5), points to reach, or the number of hands."""

    kind: MatchKind = "single"
    target: int = 1
    dealer_choice: DealerChoice = "random"

    def __post_init__(self) -> None:
        if self.kind not in get_args(MatchKind):
            raise RulesError(f"match format {self.kind!r} is not one of {get_args(MatchKind)}")
        if self.dealer_choice not in get_args(DealerChoice):
            raise RulesError(f"dealer_choice={self.dealer_choice!r}: 'random' or 'cut'")
        if self.kind == "best-of" and (self.target < 1 or self.target % 2 == 0):
            raise RulesError(f"best-of needs an odd number of hands, not {self.target}")
        if self.target < 1:
            raise RulesError(f"match target must be positive, not {self.target}")

    @classmethod
    def single(cls) -> MatchFormat:
        return cls("single", 1)

    @classmethod
    def best_of(cls, n: int) -> MatchFormat:
        return cls("best-of", n)

    @classmethod
    def all_five(cls) -> MatchFormat:
        return cls("all-five", 5)


def default_format(rules: Rules) -> MatchFormat:
    """The usual match of the variant, as its catalogue entry says (RULES.md §2, §3, §6):
    Briscolone to 121 cumulative points, Chiamata each seat dealing twice, Licitazione first
    side to 300. `Rules` exist only for variants the catalogue holds."""
    usual = variant(rules.variant).match
    return MatchFormat(usual.kind, usual.target_for(rules.players))


class DealerCut(NamedTuple):
    """A card drawn to choose the dealer (§6 cut for the deal)."""

    seat: int
    card: int


def choose_dealer(rules: Rules, choice: DealerChoice,
                  rng: random.Random) -> tuple[int, list[DealerCut]]:
    """§6 First dealer: random, or each draws a card and the highest deals (ties draw again)."""
    if choice == "random":
        return rng.randrange(rules.players), []
    deck = rules.deck_cards()
    rng.shuffle(deck)
    cuts: list[DealerCut] = []
    contenders = list(range(rules.players))
    while True:
        drawn = {seat: deck.pop() for seat in contenders}
        cuts.extend(DealerCut(s, c) for s, c in drawn.items())
        best = max(rules.strength[c] for c in drawn.values())
        contenders = [s for s, c in drawn.items() if rules.strength[c] == best]
        if len(contenders) == 1:
            return contenders[0], cuts
        if len(deck) < len(contenders):
            deck = rules.deck_cards()
            rng.shuffle(deck)


class MatchResult(NamedTuple):
    winner: int | None  # team index; None for a drawn match
    hands_won: tuple[int, ...]
    scores: tuple[int, ...]  # cumulative card points (game points for the bidding variants)
    hands_played: int  # every hand dealt, replayed 60–60 hands included
    hands_counted: int


@dataclass
class Match:
    """A sequence of hands under one format; the dealer passes counter-clockwise (§6)."""

    rules: Rules
    format: MatchFormat
    seed: int
    dealer: int = 0
    cuts: list[DealerCut] = field(default_factory=list)
    results: list[HandResult] = field(default_factory=list)
    hand_seeds: list[int] = field(default_factory=list)
    deals: tuple[tuple[int, int], ...] = ()
    """Fixed (seed, dealer) for the first hands: a deal played again, from its code, or a
    challenge's deals. Hands after them come from the match seed as usual."""

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self.first_dealer, self.cuts = choose_dealer(self.rules, self.format.dealer_choice,
                                                     self._rng)
        self.dealer = self.first_dealer

    @property
    def counted(self) -> list[HandResult]:
        """Hands that count: a 60–60 under *replay* does not (§6)."""
        return [r for r in self.results if not r.replay]

    def hands_won(self) -> list[int]:
        wins = [0] * len(self.rules.teams)
        for r in self.counted:
            if r.winner is not None:
                wins[r.winner] += 1
        return wins

    def scores(self) -> list[int]:
        """Cumulative card points, or game points for the bidding variants."""
        total = [0] * len(self.rules.teams)
        for r in self.counted:  # a replayed 60–60 never counts toward a points target
            pts = r.game_points if self.format.kind in ("first-to-game-points", "hands") and \
                r.game_points is not None else r.team_points
            for t, p in enumerate(pts):
                total[t] += p
        return total

    def new_hand(self) -> HandState:
        """Deal the next hand; its seed comes from the match seed, so a match replays exactly.

        A bidding hand where all passed is a *redeal*: it ends at once with `replay` set, does
        not count as a hand, and the next dealer deals again (§3.1, §3.2, §6).
        """
        if self.is_over:
            raise ValueError("the match is over")
        hand_seed = self._rng.getrandbits(63)
        if len(self.hand_seeds) < len(self.deals):
            hand_seed, self.dealer = self.deals[len(self.hand_seeds)]
        self.hand_seeds.append(hand_seed)
        return HandState.new(self.rules, seed=hand_seed, dealer=self.dealer,
                             first_of_match=not self.counted)

    def record(self, hand: HandState) -> HandResult:
        """Count a finished hand and pass the deal to the next seat counter-clockwise."""
        result = hand.result()
        self.results.append(result)
        self.dealer = (self.dealer + 1) % self.rules.players
        return result

    @property
    def is_over(self) -> bool:
        return self.winner is not None or self._drawn()

    def result(self) -> MatchResult:
        if not self.is_over:
            raise ValueError("the match is not over yet")
        return MatchResult(self.winner, tuple(self.hands_won()), tuple(self.scores()),
                           len(self.results), len(self.counted))

    def _drawn(self) -> bool:
        kind, target = self.format.kind, self.format.target
        counted = len(self.counted)
        if kind == "single":
            return counted >= 1
        if kind in ("all-five", "hands"):
            return counted >= target
        return False

    @property
    def winner(self) -> int | None:
        """The winning team index, or None while undecided or when the match is drawn."""
        kind, target = self.format.kind, self.format.target
        if kind == "single":
            return self.counted[0].winner if self.counted else None
        if kind == "best-of":
            wins = self.hands_won()
            need = target // 2 + 1
            return next((t for t, w in enumerate(wins) if w >= need), None)
        if kind in ("all-five", "hands"):
            if len(self.counted) < target:
                return None
            tally = self.hands_won() if kind == "all-five" else self.scores()
            return _unique_max(tally)
        totals = self.scores()
        if max(totals) < target:
            return None
        return _unique_max(totals)


def _unique_max(values: list[int]) -> int | None:
    best = max(values)
    leaders = [i for i, v in enumerate(values) if v == best]
    return leaders[0] if len(leaders) == 1 else None
