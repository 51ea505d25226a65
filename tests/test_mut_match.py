"""RULES.md §6 match formats at their limits: a target reached exactly, ties among three or
more sides, replayed hands, the dealer's turn and the cut for the deal.

Mutation testing (tools/mutate.py) found these boundaries unpinned: every format was tested
on random matches that never land on a limit.
"""

from __future__ import annotations

import random

import pytest

from game.match import DealerCut, Match, MatchFormat, choose_dealer, default_format
from game.rules import Rules, RulesError, preset
from game.state import HandResult


def _won(points: tuple[int, ...], winner: int | None, game: tuple[int, ...] | None = None,
         replay: bool = False) -> HandResult:
    return HandResult(points, winner, replay, 0, game)


def _match(kind: str, target: int, variant: str = "classic-2", **rules: object) -> Match:
    return Match(preset(variant, **rules), MatchFormat(kind, target), seed=1)  # type: ignore[arg-type]


def test_first_to_points_ends_when_the_target_is_reached_exactly() -> None:
    match = _match("first-to-points", 121, "briscolone")
    match.results.append(_won((70, 50), 0))
    assert not match.is_over and match.winner is None
    match.results.append(_won((51, 69), 1))  # 121 to 119: exactly the target
    assert match.scores() == [121, 119]
    assert match.winner == 0 and match.is_over
    result = match.result()
    assert result == (0, (1, 1), (121, 119), 2, 2)


def test_first_to_points_one_short_goes_on() -> None:
    match = _match("first-to-points", 121, "briscolone")
    match.results.append(_won((120, 0), 0))
    assert match.winner is None and not match.is_over
    match.new_hand()  # the match deals on


def test_first_to_points_level_past_the_target_plays_on_until_one_leads() -> None:
    match = _match("first-to-points", 121, "briscolone")
    match.results.append(_won((60, 60), None))
    match.results.append(_won((70, 70), None))
    assert match.scores() == [130, 130]
    assert match.winner is None and not match.is_over
    match.results.append(_won((61, 59), 0))
    assert match.winner == 0 and match.is_over


def test_points_count_game_points_for_the_bidding_formats() -> None:
    """First to N game points and Chiamata's fixed number of hands add the hands' game
    points, not their card points (§3.1, §3.2)."""
    match = _match("first-to-game-points", 300, "licitazione")
    match.results.append(_won((100, 30), 0, (150, 0)))
    match.results.append(_won((90, 40), 0, (150, 0)))
    assert match.scores() == [300, 0] and match.winner == 0
    cards = _match("first-to-points", 300, "licitazione")
    cards.results.extend(match.results)
    assert cards.scores() == [190, 70] and cards.winner is None


def test_a_fixed_number_of_hands_ends_after_the_last_one_and_ranks_by_game_points() -> None:
    match = _match("hands", 3, "licitazione")
    match.results.append(_won((100, 30), 0, (0, 80)))
    match.results.append(_won((100, 30), 0, (0, 80)))
    assert not match.is_over
    match.results.append(_won((100, 30), 0, (100, 0)))
    assert match.scores() == [100, 160]
    assert match.is_over and match.winner == 1


def test_a_fixed_number_of_hands_level_at_the_end_is_a_draw() -> None:
    match = _match("hands", 2, "licitazione")
    match.results.append(_won((100, 30), 0, (50, 0)))
    match.results.append(_won((30, 100), 1, (0, 50)))
    assert match.is_over and match.winner is None
    assert match.result().winner is None


@pytest.mark.parametrize(("scores", "winner"), [
    ((5, 5, 3), None), ((3, 5, 5), None), ((5, 3, 5), None), ((4, 4, 4), None),
    ((5, 3, 3), 0), ((3, 5, 3), 1), ((2, 3, 6), 2)])
def test_three_sides_a_shared_lead_is_a_draw_a_sole_lead_wins(
        scores: tuple[int, int, int], winner: int | None) -> None:
    """Classic-3 plays each for himself: the match ends level when two or three share the
    highest score, whoever they are."""
    match = _match("hands", 1, "classic-3")
    match.results.append(_won((40, 40, 40), None, scores))
    assert match.is_over
    assert match.winner == winner


def test_first_to_points_at_three_two_level_above_the_target_play_on() -> None:
    match = _match("first-to-points", 100, "classic-3")
    match.results.append(_won((10, 50, 60), 2))
    match.results.append(_won((20, 60, 40), 1))
    assert match.scores() == [30, 110, 100]
    assert match.winner == 1
    level = _match("first-to-points", 100, "classic-3")
    level.results.append(_won((20, 55, 45), 1))
    level.results.append(_won((0, 55, 65), 2))
    assert level.scores() == [20, 110, 110]
    assert level.winner is None and not level.is_over


@pytest.mark.parametrize("n", [1, 3, 5, 7])
def test_best_of_n_ends_as_soon_as_a_side_wins_more_than_half(n: int) -> None:
    match = _match("best-of", n)
    need = n // 2 + 1
    for _ in range(need - 1):
        match.results.append(_won((70, 50), 0))
        match.results.append(_won((50, 70), 1))
        assert not match.is_over and match.winner is None
    match.results.append(_won((70, 50), 0))
    assert match.winner == 0 and match.is_over
    assert match.hands_won() == [need, need - 1]


def test_best_of_a_tied_hand_counts_for_no_one() -> None:
    match = _match("best-of", 3)
    match.results.append(_won((60, 60), None))
    match.results.append(_won((70, 50), 0))
    assert match.hands_won() == [1, 0] and not match.is_over
    match.results.append(_won((70, 50), 0))
    assert match.winner == 0
    assert match.result().hands_played == 3 and match.result().hands_counted == 3


def test_all_five_plays_five_then_the_most_hands_win_and_level_is_a_draw() -> None:
    match = _match("all-five", 5, "classic-4")
    for _ in range(3):
        match.results.append(_won((70, 50), 0))
    assert not match.is_over and match.winner is None  # §6: five are played after three wins
    match.results.append(_won((50, 70), 1))
    match.results.append(_won((50, 70), 1))
    assert match.is_over and match.winner == 0 and match.hands_won() == [3, 2]
    level = _match("all-five", 5, "classic-4")
    for winner in (0, 1, 0, 1, None):
        level.results.append(_won((60, 60) if winner is None else (70, 50), winner))
    assert level.is_over and level.winner is None


def test_one_hand_a_sixty_sixty_tie_ends_the_match_drawn_but_a_replay_does_not() -> None:
    tie = _match("single", 1)
    tie.results.append(_won((60, 60), None))
    assert tie.is_over and tie.winner is None
    replay = _match("single", 1, tie_policy="replay")
    replay.results.append(_won((60, 60), None, replay=True))
    assert not replay.is_over and replay.counted == []
    replay.results.append(_won((59, 61), 1))
    assert replay.is_over and replay.winner == 1
    assert replay.result() == (1, (0, 1), (59, 61), 2, 1)


def test_a_replayed_hand_never_counts_toward_a_points_target() -> None:
    match = _match("first-to-points", 121, "briscolone", tie_policy="replay")
    match.results.append(_won((60, 60), None, replay=True))
    match.results.append(_won((61, 59), 0))
    assert match.scores() == [61, 59]


def test_only_the_first_hand_of_a_match_is_its_first() -> None:
    """§3.2: the bidder leads the first hand of a match only; a redeal does not count."""
    match = Match(preset("licitazione"), MatchFormat("first-to-game-points", 300), seed=2)
    first = match.new_hand()
    assert first.auction is not None and first.auction.first_of_match
    match.results.append(_won((0, 0), None, replay=True))  # all passed: a redeal
    assert match.new_hand().auction.first_of_match  # type: ignore[union-attr]
    match.results.append(_won((100, 30), 0, (100, 0)))
    assert not match.new_hand().auction.first_of_match  # type: ignore[union-attr]


def test_each_hand_passes_the_deal_one_seat_on_and_is_seeded_by_the_match() -> None:
    match = Match(preset("classic-3"), MatchFormat("hands", 4), seed=5)
    dealers = []
    while not match.is_over:
        hand = match.new_hand()
        dealers.append(hand.dealer)
        while not hand.is_over:
            hand.apply(hand.legal_actions()[0])
        assert match.record(hand) == hand.result()
    start = match.first_dealer
    assert dealers == [(start + k) % 3 for k in range(4)]
    assert match.dealer == (start + 4) % 3
    assert len(set(match.hand_seeds)) == 4


@pytest.mark.parametrize("kind", ["single", "best-of", "all-five", "hands", "first-to-points",
                                  "first-to-game-points"])
def test_targets_below_one_are_refused(kind: str) -> None:
    with pytest.raises(RulesError):
        MatchFormat(kind, 0)  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        MatchFormat(kind, -1)  # type: ignore[arg-type]


def test_best_of_one_is_a_match_and_even_counts_are_not() -> None:
    assert MatchFormat.best_of(1).target == 1
    for even in (2, 4, 6):
        with pytest.raises(RulesError, match="odd"):
            MatchFormat.best_of(even)


def test_usual_formats_per_variant() -> None:
    """§3.1: Chiamata plays each seat dealing twice (10 hands at five, 12 at six); §3.2
    Licitazione first to 300 game points; §2 Briscolone first to 121."""
    assert default_format(preset("chiamata")) == MatchFormat("hands", 10)
    assert default_format(preset("chiamata", players=6)) == MatchFormat("hands", 12)
    assert default_format(preset("licitazione")) == MatchFormat("first-to-game-points", 300)
    assert default_format(preset("briscolone")) == MatchFormat("first-to-points", 121)
    assert default_format(preset("classic-4")) == MatchFormat.single()
    assert MatchFormat.all_five() == MatchFormat("all-five", 5)
    assert MatchFormat.single() == MatchFormat("single", 1)


def _walk_cut(rules: Rules, cuts: list[DealerCut]) -> int:
    """Round by round: everyone still tied draws one card; the strongest alone deals."""
    contenders, i = list(range(rules.players)), 0
    while True:
        drawn = cuts[i: i + len(contenders)]
        assert [c.seat for c in drawn] == contenders
        i += len(contenders)
        top = max(rules.strength[c.card] for c in drawn)
        contenders = [c.seat for c in drawn if rules.strength[c.card] == top]
        if len(contenders) == 1:
            assert i == len(cuts)
            return contenders[0]


def test_the_cut_gives_the_deal_to_the_strongest_card_drawn() -> None:
    for variant in ("classic-2", "classic-3", "classic-6"):
        rules = preset(variant)
        for seed in range(30):
            dealer, cuts = choose_dealer(rules, "cut", random.Random(seed))
            assert _walk_cut(rules, cuts) == dealer
            assert len({c.card for c in cuts}) == len(cuts)  # one deck: no card twice


def test_a_cut_of_endless_ties_reshuffles_instead_of_running_out_of_cards() -> None:
    """Ties draw again; when the rest of the deck cannot give every tied player a card, a
    fresh deck is shuffled (never an empty draw)."""

    class Rigged(random.Random):
        shuffles = 0

        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            Rigged.shuffles += 1
            if Rigged.shuffles == 1:  # the four cards of a rank together: every round ties
                x.sort(key=lambda c: (c % 13, c // 13))
            else:
                super().shuffle(x)

    rules = preset("classic-4")
    dealer, cuts = choose_dealer(rules, "cut", Rigged(1))
    assert Rigged.shuffles == 2
    assert [c.seat for c in cuts[:40]] == [0, 1, 2, 3] * 10  # ten tied rounds use the deck up
    assert _walk_cut(rules, cuts) == dealer


def test_the_first_dealer_is_drawn_at_random_unless_the_cut_is_chosen() -> None:
    """§6 First dealer: random by default (no cards drawn), or the cut."""
    rules = preset("classic-4")
    dealer, cuts = choose_dealer(rules, "random", random.Random(3))
    assert cuts == [] and 0 <= dealer < 4
    plain = Match(rules, MatchFormat.best_of(3), seed=3)
    assert plain.cuts == [] and plain.dealer == plain.first_dealer
    cut = Match(rules, MatchFormat("best-of", 3, "cut"), seed=3)
    assert len(cut.cuts) >= 4 and cut.dealer == _walk_cut(rules, cut.cuts)


def test_a_result_is_given_only_once_the_match_is_over() -> None:
    match = _match("best-of", 3)
    with pytest.raises(ValueError) as caught:
        match.result()
    assert str(caught.value) == "the match is not over yet"


def test_an_unknown_format_or_dealer_choice_lists_what_there_is() -> None:
    with pytest.raises(RulesError) as caught:
        MatchFormat("forever", 1)  # type: ignore[arg-type]
    assert str(caught.value) == (
        "match format 'forever' is not one of ('single', 'best-of', 'all-five', "
        "'first-to-points', 'first-to-game-points', 'hands')")
    with pytest.raises(RulesError) as caught:
        MatchFormat("single", 1, "coin")  # type: ignore[arg-type]
    assert str(caught.value) == "dealer_choice='coin': 'random' or 'cut'"
    with pytest.raises(RulesError) as caught:
        MatchFormat("best-of", 4)
    assert str(caught.value) == "best-of needs an odd number of hands, not 4"
    with pytest.raises(RulesError) as caught:
        MatchFormat("hands", 0)
    assert str(caught.value) == "match target must be positive, not 0"
