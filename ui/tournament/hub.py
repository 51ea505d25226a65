"""The tournament's home screen: schedule, standings, bracket, next match and final results.

AI matches run in the background (a thread, see `Session`) with a progress bar at the bottom;
the tabs read the tournament as it fills up. Keys: 1–5 switch tabs, wheel/PgUp/PgDn scroll,
Space starts or pauses the AI matches, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.tournament.export import html_page, results_csv, standings_csv
from game.tournament.messages import group_letter
from game.tournament.model import Fixture
from game.tournament.play import next_ai_fixture
from game.tournament.report import (
    bracket_rounds,
    kind_label,
    label,
    match_line,
    players_text,
    side_name,
    table_title,
)
from game.tournament.standings import Row
from ui.app import App
from ui.scene import Scene
from ui.theme import CREAM, GOLD, INK, MUTED, background, panel
from ui.tournament import paint
from ui.tournament.session import Session
from ui.tournament.texts import lang, tr
from ui.widgets import Button, Text, WidgetGroup

TABS = ("schedule", "standings", "bracket", "next", "final")
CONTENT = (30, 140, 1220, 505)  # design units: x, y, w, h


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
        self.toast = session.warning or ""
        self.toast_time = 8.0 if self.toast else 0.0
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
        self.run_button.rect = lay.rect(660, 660, 230, 44)
        self.export_button.rect = lay.rect(900, 660, 170, 44)
        self.back_button.rect = lay.rect(1080, 660, 170, 44)
        self.play_button.rect = lay.rect(440, 520, 260, 48)
        self.watch_button.rect = lay.rect(720, 520, 260, 48)

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
        from game.files import atomic_write_text

        code = lang(self.app)
        base = self.s.path.with_suffix("")
        try:
            atomic_write_text(base.with_name(base.name + "-standings.csv"),
                              standings_csv(self.s.t, code))
            atomic_write_text(base.with_name(base.name + "-results.csv"),
                              results_csv(self.s.t, code))
            atomic_write_text(base.with_suffix(".html"), html_page(self.s.t, code))
        except OSError as exc:
            self.say(tr(self.app, "msg.export_failed", detail=str(exc)))
            return
        self.say(tr(self.app, "msg.exported", path=str(base.with_suffix(".html"))))

    def say(self, message: str) -> None:
        self.toast, self.toast_time = message, 6.0

    def next_fixture(self) -> Fixture | None:
        return self.s.t.next_fixture()

    def play_next(self) -> None:
        """A match with humans goes to the game's table; the tournament screen waits below."""
        fx = self.next_fixture()
        if fx is None or self.s.can_simulate(fx):
            return
        from ui.tournament.at_table import TournamentTableScene, resume_or_new

        self.s.stop_background()
        self.at_table = fx
        game, problem = resume_or_new(self.s, fx)
        self.app.push(TournamentTableScene(self.app, self.s, fx, game))
        if problem:  # shown when the player is back on this screen
            self.say(tr(self.app, "msg.match_damaged", detail=problem))

    def watch_next(self) -> None:
        """Watch an AI match move by move: the same players and deals as the background."""
        fx = self.next_fixture()
        if fx is None or not self.s.can_simulate(fx):
            return
        from ui.tournament.table import MatchScene

        self.s.stop_background()
        self.at_table = fx
        self.app.push(MatchScene(self.app, self.s, fx))

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
        self.scroll = max(0.0, min(self.scroll, max(0.0, self.content_h - CONTENT[3])))

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
        surface.blit(background(surface.get_size()), (0, 0))
        paint.text(surface, app, t.config.name, 38, CREAM, lay.rect(30, 16, 0, 0).topleft,
                   bold=True, max_w=lay.px(1220))
        done, total = t.progress()
        sub = f"{t.config.rules.variant} · {kind_label(t, lang(app))} · " + \
            tr(app, "hub.participants", n=len(t.participants))
        paint.text(surface, app, sub, 21, (206, 214, 200), lay.rect(32, 56, 0, 0).topleft)
        area = lay.rect(*CONTENT)
        panel(surface, area, lay.px(12))
        surface.set_clip(area)
        top = CONTENT[1] + 14 - self.scroll
        draw = {"schedule": self._schedule, "standings": self._standings,
                "bracket": self._bracket, "next": self._next, "final": self._final}[self.tab]
        self.content_h = draw(surface, top) - top + 20
        surface.set_clip(None)
        if self.content_h > CONTENT[3]:
            self._scrollbar(surface)
        fraction = done / total if total else 1.0
        caption = tr(app, "hub.progress", done=done, total=total)
        if self.s.busy and self.s.background and self.s.background.current:
            fx = self.s.background.current
            caption += " · " + tr(app, "hub.playing", match=fx.id)
        paint.progress_bar(surface, app, lay.rect(30, 666, 610, 32), fraction, caption)
        self.group.draw(surface)
        if self.toast_time > 0:
            box = lay.rect(30, 612, 1220, 40)
            panel(surface, box, lay.px(8), (0, 0, 0, 200))
            paint.text(surface, app, self.toast, 19, CREAM, box.center, "center",
                       max_w=box.w - lay.px(20))

    def _scrollbar(self, surface: pygame.Surface) -> None:
        x, y, w, h = CONTENT
        frac = h / self.content_h
        knob_h = max(30.0, h * frac)
        knob_y = y + (h - knob_h) * (self.scroll / max(1.0, self.content_h - h))
        pygame.draw.rect(surface, MUTED, self.app.layout.rect(x + w - 8, knob_y, 5, knob_h),
                         border_radius=3)

    def _labels(self) -> dict[str, str]:
        code = lang(self.app)
        keys = ("pos", "name", "played", "won", "drawn", "lost", "hands", "cards", "points")
        out = {k: label(k, code) for k in keys}
        out["notes"] = tr(self.app, "hub.notes")
        return out

    def _standings(self, surface: pygame.Surface, y: float) -> float:
        t, app, code = self.s.t, self.app, lang(self.app)
        if not self.tables:
            paint.text(surface, app, tr(app, "hub.no_tables"), 24, CREAM,
                       app.layout.rect(50, y, 0, 0).topleft)
            return y + 40
        qualify = t.config.qualify if t.config.kind == "groups" else 0
        cols = 2 if len(self.tables) > 1 else 1
        width = (CONTENT[2] - 40 - 30 * (cols - 1)) / cols
        bottom = y
        for start in range(0, len(self.tables), cols):
            row_bottom = y
            for c in range(cols):
                g = start + c
                if g >= len(self.tables):
                    break
                x = CONTENT[0] + 20 + c * (width + 30)
                notes: dict[str, int] = {}
                end = paint.standings_table(surface, app, x, y, width, table_title(t, g, code),
                                            self.tables[g], qualify, self._labels(), notes,
                                            code)
                end = paint.footnotes(surface, app, x, end, width, notes)
                row_bottom = max(row_bottom, end)
            y = row_bottom + 16
            bottom = y
        return bottom

    def _bracket(self, surface: pygame.Surface, y: float) -> float:
        t, app, code = self.s.t, self.app, lang(self.app)
        rounds = bracket_rounds(t, code)
        if not rounds:
            preview = t.provisional_bracket()
            q = t.config.qualify
            paint.text(surface, app, tr(app, "hub.bracket_later", q=q,
                                        a=group_letter(0), b=group_letter(1)), 20, CREAM,
                       app.layout.rect(50, y, 0, 0).topleft, max_w=app.layout.px(1180))
            if not preview:
                return y + 50
            rounds = bracket_rounds(t, code, preview)
            y += 30
            shift = 30
        else:
            shift = 0
        notes = {}
        for r in rounds:
            for fx in r.fixtures:
                note = t.knockout_note(fx)
                if note is not None and fx.decided_by != "bye":
                    notes[fx.id] = note.text(code)
        nxt = self.next_fixture()
        first = len(rounds[0].fixtures)
        height = max(CONTENT[3] - 20 - shift, first * 66 + 50)
        area = app.layout.rect(CONTENT[0] + 10, y, CONTENT[2] - 20, height)
        paint.bracket(surface, app, area, rounds, t.names, tr(app, "hub.tbd"),
                      tr(app, "hub.bye"), nxt.id if nxt else None, notes, t.seed_tags())
        final = next((f for f in t.stage_fixtures("knockout") if f.id != "KO-3rd"
                      and f.round == t.knockout_rounds - 1), None) if t.is_over else None
        if final is not None and final.winner is not None:
            paint.text(surface, app, tr(app, "hub.champion", name=t.names[final.winner]), 24,
                       GOLD, (area.right - app.layout.px(20), area.bottom - app.layout.px(30)),
                       "bottomright", True)
        return y + height

    def _schedule(self, surface: pygame.Surface, y: float) -> float:
        t, app, code = self.s.t, self.app, lang(self.app)
        nxt = self.next_fixture()
        col_w = (CONTENT[2] - 40) / 2
        heights = [y, y]
        blocks: list[tuple[str, list[Fixture]]] = []
        for fx in t.fixtures:
            if fx.stage == "group":
                key = tr(app, "hub.round", n=fx.round + 1)
            else:
                key = next(r.title for r in bracket_rounds(t, code) if fx in r.fixtures)
            if not blocks or blocks[-1][0] != key:
                blocks.append((key, []))
            blocks[-1][1].append(fx)
        for title, fixtures in blocks:
            c = 0 if heights[0] <= heights[1] else 1
            x = CONTENT[0] + 20 + c * col_w
            yy = heights[c]
            paint.text(surface, app, title, 22, GOLD, app.layout.rect(x, yy, 0, 0).topleft,
                       bold=True)
            yy += 28
            for fx in fixtures:
                colour = GOLD if nxt is not None and fx.id == nxt.id else \
                    (CREAM if fx.done else (206, 214, 200))
                line = f"{fx.id}  {match_line(t, fx, code)}"
                paint.text(surface, app, line, 18, colour,
                           app.layout.rect(x + 10, yy, 0, 0).topleft,
                           max_w=app.layout.px(col_w - 30))
                yy += 22
            heights[c] = yy + 12
        return max(heights)

    def _next(self, surface: pygame.Surface, y: float) -> float:
        t, app, code, lay = self.s.t, self.app, lang(self.app), self.app.layout
        fx = self.next_fixture()
        cx = lay.px(CONTENT[0] + CONTENT[2] / 2)
        if fx is None:
            key = "hub.over" if t.is_over else "hub.waiting"
            paint.text(surface, app, tr(app, key), 28, CREAM, (cx, lay.px(y + 40)), "midtop")
            return y + 100
        assert fx.home is not None and fx.away is not None
        stage = tr(app, "hub.stage_group", g=group_letter(fx.group)) \
            if fx.stage == "group" and t.config.kind == "groups" else ""
        title = f"{fx.id} · {stage}".strip(" ·")
        paint.text(surface, app, title, 24, GOLD, (cx, lay.px(y + 10)), "midtop", True)
        paint.text(surface, app, side_name(t, fx.home, code), 44, CREAM,
                   (cx - lay.px(40), lay.px(y + 70)), "topright", True)
        paint.text(surface, app, "–", 44, GOLD, (cx, lay.px(y + 70)), "midtop", True)
        paint.text(surface, app, side_name(t, fx.away, code), 44, CREAM,
                   (cx + lay.px(40), lay.px(y + 70)), "topleft", True)
        for i, pid in enumerate((fx.home, fx.away)):
            at = (cx - lay.px(40), lay.px(y + 130)) if i == 0 else (cx + lay.px(40),
                                                                    lay.px(y + 130))
            paint.text(surface, app, players_text(t, pid, code), 20, (206, 214, 200), at,
                       "topright" if i == 0 else "topleft")
        fmt = tr(app, f"fmt.{fx.format.kind}", n=fx.format.target)
        paint.text(surface, app, fmt, 22, CREAM, (cx, lay.px(y + 190)), "midtop")
        human = t.by_id[fx.home].has_human or t.by_id[fx.away].has_human
        hint = tr(app, "hub.human_match" if human else "hub.ai_match")
        paint.text(surface, app, hint, 20, (206, 214, 200), (cx, lay.px(y + 230)), "midtop")
        return y + 300

    def _final(self, surface: pygame.Surface, y: float) -> float:
        t, app, lay = self.s.t, self.app, self.app.layout
        ranking = t.final_ranking()
        cx = CONTENT[0] + CONTENT[2] / 2
        if not ranking:
            done, total = t.progress()
            paint.text(surface, app, tr(app, "hub.not_over", done=done, total=total), 26,
                       CREAM, (lay.px(cx), lay.px(y + 30)), "midtop")
            return y + 80
        podium = [(0, 0, 150), (1, -260, 110), (2, 260, 80)]  # place index, dx, height
        base = y + 210
        for idx, dx, h in podium:
            if idx >= len(ranking):
                continue
            p = ranking[idx]
            block = lay.rect(cx + dx - 110, base - h, 220, h)
            pygame.draw.rect(surface, GOLD if idx == 0 else CREAM, block,
                             border_radius=lay.px(8))
            paint.text(surface, app, str(p.rank), 48, INK, block.center, "center", True)
            paint.text(surface, app, p.name, 28, CREAM,
                       (block.centerx, block.y - lay.px(8)), "midbottom", True)
        y = base + 24
        col_w = (CONTENT[2] - 40) / 3
        per_col = max(1, -(-len(ranking) // 3))
        for i, p in enumerate(ranking):
            c, r = divmod(i, per_col)
            x = CONTENT[0] + 20 + c * col_w
            line = f"{p.rank:>2}. {p.name}"
            paint.text(surface, app, line, 21, CREAM, lay.rect(x, y + r * 25, 0, 0).topleft,
                       max_w=lay.px(col_w - 90))
            if p.placement_points:
                paint.text(surface, app, tr(app, "hub.placement", n=p.placement_points), 19,
                           GOLD, lay.rect(x + col_w - 20, y + r * 25, 0, 0).topleft,
                           "topright")
        return y + per_col * 25
