"""What a scene may open next, as one interface that `ui.wiring` fills in.

Scenes never import one another: each asks `self.screens` (given it when it is made) for the
next one, so the flow menu → new game → table → end of hand → end of match → menu, and the
pause menu over any of them, is decided in one module. `Layer` is the scene contract the
`App`'s stack holds, so the app needs no scene class either.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.record import HandRecord
    from game.rules import Rules
    from game.state import HandResult
    from ui.cards_view import CardImages
    from ui.session import GameSession

Label = Callable[[], str]


@dataclass(frozen=True)
class RecapTrick:
    """A trick, or the part of one, played since a person at a shared screen last looked."""

    number: int  # 1-based, in the hand
    plays: tuple[tuple[str, int], ...]  # (player's name, card) in play order
    taker: str | None  # who took it; None while it is under way


class Layer(Protocol):
    """One screen on the app's stack: input, then time, then a pure draw."""

    @property
    def overlay(self) -> bool: ...

    @property
    def spare_time(self) -> bool: ...

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def on_resize(self) -> None: ...

    def on_enter(self) -> None: ...

    def awake(self) -> bool: ...

    def on_leave(self) -> None: ...

    def close(self) -> None: ...

    def save_now(self) -> None: ...


class PlayingTable(Layer, Protocol):
    """What the end-of-hand and end-of-match screens read of the table they follow."""

    @property
    def session(self) -> GameSession: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def style(self) -> str: ...

    @property
    def images(self) -> CardImages: ...

    @property
    def forgiving(self) -> bool: ...

    def next_hand(self) -> None: ...


class Screens(Protocol):
    """Every screen a scene may open, made on demand."""

    def menu(self) -> Layer: ...

    def new_game(self) -> Layer: ...

    def table(self, session: GameSession) -> Layer: ...

    def lessons(self) -> Layer: ...

    def lesson(self, ident: str, step: int) -> Layer: ...

    def hand_end(self, table: PlayingTable, result: HandResult) -> Layer: ...

    def match_end(self, table: PlayingTable) -> Layer: ...

    def pause(self, below: Layer | None) -> Layer: ...

    def handoff(self, name: str, on_ready: Callable[[], None], *, seat: str = "",
                back: pygame.Surface | None = None, recap: Sequence[RecapTrick] = (),
                faces: CardImages | None = None, help: str = "") -> Layer: ...

    def dialog(self, message: Label, buttons: Sequence[tuple[Label, Callable[[], None]]]
               ) -> Layer: ...

    def rules(self) -> Layer: ...

    def settings(self) -> Layer: ...

    def stats(self) -> Layer: ...

    def messages(self) -> Layer: ...

    def recent_hands(self) -> Layer: ...

    def review(self, rules: Rules, hand: HandRecord, seat: int, names: Sequence[str]
               ) -> Layer: ...

    def tournaments(self) -> Layer: ...

    def challenge(self) -> Layer: ...


class Unwired:
    """The `App`'s screens until `ui.wiring.wire` gives it the real ones: says so clearly."""

    def __getattr__(self, name: str) -> Callable[..., Layer]:
        raise RuntimeError(f"no screen {name!r}: build the app through ui.wiring.wire")
