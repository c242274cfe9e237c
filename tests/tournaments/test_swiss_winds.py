"""An event chooses what its swiss rounds put first, the standings or even seat winds; the round page
seats swiss rounds accordingly, and the choice is on the details page and in the API."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.conftest import make_event
from tournaments import services
from tournaments.models import Tournament
from tournaments.seating import schedule_quality
from tournaments.services.errors import ServiceError
from tournaments.services.rounds import round_history

pytestmark = pytest.mark.django_db


def swiss_event(owner: Any, swiss_winds: str) -> Tournament:
    tournament = make_event(owner, players=16, rounds_planned=4, swiss_winds=swiss_winds, name=swiss_winds)
    for r in range(4):
        round_ = services.round_create(tournament=tournament, by=owner)
        services.round_generate_seating(round_=round_, method="swiss", seed=r, by=owner)
    return tournament


def test_a_balanced_event_seats_swiss_rounds_with_fairer_winds(owner: Any) -> None:
    excess = {}
    for choice in ("standings", "balanced"):
        history = round_history(tournament=swiss_event(owner, choice), before=5)
        excess[choice] = schedule_quality(history)["wind_excess"]
    assert excess["balanced"] < excess["standings"]


def test_the_choice_defaults_to_the_standings_is_checked_and_can_change(owner: Any) -> None:
    tournament = make_event(owner, players=4)
    assert tournament.swiss_winds == "standings"
    with pytest.raises(ServiceError) as error:
        services.tournament_update(tournament=tournament, by=owner, swiss_winds="sometimes")
    assert error.value.field == "swiss_winds"
    services.tournament_update(tournament=tournament, by=owner, swiss_winds="balanced")
    tournament.refresh_from_db()
    assert tournament.swiss_winds == "balanced"


def test_the_details_page_and_the_api_set_it(client: Client, owner: Any) -> None:
    event = make_event(owner, players=4)
    client.force_login(owner)
    page = client.get(reverse("event_edit", args=[event.slug])).content.decode()
    assert "Seat winds even" in page
    response = client.patch(
        f"/api/tournaments/{event.slug}/", {"swiss_winds": "balanced"}, content_type="application/json"
    )
    assert response.status_code == 200 and response.json()["swiss_winds"] == "balanced"
    response = client.patch(
        f"/api/tournaments/{event.slug}/", {"swiss_winds": "often"}, content_type="application/json"
    )
    assert response.status_code == 400 and "swiss_winds" in response.json()
