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


TOOLTIP_DELAY = 0.5  # seconds the pointer rests on a control before its tooltip shows

class Widget:
    focusable = True
    arrows = False  # a value chosen from a list: drawn with ‹ › chevrons around it

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

    def value(self) -> str | None:
        """The current value, drawn at the right of the label; None for a plain button."""
        return None

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
        colour = INK if self.enabled else MUTED_INK
        value = self.value()
        if value is None:
            img = _fit(app.fonts.render(self.text(), 26, colour), self.rect.w - app.layout.px(12))
            surface.blit(img, img.get_rect(center=self.rect.center))
            return
        # A setting: its name at the left, its value at the right, so columns line up.
        pad = app.layout.px(12)
        arrow = app.layout.px(12) if self.arrows else 0
        name = app.fonts.render(self.label(), 22, colour)
        room = self.rect.w - 3 * pad - 2 * arrow
        val = _fit(app.fonts.render(value, 22, colour, bold=True),
                   max(room - name.get_width(), room // 2))
        name = _fit(name, room - val.get_width())
        surface.blit(name, name.get_rect(midleft=(self.rect.x + pad, self.rect.centery)))
        spot = val.get_rect(midright=(self.rect.right - pad - arrow, self.rect.centery))
        if not self.label():  # a bare value (the row says what it is about): centred
            spot.center = self.rect.center
        surface.blit(val, spot)
        if arrow:
            cy, k = self.rect.centery, arrow // 3
            for tip, base in ((spot.x - arrow + k, spot.x - k), (spot.right + arrow - k,
                                                                spot.right + k)):
                pygame.draw.polygon(surface, colour, [(tip, cy), (base, cy - k - 1),
                                                      (base, cy + k + 1)])


def _fit(img: pygame.Surface, width: int) -> pygame.Surface:
    """Squeeze a line that would overflow its box (the fit test keeps this rare)."""
    if img.get_width() > width > 0:
        return pygame.transform.smoothscale(img, (width, img.get_height()))
    return img


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

    def value(self) -> str:
        return self.yes() if self.get() else self.no()

    def text(self) -> str:
        return f"{self.label()}: {self.value()}"


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

    arrows = True

    def value(self) -> str:
        opts = self.options()
        return opts[self._index()][1] if opts else ""

    def text(self) -> str:
        return f"{self.label()}: ‹ {self.value()} ›"


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
                 limit: int = 16, *, tooltip: Text | None = None) -> None:
        super().__init__(label, tooltip=tooltip)
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

    def value(self) -> str:
        return self.get()

    def text(self) -> str:
        return f"{self.label()}: {self.get()}"

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        """The label (if any) at the left, the text after it, the cursor where typing goes."""
        radius = app.layout.px(10)
        pygame.draw.rect(surface, (255, 252, 240), self.rect, border_radius=radius)
        pygame.draw.rect(surface, GOLD if focused else MUTED_INK, self.rect,
                         app.layout.px(3) if focused else 1, border_radius=radius)
        pad = app.layout.px(12)
        x = self.rect.x + pad
        if self.label():
            name = app.fonts.render(self.label(), 24, INK)
            surface.blit(name, name.get_rect(midleft=(x, self.rect.centery)))
            x += name.get_width() + pad
        value = _fit(app.fonts.render(self.get(), 24, INK, bold=True),
                     self.rect.right - pad - x - 4)
        surface.blit(value, value.get_rect(midleft=(x, self.rect.centery)))
        if focused:
            cx = x + value.get_width() + 2
            pygame.draw.line(surface, INK, (cx, self.rect.y + 8), (cx, self.rect.bottom - 8), 2)


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

    def awake(self) -> bool:
        """True while a tooltip is waiting to appear under the pointer (the only thing that
        moves in a group without input)."""
        w = self.hover
        return (w is not None and w.tooltip is not None and self.help_box is None
                and self.hover_time < TOOLTIP_DELAY)

    def draw(self, surface: pygame.Surface) -> None:
        for i, widget in enumerate(self.widgets):
            widget.draw(surface, self.app, i == self.focus, widget is self.hover)
        self.draw_tooltip(surface)

    help_box: pygame.Rect | None = None
    """Where the scene wants tooltips (a help line clear of every control); None: beside
    the control."""

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        w = self.hover if self.hover is not None else None
        if self.help_box is not None and w is None and 0 <= self.focus < len(self.widgets):
            w = self.widgets[self.focus]  # the help line follows the keyboard too
        if w is None or w.tooltip is None:
            return
        if self.help_box is not None:
            draw_help(surface, self.app, w.tooltip(), self.help_box)
        elif self.hover_time >= TOOLTIP_DELAY:
            draw_tooltip(surface, self.app, w.tooltip(), w.rect, self.widgets)


def draw_help(surface: pygame.Surface, app: App, text: str, box: pygame.Rect) -> None:
    """A control's explanation in the scene's help line, centred, on an opaque strip."""
    if not text:
        return
    panel(surface, box, app.layout.px(8), (6, 28, 16, 255))
    img = _fit(app.fonts.render(text, 20, CREAM), box.w - app.layout.px(16))
    surface.blit(img, img.get_rect(center=box.center))


def draw_tooltip(surface: pygame.Surface, app: App, text: str,
                 anchor: pygame.Rect | tuple[int, int],
                 avoid: Sequence[Widget] = ()) -> None:
    """A small opaque box beside `anchor` (right, left, above or below: the first place that
    covers no other control), kept inside the window."""
    if not text:
        return
    img = app.fonts.render(text, 20, CREAM)
    pad = app.layout.px(8)
    gap = app.layout.px(6)
    box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + 2 * pad)
    target = anchor if isinstance(anchor, pygame.Rect) else pygame.Rect(anchor, (0, 0))
    others = [w.rect for w in avoid if w.rect != target and w.rect.w]
    places = [dict(midleft=(target.right + gap, target.centery)),
              dict(midright=(target.x - gap, target.centery)),
              dict(midbottom=(target.centerx, target.y - gap)),
              dict(midtop=(target.centerx, target.bottom + gap))]
    area = surface.get_rect()
    for place in places:
        trial = box.copy()
        setattr(trial, *next(iter(place.items())))
        if area.contains(trial) and trial.collidelist(others) < 0:
            box = trial
            break
    else:
        box.midtop = (target.centerx, target.bottom + gap)
        box.clamp_ip(area)
    panel(surface, box, app.layout.px(6), (0, 0, 0, 255))
    surface.blit(img, (box.x + pad, box.y + pad))
