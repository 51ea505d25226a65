"""Non-blocking animation: steps played one after another, each moving some cards.

A `Step` runs its `on_start`, moves its flights for `duration` seconds, then runs `on_finish`.
A zero duration (the "instant" speed) finishes in the same frame, so the whole queue can drain
in one update. Nothing here waits or sleeps: the frame loop keeps running.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

Point = tuple[float, float]
PULSE_PERIOD = 0.8  # seconds from one ring of the turn marker to the next


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


@dataclass
class Flight:
    card: int  # card id, or -1 for a back
    start: Point
    end: Point
    scale: tuple[float, float] = (1.0, 1.0)
    delay: float = 0.0  # fraction of the step before this card moves
    face_up: bool = True
    arc: Point = (0.0, 0.0)  # sideways bulge at mid-flight (shuffles)
    flip: bool = False  # turns over half-way
    private: bool = False  # goes into the viewer's hand: hidden while the hand is concealed
    curve: float = 0.0  # an eased arc: sideways bulge as a fraction of the distance flown

    def local(self, t: float) -> float:
        span = max(1e-6, 1.0 - self.delay)
        return min(1.0, max(0.0, (t - self.delay) / span))

    flip_from: float = 0.0  # the turn-over happens in the part of the flight after this

    def turn(self, t: float) -> float:
        """How far through turning over (0..1) a flipping card is."""
        k = (self.local(t) - self.flip_from) / max(1e-6, 1.0 - self.flip_from)
        return ease_in_out(min(1.0, max(0.0, k)))

    def at(self, t: float) -> tuple[Point, float, bool]:
        """Position, scale and face-up state at step progress `t` (0..1)."""
        raw = self.local(t)
        k = ease_in_out(raw) if self.curve else ease_out(raw)
        bulge = math.sin(math.pi * k)
        dx, dy = self.end[0] - self.start[0], self.end[1] - self.start[1]
        ax = self.arc[0] - dy * self.curve
        ay = self.arc[1] + dx * self.curve
        x = self.start[0] + dx * k + ax * bulge
        y = self.start[1] + dy * k + ay * bulge
        s = self.scale[0] + (self.scale[1] - self.scale[0]) * k
        face = self.face_up != (self.flip and self.turn(t) >= 0.5)
        return (x, y), s, face


@dataclass
class Step:
    duration: float
    flights: list[Flight] = field(default_factory=list)
    on_start: Callable[[], None] | None = None
    on_finish: Callable[[], None] | None = None
    sound: str | None = None
    name: str = ""
    seat: int | None = None  # whose move it shows (the status line says so)


@dataclass
class Effect:
    """Motion beside the queue that never holds the game up: a trick's points rising from the
    winning card ("points"), the turn marker's pulse ("turn")."""

    kind: str
    duration: float
    pos: Point = (0.0, 0.0)
    value: int = 0  # the points that rise
    seat: int | None = None
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.elapsed / max(1e-6, self.duration))


class Animator:
    def __init__(self, play_sound: Callable[[str], None] | None = None) -> None:
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.elapsed = 0.0
        self.play_sound = play_sound
        self.effects: list[Effect] = []

    @property
    def busy(self) -> bool:
        """A step is playing or waiting: the game waits for it before the next move."""
        return self.current is not None or bool(self.queue)

    @property
    def needs_frames(self) -> bool:
        """Something on the table moves (a step or an effect): the frame loop must keep
        drawing. False once all is still, so a table waiting for a person can sleep."""
        return self.busy or bool(self.effects)

    def flourish(self, effect: Effect) -> None:
        """Start an effect; one of its kind for the same seat replaces the old one."""
        if effect.duration <= 0:
            return
        self.effects = [e for e in self.effects
                        if not (e.kind == effect.kind and e.seat == effect.seat)]
        self.effects.append(effect)

    def stop(self, kind: str) -> None:
        self.effects = [e for e in self.effects if e.kind != kind]

    def _age(self, dt: float) -> None:
        for e in self.effects:
            e.elapsed += dt
        self.effects = [e for e in self.effects if e.elapsed < e.duration]

    def add(self, step: Step) -> None:
        self.queue.append(step)

    def progress(self) -> float:
        if self.current is None or self.current.duration <= 0:
            return 1.0
        return min(1.0, self.elapsed / self.current.duration)

    def update(self, dt: float) -> None:
        if self.effects:
            self._age(dt)
        budget = dt
        while True:
            if self.current is None:
                if not self.queue:
                    return
                self.current = self.queue.popleft()
                self.elapsed = 0.0
                if self.current.on_start is not None:
                    self.current.on_start()
                if self.current.sound and self.play_sound is not None:
                    self.play_sound(self.current.sound)
            step = self.current
            need = step.duration - self.elapsed
            if budget < need:
                self.elapsed += budget
                return
            budget -= max(0.0, need)
            self.current = None
            if step.on_finish is not None:
                step.on_finish()

    def add_finish(self, callback: Callable[[], None]) -> None:
        """Run `callback` once every step queued so far has finished."""
        self.add(Step(0.0, on_finish=callback, name="call"))

    def finish_all(self) -> None:
        """Jump to the end of every queued step (skip), and of every effect."""
        while self.busy:
            self.update(1e9)
        self.effects = []
