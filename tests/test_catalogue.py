"""The catalogue of variants and levels agrees with the engine that plays them."""

from __future__ import annotations

from typing import Any

import pytest

from game import catalogue as C
from game.ai import levels as L
from game.ai import make_agent
from game.ai.agent import UnknownAgentError
from game.ai.levels import canonical
from game.cli import main
from game.match import MatchFormat, default_format
from game.rules import PRESETS, Rules, RulesError, preset
from game.state import HandState
from game.tournament.model import EventConfig, TournamentError


def _build(v: C.Variant, table: C.Table, **options: Any) -> Rules:
    return preset(v.key, players=table.players, teams=table.teams == "pairs", **options)


def test_the_catalogue_holds_every_preset_once_in_order() -> None:
    assert tuple(v.key for v in C.VARIANTS) == PRESETS
    assert len(set(PRESETS)) == len(PRESETS)
    for v in C.VARIANTS:
        assert C.variant(v.key) is v
        assert v.name_it and v.name_en and v.rule.startswith("§")
    with pytest.raises(C.UnknownVariantError, match="unknown variant 'nope'"):
        C.variant("nope")


@pytest.mark.parametrize("entry", C.VARIANTS, ids=lambda v: v.key)
def test_every_table_builds_valid_rules_that_deal(entry: C.Variant) -> None:
    for table in entry.tables:
        rules = _build(entry, table)
        assert rules.variant == entry.key
        assert rules.players == table.players
        assert rules.teams == table.team_seats()
        assert len(rules.teams) == table.sides
        assert rules.deck in entry.decks or rules.deck == "italian"
        for name, value in (*entry.settings, *table.settings):
            assert getattr(rules, name) == value, (entry.key, name)
        assert Rules.from_dict(rules.to_dict()) == rules
        state = HandState.new(rules, seed=1)
        assert not state.is_over and state.legal_actions()


@pytest.mark.parametrize("entry", C.VARIANTS, ids=lambda v: v.key)
def test_every_option_value_builds_valid_rules(entry: C.Variant) -> None:
    """Each value offered, alone, on each table it applies to (team talk: tables in teams)."""
    team_only = {o.key for o in C.TEAM_TALK}
    for table in entry.tables:
        for option in entry.options:
            if option.key in team_only and table.sides == table.players:
                continue
            for value in option.values:
                deck = {"deck": "french"} if option.key == "queen_jack" else {}
                settings = {option.key: value, **deck}
                if option.key == "communication" and value != "none":
                    settings["reveal_at_end_of_stock"] = True
                rules = _build(entry, table, **settings)
                if hasattr(rules, option.key):
                    assert getattr(rules, option.key) == value
        defaults = {o.key: o.default for o in entry.options
                    if not (o.key in team_only and table.sides == table.players)}
        assert _build(entry, table, **defaults) == _build(entry, table)


@pytest.mark.parametrize("entry", C.VARIANTS, ids=lambda v: v.key)
def test_hooks_match_what_the_rules_switch_on(entry: C.Variant) -> None:
    rules = preset(entry.key)
    hooks = entry.hooks
    assert hooks.bidding == (rules.trump in ("called", "named"))
    assert (hooks.calling == "card") == (rules.trump == "called")
    assert (hooks.calling == "trump") == hooks.declarations == (rules.trump == "named")
    assert ("rais" in hooks.talk) == bool(rules.rais)
    assert ("busso" in hooks.talk) == (rules.communication == "busso")
    offered = {v for o in entry.options if o.key == "communication" for v in o.values} - {"none"}
    assert offered <= set(hooks.talk)
    # The engine's own reading of the rules (`Rules.hooks`, what `game.plugins` runs) agrees.
    engine = rules.hooks
    assert (engine.auction, engine.calling, engine.declarations) == (
        hooks.auction, hooks.calling, hooks.declarations)
    assert set(engine.talk) <= set(hooks.talk) and rules.bidding == hooks.bidding
    for kind in set(hooks.talk) & {"signals", "conversation"}:
        table = next(t for t in entry.tables if t.sides < t.players)
        talking = _build(entry, table, communication=kind)
        assert talking.hooks.talk == (kind,)


@pytest.mark.parametrize("entry", C.VARIANTS, ids=lambda v: v.key)
def test_default_match_and_tournament_flag(entry: C.Variant) -> None:
    for table in entry.tables:
        rules = _build(entry, table)
        usual = entry.match
        assert default_format(rules) == MatchFormat(usual.kind, usual.target_for(table.players))
        try:
            EventConfig("t", "round-robin", rules)
            accepted = True
        except TournamentError:
            accepted = False
        assert accepted == (table in entry.tournament_tables), (entry.key, table)
    assert entry.tournament == bool(entry.tournament_tables)


def test_tables_not_offered_are_refused() -> None:
    with pytest.raises(RulesError, match=r"is for 2, 3, 4 or 5 players .*not 6"):
        preset("briskula", players=6)
    with pytest.raises(RulesError, match="is for 5 or 6 players"):
        preset("chiamata", players=4)
    assert preset("briskula", teams=True).teams == ((0, 2), (1, 3))


def test_option_default_must_be_offered() -> None:
    with pytest.raises(ValueError, match="default 3 is not offered"):
        C.Option("x", (1, 2), 3, "§5")


def test_levels_are_one_registry_weakest_first() -> None:
    assert L.LEVEL_KEYS == ("random", "principiante", "normale", "esperto", "campione")
    assert L.LEVEL_KEYS[1:] == L.TABLE_LEVELS
    for lv in L.LEVELS:
        assert L.level(lv.key) is lv
        assert make_agent(lv.key).name
        assert lv.name_it and lv.name_en and lv.about_it and lv.about_en and lv.budget > 0
        for alias in lv.aliases:
            assert canonical(alias) == lv.key
    with pytest.raises(UnknownAgentError, match="unknown agent 'grandmaster'"):
        L.level("grandmaster")


def test_variants_command_prints_the_catalogue(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    for v in C.VARIANTS:
        assert f"{v.key}: {v.name_it} / {v.name_en}" in out
    assert "option min_bid=70" in out and "auction: ranks, calling: card" in out
    assert "campione" in out and "Random (tools only)" in out
    assert main(["variants", "--language", "it"]) == 0
    assert "Casuale (tools only)" in capsys.readouterr().out
