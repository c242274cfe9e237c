"""A Vietnamese page writes a date as Vietnamese write it, 24/11/2026 (Django's own vi locale says
24-11-2026): the rounds list, the round-range choice of the standings, and the date filter."""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from django.template import Context, Template
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.site.conftest import make_event, seat_next_round
from tournaments.models import Round

pytestmark = pytest.mark.django_db

NOON = datetime.datetime(2026, 11, 24, 12, 30, tzinfo=datetime.UTC)


def test_the_date_filter_writes_short_vietnamese_dates_with_slashes() -> None:
    template = Template('{{ day|date:"SHORT_DATE_FORMAT" }} · {{ when|date:"SHORT_DATETIME_FORMAT" }}')
    with translation.override("vi"):
        text = template.render(Context({"day": NOON.date(), "when": NOON}))
    assert text == "24/11/2026 · 12:30 24/11/2026"


def test_vietnamese_pages_show_round_dates_as_24_11_2026(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    seat_next_round(event, owner)  # the standings offer a range of rounds from two on
    # rounds on two days (a league): the range choice dates them
    Round.objects.filter(tournament=event, number=1).update(starts_at=NOON)
    Round.objects.filter(tournament=event, number=2).update(starts_at=NOON + datetime.timedelta(days=7))
    client.post(reverse("set_language"), {"language": "vi", "next": "/"})
    rounds = client.get(reverse("rounds", args=[event.slug])).content.decode()
    assert "12:30 24/11/2026" in rounds
    standings = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "1 · 24/11/2026" in standings  # the round-range choice
    for page in (rounds, standings):
        assert "24-11-2026" not in page
