"""Campione's hand reader: its file is checked, its worlds are honest and follow its weights,
and without it Campione plays as before."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from game.ai import levels as levels_mod
from game.ai import reader as reader_mod
from game.ai.levels import ChampionAgent, tuned_agent
from game.ai.net import N_CARDS, card_index
from game.ai.reader import (
    N_BINARY,
    N_READER_INPUTS,
    ReaderNet,
    hidden_weights,
    load_reader,
    parse_reader,
    reader_features,
    reader_sampler,
)
from game.ai.search import SearchSettings
from game.ai.world import Sampler, build_state, hidden_pool
from game.checks import DataError
from game.observation import Observation
from game.state import HandState
from tests.helpers import midgame
from tests.test_ai_honesty import permuted, positions


def _net(hidden: int = 2, favour: dict[int, float] | None = None) -> ReaderNet:
    """A tiny reader whose output for renamed card i is `favour[i]` (0 elsewhere)."""
    favour = favour or {}
    return ReaderNet(tuple((0.0,) * hidden for _ in range(N_READER_INPUTS)), (0.0,) * hidden,
                     tuple((0.0,) * hidden for _ in range(N_CARDS)),
                     tuple(favour.get(i, 0.0) for i in range(N_CARDS)))


def _as_json(net: ReaderNet) -> dict[str, object]:
    return {"w1": [list(r) for r in net.w1], "b1": list(net.b1),
            "w2": [list(r) for r in net.w2], "b2": list(net.b2)}


def _early_views(count: int, seed: int) -> list[tuple[HandState, Observation]]:
    out = []
    for state in positions("classic-2", count, seed):
        obs = state.observe(state.turn)
        if state.stock and len(obs.hand) > 1:
            out.append((state, obs))
    return out


def test_the_shipped_reader_loads_and_weighs_every_unseen_card() -> None:
    net = load_reader()
    assert net is not None and len(net.w1) == N_READER_INPUTS
    for _, obs in _early_views(10, 3):
        weights = hidden_weights(net, obs)
        assert sorted(weights) == sorted(hidden_pool(obs))
        assert sum(weights.values()) == pytest.approx(1.0)
        assert all(w > 0.0 for w in weights.values())


def test_a_malformed_reader_file_is_refused_and_campione_reads_without_it(
        tmp_path: Path) -> None:
    good = _as_json(_net())
    assert isinstance(parse_reader(good), ReaderNet)
    bad_cases: list[object] = [
        [], {**good, "w1": good["w1"][:-1]},  # type: ignore[index]
        {**good, "b2": [0.0] * 39}, {**good, "b1": ["x", 0.0]},
        {**good, "w2": [[float("nan"), 0.0]] * N_CARDS}, {k: good[k] for k in ("w1", "b1")}]
    for bad in bad_cases:
        with pytest.raises(DataError):
            parse_reader(bad)
    broken = tmp_path / "reader.json"
    broken.write_text('{"w1": [[0.1, ', encoding="utf-8")
    assert load_reader(broken) is None
    assert load_reader(tmp_path / "missing.json") is None
    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps(good) + " " * (3 * 1024 * 1024), encoding="utf-8")
    assert load_reader(huge) is None


def test_features_read_the_opponents_plays_from_the_view_alone() -> None:
    state = midgame(7, 20)
    seat = state.turn
    obs = state.observe(seat)
    active, dense = reader_features(obs)
    assert len(active) == len(set(active)) and all(0 <= i < N_BINARY for i in active)
    assert [i for i, _ in dense] == list(range(N_BINARY, N_READER_INPUTS))
    trump = obs.trump_suit if obs.trump_suit is not None else 0
    theirs = [c for t in obs.tricks for s, c in t.plays if s != seat]
    assert {i for i in active if 3 * N_CARDS <= i < 5 * N_CARDS} == {
        (3 if t.plays[0][0] != seat else 4) * N_CARDS + card_index(trump, c)
        for t in obs.tricks for s, c in t.plays if s != seat}
    latest = theirs[-1]
    assert 6 * N_CARDS + card_index(trump, latest) in active
    assert dense[0][1] == pytest.approx(obs.stock_size / 34)
    twin = permuted(state, seat, random.Random(1))
    assert reader_features(twin.observe(seat)) == (active, dense)


def test_reader_worlds_are_honest_and_follow_the_weights() -> None:
    _, obs = _early_views(12, 9)[0]
    trump = obs.trump_suit if obs.trump_suit is not None else 0
    pool = hidden_pool(obs)
    liked = pool[:2]
    net = _net(favour={card_index(trump, c): 6.0 for c in liked})
    sample = reader_sampler(net, obs)
    assert sample is not None
    held: Counter[int] = Counter()
    opp = 1 - obs.seat
    for k in range(200):
        world = sample(random.Random(k))
        assert world.observe(obs.seat) == obs
        assert world.stock[0] == obs.trump_card and len(world.stock) == obs.stock_size
        assert sorted(world.hands[opp] + world.stock[1:]) == sorted(pool)
        held.update(world.hands[opp])
    assert all(held[c] >= 190 for c in liked)  # weights e^6 against 1: nearly always dealt
    assert max(held[c] for c in pool if c not in liked) < 60  # the rest share one slot
    flat = reader_sampler(net, obs, sharpness=0.0)  # every weight to the power 0: uniform
    assert flat is not None
    evenly: Counter[int] = Counter()
    for k in range(200):
        evenly.update(flat(random.Random(k)).hands[opp])
    assert all(evenly[c] < 120 for c in liked)


def test_nothing_to_read_gives_no_sampler() -> None:
    net = _net()
    state = midgame(11, 0)
    assert reader_sampler(net, state.observe(state.turn)) is None  # the last cards are known
    four = positions("classic-4", 3, 1)[0]
    assert reader_sampler(net, four.observe(four.turn)) is None  # classic-2 only


def _reading_champion(mode: str) -> ChampionAgent:
    agent = tuned_agent("campione", {"reader": mode})
    assert isinstance(agent, ChampionAgent)
    agent.settings = SearchSettings(inference=True, lookahead_worlds=6, worlds=4, min_worlds=4)
    return agent


def test_reading_campione_does_not_depend_on_hidden_cards() -> None:
    agent = _reading_champion("both")
    views = [(s, o) for s, o in _early_views(30, 21)] + [
        (s, s.observe(s.turn)) for s in (midgame(k, 4) for k in range(4))]
    assert len(views) >= 8
    for k, (state, obs) in enumerate(views):
        twin = permuted(state, state.turn, random.Random(k))
        assert twin.hands != state.hands or twin.stock != state.stock
        assert agent.choose(obs, random.Random(k), None) == \
            agent.choose(twin.observe(state.turn), random.Random(k), None)


def test_the_reader_changes_campiones_cards_and_plays_as_before_without_its_file(
        monkeypatch: pytest.MonkeyPatch) -> None:
    views = [o for _, o in _early_views(40, 33)]
    off, both = _reading_champion("off"), _reading_champion("both")
    plain = [off.choose(o, random.Random(k), None) for k, o in enumerate(views)]
    read = [both.choose(o, random.Random(k), None) for k, o in enumerate(views)]
    assert read == [both.choose(o, random.Random(k), None) for k, o in enumerate(views)]
    assert read != plain  # the reader's worlds really reach the lookahead
    monkeypatch.setattr(reader_mod, "_READER", {reader_mod.READER_WEIGHTS: None})
    assert [both.choose(o, random.Random(k), None) for k, o in enumerate(views)] == plain


def test_the_permutation_test_catches_a_reader_that_peeks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The honesty test above has teeth: worlds that deal the opponent its TRUE hand through
    the same door change Campione's card when the hidden cards are moved."""
    truth: list[HandState] = []

    def peeking(net: ReaderNet, obs: Observation, sharpness: float) -> Sampler:
        real = truth[0]

        def sample(rng: random.Random) -> HandState:
            opp = 1 - obs.seat
            rest = [c for c in hidden_pool(obs) if c not in real.hands[opp]]
            rng.shuffle(rest)
            hands = [list(obs.hand), list(obs.hand)]
            hands[opp] = list(real.hands[opp])
            return build_state(obs, hands, [obs.trump_card, *rest] if obs.trump_in_stock
                               else rest)

        return sample

    monkeypatch.setattr(levels_mod, "reader_sampler", peeking)
    agent = _reading_champion("lookahead")
    changed = 0
    for k, (state, obs) in enumerate(_early_views(30, 21)):
        twin = permuted(state, state.turn, random.Random(k))
        truth[:] = [state]
        first = agent.choose(obs, random.Random(k), None)
        truth[:] = [twin]
        changed += first != agent.choose(twin.observe(state.turn), random.Random(k), None)
    assert changed > 0
