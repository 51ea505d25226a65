"""Property tests over every preset and house-rule combination (hypothesis)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import assume, given
from hypothesis import strategies as st

from game import talk
from game.events import CardDrawn, Dealt, TrickWon, TrumpExchanged, TurnedCardReturned
from game.invariants import check
from game.record import GameRecord, HandRecord, parse, replay_hand
from game.rules import PRESETS, Rules, RulesError, preset
from game.state import HandState, IllegalActionError


@st.composite
def rules_strategy(draw: st.DrawFn) -> Rules:
    name = draw(st.sampled_from(PRESETS))
    settings: dict[str, Any] = {
        "tie_policy": draw(st.sampled_from(["tie", "replay", "last-trick"])),
        "turned_carico_back": draw(st.booleans()),
        "trump_exchange_rank": draw(st.sampled_from([None, 2, 7])),
        "deck": draw(st.sampled_from(["italian", "french"])),
    }
    if settings["deck"] == "french":
        settings["queen_jack"] = draw(st.sampled_from(["nord", "centro-sud"]))
    if name == "classic-4":
        settings["partner_hands_shown"] = draw(st.booleans())
        settings["reveal_at_end_of_stock"] = draw(st.booleans())
    if name == "briscolone":
        settings["must_follow"] = draw(st.booleans())
    if name == "classic-6":
        settings["six_removed_rank"] = draw(st.sampled_from([2, 4]))
    if name == "briskula":
        settings["players"] = draw(st.sampled_from([2, 3, 4, 5]))
        if settings["players"] == 4:
            settings["teams"] = draw(st.booleans())
    if name == "briskula-dupla":
        settings["players"] = draw(st.sampled_from([2, 4]))
    try:
        return preset(name, **settings)
    except RulesError:
        assume(False)
        raise


def _play(rules: Rules, seed: int, dealer: int) -> tuple[HandState, list[Any]]:
    state = HandState.new(rules, seed=seed, dealer=dealer % rules.players)
    rng = random.Random(seed)
    events = list(state.log)
    while not state.is_over:
        moves = state.legal_actions()
        events += state.apply(moves[rng.randrange(len(moves))])
        check(state)
    return state, events


@given(rules_strategy(), st.integers(0, 2**32), st.integers(0, 5))
def test_every_card_dealt_once_and_played_once(rules: Rules, seed: int, dealer: int) -> None:
    state, _ = _play(rules, seed, dealer)
    played = [c for t in state.tricks for _, c in t.plays]
    assert sorted(played) == sorted(rules.deck_cards())
    assert sum(state.points) == rules.total_points
    assert rules.total_points == (130 if rules.last_trick_bonus else 120)


@given(rules_strategy(), st.integers(0, 2**32))
def test_hand_sizes_trick_counts_and_team_totals(rules: Rules, seed: int) -> None:
    state = HandState.new(rules, seed=seed)
    assert all(len(h) == rules.hand_size for h in state.hands)
    state, _ = _play(rules, seed, 0)
    n_cards = len(rules.deck_cards())
    per_trick = rules.players * rules.plays_per_turn
    if not rules.equalize_hands or n_cards % rules.players == 0:
        assert len(state.tricks) == n_cards // per_trick
    else:
        assert len(state.tricks) == -(-n_cards // per_trick)
    res = state.result()
    declared = {t: 0 for t in range(len(rules.teams))}
    # §3.2 Quaranta/Venti
    for seat, _suit, pts, _trick in (state.auction.declared if state.auction else ()):
        declared[rules.team_of(seat)] += pts
    for t, team in enumerate(rules.teams):
        assert res.team_points[t] == sum(state.points[s] for s in team) + declared[t]


@given(rules_strategy(), st.integers(0, 2**32))
def test_winner_draws_first_and_turned_trump_last(rules: Rules, seed: int) -> None:
    state, events = _play(rules, seed, 0)
    draws = [e for e in events if isinstance(e, CardDrawn)]
    if rules.trump == "turned":
        assert draws[-1].card == state.trump_card
    for i, e in enumerate(events):
        if isinstance(e, TrickWon) and i + 1 < len(events) and isinstance(events[i + 1],
                                                                          CardDrawn):
            assert events[i + 1].seat == e.seat


@given(rules_strategy(), st.integers(0, 2**32))
def test_replaying_a_record_gives_the_same_events(rules: Rules, seed: int) -> None:
    state, _ = _play(rules, seed, 1)
    record = parse(GameRecord(rules, (HandRecord.of(state),)).to_json())
    _, events = replay_hand(record.rules, record.hands[0])
    assert events == state.log


@given(rules_strategy(), st.integers(0, 2**32))
def test_seeded_hand_ignores_global_random_state(rules: Rules, seed: int) -> None:
    first, _ = _play(rules, seed, 0)
    random.seed(seed + 1)
    random.random()
    second, _ = _play(rules, seed, 0)
    assert first.log == second.log and first.deck_order == second.deck_order


def _seen_by(state: HandState, seat: int) -> set[int]:
    """Every card `seat` has seen, worked out from the rules (not from the observation)."""
    rules = state.rules
    partners = set(rules.partners_of(seat))
    seen = {c for t in state.tricks for _, c in t.plays} | set(state.trick_cards)
    if state.trump_card is not None:
        seen.add(state.trump_card)
    for ev in state.log:
        if isinstance(ev, Dealt) and (ev.seat == seat or rules.open_hands
                                      or (rules.partner_hands_shown and ev.seat in partners)):
            seen |= set(ev.cards)
        elif isinstance(ev, CardDrawn) and (ev.seat == seat or ev.public or rules.open_hands):
            seen.add(ev.card)
        elif isinstance(ev, TrumpExchanged):
            seen |= {ev.gave, ev.took}
        elif isinstance(ev, TurnedCardReturned):  # shown to everyone, then put back
            seen.add(ev.card)
    if rules.open_hands and len(state.stock) > 1:
        seen.add(state.stock[-1])
    if state.revealed:
        for p in partners:
            seen |= set(state.hands[p])
    for rais, partner in state.talk.peeks:  # §3.3: after the stock, no draws
        if rais == seat:
            seen |= set(state.hands[partner])
    for cards in talk.cards_told(state, talk.heard(state, seat)).values():  # §4 answers, signs
        seen |= cards
    return seen


@given(rules_strategy(), st.integers(0, 2**32), st.integers(0, 60), st.integers(0, 5),
       st.randoms(use_true_random=False))
def test_observation_identical_across_deals_differing_in_unseen_cards(
        rules: Rules, seed: int, steps: int, seat: int, shuffler: random.Random) -> None:
    seat %= rules.players
    state = HandState.new(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        moves = state.legal_actions()
        state.apply(moves[rng.randrange(len(moves))])
    # Seats whose whole hand this seat sees now, and partners' peeked cards, are seen too.
    seen = _seen_by(state, seat)
    hidden_positions = [i for i, c in enumerate(state.deck_order) if c not in seen]
    hidden = [state.deck_order[i] for i in hidden_positions]
    shuffler.shuffle(hidden)
    deck = list(state.deck_order)
    for i, c in zip(hidden_positions, hidden, strict=True):
        deck[i] = c
    other = HandState.new(rules, deck=deck, dealer=state.dealer)
    try:
        for a in state.actions:
            other.apply(a)
    except IllegalActionError:
        assume(False)  # the swap contradicts something the others' play revealed
    mine, theirs = state.observe(seat), other.observe(seat)
    # Partners' truthful answers (§4 conversation) are things this seat heard: a swap that
    # changes an answer contradicts what it knows, so it is not a deal it cannot tell apart.
    assume(mine.talk == theirs.talk)
    assert theirs == mine
