"""A walk-in at a club night is registered from the round page itself, before the round is seated,
and comes back ticked in the roll call (the organizer had to leave for the players page first)."""

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services

pytestmark = pytest.mark.django_db


def test_a_walk_in_registered_on_the_round_page_is_ticked_in_its_roll_call(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=7, kind="league", entry_mode="final")
    round_ = services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, round_.number])).content.decode()
    assert 'id="walk-in"' in page
    response = client.post(
        reverse("players", args=[event.slug]), {"one-name": "Wendy Walk", "back_to_round": "1"}, follow=True
    )
    assert response.redirect_chain[-1][0].startswith(reverse("seat_round", args=[event.slug, 1]))
    assert "Registered Wendy Walk as player 8." in [str(m) for m in response.context["messages"]]
    ticked = [r.player.name for r in response.context["attendance"] if r.here]
    assert "Wendy Walk" in ticked and len(ticked) == 8


def test_no_walk_in_form_once_the_round_is_seated_nor_a_way_back_to_a_round_that_is_not(
    client: Client, owner: Any
) -> None:
    event = make_event(owner, players=8)
    seat_next_round(event, owner)
    client.force_login(owner)
    assert 'id="walk-in"' not in client.get(reverse("seat_round", args=[event.slug, 1])).content.decode()
    response = client.post(
        reverse("players", args=[event.slug]), {"one-name": "Late Larry", "back_to_round": "9"}
    )
    assert response["Location"].startswith(
        reverse("players", args=[event.slug])
    )  # no round 9: the players page


def test_a_walk_in_keeps_the_boxes_unticked_on_the_page(client: Client, owner: Any) -> None:
    event = make_event(owner, players=8, kind="league", entry_mode="final")
    services.round_create(tournament=event, by=owner)
    client.force_login(owner)
    page = client.get(reverse("seat_round", args=[event.slug, 1]) + "?absent=3,5").content.decode()
    assert '<input type="hidden" name="absent" value="3,5">' in page
    response = client.post(
        reverse("players", args=[event.slug]),
        {"one-name": "Wendy Walk", "back_to_round": "1", "absent": "3,5"},
        follow=True,
    )
    here = {r.number: r.here for r in response.context["attendance"]}
    assert (here[3], here[5], here[9]) == (False, False, True)  # Wendy is 9, ticked; 3 and 5 still away
