"""Why a card (`game.ai.reasons`): every reason is checked against the position it claims,
and reasons never depend on a card the seat cannot see."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from game import actions as A
from game.ai import make_agent
from game.ai.reasons import CODES, Reason, explain, sentence
from game.ai.world import sample_world
from game.cards import ACE, card, rank_of, suit_of
from game.observation import Observation
from game.rules import preset
from game.state import HandState
from game.words import WORDS

VARIANTS = ("classic-2", "classic-4", "classic-3", "licitazione", "chiamata", "briscolone")


def _positions(variant: str, seed: int) -> Iterator[tuple[HandState, Observation]]:
    """Every card decision of a hand played by the rules player, with the seat's view."""
    rules = preset(variant)
    state = HandState.new(rules, seed=seed)
    agent = make_agent("normale")
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        obs = state.observe(seat)
        if any(A.is_play(a) for a in obs.legal):
            yield state, obs
        state.apply(agent.choose(obs, rng, 0.01))


def _ranked(obs: Observation, seed: int) -> list[tuple[int, float]]:
    rng = random.Random(seed)
    return sorted(((a, rng.random()) for a in obs.legal if A.is_play(a)), key=lambda kv: -kv[1])


def _winners(state: HandState, play: int) -> set[int]:
    """Every seat that may end up taking the trick once `play` is played, over every legal
    answer of the later players in this (full) state."""
    out: set[int] = set()
    done = len(state.tricks)

    def walk(s: HandState) -> None:
        if len(s.tricks) > done:
            out.add(s.tricks[done].winner)
            return
        for a in s.legal_actions():
            if A.is_play(a):
                nxt = s.clone()
                nxt.apply(a)
                walk(nxt)

    first = state.clone()
    first.apply(play)
    walk(first)
    return out


def _side(obs: Observation) -> set[int]:
    return {obs.seat, *obs.rules.partners_of(obs.seat)}


def _check(obs: Observation, r: Reason, play: int, ranked: list[tuple[int, float]],
           rng: random.Random) -> None:
    pts = obs.rules.points
    trump = obs.trump_suit
    played = obs.played_cards()
    trick = [c for _, c in obs.trick]
    value = sum(pts[c] for c in trick) + pts[play]
    worlds = [sample_world(obs, rng) for _ in range(4)]
    if r.code in ("reach_target", "take_safe", "strozzo", "trump_carico"):
        assert r.card == play
        assert r.points == (value if r.code != "reach_target" else r.points)
        for w in worlds:  # the seat takes the trick, whatever the others hold and play
            assert _winners(w, play) == {obs.seat}, (r, obs)
    if r.code == "reach_target":
        mine = sum(obs.points[s] for s in _side(obs))
        assert mine < obs.rules.total_points // 2 + 1 <= mine + value == r.points
    if r.code == "take_safe":
        assert value >= 10 and (not trick or value > pts[play])
    if r.code in ("strozzo", "trump_carico"):
        assert r.other in trick and pts[r.other] >= 10
        owner = next(s for s, c in obs.trick if c == r.other)
        assert owner not in _side(obs)
        same = suit_of(r.other) == suit_of(play)
        assert same if r.code == "strozzo" else suit_of(play) == trump
    if r.code == "load_partner":
        assert pts[play] == r.points > 0
        assert obs.trick and obs.rules.partners_of(obs.seat)
        for w in worlds:
            assert _winners(w, play) <= _side(obs), (r, obs)
    if r.code == "cannot_win":
        legal = [a for a in obs.legal if A.is_play(a)]
        assert pts[play] == min(pts[c] for c in legal)
        for c in legal:  # no card of the seat's takes the trick now
            assert obs.seat not in _winners(worlds[0], c)
    if r.code == "liscio":
        assert pts[play] == 0 and suit_of(play) != trump
        assert any(suit_of(c) == trump for c in obs.hand)
    if r.code == "ace_out":  # the Ace "already out" is out
        assert rank_of(play) == 3 and r.suit == suit_of(play)
        assert card(suit_of(play), ACE) in played
    if r.code == "trumps_gone":
        assert r.n == sum(1 for c in played if suit_of(c) == trump) >= 1
        assert r.m == sum(1 for c in obs.rules.cards if suit_of(c) == trump)
        assert suit_of(play) == trump
    chance = dict(ranked)
    if r.code in ("search", "close_call"):
        assert r.best == chance[play] and r.other is not None and r.second == chance[r.other]
        assert r.other != play and abs(r.best - r.second) < 0.02 if r.code == "close_call" \
            else abs(r.best - r.second) >= 0.02
    if r.code == "all_same":
        assert max(chance.values()) - min(chance.values()) < 0.005
    if r.code == "only_card":
        assert [a for a in obs.legal if A.is_play(a)] == [play]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_reason_is_true_of_the_position(variant: str) -> None:
    rng = random.Random(1)
    seen: set[str] = set()
    for seed in range(3):
        for n, (_, obs) in enumerate(_positions(variant, seed)):
            ranked = _ranked(obs, n)
            for play in (a for a in obs.legal if A.is_play(a)):
                reasons = explain(obs, play, ranked)
                assert 1 <= len(reasons) <= 2
                for r in reasons:
                    assert r.code in CODES
                    _check(obs, r, play, ranked, rng)
                    seen.add(r.code)
    assert len(seen) >= 5, seen


def test_reasons_seen_across_variants_cover_the_codes() -> None:
    seen: set[str] = set()
    for variant in ("classic-2", "classic-4"):
        for seed in range(4):
            for n, (_, obs) in enumerate(_positions(variant, seed)):
                ranked = _ranked(obs, n)
                for play in (a for a in obs.legal if A.is_play(a)):
                    seen.update(r.code for r in explain(obs, play, ranked))
                if len(obs.legal) > 1:
                    flat = [(a, 0.5) for a, _ in ranked]
                    seen.update(r.code for r in explain(obs, ranked[0][0], flat))
    missing = set(CODES) - seen - {"only_card"}
    assert not missing, missing


def test_reasons_never_use_hidden_cards() -> None:
    """Worlds that deal the hidden cards differently give the seat the same view, and every
    card the same reasons."""
    for variant in ("classic-2", "classic-4", "chiamata"):
        for n, (_, obs) in enumerate(_positions(variant, 5)):
            if n % 3:
                continue
            a = sample_world(obs, random.Random(1)).observe(obs.seat)
            b = sample_world(obs, random.Random(2)).observe(obs.seat)
            ranked = _ranked(obs, n)
            for play in (x for x in obs.legal if A.is_play(x)):
                assert explain(a, play, ranked) == explain(b, play, ranked) \
                    == explain(obs, play, ranked)


def _t(lang: str) -> Callable[..., str]:
    return lambda key, **fmt: WORDS.t(lang, key, **fmt)


def test_every_code_has_words_in_both_languages() -> None:
    for lang in ("it", "en"):
        entries = WORDS.entries(lang)
        for c in CODES:
            assert f"why.{c}" in entries
            text = sentence(Reason(c, card=0, other=1, suit=2, points=14, n=3, m=10, best=0.6,
                                   second=0.4), _t(lang), lang == "en")
            assert "{" not in text and text


def test_no_reason_for_a_card_not_in_hand_or_a_bid() -> None:
    _, obs = next(_positions("classic-2", 0))
    outside = next(c for c in obs.rules.cards if c not in obs.hand)
    assert explain(obs, outside, []) == ()
    assert explain(obs, A.PASS, []) == ()
