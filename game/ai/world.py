"""Determinization: full `HandState`s that agree with everything one seat has seen.

The search levels never look at the real state. They sample the cards the seat cannot see
(deck minus its hand, the cards played and the cards it knows are elsewhere) into the other
hands and the stock, respecting the voids that a failure to follow suit has proved, and play
on those worlds. Nothing here reads anything but the `Observation`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.cards import SUIT_OF
from game.observation import Observation
from game.rules import Rules
from game.state import HandState, Phase
from game.values import Auction, Declaration, TableTalk

# Worlds for one decision drawn some other way than `sample_world` (Campione's hand reader,
# `game.ai.reader`): the decision's observation is fixed, each call gets a fresh generator.
Sampler = Callable[[random.Random], HandState]


def trick_order(rules: Rules, leader: int, sizes: Sequence[int]) -> tuple[int, ...]:
    """Seats of a trick in playing order; `sizes` are the hand sizes when it was led."""
    n = rules.players
    seats = [(leader + i) % n for i in range(n)]
    # As `HandState._start_trick`: Briškula's short hands and six-player Chiamata's dealer,
    # who sits out with no cards (§3.1), do not play.
    if rules.equalize_hands or rules.dealer_sits_out:
        most = max(sizes)
        return tuple(s for s in seats if sizes[s] == most)
    return tuple(seats) * rules.plays_per_turn


def current_order(obs: Observation) -> tuple[int, ...]:
    sizes = list(obs.hand_sizes)
    for s, _ in obs.trick:
        sizes[s] += 1
    return trick_order(obs.rules, obs.leader, sizes)


def hidden_pool(obs: Observation) -> list[int]:
    """The cards this seat has not seen: exactly what a world may deal to hidden places."""
    seen = set(obs.hand)
    seen.update(obs.played_cards())
    for k in obs.known:
        seen.update(k)
    if obs.trump_in_stock and obs.trump_card is not None:
        seen.add(obs.trump_card)
    if obs.stock_top is not None:
        seen.add(obs.stock_top)
    return [c for c in obs.rules.cards if c not in seen]


def proven_voids(obs: Observation) -> list[set[int]]:
    """Suits each seat cannot hold: it failed to follow under a must-follow rule and has
    drawn nothing since (draws could have brought the suit back)."""
    rules = obs.rules
    voids: list[set[int]] = [set() for _ in range(rules.players)]
    if rules.follow == "none":
        return voids
    per_trick = rules.players * rules.plays_per_turn
    first_stock = len(rules.cards) - rules.players * rules.hand_size
    if rules.trump == "turned":
        first_stock -= 0  # the turned card is part of the stock
    draws = -(-first_stock // per_trick) if first_stock > 0 else 0
    plays: list[tuple[int, Sequence[tuple[int, int]]]] = [
        (k, t.plays) for k, t in enumerate(obs.tricks)]
    plays.append((len(obs.tricks), obs.trick))
    for k, trick in plays:
        if k < draws or not trick:
            continue
        led = SUIT_OF[trick[0][1]]
        for seat, c in trick[1:]:
            if SUIT_OF[c] != led:
                voids[seat].add(led)
    return voids


def deal_hidden(obs: Observation, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """Random hands for every seat and a stock (stock[-1] drawn next), consistent with `obs`."""
    rules = obs.rules
    n = rules.players
    pool = hidden_pool(obs)
    rng.shuffle(pool)
    hands: list[list[int]] = []
    need: list[int] = []
    for s in range(n):
        if s == obs.seat:
            hands.append(list(obs.hand))
            need.append(0)
        else:
            hands.append(list(obs.known[s]))
            need.append(obs.hand_sizes[s] - len(obs.known[s]))
    fixed_stock = (1 if obs.trump_in_stock else 0) + (1 if obs.stock_top is not None else 0)
    stock_need = obs.stock_size - fixed_stock
    _place_called_card(obs, pool, need, hands, rng)
    voids = proven_voids(obs)
    constrained = [s for s in range(n) if need[s] and voids[s]]
    if constrained:
        rest: list[int] = []
        taken: set[int] = set()
        for s in sorted(constrained, key=lambda s: -len(voids[s])):
            ok = [c for c in pool if c not in taken and SUIT_OF[c] not in voids[s]]
            if len(ok) < need[s]:
                continue  # inconsistent knowledge: fall back to ignoring this void
            hands[s].extend(ok[:need[s]])
            taken.update(ok[:need[s]])
            need[s] = 0
        rest = [c for c in pool if c not in taken]
        pool = rest
    i = 0
    for s in range(n):
        k = need[s]
        if k:
            hands[s].extend(pool[i:i + k])
            i += k
    stock: list[int] = []
    if obs.trump_in_stock and obs.trump_card is not None:
        stock.append(obs.trump_card)
    stock.extend(pool[i:i + stock_need])
    if obs.stock_top is not None:
        stock.append(obs.stock_top)
    if len(stock) != obs.stock_size or i + stock_need != len(pool):
        raise ValueError("observation is inconsistent: hidden cards do not fill the hidden places")
    return hands, stock


def partner_odds(obs: Observation) -> dict[int, float]:
    """Chiamata: relative odds that each seat holds the called card, guessed from play.

    A seat that loads points onto a trick the caller is winning behaves like the partner; one
    that takes a trick away from the caller behaves like a defender. Each sign multiplies the
    odds by three, so a couple of clear plays point at the partner without ever ruling
    anyone out.
    """
    view = obs.auction
    if view is None or view.called_card is None or view.bidder is None:
        return {}
    caller = view.bidder
    rules = obs.rules
    points, strength = rules.points, rules.strength
    trump = -1 if obs.trump_suit is None else obs.trump_suit
    score = dict.fromkeys(range(rules.players), 0)
    tricks = [t.plays for t in obs.tricks] + [obs.trick]
    for plays in tricks:
        win_seat, best = -1, -1
        for seat, c in plays:
            if best < 0:
                win_seat, best = seat, c
                continue
            takes = (SUIT_OF[c] == SUIT_OF[best] and strength[c] > strength[best]) or (
                SUIT_OF[c] == trump and SUIT_OF[best] != trump)
            if win_seat == caller and seat != caller:
                if takes:
                    score[seat] -= 1
                elif points[c] >= 3:
                    score[seat] += 1
            if takes:
                win_seat, best = seat, c
    return {s: 3.0 ** v for s, v in score.items()}


def _place_called_card(obs: Observation, pool: list[int], need: list[int],
                       hands: list[list[int]], rng: random.Random) -> None:
    """Put Chiamata's hidden called card in a hand chosen by `partner_odds`."""
    view = obs.auction
    if view is None or view.called_card is None or view.called_card not in pool:
        return
    odds = partner_odds(obs)
    seats = [s for s in range(obs.rules.players) if need[s] > 0 and s != view.bidder]
    if view.bidder is not None and need[view.bidder] > 0:
        seats.append(view.bidder)  # the caller may have called its own card
    weights = [odds.get(s, 1.0) * need[s] for s in seats]
    if not seats or sum(weights) <= 0:
        return
    x = rng.random() * sum(weights)
    chosen = seats[-1]
    for seat, w in zip(seats, weights, strict=True):
        x -= w
        if x <= 0:
            chosen = seat
            break
    pool.remove(view.called_card)
    hands[chosen].append(view.called_card)
    need[chosen] -= 1


def build_state(obs: Observation, hands: list[list[int]], stock: list[int]) -> HandState:
    """A full state with these hidden cards and every public fact taken from `obs`.

    It starts from a freshly dealt `HandState` so that every engine field exists with its
    variant's defaults, then overwrites what the observation fixes.
    """
    rules = obs.rules
    n = rules.players
    st = HandState.new(rules, seed=0, dealer=obs.dealer)
    st.seed = None
    st.hands = hands
    st.stock = stock
    st.trump_suit, st.trump_card = obs.trump_suit, obs.trump_card
    st._trump = -1 if obs.trump_suit is None else obs.trump_suit
    st.phase = obs.phase
    st.tricks = list(obs.tricks)
    st.captured = [[] for _ in range(n)]
    for t in obs.tricks:
        st.captured[t.winner].extend(c for _, c in t.plays)
    st.points = list(obs.points)
    st.trick_seats = [s for s, _ in obs.trick]
    st.trick_cards = [c for _, c in obs.trick]
    st.order = current_order(obs)
    st.pos = len(obs.trick)
    st.turn = obs.to_act if obs.to_act is not None else obs.leader
    st.public_known = [set(k) for k in obs.known]
    st.public_known[obs.seat] = set()
    st.peeked = [set() for _ in range(n)]
    st.revealed = bool(rules.reveal_at_end_of_stock and obs.stock_size == 0 and obs.tricks)
    st.exchanged = obs.exchanged
    st.actions, st.log = [], []
    st.auction = _auction(obs, hands)
    st.talk = TableTalk(obs.talk)
    if obs.phase is Phase.OVER:
        st.turn = obs.leader
    return st


def _auction(obs: Observation, hands: list[list[int]]) -> Auction | None:
    """The bidding variants' public state, rebuilt from the auction view; Chiamata's partner
    is whoever holds (or played) the called card in this world."""
    view = obs.auction
    if view is None:
        return None
    declared: tuple[Declaration, ...] = ()
    if obs.rules.hooks.declarations and view.bidder is not None:
        declared = tuple(Declaration(s, suit, pts, -1) for s, suit, pts in view.declarations)
    called = view.called_card
    holder = None
    if called is not None:
        holder = next((s for s, h in enumerate(hands) if called in h), None)
        if holder is None:
            holder = next((s for t in obs.tricks for s, c in t.plays if c == called), None)
        if holder is None:
            holder = next((s for s, c in obs.trick if c == called), obs.seat)
    return Auction(bids=view.bids, passed=frozenset(view.passed), high=view.high_bid,
                   high_seat=view.high_bidder, bidder=view.bidder, redeal=view.redeal,
                   called=called, partner=holder, declared=declared)


def sample_world(obs: Observation, rng: random.Random) -> HandState:
    hands, stock = deal_hidden(obs, rng)
    return build_state(obs, hands, stock)
