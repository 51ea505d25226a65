"""The value network's training tool: the plain-suit renaming and the self-play records."""

from __future__ import annotations

import itertools
import json
import random
import sys
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

from game.ai.net import (  # noqa: E402
    CALL_BASE,
    N_CARDS,
    N_INPUTS,
    N_INPUTS_4,
    N_INPUTS_CALL,
    card_index,
    features,
    load_4,
    load_call,
)
from game.ai.reader import (  # noqa: E402
    N_BINARY,
    N_DENSE,
    N_READER_INPUTS,
    load_reader,
    reader_features,
)
from game.ai.world import hidden_pool  # noqa: E402
from game.cards import card, rank_of, suit_of  # noqa: E402
from game.rules import preset  # noqa: E402
from game.state import HandState  # noqa: E402
from tools.chiamata_data import BOUNDARIES_CALL, SEATS_CALL, play_chunk_call  # noqa: E402
from tools.train_ai import (  # noqa: E402
    BOUNDARIES_4,
    DENSE,
    main,
    play_chunk,
    play_chunk_4,
    suit_renamings,
)
from tools.train_reader import play_chunk as reader_chunk  # noqa: E402
from tools.train_reader import suit_renamings as reader_renamings  # noqa: E402


def _vector(trump: int, hand: list[int], played: list[int], turned: int) -> np.ndarray:
    active, dense = features(trump, hand, played, turned, True, 30, 20, 10)
    x = np.zeros(N_INPUTS, dtype=np.float32)
    x[active] = 1.0
    for i, v in dense:
        x[i] = v
    return x


def test_suit_renamings_are_the_features_of_the_renamed_positions() -> None:
    rng = random.Random(3)
    deck = list(preset("classic-2").cards)
    for _ in range(20):
        cards = rng.sample(deck, 12)
        hand, played, turned = cards[:3], cards[3:11], cards[11]
        trump = rng.randrange(4)
        x = _vector(trump, hand, played, turned)
        renamed = {x[order].tobytes() for order in suit_renamings()}
        plain = [s for s in range(4) if s != trump]
        expected = set()
        for perm in itertools.permutations(plain):
            to = dict(zip(plain, perm, strict=True)) | {trump: trump}

            def move(c: int, to: dict[int, int] = to) -> int:
                return card(to[suit_of(c)], rank_of(c))

            expected.add(_vector(trump, [move(c) for c in hand], [move(c) for c in played],
                                 move(turned)).tobytes())
        assert renamed == expected
        assert len(expected) == 6


def test_self_play_records_both_seats_at_every_trick_with_complementary_results() -> None:
    x, dense, y = play_chunk((2, 5, 4, 0.03))
    assert x.shape == (2 * 2 * 20, N_INPUTS)  # 2 hands, 20 trick boundaries, 2 seats
    assert dense.shape == (len(y), DENSE.stop - DENSE.start)
    assert np.all(y[0::2] + y[1::2] == 1.0)  # the two seats' views of one position
    hand_sizes = x[:, :40].sum(1)
    assert hand_sizes.min() == 1 and hand_sizes.max() == 3
    assert x[0, 40:80].sum() == 0 and x[-1, 40:80].sum() == 38  # nothing played, then 38
    again = play_chunk((2, 5, 4, 0.03))
    assert np.array_equal(again[0], x) and np.array_equal(again[2], y)


def test_classic4_self_play_records_four_seats_per_boundary_with_pair_results() -> None:
    x, dense, y = play_chunk_4((3, 5, 0.03))
    assert x.shape == (3 * BOUNDARIES_4 * 4, N_INPUTS_4)
    assert dense.shape == (len(y), 3)
    assert np.all(y[0::4] == y[2::4]) and np.all(y[1::4] == y[3::4])  # partners
    assert np.all(y[0::4] + y[1::4] == 1.0)  # opponents
    hand_sizes = x[:, :40].sum(1)
    assert hand_sizes.min() == 3 and hand_sizes.max() == 3
    assert x[0, 40:80].sum() == 0 and x[BOUNDARIES_4 * 4 - 1, 40:80].sum() == 24
    assert x[:, 120:160].sum() == 0  # the partner's hand is never shown before the stock ends
    assert np.all(x[:, 160:164].sum(1) == 1)  # exactly one next leader
    again = play_chunk_4((3, 5, 0.03))
    assert np.array_equal(again[0], x) and np.array_equal(again[2], y)


def test_classic4_training_writes_a_file_the_game_loads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "value-classic-4.json"
    monkeypatch.setattr(sys, "argv", ["train_ai.py", "--variant", "classic-4", "--games", "40",
                                      "--jobs", "1", "--epochs", "1", "--hidden", "8",
                                      "--out", str(out)])
    assert main() == 0
    net = load_4(out)
    assert net is not None and len(net.w1) == N_INPUTS_4 and len(net.b1) == 8
    meta = json.loads(out.read_text(encoding="utf-8"))["meta"]
    assert meta["variant"] == "classic-4" and meta["games"] == 40
    c4 = suit_renamings(4, N_INPUTS_4)
    assert len(c4) == 6 and all(sorted(o) == list(range(N_INPUTS_4)) for o in c4)


def test_chiamata_self_play_records_five_seats_per_boundary_with_side_results() -> None:
    x, y = play_chunk_call((3, 5, 0.03, 1))
    assert x.shape == (3 * BOUNDARIES_CALL * SEATS_CALL, N_INPUTS_CALL)
    per_hand = BOUNDARIES_CALL * SEATS_CALL
    for h in range(3):
        hand_y = y[h * per_hand:(h + 1) * per_hand].reshape(BOUNDARIES_CALL, SEATS_CALL)
        assert np.all(hand_y == hand_y[0])  # one result per seat for the whole hand
        assert {float(v) for v in hand_y[0]} == {0.0, 1.0}  # two sides, one of them won
        rows = x[h * per_hand:(h + 1) * per_hand]
        roles = rows[:, CALL_BASE + 11:CALL_BASE + 14]
        assert np.all(roles.sum(1) == 1) and roles[:, 0].sum() == BOUNDARIES_CALL  # one caller
        assert rows[0, 40:80].sum() == 0 and rows[-1, 40:80].sum() == 20  # 0, then 20 played
    again = play_chunk_call((3, 5, 0.03, 1))
    assert np.array_equal(again[0], x) and np.array_equal(again[1], y)


def test_chiamata_training_writes_a_file_the_game_loads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, cache = tmp_path / "value-chiamata.json", tmp_path / "positions.npz"
    args = ["train_ai.py", "--variant", "chiamata", "--games", "4", "--jobs", "1",
            "--worlds", "1", "--epochs", "1", "--hidden", "8", "--out", str(out),
            "--cache", str(cache)]
    monkeypatch.setattr(sys, "argv", args)
    assert main() == 0
    net = load_call(out)
    assert net is not None and len(net.w1) == N_INPUTS_CALL and len(net.b1) == 8
    assert json.loads(out.read_text(encoding="utf-8"))["meta"]["variant"] == "chiamata"
    first = out.read_bytes()
    assert main() == 0  # retrained from the cached positions: the same file
    assert out.read_bytes() == first


def test_reader_self_play_records_the_hidden_cards_among_the_unseen_ones() -> None:
    xb, xd, mask, y, stock = reader_chunk((3, 8))
    assert len(y) > 60 and xb.shape == (len(y), N_BINARY) and xd.shape == (len(y), N_DENSE)
    assert np.allclose(y.sum(1), 1.0)
    assert np.all(mask[y > 0] == 1)  # the targets are unseen cards
    assert np.all(mask.sum(1) > (y > 0).sum(1))  # something left to guess
    assert np.allclose(xd[:, 0], stock / 34)
    again = reader_chunk((3, 8))
    assert all(np.array_equal(a, b) for a, b in zip(again, (xb, xd, mask, y, stock),
                                                     strict=True))


def test_reader_training_writes_a_file_the_game_loads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, cache = tmp_path / "reader.json", tmp_path / "rows.npz"
    args = ["train_ai.py", "--reader", "--games", "6", "--jobs", "1", "--epochs", "2",
            "--hidden", "8", "--out", str(out), "--cache", str(cache)]
    monkeypatch.setattr(sys, "argv", args)
    assert main() == 0
    net = load_reader(out)
    assert net is not None and len(net.w1) == N_READER_INPUTS and len(net.b1) == 8
    meta = json.loads(out.read_text(encoding="utf-8"))["meta"]
    assert meta["games"] == 6 and meta["positions"] > 100
    first = out.read_bytes()
    assert main() == 0  # retrained from the cached rows: the same file
    assert out.read_bytes() == first


def test_reader_suit_renamings_are_the_inputs_of_the_renamed_positions() -> None:
    """Each renaming of the plain suits maps a position's reader inputs (and unseen cards)
    onto those of the same game played with the suits' names exchanged."""
    rules = preset("classic-2")
    first = HandState.new(rules, seed=4)
    rng = random.Random(4)
    moves = []
    while len(first.stock) > 14:
        move = first.legal_actions()[rng.randrange(len(first.legal_actions()))]
        moves.append(move)
        first.apply(move)
    trump = first.trump_suit
    assert trump is not None
    order = first.deck_order
    renamings = reader_renamings()
    found = set()
    for plain in itertools.permutations([s for s in range(4) if s != trump]):
        suit = dict(zip([s for s in range(4) if s != trump], plain, strict=True)) | {trump: trump}

        def move(c: int, suit: dict[int, int] = suit) -> int:
            return suit[suit_of(c)] * 13 + c % 13

        twin = HandState.new(rules, deck=[move(c) for c in order])
        for m in moves:
            twin.apply(move(m))
        obs, twin_obs = first.observe(first.turn), twin.observe(twin.turn)
        x, tx = np.zeros(N_BINARY), np.zeros(N_BINARY)
        x[reader_features(obs)[0]] = 1
        tx[reader_features(twin_obs)[0]] = 1
        hits = [k for k, (cols, _) in enumerate(renamings) if np.array_equal(x[cols], tx)]
        assert len(hits) == 1
        cards = renamings[hits[0]][1]
        pool = np.zeros(N_CARDS)
        pool[[card_index(trump, c) for c in hidden_pool(obs)]] = 1
        twin_pool = np.zeros(N_CARDS)
        twin_pool[[card_index(trump, c) for c in hidden_pool(twin_obs)]] = 1
        assert np.array_equal(pool[cards], twin_pool)
        found.add(hits[0])
    assert found == set(range(6))
