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


def test_the_timers_back_button_returns_the_organizer_to_the_rounds_organizer_page(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    """The director opened the timer from the round's organizer page; Back led to the public page."""
    from tournaments import services

    event = make_event(owner, players=4)
    seat_next_round(event, owner)
    client.force_login(owner)
    page = client.get(f"/t/{event.slug}/manage/rounds/1/timer/").content.decode()
    assert f'id="timer-back" href="/t/{event.slug}/manage/rounds/1/"' in page
    scorer = django_user_model.objects.create_user("kenji", password="pw-kenji-1")
    services.tournament_member_set(tournament=event, user=scorer, role="scorer", by=owner)
    client.force_login(scorer)  # a scorer has no organizer page: back to the round's
    page = client.get(f"/t/{event.slug}/manage/rounds/1/timer/").content.decode()
    assert f'id="timer-back" href="/t/{event.slug}/rounds/1/"' in page
