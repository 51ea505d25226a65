"""Text helpers: wrapping paragraphs to a width, and human labels for engine values."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import actions as A
from game.cards import rank_of, suit_of
from game.refusals import Refusal, Why

if TYPE_CHECKING:
    from game.observation import Observation
    from game.rules import Rules
    from ui.app import App


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap; paragraphs split on newlines stay separate."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def suit_name(app: App, suit: int, french: bool) -> str:
    return app.t(f"suit.{'fr' if french else 'it'}.{suit}")


def card_name(app: App, card: int, french: bool) -> str:
    rank = rank_of(card)
    fam = "fr" if french else "it"
    r = app.t(f"rank.{fam}.{rank}") if rank in (1, 11, 12, 13) else str(rank)
    return app.t("card.name", rank=r, suit=suit_name(app, suit_of(card), french))



def _rank(app: App, rank: int, french: bool) -> str:
    fam = "fr" if french else "it"
    return app.t(f"rank.{fam}.{rank}") if rank in (1, 11, 12, 13) else str(rank)


def action_label(app: App, action: int, french: bool, *, seat: int | None = None,
                 rules: Rules | None = None, names: list[str] | None = None) -> str:
    """A readable, translated label for any action (bids, calls, declarations, talk).

    `seat`, `rules` and `names` let talk addressed to "the j-th partner" name that partner.
    """
    if A.is_play(action):
        return app.t("action.play", card=card_name(app, action, french))
    if action == A.EXCHANGE_TRUMP:
        return app.t("action.exchange")
    if action == A.PASS:
        return app.t("action.pass")
    if A.CALL_BASE <= action < A.CALL_BASE + 4:
        return app.t("action.call", suit=suit_name(app, action - A.CALL_BASE, french))
    if A.DECLARE_BASE <= action < A.DECLARE_BASE + 4:
        return app.t("action.declare", suit=suit_name(app, action - A.DECLARE_BASE, french))
    if A.SIGNAL_BASE <= action < A.SIGNAL_BASE + 8:
        return app.t(f"talk.sign.{action - A.SIGNAL_BASE}")
    if action == A.TALK_BASE:
        return app.t("talk.busso")
    for base, kind in ((120, "question"), (140, "order")):
        if base <= action < base + 20 and (action - base) % 10 < 5:
            j, what = divmod(action - base, 10)
            return app.t(f"talk.{kind}.{what}", partner=_partner(app, j, seat, rules, names))
    if 160 <= action < 170:
        return app.t("talk.peek", partner=_partner(app, action - 160, seat, rules, names))
    if A.BID_RANK_BASE < action <= A.BID_RANK_BASE + 13:
        fam = "fr" if french else "it"
        return app.t(f"bid.{fam}.{action - A.BID_RANK_BASE}")
    if A.BID_POINTS_BASE <= action <= A.BID_POINTS_BASE + 230:
        return app.t("action.bid_points", points=action - A.BID_POINTS_BASE)
    return app.t("action.other", n=action)


def _partner(app: App, j: int, seat: int | None, rules: Rules | None,
             names: list[str] | None) -> str:
    if seat is None or rules is None or names is None:
        return app.t("talk.partner")
    partners = rules.partners_of(seat)
    return names[partners[j]] if j < len(partners) else app.t("talk.partner")


def answer_label(app: App, answer: object, french: bool) -> str:
    """The engine's truthful answer to a question: yes/no, or the cards named."""
    if answer is None:
        return ""
    if isinstance(answer, bool):
        return app.t("common.yes_answer" if answer else "common.no_answer")
    if isinstance(answer, tuple):
        if not answer:
            return app.t("talk.none")
        return ", ".join(card_name(app, int(c), french) for c in answer)
    return ""


REASON_KEYS: dict[Why, str] = {why: f"reason.{why.name.lower()}" for why in Why}
"""Each engine refusal code and its key in the words (`assets/i18n`): the engine says which rule,
the words say it in the player's language."""


def illegal_reason(app: App, refusal: Refusal | None, french: bool,
                   names: list[str] | None = None) -> str:
    """The player's words for why an action is refused; '' when it is legal."""
    if refusal is None:
        return ""
    r = refusal

    def card(c: int | None) -> str:
        return "" if c is None else card_name(app, c, french)

    def suit(s: int | None) -> str:
        return "" if s is None else suit_name(app, s, french)

    seat = "" if r.seat is None else names[r.seat] if names else str(r.seat + 1)
    return app.t(REASON_KEYS[r.why], card=card(r.card), best=card(r.best), suit=suit(r.suit),
                 trump=suit(r.trump), seat=seat, n=r.n, m=r.m,
                 action="" if r.action is None else action_label(app, r.action, french),
                 kind=app.t(f"reason.kind.{r.kind}") if r.kind else "", given=r.given)


def auction_lines(app: App, obs: Observation, names: list[str], french: bool) -> list[str]:
    """The auction as the viewer may know it: bids so far, or who won, the call, the target,
    the partner once known, the declarations. Empty for variants without an auction."""
    view = obs.auction
    if view is None:
        return []

    def said(seat: int, action: int) -> str:
        return action_label(app, action, french, seat=seat, rules=obs.rules, names=names)

    lines = [app.t("auction.title")]
    if view.redeal:
        return [*lines, app.t("auction.redeal")]
    if view.bidder is None:
        if not view.bids:
            lines.append(app.t("auction.none"))
        for seat, action in view.bids[-6:]:
            lines.append(app.t("auction.line", name=names[seat], bid=said(seat, action)))
        return lines
    high = said(view.bidder, view.high_bid) if view.high_bid is not None else ""
    lines.append(app.t("auction.won", name=names[view.bidder], bid=high))
    if view.called_card is not None:
        lines.append(app.t("auction.called", card=card_name(app, view.called_card, french),
                           name=names[view.bidder]))
    if view.target is not None:
        lines.append(app.t("auction.target", points=view.target))
    if view.partner is not None:
        lines.append(app.t("auction.partner", name=names[view.partner]))
    for seat, suit, points in view.declarations:
        lines.append(app.t("auction.declared", name=names[seat], points=points,
                           suit=suit_name(app, suit, french)))
    return lines
