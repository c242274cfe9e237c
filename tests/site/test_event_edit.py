"""Changing an event after creating it: name, details, public or private; each change is audited."""

from datetime import date
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tournaments.models import AuditEntry, Tournament


def _form(event: Tournament, **changes: Any) -> dict[str, Any]:
    data = {
        "name": event.name,
        "visibility": event.visibility,
        "kind": event.kind,
        "rounds_planned": event.rounds_planned,
        "entry_mode": event.entry_mode,
        "substitute_scoring": event.substitute_scoring,
        "empty_seats": event.empty_seats,
        "swiss_winds": event.swiss_winds,
        "ranking": event.ranking,
        "min_games": event.min_games,
        "team_counted": event.team_counted,
        "starts_on": "",
        "ends_on": "",
        "venue": event.venue,
        "description": event.description,
    }
    data.update(changes)
    return data


@pytest.mark.django_db
def test_the_owner_renames_an_event_and_makes_it_private(client: Client, owner: Any, outsider: Any) -> None:
    event = make_event(owner)
    client.force_login(owner)
    url = reverse("event_edit", args=[event.slug])
    response = client.post(
        url, _form(event, name="Autumn Open", visibility="private", starts_on="2026-12-05", venue="Hall B")
    )
    assert response.status_code == 302
    event.refresh_from_db()
    assert (event.name, event.visibility, event.starts_on, event.venue) == (
        "Autumn Open",
        "private",
        date(2026, 12, 5),
        "Hall B",
    )
    entry = AuditEntry.objects.get(tournament=event, action="tournament_update")
    assert entry.after["name"] == "Autumn Open" and entry.before["visibility"] == "public"
    client.force_login(outsider)
    assert client.get(reverse("standings", args=[event.slug])).status_code == 404


@pytest.mark.django_db
def test_the_edit_form_shows_the_current_details(client: Client, owner: Any) -> None:
    event = make_event(owner, venue="Club room", starts_on=date(2026, 12, 5))
    client.force_login(owner)
    client.cookies["django_language"] = "ja"
    page = client.get(reverse("event_edit", args=[event.slug])).content.decode()
    assert 'value="Club room"' in page
    assert 'value="2026-12-05"' in page  # ISO for the date input, whatever the language


@pytest.mark.django_db
def test_an_event_ending_before_it_starts_is_refused_on_the_field(client: Client, owner: Any) -> None:
    event = make_event(owner)
    client.force_login(owner)
    response = client.post(
        reverse("event_edit", args=[event.slug]), _form(event, starts_on="2026-12-05", ends_on="2026-12-01")
    )
    assert response.status_code == 200
    assert response.context["form"].errors["ends_on"] == ["Is before the first day"]


@pytest.mark.django_db
def test_a_scorer_cannot_edit_the_event(client: Client, owner: Any, scorer: Any) -> None:
    from tournaments import services

    event = make_event(owner)
    services.tournament_member_set(tournament=event, user=scorer, role="scorer", by=owner)
    client.force_login(scorer)
    assert client.post(reverse("event_edit", args=[event.slug]), _form(event, name="X")).status_code == 403
    event.refresh_from_db()
    assert event.name == "Spring Open"


@pytest.mark.django_db
def test_an_organizer_clears_a_date_by_emptying_the_field(client: Client, owner: Any) -> None:
    event = make_event(owner, starts_on=date(2026, 12, 5), ends_on=date(2026, 12, 6))
    client.force_login(owner)
    response = client.post(reverse("event_edit", args=[event.slug]), _form(event, ends_on="2026-12-06"))
    assert response.status_code == 302
    event.refresh_from_db()
    assert (event.starts_on, event.ends_on) == (None, date(2026, 12, 6))
    entry = AuditEntry.objects.get(tournament=event, action="tournament_update")
    assert entry.before["starts_on"] == "2026-12-05" and entry.after["starts_on"] is None


@pytest.mark.django_db
def test_every_field_of_the_details_form_is_on_the_page_and_saving_it_as_shown_works(
    client: Client, owner: Any
) -> None:
    """A field added to the form but not to the page made every save fail "is required"."""
    import re

    event = make_event(owner, players=0)
    client.force_login(owner)
    url = reverse("event_edit", args=[event.slug])
    response = client.get(url)
    page = response.content.decode()
    form = page.split('id="event-form"')[1].split("</form>")[0]
    for name in response.context["form"].fields:
        assert f'name="{name}"' in form, name
    # post what the page shows: text inputs' values, selected options, checked boxes
    data: dict[str, Any] = dict(
        re.findall(r'<input type="(?:text|number|date)" name="(\w+)" value="([^"]*)"', form)
    )
    for name, body in re.findall(r'<select name="(\w+)"[^>]*>(.*?)</select>', form, re.S):
        data[name] = re.search(r'<option value="([^"]*)"[^>]*selected', body).group(1)
    data |= {name: "on" for name in re.findall(r'<input type="checkbox" name="(\w+)"[^>]*checked', form)}
    data["name"] = "Renamed Open"
    assert client.post(url, data).status_code == 302
    event.refresh_from_db()
    assert event.name == "Renamed Open"
