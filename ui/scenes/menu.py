"""Title and main menu: continue, new game, quick game, rules, statistics, settings, quit."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.files import keep_aside
from game.record import NewerRecordError, RecordError
from ui import menu_art
from ui.scene import Scene
from ui.session import GameSession, SeatConfig
from ui.settings import CARD_HEIGHT
from ui.setup import GameSetup
from ui.theme import CREAM, GOLD, INK, background
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.app import App

def ai_names(app: App) -> list[str]:
    return [app.t(f"name.ai{i}") for i in range(1, 6)]


class MenuScene(Scene):
    spare_time = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        t = app.t
        items: list[Button] = [
            Button(lambda: t("menu.continue"), self.continue_game,
                   tooltip=lambda: t("menu.continue.tip")),
            Button(lambda: t("menu.new"), self.new_game, tooltip=lambda: t("menu.new.tip")),
            Button(lambda: t("menu.quick"), self.quick_game, tooltip=lambda: t("menu.quick.tip")),
        ]
        items.append(Button(lambda: t("menu.learn"), self.learn,
                            tooltip=lambda: t("menu.learn.tip")))
        items.append(Button(lambda: t("menu.tournament"), self.tournaments))
        items.append(Button(lambda: t("menu.challenge"), self.challenge,
                            tooltip=lambda: t("menu.challenge.tip")))
        items += [
            Button(lambda: t("menu.rules"), self.rules),
            Button(lambda: t("menu.stats"), self.stats),
            Button(lambda: t("menu.settings"), self.settings),
            Button(self._messages_label, self.messages,
                   tooltip=lambda: t("menu.messages.tip")),
            Button(lambda: t("menu.quit"), app.quit),
        ]
        self.group = WidgetGroup(app, items)
        self.art = menu_art.MenuArt()
        self.frames = 0
        self.on_enter()

    def on_enter(self) -> None:
        self.group.widgets[0].enabled = self.app.dirs.savegame.exists()
        if not self.group.widgets[0].enabled and self.group.focus == 0:
            self.group.focus = 1
        self.on_resize()

    def on_resize(self) -> None:
        lay = self.app.layout
        n = len(self.group.widgets)
        x = (lay.w / lay.unit - 360) / 2
        top = max(190.0, (lay.h / lay.unit - n * 52) / 2 + 60)
        self.group.column(x, top, 360, 44, 8)

    # ---- actions -------------------------------------------------------------------------
    def learn(self) -> None:
        self.app.push(self.screens.lessons())

    def tournaments(self) -> None:
        self.app.push(self.screens.tournaments())

    def challenge(self) -> None:
        self.app.push(self.screens.challenge())

    def continue_game(self) -> None:
        path = self.app.dirs.savegame
        try:
            session = GameSession.load(path)
        except NewerRecordError:  # not damaged: left where it is for the newer version
            self.app.messages.append(self.app.t("msg.save_newer"))
            self.on_enter()
            return
        except RecordError as exc:
            backup = keep_aside(path) if path.exists() else path
            self.app.messages.append(self.app.t("msg.save_damaged",
                                                detail=backup.name if backup else path.name))
            self.app.messages.append(str(exc))
            self.on_enter()
            return
        self.app.push(self.screens.table(session))

    def _confirm_replace(self, then: Callable[[], None]) -> None:
        """Starting afresh would overwrite the saved game: ask first."""
        if not self.app.dirs.savegame.exists():
            then()
            return
        t = self.app.t
        self.app.push(self.screens.dialog(lambda: t("menu.replace_save"),
                                          [(lambda: t("menu.replace_yes"), then),
                                           (lambda: t("common.back"), lambda: None)]))

    def new_game(self) -> None:
        self._confirm_replace(self._new_game)

    def _new_game(self) -> None:
        self.app.push(self.screens.new_game())

    def quick_game(self) -> None:
        self._confirm_replace(self._quick_game)

    def _quick_game(self) -> None:
        app = self.app
        setup = GameSetup.from_settings(app.settings, app.t("name.you"), ai_names(app))
        rules = setup.rules()
        seats = [setup.seats[0]] + [SeatConfig(n, False, "normale")
                                    for n in ai_names(self.app)[: rules.players - 1]]
        session = GameSession(rules, setup.match_format(rules), seats)
        self.app.push(self.screens.table(session))

    def rules(self) -> None:
        self.app.push(self.screens.rules())

    def stats(self) -> None:
        self.app.push(self.screens.stats())

    def _messages_label(self) -> str:
        unread = self.app.messages.unread
        return self.app.t("menu.messages_unread", n=unread) if unread else \
            self.app.t("menu.messages")

    def messages(self) -> None:
        self.app.push(self.screens.messages())

    def settings(self) -> None:
        self.app.push(self.screens.settings())

    # ---- scene contract ------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.app.messages.toast:
            self.app.messages.dismiss()  # the first key or click only puts the message away
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)
        self.frames += 1
        if self.frames > 1 and self.needs_frames:  # never before the first frame is shown
            self.art.update(self.art_key())

    def art_key(self) -> menu_art.Key:
        s = self.app.settings
        lay = self.app.layout
        h = lay.card_height(CARD_HEIGHT[s.card_size])
        return (lay.size, s.deck_style, h, s.language, s.beginner_index)

    @property
    def needs_frames(self) -> bool:
        """The picture is still being made (a face a frame)."""
        return not self.art.ready or self.art.key != self.art_key()

    def awake(self) -> bool:
        return self.needs_frames or self.group.awake()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        picture = self.art.picture if self.art.key == self.art_key() else None
        surface.blit(picture or background(surface.get_size()), (0, 0))
        title = self.app.fonts.render(self.app.t("app.title"), 110, GOLD, bold=True)
        rect = title.get_rect(midtop=(lay.w // 2, lay.px(50)))
        shade = self.app.fonts.render(self.app.t("app.title"), 110, INK, bold=True)
        surface.blit(shade, rect.move(lay.px(3), lay.px(4)))
        surface.blit(title, rect)
        sub = self.app.fonts.render(self.app.t("app.subtitle"), 30, CREAM)
        surface.blit(sub, sub.get_rect(midtop=(lay.w // 2, rect.bottom)))
        self.group.draw(surface)
