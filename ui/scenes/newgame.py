"""New game: any variant of the catalogue, its table, its options, and who sits where.

Three columns: the table (variant, players, alone or in pairs, match), the options the
catalogue gives this variant at this table, and the seats (a name, and a person or an AI level
each). Nothing here names a variant: the lists come from `game.catalogue` through `GameSetup`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.levels import level
from game.catalogue import VARIANTS, Option
from game.fairness import parse_deal_code
from game.match import MatchFormat
from game.rules import RulesError
from ui.scene import Scene
from ui.scenes.menu import ai_names
from ui.session import FORGIVE, HELPS, GameSession, SeatConfig
from ui.setup import FORMATS, MAX_SEATS, SEAT_KINDS, GameSetup
from ui.text import suit_name, wrap
from ui.theme import CREAM, DISABLED, GOLD, INK, MUTED_INK, RED_LIGHT
from ui.widgets import Button, Choice, Label, TextField, Widget, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App

ROW, PITCH, GAP = 44.0, 52.0, 24.0  # design units


class Row(Choice):
    """A choice drawn as a settings row: its name on the left, ‹ value › on the right, so
    long option names stay readable in a narrow column.

    The arrows stand still whatever the value: ‹ sits where the widest value needs it, so
    clicking it again and again goes back through the values (a click elsewhere goes on)."""

    back_zone: pygame.Rect | None = None  # where ‹ was drawn: a click there goes back

    def click(self, pos: tuple[int, int]) -> None:
        zone = self.back_zone
        if zone is not None and zone.collidepoint(pos):
            self.adjust(-1)
        else:
            super().click(pos)

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        lay = app.layout
        fill = (255, 248, 228) if hovered and self.enabled else CREAM if self.enabled \
            else DISABLED
        pygame.draw.rect(surface, fill, self.rect, border_radius=lay.px(10))
        if focused:
            pygame.draw.rect(surface, GOLD, self.rect, lay.px(3), border_radius=lay.px(10))
        ink = INK if self.enabled else MUTED_INK
        opts = self.options()
        pad = lay.px(12)
        back = app.fonts.render("‹", 22, ink, bold=True)
        ahead = app.fonts.render("›", 22, ink, bold=True)
        arrows = back.get_width() + ahead.get_width() + lay.px(16)
        label = self.label()
        most = max((app.fonts.get(22, True).size(text)[0] for _, text in opts), default=0)
        # The value's column: as wide as the widest value, leaving the name at least a third.
        cap = self.rect.w - 2 * pad - arrows - (self.rect.w // 3 if label else 0)
        col = max(lay.px(20), min(most, cap))
        right = self.rect.right - pad
        ahead_rect = ahead.get_rect(midright=(right, self.rect.centery))
        back_rect = back.get_rect(midright=(ahead_rect.left - col - lay.px(16),
                                            self.rect.centery))
        self.back_zone = back_rect.inflate(lay.px(24), self.rect.h - back_rect.h)
        value = app.fonts.render(opts[self._index()][1] if opts else "", 22, ink, bold=True)
        if value.get_width() > col:
            value = pygame.transform.smoothscale(value, (col, value.get_height()))
        surface.blit(back, back_rect)
        surface.blit(ahead, ahead_rect)
        surface.blit(value, value.get_rect(center=((back_rect.right + ahead_rect.left) // 2,
                                                   self.rect.centery)))
        room = back_rect.left - self.rect.x - pad - lay.px(10)
        if label and room > lay.px(20):
            name = app.fonts.render(label, 22, ink)
            if name.get_width() > room:
                name = pygame.transform.smoothscale(name, (room, name.get_height()))
            surface.blit(name, name.get_rect(midleft=(self.rect.x + pad, self.rect.centery)))


class SeatName(TextField):
    """A seat's name, drawn left-aligned as "2. Maria" so names stay whole in a narrow box."""

    def __init__(self, seat: int, label: Callable[[], str], get: Callable[[], str],
                 set_: Callable[[str], None]) -> None:
        super().__init__(label, get, set_)
        self.seat = seat

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        lay = app.layout
        fill = (255, 248, 228) if hovered else CREAM
        pygame.draw.rect(surface, fill, self.rect, border_radius=lay.px(10))
        if focused:
            pygame.draw.rect(surface, GOLD, self.rect, lay.px(3), border_radius=lay.px(10))
        img = app.fonts.render(f"{self.seat + 1}. {self.get()}", 22, INK, bold=True)
        room = self.rect.w - lay.px(30)
        if img.get_width() > room:
            img = pygame.transform.smoothscale(img, (room, img.get_height()))
        surface.blit(img, img.get_rect(midleft=(self.rect.x + lay.px(12), self.rect.centery)))
        if focused:
            x = self.rect.right - lay.px(14)
            pygame.draw.line(surface, INK, (x, self.rect.y + 8), (x, self.rect.bottom - 8), 2)


class NewGameScene(Scene):
    spare_time = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.setup = GameSetup.from_settings(app.settings, app.t("name.you"), ai_names(app))
        self.error = ""
        t = app.t
        lang = app.settings.language
        setup = self.setup
        self.heads = [Label(lambda: t("new.table"), 26, GOLD),
                      Label(lambda: t("new.options"), 26, GOLD),
                      Label(lambda: t("new.seats"), 26, GOLD)]
        self.variant = Row(lambda: t("new.variant"),
                           lambda: [(v.key, v.name(lang)) for v in VARIANTS],
                           lambda: setup.variant, self._set_variant)
        self.players = Row(lambda: t("new.players"),
                           lambda: [(n, str(n)) for n in setup.entry.players],
                           lambda: setup.players, self._set_players)
        self.pairs = Row(lambda: t("new.pairs"), self._yes_no, lambda: setup.pairs,
                         self._set_pairs)
        self.match = Row(lambda: t("new.match"),
                         lambda: [(f, t(f"format.{f}")) for f in FORMATS],
                         lambda: setup.match, lambda v: setattr(setup, "match", v))
        self.forgive = Row(lambda: t("new.forgive"),
                           lambda: [(f, t(f"new.forgive.{f}")) for f in FORGIVE],
                           setup.forgiving, lambda v: setattr(setup, "forgive", v),
                           tooltip=lambda: t("new.forgive.tip"))
        self.code = TextField(lambda: t("new.code"), lambda: setup.code,
                              lambda v: setattr(setup, "code", v), limit=24,
                              tooltip=lambda: t("new.code.tip"))
        self.names: list[SeatName] = []
        self.kinds: list[Row] = []
        for i in range(MAX_SEATS):
            self.names.append(SeatName(i, partial(t, "new.seat", n=i + 1), self._name_get(i),
                                       self._name_set(i)))
            self.kinds.append(Row(lambda: "", self._kind_options, self._kind_get(i),
                                  self._kind_set(i)))
        # The help of the first person with help, one row each (see ui/table/helps.py).
        self.help_head = Label(lambda: t("new.help_of", name=self._helped_name()), 22, GOLD)
        self.help_rows = [Row(partial(t, f"help.row.{k}"), self._yes_no,
                              self._help_get(k), self._help_set(k)) for k in HELPS]
        self.start = Button(lambda: t("new.start"), self.start_game)
        self.back = Button(lambda: t("common.back"), self._back)
        self.options: list[Row] = []
        self.group = WidgetGroup(app, [])
        self.rebuild()

    # ---- the widgets of the chosen variant --------------------------------------------
    def _yes_no(self) -> list[tuple[Any, str]]:
        return [(False, self.app.t("common.no")), (True, self.app.t("common.yes"))]

    def _kind_options(self) -> list[tuple[str, str]]:
        t, lang = self.app.t, self.app.settings.language
        return [(k, t(f"kind.{k}") if k in ("human", "helped") else level(k).name(lang))
                for k in SEAT_KINDS]

    def _value_label(self, option: Option, value: Any) -> str:
        t = self.app.t
        if isinstance(value, bool):
            return t("common.yes") if value else t("common.no")
        if option.key == "removed_two" and value is not None:
            return t("option.removed_two.suit",
                     suit=suit_name(self.app, int(value), self.setup.deck == "french"))
        key = f"option.{option.key}.{'none' if value is None else value}"
        if key in self.app.words.entries(self.app.settings.language):
            return t(key)
        return str(value)  # numbers: points, ranks

    def _option_name(self, option: Option) -> str:
        """The option's name; a variant's talk may word it its own way (the busso is heard)."""
        words = self.app.words.entries(self.app.settings.language)
        for talk in self.setup.entry.hooks.talk:
            if f"option.{option.key}@{talk}" in words:
                return self.app.t(f"option.{option.key}@{talk}")
        return self.app.t(f"option.{option.key}")

    def _option_row(self, option: Option) -> Row:
        return Row(lambda: self._option_name(option),
                   lambda: [(v, self._value_label(option, v)) for v in option.values],
                   lambda: self.setup.value(option),
                   lambda v: self.setup.set_option(option.key, v),
                   tooltip=lambda: self.app.t(f"option.{option.key}.tip"))

    def rebuild(self) -> None:
        """Re-make the option rows for the variant and table now chosen; keep the focus."""
        old = self.group
        focused = old.widgets[old.focus] if 0 <= old.focus < len(old.widgets) else None
        self.options = [self._option_row(o) for o in self.setup.offered()]
        widgets: list[Widget] = [*self.heads, self.variant, self.players, self.pairs,
                                 self.match, self.forgive, self.code, *self.options]
        for name, kind in zip(self.names, self.kinds, strict=True):
            widgets += [name, kind]
        widgets += [self.help_head, *self.help_rows, self.start, self.back]
        self.group = WidgetGroup(self.app, widgets)
        if focused in widgets:
            self.group.focus = widgets.index(focused)
        self.on_resize()

    def about(self) -> list[str]:
        """A few lines on how the chosen variant goes, from its catalogue entry."""
        t, entry = self.app.t, self.setup.entry
        hooks = entry.hooks
        lines = [t(f"about.teams.{self.setup.table.teams}")]
        if hooks.auction:
            lines.append(t(f"about.auction.{hooks.auction}"))
        if hooks.calling:
            lines.append(t(f"about.calling.{hooks.calling}"))
        if hooks.declarations:
            lines.append(t("about.declarations"))
        talk = {"conversation": "signals"}
        for kind in dict.fromkeys(talk.get(k, k) for k in hooks.talk):
            if self.setup.table.in_teams or kind != "signals":
                lines.append(t(f"about.talk.{kind}"))
        m = entry.match
        lines.append(t(f"about.match.{m.kind}", n=m.target_for(self.setup.players)))
        return lines

    def _set_variant(self, v: str) -> None:
        self.setup.set_variant(v)
        self.rebuild()

    def _set_players(self, n: int) -> None:
        self.setup.set_players(n)
        self.rebuild()

    def _set_pairs(self, v: bool) -> None:
        self.setup.pairs = v
        self.rebuild()

    def _name_get(self, i: int) -> Callable[[], str]:
        return lambda: self.setup.seats[i].name

    def _name_set(self, i: int) -> Callable[[str], None]:
        def set_(v: str) -> None:
            s = self.setup.seats[i]
            self.setup.seats[i] = SeatConfig(v, s.human, s.level, s.help)
        return set_

    def _kind_get(self, i: int) -> Callable[[], str]:
        def get() -> str:
            s = self.setup.seats[i]
            return ("helped" if s.help else "human") if s.human else s.level
        return get

    def _kind_set(self, i: int) -> Callable[[str], None]:
        def set_(v: str) -> None:
            s = self.setup.seats[i]
            human = v in ("human", "helped")
            self.setup.seats[i] = SeatConfig(s.name, human, s.level if human else v,
                                             HELPS if v == "helped" else ())
            self.on_resize()  # the help rows come and go
        return set_

    def helped_seat(self) -> int | None:
        """The first person's seat with help (its rows are shown), if any."""
        return next((i for i, s in enumerate(self.setup.seat_list()) if s.human and s.help),
                    None)

    def _helped_name(self) -> str:
        i = self.helped_seat()
        return "" if i is None else self.setup.seats[i].name

    def _help_get(self, kind: str) -> Callable[[], bool]:
        def get() -> bool:
            i = self.helped_seat()
            return i is not None and kind in self.setup.seats[i].help
        return get

    def _help_set(self, kind: str) -> Callable[[bool], None]:
        def set_(on: bool) -> None:
            i = self.helped_seat()
            if i is None:
                return
            s = self.setup.seats[i]
            helps = tuple(k for k in HELPS if (k == kind and on) or (k != kind and k in s.help))
            self.setup.seats[i] = SeatConfig(s.name, s.human, s.level, helps)
            self.on_resize()  # with no help left the rows go
        return set_

    def _back(self) -> None:
        self.app.pop()

    def start_game(self) -> None:
        seats = self.setup.seat_list()
        if any(not s.name.strip() for s in seats):
            self.error = self.app.t("new.error_name")
            return
        try:
            rules = self.setup.rules()
        except (RulesError, ValueError):
            self.error = self.app.t("new.error_rules")
            return
        fmt, kind = self.setup.match_format(rules), "game"
        deals: tuple[tuple[int, int], ...] = ()
        if self.setup.code.strip():
            try:
                deals = (parse_deal_code(self.setup.code, rules.players),)
            except ValueError:
                self.error = self.app.t("new.error_code", players=rules.players)
                return
            fmt, kind = MatchFormat.single(), "replay"
        try:
            session = GameSession(rules, fmt, seats, deals=deals, forgive=self.setup.forgiving(),
                                  kind=kind)
        except (RulesError, ValueError):
            self.error = self.app.t("new.error_rules")
            return
        settings = self.app.settings  # New Game opens on this table next time
        settings.last_variant, settings.last_players = self.setup.variant, self.setup.players
        self.app.save_settings()
        self.app.replace(self.screens.table(session))

    # ---- layout --------------------------------------------------------------------------
    @property
    def hot_seat(self) -> bool:
        return sum(1 for s in self.setup.seat_list() if s.human) > 1

    def on_resize(self) -> None:
        lay = self.app.layout
        wu, hu = lay.w / lay.unit, lay.h / lay.unit
        col = (min(wu, 1500.0) - 72 - 2 * GAP) / 3
        x = [(wu - 3 * col - 2 * GAP) / 2 + k * (col + GAP) for k in range(3)]
        top = 96.0
        for head, cx in zip(self.heads, x, strict=True):
            head.rect = lay.rect(cx + 4, top, col, 30)
        y = top + 38
        hidden = pygame.Rect(-1000, -1000, 0, 0)
        shown_game = [self.variant, self.players, self.match, self.forgive, self.code]
        self.players.enabled = len(self.setup.entry.players) > 1
        if self.setup.pairs_offered():
            shown_game.insert(2, self.pairs)
        self.pairs.rect = hidden
        self.pairs.enabled = self.pairs.focusable = self.setup.pairs_offered()
        for i, w in enumerate(shown_game):
            w.rect = lay.rect(x[0], y + i * PITCH, col, ROW)
        self.about_box = lay.rect(x[0], y + len(shown_game) * PITCH + 10, col,
                                  hu - 160 - (y + len(shown_game) * PITCH + 10))
        for i, w in enumerate(self.options):
            w.rect = lay.rect(x[1], y + i * PITCH, col, ROW)
        name_w = col * 0.47
        for i, (name, kind) in enumerate(zip(self.names, self.kinds, strict=True)):
            shown = i < self.setup.players
            name.enabled = kind.enabled = name.focusable = kind.focusable = shown
            name.rect = lay.rect(x[2], y + i * PITCH, name_w - 6, ROW) if shown else hidden
            kind.rect = lay.rect(x[2] + name_w, y + i * PITCH, col - name_w, ROW) if shown \
                else hidden
        bottom = hu - 70
        self.help_box = lay.rect(x[0], bottom - 46, 3 * col + 2 * GAP, 34)
        self.group.help_box = self.help_box
        self._place_help(x, y, col, bottom, hidden)
        self.back.rect = lay.rect(wu / 2 - 250, bottom, 240, 48)
        self.start.rect = lay.rect(wu / 2 + 10, bottom, 240, 48)

    def _place_help(self, x: list[float], y: float, col: float, bottom: float,
                    hidden: pygame.Rect) -> None:
        """The help rows under the seats (or under the options when the seats fill their
        column), shown while a person has help."""
        lay = self.app.layout
        shown = self.helped_seat() is not None
        pitch, need = ROW, 34 + len(self.help_rows) * ROW
        cx, cy = x[2], y + self.setup.players * PITCH + 6
        if cy + need > bottom - 10:
            cx, cy = x[1], y + len(self.options) * PITCH + 6
        self.help_head.rect = lay.rect(cx + 4, cy, col, 30) if shown else hidden
        for i, row in enumerate(self.help_rows):
            row.enabled = row.focusable = shown
            row.rect = lay.rect(cx, cy + 34 + i * pitch, col, ROW - 6) if shown else hidden

    # ---- scene contract ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.error = ""
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def awake(self) -> bool:
        return self.group.awake()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        self.draw_page(surface, "new.title", 50, 24)
        for i, w in enumerate(self.group.widgets):
            if w.rect.x < 0:
                continue
            w.draw(surface, self.app, i == self.group.focus, w is self.group.hover)
        self._draw_about(surface)
        self.group.draw_tooltip(surface)
        note = self.error or (self.app.t("new.humans_hidden") if self.hot_seat else "")
        if note:
            img = self.app.fonts.render(note, 24, RED_LIGHT if self.error else CREAM,
                                        bold=bool(self.error))
            surface.blit(img, img.get_rect(midbottom=(lay.w // 2,
                                                      self.help_box.y - lay.px(6))))

    def _draw_about(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        box = self.about_box
        font = self.app.fonts.get(21)
        y = box.y + lay.px(6)
        for line in self.about():
            for part in wrap(font, line, box.w - lay.px(28)):
                if y + font.get_linesize() > box.bottom:
                    return
                img = self.app.fonts.render(part, 21, CREAM)
                surface.blit(img, (box.x + lay.px(14), y))
                y += font.get_linesize()
            y += lay.px(6)
