"""RULES.md §6 Dealing and matches."""

from __future__ import annotations

import itertools
import random

import pytest

from game.match import Match, MatchFormat, choose_dealer, default_format
from game.rules import RulesError, preset
from game.simulate import random_playout
from game.state import HandResult, HandState


def _play_match(match: Match, seed: int = 0) -> Match:
    rng = random.Random(seed)
    while not match.is_over:
        hand = match.new_hand()
        random_playout(hand, rng)
        match.record(hand)
    return match


def test_s6_first_dealer_random_is_seeded() -> None:
    rules = preset("classic-4")
    seen = {choose_dealer(rules, "random", random.Random(s))[0] for s in range(40)}
    assert seen == {0, 1, 2, 3}
    assert choose_dealer(rules, "random", random.Random(5)) == \
        choose_dealer(rules, "random", random.Random(5))


def test_s6_cut_for_the_deal_highest_card_deals_ties_draw_again() -> None:
    rules = preset("classic-4")
    redraws = 0
    for seed in range(200):
        dealer, cuts = choose_dealer(rules, "cut", random.Random(seed))
        contenders, i = [0, 1, 2, 3], 0
        while True:  # walk the rounds: each round, the tied highest draw again
            drawn = cuts[i: i + len(contenders)]
            assert [c.seat for c in drawn] == contenders
            i += len(contenders)
            top = max(rules.strength[c.card] for c in drawn)
            contenders = [c.seat for c in drawn if rules.strength[c.card] == top]
            if len(contenders) == 1:
                break
            redraws += 1
        assert i == len(cuts) and contenders == [dealer]
    assert redraws > 0  # equal ranks in different suits tie and draw again


def test_s6_dealer_rotates_counter_clockwise() -> None:
    match = Match(preset("classic-4"), MatchFormat.best_of(5), seed=3)
    dealers = []
    rng = random.Random(1)
    while not match.is_over:
        hand = match.new_hand()
        dealers.append(hand.dealer)
        random_playout(hand, rng)
        match.record(hand)
    assert all(b == (a + 1) % 4 for a, b in itertools.pairwise(dealers))


def test_s6_one_hand() -> None:
    match = _play_match(Match(preset("classic-2"), MatchFormat.single(), seed=1))
    assert len(match.counted) == 1


@pytest.mark.parametrize("n", [3, 5])
def test_s6_best_of_n(n: int) -> None:
    for seed in range(5):
        match = _play_match(Match(preset("classic-2"), MatchFormat.best_of(n), seed=seed), seed)
        assert match.winner is not None
        assert match.hands_won()[match.winner] == n // 2 + 1
        assert max(match.hands_won()) == n // 2 + 1


def test_s6_all_five_are_played_even_after_three_wins() -> None:
    for seed in range(6):
        match = _play_match(Match(preset("classic-4"), MatchFormat.all_five(), seed=seed), seed)
        assert len(match.counted) == 5
        wins = match.hands_won()
        if wins[0] != wins[1]:
            assert match.winner == wins.index(max(wins))


def test_s6_first_to_n_card_points() -> None:
    match = _play_match(Match(preset("classic-2"), MatchFormat("first-to-points", 200), seed=4))
    assert max(match.scores()) >= 200 and match.winner is not None
    result = match.result()
    assert result.winner == match.winner and result.scores == tuple(match.scores())
    assert result.hands_played == len(match.results) >= 2
    with pytest.raises(ValueError, match="not over"):
        Match(preset("classic-2"), MatchFormat.single(), seed=1).result()


def test_s6_replayed_sixty_sixty_does_not_count() -> None:
    match = Match(preset("classic-2", tie_policy="replay"), MatchFormat.best_of(3), seed=1)
    match.results.append(HandResult((60, 60), None, True, 0))
    assert match.counted == []
    match.results.append(HandResult((70, 50), 0, False, 0))
    match.results.append(HandResult((70, 50), 0, False, 0))
    assert match.winner == 0 and match.is_over


def test_s6_match_replays_exactly_from_its_seed() -> None:
    a = _play_match(Match(preset("classic-4"), MatchFormat.best_of(3), seed=9), 2)
    b = _play_match(Match(preset("classic-4"), MatchFormat.best_of(3), seed=9), 2)
    assert a.results == b.results and a.hand_seeds == b.hand_seeds


def test_s6_formats_validated() -> None:
    with pytest.raises(RulesError, match="odd"):
        MatchFormat.best_of(4)
    with pytest.raises(RulesError, match="not one of"):
        MatchFormat("forever", 1)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="dealer_choice"):
        MatchFormat("single", 1, "coin")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="positive"):
        MatchFormat("first-to-points", 0)


def test_match_over_refuses_new_hand_and_defaults() -> None:
    match = _play_match(Match(preset("classic-2"), MatchFormat.single(), seed=1))
    with pytest.raises(ValueError, match="over"):
        match.new_hand()
    assert default_format(preset("briscolone")) == MatchFormat("first-to-points", 121)
    assert default_format(preset("classic-2")).kind == "single"


def test_hand_state_rejects_bad_dealer_and_deck() -> None:
    rules = preset("classic-2")
    with pytest.raises(ValueError, match="dealer seat"):
        HandState.new(rules, seed=1, dealer=5)
    with pytest.raises(ValueError, match="each of the 40 cards"):
        HandState.new(rules, deck=list(range(39)))
