"""Around the cards: scores, the trump, whose turn, buttons and the non-card actions.

Non-card actions (trump exchange, bids, calls, declarations) become buttons labelled from
the words; long lists (points bids) are paged so nothing overflows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import actions as A
from game.state import Phase
from ui.results import Contract, contract
from ui.suitsigns import render_suited
from ui.text import auction_lines, suit_name
from ui.theme import CREAM, GOLD, INK, PLATE, TYPE, panel
from ui.widgets import Button, WidgetGroup
from ui.words import join_names

if TYPE_CHECKING:
    from ui.table.port import TablePort

PAGE = 8


class TableHud:
    def __init__(self, sc: TablePort) -> None:
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
        self._info_key: tuple[int, int, int] = (0, -1, 0)
        self._info: list[str] = []
        self._contract: Contract | None = None
        self._to_beat = ""  # the standing bid, kept in sight however long the auction
        self.page = 0
        self.layout()

    def _pause(self) -> None:
        self.sc.app.push(self.sc.screens.pause(self.sc.layer))

    def _toggle_scores(self) -> None:
        s = self.sc.app.settings
        s.show_scores = not s.show_scores
        self.sc.app.save_settings()

    def layout(self) -> None:
        """The three buttons sit at the right end of the top bar, each wide enough for its
        words in the player's language and text size."""
        app = self.sc.app
        lay = app.layout
        bar = self.sc.geo.bar
        x = bar.right
        for b in reversed(self.buttons.widgets):
            words = app.fonts.render(b.text(), 26, INK).get_width()
            w = max(lay.px(150), words + lay.px(20))
            x -= w
            b.rect = pygame.Rect(x, bar.y + lay.px(3), w, bar.h - lay.px(6))
            x -= lay.px(6)
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
            # low on the felt, so the auction's summary fits above it
            y0 = (geo.arena.bottom - lay.px(12)) / lay.unit - rows * (height + gap)
        else:  # during play: the column kept free at the bottom right (geometry.actions)
            area = geo.actions if geo.actions is not None else pygame.Rect(
                lay.w - lay.px(24 + width), lay.h, 0, 0)
            x0 = (area.right - lay.px(12)) / lay.unit - width
            y0 = (area.bottom - lay.px(12)) / lay.unit - rows * (height + gap)
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
        self.hint.enabled = self.sc.help_on("hints") and self.sc.human_to_act()
        self._rebuild_actions()
        self.buttons.update(dt)
        self.actions.update(dt)

    def awake(self) -> bool:
        return self.buttons.awake() or self.actions.awake()

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._scores(surface)
        self.buttons.draw(surface)
        self._auction(surface)
        if self.actions.widgets and self.dialog is not None:
            lay = self.sc.app.layout
            panel(surface, self.dialog, lay.px(14), (16, 52, 32, 235))
            title = self.sc.app.fonts.render(self.sc.app.t(self.dialog_title()), 24, GOLD,
                                             bold=True)
            surface.blit(title, title.get_rect(midtop=(self.dialog.centerx,
                                                       self.dialog.y + lay.px(8))))
            self.actions.draw(surface)

    def dialog_title(self) -> str:
        """What the panel asks for: the status pill above already says whose turn it is."""
        phase = self.sc.session.hand.phase
        if phase is Phase.AUCTION:
            return "auction.your_bid"
        return "auction.your_call" if phase is Phase.CALL else "auction.also"

    # ---- the auction, the call, declarations ---------------------------------------------
    def info_lines(self) -> list[str]:
        """What everyone knows of the auction, as the viewer may see it (cached per action)."""
        sc = self.sc
        hand = sc.session.hand
        key = (id(hand), len(hand.actions), sc.session.viewer)  # a new hand starts afresh
        if key == self._info_key:
            return self._info
        self._info_key = key
        obs = hand.observe(sc.session.viewer)
        self._info = auction_lines(sc.app, obs, [c.name for c in sc.session.seats], sc.french)
        self._contract = contract(obs) if obs.phase >= Phase.PLAY else None  # to the last sweep
        view = obs.auction
        self._to_beat = ""
        if view is not None and view.bidder is None and view.high_bid is not None \
                and view.high_bidder is not None and not view.redeal:
            names = [c.name for c in sc.session.seats]
            self._to_beat = sc.app.t("auction.to_beat", name=names[view.high_bidder],
                                     bid=sc.action_text(view.high_bidder, view.high_bid))
        return self._info

    def contract_chip(self) -> str | None:
        """The bidding side and its target, with its running total once the side is public
        (Chiamata: the called card played) and the player shows the scores."""
        if not self.sc.rules.bidding:
            return None
        self.info_lines()
        c = self._contract
        if c is None:
            return None
        app = self.sc.app
        names = join_names(app, [self.sc.session.seats[s].name for s in c.side])
        if c.known and app.settings.show_scores:
            return app.t("table.contract", names=names, points=c.taken(self.sc.view.points),
                         target=c.target)
        return app.t("table.target", names=names if c.known or not c.chiamata
                     else app.t("table.caller_side", name=names), target=c.target)

    def _auction(self, surface: pygame.Surface) -> None:
        sc = self.sc
        if not sc.rules.bidding:
            return
        lines = self.info_lines()
        if not lines:
            return
        app = sc.app
        lay = app.layout
        in_auction = sc.session.hand.phase < Phase.PLAY  # not while the last trick is swept
        size = 24 if in_auction else 20
        if not in_auction:
            lines = lines[:1] + lines[-4:] if len(lines) > 5 else lines
        pinned = 1
        if in_auction and self._to_beat:  # under the title, never dropped for room
            lines = [lines[0], self._to_beat, *lines[1:]]
            pinned = 2
        imgs = [render_suited(app, line, size, GOLD if i < pinned else CREAM, sc.french,
                              bold=i < pinned) for i, line in enumerate(lines)]
        if not in_auction and sc.geo.info is not None:
            room = sc.geo.info.w - lay.px(24)
            while len(imgs) > 1 and sum(i.get_height() + lay.px(3) for i in imgs) \
                    + lay.px(14) > sc.geo.info.h:
                imgs.pop()
            imgs = [i if i.get_width() <= room else pygame.transform.smoothscale(
                i, (room, i.get_height())) for i in imgs]
        w = max(i.get_width() for i in imgs) + lay.px(24)
        h = sum(i.get_height() + lay.px(3) for i in imgs) + lay.px(14)
        if in_auction:  # above the dialog, below the seats along the top; oldest bids go
            geo = sc.geo
            box = pygame.Rect(0, 0, w, h)
            box.center = (lay.w // 2, round(geo.centre[1]))
            if self.dialog is not None:
                box.bottom = self.dialog.top - lay.px(8)
            top = geo.trick_rects()[0].unionall(geo.trick_rects()).top
            while len(imgs) > pinned + 1 and box.top < top:
                imgs.pop(pinned)
                box.h -= imgs[0].get_height() + lay.px(3)
                box.top += imgs[0].get_height() + lay.px(3)
        else:
            area = sc.geo.info if sc.geo.info is not None else pygame.Rect(0, 0, w, h)
            box = pygame.Rect(area.x, area.y, min(w, area.w), min(h, area.h))
        panel(surface, box, lay.px(10))
        y = box.y + lay.px(7)
        for img in imgs:
            surface.blit(img, (box.x + lay.px(12), y))
            y += img.get_height() + lay.px(3)

    def chips(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The left of the top bar: hand number, the trump once shown, team points, match."""
        sc = self.sc
        app = sc.app
        match = sc.session.match
        out = [(app.t("table.hand_no", n=len(match.results) + (0 if sc.session.recorded
                                                                 else 1)), CREAM)]
        event = sc.event_title()
        suit = sc.visible_trump()
        if sc.rules.trump == "none":
            out.append((app.t("table.no_trump"), GOLD))
        elif suit is not None:
            out.append((app.t("table.trump", suit=suit_name(app, suit, sc.french)), GOLD))
        elif sc.rules.trump != "turned":
            out.append((app.t("table.trump_pending"), GOLD))
        deal = self.contract_chip()
        if deal is not None:
            out.append((deal, GOLD))
        teams = sc.rules.teams
        if deal is None and any(len(t) > 1 for t in teams) and len(teams) == 2:
            if app.settings.show_scores:
                mine = next(i for i, t in enumerate(teams) if sc.session.viewer in t)
                pts = [sum(sc.view.points[s] for s in t) for t in teams]
                out.append((app.t("table.us_them", us=pts[mine], them=pts[1 - mine]), CREAM))
            else:
                out.append((app.t("table.scores_hidden"), CREAM))
        scores_text = ""
        if match.format.kind != "single" and (match.results or event):
            kind = match.format.kind
            scores = match.hands_won() if kind in ("best-of", "all-five") else match.scores()
            scores_text = " – ".join(str(x) for x in scores)
        if event:  # a tournament: its round and the match score in one chip, first
            out.insert(0, (app.t("table.event_match", event=event, scores=scores_text)
                           if scores_text else event, GOLD))
        elif scores_text:
            out.append((app.t("table.match_line", scores=scores_text), CREAM))
        return out

    def _scores(self, surface: pygame.Surface) -> None:
        """The top bar: chips on the left, what is happening in the middle, buttons right."""
        sc = self.sc
        app = sc.app
        lay = app.layout
        bar = sc.geo.bar
        x = bar.x
        for text, colour in self.chips():
            img = render_suited(app, text, TYPE["label"], colour, sc.french, weight="semibold")
            box = pygame.Rect(x, bar.y, img.get_width() + lay.px(24), bar.h)
            panel(surface, box, bar.h // 2, PLATE)
            surface.blit(img, img.get_rect(center=box.center))
            x = box.right + lay.px(6)
        self._status(surface, pygame.Rect(x + lay.px(6), bar.y, self.buttons.widgets[0].rect.x
                                          - x - lay.px(12), bar.h))

    def status_text(self) -> str:
        """What is happening now: the deal, a card being played, a trick taken, whose turn."""
        sc = self.sc
        app = sc.app
        if sc.hint_text:
            return sc.hint_text
        names = [c.name for c in sc.session.seats]
        step = sc.animator.current or (sc.animator.queue[0] if sc.animator.queue else None)
        if step is not None and step.name != "call":
            who = names[step.seat] if step.seat is not None else ""
            mine = step.seat == sc.session.viewer and sc.session.is_human(step.seat)
            if step.name in ("shuffle", "deal", "deal3"):
                return app.t("table.dealing")
            if step.name == "turn":
                return app.t("table.turning")
            if step.name == "play" and who:
                return app.t("table.you_play" if mine else "table.plays", name=who)
            if step.name in ("look", "collect") and who:
                return app.t("table.you_take" if mine else "table.takes", name=who)
            if step.name == "draw":
                return app.t("table.drawing")
            if step.name == "reveal":
                return app.t("table.revealing")
            if step.name == "over":
                return app.t("table.hand_over")
        seat = sc.to_act
        if seat is None or sc.ending:
            return app.t("table.hand_over")
        if sc.session.is_human(seat) and seat == sc.session.viewer and not sc.concealed:
            playing = sc.session.hand.phase is Phase.PLAY
            return app.t("table.your_turn" if playing else "table.your_bid")
        if sc.session.is_human(seat):
            return app.t("table.turn_of", name=names[seat])
        return app.t("table.thinking", name=names[seat])

    def _status(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        app = self.sc.app
        lay = app.layout
        img = app.fonts.render(self.status_text(), TYPE["body"], CREAM, weight="semibold")
        if img.get_width() > room.w - lay.px(24):  # a size smaller before squeezing the words
            img = app.fonts.render(self.status_text(), TYPE["label"], CREAM, weight="semibold")
        if img.get_width() > room.w - lay.px(24):
            w = max(1, room.w - lay.px(24))
            img = pygame.transform.smoothscale(img, (w, img.get_height()))
        box = img.get_rect(center=room.center).inflate(lay.px(24), 0)
        box.h = room.h
        box.centery = room.centery
        panel(surface, box, box.h // 2, PLATE)
        pygame.draw.rect(surface, GOLD, box, max(1, lay.px(2)), border_radius=box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))
