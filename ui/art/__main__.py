"""Command line for the card art: regenerate the SVGs, write contact sheets, time rasterising.

    python -m ui.art generate
    python -m ui.art sheet --deck napoletane --height 180 --out sheet.png
    python -m ui.art bench
    python -m ui.art halves --height 270   # double-headed courts composed vs one pass
    python -m ui.art compare --deck napoletane --out /tmp/compare   # ours beside the scans
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from ui.art.compare import COURTS_AND_ACES, write_pairs
from ui.art.decks import DECKS, STYLES, DeckStyle
from ui.art.generate import write_all
from ui.art.raster_cache import RasterCache
from ui.art.render import ASPECT, BACKS, RANKS, CardArt, tally
from ui.paths import assets_dir

ITALIAN = tuple(name for name, deck in DECKS.items() if deck.family == "italian")


def _init_pygame() -> None:
    """A hidden 1×1 display so convert_alpha() works, as in the game."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()  # not pygame.init(): no audio device needed to draw cards
    pygame.font.init()
    pygame.display.set_mode((1, 1))


def write_sheet(style: DeckStyle, height: int, out: Path, *, index_overlay: bool = False,
                language: str = "it") -> Path:
    """A grid with one row per suit (ranks left to right) and a last row of backs."""
    import pygame

    art = CardArt(style, height, index_overlay=index_overlay, language=language)
    w, h = art.size
    gap = max(4, height // 20)
    cols = len(RANKS[style])
    sheet = pygame.Surface((gap + cols * (w + gap), gap + 5 * (h + gap)))
    sheet.fill((30, 100, 55))
    for suit in range(4):
        for col, rank in enumerate(RANKS[style]):
            sheet.blit(art.face(suit, rank), (gap + col * (w + gap), gap + suit * (h + gap)))
    for col in range(len(BACKS[style])):
        sheet.blit(art.back(col), (gap + col * (w + gap), gap + 4 * (h + gap)))
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    return out


@dataclass(frozen=True)
class Bench:
    """One deck's figures, in milliseconds (best of the runs) and bytes."""

    wall: float  # rasterised by nanosvg, as on a first start
    cpu: float
    warm_wall: float  # read back from the raster cache, as on every later start
    warm_cpu: float
    cached_bytes: int  # the cache entry on disk


def _best(make: Callable[[], CardArt], runs: int) -> tuple[float, float]:
    """(wall, CPU) ms of the fastest of `runs` fresh decks made to the last face."""
    best = cpu = float("inf")
    for _ in range(runs):
        art = make()
        start, start_cpu = time.perf_counter(), time.process_time()
        art.all_faces()
        best = min(best, (time.perf_counter() - start) * 1000.0)
        cpu = min(cpu, (time.process_time() - start_cpu) * 1000.0)
    return best, cpu


def bench(height: int = 270, runs: int = 3) -> dict[DeckStyle, Bench]:
    """Each deck's every face at one card height: rasterised (cold) and from the cache (warm).

    The best of `runs` fresh decks: on a shared machine the minimum is the figure that
    reflects the work, the rest is other processes' noise. The warm figure covers what a
    later start does: hash the SVGs, read and check the entry, inflate every face.
    """
    result: dict[DeckStyle, Bench] = {}
    with tempfile.TemporaryDirectory(prefix="briscola-bench-") as folder:
        cache = RasterCache(Path(folder))
        for style in STYLES:
            wall, cpu = _best(lambda: CardArt(style, height), runs)  # noqa: B023
            CardArt(style, height, cache=cache).all_faces()
            if not all(cache.flush()):
                raise SystemExit(f"could not write the raster cache under {folder}")
            drawn = tally.rasterised
            warm_wall, warm_cpu = _best(lambda: CardArt(style, height, cache=cache),  # noqa: B023
                                        runs)
            if tally.rasterised != drawn:
                raise SystemExit(f"{style}: the warm runs rasterised instead of reading")
            size = sum(p.stat().st_size for p in Path(folder).glob(f"{style}-*.faces"))
            result[style] = Bench(wall, cpu, warm_wall, warm_cpu, size)
    return result


def _halves(height: int) -> int:
    """Print, per deck, how far its composed courts are from one pass, and the time saved."""
    from ui.art.halves import compare

    bad = False
    for style in STYLES:
        diffs = compare(style, height)
        if not diffs:
            print(f"{style:11s} no double-headed face drawn from a half")
            continue
        worst = max(diffs, key=lambda d: d.worst)
        half = "lower" if worst.where[1] >= height / 2 else "upper"
        print(f"{style:11s} {len(diffs)} courts at {height}px: worst {worst.worst}/255 "
              f"(suit {worst.suit} rank {worst.rank} at {worst.where}, {half} half); "
              f"pixels off by > 8: at most {max(d.over_8 for d in diffs)} of "
              f"{diffs[0].pixels}, by > 48: at most {max(d.over_edge for d in diffs)}; "
              f"CPU one pass {sum(d.one_pass_ms for d in diffs):.1f} ms, composed "
              f"{sum(d.composed_ms for d in diffs):.1f} ms")
        bad = bad or not all(d.exact_enough for d in diffs)
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ui.art", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate", help="regenerate every SVG under assets/ (and the icon PNG)")
    gen.add_argument("--out", type=Path, default=None, help="assets folder (default: the repo's)")
    sheet = sub.add_parser(
        "sheet", help="contact sheet of a deck: a row per suit, then a row of backs",
        description="Write a contact sheet PNG. With --deck all, one file per deck is written, "
                    "the deck name suffixed to --out (sheet.png -> sheet-napoletane.png, ...).")
    sheet.add_argument("--deck", choices=[*STYLES, "all"], default="napoletane")
    sheet.add_argument("--height", type=int, default=180, help="card height in pixels")
    sheet.add_argument("--out", type=Path, default=Path("sheet.png"),
                       help="PNG to write (suffixed with the deck name for --deck all)")
    sheet.add_argument("--index", action="store_true", help="beginners' index on Italian decks")
    sheet.add_argument("--language", default="it", help="index letters: it or en")
    bench_p = sub.add_parser("bench", help="ms to rasterise each whole deck (limit 300 ms), "
                                           "and to read it back from the raster cache")
    bench_p.add_argument("--height", type=int, default=270, help="card height (1080p: 270)")
    bench_p.add_argument("--runs", type=int, default=3, help="report the best of this many")
    halves_p = sub.add_parser(
        "halves", help="every double-headed court drawn from one half and in one pass, "
                       "compared pixel by pixel (exits non-zero if one is off)")
    halves_p.add_argument("--height", type=int, default=270, help="card height in pixels")
    comp = sub.add_parser(
        "compare", help="our courts and aces beside the reference scans (for study, not shipped)",
        description="Write one PNG per card: ours on the left, the reference scan on the right. "
                    "Write them outside the repository (e.g. /tmp): the scans never ship.")
    comp.add_argument("--deck", choices=[*ITALIAN, "all"], default="all")
    comp.add_argument("--height", type=int, default=600, help="card height in pixels")
    comp.add_argument("--ranks", type=int, nargs="*", default=list(COURTS_AND_ACES),
                      help="ranks to compare (1-7, 11 Fante, 12 Cavallo, 13 Re)")
    comp.add_argument("--out", type=Path, required=True, help="folder for the PNGs")
    comp.add_argument("--reference", type=Path, default=None,
                      help="folder of the scans (default: shared/reference/decks)")
    args = parser.parse_args(argv)

    if args.command == "generate":
        root = args.out or assets_dir()
        written = write_all(root)
        _init_pygame()
        from ui.art.icon import write_png

        png = write_png(root)
        print(f"wrote {len(written)} SVG files and {png} under {root}")
        return 0
    _init_pygame()
    if args.command == "halves":
        return _halves(args.height)
    if args.command == "compare":
        for style in ITALIAN if args.deck == "all" else (cast(DeckStyle, args.deck),):
            paths = write_pairs(style, args.out, height=args.height, ranks=args.ranks,
                                reference=args.reference)
            print(f"{style}: {len(paths)} pairs under {args.out}")
        return 0
    if args.command == "sheet":
        styles = STYLES if args.deck == "all" else (cast(DeckStyle, args.deck),)
        for style in styles:
            out = args.out
            if args.deck == "all":
                out = out.with_name(f"{out.stem}-{style}{out.suffix or '.png'}")
            write_sheet(style, args.height, out, index_overlay=args.index,
                        language=args.language)
            print(f"{style}: {out}")
        return 0
    slow = False
    for style, b in bench(args.height, max(1, args.runs)).items():
        count = 4 * len(RANKS[style])
        print(f"{style:11s} {count} faces at {args.height}px "
              f"({round(args.height * ASPECT[style])}x{args.height}): {b.wall:7.1f} ms "
              f"(CPU {b.cpu:.1f} ms); from the cache {b.warm_wall:5.1f} ms "
              f"(CPU {b.warm_cpu:.1f} ms), {b.cached_bytes / 1024:.0f} KiB on disk")
        slow = slow or b.cpu > 300.0
    return 1 if slow else 0


if __name__ == "__main__":
    raise SystemExit(main())
