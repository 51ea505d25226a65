"""Briscola a licitazione (RULES.md §3.2, seed `001_…`): the points auction, the trump named
by its winner, *Quaranta* and *Venti*, and the score rounded down to a multiple of 5.

Bids are `bid_points(p)` (300 + p): the opening bid at least `min_bid`, then at least the next
multiple of 5 up to 100 (bids up to 100 are multiples of 5), then at least one more, up to the
hand's theoretical maximum 230. The trump is named with `call_suit(s)`; a declaration is
`declare(s)` (80 + suit). Risposta, strozzo and taglio are `follow='follow-beat-trump'` in
`game.legal`.
"""

from __future__ import annotations

from game import actions as A
from game.cards import ITALIAN_SUIT_NAMES, KING, QUEEN, SUITS, card
from game.events import ActionTaken, Event
from game.state import HandResult, HandState, Phase
from game.variants import auction
from game.variants.auction import AuctionView

MAX_BID = 230  # 130 card points + the Quaranta + three Venti (seed 001)
QUARANTA, VENTI = 40, 20


def next_bid(high: int) -> int:
    """The lowest bid above `high`: the next multiple of 5 up to 100, then +1."""
    return (high // 5 + 1) * 5 if high < 100 else high + 1


def bid_values(low: int) -> list[int]:
    return [v for v in range(low, 101) if v % 5 == 0] + list(range(max(low, 101), MAX_BID + 1))


def _high(state: HandState) -> int | None:
    high = state.extra["high"]
    return None if high is None else high - A.BID_POINTS_BASE


def legal(state: HandState) -> list[int]:
    if state.phase is Phase.AUCTION:
        high = _high(state)
        low = state.rules.min_bid if high is None else next_bid(high)
        return [A.PASS, *(A.bid_points(v) for v in bid_values(low))]
    return [A.call_suit(s) for s in SUITS]


def refusal(state: HandState, action: int) -> str:
    if state.phase is Phase.CALL:
        return (f"§3.2 the auction winner names trump ({A.describe(A.call_suit(0))} .. "
                f"{A.describe(A.call_suit(3))}), not {A.describe(action)}")
    if A.CALL_BASE <= action < A.CALL_BASE + 4:
        return "§3.2 trump is named only when the auction is over"
    if A.BID_POINTS_BASE <= action <= A.BID_POINTS_BASE + MAX_BID:
        high = _high(state)
        if high is None:
            return (f"§3.2 auction: the opening bid is at least {state.rules.min_bid} "
                    f"(a multiple of 5 up to 100)")
        return (f"§3.2 auction: a bid must be at least {next_bid(high)} (the next multiple "
                f"of 5 up to 100, then +1), at most {MAX_BID}")
    return f"§3.2 auction: pass or bid points, not {A.describe(action)}"


def apply(state: HandState, action: int) -> list[Event]:
    if state.phase is Phase.AUCTION:
        events = auction.record(state, action)
        return events + auction.advance(state, action == A.bid_points(MAX_BID))
    suit = action - A.CALL_BASE
    extra = state.extra
    bidder = extra["bidder"]
    extra["declared"] = ()
    # Seed 001: the auction winner leads the first hand of a match; later, the dealer's right.
    bidder_leads = state.rules.first_lead == "bidder" and extra.get("first_of_match", True)
    state.begin_play(bidder if bidder_leads else (state.dealer + 1) % state.rules.players, suit)
    return [ActionTaken(bidder, action)]


# ---- §3.2 Quaranta and Venti --------------------------------------------------------------
def _window_open(state: HandState) -> bool:
    """Once after each trick the bidder's side wins: at the bidder's next turn to play."""
    extra, rules = state.extra, state.rules
    bidder = extra["bidder"]
    n = len(state.tricks)
    return (state.turn == bidder and n > 0
            and rules.team_of(state.tricks[-1].winner) == rules.team_of(bidder)
            and not any(d[3] == n for d in extra["declared"]))


def declarations(state: HandState) -> list[int]:
    if not _window_open(state):
        return []
    hand = state.hands[state.turn]
    done = {d[1] for d in state.extra["declared"]}
    return [A.declare(s) for s in SUITS
            if s not in done and card(s, KING) in hand and card(s, QUEEN) in hand]


def declare_refusal(state: HandState, action: int) -> str:
    suit = action - A.DECLARE_BASE
    bidder = state.extra.get("bidder")
    name = ITALIAN_SUIT_NAMES[suit]
    if state.turn != bidder:
        return f"§3.2 Quaranta/Venti: only the auction winner (seat {bidder}) may declare"
    if any(d[1] == suit for d in state.extra["declared"]):
        return f"§3.2 Quaranta/Venti: {name} has already been declared this hand"
    if not _window_open(state):
        return ("§3.2 Quaranta/Venti: one declaration after each trick his side wins, "
                "before his next card")
    return f"§3.2 Quaranta/Venti: declaring {name} needs both its Re and Cavallo in hand"


def declare(state: HandState, action: int) -> list[Event]:
    suit = action - A.DECLARE_BASE
    seat = state.turn
    pts = QUARANTA if suit == state.trump_suit else VENTI
    extra = state.extra
    extra["declared"] = (*extra["declared"], (seat, suit, pts, len(state.tricks)))
    return [ActionTaken(seat, action)]


def declared_points(state: HandState) -> int:
    return sum(d[2] for d in state.extra.get("declared", ()))


# ---- views and scoring --------------------------------------------------------------------
def view(state: HandState, seat: int) -> AuctionView:
    extra = state.extra
    high = _high(state)
    return AuctionView(
        bids=extra["bids"], passed=tuple(sorted(extra["passed"])), high_bid=extra["high"],
        high_bidder=extra["high_seat"], bidder=extra["bidder"], called_rank=None,
        called_card=None, target=high, partner=None, partner_revealed=False,
        declarations=auction.declarations(state), redeal=bool(extra.get("redeal")))


def result(state: HandState, team_points: tuple[int, ...], last_team: int) -> HandResult:
    """§3.2: the side that made its bid scores it, else the defenders do; rounded down to a
    multiple of 5. `team_points` here include the bidder's declarations."""
    extra, rules = state.extra, state.rules
    if extra.get("redeal"):
        return auction.redeal_result(state)
    bid = _high(state)
    assert bid is not None
    team = rules.team_of(extra["bidder"])
    points = list(team_points)
    points[team] += declared_points(state)
    made = points[team] >= bid
    scorer = team if made else 1 - team
    game = [0, 0]
    game[scorer] = bid // 5 * 5
    return HandResult(tuple(points), scorer, False, last_team, tuple(game), made)
