"""The raster cache: a deck rasterised once is read back pixel for pixel on later starts, and
every kind of damaged, foreign or stale entry is set aside and rebuilt, never a crash."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import hashlib
import struct
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from ui.app import App
from ui.art import raster_cache, render
from ui.art.decks import DeckStyle
from ui.art.raster_cache import HEADER, DeckKey, Entry, EntryProblem, RasterCache, encode
from ui.art.render import RANKS, SUIT_NAMES, CardArt, tally
from ui.paths import UserDirs
from ui.scenes.menu import MenuScene
from ui.scenes.table import TableScene
from ui.tools.harness import click_menu, make_app, run_until, top_is

HEIGHT = 48  # small faces: the tests pay for no real rasterising


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    yield


def tiny_deck(root: Path, style: DeckStyle, tone: int = 0) -> Path:
    """An assets folder whose faces of `style` are small SVGs, each its own colours."""
    aspect = render.ASPECT[style]
    w = round(1000 * aspect)
    folder = root / "cards" / style
    folder.mkdir(parents=True, exist_ok=True)
    for s, suit in enumerate(SUIT_NAMES[style]):
        for rank in RANKS[style]:
            colour = f"#{(40 * s + tone) % 256:02x}{(19 * rank) % 256:02x}80"
            (folder / f"{suit}-{rank:02d}.svg").write_text(
                f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="1000" '
                f'viewBox="0 0 {w} 1000"><rect x="0" y="0" width="{w}" height="1000" rx="40" '
                f'fill="#f7f0e0"/><circle cx="{w // 2}" cy="{300 + 40 * s}" r="{30 + 9 * rank}" '
                f'fill="{colour}" stroke="#111111" stroke-width="12"/></svg>\n', encoding="utf-8")
    return root


def pixels(art: CardArt) -> list[bytes]:
    return [pygame.image.tobytes(face, "RGBA") for face in art.all_faces()]


def made(make: Callable[[], list[bytes]]) -> tuple[list[bytes], int, int]:
    """What `make` returns, with how many faces it rasterised and read from the cache."""
    drawn, read = tally.rasterised, tally.from_cache
    out = make()
    return out, tally.rasterised - drawn, tally.from_cache - read


def entry_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize(("style", "overlay"), [("french", False), ("napoletane", True)])
def test_a_deck_read_back_is_the_same_pixels_as_rasterised(tmp_path: Path, style: DeckStyle,
                                                           overlay: bool) -> None:
    """The entry holds nanosvg's picture; the indices (French, or the beginners' overlay) are
    stamped on it afterwards, so the faces a player sees are byte for byte the same."""
    assets = tiny_deck(tmp_path / "assets", style)
    cache = RasterCache(tmp_path / "cache")
    count = 4 * len(RANKS[style])
    cold, drawn, read = made(lambda: pixels(CardArt(style, HEIGHT, assets_dir=assets,
                                                    index_overlay=overlay, cache=cache)))
    assert (drawn, read) == (count, 0)
    assert cache.flush() == [True]
    assert len(entry_files(tmp_path / "cache")) == 1
    warm, drawn, read = made(lambda: pixels(CardArt(style, HEIGHT, assets_dir=assets,
                                                    index_overlay=overlay, cache=cache)))
    assert (drawn, read) == (0, count)
    assert warm == cold
    plain = pixels(CardArt(style, HEIGHT, assets_dir=assets, index_overlay=overlay))
    assert plain == cold  # and the same as a deck drawn with no cache at all


def test_the_other_language_shares_the_entry_of_the_same_size(tmp_path: Path) -> None:
    assets = tiny_deck(tmp_path / "assets", "french")
    cache = RasterCache(tmp_path / "cache")
    CardArt("french", HEIGHT, assets_dir=assets, cache=cache, language="it").all_faces()
    cache.flush()
    english, drawn, _ = made(lambda: pixels(CardArt("french", HEIGHT, assets_dir=assets,
                                                    cache=cache, language="en")))
    assert drawn == 0
    assert english == pixels(CardArt("french", HEIGHT, assets_dir=assets, language="en"))


# ---- damage: each kind is ignored, kept once as NAME.bad, and the deck rebuilt -------------
def _wrong_size(data: bytes, key: DeckKey) -> bytes:
    w, h = key.size
    other = DeckKey(key.style, (w, h + 1), key.count, key.digest)
    return encode(other, [bytes(w * (h + 1) * 4)] * key.count)


def _wrong_count(data: bytes, key: DeckKey) -> bytes:
    w, h = key.size
    other = DeckKey(key.style, key.size, key.count - 1, key.digest)
    return encode(other, [bytes(w * h * 4)] * (key.count - 1))


def _other_art(data: bytes, key: DeckKey) -> bytes:
    w, h = key.size
    other = DeckKey(key.style, key.size, key.count, bytes(32))
    return encode(other, [bytes(w * h * 4)] * key.count)


def _flipped(data: bytes, key: DeckKey) -> bytes:
    i = HEADER.size + 4 * key.count + 10
    return data[:i] + bytes([data[i] ^ 1]) + data[i + 1:]


DAMAGE: dict[str, Callable[[bytes, DeckKey], bytes]] = {
    "empty": lambda d, k: b"",
    "truncated": lambda d, k: d[:len(d) * 2 // 3],
    "header only": lambda d, k: d[:HEADER.size],
    "table cut": lambda d, k: d[:HEADER.size + 7],
    "bytes after the end": lambda d, k: d + b"\0",
    "flipped bit": _flipped,
    "foreign": lambda d, k: b"PK\x03\x04 not ours at all " * 40,
    "old format": lambda d, k: d[:8] + struct.pack("<H", 99) + d[10:],
    "wrong size": _wrong_size,
    "wrong count": _wrong_count,
    "other art": _other_art,
}


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_a_damaged_entry_is_kept_as_bad_and_the_deck_rebuilt(tmp_path: Path, kind: str) -> None:
    assets = tiny_deck(tmp_path / "assets", "napoletane")
    folder = tmp_path / "cache"
    cache = RasterCache(folder)
    good = pixels(CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache))
    cache.flush()
    (entry,) = folder.iterdir()
    art = CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache)
    art.face(0, 1)
    assert art._key is not None
    damaged = DAMAGE[kind](entry.read_bytes(), art._key)
    entry.write_bytes(damaged)

    again, drawn, read = made(lambda: pixels(CardArt("napoletane", HEIGHT, assets_dir=assets,
                                                     cache=cache)))
    assert (drawn, read) == (40, 0)
    assert again == good
    assert (folder / f"{entry.name}.bad").read_bytes() == damaged  # kept for a look
    assert cache.flush() == [True]  # rebuilt ...
    _, drawn, read = made(lambda: pixels(CardArt("napoletane", HEIGHT, assets_dir=assets,
                                                 cache=cache)))
    assert (drawn, read) == (0, 40)  # ... and read on the next start
    assert entry_files(folder) == sorted([entry.name, f"{entry.name}.bad"])


def test_a_face_that_does_not_inflate_is_drawn_and_the_entry_set_aside(tmp_path: Path) -> None:
    """The checksum is right but face 5 is not a face (a writer's bug): the faces before it
    came from the cache, the rest are rasterised, none is wrong."""
    assets = tiny_deck(tmp_path / "assets", "napoletane")
    folder = tmp_path / "cache"
    cache = RasterCache(folder)
    good = pixels(CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache))
    cache.flush()
    art = CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache)
    art.face(0, 1)
    key = art._key
    assert key is not None and art._entry is not None
    raws = [art._entry.face(i) for i in range(40)]
    blobs = [zlib.compress(r) for r in raws]
    blobs[5] = zlib.compress(raws[5][:-4])  # one pixel short
    body = struct.pack("<40I", *map(len, blobs)) + b"".join(blobs)
    bad = HEADER.pack(raster_cache.MAGIC, raster_cache.FORMAT, *key.size, 40, key.digest,
                      hashlib.sha256(body).digest()) + body
    cache.path(key).write_bytes(bad)
    again, drawn, read = made(lambda: pixels(CardArt("napoletane", HEIGHT, assets_dir=assets,
                                                     cache=cache)))
    assert (drawn, read) == (35, 5)
    assert again == good
    assert (folder / f"{key.filename}.bad").read_bytes() == bad
    with pytest.raises(EntryProblem, match="inflate"):
        Entry(key, bad).face(5)


def test_the_backup_is_kept_once_however_often_the_entry_breaks(tmp_path: Path) -> None:
    assets = tiny_deck(tmp_path / "assets", "napoletane")
    folder = tmp_path / "cache"
    cache = RasterCache(folder)
    for n in range(3):
        CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache).all_faces()
        cache.flush()
        (entry,) = [p for p in folder.iterdir() if p.suffix == ".faces"]
        entry.write_bytes(f"broken {n}".encode())
    CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache).all_faces()
    bads = [p for p in folder.iterdir() if p.suffix == ".bad"]
    assert len(bads) == 1 and bads[0].read_bytes() == b"broken 2"


def test_a_folder_or_link_at_the_entry_name_is_left_alone(tmp_path: Path) -> None:
    assets = tiny_deck(tmp_path / "assets", "napoletane")
    folder = tmp_path / "cache"
    cache = RasterCache(folder)
    CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache).all_faces()
    cache.flush()
    (entry,) = folder.iterdir()
    entry.unlink()
    entry.mkdir()
    _, drawn, _ = made(lambda: pixels(CardArt("napoletane", HEIGHT, assets_dir=assets,
                                              cache=cache)))
    assert drawn == 40
    assert cache.flush() == [False]  # cannot replace a folder: played on without it
    assert entry.is_dir() and not (folder / f"{entry.name}.bad").exists()


def test_new_art_misses_and_gets_its_own_entry(tmp_path: Path) -> None:
    assets = tiny_deck(tmp_path / "assets", "napoletane")
    folder = tmp_path / "cache"
    cache = RasterCache(folder)
    old = pixels(CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache))
    cache.flush()
    face = assets / "cards" / "napoletane" / "spade-07.svg"
    face.write_text(face.read_text(encoding="utf-8").replace("#f7f0e0", "#f7f0e1"),
                    encoding="utf-8")  # one colour of one face
    new, drawn, read = made(lambda: pixels(CardArt("napoletane", HEIGHT, assets_dir=assets,
                                                   cache=cache)))
    assert (drawn, read) == (40, 0)
    assert new != old
    cache.flush()
    assert len(list(folder.glob("napoletane-*.faces"))) == 2
    _, drawn, read = made(lambda: pixels(CardArt("napoletane", HEIGHT + 2, assets_dir=assets,
                                                 cache=cache)))
    assert (drawn, read) == (40, 0)  # another size is another entry too


def test_a_broken_svg_is_never_kept(tmp_path: Path) -> None:
    assets = tiny_deck(tmp_path / "assets", "napoletane")
    (assets / "cards" / "napoletane" / "coppe-03.svg").write_text("<svg", encoding="utf-8")
    cache = RasterCache(tmp_path / "cache")
    CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache).all_faces()
    assert cache.flush() == []
    (assets / "cards" / "napoletane" / "coppe-04.svg").unlink()
    CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache).all_faces()
    assert cache.flush() == [] and not (tmp_path / "cache").exists()


# ---- the folder: bounded, shared politely, maybe not writable ------------------------------
def _key(n: int) -> DeckKey:
    return DeckKey("french", (2, 3), 1, bytes([n]) * 32)


def test_the_folder_keeps_the_newest_entries_and_only_touches_its_own_files(
        tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    folder.mkdir()
    theirs = ["notes.txt", "french-2x3-zz.faces", "README", ".french-2x3-x.faces.1.tmp.keep"]
    for name in theirs:
        (folder / name).write_text("not ours", encoding="utf-8")
    cache = RasterCache(folder, keep=3)
    past = time.time() - 1000
    for n in range(5):
        assert cache.store(_key(n), [bytes(24)])
        os.utime(cache.path(_key(n)), (past + n, past + n))
    for n in range(3):
        bad = folder / f"{_key(n).filename}.bad"
        bad.write_bytes(b"x")
        os.utime(bad, (past + n, past + n))
    stale = folder / f".{_key(9).filename}.abc.tmp"
    young = folder / f".{_key(8).filename}.def.tmp"
    stale.write_bytes(b"x")
    young.write_bytes(b"x")
    os.utime(stale, (past, past))
    assert cache.load(_key(2)) is not None  # used just now: kept before newer ones
    assert cache.store(_key(5), [bytes(24)])
    names = set(entry_files(folder))
    assert {_key(n).filename for n in (2, 4, 5)} <= names
    assert not {_key(n).filename for n in (0, 1, 3)} & names
    assert {f"{_key(n).filename}.bad" for n in (1, 2)} <= names  # KEEP_BAD newest
    assert f"{_key(0).filename}.bad" not in names
    assert young.name in names and stale.name not in names
    assert set(theirs) <= names


def test_a_folder_that_cannot_be_written_costs_only_the_speed(tmp_path: Path,
                                                              caplog: pytest.LogCaptureFixture
                                                              ) -> None:
    assets = tiny_deck(tmp_path / "assets", "napoletane")
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    cache = RasterCache(blocked)
    for _ in range(2):
        faces, drawn, _ = made(lambda: pixels(CardArt("napoletane", HEIGHT, assets_dir=assets,
                                                      cache=cache)))
        assert drawn == 40 and len(faces) == 40
        assert cache.flush() == [False]
    assert blocked.read_text(encoding="utf-8") == "a file where the folder should be"
    assert sum("cannot be written" in r.message for r in caplog.records) == 1  # said once


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="needs a user that file permissions apply to")
def test_a_read_only_folder_costs_only_the_speed(tmp_path: Path) -> None:
    assets = tiny_deck(tmp_path / "assets", "napoletane")
    folder = tmp_path / "cache"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        cache = RasterCache(folder)
        _, drawn, _ = made(lambda: pixels(CardArt("napoletane", HEIGHT, assets_dir=assets,
                                                  cache=cache)))
        assert drawn == 40 and cache.flush() == [False]
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o700)


def test_a_full_disk_costs_only_the_speed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                          ) -> None:
    def full(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(raster_cache, "atomic_write_bytes", full)
    assets = tiny_deck(tmp_path / "assets", "napoletane")
    cache = RasterCache(tmp_path / "cache")
    CardArt("napoletane", HEIGHT, assets_dir=assets, cache=cache).all_faces()
    assert cache.flush() == [False]
    _, drawn, _ = made(lambda: pixels(CardArt("napoletane", HEIGHT, assets_dir=assets,
                                              cache=cache)))
    assert drawn == 40


def test_user_dirs_under_a_root_keep_the_cache_there(tmp_path: Path) -> None:
    dirs = UserDirs.under(tmp_path)
    assert dirs.cache == tmp_path / "cache"
    assert "briscola" in str(UserDirs.platform().cache).lower()


# ---- the player's view: the second start of the game reads the deck back -------------------
def _start_and_deal(root: Path) -> App:
    """Open the game on these user folders and start a quick game from the menu."""
    app = make_app(root=root)
    app.push(MenuScene(app))
    click_menu(app, "menu.quick")
    run_until(app, top_is(TableScene))
    for _ in range(3):
        app.step(1 / 60, [])
    return app


def test_the_second_start_reads_the_deck_from_the_cache(tmp_path: Path) -> None:
    render.card_art.cache_clear()  # as in a new process: no deck made yet
    try:
        drawn, read = tally.rasterised, tally.from_cache
        _start_and_deal(tmp_path)
        shared = render.shared_cache()
        assert shared is not None and shared.folder == tmp_path / "cache"
        written = shared.flush()
        assert written and all(written)
        first = tally.rasterised - drawn
        assert first >= 40 and tally.from_cache == read
        kept = sorted(p.name for p in (tmp_path / "cache").glob("napoletane-*.faces"))
        assert len(kept) == len(written)  # one entry per size the first start made

        render.card_art.cache_clear()  # quit; start again with the same user folders
        drawn = tally.rasterised
        app = _start_and_deal(tmp_path)
        assert tally.rasterised == drawn  # not one face rasterised ...
        assert tally.from_cache - read == first  # ... every one read back
        table = app.top
        assert isinstance(table, TableScene)
        assert sorted(p.name for p in (tmp_path / "cache").glob("*.faces")) == kept
    finally:
        render.card_art.cache_clear()  # later tests must not get this folder's decks


def test_the_bench_prints_the_cold_and_the_warm_figure(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    from ui.art import __main__ as art_cli

    monkeypatch.setattr(art_cli, "STYLES", ("french",))  # one small deck keeps it cheap
    drawn, read = tally.rasterised, tally.from_cache
    assert art_cli.main(["bench", "--height", "30", "--runs", "1"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("french      52 faces at 30px") and "from the cache" in line
    assert "KiB on disk" in line
    assert (tally.rasterised - drawn, tally.from_cache - read) == (2 * 52, 52)
