"""The five tabs of the tournament screen, drawn into the scrolled content area.

Each function draws its page from `hub` (the `TournamentScene`) at design-unit height `y` and
returns the height it reached, so the scene can scroll what does not fit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.tournament.messages import group_letter
from game.tournament.model import Fixture
from game.tournament.report import (
    bracket_rounds,
    label,
    players_text,
    score_text,
    side_name,
    table_title,
)
from game.tournament.standings import Row
from ui.theme import CREAM, GOLD, INK
from ui.tournament import paint
from ui.tournament.texts import lang, tr

if TYPE_CHECKING:
    from ui.app import App
    from ui.tournament.session import Session

CONTENT = (30, 140, 1220, 505)  # design units: x, y, w, h


class TournamentScene(Protocol):
    """What the pages read of the tournament screen that shows them (kept narrow, so the
    pages need not import the screen that imports them)."""

    app: App
    s: Session
    tables: list[list[Row]]

    def next_fixture(self) -> Fixture | None: ...


def labels(hub: TournamentScene) -> dict[str, str]:
    code = lang(hub.app)
    keys = ("pos", "name", "played", "won", "drawn", "lost", "hands", "cards", "points")
    out = {k: label(k, code) for k in keys}
    out["notes"] = tr(hub.app, "hub.notes")
    if hub.s.t.config.team_size == 1:  # singles: a player, not a team
        out["name"] = tr(hub.app, "hub.player")
    return out


def standings(hub: TournamentScene, surface: pygame.Surface, y: float) -> float:
    t, app, code = hub.s.t, hub.app, lang(hub.app)
    if not hub.tables:
        paint.text(surface, app, tr(app, "hub.no_tables"), 24, CREAM,
                   app.layout.rect(50, y, 0, 0).topleft)
        return y + 40
    qualify = t.config.qualify if t.config.kind == "groups" else 0
    cols = 2 if len(hub.tables) > 1 else 1
    width = (CONTENT[2] - 40 - 30 * (cols - 1)) / cols
    bottom = y
    for start in range(0, len(hub.tables), cols):
        row_bottom = y
        for c in range(cols):
            g = start + c
            if g >= len(hub.tables):
                break
            x = CONTENT[0] + 20 + c * (width + 30)
            notes: dict[str, int] = {}
            end = paint.standings_table(surface, app, x, y, width, table_title(t, g, code),
                                        hub.tables[g], qualify, labels(hub), notes,
                                        code)
            end = paint.footnotes(surface, app, x, end, width, notes)
            row_bottom = max(row_bottom, end)
        y = row_bottom + 16
        bottom = y
    return bottom


def bracket(hub: TournamentScene, surface: pygame.Surface, y: float) -> float:
    t, app, code = hub.s.t, hub.app, lang(hub.app)
    rounds = bracket_rounds(t, code)
    if not rounds:
        preview = t.provisional_bracket()
        q = t.config.qualify
        words = tr(app, "hub.bracket_later", q=q, a=group_letter(0), b=group_letter(1))
        for line in paint.wrap(app, words, 20, app.layout.px(1180)):
            paint.text(surface, app, line, 20, CREAM, app.layout.rect(50, y, 0, 0).topleft)
            y += 26
        if not preview:
            return y + 50
        rounds = bracket_rounds(t, code, preview)
        y += 30
        shift = 30
    else:
        shift = 0
    notes = {}
    for r in rounds:
        for fx in r.fixtures:
            note = t.knockout_note(fx)
            if note is not None and fx.decided_by != "bye":
                notes[fx.id] = note.text(code)
    nxt = hub.next_fixture()
    first = len(rounds[0].fixtures)
    height = max(CONTENT[3] - 20 - shift, first * 66 + 50)
    area = app.layout.rect(CONTENT[0] + 10, y, CONTENT[2] - 20, height)
    paint.bracket(surface, app, area, rounds, t.names, tr(app, "hub.tbd"),
                  tr(app, "hub.bye"), nxt.id if nxt else None, notes, t.seed_tags())
    final = next((f for f in t.stage_fixtures("knockout") if f.id != "KO-3rd"
                  and f.round == t.knockout_rounds - 1), None) if t.is_over else None
    if final is not None and final.winner is not None:
        paint.text(surface, app, tr(app, "hub.champion", name=t.names[final.winner]), 24,
                   GOLD, (area.right - app.layout.px(20), area.bottom - app.layout.px(30)),
                   "bottomright", True)
    return y + height


def schedule(hub: TournamentScene, surface: pygame.Surface, y: float) -> float:
    t, app, code = hub.s.t, hub.app, lang(hub.app)
    nxt = hub.next_fixture()
    col_w = (CONTENT[2] - 40) / 2
    heights = [y, y]
    blocks: list[tuple[str, list[Fixture]]] = []
    for fx in t.fixtures:
        if fx.stage == "group":
            key = tr(app, "hub.round", n=fx.round + 1)
        else:
            key = next(r.title for r in bracket_rounds(t, code) if fx in r.fixtures)
        if not blocks or blocks[-1][0] != key:
            blocks.append((key, []))
        blocks[-1][1].append(fx)
    for title, fixtures in blocks:
        c = 0 if heights[0] <= heights[1] else 1
        x = CONTENT[0] + 20 + c * col_w
        yy = heights[c]
        paint.text(surface, app, title, 22, GOLD, app.layout.rect(x, yy, 0, 0).topleft,
                   bold=True)
        yy += 28
        for fx in fixtures:
            fixture_line(hub, surface, fx, x + 10, yy, col_w - 30, nxt is not None
                         and fx.id == nxt.id)
            yy += 25
        heights[c] = yy + 12
    return max(heights)


def fixture_line(hub: TournamentScene, surface: pygame.Surface, fx: Fixture, x: float,
                 y: float, w: float, is_next: bool) -> None:
    """"R1-2  Nonna Pina  2–1  Zio Toni  (punti carta 190–170)": the winner in bold gold
    (no star to decode), the match to play next in gold, matches to come muted."""
    t, app, code, lay = hub.s.t, hub.app, lang(hub.app), hub.app.layout
    size = 20
    soft = (206, 214, 200)
    right = lay.px(x + w)
    at = paint.text(surface, app, fx.id, size - 2, GOLD if is_next else soft,
                    lay.rect(x, y + 1, 0, 0).topleft).right + lay.px(12)
    if fx.bye and fx.away is None and fx.stage == "group":
        paint.text(surface, app, f"{side_name(t, fx.home, code)} — {tr(app, 'hub.rests')}",
                   size, soft, (at, lay.px(y)), max_w=right - at)
        return
    winner = fx.winner if fx.done and not fx.bye else None
    base = GOLD if is_next else (CREAM if fx.done else soft)
    parts: list[tuple[str, tuple[int, int, int], bool]] = [
        (side_name(t, fx.home, code), GOLD if winner == fx.home else base,
         winner == fx.home),
        (score_text(fx, code), base, False),
        (side_name(t, fx.away, code), GOLD if winner == fx.away else base,
         winner == fx.away)]
    if fx.done and not fx.bye:
        c = fx.card_points()
        parts.append((f"({label('cards', code).lower()} {c[0]}–{c[1]})", soft, False))
    note = t.knockout_note(fx)
    if note is not None and not fx.bye:
        parts.append((f"— {note.text(code)}", soft, False))
    for words, colour, bold in parts:
        if at >= right:
            break
        rect = paint.text(surface, app, words, size if len(parts) < 4 or words[0] != "("
                          else size - 3, colour, (at, lay.px(y)), bold=bold,
                          max_w=right - at)
        at = rect.right + lay.px(10)


def next_match(hub: TournamentScene, surface: pygame.Surface, y: float) -> float:
    t, app, code, lay = hub.s.t, hub.app, lang(hub.app), hub.app.layout
    fx = hub.next_fixture()
    cx = lay.px(CONTENT[0] + CONTENT[2] / 2)
    if fx is None:
        key = "hub.over" if t.is_over else "hub.waiting"
        paint.text(surface, app, tr(app, key), 28, CREAM, (cx, lay.px(y + 40)), "midtop")
        return y + 100
    assert fx.home is not None and fx.away is not None
    stage = tr(app, "hub.stage_group", g=group_letter(fx.group)) \
        if fx.stage == "group" and t.config.kind == "groups" else ""
    title = f"{fx.id} · {stage}".strip(" ·")
    paint.text(surface, app, title, 24, GOLD, (cx, lay.px(y + 10)), "midtop", True)
    paint.text(surface, app, side_name(t, fx.home, code), 44, CREAM,
               (cx - lay.px(40), lay.px(y + 70)), "topright", True)
    paint.text(surface, app, "–", 44, GOLD, (cx, lay.px(y + 70)), "midtop", True)
    paint.text(surface, app, side_name(t, fx.away, code), 44, CREAM,
               (cx + lay.px(40), lay.px(y + 70)), "topleft", True)
    for i, pid in enumerate((fx.home, fx.away)):
        at = (cx - lay.px(40), lay.px(y + 130)) if i == 0 else (cx + lay.px(40),
                                                                lay.px(y + 130))
        paint.text(surface, app, players_text(t, pid, code), 20, (206, 214, 200), at,
                   "topright" if i == 0 else "topleft")
    fmt = tr(app, f"fmt.{fx.format.kind}", n=fx.format.target)
    paint.text(surface, app, fmt, 22, CREAM, (cx, lay.px(y + 190)), "midtop")
    human = t.by_id[fx.home].has_human or t.by_id[fx.away].has_human
    hint = tr(app, "hub.human_match" if human else "hub.ai_match")
    paint.text(surface, app, hint, 20, (206, 214, 200), (cx, lay.px(y + 230)), "midtop")
    return y + 300


def final(hub: TournamentScene, surface: pygame.Surface, y: float) -> float:
    t, app, lay = hub.s.t, hub.app, hub.app.layout
    ranking = t.final_ranking()
    cx = CONTENT[0] + CONTENT[2] / 2
    if not ranking:
        done, total = t.progress()
        paint.text(surface, app, tr(app, "hub.not_over", done=done, total=total), 26,
                   CREAM, (lay.px(cx), lay.px(y + 30)), "midtop")
        return y + 80
    podium = [(0, 0, 150), (1, -260, 110), (2, 260, 80)]  # place index, dx, height
    base = y + 210
    for idx, dx, h in podium:
        if idx >= len(ranking):
            continue
        p = ranking[idx]
        block = lay.rect(cx + dx - 110, base - h, 220, h)
        pygame.draw.rect(surface, GOLD if idx == 0 else CREAM, block,
                         border_radius=lay.px(8))
        paint.text(surface, app, str(p.rank), 48, INK, block.center, "center", True)
        paint.text(surface, app, p.name, 28, CREAM,
                   (block.centerx, block.y - lay.px(8)), "midbottom", True)
    y = base + 24
    col_w = (CONTENT[2] - 40) / 3
    per_col = max(1, -(-len(ranking) // 3))
    for i, p in enumerate(ranking):
        c, r = divmod(i, per_col)
        x = CONTENT[0] + 20 + c * col_w
        line = f"{p.rank:>2}. {p.name}"
        paint.text(surface, app, line, 21, CREAM, lay.rect(x, y + r * 25, 0, 0).topleft,
                   max_w=lay.px(col_w - 90))
        if p.placement_points:
            paint.text(surface, app, tr(app, "hub.placement", n=p.placement_points), 19,
                       GOLD, lay.rect(x + col_w - 20, y + r * 25, 0, 0).topleft,
                       "topright")
    return y + per_col * 25
