"""The menu shows a picture made from our own felt and cards (issue 32), made a face a frame
after the first frame, and made again for another deck."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from ui.scenes.menu import MenuScene
from ui.tools.harness import make_app, run_until


def _paper_share(screen: pygame.Surface, box: pygame.Rect) -> float:
    """How much of `box` is card paper (light, warm) rather than felt."""
    hits = total = 0
    for x in range(box.left, box.right, 6):
        for y in range(box.top, box.bottom, 6):
            r, g, b, *_ = screen.get_at((x, y))
            hits += r > 200 and g > 190 and b > 160
            total += 1
    return hits / total


def test_the_menu_lays_our_cards_on_the_felt() -> None:
    app = make_app((1280, 720))
    menu = MenuScene(app)
    app.push(menu)
    app.step(1 / 60, [])
    assert not menu.art.ready  # the first frame is not held up by rasterising
    left = pygame.Rect(20, 200, 380, 320)  # beside the column of buttons
    assert _paper_share(app.screen, left) < 0.02
    frames = run_until(app, lambda a: not menu.needs_frames, max_frames=60)
    assert frames < 20 and menu.art.ready
    app.step(1 / 60, [])
    assert _paper_share(app.screen, left) > 0.15  # the fan of Aces
    assert _paper_share(app.screen, pygame.Rect(880, 150, 380, 500)) > 0.1  # stock and trick
    # Another deck in the settings: the picture is made again with its cards.
    before = menu.art.picture
    app.settings.deck_style = "french"
    assert menu.needs_frames
    run_until(app, lambda a: not menu.needs_frames, max_frames=60)
    assert menu.art.picture is not before and menu.art.key is not None
    assert menu.art.key[1] == "french"
