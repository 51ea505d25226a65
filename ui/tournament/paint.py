"""Drawing the tournament: standings tables with footnotes, the bracket, bars and text.

Pure drawing: every function takes what to show and where, and changes nothing else. Sizes are
design units (1280×720), scaled through the app's layout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.tournament.model import Fixture
from game.tournament.report import BracketRound
from game.tournament.standings import Row
from ui.theme import CREAM, GOLD, INK, MUTED, Colour, panel

if TYPE_CHECKING:
    from ui.app import App

ROW = 26
SOFT = (206, 214, 200)


def text(surface: pygame.Surface, app: App, s: str, size: float, colour: Colour,
         pos: tuple[int, int], anchor: str = "topleft", bold: bool = False,
         max_w: int | None = None) -> pygame.Rect:
    img = app.fonts.render(s, size, colour, bold)
    if max_w is not None and img.get_width() > max_w > 0:
        img = pygame.transform.smoothscale(img, (max_w, img.get_height()))
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def wrap(app: App, s: str, size: float, width: int) -> list[str]:
    font = app.fonts.get(size)
    lines: list[str] = []
    line = ""
    for word in s.split():
        trial = f"{line} {word}".strip()
        if font.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def progress_bar(surface: pygame.Surface, app: App, rect: pygame.Rect, fraction: float,
                 caption: str) -> None:
    radius = rect.h // 2
    pygame.draw.rect(surface, (8, 40, 22), rect, border_radius=radius)
    fill = rect.copy()
    fill.w = max(rect.h, round(rect.w * max(0.0, min(1.0, fraction))))
    pygame.draw.rect(surface, GOLD, fill, border_radius=radius)
    pygame.draw.rect(surface, CREAM, rect, 1, border_radius=radius)
    # The caption is ink over the gold part and cream over the dark part, so it reads anywhere.
    clip = surface.get_clip()
    for colour, part in ((INK, fill), (CREAM, pygame.Rect(fill.right, rect.y,
                                                          rect.right - fill.right, rect.h))):
        surface.set_clip(part.clip(clip) if clip else part)
        text(surface, app, caption, 19, colour, rect.center, "center")
    surface.set_clip(clip)


# ---- standings -------------------------------------------------------------------------------
COLUMNS = (("pos", 40, "right"), ("name", 0, "left"), ("played", 34, "right"),
           ("won", 34, "right"), ("drawn", 34, "right"), ("lost", 34, "right"),
           ("hands", 74, "right"), ("cards", 92, "right"), ("points", 54, "right"),
           ("notes", 58, "left"))


def _cells(r: Row, marks: str) -> dict[str, str]:
    return {"pos": str(r.rank), "name": r.name, "played": str(r.played), "won": str(r.won),
            "drawn": str(r.drawn), "lost": str(r.lost),
            "hands": f"{r.hands_for}–{r.hands_against}", "cards": str(r.cards_for),
            "points": str(r.points), "notes": marks}


def standings_table(surface: pygame.Surface, app: App, x: float, y: float, w: float,
                    title: str, rows: list[Row], qualify: int, labels: dict[str, str],
                    notes: dict[str, int], lang: str) -> float:
    """Draw a table and its tie-break footnotes; returns the height used (design units)."""
    lay = app.layout
    px = lay.px
    text(surface, app, title, 26, GOLD, (px(x), px(y)), bold=True)
    y += 32
    fixed = sum(c[1] for c in COLUMNS)
    widths = {k: (wd or w - fixed) for k, wd, _ in COLUMNS}
    cx = x
    for key, _, align in COLUMNS:
        anchor = "midright" if align == "right" else "midleft"
        at = (px(cx + widths[key] - 6), px(y + ROW / 2)) if align == "right" else \
            (px(cx + 6), px(y + ROW / 2))
        text(surface, app, labels[key], 20, SOFT, at, anchor)
        cx += widths[key]
    y += ROW
    pygame.draw.line(surface, SOFT, (px(x), px(y)), (px(x + w), px(y)))
    for i, r in enumerate(rows):
        marks = " ".join(str(notes.setdefault(t, len(notes) + 1)) for t in r.explain(lang))
        band = lay.rect(x, y, w, ROW)
        if i % 2:
            panel(surface, band, 0, (255, 255, 255, 18))
        if r.rank <= qualify:
            pygame.draw.rect(surface, GOLD, lay.rect(x, y + 3, 4, ROW - 6))
        cells = _cells(r, marks)
        cx = x
        for key, _, align in COLUMNS:
            bold = key in ("points", "name") and r.rank <= max(qualify, 1)
            colour = GOLD if key == "notes" else CREAM
            limit = px(widths[key] - 10)
            at = (px(cx + widths[key] - 6), px(y + ROW / 2)) if align == "right" else \
                (px(cx + 8), px(y + ROW / 2))
            text(surface, app, cells[key], 21, colour, at,
                 "midright" if align == "right" else "midleft", bold, limit)
            cx += widths[key]
        y += ROW
    y += 8
    return y


def footnotes(surface: pygame.Surface, app: App, x: float, y: float, w: float,
              notes: dict[str, int], size: float = 21) -> float:
    """Numbered tie-break notes, wrapped to `w`; returns the new y (design units)."""
    lay = app.layout
    line_h = size + 3
    for note, n in notes.items():
        lines = wrap(app, note, size, lay.px(w - 34))
        text(surface, app, f"{n}.", size, GOLD, (lay.px(x + 22), lay.px(y)), "topright")
        for line in lines:
            text(surface, app, line, size, SOFT, (lay.px(x + 30), lay.px(y)))
            y += line_h
        y += 3
    return y


# ---- bracket ---------------------------------------------------------------------------------
BOX_W, BOX_H = 250, 54


def _side(surface: pygame.Surface, app: App, box: pygame.Rect, top: bool, name: str,
          score: str, winner: bool, known: bool, tag: str) -> None:
    lay = app.layout
    half = box.h // 2
    y = box.y + (half // 2 if top else half + half // 2)
    colour = INK if known else MUTED
    if winner:
        pygame.draw.rect(surface, GOLD, pygame.Rect(box.x, box.y + (0 if top else half),
                                                   lay.px(6), half), border_radius=2)
    left = box.x + lay.px(12)
    if tag:
        text(surface, app, tag, 16, (120, 120, 110), (left, y), "midleft")
        left += lay.px(30)
    text(surface, app, name, 20, colour, (left, y), "midleft", winner,
         box.right - left - lay.px(40))
    text(surface, app, score, 20, colour, (box.right - lay.px(10), y), "midright", winner)


def match_box(surface: pygame.Surface, app: App, box: pygame.Rect, fx: Fixture,
              names: dict[int, str], tbd: str, bye: str, highlight: bool,
              tags: dict[int, str]) -> None:
    lay = app.layout
    pygame.draw.rect(surface, CREAM, box, border_radius=lay.px(6))
    if highlight:
        pygame.draw.rect(surface, GOLD, box, lay.px(3), border_radius=lay.px(6))
    pygame.draw.line(surface, SOFT, (box.x + lay.px(8), box.centery),
                     (box.right - lay.px(8), box.centery))
    won = fx.hands_won() if fx.done and not fx.bye else None
    for top, pid in ((True, fx.home), (False, fx.away)):
        name = (bye if fx.bye else tbd) if pid is None else names[pid]
        score = str(won[0 if top else 1]) if won else ""
        _side(surface, app, box, top, name, score, fx.done and pid is not None
              and pid == fx.winner and not fx.bye, pid is not None,
              tags.get(pid, "") if pid is not None and fx.round == 0 else "")


def bracket(surface: pygame.Surface, app: App, area: pygame.Rect, rounds: list[BracketRound],
            names: dict[int, str], tbd: str, bye: str, next_id: str | None,
            notes: dict[str, str], tags: dict[int, str]) -> None:
    """Rounds as columns, each match centred between the two it comes from."""
    lay = app.layout
    main = [r for r in rounds if not any(f.id == "KO-3rd" for f in r.fixtures)]
    third = next((r for r in rounds if any(f.id == "KO-3rd" for f in r.fixtures)), None)
    if not main:
        return
    cols = len(main)
    col_w = area.w / cols
    box_w = min(lay.px(BOX_W), int(col_w - lay.px(36)))
    top = area.y + lay.px(40)
    height = area.h - lay.px(50)
    first = len(main[0].fixtures)
    box_h = min(lay.px(BOX_H), int(height / first) - lay.px(8))
    centres: list[list[float]] = []
    for c, rnd in enumerate(main):
        x = area.x + int(c * col_w + (col_w - box_w) / 2)
        text(surface, app, rnd.title, 22, GOLD, (x + box_w // 2, area.y + lay.px(10)),
             "midtop", True)
        if c == 0:
            ys = [top + (i + 0.5) * height / first for i in range(first)]
        else:
            prev = centres[-1]
            ys = [(prev[2 * i] + prev[2 * i + 1]) / 2 for i in range(len(rnd.fixtures))]
            px_prev = area.x + int((c - 1) * col_w + (col_w - box_w) / 2) + box_w
            mid = (px_prev + x) // 2
            for i, y in enumerate(ys):
                for feeder in (prev[2 * i], prev[2 * i + 1]):
                    pygame.draw.lines(surface, SOFT, False, [(px_prev, int(feeder)),
                                                             (mid, int(feeder)),
                                                             (mid, int(y)), (x, int(y))], 2)
        centres.append(ys)
        for fx, y in zip(rnd.fixtures, ys, strict=True):
            box = pygame.Rect(x, int(y - box_h / 2), box_w, box_h)
            match_box(surface, app, box, fx, names, tbd, bye, fx.id == next_id, tags)
            note = notes.get(fx.id)
            if note:
                text(surface, app, note, 15, SOFT, (box.centerx, box.bottom + lay.px(2)),
                     "midtop", max_w=box_w)
    if third is not None:
        fx = third.fixtures[0]
        x = area.x + int((cols - 1) * col_w + (col_w - box_w) / 2)
        y = int(centres[-1][0] + box_h * 1.6)
        text(surface, app, third.title, 20, GOLD, (x + box_w // 2, y - lay.px(26)), "midtop",
             True)
        match_box(surface, app, pygame.Rect(x, y, box_w, box_h), fx, names, tbd, bye,
                  fx.id == next_id, tags)
