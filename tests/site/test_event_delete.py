"""An owner deletes an event (a test run, say) from the site or the API after typing its short name
again; nobody else can, and a wrong name deletes nothing."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.conftest import make_event, seat_in_order
from tournaments import services
from tournaments.models import Game, Player, Tournament

pytestmark = pytest.mark.django_db


def test_the_owner_deletes_a_test_event_and_its_players_stay(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8, name="Test run")
    seat_in_order(event, owner)
    client.force_login(owner)
    edit = client.get(reverse("event_edit", args=[event.slug])).content.decode()
    assert reverse("event_delete", args=[event.slug]) in edit
    page = client.get(reverse("event_delete", args=[event.slug])).content.decode()
    assert "(rounds: 1, games: 2, registrations: 8)" in page
    response = client.post(reverse("event_delete", args=[event.slug]), {"confirm_slug": event.slug})
    assert response.status_code == 302 and response.url == reverse("home")
    assert not Tournament.objects.filter(pk=event.pk).exists()
    assert not Game.objects.exists()
    assert Player.objects.count() == 8
    assert "Test run was deleted." in client.get(reverse("home")).content.decode()


def test_a_wrong_short_name_deletes_nothing_and_says_what_to_type(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    client.force_login(owner)
    response = client.post(reverse("event_delete", args=[event.slug]), {"confirm_slug": "spring"})
    assert response.status_code == 200
    assert response.context["form"].errors["confirm_slug"] == [f"type {event.slug} exactly"]
    assert Tournament.objects.filter(pk=event.pk).exists()


def test_a_co_organizer_cannot_delete_the_event(client: Client, owner: Any, outsider: Any) -> None:
    event = make_event(owner, players=4)
    services.tournament_member_set(tournament=event, user=outsider, role="organizer", by=owner)
    client.force_login(outsider)
    assert (
        reverse("event_delete", args=[event.slug])
        not in client.get(reverse("event_edit", args=[event.slug])).content.decode()
    )
    response = client.post(reverse("event_delete", args=[event.slug]), {"confirm_slug": event.slug})
    assert response.status_code in (403, 404)
    assert client.delete(f"/api/tournaments/{event.slug}/?confirm_slug={event.slug}").status_code == 403
    assert Tournament.objects.filter(pk=event.pk).exists()


def test_the_api_deletes_only_with_the_slug_repeated(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    client.force_login(owner)
    response = client.delete(f"/api/tournaments/{event.slug}/")
    assert response.status_code == 400 and "confirm_slug" in response.json()
    assert client.delete(f"/api/tournaments/{event.slug}/?confirm_slug={event.slug}").status_code == 204
    assert client.get(f"/api/tournaments/{event.slug}/").status_code == 404
