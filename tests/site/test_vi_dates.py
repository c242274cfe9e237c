"""Dates in Vietnamese read 24/11/2026, as Vietnamese write them, and the long form 3 tháng 12 năm 2026:
Django's "Ngày 03 tháng 12 năm 2026" put a capital "Ngày" in the middle of a range ("Ngày 03 ... –
Ngày 24 ...") and kept the leading zero."""

from __future__ import annotations

import datetime

from django.utils import formats, translation


def test_vietnamese_dates_read_as_vietnamese_write_them() -> None:
    day = datetime.date(2026, 11, 24)
    with translation.override("vi"):
        assert formats.date_format(day, "SHORT_DATE_FORMAT") == "24/11/2026"
        assert formats.date_format(day, "DATE_FORMAT") == "24 tháng 11 năm 2026"
        assert formats.date_format(datetime.date(2026, 12, 3), "DATE_FORMAT") == "3 tháng 12 năm 2026"
    with translation.override("ja"):
        assert formats.date_format(day, "SHORT_DATE_FORMAT") == "2026/11/24"
