"""Auctions and calls of the bidding variants, decided by simulating deals.

Chiamata (§3.1): for a candidate call the other cards are dealt at random a few times, the
hand is played out by the rules player with the sides that call would make, and the share of
deals the caller's side makes its target is its chance. A seat bids the next rank (or points)
only while that chance is worth the risk, and calls the suit that gives the best expected
game points. Licitazione (§3.2): the same simulation estimates what the seat's pair takes
with each trump (plus the Quaranta/Venti it holds); it bids while a cautious estimate covers
the bid and names the best trump. The same deals serve every candidate (common random
numbers), so the comparison is between calls, not between deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game import actions as A
from game.ai.net import ValueNet, call_inputs
from game.ai.search import rollout
from game.ai.sides import side_points, world_sides
from game.ai.tables import tables
from game.cards import KING, QUEEN, card, rank_of
from game.observation import Observation
from game.state import HandState, Phase
from game.values import Auction

DEALS = 6
CALLER_RISK = 0.55  # chance needed to bid in Chiamata (a lost call costs as much as a win)
# Measured: a seat that passes averages about -0.2 game points a hand (defending loses more
# often than not), so calls pay from well under an even chance; against Normale seats the
# Esperto's game points rose with boldness: 0.55 -> +0.20, 0.45 -> +0.24, 0.40 -> +0.26,
# 0.33 -> +0.34 a hand (1,000 games each, seed 1). Normale stays cautious.
BOLD_RISK = 0.33
CAUTION = 0.35  # Licitazione: bid up to this quantile of the simulated points


def _deal(obs: Observation, rng: random.Random) -> list[list[int]]:
    """Random hands for the other seats (everything is dealt in the bidding variants)."""
    mine = set(obs.hand)
    rest = [c for c in obs.rules.cards if c not in mine]
    rng.shuffle(rest)
    hands: list[list[int]] = []
    i = 0
    for s, size in enumerate(obs.hand_sizes):
        if s == obs.seat:
            hands.append(list(obs.hand))
        else:
            hands.append(rest[i:i + size])
            i += size
    return hands


def first_leader(obs: Observation, bidder: int) -> int:
    """Who leads the first trick once `bidder` has won the auction (§3: the dealer's right,
    or the bidder by setting; never a dealer who sits out)."""
    n = obs.players
    leader = bidder if obs.rules.first_lead == "bidder" else (obs.dealer + 1) % n
    if obs.rules.dealer_sits_out and leader == obs.dealer:
        leader = (leader + 1) % n
    return leader


def _simulate(obs: Observation, hands: list[list[int]], bidder: int, trump: int,
              called: int | None, high: int | None, seed: int) -> HandState:
    """Play one simulated deal out with the rules player; returns the finished state."""
    st = HandState.new(obs.rules, seed=seed, dealer=obs.dealer)
    st.hands = [list(h) for h in hands]
    partner = None if called is None else next(s for s, h in enumerate(hands) if called in h)
    st.auction = Auction(bidder=bidder, high=high, high_seat=bidder, called=called,
                         partner=partner)
    st.begin_play(first_leader(obs, bidder), trump)
    rollout(st, tables(obs.rules), 0)
    return st


def _rank_order(obs: Observation) -> list[int]:
    rules = obs.rules
    ranks = sorted({rank_of(c) for c in rules.cards}, key=lambda r: -rules.strength[card(0, r)])
    return ranks


def chiamata_odds(obs: Observation, rank: int, target: int, rng: random.Random,
                  deals: int = DEALS) -> dict[int, float]:
    """Expected game points for this seat as caller, for each suit it could call."""
    seeds = [rng.getrandbits(32) for _ in range(deals)]
    hands_list = [_deal(obs, random.Random(s)) for s in seeds]
    out: dict[int, float] = {}
    high = A.bid_points(target) if target > 61 else A.bid_rank(rank)
    for suit in range(4):
        called = card(suit, rank)
        if called not in obs.rules.cards:
            continue
        alone = called in obs.hand
        stake = 4 if alone else 2
        ev = 0.0
        for hands, s in zip(hands_list, seeds, strict=True):
            st = _simulate(obs, hands, obs.seat, suit, called, high, s)
            sides = world_sides(st)
            made = side_points(st, sides, sides[obs.seat]) >= target
            ev += stake if made else -stake
        out[suit] = ev / deals
    return out


# A judge of calls: (obs, rank, target, rng, deals) -> expected game points per suit.
CallOdds = Callable[[Observation, int, int, random.Random, int], dict[int, float]]


def net_odds(net: ValueNet) -> CallOdds:
    """Campione's judge of calls: the Chiamata network's chance for this seat as caller
    with each suit, from its own hand at the first lead, no simulated deals. The rollouts of
    `chiamata_odds` let every seat see every card (the secret partner included) and six to
    sixteen deals leave the chance uncertain by ±0.12 or more."""

    def odds(obs: Observation, rank: int, target: int, rng: random.Random,
             deals: int) -> dict[int, float]:
        rules, n, me = obs.rules, obs.players, obs.seat
        leader = first_leader(obs, me)
        out: dict[int, float] = {}
        for suit in range(4):
            called = card(suit, rank)
            if called not in rules.cards:
                continue
            alone = called in obs.hand
            chance = net.value(*call_inputs(suit, obs.hand, (), called, False, me, me,
                                            me if alone else None, leader, [0] * n, target))
            out[suit] = (4 if alone else 2) * (2 * chance - 1)
        return out

    return odds


def chiamata_action(obs: Observation, rng: random.Random, deals: int = DEALS,
                    risk: float = CALLER_RISK, odds_of: CallOdds | None = None) -> int:
    """Bid, pass or call; `odds_of` judges the calls (default: simulated deals)."""
    odds_of = odds_of or chiamata_odds
    legal = obs.legal
    view = obs.auction
    if obs.phase is Phase.CALL and view is not None and view.called_rank is not None:
        target = view.target or 61
        odds = odds_of(obs, view.called_rank, target, rng, deals)
        best = max(odds, key=lambda s: odds[s])
        return A.call_suit(best)
    bids = [a for a in legal if a != A.PASS]
    if not bids:
        return A.PASS if A.PASS in legal else legal[0]
    need = 2 * (2 * risk - 1)  # expected game points of a call made with chance `risk`
    if min(bids) >= A.BID_POINTS_BASE:
        nxt = min(bids)
        odds = odds_of(obs, 2, nxt - A.BID_POINTS_BASE, rng, deals)
        if odds and max(odds.values()) >= need:
            return nxt
        return A.PASS if A.PASS in legal else legal[0]
    # Ranks strongest first: bid the strongest rank this hand would gladly call (the least
    # commitment that is still worth it), keeping the same deals for every rank.
    order = _rank_order(obs)
    offered = sorted((a - A.BID_RANK_BASE for a in bids if a < A.BID_POINTS_BASE),
                     key=order.index)
    sub = random.Random(rng.getrandbits(64))
    state = sub.getstate()
    for rank in offered:
        sub.setstate(state)
        odds = odds_of(obs, rank, 61, sub, deals)
        if odds and max(odds.values()) >= need:
            return A.bid_rank(rank)
    return A.PASS if A.PASS in legal else legal[0]


def licitazione_points(obs: Observation, rng: random.Random,
                       deals: int = DEALS) -> dict[int, list[int]]:
    """Simulated points of this seat's pair (declarations it holds included), per trump."""
    seeds = [rng.getrandbits(32) for _ in range(deals)]
    hands_list = [_deal(obs, random.Random(s)) for s in seeds]
    out: dict[int, list[int]] = {}
    team = obs.rules.team_of(obs.seat)
    for suit in range(4):
        declared = 0
        for s2 in range(4):
            if card(s2, KING) in obs.hand and card(s2, QUEEN) in obs.hand:
                declared += 40 if s2 == suit else 20
        pts: list[int] = []
        for hands, s in zip(hands_list, seeds, strict=True):
            st = _simulate(obs, hands, obs.seat, suit, None,
                           A.bid_points(obs.rules.min_bid), s)
            mine = sum(p for seat, p in enumerate(st.points) if obs.rules.team_of(seat) == team)
            pts.append(mine + declared)
        out[suit] = sorted(pts)
    return out


def licitazione_action(obs: Observation, rng: random.Random, deals: int = DEALS) -> int:
    legal = obs.legal
    sims = licitazione_points(obs, rng, deals)
    if obs.phase is Phase.CALL:
        best = max(sims, key=lambda s: sum(sims[s]))
        return A.call_suit(best)
    bids = sorted(a for a in legal if a != A.PASS)
    if not bids:
        return A.PASS if A.PASS in legal else legal[0]
    view = obs.auction
    # Do not outbid the partner: its bid already stands for the pair.
    if view is not None and view.high_bidder is not None and \
            obs.rules.team_of(view.high_bidder) == obs.rules.team_of(obs.seat):
        return A.PASS if A.PASS in legal else bids[0]
    cautious = max(s[int(CAUTION * (len(s) - 1))] for s in sims.values())
    if bids[0] - A.BID_POINTS_BASE <= cautious:
        return bids[0]
    return A.PASS if A.PASS in legal else bids[0]


def bidding_action(obs: Observation, rng: random.Random, deals: int = DEALS,
                   risk: float = CALLER_RISK, odds_of: CallOdds | None = None) -> int | None:
    """The auction or call decision, or None outside those phases. `risk` is the chance of
    making a Chiamata call below which the seat passes."""
    if obs.phase not in (Phase.AUCTION, Phase.CALL) or not obs.legal:
        return None
    calling = obs.rules.hooks.calling
    if calling == "card":
        return chiamata_action(obs, rng, deals, risk, odds_of)
    if calling == "trump":
        return licitazione_action(obs, rng, deals)
    return None
