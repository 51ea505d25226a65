"""The application: window, scene stack, settings, translations, fonts, sound and frame loop."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.words import Words
from ui.art.render import use_cache
from ui.cards_view import warm_deck
from ui.history import save_hand
from ui.layout import Layout
from ui.messages import MessageLog
from ui.nav import Layer, Screens, Unwired
from ui.paths import UserDirs, assets_dir
from ui.problems import os_problem
from ui.settings import CARD_HEIGHT, load_settings, save_settings
from ui.sound import Sound
from ui.stats import count_hand
from ui.theme import EM, TEXT_SCALE, TYPE, font_file

if TYPE_CHECKING:
    from game.state import HandResult
    from ui.challenges import CampioneRun
    from ui.session import GameSession

MIN_SIZE = (1024, 640)
IDLE_REFRESH_MS = 5000
"""A still screen sleeps until an event, but is refreshed this often all the same: a safety
net for a change no scene announced (one frame every five seconds: under X a frame of a
still screen costs 25-35 ms of CPU, so one a second alone was 3 % of a core)."""
TITLE = "Briscola"


def high_dpi_hints() -> None:
    """Ask for real pixels on high-DPI screens (Windows per-monitor awareness, macOS Retina):
    the layout scales everything from the window's size, so nothing is drawn blurry."""
    for name, value in (("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2"),
                        ("SDL_VIDEO_HIGHDPI_DISABLED", "0")):
        os.environ.setdefault(name, value)


def window_size(wanted: tuple[int, int]) -> tuple[int, int]:
    """The first window: `wanted`, or 3/4 of a big desktop (16:9) so a 4K screen does not get
    a postage stamp; never below the minimum."""
    try:
        desk = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return wanted
    w = min(round(desk[0] * 0.75), round(desk[1] * 0.75 * 16 / 9))
    if w <= wanted[0]:
        return wanted
    return max(MIN_SIZE[0], w), max(MIN_SIZE[1], round(w * 9 / 16))


class Fonts:
    """The shipped faces by design size and weight, scaled by the window and the player's
    text-size setting; rendered labels are cached, and logged when a test audits them."""

    def __init__(self, layout: Layout, text_scale: Callable[[], float] = lambda: 1.0) -> None:
        self.layout = layout
        self.text_scale = text_scale
        self._cache: dict[tuple[int, str], pygame.font.Font] = {}
        self._images: dict[tuple[str, int, tuple[int, ...], str], pygame.Surface] = {}
        self.rendered: set[str] | None = None  # tests switch this on to audit visible text

    def px(self, size: float) -> int:
        """Pixel size of the face for a design size (window scale x text-size setting)."""
        return max(8, round(self.layout.unit * size * self.text_scale() * EM))

    def get(self, size: float, bold: bool = False, weight: str | None = None) -> pygame.font.Font:
        key = (self.px(size), weight or ("bold" if bold else "regular"))
        font = self._cache.get(key)
        if font is None:
            font = pygame.font.Font(font_file(key[1]), key[0])
            self._cache[key] = font
        return font

    def role(self, name: str) -> float:
        """The design size of a type role (title, heading, body, label, caption, index)."""
        return TYPE[name]

    def render(self, text: str, size: float, colour: tuple[int, ...],
               bold: bool = False, weight: str | None = None) -> pygame.Surface:
        """Rendered text, cached: the table redraws the same labels every frame."""
        if self.rendered is not None and text:
            self.rendered.add(text)
        face = weight or ("bold" if bold else "regular")
        key = (text, self.px(size), colour, face)
        img = self._images.get(key)
        if img is None:
            if len(self._images) > 600:
                self._images.clear()
            img = self.get(size, weight=face).render(text, True, colour)
            self._images[key] = img
        return img


def set_window_icon() -> bool:
    """Our own icon in the title bar and task bar instead of pygame's logo; the system scales
    the 256 px picture to each size it shows. Set before the window opens, as SDL asks."""
    try:
        pygame.display.set_icon(pygame.image.load(str(assets_dir() / "icon" / "icon.png")))
    except (OSError, pygame.error):
        return False  # a missing icon costs the logo, never the game
    return True


class App:
    """Owns everything that outlives a scene. Scenes reach it as `self.app`."""

    def __init__(self, *, dirs: UserDirs | None = None, size: tuple[int, int] = (1280, 720),
                 headless: bool = False) -> None:
        self.dirs = dirs if dirs is not None else UserDirs.platform()
        self.settings, self.settings_problem = load_settings(self.dirs.settings)
        use_cache(self.dirs.cache)  # decks rasterised once per size and art version
        self.words = Words()
        """The translations, Italian and English (`game.words`): `t` reads them."""
        self.headless = headless
        high_dpi_hints()
        pygame.display.init()  # the mixer opens after the first frame (Sound.preload)
        if not headless:
            size = window_size(size)
        pygame.font.init()
        # AI workers are Python threads: hand the GIL back to the frame loop every 1 ms
        # (default 5 ms), so a long search cannot stretch a frame.
        sys.setswitchinterval(0.001)
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not headless:
            flags |= pygame.FULLSCREEN
            size = (0, 0)
        pygame.display.set_caption(TITLE)
        set_window_icon()
        self.screen = pygame.display.set_mode(size, flags)
        self.layout = Layout(self.screen.get_size())
        self.fonts = Fonts(self.layout, self._text_scale)
        self.sound = Sound(self.settings)
        self.stack: list[Layer] = []
        self.screens: Screens = cast(Screens, Unwired())  # `ui.wiring.wire` fills this in
        self.running = True
        self.frame_times: list[float] = []
        self.on_frame: Callable[[App], None] | None = None
        self.messages = MessageLog()  # toasted at once, listed from the menu
        self.painters: list[Callable[[pygame.Surface], None]] = []  # over every scene
        self.challenge: CampioneRun | None = None  # Campione's side of the challenge in play
        self.sleep = True  # draw only while something moves (`awake`); False: always draw
        self._deck_warm = False
        if self.settings_problem:
            self.messages.append(self.t(self.settings_problem.key,
                                        detail=self.settings_problem.detail))

    # ---- translations and settings -------------------------------------------------------
    def t(self, key: str, **fmt: Any) -> str:
        return self.words.t(self.settings.language, key, **fmt)

    def _text_scale(self) -> float:
        return TEXT_SCALE.get(self.settings.text_size, 1.0)

    def save_settings(self) -> None:
        """Settings are saved at once, atomically; a write failure is shown, not raised."""
        try:
            save_settings(self.dirs.settings, self.settings)
        except OSError as exc:
            self.messages.append(self.t("msg.save_failed", detail=os_problem(self.t, exc)))

    def apply_display_settings(self) -> None:
        if self.headless:
            return
        fs = bool(self.screen.get_flags() & pygame.FULLSCREEN)
        if fs != self.settings.fullscreen:
            if self.settings.fullscreen:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
            self.resize(self.screen.get_size())

    def stats_record(self, session: GameSession, result: HandResult) -> None:
        """Count a finished hand in the per-player statistics (saved at once) and keep it
        among the last hands a player can review."""
        names = [s.name for s in session.seats]
        stats = count_hand(self.dirs.stats, session.rules, names, result,
                           [(s.human, s.level) for s in session.seats],
                           practice=session.practice)
        if stats.problem:  # never reset without a word
            self.messages.append(self.t(stats.problem.key, detail=stats.problem.detail))
        try:
            if stats.save_error is not None:
                raise stats.save_error
            save_hand(self.dirs.hands, session.hand, names, session.viewer)  # for its review
        except OSError as exc:
            self.messages.append(self.t("msg.save_failed", detail=os_problem(self.t, exc)))

    # ---- scene stack ---------------------------------------------------------------------
    @property
    def top(self) -> Layer | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Layer) -> None:
        self.stack.append(scene)
        scene.on_enter()

    def pop(self) -> Layer | None:
        scene = self.stack.pop() if self.stack else None
        if scene is not None:
            scene.on_leave()
        if self.stack:
            self.stack[-1].on_enter()
        return scene

    def replace(self, scene: Layer) -> None:
        if self.stack:
            self.stack.pop().on_leave()
        self.push(scene)

    def reset(self, scene: Layer) -> None:
        """Clear the stack down to one scene (back to the menu, start a new game)."""
        while self.stack:
            self.stack.pop().on_leave()
        self.push(scene)

    def quit(self) -> None:
        self.running = False

    # ---- window --------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        too_small = (w, h) != size and not self.settings.fullscreen
        if too_small or (w, h) != self.screen.get_size():
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.layout = Layout(self.screen.get_size())
        self.fonts = Fonts(self.layout, self._text_scale) if self.fonts.rendered is None \
            else self._keep_audit()
        for scene in self.stack:
            scene.on_resize()

    def _keep_audit(self) -> Fonts:
        fonts = Fonts(self.layout, self._text_scale)
        fonts.rendered = self.fonts.rendered
        return fonts

    # ---- frame loop ----------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.on_quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.settings.fullscreen = not self.settings.fullscreen
            self.save_settings()
            self.apply_display_settings()
            return
        top = self.top
        if top is not None:
            top.handle_event(event)

    def on_quit(self) -> None:
        """Closing the window saves the game in progress (every scene gets the chance)."""
        for scene in self.stack:
            scene.save_now()
        self.running = False

    def draw(self) -> None:
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        for scene in self.stack[max(0, start):]:
            scene.draw(self.screen)
        for paint in self.painters:
            paint(self.screen)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw. Tests call this directly with synthetic events."""
        for event in (events if events is not None else pygame.event.get()):
            self.dispatch(event)
            if not self.running:
                return
        top = self.top
        if top is not None:
            top.update(dt)
        self.messages.tick(dt)
        self.draw()
        if top is not None and top.spare_time:
            s = self.settings
            self._deck_warm = warm_deck(
                s.deck_style, self.layout.card_height(CARD_HEIGHT[s.card_size]),
                language=s.language, index_overlay=s.beginner_index)

    def awake(self) -> bool:
        """Whether the next frame can change anything without input: the top scene moves, a
        message is showing, or the menus are still making the deck ahead."""
        top = self.top
        if top is None or self.messages.left > 0:
            return True
        return top.awake() or (top.spare_time and not self._deck_warm)

    def wait_for_event(self, timeout_ms: int = IDLE_REFRESH_MS) -> list[pygame.event.Event]:
        """Sleep until an event arrives (or `timeout_ms` passes); the events, none on a
        timeout. The frame loop calls this when nothing moves, so an idle game uses no CPU."""
        first = pygame.event.wait(timeout_ms)
        if first.type == pygame.NOEVENT:
            return []
        return [first, *pygame.event.get()]

    def run(self, max_frames: int | None = None, fixed_dt: float | None = None,
            until: float | None = None) -> None:
        """The frame loop: up to 120 frames a second while something moves, none while the
        screen is still (it sleeps in `wait_for_event`). `until`: stop at that
        `time.perf_counter()` (the idle measurement)."""
        clock = pygame.time.Clock()
        frames = 0
        last = time.perf_counter()
        while self.running and self.stack:
            events: list[pygame.event.Event] | None = None
            if self.sleep and fixed_dt is None and frames > 0 and not self.awake():
                left = IDLE_REFRESH_MS if until is None else max(
                    1, min(IDLE_REFRESH_MS, round((until - time.perf_counter()) * 1000)))
                events = self.wait_for_event(left)
            now = time.perf_counter()
            if until is not None and now >= until:
                break
            dt = fixed_dt if fixed_dt is not None else min(0.1, now - last)
            last = now
            self.step(dt, events)
            pygame.display.flip()
            self.frame_times.append(time.perf_counter() - now)
            if self.on_frame is not None:
                self.on_frame(self)
            frames += 1
            if frames == 1:
                self.sound.preload()
            if max_frames is not None and frames >= max_frames:
                break
            if fixed_dt is None:
                clock.tick(120)
        self.sound.close()
