"""What the table's drawing and controls read of the table scene: a narrow view, so
`ui.table.draw` and `ui.table.hud` never import the scene that imports them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.rules import Rules
    from ui.app import App
    from ui.cards_view import CardImages
    from ui.nav import Layer, Screens
    from ui.session import GameSession
    from ui.table.anim import Animator
    from ui.table.geometry import TableGeometry
    from ui.table.view import TableView


@dataclass(frozen=True)
class PlateInfo:
    detail: str  # level (or "you") and tricks taken
    points: str | None  # None while the points are hidden
    dealer: bool


@dataclass
class Drag:
    index: int
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


class TablePort(Protocol):
    """The table scene as its drawing code and its buttons see it."""

    app: App
    screens: Screens
    session: GameSession
    view: TableView
    animator: Animator
    drag: Drag | None
    selected: int | None
    hint_card: int | None
    hint_text: str
    concealed: bool
    ending: bool
    images: CardImages
    mid: CardImages
    small: CardImages
    pile: CardImages
    shown: CardImages

    @property
    def rules(self) -> Rules: ...

    @property
    def french(self) -> bool: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def geo(self) -> TableGeometry: ...

    @property
    def layer(self) -> Layer: ...

    def human_to_act(self) -> bool: ...

    def visible_trump(self) -> int | None: ...

    def event_title(self) -> str: ...

    def show_hint(self) -> None: ...

    def help_on(self, kind: str, seat: int | None = None) -> bool: ...

    def seat_to_play(self) -> int | None: ...

    def rotated_trump(self) -> pygame.Surface: ...

    def plate_info(self, seat: int) -> PlateInfo: ...

    def pile_back(self) -> pygame.Surface: ...

    def is_unplayable(self, card: int) -> bool: ...

    def is_playable(self, card: int) -> bool: ...

    def hand_cards(self) -> list[tuple[tuple[float, float], float]]: ...

    def fan_shadow(self, angle: float) -> pygame.Surface: ...

    def fan_image(self, card: int, angle: float, dim: bool) -> pygame.Surface: ...

    def fan_glow(self, angle: float) -> pygame.Surface: ...

    def apply(self, action: int) -> bool: ...

    def action_text(self, seat: int, action: int) -> str: ...
