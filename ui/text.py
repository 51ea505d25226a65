"""Text helpers: wrapping paragraphs to a width, and human labels for engine values."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import actions as A
from game.cards import rank_of, suit_of

if TYPE_CHECKING:
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


def action_label(app: App, action: int, french: bool) -> str:
    """A readable, translated label for any action (bids, calls, declarations, talk)."""
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
    if A.SIGNAL_BASE <= action < A.TALK_BASE:
        return app.t("action.signal", n=action - A.SIGNAL_BASE)
    if A.TALK_BASE <= action <= A.BID_RANK_BASE:
        return app.t("action.talk", n=action - A.TALK_BASE)
    if A.BID_RANK_BASE < action <= A.BID_RANK_BASE + 13:
        rank = action - A.BID_RANK_BASE
        fam = "fr" if french else "it"
        r = app.t(f"rank.{fam}.{rank}") if rank in (1, 11, 12, 13) else str(rank)
        return app.t("action.bid_rank", rank=r)
    if A.BID_POINTS_BASE <= action <= A.BID_POINTS_BASE + 230:
        return app.t("action.bid_points", points=action - A.BID_POINTS_BASE)
    return app.t("action.other", n=action)


def illegal_reason(app: App, engine_reason: str | None, french: bool, led: int | None,
                   trump: int | None) -> str:
    """The engine explains in English for logs; the player gets the catalogue's words."""
    if engine_reason is None:
        return ""
    text = engine_reason
    led_name = suit_name(app, led, french) if led is not None else ""
    trump_name = suit_name(app, trump, french) if trump is not None else ""
    if "follow suit" in text:
        return app.t("reason.follow", suit=led_name)
    if "strozzo" in text:
        return app.t("reason.beat")
    if "over-trump" in text:
        return app.t("reason.overtrump")
    if "taglio" in text:
        return app.t("reason.trump", suit=led_name, trump=trump_name)
    if "not your turn" in text or "does not hold" in text:
        return app.t("reason.turn")
    return app.t("reason.other")
