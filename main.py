"""Briscola: start the game (a minimal window until the game UI lands)."""

from __future__ import annotations

import os
import sys


def _ensure_streams() -> None:
    """A windowed (frozen) build has no stdout/stderr: give prints somewhere harmless to go."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def main(argv: list[str]) -> int:
    _ensure_streams()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "--smoke-test" in argv or "--first-frame" in argv:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    screen = pygame.display.set_mode((1024, 640), pygame.RESIZABLE)
    pygame.display.set_caption("Briscola")
    clock = pygame.time.Clock()
    running = "--smoke-test" not in argv and "--first-frame" not in argv
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
        screen.fill((20, 90, 50))
        pygame.display.flip()
        clock.tick(60)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
