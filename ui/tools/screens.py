"""`python main.py --screenshot-dir DIR`: the reference screenshots, reproducibly."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.ai.levels import TABLE_LEVELS
from game.files import NotOurs, check_may_write
from game.match import Match, MatchFormat
from game.rules import PRESETS, preset
from game.state import HandState
from game.tournament.agents import default_runner
from game.tournament.event import Tournament
from game.tournament.model import EventConfig, Participant, Player
from game.tournament.play import play_fixture
from ui.app import App
from ui.art.decks import DECKS, DeckStyle
from ui.players import quick_choice
from ui.scenes.handend import HandEndScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.matchend import MatchEndScene
from ui.scenes.menu import MenuScene
from ui.scenes.newgame import NewGameScene
from ui.scenes.pause import PauseScene
from ui.scenes.review import ReviewScene
from ui.scenes.settings import SettingsScene
from ui.scenes.stats import StatsScene
from ui.scenes.table import TableScene
from ui.session import GameSession
from ui.stats import Statistics
from ui.tools.forgive_shots import forgive_screens
from ui.tools.harness import ai_session, make_app, run_until
from ui.tools.lesson_shots import lesson_screens
from ui.tools.result_shots import result_screens, tournament_screens
from ui.tools.table_shots import motion_screens, rules_screens, table_screens
from ui.tools.variant_shots import variant_screens
from ui.tournament.hub import TournamentScene
from ui.tournament.session import Session


def _advance(hand: HandState, until: int, rng: random.Random, in_trick: int = 1) -> None:
    """Play heuristic moves until `until` tricks are done and `in_trick` cards are down."""
    while not hand.is_over:
        if len(hand.tricks) >= until and len(hand.trick_cards) == in_trick:
            return
        seat = hand.to_act
        assert seat is not None
        obs = hand.observe(seat)
        hand.apply(quick_choice(obs, rng) if rng.random() < 0.8 else rng.choice(list(obs.legal)))


def _shot(app: App, path: Path, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60, [])
    try:  # a PNG of an earlier run is replaced; any other file of that name is not ours
        check_may_write(path, "PNG picture", ("PNG\r\n",))
    except NotOurs as exc:
        print(f"skipped: {exc}")
        return
    pygame.image.save(app.screen, str(path))
    print(f"wrote {path}")


def _match_end(app: App, out: Path, tag: str, rng: random.Random) -> None:
    """A best-of-three the human won, with its chart and the celebration under way."""
    for seed in range(21, 60):
        sm = ai_session("classic-2", seed=seed, humans=1)
        sm.format = MatchFormat.best_of(3)
        sm.match = Match(sm.rules, sm.format, sm.seed)
        sm.hand = sm.match.new_hand()
        while True:
            _advance(sm.hand, 99, rng)
            sm.finish_hand()
            if sm.match.is_over:
                break
            sm.next_hand()
        if sm.match.winner == 0 and len(sm.match.results) == 3:
            break
    table = TableScene(app, sm)
    app.reset(table)
    end = MatchEndScene(app, table)
    app.reset(end)
    end.clock = 1.2
    _shot(app, out / f"matchend-{tag}.png", frames=1)


def _statistics(app: App, out: Path, tag: str) -> None:
    """Statistics after a few weeks of hands against the computer."""
    rng = random.Random(8)
    stats = Statistics(app.dirs.stats)
    levels = TABLE_LEVELS
    for day in range(3, 23, 2):
        for variant in ("classic-2", "classic-4", "briscolone"):
            s = ai_session(variant, seed=rng.randrange(10**6), humans=1)
            level = levels[(day // 2 + len(variant)) % len(levels)]
            people = [(i == 0, level) for i in range(s.rules.players)]
            _advance(s.hand, 99, rng)
            stats.record_hand(s.rules, [c.name for c in s.seats], s.finish_hand(), people,
                              day=f"2026-11-{day:02d}")
    stats.save()
    app.reset(MenuScene(app))
    app.push(StatsScene(app))
    _shot(app, out / f"statistics-{tag}.png")


def _tournament(app: App, out: Path, tag: str) -> None:
    """A round robin of five pairs half played, one with people: the hub and the standings."""
    cfg = EventConfig("Torneo di San Martino", "round-robin", preset("classic-4"), seed=5,
                      group_match=MatchFormat.single())
    names = [("Nonna Pina", "Carmela"), ("Zio Toni", "Rosa"), ("Franco", "Lia"),
             ("Beppe", "Nino"), ("Ada", "Teresa")]
    people = [Participant(i, f"{a} e {b}",
                          (Player(a, None if i == 0 else "normale"),
                           Player(b, None if i == 0 else "esperto")))
              for i, (a, b) in enumerate(names)]
    t = Tournament.create(cfg, people)
    runner = default_runner(builtin=True)
    for fx in [f for f in t.fixtures if f.ready and 0 not in (f.home, f.away)][:4]:
        play_fixture(t, fx, runner)
    session = Session(t, app.dirs.data / "tournaments" / "screens.json")
    hub = TournamentScene(app, session, "schedule")
    app.reset(MenuScene(app))
    app.push(hub)
    _shot(app, out / f"tournament-hub-{tag}.png")
    hub.show("standings")
    _shot(app, out / f"tournament-standings-{tag}.png")


def _review(app: App, end: HandEndScene, path: Path) -> None:
    """The hand review, opened from the end-of-hand screen, on a trick with a costly choice."""
    end.open_review()
    review = app.top
    assert isinstance(review, ReviewScene)
    review.worker.join()
    marked = [d.trick for d in review.review.decisions if d.grade != "ok"] \
        if review.review is not None else []
    review.index = marked[0] if marked else 4
    _shot(app, path)
    app.pop()


def _table(app: App, session: GameSession) -> TableScene:
    table = TableScene(app, session)
    app.reset(table)
    return table


VARIANT_DECKS: dict[str, DeckStyle] = {
    "classic-3": "piacentine", "classic-4": "piacentine", "licitazione": "piacentine",
    "briscolone": "french", "schembil": "piacentine"}


def variant_tables(app: App, out: Path, tag: str, rng: random.Random) -> None:
    """A table for every variant, mid-hand with cards in the trick (classic-4 left on top)."""
    for variant in [v for v in PRESETS if v != "classic-4"] + ["classic-4"]:
        style = VARIANT_DECKS.get(variant, "napoletane")
        app.settings.deck_style = "napoletane" if style == "french" else style
        session = ai_session(variant, seed=11, humans=1,
                             deck="french" if style == "french" else "italian")
        players = session.rules.players
        _advance(session.hand, 2, rng, max(1, players - 2))
        table = _table(app, session)
        if session.hand.to_act == session.viewer:
            table.hover = 0
        _shot(app, out / f"table-{variant}-{tag}.png")
    app.settings.deck_style = "napoletane"


def auctions(app: App, out: Path, tag: str, rng: random.Random) -> None:
    """Chiamata's and licitazione's auctions, the human to bid."""
    for variant in ("chiamata", "licitazione"):
        session = ai_session(variant, seed=4, humans=1)
        while (seat := session.hand.to_act) is not None and seat != 0:
            session.hand.apply(quick_choice(session.hand.observe(seat), rng))
        _table(app, session)
        _shot(app, out / f"auction-{variant}-{tag}.png")


def motion(app: App, out: Path, tag: str, rng: random.Random) -> None:
    """Frames of the deal and of a trick being swept to its winner, at normal speed."""
    table = _table(app, ai_session("classic-4", seed=6, humans=1))
    for _ in range(78):  # past the shuffle, into the deal
        app.step(1 / 60, [])
    _shot(app, out / f"deal-{tag}.png", 0)
    session = ai_session("classic-4", seed=8, humans=0)
    _advance(session.hand, 3, rng, 3)
    table = _table(app, session)
    won = False
    for _ in range(2000):
        step = table.animator.current
        if step is not None and step.name == "look" and table.animator.progress() > 0.5 \
                and not won:
            _shot(app, out / f"trick-won-{tag}.png", 0)
            won = True
        if step is not None and step.name == "collect" and table.animator.progress() > 0.45:
            break
        app.step(1 / 60, [])
    _shot(app, out / f"sweep-{tag}.png", 0)


def screenshots(out: Path, size: tuple[int, int]) -> int:
    out.mkdir(parents=True, exist_ok=True)
    tag = f"{size[0]}x{size[1]}"
    app = make_app(size, speed="normal")
    app.settings.language = "it"
    app.settings.sound = True  # as a player would have it (the audio driver may be dummy)
    menu = MenuScene(app)
    app.push(menu)
    run_until(app, lambda a: not menu.needs_frames, max_frames=120)  # its picture, made
    _shot(app, out / f"menu-{tag}.png")
    app.push(SettingsScene(app))
    _shot(app, out / f"settings-{tag}.png")
    app.pop()
    app.push(NewGameScene(app))
    _shot(app, out / f"newgame-{tag}.png")
    app.pop()
    rng = random.Random(3)
    variant_tables(app, out, tag, rng)
    table4 = app.top
    assert isinstance(table4, TableScene)
    app.push(PauseScene(app, table4))
    _shot(app, out / f"pause-{tag}.png")
    app.pop()
    # One two-player table per deck style, mid-trick, the same deal for every Italian deck.
    for style, deck in DECKS.items():
        app.settings.deck_style = style
        sd = ai_session("classic-2", seed=11, humans=1, deck=deck.family)
        _advance(sd.hand, 4, random.Random(5))
        _table(app, sd).hover = 1
        _shot(app, out / f"deck-{style}-{tag}.png")
    app.settings.deck_style = "napoletane"
    auctions(app, out, tag, rng)
    motion(app, out, tag, rng)
    forgive_screens(app, out, tag)
    # Hot-seat hand-off, four at the table in pairs.
    sh = ai_session("classic-4", seed=2, humans=2)
    th = TableScene(app, sh)
    app.reset(th)
    app.push(HandoffScene(app, "Giulia", lambda: None, seat=th.seat_words(2),
                          back=th.small.back()))
    _shot(app, out / f"handoff-{tag}.png")
    # End of hand, counting under way, then finished.
    app.settings.deck_style = "napoletane"
    se = ai_session("classic-2", seed=9, humans=1)
    _advance(se.hand, 99, rng)
    _table(app, se)
    for _ in range(5):
        app.step(1 / 60, [])
    end = app.top
    assert isinstance(end, HandEndScene)
    end.counted = end.total // 2
    end.clock = -1e9  # hold the count half way for the picture
    _shot(app, out / f"handend-counting-{tag}.png")
    end.counted = end.total
    _shot(app, out / f"handend-{tag}.png")
    end.show_hands = True
    _shot(app, out / f"handend-hands-{tag}.png")
    end.show_details = True
    _shot(app, out / f"handend-details-{tag}.png")
    end.show_hands = False
    _review(app, end, out / f"review-{tag}.png")
    # The same for Chiamata, judged by its own network: a hand that was not all passes.
    app.settings.deck_style = "piacentine"
    for seed in range(1, 20):
        se = ai_session("chiamata", seed=seed, humans=1)
        _advance(se.hand, 99, random.Random(seed))  # its own draws: later pictures unchanged
        if se.hand.tricks:
            break
    _table(app, se)
    for _ in range(5):
        app.step(1 / 60, [])
    end = app.top
    assert isinstance(end, HandEndScene)
    end.counted = end.total
    _review(app, end, out / f"review-chiamata-{tag}.png")
    app.settings.deck_style = "napoletane"
    _match_end(app, out, tag, rng)
    _statistics(app, out, tag)
    _tournament(app, out, tag)
    variant_screens(app, out, tag, _shot)
    table_screens(app, out, tag, _shot)
    rules_screens(app, out, tag, _shot)
    motion_screens(app, out, tag, _shot)
    result_screens(app, out, tag, _shot)
    tournament_screens(app, out, tag, _shot)
    lesson_screens(app, out, tag, _shot)
    app.sound.close()
    return 0
