"""From the new-game choices to `Rules` and a `MatchFormat`, for any variant of the catalogue.

Everything offered here comes from `game.catalogue`: the variants, their tables (how many sit,
alone or in pairs), their options with allowed values and defaults, and the AI levels. The
settings' house rules (trump exchange, turned carico, sixty all) seed the options of a variant
that offers them; a variant that does not offer one simply does not get it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.ai.levels import TABLE_LEVELS
from game.cards import DeckKind
from game.catalogue import VARIANTS, Option, Table, Variant, variant
from game.match import MatchFormat, default_format
from game.rules import Rules, preset
from ui.art.decks import DeckStyle, is_french
from ui.session import SeatConfig
from ui.settings import Settings

FORMATS = ("default", "single", "best-of-3", "best-of-5", "all-five", "to-121", "to-151")
SEAT_KINDS = ("human", "helped", *TABLE_LEVELS)  # "helped": a person with every help
MAX_SEATS = max(n for v in VARIANTS for n in v.players)


def _house(s: Settings) -> dict[str, Any]:
    """The settings' house rules as option values (0 in the settings is no exchange)."""
    return {"tie_policy": s.tie_policy, "trump_exchange_rank": s.exchange_rank or None,
            "turned_carico_back": s.carico_back, "queen_jack": s.queen_jack}


@dataclass
class GameSetup:
    variant: str = VARIANTS[0].key
    players: int = 2
    pairs: bool = False  # a table that may sit alone or in pairs (Briškula for four)
    match: str = "default"
    options: dict[str, Any] = field(default_factory=dict)
    deck_style: DeckStyle = "napoletane"
    seats: list[SeatConfig] = field(default_factory=list)
    forgive: str | None = None  # ui.session.FORGIVE; None: the table's default (`forgiving`)
    code: str = ""  # a deal code: play that deal again (game.fairness.deal_code)

    @classmethod
    def from_settings(cls, s: Settings, you: str, ai_names: list[str]) -> GameSetup:
        setup = cls(deck_style=s.deck_style)
        setup.options = {k: v for k, v in _house(s).items()}
        setup.set_variant(s.last_variant or s.default_variant)
        if s.last_players in setup.entry.players:
            setup.set_players(s.last_players)
        setup.seats = [SeatConfig(s.player_name or you, True)] + [
            SeatConfig(ai_names[i % len(ai_names)], False, "normale")
            for i in range(MAX_SEATS - 1)]
        return setup

    # ---- what the catalogue offers -------------------------------------------------------
    @property
    def entry(self) -> Variant:
        return variant(self.variant)

    @property
    def table(self) -> Table:
        entry = self.entry
        found = entry.table(self.players, self.pairs if entry.pairs_optional else None)
        return found if found is not None else entry.tables[0]

    @property
    def deck(self) -> DeckKind:
        decks = self.entry.decks
        if is_french(self.deck_style) and "french" in decks:
            return "french"
        return "italian" if "italian" in decks else decks[0]

    def offered(self) -> tuple[Option, ...]:
        """The options this variant offers at this table with this deck, in catalogue order."""
        teams = self.table.in_teams
        return tuple(o for o in self.entry.options
                     if (teams or o.needs != "teams")
                     and (self.deck == "french" or o.needs != "french"))

    def value(self, option: Option) -> Any:
        v = self.options.get(option.key, option.default)
        return v if v in option.values else option.default

    def pairs_offered(self) -> bool:
        """Whether this seat count may choose alone or in pairs."""
        return len([t for t in self.entry.tables if t.players == self.players]) > 1

    # ---- changes -------------------------------------------------------------------------
    def set_variant(self, key: str) -> None:
        self.variant = variant(key).key
        if self.players not in self.entry.players:
            self.players = self.entry.players[0]
        self.pairs = False if not self.pairs_offered() else self.pairs

    def set_players(self, n: int) -> None:
        self.players = n
        if not self.pairs_offered():
            self.pairs = False

    def set_option(self, key: str, value: Any) -> None:
        self.options[key] = value

    # ---- the game ------------------------------------------------------------------------
    def rules(self) -> Rules:
        """The chosen rules (RulesError, with the reason, if the options do not fit)."""
        chosen = {o.key: self.value(o) for o in self.offered()}
        teams = self.pairs if self.entry.pairs_optional else None
        return preset(self.variant, players=self.players, teams=teams,
                      deck=self.deck, **chosen)

    def match_format(self, rules: Rules) -> MatchFormat:
        return {
            "default": default_format(rules),
            "single": MatchFormat.single(),
            "best-of-3": MatchFormat.best_of(3),
            "best-of-5": MatchFormat.best_of(5),
            "all-five": MatchFormat.all_five(),
            "to-121": MatchFormat("first-to-points", 121),
            "to-151": MatchFormat("first-to-points", 151),
        }[self.match]

    def forgiving(self) -> str:
        """What the game forgives: as chosen, else a misclick taken back when one person plays
        the computer, nothing when several people share the screen (all must agree)."""
        if self.forgive is not None:
            return self.forgive
        return "off" if sum(s.human for s in self.seat_list()) > 1 else "takeback"

    def seat_list(self) -> list[SeatConfig]:
        return list(self.seats[: self.players])
