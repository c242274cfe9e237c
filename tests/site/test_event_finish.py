"""Finishing an event before its planned rounds are played is said plainly, and a finished event can
be opened again (it was final for good: one mistaken click closed a league after round 1 of 3)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import league_after_round_one
from tournaments import services
from tournaments.models import AuditEntry
from tournaments.services.errors import ServiceError

pytestmark = pytest.mark.django_db


def test_the_organizer_page_counts_planned_rounds_and_warns_before_an_early_finish(
    client: Client, owner: Any
) -> None:
    event = league_after_round_one(owner)
    client.force_login(owner)
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert "1 of 3 planned rounds finished" in page
    assert "Only 1 of 3 planned rounds are finished. Finish the event anyway?" in page
    assert 'id="reopen-event"' not in page


def test_a_finished_event_is_opened_again_and_its_rounds_can_then_be_corrected(
    client: Client, owner: Any
) -> None:
    event = league_after_round_one(owner)
    client.force_login(owner)
    client.post(reverse("event_finish", args=[event.slug]))
    event.refresh_from_db()
    assert event.status == "finished"
    page = client.get(reverse("manage", args=[event.slug])).content.decode()
    assert 'id="reopen-event"' in page
    with pytest.raises(ServiceError, match="the event is finished"):
        services.round_reopen(round_=event.rounds.get(number=1), by=owner)

    response = client.post(reverse("event_reopen", args=[event.slug]), follow=True)
    assert "The event is open again; reopen a round to correct its results, or add one." in [
        str(m) for m in response.context["messages"]
    ]
    event.refresh_from_db()
    assert (event.status, event.finished_at) == ("running", None)
    entry = AuditEntry.objects.filter(tournament=event).order_by("-pk").first()
    assert entry is not None and (entry.action, entry.before, entry.after) == (
        "tournament_reopen",
        {"status": "finished"},
        {"status": "running"},
    )
    services.round_reopen(round_=event.rounds.get(number=1), by=owner)  # now allowed
    # and the round can be added that the early finish had cut off
    assert 'id="reopen-event"' not in client.get(reverse("manage", args=[event.slug])).content.decode()


def test_reopening_an_event_that_is_not_finished_is_refused_over_the_api(client: Client, owner: Any) -> None:
    event = league_after_round_one(owner)
    client.force_login(owner)
    response = client.post(f"/api/tournaments/{event.slug}/reopen/")
    assert response.status_code == 400
    assert response.json() == {"status": ["the event is not finished"]}
    client.post(f"/api/tournaments/{event.slug}/finish/")
    response = client.post(f"/api/tournaments/{event.slug}/reopen/")
    assert response.status_code == 200 and response.json()["status"] == "running"


def test_a_finished_events_standings_show_no_live_dot(client: Client, owner: Any) -> None:
    event = league_after_round_one(owner)
    assert 'id="live-dot"' in client.get(reverse("standings", args=[event.slug])).content.decode()
    services.tournament_finish(tournament=event, by=owner)
    assert 'id="live-dot"' not in client.get(reverse("standings", args=[event.slug])).content.decode()
