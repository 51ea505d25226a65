"""End of match: the result said to the person at the screen ("Hai vinto!", "Ha vinto Nonna
Pina"; in hot-seat the winners' names), a chart of its hands (points per hand, running score)
or, for a one-hand match, that hand's count; a rematch with the same table, and a celebration
when people at this computer won.

Who won is said in the variant's terms: Chiamata's winners are the players with most game
points (several may share them; in a one-hand match, the side that won the hand), never "a draw"
because the caller lost.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from ui import charts
from ui.results import Contract, contract, ranking, signed, verdict_lines
from ui.scene import Scene
from ui.session import GameSession
from ui.theme import CREAM, GOLD, panel
from ui.widgets import Button, WidgetGroup
from ui.words import agreeing, join_names

if TYPE_CHECKING:
    from ui.app import App
    from ui.nav import PlayingTable

PANEL = (8, 34, 20, 235)
CONFETTI = 90


class MatchEndScene(Scene):
    def __init__(self, app: App, table: PlayingTable) -> None:
        super().__init__(app)
        self.session = table.session
        table.close()
        t = app.t
        self.group = WidgetGroup(app, [Button(lambda: t("matchend.again"), self.again),
                                       Button(lambda: t("matchend.menu"), self.menu)])
        rng = random.Random(self.session.seed)
        # (x, y, speed, sway phase, colour): confetti in the window's fractions, seeded.
        self.confetti = [(rng.random(), -rng.random(), 0.15 + 0.2 * rng.random(),
                          rng.random() * 6.3, charts.SERIES[rng.randrange(4)])
                         for _ in range(CONFETTI)] if self.celebrate() else []
        self.clock = 0.0
        self.on_resize()

    def on_resize(self) -> None:
        lay = self.app.layout
        y = lay.h / lay.unit - 64
        mid = lay.w / lay.unit / 2
        self.group.widgets[0].rect = lay.rect(mid - 290, y, 280, 46)
        self.group.widgets[1].rect = lay.rect(mid + 10, y, 280, 46)

    # ---- what happened -------------------------------------------------------------------
    def names(self, team: int) -> list[str]:
        return [self.session.seats[s].name for s in self.session.rules.teams[team]]

    @property
    def chiamata(self) -> bool:
        """Every player for himself on the score sheet, sides changing each hand."""
        rules = self.session.rules
        return rules.bidding and all(len(t) == 1 for t in rules.teams)

    def winners(self) -> list[int]:
        """The seats that won the match (empty for a draw)."""
        m = self.session.match
        teams = self.session.rules.teams
        if self.chiamata and m.counted:
            if m.format.kind == "single":  # the side that won the one hand
                game = m.counted[0].game_points or ()
                return [s for s, v in enumerate(game) if v > 0]
            return [s for t in ranking(m.scores()) for s in teams[t]]
        w = m.winner
        return [] if w is None else list(teams[w])

    def winning_people(self) -> list[str]:
        """The humans on the winning side: they get the celebration."""
        return [self.session.seats[s].name for s in self.winners()
                if self.session.seats[s].human]

    def celebrate(self) -> bool:
        """Confetti when the person at the screen (in hot-seat: anyone at it) won."""
        s = self.session
        return bool(self.winning_people()) if s.hot_seat else (
            s.is_human(s.viewer) and s.viewer in self.winners())

    def title(self) -> str:
        """"Hai vinto!" / "Hai perso" to the one person at the screen; the winners' names when
        several people (hot-seat) or nobody play at it."""
        s = self.session
        app = self.app
        won = self.winners()
        if not won:
            return app.t("matchend.draw")
        if s.is_human(s.viewer) and not s.hot_seat:
            if s.viewer not in won:
                return app.t("matchend.you_lost")
            mates = [w for w in won if w != s.viewer]
            return app.t("matchend.you_won_with" if mates and self.together()
                         else "matchend.you_won")
        names = [s.seats[w].name for w in won]
        return agreeing(app, "matchend.winner", len(names), names=join_names(app, names))

    def subtitle(self) -> str:
        """Beneath "Hai vinto / Hai perso": who won with or against the person at the screen."""
        s = self.session
        app = self.app
        won = self.winners()
        if not won or not s.is_human(s.viewer) or s.hot_seat:
            return ""
        others = [s.seats[w].name for w in won if w != s.viewer]
        if s.viewer not in won:
            return agreeing(app, "matchend.won_by", len(others), names=join_names(app, others))
        if not others:
            return ""
        return app.t("matchend.with" if self.together() else "matchend.shared",
                     names=join_names(app, others))

    def together(self) -> bool:
        """The winners won as one side (pairs; Chiamata's one hand: caller and partner, or the
        defenders), not level on points."""
        s = self.session
        return any(len(t) > 1 for t in s.rules.teams) or (
            self.chiamata and s.match.format.kind == "single")

    def per_hand(self) -> list[list[int]]:
        """Each hand's points per side (game points in the bidding variants)."""
        m = self.session.match
        game = m.format.kind in ("first-to-game-points", "hands")
        return [list(r.game_points if game and r.game_points is not None else r.team_points)
                for r in m.results]

    # ---- actions -------------------------------------------------------------------------
    def again(self) -> None:
        s = self.session
        self.app.replace(self.screens.table(GameSession(s.rules, s.format, s.seats)))

    def menu(self) -> None:
        self.app.reset(self.screens.menu())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)
        self.clock += dt

    def awake(self) -> bool:
        return (bool(self.confetti) and self.clock <= 6) or self.group.awake()

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        lay = app.layout
        bottom = self.draw_page(surface, "matchend.heading", 30, 14)
        if self.confetti:
            self._burst(surface, (lay.w // 2, bottom + lay.px(40)))
        img = app.fonts.render(self.title(), 60, GOLD, bold=True)
        if img.get_width() > lay.w - lay.px(60):
            img = pygame.transform.smoothscale(img, (lay.w - lay.px(60), img.get_height()))
        rect = img.get_rect(midtop=(lay.w // 2, bottom + lay.px(4)))
        surface.blit(img, rect)
        y = rect.bottom + lay.px(6)
        people = self.winning_people()
        line = self.subtitle() or (agreeing(app, "matchend.cheer", len(people),
                                            names=join_names(app, people)) if people else "")
        if line:
            cheer = app.fonts.render(line, 30, CREAM, weight="semibold")
            surface.blit(cheer, cheer.get_rect(midtop=(lay.w // 2, y)))
            y += cheer.get_height() + lay.px(4)
        one = len(self.session.match.counted) == 1
        if not one:  # one hand: its count below says it all
            sub = app.fonts.render(self.tally(), 26, CREAM)
            if sub.get_width() > lay.w - lay.px(60):
                sub = pygame.transform.smoothscale(sub, (lay.w - lay.px(60), sub.get_height()))
            surface.blit(sub, sub.get_rect(midtop=(lay.w // 2, y)))
            y += sub.get_height()
        y += lay.px(12)
        box = pygame.Rect(lay.px(60), y, lay.w - lay.px(120), lay.h - lay.px(90) - y)
        if one:
            self._one_hand(surface, box)
        else:
            self._chart(surface, box)
        self.group.draw(surface)
        self._confetti(surface)

    def tally(self) -> str:
        m = self.session.match
        teams = range(len(self.session.rules.teams))
        if m.format.kind in ("best-of", "all-five", "single"):
            values = m.hands_won()
            key = "matchend.tally_hands"
        else:
            values = m.scores()
            key = "matchend.tally_points"
        fmt = signed if self.chiamata and key == "matchend.tally_points" else str  # +2, −1
        line = " · ".join(f"{join_names(self.app, self.names(t))} {fmt(values[t])}"
                          for t in teams)
        return self.app.t(key, tally=line)

    def hand_contract(self) -> Contract | None:
        s = self.session
        return contract(s.hand.observe(s.viewer)) if s.rules.bidding else None

    def _one_hand(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """A one-hand match: that hand's count, side by side, not a chart of one point."""
        app = self.app
        lay = app.layout
        s = self.session
        result = s.match.counted[0]
        c = self.hand_contract()
        if c is not None:
            sides = [c.side, c.defenders]
            won = [0 if result.bidder_won else 1]
        else:
            sides = list(s.rules.teams)
            won = [] if result.winner is None else [result.winner]
        points = [sum(result.team_points[t] for t, team in enumerate(s.rules.teams)
                      if set(team) & set(side)) for side in sides]
        lines = verdict_lines(app, c, result, [x.name for x in s.seats], s.rules.teams) \
            if c is not None else []
        text_h = lay.px(48) * len(lines)
        h = min(box.h - text_h - lay.px(14), lay.px(260))
        box = box.copy()
        box.y += max(0, (box.h - h - text_h - lay.px(14)) // 2)
        gap = lay.px(24)
        w = min(lay.px(420), (box.w - gap * (len(sides) - 1)) // len(sides))
        x = box.centerx - (len(sides) * w + (len(sides) - 1) * gap) // 2
        for i, (side, pts) in enumerate(zip(sides, points, strict=True)):
            r = pygame.Rect(x + i * (w + gap), box.y, w, h)
            panel(surface, r, lay.px(14), PANEL)
            if i in won:
                pygame.draw.rect(surface, GOLD, r, lay.px(3), border_radius=lay.px(14))
            names = join_names(app, [s.seats[x].name for x in side])
            name = app.fonts.render(names, 28, CREAM, bold=True)
            if name.get_width() > w - lay.px(24):
                name = pygame.transform.smoothscale(name, (w - lay.px(24), name.get_height()))
            surface.blit(name, name.get_rect(midtop=(r.centerx, r.y + lay.px(14))))
            big = app.fonts.render(str(pts), 88, GOLD, bold=True)
            surface.blit(big, big.get_rect(center=(r.centerx, r.centery + lay.px(8))))
            unit = app.fonts.render(agreeing(app, "handend.points_word", pts), 22, CREAM)
            surface.blit(unit, unit.get_rect(midbottom=(r.centerx, r.bottom - lay.px(10))))
        y = box.y + h + lay.px(14)
        for i, text in enumerate(lines):
            img = app.fonts.render(text, 30 if i == 0 else 24, GOLD if i == 0 else CREAM,
                                   bold=i == 0)
            if img.get_width() > box.w:
                img = pygame.transform.smoothscale(img, (box.w, img.get_height()))
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + lay.px(4)

    def _burst(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """Gold rays turning slowly behind the title, fading towards their ends."""
        lay = self.app.layout
        reach = lay.px(300)
        fade = max(0.0, min(1.0, self.clock / 0.6))
        rays = pygame.Surface((2 * reach, 2 * reach), pygame.SRCALPHA)
        turn = min(self.clock, 8.0) * 0.25  # still after the confetti: nothing left to draw
        for k in range(16):
            a0 = turn + k * math.tau / 16
            a1 = a0 + math.tau / 40
            pts = [(reach, reach),
                   (reach + 1.5 * reach * math.cos(a0), reach + 1.5 * reach * math.sin(a0)),
                   (reach + 1.5 * reach * math.cos(a1), reach + 1.5 * reach * math.sin(a1))]
            pygame.draw.polygon(rays, (*GOLD, round(70 * fade)), pts)
        rays.blit(_radial(reach), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(rays, rays.get_rect(center=centre))


    def _chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        app = self.app
        lay = app.layout
        if box.h < lay.px(120):
            return
        panel(surface, box, lay.px(14), PANEL)
        hands = self.per_hand()
        teams = len(self.session.rules.teams)
        legend_y = box.y + lay.px(10)
        charts.legend(surface, app, box.x + lay.px(20), legend_y,
                      [join_names(app, self.names(t)) for t in range(teams)])
        inner = pygame.Rect(box.x + lay.px(60), legend_y + lay.px(60), box.w - lay.px(90),
                            box.bottom - legend_y - lay.px(100))
        labels = [app.t("matchend.hand_n", n=i + 1) for i in range(len(hands))]
        half = (inner.w - lay.px(70)) // 2
        left = pygame.Rect(inner.x, inner.y, half, inner.h)
        right = pygame.Rect(inner.x + half + lay.px(70), inner.y, half, inner.h)
        for area, key in ((left, "matchend.chart_hands"), (right, "matchend.chart_running")):
            head = app.fonts.render(app.t(key), 22, GOLD, bold=True)
            surface.blit(head, head.get_rect(midbottom=(area.centerx, area.y - lay.px(8))))
        charts.bars(surface, app, left, hands, labels)
        running = [[sum(h[t] for h in hands[:i + 1]) for i in range(len(hands))]
                   for t in range(teams)]
        charts.lines(surface, app, right, running, labels)

    def _confetti(self, surface: pygame.Surface) -> None:
        """Paper pieces falling for a few seconds over the winners' screen."""
        if not self.confetti or self.clock > 6:
            return
        lay = self.app.layout
        size = lay.px(7)
        for x, y0, speed, phase, colour in self.confetti:
            y = (y0 + self.clock * speed) * lay.h
            if 0 <= y < lay.h:
                cx = (x + 0.02 * math.sin(phase + self.clock * 3)) * lay.w
                pygame.draw.rect(surface, colour, pygame.Rect(round(cx), round(y), size,
                                                              size // 2 + 1))


_MASKS: dict[int, pygame.Surface] = {}


def _radial(radius: int) -> pygame.Surface:
    """White, opaque at the centre and clear at `radius`: multiplied into the rays (cached)."""
    mask = _MASKS.get(radius)
    if mask is None:
        mask = _MASKS[radius] = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
        for r in range(radius, 0, -max(1, radius // 40)):
            alpha = round(255 * (1 - r / radius) ** 1.6)
            pygame.draw.circle(mask, (255, 255, 255, alpha), (radius, radius), r)
    return mask
