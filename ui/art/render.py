"""Rasterise the committed SVG decks with pygame, once per card size.

SDL's nanosvg draws the faces; index letters are drawn here with pygame fonts because nanosvg
ignores <text>. Anything unreadable on disk degrades to a plain drawn card, never a crash.
The game's decks (`card_art`) are kept rasterised in the player's cache folder once made
(`raster_cache`), so the next start reads them back instead of paying nanosvg again.
"""

from __future__ import annotations

import functools
import io
import logging
import re
from dataclasses import dataclass
from pathlib import Path

import pygame

from ui.art import svgfile
from ui.art.decks import DECKS, DeckStyle, deck
from ui.art.french_signs import PALETTES
from ui.art.raster_cache import DeckKey, Entry, EntryProblem, RasterCache, deck_key
from ui.art.svg import HALF_ID, turn_use
from ui.paths import assets_dir
from ui.theme import EM, font_file

ASPECT: dict[DeckStyle, float] = {name: deck.aspect for name, deck in DECKS.items()}
SUIT_NAMES: dict[DeckStyle, tuple[str, ...]] = {name: deck.suits for name, deck in DECKS.items()}
RANKS: dict[DeckStyle, tuple[int, ...]] = {name: deck.ranks for name, deck in DECKS.items()}
BACKS: dict[DeckStyle, tuple[str, ...]] = {name: deck.backs for name, deck in DECKS.items()}
#: Index letters by language; the Queen/Jack order never changes them (they name the picture).
COURT_LABELS: dict[str, dict[str, dict[int, str]]] = {
    "italian": {"it": {1: "A", 11: "F", 12: "C", 13: "R"},
                "en": {1: "A", 11: "J", 12: "Kn", 13: "K"}},
    "french": {"it": {1: "A", 11: "F", 12: "D", 13: "R"},
               "en": {1: "A", 11: "J", 12: "Q", 13: "K"}},
}
FR_BLACK = (17, 17, 17)
PAPER_RGB = (247, 240, 224)  # craft.PAPER and PAPER_LOW, between the two
#: How `draw` turns SVG into pixels, part of the raster cache's key: change it with `draw`.
RENDERER = "on-grid, turned halves 1"

log = logging.getLogger(__name__)
_warned: set[str] = set()


@dataclass
class Tally:
    """How the faces were made so far: by nanosvg, or read back from the raster cache (the
    tests check a second start against it, the bench prints it)."""

    rasterised: int = 0
    from_cache: int = 0


tally = Tally()
_shared_cache: list[RasterCache | None] = [None]


def use_cache(folder: Path | None) -> RasterCache | None:
    """Keep the game's decks (`card_art`) rasterised under `folder`, or nowhere (None).

    The app points it at its `UserDirs.cache`; decks already shared keep the cache they had.
    """
    _shared_cache[0] = None if folder is None else RasterCache(folder)
    return _shared_cache[0]


def shared_cache() -> RasterCache | None:
    """The cache the game's decks use now (`use_cache`)."""
    return _shared_cache[0]


def label(style: DeckStyle, rank: int, language: str) -> str:
    """The index text for a rank: numbers as digits, aces and courts by language."""
    family = COURT_LABELS[DECKS[style].family]
    names = family.get(language, family["en"])
    return names.get(rank, str(rank))


def suit_colour(style: DeckStyle, suit: int) -> tuple[int, int, int]:
    """The index colour of a suit: its sign's on French decks (red and black, or the four
    colours), black on Italian ones."""
    palette = PALETTES.get(style)
    if palette is None:
        return FR_BLACK
    hex_colour = palette[suit]
    return (int(hex_colour[1:3], 16), int(hex_colour[3:5], 16), int(hex_colour[5:7], 16))


def unusable() -> list[str]:
    """The art files that fell back to a plain card so far (the smoke test wants none)."""
    return sorted(_warned)


def _warn_once(key: str, message: str) -> None:
    if key not in _warned:
        _warned.add(key)
        log.warning(message)


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha() makes blits ~20× faster but needs a display surface to exist."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def _font(px: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return _sized_font(px)


@functools.cache
def _sized_font(px: int) -> pygame.font.Font:
    return pygame.font.Font(font_file("bold"), max(6, round(px * EM)))


def _rasterise(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
    """Load an SVG (or its shipped .svgz) at a size; None and one warning if it is unusable."""
    try:
        return draw(svgfile.read(path), size)
    except (pygame.error, OSError, ValueError) as exc:
        _warn_once(str(path), f"card art {path} unusable ({exc}); drawing a plain card")
        return None


_ROOT = re.compile(rb"<svg\b[^>]*>")
_VIEWBOX = re.compile(rb'viewBox="0 0 ([0-9.]+) ([0-9.]+)"')
_HALF = f'<g id="{HALF_ID}">'.encode()


def on_grid(data: bytes, size: tuple[int, int]) -> bytes:
    """The SVG with its root sized in pixels, so nanosvg maps the viewBox onto exactly
    `size` pixels (stretching a width rounded to whole pixels by under half a pixel) rather
    than leaving a part-covered last column: the card's centre is then the image's centre,
    and a half turned 180° lands on the pixels nanosvg would draw for it."""
    root = _ROOT.search(data)
    if root is None:
        return data
    tag = re.sub(rb'\swidth="[^"]*"', f' width="{size[0]}"'.encode(), root.group(0), count=1)
    tag = re.sub(rb'\sheight="[^"]*"', f' height="{size[1]}"'.encode(), tag, count=1)
    return data[:root.start()] + tag + data[root.end():]


def _svg(data: bytes, size: tuple[int, int]) -> pygame.Surface:
    image = pygame.image.load_sized_svg(io.BytesIO(on_grid(data, size)), size)
    if image.get_size() != size:  # a root we could not size: stretch the last pixel
        image = pygame.transform.smoothscale(image, size)
    return image


def _turn(data: bytes, root: re.Match[bytes]) -> bytes:
    """The `<use>` turning the half about the centre of this file's viewBox."""
    box = _VIEWBOX.search(root.group(0))
    if box is None:
        raise ValueError("a double-headed card without a viewBox from 0 0")
    return turn_use(float(box.group(1)), float(box.group(2))).encode()


def layers(data: bytes) -> tuple[bytes, bytes, bytes] | None:
    """A double-headed face (`svg.double_headed`) as three documents: what lies under its
    half, the half alone, and what lies over the turned copy; None for a face in one piece.

    ValueError for a `<use>` other than that one form: nanosvg would silently drop it.
    """
    if b"<use" not in data:
        return None
    root = _ROOT.search(data)
    if root is None:
        raise ValueError("no <svg> root")
    end = b"</g>" + _turn(data, root)
    if data.count(b"<use") != 1 or data.count(_HALF) != 1 or data.count(end) != 1:
        raise ValueError("a <use> other than a double-headed card's turned half")
    start, stop = data.index(_HALF), data.index(end)
    head = root.end()
    if data[head:].lstrip().startswith(b"<defs>"):  # every layer needs the gradients
        head = data.index(b"</defs>", head) + len(b"</defs>")
    tail = b"\n</svg>\n"
    return (data[:start] + tail, data[:head] + data[start + len(_HALF):stop] + tail,
            data[:head] + data[stop + len(end):])


def expanded(data: bytes) -> bytes:
    """The same face in one piece: the turned half written out as a group (what the files
    held before the reference), for nanosvg in one pass and for the tests' comparison."""
    parts = layers(data)
    if parts is None:
        return data
    root = _ROOT.search(data)
    assert root is not None
    half = data[data.index(_HALF) + len(_HALF):data.index(b"</g>" + _turn(data, root))]
    box = _VIEWBOX.search(root.group(0))
    assert box is not None
    matrix = f'<g transform="matrix(-1 0 0 -1 {box.group(1).decode()} {box.group(2).decode()})">'
    return data.replace(_turn(data, root), matrix.encode() + half + b"</g>", 1)


def turned(half: pygame.Surface) -> pygame.Surface:
    """The half's pixels turned 180° about the image centre: exactly the card's point
    reflection, since `on_grid` puts the card's centre there."""
    return pygame.transform.rotate(half, 180)


def draw(data: bytes, size: tuple[int, int]) -> pygame.Surface:
    """Rasterise SVG bytes at `size`; a double-headed face rasterises its half once and
    lays it down twice (the court costs about half its raster time). pygame.error or
    ValueError if the data is unusable."""
    parts = layers(data)
    if parts is None:
        return _svg(data, size)
    under, half, over = (_svg(part, size) for part in parts)
    under.blit(half, (0, 0))
    under.blit(turned(half), (0, 0))
    under.blit(over, (0, 0))
    return under


def fallback_card(size: tuple[int, int], text: str, colour: tuple[int, int, int] = FR_BLACK
                  ) -> pygame.Surface:
    """A plain white rounded card with a short caption, for missing or broken art."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(2, w // 14)
    pygame.draw.rect(surf, (255, 255, 255), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (80, 80, 80), surf.get_rect(), max(1, w // 80), border_radius=radius)
    font = _font(max(8, h // 5))
    img = font.render(text, True, colour)
    surf.blit(img, img.get_rect(center=(w // 2, h // 2)))
    return surf


def _index_image(text: str, colour: tuple[int, int, int], height: int, max_width: int, *,
                 boxed: bool) -> pygame.Surface:
    """The index letter or number, boxed on white for the beginners' overlay."""
    img = _font(max(6, int(height * 1.35))).render(text, True, colour)
    if img.get_width() > max_width:
        img = pygame.transform.smoothscale(img, (max_width, img.get_height()))
    if boxed:
        pad = max(2, height // 5)
        box = pygame.Surface((img.get_width() + 2 * pad, img.get_height() + pad), pygame.SRCALPHA)
        rad = max(2, pad)
        pygame.draw.rect(box, (255, 255, 255, 235), box.get_rect(), border_radius=rad)
        pygame.draw.rect(box, (60, 60, 60), box.get_rect(), max(1, height // 12),
                         border_radius=rad)
        box.blit(img, img.get_rect(center=box.get_rect().center))
        img = box
    return img


def _stamp(surf: pygame.Surface, img: pygame.Surface, centre: tuple[int, int]) -> None:
    """Draw one index (and its 180° twin) so the card reads the same either way up."""
    w, h = surf.get_size()
    surf.blit(img, img.get_rect(center=centre))
    surf.blit(pygame.transform.rotate(img, 180), img.get_rect(center=(w - centre[0],
                                                                       h - centre[1])))


def paper_share(surf: pygame.Surface, rect: pygame.Rect) -> float:
    """How much of a rect on a face is bare paper (1.0: nothing drawn there)."""
    rect = rect.clip(surf.get_rect())
    if rect.width <= 0 or rect.height <= 0:
        return 1.0
    mask = pygame.mask.from_threshold(surf.subsurface(rect), PAPER_RGB, (24, 24, 28, 255))
    return mask.count() / (rect.width * rect.height)


def index_centre(surf: pygame.Surface, size: tuple[int, int], centre: tuple[int, int]
                 ) -> tuple[int, int]:
    """Top-left (with its twin bottom-right) unless the art is there and the other diagonal is
    freer: the beginners' index must never hide a court's own corner sign."""
    w, h = surf.get_size()

    def free(c: tuple[int, int]) -> float:
        a = pygame.Rect((0, 0), size)
        a.center = c
        b = pygame.Rect((0, 0), size)
        b.center = (w - c[0], h - c[1])
        return min(paper_share(surf, a), paper_share(surf, b))

    other = (w - centre[0], centre[1])
    return other if free(other) > free(centre) + 0.02 else centre


class CardArt:
    """Rasterised faces of one deck at one card height, cached per size.

    With a `cache`, the faces as nanosvg drew them (before any index) are read from it when it
    holds this deck at this size, and written to it once all of them were rasterised.
    """

    def __init__(self, style: DeckStyle, height: int, *, assets_dir: Path | None = None,
                 index_overlay: bool = False, language: str = "it",
                 cache: RasterCache | None = None) -> None:
        self.style: DeckStyle = style
        self.size: tuple[int, int] = card_size(style, height)
        self.root = assets_dir if assets_dir is not None else _default_assets()
        self.index_overlay = index_overlay
        self.language = language
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        self._backs: dict[int, pygame.Surface] = {}
        self.cache = cache
        self._key: DeckKey | None = None
        self._entry: Entry | None = None
        self._fresh: dict[int, bytes] | None = {} if cache is not None else None
        self._looked = cache is None

    def face_path(self, suit: int, rank: int) -> Path:
        return self.root / "cards" / self.style / f"{SUIT_NAMES[self.style][suit]}-{rank:02d}.svg"

    def face(self, suit: int, rank: int) -> pygame.Surface:
        """The face of (suit 0..3, rank 1..13), rasterised on first use."""
        key = (suit, rank)
        if key not in self._faces:
            if not 0 <= suit < 4 or rank not in RANKS[self.style]:
                raise ValueError(f"no card suit={suit} rank={rank} in {self.style}")
            self._faces[key] = _finish(self._draw_face(suit, rank))
        return self._faces[key]

    def warm_one(self) -> bool:
        """Rasterise the first face not made yet; True when every face is made."""
        for suit in range(4):
            for rank in RANKS[self.style]:
                if (suit, rank) not in self._faces:
                    self.face(suit, rank)
                    return False
        return True

    def all_faces(self) -> list[pygame.Surface]:
        """Every face in id order (suit-major), rasterising what is not cached yet."""
        return [self.face(s, r) for s in range(4) for r in RANKS[self.style]]

    def _draw_face(self, suit: int, rank: int) -> pygame.Surface:
        text = label(self.style, rank, self.language)
        colour = suit_colour(self.style, suit)
        image = self._raster(suit, rank)
        if image is None:
            name = SUIT_NAMES[self.style][suit][0].upper()
            return fallback_card(self.size, f"{text}{name}", colour)
        w, h = self.size
        if DECKS[self.style].family == "french":
            img = _index_image(text, colour, round(h * 0.07), round(w * 0.14), boxed=False)
            _stamp(image, img, (round(w * 0.085), round(h * 0.07)))
        elif self.index_overlay:
            img = _index_image(text, FR_BLACK, round(h * 0.07), round(w * 0.18), boxed=True)
            centre = (round(w * 0.13), round(h * 0.075))
            _stamp(image, img, index_centre(image, img.get_size(), centre))
        return image

    def _raster(self, suit: int, rank: int) -> pygame.Surface | None:
        """The face as nanosvg draws it: from the cache's entry, else rasterised now."""
        self._open_entry()
        index = suit * len(RANKS[self.style]) + RANKS[self.style].index(rank)
        if self._entry is not None:
            try:
                image = pygame.image.frombytes(self._entry.face(index), self.size, "RGBA")
            except EntryProblem as exc:
                assert self.cache is not None and self._key is not None
                self.cache.discard(self._key, str(exc))
                self._entry = self._fresh = None
            else:
                tally.from_cache += 1
                return image
        fresh = _rasterise(self.face_path(suit, rank), self.size)
        tally.rasterised += 1
        self._keep(index, fresh)
        return fresh

    def _open_entry(self) -> None:
        """Key the deck by its SVG bytes and look it up, once, at the first face asked for."""
        if self._looked:
            return
        self._looked = True
        assert self.cache is not None
        try:
            svgs = [svgfile.read(self.face_path(s, r))
                    for s in range(4) for r in RANKS[self.style]]
        except (OSError, ValueError):
            self._fresh = None  # a broken deck falls back card by card and is never kept
            return
        self._key = deck_key(self.style, self.size, svgs, RENDERER)
        self._entry = self.cache.load(self._key)

    def _keep(self, index: int, image: pygame.Surface | None) -> None:
        """Collect a fresh raster; with the whole deck made, write it to the cache."""
        if self._fresh is None or self._key is None or self.cache is None:
            return
        if image is None:
            self._fresh = None
            return
        self._fresh[index] = pygame.image.tobytes(image, "RGBA")
        if len(self._fresh) == self._key.count:
            self.cache.store_later(self._key, [self._fresh[i] for i in range(self._key.count)])
            self._fresh = None

    def back(self, variant: int = 0) -> pygame.Surface:
        """A card back; variant wraps round the designs available for the pattern family."""
        names = BACKS[self.style]
        index = variant % len(names)
        if index not in self._backs:
            path = self.root / "cards" / "backs" / f"{names[index]}.svg"
            image = _rasterise(path, self.size)
            self._backs[index] = _finish(image if image is not None else
                                         fallback_card(self.size, "?"))
        return self._backs[index]


def _default_assets() -> Path:
    return assets_dir()  # looked up at call time, so tests can point it elsewhere


def card_size(style: str, height: int) -> tuple[int, int]:
    """The (width, height) of a card of `style` drawn `height` pixels tall; an unknown style is
    refused with the known ones listed (`decks.deck`)."""
    return (max(1, round(height * deck(style).aspect)), height)


@functools.cache
def card_art(style: DeckStyle, height: int, *, index_overlay: bool = False,
             language: str = "it", back: int = 0) -> CardArt:
    """Shared CardArt per (style, height, options): re-rasterise only when the window resizes.

    `back` is part of the key so callers can keep one object per chosen back design.
    """
    art = CardArt(style, height, index_overlay=index_overlay, language=language,
                  cache=_shared_cache[0])
    art.back(back)
    return art


@functools.cache
def _felt_tile() -> pygame.Surface | None:
    path = assets_dir() / "table" / "felt.svg"
    return _rasterise(path, (256, 256))


@functools.cache
def table_surface(size: tuple[int, int]) -> pygame.Surface:
    """Green felt at window size: the tile repeated, darkened towards the edges."""
    surf = pygame.Surface(size)
    surf.fill((22, 92, 48))
    tile = _felt_tile()
    if tile is not None:
        tw, th = tile.get_size()
        surf.fblits([(tile, (x, y)) for y in range(0, size[1], th) for x in range(0, size[0], tw)])
    shade = pygame.Surface((32, 32), pygame.SRCALPHA)
    for y in range(32):
        for x in range(32):
            d = ((x - 15.5) ** 2 + (y - 15.5) ** 2) ** 0.5 / 22.0
            shade.set_at((x, y), (0, 0, 0, max(0, min(110, int((d - 0.55) * 220)))))
    surf.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    return _finish(surf)
