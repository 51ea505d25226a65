"""Illegal actions come back as a rule's code and values; the UI words every code."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from game import actions as A
from game.cards import card, suit_of
from game.refusals import Refusal, Why
from game.rules import preset
from game.state import HandState, IllegalActionError
from ui.text import REASON_KEYS

I18N = Path(__file__).resolve().parent.parent / "assets" / "i18n"
VALUES = {"card", "best", "suit", "trump", "seat", "action", "n", "m", "kind", "given"}
KINDS = ("signal", "busso", "question", "order", "question or order", "peek")


@pytest.mark.parametrize("language", ["it", "en"])
def test_every_code_has_words_with_known_values(language: str) -> None:
    words = json.loads((I18N / f"{language}.json").read_text(encoding="utf-8"))
    for why in Why:
        text = words[REASON_KEYS[why]]
        used = {name for _, name, _, _ in string.Formatter().parse(text) if name}
        assert used <= VALUES, (why, used - VALUES)
    for kind in KINDS:
        assert words[f"reason.kind.{kind}"]


def test_a_refused_card_says_which_rule_and_which_cards() -> None:
    for seed in range(50):
        s = HandState.new(preset("briscolone", must_follow=True), seed=seed)
        s.apply(s.hands[s.turn][0])
        refused = [c for c in s.hands[s.turn] if c not in s.legal_actions()]
        if refused:
            break
    bad = refused[0]
    refusal = s.refusal(bad)
    assert refusal == Refusal(Why.FOLLOW, card=bad, suit=suit_of(s.trick_cards[0]))
    with pytest.raises(IllegalActionError) as caught:
        s.apply(bad)
    assert caught.value.refusal == refusal and str(caught.value) == refusal.text
    assert s.why_illegal(bad) == refusal.text and "follow suit" in refusal.text
    assert s.refusal(s.legal_actions()[0]) is None


def test_values_name_the_rule_not_words() -> None:
    s = HandState.new(preset("chiamata"), seed=3, dealer=0)
    s.apply(A.bid_rank(3))
    refusal = s.refusal(A.bid_rank(1))
    assert refusal == Refusal(Why.RANK_LOWER, n=3)
    assert refusal.text == "§3.1 auction: a rank must be lower than the last named (bid rank 3)"
    assert Refusal(Why.SIGN_FALSE, action=A.signal(A.Signal.TRE)).text.endswith("sign TRE is not")


@pytest.mark.parametrize("why", list(Why), ids=lambda w: w.name)
def test_every_code_has_its_english_text_here_once(why: Why) -> None:
    """The one place the English of a refusal is checked: every template fills from a
    `Refusal`'s values. Tests elsewhere assert the code (`tests.helpers.refused`)."""
    refusal = Refusal(why, card=card(0, 1), best=card(0, 3), suit=1, trump=2, seat=3,
                      action=A.PASS, n=4, m=5, kind="signal", mode="signals", given="'x'")
    text = refusal.text
    assert text and "{" not in text and "}" not in text
    assert text == why.value.format(
        seat=3, card="AC", best="3C", suit="denari", trump="bastoni", action=A.describe(A.PASS),
        n=4, m=5, kind="signal", mode="signals", sign="", given="'x'")
