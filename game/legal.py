"""Follow-suit obligations (RULES.md §2 Briscolone, §3.2 risposta, strozzo, taglio).

Kept apart from `state` so the obligations read as the rules do. Plain Briscola has none:
the engine never calls these for `follow='none'`.
"""

from __future__ import annotations

from typing import Protocol

from game.cards import SUIT_OF
from game.plugin import Hand
from game.refusals import Refusal, Why
from game.rules import Rules


class TrickSoFar(Protocol):
    """What `follow_legal` reads: a hand (`game.plugin.Hand`) or the solver's light copy."""

    @property
    def rules(self) -> Rules: ...

    @property
    def trick_cards(self) -> list[int]: ...

    @property
    def trick_seats(self) -> list[int]: ...

    @property
    def trump_suit(self) -> int | None: ...

    @property
    def turn(self) -> int: ...

    def winning_play(self) -> int: ...


def follow_legal(state: TrickSoFar, hand: list[int]) -> list[int]:
    """The cards of `hand` the player to act may play to the current trick."""
    rule = state.rules.follow
    cards = state.trick_cards
    if rule == "none" or not cards:
        return list(hand)
    led = SUIT_OF[cards[0]]
    same = [c for c in hand if SUIT_OF[c] == led]
    if rule == "follow":
        return same or list(hand)
    strength = state.rules.strength
    best = cards[state.winning_play()]
    if same:
        # Strozzo: beat the cards already played if you can; a trump on top cannot be
        # beaten by following, so then any card of the suit will do.
        if SUIT_OF[best] != led:
            return same
        beaters = [c for c in same if strength[c] > strength[best]]
        return beaters or same
    if rule == "follow-beat":
        return list(hand)
    # Taglio: void in the suit led, play a trump; with no trump in hand, discard anything.
    # Seed 001: if an opponent "avesse già tagliato il giocatore può calare una briscola più
    # alta (surtagliare) o scartare una qualsiasi carta a scelta" — the obligation is lifted:
    # over-trump, or discard any card (the seed's words for "no trumps left" too), whoever is
    # winning the trick now.
    trump = state.trump_suit
    trumps = [c for c in hand if SUIT_OF[c] == trump]
    if not trumps:
        return list(hand)
    rules = state.rules
    team = rules.team_of(state.turn)
    if any(SUIT_OF[c] == trump and rules.team_of(s) != team
           for s, c in zip(state.trick_seats, cards, strict=True)):
        return list(hand)
    return trumps


def illegal_reason(state: Hand, card: int) -> Refusal:
    """Why a held card may not be played now: the obligation it breaks."""
    cards = state.trick_cards
    led = SUIT_OF[cards[0]]
    hand = state.hands[state.turn]
    if any(SUIT_OF[c] == led for c in hand):
        if SUIT_OF[card] != led:
            return Refusal(Why.FOLLOW, card=card, suit=led)
        return Refusal(Why.BEAT, card=card, best=cards[state.winning_play()])
    return Refusal(Why.TRUMP, card=card, suit=led, trump=state.trump_suit)
