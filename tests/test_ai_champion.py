"""Campione's parts: the value network, the lookahead, the inference from past plays."""

from __future__ import annotations

import random
import statistics
from pathlib import Path

import pytest

from game.ai.hints import rank_actions
from game.ai.inference import play_likelihood, supported
from game.ai.levels import ChampionAgent
from game.ai.lookahead import deep_judge, lookahead_values, net_judge, net_judge_4
from game.ai.net import (
    N_CARDS,
    N_INPUTS_4,
    WEIGHTS,
    card_index,
    features,
    features_4,
    load,
    load_4,
    supported_4,
)
from game.ai.net import supported as net_supported
from game.ai.search import SearchSettings
from game.ai.world import deal_hidden
from game.cards import parse_code
from game.commands.args import rules_from_options
from game.rules import RulesError, preset
from game.state import HandState
from tests.helpers import midgame, midgame_choices_differ
from tests.test_ai_honesty import permuted


def test_card_index_renames_trumps_to_suit_zero_and_covers_the_deck() -> None:
    rules = preset("classic-2")
    for trump in range(4):
        indices = {card_index(trump, c) for c in rules.cards}
        assert indices == set(range(N_CARDS))
        assert all(card_index(trump, c) < 10 for c in rules.cards if c // 13 == trump)


def test_shipped_network_loads_and_answers_probabilities() -> None:
    net = load()
    assert net is not None
    cards = [parse_code(c) for c in ("AC", "3C", "KC", "2D", "4B", "5S")]
    played = [parse_code(c) for c in ("7D", "6B")]
    strong = net.value(*features(0, cards[:3], played, parse_code("4C"), True, 40, 10, 20))
    weak = net.value(*features(0, cards[3:], played, parse_code("4C"), False, 10, 40, 20))
    # The Ace, Three and King of trumps and a lead beat three lisci when behind on points.
    assert 0.0 < weak < strong < 1.0


def test_missing_weights_mean_no_network(tmp_path: Path) -> None:
    assert load(tmp_path / "none.json") is None
    (tmp_path / "bad.json").write_text("{not json")
    assert load(tmp_path / "bad.json") is None


def test_network_and_inference_apply_to_classic_two_player_only() -> None:
    assert net_supported(preset("classic-2"))
    assert supported(HandState.new(preset("classic-2"), seed=1).observe(0))
    assert not supported(HandState.new(preset("classic-4"), seed=1).observe(0))
    assert not net_supported(preset("classic-4"))
    assert not net_supported(preset("briscolone"))


def test_lookahead_scores_every_card_with_a_probability() -> None:
    state = midgame(3, 24)
    obs = state.observe(state.turn)
    net = load()
    assert net is not None
    values = lookahead_values(obs, random.Random(1), net_judge(net), list(obs.legal), 10)
    assert sorted(values) == sorted(obs.legal)
    assert all(0.0 <= v <= 1.0 for v in values.values())


def test_true_world_is_more_likely_than_random_ones() -> None:
    ratios = []
    for seed in range(25):
        state = midgame(seed, 8)
        me = state.turn
        obs = state.observe(me)
        true = play_likelihood(obs, state.hands[1 - me], 3)
        others = [play_likelihood(obs, deal_hidden(obs, random.Random(i))[0][1 - me], 3)
                  for i in range(20)]
        if statistics.fmean(others) > 0:
            ratios.append(true / statistics.fmean(others))
    assert statistics.fmean(ratios) > 1.3


@pytest.mark.parametrize("variant", ["classic-2", "classic-4"])
def test_campione_plays_legal_cards_to_the_end(variant: str) -> None:
    agent = ChampionAgent()
    state = HandState.new(preset(variant), seed=12)
    rng = random.Random(5)
    while not state.is_over:
        obs = state.observe(state.turn)
        action = agent.choose(obs, rng, 0.05)
        assert action in obs.legal
        state.apply(action)


def test_hints_early_in_the_hand_come_from_rollouts() -> None:
    obs = midgame(4, 26).observe(midgame(4, 26).turn)
    ranked = rank_actions(obs, "normale", random.Random(2))
    assert sorted(a for a, _ in ranked) == sorted(obs.legal)
    assert ranked[0][1] >= ranked[-1][1]


def test_arena_options_are_parsed_as_json_when_possible() -> None:
    rules = rules_from_options("briscolone", ["must_follow=true", "deck=\"french\""], "--option")
    assert rules.follow == "follow" and rules.deck == "french"
    assert rules_from_options("briskula", ["players=4"], "--option").players == 4
    with pytest.raises(RulesError):
        rules_from_options("classic-2", ["oops"], "--option")


def _classic4_early(count: int) -> list[HandState]:
    """Classic-4 hands a few tricks in (Normale's play), before Esperto's exact window."""
    from game.ai import make_agent

    agent = make_agent("normale")
    out = []
    for seed in range(count):
        state = HandState.new(preset("classic-4"), seed=seed, dealer=seed % 4)
        rng = random.Random(seed)
        for _ in range(4 * (seed % 5) + seed % 3):
            state.apply(agent.choose(state.observe(state.turn), rng))
        out.append(state)
    return out


def test_classic4_network_loads_and_ranks_a_strong_hand_higher() -> None:
    assert supported_4(preset("classic-4"))
    assert not supported_4(preset("classic-2")) and not supported_4(preset("classic-6"))
    net = load_4()
    assert net is not None and len(net.w1) == N_INPUTS_4
    c = [parse_code(x) for x in ("AC", "3C", "KC", "2D", "4B", "5S")]
    played = [parse_code(x) for x in ("7D", "6B", "5D", "4D")]
    strong = net.value(*features_4(0, c[:3], played, parse_code("4C"), [], 0, 40, 10, 20))
    weak = net.value(*features_4(0, c[3:], played, parse_code("4C"), [], 1, 10, 40, 20))
    assert 0.0 < weak < strong < 1.0


def test_classic4_weights_refused_when_corrupt_and_campione_plays_as_esperto(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "value-classic-4.json"
    bad.write_text('{"w1": [[0.1]], "b1": [0.0], "w2": [1.0], "b2": 0.0}')
    assert load_4(bad) is None  # one input row, not N_INPUTS_4
    assert load_4(WEIGHTS) is None  # the classic-2 network does not fit classic-4
    bad.write_text("{not json")
    assert load_4(bad) is None
    assert load_4(tmp_path / "missing.json") is None
    import game.ai.levels as levels

    monkeypatch.setattr("game.ai.lookahead.load_4", lambda: load_4(bad))
    champion, expert = levels.ChampionAgent(), levels.SearchAgent()
    for k, state in enumerate(_classic4_early(6)):
        obs = state.observe(state.turn)
        assert champion.choose(obs, random.Random(k), None) == \
            expert.choose(obs, random.Random(k), None)


def test_classic4_lookahead_scores_every_card_with_a_probability() -> None:
    net = load_4()
    assert net is not None
    state = _classic4_early(3)[2]
    obs = state.observe(state.turn)
    values = lookahead_values(obs, random.Random(1), net_judge_4(net), list(obs.legal), 6)
    assert sorted(values) == sorted(obs.legal)
    assert all(0.0 <= v <= 1.0 for v in values.values())


def _boundary(seed: int, stock_left: int, leader_is_turn: bool) -> tuple[HandState, int]:
    """A classic-2 position at a trick boundary and the seat to judge it for: the seat to
    lead, or the other one."""
    state = midgame(seed, stock_left)
    assert not state.trick_cards and not state.is_over
    return state, state.turn if leader_is_turn else 1 - state.turn


def test_deep_judge_on_a_lead_is_the_seats_best_one_trick_lookahead() -> None:
    net = load()
    assert net is not None
    base = net_judge(net)
    state, seat = _boundary(5, 20, leader_is_turn=True)
    obs = state.observe(seat)
    sub = random.Random(random.Random(9).getrandbits(64))  # deep_judge's first draw
    expected = max(lookahead_values(obs, sub, base, list(obs.legal), 6).values())
    assert deep_judge(base, 6, random.Random(9))(state, seat, obs.played_cards()) == \
        pytest.approx(expected)


def test_deep_judge_when_the_other_seat_leads_reads_only_this_seats_view() -> None:
    """The answer's value comes from worlds drawn from the seat's observation: moving the
    cards it cannot see leaves it unchanged, and it differs from the network's own
    judgement of the position (the second trick really is played)."""
    net = load()
    assert net is not None
    base = net_judge(net)
    state, seat = _boundary(7, 22, leader_is_turn=False)
    seen = state.observe(seat).played_cards()
    value = deep_judge(base, 8, random.Random(3))(state, seat, seen)
    assert 0.0 <= value <= 1.0
    assert value != pytest.approx(base(state, seat, seen), abs=1e-6)
    twin = permuted(state, seat, random.Random(4))
    assert twin.hands != state.hands
    assert deep_judge(base, 8, random.Random(3))(twin, seat, seen) == pytest.approx(value)


def test_campione_with_the_deeper_judge_plays_other_cards_sometimes() -> None:
    """`deep_worlds` reaches the lookahead: on early positions it changes some choices."""
    plain, deep = ChampionAgent(), ChampionAgent()
    deep.deep_worlds = 4
    for agent in (plain, deep):
        agent.settings = SearchSettings(inference=True, lookahead_worlds=6, worlds=4,
                                        min_worlds=4)
    assert midgame_choices_differ(plain, deep) > 0


def test_campione_plays_a_decided_two_player_endgame_for_points() -> None:
    """Every card known and the result the same whatever is played: Esperto's win-only search
    leaves the card to the rules player, Campione plays the one worth the most card points."""
    from game.ai.agent import card_plays
    from game.ai.levels import SearchAgent, obs_rules_move
    from game.ai.search import search_values

    found = 0
    for seed in range(80):
        state = midgame(seed, 0)
        obs = state.observe(state.turn)
        plays = card_plays(obs)
        if state.is_over or len(plays) < 2:
            continue
        win_only = search_values(obs, random.Random(0), SearchSettings(), plays)
        points = search_values(obs, random.Random(0), SearchSettings(win_only=False), plays)
        rules = obs_rules_move(obs, plays)  # wins near-ties (`rules_bonus`) for both levels
        best = max(plays, key=lambda m: points[m] + (0.01 if m == rules else 0.0))
        if len(set(win_only.values())) > 1 or best == rules:
            continue
        found += 1
        assert ChampionAgent().choose(obs, random.Random(seed), None) == best
        assert SearchAgent().choose(obs, random.Random(seed), None) != best
        off = ChampionAgent()
        off.endgame_points = 0.0
        assert off.choose(obs, random.Random(seed), None) == rules
    assert found >= 3


def test_campione_keeps_the_win_only_search_at_bigger_tables() -> None:
    agent = ChampionAgent()
    call = HandState.new(preset("chiamata"), seed=1).observe(0)
    assert agent._settings(call).win_only
    assert not agent._settings(midgame(1, 0).observe(0)).win_only
