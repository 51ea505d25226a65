"""CSV and printable HTML exports, and the `tournament` command."""

from __future__ import annotations

import csv
import io
import re

from game.catalogue import variant
from game.cli import main
from game.match import MatchFormat
from game.rules import preset
from game.tournament.event import Tournament
from game.tournament.export import html_page, results_csv, standings_csv
from game.tournament.model import EventConfig, Participant, Player
from game.tournament.play import play_ai_matches
from game.tournament.runner import AgentRunner
from game.tournament.store import load


def finished(names=None):
    names = names or [f"Coppia {i}" for i in range(1, 6)]
    cfg = EventConfig("Torneo <Parrocchia> & amici", "round-robin", preset("classic-2"),
                      group_match=MatchFormat.single(), seed=11)
    people = [Participant(i, n, (Player(n, "random"),)) for i, n in enumerate(names)]
    t = Tournament.create(cfg, people)
    play_ai_matches(t, AgentRunner())
    return t


def test_standings_csv_has_every_row_and_the_final_placings():
    t = finished()
    for lang in ("it", "en"):
        rows = list(csv.reader(io.StringIO(standings_csv(t, lang))))
        header, body = rows[0], rows[1:]
        assert len(body) == 5 + 5 and all(len(r) == len(header) for r in body)
        table = body[:5]
        assert [int(r[1]) for r in table] == [1, 2, 3, 4, 5]
        assert [int(r[12]) for r in table] == [r.points for r in t.table()]
        assert [r[-2] for r in body[5:]] == ["5", "3", "2", "0", "1"]
    assert standings_csv(t, "it").startswith("Fase,Pos,Squadra")


def test_results_csv_lists_each_played_match_once():
    t = finished()
    rows = list(csv.reader(io.StringIO(results_csv(t, "en"))))[1:]
    assert len(rows) == 10 and len({r[0] for r in rows}) == 10
    for r in rows:
        fx = t.fixture(r[0])
        a, b = fx.hands_won()
        assert r[5] == f"{a}–{b}"


def test_the_html_page_is_self_contained_escaped_and_printable():
    t = finished(["Rossi <b>", "Bianchi & C.", "Verdi", "Neri", "Gialli"])
    page = html_page(t, "it")
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "@media print" in page and "break-inside: avoid" in page
    assert not re.search(r"(src|href)=|https?://|@import|<script", page)
    assert "Rossi &lt;b&gt;" in page and "Rossi <b>" not in page
    assert "Torneo &lt;Parrocchia&gt; &amp; amici" in page
    assert "Classifica finale" in page and "Punti piazzamento" in page
    assert 'lang="it"' in page and 'lang="en"' in html_page(t, "en")
    entry = variant(t.config.rules.variant)  # the variant worded by its entry, not its key
    assert f"Variante: {entry.name('it')}" in page
    assert f"Variant: {entry.name('en')}" in html_page(t, "en")


def test_the_command_runs_the_seed_000_event_and_prints_standings_and_bracket(capsys):
    code = main(["tournament", "--format", "groups", "--groups", "2", "--size", "9",
                 "--qualify", "4", "--final", "bo5", "--variant", "classic-4", "--seed", "1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "Group A" in out and "Group B" in out and "Bracket" in out
    assert "Quarter-finals" in out and "Semi-finals" in out and "Final\n" in out
    assert out.count("»") == 8, "four qualifiers marked in each group"
    assert "Final placings" in out and " 1. " in out and "18. " in out
    ranks = re.findall(r"^ [ »]\s*(\d+) ", out, flags=re.M)
    assert ranks == [str(i) for i in range(1, 10)] * 2


def test_the_command_saves_resumes_and_exports(tmp_path, capsys):
    path = tmp_path / "club.json"
    args = ["tournament", "--format", "round-robin", "--size", "5", "--variant", "classic-2",
            "--match", "all5", "--points", "seed-003", "--set", "tie_policy=replay",
            "--lang", "it", "--save", str(path), "--csv", str(tmp_path / "club"),
            "--html", str(tmp_path / "club.html"), "--level", "random,principiante"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Girone all'italiana" in out and "Classifica finale" in out
    assert load(path).tournament.is_over
    assert (tmp_path / "club-standings.csv").exists() and (tmp_path / "club.html").exists()
    assert main(["tournament", "--resume", str(path)]) == 0
    assert "played 0 matches" in capsys.readouterr().out


def test_the_command_reports_bad_settings_clearly(capsys):
    assert main(["tournament", "--points", "seed-003", "--format", "round-robin",
                 "--size", "4"]) == 2
    assert "all5" in capsys.readouterr().out
    assert main(["tournament", "--set", "tie_policy=sometimes", "--size", "4"]) == 2
    assert "tie_policy" in capsys.readouterr().out
    assert main(["tournament", "--level", "grandmaster", "--size", "4"]) == 2
    assert "known levels" in capsys.readouterr().out


def test_the_html_page_shows_groups_with_qualifiers_and_the_bracket():
    cfg = EventConfig("Coppa", "groups", preset("classic-2"), groups=2, qualify=2, seed=4,
                      group_match=MatchFormat.single())
    people = [Participant(i, f"G{i}", (Player(f"G{i}", "random"),)) for i in range(8)]
    t = Tournament.create(cfg, people)
    play_ai_matches(t, AgentRunner())
    page = html_page(t, "en")
    assert page.count('<tr class="q">') == 4
    assert "Semi-finals" in page and "Third-place match" in page and "Final</h3>" in page
    final = t.fixture("KO2-1")
    assert f'<span class="win">{t.names[final.winner]}</span>' in page
