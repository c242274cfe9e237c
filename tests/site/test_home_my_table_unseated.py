"""A player registered in a league after its round was seated, their account linked, saw "My table in
round 4" on the home page (and on the standings); the link's page said "Nobody of that name or number
in this round." The link shows only when they have a table in that round; otherwise the page says
they are not seated in it."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from tests.site.conftest import make_event, seat_next_round
from tournaments import services
from tournaments.services.registrations import registration_link_account

pytestmark = pytest.mark.django_db


def _late_aiko(client: Client, owner: Any, django_user_model: Any) -> Any:
    """A league of eight whose round 1 is seated, and Aiko, registered afterwards, signed in."""
    event = make_event(owner, players=8, kind="league", rounds_planned=5, name="Winter League")
    seat_next_round(event, owner)
    aiko = django_user_model.objects.create_user("aiko", password="pw-aiko-1")
    registration = services.player_register(tournament=event, by=owner, name="Aiko")
    registration_link_account(registration=registration, username=aiko.username, by=owner)
    client.force_login(aiko)
    return event


def _mine(page: str) -> str:
    return page.split('id="my-events"')[1].split("</section>")[0]


def test_the_home_page_offers_no_table_to_a_player_not_seated_in_the_round(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    event = _late_aiko(client, owner, django_user_model)
    mine = _mine(client.get(reverse("home")).content.decode())
    assert "Winter League" in mine
    assert "My table in round 1" not in mine
    assert f"/t/{event.slug}/rounds/1/?q=" not in mine
    assert "Not seated in round 1" in mine
    assert "My games and statistics" in mine


def test_the_standings_offer_no_table_to_a_player_not_seated_in_the_round(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    event = _late_aiko(client, owner, django_user_model)
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    me = page.split('id="me"')[1].split("</p>")[0]
    assert "My table in round 1" not in me
    assert "Not seated in round 1" in me


def test_a_seated_player_still_gets_the_link(client: Client, owner: Any, django_user_model: Any) -> None:
    event = make_event(owner, players=7, kind="league", rounds_planned=5, name="Winter League")
    aiko = django_user_model.objects.create_user("aiko", password="pw-aiko-1")
    registration = services.player_register(tournament=event, by=owner, name="Aiko")
    registration_link_account(registration=registration, username=aiko.username, by=owner)
    seat_next_round(event, owner)
    client.force_login(aiko)
    assert "My table in round 1" in _mine(client.get(reverse("home")).content.decode())
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert "My table in round 1" in page.split('id="me"')[1].split("</p>")[0]


def test_a_player_sitting_the_round_out_is_told_so(
    client: Client, owner: Any, django_user_model: Any
) -> None:
    """A walkthrough sitting out round 10 by the rotation read "Not seated in round 10" on the home
    page, as if the seating had missed them; the round page said "You sit out this round"."""
    event = make_event(owner, players=5, kind="league", rounds_planned=5, empty_seats="sit_out", name="Club")
    aiko = django_user_model.objects.create_user("aiko", password="pw-aiko-1")
    registration_link_account(registration=event.registrations.get(number=5), username="aiko", by=owner)
    round_ = services.round_create(tournament=event, by=owner)
    regs = list(event.registrations.order_by("number"))
    services.round_set_tables(round_=round_, tables=[regs[:4]], sitting_out=[regs[4]], by=owner)
    client.force_login(aiko)
    mine = _mine(client.get(reverse("home")).content.decode())
    assert "You sit out round 1" in mine and "Not seated" not in mine
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    me = page.split('id="me"')[1].split("</p>")[0]
    assert "You sit out round 1" in me and "Not seated" not in me
