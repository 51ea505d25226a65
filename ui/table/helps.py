"""Help for one seat at a time: which help the person at the screen has, and the list of the
cards played (one of the helps).

A part of `ui.scenes.table.TableScene` (a mixin). New Game's seats give a person's seat its
help (`SeatConfig.help`: hints, the played cards, the beginners' corner index, a second click
to play). When no seat at the table has help of its own, the player's settings decide, as
they always did (hints and the corner index); a tournament table allows none
(`help_allowed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.cards import rank_of, suit_of
from game.state import Phase
from ui.session import HELPS
from ui.suitsigns import render_suited
from ui.table.coach import draw_coach
from ui.text import suit_name
from ui.theme import CREAM, GOLD, TYPE, panel

if TYPE_CHECKING:
    from game.observation import Observation
    from game.rules import Rules
    from ui.app import App
    from ui.session import GameSession
    from ui.table.geometry import TableGeometry

RANK_ORDER = (1, 3, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2)  # strongest first (RULES.md §1)


class TableHelps:
    """`help_on(kind)` for the seat at the screen, its words, the played-cards panel and the
    coach's bubble (the hint's reason, "click again")."""

    app: App
    session: GameSession
    hint_why: str
    selected: int | None
    help_allowed = True

    if TYPE_CHECKING:
        @property
        def rules(self) -> Rules: ...

        @property
        def french(self) -> bool: ...

        @property
        def geo(self) -> TableGeometry: ...

        def observation(self) -> Observation: ...

        def human_to_act(self) -> bool: ...

        def hand_rects(self) -> list[pygame.Rect]: ...

    def help_on(self, kind: str, seat: int | None = None) -> bool:
        """Whether the person at `seat` (default: the one at the screen) has this help."""
        if not self.help_allowed:
            return False
        seats = self.session.seats
        who = seats[self.session.viewer if seat is None else seat]
        if any(s.help for s in seats if s.human):
            return who.human and kind in who.help
        settings = self.app.settings
        return {"hints": settings.hints, "index": settings.beginner_index}.get(kind, False)

    def help_words(self, seat: int) -> str:
        """"Aiuti: suggerimenti, carte uscite…" for the hand-off; "" with none."""
        names = [self.app.t(f"help.{k}") for k in HELPS if self.help_on(k, seat)]
        return self.app.t("help.list", helps=", ".join(names)) if names else ""

    def played_lines(self) -> list[str]:
        """Per suit, the cards already played, strongest first: "Coppe: A 3 Re 7"."""
        obs = self.observation()
        played = obs.played_cards()
        t = self.app.t
        fam = "fr" if self.french else "it"
        out = []
        for suit in (0, 1, 2, 3):
            ranks = sorted((rank_of(c) for c in played if suit_of(c) == suit),
                           key=RANK_ORDER.index)
            if not any(suit_of(c) == suit for c in self.rules.cards):
                continue
            words = [t(f"rank.{fam}.short.{r}") if r in (1, 11, 12, 13) else str(r)
                     for r in ranks]
            out.append(f"{suit_name(self.app, suit, self.french)}: {' '.join(words) or '—'}")
        return out

    def draw_played(self, surface: pygame.Surface) -> None:
        """The played-cards panel, at the left edge under the top bar (or the auction box)."""
        if not self.help_on("played"):
            return
        app = self.app
        lay = app.layout
        size = TYPE["caption"]
        title = app.fonts.render(app.t("help.played_title"), size, GOLD, bold=True)
        imgs = [render_suited(app, line, size, CREAM, self.french)
                for line in self.played_lines()]
        w = max(i.get_width() for i in [title, *imgs]) + lay.px(20)
        h = title.get_height() + sum(i.get_height() for i in imgs) + lay.px(14)
        geo = self.geo
        top = geo.bar.bottom + lay.px(8)
        if geo.info is not None and self.rules.bidding:
            top = max(top, geo.info.bottom + lay.px(8))
        box = pygame.Rect(geo.bar.x, top, w, h)
        panel(surface, box, lay.px(10))
        y = box.y + lay.px(6)
        for img in [title, *imgs]:
            surface.blit(img, (box.x + lay.px(10), y))
            y += img.get_height()

    def draw_help_bubble(self, surface: pygame.Surface) -> None:
        """The hint's reason, or "click again to play" for a seat that confirms, in the coach's
        bubble above the hand."""
        if not self.human_to_act():
            return
        if self.hint_why:
            lines = [self.hint_why]
        elif self.selected is not None and self.help_on("confirm"):
            lines = [self.app.t("table.confirm")]
        else:
            return
        draw_coach(surface, self.app, self.coach_bottom(), lines, avoid=self.coach_avoid())

    def coach_bottom(self) -> int:
        """Where the coach's bubble ends: just above the viewer's fan."""
        rects = self.hand_rects()
        top = min((r.top for r in rects), default=self.app.layout.h - self.geo.card_h)
        return top - self.app.layout.px(24)  # clear of the hint's star above a card

    def coach_avoid(self) -> pygame.Rect | None:
        """The auction box the bubble keeps clear of (bidding variants, during play)."""
        if not self.rules.bidding or self.session.hand.phase is not Phase.PLAY:
            return None
        return self.geo.info
