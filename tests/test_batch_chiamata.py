"""The batched Chiamata engine plays exactly the game's rules and shows each seat only its view."""

from __future__ import annotations

import copy
import random
import sys

import pytest

np = pytest.importorskip("numpy")

import tools.batch_chiamata as engine  # noqa: E402
from game.ai.net import N_INPUTS_CALL, features_call  # noqa: E402
from game.cards import card, winning_index  # noqa: E402
from game.rules import preset  # noqa: E402
from game.state import HandState  # noqa: E402
from game.variants import auction  # noqa: E402
from tools.batch_chiamata import (  # noqa: E402
    SEATS,
    BatchChiamata,
    CheckError,
    calls_from_states,
    check,
    random_cards,
    real_hands,
    script_auction,
)
from tools.batch_engine import CARD_ID, COMPACT, RENAME, compact_deck  # noqa: E402


def _batch(states: list[HandState]) -> BatchChiamata:
    decks = np.array([compact_deck(s.deck_order) for s in states])
    return BatchChiamata(decks, np.array([s.dealer for s in states]), calls_from_states(states))


def _step(batch: BatchChiamata, states: list[HandState], rng: np.random.Generator) -> None:
    cards = random_cards(rng, batch.legal())
    for b, st in enumerate(states):
        st.apply(int(CARD_ID[cards[b]]))
    batch.play(cards)


def test_the_batch_plays_like_the_real_engine_on_the_same_deals_auctions_and_choices() -> None:
    """Every seat to act, legal set, trick winner, seat's points, partner, side total and game
    points on 300 hands (`python tools/batch_chiamata.py --check 10000` runs 10,000)."""
    figures = check(300, seed=7)
    assert figures["hands"] == 300 and figures["decisions"] == 300 * 40
    # both auctions were exercised: points bid after a Two, callers alone, both results
    assert figures["points bid"] > 0 and figures["alone"] > 0
    assert 0 < figures["caller side made it"] < 300


def _swap_jack_queen(monkeypatch: pytest.MonkeyPatch) -> None:
    wrong = engine.CARD_STRENGTH.copy()
    wrong[[7, 8]] = wrong[[8, 7]]
    monkeypatch.setattr(engine, "CARD_STRENGTH", wrong)


def _one_point_astray(monkeypatch: pytest.MonkeyPatch) -> None:
    play = BatchChiamata.play

    def corrupted(self: BatchChiamata, cards: np.ndarray) -> np.ndarray | None:
        out = play(self, cards)
        if self.trick == 5 and self.pos == 0:
            self.points[self.size // 2, 0] += 1
        return out
    monkeypatch.setattr(BatchChiamata, "play", corrupted)


def _alone_scores_as_two(monkeypatch: pytest.MonkeyPatch) -> None:
    game_points = BatchChiamata.game_points

    def corrupted(self: BatchChiamata) -> np.ndarray:
        out = game_points(self)
        alone = self.partner == self.caller
        out[alone, self.caller[alone]] //= 2
        return out
    monkeypatch.setattr(BatchChiamata, "game_points", corrupted)


@pytest.mark.parametrize("corrupt", [_swap_jack_queen, _one_point_astray, _alone_scores_as_two])
def test_the_comparison_has_teeth(monkeypatch: pytest.MonkeyPatch, corrupt: object) -> None:
    corrupt(monkeypatch)  # type: ignore[operator]
    with pytest.raises(CheckError):
        check(200, seed=7)


def test_the_command_prints_the_figures_and_exits_1_on_a_mismatch(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "argv", ["batch_chiamata.py", "--check", "60", "--seed", "3"])
    assert engine.main() == 0
    assert "60 hands, 2,400 decisions, 480 tricks" in capsys.readouterr().out
    _swap_jack_queen(monkeypatch)
    assert engine.main() == 1
    assert capsys.readouterr().out.startswith("MISMATCH: hand ")


@pytest.mark.parametrize("dealer", range(SEATS))
def test_a_scripted_auction_ends_where_it_was_told(dealer: int) -> None:
    rules = preset("chiamata")
    for caller in range(SEATS):
        for points, called in ((None, card(1, 1)), (None, card(3, 2)), (75, card(2, 2)),
                               (120, card(0, 2))):
            st = HandState.new(rules, seed=dealer * 10 + caller, dealer=dealer)
            script_auction(st, caller, called, points)
            calls = calls_from_states([st])
            a = auction.of(st)
            assert (a.bidder, a.called, a.partner) == (caller, called, next(
                s for s, h in enumerate(st.hands) if called in h))
            assert calls.target[0] == (points or 61)
            assert calls.leader[0] == (dealer + 1) % SEATS
    with pytest.raises(ValueError):
        script_auction(HandState.new(rules, seed=1), 0, card(0, 1), 70)


def test_features_are_the_games_view_of_every_seat_at_every_decision() -> None:
    """The first 117 inputs equal `game.ai.net.features_call` on each seat's Observation
    (which hides the partner); then the trick so far and who is winning it."""
    states = real_hands(24, seed=5)
    batch = _batch(states)
    rng = np.random.default_rng(5)
    while not batch.over:
        for seat in range(SEATS):
            x = batch.features(np.full(batch.size, seat))
            for b, st in enumerate(states):
                active, dense = features_call(st.observe(seat))
                want = np.zeros(N_INPUTS_CALL, np.float32)
                want[active] = 1.0
                for i, v in dense:
                    want[i] = v
                assert np.allclose(x[b, :N_INPUTS_CALL], want, atol=1e-6)
                trump = batch.trump[b]
                table = np.zeros(40 + SEATS, np.float32)
                table[[RENAME[trump, COMPACT[c]] for c in st.trick_cards]] = 1.0
                if st.trick_cards:
                    best = st.trick_seats[winning_index(st.trick_cards, st.rules.strength,
                                                        st.trump_suit or 0)]
                    table[40 + (best - seat) % SEATS] = 1.0
                assert np.array_equal(x[b, N_INPUTS_CALL:], table)
        _step(batch, states, rng)


def _hidden_shuffled(batch: BatchChiamata, seat: int,
                     rng: np.random.Generator) -> BatchChiamata:
    """The same position with the cards `seat` cannot see dealt again among the other seats
    (as many each as they hold); the partner is whoever now holds the called card."""
    other = copy.deepcopy(batch)
    others = [s for s in range(SEATS) if s != seat]
    for b in range(batch.size):
        held = batch.hands[b, others]
        cards = rng.permutation(np.flatnonzero(held.any(axis=0)))
        other.hands[b, others] = False
        start = 0
        for s, k in zip(others, held.sum(axis=1), strict=True):
            other.hands[b, s, cards[start:start + k]] = True
            start += k
        holder = np.flatnonzero(other.hands[b, :, batch.called[b]])
        if len(holder):
            other.partner[b] = holder[0]
    return other


def test_no_seat_sees_the_cards_or_the_partner_it_may_not_know() -> None:
    states = real_hands(64, seed=11)
    batch = _batch(states)
    rng = np.random.default_rng(11)
    moved = secret_moved = 0
    while not batch.over:
        for seat in range(SEATS):
            seats = np.full(batch.size, seat)
            mine = batch.features(seats)
            for _ in range(2):
                other = _hidden_shuffled(batch, seat, rng)
                assert np.array_equal(other.features(seats), mine)
                moved += int((other.hands != batch.hands).any(axis=(1, 2)).sum())
                secret_moved += int((other.partner != batch.partner).sum())
        _step(batch, states, rng)
    # the test had something to hide: hands changed, and so did the secret partner
    assert moved > 20_000 and secret_moved > 5_000  # of 25,600 shuffles


def test_a_view_that_names_the_partner_is_caught_by_the_same_shuffle() -> None:
    """Canary: the partner's seat written into the features changes under the shuffle."""
    states = real_hands(64, seed=13)
    batch = _batch(states)
    seats = np.full(batch.size, 0)
    other = _hidden_shuffled(batch, 0, np.random.default_rng(13))

    def cheat(b: BatchChiamata) -> np.ndarray:
        x = b.features(seats)
        x[b.rows, 80 + 20 + (b.partner - seats) % SEATS] = 1.0
        return x
    assert not np.array_equal(cheat(other), cheat(batch))


def test_a_card_not_held_is_refused_and_the_hands_add_up() -> None:
    batch = BatchChiamata.deal(np.random.default_rng(1), 256)
    missing = (~batch.legal()).argmax(axis=1)
    with pytest.raises(ValueError):
        batch.play(missing)
    rng = np.random.default_rng(2)
    while not batch.over:
        batch.play(random_cards(rng, batch.legal()))
    assert (batch.points.sum(axis=1) == 120).all()
    assert (batch.game_points().sum(axis=1) == 0).all()  # zero-sum
    assert not batch.hands.any() and batch.played.all()
    # the rule's caller never holds the card it calls
    assert (batch.partner != batch.caller).all()


def test_the_rule_calls_replay_in_the_real_engine() -> None:
    rules = preset("chiamata")
    rng = random.Random(3)
    for _ in range(50):
        st = HandState.new(rules, seed=rng.getrandbits(63), dealer=rng.randrange(SEATS))
        dealers = np.array([st.dealer])
        want = engine.rule_calls(engine.deal_hands(np.array([compact_deck(st.deck_order)]),
                                                   dealers), dealers)
        script_auction(st, int(want.caller[0]), int(CARD_ID[want.called[0]]), None)
        a = auction.of(st)
        assert a.bidder == want.caller[0] and a.called is not None
        assert COMPACT[a.called] == want.called[0]
        caller_points = [sum(st.rules.points[c] for c in h) for h in st.hands]
        assert caller_points[int(want.caller[0])] == max(caller_points)


def test_self_play_with_a_network_choosing_finishes_every_hand() -> None:
    from tools.chiamata_bench import init_policy, play_hands
    rng = np.random.default_rng(4)
    batch = play_hands(rng, 128, init_policy(rng, 16))
    assert batch.over and (batch.points.sum(axis=1) == 120).all()
