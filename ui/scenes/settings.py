"""Settings: every change is applied and saved at once (atomically)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.catalogue import VARIANTS
from ui import settings as S
from ui.scene import Scene
from ui.widgets import Button, Choice, Slider, TextField, Toggle, Widget, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App


class SettingsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        t = app.t
        yes, no = (lambda: t("common.yes")), (lambda: t("common.no"))

        def choice(key: str, values: Sequence[Any], prefix: str) -> Choice:
            return Choice(lambda: t(f"settings.{key}"),
                          lambda: [(v, t(f"{prefix}.{v}")) for v in values],
                          lambda: getattr(app.settings, key), self._setter(key),
                          tooltip=lambda: t(f"settings.{key}.tip"))

        def toggle(key: str) -> Toggle:
            return Toggle(lambda: t(f"settings.{key}"), lambda: bool(getattr(app.settings, key)),
                          self._setter(key), yes, no, tooltip=lambda: t(f"settings.{key}.tip"))

        self.left: list[Widget] = [
            choice("language", S.LANGUAGES, "lang"),
            choice("deck_style", S.DECK_STYLES, "deck"),
            choice("queen_jack", S.QUEEN_JACK, "qj"),
            choice("card_size", S.CARD_SIZES, "size"),
            choice("text_size", S.TEXT_SIZES, "textsize"),
            toggle("beginner_index"),
            choice("anim_speed", S.SPEEDS, "speed"),
            choice("deal_style", S.DEALS, "deal"),
            toggle("fullscreen"),
            TextField(lambda: t("settings.player_name"), lambda: app.settings.player_name,
                      self._setter("player_name")),
        ]
        self.right: list[Widget] = [
            toggle("sound"),
            Slider(lambda: t("settings.volume"), lambda: float(app.settings.volume),
                   self._setter("volume")),
            toggle("hints"),
            toggle("show_scores"),
            toggle("sort_hand"),
            toggle("one_key_play"),
            Choice(lambda: t("settings.default_variant"),
                   lambda: [(v.key, v.name(app.settings.language)) for v in VARIANTS],
                   lambda: app.settings.default_variant, self._setter("default_variant"),
                   tooltip=lambda: t("settings.default_variant.tip")),
            choice("exchange_rank", S.EXCHANGE, "exchange"),
            toggle("carico_back"),
            choice("tie_policy", S.TIES, "tie"),
        ]
        self.back = Button(lambda: t("common.back"), self._back)
        self.group = WidgetGroup(app, [*self.left, *self.right, self.back])
        self.on_resize()

    def _setter(self, key: str) -> Callable[[Any], None]:
        def set_(value: Any) -> None:
            setattr(self.app.settings, key, value)
            self.app.save_settings()
            if key == "fullscreen":
                self.app.apply_display_settings()
        return set_

    def _back(self) -> None:
        self.app.pop()

    def on_resize(self) -> None:
        lay = self.app.layout
        wu = lay.w / lay.unit
        col = min(520.0, (wu - 90) / 2)
        x0 = (wu - 2 * col - 30) / 2
        for i, w in enumerate(self.left):
            w.rect = lay.rect(x0, 100 + i * 50, col, 42)
        for i, w in enumerate(self.right):
            w.rect = lay.rect(x0 + col + 30, 100 + i * 50, col, 42)
        self.back.rect = lay.rect((wu - 240) / 2, lay.h / lay.unit - 70, 240, 48)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, "settings.title", 52, 30)
        self.group.draw(surface)
