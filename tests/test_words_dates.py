"""Dates in the player's language (issue 32: recent hands showed ISO dates)."""

from __future__ import annotations

import datetime

import pytest

from ui.tools.harness import make_app
from ui.words import date_time, day_month


@pytest.mark.parametrize(("language", "when", "want"), [
    ("it", "2026-11-23 17:05", "oggi, 17:05"),
    ("it", "2026-11-22 09:30", "ieri, 9:30"),
    ("it", "2026-08-03 21:00", "3 ago 2026, 21:00"),
    ("en", "2026-11-23 17:05", "today, 17:05"),
    ("en", "2026-11-22 09:30", "yesterday, 9:30"),
    ("en", "2025-12-31 23:59", "31 Dec 2025, 23:59"),
    ("it", "not a date", "not a date"),
])
def test_a_stamp_reads_as_a_person_would_say_it(language: str, when: str, want: str) -> None:
    app = make_app(language=language)
    assert date_time(app, when, today=datetime.date(2026, 11, 23)) == want


def test_chart_days_name_the_month() -> None:
    app = make_app(language="it")
    assert day_month(app, "2026-01-05") == "5 gen"
    app.settings.language = "en"
    assert day_month(app, "2026-01-05") == "5 Jan" and day_month(app, "x") == "x"
