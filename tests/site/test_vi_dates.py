"""Dates in Vietnamese read 24/11/2026, as Vietnamese write them, the long form staying Django's."""

from __future__ import annotations

import datetime

from django.utils import formats, translation


def test_vietnamese_short_dates_use_slashes_and_the_long_form_is_kept() -> None:
    day = datetime.date(2026, 11, 24)
    with translation.override("vi"):
        assert formats.date_format(day, "SHORT_DATE_FORMAT") == "24/11/2026"
        assert formats.date_format(day, "DATE_FORMAT") == "Ngày 24 tháng 11 năm 2026"
    with translation.override("ja"):
        assert formats.date_format(day, "SHORT_DATE_FORMAT") == "2026/11/24"
