"""Properties over random play of the bidding variants and the talk settings."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game import actions as A
from game.cards import KING, QUEEN, card
from game.events import for_seat
from game.invariants import check
from game.rules import Rules, preset
from game.state import HandState, Phase

VARIANTS = [preset("chiamata"), preset("chiamata", players=6),
            preset("chiamata", bid_multipliers=True, cappotto=True, chiamata_ends_at_two=True),
            preset("licitazione"), preset("licitazione", signals_public=False, min_bid=100),
            preset("schembil"), preset("classic-4", communication="signals"),
            preset("classic-6", communication="conversation", signals_public=True),
            preset("briskula", players=4, teams=True, communication="conversation")]
seeds = st.integers(0, 2**32 - 1)


def playout(rules: Rules, seed: int) -> HandState:
    rng = random.Random(seed)
    s = HandState.new(rules, seed=seed, dealer=seed % rules.players)
    check(s)
    while not s.is_over:
        moves = s.legal_actions()
        assert len(set(moves)) == len(moves)
        move = moves[rng.randrange(len(moves))]
        if A.DECLARE_BASE <= move < A.DECLARE_BASE + 4:
            suit = move - A.DECLARE_BASE  # §3.2: only while both cards are held
            assert {card(suit, KING), card(suit, QUEEN)} <= set(s.hands[s.turn])
        s.apply(move)
        check(s)
    return s


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(VARIANTS), seeds)
def test_random_hands_keep_every_invariant(rules: Rules, seed: int) -> None:
    s = playout(rules, seed)
    r = s.result()
    if r.replay:
        return
    assert sum(s.points) == (130 if rules.trump == "named" else 120)
    if rules.trump == "called":
        assert r.game_points is not None and sum(r.game_points) == 0
        assert r.bidder_won == (r.winner is not None)
    if rules.trump == "named":
        assert r.game_points is not None and r.game_points[r.winner or 0] % 5 == 0


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([*VARIANTS[5:], preset("licitazione", signals_public=False)]), seeds)
def test_private_talk_reaches_only_the_speakers_team(rules: Rules, seed: int) -> None:
    s = playout(rules, seed)
    for seat in range(rules.players):
        team = rules.teams[rules.team_of(seat)]
        heard = s.observe(seat).talk
        if not rules.signals_public:
            assert all(t.seat in team for t in heard)
        shown = [e for e in for_seat(s.log, seat) if type(e).__name__ == "Talked"]
        assert len(shown) == len(heard)


def _swap(deck: tuple[int, ...], a: int, b: int) -> list[int]:
    out = list(deck)
    i, j = out.index(a), out.index(b)
    out[i], out[j] = out[j], out[i]
    return out


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([preset("chiamata"), preset("chiamata", players=6)]), seeds,
       st.integers(0, 60), st.integers(0, 10))
def test_the_called_cards_holder_is_hidden_until_it_is_played(
        rules: Rules, seed: int, stop: int, pick: int) -> None:
    """Moving the called card to another hidden hand changes nothing another seat sees."""
    s = playout(rules, seed)
    if s.auction.redeal:
        return
    called, holder = s.auction.called, s.auction.partner
    first_play = next(i for i, a in enumerate(s.actions) if A.is_play(a))
    played_at = s.actions.index(called)
    k = first_play + stop % (played_at - first_play + 1)  # any moment before it is played
    replay = HandState.new(rules, deck=s.deck_order, dealer=s.dealer)
    for a in s.actions[:k]:
        replay.apply(a)
    assert replay.phase is Phase.PLAY and called in replay.hands[holder]
    for observer in range(rules.players):
        others = [x for x in range(rules.players)
                  if x not in (observer, holder) and replay.hands[x]]
        if observer == holder or not others:
            continue
        x = others[pick % len(others)]
        other_card = replay.hands[x][pick % len(replay.hands[x])]
        twin = HandState.new(rules, deck=_swap(s.deck_order, called, other_card),
                             dealer=s.dealer)
        for a in s.actions[:k]:
            twin.apply(a)
        assert twin.auction.partner == x
        assert twin.observe(observer) == replay.observe(observer)
        assert for_seat(twin.log, observer) == for_seat(replay.log, observer)
