"""The round's clock is one for every screen: the projector and the director's phone showed two
different times (each browser kept its own), and a length typed into the address lost to a clock
already set."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from tests.site.conftest import make_event, seat_next_round
from tournaments.services.clock import round_clock
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db


@pytest.fixture
def round_(owner: Any) -> Any:
    return seat_next_round(make_event(owner, players=4), owner)


def test_start_pause_and_minutes_more_or_less(round_: Any) -> None:
    state = round_clock(round_=round_, action="reset", minutes=45)
    assert (state["running"], state["left"]) == (False, 2700)
    state = round_clock(round_=round_, action="start", minutes=45)
    assert state["running"] and 2699 <= state["left"] <= 2700
    round_.refresh_from_db()
    round_.clock_ends_at -= timedelta(minutes=10)  # ten minutes of play
    round_.save(update_fields=["clock_ends_at"])
    state = round_clock(round_=round_, action="pause", minutes=45)
    assert not state["running"] and 2099 <= state["left"] <= 2100
    assert round_clock(round_=round_, action="plus", minutes=45)["left"] == 2160
    assert round_clock(round_=round_, action="minus", minutes=45)["left"] == 2100
    assert round_clock(round_=round_, action="start", minutes=45)["running"]
    # pressing start again changes nothing
    round_.refresh_from_db()
    ends = round_.clock_ends_at
    round_clock(round_=round_, action="start", minutes=45)
    round_.refresh_from_db()
    assert round_.clock_ends_at == ends


@pytest.mark.parametrize(("action", "minutes", "field"), [("launch", 45, "action"), ("start", 0, "minutes")])
def test_a_bad_action_or_length_is_refused_naming_it(
    round_: Any, action: str, minutes: int, field: str
) -> None:
    with pytest.raises(ServiceError) as refused:
        round_clock(round_=round_, action=action, minutes=minutes)
    assert list(refused.value.message_dict) == [field]


def test_every_screen_shows_the_clock_the_director_started(
    client: Client, round_: Any, owner: Any, outsider: Any
) -> None:
    event = round_.tournament
    url = reverse("round_clock", args=[event.slug, 1])
    director, projector = Client(), Client()
    director.force_login(owner)
    projector.force_login(owner)
    assert director.post(url, {"action": "reset", "minutes": "60"}).json()["left"] == 3600
    assert director.post(url, {"action": "start", "minutes": "60"}).json()["running"]
    shown = projector.get(reverse("timer", args=[event.slug, 1]), {"minutes": "90"}).content.decode()
    assert "&quot;running&quot;: true" in shown  # the page starts from the shared clock, not 90:00
    seen = client.get(url).json()  # a visitor may read the clock of a public event
    assert seen["running"] and 3590 < seen["left"] <= 3600
    assert timezone.now().isoformat()[:10] in seen["now"]
    client.force_login(outsider)  # but not set it
    assert client.post(url, {"action": "pause", "minutes": "60"}).status_code == 403
    bad = director.post(url, {"action": "launch", "minutes": "60"})
    assert bad.status_code == 400 and "action" in bad.json()


def test_a_pause_just_past_time_stays_past_time(round_: Any) -> None:
    round_clock(round_=round_, action="reset", minutes=1)
    round_clock(round_=round_, action="start", minutes=1)
    round_.refresh_from_db()
    round_.clock_ends_at = timezone.now() - timedelta(seconds=0.6)
    round_.save(update_fields=["clock_ends_at"])
    assert round_clock(round_=round_, action="pause", minutes=1)["left"] < 0


def test_a_screen_opened_later_starts_from_the_length_last_set(
    client: Client, round_: Any, owner: Any
) -> None:
    event = round_.tournament
    client.force_login(owner)
    client.post(reverse("round_clock", args=[event.slug, 1]), {"action": "reset", "minutes": "45"})
    page = client.get(reverse("timer", args=[event.slug, 1])).content.decode()
    assert 'data-minutes="45"' in page
    huge = client.post(
        reverse("round_clock", args=[event.slug, 1]), {"action": "start", "minutes": "9" * 5000}
    )
    assert huge.status_code == 400 and "minutes" in huge.json()


def test_players_see_the_time_left_on_the_round_page_once_staff_set_the_clock(
    client: Client, round_: Any, owner: Any
) -> None:
    """A walkthrough's players could not see the clock: the timer page is staff only."""
    event = round_.tournament
    url = reverse("round", args=[event.slug, 1])
    assert 'id="round-clock"' not in client.get(url).content.decode()  # no clock set: nothing shown
    round_clock(round_=round_, action="reset", minutes=50)
    round_clock(round_=round_, action="start", minutes=50)
    page = client.get(url).content.decode()  # a visitor
    assert 'id="round-clock"' in page and "Time left" in page and "js/round-clock.js" in page
    assert 2990 < client.get(reverse("round_clock", args=[event.slug, 1])).json()["left"] <= 3000


def test_a_clock_started_without_a_reset_shows_on_the_round_page(client: Client, round_: Any) -> None:
    """A walkthrough pressed Start on the timer (not Set first): the clock ran, the players saw none."""
    url = reverse("round", args=[round_.tournament.slug, 1])
    round_clock(round_=round_, action="start", minutes=90)
    page = client.get(url).content.decode()
    assert 'id="round-clock"' in page and "Time left" in page
