"""`variants`: the catalogue of variants and AI levels, as the menus offer them."""

from __future__ import annotations

import argparse
from typing import Any

from game.ai.levels import LEVELS
from game.catalogue import VARIANTS, Option, Variant


def register(sub: Any) -> None:
    p = sub.add_parser("variants", help="list every variant, its options and the AI levels")
    p.add_argument("--language", choices=("it", "en"), default="en")
    p.set_defaults(run=run)


def _value(value: Any, unset: str = "off") -> str:
    if value is None:
        return unset
    return "off" if value is False else "on" if value is True else str(value)


def _option(o: Option) -> str:
    values = "/".join(_value(v, o.unset) for v in o.values)
    return f"{o.key}={_value(o.default, o.unset)} ({values}; {o.rule})"


def describe(v: Variant) -> list[str]:
    tables = ", ".join(f"{t.players} {t.teams}" for t in v.tables)
    match = v.match
    target = f"{match.target}{' per player' if match.per_player else ''}"
    hooks = [name for name, on in (("auction: " + v.hooks.auction, v.hooks.auction),
                                   ("calling: " + v.hooks.calling, v.hooks.calling),
                                   ("declarations", v.hooks.declarations)) if on]
    hooks += [f"talk: {kind}" for kind in v.hooks.talk]
    return [
        f"{v.key}: {v.name_it} / {v.name_en} (RULES.md {v.rule})",
        f"  players: {tables}",
        f"  decks: {', '.join(v.decks)}",
        f"  match: {match.kind} {target}; tournament: {'yes' if v.tournament else 'no'}",
        f"  hooks: {', '.join(hooks) or 'plain trick-taking'}",
        *(f"  option {_option(o)}" for o in v.options),
    ]


def run(args: argparse.Namespace) -> int:
    for v in VARIANTS:
        print("\n".join(describe(v)))
    print("levels, weakest first:")
    for lv in LEVELS:
        seat = "" if lv.at_table else " (tools only)"
        print(f"  {lv.key:13} {lv.name(args.language)}{seat}: {lv.about(args.language)}")
    return 0
