"""Synthesise the game's sound effects into assets/sounds (run: python -m ui.sound_gen).

Made here, by code, so the project owns every sound: short noise bursts filtered to a card's
"snap", a soft thud for a trick gathered, a little arpeggio for a win. Deterministic (a fixed
seed), 16-bit mono at 22.05 kHz, so the WAVs are small and rebuild byte for byte.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

from ui.paths import assets_dir

RATE = 22050


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    a = max(1, int(attack * RATE))
    return [min(1.0, i / a) * math.exp(-i / (decay * RATE)) for i in range(n)]


def _noise(seconds: float, rng: random.Random, smooth: float) -> list[float]:
    """White noise through a one-pole low-pass: `smooth` near 1 is duller."""
    out, y = [], 0.0
    for _ in range(int(seconds * RATE)):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(y)
    peak = max(abs(v) for v in out) or 1.0
    return [v / peak for v in out]


def _tone(freq: float, seconds: float) -> list[float]:
    return [math.sin(2 * math.pi * freq * i / RATE) + 0.3 * math.sin(4 * math.pi * freq * i / RATE)
            for i in range(int(seconds * RATE))]


def _mix(*parts: tuple[list[float], float, float]) -> list[float]:
    """Sum (samples, gain, start second) parts into one track."""
    length = max(int(start * RATE) + len(s) for s, _, start in parts)
    out = [0.0] * length
    for samples, gain, start in parts:
        o = int(start * RATE)
        for i, v in enumerate(samples):
            out[o + i] += v * gain
    return out


def _shape(samples: list[float], attack: float, decay: float) -> list[float]:
    env = _envelope(len(samples), attack, decay)
    return [s * e for s, e in zip(samples, env, strict=True)]


def effects() -> dict[str, list[float]]:
    rng = random.Random(1492)
    snap = _shape(_noise(0.09, rng, 0.35), 0.002, 0.018)
    slide = _shape(_noise(0.16, rng, 0.6), 0.02, 0.05)
    thud = _shape(_mix((_tone(110, 0.25), 0.6, 0), (_noise(0.25, rng, 0.9), 0.5, 0)), 0.004, 0.06)
    notes = [523.25, 659.25, 783.99, 1046.5]
    win = _mix(*((_shape(_tone(f, 0.35), 0.01, 0.12), 0.35, i * 0.09) for i, f in enumerate(notes)))
    click = _shape(_tone(1800, 0.03), 0.001, 0.006)
    return {"deal": _mix((slide, 0.5, 0), (snap, 0.4, 0.05)), "play": _mix((snap, 0.8, 0)),
            "trick": _mix((slide, 0.4, 0), (thud, 0.5, 0.03)), "win": win,
            "click": _mix((click, 0.3, 0))}


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(1.0, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(32000 * s / peak)) for s in samples)
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(out: Path | None = None) -> int:
    folder = out if out is not None else assets_dir() / "sounds"
    for name, samples in effects().items():
        write_wav(folder / f"{name}.wav", samples)
        print(f"wrote {folder / name}.wav ({len(samples) / RATE:.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else None))
