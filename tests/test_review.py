"""Hand review (`game.review`, `python -m game review`): what it judges and from what."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.ai import make_agent
from game.cli import main
from game.record import GameRecord, HandRecord, RecordError
from game.review import MISTAKE, SLIP, Decision, review_hand, text_report
from game.rules import Rules, preset
from game.state import HandState


def _finish(state: HandState, rng: random.Random) -> HandState:
    agent = make_agent("normale")
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(agent.choose(state.observe(seat), rng, 0.05))
    return state


def _hand(seed: int, variant: str = "classic-2") -> tuple[Rules, HandRecord]:
    rules = preset(variant)
    state = _finish(HandState.new(rules, seed=seed), random.Random(seed))
    return rules, HandRecord.of(state)


def test_every_choice_of_the_seat_is_judged_and_the_review_is_seeded() -> None:
    rules, hand = _hand(7)
    review = review_hand(rules, hand, 0, seed=3, worlds=6)
    state = HandState.new(rules, deck=hand.deck, dealer=hand.dealer)
    choices = 0
    for action in hand.actions:
        if state.to_act == 0 and sum(1 for a in state.legal_actions() if a < 52) > 1:
            choices += 1
        state.apply(action)
    assert len(review.decisions) == choices >= 17
    for d in review.decisions:
        cards = [c for c, _ in d.chances]
        assert d.played in cards and d.suggested in cards
        assert [v for _, v in d.chances] == sorted((v for _, v in d.chances), reverse=True)
        assert d.before == pytest.approx(max(d.chances[0][1], dict(d.chances)[d.suggested]))
        assert d.after == dict(d.chances)[d.played]
        assert any(p == (0, d.played) for p in review.tricks[d.trick].plays)
    assert review.curve()[-1] == review.outcome and len(review.curve()) == choices + 2
    assert review_hand(rules, hand, 0, seed=3, worlds=6) == review
    assert review.points == state.points[0]


def test_the_review_judges_only_from_what_the_seat_could_see() -> None:
    """Two deals that give the reviewed seat the same cards and turn the same trump, but
    differ in every hidden card: its first decision is judged identically."""
    rules = preset("classic-2")
    first = HandState.new(rules, seed=12)
    seat = first.to_act
    assert seat is not None
    keep = set(first.hands[seat]) | {first.trump_card}
    hidden = [c for c in first.deck_order if c not in keep]
    shuffled = hidden[:]
    random.Random(5).shuffle(shuffled)
    assert shuffled != hidden
    swap = dict(zip(hidden, shuffled, strict=True))
    second = HandState.new(rules, deck=[swap.get(c, c) for c in first.deck_order],
                           dealer=first.dealer)
    assert second.observe(seat) == first.observe(seat)
    assert first.hands[1 - seat] != second.hands[1 - seat]
    lead = first.legal_actions()[0]
    reviews = []
    for state in (first, second):
        state.apply(lead)
        _finish(state, random.Random(1))
        reviews.append(review_hand(rules, HandRecord.of(state), seat, seed=4, worlds=8))
    a, b = reviews[0].decisions[0], reviews[1].decisions[0]
    assert a.trick == b.trick == 0
    assert a == b


def test_grades_follow_the_thresholds() -> None:
    def d(before: float, after: float) -> Decision:
        return Decision(0, 1, 2, ((2, before), (1, after)), before, after)

    assert d(0.6, 0.6 - SLIP + 0.001).grade == "ok"
    assert d(0.6, 0.6 - SLIP).grade == "slip"
    assert d(0.6, 0.6 - MISTAKE).grade == "mistake"
    assert d(0.5, 0.55).loss == 0.0


def test_unfinished_hands_and_bad_seats_are_refused() -> None:
    rules = preset("classic-2")
    state = HandState.new(rules, seed=3)
    with pytest.raises(RecordError, match="not finished"):
        review_hand(rules, HandRecord.of(state), 0)
    rules, hand = _hand(3)
    with pytest.raises(RecordError, match="seat 2"):
        review_hand(rules, hand, 2)


def test_four_players_are_reviewed_too() -> None:
    rules, hand = _hand(2, "classic-4")
    review = review_hand(rules, hand, 1, worlds=3)
    assert review.decisions and all(0.0 <= d.after <= d.before <= 1.0 for d in review.decisions)
    assert "trick 10" in text_report(review)


def test_four_player_hands_are_judged_by_campione_s_classic_4_network(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Early in classic-4 the chances come from the network Campione plays with there; without
    it (a missing weights file) the review falls back to rollouts and judges differently."""
    rules, hand = _hand(2, "classic-4")
    with_net = review_hand(rules, hand, 1, seed=5, worlds=4)
    monkeypatch.setattr("game.ai.lookahead.load_4", lambda: None)
    without = review_hand(rules, hand, 1, seed=5, worlds=4)
    early = [d for d in with_net.decisions if d.trick < 6]
    assert early
    assert [d.chances for d in early] != [d.chances for d in without.decisions[:len(early)]]
    late = [d for d in with_net.decisions if d.trick >= 7]
    assert late and [d.chances for d in late] == [d.chances for d in without.decisions
                                                  if d.trick >= 7]


def test_command_prints_the_review(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules, hand = _hand(5)
    path = tmp_path / "hand.json"
    GameRecord(rules, (hand,), {"seats": [{"name": "Maria"}, {"name": "Luca"}],
                                "viewer": 1}).save(path)
    assert main(["review", str(path), "--worlds", "4"]) == 0
    out = capsys.readouterr().out
    assert "Hand review for Luca (classic-2)" in out
    assert out.count("\ntrick ") == 20 and "win chance: " in out
    assert main(["review", str(path), "--hand", "2"]) == 2
    assert "holds 1 hand" in capsys.readouterr().out
    path.write_text("{", encoding="utf-8")
    assert main(["review", str(path)]) == 2
    assert "not a game record" in capsys.readouterr().out
