"""Headless runs: the smoke test CI uses, the frame-time benchmark, the screenshots."""
