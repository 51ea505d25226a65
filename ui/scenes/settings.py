"""Settings in labelled sections (game, cards, table, sound, language, accessibility), with a
live preview of the chosen deck and its Queen/Jack order. Every change is applied and saved at
once (atomically); the help line under the sections explains the control in use."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.cards import SUITS, DeckKind, full_deck, rank_of, suit_of, value_tables
from game.catalogue import VARIANTS
from ui import settings as S
from ui.art.decks import deck, is_french
from ui.cards_view import CardImages
from ui.scenes.page import PageScene
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button, Choice, Slider, TextField, Toggle, Widget
from ui.words import join_names

if TYPE_CHECKING:
    from ui.app import App

ROW, GAP, HEAD = 40.0, 6.0, 34.0
PANEL = (8, 34, 20, 235)


def rank_name(app: App, card: int, french: bool) -> str:
    rank = rank_of(card)
    if rank in (1, 11, 12, 13):
        return app.t(f"rank.{'fr' if french else 'it'}.{rank}")
    return str(rank)


class SettingsScene(PageScene):
    title_key = "settings.title"
    title_size = 44

    def __init__(self, app: App) -> None:
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

        self.sections: list[tuple[str, list[Widget]]] = [  # in keyboard order
            ("language", [choice("language", S.LANGUAGES, "lang")]),
            ("cards", [Choice(lambda: t("settings.deck_style"),
                              lambda: [(v, deck(v).label(app.settings.language))
                                       for v in S.DECK_STYLES],
                              lambda: app.settings.deck_style, self._setter("deck_style"),
                              tooltip=lambda: t("settings.deck_style.tip", decks=join_names(
                                  app, [deck(v).label(app.settings.language)
                                        for v in S.DECK_STYLES]))),
                       choice("queen_jack", S.QUEEN_JACK, "qj"),
                       choice("card_size", S.CARD_SIZES, "size"),
                       toggle("sort_hand")]),
            ("game", [Choice(lambda: t("settings.default_variant"),
                             lambda: [(v.key, v.name(app.settings.language)) for v in VARIANTS],
                             lambda: app.settings.default_variant,
                             self._setter("default_variant"),
                             tooltip=lambda: t("settings.default_variant.tip")),
                      choice("exchange_rank", S.EXCHANGE, "exchange"),
                      toggle("carico_back"),
                      choice("tie_policy", S.TIES, "tie"),
                      toggle("hints"),
                      TextField(lambda: t("settings.player_name"),
                                lambda: app.settings.player_name,
                                self._setter("player_name"),
                                tooltip=lambda: t("settings.player_name.tip"))]),
            ("sound", [toggle("sound"),
                       Slider(lambda: t("settings.volume"), lambda: float(app.settings.volume),
                              self._setter("volume"), tooltip=lambda: t("settings.volume.tip"))]),
            ("table", [choice("anim_speed", S.SPEEDS, "speed"),
                       choice("deal_style", S.DEALS, "deal"),
                       toggle("show_scores"),
                       toggle("fullscreen")]),
            ("access", [choice("text_size", S.TEXT_SIZES, "textsize"),
                        toggle("beginner_index"),
                        toggle("one_key_play")]),
        ]
        self.back = Button(lambda: t("common.back"), self.leave)
        self.left = [w for _, ws in self.sections for w in ws]  # every control, in focus order
        super().__init__(app, self.left, [self.back])
        self.heads: list[tuple[str, pygame.Rect]] = []
        self.preview_box = pygame.Rect(0, 0, 0, 0)
        self._preview: tuple[tuple[str, str, str, int], CardImages] | None = None
        self.on_resize()

    def _setter(self, key: str) -> Callable[[Any], None]:
        def set_(value: Any) -> None:
            setattr(self.app.settings, key, value)
            self.app.save_settings()
            if key == "fullscreen":
                self.app.apply_display_settings()
        return set_

    # ---- layout --------------------------------------------------------------------------
    def on_resize(self) -> None:
        super().on_resize()
        lay = self.app.layout
        wu, hu = lay.w / lay.unit, lay.h / lay.unit
        col = min(420.0, (wu - 64) / 3)
        x0 = (wu - 3 * col - 24) / 2
        top = 30 + self.title_size * 1.5
        # Column 1: language, cards and the deck's preview; 2: game, sound; 3: table, access.
        # The game column is the widest: variant names are the longest values.
        columns = [[0, 1], [2, 3], [4, 5]]
        widths = (col * 0.93, col * 1.14, col * 0.93)
        self.heads = []
        x = x0
        for c, indices in enumerate(columns):
            if c:
                x += widths[c - 1] + 12
            col_w = widths[c]
            y = top
            for i in indices:
                key, widgets = self.sections[i]
                self.heads.append((key, lay.rect(x, y, col_w, HEAD)))
                y += HEAD
                for w in widgets:
                    w.rect = lay.rect(x, y, col_w, ROW)
                    y += ROW + GAP
                y += 8
            if c == 0:
                self.preview_box = lay.rect(x, y, col_w, min(230.0, hu - 130 - y))
        self.group.help_box = lay.rect(x0, hu - 118, 3 * col + 24, 36)

    # ---- drawing -------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        app = self.app
        for key, rect in self.heads:
            img = app.fonts.render(app.t(f"settings.section.{key}"), 24, GOLD, bold=True)
            surface.blit(img, img.get_rect(midleft=(rect.x + app.layout.px(4), rect.centery)))
            pygame.draw.line(surface, GOLD, (rect.x + img.get_width() + app.layout.px(14),
                                             rect.centery),
                             (rect.right, rect.centery), 1)
        self._draw_preview(surface)

    def preview_tables(self) -> tuple[DeckKind, tuple[tuple[int, ...], tuple[int, ...]]]:
        """The deck's kind and its (strength, points) as the game counts them: the Queen/Jack
        order applies to French cards only (an Italian deck keeps Re, Cavallo, Fante)."""
        s = self.app.settings
        kind: DeckKind = "french" if is_french(s.deck_style) else "italian"
        order = s.queen_jack if kind == "french" else "nord"
        return kind, value_tables(kind, order)

    def preview_cards(self) -> list[int]:
        """The five point cards of one suit in the order of strength the settings give."""
        kind, (strength, points) = self.preview_tables()
        suit = [c for c in full_deck(kind) if suit_of(c) == SUITS[1] and points[c] > 0]
        return sorted(suit, key=lambda c: -strength[c])

    def _draw_preview(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        box = self.preview_box
        if box.h < lay.px(100):
            return
        panel(surface, box, lay.px(12), PANEL)
        s = app.settings
        shown = deck(s.deck_style).label(s.language)
        head = app.fonts.render(app.t("settings.preview", deck=shown), 20, GOLD, bold=True)
        room = box.w - lay.px(24)
        if head.get_width() > room:  # a long deck name ("Francesi a quattro colori") fits
            head = pygame.transform.smoothscale(head, (room, head.get_height()))
        surface.blit(head, (box.x + lay.px(12), box.y + lay.px(8)))
        cards = self.preview_cards()
        label_h = lay.px(40)
        room_h = box.h - head.get_height() - lay.px(20) - label_h
        room_w = (box.w - lay.px(24)) // len(cards)
        key = (s.deck_style, s.language, str(s.beginner_index), room_h)
        if self._preview is None or self._preview[0] != key:
            probe = CardImages(s.deck_style, 100, language=s.language)
            aspect = probe.size[0] / probe.size[1]
            h = max(30, min(room_h, int(room_w * 0.92 / aspect)))
            self._preview = (key, CardImages(s.deck_style, h, language=s.language,
                                             index_overlay=s.beginner_index))
        images = self._preview[1]
        cw, ch = images.size
        y = box.y + head.get_height() + lay.px(14)
        french = is_french(s.deck_style)
        _, (_, points) = self.preview_tables()
        for i, c in enumerate(cards):
            x = box.x + lay.px(12) + i * room_w + (room_w - cw) // 2
            surface.blit(images.face(c), (x, y))
            cx = x + cw // 2
            pts = app.fonts.render(app.t("handend.card_points", points=points[c]), 18, GOLD,
                                   bold=True)
            surface.blit(pts, pts.get_rect(midtop=(cx, y + ch + lay.px(2))))
            name = app.fonts.render(rank_name(app, c, french), 16, CREAM)
            if name.get_width() > room_w:
                name = pygame.transform.smoothscale(name, (room_w, name.get_height()))
            surface.blit(name, name.get_rect(midtop=(cx, y + ch + lay.px(20))))
