"""The tournament's home screen: schedule, standings, bracket, next match and final results.

AI matches run in the background (a thread, see `Session`) with a progress bar at the bottom;
the tabs read the tournament as it fills up. Keys: 1–5 switch tabs, wheel/PgUp/PgDn scroll,
Space starts or pauses the AI matches, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.catalogue import variant
from game.files import atomic_write_text
from game.tournament.export import html_page, results_csv, standings_csv
from game.tournament.model import Fixture
from game.tournament.play import next_ai_fixture
from game.tournament.report import (
    kind_label,
    match_line,
)
from game.tournament.standings import Row
from ui.app import App
from ui.problems import os_problem
from ui.scene import Scene
from ui.table import depth
from ui.theme import CREAM, GOLD, INK, MUTED, panel
from ui.tournament import pages, paint
from ui.tournament.at_table import TournamentTableScene, resume_or_new
from ui.tournament.pages import CONTENT
from ui.tournament.session import Session
from ui.tournament.texts import lang, tr
from ui.tournament.watch import WatchTableScene
from ui.widgets import Button, Text, WidgetGroup

TABS = ("schedule", "standings", "bracket", "next", "final")


class TabButton(Button):
    def __init__(self, label: Text, on_click: Callable[[], None],
                 active: Callable[[], bool]) -> None:
        super().__init__(label, on_click)
        self.active = active

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        radius = app.layout.px(10)
        fill = GOLD if self.active() else (CREAM if not hovered else (255, 248, 228))
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        if focused:
            pygame.draw.rect(surface, INK, self.rect, app.layout.px(2), border_radius=radius)
        paint.text(surface, app, self.text(), 24, INK, self.rect.center, "center",
                   self.active(), self.rect.w - app.layout.px(12))


class TournamentScene(Scene):
    def __init__(self, app: App, session: Session, tab: str = "standings") -> None:
        super().__init__(app)
        self.s = session
        self.tab = tab
        self.scroll = 0.0
        self.content_h = 0.0
        self.toast = ""
        self.toast_time = 0.0
        if session.warning:  # a file set aside on opening: said at once, kept in the list
            self.say(session.warning)
        self._stamp: tuple[int, int, bool] | None = None
        self.at_table: Fixture | None = None
        self.tables: list[list[Row]] = []
        self._build()

    # ---- widgets -------------------------------------------------------------------------
    def _build(self) -> None:
        app = self.app
        widgets: list[Button] = [self._tab(k) for k in TABS]
        self.run_button = Button(lambda: tr(app, "btn.pause" if self.s.busy else "btn.run_ai"),
                                 self.toggle_ai)
        self.export_button = Button(lambda: tr(app, "btn.export"), self.export)
        self.back_button = Button(lambda: tr(app, "btn.back"), self.back)
        self.play_button = Button(lambda: tr(app, "btn.play_table"), self.play_next)
        self.watch_button = Button(lambda: tr(app, "btn.watch"), self.watch_next)
        widgets += [self.run_button, self.export_button, self.back_button]
        if self.tab == "next":
            widgets += [self.play_button, self.watch_button]
        self.group = WidgetGroup(app, widgets)
        self._layout()

    def _tab(self, key: str) -> TabButton:
        return TabButton(lambda: tr(self.app, f"tab.{key}"), lambda: self.show(key),
                         lambda: self.tab == key)

    def _layout(self) -> None:
        lay = self.app.layout
        for i, w in enumerate(self.group.widgets[:len(TABS)]):
            w.rect = lay.rect(30 + i * 188, 86, 178, 42)
        low = self.low()
        self.run_button.rect = lay.rect(660, low, 230, 44)
        self.export_button.rect = lay.rect(900, low, 170, 44)
        self.back_button.rect = lay.rect(1080, low, 170, 44)
        self.play_button.rect = lay.rect(440, 520, 260, 48)
        self.watch_button.rect = lay.rect(720, 520, 260, 48)

    def low(self) -> float:
        """The bottom row's top, in design units: the window's foot, so a taller window (or
        1024×640) leaves no empty band under the buttons."""
        lay = self.app.layout
        return max(660.0, lay.h / lay.unit - 60)

    def content(self) -> tuple[float, float, float, float]:
        """The scrolled area, down to the bottom row."""
        x, y, w, h = CONTENT
        return (x, y, w, h + self.low() - 660)

    def on_resize(self) -> None:
        self._layout()

    def show(self, tab: str) -> None:
        self.tab, self.scroll = tab, 0.0
        self._build()

    # ---- actions -------------------------------------------------------------------------
    def toggle_ai(self) -> None:
        if self.s.busy:
            self.s.stop_background()
        elif not self.s.start_background():
            self.say(tr(self.app, "msg.no_ai_match"))

    def back(self) -> None:
        self.s.stop_background()
        self.app.pop()

    def save_now(self) -> None:
        """The window is closing: stop the thread; every finished match is already saved."""
        self.s.stop_background()

    def export(self) -> None:
        code = lang(self.app)
        base = self.s.path.with_suffix("")
        try:
            atomic_write_text(base.with_name(base.name + "-standings.csv"),
                              standings_csv(self.s.t, code))
            atomic_write_text(base.with_name(base.name + "-results.csv"),
                              results_csv(self.s.t, code))
            atomic_write_text(base.with_suffix(".html"), html_page(self.s.t, code))
        except OSError as exc:
            self.say(tr(self.app, "msg.export_failed", detail=os_problem(self.app.t, exc)))
            return
        self.say(tr(self.app, "msg.exported", path=str(base.with_suffix(".html"))))

    def say(self, message: str) -> None:
        """Through the app's messages: a toast now, and kept in the menu's list."""
        self.toast, self.toast_time = message, 6.0
        self.app.messages.append(message)

    def next_fixture(self) -> Fixture | None:
        return self.s.t.next_fixture()

    def play_next(self) -> None:
        """A match with humans goes to the game's table; the tournament screen waits below."""
        fx = self.next_fixture()
        if fx is None or self.s.can_simulate(fx):
            return
        self.s.stop_background()
        self.at_table = fx
        game, problem = resume_or_new(self.s, fx)
        self.app.push(TournamentTableScene(self.app, self.s, fx, game))
        if problem:  # shown when the player is back on this screen
            self.say(tr(self.app, "msg.match_damaged", detail=problem))

    def watch_next(self) -> None:
        """Watch a computer match at the game's table: the same players and deals as the
        background."""
        fx = self.next_fixture()
        if fx is None or not self.s.can_simulate(fx):
            return
        self.s.stop_background()
        self.at_table = fx
        self.app.push(WatchTableScene(self.app, self.s, fx))

    def on_enter(self) -> None:
        """Back from a table: say how the match ended (or that it is still to be played)."""
        fx, self.at_table = self.at_table, None
        if fx is not None and not (self.toast_time and not fx.done):
            self.say(f"{fx.id}: {match_line(self.s.t, fx, lang(self.app))}" if fx.done
                     else tr(self.app, "msg.not_finished", match=fx.id))

    # ---- scene contract ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.group.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4}
            if event.key in keys:
                self.show(TABS[keys[event.key]])
            elif event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll += 300
            elif event.key == pygame.K_PAGEUP:
                self.scroll -= 300
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 40
        self.scroll = max(0.0, min(self.scroll, max(0.0, self.content_h - self.content()[3])))

    def update(self, dt: float) -> None:
        self.s.poll()
        if self.s.error:
            self.say(tr(self.app, "msg.ai_error", detail=self.s.error))
            self.s.error = None
        self.group.update(dt)
        self.toast_time = max(0.0, self.toast_time - dt)
        fx = self.next_fixture()
        ai_only = fx is not None and self.s.can_simulate(fx)
        self.play_button.enabled = fx is not None and not ai_only
        self.watch_button.enabled = ai_only
        self.run_button.enabled = self.s.busy or next_ai_fixture(self.s.t) is not None
        self.refresh()

    def refresh(self) -> None:
        done, total = self.s.t.progress()
        stamp = (done, total, self.s.t.is_over)
        if stamp != self._stamp:
            self._stamp = stamp
            t = self.s.t
            self.tables = [t.table(g) for g in range(len(t.groups))] \
                if t.config.kind != "knockout" else []

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app, lay, t = self.app, self.app.layout, self.s.t
        surface.blit(depth.backdrop(surface.get_size()), (0, 0))  # the table's felt and rim
        paint.text(surface, app, t.config.name, 38, CREAM, lay.rect(30, 16, 0, 0).topleft,
                   bold=True, max_w=lay.px(1220))
        done, total = t.progress()
        sub = (f"{variant(t.config.rules.variant).name(lang(app))} · "
               f"{kind_label(t, lang(app))} · {tr(app, 'hub.participants', n=len(t.participants))}")
        paint.text(surface, app, sub, 21, (206, 214, 200), lay.rect(32, 56, 0, 0).topleft)
        area = lay.rect(*self.content())
        panel(surface, area, lay.px(12))
        surface.set_clip(area)
        top = CONTENT[1] + 14 - self.scroll
        draw = {"schedule": pages.schedule, "standings": pages.standings,
                "bracket": pages.bracket, "next": pages.next_match, "final": pages.final}[self.tab]
        self.content_h = draw(self, surface, top) - top + 20
        surface.set_clip(None)
        if self.content_h > self.content()[3]:
            self._scrollbar(surface)
        fraction = done / total if total else 1.0
        caption = tr(app, "hub.progress", done=done, total=total)
        if self.s.busy and self.s.background and self.s.background.current:
            fx = self.s.background.current
            caption += " · " + tr(app, "hub.playing", match=fx.id)
        paint.progress_bar(surface, app, lay.rect(30, self.low() + 6, 610, 32), fraction,
                           caption)
        self.group.draw(surface)

    def _scrollbar(self, surface: pygame.Surface) -> None:
        x, y, w, h = self.content()
        frac = h / self.content_h
        knob_h = max(30.0, h * frac)
        knob_y = y + (h - knob_h) * (self.scroll / max(1.0, self.content_h - h))
        pygame.draw.rect(surface, MUTED, self.app.layout.rect(x + w - 8, knob_y, 5, knob_h),
                         border_radius=3)
