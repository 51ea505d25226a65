"""Motion that explains (issue 32): a trick's points rise from the winning card, the seat to
play pulses a few times and then holds still, the deal flies from the stock with its sound; the
animation-speed setting is followed and "instant" turns it all off. `needs_frames` says when
anything moves, so an idle table can stop drawing."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from ui.app import App
from ui.scenes.table import TableScene
from ui.table.anim import PULSE_PERIOD, Animator, Effect
from ui.tools.harness import ai_session, make_app, run_until


def _table(speed: str, humans: int = 1, seed: int = 8) -> tuple[App, TableScene]:
    app = make_app((1024, 640), speed=speed)
    app.settings.sound = True
    table = TableScene(app, ai_session("classic-2", seed=seed, humans=humans))
    app.push(table)
    return app, table


def test_a_tricks_points_rise_from_the_winning_card() -> None:
    app, table = _table("normal", humans=0)
    seen: list[Effect] = []
    for _ in range(4000):
        app.step(1 / 60, [])
        seen += [e for e in table.animator.effects if e.kind == "points" and e not in seen]
        if len(table.session.hand.tricks) >= 3 and len(seen) >= 1:
            break
    assert seen, "no trick's points rose"
    tricks = table.session.hand.tricks
    e = seen[0]
    trick = next(t for t in tricks if t.points == e.value and t.winner == e.seat)
    assert e.value == trick.points > 0
    geo = table.geo
    assert e.pos == geo.trick_spot(trick.winner)  # from the winning card's place


def test_the_seat_to_play_pulses_then_holds_still() -> None:
    app, table = _table("normal")
    run_until(app, lambda a: table.human_to_act())
    app.step(1 / 60, [])
    turn = [e for e in table.animator.effects if e.kind == "turn"]
    assert len(turn) == 1 and turn[0].seat == table.session.viewer
    assert table.animator.needs_frames
    frames = run_until(app, lambda a: not table.animator.needs_frames, max_frames=600)
    assert 2 * PULSE_PERIOD * 60 <= frames <= 4 * PULSE_PERIOD * 60 + 5
    assert table.human_to_act()  # still the person's turn: nothing moves, nothing to draw


def test_instant_speed_turns_motion_off() -> None:
    app, table = _table("instant")
    run_until(app, lambda a: table.human_to_act())
    app.step(1 / 60, [])
    assert table.animator.effects == [] and not table.animator.needs_frames
    hand = table.view.hands[0]
    legal = table.session.hand.legal_actions()
    table.apply(next(c for c in hand if c in legal))
    for _ in range(30):
        app.step(1 / 60, [])
        assert not any(e.kind == "points" for e in table.animator.effects)


def test_the_deal_flies_from_the_stock_with_its_sound() -> None:
    app, table = _table("normal")
    stock = table.geo.stock
    starts = set()
    for _ in range(120):
        app.step(1 / 60, [])
        step = table.animator.current
        if step is not None and step.name.startswith("deal"):
            starts |= {f.start for f in step.flights}
    assert starts == {stock}
    assert "deal" in app.sound.played
    run_until(app, lambda a: table.human_to_act())
    hand = table.view.hands[0]
    legal = table.session.hand.legal_actions()
    pos = table.hand_rects()[hand.index(next(c for c in hand if c in legal))].center
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    run_until(app, lambda a: "trick" in a.sound.played, max_frames=2000)
    assert "play" in app.sound.played and "trick" in app.sound.played


def test_effects_never_hold_the_game_up() -> None:
    anim = Animator()
    anim.flourish(Effect("points", 1.0, value=4))
    assert not anim.busy and anim.needs_frames
    anim.update(0.5)
    assert anim.needs_frames
    anim.update(0.6)
    assert not anim.needs_frames
    anim.flourish(Effect("turn", 0.0))  # zero length (speed "instant"): nothing starts
    assert not anim.needs_frames
