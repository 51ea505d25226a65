"""Table talk: RULES.md §3.2 busso, §3.3 the rais of Schembil, §4 signals and conversation."""

from __future__ import annotations

import pytest

from game import actions as A
from game.cards import JACK, KING, QUEEN, SUIT_OF, Suit, card, rank_of
from game.events import HandsRevealed, Talked, for_seat
from game.refusals import Why
from game.rules import RulesError, preset
from game.state import HandState
from game.talk import (
    BUSSO,
    PEEK_BASE,
    Order,
    Question,
    Signal,
    describe,
    order,
    question,
    signal,
)
from tests.bidding_helpers import bid, hand, play
from tests.helpers import refused


def second_trick(rules_name: str = "classic-4", seed: int = 1, **settings: object) -> HandState:
    """A hand just after its first trick, cards only."""
    s = HandState.new(preset(rules_name, **settings), seed=seed)
    while not s.tricks:
        s.apply(next(a for a in s.legal_actions() if A.is_play(a)))
    return s


def talk_actions(s: HandState) -> list[int]:
    return [a for a in s.legal_actions() if A.SIGNAL_BASE <= a < A.BID_RANK_BASE]


# ---- §4 signals ------------------------------------------------------------------------------
def test_no_sign_in_the_first_trick() -> None:
    s = HandState.new(preset("classic-4", communication="signals"), seed=1)
    assert talk_actions(s) == []
    with refused(Why.FIRST_TRICK):
        s.apply(signal(Signal.NO_TRUMPS))


@pytest.mark.parametrize("seed", range(8))
def test_signs_are_exactly_the_true_ones(seed: int) -> None:
    s = second_trick(seed=seed, communication="signals")
    hand_, trump = s.hands[s.turn], s.trump_suit
    assert trump is not None
    trumps = [c for c in hand_ if SUIT_OF[c] == trump]
    expected = {signal(sg) for sg, r in ((Signal.ASSO, 1), (Signal.TRE, 3), (Signal.RE, KING),
                                         (Signal.CAVALLO, QUEEN), (Signal.FANTE, JACK))
                if card(trump, r) in hand_}
    if any(rank_of(c) in (2, 4, 5, 6, 7) for c in trumps):
        expected.add(signal(Signal.LOW_TRUMPS))
    if not trumps:
        expected.add(signal(Signal.NO_TRUMPS))
    if any(SUIT_OF[c] != trump and rank_of(c) in (1, 3) for c in hand_):
        expected.add(signal(Signal.CARICHI))
    assert set(talk_actions(s)) == expected
    false = next(signal(sg) for sg in Signal if signal(sg) not in expected)
    with refused(Why.SIGN_FALSE):
        s.apply(false)


def test_one_sign_per_trick_seen_by_the_partner_only() -> None:
    s = second_trick(communication="signals")
    seat = s.turn
    partner = s.rules.partners_of(seat)[0]
    sign = talk_actions(s)[0]
    events = s.apply(sign)
    assert talk_actions(s) == []
    with refused(Why.ONE_PER_TRICK, kind='signal'):
        s.apply(sign)
    assert [e.action for e in s.observe(partner).talk] == [sign]
    assert s.observe((seat + 1) % 4).talk == ()
    assert for_seat(events, partner) == events
    assert for_seat(events, (seat + 1) % 4) == []


def test_signs_seen_by_all_when_the_setting_says_so() -> None:
    s = second_trick(communication="signals", signals_public=True)
    seat = s.turn
    s.apply(talk_actions(s)[0])
    assert len(s.observe((seat + 1) % 4).talk) == 1


# ---- §4 conversation -------------------------------------------------------------------------
def test_only_the_leader_asks_or_orders_from_the_second_trick() -> None:
    s = second_trick(communication="conversation")
    assert not s.trick_cards
    assert set(talk_actions(s)) == {question(q) for q in Question} | {order(o) for o in Order}
    s.apply(next(a for a in s.legal_actions() if A.is_play(a)))
    assert talk_actions(s) == []
    with refused(Why.LEADER_ONLY):
        s.apply(question(Question.LISCI))


@pytest.mark.parametrize("seed", range(6))
def test_answers_are_truthful(seed: int) -> None:
    s = second_trick(seed=seed, communication="conversation")
    leader = s.turn
    partner = s.rules.partners_of(leader)[0]
    p_hand, trump = list(s.hands[partner]), s.trump_suit
    expected = {
        Question.LISCI: any(SUIT_OF[c] != trump and rank_of(c) in (2, 4, 5, 6, 7)
                            for c in p_hand),
        Question.BRISCOLINE: tuple(sorted(c for c in p_hand
                                          if SUIT_OF[c] == trump and 2 <= rank_of(c) <= 6)),
        Question.VESTITE: tuple(sorted(c for c in p_hand if SUIT_OF[c] == trump
                                       and rank_of(c) in (JACK, QUEEN, KING))),
        Question.CARICHI: any(SUIT_OF[c] != trump and rank_of(c) in (1, 3) for c in p_hand),
    }
    q = list(expected)[seed % 4]
    (ev,) = s.apply(question(q))
    assert isinstance(ev, Talked) and ev.to == partner and ev.answer == expected[q]
    assert s.observe(partner).talk[-1].answer == expected[q]
    with refused(Why.ONE_PER_TRICK, kind='question or order'):
        s.apply(order(Order.PLAY_CARICO))


@pytest.mark.parametrize("seed", range(6))
def test_take_without_trump_knows_only_what_the_partner_has_seen(seed: int) -> None:
    s = second_trick(seed=seed, communication="conversation")
    rules, trump = s.rules, s.trump_suit
    partner = rules.partners_of(s.turn)[0]
    (ev,) = s.apply(question(Question.TAKE_WITHOUT_TRUMP))
    p_hand = s.hands[partner]
    played = {c for t in s.tricks for _, c in t.plays}
    unseen = [c for c in rules.cards if c not in played and c not in p_hand]
    truth = any(SUIT_OF[c] != trump and all(
        SUIT_OF[o] != SUIT_OF[c] or rules.strength[o] < rules.strength[c] for o in unseen)
        for c in p_hand)
    assert ev.answer == truth


def test_no_such_partner() -> None:
    s = second_trick(communication="conversation")
    with refused(Why.NO_PARTNER, n=1):
        s.apply(question(Question.LISCI, 1))


def test_six_players_ask_either_partner() -> None:
    s = second_trick("classic-6", communication="conversation")
    partners = s.rules.partners_of(s.turn)
    assert question(Question.CARICHI, 1) in talk_actions(s)
    (ev,) = s.apply(question(Question.CARICHI, 1))
    assert ev.to == partners[1]


# ---- §3.2 busso ------------------------------------------------------------------------------
def licitazione_play(**hands: list[str]) -> HandState:
    s = hand(preset("licitazione"), 3, **hands)
    play(s, bid(70), A.PASS, A.PASS, A.PASS, A.call_suit(Suit.SPADE))
    return s


def test_busso_only_when_true_never_leading_nor_in_the_first_trick() -> None:
    s = licitazione_play(s0=["AD", "4C"], s1=["2D", "3C", "2C"], s2=["4D", "JC", "KC"],
                         s3=["5D"], void={1: "CD", 2: "CD", 3: "C"})
    play(s, "AD")
    assert talk_actions(s) == []  # first trick: no talk
    play(s, "2D", "4D", "5D")
    assert s.turn == 0 and talk_actions(s) == []  # the leader: no suit led yet
    with refused(Why.BUSSO_NO_LEAD):
        s.apply(BUSSO)
    play(s, "4C")
    assert talk_actions(s) == [BUSSO]  # seat 1 holds the Three of Coppe
    events = s.apply(BUSSO)
    assert talk_actions(s) == []
    with refused(Why.ONE_PER_TRICK, kind='busso'):
        s.apply(BUSSO)
    assert for_seat(events, 2) == events  # licitazione: the knock is heard by all
    play(s, "3C")
    assert talk_actions(s) == []  # seat 2: JC, KC — neither the Three nor void
    with refused(Why.BUSSO_FALSE):
        s.apply(BUSSO)
    play(s, "KC")
    assert talk_actions(s) == [BUSSO]  # seat 3 is void in Coppe
    s.apply(BUSSO)
    assert [(t.seat, t.action) for t in s.observe(0).talk] == [(1, BUSSO), (3, BUSSO)]


def test_busso_void_in_the_suit_heard_by_partners_only_if_so_set() -> None:
    rules = preset("licitazione", signals_public=False)
    s = hand(rules, 3, s0=["4C", "5C"], s1=["6C", "7C"], s2=["AC", "2C", "4D"],
             s3=["KC", "JC"], void={1: "C", 2: "C", 3: "CD"})
    play(s, bid(70), A.PASS, A.PASS, A.PASS, A.call_suit(Suit.SPADE))
    play(s, "4C", "6C", "AC", "KC")  # seat 2 wins with the Ace
    play(s, "4D")
    assert s.turn == 3 and BUSSO in talk_actions(s)  # seat 3 is void in Denari
    events = s.apply(BUSSO)
    assert [e.action for e in s.observe(1).talk] == [BUSSO]  # the partner
    assert s.observe(0).talk == () and s.observe(2).talk == ()
    assert for_seat(events, 1) == events and for_seat(events, 0) == []


# ---- §3.3 schembil ---------------------------------------------------------------------------
def test_schembil_preset_and_rais_validation() -> None:
    r = preset("schembil")
    assert r.rais == (0, 1) and not r.reveal_at_end_of_stock and r.players == 6
    with pytest.raises(RulesError, match="one captain per team"):
        preset("schembil", rais=(0, 2))
    with pytest.raises(RulesError, match="replaces the other kinds of talk"):
        preset("schembil", communication="signals")


def test_only_the_rais_asks_and_orders_one_of_each_per_trick() -> None:
    s = HandState.new(preset("schembil"), seed=2, dealer=5)
    assert talk_actions(s) == []  # seat 0 (rais) leads the first trick: no talk yet
    while not s.tricks:
        s.apply(next(a for a in s.legal_actions() if A.is_play(a)))
    for _ in range(6):
        seat = s.turn
        talk = set(talk_actions(s))
        if seat in (0, 1):
            assert talk == ({question(q, j) for q in Question for j in (0, 1)}
                            | {order(o, j) for o in Order for j in (0, 1)})
            s.apply(question(Question.VESTITE, 1))
            s.apply(order(Order.TRUMP_LOW, 0))
            assert talk_actions(s) == []
            with refused(Why.RAIS_ONCE):
                s.apply(question(Question.LISCI, 0))
        else:
            assert talk == set()
            with refused(Why.RAIS_ONLY):
                s.apply(question(Question.LISCI))
        s.apply(next(a for a in s.legal_actions() if A.is_play(a)))


def test_the_rais_looks_at_one_partner_hand_once_the_stock_is_out() -> None:
    s = HandState.new(preset("schembil"), seed=3, dealer=5)
    while s.stock or s.turn != 0:
        if s.turn == 0 and s.tricks:
            assert not any(PEEK_BASE <= a < PEEK_BASE + 2 for a in s.legal_actions())
        s.apply(next(a for a in s.legal_actions() if A.is_play(a)))
    partner = s.rules.partners_of(0)[1]
    before = s.observe(0).known[partner]
    assert before == ()
    events = s.apply(PEEK_BASE + 1)
    assert events == [HandsRevealed((partner,), (0,))]
    assert s.observe(0).known[partner] == tuple(s.hands[partner])
    assert s.observe(1).known[partner] == ()
    assert s.observe(s.rules.partners_of(0)[0]).known[partner] == ()
    with refused(Why.PEEK_ONCE):
        s.apply(PEEK_BASE)


def test_wrong_kind_of_talk_is_refused_by_name() -> None:
    s = second_trick(communication="signals")
    with refused(Why.TALK_KIND):
        s.apply(BUSSO)
    s = second_trick()
    with refused(Why.NOT_DURING_PLAY):
        s.apply(A.PASS)


def test_describe_labels() -> None:
    assert describe(signal(Signal.ASSO)) == "sign asso"
    assert describe(question(Question.LISCI, 1)) == "ask lisci (partner 1)"
    assert describe(order(Order.PLAY_CARICO)) == "order play_carico (partner 0)"
    assert describe(PEEK_BASE) == "look at partner 0's hand"
    assert A.describe(BUSSO) == "busso"
    assert A.describe(199) == "talk action 199"


def test_end_of_stock_reveal_between_partners() -> None:
    # §4: classic-4 partners see each other's hands once the stock is exhausted.
    s = HandState.new(preset("classic-4"), seed=6)
    while s.stock:
        assert set(s.observe(0).known[2]) <= {s.trump_card}  # at most the drawn trump card
        s.apply(s.legal_actions()[0])
    assert s.observe(0).known[2] == tuple(s.hands[2])
    assert set(s.observe(1).known[2]) <= {s.trump_card}  # opponents still see nothing


def test_a_sign_of_a_trump_honour_shows_that_card_to_the_partner_only() -> None:
    for seed in range(200):
        s = second_trick(seed=seed, communication="signals")
        if signal(Signal.ASSO) in talk_actions(s):
            break
    else:
        pytest.fail("no deal with the trump Ace in the second trick's leader hand")
    seat, trump = s.turn, s.trump_suit
    assert trump is not None
    ace = card(trump, 1)
    s.apply(signal(Signal.ASSO))
    partner = s.rules.partners_of(seat)[0]
    assert ace in s.observe(partner).known[seat]
    assert ace not in s.observe((seat + 1) % 4).known[seat]
    s.apply(ace)
    assert ace not in s.observe(partner).known[seat]  # played: no longer in the hand


def test_an_answer_listing_trumps_shows_them_to_the_asker() -> None:
    for seed in range(200):
        s = second_trick(seed=seed, communication="conversation")
        partner = s.rules.partners_of(s.turn)[0]
        if any(SUIT_OF[c] == s.trump_suit and rank_of(c) in (JACK, QUEEN, KING)
               for c in s.hands[partner]):
            break
    leader = s.turn
    (ev,) = s.apply(question(Question.VESTITE))
    assert isinstance(ev.answer, tuple) and ev.answer
    assert set(ev.answer) <= set(s.observe(leader).known[partner])
    assert not set(ev.answer) & set(s.observe((leader + 1) % 4).known[partner])
