"""The round timer's length comes from the address: a bad one is refused, naming it."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from tests.site.conftest import make_event, seat_next_round


@pytest.mark.parametrize("value", ["abc", "-5", "0", "601", "1.5"])
def test_a_bad_timer_length_is_refused_naming_minutes(client: Client, owner: Any, value: str) -> None:
    event = make_event(owner, players=4)
    seat_next_round(event, owner)
    client.force_login(owner)
    response = client.get(f"/t/{event.slug}/manage/rounds/1/timer/", {"minutes": value})
    assert response.status_code == 400  # "abc" had started a 90-minute clock, "-5" a 1-minute one
    text = response.content.decode()
    assert "minutes: must be a whole number from 1 to 600" in text
    assert f"/t/{event.slug}/manage/rounds/1/" in text  # a way back to the round


def test_a_good_timer_length_starts_that_clock(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    seat_next_round(event, owner)
    client.force_login(owner)
    response = client.get(f"/t/{event.slug}/manage/rounds/1/timer/", {"minutes": " 45 "})
    assert response.status_code == 200
    assert 'data-minutes="45"' in response.content.decode()
