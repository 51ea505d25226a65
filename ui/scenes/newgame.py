"""New game: variant, table size, who sits where (human or AI level, name), format, house rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.rules import RulesError
from ui import settings as S
from ui.scene import Scene
from ui.scenes.menu import ai_names
from ui.session import GameSession, SeatConfig
from ui.setup import FORMATS, PLAYER_CHOICES, SEAT_KINDS, GameSetup
from ui.theme import RED
from ui.widgets import Button, Choice, TextField, Toggle, Widget, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App


class NewGameScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.setup = GameSetup.from_settings(app.settings, app.t("name.you"), ai_names(app))
        self.error = ""
        self.build()

    def build(self) -> None:
        app, t, setup = self.app, self.app.t, self.setup
        yes, no = (lambda: t("common.yes")), (lambda: t("common.no"))

        def choice(key: str, values: Callable[[], Sequence[Any]], prefix: str,
                   set_: Callable[[Any], None] | None = None) -> Choice:
            def default_set(v: Any) -> None:
                setattr(setup, key, v)
            return Choice(lambda: t(f"new.{key}"),
                          lambda: [(v, t(f"{prefix}.{v}")) for v in values()],
                          lambda: getattr(setup, key), set_ or default_set)

        def toggle(key: str) -> Toggle:
            def set_(v: bool) -> None:
                setattr(setup, key, v)
            return Toggle(lambda: t(f"new.{key}"), lambda: bool(getattr(setup, key)), set_,
                          yes, no)

        self.left: list[Widget] = [
            choice("variant", lambda: S.VARIANTS, "variant", self._set_variant),
            Choice(lambda: t("new.players"),
                   lambda: [(n, str(n)) for n in PLAYER_CHOICES[setup.variant]],
                   lambda: setup.players, self._set_players),
            toggle("pairs"),
            choice("match", lambda: FORMATS, "format"),
            choice("exchange_rank", lambda: S.EXCHANGE, "exchange"),
            toggle("carico_back"),
            choice("tie_policy", lambda: S.TIES, "tie"),
            toggle("must_follow"),
        ]
        self.right: list[Widget] = []
        for i in range(6):
            self.right.append(TextField(lambda i=i: t("new.seat", n=i + 1),  # type: ignore[misc]
                                        self._name_get(i), self._name_set(i)))
            self.right.append(Choice(lambda: t("new.kind"),
                                     lambda: [(k, t(f"kind.{k}")) for k in SEAT_KINDS],
                                     self._kind_get(i), self._kind_set(i)))
        self.start = Button(lambda: t("new.start"), self.start_game)
        self.back = Button(lambda: t("common.back"), self._back)
        self.group = WidgetGroup(app, [*self.left, *self.right, self.start, self.back])
        self.on_resize()

    def _set_variant(self, v: str) -> None:
        self.setup.set_variant(v)
        self.on_resize()

    def _set_players(self, n: int) -> None:
        self.setup.players = n
        self.on_resize()

    def _name_get(self, i: int) -> Callable[[], str]:
        return lambda: self.setup.seats[i].name

    def _name_set(self, i: int) -> Callable[[str], None]:
        def set_(v: str) -> None:
            s = self.setup.seats[i]
            self.setup.seats[i] = SeatConfig(v, s.human, s.level)
        return set_

    def _kind_get(self, i: int) -> Callable[[], str]:
        return lambda: "human" if self.setup.seats[i].human else self.setup.seats[i].level

    def _kind_set(self, i: int) -> Callable[[str], None]:
        def set_(v: str) -> None:
            s = self.setup.seats[i]
            human = v == "human"
            self.setup.seats[i] = SeatConfig(s.name, human, s.level if human else v)
        return set_

    def _back(self) -> None:
        self.app.pop()

    def start_game(self) -> None:
        seats = self.setup.seat_list()
        if any(not s.name.strip() for s in seats):
            self.error = self.app.t("new.error_name")
            return
        try:
            rules = self.setup.rules(self.app.settings)
            session = GameSession(rules, self.setup.match_format(rules), seats)
        except (RulesError, ValueError):
            self.error = self.app.t("new.error_rules")
            return
        self.app.replace(self.screens.table(session))

    def on_resize(self) -> None:
        lay = self.app.layout
        wu = lay.w / lay.unit
        col = min(520.0, (wu - 90) / 2)
        x0 = (wu - 2 * col - 30) / 2
        variant = self.setup.variant
        self.left[2].enabled = variant == "briskula" and self.setup.players == 4
        self.left[7].enabled = variant == "briscolone"
        for i, w in enumerate(self.left):
            w.rect = lay.rect(x0, 100 + i * 56, col, 46)
        xr = x0 + col + 30
        for i in range(6):
            name, kind = self.right[2 * i], self.right[2 * i + 1]
            shown = i < self.setup.players
            name.enabled = kind.enabled = shown
            name.focusable = kind.focusable = shown
            name.rect = lay.rect(xr, 100 + i * 74, col * 0.52, 46) if shown else \
                pygame.Rect(-1000, -1000, 0, 0)
            kind.rect = lay.rect(xr + col * 0.54, 100 + i * 74, col * 0.46, 46) if shown else \
                pygame.Rect(-1000, -1000, 0, 0)
        y = lay.h / lay.unit - 70
        self.back.rect = lay.rect(wu / 2 - 250, y, 240, 48)
        self.start.rect = lay.rect(wu / 2 + 10, y, 240, 48)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.error = ""
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        self.draw_page(surface, "new.title", 50, 24)
        for w in self.group.widgets:
            if w.rect.x < 0:
                continue
            i = self.group.widgets.index(w)
            w.draw(surface, self.app, i == self.group.focus, w is self.group.hover)
        self.group.draw_tooltip(surface)
        if self.error:
            img = self.app.fonts.render(self.error, 26, RED, bold=True)
            surface.blit(img, img.get_rect(midbottom=(lay.w // 2, lay.h - lay.px(80))))
