"""Guided lessons ("Impara a giocare"): prepared deals played step by step, and the progress
kept between launches.

A lesson is data (`assets/lessons/lessons.json`): a variant, a prepared deal (the first cards
of the deck in order, the rest shuffled by the lesson's seed), every action of the part of
the hand the lesson plays (`script`, all seats), and steps. A step shows a text (a key of the
catalogue of words); a "play" step waits for the learner's next scripted action, highlights
it and says whether the move was the one the lesson expects. A step may name reasons
(`game.ai.reasons` codes) that must hold for the expected card: the loader checks them, so a
lesson's "the Ace is already out" is out. Everything is replayed and checked as it is read.

`LessonRun` is the lesson being played, pure: the UI's table drives it and shows its state.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import actions as A
from game.ai.reasons import CODES, explain
from game.cards import RANK_CODES, SUIT_LETTERS, parse_code
from game.checks import DataError, want_dict, want_int, want_list, want_str
from game.files import FileProblem, atomic_write_text, check_version, parse_json
from game.rules import PRESETS, preset
from game.state import HandState, IllegalActionError

LEARNER = 0  # the learner sits at the bottom of the table
PROGRESS_FORMAT = "briscola-lessons"
PROGRESS_VERSION = 1


Apply = Callable[[int], object]


class LessonError(ValueError):
    """Lesson data that does not describe a playable lesson."""


@dataclass(frozen=True)
class Step:
    text: str  # catalogue key of what the coach says
    play: bool = False  # waits for the learner's next scripted action
    ok: str = "lesson.ok"  # said after the expected move
    wrong: str = "lesson.wrong"  # said after another move (the move is not made)
    why: tuple[str, ...] = ()  # reasons that must hold for the expected card


@dataclass(frozen=True)
class Lesson:
    id: str
    variant: str
    title: str  # catalogue key
    seed: int
    dealer: int
    deck_top: tuple[int, ...]  # the first cards of the deck, in dealing order
    script: tuple[int, ...]  # every action of the lesson, all seats, in order
    steps: tuple[Step, ...]
    names: tuple[str, ...] = field(default=())  # catalogue keys of the seats' names
    hand: tuple[int, ...] = ()  # or: the learner's cards, the others' shuffled by seed

    def deal(self) -> HandState:
        """The prepared deal: the deck's first cards as written (or the learner's hand where
        the learner is dealt), the rest shuffled by the lesson's seed."""
        rules = preset(self.variant)
        fixed = set(self.deck_top) | set(self.hand)
        rest = [c for c in rules.cards if c not in fixed]
        random.Random(self.seed).shuffle(rest)
        deck = [*self.deck_top, *rest]
        if self.hand:  # dealt one at a time from the dealer's right (RULES.md §1)
            n = rules.players
            first = (self.dealer + 1) % n
            seats = [(first + i) % n for i in range(rules.active_players)]
            spots = [r * len(seats) + seats.index(LEARNER) for r in range(rules.hand_size)]
            for spot, c in zip(spots, self.hand, strict=True):
                deck.insert(spot, c)
        return HandState.new(rules, deck=deck, dealer=self.dealer)


def parse_action(token: str) -> int:
    """'3C' plays a card; 'pass'; 'bid:A' (a rank, Chiamata) or 'bid:75' (points); 'call:D'
    (a suit: Chiamata's call, licitazione's trump); 'declare:C' (Quaranta or Venti)."""
    kind, _, arg = token.partition(":")
    if kind == "pass" and not arg:
        return A.PASS
    if kind in ("call", "declare") and len(arg) == 1 and arg in SUIT_LETTERS:
        base = A.CALL_BASE if kind == "call" else A.DECLARE_BASE
        return base + SUIT_LETTERS.index(arg)
    if kind == "bid":
        ranks = {v: k for k, v in RANK_CODES.items()}
        if arg.isdigit() and int(arg) > 13:
            return A.bid_points(int(arg))
        if arg in ranks:
            return A.bid_rank(ranks[arg])
        raise LessonError(f"not a bid: {token!r}")
    try:
        return parse_code(token)
    except ValueError as exc:
        raise LessonError(str(exc)) from exc


def _step(data: Any, where: str) -> Step:
    d = want_dict(data, where)
    text = want_str(d.get("text"), f"{where}: text")
    play = d.get("play", False)
    if not isinstance(play, bool):
        raise DataError(f"{where}: play must be true or false")
    why = tuple(want_str(w, f"{where}: why") for w in want_list(d.get("why", []), where, 4))
    for w in why:
        if w not in CODES:
            raise DataError(f"{where}: no such reason {w!r}")
    return Step(text, play, want_str(d.get("ok", "lesson.ok"), f"{where}: ok"),
                want_str(d.get("wrong", "lesson.wrong"), f"{where}: wrong"), why)


def _lesson(data: Any, n: int) -> Lesson:
    d = want_dict(data, f"lesson {n}")
    ident = want_str(d.get("id"), f"lesson {n}: id", 40)
    where = f"lesson {ident!r}"
    variant = want_str(d.get("variant"), f"{where}: variant")
    if variant not in PRESETS:
        raise DataError(f"{where}: no such variant {variant!r}")
    players = preset(variant).players
    try:
        deck_top = tuple(parse_code(want_str(c, where)) for c in
                         want_list(d.get("deck", []), f"{where}: deck", 40))
        script = tuple(parse_action(want_str(c, where)) for c in
                       want_list(d.get("script"), f"{where}: script", 200))
    except ValueError as exc:
        raise DataError(f"{where}: {exc}") from exc
    try:
        hand = tuple(parse_code(want_str(c, where)) for c in
                     want_list(d.get("hand", []), f"{where}: hand", 20))
    except ValueError as exc:
        raise DataError(f"{where}: {exc}") from exc
    if hand and (deck_top or len(hand) != preset(variant).hand_size):
        raise DataError(f"{where}: a hand needs no deck and exactly a hand's cards")
    names = tuple(want_str(x, f"{where}: names") for x in
                  want_list(d.get("names", []), f"{where}: names", players))
    return Lesson(
        id=ident, variant=variant, title=want_str(d.get("title"), f"{where}: title"),
        seed=want_int(d.get("seed"), f"{where}: seed", 0, 2 ** 31),
        dealer=want_int(d.get("dealer"), f"{where}: dealer", 0, players - 1),
        deck_top=deck_top, script=script,
        steps=tuple(_step(s, f"{where}, step {i + 1}") for i, s in
                    enumerate(want_list(d.get("steps"), f"{where}: steps", 60))),
        names=names, hand=hand)


def check(lesson: Lesson) -> None:
    """The lesson replays: its deck holds each card once, every scripted action is legal,
    one play step per learner action (in order) and each step's reasons hold."""
    where = f"lesson {lesson.id!r}"
    fixed = [*lesson.deck_top, *lesson.hand]
    if len(set(fixed)) != len(fixed) or not set(fixed) <= set(preset(lesson.variant).cards):
        raise LessonError(f"{where}: the deck repeats a card or holds one not in the game")
    run = LessonRun(lesson)
    plays = sum(s.play for s in lesson.steps)
    mine = sum(1 for seat in run.actors() if seat == LEARNER)
    if plays != mine:
        raise LessonError(f"{where}: {plays} play steps for {mine} learner actions")
    if not lesson.steps or lesson.steps[-1].play:
        raise LessonError(f"{where}: the last step must be a text to read")
    while not run.finished:
        while run.auto() is not None:
            pass
        step = run.step
        expected = run.expected()
        if step.play and expected is not None:
            obs = run.state.observe(LEARNER)
            have = {r.code for r in explain(obs, expected, [])}
            missing = set(step.why) - have
            if missing:
                raise LessonError(f"{where}, step {run.index + 1}: {sorted(missing)} does not "
                                  f"hold for {A.describe(expected)} (it gives {sorted(have)})")
            run.move(expected)
        elif step.play:
            raise LessonError(f"{where}, step {run.index + 1}: nothing left for the learner")
        else:
            run.next()


def parse(text: str) -> tuple[Lesson, ...]:
    """Every lesson of the data file, checked (`LessonError` names what is wrong)."""
    try:
        data = want_dict(parse_json(text), "the lessons")
        lessons = tuple(_lesson(x, i + 1) for i, x in
                        enumerate(want_list(data.get("lessons"), "the lessons", 50)))
    except (FileProblem, DataError) as exc:
        raise LessonError(str(exc)) from exc
    if len({x.id for x in lessons}) != len(lessons):
        raise LessonError("two lessons share an id")
    for lesson in lessons:
        check(lesson)
    return lessons


def lessons_path() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    root = Path(frozen) if frozen else Path(__file__).resolve().parents[1]
    return root / "assets" / "lessons" / "lessons.json"


_SHIPPED: tuple[Lesson, ...] | None = None


def shipped() -> tuple[Lesson, ...]:
    """The lessons that come with the game (read and checked once)."""
    global _SHIPPED
    if _SHIPPED is None:
        _SHIPPED = parse(lessons_path().read_text(encoding="utf-8"))
    return _SHIPPED


@dataclass(frozen=True)
class Feedback:
    good: bool
    key: str
    expected: int | None = None


class LessonRun:
    """A lesson being played: the hand, the step and the position in the script."""

    def __init__(self, lesson: Lesson, step: int = 0) -> None:
        self.lesson = lesson
        self.state = lesson.deal()
        self.index = 0
        self.pos = 0  # actions of the script applied
        self.feedback: Feedback | None = None
        self._starts: list[int] = []  # script position at which each step began
        self.goto(step)

    @property
    def step(self) -> Step:
        return self.lesson.steps[min(self.index, len(self.lesson.steps) - 1)]

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    def actors(self) -> list[int]:
        """The seat acting at each action of the script (replayed on a fresh deal)."""
        state = self.lesson.deal()
        out = []
        for n, action in enumerate(self.lesson.script):
            seat = state.to_act
            if seat is None:
                raise LessonError(f"lesson {self.lesson.id!r}: action {n + 1} after the end")
            out.append(seat)
            try:
                state.apply(action)
            except IllegalActionError as exc:
                raise LessonError(f"lesson {self.lesson.id!r}: action {n + 1} "
                                  f"({A.describe(action)}) is illegal: {exc}") from exc
        return out

    def next_action(self) -> int | None:
        return self.lesson.script[self.pos] if self.pos < len(self.lesson.script) else None

    def others_to_act(self) -> bool:
        """The script's next action is another seat's: the table plays it (`auto`)."""
        return self.next_action() is not None and self.state.to_act != LEARNER

    def auto(self, apply: Apply | None = None) -> int | None:
        """Apply the other seats' next scripted action, if it is theirs; returns it.
        `apply` makes the move instead of the state itself (the table, to animate it)."""
        if not self.others_to_act():
            return None
        action = self.lesson.script[self.pos]
        (apply or self.state.apply)(action)
        self.pos += 1
        return action

    def expected(self) -> int | None:
        """The action the current play step waits for, once it is the learner's turn."""
        if self.finished or not self.step.play or self.state.to_act != LEARNER:
            return None
        return self.next_action()

    def move(self, action: int, apply: Apply | None = None) -> Feedback:
        """The learner's move: made (and the step done) if it is the expected one; otherwise
        nothing changes on the table and the feedback says which move the lesson wants."""
        expected = self.expected()
        if expected is None:
            self.feedback = Feedback(False, "lesson.wait")
        elif action == expected:
            (apply or self.state.apply)(action)
            self.pos += 1
            self.feedback = Feedback(True, self.step.ok, expected)
            self._advance()
        else:
            self.feedback = Feedback(False, self.step.wrong, expected)
        return self.feedback

    def next(self) -> None:
        """Done reading: on to the next step."""
        if not self.finished and not self.step.play:
            self.feedback = None
            self._advance()

    def _advance(self) -> None:
        self.index += 1
        self._starts = self._starts[:self.index]
        self._starts.append(self.pos)

    def fields(self) -> dict[str, int]:
        """What a lesson's text may name of the position: the learner's side's points
        ({mine}), the others' ({theirs}) and what 61 still needs ({needed})."""
        rules = self.state.rules
        side = set(rules.teams[rules.team_of(LEARNER)])
        mine = sum(p for s, p in enumerate(self.state.points) if s in side)
        theirs = sum(self.state.points) - mine
        return {"mine": mine, "theirs": theirs, "needed": max(0, 61 - mine)}

    def back(self) -> None:
        """One step back: the deal replayed to where that step began."""
        self.goto(max(0, self.index - 1))

    def goto(self, step: int) -> None:
        """Replay the lesson to the start of `step` (the learner's expected moves made)."""
        self.state = self.lesson.deal()
        self.index, self.pos, self._starts = 0, 0, [0]
        target = max(0, min(step, len(self.lesson.steps)))
        while self.index < target:
            while self.auto() is not None:
                pass
            if self.step.play:
                expected = self.expected()
                if expected is None:
                    break
                self.move(expected)
            else:
                self.next()
        self.feedback = None


# ---- progress ----------------------------------------------------------------------------------
@dataclass
class Progress:
    """Per lesson: the furthest step reached, and whether it was finished."""

    reached: dict[str, int] = field(default_factory=dict)
    done: set[str] = field(default_factory=set)

    def note(self, lesson: str, step: int, finished: bool) -> None:
        self.reached[lesson] = max(self.reached.get(lesson, 0), step)
        if finished:
            self.done.add(lesson)

    def to_json(self) -> str:
        return json.dumps({"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION,
                           "reached": dict(sorted(self.reached.items())),
                           "done": sorted(self.done)}, indent=1)

    def save(self, path: Path) -> None:
        atomic_write_text(path, self.to_json())


def parse_progress(text: str) -> Progress:
    """Progress from its file, checked; raises `LessonError` when damaged."""
    try:
        data = parse_json(text)
        check_version(data, PROGRESS_FORMAT, PROGRESS_VERSION, "lesson progress")
        reached = want_dict(data.get("reached", {}), "reached")
        out = Progress()
        for key, value in reached.items():
            out.reached[want_str(key, "a lesson id", 40)] = want_int(value, key, 0, 1000)
        out.done = {want_str(x, "a lesson id", 40) for x in
                    want_list(data.get("done", []), "done", 100)}
    except (FileProblem, DataError) as exc:
        raise LessonError(f"the lesson progress is damaged: {exc}") from exc
    return out
