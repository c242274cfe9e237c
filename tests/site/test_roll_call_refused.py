"""A seating refused with players unticked in "Who is here": the page comes back with those boxes
unticked, and offers letting players sit out in turn only to an event that does not do so already."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event
from tournaments import services

pytestmark = pytest.mark.django_db


def _refused(client: Client, owner: Any, here: int, **event: Any) -> str:
    """The round page after seating round 1 of 14 players with only the first `here` ticked."""
    tournament = make_event(owner, players=14, kind="league", **event)
    services.round_create(tournament=tournament, by=owner)
    client.force_login(owner)
    url = reverse("seat_round", args=[tournament.slug, 1])
    listed = [str(n) for n in range(1, 15)]
    form = {"method": "random", "listed": listed, "here": listed[:here], "seated": "0"}
    return client.post(url, form, follow=True).content.decode()


def test_an_event_whose_players_sit_out_is_told_to_tick_four(client: Client, owner: Any) -> None:
    page = _refused(client, owner, 3, empty_seats="sit_out")
    assert "A table needs four players; 3 are here" in page
    assert "Tick everyone who came (at least four)" in page
    assert "Or let players sit out in turn" not in page
    assert 'id="sit-out-notice"' not in page  # it counted all 14 players
    assert "Who is here (3 of 14 players)" in page  # the heading counts the boxes left ticked


def test_an_event_with_substitutes_is_offered_sitting_out_in_turn(client: Client, owner: Any) -> None:
    page = _refused(client, owner, 13)
    assert "register 3 more substitutes or let players sit out in turn" in page
    assert "Or let players sit out in turn (Event details)" in page
    assert "Tick everyone who came" not in page
    assert 'id="substitutes-needed"' not in page  # it counted all 14 players: 2 short, not 3
