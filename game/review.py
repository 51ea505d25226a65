"""Hand review ("Analisi della mano"): each of one seat's card decisions, judged afterwards.

For a finished hand's record the hand is replayed; at every decision of the reviewed seat with
a real choice (two or more cards), the seat's own `Observation` — exactly what that player
could see then, never the other hands — goes to the strongest level: Campione's card is the
suggestion, and every card gets an estimated chance to win the hand from the same machinery
Campione decides with (a value network one trick ahead on sampled worlds early in classic
Briscola for two and for four and in Chiamata; exact search on each world late; rules-player
rollouts elsewhere). The chance "before" is that of the best card, "after" that of the card played;
their difference is what the choice cost.

Pure and seeded: the same record, seat and seed give the same review (the search runs its
full number of worlds, never cut short by the clock).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game import actions as A
from game.ai.factory import make_agent
from game.ai.lookahead import learned_judge, lookahead_values
from game.ai.reasons import Reason, explain, sentences
from game.ai.search import (
    NO_CLOCK,
    SearchSettings,
    cards_left,
    final_utility,
    search_values,
    solve_limit,
)
from game.cards import code
from game.observation import Observation
from game.record import HandRecord, RecordError, redeal
from game.rules import Rules
from game.state import IllegalActionError, Trick
from game.words import WORDS

# What a choice must cost to be marked. The chances are means over 40 sampled worlds; reviewing
# the same 228 decisions (12 hands) with two seeds, the cost of a choice differed by at most
# 2.7 points in 95 % of them and 7.7 at worst (docs/ai.md, "Hand review"). So a "slip" needs
# 4 points, above that noise; a "mistake" 10, above the worst disagreement: one hand in ten
# turned. On Normale's own decisions 11 % are slips or worse, 2.6 % mistakes.
SLIP = 0.04
MISTAKE = 0.10
WORLDS = 40


class Progress(Exception):
    """Raised by a progress callback to stop a review early (the screen was closed)."""


@dataclass(frozen=True)
class Decision:
    trick: int  # index of the trick in which the card was played
    played: int
    suggested: int  # the card Campione would have played
    chances: tuple[tuple[int, float], ...]  # every legal card with its chance, best first
    before: float  # chance to win with the best card
    after: float  # chance to win with the card played
    reasons: tuple[Reason, ...] = ()  # why the suggested card (game.ai.reasons)

    @property
    def loss(self) -> float:
        return max(0.0, self.before - self.after)

    @property
    def grade(self) -> str:
        """"ok", "slip" (SLIP ≤ loss < MISTAKE) or "mistake"."""
        loss = self.loss + 1e-9  # 0.6 - 0.5 is 0.0999…: a threshold met exactly counts
        return "mistake" if loss >= MISTAKE else "slip" if loss >= SLIP else "ok"


@dataclass(frozen=True)
class HandReview:
    rules: Rules
    seat: int
    tricks: tuple[Trick, ...]
    decisions: tuple[Decision, ...]
    outcome: float  # the seat's result: 1 won, ½ tie, 0 lost
    points: int  # the points the seat's side took

    def curve(self) -> list[float]:
        """The chance to win across the hand: before the first decision, after each, and
        the result."""
        if not self.decisions:
            return [self.outcome]
        return [self.decisions[0].before, *(d.after for d in self.decisions), self.outcome]

    def at_trick(self, trick: int) -> list[Decision]:
        return [d for d in self.decisions if d.trick == trick]


def _chances(obs: Observation, rng: random.Random, plays: list[int],
             worlds: int) -> dict[int, float]:
    """Each card's chance to win, judged the way Campione judges it at this point."""
    settings = SearchSettings(worlds=worlds, min_worlds=worlds, time_budget=NO_CLOCK,
                              inference=True, point_weight=0.0)
    early = cards_left(obs) > solve_limit(obs, settings)
    judge = learned_judge(obs.rules) if early else None
    if judge is not None:
        values = lookahead_values(obs, rng, judge, plays, worlds)
    else:
        values = search_values(obs, rng, SearchSettings(
            worlds=worlds, min_worlds=worlds, time_budget=NO_CLOCK, inference=True,
            point_weight=0.0, rollouts=early), plays)
    if not values:
        values = dict.fromkeys(plays, 0.5)
    return {m: min(1.0, max(0.0, v)) for m, v in values.items()}


def review_hand(rules: Rules, hand: HandRecord, seat: int, *, seed: int = 0,
                worlds: int = WORLDS,
                progress: Callable[[int, int], None] | None = None) -> HandReview:
    """Review `seat`'s card decisions in a finished hand. `progress(done, total)` is called
    before each decision and once at the end; it may raise `Progress` to stop."""
    if not 0 <= seat < rules.players:
        raise RecordError(f"seat {seat} does not exist at a table of {rules.players}")
    state = redeal(rules, hand)
    pending: list[tuple[Observation, int]] = []
    for n, action in enumerate(hand.actions):
        if state.to_act == seat and A.is_play(action):
            obs = state.observe(seat)
            if sum(1 for a in obs.legal if A.is_play(a)) > 1:
                pending.append((obs, action))
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise RecordError(f"action {n + 1} ({A.describe(action)}) is illegal: {exc}") from exc
    if not state.is_over:
        raise RecordError("the hand is not finished: only a finished hand can be reviewed")
    agent = make_agent("campione")
    decisions = []
    for k, (obs, played) in enumerate(pending):
        if progress is not None:
            progress(k, len(pending))
        plays = [a for a in obs.legal if A.is_play(a)]
        pick = agent.choose(obs, random.Random(seed * 7919 + k), NO_CLOCK)
        suggested = pick if pick in plays else max(plays)
        chances = _chances(obs, random.Random(seed * 7919 + k), plays, worlds)
        best = max(chances.values())
        ranked = tuple(sorted(chances.items(), key=lambda kv: (-kv[1], kv[0])))
        decisions.append(Decision(len(obs.tricks), played, suggested, ranked,
                                  max(best, chances[suggested]), chances[played],
                                  explain(obs, suggested, ranked)))
    if progress is not None:
        progress(len(pending), len(pending))
    outcome = final_utility(state, seat, 0.0)
    side = [s for s in range(rules.players) if rules.team_of(s) == rules.team_of(seat)]
    return HandReview(rules, seat, tuple(state.tricks), tuple(decisions),
                      min(1.0, max(0.0, outcome)), sum(state.points[s] for s in side))


def text_report(review: HandReview, names: list[str] | None = None,
                language: str = "en") -> str:
    """The review as plain text (`python -m game review`), each judged decision followed by
    the reasons for the suggested card in `language`."""
    rules = review.rules
    french = rules.deck != "italian"

    def t(key: str, **fmt: object) -> str:
        return WORDS.t(language, key, **fmt)

    def who(s: int) -> str:
        return names[s] if names and s < len(names) else f"seat {s}"

    def pct(x: float) -> str:
        return f"{100 * x:.0f} %"

    lines = [f"Hand review for {who(review.seat)} ({rules.variant}): "
             f"{len(review.decisions)} decisions with a choice"]
    for i, trick in enumerate(review.tricks):
        plays = ", ".join(f"{who(s)} {code(c)}" for s, c in trick.plays)
        lines.append(f"trick {i + 1}: {plays} -> {who(trick.winner)} takes {trick.points}")
        for d in review.at_trick(i):
            mark = {"ok": "", "slip": "  [slip]", "mistake": "  [MISTAKE]"}[d.grade]
            if d.played == d.suggested:
                lines.append(f"  played {code(d.played)}, as suggested; "
                             f"chance {pct(d.after)}")
            else:
                lines.append(f"  played {code(d.played)}, suggested "
                             f"{code(d.suggested)}; chance {pct(d.before)} -> "
                             f"{pct(d.after)} (-{100 * d.loss:.0f} points){mark}")
            if d.reasons:
                lines.append(f"    why {code(d.suggested)}: {sentences(d.reasons, t, french)}")
    slips = sum(d.grade == "slip" for d in review.decisions)
    mistakes = sum(d.grade == "mistake" for d in review.decisions)
    result = {1.0: "won", 0.0: "lost"}.get(review.outcome, "tied")
    lines.append(f"result: {result} with {review.points} points; {mistakes} mistakes, "
                 f"{slips} slips (cost >= {100 * MISTAKE:.0f} and >= {100 * SLIP:.0f} points "
                 f"of win chance)")
    lines.append("win chance: " + " ".join(pct(x) for x in review.curve()))
    return "\n".join(lines)
