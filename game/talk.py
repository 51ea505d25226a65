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

from enum import IntEnum
from typing import NamedTuple

from game import actions as A
from game.cards import ACE, JACK, KING, QUEEN, SUIT_OF, card, rank_of
from game.events import Event, HandsRevealed, Talked
from game.state import HandState

BUSSO = A.TALK_BASE
QUESTION_BASE = 120
ORDER_BASE = 140
PEEK_BASE = 160

Answer = tuple[int, ...] | bool | None


class Signal(IntEnum):
    """§4 conventional signs, about the trump suit except CARICHI (non-trump Aces, Threes)."""

    ASSO = 0
    TRE = 1
    RE = 2
    CAVALLO = 3
    FANTE = 4
    LOW_TRUMPS = 5
    NO_TRUMPS = 6
    CARICHI = 7


class Question(IntEnum):
    """§4 Rome conversation: never the trump Ace or Three by name."""

    LISCI = 0  # any non-trump card worth nothing?
    BRISCOLINE = 1  # which trumps 2..6? (answered with the cards)
    VESTITE = 2  # which trump Re, Cavallo, Fante? (answered with the cards)
    TAKE_WITHOUT_TRUMP = 3  # a non-trump card no unseen card of its suit beats?
    CARICHI = 4  # a non-trump Ace or Three?


class Order(IntEnum):
    PLAY_LISCIO = 0
    TRUMP_HIGH = 1
    TRUMP_LOW = 2
    TAKE_WITHOUT_TRUMP = 3
    PLAY_CARICO = 4


class TalkEntry(NamedTuple):
    """One thing said, as recorded in the state and shown in `Observation.talk`."""

    trick: int  # index of the trick during which it was said (0 = the first)
    seat: int
    action: int
    to: int | None  # the partner asked or ordered
    answer: Answer


N_SIGNALS, N_QUESTIONS, N_ORDERS = len(Signal), len(Question), len(Order)
_SIGNAL_RANKS = {Signal.ASSO: ACE, Signal.TRE: 3, Signal.RE: KING, Signal.CAVALLO: QUEEN,
                 Signal.FANTE: JACK}


def question(q: Question, partner_index: int = 0) -> int:
    return QUESTION_BASE + 10 * partner_index + q


def order(o: Order, partner_index: int = 0) -> int:
    return ORDER_BASE + 10 * partner_index + o


def signal(s: Signal) -> int:
    return A.SIGNAL_BASE + s


def _kind(action: int) -> tuple[str, int, int]:
    """(kind, index, partner index) of a talk action; kind '' when it is not one."""
    if A.SIGNAL_BASE <= action < A.SIGNAL_BASE + N_SIGNALS:
        return "signal", action - A.SIGNAL_BASE, 0
    if action == BUSSO:
        return "busso", 0, 0
    for kind, base, count in (("question", QUESTION_BASE, N_QUESTIONS),
                              ("order", ORDER_BASE, N_ORDERS)):
        j, k = divmod(action - base, 10)
        if j in (0, 1) and 0 <= k < count and action >= base:
            return kind, k, j
    if PEEK_BASE <= action < PEEK_BASE + 2:
        return "peek", 0, action - PEEK_BASE
    return "", 0, 0


# ---- truth ---------------------------------------------------------------------------------
def signal_true(state: HandState, seat: int, s: int) -> bool:
    hand, trump, points = state.hands[seat], state.trump_suit, state.rules.points
    assert trump is not None
    if s in _SIGNAL_RANKS:
        return card(trump, _SIGNAL_RANKS[Signal(s)]) in hand
    if s == Signal.LOW_TRUMPS:
        return any(SUIT_OF[c] == trump and points[c] == 0 for c in hand)
    if s == Signal.NO_TRUMPS:
        return all(SUIT_OF[c] != trump for c in hand)
    return any(SUIT_OF[c] != trump and points[c] >= 10 for c in hand)


def busso_true(state: HandState, seat: int) -> bool:
    """§3.2: "I hold the Three" or "I am void in this suit", of the suit led."""
    led = SUIT_OF[state.trick_cards[0]]
    hand = state.hands[seat]
    return card(led, 3) in hand or all(SUIT_OF[c] != led for c in hand)


def answer(state: HandState, partner: int, q: int) -> Answer:
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
def _said(state: HandState, seat: int) -> list[str]:
    n = len(state.tricks)
    return [_kind(e.action)[0] for e in state.extra.get("talk", ())
            if e.trick == n and e.seat == seat]


def _peeked(state: HandState, seat: int) -> bool:
    return any(r == seat for r, _ in state.extra.get("peeks", ()))


def _to_partners(base: int, count: int, partners: int) -> list[int]:
    return [base + 10 * j + k for j in range(partners) for k in range(count)]


def legal(state: HandState) -> list[int]:
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


def refusal(state: HandState, action: int) -> str:
    """Why a talk action is refused, naming the rule."""
    rules, seat = state.rules, state.turn
    kind, _, j = _kind(action)
    mode = "rais" if rules.rais else rules.communication
    expected = {"signal": "signals", "busso": "busso", "question": "conversation",
                "order": "conversation", "peek": "rais"}.get(kind)
    if kind == "":
        return f"{A.describe(action)} is not a kind of talk"
    if expected != mode and not (mode == "rais" and kind in ("question", "order")):
        return f"{kind} is not part of this table's talk (communication={rules.communication!r})"
    if not state.tricks:
        return "§4: no talk or sign in the first trick"
    if mode == "rais" and seat not in rules.rais:
        return "§3.3: only the rais asks and orders; his partners may only answer"
    if j >= len(rules.partners_of(seat)):
        return f"there is no partner number {j} to talk to"
    if kind == "peek":
        if state.stock:
            return "§3.3: the rais may look at a partner's hand only once the stock is exhausted"
        return "§3.3: the rais looks at the hand of one partner only"
    said = _said(state, seat)
    if mode == "rais" and kind in said:
        return "§3.3: the rais asks one question and gives one order per trick"
    if mode != "rais" and said:
        return f"§4: one {'question or order' if mode == 'conversation' else kind} per trick"
    if kind == "signal":
        return f"§4 signals: a sign must be true; sign {Signal(action - A.SIGNAL_BASE).name} is not"
    if kind == "busso":
        if not state.trick_cards:
            return "§3.2 busso: a knock answers the suit led; no card has been led yet"
        return "§3.2 busso: knock only holding the Three of the suit led, or void in it"
    return "§4 conversation: only the player to lead asks or orders, from the second trick on"


# ---- doing it ------------------------------------------------------------------------------
def apply(state: HandState, action: int) -> list[Event]:
    rules, seat, extra = state.rules, state.turn, state.extra
    kind, k, j = _kind(action)
    partners = rules.partners_of(seat)
    if kind == "peek":
        extra["peeks"] = (*extra.get("peeks", ()), (seat, partners[j]))
        return [HandsRevealed((partners[j],), (seat,))]
    to = partners[j] if kind in ("question", "order") else None
    reply = answer(state, partners[j], k) if kind == "question" else None
    extra["talk"] = (*extra.get("talk", ()), TalkEntry(len(state.tricks), seat, action, to, reply))
    audience = None if rules.signals_public else rules.teams[rules.team_of(seat)]
    return [Talked(seat, action, to, reply, audience)]


def heard(state: HandState, seat: int) -> tuple[TalkEntry, ...]:
    """The talk `seat` may know of: its team's, and everyone's when talk is public."""
    entries: tuple[TalkEntry, ...] = state.extra.get("talk", ())
    if not entries or state.rules.signals_public:
        return entries
    team = state.rules.teams[state.rules.team_of(seat)]
    return tuple(e for e in entries if e.seat in team)


def cards_told(state: HandState, talk: tuple[TalkEntry, ...]) -> dict[int, set[int]]:
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


def describe(action: int) -> str:
    """A label for logs: 'ask lisci (partner 0)', 'sign ASSO', 'busso'."""
    kind, k, j = _kind(action)
    if kind == "signal":
        return f"sign {Signal(k).name.lower()}"
    if kind == "question":
        return f"ask {Question(k).name.lower()} (partner {j})"
    if kind == "order":
        return f"order {Order(k).name.lower()} (partner {j})"
    if kind == "peek":
        return f"look at partner {j}'s hand"
    return kind or f"talk action {action}"
