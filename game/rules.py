"""One frozen `Rules` object describes a variant completely (RULES.md §1, §2, §5).

Variants are data, not subclasses: the engine reads these fields and nothing else. Building a
`Rules` validates it, so a nonsense combination fails at once with a message naming the settings
that conflict, instead of failing half-way through a hand.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, Literal, get_args

from game.cards import (
    ITALIAN_SUIT_NAMES,
    DeckKind,
    QueenJack,
    Suit,
    card,
    deck_ranks,
    full_deck,
    value_tables,
)
from game.catalogue import Hooks, UnknownVariantError, Variant, variant, variant_keys

TrumpMode = Literal["turned", "none", "called", "named"]
AUCTION_TRUMPS = ("called", "named")  # trump chosen by an auction: `Rules.hooks.bidding`
FollowRule = Literal["none", "follow", "follow-beat", "follow-beat-trump"]
TiePolicy = Literal["tie", "replay", "last-trick"]
Communication = Literal["none", "signals", "conversation", "busso"]
FirstLead = Literal["dealer-right", "bidder"]


class RulesError(ValueError):
    """A rules object that cannot describe a playable game."""


@dataclass(frozen=True)
class Rules:
    """Everything that decides how a hand is dealt, played and scored."""

    variant: str
    players: int
    teams: tuple[tuple[int, ...], ...]
    deck: DeckKind = "italian"
    queen_jack: QueenJack = "nord"
    removed: tuple[int, ...] = ()
    hand_size: int = 3
    trump: TrumpMode = "turned"
    plays_per_turn: int = 1
    follow: FollowRule = "none"
    equalize_hands: bool = False
    reveal_at_end_of_stock: bool = False
    open_hands: bool = False
    deal_all: bool = False
    last_trick_bonus: int = 0
    first_lead: FirstLead = "dealer-right"
    tie_policy: TiePolicy = "tie"
    turned_carico_back: bool = False
    trump_exchange_rank: int | None = None
    partner_hands_shown: bool = False
    communication: Communication = "none"
    signals_public: bool = False
    # Bidding variants (RULES.md §3): see `_validate_bidding` for what needs what.
    chiamata_ends_at_two: bool = False
    bid_multipliers: bool = False
    cappotto: bool = False
    min_bid: int = 70
    dealer_sits_out: bool = False
    rais: tuple[int, ...] = ()  # Schembil's captains, one seat per team (§3.3)
    # Seed 004's table plays clockwise. Seats stay numbered in playing order (seat + 1 plays
    # next), so the engine is the same; only where the seats sit around the table changes.
    clockwise: bool = False
    # Derived tables, filled in by __post_init__ (not part of equality or records).
    strength: tuple[int, ...] = field(default=(), compare=False, repr=False)
    points: tuple[int, ...] = field(default=(), compare=False, repr=False)
    cards: tuple[int, ...] = field(default=(), compare=False, repr=False)
    # What the variant adds to plain trick-taking: `game.plugins` runs it for these hooks.
    hooks: Hooks = field(default=Hooks(), compare=False, repr=False, init=False)

    def __post_init__(self) -> None:
        _validate(self)
        strength, points = value_tables(self.deck, self.queen_jack)
        object.__setattr__(self, "strength", strength)
        object.__setattr__(self, "points", points)
        removed = set(self.removed)
        cards = tuple(c for c in full_deck(self.deck) if c not in removed)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "hooks", _hooks(self))

    # ---- derived facts -------------------------------------------------------------------
    def deck_cards(self) -> list[int]:
        return list(self.cards)

    def team_of(self, seat: int) -> int:
        for t, members in enumerate(self.teams):
            if seat in members:
                return t
        raise ValueError(f"seat {seat} is not at this table of {self.players}")

    def partners_of(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in self.teams[self.team_of(seat)] if s != seat)

    @property
    def active_players(self) -> int:
        """Seats dealt in: six-player Chiamata leaves the dealer out (§3.1)."""
        return self.players - 1 if self.dealer_sits_out else self.players

    @property
    def bidding(self) -> bool:
        """An auction decides trump and sides (RULES.md §3.1, §3.2)."""
        return self.hooks.bidding

    @property
    def total_points(self) -> int:
        return sum(self.points[c] for c in self.deck_cards()) + self.last_trick_bonus

    def with_(self, **changes: Any) -> Rules:
        """A copy with some settings changed, validated again."""
        return replace(self, **changes)

    # ---- records -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        del data["strength"], data["points"], data["cards"], data["hooks"]
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Rebuild from `to_dict`; unknown or ill-typed settings are refused by name."""
        if not isinstance(data, dict):
            raise RulesError("rules must be a JSON object")
        known = {f.name for f in fields(cls)} - {"strength", "points", "cards", "hooks"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RulesError(f"unknown rules setting(s): {', '.join(unknown)}")
        try:
            values = dict(data)
            values["teams"] = tuple(_ints(t, "teams") for t in _items(data.get("teams", ()),
                                                                      "teams"))
            values["removed"] = _ints(data.get("removed", ()), "removed")
            values["rais"] = _ints(data.get("rais", ()), "rais")
            return cls(**values)
        except TypeError as exc:
            raise RulesError(f"rules are incomplete or malformed: {exc}") from exc


def _hooks(r: Rules) -> Hooks:
    """The hooks the variant's catalogue entry declares (declared once, there), with its talk
    narrowed to the kind this table chose; a variant the catalogue does not hold is refused."""
    try:
        entry = variant(r.variant)
    except UnknownVariantError as exc:
        raise RulesError(str(exc)) from None
    if entry.hooks.bidding != (r.trump in AUCTION_TRUMPS):
        raise RulesError(f"variant {r.variant!r} {'has' if entry.hooks.bidding else 'has no'} "
                         f"auction, but trump={r.trump!r}")
    talk = ("rais",) if r.rais else () if r.communication == "none" else (r.communication,)
    return replace(entry.hooks, talk=talk)


def _items(value: Any, name: str) -> list[Any]:
    if not isinstance(value, (list, tuple)) or len(value) > 52:
        raise RulesError(f"{name} must be a short list")
    return list(value)


def _ints(value: Any, name: str) -> tuple[int, ...]:
    items = _items(value, name)
    if any(type(x) is not int for x in items):
        raise RulesError(f"{name}={value!r} must hold whole numbers only")
    return tuple(items)


def _check_types(r: Rules) -> None:
    """Every setting of the type its field declares: a float bonus or a text hand size would
    pass the comparisons below and break scoring later (10.5 points for the last trick)."""
    for f in fields(r):
        if not f.compare:
            continue
        value, kind = getattr(r, f.name), str(f.type)
        if kind == "int":
            ok = type(value) is int and -1000 <= value <= 1000
        elif kind == "bool":
            ok = type(value) is bool
        elif kind == "int | None":
            ok = value is None or (type(value) is int and 0 <= value <= 13)
        elif kind.startswith("tuple"):
            ok = isinstance(value, tuple) and all(
                type(x) is int or (isinstance(x, tuple) and all(type(y) is int for y in x))
                for x in value)
        else:  # str and the Literal choices, which `_check_choice` narrows further
            ok = isinstance(value, str) and 0 < len(value) <= 40 and value.isprintable()
        if not ok:
            raise RulesError(f"{f.name}={value!r} is not a valid {kind}")


def _check_choice(rules: Rules, name: str, allowed: Any) -> None:
    value = getattr(rules, name)
    options = get_args(allowed)
    if value not in options:
        raise RulesError(f"{name}={value!r} is not one of {', '.join(map(repr, options))}")


def _validate(r: Rules) -> None:
    _check_types(r)
    for name, allowed in (("deck", DeckKind), ("queen_jack", QueenJack), ("trump", TrumpMode),
                          ("follow", FollowRule), ("tie_policy", TiePolicy),
                          ("communication", Communication), ("first_lead", FirstLead)):
        _check_choice(r, name, allowed)
    if not 2 <= r.players <= 6:
        raise RulesError(f"players={r.players}: Briscola is played by 2 to 6 players")
    seats = sorted(s for t in r.teams for s in t)
    if seats != list(range(r.players)):
        raise RulesError(f"teams={r.teams} must split seats 0..{r.players - 1}, each seat once")
    if len({len(t) for t in r.teams}) != 1:
        raise RulesError(f"teams={r.teams} must all have the same size")
    team_play = len(r.teams[0]) > 1
    deck = set(full_deck(r.deck))
    outside = [c for c in r.removed if c not in deck]
    if outside or len(set(r.removed)) != len(r.removed):
        raise RulesError(f"removed={r.removed} names cards twice or not in the {r.deck} deck")
    n = len(deck) - len(r.removed)
    if r.queen_jack == "centro-sud" and r.deck != "french":
        raise RulesError(f"queen_jack='centro-sud' applies to French-suited cards only, "
                         f"but deck={r.deck!r}")
    if r.plays_per_turn not in (1, 2):
        raise RulesError(f"plays_per_turn={r.plays_per_turn}: one or two cards per turn")
    if r.plays_per_turn == 2 and (r.follow != "none" or r.equalize_hands or r.hand_size % 2):
        raise RulesError("plays_per_turn=2 (double Briškula) needs an even hand_size, "
                         "follow='none' and equalize_hands off")
    if r.hand_size < r.plays_per_turn or r.hand_size * r.active_players > n:
        raise RulesError(f"hand_size={r.hand_size} does not fit {r.active_players} players "
                         f"and a deck of {n} cards")
    per_trick = r.players * r.plays_per_turn
    if not r.deal_all and r.trump == "turned" and r.hand_size * r.active_players >= n:
        raise RulesError(f"hand_size={r.hand_size}: dealing {r.hand_size} cards to each of "
                         f"{r.active_players} players uses the whole deck of {n} and leaves "
                         f"no card to turn for trumps")
    if r.deal_all:
        if r.hand_size * r.active_players != n:
            raise RulesError(f"deal_all needs hand_size x players = deck size: "
                             f"{r.hand_size} x {r.active_players} != {n}")
        if r.trump == "turned":
            raise RulesError("trump='turned' needs a stock to turn from, but deal_all leaves none")
        if r.reveal_at_end_of_stock or r.equalize_hands or r.open_hands:
            raise RulesError("deal_all has no stock: reveal_at_end_of_stock, equalize_hands "
                             "and open_hands (scoperta) need one")
    elif (n - r.hand_size * r.players) % per_trick and not r.equalize_hands:
        raise RulesError(f"a deck of {n} cards leaves a stock that does not refill {r.players} "
                         f"hands evenly: remove cards or turn on equalize_hands")
    if r.trump != "turned" and (r.trump_exchange_rank is not None or r.turned_carico_back):
        raise RulesError(f"trump_exchange_rank and turned_carico_back need a turned trump "
                         f"card, but trump={r.trump!r}")
    if r.trump == "none" and r.follow == "follow-beat-trump":
        raise RulesError("follow='follow-beat-trump' needs a trump suit, but trump='none'")
    if r.trump_exchange_rank is not None:
        if r.trump_exchange_rank not in (2, 7):
            raise RulesError(f"trump_exchange_rank={r.trump_exchange_rank}: the 2 or the 7")
        missing = [ITALIAN_SUIT_NAMES[s] for s in Suit
                   if card(s, r.trump_exchange_rank) in r.removed
                   or r.trump_exchange_rank not in deck_ranks(r.deck)]
        if missing:
            raise RulesError(f"trump_exchange_rank={r.trump_exchange_rank} conflicts with the "
                             f"deck: that card is not in it ({', '.join(missing)})")
    if r.reveal_at_end_of_stock and not team_play:
        raise RulesError("reveal_at_end_of_stock is between partners, but every team has one seat")
    if r.partner_hands_shown and not (team_play and r.players == 4):
        raise RulesError("partner_hands_shown is a four-player (2 v 2) house rule")
    if r.communication != "none" and not team_play:
        raise RulesError(f"communication={r.communication!r} is between partners, "
                         f"but every team has one seat")
    if r.open_hands and r.players != 2:
        raise RulesError("open_hands (Scoperta) is a two-player variant")
    if r.first_lead == "bidder" and r.trump not in AUCTION_TRUMPS:
        raise RulesError("first_lead='bidder' needs an auction (trump 'called' or 'named')")
    if not 0 <= r.last_trick_bonus <= 100:
        raise RulesError(f"last_trick_bonus={r.last_trick_bonus}: 0 to 100 points "
                         f"(it cannot be negative)")
    _validate_bidding(r, team_play)


def _validate_bidding(r: Rules, team_play: bool) -> None:
    """RULES.md §3: each bidding setting belongs to one variant."""
    called_only = [name for name in ("chiamata_ends_at_two", "bid_multipliers", "cappotto",
                                     "dealer_sits_out") if getattr(r, name)]
    if called_only and r.trump != "called":
        raise RulesError(f"{', '.join(called_only)}: Chiamata settings, they need "
                         f"trump='called'")
    if r.trump == "called":
        if team_play or r.players != (6 if r.dealer_sits_out else 5):
            raise RulesError("trump='called' (Chiamata) is 5 players each alone, or 6 with "
                             "dealer_sits_out; partners are made by the call")
        if not r.deal_all or r.communication != "none" or r.rais:
            raise RulesError("trump='called' (Chiamata) deals all cards and allows no "
                             "partner talk: the partner is secret")
    if r.trump == "named":
        if r.players != 4 or not team_play or not r.deal_all:
            raise RulesError("trump='named' (Licitazione) is 4 players, 2 v 2, all cards dealt")
        if not 5 <= r.min_bid <= 230 or (r.min_bid <= 100 and r.min_bid % 5):
            raise RulesError(f"min_bid={r.min_bid}: a multiple of 5 up to 100, or 101..230")
    if r.rais:
        if not team_play or len(r.rais) != len(r.teams) or any(
                seat not in team for seat, team in zip(r.rais, r.teams, strict=False)):
            raise RulesError(f"rais={r.rais}: one captain per team, each a seat of its team "
                             f"{r.teams}")
        if r.communication != "none":
            raise RulesError("rais (Schembil) replaces the other kinds of talk: "
                             "set communication='none'")


def individual(players: int) -> tuple[tuple[int, ...], ...]:
    return tuple((s,) for s in range(players))


def _two_removed(deck: DeckKind, suit: int | None) -> tuple[int, ...]:
    # RULES.md §2 classic-3: default 2 di Coppe, the 2 of Clubs with French cards.
    if suit is None:
        suit = Suit.BASTONI if deck == "french" else Suit.COPPE
    return (card(suit, 2),)


def _rank_removed(rank: int) -> tuple[int, ...]:
    return tuple(card(s, rank) for s in Suit)


PRESETS: tuple[str, ...] = variant_keys()
"""Every variant's name, in the catalogue's order (`game.catalogue.VARIANTS`)."""


def preset(name: str, *, players: int | None = None, deck: DeckKind = "italian",
           removed_two: int | None = None, six_removed_rank: int = 2,
           must_follow: bool = False, teams: bool | None = None, **settings: Any) -> Rules:
    """The rules of a catalogue variant, with house-rule `settings` applied on top.

    `removed_two` is the suit of the Two taken out for three players; `six_removed_rank` is
    2 (default) or 4 (Istrian custom) for six; `must_follow` is Briscolone's option;
    `players`/`teams` choose one of the variant's tables (Briškula: 2-5 alone, or 4 as 2 v 2).
    """
    try:
        entry = variant(name)
    except UnknownVariantError as exc:
        raise RulesError(str(exc)) from None
    return rules_of(entry, players=players, deck=deck, removed_two=removed_two,
                    six_removed_rank=six_removed_rank, must_follow=must_follow, teams=teams,
                    **settings)


def rules_of(entry: Variant, *, players: int | None = None, deck: DeckKind = "italian",
             removed_two: int | None = None, six_removed_rank: int = 2,
             must_follow: bool = False, teams: bool | None = None, **settings: Any) -> Rules:
    """The rules a catalogue entry describes, on one of its tables (see `preset`)."""
    name = entry.key
    if six_removed_rank not in (2, 4):
        raise RulesError(f"six_removed_rank={six_removed_rank}: the four 2s or the four 4s")
    table = entry.table(players, teams if entry.pairs_optional else None)
    if table is None:
        counts = [str(n) for n in entry.players]
        offered = " or ".join([", ".join(counts[:-1]), counts[-1]] if len(counts) > 1 else counts)
        tables = ", ".join(f"{t.players} players {t.teams}" for t in entry.tables)
        raise RulesError(f"variant {name!r} is for {offered} players ({tables}), not "
                         f"{players}{' in pairs' if teams else ''}")
    if len(entry.decks) == 1:
        deck = entry.decks[0]
    base: dict[str, Any] = dict(entry.settings)
    base.update(table.settings, players=table.players, teams=table.team_seats())
    if entry.option("removed_two"):
        base["removed"] = _two_removed(deck, removed_two)
    if entry.option("six_removed_rank"):
        base["removed"] = _rank_removed(six_removed_rank)
    if must_follow and entry.option("must_follow"):
        base["follow"] = "follow"
    base.update(settings)
    return Rules(variant=name, deck=deck, **base)
