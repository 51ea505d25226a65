"""Buttons, toggles, choices, sliders, lists and tooltips that work by mouse and keyboard.

A `WidgetGroup` owns focus: Up/Down or Tab move it, Enter or Space activate, Left/Right change
a value. Labels are callables so a language switch shows at once without rebuilding.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ui.theme import CREAM, DISABLED, GOLD, INK, MUTED, MUTED_INK, panel

if TYPE_CHECKING:
    from ui.app import App

Text = Callable[[], str]


class Widget:
    focusable = True

    def __init__(self, label: Text, *, tooltip: Text | None = None) -> None:
        self.label = label
        self.tooltip = tooltip
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True

    def activate(self) -> None:
        """Enter, Space or a click."""

    def adjust(self, step: int) -> None:
        """Left/Right arrows or the mouse wheel."""

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def drag(self, pos: tuple[int, int]) -> None:
        """The mouse moved with the button held after pressing on this widget."""

    def text(self) -> str:
        return self.label()

    def key(self, event: pygame.event.Event) -> bool:
        """Typed text or editing keys while focused; True when used."""
        return False

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        radius = app.layout.px(10)
        fill = CREAM if self.enabled else DISABLED
        if hovered and self.enabled:
            fill = (255, 248, 228)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        if focused:
            pygame.draw.rect(surface, GOLD, self.rect, app.layout.px(3), border_radius=radius)
        img = app.fonts.render(self.text(), 26, INK if self.enabled else MUTED_INK)
        if img.get_width() > self.rect.w - app.layout.px(12):
            img = pygame.transform.smoothscale(
                img, (self.rect.w - app.layout.px(12), img.get_height()))
        surface.blit(img, img.get_rect(center=self.rect.center))


class Button(Widget):
    def __init__(self, label: Text, on_click: Callable[[], None], *,
                 tooltip: Text | None = None) -> None:
        super().__init__(label, tooltip=tooltip)
        self.on_click = on_click

    def activate(self) -> None:
        if self.enabled:
            self.on_click()


class Toggle(Widget):
    def __init__(self, label: Text, get: Callable[[], bool], set_: Callable[[bool], None],
                 yes: Text, no: Text, *, tooltip: Text | None = None) -> None:
        super().__init__(label, tooltip=tooltip)
        self.get, self.set, self.yes, self.no = get, set_, yes, no

    def activate(self) -> None:
        self.set(not self.get())

    def adjust(self, step: int) -> None:
        self.activate()

    def text(self) -> str:
        return f"{self.label()}: {self.yes() if self.get() else self.no()}"


class Choice(Widget):
    """One of several values; click or arrows cycle through them."""

    def __init__(self, label: Text, options: Callable[[], Sequence[tuple[Any, str]]],
                 get: Callable[[], Any], set_: Callable[[Any], None], *,
                 tooltip: Text | None = None) -> None:
        super().__init__(label, tooltip=tooltip)
        self.options, self.get, self.set = options, get, set_

    def _index(self) -> int:
        values = [v for v, _ in self.options()]
        return values.index(self.get()) if self.get() in values else 0

    def adjust(self, step: int) -> None:
        opts = self.options()
        if opts:
            self.set(opts[(self._index() + step) % len(opts)][0])

    def activate(self) -> None:
        self.adjust(1)

    def click(self, pos: tuple[int, int]) -> None:
        self.adjust(-1 if pos[0] < self.rect.x + self.rect.w // 4 else 1)

    def text(self) -> str:
        opts = self.options()
        shown = opts[self._index()][1] if opts else ""
        return f"{self.label()}: ‹ {shown} ›"


class Slider(Widget):
    def __init__(self, label: Text, get: Callable[[], float], set_: Callable[[float], None],
                 *, step: float = 0.1, tooltip: Text | None = None) -> None:
        super().__init__(label, tooltip=tooltip)
        self.get, self.set, self.step = get, set_, step

    def adjust(self, step: int) -> None:
        self.set(round(min(1.0, max(0.0, self.get() + step * self.step)), 2))

    def activate(self) -> None:
        self.adjust(1 if self.get() < 1 else -10)

    def click(self, pos: tuple[int, int]) -> None:
        self.drag(pos)

    def drag(self, pos: tuple[int, int]) -> None:
        bar = self._bar()
        self.set(round(min(1.0, max(0.0, (pos[0] - bar.x) / max(1, bar.w))), 2))

    def _bar(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + self.rect.w // 2, self.rect.centery - 3,
                           self.rect.w // 2 - self.rect.h // 2, 6)

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        radius = app.layout.px(10)
        pygame.draw.rect(surface, CREAM, self.rect, border_radius=radius)
        if focused:
            pygame.draw.rect(surface, GOLD, self.rect, app.layout.px(3), border_radius=radius)
        img = app.fonts.render(f"{self.label()}: {round(self.get() * 100)}%", 26, INK)
        surface.blit(img, img.get_rect(midleft=(self.rect.x + app.layout.px(14),
                                                self.rect.centery)))
        bar = self._bar()
        pygame.draw.rect(surface, MUTED, bar, border_radius=3)
        knob = (bar.x + round(bar.w * self.get()), bar.centery)
        pygame.draw.circle(surface, INK, knob, app.layout.px(9))


class TextField(Widget):
    """A short line of text (a player's name); typing edits it while it has the focus."""

    def __init__(self, label: Text, get: Callable[[], str], set_: Callable[[str], None],
                 limit: int = 16) -> None:
        super().__init__(label)
        self.get, self.set, self.limit = get, set_, limit

    def key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            text = (self.get() + "".join(ch for ch in event.text if ch.isprintable()))
            self.set(text[: self.limit])
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.set(self.get()[:-1])
            return True
        return False

    def text(self) -> str:
        return f"{self.label()}: {self.get()}"

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        super().draw(surface, app, focused, hovered)
        if focused:
            x = self.rect.right - app.layout.px(14)
            pygame.draw.line(surface, INK, (x, self.rect.y + 8), (x, self.rect.bottom - 8), 2)


class Label(Widget):
    focusable = False

    def __init__(self, label: Text, size: float = 26, colour: tuple[int, int, int] = CREAM
                 ) -> None:
        super().__init__(label)
        self.size, self.colour = size, colour

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        img = app.fonts.render(self.text(), self.size, self.colour)
        surface.blit(img, img.get_rect(midleft=(self.rect.x, self.rect.centery)))


class WidgetGroup:
    """Focus, hover, clicks, drags and tooltips for a set of widgets laid out by a scene."""

    def __init__(self, app: App, widgets: Sequence[Widget] = ()) -> None:
        self.app = app
        self.widgets: list[Widget] = list(widgets)
        self.focus = next((i for i, w in enumerate(self.widgets) if w.focusable), -1)
        self.hover: Widget | None = None
        self.hover_time = 0.0
        self.dragging: Widget | None = None

    def column(self, x: float, y: float, w: float, h: float, gap: float) -> None:
        """Lay the widgets out top to bottom (design units)."""
        lay = self.app.layout
        for i, widget in enumerate(self.widgets):
            widget.rect = lay.rect(x, y + i * (h + gap), w, h)

    def _move(self, step: int) -> None:
        n = len(self.widgets)
        for k in range(1, n + 1):
            i = (self.focus + step * k) % n
            if self.widgets[i].focusable and self.widgets[i].enabled:
                self.focus = i
                return

    def at(self, pos: tuple[int, int]) -> Widget | None:
        return next((w for w in self.widgets if w.focusable and w.rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used by a widget."""
        current = self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None
        if current is not None and current.key(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self._move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key == pygame.K_UP:
                self._move(-1)
                return True
            if current is None:
                return False
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.app.sound.play("click")
                current.activate()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                current.adjust(1 if event.key == pygame.K_RIGHT else -1)
                return True
        elif event.type == pygame.MOUSEMOTION:
            widget = self.at(event.pos)
            if widget is not self.hover:
                self.hover, self.hover_time = widget, 0.0
            if self.dragging is not None and event.buttons and event.buttons[0]:
                self.dragging.drag(event.pos)
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            widget = self.at(event.pos)
            if widget is not None and widget.enabled:
                self.focus = self.widgets.index(widget)
                self.dragging = widget
                self.app.sound.play("click")
                widget.click(event.pos)
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = None
        elif event.type == pygame.MOUSEWHEEL and self.hover is not None:
            self.hover.adjust(1 if event.y > 0 else -1)
            return True
        return False

    def update(self, dt: float) -> None:
        self.hover_time += dt

    def draw(self, surface: pygame.Surface) -> None:
        for i, widget in enumerate(self.widgets):
            widget.draw(surface, self.app, i == self.focus, widget is self.hover)
        self.draw_tooltip(surface)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        w = self.hover
        if w is None or w.tooltip is None or self.hover_time < 0.5:
            return
        draw_tooltip(surface, self.app, w.tooltip(), w.rect.midbottom)


def draw_tooltip(surface: pygame.Surface, app: App, text: str, anchor: tuple[int, int]) -> None:
    """A small dark box under `anchor`, kept inside the window."""
    if not text:
        return
    img = app.fonts.render(text, 20, CREAM)
    pad = app.layout.px(8)
    box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
    box.midtop = (anchor[0], anchor[1] + app.layout.px(6))
    box.clamp_ip(surface.get_rect())
    panel(surface, box, app.layout.px(6), (0, 0, 0, 220))
    surface.blit(img, (box.x + pad, box.y + pad))
