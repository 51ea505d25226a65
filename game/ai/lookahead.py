"""The search levels' early game: one trick of lookahead on sampled worlds.

For each honest world and each card, the trick is finished with the rules player in the
other seats, the draws happen, and a judge scores the position this seat would then be in:
Esperto's hand-written evaluation (`evaluation.win_estimate`) or Campione's learned value
network. Averaging over worlds gives each card a P(win); the best is played. A single
rules-player rollout to the end is too noisy a judge this early (AI.md: rule rollouts lose to
the rules player itself); a judge of the position after one trick is not.

Nearly all of the gain is in the cards played second: the trick's outcome is then certain in
every world, and what remains is the judgement "is taking this worth the card it costs?",
which the rules' fixed thresholds get wrong most often.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game import actions as A
from game.ai.evaluation import win_estimate
from game.ai.net import (
    ValueNet,
    features,
    features_4,
    features_call,
    load,
    load_4,
    load_call,
    supported,
    supported_4,
    supported_call,
)
from game.ai.policy import PolicyNet, reply_model
from game.ai.search import final_utility, rollout_move
from game.ai.tables import Tables, mask_of, tables
from game.ai.world import Sampler, sample_world
from game.observation import Observation
from game.rules import Rules
from game.state import HandState

# A judge: (position after the trick, seat, the cards played so far in order) -> P(win).
Judge = Callable[[HandState, int, list[int]], float]
# A reply model: the other seat's answers to a lead in a world, each with its weight (the
# weights sum to 1). Without one the rules player answers.
Reply = Callable[[HandState], list[tuple[int, float]]]


def heuristic_judge(state: HandState, seat: int, seen: list[int]) -> float:
    return win_estimate(state, seat)


def net_judge(net: ValueNet) -> Judge:
    """The value network's P(win), from what `seat` itself would know (its hand, the cards
    played): it never reads the world's other hand."""

    def judge(state: HandState, seat: int, seen: list[int]) -> float:
        if state.is_over:
            return win_estimate(state, seat)  # exact: 1, ½ or 0
        trump = state.trump_suit if state.trump_suit is not None else 0
        turned = state.trump_card if state.stock else None
        active, dense = features(trump, state.hands[seat], seen, turned, state.turn == seat,
                                 state.points[seat], state.points[1 - seat], len(state.stock))
        return net.value(active, dense)

    return judge


def state_features_4(state: HandState, seat: int, seen: list[int]) -> tuple[
        list[int], list[tuple[int, float]]]:
    """The classic-4 network's inputs for `seat` at a trick boundary of a full state, from
    what that seat would know there: its hand, the cards played, the turned card while it
    lies under the stock, its partner's hand once the stock is gone (the rules show it)."""
    rules = state.rules
    trump = state.trump_suit if state.trump_suit is not None else 0
    turned = state.trump_card if state.stock else None
    partner = rules.partners_of(seat)[0]
    shown = state.hands[partner] if not state.stock else []
    team = rules.teams[rules.team_of(seat)]
    mine = sum(state.points[s] for s in team)
    theirs = sum(state.points) - mine
    return features_4(trump, state.hands[seat], seen, turned, shown,
                      (state.turn - seat) % rules.players, mine, theirs, len(state.stock))


def net_judge_4(net: ValueNet) -> Judge:
    """The classic-4 network's P(win) for `seat`'s pair, from that seat's own view (it never
    reads the world's hidden hands: the partner's only once the rules have shown it).
    Averaging the four seats' views of each world instead scored far worse (docs/ai.md)."""

    def judge(state: HandState, seat: int, seen: list[int]) -> float:
        if state.is_over:
            return final_utility(state, seat, 0.0)  # exact: 1, ½ or 0
        return net.value(*state_features_4(state, seat, seen))

    return judge


def net_judge_call(net: ValueNet) -> Judge:
    """The Chiamata network's P(win) for `seat`'s side, from the observation that seat would
    have in the world: the world's placing of the secret partner stays hidden from it until
    the called card is played, as at the table."""

    def judge(state: HandState, seat: int, seen: list[int]) -> float:
        if state.is_over:
            return final_utility(state, seat, 0.0)  # exact: 1 or 0
        return net.value(*features_call(state.observe(seat)))

    return judge


def policy_rollout(judge: Judge, net: PolicyNet, tricks: int) -> Judge:
    """`judge` after `tricks` more tricks played by the classic-2 policy in both seats, each
    seat its likeliest card from its own view in the world (`policy.reply_model`: its hand
    there and the public cards, never the other hand): a deeper look for a forward pass a
    card (AI.md: a search whose rollouts a learned policy plays beats that policy alone)."""
    likeliest = reply_model(net, spread=False)

    def judge_after(state: HandState, seat: int, seen: list[int]) -> float:
        st = state.clone()
        seen = list(seen)
        goal = len(seen) + 2 * tricks
        while len(seen) < goal and not st.is_over:
            legal = st.legal_actions()
            plays = [a for a in legal if A.is_play(a)]
            card = likeliest(st)[0][0] if len(plays) > 1 else (plays or legal)[0]
            st.apply(card)
            if A.is_play(card):
                seen.append(card)
        return judge(st, seat, seen)

    return judge_after


def deep_judge(judge: Judge, worlds: int, rng: random.Random) -> Judge:
    """A two-player position at a trick boundary judged by the next trick played well: from
    what `seat` would then know (`state.observe`: its hand there, the public cards), `worlds`
    fresh worlds are drawn and its best card's one-trick lookahead value is the position's.
    If the other seat leads, its lead comes from the rules player in each world and this
    seat answers each lead with the card best on average over the worlds that led it. So
    this seat's second card is chosen from its own information, never from one world's
    cards (the strategy fusion that sank two tricks of plain lookahead: docs/ai.md)."""

    def judge_deeper(state: HandState, seat: int, seen: list[int]) -> float:
        if state.is_over or state.trick_cards or state.rules.players != 2:
            return judge(state, seat, seen)
        obs = state.observe(seat)
        if state.turn == seat:
            plays = [a for a in obs.legal if A.is_play(a)]
            if len(plays) < 2:
                return judge(state, seat, seen)
            sub = random.Random(rng.getrandbits(64))
            return max(lookahead_values(obs, sub, judge, plays, worlds).values())
        t = tables(obs.rules)
        gone = mask_of(obs.played_cards())
        led: dict[int, dict[int, float]] = {}
        for _ in range(worlds):
            world = sample_world(obs, random.Random(rng.getrandbits(64)))
            lead = rollout_move(world, t, gone)
            world.apply(lead)
            row = led.setdefault(lead, {})
            for c in world.legal_actions():
                if A.is_play(c):
                    after = world.clone()
                    after.apply(c)
                    row[c] = row.get(c, 0.0) + judge(after, seat, [*seen, lead, c])
        return sum(max(row.values()) for row in led.values()) / worlds

    return judge_deeper


def learned_judge(rules: Rules) -> Judge | None:
    """Campione's value network for this variant's positions (classic-2, classic-4 or
    Chiamata), or None where it has none or its weights cannot be read. The level and the
    hand review both ask here, so the review judges exactly as Campione plays."""
    if supported(rules):
        net = load()
        return net_judge(net) if net is not None else None
    if supported_4(rules):
        net4 = load_4()
        return net_judge_4(net4) if net4 is not None else None
    if supported_call(rules):
        net_call = load_call()
        return net_judge_call(net_call) if net_call is not None else None
    return None


def lookahead_values(obs: Observation, rng: random.Random, judge: Judge, plays: Sequence[int],
                     worlds: int, reply: Reply | None = None,
                     sampler: Sampler | None = None) -> dict[int, float]:
    """Mean judged P(win) of each card over `worlds` worlds, the same worlds for every card
    (a fixed amount of work: no clock, so a seed always gives the same answer). With `reply`,
    a lead's answer in each world comes from it (its answers' outcomes weighted), two-player
    only; the rules player finishes the trick otherwise. The worlds come from `sampler` if
    given (the hand reader's), else uniformly from `sample_world`."""
    t = tables(obs.rules)
    seat = obs.seat
    played = obs.played_cards()
    gone0 = mask_of(played)
    sums = dict.fromkeys(plays, 0.0)
    answers = reply is not None and not obs.trick and obs.rules.players == 2
    done = 0
    for _ in range(worlds):
        sub = random.Random(rng.getrandbits(64))
        world = sampler(sub) if sampler is not None else sample_world(obs, sub)
        for m in plays:
            st = world.clone()
            st.apply(m)
            seen = [*played, m]
            if answers and reply is not None and st.trick_cards and not st.is_over:
                for c, w in reply(st):
                    after = st.clone()
                    after.apply(c)
                    sums[m] += w * _finish(after, t, seat, judge, gone0 | 1 << m | 1 << c,
                                           [*seen, c])
            else:
                sums[m] += _finish(st, t, seat, judge, gone0 | 1 << m, seen)
        done += 1
    return {m: s / done for m, s in sums.items()}


def _finish(st: HandState, t: Tables, seat: int, judge: Judge, gone: int,
            seen: list[int]) -> float:
    """The trick finished by the rules player in the other seats, then judged for `seat`."""
    while st.trick_cards and not st.is_over:
        c = rollout_move(st, t, gone)
        st.apply(c)
        if A.is_play(c):
            gone |= 1 << c
            seen.append(c)
    return judge(st, seat, seen)
