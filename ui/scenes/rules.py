"""Rules and help, in the player's language, scrolled with the wheel or the arrow keys."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.catalogue import VARIANTS
from game.version import PROJECT_URL, __version__
from ui.ladder import Ladder
from ui.scene import Scene
from ui.table import depth
from ui.text import wrap
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App

PAGES = ("rules", "variants", "help")


class RulesScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.scroll = 0
        self.ladder = Ladder(app)
        t = app.t
        self.group = WidgetGroup(app, [
            *(Button(partial(t, f"{p}.title"), self._opener(i)) for i, p in enumerate(PAGES)),
            Button(lambda: t("common.back"), self._back)])
        self.on_resize()

    def _opener(self, i: int) -> Callable[[], None]:
        def open_() -> None:
            self.page, self.scroll = i, 0
        return open_

    def _back(self) -> None:
        self.app.pop()

    def on_resize(self) -> None:
        lay = self.app.layout
        wu = lay.w / lay.unit
        for i, w in enumerate(self.group.widgets):
            w.rect = lay.rect((wu - 4 * 230) / 2 + i * 230, 20, 220, 44)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._back()
                return
            if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll += 3 if event.key == pygame.K_DOWN else 12
                return
            if event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - (3 if event.key == pygame.K_UP else 12))
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.page, self.scroll = (self.page + step) % len(PAGES), 0
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 3)
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def awake(self) -> bool:
        return self.group.awake()

    def _body(self) -> str:
        """The page's text; the help page ends with what a bug report needs: the version."""
        page = PAGES[self.page]
        if page == "variants":  # a paragraph per variant that has one, in catalogue order
            lang = self.app.settings.language
            words = self.app.words.entries(lang)
            body = "\n".join(f"# {v.name(lang)}\n{self.app.t(f'variants.{v.key}')}"
                             for v in VARIANTS if f"variants.{v.key}" in words)
            body += "\n" + self.app.t("variants.house")
        else:
            body = self.app.t(f"{page}.body")
        if page == "help":
            body += "\n# " + self.app.t("about.title") + "\n" + self.app.t(
                "about.body", version=__version__, url=PROJECT_URL)
        return body

    def ladder_box(self) -> pygame.Rect:
        lay = self.app.layout
        return pygame.Rect(lay.px(40), lay.px(80), lay.w - lay.px(80), lay.px(210))

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        surface.blit(depth.backdrop(surface.get_size()), (0, 0))  # the table's felt
        self.group.draw(surface)
        box = pygame.Rect(lay.px(40), lay.px(80), lay.w - lay.px(80), lay.h - lay.px(100))
        if PAGES[self.page] == "rules":  # the cards of the chosen deck, strongest first
            band = self.ladder_box()
            self.ladder.draw(surface, band)
            box.top = band.bottom + lay.px(10)
            box.h = lay.h - lay.px(20) - box.top
        panel(surface, box, lay.px(14))
        font = app.fonts.get(24)
        lines = wrap(font, self._body(), box.w - lay.px(40))
        line_h = font.get_linesize()
        fit = max(1, (box.h - lay.px(30)) // line_h)
        self.scroll = min(self.scroll, max(0, len(lines) - fit))
        y = box.y + lay.px(15)
        bottom = box.bottom - lay.px(15)
        for n, line in enumerate(lines[self.scroll:self.scroll + fit]):
            heading = line.startswith("# ")
            if heading and n:
                y += line_h // 2  # air above each section, as on a printed rules sheet
            if y + line_h > bottom:
                break
            text = line[2:] if heading else line
            img = app.fonts.render(text, 24, GOLD if heading else CREAM, bold=heading)
            surface.blit(img, (box.x + lay.px(20), y))
            y += line_h
