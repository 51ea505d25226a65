"""Words and numbers for people: column labels, match lines and the bracket, in it/en.

Shared by the command line, the CSV/HTML exports and the screens so that all three say the
same thing the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.tournament.event import Tournament
from game.tournament.messages import Lang, group_letter, round_title, say
from game.tournament.model import Fixture, format_name

LABELS: dict[str, dict[str, str]] = {
    "it": {"pos": "Pos", "name": "Squadra", "players": "Giocatori", "played": "G",
           "won": "V", "drawn": "N", "lost": "P", "hands": "Smazzate", "cards": "Punti carta",
           "points": "Punti", "notes": "Note", "match": "Incontro", "stage": "Fase",
           "home": "Casa", "away": "Ospite", "score": "Risultato", "winner": "Vincitore",
           "placing": "Classifica finale", "placement_points": "Punti piazzamento",
           "standings": "Classifica", "bracket": "Tabellone", "results": "Risultati",
           "group_stage": "Gironi", "knockout": "Eliminazione diretta", "variant": "Variante",
           "format": "Formula", "seed": "Seme", "draw": "pari", "pending": "da giocare",
           "round-robin": "girone all'italiana", "groups": "gironi ed eliminazione diretta",
           "knockout_only": "eliminazione diretta", "human": "umano",
           "participants": "partecipanti", "fmt_groups": "gironi", "fmt_ko": "eliminazione",
           "fmt_final": "finale"},
    "en": {"pos": "Pos", "name": "Team", "players": "Players", "played": "P", "won": "W",
           "drawn": "D", "lost": "L", "hands": "Hands", "cards": "Card points",
           "points": "Pts", "notes": "Notes", "match": "Match", "stage": "Stage",
           "home": "Home", "away": "Away", "score": "Score", "winner": "Winner",
           "placing": "Final placings", "placement_points": "Placement points",
           "standings": "Standings", "bracket": "Bracket", "results": "Results",
           "group_stage": "Groups", "knockout": "Knock-out", "variant": "Variant",
           "format": "Format", "seed": "Seed", "draw": "draw", "pending": "to play",
           "round-robin": "round robin (all'italiana)", "groups": "groups then knock-out",
           "knockout_only": "knock-out", "human": "human",
           "participants": "participants", "fmt_groups": "groups", "fmt_ko": "knock-out",
           "fmt_final": "final"},
}


def label(key: str, lang: Lang) -> str:
    return LABELS.get(lang, LABELS["en"]).get(key, key)


def kind_label(t: Tournament, lang: Lang) -> str:
    kind = t.config.kind
    return label("knockout_only" if kind == "knockout" else kind, lang)


def table_title(t: Tournament, group: int, lang: Lang) -> str:
    if t.config.kind == "round-robin":
        return say("stage.round-robin", lang)
    return say("stage.group", lang, group=group_letter(group))


def side_name(t: Tournament, pid: int | None, lang: Lang) -> str:
    return say("tbd", lang) if pid is None else t.names[pid]


def players_text(t: Tournament, pid: int, lang: Lang) -> str:
    p = t.by_id[pid]
    return " / ".join(f"{x.name} ({x.level or label('human', lang)})" for x in p.players)


def score_text(fx: Fixture, lang: Lang) -> str:
    if fx.bye:
        return say("ko.bye", lang)
    if not fx.done:
        return label("pending", lang)
    a, b = fx.hands_won()
    return f"{a}–{b}"


def match_line(t: Tournament, fx: Fixture, lang: Lang) -> str:
    """'Pair 1  2–1  Pair 9  (cards 190–170)' with the winner starred."""
    if fx.bye and fx.away is None and fx.stage == "group":
        return f"{side_name(t, fx.home, lang)} — {say('rests', lang)}"
    home, away = side_name(t, fx.home, lang), side_name(t, fx.away, lang)
    if fx.done and fx.winner is not None and not fx.bye:
        if fx.winner == fx.home:
            home = f"*{home}"
        else:
            away = f"*{away}"
    line = f"{home}  {score_text(fx, lang)}  {away}"
    if fx.done and not fx.bye:
        c = fx.card_points()
        line += f"  ({label('cards', lang).lower()} {c[0]}–{c[1]})"
    note = t.knockout_note(fx)
    if note is not None and not fx.bye:
        line += f"  — {note.text(lang)}"
    return line


@dataclass(frozen=True)
class BracketRound:
    title: str
    fixtures: list[Fixture]


def bracket_rounds(t: Tournament, lang: Lang, fixtures: list[Fixture] | None = None
                   ) -> list[BracketRound]:
    """The knock-out, round by round, each round top to bottom; third place after the final.

    `fixtures` shows another set (the provisional bracket) the same way."""
    ko = [f for f in (t.fixtures if fixtures is None else fixtures) if f.stage == "knockout"]
    rounds = max((f.round for f in ko), default=-1) + 1
    out = []
    for r in range(rounds):
        main = sorted((f for f in ko if f.round == r and f.id != "KO-3rd"),
                      key=lambda f: f.slot)
        out.append(BracketRound(round_title(r, rounds, lang), main))
    third = [f for f in ko if f.id == "KO-3rd"]
    if third:
        out.append(BracketRound(say("ko.third", lang), third))
    return out


def formats_text(t: Tournament, lang: Lang) -> str:
    c = t.config
    parts = []
    if c.kind != "knockout":
        parts.append(f"{label('fmt_groups', lang)} {format_name(c.group_match)}")
    if c.kind != "round-robin":
        parts.append(f"{label('fmt_ko', lang)} {format_name(c.knockout_match)}, "
                     f"{label('fmt_final', lang)} {format_name(c.final_match)}")
    return "; ".join(parts)
