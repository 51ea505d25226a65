"""Which plug-ins a hand runs: the one place that maps a variant's hooks to its behaviour.

`Rules.hooks` (the `game.catalogue.Hooks` its variant's entry declares, talk narrowed to the
table's choice) says what a variant adds to plain trick-taking; this module answers with the
plug-ins that do it. A new plug-in is one class beside the others and one line here.
"""

from __future__ import annotations

from functools import cache

from game.catalogue import Hooks
from game.plugin import Plugin
from game.talk import TALK
from game.variants.chiamata import CHIAMATA
from game.variants.licitazione import LICITAZIONE


@cache
def plugins_for(hooks: Hooks) -> tuple[Plugin, ...]:
    """In the order their actions are offered during play: talk, then declarations."""
    found: list[Plugin] = [TALK] if hooks.talk else []
    if hooks.calling == "card":
        found.append(CHIAMATA)
    elif hooks.calling == "trump":
        found.append(LICITAZIONE)
    return tuple(found)
