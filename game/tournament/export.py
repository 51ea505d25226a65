"""Standings and results as CSV (for a spreadsheet) and as one printable HTML page.

The page has no external assets (no fonts, scripts or images to fetch) and a print style sheet:
black on white, tables kept whole on a page — something a club can pin up on the board.
"""

from __future__ import annotations

import csv
import io
from html import escape
from typing import Any

from game.catalogue import variant
from game.tournament.event import Tournament
from game.tournament.messages import Lang
from game.tournament.model import Fixture, format_name
from game.tournament.report import (
    bracket_rounds,
    kind_label,
    label,
    match_line,
    players_text,
    score_text,
    side_name,
    table_title,
)

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
HTML_MARK = '<meta name="generator" content="briscola">'  # how we know a page is ours


def cell(value: Any) -> Any:
    """A text cell a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
    apostrophe: player names are typed by anyone (OWASP "CSV injection")."""
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


class _SafeWriter:
    def __init__(self, writer: Any) -> None:
        self.writer = writer

    def writerow(self, row: Any) -> None:
        self.writer.writerow([cell(v) for v in row])


def _standings_head(lang: Lang) -> list[str]:
    return ([label(k, lang) for k in ("stage", "pos", "name", "players", "played", "won",
                                      "drawn", "lost")]
            + [f"{label('hands', lang)} +", f"{label('hands', lang)} -",
               f"{label('cards', lang)} +", f"{label('cards', lang)} -",
               label("points", lang), label("notes", lang)])


def _results_head(lang: Lang) -> list[str]:
    return ([label(k, lang) for k in ("match", "stage", "format", "home", "away", "score")]
            + [label("cards", lang), label("winner", lang), label("notes", lang)])


def csv_marks() -> tuple[str, ...]:
    """The first lines of our CSV files in both languages: how a CSV is known to be ours."""
    lines = []
    for lang in ("it", "en"):
        for head in (_standings_head(lang), _results_head(lang)):
            out = io.StringIO()
            _SafeWriter(csv.writer(out, lineterminator="\n")).writerow(head)
            lines.append(out.getvalue())
    return tuple(lines)


def standings_csv(t: Tournament, lang: Lang = "it") -> str:
    out = io.StringIO()
    w = _SafeWriter(csv.writer(out, lineterminator="\n"))
    w.writerow(_standings_head(lang))
    for g in range(len(t.groups)):
        for r in t.table(g):
            w.writerow([table_title(t, g, lang), r.rank, r.name, players_text(t, r.pid, lang),
                        r.played, r.won, r.drawn, r.lost, r.hands_for, r.hands_against,
                        r.cards_for, r.cards_against, r.points, " ".join(r.explain(lang))])
    for p in t.final_ranking():
        w.writerow([label("placing", lang), p.rank, p.name, players_text(t, p.pid, lang)]
                   + [""] * 8 + [p.placement_points, ""])
    return out.getvalue()


def results_csv(t: Tournament, lang: Lang = "it") -> str:
    out = io.StringIO()
    w = _SafeWriter(csv.writer(out, lineterminator="\n"))
    w.writerow(_results_head(lang))
    for fx in t.fixtures:
        if fx.bye and fx.stage == "group":
            continue
        c = fx.card_points()
        note = t.knockout_note(fx)
        w.writerow([fx.id, label("group_stage" if fx.stage == "group" else "knockout", lang),
                    format_name(fx.format), side_name(t, fx.home, lang),
                    side_name(t, fx.away, lang), score_text(fx, lang),
                    f"{c[0]}–{c[1]}" if fx.done and not fx.bye else "",
                    side_name(t, fx.winner, lang) if fx.winner is not None else
                    (label("draw", lang) if fx.done else ""),
                    note.text(lang) if note else ""])
    return out.getvalue()


CSS = """
body { font-family: Georgia, 'Times New Roman', serif; color: #111; margin: 2em auto;
       max-width: 60em; padding: 0 1em; }
h1 { margin-bottom: 0.2em; } h2 { border-bottom: 2px solid #333; margin-top: 1.6em; }
.meta { color: #444; }
table { border-collapse: collapse; width: 100%; margin: 0.6em 0; }
th, td { border: 1px solid #999; padding: 0.25em 0.5em; text-align: left; }
th { background: #eee; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.q td { font-weight: bold; }
ol.notes { font-size: 0.9em; color: #333; }
.round { display: inline-block; vertical-align: top; margin-right: 1.5em; }
.round ul { list-style: none; padding: 0; } .round li { margin: 0.4em 0; }
.win { font-weight: bold; }
@media print {
  body { margin: 0; max-width: none; font-size: 10.5pt; }
  th { background: none; } a { color: inherit; text-decoration: none; }
  section, table, .round { page-break-inside: avoid; break-inside: avoid; }
}
"""


def _L(key: str, lang: Lang) -> str:
    return escape(label(key, lang))


def html_page(t: Tournament, lang: Lang = "it") -> str:
    c = t.config
    variant_name = variant(c.rules.variant).name(lang)
    parts = [f"<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\">"
             f"{HTML_MARK}",
             f"<title>{escape(c.name)}</title><style>{CSS}</style></head><body>",
             f"<h1>{escape(c.name)}</h1>",
             f"<p class=\"meta\">{_L('variant', lang)}: {escape(variant_name)} · "
             f"{_L('format', lang)}: {escape(kind_label(t, lang))} · "
             f"{_L('seed', lang)}: {c.seed}</p>"]
    ranking = t.final_ranking()
    if ranking:
        parts.append(f"<section><h2>{_L('placing', lang)}</h2><table><tr>"
                     f"<th>{_L('pos', lang)}</th><th>{_L('name', lang)}</th>"
                     f"<th>{_L('placement_points', lang)}</th></tr>")
        parts += [f"<tr><td class=\"n\">{p.rank}</td><td>{escape(p.name)}</td>"
                  f"<td class=\"n\">{p.placement_points}</td></tr>" for p in ranking]
        parts.append("</table></section>")
    qualify = c.qualify if c.kind == "groups" else 0
    for g in range(len(t.groups) if c.kind != "knockout" else 0):
        parts.append(_table_html(t, g, qualify, lang))
    rounds = bracket_rounds(t, lang)
    if rounds:
        parts.append(f"<section><h2>{_L('bracket', lang)}</h2>")
        for br in rounds:
            items = "".join(f"<li>{_match_html(t, fx, lang)}</li>" for fx in br.fixtures)
            parts.append(f"<div class=\"round\"><h3>{escape(br.title)}</h3><ul>{items}</ul>"
                         f"</div>")
        parts.append("</section>")
    played = [fx for fx in t.fixtures if fx.done and not fx.bye]
    if played:
        parts.append(f"<section><h2>{_L('results', lang)}</h2><ul>")
        parts += [f"<li>{escape(fx.id)}: {escape(match_line(t, fx, lang))}</li>"
                  for fx in played]
        parts.append("</ul></section>")
    parts.append("</body></html>\n")
    return "\n".join(parts)


def _table_html(t: Tournament, g: int, qualify: int, lang: Lang) -> str:
    head = "".join(f"<th>{_L(k, lang)}</th>" for k in (
        "pos", "name", "played", "won", "drawn", "lost", "hands", "cards", "points"))
    rows: list[str] = []
    notes: dict[str, int] = {}  # a tie's note is shared by every row it concerns
    for r in t.table(g):
        marks = "".join(f"<sup>{notes.setdefault(text, len(notes) + 1)}</sup>"
                        for text in r.explain(lang))
        cls = " class=\"q\"" if r.rank <= qualify else ""
        rows.append(f"<tr{cls}><td class=\"n\">{r.rank}</td><td>{escape(r.name)}{marks}</td>"
                    f"<td class=\"n\">{r.played}</td><td class=\"n\">{r.won}</td>"
                    f"<td class=\"n\">{r.drawn}</td><td class=\"n\">{r.lost}</td>"
                    f"<td class=\"n\">{r.hands_for}–{r.hands_against}</td>"
                    f"<td class=\"n\">{r.cards_for}</td><td class=\"n\">{r.points}</td></tr>")
    items = "".join(f"<li>{escape(text)}</li>" for text in notes)
    note_list = f"<ol class=\"notes\">{items}</ol>" if notes else ""
    return (f"<section><h2>{escape(table_title(t, g, lang))}</h2><table><tr>{head}</tr>"
            f"{''.join(rows)}</table>{note_list}</section>")


def _match_html(t: Tournament, fx: Fixture, lang: Lang) -> str:
    names = []
    for pid in (fx.home, fx.away):
        text = escape(side_name(t, pid, lang)) if (pid is not None or not fx.bye) else "—"
        if fx.done and pid is not None and pid == fx.winner:
            text = f"<span class=\"win\">{text}</span>"
        names.append(text)
    return f"{names[0]} <b>{escape(score_text(fx, lang))}</b> {names[1]}"
