"""Table talk between partners (RULES.md §3.2 busso, §3.3 rais, §4 signals and conversation).

Every kind of talk is an action of the seat to act during card play, never a phase of its
own, and is limited per trick (one sign, one knock, one question or order; the rais one
question and one order), so random play always moves on. Talk is truthful by construction:
a sign or a knock is legal only when it is true, and the engine itself computes the answer to
a question from the partner's hand. Orders are recorded for the partner to see; obeying them
is the player's (or the AI's) choice. Who hears it follows `Rules.signals_public`: the
speaker's team only, or everyone.

Action ids (inside the ranges of `game.actions`):

==========  =============================================================
90 + k      sign k (`Signal`), §4 *signals*
110         *busso*, §3.2 (holding the Three of the suit led, or void in it)
120 + 10j   + q: question q (`Question`) to the j-th partner (`Rules.partners_of`)
140 + 10j   + o: order o (`Order`) to the j-th partner
160 + j     the rais looks at the j-th partner's hand (§3.3, stock exhausted)
==========  =============================================================
"""

from __future__ import annotations

from typing import Any

from game import actions as A
from game.actions import (
    BUSSO,
    N_ORDERS,
    N_QUESTIONS,
    N_SIGNALS,
    ORDER_BASE,
    PEEK_BASE,
    QUESTION_BASE,
    Order,
    Question,
    Signal,
    order,
    question,
    signal,
)
from game.actions import describe_talk as describe
from game.actions import talk_kind as _kind
from game.cards import ACE, JACK, KING, QUEEN, SUIT_OF, card, rank_of
from game.events import Event, HandsRevealed, Talked
from game.plugin import Hand, Plugin
from game.refusals import Refusal, Why
from game.values import Answer, TableTalk, TalkEntry

__all__ = ["BUSSO", "N_ORDERS", "N_QUESTIONS", "N_SIGNALS", "ORDER_BASE", "PEEK_BASE",
           "QUESTION_BASE", "TALK", "Answer", "Order", "Question", "Signal", "TalkEntry",
           "describe", "order", "question", "signal"]

_SIGNAL_RANKS = {Signal.ASSO: ACE, Signal.TRE: 3, Signal.RE: KING, Signal.CAVALLO: QUEEN,
                 Signal.FANTE: JACK}


# ---- truth ---------------------------------------------------------------------------------
def signal_true(state: Hand, seat: int, s: int) -> bool:
    hand, trump, points = state.hands[seat], state.trump_suit, state.rules.points
    assert trump is not None
    if s in _SIGNAL_RANKS:
        return card(trump, _SIGNAL_RANKS[Signal(s)]) in hand
    if s == Signal.LOW_TRUMPS:
        return any(SUIT_OF[c] == trump and points[c] == 0 for c in hand)
    if s == Signal.NO_TRUMPS:
        return all(SUIT_OF[c] != trump for c in hand)
    return any(SUIT_OF[c] != trump and points[c] >= 10 for c in hand)


def busso_true(state: Hand, seat: int) -> bool:
    """§3.2: "I hold the Three" or "I am void in this suit", of the suit led."""
    led = SUIT_OF[state.trick_cards[0]]
    hand = state.hands[seat]
    return card(led, 3) in hand or all(SUIT_OF[c] != led for c in hand)


def answer(state: Hand, partner: int, q: int) -> Answer:
    """The truthful answer, from the partner's hand and what the partner has seen played."""
    hand, trump, rules = state.hands[partner], state.trump_suit, state.rules
    pts, strength = rules.points, rules.strength
    if q == Question.BRISCOLINE:
        return tuple(sorted(c for c in hand if SUIT_OF[c] == trump and 2 <= rank_of(c) <= 6))
    if q == Question.VESTITE:
        return tuple(sorted(c for c in hand if SUIT_OF[c] == trump
                            and rank_of(c) in (JACK, QUEEN, KING)))
    others = [c for c in hand if SUIT_OF[c] != trump]
    if q == Question.LISCI:
        return any(pts[c] == 0 for c in others)
    if q == Question.CARICHI:
        return any(pts[c] >= 10 for c in others)
    seen = set(hand) | set(state.trick_cards) | {c for t in state.tricks for _, c in t.plays}
    unseen = [c for c in rules.cards if c not in seen]
    return any(all(SUIT_OF[o] != SUIT_OF[c] or strength[o] < strength[c] for o in unseen)
               for c in others)


# ---- legality ------------------------------------------------------------------------------
def _said(state: Hand, seat: int) -> list[str]:
    n = len(state.tricks)
    return [_kind(e.action)[0] for e in state.talk.entries if e.trick == n and e.seat == seat]


def _peeked(state: Hand, seat: int) -> bool:
    return any(r == seat for r, _ in state.talk.peeks)


def _to_partners(base: int, count: int, partners: int) -> list[int]:
    return [base + 10 * j + k for j in range(partners) for k in range(count)]


def legal(state: Hand) -> list[int]:
    """Talk open to the seat to act; none in the first trick (§4)."""
    rules, seat = state.rules, state.turn
    if not state.tricks or state.trump_suit is None:
        return []
    said = _said(state, seat)
    partners = len(rules.partners_of(seat))
    if rules.rais:
        if seat not in rules.rais:
            return []
        out = [] if "question" in said else _to_partners(QUESTION_BASE, N_QUESTIONS, partners)
        if "order" not in said:
            out += _to_partners(ORDER_BASE, N_ORDERS, partners)
        if not state.stock and not _peeked(state, seat):
            out += [PEEK_BASE + j for j in range(partners)]
        return out
    if said:
        return []
    mode = rules.communication
    if mode == "signals":
        return [signal(s) for s in Signal if signal_true(state, seat, s)]
    if mode == "conversation":
        if state.trick_cards:
            return []
        return (_to_partners(QUESTION_BASE, N_QUESTIONS, partners)
                + _to_partners(ORDER_BASE, N_ORDERS, partners))
    if mode == "busso" and state.trick_cards and busso_true(state, seat):
        return [BUSSO]
    return []


def refusal(state: Hand, action: int) -> Refusal:
    """Why a talk action is refused, naming the rule."""
    rules, seat = state.rules, state.turn
    kind, _, j = _kind(action)
    mode = "rais" if rules.rais else rules.communication
    expected = {"signal": "signals", "busso": "busso", "question": "conversation",
                "order": "conversation", "peek": "rais"}.get(kind)
    if kind == "":
        return Refusal(Why.NOT_TALK, action=action)
    if expected != mode and not (mode == "rais" and kind in ("question", "order")):
        return Refusal(Why.TALK_KIND, kind=kind, mode=rules.communication)
    if not state.tricks:
        return Refusal(Why.FIRST_TRICK)
    if mode == "rais" and seat not in rules.rais:
        return Refusal(Why.RAIS_ONLY)
    if j >= len(rules.partners_of(seat)):
        return Refusal(Why.NO_PARTNER, n=j)
    if kind == "peek":
        return Refusal(Why.PEEK_STOCK if state.stock else Why.PEEK_ONCE)
    said = _said(state, seat)
    if mode == "rais" and kind in said:
        return Refusal(Why.RAIS_ONCE)
    if mode != "rais" and said:
        return Refusal(Why.ONE_PER_TRICK,
                       kind="question or order" if mode == "conversation" else kind)
    if kind == "signal":
        return Refusal(Why.SIGN_FALSE, action=action)
    if kind == "busso":
        return Refusal(Why.BUSSO_FALSE if state.trick_cards else Why.BUSSO_NO_LEAD)
    return Refusal(Why.LEADER_ONLY)


# ---- doing it ------------------------------------------------------------------------------
def apply(state: Hand, action: int) -> list[Event]:
    rules, seat, said = state.rules, state.turn, state.talk
    kind, k, j = _kind(action)
    partners = rules.partners_of(seat)
    if kind == "peek":
        state.talk = TableTalk(said.entries, (*said.peeks, (seat, partners[j])))
        return [HandsRevealed((partners[j],), (seat,))]
    to = partners[j] if kind in ("question", "order") else None
    reply = answer(state, partners[j], k) if kind == "question" else None
    entry = TalkEntry(len(state.tricks), seat, action, to, reply)
    state.talk = TableTalk((*said.entries, entry), said.peeks)
    audience = None if rules.signals_public else rules.teams[rules.team_of(seat)]
    return [Talked(seat, action, to, reply, audience)]


def heard(state: Hand, seat: int) -> tuple[TalkEntry, ...]:
    """The talk `seat` may know of: its team's, and everyone's when talk is public."""
    entries = state.talk.entries
    if not entries or state.rules.signals_public:
        return entries
    team = state.rules.teams[state.rules.team_of(seat)]
    return tuple(e for e in entries if e.seat in team)


def cards_told(state: Hand, talk: tuple[TalkEntry, ...]) -> dict[int, set[int]]:
    """seat -> cards `talk` says it holds: signs of a trump honour, answers listing trumps."""
    trump = state.trump_suit
    told: dict[int, set[int]] = {}
    for e in talk:
        if isinstance(e.answer, tuple) and e.to is not None:
            told.setdefault(e.to, set()).update(e.answer)
        elif trump is not None and A.SIGNAL_BASE <= e.action < A.SIGNAL_BASE + N_SIGNALS:
            rank = _SIGNAL_RANKS.get(Signal(e.action - A.SIGNAL_BASE))
            if rank is not None:
                told.setdefault(e.seat, set()).add(card(trump, rank))
    return told


class TalkPlugin(Plugin):
    """Table talk as a plug-in: every action between 90 and 199 is its own."""

    def play_extras(self, hand: Hand) -> list[int]:
        return legal(hand)

    def owns(self, action: int) -> bool:
        return A.SIGNAL_BASE <= action < A.BID_RANK_BASE + 1

    def apply(self, hand: Hand, action: int) -> list[Event]:
        return apply(hand, action)

    def refusal(self, hand: Hand, action: int) -> Refusal:
        return refusal(hand, action)

    def heard(self, hand: Hand, seat: int) -> tuple[TalkEntry, ...]:
        return heard(hand, seat)

    def cards_told(self, hand: Hand, talk: tuple[TalkEntry, ...]) -> dict[int, set[int]]:
        return cards_told(hand, talk)

    def looked_at(self, hand: Hand, seat: int) -> frozenset[int]:
        return frozenset(p for r, p in hand.talk.peeks if r == seat)

    def public_facts(self, hand: Hand, seat: int) -> list[tuple[str, Any]]:
        peeks = hand.talk.peeks
        return [("peeks", peeks)] if peeks else []


TALK = TalkPlugin()
