"""Why a card: one or two plain sentences for the hint and the hand review.

A reason is data — a code (`why.<code>` in the catalogue of words) and the cards, suit and
numbers its sentence names — so the words live in `assets/i18n` in both languages and the
tests can check each claim against the position. `explain` derives them from the seat's own
`Observation` (never a hidden card) and from what the search found (the ranked chances): a
reason is offered only when what it says is true of that view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game import actions as A
from game.ai.world import current_order, hidden_pool
from game.cards import ACE, card, rank_of, suit_of, winning_index
from game.observation import Observation

CARICO = 10  # Ace and Three (RULES.md §1): the cards worth loading or saving
SAME = 0.005  # every card within this of the others: the choice changes nothing
CLOSE = 0.02  # two cards whose chances differ by less than this are a close call
Translate = Callable[..., str]


@dataclass(frozen=True)
class Reason:
    """`code` names the sentence; the other fields are what it names."""

    code: str
    card: int | None = None
    other: int | None = None
    suit: int | None = None
    points: int = 0
    n: int = 0
    m: int = 0
    best: float = 0.0
    second: float = 0.0


# ---- facts of the seat's view ------------------------------------------------------------------
def _trump(obs: Observation) -> int:
    return -1 if obs.trump_suit is None else obs.trump_suit


def _wins(obs: Observation, cards: list[int]) -> int:
    return winning_index(cards, obs.rules.strength, _trump(obs))


def later_seats(obs: Observation) -> list[int]:
    """Seats still to play to this trick after the seat (public: the order and hand sizes)."""
    order = current_order(obs)
    return [s for s in order[len(obs.trick) + 1:] if obs.hand_sizes[s] > 0 and s != obs.seat]


def could_follow(obs: Observation) -> set[int]:
    """Every card a later player might hold, as far as the seat can tell: the cards it has not
    seen and the cards it knows are in those players' hands."""
    later = later_seats(obs)
    if not later:
        return set()
    out = set(hidden_pool(obs))
    for s in later:
        out.update(obs.known[s])
    return out


def takes(obs: Observation, play: int) -> bool:
    """`play` would hold the trick against the cards already in it."""
    cards = [c for _, c in obs.trick] + [play]
    return _wins(obs, cards) == len(cards) - 1


def safe(obs: Observation, play: int) -> bool:
    """`play` takes the trick whatever the later players hold (no card the seat has not seen
    or knows them to hold beats it)."""
    if not takes(obs, play):
        return False
    if not later_seats(obs):
        return True
    cards = [c for _, c in obs.trick] + [play]
    return all(_wins(obs, [*cards, c]) != len(cards) for c in could_follow(obs))


def trick_points(obs: Observation, play: int) -> int:
    pts = obs.rules.points
    return sum(pts[c] for _, c in obs.trick) + pts[play]


def _partners(obs: Observation) -> tuple[int, ...]:
    """Fixed partners only: Chiamata's secret partner is never assumed."""
    return () if obs.rules.bidding and len(obs.rules.teams) != 2 else \
        obs.rules.partners_of(obs.seat)


def partner_winning(obs: Observation) -> bool:
    if not obs.trick:
        return False
    winner = obs.trick[_wins(obs, [c for _, c in obs.trick])][0]
    return winner in _partners(obs)


def side_points(obs: Observation) -> int:
    return sum(obs.points[s] for s in (obs.seat, *_partners(obs)))


def target(obs: Observation) -> int | None:
    """Points that win the hand, for plain trick-taking between two sides."""
    rules = obs.rules
    if rules.bidding or len(rules.teams) != 2:
        return None
    return rules.total_points // 2 + 1


def trumps_gone(obs: Observation) -> int:
    t = obs.trump_suit
    return 0 if t is None else sum(1 for c in obs.played_cards() if suit_of(c) == t)


def ace_out(obs: Observation, play: int) -> bool:
    """`play` is a Three and the Ace of its suit has been played."""
    if rank_of(play) != 3 or obs.rules.deck == "briskula":
        return False
    return card(suit_of(play), ACE) in obs.played_cards()


# ---- choosing the reasons ----------------------------------------------------------------------
def _primary(obs: Observation, play: int) -> Reason | None:
    rules = obs.rules
    pts = rules.points
    trump = _trump(obs)
    legal = [a for a in obs.legal if A.is_play(a)]
    value = trick_points(obs, play)
    goal = target(obs)
    mine = side_points(obs)
    if safe(obs, play) and goal is not None and mine < goal <= mine + value:
        return Reason("reach_target", card=play, points=mine + value)
    opponents = [(s, c) for s, c in obs.trick if s != obs.seat and s not in _partners(obs)]
    loads = [c for _, c in opponents if pts[c] >= CARICO]
    if safe(obs, play) and loads:
        if suit_of(loads[0]) == suit_of(play):
            return Reason("strozzo", card=play, other=loads[0], points=value)
        if suit_of(play) == trump:
            return Reason("trump_carico", card=play, other=loads[0], points=value)
    taken = value - pts[play]
    if safe(obs, play) and value >= CARICO and (taken > 0 or not obs.trick):
        return Reason("take_safe", card=play, points=value)
    if partner_winning(obs) and pts[play] > 0 and safe_for_partner(obs, play):
        return Reason("load_partner", card=play, points=pts[play])
    if obs.trick and not partner_winning(obs) and not any(takes(obs, c) for c in legal) \
            and pts[play] == min(pts[c] for c in legal):
        return Reason("cannot_win", card=play, points=pts[play])
    if pts[play] == 0 and suit_of(play) != trump and any(suit_of(c) == trump for c in obs.hand):
        return Reason("liscio", card=play)
    return None


def safe_for_partner(obs: Observation, play: int) -> bool:
    """The partner's card, with `play` added, holds against every card a later player might
    hold."""
    cards = [c for _, c in obs.trick] + [play]
    holder = _wins(obs, cards)
    return all(_wins(obs, [*cards, c]) == holder for c in could_follow(obs))


def _secondary(obs: Observation, play: int) -> Reason | None:
    if ace_out(obs, play):
        return Reason("ace_out", card=play, suit=suit_of(play))
    if obs.trump_suit is not None and suit_of(play) == obs.trump_suit and trumps_gone(obs):
        trumps = sum(1 for c in obs.rules.cards if suit_of(c) == obs.trump_suit)
        return Reason("trumps_gone", n=trumps_gone(obs), m=trumps)
    return None


def _search(ranked: Sequence[tuple[int, float]], play: int) -> Reason | None:
    plays = [(a, v) for a, v in ranked if A.is_play(a)]
    if len(plays) < 2:
        return Reason("only_card", card=play) if plays else None
    chance = dict(plays)
    if play not in chance:
        return None
    if max(chance.values()) - min(chance.values()) < SAME:
        return Reason("all_same", card=play, best=chance[play])
    other, second = next((a, v) for a, v in plays if a != play)
    if abs(chance[play] - second) < CLOSE:
        return Reason("close_call", card=play, other=other, best=chance[play], second=second)
    return Reason("search", card=play, other=other, best=chance[play], second=second)


def explain(obs: Observation, play: int, ranked: Sequence[tuple[int, float]]) -> tuple[Reason, ...]:
    """At most two reasons for playing `play`: what the position says (taking safe points,
    a strozzo, loading the partner's trick, a liscio that keeps the trumps, an Ace already
    out, trumps counted), else what the search found. Only from the seat's view."""
    if not A.is_play(play) or play not in obs.hand:
        return ()
    out: list[Reason] = []
    if obs.rules.plays_per_turn == 1 and not obs.rules.equalize_hands:
        for r in (_primary(obs, play), _secondary(obs, play)):
            if r is not None:
                out.append(r)
    if len(out) < 2:
        r = _search(ranked, play)
        if r is not None and not (out and r.code == "only_card"):
            out.append(r)
    return tuple(out[:2])


# ---- words -------------------------------------------------------------------------------------
def suit_word(t: Translate, suit: int, french: bool) -> str:
    return str(t(f"suit.{'fr' if french else 'it'}.{suit}"))


def card_word(t: Translate, c: int, french: bool) -> str:
    rank = rank_of(c)
    fam = "fr" if french else "it"
    r = t(f"rank.{fam}.{rank}") if rank in (1, 11, 12, 13) else str(rank)
    return str(t("card.name", rank=r, suit=suit_word(t, suit_of(c), french)))


def the_card(t: Translate, c: int, french: bool) -> str:
    """The card with its article: "l'Asso di Coppe", "il 3 di Spade", "the 7 of Coins"."""
    article = t(f"card.article.{'fr' if french else 'it'}.{rank_of(c)}")
    return f"{article}{card_word(t, c, french)}"


def sentence(reason: Reason, t: Translate, french: bool) -> str:
    """The reason in words; `t(key, **fields)` is the catalogue of the player's language."""
    fields: dict[str, Any] = {
        "points": reason.points, "n": reason.n, "m": reason.m,
        "best": round(100 * reason.best), "second": round(100 * reason.second),
    }
    if reason.card is not None:
        fields["card"] = card_word(t, reason.card, french)
        fields["the_card"] = the_card(t, reason.card, french)
    if reason.other is not None:
        fields["other"] = card_word(t, reason.other, french)
        fields["the_other"] = the_card(t, reason.other, french)
    if reason.suit is not None:
        fields["suit"] = suit_word(t, reason.suit, french)
    return str(t(f"why.{reason.code}", **fields))


def sentences(reasons: Sequence[Reason], t: Translate, french: bool) -> str:
    return " ".join(sentence(r, t, french) for r in reasons)


CODES = ("all_same", "reach_target", "take_safe", "strozzo", "trump_carico", "load_partner",
         "cannot_win", "liscio", "ace_out", "trumps_gone", "only_card", "close_call", "search")
"""Every reason code (each has `why.<code>` in both catalogues; a test checks)."""
