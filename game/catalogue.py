"""The one catalogue of what a player can choose: every variant (the AI levels' entries stand
beside the agents that play them, in `game.ai.levels`).

Menus, the tournament wizard, the rules screen, statistics and `python -m game variants` read
these entries, and each entry carries its own words (`Variant.name`): nothing else lists
variants by name or words them. `game.rules.preset` builds a
variant's `Rules` from its entry, so a plain trick-taking variant is one entry here (see
docs/variants.md). The catalogue is data only and imports nothing but the card kinds, so any
module of the game or the UI may read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Literal

from game.cards import DeckKind

TeamKind = Literal["alone", "pairs", "threes", "called"]
"""How a table splits: each alone; 2 v 2 facing; 3 v 3 alternating; Chiamata's secret partner."""

MatchKind = Literal["single", "best-of", "all-five", "first-to-points",
                        "first-to-game-points", "hands"]


@dataclass(frozen=True)
class Table:
    """One way to seat a variant: how many play, how they side, and what that seat count sets."""

    players: int
    teams: TeamKind
    settings: tuple[tuple[str, Any], ...] = ()  # `Rules` fields this table implies

    @property
    def in_teams(self) -> bool:
        """Two teams of partners (pairs or threes), rather than each for himself."""
        return self.teams in ("pairs", "threes")

    @property
    def sides(self) -> int:
        return 2 if self.in_teams else self.players

    def team_seats(self) -> tuple[tuple[int, ...], ...]:
        """Seats per team, playing order: partners face (4) or alternate (6), as §4 says."""
        if self.in_teams:
            return (tuple(range(0, self.players, 2)), tuple(range(1, self.players, 2)))
        return tuple((s,) for s in range(self.players))


@dataclass(frozen=True)
class Option:
    """A choice a player makes for a variant: a `preset` keyword or a `Rules` field."""

    key: str
    values: tuple[Any, ...]
    default: Any
    rule: str  # where RULES.md says it, e.g. "§5"
    unset: str = "off"  # what None means, for listings
    needs: Literal["", "teams", "french"] = ""  # only at a table in teams / with French cards

    def __post_init__(self) -> None:
        if self.default not in self.values:
            raise ValueError(f"option {self.key}: default {self.default!r} is not offered")


@dataclass(frozen=True)
class Hooks:
    """The engine plug-ins a variant reaches beyond plain trick-taking (RULES.md §3, §4)."""

    auction: Literal["", "ranks", "points"] = ""  # Chiamata names ranks, Licitazione points
    calling: Literal["", "card", "trump"] = ""  # the winner calls a card, or names trump
    declarations: bool = False  # Quaranta and Venti (§3.2)
    talk: tuple[str, ...] = ()  # talk it offers (options may choose): signals, conversation,
    # busso, rais

    @property
    def bidding(self) -> bool:
        return bool(self.auction)


@dataclass(frozen=True)
class MatchDefault:
    """The usual match of a variant (RULES.md §6), as `game.match.MatchFormat` fields."""

    kind: MatchKind = "single"
    target: int = 1
    per_player: bool = False  # `target` hands per seat (Chiamata: each seat deals twice)

    def target_for(self, players: int) -> int:
        return self.target * players if self.per_player else self.target


@dataclass(frozen=True)
class Variant:
    """One entry: what it is called, who sits, what may be chosen, how a match goes."""

    key: str
    name_it: str
    name_en: str
    rule: str  # its section of RULES.md
    tables: tuple[Table, ...]
    settings: tuple[tuple[str, Any], ...] = ()  # the `Rules` fields that make the variant
    decks: tuple[DeckKind, ...] = ("italian", "french")
    options: tuple[Option, ...] = ()
    match: MatchDefault = MatchDefault()
    tournament: bool = True  # two sides scored by hands: can be a club tournament (§7)
    hooks: Hooks = Hooks()

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(sorted({t.players for t in self.tables}))

    @property
    def pairs_optional(self) -> bool:
        """Some seat count may play alone or in pairs (Briškula for four)."""
        counts = [t.players for t in self.tables]
        return len(set(counts)) < len(counts)

    def name(self, language: str) -> str:
        return self.name_it if language == "it" else self.name_en

    def table(self, players: int | None = None, pairs: bool | None = None) -> Table | None:
        """The table for `players` (default: the first), paired or not (default: the first)."""
        for t in self.tables:
            if players is not None and t.players != players:
                continue
            if pairs is not None and t.in_teams != pairs:
                continue
            return t
        return None

    @property
    def tournament_tables(self) -> tuple[Table, ...]:
        """The tables a club tournament can use: two sides (§7)."""
        return tuple(t for t in self.tables if self.tournament and t.sides == 2)

    def option(self, key: str) -> Option | None:
        return next((o for o in self.options if o.key == key), None)


# ---- options (RULES.md §2, §3, §4, §5) -------------------------------------------------------
TIE = Option("tie_policy", ("tie", "replay", "last-trick"), "tie", "§5")
EXCHANGE = Option("trump_exchange_rank", (None, 2, 7), None, "§5")
EXCHANGE_7 = Option("trump_exchange_rank", (None, 7), None, "§5")  # decks without every 2
CARICO_BACK = Option("turned_carico_back", (False, True), False, "§5")
QUEEN_JACK = Option("queen_jack", ("nord", "centro-sud"), "nord", "§1", needs="french")
REVEAL = Option("reveal_at_end_of_stock", (True, False), True, "§4", needs="teams")
TALK = Option("communication", ("none", "signals", "conversation"), "none", "§4",
              needs="teams")
TALK_PUBLIC = Option("signals_public", (False, True), False, "§4", needs="teams")
SHOWN = Option("partner_hands_shown", (False, True), False, "§5", needs="teams")
REMOVED_TWO = Option("removed_two", (None, 0, 1, 2, 3), None, "§2", "as §2")  # suit of the Two out
SIX_REMOVED = Option("six_removed_rank", (2, 4), 2, "§2")
MUST_FOLLOW = Option("must_follow", (False, True), False, "§2")
CLOCKWISE = Option("clockwise", (False, True), False, "§1 (seed 004)")  # seats mirrored only
ENDS_AT_TWO = Option("chiamata_ends_at_two", (False, True), False, "§3.1")
MULTIPLIERS = Option("bid_multipliers", (False, True), False, "§3.1")
CAPPOTTO = Option("cappotto", (False, True), False, "§3.1")
CALLER_LEADS = Option("first_lead", ("dealer-right", "bidder"), "dealer-right", "§3.1")
MIN_BID = Option("min_bid", tuple(range(60, 101, 5)), 70, "§3.2")
BUSSO_PUBLIC = Option("signals_public", (True, False), True, "§3.2", needs="teams")

TURNED = (TIE, EXCHANGE, CARICO_BACK, QUEEN_JACK, CLOCKWISE)  # a turned-trump game's house rules
TURNED_NO_TWOS = (TIE, EXCHANGE_7, CARICO_BACK, QUEEN_JACK, CLOCKWISE)
TEAM_TALK = (REVEAL, TALK, TALK_PUBLIC)  # for tables in teams only
TEAM_TALK_KINDS = ("signals", "conversation")
PAIRS = Table(4, "pairs", (("reveal_at_end_of_stock", True),))
THREES = Table(6, "threes", (("reveal_at_end_of_stock", True),))


VARIANTS: tuple[Variant, ...] = (
    Variant("classic-2", "Classica a 2", "Classic, 2 players", "§2", (Table(2, "alone"),),
            options=TURNED),
    Variant("classic-3", "Classica a 3", "Classic, 3 players", "§2", (Table(3, "alone"),),
            options=(*TURNED_NO_TWOS, REMOVED_TWO), tournament=False),
    Variant("classic-4", "A coppie (4)", "Pairs (4 players)", "§2", (PAIRS,),
            options=(*TURNED, *TEAM_TALK, SHOWN), hooks=Hooks(talk=TEAM_TALK_KINDS)),
    Variant("classic-6", "A 6, tre contro tre", "6 players, three v three", "§2", (THREES,),
            options=(*TURNED_NO_TWOS, *TEAM_TALK, SIX_REMOVED), hooks=Hooks(talk=TEAM_TALK_KINDS)),
    Variant("scoperta", "Scoperta", "Open hands (Scoperta)", "§2", (Table(2, "alone"),),
            settings=(("open_hands", True),), options=TURNED),
    Variant("briscolone", "Briscolone", "Briscolone", "§2", (Table(2, "alone"),),
            settings=(("hand_size", 5), ("trump", "none")),
            options=(TIE, QUEEN_JACK, MUST_FOLLOW),
            match=MatchDefault("first-to-points", 121)),
    Variant("briskula", "Briškula", "Briškula", "§2",
            (Table(2, "alone"), Table(3, "alone"), Table(4, "alone"), PAIRS, Table(5, "alone")),
            settings=(("equalize_hands", True),), decks=("briskula",),
            options=(TIE, EXCHANGE_7, CARICO_BACK, *TEAM_TALK), hooks=Hooks(talk=TEAM_TALK_KINDS)),
    Variant("briskula-dupla", "Briškula dupla", "Double Briškula", "§2",
            (Table(2, "alone"), Table(4, "pairs")),
            settings=(("hand_size", 4), ("plays_per_turn", 2)), options=TURNED),
    Variant("chiamata", "Briscola chiamata", "Called Briscola (Chiamata)", "§3.1",
            (Table(5, "called"), Table(6, "called", (("dealer_sits_out", True),))),
            settings=(("hand_size", 8), ("deal_all", True), ("trump", "called")),
            options=(TIE, QUEEN_JACK, ENDS_AT_TWO, MULTIPLIERS, CAPPOTTO, CALLER_LEADS),
            match=MatchDefault("hands", 2, per_player=True), tournament=False,
            hooks=Hooks(auction="ranks", calling="card")),
    Variant("licitazione", "A licitazione", "Briscola with bidding", "§3.2", (Table(4, "pairs"),),
            settings=(("hand_size", 10), ("deal_all", True), ("trump", "named"),
                      ("follow", "follow-beat-trump"), ("last_trick_bonus", 10),
                      ("first_lead", "bidder"), ("communication", "busso"),
                      ("signals_public", True)),
            options=(QUEEN_JACK, MIN_BID, BUSSO_PUBLIC),
            match=MatchDefault("first-to-game-points", 300), tournament=False,
            hooks=Hooks(auction="points", calling="trump", declarations=True,
                        talk=("busso",))),
    Variant("schembil", "Schembil", "Schembil", "§3.3", (Table(6, "threes"),),
            settings=(("rais", (0, 1)),), options=(*TURNED_NO_TWOS, SIX_REMOVED),
            hooks=Hooks(talk=("rais",))),
)
"""In the order the menus offer them."""

_BY_KEY: Mapping[str, Variant] = MappingProxyType({v.key: v for v in VARIANTS})


class UnknownVariantError(ValueError):
    """A variant name the catalogue does not hold."""


def variant(key: str) -> Variant:
    try:
        return _BY_KEY[key]
    except KeyError:
        raise UnknownVariantError(f"unknown variant {key!r}; known: "
                                  f"{', '.join(_BY_KEY)}") from None


def variant_keys() -> tuple[str, ...]:
    return tuple(_BY_KEY)
