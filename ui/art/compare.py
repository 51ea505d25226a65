"""Our card beside the reference scan of the same card, for study only.

The scans live in the project's shared folder (`shared/reference/decks/`, see its README), never
under `assets/`: this tool reads them from there and writes side-by-side PNGs to a folder the
caller names (a temp folder), so nothing derived from them can end up in the game. A scan is
scaled to our card's height; the pair is laid on a neutral ground with a gap.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pygame

from ui.art.decks import DECKS, DeckStyle
from ui.art.render import CardArt

#: Reference files are `<number><suit letter>.jpg`: 1-7 as printed, 8 Fante, 9 Cavallo, 10 Re.
SCAN_NUMBER = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 11: 8, 12: 9, 13: 10}
SCAN_SUIT = "cdbs"  # Coppe, Denari, Bastoni, Spade: the engine's suit order
COURTS_AND_ACES = (1, 11, 12, 13)


def default_reference() -> Path:
    """`shared/reference/decks` beside the checkout (the worktrees' `../shared`)."""
    return Path(__file__).resolve().parents[3] / "shared" / "reference" / "decks"


def scan_path(reference: Path, style: DeckStyle, suit: int, rank: int) -> Path:
    """The reference scan of one card of an Italian deck."""
    return reference / style / f"{SCAN_NUMBER[rank]}{SCAN_SUIT[suit]}.jpg"


def pair(art: CardArt, reference: Path, suit: int, rank: int) -> pygame.Surface:
    """Ours on the left, the scan (scaled to the same height) on the right."""
    ours = art.face(suit, rank)
    w, h = ours.get_size()
    scan = pygame.image.load(str(scan_path(reference, art.style, suit, rank)))
    sw = round(scan.get_width() * h / scan.get_height())
    scan = pygame.transform.smoothscale(scan, (sw, h))
    gap = max(8, h // 30)
    out = pygame.Surface((3 * gap + w + sw, 2 * gap + h))
    out.fill((96, 96, 96))
    out.blit(ours, (gap, gap))
    out.blit(scan, (2 * gap + w, gap))
    return out


def write_pairs(style: DeckStyle, out: Path, *, height: int = 600,
                ranks: Iterable[int] = COURTS_AND_ACES, reference: Path | None = None
                ) -> list[Path]:
    """One PNG per card (`<deck>-<suit>-<rank>.png`) under `out`; returns the paths."""
    if DECKS[style].family != "italian":
        raise ValueError(f"there are no reference scans of the {style} deck")
    reference = reference or default_reference()
    art = CardArt(style, height)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for suit in range(4):
        for rank in ranks:
            target = out / f"{style}-{DECKS[style].suits[suit]}-{rank:02d}.png"
            pygame.image.save(pair(art, reference, suit, rank), str(target))
            written.append(target)
    return written
