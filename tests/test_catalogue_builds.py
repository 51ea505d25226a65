"""Every variant, AI level and deck is built from its entry alone, and a name no entry holds is
refused with the known ones listed: nothing falls through to a default (issue 28)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import random
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.ai import make_agent
from game.ai.agent import UnknownAgentError
from game.ai.hints import rank_actions
from game.ai.levels import LEVEL_KEYS, LEVELS, Level, level
from game.catalogue import VARIANTS, UnknownVariantError, Variant, variant, variant_keys
from game.invariants import check
from game.match import default_format
from game.rules import Rules, RulesError, preset, rules_of
from game.state import HandState
from ui.art.backs import files as back_files
from ui.art.decks import STYLES, Deck, deck
from ui.art.generate import all_files, drawing
from ui.art.render import BACKS, CardArt
from ui.stats import Statistics

BACK_STRETCH = 0.1
"""The most a shared back design may be stretched to fit a deck's proportion (Italian backs are
drawn between the Napoletane's and the Bergamasche's)."""


@pytest.fixture(scope="module", autouse=True)
def _display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


def _aspect(svg: str) -> float:
    found = re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg)
    assert found, svg[:120]
    return float(found.group(1)) / float(found.group(2))


def _off_proportion(entry: Deck, faces: dict[str, str]) -> list[str]:
    """The face files whose drawing is not of the entry's proportion (to 0.1 %)."""
    return [name for name, svg in faces.items() if abs(_aspect(svg) - entry.aspect) > 1e-3]


@pytest.mark.parametrize("entry", VARIANTS, ids=lambda v: v.key)
def test_every_variant_builds_from_its_entry(entry: Variant) -> None:
    assert variant(entry.key) is entry and entry.name("it") and entry.name("en")
    for table in entry.tables:
        rules = rules_of(entry, players=table.players, teams=table.in_teams)
        assert (rules.hooks.auction, rules.hooks.calling, rules.hooks.declarations) == (
            entry.hooks.auction, entry.hooks.calling, entry.hooks.declarations)
        assert set(rules.hooks.talk) <= set(entry.hooks.talk) | {"rais"}
        assert default_format(rules).kind == entry.match.kind
        state = HandState.new(rules, seed=table.players)
        rng = random.Random(table.players)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        check(state)
        assert state.result() is not None


def test_the_hooks_are_the_entrys_and_the_trump_setting_must_agree() -> None:
    """`Rules.hooks` come from the entry, declared once; settings that contradict them (an
    auction variant without an auction's trump, or the reverse) are refused."""
    with pytest.raises(RulesError, match="'licitazione' has auction, but trump='none'"):
        preset("licitazione", trump="none", first_lead="dealer-right", follow="follow")
    with pytest.raises(RulesError, match="'classic-4' has no auction, but trump='named'"):
        preset("classic-4", trump="named", hand_size=10, deal_all=True,
               reveal_at_end_of_stock=False)


@pytest.mark.parametrize("entry", LEVELS, ids=lambda lv: lv.key)
def test_every_level_builds_its_agent_and_its_hints_from_its_entry(entry: Level) -> None:
    assert level(entry.key) is entry and entry.name("it") and entry.about("en")
    agent = entry.agent()
    assert type(make_agent(entry.key)) is type(agent)
    for alias in entry.aliases:
        assert level(alias.upper()) is entry
    state = HandState.new(preset("classic-2"), seed=5)
    rng = random.Random(5)
    for _ in range(24):  # late in the hand: each level decides quickly
        state.apply(rng.choice(state.legal_actions()))
    obs = state.observe(state.turn)
    assert agent.choose(obs, random.Random(1)) in obs.legal
    ranked = rank_actions(obs, entry.key, random.Random(1))
    assert sorted(a for a, _ in ranked) == sorted(obs.legal)


@pytest.fixture(scope="module")
def generated() -> dict[str, str]:
    return all_files()


@pytest.mark.parametrize("style", STYLES)
def test_every_deck_builds_from_its_entry(style: str, generated: dict[str, str]) -> None:
    entry = deck(style)
    assert entry.label("it") and entry.label("en")
    face = drawing(entry)  # the module the entry names draws it
    assert face(entry.suits[0], entry.ranks[0]) == generated[
        f"cards/{style}/{entry.suits[0]}-{entry.ranks[0]:02d}.svg"]
    faces = {k: v for k, v in generated.items() if k.startswith(f"cards/{style}/")}
    assert len(faces) == len(entry.suits) * len(entry.ranks)
    assert not _off_proportion(entry, faces)  # the drawing has the entry's proportion
    size = sum(len(svg.encode()) for svg in faces.values())
    assert size <= entry.budget, f"{style}: {size} bytes of SVG, budget {entry.budget}"
    backs = back_files()
    for back in BACKS[style]:
        stretch = _aspect(backs[f"cards/backs/{back}.svg"]) / entry.aspect - 1
        assert abs(stretch) <= BACK_STRETCH, (style, back, stretch)
    art = CardArt(style, 100)
    assert art.face(0, entry.ranks[0]).get_size() == (round(100 * entry.aspect), 100)


@pytest.mark.parametrize("style", STYLES)
def test_a_proportion_changed_without_the_drawing_is_caught(style: str,
                                                           generated: dict[str, str]) -> None:
    """The check above is not idle: an entry squashed 10 % no longer matches its drawing."""
    squashed = replace(deck(style), aspect=deck(style).aspect * 0.9)
    faces = {k: v for k, v in generated.items() if k.startswith(f"cards/{style}/")}
    assert len(_off_proportion(squashed, faces)) == len(faces)


def test_unknown_names_are_refused_with_the_known_ones_listed() -> None:
    known_variants = ", ".join(variant_keys())
    with pytest.raises(UnknownVariantError, match=re.escape(f"'nope'; known: {known_variants}")):
        variant("nope")
    with pytest.raises(RulesError, match=re.escape(f"'nope'; known: {known_variants}")):
        preset("nope")
    with pytest.raises(RulesError, match="unknown variant 'nope'"):
        Rules("nope", 2, ((0,), (1,)))
    known_levels = f"use one of {', '.join(LEVEL_KEYS)}"
    state = HandState.new(preset("classic-2"), seed=1)
    for build in (lambda: level("nope"), lambda: make_agent("nope"),
                  lambda: rank_actions(state.observe(state.turn), "nope", random.Random(1))):
        with pytest.raises(UnknownAgentError, match=re.escape(known_levels)):
            build()
    known_decks = f"'nope'; known: {', '.join(STYLES)}"
    for build_deck in (lambda: deck("nope"), lambda: CardArt("nope", 90)):  # type: ignore[arg-type]
        with pytest.raises(ValueError, match=re.escape(known_decks)):
            build_deck()


def test_a_history_naming_an_unknown_variant_or_level_is_kept_aside_and_said(
        tmp_path: Path) -> None:
    """Statistics word each variant and level through its entry, so their file is read through
    the entries: a name none holds is refused at load (file kept aside, player told), never
    drawn as a raw key."""
    good = {"day": "2026-11-20", "variant": "classic-2", "level": "esperto", "result": "win",
            "points": 70}
    for bad in ({"variant": "nope"}, {"level": "grandmaster"}):
        stats = Statistics(tmp_path / "statistics.json")
        stats.history_path.write_text(json.dumps([good, {**good, **bad}]), encoding="utf-8")
        loaded = Statistics(tmp_path / "statistics.json")
        assert loaded.hands == [] and loaded.problem is not None
        assert next(iter(bad.values())) in loaded.problem.detail
        assert not loaded.history_path.exists()
    stats.history_path.write_text(json.dumps([good]), encoding="utf-8")
    assert [h.level for h in Statistics(tmp_path / "statistics.json").hands] == ["esperto"]
