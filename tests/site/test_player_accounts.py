"""A private league opens to its players once an organizer ties each player to their account (the
setting said "staff and registered players", but nothing could make a player "registered")."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from tests.site.conftest import make_event
from tournaments.models import AuditEntry

pytestmark = pytest.mark.django_db


def test_a_player_tied_to_an_account_sees_the_private_event_they_play_in(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    event = make_event(owner, players=4, visibility="private")
    aiko = django_user_model.objects.create_user("aiko", password="pw-aiko-123")
    standings = reverse("standings", args=[event.slug])
    client.force_login(aiko)
    assert client.get(standings).status_code == 404
    organizer = Client()
    organizer.force_login(owner)
    url = reverse("player_account", args=[event.slug, 2])
    done = organizer.post(url, {"username": "Aiko"}, follow=True)  # a phone capitalizes it
    assert "Player 2 is linked to the account aiko." in done.content.decode()  # its own spelling
    assert client.get(standings).status_code == 200
    assert "Account: aiko" in organizer.get(reverse("players", args=[event.slug])).content.decode()
    organizer.post(url, {"username": "aiko"})  # the same again changes nothing and records nothing
    organizer.post(url, {"username": ""})
    assert client.get(standings).status_code == 404
    assert AuditEntry.objects.filter(action="registration_link_account").count() == 2


@pytest.mark.parametrize(
    ("username", "problem"), [("ghost", "no account named 'ghost'"), ("aiko", "is the account of Player 1")]
)
def test_linking_an_unknown_or_taken_account_says_why(
    owner: Any, django_user_model: Any, username: str, problem: str
) -> None:
    event = make_event(owner, players=4)
    django_user_model.objects.create_user("aiko")
    api = APIClient()
    api.force_authenticate(owner)
    base = f"/api/tournaments/{event.slug}/players/"
    assert api.post(base + "1/account/", {"username": "aiko"}, format="json").status_code == 200
    response = api.post(base + "2/account/", {"username": username}, format="json")
    assert response.status_code == 400
    assert problem in response.json()["username"][0]
