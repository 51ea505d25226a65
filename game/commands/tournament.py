"""`tournament`: run a whole event of AI players or pairs and print standings and bracket.

Example (seed 000's men's tournament: two groups of nine pairs, the top four of each to a
bracket, final best of five):
    python -m game tournament --format groups --groups 2 --size 9 --qualify 4 --final bo5 \
        --variant classic-4 --seed 1
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from game.commands.args import SEED, count, rules_from_options, variant
from game.files import FileProblem, NotOurs, atomic_write_text, check_may_write
from game.rules import PRESETS, RulesError
from game.tournament.agents import DEFAULT_LEVEL, LEVELS, default_runner, runner_note
from game.tournament.event import Tournament
from game.tournament.export import (
    HTML_MARK,
    csv_marks,
    html_page,
    results_csv,
    standings_csv,
)
from game.tournament.messages import Lang
from game.tournament.model import (
    EventConfig,
    Participant,
    Player,
    PointsTable,
    TournamentError,
    parse_format,
)
from game.tournament.play import play_ai_matches
from game.tournament.report import (
    bracket_rounds,
    formats_text,
    kind_label,
    label,
    match_line,
    table_title,
)
from game.tournament.store import TournamentFileError, check_free, load, save

MAX_SIZE = 64  # a round robin of 64 is 2,016 matches; groups multiply it


def register(sub: Any) -> None:
    p = sub.add_parser("tournament", help="run a tournament of AI players (RULES.md §7)",
                       description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--format", default="groups", choices=("round-robin", "groups", "knockout"))
    p.add_argument("--groups", type=count(1, 32), default=2,
                   help="number of groups (format groups)")
    p.add_argument("--size", type=count(2, MAX_SIZE), default=9,
                   help=f"participants per group (groups), or in all (other formats); "
                        f"at most {MAX_SIZE}")
    p.add_argument("--qualify", type=count(1, 64), default=4, help="qualifiers per group")
    p.add_argument("--match", default="bo3", help="group / round-robin matches: single, bo3, "
                                                  "bo5, all5 (default bo3)")
    p.add_argument("--knockout", default="bo3", help="knock-out matches (default bo3)")
    p.add_argument("--final", default="bo5", help="the final (default bo5)")
    p.add_argument("--no-third-place", action="store_true", help="no match for third place")
    p.add_argument("--entry-order", action="store_true",
                   help="groups / knock-out seeds in entry order instead of a seeded draw")
    p.add_argument("--points", default="win",
                   help="points per match: win (1 per win), seed-003 (7/5/4/3/2/0 by hands "
                        "won of five; needs --match all5), W/D/L such as 3/1/0, or "
                        "hands:5=7,4=5,...")
    p.add_argument("--variant", default="classic-4", type=variant(), help=", ".join(PRESETS))
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="a house rule, e.g. tie_policy=last-trick (repeatable)")
    p.add_argument("--dealer", default="random", choices=("random", "cut"))
    p.add_argument("--level", default=DEFAULT_LEVEL,
                   help=f"AI level ({', '.join(LEVELS)}); a comma list is dealt out in turn")
    p.add_argument("--players", default="ai", choices=("ai", "builtin"),
                   help="ai: the game.ai levels (default); builtin: the fast built-in "
                        "random/greedy players")
    p.add_argument("--quartieri", action="store_true",
                   help="seed 003: every two participants in entry order play for one "
                        "neighbourhood (quartiere); its standings sum both pairs' points")
    p.add_argument("--name", default=None, help="name of the event")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--lang", default="en", choices=("en", "it"))
    p.add_argument("--save", type=Path, help="save after every match to this file (and FILE.bak)")
    p.add_argument("--force", action="store_true",
                   help="let --save, --csv and --html replace an existing file that is not "
                        "one of ours (never a folder, link or pipe)")
    p.add_argument("--resume", type=Path, help="continue the tournament saved in this file")
    p.add_argument("--csv", type=Path, help="write PREFIX-standings.csv and PREFIX-results.csv")
    p.add_argument("--html", type=Path, help="write a printable page")
    p.add_argument("--results", action="store_true", help="also list every match")
    p.set_defaults(run=run)


def _rules(args: argparse.Namespace) -> Any:
    rules = rules_from_options(args.variant, args.set, "--set")
    chosen = any(item.partition("=")[0].strip() == "tie_policy" for item in args.set)
    if PointsTable.parse(args.points).kind == "hands" and not chosen:
        rules = rules.with_(tie_policy="replay")  # seed 003 voids and replays a 60–60 hand
    return rules


def build(args: argparse.Namespace) -> Tournament:
    rules = _rules(args)
    fmt = {"dealer_choice": args.dealer}
    config = EventConfig(
        args.name or f"Briscola {args.variant} — seed {args.seed}", args.format, rules,
        parse_format(args.match, **fmt), parse_format(args.knockout, **fmt),
        parse_format(args.final, **fmt), PointsTable.parse(args.points),
        groups=args.groups if args.format == "groups" else 1, qualify=args.qualify,
        third_place=not args.no_third_place, draw=not args.entry_order, seed=args.seed)
    count = args.size * (args.groups if args.format == "groups" else 1)
    levels = [x.strip() for x in args.level.split(",") if x.strip()]
    unknown = [x for x in levels if x not in LEVELS]
    if unknown or not levels:
        raise TournamentError(f"--level {args.level!r}: known levels are {', '.join(LEVELS)}")
    size = config.team_size
    word = {"en": ("Pair", "Player", "Team"), "it": ("Coppia", "Giocatore", "Squadra")}
    pair, one, team = word[args.lang]
    noun = one if size == 1 else pair if size == 2 else team
    people = []
    for i in range(count):
        level = levels[i % len(levels)]
        players = tuple(Player(f"{chr(65 + k)}{i + 1}", level) for k in range(size))
        quartiere = f"{'Quartiere' if args.lang == 'it' else 'Neighbourhood'} {i // 2 + 1}" \
            if args.quartieri else None
        people.append(Participant(i, f"{noun} {i + 1}", players, quartiere))
    return Tournament.create(config, people)


def exports(args: argparse.Namespace) -> list[tuple[Path, str, tuple[str, ...]]]:
    """The files --csv and --html will write: path, what it is, the marks that make it ours."""
    out: list[tuple[Path, str, tuple[str, ...]]] = []
    if args.csv:
        out += [(args.csv.with_name(f"{args.csv.name}-{kind}.csv"), "CSV file of ours",
                 csv_marks()) for kind in ("standings", "results")]
    if args.html:
        out.append((args.html, "page of ours", (HTML_MARK,)))
    return out


def run(args: argparse.Namespace) -> int:
    lang: Lang = args.lang
    path = args.resume or args.save
    try:
        if args.resume:
            loaded = load(args.resume)
            if loaded.warning:
                print(f"warning: {loaded.warning}")
            t = loaded.tournament
        else:
            t = build(args)
        for target, what, marks in exports(args):
            check_may_write(target, what, marks, args.force)
        if args.save and not args.resume:
            check_free(args.save, args.force)
            save(t, args.save, force=args.force)  # the file is ours from here on
    except (TournamentError, RulesError, TournamentFileError, FileProblem, NotOurs) as exc:
        print(f"error: {exc}")
        return 2
    except OSError as exc:
        return _write_error(path, exc)
    print(f"{t.config.name}: {t.config.rules.variant}, {kind_label(t, lang)}, "
          f"{len(t.participants)} {label('participants', lang)}, {formats_text(t, lang)}")
    builtin = args.players == "builtin"
    print(runner_note(builtin))
    runner = default_runner(builtin)
    start = time.perf_counter()
    hands = 0

    def count(fx: Any) -> None:
        nonlocal hands
        hands += len(fx.hands)

    try:
        played = play_ai_matches(t, runner, path, on_match=count)
    except TournamentError as exc:  # every match finished before this one is kept (and saved)
        print(f"error: {exc}")
        return 1
    except (FileProblem, NotOurs) as exc:
        print(f"error: {exc}")
        return 2
    except OSError as exc:  # a full disk, a folder gone read-only: the last save is intact
        return _write_error(path, exc)
    seconds = time.perf_counter() - start
    print(f"played {played} matches ({hands} hands) in {seconds:.1f} s"
          + (f"; saved to {path}" if path else ""))
    for line in report_lines(t, lang, args.results):
        print(line)
    texts = {"standings": standings_csv, "results": results_csv}
    for target, what, _ in exports(args):
        if what.startswith("CSV"):
            text = texts[target.name.rsplit("-", 1)[-1].removesuffix(".csv")](t, lang)
        else:
            text = html_page(t, lang)
        try:
            atomic_write_text(target, text)
        except OSError as exc:
            return _write_error(target, exc)
    return 0


def _write_error(path: Path | None, exc: OSError) -> int:
    """A write that failed (a full disk, no permission): a plain message and exit status 2."""
    where = f" {path}" if path else ""
    print(f"error: cannot write{where}: {exc.strerror or exc}; what was saved before "
          f"is intact")
    return 2


def report_lines(t: Tournament, lang: Lang, results: bool = False) -> list[str]:
    out: list[str] = []
    qualify = t.config.qualify if t.config.kind == "groups" else 0
    for g in range(len(t.groups) if t.config.kind != "knockout" else 0):
        out += ["", table_title(t, g, lang)]
        rows = t.table(g)
        width = max(len(r.name) for r in rows) + 1
        out.append(f"  {label('pos', lang):>3} {label('name', lang):<{width}} "
                   f"{label('played', lang):>2} {label('won', lang):>2} "
                   f"{label('drawn', lang):>2} {label('lost', lang):>2} "
                   f"{label('hands', lang):>8} {label('cards', lang):>11} "
                   f"{label('points', lang):>5}")
        notes: dict[str, int] = {}  # a tie's note is shared by every row it concerns
        for r in rows:
            marks = "".join(f"[{notes.setdefault(text, len(notes) + 1)}]"
                            for text in r.explain(lang))
            q = "»" if r.rank <= qualify else " "
            out.append(f" {q}{r.rank:>3} {r.name:<{width}} {r.played:>2} {r.won:>2} "
                       f"{r.drawn:>2} {r.lost:>2} {f'{r.hands_for}-{r.hands_against}':>8} "
                       f"{r.cards_for:>11} {r.points:>5} {marks}".rstrip())
        out += [f"    [{n}] {text}" for text, n in notes.items()]
        if results:
            out += [f"    {fx.id}: {match_line(t, fx, lang)}"
                    for fx in t.stage_fixtures("group", g) if fx.done]
    quartieri = t.quartiere_table()
    if quartieri:
        out += ["", "Classifica dei quartieri" if lang == "it" else "Neighbourhood standings"]
        out += [f"  {rank:>3} {name:<20} {points:>5}  ({', '.join(pairs)})"
                for rank, name, points, pairs in quartieri]
    rounds = bracket_rounds(t, lang)
    if rounds:
        out += ["", label("bracket", lang)]
        for br in rounds:
            out.append(f"  {br.title}")
            out += [f"    {match_line(t, fx, lang)}" for fx in br.fixtures]
    ranking = t.final_ranking()
    if ranking:
        out += ["", label("placing", lang)]
        out += [(f"  {p.rank:>2}. {p.name:<12}" + (
            f" {label('placement_points', lang).lower()}: {p.placement_points}"
            if p.placement_points else "")).rstrip() for p in ranking]
    else:
        done, total = t.progress()
        out += ["", f"{done}/{total} matches played; the rest need a human at the table"]
    return out
