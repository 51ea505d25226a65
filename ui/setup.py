"""From the new-game choices (and the settings' house rules) to `Rules` and a `MatchFormat`.

House rules that a variant cannot take (a trump exchange without a turned trump, say) are
dropped rather than refused, so a default never makes a variant unplayable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.catalogue import TABLE_LEVELS
from game.match import MatchFormat, default_format
from game.rules import Rules, RulesError, preset
from ui.session import SeatConfig
from ui.settings import Settings

FORMATS = ("default", "single", "best-of-3", "best-of-5", "all-five", "to-121", "to-151")
PLAYER_CHOICES: dict[str, tuple[int, ...]] = {
    "classic-2": (2,), "classic-3": (3,), "classic-4": (4,), "classic-6": (6,),
    "scoperta": (2,), "briscolone": (2,), "briskula": (2, 3, 4, 5), "briskula-dupla": (2, 4)}
SEAT_KINDS = ("human", *TABLE_LEVELS)


@dataclass
class GameSetup:
    variant: str = "classic-2"
    players: int = 2
    pairs: bool = False  # Briškula for four: 2 v 2
    match: str = "default"
    exchange_rank: int = 0
    carico_back: bool = False
    tie_policy: str = "tie"
    must_follow: bool = False
    seats: list[SeatConfig] = field(default_factory=list)

    @classmethod
    def from_settings(cls, s: Settings, you: str, ai_names: list[str]) -> GameSetup:
        setup = cls(variant=s.default_variant, exchange_rank=s.exchange_rank,
                    carico_back=s.carico_back, tie_policy=s.tie_policy)
        setup.players = PLAYER_CHOICES[setup.variant][0]
        setup.seats = [SeatConfig(s.player_name or you, True)] + [
            SeatConfig(ai_names[i % len(ai_names)], False, "normale") for i in range(5)]
        return setup

    def set_variant(self, variant: str) -> None:
        self.variant = variant
        if self.players not in PLAYER_CHOICES[variant]:
            self.players = PLAYER_CHOICES[variant][0]

    def deck_for(self, s: Settings) -> str:
        return "french" if s.deck_style == "french" else "italian"

    def rules(self, s: Settings) -> Rules:
        extra: dict[str, Any] = {}
        if self.variant in ("briskula", "briskula-dupla"):
            extra["players"] = self.players
        if self.variant == "briskula":
            extra["teams"] = self.pairs and self.players == 4
        if self.variant == "briscolone":
            extra["must_follow"] = self.must_follow
        deck = self.deck_for(s)
        if self.variant not in ("briskula",):
            extra["deck"] = deck
        house: dict[str, Any] = {"tie_policy": self.tie_policy}
        if deck == "french" and self.variant != "briskula":
            house["queen_jack"] = s.queen_jack
        if self.exchange_rank:
            house["trump_exchange_rank"] = self.exchange_rank
        if self.carico_back:
            house["turned_carico_back"] = True
        try:
            return preset(self.variant, **extra, **house)
        except RulesError:
            # Drop the house rules this variant cannot take, one at a time.
            for key in ("trump_exchange_rank", "turned_carico_back", "queen_jack"):
                house.pop(key, None)
                try:
                    return preset(self.variant, **extra, **house)
                except RulesError:
                    continue
            return preset(self.variant, **extra)

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

    def seat_list(self) -> list[SeatConfig]:
        return list(self.seats[: self.players])
