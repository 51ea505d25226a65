"""Nonsense rule combinations are refused when the rules object is built, naming the settings."""

from __future__ import annotations

import pytest

from game.rules import PRESETS, Rules, RulesError, individual, preset


@pytest.mark.parametrize(("build", "message"), [
    (lambda: preset("classic-2", queen_jack="centro-sud"), "queen_jack='centro-sud'.*deck"),
    (lambda: preset("classic-6", trump_exchange_rank=2), "trump_exchange_rank=2 conflicts"),
    (lambda: preset("briscolone", trump_exchange_rank=7), "need a turned trump"),
    (lambda: preset("briscolone", follow="follow-beat-trump"), "needs a trump suit"),
    (lambda: preset("classic-2", reveal_at_end_of_stock=True), "between partners"),
    (lambda: preset("classic-6", partner_hands_shown=True), "four-player"),
    (lambda: preset("classic-2", communication="signals"), "between partners"),
    (lambda: preset("classic-4", open_hands=True), "two-player"),
    (lambda: preset("classic-2", deal_all=True), "deal_all"),
    (lambda: preset("classic-3", removed=()), "does not refill"),
    (lambda: preset("classic-2", hand_size=30), "does not fit"),
    (lambda: preset("classic-2", plays_per_turn=3), "one or two"),
    (lambda: preset("briskula-dupla", follow="follow"), "plays_per_turn=2"),
    (lambda: preset("classic-2", trump_exchange_rank=5), "the 2 or the 7"),
    (lambda: preset("classic-2", first_lead="bidder"), "auction"),
    (lambda: preset("classic-2", tie_policy="coin"), "tie_policy"),
    (lambda: preset("classic-2", last_trick_bonus=-1), "negative"),
    (lambda: preset("classic-2", removed=(0, 0)), "twice"),
    (lambda: Rules("x", 7, individual(7)), "2 to 6"),
    (lambda: Rules("x", 4, ((0, 1), (2,), (3,))), "same size"),
    (lambda: Rules("x", 2, ((0,), (0,))), "each seat once"),
    (lambda: preset("nope"), "unknown variant"),
    (lambda: preset("classic-2", players=4), "is for 2 players"),
    (lambda: preset("briskula", players=3, teams=True), "pairs"),
    (lambda: preset("briskula-dupla", players=3), "2 or 4"),
    (lambda: preset("classic-6", six_removed_rank=5), "twos or the four 4s|four 2s"),
    (lambda: Rules("x", 2, individual(2), deck="italian", trump="named", deal_all=True,
                   hand_size=20, reveal_at_end_of_stock=False, open_hands=True), "stock"),
])
def test_nonsense_is_refused_with_a_message(build: object, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        build()  # type: ignore[operator]


@pytest.mark.parametrize("name", PRESETS)
def test_rules_round_trip_through_dict(name: str) -> None:
    rules = preset(name)
    again = Rules.from_dict(rules.to_dict())
    assert again == rules and again.points == rules.points


def test_from_dict_refuses_unknown_and_malformed() -> None:
    data = preset("classic-2").to_dict()
    with pytest.raises(RulesError, match="unknown rules setting"):
        Rules.from_dict({**data, "jokers": True})
    with pytest.raises(RulesError, match="JSON object"):
        Rules.from_dict([1, 2])
    del data["players"]
    with pytest.raises(RulesError, match="incomplete"):
        Rules.from_dict(data)


def test_with_revalidates() -> None:
    rules = preset("classic-4")
    assert rules.with_(tie_policy="replay").tie_policy == "replay"
    with pytest.raises(RulesError):
        rules.with_(open_hands=True)
    assert rules.partners_of(1) == (3,) and rules.team_of(2) == 0
    with pytest.raises(ValueError, match="not at this table"):
        rules.team_of(9)
