"""The scene contract every screen follows: input, then time, then a pure draw.

Scenes live on the `App`'s stack. Only the top scene gets events and time; scenes marked
`overlay` are drawn over the scene below them (pause menu, dialogs), so the table stays visible.

Every scene has the same lifecycle, declared here once (the app and the pause menu call these
and never ask whether a scene has them): `on_enter` when it becomes the top, `on_leave` when
it is taken off the stack, `close` to let go of its threads and files for good, `save_now` to
write the game it holds at once (leaving for the menu, closing the window, a crash).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.theme import GOLD, background

if TYPE_CHECKING:
    from ui.app import App


class Scene:
    """Base: handle_event consumes input, update advances by dt seconds, draw never changes
    state."""

    overlay = False
    """True when the scene below should be drawn first (the scene is partly transparent)."""
    spare_time = False
    """True for screens whose frames are cheap (menus): the app rasterises the table's cards
    there, one per frame, so a new game starts without a pause (`ui.cards_view.warm_deck`)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.screens = app.screens
        """What this scene may open next (`ui.nav.Screens`, wired in `ui.wiring`)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (already delivered only to the top scene)."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change any state that affects the game."""

    def draw_page(self, surface: pygame.Surface, title_key: str, size: int, top: int,
                  backdrop: pygame.Surface | None = None) -> int:
        """The menus' felt backdrop (or `backdrop`: the table's own felt, for the screens
        around the table) and a gold title centred `top` units down; returns its bottom.

        Every full-screen page starts this way, so the look is decided once.
        """
        lay = self.app.layout
        surface.blit(backdrop or background(surface.get_size()), (0, 0))
        title = self.app.fonts.render(self.app.t(title_key), size, GOLD, bold=True)
        rect = title.get_rect(midtop=(lay.w // 2, lay.px(top)))
        surface.blit(title, rect)
        return rect.bottom

    def on_resize(self) -> None:
        """The window changed size: rebuild cached surfaces and layouts."""

    def on_enter(self) -> None:
        """The scene became the top of the stack again (pushed, or the one above popped)."""

    def on_leave(self) -> None:
        """The scene was taken off the stack (popped, replaced, or the stack cleared)."""

    def close(self) -> None:
        """Let go of what the scene holds (threads, pending saves) for good; it opens nothing."""

    def save_now(self) -> None:
        """Write the game this scene holds, at once; a scene that holds none has nothing to do."""

    def awake(self) -> bool:
        """True while something on this screen moves or may change without input (an
        animation, a timer, work on another thread). The app draws frames only while the top
        scene is awake and otherwise sleeps until an event, so a still screen costs no CPU.
        True here, so a scene that does not say otherwise is always drawn."""
        return True
