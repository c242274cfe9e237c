"""A round's seating pages (the organizer's and the public one) mark substitutes with the same badge
as the player list."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services

BADGE = '<span class="badge">substitute</span>'


@pytest.fixture
def event_with_substitute(owner: Any) -> Any:
    event = make_event(owner, players=7)
    services.player_register(tournament=event, name="Sub Sam", is_substitute=True, by=owner)
    seat_next_round(event, owner)  # tables 1-4 and 5-8: the substitute (8) sits at table 2
    return event


@pytest.mark.django_db
def test_the_organizer_seating_page_marks_the_substitute(
    client: Client, owner: Any, event_with_substitute: Any
) -> None:
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event_with_substitute.slug, 1])).content.decode()
    assert f"Sub Sam {BADGE}" in page
    # once at the table, once in "Who is here" (a substitute may be away too)
    attendance = page.split('id="attendance"')[1].split("</details>")[0]
    assert page.count(BADGE) == 2 and attendance.count(BADGE) == 1
    assert "Who is here (7 of 7 players; substitutes: 1 of 1)" in attendance  # not "8 players"


@pytest.mark.django_db
def test_the_public_round_page_marks_the_substitute(client: Client, event_with_substitute: Any) -> None:
    page = client.get(reverse("round", args=[event_with_substitute.slug, 1])).content.decode()
    assert f"Sub Sam</a> {BADGE}" in page
    assert page.count(BADGE) == 1


@pytest.mark.django_db
def test_the_badge_is_translated_like_the_player_list(client: Client, event_with_substitute: Any) -> None:
    client.cookies["django_language"] = "ja"
    page = client.get(reverse("round", args=[event_with_substitute.slug, 1])).content.decode()
    assert '<span class="badge">代打ち</span>' in page


@pytest.mark.django_db
def test_a_seating_refused_for_members_away_keeps_them_unticked_and_offers_the_fixes(
    client: Client, owner: Any
) -> None:
    """A walkthrough unticked two of eight in an event with substitutes: refused (two empty seats),
    and the form came back folded with all eight ticked and no way to the fixes."""
    event = make_event(owner, players=8)
    services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    url = reverse("seat_round", args=[event.slug, 1])
    here = [str(n) for n in range(1, 7)]
    form = {"method": "optimal", "listed": [str(n) for n in range(1, 9)], "here": here}
    page = client.post(url, form, follow=True)
    assert "6 players leave 2 empty seats" in page.content.decode()
    ticked = {r.number: r.here for r in page.context["attendance"]}
    assert ticked == {n: n <= 6 for n in range(1, 9)}
    text = page.content.decode()
    assert '<details id="attendance" open>' in text and 'id="absent-fix"' in text
    assert "Or let players sit out in turn (Event details)" in text
    fresh = client.get(url)  # a later visit lists everyone here again
    assert (
        all(r.here for r in fresh.context["attendance"]) and 'id="absent-fix"' not in fresh.content.decode()
    )
