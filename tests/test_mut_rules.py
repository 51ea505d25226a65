"""The rules core at the boundaries mutation testing found unpinned (tools/mutate.py):
the follow rules one by one (RULES.md §2 Briscolone, §3.2 risposta, strozzo, taglio), what a
refusal names, the card order and points, and the end of the stock (§1 Drawing, §4).
"""

from __future__ import annotations

import pytest

from game import actions as A
from game.cards import card, full_deck, parse_code, value_tables
from game.catalogue import variant
from game.refusals import Refusal, Why
from game.rules import PRESETS, Rules, RulesError, individual, preset, rules_of
from game.state import HandState, IllegalActionError, Phase
from tests.helpers import new_hand, play


def _legal(state: HandState) -> set[int]:
    return {a for a in state.legal_actions() if A.is_play(a)}


def _cards(*codes: str) -> set[int]:
    return {parse_code(c) for c in codes}


# ---- §2 Briscolone must follow suit: risposta only, no strozzo ------------------------------
def test_must_follow_allows_any_card_of_the_suit_led_not_only_a_winner() -> None:
    rules = preset("briscolone", must_follow=True)
    state = new_hand(rules, {1: ["5C", "2D", "3D", "4D", "5D"],
                             0: ["2C", "AC", "6S", "7S", "KS"]}, dealer=0)
    play(state, "5C")
    assert _legal(state) == _cards("2C", "AC")  # the 2 does not beat the 5: still legal


def test_must_follow_void_in_the_suit_led_plays_anything() -> None:
    rules = preset("briscolone", must_follow=True)
    state = new_hand(rules, {1: ["5C", "2D", "3D", "4D", "5D"],
                             0: ["6S", "7S", "KS", "AB", "2B"]}, dealer=0)
    play(state, "5C")
    assert _legal(state) == _cards("6S", "7S", "KS", "AB", "2B")


# ---- follow-beat: risposta and strozzo, but no taglio ---------------------------------------
def test_follow_beat_must_beat_when_following_but_need_not_trump_when_void() -> None:
    rules = preset("classic-2", follow="follow-beat")
    state = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["2C", "KC", "6S"]}, dealer=0,
                     turned="4S")
    play(state, "5C")
    assert _legal(state) == _cards("KC")  # strozzo: the Re beats the 5, the 2 does not
    void = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["6S", "AD", "7B"]}, dealer=0,
                    turned="4S")
    play(void, "5C")
    assert _legal(void) == _cards("6S", "AD", "7B")  # void: any card, a trump not forced


def test_follow_beat_trump_void_must_trump() -> None:
    rules = preset("classic-2", follow="follow-beat-trump")
    state = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["6S", "AD", "7B"]}, dealer=0,
                     turned="4S")
    play(state, "5C")
    assert _legal(state) == _cards("6S")


# ---- a refusal names the rule and every card it is about ------------------------------------
def test_a_strozzo_refusal_names_the_card_and_the_card_it_fails_to_beat() -> None:
    rules = preset("classic-2", follow="follow-beat")
    state = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["2C", "KC", "6S"]}, dealer=0,
                     turned="4S")
    play(state, "5C")
    assert state.refusal(parse_code("2C")) == Refusal(Why.BEAT, card=parse_code("2C"),
                                                      best=parse_code("5C"))
    assert "2C" in state.why_illegal(parse_code("2C"))  # type: ignore[operator]
    assert state.refusal(parse_code("6S")) == Refusal(Why.FOLLOW, card=parse_code("6S"),
                                                      suit=0)


def test_a_taglio_refusal_names_the_card_the_suit_led_and_the_trump() -> None:
    rules = preset("classic-2", follow="follow-beat-trump")
    state = new_hand(rules, {1: ["5C", "2D", "3D"], 0: ["6S", "AD", "7B"]}, dealer=0,
                     turned="4S")
    play(state, "5C")
    assert state.refusal(parse_code("AD")) == Refusal(Why.TRUMP, card=parse_code("AD"), suit=0,
                                                      trump=3)


# ---- §1 card order and points ---------------------------------------------------------------
def test_ids_outside_a_deck_have_no_strength_and_no_points() -> None:
    """Every id has an entry (the tables are indexed by any of the 52 ids), but only the
    deck's cards count: the 120 points of §1 are the deck's, whatever the table's size."""
    for kind in ("italian", "french", "briskula"):
        strength, points = value_tables(kind, "nord")  # type: ignore[arg-type]
        deck = set(full_deck(kind))  # type: ignore[arg-type]
        assert len(strength) == len(points) == 52
        assert sum(points) == 120
        assert all(points[c] == 0 and strength[c] == 0 for c in range(52) if c not in deck)
        assert all(strength[c] > 0 for c in deck)


def test_a_bad_card_code_is_named_in_the_error() -> None:
    for text, words in (("S", "not a card code: 'S'"), ("AX", "not a card code: 'AX'"),
                        ("1S", "not a card rank: '1' in '1S'"),
                        ("11C", "not a card rank: '11' in '11C'")):
        with pytest.raises(ValueError) as caught:
            parse_code(text)
        assert str(caught.value).startswith(words)
    assert parse_code(" ks ") == card(3, 13)


# ---- §1 Drawing, §2 Scoperta, §4 reveal: what the other seats know after the last draw ------
def _to_last_draw(state: HandState) -> list[object]:
    """Play the first legal card until the stock is empty; the events of the last trick."""
    events: list[object] = []
    while state.stock:
        events = list(state.apply(state.legal_actions()[0]))
    return events


def test_after_the_last_draw_everyone_knows_who_holds_the_turned_trump() -> None:
    for seed in range(5):
        state = HandState.new(preset("classic-2"), seed=seed)
        turned = state.trump_card
        before = state.observe(0)
        assert before.trump_in_stock and before.stock_size == 34
        events = _to_last_draw(state)
        holder = next(s for s in range(2) if turned in state.hands[s])
        other = 1 - holder
        drawn = [e for e in events if type(e).__name__ == "CardDrawn"]
        assert [(e.seat, e.card, e.public) for e in drawn][-1] == (holder, turned, True)  # type: ignore[attr-defined]
        assert [e.public for e in drawn][:-1] == [False]  # type: ignore[attr-defined]
        seen = state.observe(other)
        assert not seen.trump_in_stock and seen.stock_size == 0
        assert seen.known[holder] == (turned,)  # that card, and nothing else of the hand
        assert seen.known[other] == ()
        # Once played, it is no longer known to be in the hand.
        while turned in state.hands[holder]:
            state.apply(turned if state.turn == holder else state.legal_actions()[0])
        assert state.observe(other).known[holder] == ()


def test_partners_see_each_other_after_the_last_draw_opponents_do_not() -> None:
    """§4 end-of-stock reveal: partners, not opponents, and only once the stock is empty."""
    state = HandState.new(preset("classic-4"), seed=3)
    while len(state.stock) > 4:
        state.apply(state.legal_actions()[0])
    assert state.observe(0).known[2] == () or state.observe(0).known[2] == (state.trump_card,)
    assert not state.revealed
    events = _to_last_draw(state)
    assert state.revealed
    assert [type(e).__name__ for e in events][-2:] == ["HandsRevealed", "HandsRevealed"]
    for seat in range(4):
        seen = state.observe(seat)
        partner = (seat + 2) % 4
        assert sorted(seen.known[partner]) == sorted(state.hands[partner])
        for opponent in ((seat + 1) % 4, (seat + 3) % 4):
            assert set(seen.known[opponent]) <= {state.trump_card}
    assert state.visible_hands(0) == frozenset({2})


def test_scoperta_shows_the_next_stock_card_until_only_the_turned_trump_is_left() -> None:
    state = HandState.new(preset("scoperta"), seed=2)
    while len(state.stock) > 2:
        assert state.observe(0).stock_top == state.stock[-1]
        state.apply(state.legal_actions()[0])
    assert state.observe(1).stock_top == state.stock[-1] != state.trump_card
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert state.stock == [] and state.observe(0).stock_top is None
    hidden = HandState.new(preset("classic-2"), seed=2)
    assert hidden.observe(0).stock_top is None


def test_the_stock_running_out_in_the_middle_of_a_round_still_reveals_partners() -> None:
    """§4: partners see each other once the stock is exhausted, also when it runs out before
    every seat has drawn (Briškula's uneven refill at a table of three a side)."""
    rules = preset("classic-6", removed=(), equalize_hands=True)
    assert (40 - 18) % 6  # the last round of drawing is short
    state = HandState.new(rules, seed=1)
    _to_last_draw(state)
    assert state.revealed
    assert state.visible_hands(0) == frozenset({2, 4})


# ---- the deal, a copy, and the refusals' codes ----------------------------------------------
def test_partners_shown_at_the_deal_are_logged_as_each_team_to_itself() -> None:
    """§5 hands shown before the first trick: each team's seats to the same team."""
    state = HandState.new(preset("classic-4", partner_hands_shown=True), seed=1)
    shown = [(e.seats, e.to) for e in state.log if type(e).__name__ == "HandsRevealed"]
    assert shown == [((0, 2), (0, 2)), ((1, 3), (1, 3))]
    assert state.observe(0).known[2] == tuple(state.hands[2])
    assert state.observe(0).known[1] == ()


def test_a_wrong_deck_order_names_the_missing_and_the_unexpected_cards() -> None:
    rules = preset("classic-2")
    deck = rules.deck_cards()
    deck[0] = parse_code("8C")  # not in an Italian deck; the Ace of Coppe is now missing
    with pytest.raises(ValueError) as caught:
        HandState.new(rules, deck=deck)
    assert "missing ['AC'], unexpected ['8C'], 40 given" in str(caught.value)


def test_a_copy_plays_on_without_touching_the_original() -> None:
    state = HandState.new(preset("classic-2"), seed=4)
    state.apply(state.legal_actions()[0])
    before = (list(state.stock), [list(h) for h in state.hands], list(state.trick_cards),
              list(state.points), len(state.log), [set(k) for k in state.public_known])
    copy = state.clone()
    while not copy.is_over:
        copy.apply(copy.legal_actions()[-1])
    assert copy.stock == [] and sum(copy.points) == 120
    assert before == (state.stock, state.hands, state.trick_cards, state.points,
                      len(state.log), state.public_known)
    state.apply(state.legal_actions()[0])  # and the original plays on as before
    assert len(state.tricks) == 1


def test_every_refusal_says_which_rule() -> None:
    state = HandState.new(preset("classic-2"), seed=1)
    not_held = next(c for c in state.rules.deck_cards() if c not in state.hands[state.turn])
    assert state.refusal(not_held) == Refusal(Why.NOT_HELD, seat=state.turn, card=not_held)
    assert state.refusal(A.PASS) == Refusal(Why.NOT_DURING_PLAY, action=A.PASS)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(3.0)  # type: ignore[arg-type]
    assert caught.value.refusal == Refusal(Why.NOT_A_NUMBER, given="3.0")
    with pytest.raises(IllegalActionError) as caught:
        state.apply(not_held)
    assert caught.value.refusal.why is Why.NOT_HELD
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    for action in (state.rules.deck_cards()[0], A.PASS):
        assert state.refusal(action) == Refusal(Why.HAND_OVER)
        with pytest.raises(IllegalActionError) as caught:
            state.apply(action)
        assert caught.value.refusal == Refusal(Why.HAND_OVER)


def test_a_bidding_hand_refuses_by_the_variant_s_rule_and_plain_hands_by_phase() -> None:
    state = HandState.new(preset("licitazione"), seed=1, dealer=3)
    assert state.refusal(A.declare(0)) is not None  # the auction: no declaration yet
    assert state.refusal(A.declare(0)).why is not Why.NOT_IN_PHASE  # type: ignore[union-attr]
    assert state.refusal(A.bid_points(71)) == Refusal(Why.OPENING_BID, n=70)
    while state.phase is not Phase.PLAY:
        state.apply(state.legal_actions()[-1] if state.phase is Phase.CALL else
                    A.bid_points(70) if state.turn == 0 else A.PASS)
    refusal = state.refusal(A.declare(0))
    assert refusal is not None and refusal.why in (Why.DECLARE_WINDOW, Why.DECLARE_CARDS,
                                                   Why.DECLARE_NOT_BIDDER)


# ---- rules validation: each limit accepted at its edge, refused one past it ------------------
@pytest.mark.parametrize(("setting", "ok", "refused"), [
    ("last_trick_bonus", (0, 100), (-1, 101)),
    ("min_bid", (5, 100, 101, 230), (0, 4, 99, 231)),
])
def test_number_settings_accept_their_limits_and_refuse_one_past(
        setting: str, ok: tuple[int, ...], refused: tuple[int, ...]) -> None:
    for value in ok:
        assert getattr(preset("licitazione", **{setting: value}), setting) == value
    for value in refused:
        with pytest.raises(RulesError, match=setting):
            preset("licitazione", **{setting: value})


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_two_to_six_players_each_alone_are_a_table(players: int) -> None:
    rules = Rules("classic-2", players, individual(players), equalize_hands=True)
    assert rules.players == players and len(rules.teams) == players


@pytest.mark.parametrize("players", [0, 1, 7])
def test_fewer_than_two_or_more_than_six_players_are_refused(players: int) -> None:
    with pytest.raises(RulesError, match="2 to 6"):
        Rules("classic-2", players, individual(players))


def test_setting_types_are_checked_to_their_ranges() -> None:
    """A whole number within ±1000 (a float or a bool is not one), a short printable text,
    a card rank 0..13 or none, lists of at most 52 whole numbers."""
    base = preset("classic-2").to_dict()
    for bad in ({"hand_size": 3.0}, {"hand_size": True}, {"hand_size": 1001},
                {"hand_size": -1001}, {"open_hands": 1}, {"variant": ""},
                {"variant": "x" * 41}, {"variant": "a\tb"}, {"trump_exchange_rank": 14},
                {"trump_exchange_rank": -1}, {"trump_exchange_rank": 7.0},
                {"removed": [0] * 53}, {"removed": [0.0]}, {"teams": [[0], [1.0]]}):
        with pytest.raises(RulesError):
            Rules.from_dict({**base, **bad})
    with pytest.raises(RulesError, match="known: classic-2"):  # a name, but no variant's
        Rules.from_dict({**base, "variant": "x" * 40})
    assert Rules.from_dict({**base, "trump_exchange_rank": 7}).trump_exchange_rank == 7
    with pytest.raises(RulesError, match="hand_size=1000"):
        Rules.from_dict({**base, "hand_size": 1000})  # a number, but too many cards


def test_a_deck_too_small_for_the_deal_is_refused_and_an_exact_fit_is_not() -> None:
    # Five alone at Briškula: 32 cards, 15 dealt, a stock of 17 refilled unevenly (allowed).
    assert preset("briskula", players=5).hand_size == 3
    # Chiamata deals every card: 8 x 5 = 40 exactly; one more each does not fit.
    assert preset("chiamata").hand_size * 5 == 40
    with pytest.raises(RulesError, match="does not fit"):
        preset("chiamata", hand_size=9)
    with pytest.raises(RulesError, match="deal_all needs"):
        preset("chiamata", hand_size=7)
    # Two players with 19 cards each leave 2: one to turn and one to draw -- unevenly.
    with pytest.raises(RulesError):
        preset("classic-2", hand_size=20)  # nothing left to turn for trumps


# ---- §1 winning a hand, §5 60-60 policies, at a table of three ------------------------------
def _finished(variant: str, **settings: object) -> HandState:
    state = HandState.new(preset(variant, **settings), seed=2)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("policy", ["tie", "replay", "last-trick"])
def test_three_alone_the_sole_highest_wins_whatever_the_tie_policy(policy: str) -> None:
    state = _finished("classic-3", tie_policy=policy)
    last = state.tricks[-1].winner
    for points in ([41, 40, 39], [39, 41, 40], [40, 39, 41], [100, 10, 10]):
        state.points = points
        r = state.result()
        assert r.winner == points.index(max(points)) and not r.replay
        assert r.team_points == tuple(points) and r.last_trick_team == last


def test_three_alone_two_level_at_the_top() -> None:
    """Level at the top is a tie (§1); *replay* replays it; *last trick wins* gives it to
    the level seat who took the last trick, and to nobody when a third seat took it (§5)."""
    for policy in ("tie", "replay", "last-trick"):
        state = _finished("classic-3", tie_policy=policy)
        last = state.tricks[-1].winner
        others = [s for s in range(3) if s != last]
        level_with_last = [0, 0, 0]
        level_with_last[last], level_with_last[others[0]], level_with_last[others[1]] = 50, 50, 20
        level_without = [0, 0, 0]
        level_without[others[0]], level_without[others[1]], level_without[last] = 50, 50, 20
        everyone = [40, 40, 40]
        for points in (level_with_last, level_without, everyone):
            state.points = points
            r = state.result()
            if policy == "last-trick" and points is not level_without:
                assert r.winner == last and not r.replay
            else:
                assert r.winner is None
                assert r.replay == (policy == "replay")


def test_result_only_when_the_hand_is_over() -> None:
    state = HandState.new(preset("classic-3"), seed=2)
    with pytest.raises(ValueError, match="not over"):
        state.result()


# ---- rules: what each refusal says, and records of older versions ---------------------------
@pytest.mark.parametrize(("build", "words"), [
    (lambda: preset("classic-2", tie_policy="coin"),
     "tie_policy='coin' is not one of 'tie', 'replay', 'last-trick'"),
    (lambda: preset("classic-4", open_hands=True),
     "open_hands (Scoperta) is a two-player variant"),
    (lambda: preset("classic-2", players=4),
     "variant 'classic-2' is for 2 players (2 players alone), not 4"),
    (lambda: preset("briskula", players=6),
     "variant 'briskula' is for 2, 3, 4 or 5 players (2 players alone, 3 players alone, "
     "4 players alone, 4 players pairs, 5 players alone), not 6"),
    (lambda: preset("briskula", players=3, teams=True), "), not 3 in pairs"),
    (lambda: preset("chiamata", players=4),
     "variant 'chiamata' is for 5 or 6 players (5 players called, 6 players called), not 4"),
    (lambda: preset("classic-2", hand_size=20),
     "hand_size=20: dealing 20 cards to each of 2 players uses the whole deck of 40 and "
     "leaves no card to turn for trumps"),
    (lambda: preset("briskula-dupla", equalize_hands=True),
     "plays_per_turn=2 (double Briškula) needs an even hand_size, follow='none' and "
     "equalize_hands off"),
    (lambda: preset("chiamata", deal_all=False, hand_size=7),
     "trump='called' (Chiamata) deals all cards and allows no partner talk"),
    (lambda: preset("licitazione", deal_all=False, hand_size=9),
     "trump='named' (Licitazione) is 4 players, 2 v 2, all cards dealt"),
    (lambda: preset("classic-4", cappotto=True),
     "cappotto: Chiamata settings, they need trump='called'"),
    (lambda: preset("classic-4", cappotto=True, bid_multipliers=True),
     "bid_multipliers, cappotto: Chiamata settings"),
])
def test_a_refused_setting_is_named_in_words(build: object, words: str) -> None:
    with pytest.raises(RulesError) as caught:
        build()  # type: ignore[operator]
    message = str(caught.value)
    assert message.startswith(words) or (words.startswith(")") and message.endswith(words))


def test_briscolone_is_played_without_following_suit_unless_chosen() -> None:
    """§2 Briscolone: *must follow suit* is a setting, default off."""
    entry = variant("briscolone")
    assert rules_of(entry).follow == "none" == preset("briscolone").follow
    assert rules_of(entry, must_follow=True).follow == "follow"
    assert preset("classic-2", must_follow=True).follow == "none"  # not an option there


def test_chiamata_settings_are_accepted_at_chiamata() -> None:
    rules = preset("chiamata", cappotto=True, bid_multipliers=True, chiamata_ends_at_two=True)
    assert rules.cappotto and rules.bid_multipliers and rules.chiamata_ends_at_two
    assert preset("chiamata", players=6).dealer_sits_out


def test_chiamata_refuses_captains_as_partner_talk() -> None:
    with pytest.raises(RulesError, match="allows no partner talk"):
        Rules.from_dict({**preset("chiamata").to_dict(), "rais": [0]})


def test_each_variant_s_rules_give_its_catalogue_hooks() -> None:
    """The hooks the engine runs are those the catalogue promises (§3.1, §3.2, §3.3)."""
    for name in PRESETS:
        mine, promised = preset(name).hooks, variant(name).hooks
        assert (mine.auction, mine.calling, mine.declarations) == \
            (promised.auction, promised.calling, promised.declarations), name
        assert set(mine.talk) <= set(promised.talk), name  # the talk the table chose
    assert preset("licitazione").hooks.talk == ("busso",)
    assert preset("schembil").hooks.talk == ("rais",)
    assert preset("classic-4", communication="signals").hooks.talk == ("signals",)


def test_derived_tables_are_not_settings_a_file_may_give() -> None:
    data = preset("classic-2").to_dict()
    for derived in ("strength", "points", "cards", "hooks"):
        with pytest.raises(RulesError, match=f"unknown rules setting\\(s\\): {derived}"):
            Rules.from_dict({**data, derived: []})


def test_older_records_without_the_newer_lists_still_load() -> None:
    """`removed` and `rais` came later: a record without them means none."""
    data = preset("classic-2").to_dict()
    del data["removed"], data["rais"]
    assert Rules.from_dict(data) == preset("classic-2")
    del data["teams"]
    with pytest.raises(RulesError, match=r"teams=\(\) must split seats 0..1"):
        Rules.from_dict(data)


@pytest.mark.parametrize("name", ["teams", "removed", "rais"])
def test_lists_of_whole_numbers_name_the_list_at_fault(name: str) -> None:
    data = preset("schembil").to_dict()
    bad = [[0, 2, 4.0], [1, 3, 5]] if name == "teams" else [0.5]
    with pytest.raises(RulesError, match=f"^{name}=.* must hold whole numbers only"):
        Rules.from_dict({**data, name: bad})
    with pytest.raises(RulesError, match=f"^{name} must be a short list"):
        Rules.from_dict({**data, name: "0"})
