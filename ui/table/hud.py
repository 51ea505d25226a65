"""Around the cards: scores, the trump, whose turn, buttons and the non-card actions.

Non-card actions (trump exchange, bids, calls, declarations) become buttons labelled from
the catalogue; long lists (points bids) are paged so nothing overflows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import actions as A
from game.state import Phase
from ui.text import auction_lines, suit_name
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from ui.scenes.table import TableScene

PAGE = 8


class TableHud:
    def __init__(self, sc: TableScene) -> None:
        self.sc = sc
        app = sc.app
        t = app.t
        self.menu = Button(lambda: t("table.menu"), self._pause,
                           tooltip=lambda: t("table.menu.tip"))
        self.hint = Button(lambda: t("table.hint_button"), sc.show_hint,
                           tooltip=lambda: t("table.hint.tip"))
        self.scores = Button(lambda: t("table.scores_hide" if app.settings.show_scores
                                       else "table.scores_show"), self._toggle_scores)
        self.buttons = WidgetGroup(app, [self.menu, self.hint, self.scores])
        self.buttons.focus = -1
        self.actions = WidgetGroup(app, [])
        self.actions.focus = -1
        self._legal_key: tuple[int, ...] = ()
        self.shown: list[int] = []  # the actions of the buttons in `actions`, in order
        self.dialog: pygame.Rect | None = None
        self._info_key = -1
        self._info: list[str] = []
        self.page = 0
        self.layout()

    def _pause(self) -> None:
        self.sc.app.push(self.sc.screens.pause(self.sc))

    def _toggle_scores(self) -> None:
        s = self.sc.app.settings
        s.show_scores = not s.show_scores
        self.sc.app.save_settings()

    def layout(self) -> None:
        lay = self.sc.app.layout
        n = len(self.buttons.widgets)
        y = lay.h / lay.unit - 12 - n * 42
        for i, b in enumerate(self.buttons.widgets):
            b.rect = lay.rect(12, y + i * 42, 170, 36)
        self._legal_key = ()

    def _rebuild_actions(self) -> None:
        sc = self.sc
        legal = tuple(a for a in sc.session.hand.legal_actions() if not A.is_play(a)) \
            if sc.human_to_act() else ()
        if legal == self._legal_key:
            return
        self._legal_key = legal
        auction = sc.session.hand.phase is not Phase.PLAY
        per_page = PAGE if auction else 4
        self.page = min(self.page, max(0, (len(legal) - 1) // per_page))
        shown = list(legal[self.page * per_page:(self.page + 1) * per_page])
        self.shown = shown
        widgets: list[Button] = [Button(self._label(a), self._doer(a)) for a in shown]
        if len(legal) > per_page:
            widgets.append(Button(lambda: sc.app.t("auction.more"), self._next_page))
        self.actions = WidgetGroup(sc.app, widgets)
        self.actions.focus = -1
        self.dialog = None
        if not widgets:
            return
        lay = sc.app.layout
        geo = sc.geo
        wu = lay.w / lay.unit
        n = len(widgets)
        width, height, gap = 185.0, 40.0, 10.0
        cols = min(n, 4) if auction else 1
        rows = (n + cols - 1) // cols
        if auction:  # the middle of the table is free until the first card
            x0 = (wu - (cols * width + (cols - 1) * gap)) / 2
            y0 = geo.centre[1] / lay.unit - rows * (height + gap) / 2 + 30
        else:  # during play: a column at the bottom right, clear of the trick and the hand
            x0 = wu - 24 - width
            y0 = lay.h / lay.unit - 24 - rows * (height + gap)
        for k, w in enumerate(widgets):
            r, c = divmod(k, cols)
            w.rect = lay.rect(x0 + c * (width + gap), y0 + r * (height + gap), width, height)
        box = widgets[0].rect.unionall([w.rect for w in widgets])
        self.dialog = box.inflate(lay.px(30), lay.px(24))
        self.dialog.y -= lay.px(30)
        self.dialog.h += lay.px(30)

    def _label(self, action: int) -> Callable[[], str]:
        return lambda: self.sc.action_text(self.sc.session.viewer, action)

    def _doer(self, action: int) -> Callable[[], None]:
        def do() -> None:
            self.sc.apply(action)
        return do

    def _next_page(self) -> None:
        self.page = (self.page + 1) % max(1, (len(self._legal_key) + PAGE - 1) // PAGE)
        self._legal_key = ()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN,) and event.key in (pygame.K_TAB, pygame.K_UP,
                                                             pygame.K_DOWN):
            return self.actions.handle(event) if self.actions.widgets else False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.actions.widgets and self.actions.focus >= 0:
            return self.actions.handle(event)
        if event.type == pygame.KEYDOWN:
            return False
        return self.actions.handle(event) or self.buttons.handle(event)

    def update(self, dt: float) -> None:
        self.hint.enabled = self.sc.app.settings.hints and self.sc.human_to_act()
        self._rebuild_actions()
        self.buttons.update(dt)
        self.actions.update(dt)

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._scores(surface)
        self._trump(surface)
        self._status(surface)
        self.buttons.draw(surface)
        self._auction(surface)
        if self.actions.widgets and self.dialog is not None:
            lay = self.sc.app.layout
            panel(surface, self.dialog, lay.px(14), (16, 52, 32, 235))
            title = self.sc.app.fonts.render(self.sc.app.t("auction.your_choice"), 24, GOLD,
                                             bold=True)
            surface.blit(title, title.get_rect(midtop=(self.dialog.centerx,
                                                       self.dialog.y + lay.px(8))))
            self.actions.draw(surface)

    # ---- the auction, the call, declarations ---------------------------------------------
    def info_lines(self) -> list[str]:
        """What everyone knows of the auction, as the viewer may see it (cached per action)."""
        sc = self.sc
        hand = sc.session.hand
        key = len(hand.actions) * 8 + sc.session.viewer
        if key == self._info_key:
            return self._info
        self._info_key = key
        self._info = auction_lines(sc.app, hand.observe(sc.session.viewer),
                                   [c.name for c in sc.session.seats], sc.french)
        return self._info

    def _auction(self, surface: pygame.Surface) -> None:
        sc = self.sc
        if not sc.rules.bidding:
            return
        lines = self.info_lines()
        if not lines:
            return
        app = sc.app
        lay = app.layout
        in_auction = sc.session.hand.phase is not Phase.PLAY
        size = 24 if in_auction else 20
        imgs = [app.fonts.render(line, size, GOLD if i == 0 else CREAM, bold=i == 0)
                for i, line in enumerate(lines)]
        w = max(i.get_width() for i in imgs) + lay.px(24)
        h = sum(i.get_height() + lay.px(3) for i in imgs) + lay.px(14)
        if in_auction:
            box = pygame.Rect(0, 0, w, h)
            box.midbottom = (lay.w // 2, round(sc.geo.centre[1] - lay.px(90)))
            if self.dialog is not None:
                box.bottom = min(box.bottom, self.dialog.top - lay.px(8))
        else:
            box = pygame.Rect(lay.px(10), lay.px(110), w, h)
        panel(surface, box, lay.px(10))
        y = box.y + lay.px(7)
        for img in imgs:
            surface.blit(img, (box.x + lay.px(12), y))
            y += img.get_height() + lay.px(3)

    def _scores(self, surface: pygame.Surface) -> None:
        sc = self.sc
        app = sc.app
        lay = app.layout
        rules = sc.rules
        lines: list[str] = []
        match = sc.session.match
        lines.append(app.t("table.hand_no", n=len(match.results) + (0 if sc.session.recorded
                                                                     else 1)))
        if app.settings.show_scores:
            for team in rules.teams:
                names = " + ".join(sc.session.seats[s].name for s in team)
                pts = sum(sc.view.points[s] for s in team)
                lines.append(app.t("table.score_line", names=names, points=pts))
        else:
            lines.append(app.t("table.scores_hidden"))
        if match.format.kind != "single" and match.results:
            lines.append(app.t("table.match_line", scores=" – ".join(
                str(x) for x in (match.hands_won() if match.format.kind in ("best-of",
                                                                           "all-five")
                                 else match.scores()))))
        imgs = [app.fonts.render(line, 22, CREAM) for line in lines]
        w = max(i.get_width() for i in imgs) + lay.px(24)
        h = sum(i.get_height() + lay.px(3) for i in imgs) + lay.px(14)
        box = pygame.Rect(lay.px(10), lay.px(8), w, h)
        panel(surface, box, lay.px(10))
        y = box.y + lay.px(7)
        for img in imgs:
            surface.blit(img, (box.x + lay.px(12), y))
            y += img.get_height() + lay.px(3)

    def _trump(self, surface: pygame.Surface) -> None:
        sc = self.sc
        app = sc.app
        lay = app.layout
        suit = sc.session.hand.trump_suit
        if sc.rules.trump == "none":
            text = app.t("table.no_trump")
        elif suit is None:
            text = app.t("table.trump_pending")
        else:
            text = app.t("table.trump", suit=suit_name(app, suit, sc.french))
        img = app.fonts.render(text, 26, GOLD, bold=True)
        card = sc.view.trump_card if sc.view.trump_card is not None else None
        thumb = sc.small.face(card) if card is not None and suit is not None else None
        tw = thumb.get_width() if thumb is not None else 0
        th = thumb.get_height() if thumb is not None else 0
        w = img.get_width() + tw + lay.px(34)
        h = max(img.get_height(), th) + lay.px(14)
        box = pygame.Rect(lay.w - w - lay.px(10), lay.px(8), w, h)
        panel(surface, box, lay.px(10))
        surface.blit(img, img.get_rect(midleft=(box.x + lay.px(12), box.centery)))
        if thumb is not None:
            surface.blit(thumb, thumb.get_rect(midright=(box.right - lay.px(10), box.centery)))

    def _status(self, surface: pygame.Surface) -> None:
        sc = self.sc
        app = sc.app
        lay = app.layout
        seat = sc.to_act
        if sc.hint_text:
            text = sc.hint_text
        elif seat is None or sc.ending:
            text = app.t("table.hand_over")
        elif sc.session.is_human(seat) and seat == sc.session.viewer and not sc.concealed:
            playing = sc.session.hand.phase is Phase.PLAY
            text = app.t("table.your_turn" if playing else "table.your_bid")
        elif sc.session.is_human(seat):
            text = app.t("table.turn_of", name=sc.session.seats[seat].name)
        else:
            text = app.t("table.thinking", name=sc.session.seats[seat].name)
        img = app.fonts.render(text, 24, CREAM, bold=True)
        geo = sc.geo
        y = round(geo.spots[geo.viewer].hand[1] - geo.card_h * 0.62 - lay.px(20))
        box = img.get_rect(center=(lay.w // 2, y)).inflate(lay.px(24), lay.px(10))
        panel(surface, box, lay.px(10), (0, 0, 0, 150))
        surface.blit(img, img.get_rect(center=box.center))
