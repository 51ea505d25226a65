"""Creating a tournament in four steps: the event, the rules, the participants, a summary.

Every choice is a widget that works by mouse and keyboard; names are typed into text fields.
Nothing is created until the summary's button, and a combination the engine refuses (say the
7/5/4/3/2/0 table without all five hands) is shown there in plain words, not raised.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ai.levels import level as level_entry
from game.catalogue import VARIANTS as CATALOGUE
from game.catalogue import variant
from game.match import DealerChoice
from game.rules import RulesError, TiePolicy, preset
from game.tournament.agents import LEVELS
from game.tournament.event import Tournament
from game.tournament.model import (
    EventConfig,
    EventKind,
    Participant,
    Player,
    PointsTable,
    TournamentError,
    parse_format,
)
from ui.app import App
from ui.problems import os_problem
from ui.scene import Scene
from ui.theme import CREAM, GOLD, panel
from ui.tournament import paint
from ui.tournament.hub import TournamentScene
from ui.tournament.session import Session, new_path
from ui.tournament.texts import lang, tr
from ui.widgets import Button, Choice, TextField, Widget, WidgetGroup

# Every variant the catalogue allows as a club tournament (two sides scored by hands).
VARIANTS = tuple(v.key for v in CATALOGUE if v.tournament_tables)
FORMATS = ("single", "bo3", "bo5", "all5")
POINTS = ("win", "seed-003", "3/1/0")
TIES = ("tie", "replay", "last-trick")
WHO = (*tuple(f"ai:{lv}" for lv in LEVELS), "human", *tuple(f"mixed:{lv}" for lv in LEVELS))
STEPS = ("event", "rules", "people", "summary")


class BareChoice(Choice):
    """A choice shown without a label (the row's name field says what it is about)."""

    def text(self) -> str:
        return super().text().split(": ", 1)[-1]


@dataclass
class Entry:
    name: str
    who: str = "ai:principiante"


@dataclass
class Draft:
    name: str = "Torneo di Briscola"
    kind: EventKind = "round-robin"
    variant: str = "classic-4"
    count: int = 6
    groups: int = 2
    qualify: int = 2
    group_fmt: str = "bo3"
    ko_fmt: str = "bo3"
    final_fmt: str = "bo5"
    points: str = "win"
    tie_policy: TiePolicy = "tie"
    dealer: DealerChoice = "random"
    seed: int = 1
    draw: bool = True
    entries: list[Entry] = field(default_factory=list)

    def sync_entries(self, word: str, me: str = "", pairs: bool = False) -> None:
        """One entry per participant; the first is the player at this computer (with a
        computer partner in pairs), the others the computer, until changed."""
        while len(self.entries) < self.count:
            if not self.entries and me:
                self.entries.append(Entry(me, "mixed:normale" if pairs else "human"))
            else:
                self.entries.append(Entry(f"{word} {len(self.entries) + 1}"))
        del self.entries[self.count:]

    def build(self) -> Tournament:
        # seed 003 voids and replays a 60–60 hand: its points table needs replay on
        tie = "replay" if self.points == "seed-003" else self.tie_policy
        rules = preset(self.variant, tie_policy=tie)
        config = EventConfig(
            self.name.strip() or "Torneo", self.kind, rules,
            parse_format(self.group_fmt, self.dealer), parse_format(self.ko_fmt, self.dealer),
            parse_format(self.final_fmt, self.dealer), PointsTable.parse(self.points),
            groups=self.groups if self.kind == "groups" else 1, qualify=self.qualify,
            draw=self.draw, seed=self.seed)
        size = config.team_size
        people = []
        for i, e in enumerate(self.entries):
            kind, _, level = e.who.partition(":")
            players = []
            for k in range(size):
                human = kind == "human" or (kind == "mixed" and k == 0)
                players.append(Player(e.name if size == 1 else f"{e.name} {chr(65 + k)}",
                                      None if human else level))
            people.append(Participant(i, e.name.strip() or f"#{i + 1}", tuple(players)))
        return Tournament.create(config, people)


class WizardScene(Scene):
    def __init__(self, app: App, folder: Any = None) -> None:
        super().__init__(app)
        self.folder = folder if folder is not None else app.dirs.data / "tournaments"
        self.d = Draft(name=tr(app, "wiz.default_name"))
        self.step = 0
        self.error = ""
        self._build()

    # ---- widgets per step ----------------------------------------------------------------
    def _choice(self, key: str, attr: str, options: Sequence[Any],
                shown: Callable[[Any], str] | None = None) -> Choice:
        app = self.app

        def opts() -> list[tuple[Any, str]]:
            return [(o, shown(o) if shown else tr(app, f"opt.{o}")) for o in options]

        return Choice(lambda: tr(app, key), opts, lambda: getattr(self.d, attr),
                      lambda v: self._set(attr, v))

    def _set(self, attr: str, value: Any) -> None:
        setattr(self.d, attr, value)
        if attr == "kind":
            self._build()

    def _build(self) -> None:
        app, d = self.app, self.d
        w: list[Widget] = []
        if STEPS[self.step] == "event":
            w.append(TextField(lambda: tr(app, "wiz.name"), lambda: d.name,
                               lambda v: setattr(d, "name", v), 32))
            w.append(self._choice("wiz.format", "kind", ("round-robin", "groups", "knockout")))
            w.append(self._choice("wiz.count", "count", range(2, 25), str))
            if d.kind == "groups":
                w.append(self._choice("wiz.groups", "groups", range(1, 5), str))
                w.append(self._choice("wiz.qualify", "qualify", (1, 2, 4), str))
            if d.kind != "round-robin":
                w.append(self._choice("wiz.draw", "draw", (True, False),
                                      lambda v: tr(app, "opt.yes" if v else "opt.no")))
            w.append(self._choice("wiz.seed", "seed", range(1, 100), str))
        elif STEPS[self.step] == "rules":
            w.append(self._choice("wiz.variant", "variant", VARIANTS,
                                  lambda v: variant(v).name(lang(app))))
            if d.kind != "knockout":
                w.append(self._choice("wiz.group_fmt", "group_fmt", FORMATS))
                w.append(self._choice("wiz.points", "points", POINTS))
            if d.kind != "round-robin":
                w.append(self._choice("wiz.ko_fmt", "ko_fmt", FORMATS))
                w.append(self._choice("wiz.final_fmt", "final_fmt", FORMATS))
            w.append(self._choice("wiz.tie", "tie_policy", TIES))
            w.append(self._choice("wiz.dealer", "dealer", ("random", "cut")))
        elif STEPS[self.step] == "people":
            pairs = self._team_size() > 1
            d.sync_entries(tr(app, "wiz.pair" if pairs else "wiz.player"),
                           app.settings.player_name or app.t("name.you"), pairs)
            for e in d.entries:
                w += self._entry_widgets(e)
        self.back_button = Button(lambda: tr(app, "btn.back"), self.prev)
        last = self.step == len(STEPS) - 1
        self.next_button = Button(lambda: tr(app, "wiz.create" if last else "wiz.next"),
                                  self.create if last else self.next)
        w += [self.back_button, self.next_button]
        self.group = WidgetGroup(app, w)
        if last:
            self.group.focus = len(w) - 1  # Enter creates
        self._layout()

    def _entry_widgets(self, e: Entry) -> list[Widget]:
        def name() -> str:
            return e.name

        def set_name(v: str) -> None:
            e.name = v

        def who() -> str:
            return e.who

        def set_who(v: str) -> None:
            e.who = v

        options = [(o, self._who(o)) for o in WHO]
        return [TextField(lambda: "", name, set_name, 24),
                BareChoice(lambda: "", lambda: options, who, set_who)]

    def _team_size(self) -> int:
        try:
            return len(preset(self.d.variant).teams[0])
        except RulesError:
            return 1

    def _who(self, option: str) -> str:
        kind, _, lv = option.partition(":")
        return tr(self.app, f"who.{kind}", level=level_entry(lv).name(lang(self.app)) if lv else "")

    def _layout(self) -> None:
        lay = self.app.layout
        fields = self.group.widgets[:-2]
        if STEPS[self.step] == "people":
            per_col = max(1, -(-len(fields) // 4))
            for i in range(0, len(fields), 2):
                c, r = divmod(i // 2, per_col)
                fields[i].rect = lay.rect(60 + c * 590, 150 + r * 40, 250, 34)
                fields[i + 1].rect = lay.rect(320 + c * 590, 150 + r * 40, 300, 34)
        else:
            for i, wdg in enumerate(fields):
                wdg.rect = lay.rect(290, 160 + i * 58, 700, 46)
        self.back_button.rect = lay.rect(60, 650, 200, 46)
        self.next_button.rect = lay.rect(1020, 650, 200, 46)

    def on_resize(self) -> None:
        self._layout()

    # ---- navigation ----------------------------------------------------------------------
    def prev(self) -> None:
        if self.step == 0:
            self.app.pop()
            return
        self.step -= 1
        self.error = ""
        self._build()

    def next(self) -> None:
        self.step += 1
        self.error = self._check() if STEPS[self.step] == "summary" else ""
        self._build()

    def _check(self) -> str:
        try:
            self.d.build()
        except (TournamentError, RulesError, ValueError) as exc:
            return str(exc)
        return ""

    def create(self) -> None:
        try:
            t = self.d.build()
        except (TournamentError, RulesError, ValueError) as exc:
            self.error = str(exc)
            return
        session = Session(t, new_path(self.folder, t.config.name))
        try:
            session.save()
        except OSError as exc:
            self.error = tr(self.app, "msg.save_failed", detail=os_problem(self.app.t, exc))
            return
        self.app.replace(TournamentScene(self.app, session, "schedule"))

    def handle_event(self, event: pygame.event.Event) -> None:
        focus = self.group.widgets[self.group.focus] if self.group.focus >= 0 else None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and \
                isinstance(focus, TextField):
            return  # the space arrives as text input
        if self.group.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.prev()

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def awake(self) -> bool:
        return self.group.awake()

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        self.draw_page(surface, "tournament.wiz.title", 38, 14)
        for i, key in enumerate(STEPS):
            colour = GOLD if i == self.step else (206, 214, 200)
            paint.text(surface, app, f"{i + 1}. {tr(app, f'wiz.step.{key}')}", 22, colour,
                       lay.rect(60 + i * 240, 84, 0, 0).topleft, bold=i == self.step)
        if STEPS[self.step] == "summary":
            self._summary(surface)
        self.group.draw(surface)

    def _summary(self, surface: pygame.Surface) -> None:
        app, lay, d = self.app, self.app.layout, self.d
        box = lay.rect(60, 140, 1160, 490)
        panel(surface, box, lay.px(12))
        ai = sum(e.who.startswith("ai:") for e in d.entries)
        lines = [f"{tr(app, 'wiz.name')}: {d.name}",
                 f"{tr(app, 'wiz.format')}: {tr(app, f'opt.{d.kind}')}",
                 f"{tr(app, 'wiz.variant')}: {variant(d.variant).name(lang(app))} · "
                 f"{tr(app, 'wiz.tie')}: "
                 f"{tr(app, f'opt.{d.tie_policy}')}",
                 tr(app, "wiz.summary_people", n=len(d.entries), ai=ai,
                    humans=len(d.entries) - ai)]
        if d.kind != "knockout":
            lines.append(f"{tr(app, 'wiz.group_fmt')}: {tr(app, f'opt.{d.group_fmt}')} · "
                         f"{tr(app, 'wiz.points')}: {tr(app, f'opt.{d.points}')}")
        if d.kind != "round-robin":
            lines.append(f"{tr(app, 'wiz.ko_fmt')}: {tr(app, f'opt.{d.ko_fmt}')} · "
                         f"{tr(app, 'wiz.final_fmt')}: {tr(app, f'opt.{d.final_fmt}')}")
        y = 170
        for line in lines:
            paint.text(surface, app, line, 24, CREAM, lay.rect(90, y, 0, 0).topleft)
            y += 40
        if self.error:
            paint.text(surface, app, tr(app, "wiz.problem"), 24, GOLD,
                       lay.rect(90, y + 20, 0, 0).topleft, bold=True)
            for i, line in enumerate(paint.wrap(app, self.error, 22, lay.px(1080))):
                paint.text(surface, app, line, 22, CREAM,
                           lay.rect(90, y + 56 + i * 28, 0, 0).topleft)
        else:
            paint.text(surface, app, tr(app, "wiz.ready"), 22, GOLD,
                       lay.rect(90, y + 20, 0, 0).topleft)
