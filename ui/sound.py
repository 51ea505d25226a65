"""Short sound effects from assets/sounds; silent (never failing) when there is no audio."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ui.paths import assets_dir

if TYPE_CHECKING:
    from ui.settings import Settings

EFFECTS = ("deal", "play", "trick", "win", "click")


class Sound:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._ready: bool | None = None
        self.played: list[str] = []  # what was asked for, for tests

    def _init(self) -> bool:
        if self._ready is None:
            try:
                pygame.mixer.init()
                for name in EFFECTS:
                    path = assets_dir() / "sounds" / f"{name}.wav"
                    if path.exists():
                        self._sounds[name] = pygame.mixer.Sound(str(path))
                self._ready = True
            except pygame.error:
                self._ready = False
        return self._ready

    def preload(self) -> None:
        """Open the audio device and load the effects (after the first frame, not before)."""
        if self.settings.sound:
            self._init()

    def play(self, name: str) -> None:
        if not self.settings.sound:
            return
        self.played.append(name)
        if self._init() and name in self._sounds:
            snd = self._sounds[name]
            snd.set_volume(self.settings.volume)
            snd.play()

    def close(self) -> None:
        if self._ready:
            pygame.mixer.quit()
        self._ready = None
